package reports

// Hand-built games for the report tests. The numbers are made up but
// consistent (each margin is the sum of its components), and every
// expected output in the tests is worked out from them by hand.

func f(v float64) *float64 { return &v }

// byPasses is the ending of the fixtures: every one ends by two passes.
func byPasses() *Ending { return &Ending{How: "passes", Reason: "the record ends with two passes"} }

// testRulesets is the column order of the fixtures.
var testRulesets = []string{"japanese", "chinese", "aga", "bga"}

// gameLegality: two legality divergences of the superko kinds on a 5x5
// board. Move 7 (B4) recreates a position with the other player to move:
// positional superko forbids it, situational and basic ko allow it. Move
// 11 (C3) recreates a situation (same player to move) that arose after a
// pass: positional and situational forbid it, natural situational (bga)
// and basic ko allow it.
func gameLegality() Game {
	return Game{
		Source: "a.sgf", Game: 1, Moves: 40,
		Warnings: []Diagnostic{{Message: "KM[650] read as 6.5", Line: 1, Col: 20}},
		Declared: &Declared{Rules: "Japanese", Ruleset: "japanese", Komi: f(6.5), Result: "W+0.5", Size: "5x5"},
		Ending:   byPasses(),
		Verdicts: map[string]*Verdict{
			"japanese": {Result: "W+0.5", Margin: f(-0.5), End: "passes", Komi: 6.5},
			"chinese": {Result: "W+0.5", Margin: f(-0.5), End: "passes", Komi: 6.5, Illegal: []Illegal{
				{Move: 7, Point: "B4", PointSGF: "bb", Rule: "superko-positional"},
				{Move: 11, Point: "C3", PointSGF: "cc", Rule: "superko-positional"},
			}},
			"aga": {Result: "W+0.5", Margin: f(-0.5), End: "passes", Komi: 6.5, Illegal: []Illegal{
				{Move: 11, Point: "C3", PointSGF: "cc", Rule: "superko-situational"},
			}},
			"bga": {Result: "W+0.5", Margin: f(-0.5), End: "passes", Komi: 6.5},
		},
		Divergences: []Divergence{
			{Kind: KindLegality, Class: "superko-positional", Move: 7, Point: "B4", PointSGF: "bb",
				Legal: []string{"japanese", "aga", "bga"}, Illegal: []string{"chinese"},
				Rulesets:    []string{"japanese", "chinese", "aga", "bga"},
				Explanation: "Black's B4 recreates the position after move 3 with White to move: forbidden under positional superko, allowed under situational superko and basic ko.",
				Diagram: &Diagram{Width: 5, Height: 5, Mark: "B4", MarkSGF: "bb", Rows: []string{
					".....",
					".XO..",
					"X.XO.",
					".XO..",
					".....",
				}},
			},
			{Kind: KindLegality, Class: "superko-situational", Move: 11, Point: "C3", PointSGF: "cc",
				Legal: []string{"japanese", "bga"}, Illegal: []string{"chinese", "aga"},
				Rulesets:    []string{"japanese", "chinese", "aga", "bga"},
				Explanation: "Black's C3 recreates the situation after White's pass at move 8: forbidden under positional and situational superko, allowed under natural situational superko and basic ko.",
			},
		},
	}
}

// gameEnd: a long cycle voids the game under japanese (no-result) while the
// superko rulesets play on to two passes.
func gameEnd() Game {
	return Game{
		Source: "b.sgf", Game: 1, Moves: 120,
		Declared: &Declared{Rules: "", Komi: f(7.5), Result: "B+2.5", Size: "19x19"},
		Ending:   byPasses(),
		Verdicts: map[string]*Verdict{
			"japanese": {Result: "Void", End: "no-result", EndMove: 96, Komi: 7.5},
			"chinese":  {Result: "B+2.5", Margin: f(2.5), End: "passes", Komi: 7.5},
			"aga":      {Result: "B+2.5", Margin: f(2.5), End: "passes", Komi: 7.5},
			"bga":      {Result: "B+2.5", Margin: f(2.5), End: "passes", Komi: 7.5},
		},
		Divergences: []Divergence{{
			Kind: KindEnd, Class: "long-cycle", Move: 96, Point: "D2",
			Rulesets: []string{"japanese", "chinese", "aga", "bga"},
			Camps: []Camp{
				{Rulesets: []string{"japanese"}, Says: "no-result"},
				{Rulesets: []string{"chinese", "aga", "bga"}, Says: "passes"},
			},
			Explanation: "Moves 85 to 96 repeat the cycle of moves 73 to 84 (a triple ko): the game is void under japanese; superko ends the cycle elsewhere.",
		}},
	}
}

// gameQuiet: every ruleset agrees.
func gameQuiet() Game {
	v := Verdict{Result: "B+3.5", Margin: f(3.5), End: "passes", Komi: 6.5}
	return Game{
		Source: "c.sgf", Game: 1, Moves: 200,
		Declared:    &Declared{Komi: f(6.5), Result: "B+R"},
		Ending:      byPasses(),
		Verdicts:    map[string]*Verdict{"japanese": ptr(v), "chinese": ptr(v), "aga": ptr(v), "bga": ptr(v)},
		Divergences: []Divergence{},
	}
}

// gameScore: territory and area counting give different winners.
// Territory (japanese): B = 10 territory + 2 prisoners = 12, W = 5 + 1 +
// 6.5 komi = 12.5: W+0.5. Area: B = 20 stones + 10 = 30, W = 18 + 5 + 6.5
// = 29.5: B+0.5. From japanese to chinese the margin moves by +1: stones
// +2 (20 − 18), prisoners −1 (2 − 1 no longer count).
func gameScore() Game {
	terr := &Score{
		Black: Side{Territory: 10, Prisoners: 2, Total: 12},
		White: Side{Territory: 5, Prisoners: 1, Komi: 6.5, Total: 12.5},
	}
	area := &Score{
		Black: Side{Stones: 20, Territory: 10, Total: 30},
		White: Side{Stones: 18, Territory: 5, Komi: 6.5, Total: 29.5},
	}
	av := Verdict{Result: "B+0.5", Margin: f(0.5), End: "passes", Komi: 6.5, Scoring: "area", Dead: "markup", Score: area}
	cv := av
	cv.Zi = "B+¼ zi"
	return Game{
		Source: "c.sgf", Game: 2, Moves: 150,
		Declared: &Declared{Komi: f(6.5), Result: "W+0.5"},
		Ending:   byPasses(),
		Dead:     &DeadStones{Source: "markup", Stones: 0},
		Verdicts: map[string]*Verdict{
			"japanese": {Result: "W+0.5", Margin: f(-0.5), End: "passes", Komi: 6.5, Scoring: "territory", Dead: "markup", Score: terr},
			"chinese":  ptr(cv),
			"aga":      ptr(av),
			"bga":      ptr(av),
		},
		Divergences: []Divergence{{
			Kind: KindScore, Class: "counting-method", Effect: EffectWinner,
			Rulesets: []string{"japanese", "chinese", "aga", "bga"},
			Camps: []Camp{
				{Rulesets: []string{"japanese"}, Says: "W+0.5", Margin: f(-0.5)},
				{Rulesets: []string{"chinese", "aga", "bga"}, Says: "B+0.5", Margin: f(0.5)},
			},
			Terms: []Term{
				{Component: "stones", Delta: 2, Note: "20 black, 18 white on the board"},
				{Component: "prisoners", Delta: -1},
			},
			Explanation: "Area counting adds the stones on the board (Black 2 more) and drops the prisoners (Black 1 more): Black wins by 0.5 instead of losing by 0.5.",
		}},
	}
}

// gameNoFile: a file that yields no game.
func gameNoFile() Game {
	return Game{Source: "d.sgf", Game: 0, Errors: []Diagnostic{{Message: "no game in file"}}}
}

func testGames() []Game {
	return []Game{gameLegality(), gameEnd(), gameQuiet(), gameScore(), gameNoFile()}
}

// ptr is a pointer to a copy of v, for Game.Verdicts' literals.
func ptr(v Verdict) *Verdict { return &v }
