package ing

import (
	"math/rand/v2"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// koOnBigBoard is a 19x19 position with a basic ko (L2 (a)) in a corner of
// an otherwise busy board: what a replay meets in a ko fight.
func koOnBigBoard(t testing.TB) board.Position {
	p := board.NewPosition(19, 19)
	small := l2a(t)
	for y := 0; y < small.H; y++ {
		copy(p.Stones[y*19:y*19+small.W], small.Stones[y*small.W:(y+1)*small.W])
	}
	// A scatter of stones elsewhere, none touching the ko.
	for i := 0; i < 60; i++ {
		x, y := 7+(i*7)%12, 7+(i*5)%12
		p.Stones[y*19+x] = board.Color(1 + i%2)
	}
	return p
}

// BenchmarkAnalyseKoCapture is the full analysis of one ko capture on a
// 19x19 board: the price of each ko stone move the replay analyses.
func BenchmarkAnalyseKoCapture(b *testing.B) {
	p := koOnBigBoard(b)
	j := NewJudge()
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		m, err := j.Analyse(p, board.White, 2, 2)
		if err != nil || !m.KoStone {
			b.Fatalf("not a ko stone move: %v", err)
		}
	}
}

// randomBoard plays n random legal moves on a size×size board.
func randomBoard(size, n int, seed uint64) (*board.Board, [][2]int) {
	rng := rand.New(rand.NewPCG(seed, seed))
	var b board.Board
	b.Reset(size, size)
	var plays [][2]int
	c := board.Black
	for len(plays) < n {
		x, y := rng.IntN(size), rng.IntN(size)
		if b.At(x, y) != board.Empty {
			continue
		}
		if res, _ := b.Play(x, y, c); res.Suicided > 0 {
			continue
		}
		plays = append(plays, [2]int{x, y})
		c = c.Opponent()
	}
	return &b, plays
}

// BenchmarkCandidate is the replay's per-move filter on the stones of a
// random 19x19 board after 200 moves.
func BenchmarkCandidate(b *testing.B) {
	bd, _ := randomBoard(19, 200, 7)
	var pts [][2]int
	for y := 0; y < 19; y++ {
		for x := 0; x < 19; x++ {
			if bd.At(x, y) != board.Empty {
				pts = append(pts, [2]int{x, y})
			}
		}
	}
	var f Filter
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p := pts[i%len(pts)]
		f.Candidate(bd, p[0], p[1])
	}
}

// BenchmarkAnalyseLocalKoCapture is the same analysis without the class
// of board positions (AnalyseLocal): what most analyses of the replay
// cost.
func BenchmarkAnalyseLocalKoCapture(b *testing.B) {
	p := koOnBigBoard(b)
	j := NewJudge()
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		m, err := j.AnalyseLocal(p, board.White, 2, 2)
		if err != nil || !m.KoStone {
			b.Fatalf("not a ko stone move: %v", err)
		}
	}
}

// koBetweenWalls is a 19x19 position with a basic ko on the left edge
// (White takes at A10) between long walls: Black rows 8 and 12 across the
// board, White rows 9-11. The local search around the ko meets the walls
// at every point it scans, as in professional games.
func koBetweenWalls() board.Position {
	p := board.NewPosition(19, 19)
	set := func(x, y int, c board.Color) { p.Stones[y*19+x] = c }
	for x := 0; x < 19; x++ {
		set(x, 7, board.Black)
		set(x, 11, board.Black)
		if x >= 1 {
			set(x, 8, board.White)
			set(x, 10, board.White)
		}
		if x >= 2 {
			set(x, 9, board.White)
		}
	}
	set(0, 8, board.Black)
	set(0, 10, board.Black)
	set(1, 9, board.Black) // in atari: White's capture at (0, 9) is the ko
	return p
}

// BenchmarkAnalyseLocalKoBetweenWalls is the local analysis of a ko
// capture whose walls are long chains (fifth pass, docs/ing.md).
func BenchmarkAnalyseLocalKoBetweenWalls(b *testing.B) {
	p := koBetweenWalls()
	j := NewJudge()
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		m, err := j.AnalyseLocal(p, board.White, 0, 9)
		if err != nil || !m.KoStone {
			b.Fatalf("not a ko stone move: %v", err)
		}
	}
}
