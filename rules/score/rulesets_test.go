package score_test

import "rulediff/rules"

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
