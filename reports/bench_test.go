package reports

import (
	"io"
	"testing"
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
