package score_test

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"rulediff/rules/board"
	"rulediff/rules/score"
)

type solver struct {
	w, h  int
	memo  map[string]int
	nodes int
}

func (s *solver) nbrs(i int) []int {
	x, y := i%s.w, i/s.w
	var out []int
	if x > 0 {
		out = append(out, i-1)
	}
	if x < s.w-1 {
		out = append(out, i+1)
	}
	if y > 0 {
		out = append(out, i-s.w)
	}
	if y < s.h-1 {
		out = append(out, i+s.w)
	}
	return out
}

func (s *solver) libs(b []byte, i int) (chain []int, libs int) {
	c := b[i]
	seen := map[int]bool{i: true}
	ls := map[int]bool{}
	st := []int{i}
	for len(st) > 0 {
		j := st[len(st)-1]
		st = st[:len(st)-1]
		chain = append(chain, j)
		for _, k := range s.nbrs(j) {
			if b[k] == 0 {
				ls[k] = true
			} else if b[k] == c && !seen[k] {
				seen[k] = true
				st = append(st, k)
			}
		}
	}
	return chain, len(ls)
}

// play returns the new board and the ko point (-1), ok=false if illegal.
func (s *solver) play(b []byte, i int, c byte) ([]byte, int, bool) {
	if b[i] != 0 {
		return nil, -1, false
	}
	nb := append([]byte(nil), b...)
	nb[i] = c
	capt := []int{}
	for _, k := range s.nbrs(i) {
		if nb[k] == 3-c {
			if ch, l := s.libs(nb, k); l == 0 {
				for _, p := range ch {
					if nb[p] != 0 {
						nb[p] = 0
						capt = append(capt, p)
					}
				}
			}
		}
	}
	ch, l := s.libs(nb, i)
	if l == 0 {
		return nil, -1, false
	}
	ko := -1
	if len(capt) == 1 && len(ch) == 1 && l == 1 {
		ko = capt[0]
	}
	return nb, ko, true
}

func (s *solver) area(b []byte) int {
	sc := 0
	seen := make([]bool, len(b))
	for i, c := range b {
		if c == 1 {
			sc++
		} else if c == 2 {
			sc--
		} else if !seen[i] {
			st := []int{i}
			seen[i] = true
			size, touch := 0, 0
			for len(st) > 0 {
				j := st[len(st)-1]
				st = st[:len(st)-1]
				size++
				for _, k := range s.nbrs(j) {
					if b[k] == 0 && !seen[k] {
						seen[k] = true
						st = append(st, k)
					} else if b[k] != 0 {
						touch |= int(b[k])
					}
				}
			}
			if touch == 1 {
				sc += size
			} else if touch == 2 {
				sc -= size
			}
		}
	}
	return sc
}

// value: black-minus-white area with best play, c to move.
func (s *solver) value(b []byte, c byte, passed bool, ko int, depth int) int {
	if depth == 0 {
		return s.area(b)
	}
	key := fmt.Sprint(string(b), c, passed, ko, depth)
	if v, ok := s.memo[key]; ok {
		return v
	}
	s.nodes++
	var best int
	if passed {
		best = s.area(b)
	} else {
		best = s.value(b, 3-c, true, -1, depth-1)
	}
	for i := range b {
		if i == ko {
			continue
		}
		nb, nko, ok := s.play(b, i, c)
		if !ok {
			continue
		}
		v := s.value(nb, 3-c, false, nko, depth-1)
		if (c == 1 && v > best) || (c == 2 && v < best) {
			best = v
		}
	}
	s.memo[key] = best
	return best
}

func TestZZSolve(t *testing.T) {
	pos := os.Getenv("ZZPOS")
	if pos == "" {
		t.Skip()
	}
	rows := strings.Split(pos, "/")
	s := &solver{w: len(rows[0]), h: len(rows), memo: map[string]int{}}
	b := make([]byte, 0, s.w*s.h)
	for _, r := range rows {
		for _, ch := range r {
			switch ch {
			case 'x':
				b = append(b, 1)
			case 'o':
				b = append(b, 2)
			default:
				b = append(b, 0)
			}
		}
	}
	depth := 24
	fmt.Sscan(os.Getenv("ZZDEPTH"), &depth)
	fmt.Println("static", s.area(b))
	fmt.Println("black first", s.value(b, 1, false, -1, depth), "nodes", s.nodes)
	fmt.Println("white first", s.value(b, 2, false, -1, depth), "nodes", s.nodes)
	p := board.MustParsePosition(pos)
	r := score.Score(score.Input{Position: p}, japanese)
	fmt.Println(r, "\n"+strings.ReplaceAll(score.DrawOwnership(r.Own, r.W), "/", "\n"))
}
