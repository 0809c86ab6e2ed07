package corpus

import (
	"sync"
	"syscall"
)

// readBufs are the fast path's read buffers, sized for a typical SGF file.
var readBufs = sync.Pool{New: func() any { b := make([]byte, 64<<10); return &b }}

// readFast reads the regular file at path with bare system calls: open,
// read until end of file, close. os.Open also sets up the poller (four
// more calls, all useless on a disk file), and the walk made an lstat
// first: on a corpus of small files the reading goroutine spent most of
// its time there. ok is false on any error, or beyond limit bytes: the
// caller then takes the ordinary path, which reports the error as before.
// O_NONBLOCK keeps a file replaced by a FIFO since the walk listed it
// from blocking the open.
func readFast(path string, limit int64) (data []byte, ok bool) {
	fd, err := syscall.Open(path, syscall.O_RDONLY|syscall.O_CLOEXEC|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, false
	}
	defer syscall.Close(fd)
	bp := readBufs.Get().(*[]byte)
	defer readBufs.Put(bp)
	buf := *bp
	n := 0
	for {
		if n == len(buf) {
			if int64(n) > limit {
				return nil, false
			}
			buf = append(buf, make([]byte, len(buf))...) // grown for this file only
		}
		m, err := syscall.Read(fd, buf[n:])
		if err == syscall.EINTR {
			continue
		}
		if err != nil || m < 0 {
			return nil, false
		}
		if m == 0 {
			break
		}
		n += m
	}
	if int64(n) > limit {
		return nil, false
	}
	// A make of len(read) and a copy from a name, in two statements: the
	// compiler then allocates without zeroing the bytes it copies
	// (makeslicecopy); copying from buf[:n] it zeroed them first.
	read := buf[:n]
	data = make([]byte, len(read))
	copy(data, read)
	return data, true
}
