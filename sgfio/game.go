package sgfio

import (
	"encoding/binary"
	"slices"
)

// Game is one normalised game record: the main line of a game tree with
// its setup, moves and header, ready for the rules layer. The raw tree
// stays in Root for excerpts and writing.
type Game struct {
	Index int   // 1-based index in the file
	Root  *Node // the whole game tree
	Pos   Pos   // where the game's "(" is

	Width, Height int    // board size (SZ, columns:rows; 19 when missing or invalid)
	Charset       string // the charset the text was decoded from ("UTF-8" when nothing was done)

	Setup   Setup   // AB/AW/AE/PL of the root node (Before is 1)
	Changes []Setup // setup nodes after the root, in main-line order
	PL      Color   // PL[] of the root, Empty when absent
	Moves   []Move  // main-line moves, passes included
	// Invalid holds the values of Invalid moves as written, by move
	// number (Move stays free of pointers: a million moves cost the
	// garbage collector nothing).
	Invalid map[int]string

	Komi     Komi
	Handicap Handicap
	Rules    string // RU[] as written (resolved to a ruleset by package rules)
	Result   Result

	Black, White Player
	Event        string // EV
	Round        string // RO
	Date         string // DT
	Place        string // PC
	Name         string // GN

	// TB and TW are the territory marks of the last main-line node (the
	// dead stones and territory agreed at the end).
	TB, TW []Point

	Diags Diagnostics // this game's warnings and errors, sorted

	lines *lineIndex
	kept  diagCap // Diags' bound (MaxDiags)
}

// Position returns the line and column of a byte offset of this game's
// file (Node.Offset, Property.Offset). The games of one file share a line
// cursor that Position moves: not safe for concurrent calls on games of
// one Collection.
func (g *Game) Position(offset int) Pos {
	if g.lines == nil {
		return Pos{Offset: offset}
	}
	return g.lines.pos(offset)
}

// Player is a player's name and rank as written (PB/BR, PW/WR).
type Player struct{ Name, Rank string }

// Move is one main-line move: 16 bytes without pointers, so that a
// corpus of millions of moves costs little memory and nothing to the
// garbage collector. Moves[i] is move number i+1 (passes included).
type Move struct {
	Color Color
	Pass  bool // "[]", or "tt" on boards up to 19×19

	// Invalid is set when the value is not a point at all ("B[a]", "W[1x]");
	// OffBoard when it is a point outside the board ("B[zz]" on 19×19).
	// Both are reported as errors and the move is kept, never turned into a
	// pass: the rules layer judges it (off-board).
	Invalid  bool
	OffBoard bool

	// X and Y are the point (Point()), meaningful unless Pass or Invalid
	// (-1 then); it may be off the board (see OffBoard).
	X, Y int8
	// Node is the node's index along the main line (the root is 0).
	Node int32
	// Offset is the byte offset of the B[]/W[] property; Game.Position
	// turns it into line:col when a message needs them.
	Offset int32
}

// Point returns the move's point (see X and Y).
func (m Move) Point() Point { return Point{int(m.X), int(m.Y)} }

// Setup is a set of setup stones: the root's, or a setup node after the
// root, which applies before move number Before.
type Setup struct {
	Black, White, Empty []Point // AB, AW, AE (rectangles expanded)
	Player              Color   // PL[] in that node, Empty when absent
	Before              int     // the move number this setup precedes (1-based)
	Node                int     // node index along the main line
	Pos                 Pos     // where the node's ";" is
}

// IsZero reports whether s places, removes and names nothing.
func (s Setup) IsZero() bool {
	return len(s.Black) == 0 && len(s.White) == 0 && len(s.Empty) == 0 && s.Player == Empty
}

// Handicap compares HA[] with the handicap stones actually placed. This
// is the one place that reads a record's handicap; package compare places
// the implied stones and the rules replay counts the same H.
type Handicap struct {
	HA      int    // HA[] value (0 when absent or unreadable)
	Raw     string // HA[] as written
	Present bool
	Stones  int // black stones set up before the first move (AB in the root and in setup nodes before it)

	// Implied is true when HA >= 2, no black stone is set up before the
	// first move and White moves first: the server left its standard
	// stones implicit (Fox). Package compare places them.
	Implied bool

	// Count is the handicap H of RULES.md §5.6: the leading black moves
	// when there are two or more of them and no setup node comes first;
	// else the black setup stones, when there are two or more and no white
	// setup stones; HA when Implied; otherwise 0 (H <= 1 is no handicap).
	Count int
}

// builder reads a game's record node by node along the main line.
type builder struct {
	g      *Game
	white  int    // setup stones in the root
	nodes  int    // main-line nodes seen
	copy   bool   // Moves is a reused buffer: copy the moves out at the end
	store  *Store // Options.Store: the moves stay in it, lent to the game
	last   Color
	lastPL bool // last was set by PL[], not by a move
	// whiteMoved: a White move was read (the leading Black moves are over).
	whiteMoved bool
	haOff      int // offset of HA[], -1 when absent
}

// start prepares the record; moves is where moves go (a reused buffer
// when copy is set, the free room of store when it is set, else nil).
func (b *builder) start(copy bool, store *Store, moves []Move) {
	b.g.Width, b.g.Height = 19, 19
	b.haOff = -1
	b.copy = copy
	b.store = store
	b.g.Moves = moves
	if b.g.lines == nil {
		b.g.lines = newLineIndex(nil)
	}
}

// finish checks what needs the whole game.
func (b *builder) finish() {
	if b.store != nil {
		b.store.keep(&b.g.Moves)
	} else if b.copy {
		// Copied out of the reused buffer, without clearing the copy first.
		if len(b.g.Moves) == 0 {
			b.g.Moves = []Move{}
		} else {
			b.g.Moves = append([]Move(nil), b.g.Moves...)
		}
	}
	b.handicap()
}

func (b *builder) report(off int, sev Severity, msg string) {
	if !b.g.kept.room(off) {
		b.g.kept.dropped++
		return
	}
	b.g.kept.add(&b.g.Diags, Diagnostic{Pos: b.g.Position(off), Game: b.g.Index, Severity: sev, Msg: msg})
}

// header reads the root's game-info properties. SZ first: points in the
// root may come before it.
func (b *builder) header(props []Property) {
	g := b.g
	for i := range props {
		if props[i].ID == "SZ" {
			b.size(&props[i])
			break
		}
	}
	// The text of each header property read (the first value of the first
	// of each identifier) goes into one buffer, made one string: one
	// allocation a game, not one a property. At most 15 are read.
	var read [16]struct {
		p          *Property
		start, end int
	}
	nread := 0
	var room [512]byte
	buf := room[:0]
	var seen [shortIDWords]uint64 // the header identifiers met (all of two letters)
	for i := range props {
		p := &props[i]
		if !headerID(p.ID) {
			continue // not read here
		}
		k := shortID(p.ID)
		w, bit := k>>6, uint64(1)<<(k&63)
		first := seen[w]&bit == 0
		seen[w] |= bit
		if !first || len(p.Values) == 0 {
			continue // a duplicate: the first one counts
		}
		start := len(buf)
		buf = p.Values[0].appendText(buf)
		read[nread].p, read[nread].start, read[nread].end = p, start, len(buf)
		nread++
	}
	all := string(buf)
	for _, r := range read[:nread] {
		// v is p.Values[0].String(), made with the others
		p, v := r.p, all[r.start:r.end]
		switch p.ID { // headerID lists these cases
		case "KM":
			g.Komi = ParseKomi(v)
			if !g.Komi.OK {
				b.report(p.Offset, Warning, "KM["+v+"] is not a number: komi unknown")
			}
		case "HA":
			b.handicapValue(p, v)
		case "RU":
			g.Rules = v
		case "RE":
			g.Result = ParseResult(v)
		case "PB":
			g.Black.Name = v
		case "PW":
			g.White.Name = v
		case "BR":
			g.Black.Rank = v
		case "WR":
			g.White.Rank = v
		case "EV":
			g.Event = v
		case "RO":
			g.Round = v
		case "DT":
			g.Date = v
		case "PC":
			g.Place = v
		case "GN":
			g.Name = v
		case "GM":
			if s := trimSpace(v); s != "1" && s != "" {
				b.report(p.Offset, Warning, "GM["+v+"]: not a game of Go; read as Go")
			}
		case "CA":
			if enc, name := lookupCharset(v); enc != nil && name != g.Charset && !(g.Charset == "UTF-8" && isUTF8Compatible(name)) {
				b.report(p.Offset, Warning, "CA["+v+"] but the file was decoded as "+g.Charset)
			}
		}
	}
	b.resultQuirks(props)
}

// headerID reports whether header reads the root property id: the
// others are not turned into strings at all. Each has one or two
// letters: keepLevel.keeps finds them by shortID (keepClass), so that a
// longer one added here would never be kept.
func headerID(id string) bool {
	switch id {
	case "KM", "HA", "RU", "RE", "PB", "PW", "BR", "WR", "EV", "RO", "DT", "PC", "GN", "GM", "CA":
		return true
	}
	return false
}

// isUTF8Compatible reports whether an ASCII-only file in charset name was
// left as it is.
func isUTF8Compatible(name string) bool { return name == "UTF-8" }

func trimSpace(s string) string {
	for len(s) > 0 && isSpace(s[0]) {
		s = s[1:]
	}
	for len(s) > 0 && isSpace(s[len(s)-1]) {
		s = s[:len(s)-1]
	}
	return s
}

// size reads SZ[N] or SZ[W:H] (columns:rows).
func (b *builder) size(p *Property) {
	v := trimSpace(p.Values[0].String())
	ws, hs, rect := cutByte(v, ':')
	w, ok1 := atoi(trimSpace(ws))
	h, ok2 := w, ok1
	if rect {
		h, ok2 = atoi(trimSpace(hs))
	}
	if !ok1 || !ok2 || w < 1 || h < 1 || w > MaxSize || h > MaxSize {
		b.report(p.Offset, Error, "invalid board size SZ["+v+"] (sizes are 1 to 52): read as 19×19")
		return
	}
	b.g.Width, b.g.Height = w, h
}

func cutByte(s string, c byte) (string, string, bool) {
	for i := 0; i < len(s); i++ {
		if s[i] == c {
			return s[:i], s[i+1:], true
		}
	}
	return s, "", false
}

// atoi reads a small non-negative or negative decimal integer.
func atoi(s string) (int, bool) {
	if s == "" || len(s) > 9 {
		return 0, false
	}
	neg := false
	if s[0] == '-' || s[0] == '+' {
		neg = s[0] == '-'
		s = s[1:]
		if s == "" {
			return 0, false
		}
	}
	n := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int(c-'0')
	}
	if neg {
		n = -n
	}
	return n, true
}

func (b *builder) handicapValue(p *Property, v string) {
	h := &b.g.Handicap
	h.Raw, h.Present = v, true
	b.haOff = p.Offset
	n, ok := atoi(trimSpace(v))
	if !ok || n < 0 {
		b.report(p.Offset, Warning, "HA["+v+"] is not a whole number of stones: ignored")
		return
	}
	h.HA = n
}

// node reads one main-line node: the header (root), setup, moves, and
// territory marks (kept from the last node that has them... and dropped
// by any later node, so that they are the last node's).
func (b *builder) node(props []Property, off int) {
	g := b.g
	idx := b.nodes
	b.nodes++
	if idx == 0 {
		b.header(props)
	}
	if idx == 0 || hasSetup(props) {
		var su Setup
		su.Node, su.Pos, su.Before = idx, g.lines.next(off), len(g.Moves)+1
		for i := range props {
			p := &props[i]
			switch p.ID {
			case "AB":
				su.Black = b.points(p, su.Black)
			case "AW":
				su.White = b.points(p, su.White)
			case "AE":
				su.Empty = b.points(p, su.Empty)
			case "PL":
				su.Player = b.player(p)
			}
		}
		if idx == 0 {
			g.Setup = su
			g.PL = su.Player
			g.Handicap.Stones = len(su.Black)
			b.white = len(su.White)
		} else if !su.IsZero() {
			g.Changes = append(g.Changes, su)
		}
		if su.Player != Empty {
			b.last, b.lastPL = su.Player.Opponent(), true
		}
	}
	if g.TB != nil || g.TW != nil {
		g.TB, g.TW = nil, nil
	}
	moves := 0
	for i := range props {
		p := &props[i]
		var c Color
		switch p.ID {
		case "B":
			c = Black
		case "W":
			c = White
		case "TB":
			g.TB = b.points(p, g.TB)
			continue
		case "TW":
			g.TW = b.points(p, g.TW)
			continue
		default:
			continue
		}
		moves++
		if moves == 2 {
			b.report(p.Offset, Warning, "two moves in one node: both kept, in order")
		}
		b.move(p, c, idx)
		b.turn(c, p.Offset, len(g.Moves))
	}
}

// hasSetup reports whether n has AB, AW, AE or PL.
func hasSetup(props []Property) bool {
	for i := range props {
		switch props[i].ID {
		case "AB", "AW", "AE", "PL":
			return true
		}
	}
	return false
}

func (b *builder) player(p *Property) Color {
	switch trimSpace(p.Values[0].String()) {
	case "B", "b", "1":
		return Black
	case "W", "w", "2":
		return White
	}
	b.report(p.Offset, Warning, "PL["+p.Values[0].String()+"] is not B or W: ignored")
	return Empty
}

// move appends the move of property p.
func (b *builder) move(p *Property, c Color, node int) {
	if len(p.Values) > 1 {
		b.report(p.Offset, Error, p.ID+" with "+itoa(len(p.Values))+" values: only the first is the move")
	}
	b.addMove(c, p.Values[0].text(), p.Offset, node)
}

// quickMove reads a main-line node that holds one move with one plain
// value of two bytes (no escapes), raw, as node would; the parser's fast
// path calls it.
func (b *builder) quickMove(c Color, raw []byte, off int) {
	g := b.g
	idx := b.nodes
	b.nodes++
	if g.TB != nil || g.TW != nil {
		g.TB, g.TW = nil, nil
	}
	b.addMove(c, raw, off, idx)
	if b.last == c || c == White {
		b.turn(c, off, len(g.Moves))
	}
	b.last, b.lastPL = c, false
}

// pointRun reads, from src[o:], the main-line nodes that play a point on
// the board in turn (what quickMove would read without a word to say),
// each followed by the ";" of the next node, with white space and
// properties the main line does not keep between (tokenAfterNode): the
// bulk of a record. It returns the offset after the last one's ";" and
// how many it read, or, when one is followed by "(" or ")", the offset
// after that and the token. It stops (tokSemi) at the first node that
// needs more, which the caller reads at o.
func (b *builder) pointRun(src []byte, o int) (int, int, token) {
	g := b.g
	if g.TB != nil || g.TW != nil {
		return o, 0, tokSemi // quickMove drops them
	}
	moves := g.Moves // the parser's reused buffer
	start := len(moves)
	last, w, h, nodes := b.last, g.Width, g.Height, b.nodes
	// The word test's limits: x < 26 and x < w in one comparison.
	wx, hy := byte(min(w, 26)), byte(min(h, 26))
	tok := tokSemi
	// The buffer grows outside the loop that fills it: no call in the
	// loop, so its values stay in registers.
	for stop := false; !stop; {
		if cap(moves)-len(moves) < 16 {
			moves = slices.Grow(moves, 64)
		}
		stop = true
		for len(moves) < cap(moves) && o+6 <= len(src) {
			if wordRunOn {
				moves, o, last, nodes = wordRun(moves, src, o, last, nodes, wx, hy)
				if len(moves) == cap(moves) || o+6 > len(src) {
					stop = false // grow the room, or find the end of src
					break
				}
			}
			m := src[o : o+6 : o+6]
			c := moveColor[m[0]]
			x, y := m[2]-'a', m[3]-'a'
			t, next := afterMove[m[5]], o+6
			if t == 0 && (isSpace(m[5]) || isUpper(m[5])) {
				// White space before the next token (a line break
				// every few moves: ai_games), or properties the main
				// line does not keep (BL[1787]WL[1654], C[...]).
				t, next = tokenAfterNode(src, o+5)
			}
			// x, y < 26: a lower-case letter; on a board wider than 26
			// the wrap of a byte past 'z' ("p\x7f") would pass the size
			// test alone.
			if c == Empty || c == last || t == 0 || m[1] != '[' || m[4] != ']' ||
				x >= 26 || y >= 26 || int(x) >= w || int(y) >= h {
				stop = true
				break
			}
			moves = moves[:len(moves)+1]
			mv := &moves[len(moves)-1]
			mv.Color, mv.Pass, mv.Invalid, mv.OffBoard = c, false, false, false
			mv.X, mv.Y, mv.Node, mv.Offset = int8(x), int8(y), int32(nodes), int32(o)
			nodes++
			last = c
			o = next
			if t != tokSemi {
				tok = t
				stop = true
				break
			}
			stop = false // the room ran out: grow it and go on
		}
	}
	b.nodes = nodes
	n := len(moves) - start
	g.Moves = moves
	if n > 0 {
		// Colours alternate in the run: two moves or more hold a White one.
		if n >= 2 || last == White {
			b.whiteMoved = true
		}
		b.last, b.lastPL = last, false
	}
	return o, n, tok
}

// tokenAfterNode returns the token pointRun may go on after, ";", "("
// or ")", and the offset after it, when from j (after a move's "]") to it
// come only white space and properties that the main line does not keep
// and that the general path reads without a word to say; else 0. Each
// such property is one or two upper-case letters, none of them twice in
// the node and none that keepPlay stores, then at once one value whose
// "]" is findClose's. After each "]", white space aside, comes a
// property or the token, else the run stops: so the "]" ends the value
// for scanValue too (its look-ahead wants a byte that continues the SGF)
// and no second value follows. White space is isSpace, as that
// look-ahead sees it: after a NUL (which skipSpace would skip) scanValue
// keeps the "]" in the value. Anything else, a lower-case or a third
// letter in an identifier among it, is left to the general path.
func tokenAfterNode(src []byte, j int) (token, int) {
	var ids [4]int // the node's properties so far (shortID), the move's aside
	nids := 0
	for {
		for j < len(src) && isSpace(src[j]) {
			j++
		}
		if j == len(src) {
			return 0, j
		}
		if t := afterMove[src[j]]; t != 0 || !isUpper(src[j]) {
			return t, j + 1
		}
		k := j + 1
		if k < len(src) && isUpper(src[k]) {
			k++
		}
		if k >= len(src) || src[k] != '[' || playKeeps(src[j:k]) || nids == len(ids) {
			return 0, j
		}
		id := shortID(src[j:k])
		for _, x := range ids[:nids] {
			if x == id {
				return 0, j // a duplicate: reported
			}
		}
		ids[nids] = id
		nids++
		end := findClose(src, k+1)
		if end < 0 {
			return 0, j
		}
		j = end + 1 // the loop goes on only at a property or a token
	}
}

// playKeeps is keepPlay.keeps for an identifier of one or two
// upper-case letters.
func playKeeps(id []byte) bool {
	if len(id) == 1 {
		return id[0] == 'B' || id[0] == 'W'
	}
	switch id[0] {
	case 'A':
		return id[1] == 'B' || id[1] == 'W' || id[1] == 'E'
	case 'P':
		return id[1] == 'L'
	case 'T':
		return id[1] == 'B' || id[1] == 'W'
	}
	return false
}

// wordRun is pointRun's loop for its commonest node, the other colour's
// move followed by ";", in one test of a word: bytes 0, 1, 4 and 5 are
// the colour, "[", "]" and ";" (runWant), bytes 2 and 3 the point. It
// reads what pointRun's test would (the colour neither Empty nor last,
// the token after it tokSemi, x < 26 and x < w, likewise y), as far as
// moves has room and src 8 bytes, and stops at the first node it does
// not read, which pointRun's test then reads. A function of its own: in
// pointRun's loop its values did not stay in registers.
func wordRun(moves []Move, src []byte, o int, last Color, node int, wx, hy byte) ([]Move, int, Color, int) {
	want := runWant[last&3]
	for len(moves) < cap(moves) && o+8 <= len(src) {
		v := binary.LittleEndian.Uint64(src[o : o+8 : o+8])
		x, y := byte(v>>16)-'a', byte(v>>24)-'a'
		if v&runMask != want || x >= wx || y >= hy {
			break
		}
		last ^= Black ^ White
		want ^= 'B' ^ 'W'
		moves = moves[:len(moves)+1]
		mv := &moves[len(moves)-1]
		mv.Color, mv.Pass, mv.Invalid, mv.OffBoard = last, false, false, false
		mv.X, mv.Y, mv.Node, mv.Offset = int8(x), int8(y), int32(node), int32(o)
		node++
		o += 6
	}
	return moves, o, last, node
}

// wordRunOn is switched off by the tests that compare pointRun with and
// without wordRun.
var wordRunOn = true

// runMask and runWant are pointRun's word test: the bytes of a lone move
// followed by ";" that are not its point ("B[..];"), after a move of the
// colour indexed (the next is the other's).
const runMask = 0x0000_ffff_0000_ffff

var runWant = [4]uint64{
	Black: 'W' | '['<<8 | ']'<<32 | ';'<<40,
	White: 'B' | '['<<8 | ']'<<32 | ';'<<40,
	Empty: ^uint64(0), // never matches: the first move takes the test below
	3:     ^uint64(0),
}

// turn reports a move out of turn and remembers who moved. Black moves
// in a row at the start of the game (before any White move, and not after
// a PL[]) are not out of turn: they are the handicap given as leading
// moves (RULES.md §3 and §5.6; Lasker-Maas and AGA allow it).
func (b *builder) turn(c Color, off, number int) {
	leading := c == Black && !b.lastPL && !b.whiteMoved
	if c == White {
		b.whiteMoved = true
	}
	if b.last == c && !leading {
		who := "Black"
		if c == White {
			who = "White"
		}
		why := who + " plays twice in a row"
		if b.lastPL {
			why = who + " plays when PL[] gave the turn to the other side"
		}
		b.report(off, Warning, "move "+itoa(number)+" out of turn: "+why+" (kept)")
	}
	b.last, b.lastPL = c, false
}

// addMove appends the move with value raw (unescaped) at offset off.
// Offsets fit in an int32: MaxInput is 1 GiB, and so do node indexes (a
// node takes a byte at least).
func (b *builder) addMove(c Color, raw []byte, off, node int) {
	g := b.g
	// The move is written in place, field by field: built aside and
	// copied, its narrow stores stalled the wide load of the copy.
	if len(g.Moves) == cap(g.Moves) {
		g.Moves = append(g.Moves, Move{})
	} else {
		g.Moves = g.Moves[:len(g.Moves)+1]
	}
	m := &g.Moves[len(g.Moves)-1]
	m.Color, m.Pass, m.Invalid, m.OffBoard = c, false, false, false
	m.Node, m.Offset = int32(node), int32(off)
	if len(raw) == 2 && isLower(raw[0]) && isLower(raw[1]) && (raw[0] != 't' || raw[1] != 't') &&
		int(raw[0]-'a') < g.Width && int(raw[1]-'a') < g.Height {
		// The commonest move, a point on the board ("pd"): the general
		// path below gives the same.
		m.X, m.Y = int8(raw[0]-'a'), int8(raw[1]-'a')
		return
	}
	m.X, m.Y = 0, 0
	b.point(m, raw, off)
}

// point sets the move's point, pass or invalid value; the move is the
// last of g.Moves.
func (b *builder) point(m *Move, raw []byte, off int) {
	g := b.g
	number := len(g.Moves)
	switch {
	case len(raw) == 0:
		m.Pass = true
	case len(raw) == 2 && raw[0] == 't' && raw[1] == 't' && g.Width <= 19 && g.Height <= 19:
		m.Pass = true
	default:
		pt, ok := ParsePoint(raw)
		if !ok {
			if t := []byte(trimSpace(string(raw))); len(t) != len(raw) {
				if pt, ok = ParsePoint(t); ok || len(t) == 0 {
					b.report(off, Warning, "white space around the move "+quoteBytes(raw))
					m.Pass = len(t) == 0
				}
			}
		}
		switch {
		case m.Pass:
		case !ok:
			m.Invalid, m.X, m.Y = true, -1, -1
			if g.Invalid == nil {
				g.Invalid = map[int]string{}
			}
			g.Invalid[number] = string(raw)
			b.report(off, Error, "move "+itoa(number)+": "+quoteBytes(raw)+" is not a point (kept as an invalid move, not a pass)")
		case !pt.In(g.Width, g.Height):
			m.X, m.Y, m.OffBoard = int8(pt.X), int8(pt.Y), true
			b.report(off, Error, "move "+itoa(number)+": "+quoteBytes(raw)+" is off the "+itoa(g.Width)+"×"+itoa(g.Height)+" board (kept, not a pass)")
		default:
			m.X, m.Y = int8(pt.X), int8(pt.Y)
		}
	}
}

// points reads a point list with compressed rectangles ("aa:cc") and
// appends the points on the board; others are reported.
func (b *builder) points(p *Property, dst []Point) []Point {
	g := b.g
	var seen [MaxSize * MaxSize]bool // a point counts once, so a list is at most the board
	for _, pt := range dst {
		seen[pt.Y*MaxSize+pt.X] = true
	}
	twice := false
	for _, v := range p.Values {
		raw := v.text()
		if len(raw) == 0 {
			continue // an empty list (FF[4] "[]" clears nothing)
		}
		a, c := raw, raw
		if len(raw) == 5 && raw[2] == ':' {
			a, c = raw[:2], raw[3:]
		}
		p1, ok1 := ParsePoint(a)
		p2, ok2 := ParsePoint(c)
		if !ok1 || !ok2 {
			b.report(p.Offset, Error, p.ID+": "+quoteBytes(raw)+" is not a point or rectangle: skipped")
			continue
		}
		x0, x1 := min(p1.X, p2.X), max(p1.X, p2.X)
		y0, y1 := min(p1.Y, p2.Y), max(p1.Y, p2.Y)
		off := 0
		for y := y0; y <= y1; y++ {
			for x := x0; x <= x1; x++ {
				pt := Point{x, y}
				if !pt.In(g.Width, g.Height) {
					off++
					continue
				}
				if seen[y*MaxSize+x] {
					twice = true
					continue
				}
				seen[y*MaxSize+x] = true
				dst = append(dst, pt)
			}
		}
		if off > 0 {
			b.report(p.Offset, Error, p.ID+": "+quoteBytes(raw)+" is off the "+itoa(g.Width)+"×"+itoa(g.Height)+" board: skipped")
		}
	}
	if twice {
		b.report(p.Offset, Warning, p.ID+": a point is listed more than once")
	}
	return dst
}

// handicap compares HA[] with the stones set up and who moves first.
func (b *builder) handicap() {
	g := b.g
	h := &g.Handicap
	// Fox puts the handicap stones in a setup node after the root.
	for _, ch := range g.Changes {
		if ch.Before == 1 {
			h.Stones += len(ch.Black)
			b.white += len(ch.White)
		}
	}
	whiteFirst := len(g.Moves) > 0 && g.Moves[0].Color == White
	h.Implied = h.HA >= 2 && h.Stones == 0 && whiteFirst
	h.Count = b.handicapCount()
	switch {
	case h.Implied:
	case h.HA >= 2 && h.Count == h.HA && h.Stones == 0:
		// the handicap given as leading black moves: nothing to say
	case h.HA >= 2 && h.Stones != h.HA:
		b.report(b.haPos(), Warning, "HA["+h.Raw+"] but "+itoa(h.Stones)+" black stones set up")
	case h.Present && h.HA <= 1 && h.Stones >= 2 && b.white == 0:
		b.report(b.haPos(), Warning, "HA["+h.Raw+"] but "+itoa(h.Stones)+" black stones set up")
	case !h.Present && h.Stones >= 2 && b.white == 0 && len(g.Moves) > 0 && g.Moves[0].Color == White:
		b.report(b.haPos(), Warning, "no HA[] but "+itoa(h.Stones)+" black stones set up and White moves first")
	}
	if whiteFirst && g.PL == Empty && h.HA < 2 && h.Stones == 0 && len(g.Changes) == 0 {
		b.report(int(g.Moves[0].Offset), Warning, "White moves first with no handicap and no PL[]")
	}
}

// handicapCount is Handicap.Count, in the order the replay reads the
// record: leading black moves first (a setup node before move 1 stops
// them), then the setup.
func (b *builder) handicapCount() int {
	g := b.g
	h := &g.Handicap
	setupFirst := false
	for _, ch := range g.Changes {
		if ch.Before == 1 && len(ch.Black)+len(ch.White)+len(ch.Empty) > 0 {
			setupFirst = true
		}
	}
	k := 0
	for k < len(g.Moves) && g.Moves[k].Color == Black && !g.Moves[k].Pass {
		k++
	}
	switch {
	case k >= 2 && !setupFirst:
		return k
	case h.Implied && b.white == 0:
		return h.HA
	case h.Stones >= 2 && b.white == 0:
		return h.Stones
	}
	return 0
}

func (b *builder) haPos() int {
	if b.haOff >= 0 {
		return b.haOff
	}
	return b.g.Pos.Offset
}

func itoa(n int) string {
	if n >= 0 && n < 10 {
		return string(rune('0' + n))
	}
	neg := n < 0
	if neg {
		n = -n
	}
	var buf [20]byte
	i := len(buf)
	for n > 0 {
		i--
		buf[i] = byte('0' + n%10)
		n /= 10
	}
	if neg {
		i--
		buf[i] = '-'
	}
	return string(buf[i:])
}
