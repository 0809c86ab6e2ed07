package sgfio

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"reflect"
	"runtime"
	"strings"
	"testing"
)

// hostile are inputs of n bytes whose parse used to cost many times their
// size: a node of tiny properties, nested variations, tiny games.
func hostile(n int) map[string][]byte {
	return map[string][]byte{
		"comments": []byte("(;" + strings.Repeat("C[a]", (n-3)/4) + ")"),
		"nested":   bytes.Repeat([]byte("(;"), n/2),
		"games":    bytes.Repeat([]byte("(;B[aa])"), n/8),
		"ids":      hostileIDs(n),
	}
}

// hostileIDs is one node of made-up identifiers, all different: "AA[]AB[]...".
func hostileIDs(n int) []byte {
	var b bytes.Buffer
	b.WriteString("(;")
	for i := 0; b.Len() < n; i++ {
		for k := i; ; k /= 26 {
			b.WriteByte(byte('A' + k%26))
			if k < 26 {
				break
			}
		}
		b.WriteString("[]")
	}
	b.WriteString(")")
	return b.Bytes()
}

// allocated returns the bytes f allocates.
func allocated(f func()) uint64 {
	var m0, m1 runtime.MemStats
	runtime.ReadMemStats(&m0)
	f()
	runtime.ReadMemStats(&m1)
	return m1.TotalAlloc - m0.TotalAlloc
}

// TestMainLineMemoryIsWhatIsKept: in main-line mode a node stores only
// the properties the record reads, and variations cost no tree, so 8 MB
// of hostile input allocates a small fraction of its size (it used to be
// 18 bytes per byte for the comments, 8 for the nested variations). A
// file of tiny games streamed by ParseGames allocates its games, but
// keeps none.
func TestMainLineMemoryIsWhatIsKept(t *testing.T) {
	if raceDetector {
		t.Skip("under -race the detector's own allocations (20 MB for the ids input) swamp the parser's: the bound is checked without it")
	}
	const n = 8 << 20
	for name, data := range hostile(n) {
		t.Run(name, func(t *testing.T) {
			games := 0
			var c *Collection
			a := allocated(func() {
				var err error
				c, err = ParseGames(data, Options{MainLine: true}, func(g *Game) bool { games++; return true })
				if err != nil {
					t.Fatal(err)
				}
			})
			if len(c.Games) != 0 {
				t.Errorf("ParseGames kept %d games", len(c.Games))
			}
			limit := uint64(n / 8)
			switch name {
			case "games":
				// One Game record of a few hundred bytes per 8 input bytes,
				// garbage as soon as it is handed over.
				limit = uint64(games) * 1024
			case "ids":
				// Each made-up identifier is a small string (garbage: the
				// node remembers maxNodeIDs of them).
				limit = uint64(n)
			}
			t.Logf("%s: %d allocated", name, a)
			if a > limit {
				t.Errorf("%d bytes allocated for %d bytes of input (%d games), more than %d", a, len(data), games, limit)
			}
		})
	}
}

// TestHostileInputsReadTheSameInBothModes: the inputs above, small, give
// the same records and diagnostics with and without the tree, and with
// ParseGames.
func TestHostileInputsReadTheSameInBothModes(t *testing.T) {
	for name, data := range hostile(64 << 10) {
		t.Run(name, func(t *testing.T) {
			full, err := Parse(data)
			if err != nil {
				t.Fatal(err)
			}
			sameModes(t, name, data, full)
			sameStream(t, name, data, full)
		})
	}
}

// sameStream checks that ParseGames hands over the games ParseWith keeps,
// in order, with the same file diagnostics.
func sameStream(t *testing.T, file string, data []byte, full *Collection) {
	t.Helper()
	var got []*Game
	c, err := ParseGames(data, Options{MainLine: true}, func(g *Game) bool { got = append(got, g); return true })
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Games) != 0 || len(got) != len(full.Games) || !reflect.DeepEqual(c.Diags, full.Diags) || c.Charset != full.Charset {
		t.Errorf("%s: ParseGames: %d games handed, %d kept, diags %v; ParseWith: %d games, diags %v",
			file, len(got), len(c.Games), c.Diags, len(full.Games), full.Diags)
		return
	}
	for i, g := range full.Games {
		a, b := *g, *got[i]
		a.Root, b.Root, a.lines, b.lines = nil, nil, nil, nil
		if !reflect.DeepEqual(a, b) {
			t.Errorf("%s: game %d differs when streamed:\n%+v\n%+v", file, g.Index, a, b)
		}
	}
}

func TestParseGamesStops(t *testing.T) {
	data := bytes.Repeat([]byte("(;B[aa])"), 100)
	seen := 0
	c, err := ParseGames(data, Options{MainLine: true}, func(g *Game) bool { seen++; return g.Index < 3 })
	if err != nil || seen != 3 || len(c.Games) != 0 {
		t.Errorf("stopped after %d games (want 3), %d kept, err %v", seen, len(c.Games), err)
	}
}

// TestManyIdentifiersInANode: a node remembers maxNodeIDs different
// identifiers for its duplicate test, then says it stops looking.
func TestManyIdentifiersInANode(t *testing.T) {
	data := hostileIDs(8 * maxNodeIDs)
	c := mustParse(t, string(data))
	if _, ok := findDiag(c, fmt.Sprintf("more than %d different properties", maxNodeIDs)); !ok {
		t.Errorf("no diagnostic for a node of %d bytes of different identifiers", len(data))
	}
	if _, ok := findDiag(c, "duplicate property"); ok {
		t.Errorf("a duplicate reported among identifiers that are all different")
	}
}

// TestIDStackEqualsASlice: the run-length stack of main-line mode gives
// what a plain stack gives, on random pushes and pops of evenly and
// unevenly spaced ids.
func TestIDStackEqualsASlice(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var s idStack
	var ref []int
	next := -1
	for range 200_000 {
		switch r := rng.IntN(10); {
		case r < 5 || len(ref) == 0: // push the next id, the same, or another
			switch rng.IntN(3) {
			case 0:
				next++
			case 1:
				next += rng.IntN(5) - 2
				next = max(next, -1)
			}
			s.push(next)
			ref = append(ref, next)
		default:
			want := ref[len(ref)-1]
			ref = ref[:len(ref)-1]
			if got := s.pop(); got != want {
				t.Fatalf("pop %d, want %d (depth %d)", got, want, len(ref))
			}
		}
	}
	for len(ref) > 0 {
		want := ref[len(ref)-1]
		ref = ref[:len(ref)-1]
		if got := s.pop(); got != want {
			t.Fatalf("final pop %d, want %d", got, want)
		}
	}
	if len(s.runs) != 0 {
		t.Errorf("%d runs left on an empty stack", len(s.runs))
	}
	// Nested variations: one run whatever the depth.
	for i := -1; i < 1_000_000; i++ {
		s.push(i)
	}
	if len(s.runs) != 1 {
		t.Errorf("%d runs for a million nested variations", len(s.runs))
	}
}
