package corpus

import (
	"io"
	"io/fs"
	"iter"
	"os"
	"path"
	"path/filepath"
	"strings"
)

// Inputs streams the corpus named by paths, in the order given. A path is
// "-" (standard input, read as one SGF file), a directory (walked for .sgf
// files and archives, sorted by name), an archive, or any other file (read
// as SGF whatever its name). A path that cannot be read is an Input with
// Err, like any broken file: the stream never stops early.
func Inputs(paths []string, opt Options) iter.Seq[Input] {
	return func(yield func(Input) bool) {
		w := newWalker(opt, yield)
		defer w.release()
		for _, p := range paths {
			if !w.path(p) {
				return
			}
		}
	}
}

// walker carries the limits and the consumer through a walk. Every method
// returns false when the consumer has stopped.
type walker struct {
	lim   Limits
	stdin io.Reader
	yield func(Input) bool
	// The directory of the last file read from disk, and whether a short
	// read ends a regular file there (shortReadEndsIn, asked once a
	// directory: the walk reads a directory's files one after another).
	dir       string
	shortEnds bool
	// The batched reads of dir's regular .sgf files (walkbatch.go).
	batch batch
}

func newWalker(opt Options, yield func(Input) bool) *walker {
	w := &walker{lim: opt.Limits.withDefaults(), stdin: opt.Stdin, yield: yield}
	if w.stdin == nil {
		w.stdin = os.Stdin
	}
	return w
}

func (w *walker) fail(source string, err error) bool {
	return w.yield(Input{Source: source, Err: err})
}

func (w *walker) path(p string) bool {
	if p == "-" {
		data, err := readLimited(w.stdin, 0, w.lim.MaxFileSize)
		return w.yield(Input{Source: p, Data: data, Err: err})
	}
	st, err := os.Stat(p)
	if err != nil {
		return w.fail(p, pathErr(err))
	}
	if st.IsDir() {
		name := underDir(p)
		return w.walkFS(listedFS{os.DirFS(p).(fs.StatFS), w, name}, ".", true, name)
	}
	if !st.Mode().IsRegular() {
		// A named pipe would block the open until some writer came, a
		// device might never end: listed with the reason, not opened.
		return w.fail(p, notRegular(st.Mode()))
	}
	f, st, err := openRegular(p)
	if err != nil {
		return w.fail(p, err)
	}
	defer f.Close()
	if kind := archiveKindOf(p); kind != notArchive {
		return w.archive(p, f, st.Size(), kind, 1, newBudget(w.lim.MaxExpanded))
	}
	data, err := readLimited(f, st.Size(), w.lim.MaxFileSize)
	return w.yield(Input{Source: p, Data: data, Err: pathErr(err)})
}

// walkFS walks a directory tree (on disk, or the embedded bestiary) from
// root in sorted name order, yielding .sgf files and descending into
// archives. name turns a slash path of fsys into a source name; on disk
// (fsys is os.DirFS) that name is the file's path.
func (w *walker) walkFS(fsys fs.FS, root string, disk bool, name func(string) string) bool {
	stopped := false
	_ = fs.WalkDir(fsys, root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			// A directory that cannot be listed, or a root that cannot
			// be opened: report it and walk on.
			if !w.fail(name(p), pathErr(err)) {
				stopped = true
				return fs.SkipAll
			}
			if d != nil && d.IsDir() {
				return fs.SkipDir
			}
			return nil
		}
		if d.IsDir() {
			return nil
		}
		if !w.entry(fsys, p, d, name(p), disk) {
			stopped = true
			return fs.SkipAll
		}
		return nil
	})
	return !stopped
}

// entry handles one non-directory entry of a walk: an SGF file is read,
// an archive is opened, anything else is not part of the corpus. An entry
// named as an SGF file or an archive that is not a regular file (a named
// pipe, a device, a socket, a link to a directory) is listed with the
// reason.
func (w *walker) entry(fsys fs.FS, p string, d fs.DirEntry, source string, disk bool) bool {
	kind := archiveKindOf(p)
	if kind == notArchive && !isSGF(p) {
		return true
	}
	if disk && kind == notArchive && d.Type() == 0 { // a regular file, by the directory listing
		if dir := dirOf(source, w.dir); dir != w.dir {
			w.dir, w.shortEnds = dir, shortReadEndsIn(dir)
			w.batch.reset()
		}
		if w.shortEnds {
			if data, ok := w.batched(source); ok {
				return w.yield(Input{Source: source, Data: data})
			}
		}
		if data, ok := readFast(source, w.lim.MaxFileSize, w.shortEnds); ok {
			return w.yield(Input{Source: source, Data: data})
		}
	}
	info, err := d.Info()
	if err != nil {
		return w.fail(source, pathErr(err))
	}
	if info.Mode()&fs.ModeSymlink != 0 {
		// Follow links to files (never to directories: no cycles).
		if info, err = fs.Stat(fsys, p); err != nil {
			return w.fail(source, pathErr(err))
		}
	}
	if !info.Mode().IsRegular() {
		// Devices, pipes and sockets would block or never end: listed
		// with the reason, not opened.
		return w.fail(source, notRegular(info.Mode()))
	}
	var f fs.File
	if disk {
		f, info, err = openRegular(source)
	} else {
		f, err = fsys.Open(p)
	}
	if err != nil {
		return w.fail(source, pathErr(err))
	}
	defer f.Close()
	if kind != notArchive {
		return w.archive(source, f, info.Size(), kind, 1, newBudget(w.lim.MaxExpanded))
	}
	data, err := readLimited(f, info.Size(), w.lim.MaxFileSize)
	return w.yield(Input{Source: source, Data: data, Err: pathErr(err)})
}

// dirOf is filepath.Dir(source), answered without cleaning a path when
// it is last (the walk's files come a directory at a time). last must be
// "" or a cleaned path (w.dir is an earlier answer of dirOf): Dir cleans
// what precedes the last separator, and when that is last, cleaning it
// again gives it back.
func dirOf(source, last string) string {
	if i := strings.LastIndexByte(source, filepath.Separator); i > 0 && source[:i] == last {
		return last
	}
	return filepath.Dir(source)
}

// isSGF tells whether a name inside a directory or archive is an SGF file.
func isSGF(name string) bool {
	return strings.EqualFold(path.Ext(name), ".sgf")
}
