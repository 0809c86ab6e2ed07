package score_test

import (
	"testing"

	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
)

// The eye-space reader (reader.go) on the classic shapes of life and
// death, each a black group whose only liberties are the eye space (the
// rest of the board is Black's stones: no outside liberty), White to
// move. The expected status is the textbook one, and the brute-force
// koFight reader (every line, basic ko, a cycle counts as no capture)
// must agree, so that neither the shape table nor our reader is the
// only witness. A group the reader finds dead is doubted (a group
// counted alive without two eyes); one it finds alive is not.
func TestEyeSpaceReader(t *testing.T) {
	cases := []struct {
		name, pos, dead string
		alive           bool
	}{
		{"straight three", "xxxxx/x...x/xxxxx", "", false},
		{"bent three", "xxxx/x..x/x.xx/xxxx", "", false},
		{"straight four", "xxxxxx/x....x/xxxxxx", "", true},
		{"bent four (not in the corner)", "xxxxx/x...x/x.xxx/xxxxx", "", true},
		{"square four", "xxxx/x..x/x..x/xxxx", "", false},
		{"pyramid four", "xxxxx/x...x/xx.xx/xxxxx", "", false},
		{"bulky five", "xxxxx/x..xx/x...x/xxxxx", "", false},
		{"crossed five", "xxxxx/xx.xx/x...x/xx.xx/xxxxx", "", false},
		{"rabbity six", "xxxxx/x..xx/x...x/xx.xx/xxxxx", "", false},
		{"rectangular six", "xxxxx/x...x/x...x/xxxxx", "", true},
		{"bent three in the corner", "..xx/.xxx/xxxx", "", false},
		{"bent four in the corner, no outside liberty", "...x/.xxx/xxxx", "", false},
		{"straight four on the edge", "....x/xxxxx/xxxxx", "", true},
		// big eyes with dead stones inside (nakade): the dead stones stay
		// for the reading
		{"straight four holding two dead stones", "xxxxxx/x.oo.x/xxxxxx", "C2,D2", false},
		{"straight three holding one", "xxxxx/x.o.x/xxxxx", "C2", false},
		{"bulky five holding three", "xxxxx/xoo.x/xo..x/xxxxx", "B3,C3,B2", false},
		{"straight four holding one", "xxxxxx/x.o..x/xxxxxx", "C2", false},
	}
	for _, c := range cases {
		p := board.MustParsePosition(c.pos)
		target := -1
		for i, col := range p.Stones {
			if col == board.Black {
				target = i
				break
			}
		}
		oracle := newKoFight(target, -1).value(p, board.White, false, -1)
		if (oracle == 0) != c.alive {
			t.Errorf("%s: the brute-force reader says %d, the textbook %v", c.name, oracle, c.alive)
		}
		in := score.Input{Position: p, DeadMethod: score.DeadUser}
		if c.dead != "" {
			in.Dead = points(t, c.dead, p.W, p.H)
		}
		d := score.Doubts(in)
		if (len(d) == 0) != c.alive || len(d) > 1 || len(d) == 1 && d[0].Kind != score.DoubtNoTwoEyes {
			t.Errorf("%s: doubts %+v, want alive %v", c.name, d, c.alive)
		}
	}
}
