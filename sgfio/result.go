package sgfio

import (
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
	ResultIllegal                   // B+Illegal: the loser played an illegal move
	ResultDraw                      // 0, Draw, Jigo
	ResultVoid                      // Void: no result
	ResultUnknown                   // ?, or anything else (Winner may still be known: RE[B], W+J, B+0.0)
)

var resultKindNames = [...]string{"none", "score", "resign", "time", "forfeit", "illegal", "draw", "void", "unknown"}

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
}

// ParseResult reads an RE[] value as the FF[4] spec writes it ("B+R",
// "W+3.5", "0", "Void", "?") and the variants seen in real files
// ("W+Resign", "B+Time", "draw", "Jigo", "B+0.0", "RE[B]", "W+J", "B+AW").
// A winner with a zero margin ("B+0.0", Fox) is a win of unknown margin,
// not a draw.
func ParseResult(raw string) Result {
	r := Result{Raw: raw, Kind: ResultUnknown}
	s := strings.TrimSpace(raw)
	low := strings.ToLower(s)
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
	} else if v, err := strconv.ParseFloat(strings.Replace(reason, ",", ".", 1), 64); err == nil && v == v {
		if v == 0 {
			// "B+0.0": Fox's win without a recorded margin (it occurs with
			// komi 6.5 and 7.5, where no game can end level): the winner
			// counts, the margin is unknown.
			return r
		}
		if v < 0 {
			return r
		}
		r.Kind, r.Margin, r.HasMargin = ResultScore, v, true
		return r
	}
	word := strings.ToLower(reason)
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
	case "illegal", "i":
		r.Kind = ResultIllegal
	case "v", "void":
		r.Kind, r.Winner = ResultVoid, Empty
	}
	return r
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
