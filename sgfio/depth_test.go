package sgfio

import (
	"bytes"
	"strings"
	"testing"
)

// deepVariations nests n variations: "(;B[aa](;W[bb](;B[aa]...)))".
func deepVariations(n int) []byte {
	var b bytes.Buffer
	b.WriteString("(;GM[1]")
	for i := 0; i < n; i++ {
		if i%2 == 0 {
			b.WriteString("(;B[aa]")
		} else {
			b.WriteString("(;W[bb]")
		}
	}
	b.WriteString(strings.Repeat(")", n+1))
	return b.Bytes()
}

// longMainLine writes n moves in one sequence.
func longMainLine(n int) []byte {
	var b bytes.Buffer
	b.Grow(n*6 + 16)
	b.WriteString("(;GM[1]SZ[19]")
	for i := 0; i < n; i++ {
		if i%2 == 0 {
			b.WriteString(";B[aa]")
		} else {
			b.WriteString(";W[]")
		}
	}
	b.WriteString(")")
	return b.Bytes()
}

// TestDeepVariations: 100,000 nested variations parse, and write back,
// without recursion.
func TestDeepVariations(t *testing.T) {
	const n = 100_000
	c, err := Parse(deepVariations(n))
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Games) != 1 || len(c.Games[0].Moves) != n {
		t.Fatalf("%d games, %d moves", len(c.Games), len(c.Games[0].Moves))
	}
	if d := allDiags(c); len(d) != 0 {
		t.Fatalf("diagnostics: %v", d[:min(3, len(d))])
	}
	var buf bytes.Buffer
	if err := Write(&buf, c.Games[0].Root); err != nil {
		t.Fatal(err)
	}
	again, _ := Parse(buf.Bytes())
	if len(again.Games) != 1 || len(again.Games[0].Moves) != n {
		t.Errorf("written tree reads back with %d moves", len(again.Games[0].Moves))
	}
}

// TestLongMainLine: a 1,000,000-node main line.
func TestLongMainLine(t *testing.T) {
	const n = 1_000_000
	c, err := Parse(longMainLine(n))
	if err != nil {
		t.Fatal(err)
	}
	g := c.Games[0]
	if len(g.Moves) != n || !g.Moves[n-1].Pass || g.Moves[n-2].Point() != (Point{0, 0}) {
		t.Fatalf("%d moves", len(g.Moves))
	}
}

// BenchmarkDepth shows that time grows linearly with depth: compare the
// ns/op of the two sizes (10× the nodes should cost about 10× the time).
func BenchmarkDepth(b *testing.B) {
	for _, n := range []int{10_000, 100_000} {
		data := deepVariations(n)
		b.Run(strings.Repeat("x", 0)+itoa(n), func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			for b.Loop() {
				if _, err := Parse(data); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
