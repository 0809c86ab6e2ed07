package sgfio

import (
	"testing"
)

func TestBoardSize(t *testing.T) {
	tests := []struct {
		sz     string
		w, h   int
		errors int
	}{
		{"", 19, 19, 0},
		{"SZ[19]", 19, 19, 0},
		{"SZ[9:13]", 9, 13, 0}, // columns:rows
		{"SZ[ 13 ]", 13, 13, 0},
		{"SZ[52]", 52, 52, 0},
		{"SZ[53]", 19, 19, 1},
		{"SZ[0]", 19, 19, 1},
		{"SZ[-10]", 19, 19, 1},
		{"SZ[abc]", 19, 19, 1},
		{"SZ[10:53]", 19, 19, 1},
	}
	for _, tt := range tests {
		c := mustParse(t, "(;"+tt.sz+")")
		g := c.Games[0]
		if g.Width != tt.w || g.Height != tt.h || g.Diags.Count(Error) != tt.errors {
			t.Errorf("%q: %d×%d with %d errors, want %d×%d with %d", tt.sz, g.Width, g.Height, g.Diags.Count(Error), tt.w, tt.h, tt.errors)
		}
	}
}

func TestRectangularBoardMoves(t *testing.T) {
	// SZ[9:13]: x (columns) up to "i", y (rows) up to "m".
	c := mustParse(t, "(;SZ[9:13];B[im];W[mi])")
	g := c.Games[0]
	if g.Moves[0].OffBoard || g.Moves[0].Point() != (Point{8, 12}) {
		t.Errorf("B[im] = %+v", g.Moves[0])
	}
	if !g.Moves[1].OffBoard || g.Moves[1].Pass {
		t.Errorf("W[mi] on 9×13 must be off the board: %+v", g.Moves[1])
	}
}

func TestSetupAndRectangles(t *testing.T) {
	c := mustParse(t, "(;SZ[9]AB[aa:bc][ee]AW[ii]AE[cc];B[dd];AB[gg]PL[B];B[hh];W[ab])")
	g := c.Games[0]
	// aa:bc is columns a-b, rows a-c: 6 points, in row order.
	want := []Point{{0, 0}, {1, 0}, {0, 1}, {1, 1}, {0, 2}, {1, 2}, {4, 4}}
	if !samePoints(g.Setup.Black, want) {
		t.Errorf("AB = %v", g.Setup.Black)
	}
	if !samePoints(g.Setup.White, []Point{{8, 8}}) || !samePoints(g.Setup.Empty, []Point{{2, 2}}) {
		t.Errorf("AW %v AE %v", g.Setup.White, g.Setup.Empty)
	}
	if len(g.Changes) != 1 {
		t.Fatalf("changes %+v", g.Changes)
	}
	ch := g.Changes[0]
	if ch.Before != 2 || ch.Node != 2 || ch.Player != Black || !samePoints(ch.Black, []Point{{6, 6}}) {
		t.Errorf("change %+v", ch)
	}
	// PL[B] after Black's move 1 makes move 2 by Black in turn.
	if _, ok := findDiag(c, "out of turn"); ok {
		t.Errorf("unexpected out-of-turn report: %v", g.Diags)
	}
}

func TestPassesAndInvalidPoints(t *testing.T) {
	c := mustParse(t, "(;SZ[19];B[];W[tt];B[a];W[zz];B[pd])")
	g := c.Games[0]
	ms := g.Moves
	if len(ms) != 5 {
		t.Fatalf("%d moves", len(ms))
	}
	if !ms[0].Pass || !ms[1].Pass {
		t.Errorf("[] and tt on 19×19 are passes: %+v %+v", ms[0], ms[1])
	}
	if ms[2].Pass || !ms[2].Invalid || g.Invalid[3] != "a" {
		t.Errorf("B[a] must be kept as invalid, not a pass: %+v", ms[2])
	}
	if ms[3].Pass || !ms[3].OffBoard || ms[3].Point() != (Point{25, 25}) {
		t.Errorf("W[zz] must be kept off the board: %+v", ms[3])
	}
	if g.Diags.Count(Error) != 2 {
		t.Errorf("want 2 errors: %v", g.Diags)
	}
	// On a 21×21 board "tt" is a point.
	c = mustParse(t, "(;SZ[21];B[tt])")
	if m := c.Games[0].Moves[0]; m.Pass || m.Point() != (Point{19, 19}) {
		t.Errorf("tt on 21×21: %+v", m)
	}
}

func TestOutOfTurn(t *testing.T) {
	c := mustParse(t, "(;B[aa];W[bb];W[cc])")
	d, ok := findDiag(c, "move 3 out of turn")
	if !ok || d.Severity != Warning || len(c.Games[0].Moves) != 3 {
		t.Errorf("diagnostics %v", allDiags(c))
	}
	// Leading black moves are a handicap, not a record error (RULES.md §3):
	// no report for moves 2 and 3; Black again after White's move 4 is.
	c = mustParse(t, "(;B[aa];B[bb];B[cc];W[dd];B[ee];B[ff])")
	if _, ok := findDiag(c, "move 2 out of turn"); ok {
		t.Errorf("leading black moves reported: %v", allDiags(c))
	}
	if _, ok := findDiag(c, "move 3 out of turn"); ok {
		t.Errorf("leading black moves reported: %v", allDiags(c))
	}
	if _, ok := findDiag(c, "move 6 out of turn"); !ok {
		t.Errorf("Black twice after White's move: %v", allDiags(c))
	}
	c = mustParse(t, "(;PL[W];B[aa])")
	if _, ok := findDiag(c, "move 1 out of turn"); !ok {
		t.Errorf("PL[W] then B: %v", allDiags(c))
	}
}

func TestHandicap(t *testing.T) {
	tests := []struct {
		src     string
		ha      int
		stones  int
		implied bool
		warn    bool
	}{
		{"(;HA[2]AB[dd][pp];W[dp])", 2, 2, false, false},
		{"(;HA[3]AB[dd][pp];W[dp])", 3, 2, false, true},
		// Fox: HA without stones, White first: the server's stones are implied.
		{"(;HA[4];W[dp])", 4, 0, true, false},
		{"(;HA[4];B[dp])", 4, 0, false, true},
		{"(;HA[0];B[dp])", 0, 0, false, false},
		{"(;HA[7.5];B[dp])", 0, 0, false, true},
		// Fox: the stones in a setup node after the root.
		{"(;HA[3];AB[pd][dp][dd];W[qp])", 3, 3, false, false},
	}
	for _, tt := range tests {
		g := mustParse(t, tt.src).Games[0]
		h := g.Handicap
		if h.HA != tt.ha || h.Stones != tt.stones || h.Implied != tt.implied || (len(g.Diags) > 0) != tt.warn {
			t.Errorf("%s: %+v diags %v", tt.src, h, g.Diags)
		}
	}
}

func TestHeader(t *testing.T) {
	src := "(;GM[1]FF[4]KM[650]RU[Chinese]RE[W+2.5]PB[Ke Jie]BR[9p]PW[Shin Jinseo]WR[9p]EV[LG Cup]RO[Final]DT[2024-01-01]PC[Seoul]GN[game 1];B[pd];W[dd];TB[aa][ab]TW[ss])"
	g := mustParse(t, src).Games[0]
	if g.Komi.Value != 6.5 || !g.Komi.Scaled || g.Rules != "Chinese" {
		t.Errorf("komi %+v rules %q", g.Komi, g.Rules)
	}
	if g.Result.Winner != White || g.Result.Margin != 2.5 || g.Result.Kind != ResultScore {
		t.Errorf("result %+v", g.Result)
	}
	if g.Black != (Player{"Ke Jie", "9p"}) || g.White != (Player{"Shin Jinseo", "9p"}) {
		t.Errorf("players %+v %+v", g.Black, g.White)
	}
	if g.Event != "LG Cup" || g.Round != "Final" || g.Date != "2024-01-01" || g.Place != "Seoul" || g.Name != "game 1" {
		t.Errorf("event %q round %q date %q place %q name %q", g.Event, g.Round, g.Date, g.Place, g.Name)
	}
	if !samePoints(g.TB, []Point{{0, 0}, {0, 1}}) || !samePoints(g.TW, []Point{{18, 18}}) {
		t.Errorf("TB %v TW %v", g.TB, g.TW)
	}
}

// Handicap.Count is H of RULES.md §5.6, worked out by hand for each record.
func TestHandicapCount(t *testing.T) {
	tests := []struct {
		src     string
		count   int
		implied bool
	}{
		{"(;HA[2]AB[dd][pp];W[dp])", 2, false},
		// Black and white setup stones: a position, not a handicap.
		{"(;HA[2]AB[dd][pp]AW[dp];W[aa])", 0, false},
		// Fox: the stones in the setup node after the root.
		{"(;HA[3];AB[pd][dp][dd];W[qp])", 3, false},
		// Fox: no stones at all and White first: the standard ones implied.
		{"(;HA[4];W[dp])", 4, true},
		// Implied, but a white setup stone makes it no handicap.
		{"(;HA[4]AW[aa];W[dp])", 0, true},
		// One black setup stone is no handicap (H <= 1).
		{"(;AB[dd];W[dp])", 0, false},
		// Three leading black moves are the handicap.
		{"(;B[dd];B[pp];B[dp];W[pd])", 3, false},
		{"(;B[dd];W[pp])", 0, false},
		// A pass is not a handicap move: the setup counts.
		{"(;AB[dd][pp];B[];W[dp])", 2, false},
		// A setup node before move 1 comes first: its stones count, the
		// black moves after it are ordinary moves.
		{"(;HA[2];AB[dd][pp];B[dp];B[pd];W[qq])", 2, false},
	}
	for _, tt := range tests {
		h := mustParse(t, tt.src).Games[0].Handicap
		if h.Count != tt.count || h.Implied != tt.implied {
			t.Errorf("%s: count %d implied %v, want %d %v (%+v)", tt.src, h.Count, h.Implied, tt.count, tt.implied, h)
		}
	}
}

// HA[3] given as three leading black moves matches: no warning about the
// missing setup stones; two leading moves for HA[3] do not.
func TestHandicapAsLeadingMovesMatchesHA(t *testing.T) {
	c := mustParse(t, "(;HA[3];B[dd];B[pp];B[dp];W[pd])")
	if _, ok := findDiag(c, "black stones set up"); ok {
		t.Errorf("HA[3] with 3 leading moves: %v", allDiags(c))
	}
	c = mustParse(t, "(;HA[3];B[dd];B[pp];W[pd])")
	if _, ok := findDiag(c, "HA[3] but 0 black stones set up"); !ok {
		t.Errorf("HA[3] with 2 leading moves: %v", allDiags(c))
	}
}
