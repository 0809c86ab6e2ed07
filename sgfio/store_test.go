package sgfio

import (
	"reflect"
	"slices"
	"strings"
	"testing"
)

// storeFiles are files of several games each, of a few moves to more
// than a Store's first room (a game that outgrows it), with a game of
// no move, a setup node and a pass among them.
func storeFiles() [][]byte {
	long := func(n int) string {
		var b strings.Builder
		b.WriteString("(;SZ[19]")
		for i := range n {
			c := "B"
			if i%2 == 1 {
				c = "W"
			}
			b.WriteString(";" + c + "[" + string(rune('a'+i%19)) + string(rune('a'+i/19%19)) + "]")
		}
		b.WriteString(")")
		return b.String()
	}
	return [][]byte{
		[]byte("(;SZ[9];B[aa];W[bb];B[cc])(;SZ[9];B[ee];W[])(;SZ[9]KM[6.5])"),
		[]byte(long(300) + "(;SZ[13];B[dd];AW[aa];W[ee])" + long(1500) + "(;B[pd];W[dp])"),
		[]byte("(;GM[1];B[ab];W[ba])"),
		[]byte(long(40) + long(41)),
	}
}

// ownMoves parses data with moves of its own (no store): the reference.
func ownMoves(t *testing.T, data []byte) [][]Move {
	t.Helper()
	c, err := ParseWith(data, Options{MainLine: true})
	if err != nil {
		t.Fatal(err)
	}
	var out [][]Move
	for _, g := range c.Games {
		out = append(out, g.Moves)
	}
	return out
}

// TestStoreLendsDistinctParts: the games lent moves by one store,
// file after file without a Reset, each hold their own moves (the
// unlent parse's) until the Reset, however the store's room compares
// with them; an append to one game's moves leaves the next game's alone
// (their capacity is cut). After a Reset the store's room is big enough
// for a file like those, and the moves of a small file are then in it
// (lent, not copied).
//
// Made unsafe on purpose, each fails: keep not moving the room past the
// game's moves (every game of a file in the same place), keep not
// cutting the capacity (the append writes over the next game), game
// lending one record twice before a Reset.
func TestStoreLendsDistinctParts(t *testing.T) {
	var s Store
	for round := range 2 {
		var kept [][]Move
		var want [][]Move
		var games, wantGames []*Game
		for _, data := range storeFiles() {
			c, err := ParseWith(data, Options{MainLine: true, Store: &s})
			if err != nil {
				t.Fatal(err)
			}
			own, err := ParseWith(data, Options{MainLine: true})
			if err != nil {
				t.Fatal(err)
			}
			for _, g := range c.Games {
				kept = append(kept, g.Moves)
			}
			games = append(games, c.Games...)
			wantGames = append(wantGames, own.Games...)
			want = append(want, ownMoves(t, data)...)
		}
		if len(kept) != len(want) {
			t.Fatalf("round %d: %d games, want %d", round, len(kept), len(want))
		}
		for i := range kept {
			if !reflect.DeepEqual(kept[i], want[i]) {
				t.Fatalf("round %d: game %d's moves changed before the Reset:\n%v\nwant\n%v", round, i, kept[i], want[i])
			}
			g, w := *games[i], *wantGames[i]
			g.lines, w.lines = nil, nil
			if !reflect.DeepEqual(g, w) {
				t.Fatalf("round %d: game %d's record changed before the Reset:\n%+v\nwant\n%+v", round, i, g, w)
			}
		}
		// An append to the first game's moves: its capacity is its length,
		// so the append copies them elsewhere.
		_ = append(kept[0], Move{Color: White, X: 8, Y: 8, Node: 99})
		if !reflect.DeepEqual(kept[1], want[1]) {
			t.Fatalf("round %d: an append to game 1's moves wrote over game 2's: %v", round, kept[1])
		}
		s.Reset()
	}
	// The store has room now: a small file's moves are lent from it.
	c, err := ParseWith(storeFiles()[0], Options{MainLine: true, Store: &s})
	if err != nil {
		t.Fatal(err)
	}
	m := c.Games[0].Moves
	if cap(s.moves) < 1024 || &s.moves[:1][0] != &m[0] {
		t.Errorf("the first game's moves are not the store's (room %d)", cap(s.moves))
	}
	if got := c.Games[2].Moves; got == nil || len(got) != 0 {
		t.Errorf("a game of no move has Moves %#v, want an empty slice (as unlent)", got)
	}
	s.Reset()
}

// TestStoreResetTakesTheMovesBack shows what Options.Store' rule
// guards against: moves kept past their Reset are written over by the
// next games (here the same move numbers of another file). Unlent moves
// (no store; Parse) stay the caller's whatever is parsed next.
func TestStoreResetTakesTheMovesBack(t *testing.T) {
	var s Store
	a := []byte("(;SZ[9];B[aa];W[bb];B[cc];W[dd])")
	b := []byte("(;SZ[9];B[ee];W[ff];B[gg];W[hh])")
	for round := range 2 { // the second time round, the store has its room
		c, err := ParseWith(a, Options{MainLine: true, Store: &s})
		if err != nil {
			t.Fatal(err)
		}
		lent := c.Games[0].Moves
		before := slices.Clone(lent)
		s.Reset()
		if _, err := ParseWith(b, Options{MainLine: true, Store: &s}); err != nil {
			t.Fatal(err)
		}
		if round == 1 && reflect.DeepEqual(lent, before) {
			t.Errorf("moves lent from a store with room were not reused after Reset")
		}
		s.Reset()
	}
	for _, opt := range []Options{{}, {MainLine: true}} {
		c, err := ParseWith(a, opt)
		if err != nil {
			t.Fatal(err)
		}
		own := c.Games[0].Moves
		before := slices.Clone(own)
		for _, data := range [][]byte{b, a, b} {
			if _, err := ParseWith(data, opt); err != nil {
				t.Fatal(err)
			}
			if _, err := ParseWith(data, Options{MainLine: true, Store: &s}); err != nil {
				t.Fatal(err)
			}
			s.Reset()
		}
		if !reflect.DeepEqual(own, before) {
			t.Errorf("MainLine %v: the caller's moves changed when other files were parsed: %v, was %v", opt.MainLine, own, before)
		}
	}
}

// TestStoreWithoutMainLine: with a full tree the store is not used
// (the tree's games own their moves), so its Reset takes nothing back.
func TestStoreWithoutMainLine(t *testing.T) {
	var s Store
	s.Reset() // room for the next files
	s.needMoves = 2000
	s.Reset()
	data := storeFiles()[0]
	c, err := ParseWith(data, Options{Store: &s})
	if err != nil {
		t.Fatal(err)
	}
	if len(s.moves) != 0 || s.needMoves != 0 {
		t.Errorf("a full parse used the store: %d moves lent", len(s.moves))
	}
	want := ownMoves(t, data)
	for i, g := range c.Games {
		if !reflect.DeepEqual(g.Moves, want[i]) {
			t.Errorf("game %d: %v, want %v", i+1, g.Moves, want[i])
		}
	}
}

// TestStoreResetKeepsNothing: Reset clears the records it takes back, so
// that a store kept between files (corpus.ParseGames pools them) keeps
// nothing of the last file alive: no record points into it (its source
// bytes, through the line index), and no name or diagnostic is kept.
func TestStoreResetKeepsNothing(t *testing.T) {
	var s Store
	for range 2 { // the second time round, the records are the store's
		c, err := ParseWith([]byte("(;SZ[9]PB[Ann]KM[x];B[aa])(;PW[Bo];W[bb])"), Options{MainLine: true, Store: &s})
		if err != nil {
			t.Fatal(err)
		}
		if len(c.Games) != 2 || c.Games[0].Black.Name != "Ann" {
			t.Fatalf("games %+v", c.Games)
		}
		s.Reset()
	}
	if len(s.games) < 2 {
		t.Fatalf("the store lends no record of its own (%d)", len(s.games))
	}
	for i := range s.games {
		if !reflect.DeepEqual(s.games[i], Game{}) {
			t.Errorf("record %d kept after Reset: %+v", i, s.games[i])
		}
	}
}
