package score

import "github.com/rulediff/rulediff/rules"

// SetAskedOnce switches safeFillAt's skipping of the hane-seki question
// once asked (askedOnce) and returns the function that restores it.
func SetAskedOnce(on bool) (restore func()) {
	old := askedOnce
	askedOnce = on
	return func() { askedOnce = old }
}

// The tests count the questions skipped.
func init() { countAskedOnce = true }

// AskedOnceSkipped returns the hane-seki questions skipped so far.
func AskedOnceSkipped() int { return int(askedOnceSkipped.Load()) }

// SekiReading is what a variant's seki search leaves that the skip
// could change: whether some answer asked the hane-seki question
// (haneSekiAsked, which Analysis reads to share a variant with its
// twin), both closed boards (asked for after the search, as decideSeki
// and the counts ask) and the shared liberties marked.
type SekiReading struct {
	Asked  bool
	Closed [2]string
	Seki   []bool
}

// ReadSeki prepares in's variant under rs and returns its SekiReading.
func ReadSeki(in Input, rs rules.Ruleset) SekiReading {
	g := geometry(in.Position.W, in.Position.H)
	a := g.get()
	defer g.put(a)
	v := variant{a: a}
	removal, haneSeki := variantOf(in, rs)
	v.prepare(in, removal, haneSeki)
	var r SekiReading
	for k := range r.Closed {
		b := a.closed(k)
		bs := make([]byte, len(b))
		for i, c := range b {
			bs[i] = ".xo"[c]
		}
		r.Closed[k] = string(bs)
	}
	r.Asked = a.haneSekiAsked
	r.Seki = append([]bool(nil), a.seki...)
	return r
}
