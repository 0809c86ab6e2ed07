package score_test

import (
	"reflect"
	"sync"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
)

// settledWithStrays by hand: the walls on D and F are alive (each holds
// a 27- or 18-point area the lone stray cannot live in), the strays B7
// and H6 are dead, and column E, nine empty points between the two
// living walls, is dame: every point of it touches both walls, so the
// estimate gives it to no one (Open 9) while every other open point,
// the strays' included, goes to the colour around it. The walls are
// never in doubt (Confidence at least EstimateSure); the strays' dead
// verdict has the alive share against it (random play lets a stray live
// in a quarter of the playouts: docs/scoring.md).
func TestEstimateConfidenceAndOpen(t *testing.T) {
	p := board.MustParsePosition(settledWithStrays)
	e := score.EstimateDead(p)
	strays := map[int]bool{2*9 + 1: true, 3*9 + 7: true}
	for i, c := range p.Stones {
		switch {
		case c == board.Empty:
		case strays[i] && e.Confidence[i] < 1-score.EstimateAliveShare:
			t.Errorf("stray %d: confidence %.2f in its dead verdict", i, e.Confidence[i])
		case !strays[i] && e.Confidence[i] < score.EstimateSure:
			t.Errorf("wall stone %d: confidence %.2f, want at least %.2f", i, e.Confidence[i], score.EstimateSure)
		}
	}
	if e.Open != 9 || e.Uncertain > 2 {
		t.Errorf("open %d, want 9; uncertain %d, want the strays at most", e.Open, e.Uncertain)
	}
	for y := 0; y < 9; y++ {
		for x := 0; x < 9; x++ {
			i := y*9 + x
			want := board.Empty
			switch {
			case p.Stones[i] != board.Empty && !strays[i]:
				continue // living stones have no owner
			case x < 3:
				want = board.Black
			case x > 5:
				want = board.White
			}
			if e.Owner[i] != want {
				t.Errorf("%c%d: owner %v, want %v", "ABCDEFGHJ"[x], 9-y, e.Owner[i], want)
			}
		}
	}
}

// A lone stone on a large empty board: the playouts fill the whole board
// and could go on for 2·W·H moves each. The default budget bounds the
// work whatever the size, and the stone is not dead (nothing surrounds
// it). With a budget too small for a single playout, Benson's answer
// stands alone: the stone is not removed, nothing is given an owner, and
// the stone, judged by nothing, is uncertain.
func TestEstimateBudget(t *testing.T) {
	for _, size := range []int{19, 52} {
		p := board.NewPosition(size, size)
		p.Stones[3*size+3] = board.Black
		e := score.EstimateDead(p)
		if e.Moves > score.DefaultEstimateBudget || e.Playouts == 0 || len(e.Dead) != 0 {
			t.Errorf("%dx%d: %d playouts, %d moves (budget %d), dead %v", size, size, e.Playouts, e.Moves, score.DefaultEstimateBudget, e.Dead)
		}
		if size == 52 && !e.OverBudget {
			t.Errorf("52x52: not over budget after %d playouts, %d moves", e.Playouts, e.Moves)
		}
		e = score.EstimateDeadWith(p, score.EstimateOptions{Budget: 10})
		if !e.OverBudget || e.Playouts != 0 || e.Moves != 0 || len(e.Dead) != 0 || e.Owner != nil || e.Uncertain != 1 {
			t.Errorf("%dx%d, budget 10: %+v", size, size, e)
		}
	}
}

// The estimator is a function of the position alone: the same answers
// from goroutines running at once (the audit's workers, whatever -j) as
// one after the other.
func TestEstimateConcurrent(t *testing.T) {
	var positions []board.Position
	for _, in := range benchGames(t) {
		positions = append(positions, in.Position)
	}
	want := make([]score.Estimate, len(positions))
	for i, p := range positions {
		want[i] = score.EstimateDead(p)
	}
	var wg sync.WaitGroup
	for w := 0; w < 4; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := range positions {
				i := (k + w*7) % len(positions)
				if got := score.EstimateDead(positions[i]); !reflect.DeepEqual(got, want[i]) {
					t.Errorf("position %d: a concurrent estimate differs", i)
				}
			}
		}()
	}
	wg.Wait()
}

// FuzzEstimate: any board (sizes 1 to 25 a side, any stones, even
// positions no game reaches, chains without liberties included) gets an
// estimate within its budget: dead stones are stones, confidences are
// shares, owners only on open points. Run with -fuzz; the seeds run as a
// test.
func FuzzEstimate(f *testing.F) {
	f.Add([]byte{9, 9, 0, 1, 2, 1, 0, 2, 2, 1})
	f.Add([]byte{1, 1, 1})
	f.Add([]byte{19, 2, 1, 1, 1, 2, 2, 2, 0, 0, 1})
	f.Add([]byte{5, 5, 1, 1, 1, 1, 1, 1, 2, 2, 2, 1, 1, 2, 0, 2, 1, 1, 2, 2, 2, 1, 1, 1, 1, 1, 1})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 2 {
			return
		}
		w, h := 1+int(data[0])%25, 1+int(data[1])%25
		p := board.NewPosition(w, h)
		for i, b := range data[2:] {
			if i < len(p.Stones) {
				p.Stones[i] = board.Color(b % 3)
			}
		}
		const budget = 5000
		e := score.EstimateDeadWith(p, score.EstimateOptions{Budget: budget})
		if e.Moves > budget {
			t.Fatalf("%d moves over the budget %d", e.Moves, budget)
		}
		for _, i := range e.Dead {
			if p.Stones[i] == board.Empty {
				t.Fatalf("empty point %d dead", i)
			}
		}
		// A stone's confidence is a share, 0 only when the review turned a
		// verdict every playout gave (a 2x4 board, White's B4–B3 read a
		// nakade: testdata/fuzz/FuzzEstimate/51096e9c12ba7eda).
		for i, c := range e.Confidence {
			if (p.Stones[i] == board.Empty && c != 0) || c < 0 || c > 1 {
				t.Fatalf("point %d (%v): confidence %v", i, p.Stones[i], c)
			}
		}
		dead := map[int]bool{}
		for _, i := range e.Dead {
			dead[i] = true
		}
		for i, o := range e.Owner {
			if o != board.Empty && p.Stones[i] != board.Empty && !dead[i] {
				t.Fatalf("living stone %d given to %v", i, o)
			}
		}
	})
}

// TestEstimateSquareFour: a square four, by hand. The defender's one
// chain encloses the corner's 2x2 eye space and has no liberty outside
// it; the attacker is alive outside. Whoever plays first, it is one eye:
// a stone of either colour on one of the four points leaves three in an
// L (a bent three); if the defender played it, the attacker takes the
// L's corner; if the attacker did, the defender can only capture it by
// filling two of the three. To capture, the attacker fills the space
// to three stones in atari (a self-atari of three), the defender takes
// them and is left a bent three with the attacker to move, and so on:
// the chain dies. The random playouts never make that three-stone
// self-atari (their filter keeps seki alive), while the defender, with
// no other point to play, takes two diagonal points of its space and two
// eyes in most of them: they kept White's corner alive in 8 of 10
// playouts (confidence exactly EstimateSure, counted sure) and Black's
// (the attacker Benson-alive with two eyes) in 8 of 8. The eye reader
// reads the space as one eye, and the review turns the group dead
// although the playouts were sure (nakadeDoubt); the turned stones are
// counted uncertain.
func TestEstimateSquareFour(t *testing.T) {
	for _, c := range []struct {
		pos  string
		dead []int // the defender's chain, row-major
	}{
		// Black's C7–A5 around A7–B6; White's wall outside, 33 points.
		{"..XO.../..XO.../XXXO.../OOOO.../......./......./.......", []int{2, 9, 14, 15, 16}},
		// White's D3–G1 around E2–F1; Black alive with eyes A7, A5.
		{".X...../XX...../.X...../XXXXXXX/..XOOOO/..XO..O/..XO..O", []int{31, 32, 33, 34, 38, 41, 45, 48}},
	} {
		p := board.MustParsePosition(c.pos)
		e := score.EstimateDead(p)
		if !reflect.DeepEqual(e.Dead, c.dead) {
			t.Errorf("%s: dead %v, want the square four's chain %v", c.pos, e.Dead, c.dead)
		}
		if e.Uncertain != len(c.dead) {
			t.Errorf("%s: %d uncertain stones, want the %d turned", c.pos, e.Uncertain, len(c.dead))
		}
	}
}
