package reports

import (
	"testing"

	"github.com/rulediff/rulediff/sgfio"
)

// players writes what player writes for each, with and without ranks
// (and an empty name with a rank).
func TestPlayersIsPlayer(t *testing.T) {
	ps := []sgfio.Player{{}, {Name: "Lee"}, {Name: "Lee", Rank: "9p"}, {Rank: "1d"}, {Name: "柯洁", Rank: "九段"}}
	for _, b := range ps {
		for _, w := range ps {
			gb, gw := players(b, w)
			if gb != player(b) || gw != player(w) {
				t.Errorf("players(%+v, %+v) = %q, %q; player %q, %q", b, w, gb, gw, player(b), player(w))
			}
		}
	}
}

// player is one player as players writes it, written plainly: the name,
// then the rank in brackets when there is one (the test's reference).
func player(p sgfio.Player) string {
	if p.Rank == "" {
		return p.Name
	}
	return p.Name + " (" + p.Rank + ")"
}
