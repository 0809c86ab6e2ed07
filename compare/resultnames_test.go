package compare

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
)

// resultNames hands out score.Result.String for every count: the same
// string for a winner and margin met before, a new one otherwise, past
// its four remembered pairs too. By hand (0 and -0, a draw, a tie
// given to a side, NaN), then 2,000 random counts of few margins.
func TestResultNamesAreResultString(t *testing.T) {
	var c resultNames
	check := func(r score.Result) string {
		t.Helper()
		got, want := c.of(&r), r.String()
		if got != want {
			t.Fatalf("winner %v margin %v: %q, want %q", r.Winner, r.Margin, got, want)
		}
		return got
	}
	b := check(score.Result{Winner: board.Black, Margin: 2.5})
	check(score.Result{Winner: board.White, Margin: -2.5})
	check(score.Result{Winner: board.White, Margin: 2.5}) // not a count's sign, still its string
	check(score.Result{Margin: 0})
	check(score.Result{Winner: board.Black, Margin: 0}) // a tie given to Black
	check(score.Result{Winner: board.White, Margin: math.Copysign(0, -1)})
	check(score.Result{Winner: board.Black, Margin: math.NaN()})
	check(score.Result{Winner: board.Black, Margin: math.NaN()})
	if again := check(score.Result{Winner: board.Black, Margin: 2.5}); again != b || c.n == 0 {
		t.Errorf("B+2.5 twice: %q and %q", b, again)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	var fresh resultNames
	c = fresh
	for i := range 2000 {
		if i%14 == 0 {
			c = fresh // a game's verdicts
		}
		r := score.Result{Winner: board.Color(rng.IntN(3)), Margin: float64(rng.IntN(13)-6) / 2}
		check(r)
	}
}
