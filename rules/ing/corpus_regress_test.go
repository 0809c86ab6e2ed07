package ing

import (
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// False verdicts once given on professional games (fox_pro), reduced to
// small positions; each expected verdict is worked by hand from seed 004
// (docs/ing.md, "Verdicts checked on real games").

// fox_pro 1p/1501679896019999514, moves 111-112, in the lower right
// corner: R1 empty (walled by O), S1 a O stone, T1 and T2 empty (T2
// walled by #). Bent around the corner, R1-S1-T1-T2 is no reference
// shape, and T1-T2 alone hold no ko string: no ko mouth. # throws in at T1
// (a): that makes the basic ko mouth T1-T2 (and R1-S1), so it is played
// in no ko yet and O may take at once (b). #'s immediate retake at T1 is
// a single ko stone recapturing a single ko stone (basic ko rule), and a
// ko stone right after O's in a fighting ko (the corner ko can be retaken
// forever: fighting rule).
func TestRegressCornerThrowIn(t *testing.T) {
	rows := []string{
		". . . . .",
		". . # # #",
		"O O O # .",
		". O . O .",
	}
	p := diagram(t, rows...)
	names := marks(
		". . . . .",
		". . # # #",
		"O O O # b",
		". O . O a",
	)
	if got := mouthPoints(p); len(got) != 0 {
		t.Errorf("corner before the throw-in: mouths %v, want none", got)
	}
	wantAllowed(t, "corner #[ab]", replay(t, p, board.Black, seq(t, "ab", names)))
	wantLast(t, "corner #[aba]", replay(t, p, board.Black, seq(t, "aba", names)), BasicKoRule, FightingRule)
}

// fox_pro 1p/1491922028019999825, moves 182-183, on the right edge: from
// the top, T7 empty (walled by O), T6 empty (walled by #), T5 a # stone
// (walled by O), T4 empty (walled by O). The wall colours alternate along
// the line (O, #, O, O): no reference shape has that, so no ko mouth. O
// throws in at T6 (a), making the basic ko mouth T6-T7; # takes at T7 (b)
// at once; O's immediate retake is forbidden by the basic ko rule and, the
// edge ko being a fighting ko, by the fighting rule.
func TestRegressEdgeThrowIn(t *testing.T) {
	rows := []string{
		". . O O O",
		". . O O .",
		"# # # # .",
		". O O O #",
		". O . O .",
		". O O O O",
	}
	p := diagram(t, rows...)
	names := marks(
		". . O O O",
		". . O O b",
		"# # # # a",
		". O O O #",
		". O . O .",
		". O O O O",
	)
	if got := mouthPoints(p); len(got) != 0 {
		t.Errorf("edge before the throw-in: mouths %v, want none", got)
	}
	wantAllowed(t, "edge O[ab]", replay(t, p, board.White, seq(t, "ab", names)))
	wantLast(t, "edge O[aba]", replay(t, p, board.White, seq(t, "aba", names)), BasicKoRule, FightingRule)
}

// fox_pro 7p/1422810390019999712, moves 289-290, in the upper left
// corner: B19 a # stone, A18-B18 a O string in atari, A19 empty. # takes
// two at A19 (a). The corner is then "# # / . ." with both empty points
// walled by #: O can throw in, but # can never answer with a ko stone (A18
// and B18 join his wall), so no infinite ko stone move-sequence exists: a
// single disturbing life (L5 (1), the block of four cut off by the
// edges). The fighting rule applies to fighting kos only, so O's
// throw-in at B18 (b) right after the capture is allowed.
func TestRegressCaptureEndsFightingKo(t *testing.T) {
	rows := []string{
		". # O O .",
		"O O # O .",
		"# # # O .",
		". . # O .",
		". . # O .",
	}
	p := diagram(t, rows...)
	names := marks(
		"a # O O .",
		". b # O .",
		"# # # O .",
		". . # O .",
		". . # O .",
	)
	o := replay(t, p, board.Black, seq(t, "ab", names))
	wantAllowed(t, "corner #[ab]", o)
	if got := typeOf(t, o.positions[1], names["b"][0]); got != SingleLife {
		t.Errorf("corner after #[a]: %v, want %v", got, SingleLife)
	}
}
