// Package shared finds the team's shared material (../shared beside the
// repository: corpora, seeds, docs) for tests and benchmarks, and skips
// them with a clear message when it is absent. CI always has it. It also
// lists a corpus's SGF files (SGFFiles) and reads GNU Go's regression
// tests (FinalScores).
package shared

import (
	"os"
	"path/filepath"
	"testing"
)

// EnvVar overrides where the shared folder is.
const EnvVar = "RULEDIFF_SHARED"

// Root returns the shared folder, or "" when it cannot be found. It looks at
// $RULEDIFF_SHARED, then for a "shared" folder beside the directory holding
// go.mod, walking up from the working directory.
func Root() string {
	if d := os.Getenv(EnvVar); d != "" {
		return d
	}
	dir, err := os.Getwd()
	if err != nil {
		return ""
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			cand := filepath.Join(filepath.Dir(dir), "shared")
			if st, err := os.Stat(cand); err == nil && st.IsDir() {
				return cand
			}
			return ""
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return ""
		}
		dir = parent
	}
}

// Path returns Root joined with elem, skipping tb when the shared folder or
// that path is missing.
func Path(tb testing.TB, elem ...string) string {
	tb.Helper()
	root := Root()
	if root == "" {
		tb.Skipf("skipping: ../shared (the team's corpora and seeds) not found beside the repository; set %s to its path", EnvVar)
	}
	p := filepath.Join(append([]string{root}, elem...)...)
	if _, err := os.Stat(p); err != nil {
		tb.Skipf("skipping: %s not found in the shared folder", filepath.Join(elem...))
	}
	return p
}
