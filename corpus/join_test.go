package corpus

import (
	"io/fs"
	"path/filepath"
	"testing"
	"testing/fstest"
)

// TestUnderDirIsJoin compares underDir with filepath.Join: by hand for a
// root that is "/", "." or not clean, and for every path a walk of a
// tree of awkward names gives.
func TestUnderDirIsJoin(t *testing.T) {
	for _, tc := range []struct{ dir, rel, want string }{
		{"corpora/fox", "9p/a.sgf", "corpora/fox/9p/a.sgf"},
		{"/", "a.sgf", "/a.sgf"},
		{".", "a/b.sgf", "a/b.sgf"},
		{"./corpora//fox/", "a.sgf", "corpora/fox/a.sgf"},
		{"corpora/../fox", "a.sgf", "fox/a.sgf"},
		{"..", "a.sgf", "../a.sgf"},
		{"fox", ".", "fox"},
		{"fox/", ".", "fox"},
		{"fox", "..a.sgf", "fox/..a.sgf"},
	} {
		if got := underDir(tc.dir)(tc.rel); got != tc.want {
			t.Errorf("underDir(%q)(%q) = %q, want %q", tc.dir, tc.rel, got, tc.want)
		}
	}
	fsys := fstest.MapFS{}
	for _, name := range []string{"a.sgf", "..b", "...", "c d/e.sgf", "x./y.", ".z/.w/v.sgf", "é/ü.sgf", "a\\b/c"} {
		fsys[name] = &fstest.MapFile{Data: []byte("(;)")}
	}
	var rels []string
	err := fs.WalkDir(fsys, ".", func(p string, _ fs.DirEntry, err error) error {
		rels = append(rels, p)
		return err
	})
	if err != nil || len(rels) < 15 {
		t.Fatalf("walk: %v, %d paths", err, len(rels))
	}
	for _, dir := range []string{"/", ".", "..", "", "a", "a/", "a//b", "./a", "a/./b/..", "/a/b/", "../../x"} {
		name := underDir(dir)
		for _, rel := range rels {
			if got, want := name(rel), filepath.Join(dir, filepath.FromSlash(rel)); got != want {
				t.Errorf("underDir(%q)(%q) = %q, want %q", dir, rel, got, want)
			}
		}
	}
}
