package reports

import (
	"strconv"
	"strings"
)

// Diagram alphabet (one byte per point in Diagram.Rows): the position and,
// for a score divergence, how the count sees each point.
const (
	DiagramBlack     = 'X' // black stone
	DiagramWhite     = 'O' // white stone
	DiagramEmpty     = '.' // empty point
	DiagramDeadBlack = 'x' // black stone counted dead
	DiagramDeadWhite = 'o' // white stone counted dead
	DiagramBlackArea = 'b' // empty point counted for Black
	DiagramWhiteArea = 'w' // empty point counted for White
	DiagramNeutral   = ',' // dame counted for no one
	// A count's seki and points to fill (score.Own; docs/scoring.md):
	DiagramSekiShared   = '=' // shared liberty of a seki: neither side can fill it
	DiagramBlackSekiEye = 'e' // eye point of black stones in seki: counted only where seki eyes count
	DiagramWhiteSekiEye = 'f' // eye point of white stones in seki
	DiagramBlackTeire   = 'T' // black territory Black must fill before the end: no territory
	DiagramWhiteTeire   = 't' // white territory White must fill before the end
	// Only in a game's final boards (Game.Final), which mark them:
	DiagramBlackSekiStone = 'S' // black stone of a chain in seki
	DiagramWhiteSekiStone = 's' // white stone of a chain in seki
	DiagramBlackFilled    = 'B' // dame Black filled at the count (a record counted without passes)
	DiagramWhiteFilled    = 'W' // dame White filled at the count
)

func diagramByte(c byte) byte {
	switch c {
	case DiagramBlack, DiagramWhite, DiagramEmpty, DiagramDeadBlack, DiagramDeadWhite,
		DiagramBlackArea, DiagramWhiteArea, DiagramNeutral,
		DiagramSekiShared, DiagramBlackSekiEye, DiagramWhiteSekiEye, DiagramBlackTeire, DiagramWhiteTeire,
		DiagramBlackSekiStone, DiagramWhiteSekiStone, DiagramBlackFilled, DiagramWhiteFilled:
		return c
	}
	return '?'
}

// NewDiagram builds the payload from a row-major board (index y*w+x, (0,0)
// top-left) of diagram bytes and the marked point (mx, my), or no mark
// when mx < 0 (a pass, a final count).
func NewDiagram(w, h int, cells []byte, mx, my int) *Diagram {
	d := &Diagram{Width: w, Height: h, Rows: make([]string, 0, h)}
	for y := 0; y < h; y++ {
		row := make([]byte, w)
		for x := 0; x < w; x++ {
			c := byte(DiagramEmpty)
			if i := y*w + x; i < len(cells) {
				c = diagramByte(cells[i])
			}
			row[x] = c
		}
		d.Rows = append(d.Rows, string(row))
	}
	if mx >= 0 && my >= 0 && mx < w && my < h {
		d.Mark = PointName(mx, my, w, h)
		d.MarkSGF = SGFPoint(mx, my)
	}
	return d
}

// RenderDiagram draws d in ASCII: column letters above and below (GTP,
// skipping I, up to 25 columns; SGF letters beyond), row numbers on the
// left (row 1 at the bottom; SGF letters beyond 25 columns), and the
// marked point between parentheses: "X(O)X". Rows shorter than Width are
// padded with empty points; an unreadable mark is ignored.
func RenderDiagram(d Diagram) string {
	w, h := d.Width, d.Height
	if w <= 0 || h <= 0 || w > len(sgfLetters) || h > len(sgfLetters) {
		return ""
	}
	gtp := w <= len(gtpColumns)
	mx, my := -1, -1
	if d.MarkSGF != "" {
		mx, my = sgfCoords(d.MarkSGF)
	} else if d.Mark != "" && gtp {
		mx, my = gtpCoords(d.Mark, h)
	}
	rowLabel := func(y int) string {
		if gtp {
			return strconv.Itoa(h - y)
		}
		return sgfLetters[y : y+1]
	}
	lw := len(rowLabel(0))
	var b strings.Builder
	letters := func() {
		b.WriteString(strings.Repeat(" ", lw+1))
		for x := 0; x < w; x++ {
			if gtp {
				b.WriteByte(gtpColumns[x])
			} else {
				b.WriteByte(sgfLetters[x])
			}
			if x < w-1 {
				b.WriteByte(' ')
			}
		}
		b.WriteByte('\n')
	}
	letters()
	for y := 0; y < h; y++ {
		label := rowLabel(y)
		b.WriteString(strings.Repeat(" ", lw-len(label)))
		b.WriteString(label)
		row := ""
		if y < len(d.Rows) {
			row = d.Rows[y]
		}
		for x := 0; x < w; x++ {
			switch {
			case y == my && x == mx:
				b.WriteByte('(')
			case y == my && x == mx+1:
				b.WriteByte(')')
			default:
				b.WriteByte(' ')
			}
			c := byte(DiagramEmpty)
			if x < len(row) {
				c = diagramByte(row[x])
			}
			b.WriteByte(c)
		}
		if y == my && mx == w-1 {
			b.WriteByte(')')
		}
		b.WriteByte('\n')
	}
	letters()
	return b.String()
}

func sgfCoords(s string) (int, int) {
	if len(s) != 2 {
		return -1, -1
	}
	x, y := strings.IndexByte(sgfLetters, s[0]), strings.IndexByte(sgfLetters, s[1])
	if x < 0 || y < 0 {
		return -1, -1
	}
	return x, y
}

func gtpCoords(s string, h int) (int, int) {
	if len(s) < 2 {
		return -1, -1
	}
	x := strings.IndexByte(gtpColumns, s[0]&^0x20) // upper case
	n, err := strconv.Atoi(s[1:])
	if x < 0 || err != nil || n < 1 || n > h {
		return -1, -1
	}
	return x, h - n
}
