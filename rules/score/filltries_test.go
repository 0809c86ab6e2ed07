package score_test

import (
	"reflect"
	"testing"

	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/score"
)

// TestFillTries: fill records its tries (a point where neither colour
// filled, with the board it was tried on) and tries no point again on
// the same board, and findSeki reads the closed boards' last tries
// instead of trying their points again (analysis.go, fill). Every count
// of every corpus game's final position (as marked, and with no stone
// dead), each also with its first two chains toggled as compare's result
// check does, under a territory, an area and a configuration (literal)
// ruleset, and their doubts, are the same with the shortcuts off (fill as it was, every
// point tried in every sweep, findSeki trying its own); and with them on,
// every answer read from a record is asked again of safeFillAt on the
// board as it stands and compared (SetCheckTries).
func TestFillTries(t *testing.T) {
	if testing.Short() {
		t.Skip("counts the corpora's positions with chains toggled")
	}
	defer score.SetCheckTries(true)()
	rss := []rules.Ruleset{japanese, chinese}
	for _, rs := range rules.Catalogue() {
		if rs.Scoring == rules.ScoringConfiguration {
			rss = append(rss, rs)
			break
		}
	}
	before, counts := score.CheckedTries(), 0
	for _, in := range corpusInputs(t) {
		alts := toggled(in)
		for _, alt := range alts[:min(3, len(alts))] {
			for _, rs := range rss {
				on := score.Score(alt, rs)
				restore := score.SetFillShortcuts(false)
				off := score.Score(alt, rs)
				restore()
				if !reflect.DeepEqual(on, off) {
					t.Fatalf("%s: %s with the recorded tries, %s without", rs.Name, on, off)
				}
				counts++
			}
			on := score.Doubts(alt)
			restore := score.SetFillShortcuts(false)
			off := score.Doubts(alt)
			restore()
			if !reflect.DeepEqual(on, off) {
				t.Fatalf("doubts %+v with the recorded tries, %+v without", on, off)
			}
		}
	}
	checked := score.CheckedTries() - before
	t.Logf("%d counts, %d recorded tries read and asked again", counts, checked)
	if checked < 50000 {
		t.Errorf("%d recorded tries read: the positions test little", checked)
	}
}

// TestWideChains: safeFillAt answers "safe" without oneEyeLeft's walk
// when a chain beside the point has more liberties than one small eye
// holds (wideChainBeside). Every count and doubt of every corpus
// position (as marked, and with no stone dead), each also with its first
// two chains toggled, is the same with the answer off; TestWorkChains
// compares each of its answers with the walking safeFill.
func TestWideChains(t *testing.T) {
	if testing.Short() {
		t.Skip("counts the corpora's positions with chains toggled")
	}
	before, counts := score.WideAnswered(), 0
	for _, in := range corpusInputs(t) {
		alts := toggled(in)
		for _, alt := range alts[:min(3, len(alts))] {
			counts += sameOnAndOff(t, alt, "the wide chains' answer", score.SetWideChains)
		}
	}
	answered := score.WideAnswered() - before
	t.Logf("%d counts, %d fills answered by a wide chain", counts, answered)
	if answered < 10000 {
		t.Errorf("%d fills answered by a wide chain: the positions test little", answered)
	}
}
