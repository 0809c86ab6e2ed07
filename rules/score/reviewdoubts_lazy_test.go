package score

import (
	"reflect"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// TestReviewDoubtsReadsCapturersLazily: the estimator's review reads a
// capturable chain's capturers (capturersLive) only where readCapturers
// asks, and the rest only when readAll asks; read, the list is Doubts'.
// The two 6x6 corners of doubt_capturers_test.go, worked by hand there:
// White's A3-A2 in atari at B3 among dead Black stones. In the first the
// capturers die (Black B3 takes A3-A2, White C4 leaves Black one eye):
// Doubts lists nothing. In the second they live (Black B3 leaves the eye
// D3 and the straight three A1-A3): Doubts lists A3-A2-A1 capturable at
// B3. Unread, both list the doubt at B3.
func TestReviewDoubtsReadsCapturersLazily(t *testing.T) {
	pts := func(names string) []int {
		t.Helper()
		p, err := ParsePoints(names, 6, 6)
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	never := func([]int) bool { return false }
	always := func([]int) bool { return true }
	yes := func([]Doubt) bool { return true }
	no := func([]Doubt) bool { return false }
	for _, c := range []struct {
		pos, dead, stones string
		live              bool
	}{
		{"....../oooo../xx.o../o.xo../oxxo../x.oo..", "A4,B4,C3,C2,B2,A1", "A3,A2", false},
		{".o.o../oooooo/xxxxxo/o.x.xo/oxxxxo/oxxxxo", "A4,B4,C4,D4,E4,C3,E3,B2,C2,D2,E2,B1,C1,D1,E1", "A3,A2,A1", true},
	} {
		in := Input{Position: board.MustParsePosition(c.pos), Dead: pts(c.dead), DeadMethod: DeadMarkup}
		unread := []Doubt{{Kind: DoubtCapturable, Color: board.White, Stones: pts(c.stones), At: pts("B3")}}
		var read []Doubt
		if c.live {
			read = unread
		}
		if d := Doubts(in); !reflect.DeepEqual(d, read) {
			t.Fatalf("%s: Doubts %+v, want %+v", c.pos, d, read)
		}
		for _, r := range []struct {
			name     string
			capt     func([]int) bool
			all      func([]Doubt) bool
			want     []Doubt
			askedAll bool
		}{
			{"read everywhere", nil, nil, read, false},
			{"read at once", always, no, read, false},
			{"unread, not asked", never, no, unread, true},
			{"unread, no readAll", never, nil, unread, false},
			{"unread, then read", never, yes, read, true},
		} {
			asked := false
			all := r.all
			if all != nil {
				all = func(ds []Doubt) bool {
					asked = true
					if !reflect.DeepEqual(ds, unread) {
						t.Errorf("%s, %s: readAll given %+v, want the unread list %+v", c.pos, r.name, ds, unread)
					}
					return r.all(ds)
				}
			}
			var got []Doubt
			for _, d := range reviewDoubts(in, r.capt, all) {
				if d.Kind != DoubtLostOnceFilled {
					got = append(got, d)
				}
			}
			if !reflect.DeepEqual(got, r.want) {
				t.Errorf("%s, %s: %+v, want %+v", c.pos, r.name, got, r.want)
			}
			if asked != r.askedAll {
				t.Errorf("%s, %s: readAll asked %v, want %v", c.pos, r.name, asked, r.askedAll)
			}
		}
	}
}
