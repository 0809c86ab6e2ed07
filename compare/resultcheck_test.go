package compare

import (
	"strings"
	"testing"

	"github.com/rulediff/rulediff/sgfio"
)

// walls is a 5x5 position worked out by hand: a Black wall on column b, a
// White wall on column c, then two passes. Black owns column a (5
// points), White columns d and e (10). Territory: B 5, W 10; area: B 5+5,
// W 5+10. Either way W by 5, and with komi 0.5 W+5.5.
func walls(ru, re string) string {
	s := "(;GM[1]FF[4]SZ[5]KM[0.5]"
	if ru != "" {
		s += "RU[" + ru + "]"
	}
	return s + "RE[" + re + "]AB[ba][bb][bc][bd][be]AW[ca][cb][cc][cd][ce];B[];W[])"
}

func TestResultCheck(t *testing.T) {
	for _, tc := range []struct {
		name, ru, re string
		want         *ResultCheck // nil: no check
		diff         float64
	}{
		{"agrees japanese", "Japanese", "W+5.5", &ResultCheck{Ruleset: "japanese", Computed: "W+5.5", Declared: "W+5.5", Agrees: true}, 0},
		{"agrees chinese", "Chinese", "W+5.5", &ResultCheck{Ruleset: "chinese", Computed: "W+5.5", Declared: "W+5.5", Agrees: true}, 0},
		// RE W+3.5 is −3.5; computed −5.5: White did 2 better than RE says.
		{"RE 2 short for White", "Japanese", "W+3.5", &ResultCheck{Ruleset: "japanese", Computed: "W+5.5", Declared: "W+3.5"}, -2},
		// RE W+7.5 is −7.5; computed −5.5: +2.
		{"RE 2 long for White", "Japanese", "W+7.5", &ResultCheck{Ruleset: "japanese", Computed: "W+5.5", Declared: "W+7.5"}, 2},
		// RE B+5.5 is +5.5: −11 and the winner differs.
		{"wrong winner", "Japanese", "B+5.5", &ResultCheck{Ruleset: "japanese", Computed: "W+5.5", Declared: "B+5.5"}, -11},
		{"win without margin, same winner", "Japanese", "W+0.0", &ResultCheck{Ruleset: "japanese", Computed: "W+5.5", Declared: "W+", Agrees: true, WinnerOnly: true}, 0},
		{"win without margin, other winner", "Japanese", "B+0.0", &ResultCheck{Ruleset: "japanese", Computed: "W+5.5", Declared: "B+", WinnerOnly: true}, 0},
		{"resignation", "Japanese", "W+R", nil, 0},
		{"time", "Japanese", "W+T", nil, 0},
		{"unknown RU", "House rules", "W+5.5", nil, 0},
		{"no RU", "", "W+5.5", nil, 0},
		{"no RE", "Japanese", "", nil, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := auditSGF(t, walls(tc.ru, tc.re), Options{Dead: DeadNone})
			got := g.ResultCheck
			if tc.want == nil {
				if got != nil {
					t.Fatalf("got a check %+v, want none", *got)
				}
				return
			}
			if got == nil {
				t.Fatalf("no check, want %+v", *tc.want)
			}
			if got.Ruleset != tc.want.Ruleset || got.Computed != tc.want.Computed || got.Declared != tc.want.Declared ||
				got.Agrees != tc.want.Agrees || got.WinnerOnly != tc.want.WinnerOnly || got.Estimated {
				t.Errorf("got %+v, want %+v", *got, *tc.want)
			}
			switch {
			case tc.want.WinnerOnly && got.Difference != nil:
				t.Errorf("difference %v for a win without a margin", *got.Difference)
			case !tc.want.WinnerOnly && (got.Difference == nil || *got.Difference != tc.diff):
				t.Errorf("difference %v, want %v", got.Difference, tc.diff)
			}
		})
	}
}

// A ruleset the audit does not judge gets no check, and a draw is a count.
func TestResultCheckDeclaredNotAuditedAndDraw(t *testing.T) {
	if g := auditSGF(t, walls("Japanese", "W+5.5"), Options{Dead: DeadNone}, "chinese", "aga"); g.ResultCheck != nil {
		t.Errorf("japanese not audited: got %+v", *g.ResultCheck)
	}
	// Komi -5 makes the walls a jigo: territory B 5, W 10, Black +5.
	sgf := strings.Replace(walls("Japanese", "Draw"), "KM[0.5]", "KM[-5]", 1)
	g := auditSGF(t, sgf, Options{Dead: DeadNone})
	c := g.ResultCheck
	if c == nil || !c.Agrees || c.Declared != ResultDraw || c.Computed != ResultDraw || c.Difference == nil || *c.Difference != 0 {
		t.Fatalf("jigo: got %+v", c)
	}
}

// A marking file's TB rules White's stone at a3 dead; the record has no
// markup. Worked by hand, komi 0.5: nothing removed, column a is neutral
// (it touches the White stone), so territory W 10, B 0: W+10.5. With the
// stone dead, Black's column a is 5 points of territory plus 1 prisoner:
// W 10 − B 6 → W+4.5; by area B 5+5, W 15 → W+5.5.
func TestUserMarkup(t *testing.T) {
	rec := "(;GM[1]FF[4]SZ[5]KM[0.5]RU[Japanese]RE[W+4.5]AB[ba][bb][bc][bd][be]AW[ca][cb][cc][cd][ce][ac];B[];W[])"
	g := auditSGF(t, rec, Options{Dead: DeadNone}, "japanese", "chinese")
	if v := verdict(g, "japanese"); v.Result != "W+10.5" {
		t.Fatalf("without the marking: japanese %s, want W+10.5", v.Result)
	}
	if c := g.ResultCheck; c == nil || c.Agrees || *c.Difference != -6 {
		t.Fatalf("without the marking: check %+v, want a difference of -6", c)
	}
	mark, err := sgfio.Parse([]byte("(;SZ[5];B[];W[]TB[aa:ae])"))
	if err != nil {
		t.Fatal(err)
	}
	m := MarkupFrom("mark.sgf", mark.Games[0])
	g = auditSGF(t, rec, Options{UserMarkup: m}, "japanese", "chinese")
	if g.DeadMethod != "user" || len(g.Dead) != 1 || g.Dead[0] != 2*5+0 {
		t.Fatalf("dead %v by %s, want [10] (a3) by user", g.Dead, g.DeadMethod)
	}
	if v := verdict(g, "japanese"); v.Result != "W+4.5" {
		t.Errorf("japanese %s, want W+4.5", v.Result)
	}
	if v := verdict(g, "chinese"); v.Result != "W+5.5" {
		t.Errorf("chinese %s, want W+5.5", v.Result)
	}
	if c := g.ResultCheck; c == nil || !c.Agrees || c.Estimated {
		t.Errorf("check %+v, want agreement without estimate", c)
	}
	// A marking for another board size: a warning naming the file and SZ.
	mark, _ = sgfio.Parse([]byte("(;SZ[9];B[];W[]TB[aa:ae])"))
	g = auditSGF(t, rec, Options{UserMarkup: MarkupFrom("mark9.sgf", mark.Games[0])}, "japanese")
	found := false
	for _, w := range g.Warnings {
		found = found || strings.Contains(w.Msg, "mark9.sgf:1:3: the marking is for a 9x9 board, the game is 5x5")
	}
	if !found {
		t.Errorf("no size warning: %+v", g.Warnings)
	}
}

// The walls without the closing passes: settled, so a count or a jigo in
// RE makes the record counted and checked; a winner without a margin, or a
// draw the count (W+5.5) is far from, leaves it unfinished and unchecked,
// whatever the board: the players' word, not a count of it.
func TestResultCheckOfRecordsThatDidNotEnd(t *testing.T) {
	unplayed := func(re, km string) string {
		return strings.Replace(strings.Replace(walls("Japanese", re), ";B[];W[])", ")", 1), "KM[0.5]", "KM["+km+"]", 1)
	}
	for _, tc := range []struct {
		name, re, km string
		ending       Ending
		checked      bool
	}{
		{"count", "W+5.5", "0.5", EndingCounted, true},
		{"count that differs", "W+3.5", "0.5", EndingCounted, true},
		{"jigo", "Draw", "-5", EndingCounted, true},
		{"win without a margin", "W+0.0", "0.5", EndingUnfinished, false},
		{"win without a margin, other winner", "B+", "0.5", EndingUnfinished, false},
		{"draw agreed", "Draw", "0.5", EndingUnfinished, false},
	} {
		g := auditSGF(t, unplayed(tc.re, tc.km), Options{Dead: DeadNone})
		if g.Ending != tc.ending {
			t.Errorf("%s: ending %s (%s), want %s", tc.name, g.Ending, g.EndingReason, tc.ending)
		}
		if (g.ResultCheck != nil) != tc.checked {
			t.Errorf("%s: check %+v, want one: %v", tc.name, g.ResultCheck, tc.checked)
		}
	}
	// The same winner without a margin after the closing passes is checked
	// (TestResultCheck): the board was played out.
	if g := auditSGF(t, walls("Japanese", "B+0.0"), Options{Dead: DeadNone}); g.Ending != EndingPasses || g.ResultCheck == nil {
		t.Errorf("after passes: ending %s, check %+v", g.Ending, g.ResultCheck)
	}
}

// Real records: Fox's W+0.0 at move 262 of an open board, B+0.02 at move
// 67, a "draw" on a board with 312 empty points and a draw agreed on a
// settled board that counts W+75 get no check; Fox's count of a settled
// board (W+0.5, 3 dame) and its jigo on a settled board keep theirs.
func TestResultCheckOfRealRecordsThatDidNotEnd(t *testing.T) {
	for _, tc := range []struct {
		file    string
		checked bool
	}{
		{"fox_pro/3p/1512837353010001628.sgf", false},
		{"fox_pro/1p/1537495695010001076.sgf", false},
		{"fox_pro/1p/1497516639019999865.sgf", false},
		{"fox_pro/2p/1493729602019999549.sgf", false},
		{"fox_pro/1p/1500190849019999877.sgf", true},
		{"fox_pro/3p/1427703307019999580.sgf", true},
	} {
		g := auditFile(t, tc.file, Options{}, "japanese", "chinese")
		if (g.ResultCheck != nil) != tc.checked {
			t.Errorf("%s (%s: %s): check %+v, want one: %v", tc.file, g.Ending, g.EndingReason, g.ResultCheck, tc.checked)
		}
	}
}

// A check of a KM[0] its RE contradicts, counted with 0, names the flag
// that counts it with the komi found: fox_pro/7p/1380981699019999425 (RE
// B+4.5, counted B+11 with komi 0: 11 − 6.5 = 4.5), and the Tiger game of
// ai_games (RE B+0.5, counted B+9 with komi 0 on a settled board with 9
// dame and 2 border points: 9 − 6.5 − 2 = 0.5, the border points White's).
// With that komi assumed no note names the flag.
func TestMissNoteNamesAssumeKomi(t *testing.T) {
	for _, tc := range []struct{ file, note string }{
		{"fox_pro/7p/1380981699019999425.sgf", "RE fits komi 6.5 (counted with 0; --assume-komi 6.5 counts with it)"},
		{"ai_games/Tiger/2016.08.19_dongfangmz_vs_43786347_.sgf", "RE fits komi 6.5 and 2 border points counted for the colour they touch (--assume-komi 6.5 counts with it)"},
	} {
		g := auditFile(t, tc.file, Options{}, "japanese", "chinese")
		if c := g.ResultCheck; c == nil || c.Miss != MissKomi || c.MissNote != tc.note {
			t.Errorf("%s: check %+v, want the note %q", tc.file, c, tc.note)
		}
		k := 6.5
		g = auditFile(t, tc.file, Options{AssumeKomi: &k}, "japanese", "chinese")
		if c := g.ResultCheck; c == nil || strings.Contains(c.MissNote, "--assume-komi") {
			t.Errorf("%s with --assume-komi 6.5: check %+v", tc.file, c)
		}
	}
}
