package shared

import (
	"bufio"
	"os"
	"regexp"
	"strings"
	"testing"
)

// FinalScore is one final_score test of GNU Go's regression suite
// (gnugo_regression/tst/*.tst): the record to load (relative to
// gnugo_regression) and the results it accepts.
type FinalScore struct {
	File, ID string
	Want     []string // accepted results, "W+100.5"
	GnuFails bool     // marked '*': GNU Go itself fails it
}

var expectRE = regexp.MustCompile(`^#\? \[(.*)\](\*?)\s*$`)

// FinalScores reads the uncommented `loadsgf FILE` / `N final_score` /
// `#? [RESULT]` triples of a .tst file (RESULT alternatives split on |).
func FinalScores(tb testing.TB, path string) []FinalScore {
	tb.Helper()
	f, err := os.Open(path)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var out []FinalScore
	var file, id string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		fields := strings.Fields(line)
		switch {
		case len(fields) >= 2 && fields[0] == "loadsgf":
			file, id = fields[1], ""
		case len(fields) == 2 && fields[1] == "final_score":
			id = fields[0]
		case strings.HasPrefix(line, "#? ") && id != "" && file != "":
			m := expectRE.FindStringSubmatch(line)
			if m == nil {
				continue
			}
			c := FinalScore{File: file, ID: id, GnuFails: m[2] == "*"}
			for _, alt := range strings.Split(m[1], "|") {
				c.Want = append(c.Want, strings.ReplaceAll(alt, `\`, ""))
			}
			out = append(out, c)
			id = ""
		}
	}
	if err := sc.Err(); err != nil {
		tb.Fatalf("%s: %v", path, err)
	}
	return out
}
