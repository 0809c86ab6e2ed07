package compare

import (
	"slices"
	"testing"

	"github.com/rulediff/rulediff/sgfio"
)

// deadMiss is a miss of the corpora whose explanation reaches
// deadVariant: its verdict (the count's input copied out of the
// auditor's memory), RE's margin, and what the audit explained.
type deadMiss struct {
	v        Verdict
	declared float64
	note     string // the audit's MissNote when it explained dead stones, else ""
}

// deadMisses audits fox_pro and ai_games (the dead stones as marked) and
// keeps the misses explainMiss hands to deadVariant: a gap to RE that is
// whole (deadVariant counts no other) and no dame or komi variant that
// fits (explained as dead stones or not at all).
func deadMisses(tb testing.TB) []deadMiss {
	tb.Helper()
	a, err := NewAuditor(Options{Dead: DeadMarkup})
	if err != nil {
		tb.Fatal(err)
	}
	var out []deadMiss
	eachAudited(tb, a, func(source string, rec *sgfio.Game, g *Game) {
		rc := g.ResultCheck
		if rc == nil || rc.Agrees || rc.Difference == nil || (rc.Miss != MissDeadStones && rc.Miss != MissOther) {
			return
		}
		v := declaredOf(g)
		declared := *v.Margin - *rc.Difference
		if !wholeApart(declared, *v.Margin) {
			return
		}
		m := deadMiss{v: Verdict{Ruleset: v.Ruleset, in: v.in}, declared: declared}
		if rc.Miss == MissDeadStones {
			m.note = rc.MissNote
		}
		margin := *v.Margin
		m.v.Margin = &margin
		m.v.in.Position.Stones = slices.Clone(v.in.Position.Stones)
		m.v.in.Dead = slices.Clone(v.in.Dead)
		m.v.in.Owner = slices.Clone(v.in.Owner)
		out = append(out, m)
	})
	return out
}

// BenchmarkDeadVariant times the result check's chain toggles alone
// (deadVariant: ToggleBound.MayReach, then Count) on the misses of
// fox_pro and ai_games that reach them, collected once before the
// timer; the misses are first checked to give the audit's notes. Its
// instructions can be counted without the audit's goroutines moving
// between threads (callgrind --toggle-collect='*runDeadVariants*'
// GOGC=off on the test binary, -test.benchtime 2x minus 1x).
func BenchmarkDeadVariant(b *testing.B) {
	misses := deadMisses(b)
	if len(misses) < 100 {
		b.Fatalf("%d misses reach deadVariant: the corpora changed?", len(misses))
	}
	explained := 0
	for i := range misses {
		m := &misses[i]
		note, ok := deadVariant(&m.v, m.declared)
		if note != m.note || ok != (m.note != "") {
			b.Fatalf("miss %d: deadVariant %q %v, the audit %q", i, note, ok, m.note)
		}
		if ok {
			explained++
		}
	}
	b.ResetTimer()
	for range b.N {
		runDeadVariants(misses)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(misses)), "ns/miss")
	b.ReportMetric(float64(len(misses)), "misses")
	b.ReportMetric(float64(explained), "explained")
}

//go:noinline
func runDeadVariants(misses []deadMiss) {
	for i := range misses {
		deadVariant(&misses[i].v, misses[i].declared)
	}
}
