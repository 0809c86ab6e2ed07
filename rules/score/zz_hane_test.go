package score_test

import (
	"os"
	"strings"
	"testing"

	"rulediff/rules"
	"rulediff/rules/board"
	"rulediff/rules/score"
)

func TestZZHane(t *testing.T) {
	s := os.Getenv("ZZHANE")
	if s == "" {
		t.Skip()
	}
	p := board.MustParsePosition(s)
	tb, tw := -1, -1
	for i, c := range p.Stones {
		_ = i
		_ = c
	}
	// targets: first black stone of the last row, last white stone of the last row
	last := (p.H - 1) * p.W
	for i := last; i < last+p.W; i++ {
		if p.Stones[i] == board.Black && tb < 0 {
			tb = i
		}
		if p.Stones[i] == board.White {
			tw = i
		}
	}
	r := newRace(tb, tw)
	t.Logf("black first %d, white first %d", r.value(p, board.Black, false), r.value(p, board.White, false))
	// each capturing move
	for i, c := range p.Stones {
		if c != board.Empty {
			continue
		}
		for _, mv := range []board.Color{board.Black, board.White} {
			q := p.Clone()
			capt, self, err := q.Play(i%p.W, i/p.W, mv)
			if err != nil || self > 0 {
				continue
			}
			if q.Stones[r.targets[mv.Opponent()]] != mv.Opponent() {
				t.Logf("%v at %d kills target", mv, i)
				continue
			}
			v := r.value(q, mv.Opponent(), false)
			t.Logf("%v at %d (captures %d): value %d", mv, i, capt, v)
		}
	}
	_ = strings.Repeat
}

func TestZZHaneScore(t *testing.T) {
	s := os.Getenv("ZZHANE")
	if s == "" {
		t.Skip()
	}
	p := board.MustParsePosition(s)
	for _, rs := range []rulesT{japanese, chinese} {
		r := score.Score(score.Input{Position: p}, rs)
		t.Logf("%s %s %+v %s", rs.Name, r, r.Counts, score.DrawOwnership(r.Own, r.W))
	}
}
type rulesT = rules.Ruleset
