package corpus

import (
	"embed"
	"fmt"
	"io/fs"
	"iter"
	"strings"

	"github.com/rulediff/rulediff/sgfio"
)

// bestiaryFiles is the embedded default collection: one small record per
// phenomenon where rulesets part ways (issue 6). Each NAME.sgf has its
// hand-checked verdicts in NAME.expect.yaml beside it, which tests read
// from disk; only the records are embedded.
//
//go:embed bestiary/*.sgf
var bestiaryFiles embed.FS

// BestiaryFS returns the embedded default collection; its records are
// bestiary/NAME.sgf.
func BestiaryFS() fs.FS { return bestiaryFiles }

// Bestiary streams the embedded default collection in name order, each
// input named bestiary/NAME.sgf.
func Bestiary(opt Options) iter.Seq[Input] {
	return func(yield func(Input) bool) {
		w := newWalker(opt, yield)
		w.walkFS(bestiaryFiles, "bestiary", false, func(p string) string { return p })
	}
}

// BestiaryRecord names one embedded record and what it shows.
type BestiaryRecord struct {
	Name  string // NAME of bestiary/NAME.sgf
	Shows string // the first sentence of its root comment (C[])
}

// BestiaryRecords lists the embedded records in name order (`rulediff
// audit --list`).
func BestiaryRecords() ([]BestiaryRecord, error) {
	var out []BestiaryRecord
	for in := range Bestiary(Options{}) {
		c, err := Parse(in, sgfio.Options{}) // the tree: its root comment
		if err != nil {
			return nil, fmt.Errorf("corpus: %s: %w", in.Source, err)
		}
		r := BestiaryRecord{Name: strings.TrimSuffix(strings.TrimPrefix(in.Source, "bestiary/"), ".sgf")}
		if len(c.Games) > 0 && c.Games[0].Root != nil {
			r.Shows = firstSentence(c.Games[0].Root.Value("C"))
		}
		out = append(out, r)
	}
	return out, nil
}

// firstSentence is s with its white space folded, up to the first ". ".
func firstSentence(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if i := strings.Index(s, ". "); i >= 0 {
		s = s[:i+1]
	}
	return s
}
