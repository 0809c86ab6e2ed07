package score_test

import (
	"testing"

	"github.com/rulediff/rulediff/rules"
)

// The catalogue rows of RULES.md §2 that scoring reads, written out here so
// these tests do not depend on the embedded catalogue.
func komi(k float64) *float64 { return &k }

var (
	japanese = rules.Ruleset{Name: "japanese", End: rules.EndTwoPasses, Scoring: rules.ScoringTerritory,
		Seki: rules.SekiNotCounted, Dead: rules.DeadAgreed, HandicapBonus: rules.HandicapBonusNone, Komi: komi(6.5), Ties: rules.TiesJigo}
	chinese = rules.Ruleset{Name: "chinese", End: rules.EndTwoPasses, Scoring: rules.ScoringArea,
		Seki: rules.SekiSplit, Dead: rules.DeadAgreed, HandicapBonus: rules.HandicapBonusN, Komi: komi(7.5), Ties: rules.TiesJigo}
	aga = rules.Ruleset{Name: "aga", End: rules.EndWhitePassesLast, Scoring: rules.ScoringArea,
		Seki: rules.SekiCounted, Dead: rules.DeadAgreed, PassStones: true, HandicapBonus: rules.HandicapBonusNMinusOne, Komi: komi(7.5), Ties: rules.TiesJigo}
	newZealand = rules.Ruleset{Name: "new-zealand", End: rules.EndTwoPasses, Scoring: rules.ScoringArea,
		Seki: rules.SekiCounted, Dead: rules.DeadAgreed, HandicapBonus: rules.HandicapBonusNone, Komi: komi(7), Ties: rules.TiesJigo}
	trompTaylor = rules.Ruleset{Name: "tromp-taylor", End: rules.EndTwoPasses, Scoring: rules.ScoringConfiguration,
		Seki: rules.SekiCounted, Dead: rules.DeadLiteral, HandicapBonus: rules.HandicapBonusNone, Komi: komi(7.5), Ties: rules.TiesJigo}
	citizendium = rules.Ruleset{Name: "citizendium", End: rules.EndTwoPasses, Scoring: rules.ScoringConfiguration,
		Seki: rules.SekiCounted, Dead: rules.DeadLiteral, HandicapBonus: rules.HandicapBonusNone, Ties: rules.TiesJigo}
	ing = rules.Ruleset{Name: "ing", End: rules.EndTwoPasses, Scoring: rules.ScoringIng,
		Seki: rules.SekiIngNearest, Dead: rules.DeadAgreed, HandicapBonus: rules.HandicapBonusN, Komi: komi(8),
		Ties: rules.TiesBlack, TiesHandicap: rules.TiesWhite}
	laskerMaas = rules.Ruleset{Name: "lasker-maas", End: rules.EndTwoPhases, Scoring: rules.ScoringLaskerMaas,
		Seki: rules.SekiCounted, Dead: rules.DeadAgreed, HandicapBonus: rules.HandicapBonusNone, Ties: rules.TiesWhite}
)

// variant returns rs with another scoring method and seki rule, for the
// KataGo cases that cross counting with seki treatment.
func variant(rs rules.Ruleset, scoring rules.ScoringMethod, seki rules.SekiRule) rules.Ruleset {
	rs.Scoring, rs.Seki = scoring, seki
	return rs
}

// The rows above must be the catalogue's, so that what these tests show
// holds for the shipped rulesets.
func TestTableMatchesCatalogue(t *testing.T) {
	for _, want := range []rules.Ruleset{japanese, chinese, aga, newZealand, trompTaylor, citizendium, ing, laskerMaas} {
		got, ok := rules.Lookup(want.Name)
		if !ok {
			t.Errorf("%s: not in the catalogue", want.Name)
			continue
		}
		type params struct {
			End     rules.EndRule
			Scoring rules.ScoringMethod
			Seki    rules.SekiRule
			Dead    rules.DeadRule
			Pass    bool
			Bonus   rules.HandicapBonus
			Ties    rules.TieRule
			TiesH   rules.TieRule
		}
		g := params{got.End, got.Scoring, got.Seki, got.Dead, got.PassStones, got.HandicapBonus, got.Ties, got.TiesHandicap}
		w := params{want.End, want.Scoring, want.Seki, want.Dead, want.PassStones, want.HandicapBonus, want.Ties, want.TiesHandicap}
		if g != w {
			t.Errorf("%s: catalogue %+v, tests %+v", want.Name, g, w)
		}
	}
}
