package ing

import (
	"slices"
	"strings"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// diagram reads a seed diagram: rows of space-separated points, '#' Black,
// 'O' White, '.' or ',' (a star point) empty, and lowercase letters naming
// empty points (see marks). Uppercase letters, '@', '+' and digits mark
// points without saying what stands there: use them only in marks.
func diagram(t testing.TB, rows ...string) board.Position {
	t.Helper()
	w := len(strings.Fields(rows[0]))
	p := board.NewPosition(w, len(rows))
	for y, r := range rows {
		f := strings.Fields(r)
		if len(f) != w {
			t.Fatalf("diagram row %d has %d points, want %d", y+1, len(f), w)
		}
		for x, s := range f {
			switch s {
			case "#":
				p.Stones[y*w+x] = board.Black
			case "O":
				p.Stones[y*w+x] = board.White
			}
		}
	}
	return p
}

// marks returns, for each mark in a diagram that repeats a position with
// some points labelled, the points carrying it (ascending).
func marks(rows ...string) map[string][]int {
	out := map[string][]int{}
	w := len(strings.Fields(rows[0]))
	for y, r := range rows {
		for x, s := range strings.Fields(r) {
			if s != "#" && s != "O" && s != "." && s != "," {
				out[s] = append(out[s], y*w+x)
			}
		}
	}
	return out
}

// withRoom appends a row of stones of the other colour under each stone
// of the last row (which must be full) and n empty rows below: space for
// tenuki that leaves every string of the diagram as it was.
func withRoom(t testing.TB, p board.Position, n int) board.Position {
	t.Helper()
	q := board.NewPosition(p.W, p.H+1+n)
	copy(q.Stones, p.Stones)
	for x := 0; x < p.W; x++ {
		c := p.Stones[(p.H-1)*p.W+x]
		if c == board.Empty {
			t.Fatalf("withRoom: the last row is not full")
		}
		q.Stones[p.H*p.W+x] = c.Opponent()
	}
	return q
}

func pt(p board.Position, x, y int) int { return y*p.W + x }

// mouthPoints lists the points of each mouth of p.
func mouthPoints(p board.Position) [][]int {
	var out [][]int
	for _, m := range FindMouths(p) {
		out = append(out, m.Points)
	}
	return out
}

// typeOf classifies the ko position of p containing point i.
func typeOf(t testing.TB, p board.Position, i int) Type {
	t.Helper()
	for _, k := range KoPositions(p) {
		if k.Contains(i) {
			return Classify(p, k)
		}
	}
	t.Fatalf("no ko position contains %d in\n%s", i, p)
	return 0
}

// step is one move of a judged sequence: a play at a point, a pass or a
// tenuki (a play at the next free point of the caller's list).
type step struct {
	pass   bool
	tenuki bool
	pts    []int // a play: the point, or a two-point mouth (its empty point is played)
}

// seq reads the seed's sequence notation: each letter is looked up in
// names (a point or a mouth), 'p' is a pass and 't' a tenuki.
func seq(t testing.TB, s string, names map[string][]int) []step {
	t.Helper()
	var out []step
	for _, r := range s {
		switch r {
		case 'p':
			out = append(out, step{pass: true})
		case 't':
			out = append(out, step{tenuki: true})
		default:
			pts, ok := names[string(r)]
			if !ok {
				t.Fatalf("sequence %q: no point or mouth named %q", s, r)
			}
			out = append(out, step{pts: pts})
		}
	}
	return out
}

// outcome is what a judged sequence produced.
type outcome struct {
	rulings   []Ruling // one per move (passes are allowed)
	moves     []*Move  // nil for passes
	positions []board.Position
	judge     *Judge
}

// replay replays the steps from p with first to move, judging each play.
// Tenuki go to the points of free in order.
func replay(t testing.TB, p board.Position, first board.Color, steps []step, free ...int) outcome {
	t.Helper()
	j := NewJudge()
	o := outcome{judge: j, positions: []board.Position{p.Clone()}}
	c := first
	cur := p.Clone()
	for n, s := range steps {
		if s.pass {
			j.Pass(c)
			o.rulings = append(o.rulings, Ruling{Allowed: true})
			o.moves = append(o.moves, nil)
			o.positions = append(o.positions, cur.Clone())
			c = c.Opponent()
			continue
		}
		var i int
		switch {
		case s.tenuki:
			if len(free) == 0 {
				t.Fatalf("move %d: no free point left for a tenuki", n+1)
			}
			i, free = free[0], free[1:]
		case len(s.pts) == 1:
			i = s.pts[0]
		default:
			i = -1
			for _, q := range s.pts {
				if cur.Stones[q] == board.Empty {
					i = q
				}
			}
			if i < 0 {
				t.Fatalf("move %d: the mouth %v has no empty point in\n%s", n+1, s.pts, cur)
			}
		}
		m, err := j.Analyse(cur, c, i%cur.W, i/cur.W)
		if err != nil {
			t.Fatalf("move %d: %v", n+1, err)
		}
		o.rulings = append(o.rulings, j.Rule(m))
		o.moves = append(o.moves, m)
		j.Commit(m)
		if _, _, err := cur.Play(i%cur.W, i/cur.W, c); err != nil {
			t.Fatalf("move %d: %v", n+1, err)
		}
		o.positions = append(o.positions, cur.Clone())
		c = c.Opponent()
	}
	return o
}

// pskProhibited is the tiny positional superko reference: the move that
// produced positions[n] (n ≥ 1) repeats an earlier position. Passes
// repeat positions too but are always legal, so callers ask about plays.
func pskProhibited(positions []board.Position, n int) bool {
	return slices.ContainsFunc(positions[:n], func(q board.Position) bool { return q.Equal(positions[n]) })
}

// wantAllowed fails unless every ruling in o is allowed.
func wantAllowed(t testing.TB, name string, o outcome) {
	t.Helper()
	for n, r := range o.rulings {
		if !r.Allowed {
			t.Errorf("%s: move %d prohibited (%s): %s", name, n+1, r.Rule, r.Reason)
		}
	}
}

// wantLast checks that all moves but the last are allowed and the last is
// prohibited by rule first (then the rules also).
func wantLast(t testing.TB, name string, o outcome, first Rule, also ...Rule) {
	t.Helper()
	n := len(o.rulings)
	o2 := o
	o2.rulings = o.rulings[:n-1]
	wantAllowed(t, name, o2)
	r := o.rulings[n-1]
	if r.Allowed || r.Rule != first || !slices.Equal(r.Also, also) {
		t.Errorf("%s: last move: got allowed=%v rule=%v also=%v (%s), want prohibited by %v also %v", name, r.Allowed, r.Rule, r.Also, r.Reason, first, also)
	}
}

// wantDisturber checks who is the disturber of the ko position with the
// given points after the sequence.
func wantDisturber(t testing.TB, name string, o outcome, pts []int, c board.Color) {
	t.Helper()
	got, who := o.judge.Disturber()
	if c == board.Empty {
		if who != board.Empty {
			t.Errorf("%s: disturber %v of %v, want none", name, who, got)
		}
		return
	}
	if who != c || !slices.Equal(got, pts) {
		t.Errorf("%s: disturber %v of %v, want %v of %v", name, who, got, c, pts)
	}
}

// seedKoStarts are ko positions of the seed's lectures with room around
// them (L11 (3), L12 (1) and (5), the windmills), where the random-fight
// tests start: mouths overlap, couple and touch big walls.
var seedKoStarts = []string{
	"xxxxxxx/.x.xoxo/xoxo.o./ooooooo/xxxxxxx/......./.......",
	"........./xxxxxxxxx/ooooxoooo/xo.oxo.ox/.xooxoox./xo.oxo.ox",
	"xxxxxx/.x.xox/ooxo.o/oooooo/xxxxxx/.x.xxx/xxxooo/xxo.o.",
	"xxxxxxxxx/xx.x.xoxo/ooxoxo.o./ooooooooo/xxxxxxxxx/..xoo..../.x.xo.o../..xoo..../.........",
	"xo./.xo/xo.",
	".xx.o/xoooo/.oooo/ooooo",
}

// playedOn returns p after col plays at (x, y), and false (p unchanged)
// when the point is taken or the play is a suicide: the random fights
// skip those.
func playedOn(p board.Position, col board.Color, x, y int) (board.Position, bool) {
	if p.At(x, y) != board.Empty {
		return p, false
	}
	q := p.Clone()
	if _, sui, err := q.Play(x, y, col); err != nil || sui > 0 {
		return p, false
	}
	return q, true
}
