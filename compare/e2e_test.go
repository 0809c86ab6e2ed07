package compare

import (
	"slices"
	"strings"
	"testing"

	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/sgfio"
)

// auditSGF audits the first game of an SGF text under the named rulesets
// (all when none).
func auditSGF(t *testing.T, sgf string, opts Options, names ...string) *Game {
	t.Helper()
	g, _ := auditSGFWith(t, sgf, opts, names...)
	return g
}

// auditSGFWith is auditSGF that also returns the auditor, whose replayed
// game the score-divergence tests walk.
func auditSGFWith(t *testing.T, sgf string, opts Options, names ...string) (*Game, *Auditor) {
	t.Helper()
	c, err := sgfio.Parse([]byte(sgf))
	if err != nil || len(c.Games) == 0 {
		t.Fatalf("parse: %v %v", err, c.Diags)
	}
	rs, err := SelectRulesets(nil, names)
	if err != nil {
		t.Fatal(err)
	}
	opts.Rulesets = rs
	a, err := NewAuditor(opts)
	if err != nil {
		t.Fatal(err)
	}
	g := a.Audit("test.sgf", c.Games[0])
	if g.Err != nil {
		t.Fatal(g.Err)
	}
	return g, a
}

func find(g *Game, kind, class string) *Divergence {
	for i := range g.Divergences {
		if g.Divergences[i].Kind == kind && g.Divergences[i].Class == class {
			return &g.Divergences[i]
		}
	}
	return nil
}

func verdict(g *Game, name string) *Verdict {
	for i := range g.Verdicts {
		if g.Verdicts[i].Ruleset.Name == name {
			return &g.Verdicts[i]
		}
	}
	return nil
}

func containsAll(t *testing.T, what string, got []string, want ...string) {
	t.Helper()
	for _, w := range want {
		if !slices.Contains(got, w) {
			t.Errorf("%s: %v lacks %s", what, got, w)
		}
	}
}

// Black E5 at (4,0) has one liberty D5; Black D5 fills it: the two stones
// D5-E5 touch only White and are removed by their own play (a two-stone
// suicide). White passes; Black E5 again brings back the setup position,
// now with White to move.
const suicidePSK = "(;SZ[5]KM[0.5]AB[ba][ea][bb][bc][bd][be]AW[ca][cb][db][eb][cc][cd][ce];B[da];W[];B[ea];W[da];B[];W[])"

func TestLegalitySuicide(t *testing.T) {
	g := auditSGF(t, suicidePSK, Options{Dead: DeadNone})
	d := find(g, KindLegality, "suicide")
	if d == nil {
		t.Fatalf("no suicide divergence: %+v", g.Divergences)
	}
	if d.Move != 1 || d.X != 3 || d.Y != 0 {
		t.Errorf("suicide at move %d (%d,%d), want move 1 D5 (3,0)", d.Move, d.X, d.Y)
	}
	// multi-stone suicide is legal under new-zealand, tromp-taylor, ing (RULES.md §2)
	if !slices.Equal(d.Legal, []string{"new-zealand", "tromp-taylor", "ing"}) {
		t.Errorf("legal %v", d.Legal)
	}
	containsAll(t, "illegal", d.Illegal, "japanese", "chinese", "aga", "lasker-maas")
	if !strings.Contains(d.Explanation, "Black's D5 at move 1 is a suicide of 2 stone") ||
		!strings.Contains(d.Explanation, "rules allowing multi-stone suicide (new-zealand, tromp-taylor, ing)") {
		t.Errorf("explanation: %s", d.Explanation)
	}
	if d.Diagram == nil || d.Diagram.At(4, 0) != 0 || d.Diagram.At(2, 0) == 0 {
		t.Errorf("diagram after move 1: E5 must be empty (removed), C5 white: %v", d.Diagram)
	}
}

func TestLegalityPositionalNotSituational(t *testing.T) {
	g := auditSGF(t, suicidePSK, Options{Dead: DeadNone})
	d := find(g, KindLegality, rules.RulePositional)
	if d == nil || d.Move != 3 {
		t.Fatalf("want a positional superko divergence at move 3: %+v", g.Divergences)
	}
	if !slices.Equal(d.Illegal, []string{"chinese", "tromp-taylor", "lasker-maas", "citizendium"}) {
		t.Errorf("illegal %v", d.Illegal)
	}
	// SSK: the setup had Black to move, now White; NSSK: the setup was no
	// play; Spight: a pass came between; basic ko: no ko retake.
	containsAll(t, "legal", d.Legal, "japanese", "aga", "french", "new-zealand", "bga", "spight")
	if find(g, KindLegality, rules.RuleSituational) != nil {
		t.Errorf("situational superko must allow move 3")
	}
	for _, part := range []string{"recreates the position", "forbidden under positional superko (chinese, tromp-taylor, lasker-maas, citizendium)", "situational superko (aga, french, new-zealand)", "basic ko (japanese, korean, bga-japanese)"} {
		if !strings.Contains(d.Explanation, part) {
			t.Errorf("explanation lacks %q: %s", part, d.Explanation)
		}
	}
}

// The triple ko of docs/CASES.md case 1 (KataGo testrules.cpp), gone round
// twice: move 6 recreates the setup with Black to move (PSK and SSK forbid
// it, basic ko does not), and Japanese rules void the game (long cycle).
const tripleKo = "(;SZ[7:6]KM[0.5]AB[bb][ac][cc][ec][gc][ad][bd][cd][dd][ed][fd][gd]AW[aa][ba][ca][da][ea][fa][ga][ab][cb][eb][gb][dc][fc][ae][be][ce][de][ee][fe][ge];B[db];W[bc];B[fb];W[dc];B[bb];W[fc];B[db];W[bc];B[fb];W[dc];B[bb];W[fc];B[];W[])"

func TestTripleKo(t *testing.T) {
	g := auditSGF(t, tripleKo, Options{Dead: DeadNone}, "japanese", "korean", "chinese", "aga", "bga-japanese")
	psk := find(g, KindLegality, rules.RulePositional)
	ssk := find(g, KindLegality, rules.RuleSituational)
	if psk == nil || psk.Move != 6 || ssk == nil || ssk.Move != 6 {
		t.Fatalf("want PSK and SSK divergences at move 6: %+v", g.Divergences)
	}
	if !slices.Equal(psk.Legal, []string{"japanese", "korean", "bga-japanese"}) || !slices.Equal(psk.Illegal, []string{"chinese"}) {
		t.Errorf("psk camps %v / %v", psk.Legal, psk.Illegal)
	}
	if psk.runLast != 12 || !strings.Contains(psk.Explanation, "up to move 12") {
		t.Errorf("the cycle forbids moves 6-12: %s", psk.Explanation)
	}
	end := find(g, KindEnd, ClassLongCycle)
	if end == nil {
		t.Fatalf("no long-cycle divergence: %+v", g.Divergences)
	}
	if v := verdict(g, "japanese"); v.Result != ResultVoid || v.End != rules.EndNoResult {
		t.Errorf("japanese: %s %s, want Void no-result", v.Result, v.End)
	}
	if v := verdict(g, "bga-japanese"); v.Result != ResultDraw || v.End != rules.EndJigo {
		t.Errorf("bga-japanese: %s %s, want Draw jigo", v.Result, v.End)
	}
	if !strings.Contains(end.Explanation, "void (no result) under japanese, korean") || !strings.Contains(end.Explanation, "a jigo") {
		t.Errorf("explanation: %s", end.Explanation)
	}
	// Final position = setup: B 12 stones + B4 = 13; W 20 + D5 F5 + row 1 (7) = 29 + 0.5.
	if v := verdict(g, "chinese"); v.Result != "W+16.5" {
		t.Errorf("chinese %s, want W+16.5", v.Result)
	}
}

// 3x1: Black B1, White passes, Black passes: the record ends with Black's
// pass. Area: B 1 stone + A1 C1 = 3; territory: 2.
const threeByOne = "(;SZ[3:1]KM[0];B[ba];W[];B[])"

func TestEndWhitePassesLast(t *testing.T) {
	g := auditSGF(t, threeByOne, Options{Dead: DeadNone}, "chinese", "aga", "french", "japanese")
	d := find(g, KindEnd, ClassWhitePassesLast)
	if d == nil || d.Move != 3 || !d.Pass {
		t.Fatalf("want white-passes-last at move 3 (Black's pass): %+v", g.Divergences)
	}
	if v := verdict(g, "aga"); v.End != rules.EndUnfinished {
		t.Errorf("aga end %s", v.End)
	}
	if v := verdict(g, "chinese"); v.End != rules.EndPasses || v.Result != "B+3" {
		t.Errorf("chinese %s %s, want passes B+3", v.End, v.Result)
	}
	if !strings.Contains(d.Explanation, "White must pass once more") {
		t.Errorf("explanation: %s", d.Explanation)
	}
}

// The same 3x1 game finished with White's pass: japanese B+2 (territory A1
// C1), chinese B+3 (area), aga B+3: its pass stones (White 2 passes, Black
// 1) give Black one more prisoner: territory with pass stones = area.
// japanese → chinese is Black's one stone: Black began and placed the last
// stone, seed 002's parity (RULES.md §5.5), so dame-parity; this test said
// counting-method before the classification was rebuilt on the walk of the
// package comment.
func TestScoreCountingAndPassStones(t *testing.T) {
	g := auditSGF(t, "(;SZ[3:1]KM[0];B[ba];W[];B[];W[])", Options{Dead: DeadNone}, "japanese", "chinese", "aga")
	want := map[string]string{"japanese": "B+2", "chinese": "B+3", "aga": "B+3"}
	for n, r := range want {
		if v := verdict(g, n); v.Result != r {
			t.Errorf("%s: %s, want %s", n, v.Result, r)
		}
	}
	dp := find(g, KindScore, ClassDameParity)
	ps := find(g, KindScore, ClassPassStones)
	if dp == nil || ps == nil || dp.Effect != EffectMargin || ps.Effect != EffectMargin {
		t.Fatalf("want dame-parity and pass-stones (margin): %+v", g.Divergences)
	}
	if !slices.Equal(ps.Rulesets, []string{"japanese", "aga"}) || !slices.Equal(dp.Rulesets, []string{"japanese", "chinese"}) {
		t.Errorf("pass-stones %v, dame-parity %v", ps.Rulesets, dp.Rulesets)
	}
	// japanese → chinese: Black's stone counts (+1).
	if len(dp.Terms) == 0 || termOf(dp.Terms, "stones") != 1 {
		t.Errorf("terms %+v", dp.Terms)
	}
	if len(dp.Camps) != 2 || dp.Camps[0].Says != "B+2" || dp.Camps[1].Says != "B+3" {
		t.Errorf("camps %+v", dp.Camps)
	}
	if find(g, KindScore, ClassCountingMethod) != nil {
		t.Errorf("no point is left to the counting method: %+v", g.Divergences)
	}
}

// Two black handicap stones on 5x5, then both pass (White first): Black has
// 2 stones and 23 points. Area 25; White's bonus: chinese N = 2 → B+23,
// aga N−1 = 1 → B+24, new-zealand 0 → B+25.
func TestScoreHandicapBonus(t *testing.T) {
	g := auditSGF(t, "(;SZ[5]HA[2]KM[0]AB[bb][dd];W[];B[];W[])", Options{Dead: DeadNone}, "chinese", "aga", "new-zealand")
	want := map[string]string{"chinese": "B+23", "aga": "B+24", "new-zealand": "B+25"}
	for n, r := range want {
		if v := verdict(g, n); v.Result != r {
			t.Errorf("%s: %s, want %s", n, v.Result, r)
		}
	}
	d := find(g, KindScore, ClassHandicapBonus)
	if d == nil || d.Effect != EffectMargin || len(d.Rulesets) != 3 {
		t.Fatalf("want one handicap-bonus divergence over 3 rulesets: %+v", g.Divergences)
	}
	if g.Handicap != 2 {
		t.Errorf("handicap %d", g.Handicap)
	}
}

// --komi=rules: chinese 7.5, new-zealand 7 on the 3x1 area count of 3:
// W+4.5 and W+4. With --komi=record (no KM: 0) both say B+3.
func TestScoreKomiRules(t *testing.T) {
	const sgf = "(;SZ[3:1];B[ba];W[];B[];W[])"
	g := auditSGF(t, sgf, Options{Dead: DeadNone, Komi: KomiRules}, "chinese", "new-zealand")
	if a, b := verdict(g, "chinese").Result, verdict(g, "new-zealand").Result; a != "W+4.5" || b != "W+4" {
		t.Errorf("komi rules: chinese %s, new-zealand %s", a, b)
	}
	if d := find(g, KindScore, ClassKomi); d == nil || d.Effect != EffectMargin || termOf(d.Terms, "komi") != 0.5 {
		t.Errorf("want a komi divergence of +0.5: %+v", g.Divergences)
	}
	g = auditSGF(t, sgf, Options{Dead: DeadNone, Komi: KomiRecord}, "chinese", "new-zealand")
	if len(g.Divergences) != 0 || verdict(g, "chinese").Result != "B+3" {
		t.Errorf("komi record: %+v %s", g.Divergences, verdict(g, "chinese").Result)
	}
}

// 1x1, two passes, komi 0: every count is 0. Japanese: jigo; Ing gives a
// tied even game to Black (RULES.md §5.8).
func TestScoreTies(t *testing.T) {
	g := auditSGF(t, "(;SZ[1]KM[0];B[];W[])", Options{Dead: DeadNone}, "japanese", "ing")
	if a, b := verdict(g, "japanese").Result, verdict(g, "ing").Result; a != ResultDraw || b != "B+0" {
		t.Fatalf("japanese %s, ing %s", a, b)
	}
	d := find(g, KindScore, ClassTies)
	if d == nil || d.Effect != EffectDraw {
		t.Fatalf("want ties/draw: %+v", g.Divergences)
	}
}

// A resigned game keeps its declared result form under every ruleset, and
// is not counted.
func TestResignationKeepsResult(t *testing.T) {
	g := auditSGF(t, "(;SZ[9]KM[6.5]RE[W+R];B[ee];W[cc])", Options{}, "japanese", "chinese")
	for _, v := range g.Verdicts {
		if v.Result != "W+R" || v.End != rules.EndResignation || v.Margin != nil {
			t.Errorf("%s: %s %s", v.Ruleset.Name, v.Result, v.End)
		}
	}
	if len(g.Divergences) != 0 {
		t.Errorf("divergences %+v", g.Divergences)
	}
}

// HA[2], no AB, White first (Fox): the two standard stones are placed with a
// warning, so White's move on a star point... is legal and Black's 4-4 is
// not on an occupied point.
func TestImpliedHandicap(t *testing.T) {
	g := auditSGF(t, "(;SZ[19]HA[2]KM[0.5]RE[W+R];W[dd];B[cc])", Options{}, "chinese")
	if len(g.Warnings) == 0 || !strings.Contains(g.Warnings[0].Msg, "standard handicap stones are placed") {
		t.Errorf("warnings %+v", g.Warnings)
	}
	if g.Handicap != 2 || len(verdict(g, "chinese").Illegal) != 0 {
		t.Errorf("handicap %d, illegal %+v", g.Handicap, verdict(g, "chinese").Illegal)
	}
	// Q16 is a handicap point: playing there is a move on an occupied point.
	g = auditSGF(t, "(;SZ[19]HA[2]KM[0.5];W[pd])", Options{}, "chinese")
	if il := verdict(g, "chinese").Illegal; len(il) != 1 || il[0].Rule != rules.RuleOccupied {
		t.Errorf("W Q16 onto the handicap stone: %+v", il)
	}
}
