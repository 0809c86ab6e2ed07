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
		{"W+0", ResultUnknown, White, 0},
		{"0", ResultDraw, Empty, 0},
		{"Draw", ResultDraw, Empty, 0},
		{"draw", ResultDraw, Empty, 0},
		{"Void", ResultVoid, Empty, 0},
		{"?", ResultUnknown, Empty, 0},
		{"B", ResultUnknown, Black, 0},
		{"W+", ResultUnknown, White, 0},
		{"W+J", ResultUnknown, White, 0},
		{"B+AW", ResultUnknown, Black, 0},
		{"john wins", ResultUnknown, Empty, 0},
	}
	for _, tt := range tests {
		r := ParseResult(tt.raw)
		if r.Kind != tt.kind || r.Winner != tt.winner || r.Margin != tt.margin || r.Raw != tt.raw {
			t.Errorf("ParseResult(%q) = %+v, want %v %v %v", tt.raw, r, tt.kind, tt.winner, tt.margin)
		}
	}
	if got := ParseResult("W+J").Reason; got != "J" {
		t.Errorf("W+J reason %q", got)
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
