package corpus

import (
	"embed"
	"io/fs"
	"iter"
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
		w.walkFS(bestiaryFiles, "bestiary", func(p string) string { return p })
	}
}
