package compare

import (
	"fmt"
	"slices"
	"testing"

	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
)

// TestTeireBoundDirtyScratch: teireBound on a frame memory another board
// left (teirePool's), larger boards first and the memory scribbled over
// between calls, is the flooding reference's (teireBoundRef): nothing
// of the last board shows through. (Fails when the frame's border is
// written only when the memory is made.)
func TestTeireBoundDirtyScratch(t *testing.T) {
	var boards []score.Result
	eachRandomOwn(func(res *score.Result) {
		c := *res
		c.Own = slices.Clone(res.Own)
		boards = append(boards, c)
	})
	slices.Reverse(boards) // 52x52 first: the later boards reuse a larger frame
	var sc teireScratch
	for k := range boards {
		res := &boards[k]
		b, w := teireBoundIn(res, &sc)
		if rb, rw := teireBoundRef(res); b != rb || w != rw {
			t.Fatalf("board %d (%dx%d): teireBound on a used frame %d, %d, the reference %d, %d", k, res.W, res.H, b, w, rb, rw)
		}
		// scribble: every bit of cell set, parent and lib valid indices
		// of the wrong points
		cell, parent, lib := sc.cell[:cap(sc.cell)], sc.parent[:cap(sc.parent)], sc.lib[:cap(sc.lib)]
		for i := range cell {
			cell[i] = uint8(k + i)
			parent[i] = int32((i*7 + k) % len(parent))
			lib[i] = int32((i*13 + k) % len(lib))
		}
	}
	if len(boards) < 1000 {
		t.Fatalf("only %d boards", len(boards))
	}
}

// deadTogglesRef is deadToggles' inputs' dead stones, each toggle's made
// on its own: board.Position.Chain's chains in board order, a dead one
// taken out of in.Dead, a living one added after it.
func deadTogglesRef(v *Verdict) [][]int {
	p := v.in.Position
	seen := make([]bool, len(p.Stones))
	var out [][]int
	for i, c := range p.Stones {
		if c == board.Empty || seen[i] || len(out) == maxToggled {
			continue
		}
		chain, _ := p.Chain(i)
		for _, j := range chain {
			seen[j] = true
		}
		wasDead := slices.Contains(v.in.Dead, i)
		var dead []int
		for _, j := range v.in.Dead {
			if !wasDead || !slices.Contains(chain, j) {
				dead = append(dead, j)
			}
		}
		if !wasDead {
			dead = append(dead, chain...)
		}
		out = append(out, dead)
	}
	return out
}

// TestDeadTogglesAreFresh: each toggle deadToggles yields holds its own
// dead stones when it is read, though one buffer serves them all, and
// the verdict's own dead stones stay as they were. By hand: on
// "xx.o/.x.o/oo.o/...x" (rows from the top; four chains in board
// order: black {0 1 5}, white {3 7 11}, white {8 9}, black {15}, listed
// as the flood finds them) with {8 9} dead, the toggles' dead stones
// are {8 9 0 1 5}, {8 9 3 7 11}, {} (the dead chain brought back) and
// {8 9 15}. Then every counted
// verdict of the bestiary, one after another: each iteration reads the
// marks and buffers the last one left (toggleScratches). (Fails when the
// buffer is not emptied between toggles, or is in.Dead's own, or when
// the marks a later iteration is given are not cleared.)
func TestDeadTogglesAreFresh(t *testing.T) {
	check := func(where string, v *Verdict, want [][]int) {
		t.Helper()
		before := slices.Clone(v.in.Dead)
		var got [][]int
		for tg := range deadToggles(v) {
			got = append(got, slices.Clone(tg.in.Dead))
		}
		if len(got) != len(want) {
			t.Fatalf("%s: %d toggles, want %d", where, len(got), len(want))
		}
		for k := range got {
			if !slices.Equal(got[k], want[k]) {
				t.Fatalf("%s: toggle %d dead %v, want %v", where, k, got[k], want[k])
			}
		}
		if !slices.Equal(v.in.Dead, before) {
			t.Fatalf("%s: the verdict's dead stones changed from %v to %v", where, before, v.in.Dead)
		}
	}
	p := board.MustParsePosition("xx.o/.x.o/oo.o/...x")
	v := &Verdict{Ruleset: rules.Ruleset{Dead: rules.DeadAgreed}, in: score.Input{Position: p, Dead: []int{8, 9}}}
	hand := [][]int{{8, 9, 0, 1, 5}, {8, 9, 3, 7, 11}, {}, {8, 9, 15}}
	if ref := deadTogglesRef(v); len(ref) != len(hand) || !slices.Equal(ref[0], hand[0]) || !slices.Equal(ref[3], hand[3]) {
		t.Fatalf("the reference %v, by hand %v", ref, hand)
	}
	check("by hand", v, hand)
	a, err := NewAuditor(Options{})
	if err != nil {
		t.Fatal(err)
	}
	toggled := 0
	for k, rec := range bestiaryGames(t) {
		g := a.Audit("toggles.sgf", rec)
		for i := range g.Verdicts {
			v := &g.Verdicts[i]
			if v.Score == nil || v.Ruleset.Dead == rules.DeadLiteral || len(v.in.Position.Stones) == 0 {
				continue
			}
			want := deadTogglesRef(v)
			check(fmt.Sprintf("bestiary game %d, %s", k+1, v.Ruleset.Name), v, want)
			toggled += len(want)
		}
	}
	if toggled < 100 {
		t.Fatalf("only %d toggles read", toggled)
	}
}

// A dame variant's words, made only when a miss reports it, are the
// sentences the variants carried before (the bestiary's and the corpora's
// miss notes read them): each kind by hand.
func TestDameVariantWhat(t *testing.T) {
	for _, c := range []struct {
		d    dameVariant
		want string
	}{
		{dameVariant{kind: dameBorder, n: 1}, "1 border point counted for the colour it touches"},
		{dameVariant{kind: dameBorder, n: 3}, "3 border points counted for the colour they touch"},
		{dameVariant{kind: dameCount, from: board.Empty}, "the dame left open"},
		{dameVariant{kind: dameCount, from: board.White}, "the dame filled from White"},
		{dameVariant{kind: dameCount, from: board.Black, area: true}, "an area count with the dame filled from Black"},
		{dameVariant{kind: dameCount, area: true}, "an area count with the dame left open"},
		{dameVariant{kind: dameTeire, from: board.Black, b: 2, w: 0},
			"the territory count with the points to fill once the dame are filled from Black (Black 2, White 0)"},
	} {
		if got := c.d.what(); got != c.want {
			t.Errorf("%+v: %q, want %q", c.d, got, c.want)
		}
	}
}
