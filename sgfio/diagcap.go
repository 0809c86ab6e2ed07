package sgfio

// diagCap bounds a list of diagnostics to the MaxDiags first in Sort's
// order, whatever order they are reported in: the main-line mode reports
// a node's moves as it reads the node, the full parse once the tree is
// built, so "the first MaxDiags reported" would keep other diagnostics
// in the two modes (FuzzParse found it). The list grows to twice
// MaxDiags, then keeps its first MaxDiags; from then on nothing past the
// last kept offset can be kept, so room tells the callers not to build
// such messages at all (memory and time stay bounded on hostile input).
type diagCap struct {
	dropped int // diagnostics reported and not kept
	bound   int // 1 + the last offset that can still be kept; 0: any
}

// room reports whether a diagnostic at byte offset off may be kept.
func (c *diagCap) room(off int) bool { return c.bound == 0 || off < c.bound }

// add adds d to l (which c bounds), or counts it dropped.
func (c *diagCap) add(l *Diagnostics, d Diagnostic) {
	if !c.room(d.Pos.Offset) {
		c.dropped++
		return
	}
	*l = append(*l, d)
	if len(*l) >= 2*MaxDiags {
		c.trim(l)
	}
}

// trim sorts l and keeps its first MaxDiags.
func (c *diagCap) trim(l *Diagnostics) {
	l.Sort()
	if len(*l) <= MaxDiags {
		return
	}
	c.dropped += len(*l) - MaxDiags
	*l = (*l)[:MaxDiags]
	c.bound = (*l)[MaxDiags-1].Pos.Offset + 1
}

// finish sorts l, keeps its first MaxDiags and adds the diagnostic that
// counts the others (at offset off of lines, of game), if any. The
// position is found only then: it builds the file's line index.
func (c *diagCap) finish(l *Diagnostics, lines *lineIndex, off, game int) {
	c.trim(l)
	if c.dropped > 0 {
		*l = append(*l, droppedDiag(lines.pos(off), game, c.dropped))
		l.Sort()
	}
}
