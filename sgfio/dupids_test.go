package sgfio

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// refDuplicate is isDuplicate without its shortcuts: one set of every
// different identifier of the node, up to maxNodeIDs of them.
type refDuplicate struct{ seen map[string]bool }

func (r *refDuplicate) isDuplicate(id string) bool {
	if r.seen[id] {
		return true
	}
	if len(r.seen) < maxNodeIDs {
		r.seen[id] = true
	}
	return false
}

// TestDuplicateIDsMatchASet: the bitset of short identifiers, the list
// and the set of long ones answer as one plain set would, on random nodes
// mixing one-, two- and many-letter identifiers, nodes past 32 long ones
// and nodes past maxNodeIDs (whose warning comes once, at the same
// identifier).
func TestDuplicateIDsMatchASet(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	p := &parser{coll: &Collection{}}
	p.ids = p.idBuf[:0]
	p.lines = newLineIndex(nil)
	p.sc.init(nil, p.lines, p)
	letters := "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	id := func(n, spread int) string {
		b := make([]byte, 1+rng.IntN(n))
		for i := range b {
			b[i] = letters[rng.IntN(spread)]
		}
		return string(b)
	}
	for node := range 300 {
		p.newIDs()
		ref := refDuplicate{seen: map[string]bool{}}
		n, maxLen, spread := rng.IntN(80), 1+rng.IntN(4), 1+rng.IntN(26)
		if node%50 == 49 {
			n, maxLen, spread = 3*maxNodeIDs, 4, 26
		}
		warned := len(p.coll.Diags)
		for i := range n {
			x := id(maxLen, spread)
			before := len(ref.seen)
			if got, want := p.isDuplicate(x, shortID(x)), ref.isDuplicate(x); got != want {
				t.Fatalf("node %d, identifier %d %q: isDuplicate %v, a set says %v", node, i, x, got, want)
			}
			if len(ref.seen) == maxNodeIDs && before < maxNodeIDs && len(p.coll.Diags) != warned+1 {
				t.Fatalf("node %d: no warning at the %dth different identifier", node, maxNodeIDs)
			}
		}
		if len(ref.seen) < maxNodeIDs && len(p.coll.Diags) != warned {
			t.Fatalf("node %d: a warning with %d different identifiers", node, len(ref.seen))
		}
	}
}

// By hand: "LongName" is LN, so its second spelling is a duplicate, as
// are the second AP and C; B and W, and AB and BA, are different.
func TestDuplicateIDsByHand(t *testing.T) {
	c := mustParse(t, "(;AP[x]B[aa]AP[y]C[a]LongName[z]W[bb]AB[cc]BA[d]LN[w]C[b])")
	var dups []string
	for _, d := range c.Games[0].Diags {
		if strings.HasPrefix(d.Msg, "duplicate") {
			dups = append(dups, d.Msg)
		}
	}
	want := []string{"duplicate property AP in one node", "duplicate property LN in one node", "duplicate property C in one node"}
	if len(dups) != len(want) {
		t.Fatalf("diagnostics %q, want %q", dups, want)
	}
	for i := range want {
		if dups[i] != want[i] {
			t.Fatalf("diagnostics %q, want %q", dups, want)
		}
	}
}

// header's set of the identifiers met is shortID's bitset: every
// identifier headerID reads must have a short number.
func TestHeaderIDsAreShort(t *testing.T) {
	letters := "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	found := map[string]bool{}
	for _, a := range letters {
		for _, b := range " " + letters {
			for _, c := range " " + letters {
				id := strings.ReplaceAll(string([]rune{a, b, c}), " ", "")
				if headerID(id) {
					found[id] = true
					if shortID(id) < 0 {
						t.Errorf("headerID %q has no shortID", id)
					}
				}
			}
		}
	}
	if len(found) != 15 {
		t.Errorf("%d header identifiers, want the 15 of headerID", len(found))
	}
}

// normID is the upper-case letters of the identifier, whatever their
// number (one and two from shortNames, more built), and shortNames[k]
// is the identifier shortID numbers k.
func TestNormIDIsItsCapitals(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	alphabet := "ABCXYZabcz"
	for range 20000 {
		b := make([]byte, 1+rng.IntN(12))
		for i := range b {
			b[i] = alphabet[rng.IntN(len(alphabet))]
		}
		var want []byte
		for _, c := range b {
			if c >= 'A' && c <= 'Z' {
				want = append(want, c)
			}
		}
		got, ok := normID(b)
		if ok != (len(want) > 0) || got != string(want) {
			t.Fatalf("normID(%q) = %q %v, want %q", b, got, ok, want)
		}
	}
	for k, name := range shortNames {
		if shortID(name) != k {
			t.Fatalf("shortNames[%d] is %q, numbered %d", k, name, shortID(name))
		}
	}
	if got, _ := normID([]byte("AddBlack")); got != "AB" {
		t.Fatalf("AddBlack is %q", got)
	}
}

// keepsByName is keepLevel.keeps as it was, by string comparisons.
func keepsByName(k keepLevel, id string) bool {
	switch k {
	case keepAll:
		return true
	case keepNone:
		return false
	}
	switch id {
	case "B", "W", "AB", "AW", "AE", "PL", "TB", "TW":
		return true
	}
	return k == keepRoot && (id == "SZ" || headerID(id))
}

// TestKeepsIsByName: the table gives what the comparisons gave, for
// every identifier of one or two letters and some longer ones, at each
// level; by hand, the root keeps KM and SZ, a later node only B, AB...
func TestKeepsIsByName(t *testing.T) {
	ids := append([]string{"ABC", "KMX", "SZZ", "BLACK"}, shortNames[:]...)
	for _, k := range []keepLevel{keepNone, keepPlay, keepRoot, keepAll} {
		for _, id := range ids {
			if got, want := k.keeps(id, shortID(id)), keepsByName(k, id); got != want {
				t.Errorf("level %d, %q: %v, want %v", k, id, got, want)
			}
		}
	}
	for id, want := range map[string][2]bool{"KM": {false, true}, "SZ": {false, true}, "B": {true, true},
		"AB": {true, true}, "C": {false, false}, "BL": {false, false}} {
		if got := [2]bool{keepPlay.keeps(id, shortID(id)), keepRoot.keeps(id, shortID(id))}; got != want {
			t.Errorf("%q kept at play, root: %v, want %v", id, got, want)
		}
	}
}
