package corpus

import (
	"path/filepath"
	"strings"
)

// underDir returns the function that names a file of the walk of dir
// from its slash path rel (fs.WalkDir's, from "."): filepath.Join(dir,
// filepath.FromSlash(rel)), without cleaning the whole path again for
// every file (a fifth of the walk's own instructions).
//
// Exact: WalkDir's paths are "." or clean and local (path.Join of a
// directory's names, none of them empty, ".", ".." or holding a "/"),
// so cleaning dir + "/" + rel changes only the dir part: Join(dir, rel)
// is Clean(dir) + "/" + rel, or "/" + rel when Clean(dir) is "/", or rel
// when it is "."; which is Join(dir, "x") with rel in place of the final
// x. TestUnderDirIsJoin compares the two.
func underDir(dir string) func(rel string) string {
	join := func(rel string) string { return filepath.Join(dir, filepath.FromSlash(rel)) }
	if filepath.Separator != '/' {
		return join // volume names: not worth the thought
	}
	prefix := strings.TrimSuffix(join("x"), "x")
	return func(rel string) string {
		if rel == "." || rel == "" || rel[0] == '/' || strings.HasPrefix(rel, "..") {
			return join(rel) // the root, or no path of WalkDir's below it
		}
		return prefix + rel
	}
}
