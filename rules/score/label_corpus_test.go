package score_test

import (
	"testing"

	"github.com/rulediff/rulediff/internal/shared"
	"github.com/rulediff/rulediff/rules/score"
	"github.com/rulediff/rulediff/sgfio"
)

// TestLabelMemo: label keeps the last labelling of each board size and
// copies it for the same stones (labelMemo); in the test mode every
// labelling copied is compared, array by array (regions, sizes and
// touches, chain roots, their liberty records, links, short points),
// with a fresh scan of the stones (label_memo_test.go), and a difference
// panics. The
// positions are the final position of every game of every corpus (each
// game that parses and replays), with no stone dead and with the dead
// stones of its markup, each also with its first three chains' status
// toggled in turn as compare's result check does (toggled), counted
// under a territory ruleset, then an area ruleset (the same stones: the
// memo's), and read literally (the stones as played: the memo's when
// nothing is dead).
func TestLabelMemo(t *testing.T) {
	if testing.Short() {
		t.Skip("labels every corpus position")
	}
	inputs := corpusInputs(t)
	defer score.SetCheckLabel(true)()
	for _, in := range inputs {
		alts := toggled(in)
		for _, alt := range alts[:min(4, len(alts))] {
			score.Score(alt, japanese)
			score.Score(alt, chinese) // the same stones: copied
		}
		in.DeadMethod = score.DeadLiteral
		score.Score(in, japanese)
	}
	labels := score.CheckedLabels()
	t.Logf("%d positions, %d labellings copied and compared", len(inputs), labels)
	if len(inputs) < 7000 || labels < 25000 {
		t.Errorf("%d labellings compared: the positions test little", labels)
	}
}

// corpusInputs is the final position of every game of every corpus (each
// game that parses and replays), with no stone dead and with the dead
// stones of its markup.
func corpusInputs(tb testing.TB) []score.Input {
	var inputs []score.Input
	eachCollection(tb, shared.Path(tb, "corpora"), func(path string, coll *sgfio.Collection) {
		for _, g := range coll.Games {
			r, err := replay(path, g)
			if err != nil || r.in.Position.W == 0 {
				continue
			}
			in := r.in
			inputs = append(inputs, in) // no stone dead
			if len(r.tb)+len(r.tw) > 0 {
				in.Dead = score.DeadFromMarkup(in.Position, r.tb, r.tw)
				in.DeadMethod = score.DeadMarkup
				inputs = append(inputs, in)
			}
		}
	})
	return inputs
}

// firstErrors reports the first limit messages given it as errors of t
// (a check's reports on thousands of readings: the first say enough).
func firstErrors(t *testing.T, limit int) func(string) {
	reported := 0
	return func(msg string) {
		if reported++; reported <= limit {
			t.Error(msg)
		}
	}
}

// eachSampledToggle calls f on the first n chain toggles (toggled) of
// every fourth corpus input: the on/off comparisons of the walks'
// shortcuts read a sample so that the package's tests run under ten
// minutes on a busy machine. It returns the number of inputs sampled.
func eachSampledToggle(tb testing.TB, n int, f func(alt score.Input)) int {
	inputs := corpusInputs(tb)
	sampled := 0
	for k, in := range inputs {
		if k%4 != 0 {
			continue
		}
		sampled++
		alts := toggled(in)
		for _, alt := range alts[:min(n, len(alts))] {
			f(alt)
		}
	}
	return sampled
}
