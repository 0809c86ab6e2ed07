package reports

import (
	"html/template"
	"math"
	"strconv"
	"strings"

	"github.com/rulediff/rulediff/rules/score"
)

// An SVG board of the HTML report: stones, how the count sees each point
// (territory, dead stones, seki, dame, and whatever kinds the count adds
// later), the move of a divergence, GTP coordinates (SGF letters beyond 25
// columns, RULES.md §1). One unit of the drawing is the distance between
// two lines, so any size up to 52x52 scales to the page.

// pointMark is how a board shows what one point counts as, drawn over the
// point (an empty point) or the stone.
type pointMark uint8

const (
	markNone         pointMark = iota
	markBlackArea              // territory (or area) counted for Black
	markWhiteArea              // for White
	markBlackSekiEye           // an eye of a black group in seki
	markWhiteSekiEye           // of a white group in seki
	markSekiShared             // a shared liberty of a seki
	markDame                   // a neutral point, counted for no one
	markSekiStone              // a stone of a group in seki
	markCaptured               // before a move: a stone the move captures
	markBlackFilled            // a dame Black filled at the count (area counting of a counted record)
	markWhiteFilled            // a dame White filled at the count
	markBlackTeire             // black territory Black must fill before the end: counts for no one
	markWhiteTeire             // white territory White must fill before the end
	markOther                  // a kind this drawing does not know (see boardPoint.other)
	markKinds
)

// boardPoint is one point of a board: a stone ('B', 'W' or 0), whether the
// count removes it as dead, and its mark. other names a mark of kind
// markOther (the count's own name for it).
type boardPoint struct {
	stone byte
	dead  bool
	mark  pointMark
	other string
}

// boardPic is a board to draw: row-major points, (0,0) top-left.
type boardPic struct {
	w, h   int
	points []boardPoint
	move   int  // index of the move played, marked with a ring; -1 for none
	next   int  // index of the move about to be played (a board before it); -1 for none
	nextBy byte // the colour about to play at next
	label  string
}

// maxBoard is the largest side drawn: SGF letters stop at 52.
const maxBoard = len(sgfLetters)

func newBoardPic(w, h int) *boardPic {
	if w <= 0 || h <= 0 || w > maxBoard || h > maxBoard {
		return nil
	}
	return &boardPic{w: w, h: h, points: make([]boardPoint, w*h), move: -1, next: -1}
}

// boardFromDiagram reads a report diagram (X O . and the count's x o b w ,).
// nil when it cannot be drawn.
func boardFromDiagram(d *Diagram) *boardPic {
	if d == nil {
		return nil
	}
	p := newBoardPic(d.Width, d.Height)
	if p == nil {
		return nil
	}
	for y := 0; y < p.h && y < len(d.Rows); y++ {
		row := d.Rows[y]
		for x := 0; x < p.w && x < len(row); x++ {
			p.points[y*p.w+x] = diagramPoint(row[x])
		}
	}
	if x, y := sgfCoords(d.MarkSGF); x >= 0 && x < p.w && y < p.h {
		p.move = y*p.w + x
	} else if x, y := gtpCoords(d.Mark, p.h); d.MarkSGF == "" && p.w <= len(gtpColumns) && x >= 0 && x < p.w {
		p.move = y*p.w + x
	}
	return p
}

// boardFromOwnership draws a count's per-point map (score.Result.Own).
// Every kind of point is drawn: a kind added to score after this code
// gets the markOther sign and the name score gives it.
func boardFromOwnership(own []score.Own, w, h int) *boardPic {
	p := newBoardPic(w, h)
	if p == nil || len(own) != w*h {
		return nil
	}
	for i, o := range own {
		p.points[i] = ownPoint(o)
	}
	return p
}

// diagramPoint is the point a diagram letter draws; the zero point for a
// byte outside the alphabet.
func diagramPoint(c byte) boardPoint {
	var pt boardPoint
	switch c {
	case DiagramBlack:
		pt.stone = 'B'
	case DiagramWhite:
		pt.stone = 'W'
	case DiagramDeadBlack:
		pt.stone, pt.dead = 'B', true
	case DiagramDeadWhite:
		pt.stone, pt.dead = 'W', true
	case DiagramBlackArea:
		pt.mark = markBlackArea
	case DiagramWhiteArea:
		pt.mark = markWhiteArea
	case DiagramNeutral:
		pt.mark = markDame
	case DiagramSekiShared:
		pt.mark = markSekiShared
	case DiagramBlackSekiEye:
		pt.mark = markBlackSekiEye
	case DiagramWhiteSekiEye:
		pt.mark = markWhiteSekiEye
	case DiagramBlackTeire:
		pt.mark = markBlackTeire
	case DiagramWhiteTeire:
		pt.mark = markWhiteTeire
	case DiagramBlackSekiStone:
		pt.stone, pt.mark = 'B', markSekiStone
	case DiagramWhiteSekiStone:
		pt.stone, pt.mark = 'W', markSekiStone
	case DiagramBlackFilled:
		pt.mark = markBlackFilled
	case DiagramWhiteFilled:
		pt.mark = markWhiteFilled
	}
	return pt
}

// ownPoint is a count's point: its kind's letter (ownLetter) read as a
// diagram reads it, a kind with no letter as markOther under score's name
// for it, and a removed dead stone drawn over the kind of point it leaves
// (which a diagram's x and o do not keep).
func ownPoint(o score.Own) boardPoint {
	c, ok := ownLetter(o.Class())
	pt := diagramPoint(c)
	if !ok {
		pt.mark, pt.other = markOther, o.Class().String()
		if pt.other == "?" { // score has no name for it either
			pt.other = "point kind " + strconv.Itoa(int(o.Class()))
		}
	}
	switch {
	case o&score.DeadBlack != 0:
		pt.stone, pt.dead = 'B', true
	case o&score.DeadWhite != 0:
		pt.stone, pt.dead = 'W', true
	}
	return pt
}

// markCaptures marks on before the stones that are gone from after: the
// stones the move captures. Both boards must be the same size.
func markCaptures(before, after *boardPic) {
	if before == nil || after == nil || len(before.points) != len(after.points) {
		return
	}
	for i := range before.points {
		if before.points[i].stone != 0 && after.points[i].stone == 0 {
			before.points[i].mark = markCaptured
		}
	}
}

// Drawing geometry, in line spacings: the first line's distance from the
// left and top edges (room for the labels), and the stones' radius.
const (
	boardLeft   = 1.4
	boardTop    = 1.1
	boardRight  = 0.6
	boardBottom = 1.1
)

// svg draws the board as an inline <svg>. Everything written is numbers
// and coordinates of our own except the label, which is escaped.
func (p *boardPic) svg() template.HTML {
	if p == nil {
		return ""
	}
	var b strings.Builder
	b.Grow(64 * len(p.points))
	vw := boardLeft + float64(p.w-1) + boardRight
	vh := boardTop + float64(p.h-1) + boardBottom
	b.WriteString(`<svg class="board" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 `)
	b.WriteString(num(vw) + " " + num(vh))
	b.WriteString(`" role="img" aria-label="`)
	b.WriteString(template.HTMLEscapeString(p.label))
	b.WriteString(`"><g transform="translate(1.4 1.1)">`)
	b.WriteString(`<rect class="wood" x="-.9" y="-.9" width="` + num(float64(p.w-1)+1.8) + `" height="` + num(float64(p.h-1)+1.8) + `"/>`)
	b.WriteString(`<path class="grid" d="`)
	for y := 0; y < p.h; y++ {
		b.WriteString("M0 " + strconv.Itoa(y) + "h" + strconv.Itoa(p.w-1))
	}
	for x := 0; x < p.w; x++ {
		b.WriteString("M" + strconv.Itoa(x) + " 0v" + strconv.Itoa(p.h-1))
	}
	b.WriteString(`"/>`)
	if stars := starPoints(p.w, p.h); len(stars) > 0 {
		b.WriteString(`<g class="star">`)
		for _, i := range stars {
			if p.points[i].stone == 0 && p.points[i].mark == markNone {
				circle(&b, i%p.w, i/p.w, ".12")
			}
		}
		b.WriteString(`</g>`)
	}
	p.stones(&b, 'B', "sb")
	p.stones(&b, 'W', "sw")
	for m := markBlackArea; m < markKinds; m++ {
		p.marks(&b, m)
	}
	p.others(&b)
	if p.move >= 0 && p.move < len(p.points) {
		b.WriteString(`<circle class="mv" cx="` + strconv.Itoa(p.move%p.w) + `" cy="` + strconv.Itoa(p.move/p.w) + `" r=".26"/>`)
	}
	if p.next >= 0 && p.next < len(p.points) {
		class := "nx nx-w"
		if p.nextBy == 'B' {
			class = "nx nx-b"
		}
		b.WriteString(`<circle class="` + class + `" cx="` + strconv.Itoa(p.next%p.w) + `" cy="` + strconv.Itoa(p.next/p.w) + `" r=".44"/>`)
	}
	p.labels(&b)
	b.WriteString(`</g></svg>`)
	return template.HTML(b.String())
}

func circle(b *strings.Builder, x, y int, r string) {
	b.WriteString(`<circle cx="` + strconv.Itoa(x) + `" cy="` + strconv.Itoa(y) + `" r="` + r + `"/>`)
}

// stones draws the stones of one colour as dots: zero-length strokes
// with round caps, one element and a few bytes a stone however many there
// are, so that a page of many boards opens fast. White stones get a dark
// rim drawn under them; dead stones are faded and crossed.
func (p *boardPic) stones(b *strings.Builder, c byte, class string) {
	var live, dead []int
	for i, pt := range p.points {
		if pt.stone != c {
			continue
		}
		if pt.dead {
			dead = append(dead, i)
		} else {
			live = append(live, i)
		}
	}
	dots := func(class string, at []int) {
		if len(at) == 0 {
			return
		}
		b.WriteString(`<path class="` + class + `" d="`)
		for _, i := range at {
			b.WriteString("M" + strconv.Itoa(i%p.w) + " " + strconv.Itoa(i/p.w) + "h0")
		}
		b.WriteString(`"/>`)
	}
	if c == 'W' {
		dots("rim", live)
	}
	dots(class, live)
	if len(dead) > 0 {
		if c == 'W' {
			dots("rim dead", dead)
		}
		dots(class+" dead", dead)
		b.WriteString(`<path class="x" d="`)
		for _, i := range dead {
			x, y := i%p.w, i/p.w
			b.WriteString("M" + num(float64(x)-.3) + " " + num(float64(y)-.3) + "l.6.6m0-.6l-.6.6")
		}
		b.WriteString(`"/>`)
	}
}

// markShape is the path of one mark centred on (x, y), and the class that
// colours it.
var markShapes = [markKinds]struct{ class, shape string }{
	markBlackArea:    {"tb", "h0"}, // a dot: a zero-length stroke with a square cap (style.css)
	markWhiteArea:    {"tw", "h0"},
	markBlackSekiEye: {"eb", "m0-.26l.24.42h-.48z"},
	markWhiteSekiEye: {"ew", "m0-.26l.24.42h-.48z"},
	markSekiShared:   {"ss", "m0-.22l.22.22-.22.22-.22-.22z"},
	markDame:         {"dm", "h0"},
	markSekiStone:    {"sk", "m-.18 0a.18.18 0 1 0 .36 0a.18.18 0 1 0-.36 0"},
	markCaptured:     {"cp", "m-.22-.22l.44.44m0-.44l-.44.44"},
	markBlackFilled:  {"fb", "m-.27 0a.27.27 0 1 0 .54 0a.27.27 0 1 0-.54 0"},
	markWhiteFilled:  {"fw", "m-.27 0a.27.27 0 1 0 .54 0a.27.27 0 1 0-.54 0"},
	markBlackTeire:   {"qb", "m-.2-.2h.4v.4h-.4zl.4.4"},
	markWhiteTeire:   {"qw", "m-.2-.2h.4v.4h-.4zl.4.4"},
}

// marks draws every mark of one kind as one path. Marks on stones (seki
// stones, captures) are drawn per stone colour, in the contrasting one.
func (p *boardPic) marks(b *strings.Builder, m pointMark) {
	s := markShapes[m]
	if s.shape == "" {
		return
	}
	passes := []byte{0}
	if m == markSekiStone || m == markCaptured {
		passes = []byte{'B', 'W'}
	}
	for _, c := range passes {
		started := false
		for i, pt := range p.points {
			if pt.mark != m || c != 0 && pt.stone != c {
				continue
			}
			if !started {
				class := s.class
				if c == 'B' {
					class += " on-b"
				}
				b.WriteString(`<path class="` + class + `" d="`)
				started = true
			}
			b.WriteString("M" + strconv.Itoa(i%p.w) + " " + strconv.Itoa(i/p.w) + s.shape)
		}
		if started {
			b.WriteString(`"/>`)
		}
	}
}

// others draws the marks of kinds this code does not know: a diamond with
// the kind's name as its tooltip, so a new kind is visible, not lost.
func (p *boardPic) others(b *strings.Builder) {
	for i, pt := range p.points {
		if pt.mark != markOther {
			continue
		}
		b.WriteString(`<path class="ot" d="M` + strconv.Itoa(i%p.w) + " " + strconv.Itoa(i/p.w) + `m0-.3l.3.3-.3.3-.3-.3z"><title>`)
		b.WriteString(template.HTMLEscapeString(pt.other))
		b.WriteString(`</title></path>`)
	}
}

// labels writes the coordinates: column letters above and below, row
// numbers on the left (GTP up to 25 columns, SGF letters beyond). A row
// of column letters is one text, each letter placed by its own x (and
// centred on it: each placed glyph is a chunk of its own for
// text-anchor), so that the many boards of an audit weigh less.
func (p *boardPic) labels(b *strings.Builder) {
	gtp := p.w <= len(gtpColumns)
	b.WriteString(`<g class="lbl">`)
	letters := sgfLetters[:p.w]
	if gtp {
		letters = gtpColumns[:p.w]
	}
	var xs strings.Builder
	for x := 0; x < p.w; x++ {
		if x > 0 {
			xs.WriteByte(' ')
		}
		xs.WriteString(strconv.Itoa(x))
	}
	for _, y := range []string{"-.7", num(float64(p.h-1) + .7)} {
		b.WriteString(`<text x="` + xs.String() + `" y="` + y + `">` + letters + `</text>`)
	}
	for y := 0; y < p.h; y++ {
		l := sgfLetters[y : y+1]
		if gtp {
			l = strconv.Itoa(p.h - y)
		}
		b.WriteString(`<text x="-.95" y="` + strconv.Itoa(y) + `">` + l + `</text>`)
	}
	b.WriteString(`</g>`)
}

// starPoints are the hoshi of the usual sizes, as indexes.
func starPoints(w, h int) []int {
	if w != h {
		return nil
	}
	var at []int
	switch w {
	case 19:
		at = []int{3, 9, 15}
	case 13:
		at = []int{3, 6, 9}
	case 9:
		at = []int{2, 4, 6}
	default:
		return nil
	}
	var out []int
	for _, y := range at {
		for _, x := range at {
			if w == 9 && (x == 4) != (y == 4) {
				continue // 9x9 has five
			}
			out = append(out, y*w+x)
		}
	}
	return out
}

// num writes a coordinate briefly, to a thousandth: "2.8", ".4", "-.3".
func num(v float64) string {
	s := strconv.FormatFloat(math.Round(v*1000)/1000, 'f', -1, 64)
	if strings.HasPrefix(s, "0.") {
		return s[1:]
	}
	if strings.HasPrefix(s, "-0.") {
		return "-" + s[2:]
	}
	return s
}

// legendEntry is one sign of a board's key, with how many points show it.
type legendEntry struct {
	Sign  template.HTML // a small <svg> of the sign
	Name  string
	Count int
}

// legend lists the signs a board uses, in a fixed order: stones, dead
// stones, then the marks; kinds this code does not know come last, by
// the name the count gives them.
func (p *boardPic) legend() []legendEntry {
	if p == nil {
		return nil
	}
	var stones [2][2]int // colour (B, W) × dead
	var marks [markKinds]int
	others := map[string]int{}
	var otherNames []string
	for _, pt := range p.points {
		if pt.stone != 0 {
			c := 0
			if pt.stone == 'W' {
				c = 1
			}
			d := 0
			if pt.dead {
				d = 1
			}
			stones[c][d]++
		}
		if pt.mark == markOther {
			if others[pt.other] == 0 {
				otherNames = append(otherNames, pt.other)
			}
			others[pt.other]++
		} else {
			marks[pt.mark]++
		}
	}
	var out []legendEntry
	add := func(n int, sign, name string) {
		if n > 0 {
			out = append(out, legendEntry{Sign: template.HTML(`<svg class="key" viewBox="-.5 -.5 1 1" aria-hidden="true">` + sign + `</svg>`), Name: name, Count: n})
		}
	}
	const black, white = `<path class="sb" d="M0 0h0"/>`, `<path class="rim" d="M0 0h0"/><path class="sw" d="M0 0h0"/>`
	add(stones[0][0], black, "black stone")
	add(stones[1][0], white, "white stone")
	cross := `<path class="x" d="M-.3-.3l.6.6m0-.6l-.6.6"/>`
	add(stones[0][1], `<g class="dead">`+black+`</g>`+cross, "dead black stone, removed")
	add(stones[1][1], `<g class="dead">`+white+`</g>`+cross, "dead white stone, removed")
	names := [markKinds]string{
		markBlackArea: "counted for Black", markWhiteArea: "counted for White",
		markBlackSekiEye: "eye of a black group in seki", markWhiteSekiEye: "eye of a white group in seki",
		markSekiShared: "shared liberty of a seki", markDame: "dame: counted for no one",
		markSekiStone: "stone of a group in seki", markCaptured: "stone the move captures",
		markBlackFilled: "dame Black filled at the count", markWhiteFilled: "dame White filled at the count",
		markBlackTeire: "point Black must fill (teire): counted for no one", markWhiteTeire: "point White must fill (teire): counted for no one",
	}
	for m := markBlackArea; m < markOther; m++ {
		s := markShapes[m]
		under := ""
		if m == markSekiStone || m == markCaptured {
			under = white
		}
		add(marks[m], under+`<path class="`+s.class+`" d="M0 0`+s.shape+`"/>`, names[m])
	}
	for _, n := range otherNames {
		add(others[n], `<path class="ot" d="M0-.3l.3.3-.3.3-.3-.3z"/>`, n)
	}
	return out
}

// boardFigure is a board with its caption and key, for the templates.
// Wide boards (more than 25 lines) get a whole row of the page.
type boardFigure struct {
	Caption string
	SVG     template.HTML
	Legend  []legendEntry
	Wide    bool
	Note    string // what the key cannot say: where the seki are, the points to fill
}

func figure(p *boardPic, caption string) boardFigure {
	if p == nil {
		return boardFigure{}
	}
	if p.label == "" {
		p.label = caption
	}
	return boardFigure{Caption: caption, SVG: p.svg(), Legend: p.legend(), Wide: max(p.w, p.h) > len(gtpColumns)}
}
