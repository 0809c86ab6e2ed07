package rules

import (
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// KataGo's "Rules parsing bug" (cpp/tests/testrules.cpp): a string that
// sets only komi and tax is KataGo's defaults with those changes.
func TestKataGoRulesParsingBug(t *testing.T) {
	kg, err := parseKataGoCompact("komi23taxALL")
	if err != nil {
		t.Fatal(err)
	}
	if got := kg.canonical(); got != "koPOSITIONALscoreAREAtaxALLsui1komi23" {
		t.Errorf("got %s, want KataGo's koPOSITIONALscoreAREAtaxALLsui1komi23", got)
	}
}

// KataGo's "Test some roundtripping of rules strings": each of its twelve
// rules, written compact with komi, compact without, and in JSON (with
// and without komi, every key written), reads back the same.
func TestKataGoRulesRoundTrip(t *testing.T) {
	cases := []struct {
		k       KataGo
		komi    float64
		compact string // KataGo's toString
		json    string // KataGo's toJsonString
	}{
		{KataGo{"SIMPLE", "AREA", "NONE", false, false, "0", false}, 1, "koSIMPLEscoreAREAtaxNONEsui0komi1",
			`{"friendlyPassOk":false,"hasButton":false,"ko":"SIMPLE","komi":1.0,"scoring":"AREA","suicide":false,"tax":"NONE","whiteHandicapBonus":"0"}`},
		{KataGo{"POSITIONAL", "AREA", "NONE", false, true, "0", true}, 3, "koPOSITIONALscoreAREAtaxNONEsui0button1fpok1komi3",
			`{"friendlyPassOk":true,"hasButton":true,"ko":"POSITIONAL","komi":3.0,"scoring":"AREA","suicide":false,"tax":"NONE","whiteHandicapBonus":"0"}`},
		{KataGo{"SITUATIONAL", "AREA", "NONE", true, false, "0", false}, 5.5, "koSITUATIONALscoreAREAtaxNONEsui1komi5.5",
			`{"friendlyPassOk":false,"hasButton":false,"ko":"SITUATIONAL","komi":5.5,"scoring":"AREA","suicide":true,"tax":"NONE","whiteHandicapBonus":"0"}`},
		{KataGo{"SIMPLE", "AREA", "SEKI", false, false, "0", false}, 1, "koSIMPLEscoreAREAtaxSEKIsui0komi1",
			`{"friendlyPassOk":false,"hasButton":false,"ko":"SIMPLE","komi":1.0,"scoring":"AREA","suicide":false,"tax":"SEKI","whiteHandicapBonus":"0"}`},
		{KataGo{"POSITIONAL", "AREA", "SEKI", true, false, "N", true}, 4.5, "koPOSITIONALscoreAREAtaxSEKIsui1whbNfpok1komi4.5",
			`{"friendlyPassOk":true,"hasButton":false,"ko":"POSITIONAL","komi":4.5,"scoring":"AREA","suicide":true,"tax":"SEKI","whiteHandicapBonus":"N"}`},
		{KataGo{"SITUATIONAL", "TERRITORY", "NONE", true, true, "N", true}, 6.5, "koSITUATIONALscoreTERRITORYtaxNONEsui1button1whbNfpok1komi6.5",
			`{"friendlyPassOk":true,"hasButton":true,"ko":"SITUATIONAL","komi":6.5,"scoring":"TERRITORY","suicide":true,"tax":"NONE","whiteHandicapBonus":"N"}`},
		{KataGo{"SIMPLE", "TERRITORY", "SEKI", false, true, "0", false}, 2, "koSIMPLEscoreTERRITORYtaxSEKIsui0button1komi2",
			`{"friendlyPassOk":false,"hasButton":true,"ko":"SIMPLE","komi":2.0,"scoring":"TERRITORY","suicide":false,"tax":"SEKI","whiteHandicapBonus":"0"}`},
		{KataGo{"SITUATIONAL", "TERRITORY", "SEKI", true, true, "0", true}, 5.5, "koSITUATIONALscoreTERRITORYtaxSEKIsui1button1fpok1komi5.5",
			`{"friendlyPassOk":true,"hasButton":true,"ko":"SITUATIONAL","komi":5.5,"scoring":"TERRITORY","suicide":true,"tax":"SEKI","whiteHandicapBonus":"0"}`},
		{KataGo{"SIMPLE", "AREA", "ALL", true, false, "N-1", false}, 2.5, "koSIMPLEscoreAREAtaxALLsui1whbN-1komi2.5",
			`{"friendlyPassOk":false,"hasButton":false,"ko":"SIMPLE","komi":2.5,"scoring":"AREA","suicide":true,"tax":"ALL","whiteHandicapBonus":"N-1"}`},
		{KataGo{"POSITIONAL", "AREA", "ALL", false, true, "0", true}, 3, "koPOSITIONALscoreAREAtaxALLsui0button1fpok1komi3",
			`{"friendlyPassOk":true,"hasButton":true,"ko":"POSITIONAL","komi":3.0,"scoring":"AREA","suicide":false,"tax":"ALL","whiteHandicapBonus":"0"}`},
		{KataGo{"POSITIONAL", "TERRITORY", "ALL", false, true, "N-1", false}, 4, "koPOSITIONALscoreTERRITORYtaxALLsui0button1whbN-1komi4",
			`{"friendlyPassOk":false,"hasButton":true,"ko":"POSITIONAL","komi":4.0,"scoring":"TERRITORY","suicide":false,"tax":"ALL","whiteHandicapBonus":"N-1"}`},
		{KataGo{"SITUATIONAL", "TERRITORY", "ALL", true, false, "N", false}, 6.5, "koSITUATIONALscoreTERRITORYtaxALLsui1whbNkomi6.5",
			`{"friendlyPassOk":false,"hasButton":false,"ko":"SITUATIONAL","komi":6.5,"scoring":"TERRITORY","suicide":true,"tax":"ALL","whiteHandicapBonus":"N"}`},
	}
	for _, c := range cases {
		check := func(form string, kg katagoRules, err error, withKomi bool) {
			t.Helper()
			if err != nil {
				t.Errorf("%s %s: %v", c.compact, form, err)
				return
			}
			if kg.KataGo != c.k {
				t.Errorf("%s %s: got %+v, want %+v", c.compact, form, kg.KataGo, c.k)
			}
			if withKomi && (kg.komi == nil || *kg.komi != c.komi) {
				t.Errorf("%s %s: komi %v, want %v", c.compact, form, kg.komi, c.komi)
			}
		}
		kg, err := parseKataGoCompact(c.compact)
		check("compact", kg, err, true)
		if err == nil && kg.canonical() != c.compact {
			t.Errorf("canonical %s, want %s", kg.canonical(), c.compact)
		}
		noKomi := c.k.String()
		kg, err = parseKataGoCompact(noKomi)
		check("compact without komi", kg, err, false)
		kg, err = parseKataGoJSON(c.json)
		check("json", kg, err, true)
		var k KataGo
		if err := k.UnmarshalText([]byte(noKomi)); err != nil || k != c.k {
			t.Errorf("%s: UnmarshalText %+v, %v", noKomi, k, err)
		}
	}
}

// KataGo's runBoardHandicapTest (cpp/tests/testboardbasic.cpp), with
// KataGo's assumeMultipleStartingBlackMovesAreHandicap on (its GTP and
// SGF loading set it): the number of handicap stones after each move.
// KataGo's first case, with the option off, is left out: rulediff always
// reads leading black moves as a handicap (RULES.md §5.6).
func TestKataGoHandicapCount(t *testing.T) {
	cases := []struct {
		moves string
		want  []int // after each move
	}{
		// Three black moves: none after one, 2 after two, 3 after three.
		{"B D16, B D15, B D14", []int{0, 2, 3}},
		// White's lone passes between do not stop the count; White's first
		// play does.
		{"B D16, W pass, B D15, W pass, B D14, W D13, B D12", []int{0, 0, 2, 2, 3, 3, 3}},
		// A white play between: no handicap.
		{"B D16, W D15, B D14, W pass, B D13, B D12", []int{0, 0, 0, 0, 0, 0}},
	}
	for _, c := range cases {
		steps := moves(t, 19, c.moves)
		for i := range steps {
			g := &Game{W: 19, H: 19, Steps: steps[:i+1]}
			if got := kataGoHandicap(g); got != c.want[i] {
				t.Errorf("%s, after move %d: %d handicap stones, want %d", c.moves, i+1, got, c.want[i])
			}
		}
	}
	// Setup stones count with the moves; a white setup stone makes none.
	g := &Game{W: 19, H: 19, Setup: []Stone{{3, 3, board.Black}, {15, 15, board.Black}}, Steps: moves(t, 19, "B D4, W Q16")}
	if got := kataGoHandicap(g); got != 3 {
		t.Errorf("two setup stones and a black move: %d, want 3", got)
	}
	g.Setup = append(g.Setup, Stone{9, 9, board.White})
	if got := kataGoHandicap(g); got != 0 {
		t.Errorf("with a white setup stone: %d, want 0", got)
	}
}

// The handicap: B, W pass, B, W pass, B is three handicap stones
// under KataGo's count, and the replay hands it to the count (whbN: 3 to
// White), while the catalogue's reading sees no handicap (the black
// moves are not in a row).
func TestKataGoHandicapInTheTally(t *testing.T) {
	res, err := Resolve("koPOSITIONALscoreAREAtaxNONEsui0whbN")
	if err != nil {
		t.Fatal(err)
	}
	g := &Game{W: 19, H: 19, Steps: moves(t, 19, "B D16, W pass, B D15, W pass, B D14, W Q4")}
	out := replayT(t, g, res.Params, handRuleset(t, "chinese"))
	if h := out.Rulesets[0].KataGo.Handicap; h != 3 {
		t.Errorf("KataGo handicap %d, want 3", h)
	}
	if out.Handicap != 0 || out.Rulesets[1].KataGo != nil {
		t.Errorf("catalogue handicap %d, tally %v", out.Handicap, out.Rulesets[1].KataGo)
	}
}

// The ends of KataGo's rules, by hand:
//   - SPIGHT: two passes do not end the game, a player's second pass in
//     the same position does (B pass, W pass, B pass: Black's second).
//   - SIMPLE: two passes end it.
//   - the button: the first pass takes it and does not count; then two
//     passes end the game (three in all).
//   - territory: two passes end the main phase; a record that stops there
//     is counted as it stands (KataGo's encore passed through); a record
//     that goes on and stops in the encore is unfinished.
func TestKataGoEnds(t *testing.T) {
	const diagram = "..../..../..../...."
	ruleset := func(ru string) Ruleset {
		res, err := Resolve(ru)
		if err != nil {
			t.Fatal(err)
		}
		return res.Params
	}
	spight := ruleset("koSPIGHTscoreAREAtaxNONEsui0")
	simple := ruleset("koSIMPLEscoreAREAtaxNONEsui0")
	button := ruleset("koSIMPLEscoreAREAtaxNONEsui0button1")
	territory := ruleset("koSIMPLEscoreTERRITORYtaxSEKIsui0")
	out := replayT(t, gameOf(t, diagram, "B B3, W C3, B pass, W pass"), spight, simple, button, territory)
	wantEnd(t, out, spight.Name, EndUnfinished, 0)
	wantEnd(t, out, simple.Name, EndPasses, 4)
	wantEnd(t, out, button.Name, EndUnfinished, 0)
	wantEnd(t, out, territory.Name, EndPasses, 4)
	if k := outcomeOf(t, out, button.Name).KataGo; k.Button != board.Black {
		t.Errorf("button to %v, want Black (her pass took it)", k.Button)
	}
	if k := outcomeOf(t, out, territory.Name).KataGo; k.Phase != 1 || k.Over {
		t.Errorf("territory: phase %d over %v, want phase 1, not over", k.Phase, k.Over)
	}
	out = replayT(t, gameOf(t, diagram, "B B3, W C3, B pass, W pass, B pass"), spight, button, territory)
	wantEnd(t, out, spight.Name, EndPasses, 5)
	wantEnd(t, out, button.Name, EndPasses, 5)
	wantEnd(t, out, territory.Name, EndUnfinished, 0) // one pass into the encore
	out = replayT(t, gameOf(t, diagram, "B B3, W C3, B pass, W pass, B pass, W pass, B pass, W pass"), territory)
	wantEnd(t, out, territory.Name, EndPasses, 8)
	if k := outcomeOf(t, out, territory.Name).KataGo; k.Phase != 2 || !k.Over || len(k.Encore2.Stones) != 16 {
		t.Errorf("territory: phase %d over %v encore2 %v", k.Phase, k.Over, k.Encore2)
	}
	// Charged under territory scoring: one per stone placed before the
	// second encore phase (B3 and C3).
	if k := outcomeOf(t, out, territory.Name).KataGo; k.Charged[board.Black] != 1 || k.Charged[board.White] != 1 {
		t.Errorf("charged %v", k.Charged)
	}
}
