package reports

import (
	"github.com/rulediff/rulediff/compare"
	"github.com/rulediff/rulediff/sgfio"
)

// FromGame is FromCollection for one game handed over on its own
// (corpus.ParseGames streams the games of a file): the file's own
// diagnostics go with its first game, as FromCollection puts them.
func FromGame(source string, g *sgfio.Game, fileDiags sgfio.Diagnostics) Game {
	out := FromRecord(source, g.Index, g)
	if g.Index == 1 {
		prependFileDiags(&out, fileDiags)
	}
	return out
}

// FromAudit is FromAudits for one game handed over on its own: the
// file's own diagnostics go with its first game.
func FromAudit(g *compare.Game, fileDiags sgfio.Diagnostics) Game {
	if g.Index != 1 {
		fileDiags = nil
	}
	return fromCompare(g, fileDiags)
}
