package ing

import (
	"slices"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// Lecture 2: ko mouths and ko strings of positions (a) to (d), and the
// ko stone move-sequences it plays through them.

func l2a(t testing.TB) board.Position {
	return diagram(t,
		". . . . . .",
		". . # O . .",
		". # . # O .",
		". . # O . .",
		". . . . . .")
}

func l2b(t testing.TB) board.Position {
	return diagram(t,
		". . . . . .",
		". . # O . .",
		". # . # O .",
		". . # O . O",
		". . . # O .")
}

func l2c(t testing.TB) board.Position {
	return diagram(t,
		". . . . . .",
		". . # O . .",
		". # . # O .",
		". . # . # O",
		". . . # O .")
}

func l2d(t testing.TB) board.Position {
	return diagram(t,
		"# O O . # O",
		"# # # O O O",
		". . . . . .")
}

// wantMouths compares the mouths of p (and their ko strings) with the
// marked points of the seed's diagrams.
func wantMouths(t *testing.T, name string, p board.Position, mouths [][]int, strs [][]int) {
	t.Helper()
	got := FindMouths(p)
	var gotPts, gotStrs [][]int
	for _, m := range got {
		gotPts = append(gotPts, m.Points)
		gotStrs = append(gotStrs, m.Strings...)
	}
	if !slices.EqualFunc(gotPts, mouths, slices.Equal) {
		t.Errorf("%s: mouths %v, want %v", name, gotPts, mouths)
	}
	if strs != nil && !slices.EqualFunc(gotStrs, strs, slices.Equal) {
		t.Errorf("%s: ko strings %v, want %v", name, gotStrs, strs)
	}
}

func TestLecture2KoMouthsAndStrings(t *testing.T) {
	a := marks(
		". . . . . .",
		". . # O . .",
		". # @ @ O .",
		". . # O . .",
		". . . . . .")
	aStr := marks(
		". . . . . .",
		". . # O . .",
		". # . + O .",
		". . # O . .",
		". . . . . .")
	wantMouths(t, "L2 (a)", l2a(t), [][]int{a["@"]}, [][]int{aStr["+"]})

	b := marks(
		". . . . . .",
		". . # O . .",
		". # A A O .",
		". . # B B O",
		". . . # O .")
	bStr := marks(
		". . . . . .",
		". . # O . .",
		". # . a O .",
		". . # b . O",
		". . . # O .")
	wantMouths(t, "L2 (b)", l2b(t), [][]int{b["A"], b["B"]}, [][]int{bStr["a"], bStr["b"]})

	c := marks(
		". . . . . .",
		". . # O . .",
		". # . # O .",
		". . # A A O",
		". . . # B B")
	cStr := marks(
		". . . . . .",
		". . # O . .",
		". # . # O .",
		". . # . a O",
		". . . # b .")
	wantMouths(t, "L2 (c)", l2c(t), [][]int{c["A"], c["B"]}, [][]int{cStr["a"], cStr["b"]})

	d := marks(
		"# @ @ @ @ O",
		"# # # O O O",
		". . . . . .")
	dStr := marks(
		"# a a . b O",
		"# # # O O O",
		". . . . . .")
	wantMouths(t, "L2 (d)", l2d(t), [][]int{d["@"]}, [][]int{dStr["a"], dStr["b"]})
}

// koStoneSequence plays the moves and checks each is a ko stone move.
func koStoneSequence(t *testing.T, name string, p board.Position, first board.Color, s string, names map[string][]int) outcome {
	t.Helper()
	o := replay(t, p, first, seq(t, s, names))
	for n, m := range o.moves {
		if m == nil || !m.KoStone {
			t.Errorf("%s: move %d is not a ko stone move", name, n+1)
		}
	}
	return o
}

func TestLecture2KoStoneMoveSequences(t *testing.T) {
	an := marks(
		". . . . . .",
		". . # O . .",
		". # a b O .",
		". . # O . .",
		". . . . . .")
	koStoneSequence(t, "L2 (a) O[abab]", l2a(t), board.White, "abab", an)

	bn := marks(
		". . . . . .",
		". . # O . .",
		". # a b O .",
		". . # c d O",
		". . . # e f")
	koStoneSequence(t, "L2 (b) O[abab]", l2b(t), board.White, "abab", bn)
	// #[d]: the two lower corner points become a new ko mouth.
	o := koStoneSequence(t, "L2 (b) #[d]", l2b(t), board.Black, "d", bn)
	if got := mouthPoints(o.positions[1]); !slices.ContainsFunc(got, func(m []int) bool {
		return slices.Equal(m, []int{bn["e"][0], bn["f"][0]})
	}) {
		t.Errorf("L2 (b) #[d]: mouths %v, want the corner e-f among them", got)
	}
	// #[dc]: the original ko mouths and ko stones are restored.
	o = koStoneSequence(t, "L2 (b) #[dc]", l2b(t), board.Black, "dc", bn)
	if !o.positions[2].Equal(l2b(t)) {
		t.Errorf("L2 (b) #[dc] does not restore the position:\n%s", o.positions[2])
	}
	// #[dpf] is no ko stone move-sequence (a pass), though f is a ko stone.
	o = replay(t, l2b(t), board.Black, seq(t, "dpf", bn))
	if m := o.moves[2]; m == nil || !m.KoStone {
		t.Errorf("L2 (b) #[dpf]: f should be a ko stone move")
	}

	dn := marks(
		"# a b c d O",
		"# # # O O O",
		". . . . . .")
	o = koStoneSequence(t, "L2 (d) #[cbda]", l2d(t), board.Black, "cbda", dn)
	if !o.positions[4].Equal(l2d(t)) {
		t.Errorf("L2 (d) #[cbda] is a cycle, got\n%s", o.positions[4])
	}
}

// Lecture 3: ko coupling and ko positions.

func l3n2(t testing.TB) board.Position {
	return diagram(t,
		". . . . . . . . .",
		". . # O . O # . .",
		". # . # O . O # .",
		". . # O . O # . .",
		". . . . . . . . .")
}

func l3n3(t testing.TB) board.Position {
	return diagram(t,
		". . . . . . O",
		". # # # # # .",
		". # . # . # .",
		". O # O # O .",
		". O O O O O .",
		". . . . . . O")
}

func l3n4(t testing.TB) board.Position {
	return diagram(t,
		". . . . . . O . . . .",
		". # # # # # . . # O .",
		". # . # . # . # . # O",
		". O # O # O . . # O .",
		". O O O O O . . . . .",
		". . . . . . O . . . .")
}

func l3n5(t testing.TB) board.Position {
	return diagram(t,
		". # O .",
		"# O O O",
		"# # # O",
		". # O .")
}

func l3n6(t testing.TB) board.Position {
	return diagram(t,
		"# # # # #",
		". # . # O",
		"# O # O .",
		"O O O O O")
}

// wantKoPositions compares the ko positions of p with point sets, and the
// coupling strings (by the points of their stones) where given.
func wantKoPositions(t *testing.T, name string, p board.Position, want [][]int, coupling [][]int) {
	t.Helper()
	kps := KoPositions(p)
	var got [][]int
	for _, k := range kps {
		got = append(got, k.Points)
	}
	if !slices.EqualFunc(got, want, slices.Equal) {
		t.Errorf("%s: ko positions %v, want %v", name, got, want)
	}
	cs := labelChains(p)
	var gotC [][]int
	for _, k := range kps {
		for _, s := range k.Coupling {
			gotC = append(gotC, cs.of(s).stones)
		}
	}
	slices.SortFunc(gotC, slices.Compare)
	slices.SortFunc(coupling, slices.Compare)
	if !slices.EqualFunc(gotC, coupling, slices.Equal) {
		t.Errorf("%s: coupling strings %v, want %v", name, gotC, coupling)
	}
}

func union(sets ...[]int) []int {
	var out []int
	for _, s := range sets {
		out = append(out, s...)
	}
	slices.Sort(out)
	return out
}

func TestLecture3KoPositions(t *testing.T) {
	one := marks(
		". . . . . .",
		". . # O . .",
		". # @ @ O .",
		". . # O . .",
		". . . . . .")
	wantKoPositions(t, "L3 (1)", l2a(t), [][]int{one["@"]}, nil)

	two := marks(
		". . . . . . . . .",
		". . # O . O # . .",
		". # A A O B B # .",
		". . # O . O # . .",
		". . . . . . . . .")
	wantMouths(t, "L3 (2)", l3n2(t), [][]int{two["A"], two["B"]}, nil)
	wantKoPositions(t, "L3 (2)", l3n2(t), [][]int{two["A"], two["B"]}, nil)

	three := marks(
		". . . . . . O",
		". # # # # # .",
		". # A # B # .",
		". O A O B O .",
		". O O O O O .",
		". . . . . . O")
	threeC := marks(
		". . . . . . O",
		". @ @ @ @ @ .",
		". @ . @ . @ .",
		". @ # @ # @ .",
		". @ @ @ @ @ .",
		". . . . . . O")
	wantMouths(t, "L3 (3)", l3n3(t), [][]int{three["A"], three["B"]}, nil)
	p3 := l3n3(t)
	var black, white []int
	for _, q := range threeC["@"] {
		if p3.Stones[q] == board.Black {
			black = append(black, q)
		} else {
			white = append(white, q)
		}
	}
	wantKoPositions(t, "L3 (3)", p3, [][]int{union(three["A"], three["B"])}, [][]int{black, white})

	four := marks(
		". . . . . . O . . . .",
		". # # # # # . . # O .",
		". # A # A # . # B B O",
		". O A O A O . . # O .",
		". O O O O O . . . . .",
		". . . . . . O . . . .")
	p4 := l3n4(t)
	wantKoPositions(t, "L3 (4)", p4, [][]int{four["A"], four["B"]}, [][]int{
		{pt(p4, 1, 1), pt(p4, 2, 1), pt(p4, 3, 1), pt(p4, 4, 1), pt(p4, 5, 1), pt(p4, 1, 2), pt(p4, 3, 2), pt(p4, 5, 2)},
		{pt(p4, 1, 3), pt(p4, 3, 3), pt(p4, 5, 3), pt(p4, 1, 4), pt(p4, 2, 4), pt(p4, 3, 4), pt(p4, 4, 4), pt(p4, 5, 4)},
	})

	five := marks(
		"A A O .",
		"# O O O",
		"# # # O",
		". # B B")
	fiveC := marks(
		". # @ .",
		"@ @ @ @",
		"@ @ @ @",
		". @ O .")
	fivePos := marks(
		"+ + O .",
		"# O O O",
		"# # # O",
		". # + +")
	p5 := l3n5(t)
	wantMouths(t, "L3 (5)", p5, [][]int{five["A"], five["B"]}, nil)
	black, white = nil, nil
	for _, q := range fiveC["@"] {
		if p5.Stones[q] == board.Black {
			black = append(black, q)
		} else {
			white = append(white, q)
		}
	}
	wantKoPositions(t, "L3 (5)", p5, [][]int{fivePos["+"]}, [][]int{black, white})

	six := marks(
		"# # # # #",
		"A # B # C",
		"A O B O C",
		"O O O O O")
	sixPos := marks(
		"# # # # #",
		"+ # + # +",
		"+ O + O +",
		"O O O O O")
	p6 := l3n6(t)
	wantMouths(t, "L3 (6)", p6, [][]int{six["A"], six["B"], six["C"]}, nil)
	wantKoPositions(t, "L3 (6)", p6, [][]int{sixPos["+"]}, [][]int{
		{0, 1, 2, 3, 4, 6, 8},
		{pt(p6, 1, 2), pt(p6, 3, 2), 15, 16, 17, 18, 19},
	})
}

// L3 (3): "O starts by capturing one ko stone … It will be a disturbing
// life and the basic ko rule will prohibit immediate recapture of a
// single ko stone."
func TestLecture3CouplingPlayedOut(t *testing.T) {
	p := l3n3(t)
	names := map[string][]int{"A": {pt(p, 2, 2), pt(p, 2, 3)}}
	o := replay(t, p, board.White, seq(t, "A", names))
	after := o.positions[1]
	if typ := typeOf(t, after, pt(p, 2, 2)); typ.Family() != "disturbing life" {
		t.Errorf("L3 (3) after O's capture: %v, want a disturbing life", typ)
	}
	wantLast(t, "L3 (3) O[AA]", replay(t, p, board.White, seq(t, "AA", names)), BasicKoRule)
}
