package sgfio

import (
	"math"
	"strconv"
	"strings"
)

// ResultKind says how a game ended according to RE[].
type ResultKind uint8

// Result kinds.
const (
	ResultNone    ResultKind = iota // no RE[] in the record
	ResultScore                     // B+3.5: won by counting
	ResultResign                    // B+R, W+Resign
	ResultTime                      // B+T, W+Time
	ResultForfeit                   // B+F, W+Forfeit
	ResultIllegal                   // B+Illegal, B+V (violation), W+Repetition: the loser broke a rule
	ResultDraw                      // 0, Draw, Jigo
	ResultVoid                      // Void: no result
	ResultUnknown                   // ?, or anything else (Winner may still be known: RE[B], B+0.0)
	// ResultDecided is a win decided without a count and without a
	// margin: W+J (a referee's judgement), B+AW (the programs agreed on
	// the winner), both written by the UEC Cup's records.
	ResultDecided
)

var resultKindNames = [...]string{"none", "score", "resign", "time", "forfeit", "illegal", "draw", "void", "unknown", "decided"}

func (k ResultKind) String() string {
	if int(k) < len(resultKindNames) {
		return resultKindNames[k]
	}
	return "kind(" + strconv.Itoa(int(k)) + ")"
}

// Result is a parsed RE[] value.
type Result struct {
	Raw       string
	Kind      ResultKind
	Winner    Color   // Empty for draws, void and unknown winners
	Margin    float64 // for ResultScore (and a numeric draw: 0)
	HasMargin bool
	Reason    string // what followed "B+" when it is not a number: "R", "Time", "J", "AW"
	// Zi says the margin was written in zi (Chinese counting, 1 zi = 2
	// points) and Margin is its value in points: InPoints sets it.
	Zi bool
}

// ParseResult reads an RE[] value as the FF[4] spec writes it ("B+R",
// "W+3.5", "0", "Void", "?") and the variants seen in real files
// ("W+Resign", "B+Time", "W+Time Over", "draw", "Jigo", "B+0.0", "RE[B]",
// "White resigns."), with the words servers and tournaments write after
// "B+": J (a referee's judgement) and AW (the programs' agreement on the
// winner) are ResultDecided; V (a violation, the UEC Cup) and Repetition
// are ResultIllegal. A winner with a zero margin ("B+0.0", Fox) is a win
// of unknown margin, not a draw. Anything else is ResultUnknown, and
// Unreadable says whether it is a value nobody could read ("john wins").
// The margin is as written: InPoints turns zi into points.
func ParseResult(raw string) Result {
	r := Result{Raw: raw, Kind: ResultUnknown}
	s := strings.TrimSpace(raw)
	var room [32]byte // lowerInto's: a short value is lowered on the stack
	low := string(lowerInto(room[:0], s))
	if c, ok := resigns(low); ok { // "White resigns." (IGS, NNGS)
		r.Kind, r.Winner = ResultResign, c.Opponent()
		return r
	}
	switch low {
	case "0", "draw", "jigo", "d", "=", "0.0":
		r.Kind = ResultDraw
		r.HasMargin = true
		return r
	case "void", "no result", "noresult":
		r.Kind = ResultVoid
		return r
	case "", "?":
		return r
	case "b", "black":
		r.Winner = Black
		return r
	case "w", "white":
		r.Winner = White
		return r
	}
	if len(s) >= 2 && (s[1] == '+' || s[1] == ' ') {
		switch s[0] {
		case 'B', 'b':
			r.Winner = Black
		case 'W', 'w':
			r.Winner = White
		case 'D', 'd':
			r.Kind = ResultDraw
			r.Reason = strings.TrimSpace(s[2:])
			return r
		}
	}
	if r.Winner == Empty {
		return r
	}
	reason := strings.TrimSpace(s[2:])
	r.Reason = reason
	if reason == "" {
		return r // "B+": winner only
	}
	if c := reason[0]; (c < '0' || c > '9') && c != '.' && c != '-' {
		// not a number: skip ParseFloat and its error
	} else if v, err := parseFloat(reason); err == nil && v == v {
		if v < winnerOnlyBelow {
			// "B+0.0": Fox's win without a recorded margin (it occurs with
			// komi 6.5 and 7.5, where no game can end level): the winner
			// counts, the margin is unknown. Since September 2018 Fox
			// writes margins with two decimals and this win as "B+0.02"
			// (7 fox_pro records, all on boards still open, none before:
			// the 156 "B+0.0" all date from January 2018 or earlier):
			// 0.02 written with one decimal is "0.0". A negative margin
			// ("B+-3") returns here too: no count, and Unreadable.
			return r
		}
		r.Kind, r.Margin, r.HasMargin = ResultScore, v, true
		return r
	}
	word := string(lowerInto(room[:0], reason))
	if i := strings.IndexAny(word, " ,.;("); i > 0 {
		word = word[:i]
	}
	switch word {
	case "r", "res", "resign", "resigned", "resignation":
		r.Kind = ResultResign
	case "t", "time", "timeout":
		r.Kind = ResultTime
	case "f", "forfeit":
		r.Kind = ResultForfeit
	case "illegal", "i", "v", "violation", "repetition":
		r.Kind = ResultIllegal
	case "j", "judge", "judgement", "judgment", "aw", "agreement":
		r.Kind = ResultDecided
	case "void":
		r.Kind, r.Winner = ResultVoid, Empty
	}
	return r
}

// resigns reads "black resigns" and "white resigns" at the start of a
// lower-case RE value, and the Japanese and Chinese wins by resignation
// ("黒中押し勝ち", "白中盘胜"; the Japanese may follow the move count,
// "257手完, 黒中押し勝ち"): the colour that resigned.
func resigns(low string) (Color, bool) {
	// Every word begins with 中: a value without it (nearly all, "b+r")
	// skips the four searches.
	if strings.Contains(low, "中") {
		for _, word := range [...]string{"中押し勝", "中押勝", "中盘胜", "中盤勝"} {
			i := strings.Index(low, word)
			if i < 0 {
				continue
			}
			switch before := low[:i]; {
			case strings.HasSuffix(before, "黒"), strings.HasSuffix(before, "黑"):
				return White, true
			case strings.HasSuffix(before, "白"):
				return Black, true
			}
		}
	}
	for _, c := range [2]Color{Black, White} {
		prefix := "black resign" // a constant each: no concatenation a call
		if c == White {
			prefix = "white resign"
		}
		if rest, ok := strings.CutPrefix(low, prefix); ok && (rest == "" || rest[0] == 's' || rest[0] == 'e' || rest[0] == '.') {
			return c, true
		}
	}
	return Empty, false
}

// Unreadable reports whether RE[] holds something that is no result
// rulediff can read: not a count, draw, void, resignation, loss on time,
// forfeit, illegal move, decision, a winner alone ("B", "B+", "B+0.0"),
// nor "?" (FF[4]'s unknown result, also "? (no further moves known)").
func (r Result) Unreadable() bool {
	if r.Kind != ResultUnknown {
		return false
	}
	s := strings.TrimSpace(r.Raw)
	if s == "" || strings.HasPrefix(s, "?") {
		return false
	}
	return r.Winner == Empty || !zeroOrEmpty(r.Reason)
}

// winnerOnlyBelow: a margin below it records a winner, not a count
// ("B+0.0", "B+0.02": Fox's win without a margin in its one- and
// two-decimal eras). The smallest count is a quarter zi, which Fox wrote
// "0.2" with one decimal (quarterOfOneDecimal).
const winnerOnlyBelow = 0.05

// zeroOrEmpty is true for what follows "B+" in a win without a margin:
// nothing (RE[B], "B+") or a number below winnerOnlyBelow ("B+0.0",
// "B+0.02": Fox).
func zeroOrEmpty(reason string) bool {
	reason = strings.TrimSpace(reason)
	if reason == "" {
		return true
	}
	v, err := parseFloat(reason)
	return err == nil && v >= 0 && v < winnerOnlyBelow
}

// parseFloat is strconv.ParseFloat of a margin with a decimal comma read
// as a point ("6,5"), the common forms read by parseDecimal first.
func parseFloat(s string) (float64, error) {
	if v, ok := parseDecimal(s); ok {
		return v, nil
	}
	return strconv.ParseFloat(strings.Replace(s, ",", ".", 1), 64)
}

// WinnerOnly reports whether RE names a winner and nothing more: RE[B],
// "W+", Fox's "B+0.0" and "B+0.02", or a decision without a count (W+J,
// B+AW).
func (r Result) WinnerOnly() bool {
	return r.Winner != Empty && (r.Kind == ResultDecided || r.Kind == ResultUnknown && zeroOrEmpty(r.Reason))
}

// InPoints returns r with a margin written in zi turned into points (1 zi
// = 2 points; RULES.md §5.4). A margin is in zi when the record's komi is
// (Fox's KM[375], k.Zi) or when it ends in a quarter (".25", ".75"), which
// no count in points can: fox_pro/1p/1553741460010001023.sgf has KM[375]
// RE[W+1.25], White by 2.5 points.
func (r Result) InPoints(k Komi) Result {
	if r.Kind != ResultScore || r.Zi {
		return r
	}
	q := r.Margin * 4
	quarter := q == float64(int64(q)) && int64(q)%2 != 0
	if k.Zi || quarter {
		if k.Zi {
			r.Margin = quarterOfOneDecimal(r.Margin)
		}
		r.Margin *= 2
		r.Zi = true
	}
	return r
}

// quarterOfOneDecimal reads a zi margin that one decimal cut short: Fox
// wrote one decimal until September 2018, and C's printf rounds a tie to
// even, so a count of x.25 zi came out "x.2" and x.75 "x.8"
// (fox_pro/1p/1535017208010001260.sgf: KM[375] RE[W+3.2];
// ai_games/2018_Tencent_World_AI_WEIQI_Competition/S_1-3_ELFOpenGo_vs_Golaxy.sgf:
// KM[375] RE[B+0.2]). With komi 3¾ zi, Black's area less 184¼ is always a
// quarter, so no other tenth can be a count.
func quarterOfOneDecimal(m float64) float64 {
	tenths := math.Round(m * 10)
	if math.Abs(m*10-tenths) > 1e-9 {
		return m
	}
	switch int64(tenths) % 10 {
	case 2:
		return tenths/10 + 0.05
	case 8:
		return tenths/10 - 0.05
	}
	return m
}

// String writes r back in FF[4] form ("B+3.5", "W+R", "0", "Void", "?").
func (r Result) String() string {
	switch r.Kind {
	case ResultNone:
		return ""
	case ResultDraw:
		return "0"
	case ResultVoid:
		return "Void"
	}
	if r.Winner == Empty {
		return "?"
	}
	p := r.Winner.String() + "+"
	switch r.Kind {
	case ResultScore:
		return p + strconv.FormatFloat(r.Margin, 'f', -1, 64)
	case ResultResign:
		return p + "R"
	case ResultTime:
		return p + "T"
	case ResultForfeit:
		return p + "F"
	case ResultIllegal:
		return p + "Illegal"
	}
	return p + r.Reason
}
