package rules

import "github.com/rulediff/rulediff/rules/board"

// HandicapPoints returns the black stones of an N-stone handicap on a w×h
// board, for records that say HA[N] but leave the stones out (RULES.md
// §5.6). The layouts are those of the server that writes such records
// (Fox): read off its games (every HA game of the fox_pro corpus replays
// without a move on an occupied point with them, see the tests):
//
//	2: the upper-right and lower-left star points
//	3: 2 and the upper-left (GTP puts the third in the lower right)
//	4: the four corner star points
//	5: 4 and the centre
//	6: 4 and the middle star points of the top and bottom edges (jd, jp)
//	7: 6 and the centre
//	8: 6 and the middle star points of the left and right edges
//	9: every star point
//
// Star points are on the fourth line from the edge (the third on boards
// smaller than 13); middle points need an odd side. It returns nil when
// the board has no such layout (fewer than 7 points a side, N outside
// 2..9, or a middle point on an even side).
func HandicapPoints(w, h, n int) []Stone {
	if w < 7 || h < 7 || n < 2 || n > 9 {
		return nil
	}
	dx, dy := 3, 3
	if w < 13 {
		dx = 2
	}
	if h < 13 {
		dy = 2
	}
	left, right, top, bottom := dx, w-1-dx, dy, h-1-dy
	midX, midY := w/2, h/2
	oddW, oddH := w%2 == 1, h%2 == 1
	pts := [][2]int{{right, top}, {left, bottom}}
	if n >= 3 {
		pts = append(pts, [2]int{left, top})
	}
	if n >= 4 {
		pts = append(pts, [2]int{right, bottom})
	}
	if n >= 6 {
		if !oddW {
			return nil
		}
		pts = append(pts, [2]int{midX, top}, [2]int{midX, bottom})
	}
	if n >= 8 {
		if !oddH {
			return nil
		}
		pts = append(pts, [2]int{left, midY}, [2]int{right, midY})
	}
	if n%2 == 1 && n >= 5 {
		if !oddW || !oddH {
			return nil
		}
		pts = append(pts, [2]int{midX, midY})
	}
	stones := make([]Stone, len(pts))
	for i, p := range pts {
		stones[i] = Stone{X: p[0], Y: p[1], Color: board.Black}
	}
	return stones
}
