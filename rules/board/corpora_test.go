package board_test

import (
	"os"
	"testing"

	"github.com/rulediff/rulediff/compare"
	"github.com/rulediff/rulediff/internal/shared"
	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/sgfio"
)

// TestPlayShortcutsOnCorpora plays every game of ../shared/corpora on two
// boards, one with Play and one with PlayMerging (every capture tested,
// every join merged), and compares their whole state after every play:
// the shortcuts of play change nothing a later play or a reader could
// see, the order of the chains' lists and of the removed stones
// included. It counts the plays where each shortcut decided.
func TestPlayShortcutsOnCorpora(t *testing.T) {
	if testing.Short() {
		t.Skip("plays every game of the corpora")
	}
	root := shared.Path(t, "corpora")
	var fast, slow board.Board
	var g rules.Game
	plays, skips, splices := 0, 0, 0
	for _, path := range shared.SGFFiles(t, root) {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		col, err := sgfio.Parse(data)
		if err != nil {
			continue // the parser's tests cover the broken files
		}
		for _, sg := range col.Games {
			compare.ToRules(sg, &g)
			if fast.Reset(g.W, g.H) != nil || slow.Reset(g.W, g.H) != nil {
				continue
			}
			setup := func(stones []rules.Stone) {
				pos := fast.Position()
				for _, s := range stones {
					if pos.OnBoard(s.X, s.Y) {
						pos.Stones[s.Y*g.W+s.X] = s.Color
					}
				}
				fast.SetPosition(pos)
				slow.SetPosition(pos)
			}
			setup(g.Setup)
			for i, s := range g.Steps {
				switch s.Kind {
				case rules.StepSetup:
					setup(s.Setup)
					continue
				case rules.StepPlay:
				default:
					continue
				}
				if fast.OnBoard(s.X, s.Y) && fast.At(s.X, s.Y) == board.Empty && (s.Color == board.Black || s.Color == board.White) {
					skip, splice := board.Shortcuts(&fast, s.X, s.Y, s.Color)
					plays++
					skips += b2i(skip)
					splices += b2i(splice)
				}
				got, gerr := fast.Play(s.X, s.Y, s.Color)
				want, werr := slow.PlayMerging(s.X, s.Y, s.Color)
				if got != want || gerr != werr {
					t.Fatalf("%s game %d step %d: Play %+v %v, PlayMerging %+v %v", path, sg.Index, i, got, gerr, want, werr)
				}
				if diff := board.SameState(&fast, &slow); diff != "" {
					t.Fatalf("%s game %d step %d: the boards differ: %s", path, sg.Index, i, diff)
				}
			}
		}
	}
	t.Logf("%d plays: the capture loop skipped on %d, the stone spliced on %d", plays, skips, splices)
	if skips == 0 || splices == 0 || skips == plays || splices == plays {
		t.Fatalf("the shortcuts decided on %d and %d of %d plays: the test cannot tell the paths apart", skips, splices, plays)
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// TestPlayShortcutsByHand works the shortcuts out on small boards.
func TestPlayShortcutsByHand(t *testing.T) {
	play := func(diagram string, x, y int, c board.Color) (board.PlayResult, bool, bool, *board.Board, *board.Board) {
		t.Helper()
		p := board.MustParsePosition(diagram)
		fast, _ := board.NewBoard(p.W, p.H)
		slow, _ := board.NewBoard(p.W, p.H)
		fast.SetPosition(p)
		slow.SetPosition(p)
		skip, splice := board.Shortcuts(fast, x, y, c)
		got, _ := fast.Play(x, y, c)
		want, _ := slow.PlayMerging(x, y, c)
		if got != want {
			t.Fatalf("%s: Play %+v, PlayMerging %+v", diagram, got, want)
		}
		if diff := board.SameState(fast, slow); diff != "" {
			t.Fatalf("%s: the boards differ: %s", diagram, diff)
		}
		return got, skip, splice, fast, slow
	}
	// Black b2 beside the white stone c2, which keeps c1, d2 and c3 (its
	// count 4 → 3): no count reaches zero, the capture loop is skipped.
	if res, skip, _, _, _ := play("..../..o./..../....", 1, 1, board.Black); !skip || res.Captured != 0 {
		t.Fatalf("b2: skip %v, captured %d; want the loop skipped, nothing captured", skip, res.Captured)
	}
	// Black d2 on the last liberty of the white stone c2 (b2, c1, c3
	// black): its count 1 → 0, the loop runs and takes it.
	if res, skip, _, _, _ := play("..x./.xo./..x./....", 3, 1, board.Black); skip || res.Captured != 1 {
		t.Fatalf("d2: skip %v, captured %d; want the loop run, one stone captured", skip, res.Captured)
	}
	// Black c2 beside the two stones a2-b2: spliced into their chain,
	// whose head stays; beside the lone stone b2 alone: merged, the new
	// stone's head taken (both checked against merge by play).
	if _, _, splice, b, _ := play("..../xx../..../....", 2, 1, board.Black); !splice {
		t.Fatal("c2 beside a2-b2: not spliced")
	} else if n, l := b.Chain(2, 1); n != 3 || l != 7 {
		t.Fatalf("a2-b2-c2: %d stones, %d pseudo-liberties; want 3, 7 (a1 b1 c1 a3 b3 c3 d2)", n, l)
	}
	if _, _, splice, _, _ := play("..../.x../..../....", 2, 1, board.Black); splice {
		t.Fatal("c2 beside the lone b2: spliced")
	}
}
