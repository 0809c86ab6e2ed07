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
}

// ParseWith is Parse with options.
func ParseWith(data []byte, opt Options) (*Collection, error) {
	if len(data) > MaxInput {
		return nil, fmt.Errorf("sgfio: input of %d bytes exceeds the %d-byte limit", len(data), MaxInput)
	}
	coll := &Collection{Charset: "UTF-8"}
	var p parser
	p.coll = coll
	p.mainLine = opt.MainLine
	src, cs, diags := decodeFile(data)
	coll.Charset = cs
	coll.Diags = append(coll.Diags, diags...)
	p.lines = newLineIndex(src)
	p.sc.init(src, p.lines, p.report)
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

	seen     map[string]bool // identifiers of a node with many properties
	seenNode int             // offset of the node seen describes
	mainLine bool            // Options.MainLine

	b       builder
	dropped int    // file-level diagnostics over MaxDiags
	nodeOff int    // offset of the ";" of the node parseProps reads
	moveBuf []Move // main-line mode: moves are gathered here, then copied out

	// propsHigh and valsHigh: how much of props and vals a main-line
	// parse has used (what ParseWith clears before reusing them).
	propsHigh, valsHigh int
}

// report files a diagnostic under the current game, or the file.
func (p *parser) report(pos Pos, sev Severity, msg string) {
	if p.game != nil {
		p.game.dropped += addDiag(&p.game.Diags, Diagnostic{Pos: pos, Game: p.game.Index, Severity: sev, Msg: msg})
		return
	}
	p.dropped += addDiag(&p.coll.Diags, Diagnostic{Pos: pos, Severity: sev, Msg: msg})
}

// MaxDiags is how many diagnostics a game (or a file) keeps; the others
// are counted in one last diagnostic, so that memory stays bounded
// whatever the input.
const MaxDiags = 1000

// addDiag appends d to l unless l is full, and returns how many it dropped.
func addDiag(l *Diagnostics, d Diagnostic) int {
	if len(*l) >= MaxDiags {
		return 1
	}
	*l = append(*l, d)
	return 0
}

// droppedDiag is the diagnostic that counts the dropped ones.
func droppedDiag(pos Pos, game, n int) Diagnostic {
	return Diagnostic{Pos: pos, Game: game, Severity: Error, Msg: itoa(n) + " more diagnostics not shown"}
}

func (p *parser) parseCollection() {
	msg := "junk before the first game skipped"
	for p.sc.skipToGame(msg) {
		msg = "junk between games skipped"
		p.parseGame()
	}
	if len(p.coll.Games) > 0 {
		p.sc.reportJunk(p.sc.lastJunk, len(p.sc.src), "junk after the last game skipped")
	}
	switch {
	case len(p.coll.Games) > 0:
	case len(bytes.TrimSpace(p.sc.src)) == 0:
		p.report(Pos{Offset: 0, Line: 1, Col: 1}, Error, "empty file: no game")
	default:
		p.report(Pos{Offset: 0, Line: 1, Col: 1}, Error, "not an SGF file: no game found (no \"(;\")")
	}
	if p.dropped > 0 {
		p.coll.Diags = append(p.coll.Diags, droppedDiag(p.sc.pos(len(p.sc.src)), 0, p.dropped))
	}
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
	g := &Game{Index: len(p.coll.Games) + 1, Pos: p.lines.next(off), lines: p.lines, Charset: p.coll.Charset}
	p.game = g
	p.coll.Games = append(p.coll.Games, g)
	p.stack = p.stack[:0]
	p.b = builder{g: g}
	if p.mainLine {
		p.b.start(true, p.moveBuf[:0])
	} else {
		p.b.start(false, nil)
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
			p.stack = append(p.stack, frame{cur, curID})
			depth++
		case tokRParen:
			depth--
			if depth == 0 {
				p.finishGame()
				return
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
				tok, off, lit = p.parseProps(nil, nodeOff)
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
				tok, off, lit = p.parseProps(n, nodeOff)
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

// parseProps reads the properties of node n (nil for a node that is not
// kept), which starts at nodeOff, and returns the token after them.
func (p *parser) parseProps(n *Node, nodeOff int) (token, int, []byte) {
	sc := &p.sc
	first := len(p.props)
	p.nodeOff = nodeOff
	if tok, off, ok := p.fastMove(n); ok {
		return tok, off, nil
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
		for {
			tok, off, lit = sc.scan()
			if tok != tokValue {
				break
			}
			if len(p.vals) == cap(p.vals) {
				p.vals = append(p.vals, Value{})
			} else {
				p.vals = p.vals[:len(p.vals)+1]
			}
			p.vals[len(p.vals)-1].raw = lit
		}
		if len(p.vals) == vfirst {
			p.report(sc.pos(idOff), Error, "property "+id+" without a value skipped")
			continue
		}
		vals := p.vals[vfirst:len(p.vals):len(p.vals)]
		if p.isDuplicate(first, id) {
			p.report(sc.pos(idOff), Warning, "duplicate property "+id+" in one node")
		}
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
	if isMain && p.b.nodes == 0 {
		return 0, 0, 0
	}
	for n := 1; ; n++ {
		c, tok, ok := p.peekMove()
		if !ok {
			// The ";" before this node was read: the general path reads it.
			return tokSemi, p.sc.off - 1, n - 1
		}
		o := p.sc.off
		if isMain {
			p.b.quickMove(c, p.sc.src[o+2:o+4], o)
		}
		p.sc.off = o + 6
		if tok != tokSemi {
			return tok, o + 5, n
		}
	}
}

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

// isDuplicate reports whether the node whose properties start at first
// already has id. Past a few dozen properties it uses a set, so that a
// node with a huge number of properties stays linear.
func (p *parser) isDuplicate(first int, id string) bool {
	props := p.props[first:]
	if len(props) < 32 {
		for i := range props {
			if props[i].ID == id {
				return true
			}
		}
		return false
	}
	if p.seenNode != p.nodeOff || p.seen == nil {
		p.seen = make(map[string]bool, 2*len(props))
		for i := range props {
			p.seen[props[i].ID] = true
		}
		p.seenNode = p.nodeOff
	}
	dup := p.seen[id]
	p.seen[id] = true
	return dup
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
	if p.mainLine {
		p.moveBuf = g.Moves[:0] // the builder's buffer: finish copies the moves out
	}
	p.b.finish()
	if g.dropped > 0 {
		g.Diags = append(g.Diags, droppedDiag(p.sc.pos(p.sc.off), g.Index, g.dropped))
	}
	g.Diags.Sort()
	p.game = nil
}
