package rules

import (
	"fmt"
	"strconv"
)

// rulesFeatures are the parameters a KataGo rules string can express, in
// its terms: what the nearest catalogue row is chosen on.
type rulesFeatures struct {
	ko      string // simple, positional, situational, spight (others: no match)
	scoring string // area (area, configuration, stone), territory, or other
	tax     string // none, seki, all
	suicide bool
	literal bool // dead stones are not removed (area counting as it stands)
	bonus   HandicapBonus
}

// features reads a ruleset in KataGo's terms; ok is false for rows that
// KataGo cannot express at all (Ing's ko and counting, Kee's histories,
// Lasker-Maas): they are never anybody's nearest row.
func features(r Ruleset) (f rulesFeatures, ok bool) {
	switch r.Ko {
	case KoSimple, KoPositional, KoSituational, KoSpight:
		f.ko = string(r.Ko)
	case KoNaturalSituational:
		f.ko = string(KoSituational) // a narrower situational superko
	default:
		return f, false
	}
	f.tax = "none"
	switch r.Scoring {
	case ScoringTerritory:
		f.scoring = "territory"
	case ScoringArea, ScoringConfiguration:
		f.scoring = "area"
	case ScoringStone:
		f.scoring, f.tax = "area", "all"
	default:
		return f, false
	}
	if r.Seki == SekiNotCounted && f.tax == "none" {
		f.tax = "seki"
	}
	f.suicide = r.Suicide != SuicideNone
	f.literal = (r.Dead == DeadLiteral || r.Dead == DeadPassAlive) && f.scoring == "area"
	f.bonus = r.HandicapBonus
	return f, true
}

// distance weighs differences by how much they change verdicts: the
// counting method changes every score, a seki or group tax many, the ko
// rule a few games, suicide and literal counting fewer, the handicap
// bonus only handicap games.
func distance(a, b rulesFeatures) int {
	d := 0
	add := func(differ bool, w int) {
		if differ {
			d += w
		}
	}
	add(a.scoring != b.scoring, 16)
	add(a.tax != b.tax, 8)
	add(a.ko != b.ko, 4)
	add(a.suicide != b.suicide, 2)
	add(a.literal != b.literal, 2)
	add(a.bonus != b.bonus, 1)
	return d
}

// nearest finds the catalogue row nearest to the target features: each row as written,
// and each row under each of its alternative readings (so KataGo's basic-ko
// reading of chinese is found as chinese). Ties go to the earlier row, then
// to the row as written. reading is the reading used, if any.
func (c *Catalog) nearest(target rulesFeatures) (row Ruleset, reading *Reading, ok bool) {
	best, bestRow, bestReading := -1, -1, -1
	consider := func(cand Ruleset, i, rd int) {
		if f, ok := features(cand); ok {
			if d := distance(target, f); best < 0 || d < best {
				best, bestRow, bestReading = d, i, rd
			}
		}
	}
	for i, r := range c.list {
		consider(r, i, -1)
		for j, rd := range r.Readings {
			if alt, ok := applyReading(r, rd); ok {
				consider(alt, i, j)
			}
		}
	}
	if best < 0 {
		return Ruleset{}, nil, false
	}
	row = c.list[bestRow].clone()
	if bestReading >= 0 {
		rd := row.Readings[bestReading]
		reading = &rd
	}
	return row, reading, true
}

// applyReading returns r with one reading's value in place of its own
// (enumerated parameters only: a komi reading changes no feature).
func applyReading(r Ruleset, rd Reading) (Ruleset, bool) {
	switch rd.Param {
	case "ko":
		r.Ko = KoRule(rd.Value)
	case "cycles":
		r.Cycles = CycleRule(rd.Value)
	case "suicide":
		r.Suicide = SuicideRule(rd.Value)
	case "scoring":
		r.Scoring = ScoringMethod(rd.Value)
	case "seki":
		r.Seki = SekiRule(rd.Value)
	case "dead":
		r.Dead = DeadRule(rd.Value)
	case "handicap-bonus":
		r.HandicapBonus = HandicapBonus(rd.Value)
	default:
		return r, false
	}
	return r, true
}

// differences lists the parameters where p differs from the row, as
// "ko: simple (chinese: positional)". Komi counts only when p gives one.
func differences(p, row Ruleset) []string {
	var out []string
	for _, f := range fieldNames() {
		if _, ok := enumDomains[f]; !ok {
			continue
		}
		pv, rv := enumValue(&p, f), enumValue(&row, f)
		if f == "ties-handicap" { // empty means the same as ties
			if pv == "" {
				pv = string(p.Ties)
			}
			if rv == "" {
				rv = string(row.Ties)
			}
		}
		if pv != rv {
			out = append(out, fmt.Sprintf("%s: %s (%s: %s)", f, pv, row.Name, rv))
		}
	}
	if p.PassStones != row.PassStones {
		out = append(out, fmt.Sprintf("pass-stones: %t (%s: %t)", p.PassStones, row.Name, row.PassStones))
	}
	if pk, rk := kataGoString(p.KataGo), kataGoString(row.KataGo); pk != rk {
		out = append(out, fmt.Sprintf("katago: %s (%s: %s): KataGo's engine decides the end (repeated passes, the button, the encore) and the count (pass-alive territory, independent life)", pk, row.Name, rk))
	}
	if p.Komi != nil && (row.Komi == nil || *p.Komi != *row.Komi) {
		rk := "by agreement"
		if row.Komi != nil {
			rk = strconv.FormatFloat(*row.Komi, 'f', -1, 64)
		}
		out = append(out, fmt.Sprintf("komi: %s (%s: %s)", strconv.FormatFloat(*p.Komi, 'f', -1, 64), row.Name, rk))
	}
	return out
}

// kataGoString names a ruleset's KataGo settings for differences.
func kataGoString(k *KataGo) string {
	if k == nil {
		return "none"
	}
	return k.String()
}
