package sgfio

import (
	"math/rand/v2"
	"os"
	"reflect"
	"testing"

	"github.com/rulediff/rulediff/internal/shared"
)

// TestWordRunByHand: wordRun reads the other colour's move followed by
// ";" and stops, without reading it, at the first node that is anything
// else, which pointRun's byte test then reads (or leaves to the general
// path).
func TestWordRunByHand(t *testing.T) {
	for _, tc := range []struct {
		name   string
		src    string
		last   Color
		w, h   int
		want   string // the moves read
		offEnd int    // where it stops
	}{
		// After a White move, B[pd]; and W[dd]; are read; B[pq] is
		// followed by ")", not ";": the byte test's (it ends the run).
		{"run", "B[pd];W[dd];B[pq])", White, 19, 19, "Bpd Wdd", 12},
		// No move yet (last Empty): the first is the byte test's.
		{"first", "B[pd];W[dd];", Empty, 19, 19, "", 0},
		// Black twice: the second is out of turn (turn reports it).
		{"twice", "B[pd];B[dd];", White, 19, 19, "Bpd", 6},
		// "tt" on 19×19 is a pass, "ss" the last point.
		{"pass", "B[ss];W[tt];", White, 19, 19, "Bss", 6},
		// On a 30×30 board "z" is 25, and "{" (26 after the subtraction)
		// is no letter: the general path makes it an invalid move.
		{"big", "B[zz];W[{a];", White, 30, 30, "Bzz", 6},
		// On 9×9 "j" (9) is off the board.
		{"small", "B[ii];W[ji];", White, 9, 9, "Bii", 6},
		// Columns and rows each against their own size (5 columns, 9 rows).
		{"rect", "B[ah];W[fa];", White, 5, 9, "Bah", 6},
		// A value of three letters, a comment, white space: not read.
		{"long", "B[pdd];W[dd];", White, 19, 19, "", 0},
		{"comment", "B[pd]C[x];W[dd];", White, 19, 19, "", 0},
		{"space", "B[pd] ;W[dd];", White, 19, 19, "", 0},
		// Fewer than 8 bytes left: the byte test's.
		{"tail", "B[pd];W", White, 19, 19, "", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			moves := make([]Move, 0, 8)
			wx, hy := byte(min(tc.w, 26)), byte(min(tc.h, 26))
			moves, o, last, node := wordRun(moves, []byte(tc.src), 0, tc.last, 3, wx, hy)
			got := moveString(&Game{Moves: moves})
			if got != tc.want || o != tc.offEnd {
				t.Fatalf("read %q up to %d, want %q up to %d", got, o, tc.want, tc.offEnd)
			}
			if node != 3+len(moves) || (len(moves) > 0 && last != moves[len(moves)-1].Color) {
				t.Errorf("node %d, last %v after %d moves", node, last, len(moves))
			}
			for i, m := range moves {
				if m.Node != int32(3+i) || m.Offset != int32(6*i) || m.Pass || m.Invalid || m.OffBoard {
					t.Errorf("move %d: %+v", i, m)
				}
			}
		})
	}
	// The room ends the run too.
	moves, o, _, _ := wordRun(make([]Move, 0, 1), []byte("B[pd];W[dd];"), 0, White, 0, 19, 19)
	if len(moves) != 1 || o != 6 {
		t.Errorf("room for one: read %d up to %d", len(moves), o)
	}
}

// TestPointRunAcrossSpaceAndProperties: a move followed by white space
// and properties the main line does not keep, then ";", "(" or ")", is
// read in the run, as the general path reads it without a word to say; a
// move followed by anything the general path has something to say about
// or keeps (a second move, setup, territory, a duplicate, a second value,
// a NUL, a value that runs to the end) ends the run before it.
func TestPointRunAcrossSpaceAndProperties(t *testing.T) {
	for _, tc := range []struct {
		src   string
		moves string
		o     int
		tok   token
	}{
		// B[aa], "\n;", W[bb], "\r\n(": two moves, stopped after the "(".
		{"B[aa]\n;W[bb]\r\n(;B[cc])", "Baa Wbb", 15, tokLParen},
		// The other white space, then ")".
		{"B[aa] \t\v\f)", "Baa", 10, tokRParen},
		// Space then ";" and a move of the same colour: read up to it.
		{"B[aa]\n;B[bb];", "Baa", 7, tokSemi},
		// Time left and comments (an escaped "]" in one), as the UEC Cup
		// and Fox write them.
		{"B[aa]BL[1787]WL[1654];W[bb]BL[1780]WL[1654];", "Baa Wbb", 44, tokSemi},
		{"B[aa]\nC[x];W[bb] C[a\\]b] ;", "Baa Wbb", 26, tokSemi},
		{"B[aa]C[1]D[2]E[3]F[4];", "Baa", 22, tokSemi},
		// What the general path reports or keeps: not read.
		{"B[aa]C[1]D[2]E[3]F[4]G[5];", "", 0, tokSemi}, // more than the four remembered
		{"B[aa]BL[1]BL[2];", "", 0, tokSemi},           // a duplicate
		{"B[aa]C[x][y];", "", 0, tokSemi},              // two values
		{"B[aa]TB[cc];", "", 0, tokSemi},               // territory, kept
		{"B[aa]AB[cc];", "", 0, tokSemi},               // setup, kept
		{"B[aa]W[bb];", "", 0, tokSemi},                // two moves in one node
		{"B[aa]Cx[y];", "", 0, tokSemi},                // "CX" as normID reads it: the general path's
		{"B[aa]ABC[x];", "", 0, tokSemi},               // three letters
		{"B[aa]C [x];", "", 0, tokSemi},                // space before "["
		{"B[aa]C[a]b];", "", 0, tokSemi},               // an unescaped "]": a warning
		{"B[aa]C[x", "", 0, tokSemi},                   // not closed
		{"B[aa]C[x]", "", 0, tokSemi},                  // the end of the file
		{"B[aa]\x01;W[bb];", "", 0, tokSemi},           // a control byte
		{"B[aa]\n\n", "", 0, tokSemi},
		// A NUL after the "]": scanValue would keep the "]" in the
		// value ("aa]\x00;W[bb"), so the run ends before the move.
		{"B[aa]\x00;W[bb];", "", 0, tokSemi},
		{"B[aa] \x00;W[bb];", "", 0, tokSemi},
		{"B[aa]C[x]\x00;W[bb];", "", 0, tokSemi},
	} {
		b := builder{g: &Game{Width: 19, Height: 19}, last: White}
		o, n, tok := b.pointRun([]byte(tc.src), 0)
		if got := moveString(b.g); got != tc.moves || n != len(b.g.Moves) || o != tc.o || tok != tc.tok {
			t.Errorf("%q: read %q (%d) up to %d, token %d; want %q up to %d, token %d", tc.src, got, n, o, tok, tc.moves, tc.o, tc.tok)
		}
	}
}

// TestWordRunSameRecords parses records with and without wordRun and
// with the full tree (which reads every node on the general path): the
// same games and diagnostics. The records are runs of moves with every
// byte of a node in turn replaced by one of the bytes the tests tell
// apart, on boards of several sizes, and the corpora.
func TestWordRunSameRecords(t *testing.T) {
	r := rand.New(rand.NewPCG(17, 1))
	special := []byte("BW[]();\x7f{`azAZst \n:")
	props := []string{"BL[12]", "BL[1]WL[2]", "C[x]", "C[a\\]b]", "C[a]b]", "C[a]b[c]", "TB[aa]", "AE[aa]", "PL[B]",
		"BL[1][2]", "Bl[1]", "BLX[1]", "C [x]", "BL[1]BL[2]", "W[aa]", "B[bb]", "C[x]\x00", "C[x] \n", "C[\n]\n",
		"A[1]B[2]", "A[1]D[2]E[3]F[4]G[5]", "GN[x]"}
	var srcs [][]byte
	for _, size := range []string{"19", "9", "26", "30", "5:9", "52"} {
		for range 300 {
			src := []byte("(;SZ[" + size + "]")
			n := 1 + r.IntN(40)
			c := byte('B')
			for range n {
				node := []byte{';', c, '[', byte('a' + r.IntN(26)), byte('a' + r.IntN(26)), ']'}
				if r.IntN(8) == 0 {
					node[1+r.IntN(5)] = special[r.IntN(len(special))]
				}
				src = append(src, node...)
				if r.IntN(5) == 0 {
					src = append(src, props[r.IntN(len(props))]...)
				}
				if r.IntN(6) == 0 {
					for range 1 + r.IntN(3) {
						src = append(src, " \n\r\t\v\f\x00\x01"[r.IntN(8)])
					}
				}
				if r.IntN(12) != 0 {
					c ^= 'B' ^ 'W'
				}
			}
			if r.IntN(3) == 0 {
				src = append(src, "(;B[aa])"...)
			}
			srcs = append(srcs, append(src, ')'))
		}
	}
	for _, dir := range []string{"fox_pro", "ai_games"} {
		for _, f := range sgfFiles(t, shared.Path(t, "corpora", dir)) {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			srcs = append(srcs, data)
		}
	}
	read := func(src []byte, opt Options, on bool) *Collection {
		wordRunOn = on
		defer func() { wordRunOn = true }()
		c, err := ParseWith(src, opt)
		if err != nil {
			t.Fatal(err)
		}
		for _, g := range c.Games {
			g.Root, g.lines = nil, nil
		}
		return c
	}
	for i, src := range srcs {
		with, without, tree := read(src, Options{MainLine: true}, true), read(src, Options{MainLine: true}, false), read(src, Options{}, true)
		if !reflect.DeepEqual(with, without) || !reflect.DeepEqual(with.Games, tree.Games) || !reflect.DeepEqual(with.Diags, tree.Diags) {
			t.Fatalf("input %d %q: with wordRun\n%+v\nwithout\n%+v", i, clipInput(src), with.Games, without.Games)
		}
	}
}

func clipInput(b []byte) string {
	if len(b) > 300 {
		return string(b[:300]) + "…"
	}
	return string(b)
}

// TestPlayKeepsIsKeeps: playKeeps answers as keepPlay.keeps for every
// identifier of one or two upper-case letters.
func TestPlayKeepsIsKeeps(t *testing.T) {
	for k, id := range shortNames {
		if playKeeps([]byte(id)) != keepPlay.keeps(id, k) {
			t.Errorf("%q (%d): playKeeps %v", id, k, playKeeps([]byte(id)))
		}
	}
}
