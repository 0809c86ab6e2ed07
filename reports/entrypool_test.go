package reports

import (
	"bytes"
	"maps"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"testing"

	"github.com/rulediff/rulediff/compare"
	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/sgfio"
)

// bestiaryAudits audits every game of the bestiary and some inline
// records that differ in what an entry holds (a result check, an ending,
// dead stones, an error, illegal moves, divergences), each game with an
// auditor that does not recycle: the games stay as they were audited.
func bestiaryAudits(t *testing.T) []*compare.Game {
	t.Helper()
	paths, err := filepath.Glob(filepath.Join("..", "corpus", "bestiary", "*.sgf"))
	if err != nil || len(paths) < 5 {
		t.Fatalf("bestiary records: %v (%d)", err, len(paths))
	}
	a, err := compare.NewAuditor(compare.Options{})
	if err != nil {
		t.Fatal(err)
	}
	inline := []string{"(;SZ[9]KM[6.5]RE[W+6.5];B[];W[])", "(;SZ[9]RE[B+R];B[ee];W[cc])",
		"(;SZ[9]KM[0]RE[B+81];B[ee];W[];B[];TW[aa][bb])", "(;SZ[9]RE[W+T];B[ee];W[ee])", "(;SZ[52];B[aa])"}
	var out []*compare.Game
	for i := range len(paths) + len(inline) {
		p, data := "inline.sgf", []byte(nil)
		if i < len(paths) {
			p = paths[i]
			if data, err = os.ReadFile(p); err != nil {
				t.Fatal(err)
			}
		} else {
			data = []byte(inline[i-len(paths)])
		}
		coll, err := sgfio.ParseWith(data, sgfio.Options{MainLine: true})
		if err != nil {
			continue // the bestiary keeps broken files too
		}
		for _, rec := range coll.Games {
			out = append(out, a.Audit(p, rec))
		}
	}
	return out
}

// withoutMem is e as FromAudit makes it: the same fields, no pooled memory.
func withoutMem(e Game) Game {
	e.mem = nil
	return e
}

// The JSON Lines writer gives each entry's memory back once its line is
// written, and FromAuditReused makes the next entries in it. An entry
// must stay as made until it is handed to Add, however many entries are
// made meanwhile (corpus.MapEach holds several in flight): here four are
// made ahead of the one written, and every entry not yet written is
// checked against FromAudit's after every step. The lines written must
// be FromAudit's. And the reuse must really happen, or the check above
// proves nothing: entries kept after Add (against the rule) are
// overwritten. Made unsafe on purpose (the memory given back as soon as
// an entry is made), the test fails.
func TestReusedEntriesStayTheirs(t *testing.T) {
	games := bestiaryAudits(t)
	if len(games) < 40 {
		t.Fatalf("only %d games", len(games))
	}
	opts := AuditOptions{Rulesets: rules.Names()}
	if !ReusesEntries("jsonl", opts) {
		t.Fatal("the JSON Lines writer of the games does not reuse entries")
	}
	var got, want bytes.Buffer
	w, err := NewAuditWriter(&got, "jsonl", opts)
	if err != nil {
		t.Fatal(err)
	}
	ref, err := NewAuditWriter(&want, "jsonl", opts)
	if err != nil {
		t.Fatal(err)
	}
	const ahead = 4
	type inFlight struct {
		e    Game
		want Game
		i    int
	}
	var queue []inFlight
	var kept []inFlight // against the rule: read after Add
	check := func() {
		for _, q := range queue {
			if !reflect.DeepEqual(withoutMem(q.e), q.want) {
				t.Fatalf("game %d (%s) changed before it was written", q.i, q.e.Source)
			}
		}
	}
	for i := 0; i <= len(games)+ahead; i++ {
		if i < len(games) {
			fresh := FromAudit(games[i], nil)
			queue = append(queue, inFlight{FromAuditReused(games[i], nil), fresh, i})
			if queue[len(queue)-1].e.mem == nil {
				t.Fatal("FromAuditReused made an entry of its own")
			}
			if err := ref.Add(fresh); err != nil {
				t.Fatal(err)
			}
		}
		check()
		if len(queue) > ahead || (i >= len(games) && len(queue) > 0) {
			q := queue[0]
			queue = queue[1:]
			if err := w.Add(q.e); err != nil {
				t.Fatal(err)
			}
			kept = append(kept, q)
		}
	}
	if !bytes.Equal(got.Bytes(), want.Bytes()) {
		t.Error("the lines of reused entries differ from FromAudit's")
	}
	overwritten := 0
	for _, q := range kept {
		if !reflect.DeepEqual(withoutMem(q.e), q.want) {
			overwritten++
		}
	}
	if overwritten == 0 {
		t.Error("no entry kept after Add was overwritten: the writer gives nothing back")
	}
	t.Logf("%d games, %d entries read after Add were overwritten", len(games), overwritten)
}

// Only the writers that keep nothing of an entry reuse them: the others
// keep statistics, rows or whole games.
func TestReusesEntries(t *testing.T) {
	for _, c := range []struct {
		format string
		stats  bool
		want   bool
	}{
		{"jsonl", false, true}, {"jsonl", true, false}, {"yaml", false, false}, {"table", false, false},
		{"markdown", false, false}, {"html", false, false}, {"csv", true, false},
	} {
		if got := ReusesEntries(c.format, AuditOptions{SummaryOnly: c.stats}); got != c.want {
			t.Errorf("ReusesEntries(%s, stats %v) = %v, want %v", c.format, c.stats, got, c.want)
		}
	}
}

// verdictsOf are compare verdicts of the rulesets named, in that order,
// each with its own result.
func verdictsOf(names ...string) []compare.Verdict {
	vs := make([]compare.Verdict, len(names))
	for i, n := range names {
		vs[i].Ruleset.Name, vs[i].Result, vs[i].End = n, "B+R", "resign"
	}
	return vs
}

// The JSON writer takes a reused entry's verdicts in the order of their
// names from the entry (verdictKeys.inOrder) instead of looking each up
// in the map. By hand: judged in the run's order japanese, chinese, aga,
// the verdicts are 0, 1, 2 of the slice; sorted by name aga, chinese,
// japanese, they are 2, 1, 0. A map built for the same names over the
// same slice is kept from one entry to the next; other names build it
// again.
func TestEntryVerdictsInOrder(t *testing.T) {
	var mem entryMem
	m, verdicts, _ := mem.take(verdictsOf("japanese", "chinese", "aga"), 0)
	want := []*Verdict{&verdicts[2], &verdicts[1], &verdicts[0]}
	if !slices.Equal(mem.sorted, want) || !slices.Equal(mem.sortedNames, []string{"aga", "chinese", "japanese"}) {
		t.Errorf("sorted %v %v, want verdicts 2, 1, 0 named aga, chinese, japanese", mem.sorted, mem.sortedNames)
	}
	if len(m) != 3 || m["japanese"] != &verdicts[0] || m["chinese"] != &verdicts[1] || m["aga"] != &verdicts[2] {
		t.Errorf("map %v", m)
	}
	g := Game{Verdicts: m, mem: &mem}
	k := newVerdictKeys([]string{"aga", "chinese", "japanese"})
	if got := k.inOrder(&g); !slices.Equal(got, want) {
		t.Errorf("inOrder %v, want %v", got, want)
	}

	// Where it must not cut: an entry FromAudit made, a map not the
	// entry's (an equal copy), other names in the run, no keys.
	if k.inOrder(&Game{Verdicts: m}) != nil {
		t.Error("an entry without reused memory taken in order")
	}
	if k.inOrder(&Game{Verdicts: maps.Clone(m), mem: &mem}) != nil {
		t.Error("a map other than the entry's taken in order")
	}
	if newVerdictKeys([]string{"aga", "japanese"}).inOrder(&g) != nil {
		t.Error("verdicts of other names taken in order")
	}
	var none *verdictKeys
	if none.inOrder(&g) != nil {
		t.Error("in order without keys")
	}

	// The same names again: the same map, nothing built.
	mem.sorted[0] = nil // shows a rebuild
	if m2, _, _ := mem.take(verdictsOf("japanese", "chinese", "aga"), 0); !sameMap(m, m2) || mem.sorted[0] != nil {
		t.Error("the map was built again for the same names")
	}
	mem.sorted[0] = want[0]
	// Other names, or more of them: built again, the old key gone.
	m3, v3, _ := mem.take(verdictsOf("japanese", "aga", "bga", "nz"), 0)
	if len(m3) != 4 || m3["chinese"] != nil || m3["bga"] != &v3[2] || !slices.Equal(mem.sortedNames, []string{"aga", "bga", "japanese", "nz"}) {
		t.Errorf("after other names: map %v, sorted names %v", m3, mem.sortedNames)
	}
	// As many names, one other, in the same slice: built again.
	m5, v5, _ := mem.take(verdictsOf("japanese", "chinese", "bga", "nz"), 0)
	if len(m5) != 4 || m5["aga"] != nil || m5["chinese"] != &v5[1] || !slices.Equal(mem.sortedNames, []string{"bga", "chinese", "japanese", "nz"}) {
		t.Errorf("after one other name: map %v, sorted names %v", m5, mem.sortedNames)
	}
	// A name twice (not a run the CLI makes): the map is shorter than
	// the verdicts, so it is built each time and never taken in order.
	m4, v4, _ := mem.take(verdictsOf("aga", "aga"), 0)
	if len(m4) != 1 || m4["aga"] != &v4[1] {
		t.Errorf("a name twice: map %v", m4)
	}
	if newVerdictKeys([]string{"aga"}).inOrder(&Game{Verdicts: m4, mem: &mem}) != nil {
		t.Error("a map with a name twice taken in order")
	}
}

// The lines of reused entries are the same with and without the verdicts
// taken in order (and TestReusedEntriesStayTheirs compares them with
// FromAudit's, which are looked up).
func TestEntryVerdictsInOrderSameLines(t *testing.T) {
	games := bestiaryAudits(t)
	opts := AuditOptions{Rulesets: rules.Names()}
	var lines [2]bytes.Buffer
	for pass, on := range []bool{true, false} {
		verdictsInOrderOn = on
		w, err := NewAuditWriter(&lines[pass], "jsonl", opts)
		if err != nil {
			t.Fatal(err)
		}
		for _, g := range games {
			e := FromAuditReused(g, nil)
			if pass == 0 && len(e.Verdicts) > 0 && newVerdictKeys(slices.Sorted(slices.Values(opts.Rulesets))).inOrder(&e) == nil {
				t.Fatalf("%s: a reused entry's verdicts not in order", e.Source)
			}
			if err := w.Add(e); err != nil {
				t.Fatal(err)
			}
		}
	}
	verdictsInOrderOn = true
	if lines[0].Len() == 0 || !bytes.Equal(lines[0].Bytes(), lines[1].Bytes()) {
		t.Error("the lines differ with the verdicts taken in order")
	}
}
