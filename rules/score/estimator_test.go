package score_test

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/rulediff/rulediff/internal/shared"
	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
	"github.com/rulediff/rulediff/sgfio"
)

// loadRecord replays the first game of an SGF file.
func loadRecord(t testing.TB, path string) (record, bool) {
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	coll, err := sgfio.Parse(data)
	if err != nil || len(coll.Games) == 0 {
		return record{}, false
	}
	r, err := replay(filepath.Base(path), coll.Games[0])
	return r, err == nil && r.ruOK
}

// estimatorVsGnuGo scores every final_score position of score.tst and
// score2.tst with estimated dead stones under the record's ruleset and
// counts the results equal to GNU Go's expected one.
func estimatorVsGnuGo(t testing.TB) (matched, total, gnuFails, matchedOfGnuFails, sameWinner int) {
	root := shared.Path(t, "corpora", "gnugo_regression")
	for _, name := range []string{"score.tst", "score2.tst"} {
		for _, c := range shared.FinalScores(t, filepath.Join(root, "tst", name)) {
			r, ok := loadRecord(t, filepath.Join(root, c.File))
			if !ok {
				t.Errorf("%s: %s not loaded", name, c.File)
				continue
			}
			total++
			if c.GnuFails {
				gnuFails++
			}
			in := r.in
			e := score.EstimateDead(in.Position)
			in.Dead, in.DeadMethod, in.Owner = e.Dead, score.DeadEstimate, e.Owner
			got := score.Score(in, r.rs).String()
			if got[:1] == c.Want[0][:1] {
				sameWinner++
			}
			for _, w := range c.Want {
				if got == w {
					matched++
					if c.GnuFails {
						matchedOfGnuFails++
					}
					break
				}
			}
		}
	}
	return
}

// estimatorVsMarkup hides the TB/TW of the KGS games and compares the
// estimator's dead stones with the players': the share of stones judged
// as they did, and the games whose estimated count equals RE.
func estimatorVsMarkup(t testing.TB) (agree, stones, games, sameRE int) {
	dir := shared.Path(t, "corpora", "gnugo_regression", "games", "kgs")
	for _, r := range finishedGames(t, dir) {
		marked := map[int]bool{}
		for _, i := range score.DeadFromMarkup(r.in.Position, r.tb, r.tw) {
			marked[i] = true
		}
		e := score.EstimateDead(r.in.Position)
		est := map[int]bool{}
		for _, i := range e.Dead {
			est[i] = true
		}
		for i, c := range r.in.Position.Stones {
			if c == board.Empty {
				continue
			}
			stones++
			if marked[i] == est[i] {
				agree++
			}
		}
		in := r.in
		in.Dead, in.DeadMethod, in.Owner = e.Dead, score.DeadEstimate, e.Owner
		games++
		if score.Check(score.Score(in, r.rs), declared(r.game)).Agrees {
			sameRE++
		}
	}
	return
}

// TestEstimatorAccuracy prints the estimator's figures (issue 4) and
// holds them above floors set a little under what it measured, so a
// regression shows.
func TestEstimatorAccuracy(t *testing.T) {
	if testing.Short() {
		t.Skip("plays thousands of random games")
	}
	m, n, f, mf, w := estimatorVsGnuGo(t)
	t.Logf("GNU Go final_score tests matched: %d/%d (GNU Go itself fails %d of them; %d of those matched); same winner %d/%d",
		m, n, f, mf, w, n)
	agree, stones, games, sameRE := estimatorVsMarkup(t)
	t.Logf("KGS markup hidden: %d/%d stones judged as the players did (%.2f%%); %d/%d games give RE",
		agree, stones, 100*float64(agree)/float64(stones), sameRE, games)
	// 60 final_score lines, 3 of them commented out ("#1 final_score").
	if n != 57 {
		t.Errorf("read %d final_score tests, want 57", n)
	}
	// Issue 14's targets: 99.5% of the stones, 54/56 games; 45/57 exact
	// and 57/57 same winner on score*.tst.
	// Measured: 99.86%, 54/56 (the review of the uncertain verdicts, issue
	// 14c: yagr-r08ert), 54/57 exact, 57/57 same winner (issue 14e: score9's
	// dragon, lost once the dame are filled, filldoubt.go).
	if float64(agree) < 0.998*float64(stones) || sameRE < 54 {
		t.Errorf("KGS: stone agreement %d/%d under 99.8%%, or %d/%d games give RE (floor 54)", agree, stones, sameRE, games)
	}
	if m < 54 || w < n {
		t.Errorf("GNU Go: %d/%d matched (floor 54), same winner %d/%d (floor %d)", m, n, w, n, n)
	}
}

func BenchmarkEstimatorAccuracyGnuGo(b *testing.B) {
	var m, n, w int
	for i := 0; i < b.N; i++ {
		m, n, _, _, w = estimatorVsGnuGo(b)
	}
	b.ReportMetric(float64(m), "matched")
	b.ReportMetric(float64(w), "same-winner")
	b.ReportMetric(float64(n), "tests")
}

func BenchmarkEstimatorAccuracyMarkup(b *testing.B) {
	var agree, stones, games, sameRE int
	for i := 0; i < b.N; i++ {
		agree, stones, games, sameRE = estimatorVsMarkup(b)
	}
	b.ReportMetric(100*float64(agree)/float64(stones), "%stones-as-marked")
	b.ReportMetric(float64(sameRE), "games=RE")
	b.ReportMetric(float64(games), "games")
}

// TestEstimateReviewOnFox: two fox_pro counted games whose estimate the
// review of the uncertain verdicts (estimate_review.go) decides, checked
// against the server's count (RE; territory count, komi 6.5).
//   - 7p/1465573402019999418, lower right: White's Q10–T10 group and
//     Black's Q9–S9, O8–Q8 stones face each other, neither with two eyes
//     and both in doubt: a race or a seki, which reading each group's
//     eyes alone must not decide (reading both dead turned 35 stones and
//     the count to B+13.5). Both stay alive, as the server counted them:
//     W+1.5.
//   - 1p/1516520362010001303, centre: Black's 15 stones H17–J12 have no
//     two eyes (one eye space, with White's J14–K14 inside it, which 84%
//     of the playouts keep alive: no race); the playouts kept Black alive
//     in 67%, which counted B+31.5. Dead, the count is the server's W+3.5.
func TestEstimateReviewOnFox(t *testing.T) {
	for _, c := range []struct {
		game        string
		alive, dead []string
		want        string
	}{
		{"7p/1465573402019999418.sgf", []string{"Q10", "T10", "Q9", "S9", "O8"}, nil, "W+1.5"},
		{"1p/1516520362010001303.sgf", []string{"J14", "K14"}, []string{"H17", "L14", "J12"}, "W+3.5"},
	} {
		r, ok := loadRecord(t, shared.Path(t, "corpora", "fox_pro", c.game))
		if !ok {
			t.Fatalf("%s not loaded", c.game)
		}
		p := r.in.Position
		e := score.EstimateDead(p)
		for _, want := range []bool{false, true} {
			names := c.alive
			if want {
				names = c.dead
			}
			for _, name := range names {
				pts, err := score.ParsePoints(name, p.W, p.H)
				if err != nil {
					t.Fatal(err)
				}
				if got := slices.Contains(e.Dead, pts[0]); got != want {
					t.Errorf("%s: %s dead %v, want %v", c.game, name, got, want)
				}
			}
		}
		in := r.in
		in.Komi = 6.5
		in.Dead, in.DeadMethod, in.Owner = e.Dead, score.DeadEstimate, e.Owner
		if got := score.Score(in, r.rs).String(); got != c.want {
			t.Errorf("%s: count %s, want RE %s", c.game, got, c.want)
		}
	}
}
