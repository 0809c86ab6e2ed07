package compare

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rulediff/rulediff/internal/shared"
)

// auditFile audits game 1 of a file of ../shared/corpora.
func auditFile(t *testing.T, rel string, opts Options, names ...string) *Game {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(shared.Path(t, "corpora"), rel))
	if err != nil {
		t.Fatal(err)
	}
	return auditSGF(t, string(data), opts, names...)
}

func verdictOf(t *testing.T, g *Game, name string) *Verdict {
	t.Helper()
	for i := range g.Verdicts {
		if g.Verdicts[i].Ruleset.Name == name {
			return &g.Verdicts[i]
		}
	}
	t.Fatalf("no verdict %s", name)
	return nil
}

// How real records ended, each read by hand from its file.
func TestEndingOfRealRecords(t *testing.T) {
	tests := []struct {
		file   string
		want   Ending
		reason string // a part of the reason
	}{
		// Fox stops a record without passes when the players ask for a
		// count: RE W+0.5 on a settled board (3 dame, E5, O3, T4).
		{"fox_pro/1p/1500190849019999877.sgf", EndingCounted, "RE W+0.5 is a count on a settled position (3 dame"},
		// RE B+0.5 at move 199, half the board still open (the server's
		// count of an unfinished game).
		{"fox_pro/3p/1413637140019999000.sgf", EndingUnfinished, "not settled: an open border"},
		// "draw" on a board with 312 empty points.
		{"fox_pro/1p/1497516639019999865.sgf", EndingUnfinished, "RE draw is a draw, but the position is not settled"},
		// "draw" on a settled board, 7 stones' handicap, komi 0, that
		// counts W+75 (Black 35 territory + 9 prisoners + 1 dead stone,
		// White 70 + 22 + 28; GNU Go 3.8's final_score, the server's
		// engine, says W+69): no jigo, a draw the players agreed.
		{"fox_pro/2p/1493729602019999549.sgf", EndingUnfinished, "RE draw is a draw, but the settled position counts W+75: a draw agreed, not a jigo"},
		// "draw" on a settled board, 4 stones' handicap, that counts a
		// jigo: the server's count.
		{"fox_pro/3p/1427703307019999580.sgf", EndingCounted, "RE draw is a draw on a settled position (11 dame"},
		// Fox's B+0.02 (two-decimal era, 2018-09 on): a winner without a
		// margin, as W+0.0 was before, at move 67 of an open board.
		{"fox_pro/1p/1537495695010001076.sgf", EndingUnfinished, "RE B+0.02 names the winner only"},
		// Fox's W+0.0: a winner without a margin.
		{"fox_pro/3p/1512837353010001628.sgf", EndingUnfinished, "names the winner only"},
		{"fox_pro/7p/1380981699019999425.sgf", EndingCounted, "RE B+4.5 is a count"},
		{"gnugo_regression/games/kgs/2004-04-10-GnuGoCVS-inuyasha34.sgf", EndingPasses, "two passes"},
		{"gnugo_regression/games/cgos/13435.sgf", EndingForfeit, "an illegal move"},
		{"gnugo_regression/games/xxlin.sgf", EndingResignation, "White resigned"},
		{"gnugo_regression/games/cgf2002/martha.sgf", EndingTime, "Black lost on time"},
		{"ai_games/The_11th_Computer_Go_UEC_Cup/day1/1-mayoigo-Natsukaze.sgf", EndingUnfinished, "a decision without a count"},
	}
	for _, tt := range tests {
		g := auditFile(t, tt.file, Options{}, "japanese", "chinese")
		if g.Ending != tt.want || !strings.Contains(g.EndingReason, tt.reason) {
			t.Errorf("%s: %s (%s), want %s (%s)", tt.file, g.Ending, g.EndingReason, tt.want, tt.reason)
		}
	}
}

// fox_pro/1p/1500190849019999877: White to move after B[mj], three dame
// (E5, O3, T4). Counted as it stands, Chinese area is 132+51+1.5 to
// 130+45+7.5+1.5 (B+0.5); filled in turn from White, White fills two and
// Black one: 132+51+1 to 130+45+7.5+2, W+0.5, the server's RE. The
// territory count does not move (W+0.5 either way).
func TestCountedRecordFillsItsDame(t *testing.T) {
	g := auditFile(t, "fox_pro/1p/1500190849019999877.sgf", Options{}, "japanese", "chinese")
	if g.Ending != EndingCounted {
		t.Fatalf("ending %s (%s)", g.Ending, g.EndingReason)
	}
	zh, ja := verdictOf(t, g, "chinese"), verdictOf(t, g, "japanese")
	if zh.End != EndCounted || ja.End != EndCounted {
		t.Errorf("ends %s %s, want counted", zh.End, ja.End)
	}
	if zh.Result != "W+0.5" || zh.Score.Counts.Filled != [3]int{0, 1, 2} || zh.Score.White.FilledDame != 2 {
		t.Errorf("chinese %s, filled %v", zh.Result, zh.Score.Counts.Filled)
	}
	if ja.Result != "W+0.5" || ja.Score.Counts.Filled != [3]int{} {
		t.Errorf("japanese %s, filled %v", ja.Result, ja.Score.Counts.Filled)
	}
}

// The walls of TestResultCheck (5x5, Black column b, White column c) with
// no passes: a count on a settled board is counted; with a gap of three
// columns (Black on a, White on e), it is open.
func TestCountedNeedsASettledBoard(t *testing.T) {
	settled := "(;GM[1]FF[4]SZ[5]KM[0.5]RU[Japanese]RE[W+5.5]AB[ba][bb][bc][bd][be]AW[ca][cb][cc][cd];W[ce])"
	g := auditSGF(t, settled, Options{Dead: DeadNone}, "japanese", "chinese")
	if g.Ending != EndingCounted {
		t.Errorf("walls: %s (%s)", g.Ending, g.EndingReason)
	}
	open := "(;GM[1]FF[4]SZ[5]KM[0.5]RU[Japanese]RE[W+0.5]AB[aa][ab][ac][ad][ae]AW[ea][eb][ec][ed];W[ee])"
	g = auditSGF(t, open, Options{Dead: DeadNone}, "japanese", "chinese")
	if g.Ending != EndingUnfinished || !strings.Contains(g.EndingReason, "an open border at C5") {
		t.Errorf("gap of three: %s (%s)", g.Ending, g.EndingReason)
	}
	for _, v := range g.Verdicts {
		if v.End != "unfinished" {
			t.Errorf("%s: end %s, want unfinished", v.Ruleset.Name, v.End)
		}
		if v.Score == nil || v.Score.Counts.Filled != [3]int{} {
			t.Errorf("%s: an unfinished game is counted as it stands", v.Ruleset.Name)
		}
	}
}

// A draw is a count only on a board near jigo. 5x5, komi 0, no passes:
// Black's wall on column b and White's on column d leave column a to
// Black (5 points) and column e to White (5): a jigo by territory; by
// area 10 to 10 with the five dame of column c filled in turn from Black
// (3 to 2, B+1): within a point, the draw is counted and checked. With
// White's wall on column c instead, White has columns d and e (10
// points): W+5 by territory and by area (10 to 15), so RE[Draw] is no
// count but a draw agreed.
func TestDrawNeedsAJigo(t *testing.T) {
	jigo := "(;GM[1]FF[4]SZ[5]KM[0]RU[Japanese]RE[Draw]AB[ba][bb][bc][bd][be]AW[da][db][dc][dd];W[de])"
	g := auditSGF(t, jigo, Options{Dead: DeadNone}, "japanese", "chinese")
	if g.Ending != EndingCounted || g.ResultCheck == nil || !g.ResultCheck.Agrees {
		t.Errorf("jigo: %s (%s), check %+v", g.Ending, g.EndingReason, g.ResultCheck)
	}
	if zh := verdictOf(t, g, "chinese"); zh.Result != "B+1" {
		t.Errorf("jigo under chinese: %s, want B+1 (the dame filled 3 to 2)", zh.Result)
	}
	agreed := "(;GM[1]FF[4]SZ[5]KM[0]RU[Japanese]RE[Draw]AB[ba][bb][bc][bd][be]AW[ca][cb][cc][cd];W[ce])"
	g = auditSGF(t, agreed, Options{Dead: DeadNone}, "japanese", "chinese")
	if g.Ending != EndingUnfinished || g.EndingReason != "RE Draw is a draw, but the settled position counts W+5: a draw agreed, not a jigo" {
		t.Errorf("W+5: %s (%s)", g.Ending, g.EndingReason)
	}
	for _, v := range g.Verdicts {
		if v.End != "unfinished" || v.Score == nil || v.Score.Counts.Filled != [3]int{} {
			t.Errorf("%s: end %s: an agreed draw is counted as it stands, unfinished", v.Ruleset.Name, v.End)
		}
	}
}

// Komi: a number for every game, or the assumed komi of records whose
// KM[0] their RE contradicts. fox_pro/7p/1380981699019999425 has KM[0]
// RE[B+4.5] and counts B+11 with komi 0 (the issue): with komi 6.5 it is
// B+4.5, RE exactly.
func TestKomiModes(t *testing.T) {
	const file = "fox_pro/7p/1380981699019999425.sgf"
	g := auditFile(t, file, Options{}, "japanese")
	v := verdictOf(t, g, "japanese")
	if v.Komi != 0 || v.Result != "B+11" || g.ResultCheck == nil || g.ResultCheck.Agrees || g.ResultCheck.Miss != MissKomi {
		t.Fatalf("record komi: %v %s check %+v", v.Komi, v.Result, g.ResultCheck)
	}
	if !strings.Contains(g.ResultCheck.MissNote, "komi 6.5") {
		t.Errorf("miss note %q", g.ResultCheck.MissNote)
	}
	k := 6.5
	g = auditFile(t, file, Options{AssumeKomi: &k}, "japanese")
	v = verdictOf(t, g, "japanese")
	if v.Komi != 6.5 || v.Result != "B+4.5" || g.ResultCheck == nil || !g.ResultCheck.Agrees {
		t.Errorf("assumed komi: %v %s check %+v", v.Komi, v.Result, g.ResultCheck)
	}
	found := false
	for _, w := range g.Warnings {
		found = found || strings.Contains(w.Msg, "scored with komi 6.5 (assumed")
	}
	if !found {
		t.Errorf("no warning about the assumed komi: %+v", g.Warnings)
	}
	// A number: every game, whatever KM says (here KM[650] read as 6.5).
	g = auditFile(t, "fox_pro/1p/1489235695019999899.sgf", Options{Komi: "7"}, "japanese")
	if v := verdictOf(t, g, "japanese"); v.Komi != 7 {
		t.Errorf("--komi 7: komi %v", v.Komi)
	}
	if _, err := ParseKomiMode("six"); err == nil {
		t.Error("komi mode six accepted")
	}
}

// A result check that differs is sorted by the first change that gives
// RE: each board worked out by hand.
func TestResultMissKinds(t *testing.T) {
	// The walls (TestResultCheck): W+5.5 with komi 0.5, White 5 on the
	// board. RE W+11.5 is that board with komi 6.5.
	komi := walls("Japanese", "W+11.5")
	// Three dame in a column (score.TestFillDameInTurn's board), set up,
	// no move: territory W+2 with komi 0, the area count with the dame
	// filled from White W+3 (filled from Black first when no move says
	// otherwise: W+1).
	dame := "(;GM[1]FF[4]SZ[5]KM[0]RU[Japanese]RE[W+3]AB[ba][bb][bc][bd][be]AW[ca][cb][dc][dd][de])"
	// A living white stone at A3 in Black's column: territory B 0, W 10
	// (W+10.5 with komi 0.5). Counted dead, Black has 5 points and a
	// prisoner: W+4.5.
	dead := "(;GM[1]FF[4]SZ[5]KM[0.5]RU[Japanese]RE[W+4.5]AB[ba][bb][bc][bd][be]AW[ac][ca][cb][cc][cd][ce];B[];W[])"
	for _, tt := range []struct {
		name, sgf, kind, note string
	}{
		{"komi", komi, MissKomi, "RE fits komi 6.5 (counted with 0.5)"},
		{"dame", dame, MissDame, "RE fits an area count with the dame filled from White"},
		{"dead", dead, MissDeadStones, "RE fits with the 1 white stone at A3 dead"},
		{"other", walls("Japanese", "W+3.5"), MissOther, ""},
		// The walls with KM[6.5]: W+11.5. RE W+10.5 would be komi 5.5,
		// a point from the komi the record states: not a komi miss (no
		// dame, no chain changes it by one: other). RE W+5 is komi 0,
		// six and a half points away: a komi miss.
		{"stated komi, a point off", strings.Replace(walls("Japanese", "W+10.5"), "KM[0.5]", "KM[6.5]", 1), MissOther, ""},
		{"stated komi, far off", strings.Replace(walls("Japanese", "W+5"), "KM[0.5]", "KM[6.5]", 1), MissKomi, "RE fits komi 0 (counted with 6.5)"},
		// KM[0] and RE W+10.5, scored with the assumed 6.5 (W+11.5):
		// the same point is not a komi. Without --assume-komi the count
		// uses 0 (W+5): komi 5.5 gives RE, the record's quirk.
		{"assumed komi, a point off", strings.Replace(walls("Japanese", "W+10.5"), "KM[0.5]", "KM[0]", 1), MissOther, ""},
	} {
		assume := 6.5
		g := auditSGF(t, tt.sgf, Options{Dead: DeadNone, AssumeKomi: &assume}, "japanese", "chinese")
		c := g.ResultCheck
		if c == nil || c.Agrees || c.Miss != tt.kind || c.MissNote != tt.note {
			t.Errorf("%s: check %+v, want %s %q", tt.name, c, tt.kind, tt.note)
		}
	}
	// Points to fill once the dame are filled (teire):
	//
	//	5 . X X O .
	//	4 . X O . O      White C4 has two liberties: the dame C3 and
	//	3 . X . O .      D4, White's eye. Black filling C3 leaves C4
	//	2 . X O O .      in atari on White's territory: White must
	//	1 . X O . .      fill D4 (then C4 joins D5, E4 and D3).
	//	  A B C D E
	//
	// Territory, komi 0.5: Black A1–A5 = 5; White D4, E5 and E3, E2, E1,
	// D1 = 6 + 0.5: W+1.5. With White's teire at D4: W+0.5, RE. Filled
	// from White first (White takes C3) there is no teire.
	teire := "(;GM[1]FF[4]SZ[5]KM[0.5]RU[Japanese]RE[W+0.5]AB[ba][ca][bb][bc][bd][be]AW[da][cb][eb][dc][cd][dd][ce];B[];W[])"
	g := auditSGF(t, teire, Options{Dead: DeadNone}, "japanese")
	if c := g.ResultCheck; c == nil || c.Computed != "W+1.5" || c.Miss != MissDame ||
		c.MissNote != "RE fits the territory count with the points to fill once the dame are filled from Black (Black 0, White 1)" {
		t.Errorf("teire: check %+v", c)
	}
	g = auditSGF(t, strings.Replace(walls("Japanese", "W+10.5"), "KM[0.5]", "KM[0]", 1), Options{Dead: DeadNone}, "japanese")
	if c := g.ResultCheck; c == nil || c.Miss != MissKomi || c.MissNote != "RE fits komi 5.5 (counted with 0; --assume-komi 5.5 counts with it)" {
		t.Errorf("KM[0] without --assume-komi: check %+v, want a komi miss", c)
	}
}

// The dame a counted record fills are turns: between territory and area
// counting they are the parity point. The three dame of
// score.TestFillDameInTurn, set up (5 stones each), White to fill first
// (PL[W]), RE a count: japanese W+2 (dame count for no one), chinese
// W+3 (White fills two, Black one). Area minus territory is the stones
// placed: the setup is even, the filling gives White one more: a
// dame-parity share of −1, the filled dame term −1.
func TestFilledDameAreParity(t *testing.T) {
	sgf := "(;GM[1]FF[4]SZ[5]KM[0]RU[Japanese]RE[W+2]PL[W]AB[ba][bb][bc][bd][be]AW[ca][cb][dc][dd][de])"
	g := auditSGF(t, sgf, Options{Dead: DeadNone}, "japanese", "chinese")
	if g.Ending != EndingCounted {
		t.Fatalf("ending %s (%s)", g.Ending, g.EndingReason)
	}
	if ja, zh := verdictOf(t, g, "japanese"), verdictOf(t, g, "chinese"); ja.Result != "W+2" || zh.Result != "W+3" {
		t.Fatalf("japanese %s, chinese %s", ja.Result, zh.Result)
	}
	if len(g.Divergences) != 1 || g.Divergences[0].Class != ClassDameParity {
		t.Fatalf("divergences %+v, want one dame-parity", g.Divergences)
	}
	if d := termOf(g.Divergences[0].Terms, "filled_dame"); d != -1 {
		t.Errorf("filled_dame term %v, want -1 (terms %+v)", d, g.Divergences[0].Terms)
	}
}

// The edges of the draw test, on TestDrawNeedsAJigo's jigo board (Black
// 5 points of territory, White 5, the five dame of column c; by area
// B+1, the dame filled 3 to 2) with komi moved: KM[2] counts W+2 by
// territory, exactly jigoSlack from jigo, and W+1 by area: counted.
// KM[3] counts W+3 by territory but W+2 by area: one count within the
// slack is enough, counted. KM[4] counts W+4 and W+3: a draw agreed.
func TestDrawJigoSlackEdges(t *testing.T) {
	for _, tc := range []struct {
		km     string
		ending Ending
		reason string
	}{
		{"2", EndingCounted, ""},
		{"3", EndingCounted, ""},
		{"4", EndingUnfinished, "RE Draw is a draw, but the settled position counts W+4: a draw agreed, not a jigo"},
	} {
		sgf := "(;GM[1]FF[4]SZ[5]KM[" + tc.km + "]RU[Japanese]RE[Draw]AB[ba][bb][bc][bd][be]AW[da][db][dc][dd];W[de])"
		g := auditSGF(t, sgf, Options{Dead: DeadNone}, "japanese", "chinese")
		if g.Ending != tc.ending || tc.reason != "" && g.EndingReason != tc.reason {
			t.Errorf("KM[%s]: %s (%s), want %s %q", tc.km, g.Ending, g.EndingReason, tc.ending, tc.reason)
		}
	}
}
