package corpus

import (
	"os"
	"path/filepath"
	"sort"
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
	ring    *ring
	noRing  bool     // no ring for this walk: the present path
	names   []string // dir's listing, sorted (os.ReadDir), nil until needed
	regular []bool   // whether names[i] is a regular .sgf file by the listing
	next    int      // the index in names after the last path batched
	idx     []int    // the batch's files (indices in names), ring slot order
	pos     int      // the next path of paths the walk should visit
}

func (b *batch) reset() {
	b.names, b.regular, b.idx, b.next, b.pos = nil, nil, b.idx[:0], 0, 0
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
	if n < 0 || n >= ringBufSize || int64(n) > w.lim.MaxFileSize {
		return nil, false // an error, a file perhaps longer than the buffer, the limit: the present path
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
	if b.names == nil {
		ents, err := os.ReadDir(w.dir)
		if err != nil {
			return false
		}
		b.names = make([]string, len(ents))
		b.regular = make([]bool, len(ents))
		for i, e := range ents {
			b.names[i] = e.Name()
			b.regular[i] = e.Type() == 0 && isSGF(e.Name()) && archiveKindOf(e.Name()) == notArchive
		}
	}
	base := filepath.Base(source)
	i := b.next
	if i >= len(b.names) || !isIn(source, w.dir, b.names[i]) {
		i = sort.SearchStrings(b.names, base)
	}
	// The walk visits source next: it must be here, as a regular file.
	for ; i < len(b.names) && !b.regular[i]; i++ {
	}
	b.idx, b.pos = b.idx[:0], 0
	if i >= len(b.names) || !isIn(source, w.dir, b.names[i]) {
		return false
	}
	for ; i < len(b.names) && len(b.idx) < ringSlots; i++ {
		if b.regular[i] {
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
