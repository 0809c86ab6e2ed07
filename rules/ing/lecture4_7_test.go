package ing

import (
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// typeCase is one diagram of lectures 4–7 with the ko type the seed names
// for the ko position containing the point at (x, y).
type typeCase struct {
	name string
	rows []string
	x, y int
	want Type
}

func checkTypes(t *testing.T, cases []typeCase) {
	t.Helper()
	for _, tc := range cases {
		p := diagram(t, tc.rows...)
		if got := typeOf(t, p, pt(p, tc.x, tc.y)); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// Lecture 4: disturbing life with a ko coupling, stable and instable.
var lecture4 = []typeCase{
	{"L4 (1)", []string{
		". # # # # # #",
		"# # . # O # O",
		"O O # O . O .",
		"O O O O O O O"}, 2, 1, StableLife},
	{"L4 (2)", []string{
		". # # # # # #",
		"# # O # O # O",
		"O O . O . O .",
		"O O O O O O O"}, 2, 1, InstableLife},
	{"L4 (3)", []string{
		". # # # # # #",
		"# # . # . # O",
		"O O # O # O .",
		"O O O O O O O"}, 2, 1, InstableLife},
	{"L4 (4)", []string{
		"# # # # # # #",
		". # . # O # O",
		"# O # O . O .",
		"O O O O O O O"}, 2, 1, StableLife},
	{"L4 (5) quadruple", []string{
		"# # # # # # #",
		". # O # O # O",
		"# O . O . O .",
		"O O O O O O O"}, 2, 1, InstableLife},
	{"L4 (5) two big mouths", []string{
		"# # # # # # #",
		". # . . # O O",
		"O O # # O . .",
		"O O O O O O O"}, 2, 1, StableLife},
	{"L4 (6)", []string{
		"# # # # # # #",
		". # . . # O O",
		"O O # # O # .",
		"O O O O O O O"}, 2, 1, InstableLife},
	{"L4 (7)", []string{
		"# # # # # # #",
		". # O . # O O",
		"O O # # O # .",
		"O O O O O O O"}, 2, 1, StableLife},
	{"L4 (8)", []string{
		"# # # # # # #",
		". # O . # . .",
		"O O # # O # #",
		"O O O O O O O"}, 2, 1, InstableLife},
}

func TestLecture4DisturbingLife(t *testing.T) { checkTypes(t, lecture4) }

// Lecture 4's instable examples name a ko stone move that restores
// stability: check that exact move.
func TestLecture4InstableRestored(t *testing.T) {
	for _, tc := range []struct {
		name string
		rows []string
		c    board.Color
		x, y int
	}{
		{"L4 (2): # captures in the left ko mouth", lecture4[1].rows, board.Black, 2, 2},
		{"L4 (3): O captures in the middle ko mouth", lecture4[2].rows, board.White, 4, 1},
		{"L4 (5): # captures in the right ko mouth", lecture4[4].rows, board.Black, 6, 2},
		{"L4 (6): O throws in", lecture4[6].rows, board.White, 2, 1},
		{"L4 (8): O captures two stones", lecture4[8].rows, board.White, 3, 1},
	} {
		p := diagram(t, tc.rows...)
		if _, _, err := p.Play(tc.x, tc.y, tc.c); err != nil {
			t.Fatal(err)
		}
		if got := typeOf(t, p, pt(p, tc.x, tc.y)); got != StableLife {
			t.Errorf("%s: %v after the move, want %v", tc.name, got, StableLife)
		}
	}
}

// Lecture 5: single disturbing life.
var lecture5 = []typeCase{
	{"L5 (1) block of four", []string{
		". . . . . .",
		". # # # # .",
		". # . . # .",
		". O # # O .",
		". O O O O .",
		". . . . . ."}, 2, 2, SingleLife},
	{"L5 (2)", []string{
		". # # . O",
		"# O O O O",
		". O O O O",
		"O O O O O"}, 0, 0, SingleLife},
}

func TestLecture5SingleDisturbingLife(t *testing.T) {
	checkTypes(t, lecture5)
	// L5 (1): the block of four is one ko mouth.
	p := diagram(t, lecture5[0].rows...)
	if got := mouthPoints(p); len(got) != 1 || len(got[0]) != 4 {
		t.Errorf("L5 (1): mouths %v, want the block of four", got)
	}
	// L5 (2): #1 (below the ko stone, a self-atari), O2 captures two,
	// #3 recaptures below 2: all ko stone moves; then O has none.
	p = diagram(t, lecture5[1].rows...)
	names := marks(
		"2 # # . O",
		"3 O O O O",
		"1 O O O O",
		"O O O O O")
	o := koStoneSequence(t, "L5 (2) #[123]", p, board.Black, "123", names)
	last := o.positions[3]
	if !last.Equal(p) {
		t.Errorf("L5 (2): #3 should restore the position, got\n%s", last)
	}
	lg := newLocalGame(last, FindMouths(last)[0].Points)
	var s [maxMouthPoints]board.Color
	for k, q := range FindMouths(last)[0].Points {
		s[k] = last.Stones[q]
	}
	if next := lg.successors(nil, lg.encode(s)*2+1); len(next) != 0 {
		t.Errorf("L5 (2): O should have no ko stone move after #3, has %d", len(next))
	}
}

// Lecture 6: disturbing death with a ko coupling, and single.
var lecture6 = []typeCase{
	{"L6 (1)", []string{
		". # # # #",
		"# # . # O",
		"O O # O .",
		"O O O O O"}, 2, 1, StableDeath},
	{"L6 (2)", []string{
		". # # # #",
		"# # O # O",
		"O O . O .",
		"O O O O O"}, 2, 1, InstableDeath},
	{"L6 (3)", []string{
		"# # . . .",
		". # # # #",
		"# # . # O",
		"O O # O .",
		"O O O O O"}, 2, 2, StableDeath},
	{"L6 single (1A)", []string{
		"O . O # .",
		". O # # #",
		"O O # # ."}, 1, 0, SingleDeath},
	{"L6 single (1B)", []string{
		"O # . # .",
		". O # # #",
		"O O # # ."}, 1, 0, SingleDeath},
	{"L6 single (2)", []string{
		"O . O # .",
		"O O # # #",
		"O . # # ."}, 1, 0, SingleDeath},
	{"L6 single (3A)", []string{
		". . . . . .",
		". . # O . .",
		". # . # O .",
		". . # O . .",
		". . . . . ."}, 2, 2, Fighting},
	{"L6 single (3B)", []string{
		". . . . . .",
		". . # O . .",
		". # O . O .",
		". . # O . .",
		". . . . . ."}, 2, 2, Fighting},
	{"L6 single (4)", []string{
		". . . . . .",
		". . # O # .",
		". # . # O #",
		". . # O . O",
		". . . # # ."}, 2, 2, Fighting},
	{"L6 single (5)", []string{
		"O . O # .",
		"O O # # #",
		"O . # # .",
		". # # # #"}, 1, 0, Fighting},
}

func TestLecture6DisturbingDeath(t *testing.T) {
	checkTypes(t, lecture6)
	// "O is sometimes called dead in disturbing death."
	for _, n := range []int{0, 2} {
		p := diagram(t, lecture6[n].rows...)
		k := KoPositions(p)[0]
		if got := stableDeath(p, labelChains(p), k); got != board.White {
			t.Errorf("%s: dead colour %v, want O", lecture6[n].name, got)
		}
	}
	for _, n := range []int{3, 4, 5} {
		p := diagram(t, lecture6[n].rows...)
		k := KoPositions(p)[0]
		if got := singleDeath(p, labelChains(p), k.Mouths[0]); got != board.White {
			t.Errorf("%s: dead colour %v, want O", lecture6[n].name, got)
		}
	}
}

// Lecture 7: fighting kos, and the follow-up's three-by-three shapes.
var lecture7 = []typeCase{
	{"L7 (1)", []string{
		". . . . . .",
		". . # O . .",
		". # . # O .",
		". . # O . .",
		". . . . . ."}, 2, 2, Fighting},
	{"L7 (2)", []string{
		"# # # # #",
		". # . # O",
		"# O # O .",
		"O O O O O"}, 0, 1, Fighting},
	{"L7 re: windmill upper right", []string{
		"# O .",
		". # O",
		"# O ."}, 2, 0, Fighting},
	{"L7 re: windmill lower right", []string{
		"# O .",
		". # O",
		"# O ."}, 2, 2, Fighting},
	{"L7 re: epilogue upper right", []string{
		"# . #",
		". # O",
		"# O ."}, 1, 0, Fighting},
}

func TestLecture7FightingKo(t *testing.T) {
	checkTypes(t, lecture7)
	// The windmill has no ko coupling: the upper left string does not
	// touch the lower right ko mouth. The two right mouths are as named.
	p := diagram(t, lecture7[2].rows...)
	for _, k := range KoPositions(p) {
		if k.Coupled() {
			t.Errorf("windmill: ko position %v has a coupling", k.Points)
		}
	}
	for _, want := range [][]int{{1, 2}, {7, 8}} {
		found := false
		for _, m := range mouthPoints(p) {
			found = found || (len(m) == 2 && m[0] == want[0] && m[1] == want[1])
		}
		if !found {
			t.Errorf("windmill: mouths %v lack %v", mouthPoints(p), want)
		}
	}
}

// Choice (docs/ing.md §4): a throw-in that makes a new ko mouth is played
// in no ko yet. The capture of the thrown-in stone is free; the recapture
// is prohibited by the basic ko and fighting rules.
func TestThrowInOpensAKo(t *testing.T) {
	p := diagram(t,
		". . . . . .",
		". . # O . .",
		". # . . O .",
		". . # O . .",
		". . . . . .")
	names := map[string][]int{"x": {pt(p, 3, 2)}, "c": {pt(p, 2, 2)}}
	o := replay(t, p, board.Black, seq(t, "xc", names))
	wantAllowed(t, "throw-in then capture", o)
	if m := o.moves[0]; !m.KoStone || !m.Opens || m.Type != Fighting {
		t.Errorf("the throw-in: ko stone %v opens %v type %v; want a ko stone opening a fighting ko", m.KoStone, m.Opens, m.Type)
	}
	if m := o.moves[1]; !m.KoStone || m.Opens {
		t.Errorf("the capture: ko stone %v opens %v; want a ko stone in the ko", m.KoStone, m.Opens)
	}
	wantLast(t, "throw-in, capture, recapture", replay(t, p, board.Black, seq(t, "xcx", names)), BasicKoRule, FightingRule)
}
