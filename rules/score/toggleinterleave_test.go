package score

import (
	"testing"

	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
)

// TestToggleBoundInterleaved interleaves MayReach and Count the way a
// caller could: two inputs of one toggle, each removing one more whole
// White chain of the same size (so both take the one-chain path, whose
// t.stack, t.affected and t.gen Count reads), and two toggles. Count
// uses MayReach's work only for the input MayReach read last (the same
// Dead slice); for any other input it must count plainly. Either way
// its answer is ScoreReaching's. A Count keyed on less than the Dead
// slice's identity (its length alone, say) relabels inA with inB's
// chain and gives another score here.
func TestToggleBoundInterleaved(t *testing.T) {
	japanese, ok := rules.Lookup("japanese")
	if !ok {
		t.Fatal("no japanese ruleset")
	}
	// White A = C1 (one stone, between Black's B1 point and White's D1), White B =
	// G3 (one stone, in a corner of White's own): removing A gives
	// Black more, removing B gives Black less.
	p := board.MustParsePosition("x.o.o.../xx.oo.../......xo")
	a, b := []int{2}, []int{p.W*2 + 7}
	if p.Stones[a[0]] != board.White || p.Stones[b[0]] != board.White {
		t.Fatalf("chains A, B not White on %v", p.Stones)
	}
	base := Input{Position: p}
	inA, inB := Input{Position: p, Dead: a}, Input{Position: p, Dead: b}
	// each input asked about its own count's margin: no bound cuts it
	mA, mB := Score(inA, japanese).Margin, Score(inB, japanese).Margin
	wantA, okA := ScoreReaching(inA, japanese, mA)
	wantB, okB := ScoreReaching(inB, japanese, mB)
	if !okA || !okB {
		t.Fatalf("ScoreReaching cut its own margin: %v %v", okA, okB)
	}
	if wantA.Margin == wantB.Margin {
		t.Fatalf("removing A and B score alike (%v): the test cannot tell them apart", wantA.Margin)
	}
	check := func(what string, got Result, ok bool, want Result) {
		t.Helper()
		if !ok || got.Margin != want.Margin || got.Black != want.Black || got.White != want.White {
			t.Errorf("%s: Count = %+v (%v), ScoreReaching %+v", what, got, ok, want)
		}
	}

	// One toggle: MayReach(A), MayReach(B), then Count(A) and Count(B).
	tb := NewToggleBound(base, japanese)
	if !tb.MayReach(inA, mA) || !tb.MayReach(inB, mB) {
		t.Fatal("MayReach cut a margin ScoreReaching counts")
	}
	if !tb.lastOne {
		t.Fatal("B not read as one more whole chain removed: the relabel path is not exercised")
	}
	got, ok := tb.Count(inA, mA)
	check("Count(A) after MayReach(B)", got, ok, wantA)
	got, ok = tb.Count(inB, mB)
	check("Count(B) after Count(A)", got, ok, wantB)

	// The usual order, A then B, each Count right after its MayReach.
	for _, in := range []struct {
		name string
		in   Input
		m    float64
		want Result
	}{{"A", inA, mA, wantA}, {"B", inB, mB, wantB}} {
		tb.MayReach(in.in, in.m)
		got, ok := tb.Count(in.in, in.m)
		check("Count("+in.name+") after its MayReach", got, ok, in.want)
	}

	// Two toggles of the same base: each keeps its own marks.
	t1, t2 := NewToggleBound(base, japanese), NewToggleBound(base, japanese)
	t1.MayReach(inA, mA)
	t2.MayReach(inB, mB)
	got, ok = t1.Count(inA, mA)
	check("t1.Count(A) after t2.MayReach(B)", got, ok, wantA)
	got, ok = t2.Count(inB, mB)
	check("t2.Count(B) after t1.Count(A)", got, ok, wantB)
}
