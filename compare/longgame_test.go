package compare

import (
	"fmt"
	"slices"
	"testing"

	"github.com/rulediff/rulediff/internal/cputime"
	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/sgfio"
)

// naiveBoard is the plain mechanics written the obvious way, apart from
// rules/board: a play removes the opponent's chains left without a
// liberty, then the mover's own. Tests use it to write long games and as
// the reference for the positions the audit draws.
type naiveBoard struct {
	w, h int
	c    []board.Color
	seen []int // seen[i] == gen: i is in the chain being walked
	gen  int
}

func newNaiveBoard(w, h int) *naiveBoard {
	return &naiveBoard{w: w, h: h, c: make([]board.Color, w*h), seen: make([]int, w*h)}
}

func (b *naiveBoard) neighbours(i int) []int {
	x, y := i%b.w, i/b.w
	out := make([]int, 0, 4)
	if x > 0 {
		out = append(out, i-1)
	}
	if x < b.w-1 {
		out = append(out, i+1)
	}
	if y > 0 {
		out = append(out, i-b.w)
	}
	if y < b.h-1 {
		out = append(out, i+b.w)
	}
	return out
}

// chain returns the stones of the chain through i and whether it has a
// liberty.
func (b *naiveBoard) chain(i int) (stones []int, free bool) {
	b.gen++
	b.seen[i] = b.gen
	stones = []int{i}
	for k := 0; k < len(stones); k++ {
		for _, j := range b.neighbours(stones[k]) {
			switch {
			case b.c[j] == board.Empty:
				free = true
			case b.c[j] == b.c[i] && b.seen[j] != b.gen:
				b.seen[j] = b.gen
				stones = append(stones, j)
			}
		}
	}
	return stones, free
}

// play puts c on the empty point i.
func (b *naiveBoard) play(i int, c board.Color) {
	b.c[i] = c
	for _, j := range b.neighbours(i) {
		if b.c[j] == c.Opponent() {
			if stones, free := b.chain(j); !free {
				for _, s := range stones {
					b.c[s] = board.Empty
				}
			}
		}
	}
	if stones, free := b.chain(i); !free {
		for _, s := range stones {
			b.c[s] = board.Empty
		}
	}
}

// randomGame writes a record of n moves on a size×size board: each move a
// random empty point (xorshift from seed), captures and suicides applied
// as the replay applies them, a pass when the board is full. Suicides and
// repeated positions make legality divergences all along the game.
func randomGame(n, size int, seed uint64) []byte {
	b := newNaiveBoard(size, size)
	buf := fmt.Appendf(nil, "(;SZ[%d]KM[7.5]", size)
	c := board.Black
	var empty []int
	for k := 0; k < n; k++ {
		empty = empty[:0]
		for i, v := range b.c {
			if v == board.Empty {
				empty = append(empty, i)
			}
		}
		name := "B"
		if c == board.White {
			name = "W"
		}
		if len(empty) == 0 {
			buf = fmt.Appendf(buf, ";%s[]", name)
		} else {
			seed ^= seed << 13
			seed ^= seed >> 7
			seed ^= seed << 17
			i := empty[seed%uint64(len(empty))]
			b.play(i, c)
			buf = fmt.Appendf(buf, ";%s[%c%c]", name, 'a'+i%size, 'a'+i/size)
		}
		c = c.Opponent()
	}
	return append(buf, ')')
}

// positionAt replays rec's first m moves on a naiveBoard.
func positionAt(rec *sgfio.Game, m int) []board.Color {
	b := newNaiveBoard(rec.Width, rec.Height)
	for _, mv := range rec.Moves[:m] {
		if mv.Pass || mv.Invalid || mv.OffBoard {
			continue
		}
		if i := int(mv.Y)*rec.Width + int(mv.X); b.c[i] == board.Empty {
			b.play(i, color(mv.Color))
		}
	}
	return b.c
}

func parseOne(t testing.TB, data []byte) *sgfio.Game {
	t.Helper()
	c, err := sgfio.Parse(data)
	if err != nil || len(c.Games) != 1 {
		t.Fatalf("parse: %v, %d games", err, len(c.Games))
	}
	return c.Games[0]
}

// TestDiagramsFollowTheGame: every divergence of a long random game is
// drawn at the position the plain mechanics give after its move, though
// the audit replays the game once for all of them (the end divergences
// come after the legality ones and may go back in the game).
func TestDiagramsFollowTheGame(t *testing.T) {
	rec := parseOne(t, randomGame(3000, 9, 1))
	a, err := NewAuditor(Options{Dead: DeadNone})
	if err != nil {
		t.Fatal(err)
	}
	g := a.Audit("random.sgf", rec)
	drawn := 0
	for _, d := range g.Divergences {
		if d.Diagram == nil {
			continue
		}
		drawn++
		want := positionAt(rec, min(max(d.Move, 0), len(rec.Moves)))
		if !slices.Equal(d.Diagram.Stones, want) {
			t.Fatalf("%s %s at move %d: the diagram is not the position after the move", d.Kind, d.Class, d.Move)
		}
	}
	// Random play on 9x9 suicides and repeats positions all the time.
	if drawn < 50 {
		t.Fatalf("only %d diagrams: the game does not test the cursor", drawn)
	}
	t.Logf("%d diagrams, %d steps replayed for them (%d moves)", drawn, a.cursor.replayed, len(rec.Moves))
}

// TestDiagramsCostOneReplay: the diagrams of a 50,000-move game with
// hundreds of divergences cost one replay of the game, plus one more for
// each end divergence drawn before a legality one: counted in steps, the
// work is linear in the game (it was a replay from move 0 per divergence).
func TestDiagramsCostOneReplay(t *testing.T) {
	rec := parseOne(t, randomGame(50000, 19, 2))
	a, err := NewAuditor(Options{Dead: DeadNone})
	if err != nil {
		t.Fatal(err)
	}
	g := a.Audit("random.sgf", rec)
	drawn, ends := 0, 0
	for _, d := range g.Divergences {
		if d.Diagram != nil {
			drawn++
			if d.Kind == KindEnd {
				ends++
			}
		}
	}
	if drawn < 500 {
		t.Fatalf("only %d diagrams", drawn)
	}
	if limit := (1 + ends) * len(rec.Moves); a.cursor.replayed > limit {
		t.Fatalf("%d steps replayed for %d diagrams of a %d-move game: more than %d", a.cursor.replayed, drawn, len(rec.Moves), limit)
	}
}

// BenchmarkAuditLongGame audits one random 19x19 game of 200,000 moves
// (thousands of legality divergences, each with its diagram) under the 14
// rulesets with the default dead stones: the issue asks for under a
// second of CPU (it was quadratic: 1.7 s, and 180 s for a million moves).
func BenchmarkAuditLongGame(b *testing.B) {
	rec := parseOne(b, randomGame(200000, 19, 3))
	a, err := NewAuditor(Options{})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	cpu0 := cputime.Seconds()
	for i := 0; i < b.N; i++ {
		a.Recycle(a.Audit("random.sgf", rec))
	}
	if cpu := cputime.Seconds() - cpu0; cpu > 0 {
		b.ReportMetric(cpu/float64(b.N), "cpu-s/op")
		b.ReportMetric(float64(len(rec.Moves)*b.N)/cpu, "moves/cpu-s")
	}
}
