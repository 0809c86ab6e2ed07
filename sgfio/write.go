package sgfio

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
)

// Writing. Output is always FF[4] in UTF-8 (CA[] says so): values are
// unescaped and escaped again, so a "]" recovered inside a value is
// written "\]".

// Write writes the game tree under root, variations included. It walks
// the tree without recursion, so any depth is fine.
func Write(w io.Writer, root *Node) error {
	bw := bufio.NewWriter(w)
	writeTree(bw, root, false)
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("sgfio: writing SGF: %w", err)
	}
	return nil
}

// WriteMainLine writes only the main line of the tree under root.
func WriteMainLine(w io.Writer, root *Node) error {
	bw := bufio.NewWriter(w)
	writeTree(bw, root, true)
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("sgfio: writing SGF: %w", err)
	}
	return nil
}

func writeTree(w *bufio.Writer, root *Node, mainOnly bool) {
	w.WriteByte('(')
	if root == nil {
		w.WriteString(";)\n")
		return
	}
	var stack []*Node // the first node of each open variation
	n, count := root, 0
	for {
		writeNode(w, n, n == root)
		count++
		if count%16 == 0 || n == root {
			w.WriteByte('\n')
		}
		if c := n.FirstChild; c != nil {
			if c.NextSibling != nil && !mainOnly {
				w.WriteByte('(')
				stack = append(stack, c)
			}
			n = c
			continue
		}
		for {
			w.WriteByte(')')
			if len(stack) == 0 {
				w.WriteByte('\n')
				return
			}
			top := stack[len(stack)-1]
			if next := top.NextSibling; next != nil {
				stack[len(stack)-1] = next
				w.WriteByte('(')
				n = next
				break
			}
			stack = stack[:len(stack)-1]
		}
	}
}

func writeNode(w *bufio.Writer, n *Node, root bool) {
	w.WriteByte(';')
	if root {
		// First, so that a reader finds it before any text.
		w.WriteString("CA[UTF-8]")
	}
	for _, p := range n.Props {
		if root && p.ID == "CA" {
			continue
		}
		w.WriteString(p.ID)
		for _, v := range p.Values {
			w.WriteByte('[')
			writeEscaped(w, v.String())
			w.WriteByte(']')
		}
	}
}

// writeEscaped writes s with "]" and "\" escaped.
func writeEscaped(w *bufio.Writer, s string) {
	start := 0
	for i := 0; i < len(s); i++ {
		if c := s[i]; c == ']' || c == '\\' {
			w.WriteString(s[start:i])
			w.WriteByte('\\')
			start = i
		}
	}
	w.WriteString(s[start:])
}

// Escape returns s escaped for use inside an SGF value.
func Escape(s string) string {
	var b []byte
	for i := 0; i < len(s); i++ {
		if c := s[i]; c == ']' || c == '\\' {
			if b == nil {
				b = append(make([]byte, 0, len(s)+4), s[:i]...)
			}
			b = append(b, '\\')
		}
		if b != nil {
			b = append(b, s[i])
		}
	}
	if b == nil {
		return s
	}
	return string(b)
}

// WriteGame writes the normalised record g as a main-line SGF: the header
// (komi normalised), root setup, setup changes and the first upTo moves
// (all when upTo <= 0), and TB/TW when the whole game is written. It is
// what excerpts are made of: a record reads back to the same moves,
// setup and header.
func WriteGame(w io.Writer, g *Game, upTo int) error {
	bw := bufio.NewWriter(w)
	writeGame(bw, g, upTo)
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("sgfio: writing game %d: %w", g.Index, err)
	}
	return nil
}

func writeGame(w *bufio.Writer, g *Game, upTo int) {
	if upTo <= 0 || upTo > len(g.Moves) {
		upTo = len(g.Moves)
	}
	prop := func(id, v string) {
		w.WriteString(id)
		w.WriteByte('[')
		writeEscaped(w, v)
		w.WriteByte(']')
	}
	w.WriteString("(;FF[4]GM[1]CA[UTF-8]")
	if g.Width == g.Height {
		prop("SZ", strconv.Itoa(g.Width))
	} else {
		prop("SZ", strconv.Itoa(g.Width)+":"+strconv.Itoa(g.Height))
	}
	switch {
	case g.Komi.Present && g.Komi.OK:
		prop("KM", strconv.FormatFloat(g.Komi.Value, 'f', -1, 64))
	case g.Komi.Present:
		prop("KM", g.Komi.Raw) // unreadable: keep it as it was
	}
	if g.Handicap.Present {
		prop("HA", g.Handicap.Raw)
	}
	re := g.Result.Raw
	if g.Result.Zi { // komi is written in points: the result too
		re = g.Result.String()
	}
	for _, kv := range [...]struct{ id, v string }{
		{"RU", g.Rules}, {"RE", re}, {"PB", g.Black.Name}, {"BR", g.Black.Rank},
		{"PW", g.White.Name}, {"WR", g.White.Rank}, {"EV", g.Event}, {"RO", g.Round},
		{"DT", g.Date}, {"PC", g.Place}, {"GN", g.Name},
	} {
		if kv.v != "" {
			prop(kv.id, kv.v)
		}
	}
	writeSetup(w, g.Setup)
	w.WriteByte('\n')
	ch := 0
	for i := 0; i < upTo; i++ {
		m := g.Moves[i]
		for ch < len(g.Changes) && g.Changes[ch].Before <= i+1 {
			w.WriteByte(';')
			writeSetup(w, g.Changes[ch])
			ch++
		}
		w.WriteByte(';')
		w.WriteString(m.Color.String())
		w.WriteByte('[')
		switch {
		case m.Pass:
		case m.Invalid:
			writeEscaped(w, g.Invalid[i+1])
		default:
			w.WriteString(m.Point().String())
		}
		w.WriteByte(']')
		if (i+1)%16 == 0 {
			w.WriteByte('\n')
		}
	}
	if upTo == len(g.Moves) {
		for ; ch < len(g.Changes); ch++ {
			w.WriteByte(';')
			writeSetup(w, g.Changes[ch])
		}
		if len(g.TB) > 0 || len(g.TW) > 0 {
			w.WriteByte(';')
			writePoints(w, "TB", g.TB)
			writePoints(w, "TW", g.TW)
		}
	}
	w.WriteString(")\n")
}

func writeSetup(w *bufio.Writer, s Setup) {
	writePoints(w, "AB", s.Black)
	writePoints(w, "AW", s.White)
	writePoints(w, "AE", s.Empty)
	if s.Player != Empty {
		w.WriteString("PL[" + s.Player.String() + "]")
	}
}

func writePoints(w *bufio.Writer, id string, pts []Point) {
	if len(pts) == 0 {
		return
	}
	w.WriteString(id)
	for _, p := range pts {
		w.WriteByte('[')
		w.WriteString(p.String())
		w.WriteByte(']')
	}
}
