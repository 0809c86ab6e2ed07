package compare

import (
	"bytes"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
)

// scoreSentence explains the score difference of two verdicts for a
// tournament director: both results, how far apart they are and in whose
// favour, then every class's share with its reason (the shares add up to
// the distance), then what happens to the winner. buf is memory to write
// it in (returned grown: the caller keeps it for the next sentence).
func scoreSentence(a, b *Verdict, shares []share, eff string, buf []byte) (string, []byte) {
	s := appendScoreSentence(buf[:0], a, b, shares, eff)
	return string(s), s
}

func appendScoreSentence(s []byte, a, b *Verdict, shares []share, eff string) []byte {
	ra, rb := &a.Ruleset, &b.Ruleset
	// Written piece by piece (fmt's %g is strconv's shortest 'g'): the
	// sentences were most of the score-divergence stage.
	s = append(append(append(append(s, ra.Name...), ' '), a.Result...), ", "...)
	s = append(append(append(append(s, rb.Name...), ' '), b.Result...), ": "...)
	total := *b.Margin - *a.Margin
	if total == 0 {
		s = append(s, "the count is tied and the rulesets settle a tie differently ("...)
		s = append(append(append(s, ra.Name...), ": "...), tieName(a)...)
		s = append(append(append(append(s, ", "...), rb.Name...), ": "...), tieName(b)...)
		s = append(s, ')')
	} else {
		dir, who := 1.0, "Black"
		if total < 0 {
			dir, who = -1, "White"
		}
		s = appendPoints(s, math.Abs(total))
		s = append(append(append(append(append(s, " apart, "...), who...), "'s way under "...), rb.Name...), ": "...)
		// Shares are counted in the direction of the difference; when some
		// go the other way, every share carries its sign.
		signed := false
		for _, sh := range shares {
			if sh.pts*dir < 0 {
				signed = true
			}
		}
		for i, sh := range shares {
			if i > 0 {
				s = append(s, ", "...)
			}
			// The class with its "-" as spaces, the share (%+g when
			// signed) and the reason, the first " -" of the piece then
			// written " −".
			start := len(s)
			for j := 0; j < len(sh.class); j++ {
				c := sh.class[j]
				if c == '-' {
					c = ' '
				}
				s = append(s, c)
			}
			s = append(s, ' ')
			num := len(s)
			s = strconv.AppendFloat(s, sh.pts*dir, 'g', -1, 64)
			if signed && s[num] != '-' && s[num] != '+' {
				s = append(s[:num+1], s[num:]...)
				s[num] = '+'
			}
			s = append(s, " ("...)
			s = appendWhy(s, sh, a, b)
			s = append(s, ')')
			// The first " -": the first '-' after start with a space
			// before it, found by IndexByte (a look at every byte of
			// the piece was 4 M instructions of the audit).
			for k := start + 1; k < len(s); k++ {
				j := bytes.IndexByte(s[k:], '-')
				if j < 0 {
					break
				}
				k += j
				if s[k-1] == ' ' {
					// the "-" at k becomes the three bytes of "−"
					s = append(s, 0, 0)
					copy(s[k+3:], s[k+1:len(s)-2])
					copy(s[k:], "−")
					break
				}
			}
		}
	}
	switch eff {
	case EffectWinner:
		s = append(s, "; the winner changes."...)
	case EffectDraw:
		s = append(s, "; one side has a jigo."...)
	default:
		s = append(s, "; the winner is the same."...)
	}
	return s
}

// appendPoints appends v points: "1 point", "2.5 points" (%g).
func appendPoints(b []byte, v float64) []byte {
	if v == 1 {
		return append(b, "1 point"...)
	}
	return append(strconv.AppendFloat(b, v, 'g', -1, 64), " points"...)
}

// appendWhy appends the reason of one share, naming the rulesets
// (written piece by piece: the strings concatenated and then copied were
// most of the sentence's cost).
func appendWhy(s []byte, sh share, a, b *Verdict) []byte {
	ra, rb := &a.Ruleset, &b.Ruleset
	switch sh.class {
	case ClassKomi:
		s = append(strconv.AppendFloat(append(s, "komi "...), a.Komi, 'g', -1, 64), " under "...)
		s = append(strconv.AppendFloat(append(append(s, ra.Name...), ", "...), b.Komi, 'g', -1, 64), " under "...)
		return append(s, rb.Name...)
	case ClassHandicapBonus:
		// fmt's %g is strconv's shortest 'g' (0-x+0: no "-0")
		s = strconv.AppendFloat(append(s, "White's compensation for the handicap stones: "...), 0-bonusTerm(a.Score)+0, 'g', -1, 64)
		s = append(append(append(append(append(s, " under "...), ra.Name...), " ("...), bonusName(ra.HandicapBonus)...), "), "...)
		s = strconv.AppendFloat(s, 0-bonusTerm(b.Score)+0, 'g', -1, 64)
		return append(append(append(append(append(s, " under "...), rb.Name...), " ("...), bonusName(rb.HandicapBonus)...), ')')
	case ClassDeadLiteral:
		lit, dead := ra.Name, ra.Dead
		if _, d := normal(rb); d != rules.DeadAgreed {
			lit, dead = rb.Name, d
		}
		if dead == rules.DeadPassAlive {
			return append(append(s, lit...), " counts the board as it stands but for the stones in pass-alive territory (KataGo's count): the other dead stones stay and count for their owner"...)
		}
		return append(append(s, lit...), " counts the board as it stands: the dead stones stay and count for their owner"...)
	case ClassSeki:
		s = append(append(append(append(append(s, "under "...), ra.Name...), ' '), sekiWords(ra.Seki)...), "; under "...)
		return append(append(append(s, rb.Name...), ' '), sekiWords(rb.Seki)...)
	case ClassPassStones:
		return append(s, passWhy(a, b)...)
	case ClassDameParity:
		return appendParityWhy(s, sh, a, b)
	case ClassPrisoners:
		if ra.Scoring == rules.ScoringLaskerMaas || rb.Scoring == rules.ScoringLaskerMaas {
			return append(s, "Lasker-Maas scores each side's own stones in the prisoner place against it instead of the opponent's as prisoners"...)
		}
		return append(append(append(append(s, ra.Name...), " and "...), rb.Name...), " count the prisoners differently"...)
	case ClassPhases:
		return append(s, "the stones of Lasker-Maas's second phase come out of the prisoner place: settling a position by play there costs no point of territory"...)
	case ClassCountingMethod:
		s = append(append(append(append(s, ra.Name...), " counts "...), countingName(ra)...), ", "...)
		return append(append(append(s, rb.Name...), " counts "...), countingName(rb)...)
	}
	return append(s, sh.class...)
}

func passWhy(a, b *Verdict) string {
	in := &a.in
	var with []string
	owed := false
	for _, v := range []*Verdict{a, b} {
		if v.Ruleset.PassStones {
			with = append(with, v.Ruleset.Name)
			if _, imp := passStones(&v.Ruleset, in); imp == 1 {
				owed = true
			}
		}
	}
	pw, pb := in.Passes[board.White], in.Passes[board.Black]
	s := fmt.Sprintf("White passed %s, Black %s", times(pw), times(pb))
	if owed {
		s += ", and White owes the last pass"
	}
	return s + "; under " + strings.Join(with, " and ") + " each pass hands the opponent a prisoner"
}

func times(n int) string {
	if n == 1 {
		return "once"
	}
	return fmt.Sprintf("%d times", n)
}

// appendParityWhy names who had the extra turn: the share is +1 for Black when
// going from territory to area counting. With pass stones the parity is of
// every turn (a pass is paid for like a stone); without them, of the turns
// before the final passes (before the count, on a record counted as it
// stops): a pass in mid-game is a turn too, and the
// stone it did not place is the counting method's share (compare/doc.go),
// so "placed the last stone" would be untrue when someone passed early.
func appendParityWhy(s []byte, sh share, a, b *Verdict) []byte {
	sb, _ := normal(&b.Ruleset)
	area := &b.Ruleset
	p := sh.pts
	if territoryWay(sb) {
		p, area = -p, &a.Ruleset
	}
	who, other := "Black", "White"
	if p < 0 {
		who, other = "White", "Black"
	}
	if area.PassStones {
		s = append(append(append(append(append(s, who...), " had the last turn, one more than "...), other...), ": under "...), area.Name...)
		return append(s, " every turn is a stone on the board or a pass stone, and area counting gives it a point that territory counting does not"...)
	}
	when := "before the final passes"
	if a.End != rules.EndPasses && b.End != rules.EndPasses {
		when = "before the count" // a record counted as it stops, without closing passes
	}
	s = append(append(append(append(append(s, who...), " had the last turn "...), when...), ", one more than "...), other...)
	return append(s, ": area counting gives its stone a point that territory counting does not"...)
}

func bonusName(b rules.HandicapBonus) string {
	switch b {
	case rules.HandicapBonusN:
		return "N"
	case rules.HandicapBonusNMinusOne:
		return "N−1"
	}
	return "none"
}

func sekiWords(s rules.SekiRule) string {
	switch s {
	case rules.SekiNotCounted:
		return "eyes in seki are not points"
	case rules.SekiCounted:
		return "eyes in seki count, shared points count for no one"
	case rules.SekiSplit:
		return "eyes in seki count and every shared or neutral point gives ½ to each side"
	case rules.SekiIngNearest:
		return "shared and neutral points go to the side with the nearer stones"
	}
	return "seki is " + string(s)
}

func tieName(v *Verdict) string {
	switch v.Winner() {
	case "B":
		return "Black wins it"
	case "W":
		return "White wins it"
	}
	return "jigo"
}

// countingName is how rs counts, for the counting-method sentence.
func countingName(rs *rules.Ruleset) string {
	if rs.KataGo == nil {
		return scoringName(rs.Scoring)
	}
	s := scoringName(rs.Scoring) + " as KataGo's engine does (only stones in pass-alive territory removed, its own seki"
	if rs.KataGo.Territory() {
		s += ", stones placed in the second encore phase free"
	}
	return s + ")"
}

func scoringName(m rules.ScoringMethod) string {
	switch m {
	case rules.ScoringArea:
		return "stones on the board and territory (area)"
	case rules.ScoringTerritory:
		return "territory and prisoners"
	case rules.ScoringConfiguration:
		return "the board as it stands (literal area)"
	case rules.ScoringStone:
		return "stones less 2 per living group (group tax)"
	case rules.ScoringIng:
		return "Ing's fill-in area"
	case rules.ScoringLaskerMaas:
		return "territory less the own stones in the prisoner place (Lasker-Maas)"
	}
	return string(m)
}
