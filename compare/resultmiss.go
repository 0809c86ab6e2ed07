package compare

import (
	"fmt"
	"iter"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
	"github.com/rulediff/rulediff/sgfio"
)

// Kinds of a result check that differs from RE (ResultCheck.Miss): the
// first test below that reproduces RE's margin exactly names it, and
// ResultCheck.MissNote says what reproduced it.
const (
	// MissKomi: RE's margin comes out with another usual komi (0, 5.5,
	// 6.5, 7.5, or the record's own KM when another was used), alone or
	// with the dame counted as in MissDame; not a komi a point away from
	// the komi the count used when the record states it (non-zero) or
	// the user assumed it (Options.AssumeKomi).
	MissKomi = "komi"
	// MissDame: RE's margin comes out with the dame filled in another
	// order, or left open, or (a territory ruleset) counted the area way:
	// the one point of dame parity a server that counts the area way
	// finds.
	MissDame = "dame"
	// MissDeadStones: RE's margin comes out when one chain changes
	// status (dead stones left alive, or living ones removed).
	MissDeadStones = "dead-stones"
	// MissOther: none of these (or RE gives no margin).
	MissOther = "other"
)

// MissKinds lists the kinds in report order.
var MissKinds = []string{MissKomi, MissDame, MissDeadStones, MissOther}

// usualKomi are the komi a miss of kind komi is tried with.
var usualKomi = []float64{0, 5.5, 6.5, 7.5}

// explainMiss sorts a result check that differs from RE (declared is RE's
// margin, Black minus White) by the first change that reproduces it. an,
// when not nil, is the game's analysis of the final position: the dame
// variants count through it (the same counts, without analysing the
// position again for each).
func explainMiss(v *Verdict, rec *sgfio.Game, declared float64, an *score.Analysis) (kind, note string) {
	if v.Score == nil || v.Margin == nil {
		return MissOther, ""
	}
	komis := slices.Clone(usualKomi)
	if rec.Komi.Present && rec.Komi.OK && !slices.Contains(komis, rec.Komi.Value) {
		komis = append(komis, rec.Komi.Value)
	}
	stated := rec.Komi.Present && rec.Komi.OK && rec.Komi.Value != 0 && v.Komi == rec.Komi.Value
	if stated || (assumed(rec) && v.Komi != 0) {
		// The record states the komi the count used, or the user gave it
		// for a KM[0] its RE contradicts (--assume-komi): a point more or
		// less is the count's, not another komi (on fox_pro's counted
		// games komi 5.5 and 7.5 fitted RE about as often as each other,
		// and the territory count with the points to fill once the dame
		// are filled gives RE in most of them: docs/scoring.md).
		komis = slices.DeleteFunc(komis, func(k float64) bool { return math.Abs(k-v.Komi) <= 1 })
	}
	// withKomi is the margin m would have with komi k instead of v.Komi
	// (komi is White's, outside the count).
	withKomi := func(m, k float64) float64 { return m + v.Komi - k }
	// The count's own variants first: a dame counted otherwise keeps the
	// record's komi; the komi is blamed only when no count gives RE.
	var found dameSet
	if !skipFractionalGaps || dameCanFit(v, declared, komis) {
		var targets marginSet
		if boundDame {
			targets = missTargets(v, declared, komis)
		}
		found = dameVariantsWithin(v, an, targets)
	}
	dame := found.list()
	for _, d := range dame {
		if d.margin == declared {
			return MissDame, "RE fits " + d.what()
		}
	}
	// A KM[0] its RE contradicts, counted with 0: the note names the flag
	// that counts such records with the komi found.
	assumable := assumed(rec) && v.Komi == 0
	flag := func(k float64) string { return "--assume-komi " + num(k) + " counts with it" }
	for _, k := range komis {
		if k != v.Komi && withKomi(*v.Margin, k) == declared {
			note := "RE fits komi " + num(k) + " (counted with " + num(v.Komi)
			if assumable {
				note += "; " + flag(k)
			}
			return MissKomi, note + ")"
		}
	}
	for _, d := range dame {
		for _, k := range komis {
			if k != v.Komi && withKomi(d.margin, k) == declared {
				note := "RE fits komi " + num(k) + " and " + d.what()
				if assumable {
					note += " (" + flag(k) + ")"
				}
				return MissKomi, note
			}
		}
	}
	if note, ok := deadVariant(v, declared); ok {
		return MissDeadStones, note
	}
	return MissOther, ""
}

// dameCanFit reports whether a dame variant could give RE, alone or with
// one of komis: a dame counted otherwise moves the margin by a whole
// number (wholeApart), so with a gap of 6.5 and only whole komi changes
// left, none can, and the counts need not be made.
func dameCanFit(v *Verdict, declared float64, komis []float64) bool {
	if wholeApart(declared, *v.Margin) {
		return true
	}
	for _, k := range komis {
		// withKomi(d.margin, k) == declared: d.margin is declared-v.Komi+k
		if k != v.Komi && wholeApart(declared-v.Komi+k, *v.Margin) {
			return true
		}
	}
	return false
}

// dameVariant is one variant's margin and what makes it, in words only
// when it is reported (what): most are made, compared and dropped.
type dameVariant struct {
	margin  float64
	kind    dameKind
	from    board.Color // the colour the dame are filled from (Empty: left open)
	area    bool        // an area count of a ruleset that counts otherwise
	n, b, w int         // border points; the points Black and White must fill
}

type dameKind uint8

const (
	dameBorder dameKind = iota // the border points given to the colour they touch (n)
	dameCount                  // the dame filled from a colour or left open (from, area)
	dameTeire                  // the territory count less the points to fill (from, b, w)
)

// what says how the variant was counted, for a miss's note.
func (d *dameVariant) what() string {
	switch d.kind {
	case dameBorder:
		if d.n == 1 {
			return "1 border point counted for the colour it touches"
		}
		return plural(d.n, "border point") + " counted for the colour they touch"
	case dameTeire:
		return fmt.Sprintf("the territory count with the points to fill once the dame are filled from %s (Black %d, White %d)", colorName(d.from), d.b, d.w)
	}
	what := "the dame left open"
	if d.from != board.Empty {
		what = "the dame filled from " + colorName(d.from)
	}
	if d.area {
		what = "an area count with " + what
	}
	return what
}

// dameSet is the dame variants of a count, in place: a border variant,
// three fillings (open, from Black, from White) and two teire variants
// at most.
type dameSet struct {
	v [6]dameVariant
	n int
}

// list is the variants in explainMiss' order: the teire ones first.
func (s *dameSet) list() []dameVariant { return s.v[:s.n] }

func (s *dameSet) add(d dameVariant) {
	s.v[s.n] = d
	s.n++
}

// dameVariants are v's count with the dame counted otherwise: under a
// territory ruleset first the count less the points to fill once the
// dame are filled from either colour (pointsToFill: the server filled
// them and charged the teire they make); the border points (contested,
// next to one colour only) given to the colour they touch, as a server
// that counts the dame filled would; under an area ruleset the dame
// filled from the other colour, or left open; under the others an area
// count (filled from either colour, or left open).
func dameVariants(v *Verdict, an *score.Analysis) []dameVariant {
	s := dameVariantsWithin(v, an, nil)
	return slices.Clone(s.list())
}

// dameVariantsWithin is dameVariants without the counts whose variants
// provably have none of targets' margins (nil: every count; see
// resultmiss_dame.go). A variant left out has none of the margins
// explainMiss compares, so the first that fits is the same.
func dameVariantsWithin(v *Verdict, an *score.Analysis, targets marginSet) dameSet {
	rs, in := v.Ruleset, v.in
	var fits func(lo, hi float64) bool
	if targets != nil {
		fits = targets.within
	}
	count := score.Score
	if an != nil {
		count = an.ScoreWith // Score itself unless in is the analysed input
	}
	// The teire variants go first, the others after them: each kind is
	// collected apart (two and four at most) and joined at the end.
	var teire, out dameSet
	if rs.Dead == rules.DeadLiteral || rs.Scoring == rules.ScoringConfiguration {
		return out
	}
	if targets != nil && len(targets) == 0 && skipNoTargets {
		// No margin is wanted (missTargets: a komi alone gives RE, and
		// RE is no whole number of points from the count): explainMiss
		// returns MissKomi without reading a variant (none can have RE's
		// margin, a whole number from the count's: wholeApart). The
		// bounds would leave out every count but the open one, made for
		// nothing: it, teireBound and the border count's labelled board
		// are not read.
		return out
	}
	if owner, n := borderOwners(v.Score); n > 0 && (fits == nil || borderMayFit(v, owner, fits)) {
		alt := in
		alt.Owner = owner
		if r, ok := borderCount(alt, rs, count, targets); ok {
			out.add(dameVariant{margin: r.Margin, kind: dameBorder, n: n})
		}
	}
	area := rs.Scoring == rules.ScoringArea
	territory := rs.Scoring == rules.ScoringTerritory
	if !area {
		rs.Scoring, rs.PassStones = rules.ScoringArea, false
	}
	var open *score.Result // the area count with the dame left open, once known
	if area && in.FillFrom == board.Empty {
		open = v.Score
	}
	// openCount holds the open count when it is made below; teireFits is
	// teireMayFit(v, open, rs, fits) once read (teireRead). Plain locals,
	// not a closure's: a count each loop moved to the heap otherwise.
	var openCount score.Result
	teireRead, teireFits := false, false
	for _, from := range []board.Color{board.Empty, board.Black, board.White} {
		if area && from == in.FillFrom {
			continue // the count itself
		}
		// with the bounds, a filled count is made when its own margin
		// may fit, or under a territory ruleset its teire variant's;
		// its points to fill are read only in the second case
		readTeire := territory && from != board.Empty
		if fits != nil && from != board.Empty && open != nil {
			if readTeire && !teireRead {
				teireRead, teireFits = true, teireMayFit(v, open, rs, fits)
			}
			readTeire = readTeire && teireFits
			if !filledMayFit(open, rs, fits) && !readTeire {
				continue
			}
		}
		r, filled := score.Result{}, false
		if from != board.Empty && open != nil {
			// the open count's board filled: what comes before the
			// filling reads no FillFrom; a count read only for its
			// margin is stopped once the filling proves it fits none
			in.FillFrom = board.Empty
			var marginOnly marginSet // nil: the whole count
			if !readTeire {
				marginOnly = targets
			}
			var counted bool
			if r, filled, counted = score.FilledFromWithin(*open, in, rs, from, marginOnly); filled && !counted {
				continue
			}
		}
		in.FillFrom = from
		if !filled {
			r = count(in, rs)
		}
		if from == board.Empty {
			openCount = r
			open = &openCount
		}
		if readTeire {
			// The territory count less the points each side must fill
			// once the dame are filled (those it already charges aside).
			b, w := pointsToFill(&r)
			b -= v.Score.Counts.Short[board.Black]
			w -= v.Score.Counts.Short[board.White]
			if b, w = max(b, 0), max(w, 0); b+w > 0 {
				teire.add(dameVariant{margin: *v.Margin - float64(b) + float64(w), kind: dameTeire, from: from, b: b, w: w})
			}
		}
		out.add(dameVariant{margin: r.Margin, kind: dameCount, from: from, area: !area})
	}
	for _, d := range out.list() {
		teire.add(d)
	}
	return teire
}

// maxToggled bounds the chains deadVariant tries: one count each.
const maxToggled = 400

// deadVariant looks for one chain whose status, changed, gives RE's
// margin under v's ruleset.
func deadVariant(v *Verdict, declared float64) (string, bool) {
	if skipFractionalGaps && !wholeApart(declared, *v.Margin) {
		return "", false
	}
	var labelled *score.ToggleBound // the labelled board's first bound, per toggle without a label
	// Its memory goes to the next miss's bound.
	defer func() { labelled.Release() }()
	made := false
	for t := range deadToggles(v) {
		if !made && boundToggles && boundToggleLabels {
			labelled, made = score.NewToggleBound(v.in, v.Ruleset), true // at the first toggle: there may be none
		}
		if labelled != nil && !labelled.MayReach(t.in, declared) {
			continue // ScoreReaching would cut it on its labelled board
		}
		var r score.Result
		var counted bool
		if labelled != nil {
			r, counted = labelled.Count(t.in, declared) // its labelled charges read once
		} else {
			r, counted = score.ScoreReaching(t.in, v.Ruleset, declared)
		}
		if !boundToggles {
			r, counted = score.Score(t.in, v.Ruleset), true
		}
		if counted && r.Margin == declared {
			state := "dead"
			if t.wasDead {
				state = "alive"
			}
			p := v.in.Position
			return fmt.Sprintf("RE fits with the %s at %s %s", plural(t.size, strings.ToLower(colorName(t.color))+" stone"),
				pointAt(p, t.at), state), true
		}
	}
	return "", false
}

// toggle is v's count input with one chain's status changed.
type toggle struct {
	in      score.Input
	at      int // the chain's first point
	size    int
	color   board.Color
	wasDead bool
}

// deadToggles yields v's input with each chain's status changed in turn
// (the first maxToggled chains, in board order). A toggle's in.Dead is
// the iteration's buffer, rewritten for the next toggle and, once the
// iteration ends, by a later one: read it before asking for the next,
// copy it to keep it (TestDeadTogglesAreFresh).
func deadToggles(v *Verdict) iter.Seq[toggle] {
	return func(yield func(toggle) bool) {
		rs, in := v.Ruleset, v.in
		p := in.Position
		if rs.Dead == rules.DeadLiteral || len(p.Stones) != p.W*p.H || p.W == 0 {
			return
		}
		// Which stones are dead and which are seen (a dead index off
		// the board is never asked for), and the chains' buffers: the
		// last iteration's memory (togglesScratch).
		sc := toggleScratches.Get().(*togglesScratch)
		defer toggleScratches.Put(sc)
		n := len(p.Stones)
		if cap(sc.marks) < 2*n {
			sc.marks = make([]bool, 2*n)
		}
		marks := sc.marks[:2*n]
		clear(marks)
		seen, dead := marks[:n:n], marks[n:]
		for _, i := range in.Dead {
			if i >= 0 && i < n {
				dead[i] = true
			}
		}
		chain, stack, nb, toggled := sc.chain, sc.stack, sc.nb, sc.toggled
		defer func() { sc.chain, sc.stack, sc.nb, sc.toggled = chain, stack, nb, toggled }()
		tried := 0
		for i, c := range p.Stones {
			if c == board.Empty || seen[i] {
				continue
			}
			chain, stack, nb = chainFrom(p, i, seen, chain[:0], stack, nb)
			if tried++; tried > maxToggled {
				return
			}
			wasDead := dead[i]
			toggled = toggled[:0]
			for _, j := range in.Dead {
				if !wasDead || !slices.Contains(chain, j) {
					toggled = append(toggled, j)
				}
			}
			if !wasDead {
				toggled = append(toggled, chain...)
			}
			alt := in
			alt.Dead, alt.Owner = toggled, nil
			if !yield(toggle{alt, i, len(chain), c, wasDead}) {
				return
			}
		}
	}
}

// togglesScratch is deadToggles' memory, kept for the next miss's
// toggles: every mark cleared and every list emptied before it is read
// (TestDeadTogglesAreFresh: its bestiary verdicts, one after another).
type togglesScratch struct {
	marks                     []bool
	chain, stack, nb, toggled []int
}

var toggleScratches = sync.Pool{New: func() any { return new(togglesScratch) }}

// chainFrom appends to chain the stones of p's chain through i, in the
// order board.Position.Chain lists them (the same flood: a stack, each
// stone's neighbours in Neighbours' order), and marks them in seen,
// where none of them may be marked yet (chains are disjoint: deadToggles
// marks whole chains). Chain's maps cost 12 K instructions a chain, for
// every chain of every miss. TestChainFromIsChain compares the two.
func chainFrom(p board.Position, i int, seen []bool, chain, stack, nb []int) (stones, stackOut, nbOut []int) {
	c := p.Stones[i]
	stack = append(stack[:0], i)
	seen[i] = true
	for len(stack) > 0 {
		j := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		chain = append(chain, j)
		nb = p.Neighbours(nb[:0], j)
		for _, k := range nb {
			if p.Stones[k] == c && !seen[k] {
				seen[k] = true
				stack = append(stack, k)
			}
		}
	}
	return chain, stack, nb
}

// boundToggles lets deadVariant stop the counts that cannot give RE's
// margin (score.ScoreReaching: bounds read on the regions and on the
// board with the dame filled, before the J89 analysis that made most of
// the result check's CPU). TestMissBounds compares with it off.
var boundToggles = true

// boundToggleLabels lets deadVariant read ScoreReaching's first bound
// on each toggle from the verdict's board and the regions the toggled
// chain touches (score.ToggleBound), without labelling the toggle's
// board: it skips only the counts ScoreReaching would cut there.
// TestMissBounds compares with it off.
var boundToggleLabels = true

// skipFractionalGaps lets explainMiss skip the counts that cannot close
// a gap that is not a whole number (TestMissWholeGaps compares with it
// off).
var skipFractionalGaps = true

// wholeApart reports whether a and b differ by a whole number (within
// rounding: a komi such as 6.98 is not exact in binary). Every term of a
// margin that depends on the dead stones counts whole points or stones:
// territory, stones, dead stones, seki eyes, points to fill, group tax,
// estimated and filled dame; halves (shared seki points and dame split,
// ties of Ing's nearest stones) go to both colours and cancel in the
// margin; komi, prisoners, handicap bonus, pass stones and KataGo's button
// do not depend on the dead stones. So changing one chain's status moves
// the margin by a whole number, and a gap of 6.5 to RE (the commonest
// miss: fox_pro's RE counted with another komi) cannot close: deadVariant
// need not count the chains (each a full J89 analysis: most of the
// audit's CPU before this test).
func wholeApart(a, b float64) bool {
	d := a - b
	return math.Abs(d-math.Round(d)) < 1e-6
}

func num(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }

// borderOwners gives each dame of a count that touches the stones of one
// colour only to that colour (an Input.Owner map), and counts them.
// Row by row, a point's stone colour read from a table (stoneAt, stoneOf's).
func borderOwners(r *score.Result) ([]board.Color, int) {
	if r == nil || len(r.Own) != r.W*r.H || r.W == 0 {
		return nil, 0
	}
	w, h := r.W, r.H
	own := r.Own
	owner := make([]board.Color, len(own))
	n := 0
	for y := 0; y < h; y++ {
		row := own[y*w : (y+1)*w]
		for x, o := range row {
			if o.Class() != score.OwnDame {
				continue
			}
			i := y*w + x
			var touch [4]bool // by stoneOf's colour
			if x > 0 {
				touch[stoneAt[row[x-1]]] = true
			}
			if x < w-1 {
				touch[stoneAt[row[x+1]]] = true
			}
			if y > 0 {
				touch[stoneAt[own[i-w]]] = true
			}
			if y < h-1 {
				touch[stoneAt[own[i+w]]] = true
			}
			switch {
			case touch[board.Black] && !touch[board.White]:
				owner[i] = board.Black
				n++
			case touch[board.White] && !touch[board.Black]:
				owner[i] = board.White
				n++
			}
		}
	}
	return owner, n
}

// stoneAt is stoneOf of each Own.
var stoneAt = func() (t [256]board.Color) {
	for o := range t {
		t[o] = stoneOf(score.Own(o))
	}
	return t
}()
