//go:build !linux

package corpus

// readFast is the Linux fast path of a disk read; elsewhere the ordinary
// path reads every file.
func readFast(path string, limit int64, shortEnds bool) ([]byte, bool) { return nil, false }

// shortReadEndsIn is the Linux fast path's rule; elsewhere unused.
func shortReadEndsIn(dir string) bool { return false }

// ring is the Linux batch reader (read_uring_linux.go); elsewhere there
// is none and every batch falls to the present path.
type ring struct {
	res  []int32
	bufs [][]byte
}

func getRing() *ring { return nil }

func putRing(*ring) {}

func (r *ring) read(dir string, names []string, idx []int) bool { return false }
