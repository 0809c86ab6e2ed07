package reports

import (
	"math"
	"slices"
)

// The verdicts of one game repeat: a resignation is the same verdict
// under all fourteen rulesets, and the rulesets that count alike give the
// same score. appendLine writes each verdict's bytes once per game and
// copies them for a verdict that writes alike (writesAlike), and writes
// the run's ruleset names as keys quoted once for the run (verdictKeys).

// verdictKeys are the names of a run's rulesets in order (a game's
// verdicts are keyed by them), each once, and each as its JSON key,
// `"name":`, in str's encoding.
type verdictKeys struct {
	sorted []string
	quoted []string
}

func newVerdictKeys(sorted []string) *verdictKeys {
	if sorted == nil || !slices.IsSorted(sorted) || len(slices.Compact(slices.Clone(sorted))) != len(sorted) {
		return nil // the names must be the keys in order, each once
	}
	k := &verdictKeys{sorted: sorted, quoted: make([]string, len(sorted))}
	for i, name := range sorted {
		e := jsonAppender{ok: true}
		e.str(name)
		k.quoted[i] = string(append(e.b, ':'))
	}
	return k
}

// inOrder returns g's verdicts in the order of k's names when g's entry
// holds them so (FromAuditReused: sortedVerdicts), else nil (also for a
// nil k): then they are looked up by name.
func (k *verdictKeys) inOrder(g *Game) []*Verdict {
	vs, _, _ := k.inOrderSame(g)
	return vs
}

// inOrderSame is inOrder with the entry's runs of alike verdicts
// (entryMem's order and same; nil when it has none).
func (k *verdictKeys) inOrderSame(g *Game) (vs []*Verdict, order, same []int) {
	if k == nil || !verdictsInOrderOn {
		return nil, nil, nil
	}
	vs, order, same = sortedVerdictsSame(g, k.sorted)
	if !sameRunsOn {
		order, same = nil, nil
	}
	return vs, order, same
}

// sameRunsOn is switched off by the test that compares the lines written
// with and without the entry's runs of alike verdicts.
var sameRunsOn = true

// verdictsInOrderOn is switched off by the test that compares the lines
// written with and without the verdicts in order.
var verdictsInOrderOn = true

// memoVerdicts is how many different verdicts of a game verdictMemo
// remembers; a game's fourteen verdicts are rarely more than seven.
const memoVerdicts = 16

// verdictMemo holds the different verdicts of one game written so far and
// where their bytes are in the line.
type verdictMemo struct {
	n    int
	seen [memoVerdicts]struct {
		v          *Verdict // the game's own: not copied (nothing changes it while the line is written)
		start, end int
	}
}

// verdictMemoOn is switched off by the tests that compare the lines
// written with and without the memo.
var verdictMemoOn = true

// write appends v, copying the bytes of an earlier verdict that writes
// alike.
func (m *verdictMemo) write(e *jsonAppender, v *Verdict) {
	if !verdictMemoOn {
		e.verdict(v)
		return
	}
	for i := 0; i < m.n; i++ {
		if s := &m.seen[i]; writesAlike(s.v, v) {
			e.b = append(e.b, e.b[s.start:s.end]...)
			return
		}
	}
	start := len(e.b)
	e.verdict(v)
	if m.n < memoVerdicts && len(v.Illegal) == 0 {
		s := &m.seen[m.n]
		s.v, s.start, s.end = v, start, len(e.b)
		m.n++
	}
}

// writesAlike reports whether verdict writes a and b as the same bytes:
// every field it writes equal, numbers bit for bit (0 and -0 are written
// differently), neither with an illegal move (the lists are not compared:
// only null and [] are alike). Missing a field here would copy a wrong
// verdict: TestWritesAlikeSeesEveryField changes each field in turn.
func writesAlike(a, b *Verdict) bool {
	return a.Result == b.Result && a.End == b.End && a.EndMove == b.EndMove &&
		sameBits(a.Komi, b.Komi) && sameFloatPtr(a.Margin, b.Margin) &&
		len(a.Illegal) == 0 && len(b.Illegal) == 0 && (a.Illegal == nil) == (b.Illegal == nil) &&
		a.Scoring == b.Scoring && a.Dead == b.Dead && a.Estimated == b.Estimated && a.Zi == b.Zi &&
		sameScore(a.Score, b.Score)
}

func sameBits(x, y float64) bool { return math.Float64bits(x) == math.Float64bits(y) }

func sameFloatPtr(x, y *float64) bool {
	if x == nil || y == nil {
		return x == y
	}
	return sameBits(*x, *y)
}

func sameScore(x, y *Score) bool {
	if x == nil || y == nil {
		return x == y
	}
	return sameSide(&x.Black, &y.Black) && sameSide(&x.White, &y.White)
}

func sameSide(x, y *Side) bool {
	return sameBits(x.Total, y.Total) && sameBits(x.Stones, y.Stones) &&
		sameBits(x.Territory, y.Territory) && sameBits(x.Prisoners, y.Prisoners) &&
		sameBits(x.Dead, y.Dead) && sameBits(x.PassStones, y.PassStones) &&
		sameBits(x.HandicapBonus, y.HandicapBonus) && sameBits(x.Komi, y.Komi) &&
		sameBits(x.Seki, y.Seki) && sameBits(x.DameFilled, y.DameFilled)
}
