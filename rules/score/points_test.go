package score

import (
	"math"
	"math/rand/v2"
	"strconv"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// appendPoints writes what strconv.FormatFloat(v, 'f', -1, 64) writes
// (0 for -0): every half point from -2000 to 2000, the halves and
// wholes near 2⁵¹ where the shortcut ends, quarters and other fractions
// (zi, komi 6.98), random floats, infinities and NaN.
func TestAppendPointsIsFormatFloat(t *testing.T) {
	check := func(v float64) {
		t.Helper()
		want := strconv.FormatFloat(v, 'f', -1, 64)
		if v == 0 {
			want = "0"
		}
		if got := string(appendPoints([]byte("x"), v)); got != "x"+want {
			t.Fatalf("%v: %q, want %q", v, got, "x"+want)
		}
	}
	for h := -4000; h <= 4000; h++ {
		check(float64(h) / 2)
		check(float64(h) / 4)
	}
	for _, v := range []float64{1 << 50, 1<<51 - 0.5, 1 << 51, 1<<51 + 1, 1 << 52, 1<<53 + 2, 1e21, 6.98, -6.98, 0.1, 1.0 / 3,
		math.Copysign(0, -1), math.Inf(1), math.Inf(-1), math.NaN(), math.SmallestNonzeroFloat64, math.MaxFloat64} {
		check(v)
		check(-v)
	}
	r := rand.New(rand.NewPCG(9, 10))
	for range 100000 {
		check(math.Float64frombits(r.Uint64()))
		check(float64(r.IntN(1<<20)-1<<19) / 2)
	}
	res := Result{Winner: board.White, Margin: -0.5}
	if s := res.String(); s != "W+0.5" {
		t.Errorf("White by ½: %q", s)
	}
}
