package score_test

import (
	"path/filepath"
	"reflect"
	"testing"

	"github.com/rulediff/rulediff/internal/shared"
	"github.com/rulediff/rulediff/rules/score"
	"github.com/rulediff/rulediff/sgfio"
)

// The review reads a capturable chain's capturers only where its verdicts
// depend on them (estimate_review.go, reviewDoubts): the estimates must
// be those of a review that reads them for every chain. The final
// positions of GNU Go's regression games, which hold the capturable
// chains among dead stones that issue 18d's reading was written for
// (tripod9, ld9_variations, the semeai problems), and the KGS games.
func TestReviewLazyCapturers(t *testing.T) {
	if testing.Short() {
		t.Skip("estimates every regression game twice")
	}
	dir := shared.Path(t, "corpora", "gnugo_regression", "games")
	var positions []record
	eachCollection(t, dir, func(path string, coll *sgfio.Collection) {
		rel, _ := filepath.Rel(dir, path)
		for _, g := range coll.Games {
			if r, err := replay(rel, g); err == nil && r.in.Position.W == 19 {
				positions = append(positions, r)
			}
		}
	})
	if len(positions) < 100 {
		t.Fatalf("%d positions: the corpus is not there", len(positions))
	}
	for _, r := range positions {
		lazy := score.EstimateDead(r.in.Position)
		restore := score.SetLazyCapturers(false)
		eager := score.EstimateDead(r.in.Position)
		restore()
		if !reflect.DeepEqual(lazy, eager) {
			t.Errorf("%s: the lazy review's estimate differs from the one that reads every capturable chain", r.name)
		}
	}
}
