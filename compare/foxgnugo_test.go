package compare

import (
	"bufio"
	"bytes"
	"fmt"
	"math"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"

	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/sgfio"
)

// The Fox server counts with GNU Go 3.8: every fox_pro record says
// AP[GNU Go:3.8] (the server writes its records with GNU Go's SGF code),
// and GNU Go 3.8's own count of the final position (GTP final_score: it
// plays the game out from the player to move with its conservative move
// generator until two passes, dame and teire included, settles the
// statuses by its aftermath play, then counts territory and prisoners,
// or area under --chinese-rules) gives RE in most of the counted games
// that rulediff's count of the position misses (docs/scoring.md).
// testdata/fox_gnugo.tsv keeps GNU Go's answer for every counted game, a
// source's answer the fox test sorts its misses by: the module does not
// run GNU Go.

// foxGnuGoFile is the table, one counted game a line: the game (under
// fox_pro/), the komi given to GNU Go, its final_score, its dead stones
// (final_status_list dead, GTP vertices).
const foxGnuGoFile = "testdata/fox_gnugo.tsv"

// gnugoCount is GNU Go's count of one game.
type gnugoCount struct {
	komi   float64
	result string  // as GNU Go writes it: W+3.5, B+0.5, 0
	margin float64 // Black minus White
	dead   string  // GTP vertices, space-separated
}

func readFoxGnuGo(t *testing.T) map[string]gnugoCount {
	t.Helper()
	data, err := os.ReadFile(foxGnuGoFile)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]gnugoCount{}
	for n, line := range strings.Split(string(data), "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) != 4 {
			t.Fatalf("%s:%d: %d fields, want 4", foxGnuGoFile, n+1, len(f))
		}
		k, err1 := strconv.ParseFloat(f[1], 64)
		m, err2 := gnugoMargin(f[2])
		if err1 != nil || err2 != nil {
			t.Fatalf("%s:%d: %v %v", foxGnuGoFile, n+1, err1, err2)
		}
		out[f[0]] = gnugoCount{komi: k, result: f[2], margin: m, dead: f[3]}
	}
	return out
}

// gnugoMargin reads GNU Go's final_score (W+3.5, B+12.0, 0) as Black
// minus White; "?" (no answer while the table was made: GNU Go's play-out
// of a few positions takes many minutes) is NaN, equal to no RE.
func gnugoMargin(s string) (float64, error) {
	switch s {
	case "0":
		return 0, nil
	case "?":
		return math.NaN(), nil
	}
	if len(s) < 3 || s[1] != '+' || (s[0] != 'B' && s[0] != 'W') {
		return 0, fmt.Errorf("final_score %q", s)
	}
	v, err := strconv.ParseFloat(s[2:], 64)
	if s[0] == 'W' {
		v = -v
	}
	return v, err
}

// TestFoxGnuGoFixture writes testdata/fox_gnugo.tsv when FOX_GNUGO names
// a GNU Go 3.8 binary (FOX_GNUGO=/usr/games/gnugo go test -run
// TestFoxGnuGoFixture ./compare; about an hour of CPU: GNU Go's play-out
// takes seconds a game, minutes for a few), with the komi the result check
// uses and --chinese-rules for an area ruleset.
func TestFoxGnuGoFixture(t *testing.T) {
	bin := os.Getenv("FOX_GNUGO")
	if bin == "" {
		t.Skip("FOX_GNUGO names no GNU Go binary")
	}
	var buf bytes.Buffer
	buf.WriteString("# GNU Go 3.8 on fox_pro's counted games: gnugo --mode gtp [--chinese-rules]; loadsgf GAME; komi K; final_score; final_status_list dead\n")
	buf.WriteString("# game\tkomi\tfinal_score\tdead\n")
	eachFoxCounted(t, func(src, rel string, g *Game, rec *sgfio.Game) {
		v := g.declaredVerdictOf()
		args := []string{"--mode", "gtp"}
		if v.Ruleset.Scoring == rules.ScoringArea {
			args = append(args, "--chinese-rules")
		}
		cmd := exec.Command(bin, args...)
		cmd.Stdin = strings.NewReader(fmt.Sprintf("loadsgf %s\nkomi %s\nfinal_score\nfinal_status_list dead\nquit\n", src, num(v.Komi)))
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("%s: %v", src, err)
		}
		score, dead, err := gtpScoreAndDead(out)
		if err != nil {
			t.Fatalf("%s: %v", src, err)
		}
		fmt.Fprintf(&buf, "%s\t%s\t%s\t%s\n", rel, num(v.Komi), score, dead)
	})
	if err := os.WriteFile(foxGnuGoFile, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// gtpScoreAndDead reads the answers to loadsgf, komi, final_score and
// final_status_list dead.
func gtpScoreAndDead(out []byte) (score, dead string, err error) {
	var answers []string
	var cur []string
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		switch {
		case strings.HasPrefix(line, "= "), line == "=":
			cur = []string{strings.TrimSpace(strings.TrimPrefix(line, "="))}
		case strings.HasPrefix(line, "?"):
			return "", "", fmt.Errorf("GNU Go: %s", line)
		case line == "":
			if cur != nil {
				answers = append(answers, strings.Join(strings.Fields(strings.Join(cur, " ")), " "))
				cur = nil
			}
		default:
			cur = append(cur, line)
		}
	}
	if len(answers) < 4 {
		return "", "", fmt.Errorf("GNU Go answered %d of 4 commands", len(answers))
	}
	return answers[2], answers[3], nil
}

// GNU Go 3.8's answers for fox_pro/5p/1494404278019999723 (komi 6.5),
// as it printed them: the four answers in order, a multi-line dead list
// (one chain a line) read as one line of vertices.
func TestGTPScoreAndDead(t *testing.T) {
	out := "= white\n\n= \n\n= B+3.5\n\n= D7\nF7\nR4 R3 S3\nK1\n\n= \n\n"
	score, dead, err := gtpScoreAndDead([]byte(out))
	if err != nil || score != "B+3.5" || dead != "D7 F7 R4 R3 S3 K1" {
		t.Errorf("%q %q %v", score, dead, err)
	}
	if m, err := gnugoMargin(score); m != 3.5 || err != nil {
		t.Errorf("margin %g %v", m, err)
	}
	if m, err := gnugoMargin("W+69.0"); m != -69 || err != nil {
		t.Errorf("margin %g %v", m, err)
	}
	if m, err := gnugoMargin("?"); !math.IsNaN(m) || err != nil {
		t.Errorf("no answer: margin %g %v", m, err)
	}
	if _, _, err := gtpScoreAndDead([]byte("= white\n\n? cannot open or parse 'x.sgf'\n\n")); err == nil {
		t.Error("a GTP error is no answer")
	}
}
