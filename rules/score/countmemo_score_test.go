package score_test

import (
	"path/filepath"
	"reflect"
	"testing"

	"github.com/rulediff/rulediff/internal/shared"
	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
)

// A count the Analysis hands over from its memo (countmemo.go) is the
// count Score makes. The rulesets: the catalogue, and every ruleset made
// by changing one field of the memo's key in japanese or chinese to the
// value another ruleset has, all counted one after the other on one
// Analysis; a key field left out would hand one of them the count of a
// ruleset it differs from. The position is GNU Go's seki_score.sgf (a
// seki with shared points and eyes, TestSekiScoreSGF) with its first
// stone removed as dead, prisoners, passes and Lasker-Maas phase-two
// stones on both sides, counted with and without handicap (the bonus and
// the handicap ties) and with komis that make some counts a tie.
func TestCountMemoMatchesScore(t *testing.T) {
	dir := shared.Path(t, "corpora", "gnugo_regression", "games", "seki_exotics")
	p := setupPosition(t, filepath.Join(dir, "seki_score.sgf"))
	first := -1
	for i, c := range p.Stones {
		if c != board.Empty {
			first = i
			break
		}
	}
	in := score.Input{Position: p, Dead: []int{first}, DeadMethod: score.DeadMarkup,
		Prisoners: [3]int{0, 3, 5}, Passes: [3]int{0, 1, 2}, LastPass: board.Black, PhaseTwo: [3]int{0, 2, 1}}
	cat := rules.Default().Rulesets()
	var groups [][]rules.Ruleset // per base ruleset: it with one key field changed
	for _, base := range []string{"japanese", "chinese", "aga"} {
		var all []rules.Ruleset
		b, ok := rules.Default().Lookup(base)
		if !ok {
			t.Fatalf("no %s in the catalogue", base)
		}
		for _, rs := range cat {
			for _, change := range []func(r *rules.Ruleset){
				func(r *rules.Ruleset) { r.Scoring = rs.Scoring },
				func(r *rules.Ruleset) { r.Seki = rs.Seki },
				func(r *rules.Ruleset) { r.Dead = rs.Dead },
				func(r *rules.Ruleset) { r.PassStones = rs.PassStones },
				func(r *rules.Ruleset) { r.HandicapBonus = rs.HandicapBonus },
				func(r *rules.Ruleset) { r.End = rs.End },
				func(r *rules.Ruleset) { r.Ties = rs.Ties },
				func(r *rules.Ruleset) { r.TiesHandicap = rs.TiesHandicap },
			} {
				r := b
				change(&r)
				r.Name = base + "+" + rs.Name
				all = append(all, r)
			}
		}
		groups = append(groups, all)
	}
	var inputs []score.Input
	for _, handicap := range []int{0, 3} {
		in.Handicap = handicap
		// 6.5, and the komis that tie japanese's and chinese's counts
		// (the ties rules then decide).
		komis := []float64{6.5}
		for _, name := range []string{"japanese", "chinese"} {
			rs, _ := rules.Default().Lookup(name)
			bare := in
			bare.Komi = 0
			komis = append(komis, score.Score(bare, rs).Margin)
		}
		for _, komi := range komis {
			in.Komi = komi
			inputs = append(inputs, in)
		}
	}
	ties := 0
	for k, in := range inputs {
		for _, all := range groups {
			a := score.Analyse(in)
			distinct := map[string]bool{}
			for _, rs := range all {
				got, want := a.Score(rs), score.Score(in, rs)
				if !reflect.DeepEqual(got, want) {
					t.Fatalf("input %d, %s: through the Analysis %+v, Score %+v", k, rs.Name, got, want)
				}
				distinct[want.String()] = true
				if want.ByTieRule {
					ties++
				}
			}
			if len(distinct) < 4 {
				t.Fatalf("input %d, %s: %d distinct results: the position does not tell the rulesets apart", k, all[0].Name, len(distinct))
			}
		}
	}
	// Inputs that differ in one scalar field, counted on one Analysis
	// (ScoreWith) after the first: no count of one is handed to the other.
	for k, change := range []func(in *score.Input){
		func(in *score.Input) { in.Handicap = 2 },
		func(in *score.Input) { in.Komi = 0.5 },
		func(in *score.Input) { in.DeadMethod = score.DeadLiteral },
		func(in *score.Input) { in.DeadMethod = score.DeadEstimate },
		func(in *score.Input) { in.Prisoners[board.White]++ },
		func(in *score.Input) { in.Passes[board.White]++ },
		func(in *score.Input) { in.LastPass = board.White },
		func(in *score.Input) { in.PhaseTwo[board.Black]++ },
		func(in *score.Input) { in.FillFrom = board.White },
	} {
		first := inputs[0]
		next := first
		change(&next)
		a := score.Analyse(first)
		differ := false
		for j, in := range []score.Input{first, next} {
			for _, rs := range cat {
				got, want := a.ScoreWith(in, rs), score.Score(in, rs)
				if !reflect.DeepEqual(got, want) {
					t.Fatalf("change %d, %s: through the Analysis %+v, Score %+v", k, rs.Name, got, want)
				}
				if j == 1 && !reflect.DeepEqual(want, score.Score(first, rs)) {
					differ = true
				}
			}
		}
		if !differ {
			t.Errorf("change %d: no ruleset counts the changed input differently: the case tests nothing", k)
		}
	}
	if ties == 0 {
		t.Fatal("no count decided by a ties rule")
	}
}

// A Result is plain data its caller may change: japanese and korean count
// alike (the memo hands korean japanese's count), and a change to
// japanese's ownership map must not reach korean's, nor a later
// japanese count.
func TestCountMemoOwnIsTheCallers(t *testing.T) {
	dir := shared.Path(t, "corpora", "gnugo_regression", "games", "seki_exotics")
	in := score.Input{Position: setupPosition(t, filepath.Join(dir, "seki_score.sgf")), DeadMethod: score.DeadMarkup, Komi: 6.5}
	jp, _ := rules.Default().Lookup("japanese")
	kr, _ := rules.Default().Lookup("korean")
	want := score.Score(in, kr)
	a := score.Analyse(in)
	got := a.Score(jp)
	for i := range got.Own {
		got.Own[i] = score.OwnDame
	}
	if k := a.Score(kr); !reflect.DeepEqual(k.Own, want.Own) {
		t.Errorf("korean's ownership changed with japanese's")
	}
	if j := a.Score(jp); !reflect.DeepEqual(j.Own, want.Own) {
		t.Errorf("a second japanese count's ownership changed with the first's")
	}
}

// TestCountMemoFiguresAreTheCallers: as TestCountMemoOwnIsTheCallers for
// the figures a Result points to: chinese's Zi and aga's
// TerritoryEquivalent, which a caller changing them must not change in
// the next count (french counts as aga does: the memo's copy).
func TestCountMemoFiguresAreTheCallers(t *testing.T) {
	dir := shared.Path(t, "corpora", "gnugo_regression", "games", "seki_exotics")
	in := score.Input{Position: setupPosition(t, filepath.Join(dir, "seki_score.sgf")), DeadMethod: score.DeadMarkup, Komi: 7.5}
	cn, _ := rules.Default().Lookup("chinese")
	aga, _ := rules.Default().Lookup("aga")
	fr, _ := rules.Default().Lookup("french")
	wantCN, wantFR := score.Score(in, cn), score.Score(in, fr)
	if wantCN.Zi == nil || wantFR.TerritoryEquivalent == nil {
		t.Fatalf("chinese Zi %v, french territory equivalent %v: the test needs both", wantCN.Zi, wantFR.TerritoryEquivalent)
	}
	a := score.Analyse(in)
	got := a.Score(cn)
	got.Zi.Zi += 100
	if c := a.Score(cn); !reflect.DeepEqual(c.Zi, wantCN.Zi) {
		t.Errorf("a second chinese count's zi %+v, want %+v", c.Zi, wantCN.Zi)
	}
	g := a.Score(aga)
	*g.TerritoryEquivalent += 100
	if f := a.Score(fr); !reflect.DeepEqual(f.TerritoryEquivalent, wantFR.TerritoryEquivalent) {
		t.Errorf("french's territory equivalent %v, want %v", *f.TerritoryEquivalent, *wantFR.TerritoryEquivalent)
	}
}

// The memo keeps its copies of the Own maps in memory the Analysis
// reuses from position to position (Analysis.memoOwn): a Result handed
// out, from a count or from the memo, keeps its Own map when the
// analysis is Reset to the next positions and counts them. Each
// position of seki_score.sgf's board with one more stone removed as
// dead is counted under japanese then korean (the memo's copy); every
// result kept must still read as its own count made afresh.
func TestCountMemoOwnOutlivesReset(t *testing.T) {
	dir := shared.Path(t, "corpora", "gnugo_regression", "games", "seki_exotics")
	p := setupPosition(t, filepath.Join(dir, "seki_score.sgf"))
	jp, _ := rules.Default().Lookup("japanese")
	kr, _ := rules.Default().Lookup("korean")
	var a score.Analysis
	var kept, want []score.Result
	var dead []int
	for i, c := range p.Stones {
		if c == board.Empty || len(kept) >= 40 {
			continue
		}
		dead = append(dead[:len(dead):len(dead)], i)
		in := score.Input{Position: p, Dead: dead, DeadMethod: score.DeadMarkup, Komi: 6.5}
		a.Reset(in)
		kept = append(kept, a.Score(jp), a.Score(kr))
		want = append(want, score.Score(in, jp), score.Score(in, kr))
	}
	for i := range kept {
		if !reflect.DeepEqual(kept[i].Own, want[i].Own) {
			t.Fatalf("result %d (%s): its ownership changed once the analysis counted later positions", i, kept[i].Ruleset)
		}
	}
}
