package score

import "github.com/rulediff/rulediff/rules/board"

// Verdict compares a computed result with a declared one.
type Verdict struct {
	Agrees bool `json:"agrees"` // same winner and the same margin
	// SameWinner is true when the winners agree, even if margins differ.
	SameWinner bool `json:"same_winner"`
	// Difference is computed minus declared margin (Black minus White).
	Difference float64 `json:"difference"`
}

// Check compares r with a declared margin (Black minus White: B+3.5 is
// 3.5, W+0.5 is −0.5, a draw 0). A computed tie given to one side by the
// ties rule agrees with a declared 0 margin for that side.
func Check(r Result, declared float64) Verdict {
	v := Verdict{Difference: r.Margin - declared}
	var want board.Color
	switch {
	case declared > 0:
		want = board.Black
	case declared < 0:
		want = board.White
	default:
		want = r.Winner // a declared 0: any tie agrees, whoever the rule favours
		if r.Margin != 0 {
			want = board.Empty
		}
	}
	v.SameWinner = want == r.Winner
	v.Agrees = v.SameWinner && v.Difference == 0
	return v
}
