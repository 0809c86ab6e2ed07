package ing

import (
	"slices"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// Lecture 12: the prohibition rule, diagrams (1) to (5), and the
// follow-up's position from Tim.

func TestLecture12Diagram1(t *testing.T) {
	rows := []string{
		". . . . . . . . .",
		"# # # # # # # # #",
		"O O O O # O O O O",
		"# O . O # O . O #",
		". # O O # O O # .",
		"# O . O # O . O #",
	}
	p := diagram(t, rows...)
	// The seed's set @ of ko position points (its last row read as
	// "# @ @ O # O @ @ #", docs/ing.md).
	at := marks(
		". . . . . . . . .",
		"# # # # # # # # #",
		"O O O O # O O O O",
		"@ O . O # O . O @",
		"@ # O O # O O # @",
		"# @ @ O # O @ @ #")
	var got []int
	for _, k := range KoPositions(p) {
		got = append(got, k.Points...)
		if typ := Classify(p, k); typ != StableDeath {
			t.Errorf("L12 (1): ko position %v is a %v, want %v", k.Points, typ, StableDeath)
		}
	}
	slices.Sort(got)
	if !slices.Equal(got, at["@"]) {
		t.Errorf("L12 (1): ko position points %v, want %v", got, at["@"])
	}
	names := map[string][]int{
		"a": {pt(p, 1, 5), pt(p, 2, 5)}, "b": {pt(p, 0, 3), pt(p, 0, 4)},
		"c": {pt(p, 6, 5), pt(p, 7, 5)}, "d": {pt(p, 8, 3), pt(p, 8, 4)},
	}
	ab, cd := union(names["a"], names["b"]), union(names["c"], names["d"])
	run := func(s string) outcome { return replay(t, p, board.Black, seq(t, s, names)) }
	wantDisturber(t, "L12 (1) #[a]", run("a"), ab, board.Black)
	wantDisturber(t, "L12 (1) #[abc]", run("abc"), cd, board.Black)
	wantAllowed(t, "L12 (1) #[abcd]", run("abcd"))
	wantLast(t, "L12 (1) #[abcdb]", run("abcdb"), ProhibitionRule)
	wantLast(t, "L12 (1) #[abcdd]", run("abcdd"), BasicKoRule)
}

func TestLecture12Diagram2(t *testing.T) {
	p := diagram(t,
		". # # . O",
		"# O O O O",
		". O O O O",
		"O O O O O")
	names := marks(
		"b # # . O",
		"c O O O O",
		"a O O O O",
		"O O O O O")
	run := func(s string) outcome { return replay(t, p, board.Black, seq(t, s, names)) }
	mouth := union(names["a"], names["b"], names["c"])
	wantDisturber(t, "L12 (2) #[a]", run("a"), mouth, board.Black)
	wantDisturber(t, "L12 (2) #[abcp]", run("abcp"), nil, board.Empty)
	wantLast(t, "L12 (2) #[abcpa]", run("abcpa"), ProhibitionRule)
	wantAllowed(t, "L12 (2) #[abcpppp]", run("abcpppp"))
}

func TestLecture12Diagram3(t *testing.T) {
	p := diagram(t,
		"# # # # # #",
		". # . # O #",
		"O O # O . O",
		"O O O O O O",
		"# # # # # #",
		". # . # # #",
		"# # # O O O",
		"# # O . O .")
	names := map[string][]int{
		"a": {pt(p, 2, 7), pt(p, 3, 7)}, "b": {pt(p, 2, 1), pt(p, 2, 2)}, "c": {pt(p, 4, 1), pt(p, 4, 2)},
	}
	bc := union(names["b"], names["c"])
	if got := typeOf(t, p, bc[0]); got != StableLife {
		t.Errorf("L12 (3) b-c: %v, want %v", got, StableLife)
	}
	if got := typeOf(t, p, names["a"][0]); got != SingleDeath {
		t.Errorf("L12 (3) a: %v, want %v", got, SingleDeath)
	}
	run := func(s string) outcome { return replay(t, p, board.Black, seq(t, s, names)) }
	wantDisturber(t, "L12 (3) #[ab]", run("ab"), bc, board.White)
	wantDisturber(t, "L12 (3) #[abca]", run("abca"), names["a"], board.White)
	wantAllowed(t, "L12 (3) #[abcappa]", run("abcappa"))
	wantLast(t, "L12 (3) #[abcappac]", run("abcappac"), ProhibitionRule)
}

func TestLecture12Diagram4(t *testing.T) {
	block := []string{
		"O O O # # #",
		". O O # # .",
		"O . O # . #",
		"O O O # # #",
	}
	rows := []string{"# # # O O O", "# # # O O O", ". # . # O .", "# # # O O O"}
	rows = append(rows, block...)
	rows = append(rows, "# # # O O O", ". # . # O .", "# # # O O O")
	rows = append(rows, block...)
	rows = append(rows, "# # # O O O", ". # O . O .", "# # # O O O")
	p := withRoom(t, diagram(t, rows...), 3)
	names := map[string][]int{
		"a": {pt(p, 2, 2), pt(p, 3, 2)}, "b": {pt(p, 2, 9), pt(p, 3, 9)}, "c": {pt(p, 2, 16), pt(p, 3, 16)},
	}
	for _, l := range []string{"a", "b", "c"} {
		if got := typeOf(t, p, names[l][0]); got != Fighting {
			t.Errorf("L12 (4) %s: %v, want %v", l, got, Fighting)
		}
	}
	free := []int{pt(p, 0, 20), pt(p, 5, 20), pt(p, 2, 20), pt(p, 3, 20)}
	run := func(s string) outcome { return replay(t, p, board.White, seq(t, s, names), free...) }
	wantAllowed(t, "L12 (4) O[attatt]", run("attatt"))
	wantAllowed(t, "L12 (4) O[acbacb]", run("acbacb"))
	wantAllowed(t, "L12 (4) O[acbacba]", run("acbacba"))
	wantAllowed(t, "L12 (4) O[acbacbatt]", run("acbacbatt"))
	// Derived (docs/ing.md): the exception spares the first ko stone of
	// each fighting ko (O's a, #'s c, O's b), so # may still take c at the
	// eighth move and O b at the ninth, but #'s a at the tenth is her
	// second counted ko stone in a from this class.
	wantAllowed(t, "L12 (4) O[acbacbacb] (derived)", run("acbacbacb"))
	wantLast(t, "L12 (4) O[acbacbacba] (derived)", run("acbacbacba"), ProhibitionRule)
}

func TestLecture12Diagram5(t *testing.T) {
	p := diagram(t,
		"# # # # # # # # #",
		"# # b # c # O # O",
		"O O # O # O d O e",
		"O O O O O O O O O",
		"# # # # # # # # #",
		". . # O O . . . .",
		". # a # O . O . .",
		". . # O O . . . .",
		". . . . . . . . .")
	names := map[string][]int{
		"a": {pt(p, 2, 6), pt(p, 3, 6)}, "b": {pt(p, 2, 1), pt(p, 2, 2)}, "c": {pt(p, 4, 1), pt(p, 4, 2)},
		"d": {pt(p, 6, 1), pt(p, 6, 2)}, "e": {pt(p, 8, 1), pt(p, 8, 2)},
	}
	be := union(names["b"], names["c"], names["d"], names["e"])
	if got := typeOf(t, p, names["a"][0]); got != Fighting {
		t.Errorf("L12 (5) a: %v, want %v", got, Fighting)
	}
	if got := typeOf(t, p, be[0]); got != StableLife {
		t.Errorf("L12 (5) b-c-d-e: %v, want %v", got, StableLife)
	}
	free := []int{pt(p, 8, 8), pt(p, 0, 8)}
	run := func(s string) outcome { return replay(t, p, board.White, seq(t, s, names), free...) }
	o := run("adbadb")
	wantAllowed(t, "L12 (5) O[adbadb]", o)
	wantDisturber(t, "L12 (5) O[adbadb]", o, be, board.White)
	wantAllowed(t, "L12 (5) O[adbadba]", run("adbadba"))
	wantAllowed(t, "L12 (5) O[adbadbat]", run("adbadbat"))
	wantAllowed(t, "L12 (5) O[at]", run("at"))
	// Derived: why the ko threat is required.
	wantLast(t, "L12 (5) O[adbadbaa] (derived)", run("adbadbaa"), BasicKoRule, FightingRule, ProhibitionRule)
	wantLast(t, "L12 (5) O[adbadbad] (derived)", run("adbadbad"), ProhibitionRule)
}

// The follow-up (Tim's position): a-b-c and a-d-e are single disturbing
// lifes in the seed; this package keeps one mouth per point (docs/ing.md),
// a-d-e, and the seed's sequence stays legal.
func TestLecture12Tim(t *testing.T) {
	p := diagram(t,
		". # . O # . . . . .",
		"# O O O # . . . . .",
		". O # # # . . . . .",
		"O O # . . . . . . .",
		"# # # . . . . . . .",
		". . . . . . . . . .",
		". . . . . . . . . .")
	names := marks(
		"a d e O # . . . . .",
		"b O O O # . . . . .",
		"c O # # # . . . . .",
		"O O # . . . . . . .",
		"# # # . . . . . . .",
		". . . . . . . . . .",
		". . . . . . . . . .")
	ade := union(names["a"], names["d"], names["e"])
	if got := mouthPoints(p); len(got) != 1 || !slices.Equal(got[0], ade) {
		t.Errorf("Tim: mouths %v, want a-d-e %v", got, ade)
	}
	if got := typeOf(t, p, ade[0]); got != SingleLife {
		t.Errorf("Tim a-d-e: %v, want %v", got, SingleLife)
	}
	wantAllowed(t, "Tim #[cabpeadpapc]", replay(t, p, board.Black, seq(t, "cabpeadpapc", names)))
}
