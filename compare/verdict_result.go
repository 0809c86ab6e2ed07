package compare

import (
	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
)

// decided is winnerOf(loser) + how, how being "+R", "+T" or "+F", given
// as a constant: every ruleset of every game that did not end by
// counting gets one (five games in six of fox_pro and ai_games, fourteen
// verdicts each), and building the string cost more than the rest of
// such a verdict.
func decided(loser board.Color, how string) string {
	var s [3]string
	switch loser {
	case board.Black:
		s = [3]string{"W+R", "W+T", "W+F"}
	case board.White:
		s = [3]string{"B+R", "B+T", "B+F"}
	default:
		s = [3]string{"+R", "+T", "+F"}
	}
	switch how {
	case "+R":
		return s[0]
	case "+T":
		return s[1]
	case "+F":
		return s[2]
	}
	return winnerOf(rules.EndUnfinished, loser) + how
}
