package score_test

import (
	"path/filepath"
	"reflect"
	"testing"

	"github.com/rulediff/rulediff/internal/shared"
	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/score"
	"github.com/rulediff/rulediff/sgfio"
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
	before, counts, nearBefore := score.CheckedTries(), 0, score.NearReused()
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
	checked, near := score.CheckedTries()-before, score.NearReused()-nearBefore
	t.Logf("%d counts, %d recorded tries read and asked again (%d reused across fills)", counts, checked, near)
	if near < 10000 {
		t.Errorf("%d near tries reused across fills: the positions test little", near)
	}
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

// TestFillNearIsRef: fill's reuse of near tries across fills (fill,
// fillNear) fills as fill without it, fill by fill (SetFillCompared:
// the same closed board, points left, last answers and haneSekiAsked),
// every reused answer asked again of safeFillAt and compared
// (SetCheckTries): every corpus position (the shared corpora: fox_pro,
// ai_games, GNU Go's games...; as marked and with no stone dead) with its
// first two chains toggled, the bestiary's, and GNU Go's seki_score.sgf
// with every chain toggled, under a territory, an area and a
// configuration ruleset, and their doubts.
func TestFillNearIsRef(t *testing.T) {
	if testing.Short() {
		t.Skip("counts the corpora's positions with chains toggled")
	}
	defer score.SetCheckTries(true)()
	defer score.SetFillCompared(true)()
	rss := []rules.Ruleset{japanese, chinese}
	for _, rs := range rules.Catalogue() {
		if rs.Scoring == rules.ScoringConfiguration {
			rss = append(rss, rs)
			break
		}
	}
	var alts []score.Input
	for _, in := range corpusInputs(t) {
		a := toggled(in)
		alts = append(alts, a[:min(3, len(a))]...)
	}
	eachCollection(t, filepath.Join("..", "..", "corpus", "bestiary"), func(path string, coll *sgfio.Collection) {
		for _, g := range coll.Games {
			if r, err := replay(path, g); err == nil && r.in.Position.W > 0 {
				a := toggled(r.in)
				alts = append(alts, a[:min(3, len(a))]...)
			}
		}
	})
	dir := shared.Path(t, "corpora", "gnugo_regression", "games", "seki_exotics")
	alts = append(alts, toggled(score.Input{Position: setupPosition(t, filepath.Join(dir, "seki_score.sgf")), DeadMethod: score.DeadMarkup})...)
	fills, near := score.FilledCompared(), score.NearReused()
	for _, alt := range alts {
		for _, rs := range rss {
			score.Score(alt, rs)
		}
		score.Doubts(alt)
	}
	fills, near = score.FilledCompared()-fills, score.NearReused()-near
	t.Logf("%d positions, %d fills compared, %d near tries reused", len(alts), fills, near)
	if fills < 10000 || near < 10000 {
		t.Errorf("%d fills compared, %d near tries reused: the positions test little", fills, near)
	}
}
