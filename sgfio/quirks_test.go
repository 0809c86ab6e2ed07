package sgfio

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rulediff/rulediff/internal/shared"
)

// The result and komi quirks of real records (issue 19), each read from
// the file that shows it.
func TestResultQuirksOfRealRecords(t *testing.T) {
	dir := shared.Path(t, "corpora")
	tests := []struct {
		file   string
		kind   ResultKind
		winner Color
		margin float64 // in points
		zi     bool
		warn   string // a warning that must be there ("" for none about RE or KM)
	}{
		// Fox, Chinese rules, komi and result in zi: KM[375] is 7.5
		// points, RE[W+1.25] is 1.25 zi = 2.5 points.
		{"fox_pro/1p/1553741460010001023.sgf", ResultScore, White, 2.5, true, ""},
		// Fox writes KM[0] on games played with komi: RE[B+4.5] cannot
		// come from komi 0.
		{"fox_pro/7p/1380981699019999425.sgf", ResultScore, Black, 4.5, false, "KM[0] but RE[B+4.5] has a half point"},
		// Fox's win without a margin is no quirk to warn about.
		{"fox_pro/3p/1512837353010001628.sgf", ResultUnknown, White, 0, false, ""},
		// UEC Cup: win by violation, by a referee's judgement, by the
		// programs' agreement on the winner.
		{"ai_games/The_11th_Computer_Go_UEC_Cup/day1/4-Rn-masacts.sgf", ResultIllegal, Black, 0, false, ""},
		{"ai_games/The_11th_Computer_Go_UEC_Cup/day1/1-mayoigo-Natsukaze.sgf", ResultDecided, White, 0, false, ""},
		{"ai_games/The_11th_Computer_Go_UEC_Cup/day1/2-Natsukaze-QuinoaIgo.sgf", ResultDecided, Black, 0, false, ""},
		// Computer Go tournaments: superko as a loss, sentences, comments.
		{"gnugo_regression/games/gifu2006/gnugo-gorimu.sgf", ResultIllegal, White, 0, false, ""},
		{"gnugo_regression/games/xxlin.sgf", ResultResign, Black, 0, false, ""},
		{"gnugo_regression/games/buzco1.sgf", ResultResign, White, 0, false, ""},
		{"gnugo_regression/games/cgf2002/martha.sgf", ResultTime, White, 0, false, ""},
		{"gnugo_regression/games/cgf2001/katsunari.sgf", ResultUnknown, Black, 0, false, "RE[B+1.5 ? W+timeout] cannot be read"},
		{"gnugo_regression/games/cgf2004/goro.sgf", ResultUnknown, Black, 0, false, "RE[B+, Goro crushed in his 126th move, and could not continue.] cannot be read"},
	}
	for _, tt := range tests {
		data, err := os.ReadFile(filepath.Join(dir, tt.file))
		if err != nil {
			t.Fatal(err)
		}
		c, err := Parse(data)
		if err != nil || len(c.Games) == 0 {
			t.Fatalf("%s: %v", tt.file, err)
		}
		g := c.Games[0]
		r := g.Result
		winnerOK := r.Winner == tt.winner
		if r.Kind != tt.kind || !winnerOK || r.Margin != tt.margin || r.Zi != tt.zi {
			t.Errorf("%s: RE[%s] read as %v %v %v zi %v, want %v %v %v zi %v", tt.file, r.Raw, r.Kind, r.Winner, r.Margin, r.Zi,
				tt.kind, tt.winner, tt.margin, tt.zi)
		}
		var quirks []string
		for _, d := range g.Diags {
			if strings.HasPrefix(d.Msg, "RE[") || strings.HasPrefix(d.Msg, "KM[") || strings.HasPrefix(d.Msg, "no KM") {
				quirks = append(quirks, d.Msg)
			}
		}
		switch {
		case tt.warn == "" && len(quirks) > 0:
			t.Errorf("%s: unexpected warnings %q", tt.file, quirks)
		case tt.warn != "" && (len(quirks) != 1 || !strings.Contains(quirks[0], tt.warn)):
			t.Errorf("%s: warnings %q, want one with %q", tt.file, quirks, tt.warn)
		}
	}
}
