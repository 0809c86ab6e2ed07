package reports

import (
	"reflect"
	"slices"
	"strings"
	"sync"

	"github.com/rulediff/rulediff/compare"
	"github.com/rulediff/rulediff/internal/slab"
	"github.com/rulediff/rulediff/sgfio"
)

// A game's entry is about 3 KB in six blocks (its verdicts, their scores,
// the verdict map, the divergence list, the declared ruleset and the
// other parts), made on a worker and dropped once written. The JSON Lines
// writer of the games keeps nothing of an entry after Add, so it gives
// those blocks back and the next entry is made in them: an audit of
// 5,671 games allocated 19 MB of entries, zeroed and faulted in.

// entryMem is the memory of one entry made by FromAuditReused.
type entryMem struct {
	blk         entryBlock
	verdicts    []Verdict
	scores      []Score
	divergences []Divergence
	// verdictMap maps names[i] to &verdicts[i]; sorted holds the same
	// pointers in the order of their names, sortedNames (take, build).
	verdictMap  map[string]*Verdict
	names       []string
	sorted      []*Verdict
	sortedNames []string
	// order[k] is the index in verdicts of sorted[k]; same[i] is the
	// index of the first of the verdicts before i that fromCompareIn
	// made as copies of it (sameUncounted), else i: the JSON writer
	// writes the bytes of such a run once, without comparing them
	// (verdictsInOrder).
	order []int
	same  []int
	// The divergences' camps and terms, each divergence's lists a part
	// of one of these (fromCompareIn empties them for each entry).
	camps slab.Slab[Camp]
	terms slab.Slab[Term]
}

// entryPool holds the memory of the entries the JSON Lines writer has
// written.
var entryPool = sync.Pool{New: func() any { return new(entryMem) }}

// ReusesEntries says whether the audit writer for format keeps nothing of
// an entry once its Add returns, and so gives back the memory of the
// entries FromAuditReused made: the JSON Lines writer of the games. The
// others keep entries or parts of them (statistics, a table's rows, the
// only game of a run, the HTML sections) and take FromAudit's.
func ReusesEntries(format string, opts AuditOptions) bool {
	return format == "jsonl" && !opts.SummaryOnly
}

// FromAuditReused is FromAudit made in the memory of entries the writer
// has given back (ReusesEntries). Ownership: the entry, every copy of it
// and everything it points to belong to the writer from the moment it is
// handed to Add, which gives the memory back when the line is written;
// the next entry made may then overwrite it. So read the entry (a
// --fail-on check) before Add, changing nothing of it (the writer takes
// its verdicts' order and which of them are alike from how it was made),
// hand it to Add once, and keep nothing of it. Given to a writer that does not reuse entries, it is an ordinary
// entry.
func FromAuditReused(g *compare.Game, fileDiags sgfio.Diagnostics) Game {
	if g.Index != 1 {
		fileDiags = nil
	}
	mem := entryPool.Get().(*entryMem)
	out := fromCompareIn(g, fileDiags, mem)
	out.mem = mem
	return out
}

// release gives the memory of g, when FromAuditReused made it, back for
// the next entry; g is the caller's copy and forgets it. Only a writer
// that keeps nothing of g may call it, once g is written.
func release(g *Game) {
	if g.mem == nil {
		return
	}
	mem := g.mem
	g.mem = nil
	entryPool.Put(mem)
}

// take returns mem's verdicts sized for vs and its scores for scored, and
// the verdict map keyed by vs's ruleset names, each pointing to its
// verdict in the slice returned; fromCompareIn overwrites every verdict
// and score before they are read. The map is built again only when the
// names differ from those it was built for (a run judges the same
// rulesets in the same order in every game, so almost never): a map
// built from names[i] -> &verdicts[i] over the same names and the same
// slice is the same map, the writers change neither (FromAuditReused's
// rule) and len(m) == len(names) shows no key was added.
func (mem *entryMem) take(vs []compare.Verdict, scored int) (map[string]*Verdict, []Verdict, []Score) {
	n := len(vs)
	if cap(mem.verdicts) < n {
		mem.verdicts = make([]Verdict, n) // longer than names: the map is built again
	}
	verdicts := mem.verdicts[:n]
	if mem.verdictMap == nil || len(mem.verdictMap) != len(mem.names) || !sameNames(mem.names, vs) {
		mem.build(vs, verdicts)
	}
	if cap(mem.same) < n {
		mem.same = make([]int, n)
	}
	mem.same = mem.same[:n]
	if cap(mem.scores) < scored {
		mem.scores = make([]Score, scored)
	}
	return mem.verdictMap, verdicts, mem.scores[:scored]
}

// sameNames reports whether names are vs's ruleset names in order.
func sameNames(names []string, vs []compare.Verdict) bool {
	if len(names) != len(vs) {
		return false
	}
	for i := range vs {
		if names[i] != vs[i].Ruleset.Name {
			return false
		}
	}
	return true
}

// build makes mem's verdict map for vs's names over verdicts, and the
// same verdicts in the order of their names (sorted, for the JSON
// writer). A name twice leaves the map shorter than names: take then
// builds it again each time, as FromAudit does.
func (mem *entryMem) build(vs []compare.Verdict, verdicts []Verdict) {
	if mem.verdictMap == nil {
		mem.verdictMap = make(map[string]*Verdict, len(vs))
	} else {
		clear(mem.verdictMap)
	}
	mem.names = mem.names[:0]
	for i := range vs {
		name := vs[i].Ruleset.Name
		mem.verdictMap[name] = &verdicts[i]
		mem.names = append(mem.names, name)
	}
	order := make([]int, len(vs))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return strings.Compare(mem.names[a], mem.names[b]) })
	mem.sortedNames, mem.sorted = mem.sortedNames[:0], mem.sorted[:0]
	for _, i := range order {
		mem.sortedNames = append(mem.sortedNames, mem.names[i])
		mem.sorted = append(mem.sorted, &verdicts[i])
	}
	mem.order = order
}

// sortedVerdicts returns g's verdicts in the order of their sorted names,
// when they are exactly names (the run's, sorted) and g's verdict map is
// the one FromAuditReused made (so nothing to look up); else nil.
func sortedVerdicts(g *Game, names []string) []*Verdict {
	vs, _, _ := sortedVerdictsSame(g, names)
	return vs
}

// sortedVerdictsSame is sortedVerdicts with the entry's order and same
// (entryMem), or nil ones when the entry does not hold them.
func sortedVerdictsSame(g *Game, names []string) (vs []*Verdict, order, same []int) {
	mem := g.mem
	if mem == nil || len(g.Verdicts) != len(mem.sorted) || len(mem.names) != len(mem.sorted) ||
		!sameMap(g.Verdicts, mem.verdictMap) || !slices.Equal(mem.sortedNames, names) {
		return nil, nil, nil
	}
	if len(mem.order) == len(mem.sorted) && len(mem.same) == len(mem.sorted) {
		order, same = mem.order, mem.same
	}
	return mem.sorted, order, same
}

// sameMap reports whether a and b are the same map (not equal ones).
func sameMap(a, b map[string]*Verdict) bool {
	return reflect.ValueOf(a).UnsafePointer() == reflect.ValueOf(b).UnsafePointer()
}
