package reports

import (
	"sync"

	"github.com/rulediff/rulediff/compare"
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
	verdictMap  map[string]*Verdict
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
// --fail-on check) before Add, hand it to Add once, and keep nothing of
// it. Given to a writer that does not reuse entries, it is an ordinary
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

// take returns mem's verdict map emptied and its verdicts and scores
// sized n and scored, grown when too small; every verdict and score is
// overwritten by fromCompareIn before it is read.
func (mem *entryMem) take(n, scored int) (map[string]*Verdict, []Verdict, []Score) {
	if mem.verdictMap == nil {
		mem.verdictMap = make(map[string]*Verdict, n)
	} else {
		clear(mem.verdictMap)
	}
	if cap(mem.verdicts) < n {
		mem.verdicts = make([]Verdict, n)
	}
	if cap(mem.scores) < scored {
		mem.scores = make([]Score, scored)
	}
	return mem.verdictMap, mem.verdicts[:n], mem.scores[:scored]
}
