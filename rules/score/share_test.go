package score_test

import (
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/rulediff/rulediff/internal/shared"
	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
)

// TestShareStagesIsExact: an Analysis hands one classification to every
// ruleset counted on a variant (share.go). On every finished,
// marked game of fox_pro, ai_games and the GNU Go regression games, with
// the dead stones as marked, none, and the first chains toggled as the
// result check does, and GNU Go's seki exotics, each count of the catalogue, in order and reversed,
// is the count Score makes afresh, and the count the Analysis makes with
// the sharing off.
func TestShareStagesIsExact(t *testing.T) {
	if testing.Short() {
		t.Skip("counts the corpora's positions under every ruleset")
	}
	var inputs []score.Input
	for _, dir := range [][]string{{"fox_pro"}, {"ai_games"}, {"gnugo_regression", "games"}} {
		for _, r := range finishedGames(t, shared.Path(t, append([]string{"corpora"}, dir...)...)) {
			in := r.in
			inputs = append(inputs, in) // no dead stone: the literal board is the removal's
			in.Dead = score.DeadFromMarkup(in.Position, r.tb, r.tw)
			in.DeadMethod = score.DeadMarkup
			alts := toggled(in)
			inputs = append(inputs, alts[:min(4, len(alts))]...)
		}
	}
	// GNU Go's seki exotics as set up: seki and double-ko seki.
	dir := shared.Path(t, "corpora", "gnugo_regression", "games", "seki_exotics")
	files, _ := os.ReadDir(dir)
	for _, f := range files {
		if strings.HasSuffix(f.Name(), ".sgf") {
			inputs = append(inputs, score.Input{Position: setupPosition(t, filepath.Join(dir, f.Name()))})
		}
	}
	all := rules.Default().Rulesets()
	reversed := slices.Clone(all)
	slices.Reverse(reversed)
	count, stop := score.CountShares()
	defer stop()
	var an, off score.Analysis
	counts := 0
	for k, in := range inputs {
		for _, order := range [][]rules.Ruleset{all, reversed} {
			an.Reset(in)
			for _, rs := range order {
				got, want := an.Score(rs), score.Score(in, rs)
				if !reflect.DeepEqual(got, want) {
					t.Fatalf("input %d, %s: shared %+v, Score %+v", k, rs.Name, got, want)
				}
				counts++
			}
		}
		if k%7 == 0 { // the Analysis with the sharing off, on some
			restore := score.SetShareStages(false)
			off.Reset(in)
			for _, rs := range all {
				if got, want := off.Score(rs), score.Score(in, rs); !reflect.DeepEqual(got, want) {
					t.Fatalf("input %d, %s, sharing off: %+v, Score %+v", k, rs.Name, got, want)
				}
			}
			restore()
		}
	}
	classes := count()
	t.Logf("%d positions, %d counts: %d classifications handed on", len(inputs), counts, classes)
	if classes < len(inputs) {
		t.Errorf("%d classifications handed on: the positions test little", classes)
	}
}

// TestShareStagesByHand works out by hand a classification handed on
// and ones that must be made again: the group tax counts blocks that the
// first count did not, the literal dead method counts no estimated owner,
// and the literal reading of a board with a dead stone is a variant of
// its own.
//
//	. . x . o . .   columns 0-1: Black's territory, 6 points (two eyes'
//	. . x . o . .   room); column 2: Black; column 3: three dame; column
//	. . x . o . .   4: White; columns 5-6: White's territory
func TestShareStagesByHand(t *testing.T) {
	p, err := board.ParsePosition("..x.o../..x.o../..x.o..")
	if err != nil {
		t.Fatal(err)
	}
	lookup := func(name string) rules.Ruleset {
		rs, ok := rules.Default().Lookup(name)
		if !ok {
			t.Fatalf("no %s in the catalogue", name)
		}
		return rs
	}
	aga, tt, cn := lookup("aga"), lookup("tromp-taylor"), lookup("chinese")
	stone := aga
	stone.Name, stone.Scoring = "aga-stones", rules.ScoringStone
	count, stop := score.CountShares()
	defer stop()

	// No dead stone: both readings see the board as it stands, 3 stones
	// and 6 points of territory a side, 3 dame. aga: 9 to 9. tromp-taylor
	// (its own reading): 9 to 9 as well. chinese takes aga's
	// classification and splits the dame: 10.5 to 10.5. Stone counting
	// (blocks: one group a side, tax -2 each) must not take aga's
	// classification without the groups: 7 to 7.
	in := score.Input{Position: p, DeadMethod: score.DeadMarkup}
	an := score.Analyse(in)
	for _, c := range []struct {
		rs            rules.Ruleset
		black, white  float64
		groups, taxed int
	}{{aga, 9, 9, 0, 0}, {tt, 9, 9, 0, 0}, {cn, 10.5, 10.5, 0, 0}, {stone, 7, 7, 1, -2}, {aga, 9, 9, 0, 0}} {
		res := an.Score(c.rs)
		if res.Black.Total != c.black || res.White.Total != c.white || res.Counts.Groups[board.Black] != c.groups ||
			res.Black.GroupTax != float64(c.taxed) || res.Counts.Dame != 3 || res.Counts.Territory != [3]int{0, 6, 6} {
			t.Errorf("%s: B %v W %v, groups %v, tax %v, dame %d, territory %v; want B %v W %v, %d groups, tax %d, 3 dame, 6 and 6",
				c.rs.Name, res.Black.Total, res.White.Total, res.Counts.Groups, res.Black.GroupTax, res.Counts.Dame, res.Counts.Territory,
				c.black, c.white, c.groups, c.taxed)
		}
	}
	if classes := count(); classes != 1 {
		t.Errorf("%d classifications handed on; want 1 (chinese's; the second aga count is remembered whole)", classes)
	}

	// An estimate's owners on an open board (nothing dead): columns 1-2
	// Black's, 4-5 White's, column 3 nobody's. aga counts them as
	// estimated territory: 3 stones and 6 points a side, 9 to 9, 3 dame.
	// The same board read with the literal dead method (a variant of its
	// own for ScoreWith, the same board: the removal reading's twin)
	// counts no owner: 3 to 3, 15 dame; it must not take aga's
	// classification, which gave the open points away.
	p3, _ := board.ParsePosition("x.....o/x.....o/x.....o")
	owner := make([]board.Color, len(p3.Stones))
	for i := range owner {
		switch i % 7 {
		case 1, 2:
			owner[i] = board.Black
		case 4, 5:
			owner[i] = board.White
		}
	}
	in3 := score.Input{Position: p3, DeadMethod: score.DeadEstimate, Owner: owner}
	an3 := score.Analyse(in3)
	if res := an3.Score(aga); res.Black.Total != 9 || res.White.Total != 9 || res.Counts.Estimated != [3]int{0, 6, 6} || res.Counts.Dame != 3 {
		t.Errorf("aga, estimated owners: B %v W %v, estimated %v, %d dame; want 9 to 9, 6 and 6, 3 dame",
			res.Black.Total, res.White.Total, res.Counts.Estimated, res.Counts.Dame)
	}
	lit := in3
	lit.DeadMethod = score.DeadLiteral
	if res := an3.ScoreWith(lit, aga); res.Black.Total != 3 || res.White.Total != 3 || res.Counts.Dame != 15 {
		t.Errorf("aga, literal dead method: B %v W %v, %d dame; want 3 to 3, 15 dame", res.Black.Total, res.White.Total, res.Counts.Dame)
	}

	// A white stone in Black's territory, marked dead. aga removes it:
	// 9 to 9, the dead stone a prisoner of no account under area
	// counting. tromp-taylor counts the board as it stands: the stone
	// makes Black's other five points neutral, Black 3 stones and no
	// territory, White 4 stones and 6 points: 3 to 10, 3 + 5 dame (every
	// point can be filled: no seki), not aga's classification.
	p2, _ := board.ParsePosition("..x.o../o.x.o../..x.o..")
	in2 := score.Input{Position: p2, Dead: []int{7}, DeadMethod: score.DeadMarkup}
	an2 := score.Analyse(in2)
	if res := an2.Score(aga); res.Black.Total != 9 || res.White.Total != 9 {
		t.Errorf("aga, dead stone removed: B %v W %v, want 9 to 9", res.Black.Total, res.White.Total)
	}
	res := an2.Score(tt)
	if res.Black.Total != 3 || res.White.Total != 10 || res.Counts.Dame != 8 {
		t.Errorf("tromp-taylor, dead stone left: B %v W %v, %d dame; want 3 to 10, 8 dame", res.Black.Total, res.White.Total, res.Counts.Dame)
	}
}
