package ing

import (
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// Lecture 11: the disturber rule, diagrams (1) to (9), with positional
// superko (PSK) where the seed gives it. Letters name ko mouths: a move
// "a" is the ko stone played on the empty point of mouth a.

func l11n1(t testing.TB) (board.Position, map[string][]int) {
	p := diagram(t,
		"# # # # #",
		". # a # O",
		"O O # O b",
		"O O O O O")
	return p, map[string][]int{"a": {pt(p, 2, 1), pt(p, 2, 2)}, "b": {pt(p, 4, 1), pt(p, 4, 2)}}
}

func TestLecture11Diagram1(t *testing.T) {
	p, names := l11n1(t)
	ab := union(names["a"], names["b"])
	if got := typeOf(t, p, ab[0]); got != StableLife {
		t.Fatalf("L11 (1): %v, want %v", got, StableLife)
	}
	run := func(s string) outcome { return replay(t, p, board.White, seq(t, s, names)) }
	o := run("a")
	wantAllowed(t, "L11 (1) O[a]", o)
	wantDisturber(t, "L11 (1) O[a]", o, ab, board.White)
	o = run("ab")
	wantAllowed(t, "L11 (1) O[ab]", o)
	wantLast(t, "L11 (1) O[abb]", run("abb"), BasicKoRule)
	o = run("abp")
	wantAllowed(t, "L11 (1) O[abp]", o)
	wantDisturber(t, "L11 (1) O[abp]", o, nil, board.Empty)
	wantAllowed(t, "L11 (1) O[abpppp]", run("abpppp"))
	wantAllowed(t, "L11 (1) O[pppp]", run("pppp"))
	o = run("abpa")
	wantAllowed(t, "L11 (1) O[abpa]", o)
	wantDisturber(t, "L11 (1) O[abpa]", o, ab, board.Black)
	o = run("abpabp")
	wantAllowed(t, "L11 (1) O[abpabp]", o)
	wantDisturber(t, "L11 (1) O[abpabp]", o, nil, board.Empty)
	// PSK: O[abpap] is played out; O[abpab] repeats the start.
	o = run("abpap")
	for n := 1; n <= 4; n++ {
		if o.moves[n-1] != nil && pskProhibited(o.positions, n) {
			t.Errorf("L11 (1) PSK O[abpap]: move %d prohibited", n)
		}
	}
	o = run("abpab")
	if !pskProhibited(o.positions, 5) {
		t.Errorf("L11 (1) PSK O[abpab]: the last move should be prohibited")
	}
}

func TestLecture11Diagram2(t *testing.T) {
	p := diagram(t,
		"# # # # #",
		". # O # O",
		"O O a O b",
		"O O O O O")
	names := map[string][]int{"a": {pt(p, 2, 1), pt(p, 2, 2)}, "b": {pt(p, 4, 1), pt(p, 4, 2)}}
	ab := union(names["a"], names["b"])
	run := func(s string) outcome { return replay(t, p, board.Black, seq(t, s, names)) }
	o := run("a")
	wantAllowed(t, "L11 (2) #[a] prologue", o)
	wantDisturber(t, "L11 (2) #[a]", o, nil, board.Empty)
	if o.moves[0].Disturbing {
		t.Errorf("L11 (2) #[a]: a prologue move is not disturbing")
	}
	wantLast(t, "L11 (2) #[aa]", run("aa"), BasicKoRule)
	wantAllowed(t, "L11 (2) #[apppp]", run("apppp"))
	o = run("appa")
	wantAllowed(t, "L11 (2) #[appa]", o)
	wantDisturber(t, "L11 (2) #[appa]", o, ab, board.White)
	wantLast(t, "L11 (2) #[appaa]", run("appaa"), BasicKoRule)
	o = run("appabp")
	wantAllowed(t, "L11 (2) #[appabp]", o)
	wantDisturber(t, "L11 (2) #[appabp]", o, nil, board.Empty)
	// PSK: #[app] and #[apbapp] are perfect play, nothing repeats.
	o = run("apbapp")
	for n := 1; n <= 6; n++ {
		if o.moves[n-1] != nil && pskProhibited(o.positions, n) {
			t.Errorf("L11 (2) PSK #[apbapp]: move %d prohibited", n)
		}
	}
}

func l11quad(t testing.TB, rows ...string) (board.Position, map[string][]int, []int) {
	p := diagram(t, rows...)
	names := map[string][]int{
		"a": {pt(p, 0, 1), pt(p, 0, 2)}, "b": {pt(p, 2, 1), pt(p, 2, 2)},
		"c": {pt(p, 4, 1), pt(p, 4, 2)}, "d": {pt(p, 6, 1), pt(p, 6, 2)},
	}
	room := withRoom(t, p, 2)
	free := []int{pt(room, 0, 6), pt(room, 6, 6), pt(room, 3, 6)}
	return room, names, free
}

func TestLecture11Diagram3(t *testing.T) {
	p, names, free := l11quad(t,
		"# # # # # # #",
		"a # b # O # O",
		"# O # O c O d",
		"O O O O O O O")
	all := union(names["a"], names["b"], names["c"], names["d"])
	if got := typeOf(t, p, all[0]); got != StableLife {
		t.Fatalf("L11 (3): %v, want %v", got, StableLife)
	}
	run := func(s string) outcome { return replay(t, p, board.Black, seq(t, s, names), free...) }
	o := run("c")
	wantDisturber(t, "L11 (3) #[c]", o, all, board.Black)
	o = run("cbdcbd")
	wantAllowed(t, "L11 (3) #[cbdcbd]", o)
	if !o.positions[6].Equal(p) || !o.judge.repeated {
		t.Errorf("L11 (3) #[cbdcbd]: should be the first repetition")
	}
	wantLast(t, "L11 (3) #[cbdcbdc]", run("cbdcbdc"), DisturberRule)
	wantLast(t, "L11 (3) #[cbdcbdd]", run("cbdcbdd"), BasicKoRule, DisturberRule)
	for _, s := range []string{"cbdcbdp", "cbdcbdt"} {
		o = run(s)
		wantAllowed(t, "L11 (3) #["+s+"]", o)
		wantDisturber(t, "L11 (3) #["+s+"]", o, nil, board.Empty)
	}
	for _, s := range []string{"cbdcbdpa", "cbdcbdta"} {
		o = run(s)
		wantAllowed(t, "L11 (3) #["+s+"]", o)
		wantDisturber(t, "L11 (3) #["+s+"]", o, all, board.White)
	}
}

func TestLecture11Diagram4(t *testing.T) {
	p, names, free := l11quad(t,
		"# # # # # # #",
		"a # O # O # O",
		"# O b O c O d",
		"O O O O O O O")
	all := union(names["a"], names["b"], names["c"], names["d"])
	run := func(s string) outcome { return replay(t, p, board.Black, seq(t, s, names), free...) }
	o := run("b")
	wantAllowed(t, "L11 (4) #[b] prologue", o)
	wantDisturber(t, "L11 (4) #[b]", o, nil, board.Empty)
	o = run("ba")
	wantDisturber(t, "L11 (4) #[ba]", o, all, board.White)
	o = run("bacbacb")
	wantAllowed(t, "L11 (4) #[bacbacb]", o)
	if !o.positions[7].Equal(o.positions[1]) || !o.judge.repeated {
		t.Errorf("L11 (4) #[bacbacb]: should be the first repetition since just before O's disturbing")
	}
	wantLast(t, "L11 (4) #[bacbacba]", run("bacbacba"), DisturberRule)
	o = run("bacbacbp")
	wantAllowed(t, "L11 (4) #[bacbacbp]", o)
	wantDisturber(t, "L11 (4) #[bacbacbp]", o, nil, board.Empty)
	o = run("bacbacbtc")
	wantAllowed(t, "L11 (4) #[bacbacbtc]", o)
	wantDisturber(t, "L11 (4) #[bacbacbtc]", o, all, board.Black)
}

// The corner diagrams (5) to (8) as reconstructed in docs/ing.md: the
// seed's rows 4 and 5 were flattened with a star point ','.
func l11corner(t testing.TB, top ...string) board.Position {
	rows := append(top,
		"# O O # # . . . . ,",
		"O O # # . . . . . .",
		"# # # . . . . . . .",
		". . . . . . . . . .")
	return diagram(t, rows...)
}

func TestLecture11Diagram5(t *testing.T) {
	p := l11corner(t,
		". # O b O # . . . .",
		"# # # O O # . . . .",
		"a # O O # # . . . .")
	names := map[string][]int{"a": {pt(p, 0, 2), pt(p, 0, 3)}, "b": {pt(p, 2, 0), pt(p, 3, 0)}}
	ab := union(names["a"], names["b"])
	if got := typeOf(t, p, ab[0]); got != StableDeath {
		t.Fatalf("L11 (5): %v, want %v", got, StableDeath)
	}
	dissolved := func(name string, o outcome) {
		t.Helper()
		wantAllowed(t, name, o)
		last := o.positions[len(o.positions)-1]
		if k := KoPositions(last); len(k) != 0 || o.moves[len(o.moves)-1].KoStone {
			t.Errorf("%s: should dissolve all, ko positions %v", name, k)
		}
	}
	dissolved("L11 (5) #[b]", replay(t, p, board.Black, seq(t, "b", names)))
	o := replay(t, p, board.White, seq(t, "a", names))
	wantDisturber(t, "L11 (5) O[a]", o, ab, board.White)
	o = replay(t, p, board.White, seq(t, "abp", names))
	wantAllowed(t, "L11 (5) O[abp]", o)
	wantDisturber(t, "L11 (5) O[abp]", o, nil, board.Empty)
	o = replay(t, p, board.White, seq(t, "abpa", names))
	dissolved("L11 (5) O[abpa]", o)
	for n := 1; n <= 4; n++ {
		if o.moves[n-1] != nil && pskProhibited(o.positions, n) {
			t.Errorf("L11 (5) PSK O[abpa]: move %d prohibited", n)
		}
	}
}

func TestLecture11Diagrams6And7(t *testing.T) {
	p := l11corner(t,
		". # O . O . O # . .",
		"# # # O O O O # . .",
		". # O O # # # # . .")
	names := map[string][]int{"a": {pt(p, 0, 2), pt(p, 0, 3)}, "b": {pt(p, 2, 0), pt(p, 3, 0)}}
	ab := union(names["a"], names["b"])
	if got := typeOf(t, p, ab[0]); got != StableLife {
		t.Fatalf("L11 (6): %v, want %v", got, StableLife)
	}
	// "Analysis for Newko or PSK as for (1)."
	run := func(s string) outcome { return replay(t, p, board.White, seq(t, s, names)) }
	wantDisturber(t, "L11 (6) O[a]", run("a"), ab, board.White)
	wantLast(t, "L11 (6) O[abb]", run("abb"), BasicKoRule)
	wantDisturber(t, "L11 (6) O[abp]", run("abp"), nil, board.Empty)
	wantDisturber(t, "L11 (6) O[abpa]", run("abpa"), ab, board.Black)
	if o := run("abpab"); !pskProhibited(o.positions, 5) {
		t.Errorf("L11 (6) PSK O[abpab]: the last move should be prohibited")
	}

	p7 := l11corner(t,
		". # O . O . O . O #",
		"# # # O O O O O O #",
		". # O O # # # # # #")
	if got := typeOf(t, p7, pt(p7, 0, 2)); got != StableLife {
		t.Errorf("L11 (7): %v, want %v (formally still a stable disturbing life)", got, StableLife)
	}
}

func TestLecture11Diagram8(t *testing.T) {
	p := l11corner(t,
		"x # O O O . O . O #",
		"# # # O O O O O O #",
		"a # O O # # # # # #")
	names := map[string][]int{"a": {pt(p, 0, 2), pt(p, 0, 3)}, "x": {pt(p, 0, 0)}}
	if got := typeOf(t, p, pt(p, 0, 2)); got != SingleDeath {
		t.Fatalf("L11 (8) first: %v, want %v", got, SingleDeath)
	}
	o := replay(t, p, board.White, seq(t, "apx", names))
	wantAllowed(t, "L11 (8) O[apx]", o)
	if o.moves[0].Disturbing {
		t.Errorf("L11 (8) O[a]: NOT a disturbing move")
	}
	for n := 1; n <= 3; n++ {
		if o.moves[n-1] != nil && pskProhibited(o.positions, n) {
			t.Errorf("L11 (8) PSK O[apx]: move %d prohibited", n)
		}
	}

	q := l11corner(t,
		"x # O O O . O . O #",
		"# # # O O O O O O #",
		"O # O O # # # # # #")
	q.Stones[pt(q, 0, 3)] = board.Empty // the seed's "a": the empty point under the ko stone
	names = map[string][]int{"a": {pt(q, 0, 2), pt(q, 0, 3)}, "x": {pt(q, 0, 0)}}
	aa := names["a"]
	if got := typeOf(t, q, aa[0]); got != SingleDeath {
		t.Fatalf("L11 (8) second: %v, want %v", got, SingleDeath)
	}
	run := func(s string) outcome { return replay(t, q, board.Black, seq(t, s, names), pt(q, 9, 6)) }
	wantDisturber(t, "L11 (8) #[a]", run("a"), aa, board.Black)
	wantLast(t, "L11 (8) #[aa]", run("aa"), BasicKoRule)
	wantDisturber(t, "L11 (8) #[ap]", run("ap"), nil, board.Empty)
	o = run("appa")
	wantAllowed(t, "L11 (8) #[appa]", o)
	if o.moves[3].Disturbing {
		t.Errorf("L11 (8) #[appa]: NOT a disturbing move")
	}
	wantAllowed(t, "L11 (8) #[appapxpppp]", run("appapxpppp"))
	o = run("atpapxpp")
	for n := 1; n <= 8; n++ {
		if o.moves[n-1] != nil && pskProhibited(o.positions, n) {
			t.Errorf("L11 (8) PSK #[atpapxpp]: move %d prohibited", n)
		}
	}
}

func TestLecture11Diagram9(t *testing.T) {
	p := diagram(t,
		". # # . O",
		"# O O O O",
		"a O O O O",
		"O O O O O")
	names := map[string][]int{"a": {pt(p, 0, 2)}, "b": {pt(p, 0, 0)}, "c": {pt(p, 0, 1)}}
	mouth := []int{pt(p, 0, 0), pt(p, 0, 1), pt(p, 0, 2)}
	run := func(s string) outcome { return replay(t, p, board.Black, seq(t, s, names)) }
	wantDisturber(t, "L11 (9) #[a]", run("a"), mouth, board.Black)
	wantDisturber(t, "L11 (9) #[abc]", run("abc"), mouth, board.Black)
	o := run("abcp")
	wantAllowed(t, "L11 (9) #[abcp]", o)
	wantDisturber(t, "L11 (9) #[abcp]", o, nil, board.Empty)
}
