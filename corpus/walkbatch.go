package corpus

import (
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// A batch reads ringSlots files, each into ringBufSize bytes: 1 MiB.
// SGF files are mostly 1–2 KB (fox_pro + ai_games: 99% under 15 KB, the
// largest 33 KB); larger ones take the present path.
const (
	ringSlots   = 32
	ringBufSize = 32 << 10
)

// batch is the walker's read-ahead in one directory (w.dir): the
// directory's listing, and the paths of its next regular .sgf files read
// together by a ring (read_uring_linux.go), which the walk then takes one
// by one in the same order as it visits them. Nothing changes but the
// system calls: a file the batch could not read whole is read by the
// present path, and a path the walk visits that is not the batch's next
// one (the directory changed under the walk, a subdirectory's files came
// between) starts a new batch from it.
type batch struct {
	ring   *ring
	noRing bool          // no ring for this walk: the present path
	ents   []fs.DirEntry // dir's listing, sorted, nil until needed
	names  []string      // the names of ents
	next   int           // the index in names after the last path batched
	idx    []int         // the batch's files (indices in names), ring slot order
	pos    int           // the next path of paths the walk should visit
	// The listings the walk made (listedFS) of the directories it is in,
	// outermost first: the batch takes them rather than list again.
	listed []listing
}

func (b *batch) reset() {
	b.ents, b.names, b.idx, b.next, b.pos = nil, b.names[:0], b.idx[:0], 0, 0
}

// listedFS is the walk's os.DirFS, which notes each directory listing it
// makes for the batch (fs.WalkDir lists through ReadDir).
type listedFS struct {
	fs.StatFS
	w    *walker
	name func(string) string
}

type listing struct {
	dir  string
	ents []fs.DirEntry
}

func (l listedFS) ReadDir(dir string) ([]fs.DirEntry, error) {
	ents, err := fs.ReadDir(l.StatFS, dir)
	b := &l.w.batch
	name := l.name(dir)
	// fs.WalkDir lists a directory when it enters it: the listings kept
	// are those of its parents.
	for len(b.listed) > 0 && !isParent(b.listed[len(b.listed)-1].dir, name) {
		b.listed[len(b.listed)-1] = listing{}
		b.listed = b.listed[:len(b.listed)-1]
	}
	if err == nil {
		b.listed = append(b.listed, listing{name, ents})
	}
	return ents, err
}

// isParent tells whether dir is a parent of name (both cleaned paths).
func isParent(dir, name string) bool {
	if dir == "." {
		return !filepath.IsAbs(name) && name != "." && !strings.HasPrefix(name, "..")
	}
	return len(name) > len(dir) && strings.HasPrefix(name, dir) &&
		(name[len(dir)] == filepath.Separator || dir[len(dir)-1] == filepath.Separator)
}

// regularSGF tells whether a listed entry is one the walk reads as a
// regular SGF file (see entry).
func regularSGF(e fs.DirEntry) bool {
	return e.Type() == 0 && isSGF(e.Name()) && archiveKindOf(e.Name()) == notArchive
}

// release gives back the walk's ring.
func (w *walker) release() {
	if w.batch.ring != nil {
		putRing(w.batch.ring)
		w.batch.ring = nil
	}
}

// batched returns the bytes of the regular file source in w.dir read by
// the batch, or ok false (then the present path reads it).
func (w *walker) batched(source string) (data []byte, ok bool) {
	b := &w.batch
	if b.noRing {
		return nil, false
	}
	if b.pos >= len(b.idx) || !isIn(source, w.dir, b.names[b.idx[b.pos]]) {
		if !w.fill(source) {
			return nil, false
		}
	}
	i := b.pos
	b.pos++
	n := b.ring.res[i]
	if n < 0 || !readsToEnd(int(n), ringBufSize) || int64(n) > w.lim.MaxFileSize {
		return nil, false // an error, a read perhaps not the whole file, the limit: the present path
	}
	read := b.ring.bufs[i][:n]
	data = make([]byte, len(read))
	copy(data, read)
	return data, true
}

// fill reads the next batch of w.dir, from source on.
func (w *walker) fill(source string) bool {
	b := &w.batch
	if b.ring == nil {
		if b.ring = getRing(); b.ring == nil {
			b.noRing = true
			return false
		}
	}
	if b.ents == nil {
		for k := len(b.listed) - 1; k >= 0 && b.ents == nil; k-- {
			if b.listed[k].dir == w.dir {
				b.ents = b.listed[k].ents
			}
		}
		if b.ents == nil {
			ents, err := os.ReadDir(w.dir) // not listed by the walk (never in practice)
			if err != nil {
				return false
			}
			b.ents = ents
		}
		b.names = b.names[:0]
		for _, e := range b.ents {
			b.names = append(b.names, e.Name())
		}
	}
	base := filepath.Base(source)
	i := b.next
	if i >= len(b.names) || !isIn(source, w.dir, b.names[i]) {
		i = sort.SearchStrings(b.names, base)
	}
	// The walk visits source next: it must be here, as a regular file.
	for ; i < len(b.names) && !regularSGF(b.ents[i]); i++ {
	}
	b.idx, b.pos = b.idx[:0], 0
	if i >= len(b.names) || !isIn(source, w.dir, b.names[i]) {
		return false
	}
	for ; i < len(b.names) && len(b.idx) < ringSlots; i++ {
		if regularSGF(b.ents[i]) {
			b.idx = append(b.idx, i)
		}
	}
	b.next = i
	if !b.ring.read(w.dir, b.names, b.idx) {
		putRing(b.ring) // broken: closed or kept for the kernel
		b.ring, b.noRing = nil, true
		b.idx = b.idx[:0]
		return false
	}
	return true
}

// isIn tells whether path is filepath.Join(dir, name), without making it.
func isIn(path, dir, name string) bool {
	if dir == "." || dir == "" || dir[len(dir)-1] == filepath.Separator {
		return path == filepath.Join(dir, name)
	}
	return len(path) == len(dir)+1+len(name) && path[len(dir)] == filepath.Separator &&
		path[:len(dir)] == dir && path[len(dir)+1:] == name
}

// appendJoined appends filepath.Join(dir, name) to buf.
func appendJoined(buf []byte, dir, name string) []byte {
	if dir == "." || dir == "" || dir[len(dir)-1] == filepath.Separator {
		return append(buf, filepath.Join(dir, name)...)
	}
	buf = append(buf, dir...)
	buf = append(buf, filepath.Separator)
	return append(buf, name...)
}
