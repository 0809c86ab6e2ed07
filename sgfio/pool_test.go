package sgfio

import (
	"reflect"
	"testing"
)

// The parser pool hands out zeroed parsers only: a parser put back still
// holding a file's state (its variation stack, ids, diagnostics cap,
// game) would leak it into the next file. Parsing a busy file (many
// games, variations, diagnostics) then a small one gives the small one's
// parse as a first parse does, and a parser taken from the pool right
// after is the zero parser.
func TestParserPoolLeaksNothing(t *testing.T) {
	small := []byte("(;GM[1]SZ[9]KM[6.5]RE[B+R];B[ee];W[cc])")
	first, err := ParseWith(small, Options{})
	if err != nil {
		t.Fatal(err)
	}
	busy := []byte("junk(;SZ[19]PB[x]C[a\n]RE[W+3.5];B[pd](;W[dd];B[zz])(;W[dp]XX[1]))\n(;SZ[9];B[ii];W[\n(;SZ[13]AB[aa][bb]KM[x];W[cc]")
	for _, opt := range []Options{{}, {MainLine: true}} {
		if _, err := ParseWith(busy, opt); err != nil {
			t.Fatal(err)
		}
		again, err := ParseWith(small, opt)
		if err != nil {
			t.Fatal(err)
		}
		if len(again.Games) != 1 || !reflect.DeepEqual(again.Games[0].Moves, first.Games[0].Moves) ||
			!reflect.DeepEqual(again.Diags, first.Diags) || !reflect.DeepEqual(again.Games[0].Diags, first.Games[0].Diags) ||
			again.Games[0].Komi != first.Games[0].Komi || again.Games[0].Result != first.Games[0].Result {
			t.Errorf("MainLine %v: the small file after the busy one parses otherwise: %+v, first %+v", opt.MainLine, again.Games, first.Games)
		}
		if _, err := ParseWith(busy, opt); err != nil {
			t.Fatal(err)
		}
		p := parserPool.Get().(*parser)
		if !reflect.DeepEqual(*p, parser{}) {
			t.Errorf("MainLine %v: the pool handed out a parser that still holds a file's state", opt.MainLine)
		}
		parserPool.Put(p)
	}
}
