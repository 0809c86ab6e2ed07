package sgfio

import "testing"

func TestParseKomi(t *testing.T) {
	tests := []struct {
		raw    string
		value  float64
		ok     bool
		scaled bool
	}{
		{"6.5", 6.5, true, false},
		{"7.500000", 7.5, true, false},
		{"0", 0, true, false},
		{"-4.5", -4.5, true, false},
		{"6,5", 6.5, true, false},
		{"5 1/2", 5.5, true, false},
		{"24", 24, true, false},
		// Fox: hundredths; .25 and .75 are zi (counted twice).
		{"650", 6.5, true, true},
		{"750", 7.5, true, true},
		{"375", 7.5, true, true},
		{"325", 6.5, true, true},
		{"", 0, false, false},
		{"abc", 0, false, false},
		// Past a million, unread, however it is written (the fast
		// decimal path too: "2000000" is not Fox's 20000).
		{"1000000", 10000, true, true},
		{"2000000", 0, false, false},
		{"-2000000", 0, false, false},
		{"1000000.5", 0, false, false},
		{"999999999999999", 0, false, false},
		{"2e6", 0, false, false},
		{"2000000,5", 0, false, false},
	}
	for _, tt := range tests {
		k := ParseKomi(tt.raw)
		if k.Value != tt.value || k.OK != tt.ok || k.Scaled != tt.scaled || k.Raw != tt.raw || !k.Present {
			t.Errorf("ParseKomi(%q) = %+v, want value %v ok %v scaled %v", tt.raw, k, tt.value, tt.ok, tt.scaled)
		}
	}
}

func TestParseResult(t *testing.T) {
	tests := []struct {
		raw    string
		kind   ResultKind
		winner Color
		margin float64
	}{
		{"B+R", ResultResign, Black, 0},
		{"W+Resign", ResultResign, White, 0},
		{"B+T", ResultTime, Black, 0},
		{"W+Time", ResultTime, White, 0},
		{"B+F", ResultForfeit, Black, 0},
		{"B+Illegal", ResultIllegal, Black, 0},
		{"W+2.25", ResultScore, White, 2.25},
		{"B+0.5", ResultScore, Black, 0.5},
		{"B+0.0", ResultUnknown, Black, 0}, // Fox: margin not recorded
		// Fox since September 2018 (two decimals): the same win, on boards
		// still open (0.02 with one decimal is 0.0); no count gives less
		// than a quarter zi, which one decimal wrote 0.2.
		{"W+0.02", ResultUnknown, White, 0},
		{"B+0.2", ResultScore, Black, 0.2},
		{"W+0", ResultUnknown, White, 0},
		{"B+-3", ResultUnknown, Black, 0}, // no count: a margin is never negative
		{"0", ResultDraw, Empty, 0},
		{"Draw", ResultDraw, Empty, 0},
		{"draw", ResultDraw, Empty, 0},
		{"Void", ResultVoid, Empty, 0},
		{"?", ResultUnknown, Empty, 0},
		{"B", ResultUnknown, Black, 0},
		{"W+", ResultUnknown, White, 0},
		{"W+J", ResultDecided, White, 0},  // a referee's judgement (UEC Cup)
		{"B+AW", ResultDecided, Black, 0}, // the programs agreed on the winner
		{"B+V", ResultIllegal, Black, 0},  // a violation (UEC Cup)
		{"W+Repetition", ResultIllegal, White, 0},
		{"W+Time Over", ResultTime, White, 0},
		{"White resigns.", ResultResign, Black, 0},
		{"Black resigns. W 133.5 B 81.0", ResultResign, White, 0},
		{"257手完, 黒中押し勝ち", ResultResign, Black, 0}, // parser_tests: 257 moves, Black wins by resignation
		{"白中盘胜", ResultResign, White, 0},
		// The other two words (resigns looks for 中 first: each has it).
		{"黒中盤勝", ResultResign, Black, 0},
		{"白中押勝", ResultResign, White, 0},
		{"中押し勝", ResultUnknown, Empty, 0}, // no colour before the word
		{"john wins", ResultUnknown, Empty, 0},
		{"B+1.5 ? W+timeout", ResultUnknown, Black, 0},
	}
	for _, tt := range tests {
		r := ParseResult(tt.raw)
		if r.Kind != tt.kind || r.Winner != tt.winner || r.Margin != tt.margin || r.Raw != tt.raw {
			t.Errorf("ParseResult(%q) = %+v, want %v %v %v", tt.raw, r, tt.kind, tt.winner, tt.margin)
		}
	}
	for _, raw := range []string{"B+0.0", "W+0.02", "B+", "W+J"} {
		if !ParseResult(raw).WinnerOnly() {
			t.Errorf("ParseResult(%q) names more than a winner", raw)
		}
	}
	if ParseResult("B+0.2").WinnerOnly() {
		t.Error("B+0.2 is a count (a quarter zi, one decimal)")
	}
	if got := ParseResult("W+J").Reason; got != "J" {
		t.Errorf("W+J reason %q", got)
	}
	// What can be read is no warning; what cannot is.
	for raw, want := range map[string]bool{
		"B+R": false, "W+0.5": false, "B": false, "W+": false, "B+0.0": false, "B+0.02": false, "?": false,
		"? (No further moves known)": false, "Void": false, "W+J": false, "": false,
		"john wins": true, "has adjourned.": true, "B+-3": true, "B+1.5 ? W+timeout": true,
		"B+, human judge for communication error ": true,
	} {
		if got := ParseResult(raw).Unreadable(); got != want {
			t.Errorf("ParseResult(%q).Unreadable() = %v, want %v", raw, got, want)
		}
	}
}

// Margins in zi become points: with a komi in zi (KM[375]), or when they
// end in a quarter, which no count in points can.
func TestResultInPoints(t *testing.T) {
	zi, points := ParseKomi("375"), ParseKomi("7.5")
	tests := []struct {
		raw    string
		komi   Komi
		margin float64
		zi     bool
	}{
		{"W+1.25", zi, 2.5, true},
		{"B+2", zi, 4, true},
		{"B+1.75", points, 3.5, true}, // a quarter: zi whatever the komi
		{"B+3.5", points, 3.5, false},
		{"B+R", zi, 0, false},
		// Fox wrote one decimal until September 2018, a tie rounded to
		// even: 3.25 zi came out 3.2 (fox_pro/1p/1535017208010001260:
		// KM[375] RE[W+3.2]), 0.25 zi 0.2, 1.75 zi 1.8. Only with a komi
		// in zi: a count with KM[750] is in points.
		{"W+3.2", zi, 6.5, true},
		{"B+0.2", zi, 0.5, true},
		{"B+1.8", zi, 3.5, true},
		{"B+1.5", zi, 3, true},
		{"W+3.2", points, 3.2, false},
	}
	for _, tt := range tests {
		r := ParseResult(tt.raw).InPoints(tt.komi)
		if r.Margin != tt.margin || r.Zi != tt.zi {
			t.Errorf("%s with KM %s: margin %v zi %v, want %v %v", tt.raw, tt.komi.Raw, r.Margin, r.Zi, tt.margin, tt.zi)
		}
		if again := r.InPoints(tt.komi); again != r {
			t.Errorf("%s: InPoints twice doubles", tt.raw)
		}
	}
}

// Komi 0 gives whole-number margins: a half point in RE says the game had
// another komi.
func TestZeroContradicted(t *testing.T) {
	tests := []struct {
		km, re string
		want   bool
	}{
		{"0", "B+4.5", true},
		{"", "W+0.5", true}, // no KM: scored with 0 too
		{"0", "B+4", false},
		{"0", "B+R", false},
		{"6.5", "B+4.5", false},
		{"0", "Draw", false},
	}
	for _, tt := range tests {
		k := Komi{}
		if tt.km != "" {
			k = ParseKomi(tt.km)
		}
		if got := ZeroContradicted(k, ParseResult(tt.re).InPoints(k)); got != tt.want {
			t.Errorf("KM[%s] RE[%s]: %v, want %v", tt.km, tt.re, got, tt.want)
		}
	}
}

func TestParsePoint(t *testing.T) {
	tests := []struct {
		s  string
		p  Point
		ok bool
	}{
		{"aa", Point{0, 0}, true},
		{"sa", Point{18, 0}, true},
		{"zA", Point{25, 26}, true},
		{"ZZ", Point{51, 51}, true},
		{"a", Point{-1, -1}, false},
		{"a1", Point{-1, -1}, false},
		{"aaa", Point{-1, -1}, false},
	}
	for _, tt := range tests {
		p, ok := ParsePoint([]byte(tt.s))
		if p != tt.p || ok != tt.ok {
			t.Errorf("ParsePoint(%q) = %v %v", tt.s, p, ok)
		}
		if ok && p.String() != tt.s {
			t.Errorf("%v.String() = %q", p, p.String())
		}
	}
}
