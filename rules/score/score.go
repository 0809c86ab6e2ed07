package score

import (
	"fmt"
	"math"
	"slices"
	"strconv"

	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
)

// Input is everything counting needs about a finished game. Per-colour
// arrays are indexed by board.Black and board.White.
type Input struct {
	Position board.Position // the final position as played
	// Dead lists the stones (indices y*W+x) to remove before counting;
	// rulesets that count literally ignore it. Empty points are ignored.
	Dead       []int
	DeadMethod DeadMethod // where Dead came from
	Prisoners  [3]int     // Prisoners[c]: opponent stones c captured during play
	Passes     [3]int     // Passes[c]: passes c made
	// LastPass is the colour of the pass that ended the record (Empty if
	// it did not end by passing): under white-passes-last a game that
	// Black's pass ended costs White one more pass.
	LastPass board.Color
	Handicap int     // handicap stones H; H ≤ 1 is no handicap
	Komi     float64 // the komi to apply (record or ruleset: the caller decides)
	// PhaseTwo[c] is the number of stones c placed in Lasker-Maas phase two,
	// taken back out of the prisoner place.
	PhaseTwo [3]int
	// Owner, when set (from Estimate.Owner, with estimated dead stones),
	// gives neutral points of an unfinished position to the colour the
	// estimator's playouts gave them to: open borders count as territory
	// for an estimated score (the Estimated component). Row-major.
	Owner []board.Color
	// KataGo is the replay's tally for a KataGo ruleset (Ruleset.KataGo):
	// its phase, charges, button and handicap count; nil counts a bare
	// position in the main phase.
	KataGo *rules.KataGoTally
	// DameAsSeki is KataGo's reading of territory scoring: every neutral
	// point counts as a shared liberty, so a group beside an unfilled dame
	// is treated as in seki (KataGo expects the dame filled before the
	// count). The default tells dame from seki (RULES.md §5.10).
	DameAsSeki bool
	// FillFrom is, for a record counted without closing passes, the
	// colour to move after its last move: area counting fills its dame in
	// turn from that colour (RULES.md §5.1, fill.go). Empty (a record
	// that ended by passes) counts the position as it stands.
	FillFrom board.Color
}

// Side is one colour's score as components; Total is their sum. A
// component that the counting method does not use is zero, so two
// results can be compared term by term.
type Side struct {
	Stones        float64 `json:"stones" yaml:"stones"`                 // stones on the board (area methods)
	Territory     float64 `json:"territory" yaml:"territory"`           // empty points reaching only this colour, outside seki
	Prisoners     float64 `json:"prisoners" yaml:"prisoners"`           // captures in play; Lasker-Maas: minus own stones in the prisoner place
	DeadStones    float64 `json:"dead_stones" yaml:"dead_stones"`       // opponent dead stones removed (territory); Lasker-Maas: minus own
	PassStones    float64 `json:"pass_stones" yaml:"pass_stones"`       // opponent passes (territory counting with pass stones)
	HandicapBonus float64 `json:"handicap_bonus" yaml:"handicap_bonus"` // White's area compensation: 0, N−1 or N
	Komi          float64 `json:"komi" yaml:"komi"`                     // White's komi; Lasker-Maas: minus Black's komi stones
	Seki          float64 `json:"seki" yaml:"seki"`                     // seki eyes counted, shared seki points split or given to the nearer stones
	Dame          float64 `json:"dame" yaml:"dame"`                     // other neutral points: ½ each under split, nearer stones under ing-nearest
	GroupTax      float64 `json:"group_tax" yaml:"group_tax"`           // stone counting: −2 per living group
	Teire         float64 `json:"teire" yaml:"teire"`                   // territory: −1 per own point that must be filled (false eyes, ataris once the dame are filled, throw-ins)
	Estimated     float64 `json:"estimated" yaml:"estimated"`           // neutral points the estimator gives to this colour (open borders)
	FilledDame    float64 `json:"filled_dame" yaml:"filled_dame"`       // area: dame this colour filled at the count (Input.FillFrom)
	PhaseTwo      float64 `json:"phase_two" yaml:"phase_two"`           // Lasker-Maas: stones taken back out of the prisoner place
	Total         float64 `json:"total" yaml:"total"`
}

func (s *Side) sum() {
	s.Total = s.Stones + s.Territory + s.Prisoners + s.DeadStones + s.PassStones +
		s.HandicapBonus + s.Komi + s.Seki + s.Dame + s.GroupTax + s.Teire + s.Estimated + s.PhaseTwo + s.FilledDame
}

// Counts are the plain facts of the final position after removal. A few
// are only worked out when the ruleset needs them: Short under territory
// counting; Groups and SekiGroups under stone counting or when a seki
// exists (they stay 0 otherwise).
type Counts struct {
	Stones     [3]int `json:"stones"`      // living stones left on the board
	Territory  [3]int `json:"territory"`   // territory outside seki
	SekiEyes   [3]int `json:"seki_eyes"`   // territory inside groups in seki
	SekiShared int    `json:"seki_shared"` // shared liberties of seki
	Dame       int    `json:"dame"`        // other neutral points
	Removed    [3]int `json:"removed"`     // dead stones removed, by colour
	Short      [3]int `json:"short"`       // territory points their owner must fill (teire, under territory counting)
	Estimated  [3]int `json:"estimated"`   // neutral points given to a colour by Input.Owner
	Filled     [3]int `json:"filled"`      // dame filled by each colour at the count (Input.FillFrom)
	Groups     [3]int `json:"groups"`      // independent living groups (blocks with territory, not in seki)
	SekiGroups [3]int `json:"seki_groups"` // groups in seki
}

// Result is a position's score under one ruleset.
type Result struct {
	Ruleset string              `json:"ruleset"`
	Scoring rules.ScoringMethod `json:"scoring"`
	Black   Side                `json:"black"`
	White   Side                `json:"white"`
	Margin  float64             `json:"margin"` // Black minus White
	// Winner is Empty for a jigo; ByTieRule says a zero margin was given to
	// Winner by the ruleset's ties rule.
	Winner    board.Color `json:"winner"`
	ByTieRule bool        `json:"by_tie_rule"`
	// TerritoryEquivalent is, for area rulesets with pass stones (AGA), the
	// margin counted the territory way with prisoners and pass stones,
	// which white-passes-last makes equal to the area margin.
	TerritoryEquivalent *float64   `json:"territory_equivalent,omitempty"`
	Zi                  *Zi        `json:"zi,omitempty"`
	Dead                DeadMethod `json:"dead"`      // how the removed stones were found
	Estimated           bool       `json:"estimated"` // the result depends on estimated dead stones
	Counts              Counts     `json:"counts"`
	Own                 []Own      `json:"-"` // per point, row-major
	W, H                int        `json:"-"`
}

// String is the result in SGF RE style: "B+3.5", "W+0.5", "Draw"; a tie
// given by the ties rule is "B+0" or "W+0".
func (r Result) String() string {
	var b [32]byte // one allocation, the string's
	switch r.Winner {
	case board.Black:
		return string(appendPoints(append(b[:0], "B+"...), r.Margin))
	case board.White:
		return string(appendPoints(append(b[:0], "W+"...), -r.Margin))
	}
	return "Draw"
}

func formatPoints(v float64) string { return string(appendPoints(nil, v)) }

// appendPoints appends v as strconv.FormatFloat(v, 'f', -1, 64) writes
// it, but 0 for -0. A whole or half number of points (every count, and
// every komi but a few) is written from its integer part: the shortest
// decimal that reads back as a multiple of ½ below 2⁵¹ is its integer
// part and ".5" when it has one (TestAppendPointsIsFormatFloat).
func appendPoints(b []byte, v float64) []byte {
	if v == 0 {
		return append(b, '0') // never "-0"
	}
	if h := 2 * v; h == math.Trunc(h) && math.Abs(h) < 1<<52 {
		n := int64(h)
		if n < 0 {
			b, n = append(b, '-'), -n
		}
		b = strconv.AppendInt(b, n/2, 10)
		if n%2 == 1 {
			b = append(b, ".5"...)
		}
		return b
	}
	return strconv.AppendFloat(b, v, 'f', -1, 64)
}

// Score counts in.Position under rs. It never fails: a malformed input
// (Stones not matching W×H, or holding something other than the three
// colours) gives a Result with no counts and no Own map. To count one
// position under several rulesets, Analyse it once instead.
func Score(in Input, rs rules.Ruleset) Result {
	switch {
	case rs.KataGo != nil: // KataGo's engine counts its own way (katago.go)
		return scoreKataGo(in, rs)
	case rs.Dead == rules.DeadPassAlive:
		in = passAlive(in, rs)
	}
	res := header(in, rs)
	if !valid(in.Position) {
		return res
	}
	g := geometry(in.Position.W, in.Position.H)
	a := g.get()
	defer g.put(a)
	v := variant{a: a}
	removal, haneSeki := variantOf(in, rs)
	v.prepare(in, removal, haneSeki)
	settled := func() bool { return allSettled(in.Position) }
	v.score(&res, in, rs, removal, settled, nil)
	return res
}

// header is a Result before counting: ruleset, size and dead method.
func header(in Input, rs rules.Ruleset) Result {
	p := in.Position
	res := Result{Ruleset: rs.Name, Scoring: rs.Scoring, W: p.W, H: p.H, Dead: in.DeadMethod}
	if res.Dead == "" {
		res.Dead = DeadNone
	}
	return res
}

// ownIn returns an Own map of n points, every one 0 (as make makes it),
// in own's memory when its capacity holds n (its capacity kept, for a
// larger board later), else in new memory. own is the caller's, given
// up: nothing else may read it afterwards.
func ownIn(own []Own, n int) []Own {
	if own == nil {
		return make([]Own, n) // not nil when n is 0, as before
	}
	return zeroed(own, n) // togglereuse.go
}

// ownCopy returns slices.Clone(src), in own's memory when its capacity
// holds src (as ownIn); own is given up as in ownIn.
func ownCopy(own, src []Own) []Own {
	if src == nil || own == nil || cap(own) < len(src) {
		return slices.Clone(src)
	}
	own = own[:len(src)]
	copy(own, src)
	return own
}

// variantOf says how rs reads in's board: whether the dead stones are
// removed (not on a literal board), and whether safeFillAt reads hane-seki
// (on a literal board dead stones stay, and their ataris are no
// hane-seki: literal rulesets count seki eyes anyway, no total moves).
func variantOf(in Input, rs rules.Ruleset) (removal, haneSeki bool) {
	if rs.Dead == rules.DeadLiteral || rs.Scoring == rules.ScoringConfiguration {
		return false, false
	}
	return true, in.DeadMethod != DeadLiteral
}

// variant is the analysis of a position read one way (dead stones removed
// or not, hane-seki read or not): everything that does not depend on the
// ruleset, worked out once and shared by every ruleset that reads the
// board that way.
type variant struct {
	a       *analysis
	removed []int32 // the points emptied as dead, in the order of Input.Dead
	short   [3]int  // label's short points per colour
	hasSeki bool
	blocks  bool    // findBlocks has run (its result is the same for every ruleset)
	doubted bool    // doubts has run (its list is v.doubts)
	doubts  []Doubt // the markings the position contradicts, once asked
	ready   bool    // prepare has run for the current position
	db, dw  []int32 // distances to the nearest black and white stone, once asked
	// readCapturers, when set, says which capturable chains markingDoubts
	// reads the capturers of (capturersLive) at once; the others' doubts
	// are listed unread (their indexes in unread), for the estimator's
	// review to read only when it needs them (reviewDoubts).
	readCapturers func(stones []int) bool
	unread        []int
	// class is the classify output shared by the rulesets counted on the
	// variant (share.go).
	class classMemo
	// relabel, when set, writes label's output for a.col in its stead
	// (ToggleBound.relabel).
	relabel func(a *analysis) [3]int
}

// prepare removes the dead stones (when removal), labels the regions and
// looks for seki.
func (v *variant) prepare(in Input, removal, haneSeki bool) {
	v.prepareIf(in, removal, haneSeki, nil)
}

// prepareIf is prepare, stopped when within, asked at each of the
// bounds' stages (boundLabelled to boundKoSeki), reports that the count
// is not wanted (ScoreReaching): it reports whether it finished.
func (v *variant) prepareIf(in Input, removal, haneSeki bool, within func(stage int) bool) bool {
	a := v.a
	a.orig = in.Position.Stones
	copy(a.col, a.orig)
	clear(a.dead)
	v.removed = a.removed[:0] // the scratch's: no allocation once grown
	v.blocks, v.doubted, v.doubts = false, false, nil
	v.class.ok = false
	v.db, v.dw = v.db[:0], v.dw[:0]
	if removal {
		n := len(a.col)
		for _, i := range in.Dead {
			if i < 0 || i >= n || a.col[i] == board.Empty {
				continue
			}
			v.removed = append(v.removed, int32(i))
			a.col[i] = board.Empty
			a.dead[i] = true
		}
	}
	a.removed = v.removed
	if v.relabel != nil {
		v.short = v.relabel(a)
	} else {
		v.short = a.label()
	}
	if within != nil && !within(boundLabelled) {
		return false
	}
	a.haneSeki = haneSeki
	a.owedOK = false
	a.findNeutral()
	a.findBorders(in.Owner, removal)
	cands := a.findSeki(in.DameAsSeki, !removal)
	if within != nil && !within(boundFilled) {
		return false
	}
	// Short points are teire under territory counting, and the places
	// where a double-ko seki shows under every counting.
	a.findKoSeki(v.short)
	if within != nil && !within(boundKoSeki) {
		return false
	}
	v.hasSeki = a.decideSeki(cands)
	return true
}

// score counts res under rs on the prepared variant. settled reports
// whether Benson's algorithm settles every stone of the position. The
// Own map goes in own's memory when it has room (ownIn), else in new
// memory.
func (v *variant) score(res *Result, in Input, rs rules.Ruleset, removal bool, settled func() bool, own []Own) {
	a := v.a
	p := in.Position
	res.Own = ownIn(own, len(p.Stones))
	if !removal {
		res.Dead = DeadLiteral
	} else {
		for _, i := range v.removed {
			c := p.Stones[i]
			res.Counts.Removed[c]++
			if c == board.Black {
				res.Own[i] |= DeadBlack
			} else {
				res.Own[i] |= DeadWhite
			}
		}
		res.Estimated = in.DeadMethod == DeadEstimate
		if res.Estimated && len(in.Owner) == 0 && len(in.Dead) == 0 && settled() {
			// Benson settles every stone and nothing is removed: nothing
			// was estimated. (A Benson-dead stone is still a judgement: a
			// ko rule may forbid its capture.)
			res.Dead, res.Estimated = DeadUnconditional, false
		}
	}
	// Blocks count groups for the group tax and the seki groups; without
	// seki and tax they change nothing, so skip them.
	blocks := v.hasSeki || rs.Scoring == rules.ScoringStone
	if blocks && !v.blocks {
		a.findBlocks()
		v.blocks = true
	}
	territory := rs.Scoring == rules.ScoringTerritory // teire costs nothing elsewhere
	sekiEyesCounted := rs.Seki != rules.SekiNotCounted
	if territory {
		a.owe()
		res.Counts.Short = a.teire(sekiEyesCounted)
	}
	owner := in.Owner
	if len(owner) != len(p.Stones) || res.Dead == DeadLiteral {
		owner = nil
	}
	v.classified(res, blocks, owner)
	if territory {
		a.markOwed(res, sekiEyesCounted)
	}

	switch rs.Scoring {
	case rules.ScoringTerritory:
		scoreTerritory(res, in, rs)
	case rules.ScoringLaskerMaas:
		scoreLaskerMaas(res, in)
	default: // area, configuration, stone, ing, and anything unknown
		scoreArea(v, res, in, rs)
	}
	res.Black.sum()
	res.White.sum()
	res.Margin = res.Black.Total - res.White.Total
	res.Winner, res.ByTieRule = winner(res.Margin, rs, in.Handicap)
}

// allSettled reports whether Benson's algorithm settles every stone of p
// (true for an empty board): then EstimateDead runs no playout.
func allSettled(p board.Position) bool {
	life := Unconditional(p)
	for i, c := range p.Stones {
		if c != board.Empty && life[i] == Unsettled {
			return false
		}
	}
	return true
}

// valid reports whether p is a position the scorer can read: a size up to
// 255 a side (SGF stops at 52) and only Empty, Black and White points.
func valid(p board.Position) bool {
	if p.W <= 0 || p.H <= 0 || p.W > 255 || p.H > 255 || len(p.Stones) != p.W*p.H {
		return false
	}
	return validColours(p.Stones)
}

// validColours reports whether every colour of stones is Empty, Black or
// White (0, 1, 2), eight at a time (the result check asks it of every
// count): a byte x is 3 or more exactly when x or x+1 has a bit above the
// two lowest, and adding 1 to each byte carries into the next only from
// a byte of 255, itself caught. TestValidColours compares it with a
// byte-by-byte test.
func validColours(stones []board.Color) bool {
	const low, high = 0x0101010101010101, 0xFCFCFCFCFCFCFCFC
	i := 0
	for ; i+8 <= len(stones); i += 8 {
		s := stones[i : i+8 : i+8]
		x := uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
			uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
		if (x|(x+low))&high != 0 {
			return false
		}
	}
	for _, c := range stones[i:] {
		if c > board.White {
			return false
		}
	}
	return true
}

// sides returns the Side of each colour, indexed by board.Color.
func sides(res *Result) [3]*Side { return [3]*Side{nil, &res.Black, &res.White} }

// scoreArea counts stones plus territory (RULES.md §5.1, 5.3, 5.7, 5.8).
func scoreArea(v *variant, res *Result, in Input, rs rules.Ruleset) {
	if in.FillFrom != board.Empty && fillsDame(rs) {
		fillDame(res, in.FillFrom)
	}
	s := sides(res)
	k := res.Counts
	for _, c := range [2]board.Color{board.Black, board.White} {
		s[c].Stones = float64(k.Stones[c])
		s[c].Territory = float64(k.Territory[c])
		s[c].Estimated = float64(k.Estimated[c])
		s[c].FilledDame = float64(k.Filled[c])
		if rs.Seki != rules.SekiNotCounted {
			s[c].Seki = float64(k.SekiEyes[c])
		}
		if rs.Scoring == rules.ScoringStone {
			s[c].GroupTax = -2 * float64(k.Groups[c])
		}
	}
	switch rs.Seki {
	case rules.SekiSplit:
		for _, c := range [2]board.Color{board.Black, board.White} {
			s[c].Seki += float64(k.SekiShared) / 2
			s[c].Dame = float64(k.Dame) / 2
		}
	case rules.SekiIngNearest:
		if k.SekiShared+k.Dame > 0 {
			nearest(v, res)
		}
	}
	res.White.HandicapBonus = handicapBonus(rs.HandicapBonus, in.Handicap)
	res.White.Komi = in.Komi
	if rs.PassStones {
		t := territoryWay(res, in, rs)
		res.TerritoryEquivalent = &t
	}
	if rs.Scoring == rules.ScoringArea && rs.Seki == rules.SekiSplit {
		res.Zi = chineseZi(res, in.Komi, res.White.HandicapBonus)
	}
}

// fillsDame says whether rs fills the dame of a record counted without
// closing passes (RULES.md §5.1): every way of counting the stones on the
// board once the dead ones are removed, Ing's fill-in counting (§5.8) and
// stone counting (§5.7) as much as area counting. Literal counting counts
// the board as it stands (§5.3), territory counting never counts dame.
func fillsDame(rs rules.Ruleset) bool {
	switch rs.Scoring {
	case rules.ScoringArea, rules.ScoringIng, rules.ScoringStone:
		return rs.Dead != rules.DeadLiteral
	}
	return false
}

// nearest gives each neutral point to the colour whose nearest stone is
// closer (Manhattan distance), ½ each when equally far (Ing, seed 001).
func nearest(v *variant, res *Result) {
	if len(v.db) == 0 { // once per variant: the stones are the same
		n := v.a.g.n
		if cap(v.db) < n {
			v.db, v.dw = make([]int32, n), make([]int32, n)
		}
		v.db, v.dw = v.db[:n], v.dw[:n]
		v.a.distancesBoth(v.db, v.dw)
	}
	db, dw := v.db, v.dw
	for i, o := range res.Own {
		cls := o.Class()
		if cls != OwnSekiShared && cls != OwnDame {
			continue
		}
		var toB, toW float64
		switch {
		case db[i] < dw[i]:
			toB = 1
		case dw[i] < db[i]:
			toW = 1
		default:
			toB, toW = 0.5, 0.5
		}
		if cls == OwnSekiShared {
			res.Black.Seki += toB
			res.White.Seki += toW
		} else {
			res.Black.Dame += toB
			res.White.Dame += toW
		}
	}
}

// scoreTerritory counts territory plus prisoners (RULES.md §5.2, 5.5).
func scoreTerritory(res *Result, in Input, rs rules.Ruleset) {
	s := sides(res)
	k := res.Counts
	for _, c := range [2]board.Color{board.Black, board.White} {
		opp := c.Opponent()
		s[c].Territory = float64(k.Territory[c])
		s[c].Estimated = float64(k.Estimated[c])
		if rs.Seki != rules.SekiNotCounted {
			s[c].Seki = float64(k.SekiEyes[c])
		}
		s[c].Prisoners = float64(in.Prisoners[c])
		s[c].DeadStones = float64(k.Removed[opp])
		s[c].Teire = -float64(k.Short[c])
		if rs.PassStones {
			s[c].PassStones = float64(passes(in, rs)[opp])
		}
	}
	res.White.Komi = in.Komi
}

// passes returns the passes each colour is charged with, adding White's
// implied last pass when white-passes-last and Black's pass ended the game.
func passes(in Input, rs rules.Ruleset) [3]int {
	p := in.Passes
	if rs.End == rules.EndWhitePassesLast && in.LastPass == board.Black {
		p[board.White]++
	}
	return p
}

// territoryWay is the territory-style margin with pass stones that AGA
// rule 15 offers as an equivalent of its area count.
func territoryWay(res *Result, in Input, rs rules.Ruleset) float64 {
	k := res.Counts
	p := passes(in, rs)
	side := func(c board.Color) float64 {
		opp := c.Opponent()
		v := float64(k.Territory[c] + in.Prisoners[c] + k.Removed[opp] + p[opp])
		if rs.Seki != rules.SekiNotCounted {
			v += float64(k.SekiEyes[c])
		}
		return v
	}
	return side(board.Black) - side(board.White) - in.Komi
}

// scoreLaskerMaas is territory minus the stones of one's own colour left
// in the prisoner place (seed 000): captured and dead own stones, plus
// Black's komi stones, minus the stones taken back out in phase two.
// Seki eyes count: an empty region counts if it touches one colour only.
// The pairs of stones the rules add when a colour runs out of prisoners
// in phase two add one to each side's place and cancel in the margin.
func scoreLaskerMaas(res *Result, in Input) {
	s := sides(res)
	k := res.Counts
	for _, c := range [2]board.Color{board.Black, board.White} {
		opp := c.Opponent()
		s[c].Territory = float64(k.Territory[c])
		s[c].Estimated = float64(k.Estimated[c])
		s[c].Seki = float64(k.SekiEyes[c])
		s[c].Prisoners = -float64(in.Prisoners[opp])
		s[c].DeadStones = -float64(k.Removed[c])
		s[c].PhaseTwo = float64(in.PhaseTwo[c])
	}
	res.Black.Komi = -in.Komi
}

func handicapBonus(b rules.HandicapBonus, h int) float64 {
	if h < 2 {
		return 0
	}
	switch b {
	case rules.HandicapBonusN:
		return float64(h)
	case rules.HandicapBonusNMinusOne:
		return float64(h - 1)
	}
	return 0
}

// winner applies the ties rule to a zero margin. Ties go by TiesHandicap
// in handicap games when the ruleset sets it (Ing: Black wins ties in even
// games, White in handicap games).
func winner(margin float64, rs rules.Ruleset, handicap int) (board.Color, bool) {
	switch {
	case margin > 0:
		return board.Black, false
	case margin < 0:
		return board.White, false
	}
	tie := rs.Ties
	if handicap >= 2 && rs.TiesHandicap != "" {
		tie = rs.TiesHandicap
	}
	switch tie {
	case rules.TiesBlack:
		return board.Black, true
	case rules.TiesWhite:
		return board.White, true
	}
	return board.Empty, false
}

// Zi is the Chinese presentation of an area count (RULES.md §5.4): Black
// needs more than half the board plus half the komi (and half White's
// handicap bonus); the excess is written in zi, 1 zi being 2 points of
// margin.
type Zi struct {
	BlackArea float64 `json:"black_area"`
	Needed    float64 `json:"needed"` // (W·H + komi + bonus) / 2
	Zi        float64 `json:"zi"`     // BlackArea − Needed
}

func chineseZi(res *Result, komi, bonus float64) *Zi {
	b := res.Black
	area := b.Stones + b.Territory + b.Seki + b.Dame + b.FilledDame
	need := (float64(res.W*res.H) + komi + bonus) / 2
	return &Zi{BlackArea: area, Needed: need, Zi: area - need}
}

// String is "B+2¾ zi" style, with quarters as fractions.
func (z Zi) String() string {
	v := z.Zi
	who := "B"
	if v < 0 {
		who, v = "W", -v
	}
	if v == 0 {
		return "0 zi"
	}
	whole := int(v)
	frac := v - float64(whole)
	parts := map[float64]string{0.25: "¼", 0.5: "½", 0.75: "¾"}
	s := ""
	if whole > 0 || frac == 0 {
		s = strconv.Itoa(whole)
	}
	if f, ok := parts[frac]; ok {
		s += f
	} else if frac != 0 {
		s = formatPoints(v)
	}
	return fmt.Sprintf("%s+%s zi", who, s)
}
