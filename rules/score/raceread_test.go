package score

import (
	"testing"

	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
)

// With no reading budget left, a double-ko fight is unread and the static
// pairing of one black and one white unfillable ko point answers alone
// (pairKos): twoko_seki1's kos pair (each ko stone touches the group the
// other ko point is a liberty of), so it stays a seki; the shape where
// both kos are Black's (an eye and two kos against a two-point eye,
// koseki_test.go) has no white ko point to pair, so it is a seki only
// when read. The count changes with the budget: the reading is what
// finds it.
func TestRaceBudgetFallsBackToPairing(t *testing.T) {
	frame := "........./........./........./"
	cases := []struct {
		name, rows string
		unread     bool // still a seki unread
	}{
		{"twoko_seki1", frame + "xxxxxxx../ooooooxx./oxxxooox./ox.xo.ox./ooxxxoox./o.ox.xox.", true},
		{"eye and two kos against a two-point eye", frame + "xxxxxxxx./ooooooox./.oxxxoox./.ox.xoox./ooxxxoox./ox.x.xox.", false},
	}
	japanese, ok := rules.Lookup("japanese")
	if !ok {
		t.Fatal("no japanese ruleset")
	}
	defer func(b int) { raceBudget = b }(raceBudget)
	for _, c := range cases {
		p := board.MustParsePosition(c.rows)
		for _, budget := range []int{maxRaceBudget, 0} {
			raceBudget = budget
			r := Score(Input{Position: p}, japanese)
			want := budget > 0 || c.unread
			if got := r.Counts.SekiGroups[board.Black] > 0 && r.Counts.SekiGroups[board.White] > 0; got != want {
				t.Errorf("%s, budget %d: seki %v, want %v\n%s", c.name, budget, got, want, DrawOwnership(r.Own, r.W))
			}
		}
	}
}

// Remembered readings (racememo.go) give the counts of a fresh reading
// under every budget, whatever budget they were read under: a reading
// that stayed within its limit is not reused under a smaller one, nor one
// that ran out of nodes under another limit (budget 5: each reading of
// these shapes needs more than 5 nodes; 0: none may be searched). The
// positions are those of TestRaceBudgetFallsBackToPairing, where the
// budget decides the count.
func TestRaceMemoIsExact(t *testing.T) {
	frame := "........./........./........./"
	positions := []string{
		frame + "xxxxxxx../ooooooxx./oxxxooox./ox.xo.ox./ooxxxoox./o.ox.xox.",
		frame + "xxxxxxxx./ooooooox./.oxxxoox./.ox.xoox./ooxxxoox./ox.x.xox.",
	}
	japanese, ok := rules.Lookup("japanese")
	if !ok {
		t.Fatal("no japanese ruleset")
	}
	defer func(b int, on bool) { raceBudget, raceMemoOn = b, on }(raceBudget, raceMemoOn)
	budgets := []int{maxRaceBudget, maxRaceNodes, 5, 0}
	for i, rows := range positions {
		p := board.MustParsePosition(rows)
		fresh := map[int]string{}
		raceMemoOn = false
		for _, b := range budgets {
			raceBudget = b
			fresh[b] = DrawOwnership(Score(Input{Position: p}, japanese).Own, p.W)
		}
		if i == 1 && fresh[maxRaceBudget] == fresh[0] { // seki only when read
			t.Fatalf("the budget does not change the count of\n%s", rows)
		}
		raceMemoOn = true
		for _, first := range budgets {
			for _, then := range budgets {
				clear(raceMemo.m)
				raceBudget = first
				Score(Input{Position: p}, japanese)
				if len(raceMemo.m) == 0 {
					t.Fatalf("budget %d: nothing remembered", first)
				}
				raceBudget = then
				if got := DrawOwnership(Score(Input{Position: p}, japanese).Own, p.W); got != fresh[then] {
					t.Errorf("read under budget %d, then counted under %d:\n%s\nwant\n%s", first, then, got, fresh[then])
				}
			}
		}
	}
}
