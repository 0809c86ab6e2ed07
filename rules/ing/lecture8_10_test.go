package ing

import (
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// Lecture 8: which moves disturb. Each case is the diagram before the
// move, the mover, the point "1" and whether the seed calls it disturbing.
func TestLecture8DisturbingMoves(t *testing.T) {
	for _, tc := range []struct {
		name     string
		rows     []string
		c        board.Color
		x, y     int
		typ      Type
		disturbs bool
	}{
		{"L8 (a) # takes a breath in a stable disturbing life", []string{
			"# # # # # # #",
			". # . # O # O",
			"# O # O . O .",
			"O O O O O O O"}, board.Black, 4, 2, StableLife, true},
		{"L8 (b) O plays in an instable disturbing life", []string{
			"# # # # # # #",
			". # . # . # O",
			"# O # O # O .",
			"O O O O O O O"}, board.White, 0, 1, InstableLife, false},
		{"L8 (c) # adds a ko stone to his single ko stone", []string{
			". # # . O",
			"# O O O O",
			". O O O O",
			"O O O O O"}, board.Black, 0, 2, SingleLife, true},
		{"L8 (d) O captures, adding to no single ko stone", []string{
			". # # . O",
			"# O O O O",
			"# O O O O",
			"O O O O O"}, board.White, 0, 0, SingleLife, false},
		{"L8 (e) O, with a one-breath string, plays in a stable disturbing death", []string{
			". # # # #",
			"# # . # O",
			"O O # O .",
			"O O O O O"}, board.White, 2, 1, StableDeath, true},
		{"L8 (f) # plays in an instable disturbing death", []string{
			". # # # #",
			"# # O # O",
			"O O . O .",
			"O O O O O"}, board.Black, 4, 2, InstableDeath, false},
		{"L8 (g) O's ko stone is his last resort", []string{
			"O # . # .",
			"O O # # #",
			". O # # ."}, board.White, 2, 0, SingleDeath, true},
		{"L8 (h) # could have passed instead", []string{
			"O . O # .",
			"O O # # #",
			". O # # ."}, board.Black, 1, 0, SingleDeath, false},
	} {
		p := diagram(t, tc.rows...)
		j := NewJudge()
		m, err := j.Analyse(p, tc.c, tc.x, tc.y)
		if err != nil {
			t.Fatal(err)
		}
		if !m.KoStone || m.Type != tc.typ || m.Disturbing != tc.disturbs {
			t.Errorf("%s: ko stone %v, type %v, disturbing %v; want true, %v, %v", tc.name, m.KoStone, m.Type, m.Disturbing, tc.typ, tc.disturbs)
		}
	}
}

// Lecture 9: the basic ko rule in a disturbing life made of two basic ko
// mouths: an immediate recapture in the same mouth is prohibited, the
// capture in the other mouth is not.
func TestLecture9BasicKo(t *testing.T) {
	p := diagram(t,
		"# # # # #",
		". # . # O",
		"O O # O .",
		"O O O O O")
	if got := typeOf(t, p, pt(p, 2, 1)); got != StableLife {
		t.Errorf("L9 (1): %v, want %v", got, StableLife)
	}
	names := map[string][]int{"a": {pt(p, 2, 1), pt(p, 2, 2)}, "b": {pt(p, 4, 1), pt(p, 4, 2)}}
	wantLast(t, "L9 (1) O[aa]", replay(t, p, board.White, seq(t, "aa", names)), BasicKoRule)
	wantAllowed(t, "L9 (1) O[ab]", replay(t, p, board.White, seq(t, "ab", names)))
	wantLast(t, "L9 (1) O[abb]", replay(t, p, board.White, seq(t, "abb", names)), BasicKoRule)
	wantAllowed(t, "L9 (1) O[abp]", replay(t, p, board.White, seq(t, "abp", names)))
}

// Lecture 10: the fighting rule. After O's ko stone at 1 in the triple
// ko, # may not play a ko stone at a or b next; after a tenuki or pass
// he may.
func TestLecture10Fighting(t *testing.T) {
	p := diagram(t,
		"# # # # #",
		". # . # O",
		"# O # O .",
		"O O O O O")
	if got := typeOf(t, p, pt(p, 2, 1)); got != Fighting {
		t.Fatalf("L10 (1): %v, want %v", got, Fighting)
	}
	names := marks(
		"# # # # #",
		". # 1 # O",
		"# O a O b",
		"O O O O O")
	wantLast(t, "L10 (1) O[1a]", replay(t, p, board.White, seq(t, "1a", names)), BasicKoRule, FightingRule)
	wantLast(t, "L10 (1) O[1b]", replay(t, p, board.White, seq(t, "1b", names)), FightingRule)
	o := replay(t, p, board.White, seq(t, "1ppb", names))
	wantAllowed(t, "L10 (1) O[1ppb]", o)
	if m := o.moves[3]; m == nil || !m.KoStone {
		t.Errorf("L10 (1) O[1ppb]: b should be a ko stone move")
	}
}
