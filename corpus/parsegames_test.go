package corpus

import (
	"bytes"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/rulediff/rulediff/sgfio"
)

// TestParseGamesEqualsParse: the games ParseGames hands over (lent: read
// while each runs), and the file diagnostics with them, are Parse's, on a file of few games (one pass)
// and of many (two passes), both with file diagnostics after the first
// game (junk between and after the games), which the first game gets.
func TestParseGamesEqualsParse(t *testing.T) {
	for _, n := range []int{3, manyGames + 10} {
		var b bytes.Buffer
		b.WriteString("\xEF\xBB\xBF")
		for i := range n {
			b.WriteString("(;GM[1]SZ[9];B[aa];W[bb]")
			if i%100 == 7 {
				b.WriteString(";B[zz]") // a game diagnostic
			}
			b.WriteString(")")
			if i == 1 {
				b.WriteString(" junk ")
			}
		}
		b.WriteString("trailing")
		in := Input{Source: "many.sgf", Data: b.Bytes()}
		want, err := Parse(in, sgfio.Options{MainLine: true})
		if err != nil {
			t.Fatal(err)
		}
		if len(want.Diags) < 3 {
			t.Fatalf("%d games: the test needs file diagnostics after the first game: %v", n, want.Diags)
		}
		var got []*sgfio.Game
		c, err := ParseGames(in, sgfio.Options{MainLine: true}, func(g *sgfio.Game, file sgfio.Diagnostics) bool {
			if !reflect.DeepEqual(file, want.Diags) {
				t.Fatalf("%d games: game %d handed with file diagnostics %v, want %v", n, g.Index, file, want.Diags)
			}
			// The record is lent until each returns: compared here.
			if i := len(got); i < len(want.Games) {
				w := want.Games[i]
				if !reflect.DeepEqual(g.Moves, w.Moves) || !reflect.DeepEqual(g.Diags, w.Diags) || g.Pos != w.Pos || g.Index != w.Index {
					t.Fatalf("%d games: game %d differs: %+v\n%+v", n, i+1, w, g)
				}
			}
			got = append(got, g)
			return true
		})
		if err != nil {
			t.Fatal(err)
		}
		if len(c.Games) != 0 || !reflect.DeepEqual(c.Diags, want.Diags) {
			t.Errorf("%d games: the collection holds %d games and %v", n, len(c.Games), c.Diags)
		}
		if len(got) != len(want.Games) {
			t.Fatalf("%d games: %d handed over", len(want.Games), len(got))
		}
	}
}

var errUnreadable = errors.New("unreadable")

func TestParseGamesStopsAndReportsErrors(t *testing.T) {
	data := []byte(strings.Repeat("(;B[aa])", manyGames+1))
	seen := 0
	if _, err := ParseGames(Input{Data: data}, sgfio.Options{MainLine: true}, func(*sgfio.Game, sgfio.Diagnostics) bool {
		seen++
		return seen < 5
	}); err != nil || seen != 5 {
		t.Errorf("stopped after %d games, err %v", seen, err)
	}
	if _, err := ParseGames(Input{Err: errUnreadable}, sgfio.Options{}, nil); err != errUnreadable {
		t.Errorf("read error: %v", err)
	}
	// A panic in each is the caller's, not the parser's: raised again.
	defer func() {
		if p := recover(); p != "each" {
			t.Errorf("recovered %v", p)
		}
	}()
	ParseGames(Input{Data: []byte("(;B[aa])")}, sgfio.Options{}, func(*sgfio.Game, sgfio.Diagnostics) bool { panic("each") })
	t.Errorf("the panic in each was swallowed")
}

// A panic in each is raised again on both ways: a file of one game, and
// one with more "(" than manyGames (parsed twice, its games streamed).
func TestParseGamesEachPanicsBothWays(t *testing.T) {
	many := bytes.Repeat([]byte("(;B[aa])"), manyGames+1)
	for _, data := range [][]byte{[]byte("(;B[aa])"), many} {
		func() {
			defer func() {
				if p := recover(); p != "each" {
					t.Errorf("%d bytes: recovered %v", len(data), p)
				}
			}()
			ParseGames(Input{Data: data}, sgfio.Options{MainLine: true}, func(*sgfio.Game, sgfio.Diagnostics) bool { panic("each") })
			t.Errorf("%d bytes: the panic in each was swallowed", len(data))
		}()
	}
}

// archiveKindOf without lowering a copy is archiveKindOfLower of the
// lowered name, for ASCII names in any case and non-ASCII ones ("İ"
// lowers to two runes, "K" is the Kelvin sign).
func TestArchiveKindOfAnyCase(t *testing.T) {
	names := []string{"a.sgf", "A.TAR.GZ", "x.Tgz", "b.tar.bz2", "c.TBZ2", "d.tbz", "e.tar.xz", "F.TXZ", "g.tar",
		"h.ZIP", "zip", ".zip", "a.zi", "İ.ZIP", "\u212A.tar", "a.tar\u212A", "日本.TAR.GZ", "x.gz", "",
		// Paths longer than the tail archiveKindOf reads: a non-ASCII or
		// invalid head, a suffix of each length, a non-ASCII byte inside
		// the tail or just before it.
		"日本/棋譜/x.TAR.BZ2", "日本/棋譜/x.tar.bz2", "日本/棋譜/xx.TBZ2", "\xff\xfe/a.Zip", "\xe6\x97/a.TAR.XZ",
		"İİİİ/.tar.bz2", "\u212A\u212A\u212A/b.TGZ", "dir/日.tar.gz", "dir/x日.tar", "dir/日x.tar.bz2",
		"long/ascii/path/to/a.SGF", "long/ascii/path/to/a.TXZ", "long/ascii/path/tar.bz", "\u212A/ab.tbz2"}
	for _, n := range names {
		if got, want := archiveKindOf(n), archiveKindOfLower(strings.ToLower(n)); got != want {
			t.Errorf("archiveKindOf(%q) = %v, want %v", n, got, want)
		}
	}
}

// archiveKindOf reads the last archiveTail bytes only: no suffix may be
// longer.
func TestArchiveTailIsLongest(t *testing.T) {
	longest := 0
	for _, s := range archiveSuffixes {
		longest = max(longest, len(s.suffix))
	}
	if longest != archiveTail {
		t.Errorf("the longest archive suffix has %d bytes, archiveTail %d", longest, archiveTail)
	}
}

// lendingFiles are files of a few games each and one of more than
// manyGames (streamed), of 1 to 90 moves a game.
func lendingFiles() [][]byte {
	var files [][]byte
	for k := range 6 {
		var b bytes.Buffer
		games := 3 + k
		if k == 5 {
			games = manyGames + 5
		}
		for i := range games {
			fmt.Fprintf(&b, "(;SZ[19]PB[b%d]KM[%d.5]RE[W+%d]", i, i%7, k)
			for m := range (i*37+k*11)%90 + 1 {
				c := "B"
				if m%2 == 1 {
					c = "W"
				}
				fmt.Fprintf(&b, ";%s[%c%c]", c, 'a'+(m+i)%19, 'a'+(m*7+k)%19)
			}
			b.WriteString(")")
		}
		files = append(files, b.Bytes())
	}
	return files
}

// TestParseGamesLendsRecordsSafely: the records ParseGames lends each
// (from a pooled sgfio.Store: the Game and its moves) are that game's,
// the unlent parse's, for as long as each runs: in a file parsed whole
// before its games are handed over (each game in a part of its own, the
// earlier games intact while the later ones are read), in a file of many
// games (streamed, the store taken back after each), file after file,
// and with four goroutines parsing at once (each its own store: with
// -race, a store shared by two would be a data race). Made unsafe on
// purpose, it fails: the store's room not moved past a game's moves, or
// one record lent twice. (A store given back to the pool too early is
// TestParseGamesLendsUntilEachReturns's: the pool hands a goroutine
// back its own store, so that four goroutines seldom share one.)
func TestParseGamesLendsRecordsSafely(t *testing.T) {
	files := lendingFiles()
	want := make([][]sgfio.Game, len(files))
	for f, data := range files {
		c, err := sgfio.ParseWith(data, sgfio.Options{MainLine: true})
		if err != nil {
			t.Fatal(err)
		}
		for _, g := range c.Games {
			want[f] = append(want[f], *g)
		}
	}
	var wg sync.WaitGroup
	for w := range 4 {
		wg.Go(func() {
			for r := range 3 {
				for f := range files {
					f := (f + w + r) % len(files)
					games := 0
					_, err := ParseGames(Input{Data: files[f]}, sgfio.Options{MainLine: true}, func(g *sgfio.Game, _ sgfio.Diagnostics) bool {
						got, w := *g, want[f][games]
						if got.Black != w.Black || got.Komi != w.Komi || got.Result != w.Result || got.Index != w.Index ||
							got.Pos != w.Pos || !reflect.DeepEqual(got.Moves, w.Moves) || !reflect.DeepEqual(got.Diags, w.Diags) {
							t.Errorf("file %d game %d: lent record %+v, want %+v", f, games+1, got, w)
						}
						games++
						return true
					})
					if err != nil || games != len(want[f]) {
						t.Errorf("file %d: %d games, err %v", f, games, err)
					}
				}
			}
		})
	}
	wg.Wait()
}

// TestParseGamesLendsUntilEachReturns: a game lent to each stays as it
// was while each parses other files with ParseGames (as a callback that
// reads another file would), in a file of few games and in one of many:
// the nested parses take stores of their own. Made unsafe on purpose, it
// fails: ParseGames giving its store back to the pool (Reset and Put)
// before the games are handed over, or before each returns on the
// many-games path; the nested parse then gets that store and writes its
// games over the one lent.
func TestParseGamesLendsUntilEachReturns(t *testing.T) {
	files := lendingFiles()
	for _, outer := range []int{0, len(files) - 1} {
		games := 0
		_, err := ParseGames(Input{Data: files[outer]}, sgfio.Options{MainLine: true}, func(g *sgfio.Game, _ sgfio.Diagnostics) bool {
			games++
			was, moves := *g, slices.Clone(g.Moves)
			for _, inner := range []int{1, 2} {
				if _, err := ParseGames(Input{Data: files[inner]}, sgfio.Options{MainLine: true}, func(*sgfio.Game, sgfio.Diagnostics) bool { return true }); err != nil {
					t.Fatal(err)
				}
			}
			if !reflect.DeepEqual(*g, was) || !slices.Equal(g.Moves, moves) {
				t.Fatalf("file %d game %d: the lent record changed while each ran: %+v, was %+v", outer, g.Index, *g, was)
			}
			return true
		})
		if err != nil || games < 3 {
			t.Fatalf("file %d: %d games, err %v", outer, games, err)
		}
	}
}
