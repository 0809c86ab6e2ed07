package compare

import (
	"slices"
	"testing"

	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
	"github.com/rulediff/rulediff/sgfio"
)

// TestPointsToFillSame compares pointsToFill (a framed board) with the
// flood it replaced (pointsToFillFlood, below) on the counts it reads:
// every territory miss of fox_pro and ai_games counted the area way
// with the dame filled from either colour, and the same counts with
// each chain's status changed (more boards, more short chains).
func TestPointsToFillSame(t *testing.T) {
	if testing.Short() {
		t.Skip("audits two corpora")
	}
	a, err := NewAuditor(Options{Dead: DeadMarkup})
	if err != nil {
		t.Fatal(err)
	}
	var boards, counted int
	eachMiss(t, a, func(source string, rec *sgfio.Game, rc *ResultCheck, v *Verdict, declared float64) {
		rs := v.Ruleset
		if rs.Scoring != rules.ScoringTerritory || rs.Dead == rules.DeadLiteral {
			return
		}
		rs.Scoring, rs.PassStones = rules.ScoringArea, false
		ins := []score.Input{v.in}
		for tg := range deadToggles(v) {
			if len(ins) > 12 {
				break
			}
			in := tg.in
			in.Dead = slices.Clone(in.Dead) // the toggles' buffer is reused
			ins = append(ins, in)
		}
		for _, in := range ins {
			for _, from := range []board.Color{board.Black, board.White} {
				in.FillFrom = from
				r := score.Score(in, rs)
				b, w := pointsToFill(&r)
				wb, ww := pointsToFillFlood(&r)
				if b != wb || w != ww {
					t.Errorf("%s, filled from %v: pointsToFill %d, %d, the flood %d, %d", source, from, b, w, wb, ww)
				}
				boards++
				counted += b + w
			}
		}
	})
	t.Logf("%d boards, %d points to fill", boards, counted)
	if counted < 50 {
		t.Errorf("only %d points to fill on %d boards: the comparison reads too few", counted, boards)
	}
}

// TestPointsToFillByHand works boards without dame out by hand (rows
// from the top, columns from the left, counted the Chinese way with the
// dame filled: there are none, the board is counted as it stands). The
// floods stop at a chain's second liberty: White's chains and Black's
// chains of two liberties stop there, the short chains and the chains
// a stone on their last liberty makes are the ones flooded through.
func TestPointsToFillByHand(t *testing.T) {
	chinese, ok := rules.Lookup("chinese")
	if !ok {
		t.Fatal("no chinese ruleset")
	}
	for _, tc := range []struct {
		board        string
		black, white int
		why          string
	}{
		// Black's stone at row 1 column 3 has one liberty, column 4 of
		// row 1, a point of Black's region (row 1 columns 4-6, row 2
		// columns 5-6: Black's stones only around it). A stone there
		// joins the stone at row 2 column 4: the chain then has row 1
		// column 5 and row 2 column 5, two liberties: one point to fill.
		// Every other chain has two liberties or more.
		{".ox.../.oox../.oooxx", 1, 0, "a stone there saves the chain"},
		// The same, colours swapped: one point for White.
		{".xo.../.xxo../.xxxoo", 0, 1, "a stone there saves the chain (White)"},
		// Black's stone at row 1 column 3 and chain (row 1 column 5, row
		// 2 columns 4-5) both have only row 1 column 4, Black's region:
		// a stone there joins them with no liberty left, saving nothing.
		{".ox.x/.ooxx/.oooo", 0, 0, "a stone there saves nothing"},
		// Black's stone at row 1 column 3 has one liberty, row 1 column
		// 4, of Black's region (row 1 columns 4-5). A stone there joins
		// the chain at row 2 columns 4-5 and leaves it one liberty (row
		// 1 column 5): still in atari, not saved, nothing counted.
		{".ox../.ooxx/.oooo", 0, 0, "a stone there leaves the chain in atari"},
		// Black's chain (row 1 column 3, row 2 columns 3-4, row 3
		// columns 4-5) has row 1 columns 4-5 and row 2 column 5, its
		// region: not short, nothing to fill.
		{".ox../.oxx./.ooxx", 0, 0, "three liberties"},
	} {
		r := score.Score(score.Input{Position: board.MustParsePosition(tc.board), FillFrom: board.Black}, chinese)
		if r.Counts.Dame != 0 {
			t.Fatalf("%s: %d dame, worked out none", tc.board, r.Counts.Dame)
		}
		if b, w := pointsToFill(&r); b != tc.black || w != tc.white {
			t.Errorf("%s (%s): pointsToFill = %d, %d, worked out %d, %d", tc.board, tc.why, b, w, tc.black, tc.white)
		}
		if b, w := pointsToFillFlood(&r); b != tc.black || w != tc.white {
			t.Errorf("%s (%s): pointsToFillFlood = %d, %d, worked out %d, %d", tc.board, tc.why, b, w, tc.black, tc.white)
		}
	}
}

// pointsToFillFlood is pointsToFill as it was before the framed board
// (each chain flooded through board.Position.Neighbours): the reference
// TestPointsToFillSame compares with.
func pointsToFillFlood(r *score.Result) (black, white int) {
	if len(r.Own) != r.W*r.H || r.W == 0 {
		return 0, 0
	}
	col := make([]board.Color, len(r.Own))
	terr := make([]board.Color, len(r.Own))
	for i, o := range r.Own {
		col[i] = stoneOf(o)
		switch o.Class() {
		case score.OwnBlackTerritory:
			terr[i] = board.Black
		case score.OwnWhiteTerritory:
			terr[i] = board.White
		}
	}
	// chain floods the chain through i: its stones and its liberties
	// (seen stamps the points looked at, gen per flood).
	seen := make([]int32, len(col))
	gen := int32(0)
	grid := board.Position{W: r.W, H: r.H}
	var stones, libs, nbr []int
	chain := func(i int) ([]int, []int) {
		c := col[i]
		gen++
		seen[i] = gen
		stones, libs = append(stones[:0], i), libs[:0]
		for h := 0; h < len(stones); h++ {
			nbr = grid.Neighbours(nbr[:0], stones[h])
			for _, k := range nbr {
				if seen[k] == gen {
					continue
				}
				seen[k] = gen
				switch col[k] {
				case c:
					stones = append(stones, k)
				case board.Empty:
					libs = append(libs, k)
				}
			}
		}
		return stones, libs
	}
	short := make([]bool, len(col)) // a point counted once, whichever chains it saves
	done := make([]bool, len(col))
	for i, c := range col {
		if c == board.Empty || done[i] {
			continue
		}
		stones, libs := chain(i)
		for _, j := range stones {
			done[j] = true
		}
		if len(libs) != 1 || terr[libs[0]] != c {
			continue
		}
		l := libs[0]
		col[l] = c
		if _, after := chain(l); len(after) >= 2 && !short[l] {
			short[l] = true
			if c == board.Black {
				black++
			} else {
				white++
			}
		}
		col[l] = board.Empty
	}
	return black, white
}
