package reports

import (
	"io"
	"testing"

	"github.com/rulediff/rulediff/compare"
	"github.com/rulediff/rulediff/corpus"
	"github.com/rulediff/rulediff/internal/shared"
	"github.com/rulediff/rulediff/sgfio"
)

// benchRulesets is the size of the real catalogue.
var benchRulesets = []string{"japanese", "korean", "chinese", "aga", "french", "bga", "bga-japanese",
	"new-zealand", "tromp-taylor", "ing", "lasker-maas", "kee-v4", "citizendium", "spight"}

// benchGame is a typical audited game: 14 verdicts, one score divergence.
func benchGame() Game {
	g := gameScore()
	g.Verdicts = map[string]*Verdict{}
	for i, r := range benchRulesets {
		v := Verdict{Result: "B+0.5", Margin: f(0.5), End: "passes", Komi: 6.5, Scoring: "area", Dead: "markup",
			Score: &Score{Black: Side{Stones: 20, Territory: 10, Total: 30}, White: Side{Stones: 18, Territory: 5, Komi: 6.5, Total: 29.5}}}
		if i < 2 {
			v.Result, v.Margin = "W+0.5", f(-0.5)
		}
		g.Verdicts[r] = ptr(v)
	}
	return g
}

func benchWriter(b *testing.B, format string) {
	g := benchGame()
	w, err := NewAuditWriter(io.Discard, format, AuditOptions{Rulesets: benchRulesets})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if err := w.Add(g); err != nil {
			b.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		b.Fatal(err)
	}
}

func BenchmarkWriteJSONL(b *testing.B)    { benchWriter(b, "jsonl") }
func BenchmarkWriteYAML(b *testing.B)     { benchWriter(b, "yaml") }
func BenchmarkWriteTable(b *testing.B)    { benchWriter(b, "table") }
func BenchmarkWriteMarkdown(b *testing.B) { benchWriter(b, "markdown") }

// BenchmarkWriteHTML: the first 500 games get a section, the others a
// row of the table (up to 2,000) and their statistics, as in a corpus.
func BenchmarkWriteHTML(b *testing.B) { benchWriter(b, "html") }

func BenchmarkStatsAdd(b *testing.B) {
	g := benchGame()
	s := NewStats(benchRulesets)
	b.ReportAllocs()
	for b.Loop() {
		s.Add(g)
	}
}

// BenchmarkEntriesJSONLCorpora is what the audit's report costs a game:
// fox_pro and ai_games audited once (--dead markup), then each game's
// entry made (FromAuditReused) and written (the JSON Lines writer, its
// memory given back), per iteration of the whole corpus.
func BenchmarkEntriesJSONLCorpora(b *testing.B) {
	if shared.Root() == "" {
		b.Skip("no ../shared")
	}
	a, err := compare.NewAuditor(compare.Options{Dead: compare.DeadMarkup})
	if err != nil {
		b.Fatal(err)
	}
	var names []string
	for _, r := range a.Rulesets() {
		names = append(names, r.Name)
	}
	var games []*compare.Game
	for _, dir := range []string{"fox_pro", "ai_games"} {
		for in := range corpus.Inputs([]string{shared.Path(b, "corpora", dir)}, corpus.Options{}) {
			corpus.ParseGames(in, sgfio.Options{MainLine: true}, func(rec *sgfio.Game, _ sgfio.Diagnostics) bool {
				games = append(games, a.Audit(in.Source, rec))
				return true
			})
		}
	}
	w, err := NewAuditWriter(io.Discard, "jsonl", AuditOptions{Rulesets: names})
	if err != nil {
		b.Fatal(err)
	}
	benchEntries(b, w, games) // the stack grown, the entries' memory made
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		benchEntries(b, w, games)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(games)), "ns/game")
}

// benchEntries is the loop measured (callgrind: --toggle-collect).
//
//go:noinline
func benchEntries(b *testing.B, w AuditWriter, games []*compare.Game) {
	for _, g := range games {
		if err := w.Add(FromAuditReused(g, nil)); err != nil {
			b.Fatal(err)
		}
	}
}
