package sgfio

import (
	"bytes"
	"fmt"
	"sync"
)

// Collection is everything read from one SGF file.
type Collection struct {
	Games   []*Game
	Diags   Diagnostics // file-level diagnostics (Game 0), sorted
	Charset string      // the charset the file was decoded from ("UTF-8" when nothing was done)

	// Made with the Collection, not apart (allocations a file): the
	// file's line index, which its games share, and room for Games'
	// first game (most files hold one) and Diags' first diagnostic
	// (half of fox_pro's files have one: a few bytes not UTF-8).
	lines    lineIndex
	first    [1]*Game
	diagRoom [1]Diagnostic // room for the file's first diagnostic
}

// Limits on input, as errors rather than unbounded memory.
const (
	// MaxInput is the largest input Parse accepts.
	MaxInput = 1 << 30
)

// Parse reads every game of an SGF file. It never fails outright: problems
// are diagnostics. A file with no game yields no Game and at least one
// Error diagnostic. The error is only for internal limits.
func Parse(data []byte) (*Collection, error) { return ParseWith(data, Options{}) }

// Options change what Parse keeps.
type Options struct {
	// MainLine keeps only the game records: no tree is built (Game.Root
	// is nil), each main-line node goes to the record as it is read, and
	// the buffers are reused from file to file. The records and
	// diagnostics are the same as Parse's. For corpus runs that never
	// write excerpts (re-read the file with Parse for those).
	MainLine bool

	// Store, with MainLine, lends the games their records: each Game,
	// and its Moves, are then parts of the store's memory rather than
	// memory of their own (an allocation or two a game spared), valid
	// only until Store.Reset, which hands that memory to the next games.
	// A caller that keeps a game (or its moves) past its Reset must copy
	// what it keeps; the strings, maps and other slices a Game holds are
	// never reused. Without it (and always without MainLine) every Game
	// is the caller's.
	Store *Store
}

// ParseWith is Parse with options.
func ParseWith(data []byte, opt Options) (*Collection, error) { return parse(data, opt, nil) }

// ParseGames is ParseWith handing each game to yield as soon as it is
// read, in file order, instead of keeping it: the Collection it returns
// holds no game, only the file's diagnostics and charset (known at the
// end: junk between games is found as the games are read). A file of a
// million games then costs the memory of one. yield returning false
// stops the parse. Each Game is the same as ParseWith's, and the caller
// may keep it (only until opt.Store.Reset, when opt lends the records).
func ParseGames(data []byte, opt Options, yield func(*Game) bool) (*Collection, error) {
	if yield == nil {
		yield = func(*Game) bool { return true }
	}
	return parse(data, opt, yield)
}

// parse is ParseWith (yield nil: the games are kept) and ParseGames.
func parse(data []byte, opt Options, yield func(*Game) bool) (*Collection, error) {
	if len(data) > MaxInput {
		return nil, fmt.Errorf("sgfio: input of %d bytes exceeds the %d-byte limit", len(data), MaxInput)
	}
	coll := &Collection{Charset: "UTF-8"}
	p := parserPool.Get().(*parser) // zeroed
	defer func() {
		*p = parser{} // nothing of this file kept alive by the pool
		parserPool.Put(p)
	}()
	p.coll = coll
	p.yield = yield
	p.mainLine = opt.MainLine
	if opt.MainLine {
		p.store = opt.Store
	}
	p.ids = p.idBuf[:0]
	src, cs, diags := decodeFile(data, coll.diagRoom[:0])
	coll.Charset = cs
	if len(diags) > 0 {
		coll.Diags = diags // the first: no copy
	}
	coll.lines = lineIndex{src: src, curLine: 1} // newLineIndex's
	p.lines = &coll.lines
	p.sc.init(src, p.lines, p)
	var sc *scratch
	if opt.MainLine {
		// Buffers for one node at a time, reused from file to file.
		sc = scratchPool.Get().(*scratch)
		p.props, p.vals, p.moveBuf = sc.props[:0], sc.vals[:0], sc.moves[:0]
	} else {
		// One allocation each for the file's nodes, properties and
		// values: a node starts with ";" (but for a forgotten one) and a
		// value with "[".
		nodes, vals := bytes.Count(src, []byte{';'})+1, bytes.Count(src, []byte{'['})+1
		p.nodes = make([]Node, 0, nodes)
		p.props = make([]Property, 0, vals)
		p.vals = make([]Value, 0, vals)
	}
	if bytes.HasPrefix(src, utf8BOM) {
		p.report(Pos{Offset: 0, Line: 1, Col: 1}, Warning, "UTF-8 byte-order mark skipped")
		p.sc.off = len(utf8BOM)
	}
	p.parseCollection()
	coll.Diags.Sort()
	if sc != nil && cap(p.moveBuf) <= 1<<16 && cap(p.props) <= 1<<16 {
		// Keep the (possibly grown) buffers for the next file; huge ones go.
		// Cleared as far as this file used them, so that the pool does not
		// keep its bytes alive.
		clear(p.props[:p.propsHigh])
		clear(p.vals[:p.valsHigh])
		sc.props, sc.vals, sc.moves = p.props[:0], p.vals[:0], p.moveBuf[:0]
		scratchPool.Put(sc)
	}
	return coll, nil
}

// scratch is the reusable memory of a main-line parse.
type scratch struct {
	props []Property
	vals  []Value
	moves []Move
}

var scratchPool = sync.Pool{New: func() any { return new(scratch) }}

// parserPool holds zeroed parsers: a parser (about 1 KB) escapes to the
// heap (its scanner points back to it), an allocation a file.
var parserPool = sync.Pool{New: func() any { return new(parser) }}

// parser builds game trees from the scanner's tokens without recursion:
// variations are a stack, so depth costs memory, never the Go stack.
type parser struct {
	sc    scanner
	coll  *Collection
	game  *Game // the game being read, nil between games
	nodes []Node
	props []Property
	vals  []Value
	stack []frame
	lines *lineIndex

	ids      []string             // the node's identifiers of three letters or more, each once
	idBuf    [32]string           // ids' room for the first 32: no allocation per file
	seen     map[string]struct{}  // and as a set, past a few dozen
	shortIDs [shortIDWords]uint64 // the node's identifiers of one or two letters (shortID)
	nIDs     int                  // the node's different identifiers so far, both kinds
	mainLine bool                 // Options.MainLine
	store    *Store               // Options.Store (with MainLine): the games' records are lent from it
	idStack  idStack              // main-line mode's stack of open variations

	b       builder
	games   int              // games read so far
	yield   func(*Game) bool // ParseGames's: each game goes there instead of to coll
	stopped bool             // yield said stop
	kept    diagCap          // the file-level diagnostics' bound (MaxDiags)
	nodeOff int              // offset of the ";" of the node parseProps reads
	moveBuf []Move           // main-line mode: moves are gathered here, then copied out

	// propsHigh and valsHigh: how much of props and vals a main-line
	// parse has used (what ParseWith clears before reusing them).
	propsHigh, valsHigh int
}

// report files a diagnostic under the current game, or the file.
func (p *parser) report(pos Pos, sev Severity, msg string) {
	if p.game != nil {
		p.game.kept.add(&p.game.Diags, Diagnostic{Pos: pos, Game: p.game.Index, Severity: sev, Msg: msg})
		return
	}
	p.kept.add(&p.coll.Diags, Diagnostic{Pos: pos, Severity: sev, Msg: msg})
}

// MaxDiags is how many diagnostics a game (or a file) keeps: the first
// in position order (diagCap), whatever order they were found in; the
// others are counted in one last diagnostic, so that memory stays
// bounded whatever the input.
const MaxDiags = 1000

// droppedDiag is the diagnostic that counts the dropped ones.
func droppedDiag(pos Pos, game, n int) Diagnostic {
	return Diagnostic{Pos: pos, Game: game, Severity: Error, Msg: itoa(n) + " more diagnostics not shown"}
}

func (p *parser) parseCollection() {
	msg := "junk before the first game skipped"
	for !p.stopped && p.sc.skipToGame(msg) {
		msg = "junk between games skipped"
		p.parseGame()
	}
	if p.stopped {
		return
	}
	if p.games > 0 {
		p.sc.reportJunk(p.sc.lastJunk, len(p.sc.src), "junk after the last game skipped")
	}
	switch {
	case p.games > 0:
	case len(bytes.TrimSpace(p.sc.src)) == 0:
		p.report(Pos{Offset: 0, Line: 1, Col: 1}, Error, "empty file: no game")
	default:
		p.report(Pos{Offset: 0, Line: 1, Col: 1}, Error, "not an SGF file: no game found (no \"(;\")")
	}
	p.kept.finish(&p.coll.Diags, p.lines, len(p.sc.src), 0)
}

// newNode takes a node from the current slab; slabs are never moved, so
// pointers into them stay valid.
func (p *parser) newNode(off int) *Node {
	if len(p.nodes) == cap(p.nodes) {
		p.nodes = make([]Node, 0, 256) // more nodes than ";": a forgotten ";"
	}
	p.nodes = p.nodes[:len(p.nodes)+1]
	n := &p.nodes[len(p.nodes)-1]
	*n = Node{Offset: off} // the slab may be reused
	return n
}

// parseGame reads one game tree; the scanner is at its "(".
//
// The main line is the first child at each node. Nodes are numbered as
// they come; a node is on the main line when its parent is the main line's
// last node and has no child yet. With Options.MainLine no tree is built:
// each main-line node goes to the record builder as soon as it is read.
func (p *parser) parseGame() {
	sc := &p.sc
	_, off, _ := sc.scan() // "("
	// Games come in file order: the line cursor (one pass over the file)
	// places them without building the line index.
	p.games++
	var g *Game
	if p.store != nil {
		g = p.store.game() // lent: every field set here
		*g = Game{Index: p.games, Pos: p.lines.next(off), lines: p.lines, Charset: p.coll.Charset}
	} else {
		g = &Game{Index: p.games, Pos: p.lines.next(off), lines: p.lines, Charset: p.coll.Charset}
	}
	p.game = g
	if p.yield == nil {
		if p.coll.Games == nil {
			p.coll.Games = p.coll.first[:0] // no game: nil, as before
		}
		p.coll.Games = append(p.coll.Games, g)
	}
	p.stack = p.stack[:0]
	p.idStack.reset()
	p.b = builder{g: g}
	switch {
	case p.store != nil:
		p.b.start(false, p.store, p.store.room())
	case p.mainLine:
		p.b.start(true, nil, p.moveBuf[:0])
	default:
		p.b.start(false, nil, nil)
	}
	var cur *Node
	curID, nextID := -1, 0
	mainTail, tailHasChild := -1, false
	depth := 1
	afterParen := true // the last token was "(": an identifier then starts a node
	tok, off, lit := sc.scan()
	for {
		if tok == tokIdent && afterParen {
			// "(CA[UTF-8]" or "(\nTE[...]": the ";" is missing (sgfc
			// assumes it too). Read the identifier again as a node's.
			p.report(sc.pos(off), Error, "missing ';' after '(': a node is assumed")
			sc.off = off
			tok = tokSemi
		}
		afterParen = tok == tokLParen
		switch tok {
		case tokEOF:
			p.report(sc.pos(off), Warning, fmt.Sprintf("missing ')' at the end of the file (%d unclosed)", depth))
			p.finishGame()
			return
		case tokLParen:
			if curID < 0 {
				p.report(sc.pos(off), Warning, "variation before the first node")
			}
			if p.mainLine {
				p.idStack.push(curID) // no tree: the id is enough
			} else {
				p.stack = append(p.stack, frame{cur, curID})
			}
			depth++
		case tokRParen:
			depth--
			if depth == 0 {
				p.finishGame()
				return
			}
			if p.mainLine {
				curID = p.idStack.pop()
				break
			}
			top := p.stack[len(p.stack)-1]
			cur, curID = top.node, top.id
			p.stack = p.stack[:len(p.stack)-1]
		case tokSemi:
			nodeOff := off
			id := nextID
			nextID++
			parent := curID
			if parent < 0 && id > 0 {
				p.report(sc.pos(off), Warning, "node outside the game's first sequence: attached to the root")
				parent = 0
			}
			isMain := parent < 0 || (parent == mainTail && !tailHasChild)
			if parent == mainTail {
				tailHasChild = true
			}
			if isMain {
				mainTail, tailHasChild = id, false
			}
			if p.mainLine {
				p.nodeOff = nodeOff
				if t, o, n := p.streamMoves(isMain); n > 0 {
					// n nodes in a row, each the child of the one before:
					// all on the main line or none.
					tok, off, lit = t, o, nil
					curID = id + n - 1
					nextID = id + n
					if isMain {
						mainTail = curID
					}
					continue
				}
				p.props, p.vals = p.props[:0], p.vals[:0]
				keep := keepNone
				switch {
				case isMain && p.b.nodes == 0:
					keep = keepRoot
				case isMain:
					keep = keepPlay
				}
				tok, off, lit = p.parseProps(nil, nodeOff, keep)
				p.propsHigh, p.valsHigh = max(p.propsHigh, len(p.props)), max(p.valsHigh, len(p.vals))
				if isMain {
					p.b.node(p.props, p.nodeOff)
				}
			} else {
				n := p.newNode(nodeOff)
				switch {
				case cur != nil:
					cur.appendChild(n)
				case g.Root == nil:
					g.Root = n
				default:
					g.Root.appendChild(n)
				}
				cur = n
				tok, off, lit = p.parseProps(n, nodeOff, keepAll)
			}
			curID = id
			continue
		case tokIdent:
			p.report(sc.pos(off), Error, "property "+quoteBytes(lit)+" outside a node skipped")
			tok, off, lit = p.skipValues()
			continue
		case tokValue:
			p.report(sc.pos(off), Error, "value "+quoteBytes(lit)+" without a property skipped")
		}
		tok, off, lit = sc.scan()
	}
}

// frame is an open variation: the node it hangs from.
type frame struct {
	node *Node
	id   int
}

// skipValues skips the values after a misplaced identifier.
func (p *parser) skipValues() (token, int, []byte) {
	for {
		tok, off, lit := p.sc.scan()
		if tok != tokValue {
			return tok, off, lit
		}
	}
}

// keepLevel says which properties of a node parseProps stores: in
// main-line mode only those the record builder reads, so that a node's
// memory is what the record keeps (millions of C[] cost nothing).
type keepLevel uint8

const (
	keepNone keepLevel = iota // a node off the main line: nothing is read from it
	keepPlay                  // a main-line node: moves, setup, territory marks
	keepRoot                  // the root: its header too
	keepAll                   // the tree: everything
)

// keeps reports whether a node read at level k stores property id
// (builder.node reads these).
// sid is id's shortID: every identifier kept below keepAll has one or
// two letters, so that a table read replaces the string comparisons.
func (k keepLevel) keeps(id string, sid int) bool {
	switch k {
	case keepAll:
		return true
	case keepNone:
		return false
	}
	if sid < 0 {
		return false
	}
	c := keepClass[sid]
	return c&keptPlay != 0 || k == keepRoot && c&keptRoot != 0
}

// keepClass tells, by shortID, what keeps reads from isPlayID and
// isRootID.
var keepClass = func() (t [26 + 26*26]uint8) {
	for i := range t {
		id := shortNames[i]
		if isPlayID(id) {
			t[i] |= keptPlay
		}
		if isRootID(id) {
			t[i] |= keptRoot
		}
	}
	return t
}()

const (
	keptPlay = 1 << iota // kept from keepPlay on
	keptRoot             // kept at keepRoot
)

// isPlayID reports whether keepPlay keeps id: the moves and setups (one
// or two letters each, as keepClass needs: see keeps).
func isPlayID(id string) bool {
	switch id {
	case "B", "W", "AB", "AW", "AE", "PL", "TB", "TW":
		return true
	}
	return false
}

// isRootID reports whether keepRoot keeps id besides isPlayID's: the
// board size and the header.
func isRootID(id string) bool { return id == "SZ" || headerID(id) }

// parseProps reads the properties of node n (nil for a node that is not
// kept), which starts at nodeOff, stores those keep asks for, and returns
// the token after them.
func (p *parser) parseProps(n *Node, nodeOff int, keep keepLevel) (token, int, []byte) {
	sc := &p.sc
	first := len(p.props)
	p.nodeOff = nodeOff
	p.newIDs()
	if keep != keepNone {
		if tok, off, ok := p.fastMove(n); ok {
			return tok, off, nil
		}
	}
	tok, off, lit := sc.scan()
	for tok == tokIdent {
		idOff := off
		id, ok := normID(lit)
		if !ok {
			p.report(sc.pos(idOff), Error, "property identifier "+quoteBytes(lit)+" has no upper-case letter: skipped")
			tok, off, lit = p.skipValues()
			continue
		}
		vfirst := len(p.vals)
		sid := shortID(id)
		stored := keep.keeps(id, sid)
		nvals := 0
		for {
			tok, off, lit = sc.scan()
			if tok != tokValue {
				break
			}
			nvals++
			if !stored {
				continue
			}
			if len(p.vals) == cap(p.vals) {
				p.vals = append(p.vals, Value{})
			} else {
				p.vals = p.vals[:len(p.vals)+1]
			}
			p.vals[len(p.vals)-1].raw = lit
		}
		if nvals == 0 {
			p.report(sc.pos(idOff), Error, "property "+id+" without a value skipped")
			continue
		}
		if p.isDuplicate(id, sid) {
			if p.room(idOff) {
				p.report(sc.pos(idOff), Warning, "duplicate property "+id+" in one node")
			} else {
				p.dropOne()
			}
		}
		if !stored {
			continue
		}
		vals := p.vals[vfirst:len(p.vals):len(p.vals)]
		// Fill the element in place: appending a struct with pointers
		// costs a bulk write barrier.
		if len(p.props) == cap(p.props) {
			p.props = append(p.props, Property{})
		} else {
			p.props = p.props[:len(p.props)+1]
		}
		pr := &p.props[len(p.props)-1]
		pr.ID, pr.Values, pr.Offset = id, vals, idOff
	}
	if n != nil {
		n.Props = p.props[first:len(p.props):len(p.props)]
	}
	return tok, off, lit
}

// streamMoves is fastMove for Options.MainLine: it reads the lone-move
// nodes that follow, the first at the scanner's offset and each next one
// after a ";", and hands their moves straight to the builder when they
// are on the main line; nothing is stored. It returns how many it read
// (0: the node needs the general path), and the token after the last one
// with its offset. The root always takes the general path (it holds the
// header).
func (p *parser) streamMoves(isMain bool) (token, int, int) {
	b := &p.b
	if isMain && b.nodes == 0 {
		return 0, 0, 0
	}
	src, o := p.sc.src, p.sc.off
	for n := 0; ; n++ {
		if isMain {
			// The commonest nodes first, in a loop of their own.
			var k int
			var tok token
			o, k, tok = b.pointRun(src, o)
			if n += k; tok != tokSemi {
				p.sc.off = o
				return tok, o - 1, n
			}
		}
		// The node "B[pd]" and what follows it, read at once: one bounds
		// test for six bytes.
		if o+6 > len(src) {
			return p.streamStop(o, n)
		}
		w := src[o : o+6 : o+6]
		c := moveColor[w[0]]
		tok := afterMove[w[5]]
		if c == Empty || tok == 0 || w[1] != '[' || w[4] != ']' || !isLower(w[2]) || !isLower(w[3]) {
			return p.streamStop(o, n)
		}
		if isMain {
			b.quickMove(c, w[2:4], o)
		}
		o += 6
		if tok != tokSemi {
			p.sc.off = o
			return tok, o - 1, n + 1
		}
	}
}

// streamStop ends streamMoves at offset o, the start of a node the
// general path reads, after n nodes.
func (p *parser) streamStop(o, n int) (token, int, int) {
	if n == 0 {
		return 0, 0, 0
	}
	// The ";" before this node was read: the general path reads it.
	p.sc.off = o
	return tokSemi, o - 1, n
}

// moveColor and afterMove are streamMoves' tables: the colour of a move
// identifier, and the token after a lone move that lets the stream go on
// (0: none).
var (
	moveColor = [256]Color{'B': Black, 'W': White}
	afterMove = [256]token{';': tokSemi, '(': tokLParen, ')': tokRParen}
)

// peekMove recognises a lone move like "B[pd]" followed by ";", "(" or
// ")" at the scanner's offset.
func (p *parser) peekMove() (Color, token, bool) {
	src, o := p.sc.src, p.sc.off
	if o+5 >= len(src) || src[o+1] != '[' || src[o+4] != ']' || !isLower(src[o+2]) || !isLower(src[o+3]) {
		return 0, 0, false
	}
	var c Color
	switch src[o] {
	case 'B':
		c = Black
	case 'W':
		c = White
	default:
		return 0, 0, false
	}
	switch src[o+5] {
	case ';':
		return c, tokSemi, true
	case '(':
		return c, tokLParen, true
	case ')':
		return c, tokRParen, true
	}
	return 0, 0, false
}

// fastMove reads the commonest node, a lone move like ";B[pd]" followed
// by ";", "(" or ")", without the general scanner. It gives the same
// result as the general path or does nothing.
func (p *parser) fastMove(n *Node) (token, int, bool) {
	c, tok, ok := p.peekMove()
	if !ok {
		return 0, 0, false
	}
	src, o := p.sc.src, p.sc.off
	id := "B"
	if c == White {
		id = "W"
	}
	first := len(p.props)
	if len(p.vals) == cap(p.vals) {
		p.vals = append(p.vals, Value{})
	} else {
		p.vals = p.vals[:len(p.vals)+1]
	}
	p.vals[len(p.vals)-1].raw = src[o+2 : o+4]
	if len(p.props) == cap(p.props) {
		p.props = append(p.props, Property{})
	} else {
		p.props = p.props[:len(p.props)+1]
	}
	pr := &p.props[len(p.props)-1]
	pr.ID, pr.Values, pr.Offset = id, p.vals[len(p.vals)-1:len(p.vals):len(p.vals)], o
	if n != nil {
		n.Props = p.props[first:len(p.props):len(p.props)]
	}
	p.sc.off = o + 6
	return tok, o + 5, true
}

// maxNodeIDs bounds the different identifiers a node remembers for
// isDuplicate, so that a node of millions of made-up identifiers costs
// no memory; real nodes have a few dozen at most.
const maxNodeIDs = 4096

// newIDs starts the identifier set of a new node.
func (p *parser) newIDs() {
	if len(p.ids) >= 32 {
		clear(p.seen)
	}
	p.ids = p.ids[:0]
	p.nIDs = 0
	p.shortIDs = [shortIDWords]uint64{}
}

// shortIDWords holds a bit for each identifier of one or two letters:
// nearly every real one.
const shortIDWords = (26 + 26*26 + 63) / 64

// shortID numbers an identifier of one or two upper-case letters (0-701),
// or returns -1.
func shortID[T string | []byte](id T) int {
	switch len(id) {
	case 1:
		if c := id[0] - 'A'; c < 26 {
			return int(c)
		}
	case 2:
		if c, d := id[0]-'A', id[1]-'A'; c < 26 && d < 26 {
			return 26 + int(c)*26 + int(d)
		}
	}
	return -1
}

// isDuplicate reports whether the node being read already has id, and
// remembers it. The short identifiers are a bitset (a duplicate test in
// a few instructions, where comparing with each earlier string cost a
// fifth of the root's parse); longer ones a list, and past a few dozen a
// set too, so that a node with a huge number of properties stays linear;
// past maxNodeIDs different ones in all it reports once that it stops
// looking. k is id's shortID (the caller has it).
func (p *parser) isDuplicate(id string, k int) bool {
	if k >= 0 {
		w, bit := k>>6, uint64(1)<<(k&63)
		if p.shortIDs[w]&bit != 0 {
			return true
		}
		if p.nIDs == maxNodeIDs {
			return false
		}
		p.shortIDs[w] |= bit
		p.addedID()
		return false
	}
	if len(p.ids) < 32 {
		for _, x := range p.ids {
			if x == id {
				return true
			}
		}
	} else if _, ok := p.seen[id]; ok {
		return true
	}
	if p.nIDs == maxNodeIDs {
		return false
	}
	p.ids = append(p.ids, id)
	switch {
	case len(p.ids) == 32:
		if p.seen == nil {
			p.seen = make(map[string]struct{}, 64)
		}
		for _, x := range p.ids {
			p.seen[x] = struct{}{}
		}
	case len(p.ids) > 32:
		p.seen[id] = struct{}{}
	}
	p.addedID()
	return false
}

// addedID counts one more different identifier in the node.
func (p *parser) addedID() {
	p.nIDs++
	if p.nIDs == maxNodeIDs {
		p.tooManyIDs() // apart: addedID inlines
	}
}

func (p *parser) tooManyIDs() {
	p.report(p.sc.pos(p.nodeOff), Warning, "node with more than "+itoa(maxNodeIDs)+" different properties: later duplicates not reported")
}

// room reports whether a diagnostic would be kept (MaxDiags): messages
// repeated millions of times are not even built once the list is full;
// dropOne counts one instead, as report would.
func (p *parser) room(off int) bool {
	if p.game != nil {
		return p.game.kept.room(off)
	}
	return p.kept.room(off)
}

func (p *parser) dropOne() {
	if p.game != nil {
		p.game.kept.dropped++
		return
	}
	p.kept.dropped++
}

// idStack is main-line mode's stack of open variations: the id of the
// node each one hangs from (-1 before the root). Nested variations push
// ids that follow each other ("(;(;(;" pushes -1, 0, 1...) and siblings
// push one id again and again, so it keeps runs of evenly spaced ids:
// millions of nested variations take a few bytes. (The tree needs the
// nodes themselves: parser.stack.)
type idStack struct{ runs []idRun }

// idRun is the ids first, first+step, ... (count of them).
type idRun struct{ first, step, count int32 }

func (s *idStack) reset() { s.runs = s.runs[:0] }

// push adds id (at least -1, less than 2^30: a node takes a byte).
func (s *idStack) push(id int) {
	v := int32(id)
	if n := len(s.runs); n > 0 {
		r := &s.runs[n-1]
		switch {
		case r.count == 1:
			r.step, r.count = v-r.first, 2
			return
		case v == r.first+r.step*r.count:
			r.count++
			return
		}
	}
	s.runs = append(s.runs, idRun{first: v, count: 1})
}

// pop removes and returns the last id pushed; the parser never pops more
// than it pushed.
func (s *idStack) pop() int {
	r := &s.runs[len(s.runs)-1]
	r.count--
	v := r.first + r.step*r.count
	if r.count == 0 {
		s.runs = s.runs[:len(s.runs)-1]
	}
	return int(v)
}

// finishGame builds the record of the game just read.
func (p *parser) finishGame() {
	g := p.game
	if !p.mainLine {
		n := 0
		for x := g.Root; x != nil; x = x.FirstChild {
			n++
		}
		g.Moves = make([]Move, 0, n)
		for n := g.Root; n != nil; n = n.FirstChild {
			p.b.node(n.Props, n.Offset)
		}
	}
	if p.b.nodes == 0 {
		p.report(g.Pos, Error, "empty game: no node")
	}
	if p.mainLine && p.store == nil {
		p.moveBuf = g.Moves[:0] // the builder's buffer: finish copies the moves out
	}
	p.b.finish()
	g.kept.finish(&g.Diags, p.lines, p.sc.off, g.Index)
	p.game = nil
	if p.yield != nil && !p.yield(g) {
		p.stopped = true
	}
}
