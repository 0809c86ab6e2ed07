//go:build estimateseed

package score

import (
	"os"
	"strconv"
)

// Built with -tags estimateseed, RULEDIFF_ESTIMATE_SEED=k (k ≥ 1) runs the
// estimator under another fixed seed, splitmix64(k), to judge a change
// over several seeds (docs/scoring.md): its figures should not hang on one
// constant. Never in a normal build: a user's score uses the default seed.
// The variable is read before the test framework starts, so `go test`
// does not see it: pass -count=1.
func init() {
	k, err := strconv.ParseUint(os.Getenv("RULEDIFF_ESTIMATE_SEED"), 10, 64)
	if err != nil || k == 0 {
		return
	}
	z := k * 0x9E3779B97F4A7C15
	z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
	z = (z ^ z>>27) * 0x94D049BB133111EB
	estimateSeed = z ^ z>>31
}
