package compare

import (
	"testing"

	"github.com/rulediff/rulediff/corpus"
	"github.com/rulediff/rulediff/internal/shared"
	"github.com/rulediff/rulediff/sgfio"
)

// eachAudited audits every game of fox_pro and ai_games (main line; a
// file that does not parse is skipped) with a and calls fn with its
// source, record and audit.
func eachAudited(tb testing.TB, a *Auditor, fn func(source string, rec *sgfio.Game, g *Game)) {
	tb.Helper()
	for _, dir := range []string{"fox_pro", "ai_games"} {
		for in := range corpus.Inputs([]string{shared.Path(tb, "corpora", dir)}, corpus.Options{}) {
			c, err := corpus.Parse(in, sgfio.Options{MainLine: true})
			if err != nil {
				continue
			}
			for _, rec := range c.Games {
				fn(in.Source, rec, a.Audit(in.Source, rec))
			}
		}
	}
}
