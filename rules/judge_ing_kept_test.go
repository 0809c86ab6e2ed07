package rules

import "testing"

// The class scan is spared (apartAll) only when every kept play of the
// mover is told apart from now by a sentinel, as the scan itself would
// find: on the random ko fights of TestIngJudgeLazyEqualsEager (the
// prohibition rule acts there) and on random 19x19 games. Both answers
// must occur, and scans that find a play of the class.
func TestIngKeptUnionSparesOnlyApartScans(t *testing.T) {
	spared, scanned, near := 0, 0, 0
	keptCheck = func(g *ingJudge, h *History, sparedNow bool) {
		same := false
		for k := range g.plays {
			p := &g.plays[k]
			if p.color == g.cur.color && !g.class.apart(h.Snapshot(int(p.entry))) {
				same = true
			}
		}
		switch {
		case sparedNow && same:
			t.Fatalf("move %d: the scan is spared, but a kept play of the mover is not told apart by a sentinel", g.cur.move)
		case sparedNow:
			spared++
		case same:
			near++
			scanned++
		default:
			scanned++
		}
	}
	defer func() { keptCheck = nil }()
	ingFightsAndGames(t)
	if spared < 100 || scanned < 100 || near < 20 {
		t.Fatalf("too few scans checked: %d spared, %d made (%d with a play not told apart)", spared, scanned, near)
	}
	t.Logf("%d scans spared, %d made (%d with a play not told apart)", spared, scanned, near)
}

// ingFightsAndGames replays what the Ing judge's hook tests watch: the
// random ko fights of TestIngJudgeLazyEqualsEager (every rule of Ing's
// prohibits moves there) and eight random 19x19 games of 300 moves,
// under the 14 rulesets.
func ingFightsAndGames(t *testing.T) {
	ingLazyEqualsEager(t)
	r, err := NewReplayer(Catalogue())
	if err != nil {
		t.Fatal(err)
	}
	var out Outcome
	for _, g := range randomLegalGames(8, 19, 300) {
		if err := r.ReplayInto(g, &out); err != nil {
			t.Fatal(err)
		}
	}
}
