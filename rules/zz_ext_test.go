package rules_test

import (
	"path/filepath"
	"testing"

	"rulediff/internal/shared"
	"rulediff/rules"
)

func TestZZRecords(t *testing.T) {
	dir := shared.Path(t, "corpora", "fox_pro")
	files, _ := filepath.Glob(filepath.Join(dir, "*", "*.sgf"))
	r, _ := rules.NewReplayer(rules.Catalogue())
	n, tc, ts, moves := 0, 0, 0, 0
	for _, f := range files[:300] {
		for _, sg := range readGames(t, f) {
			g := toGame(sg)
			r.Replay(g)
			c, s := rules.ZZStats(r)
			tc += c
			ts += s
			n++
			moves += len(g.Steps)
		}
	}
	t.Logf("games %d moves %d cands %d synced %d consec %d class %d", n, moves, tc, ts, rules.ZZc1, rules.ZZc2)
}
