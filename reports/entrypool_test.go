package reports

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
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
