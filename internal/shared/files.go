package shared

import (
	"io/fs"
	"path/filepath"
	"strings"
	"testing"
)

// SGFFiles returns the .sgf files under dir (recursively, the extension
// in any case) in the order filepath.WalkDir visits them (lexical, each
// directory's entries in turn). It fails tb when the walk fails: a
// corpus test that silently read nothing could not fail.
func SGFFiles(tb testing.TB, dir string) []string {
	tb.Helper()
	var files []string
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.EqualFold(filepath.Ext(path), ".sgf") {
			files = append(files, path)
		}
		return err
	})
	if err != nil {
		tb.Fatalf("walking %s: %v", dir, err)
	}
	return files
}
