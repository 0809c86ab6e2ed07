package corpus

import (
	"sync"
	"syscall"
)

// readBufs are the fast path's read buffers, sized for a typical SGF file.
var readBufs = sync.Pool{New: func() any { b := make([]byte, 64<<10); return &b }}

// Magic numbers of the local file systems whose reads of a regular file
// are short only at its end (statfs's f_type, linux/magic.h). Their reads
// go through the page cache (filemap_read, or shmem's for tmpfs), which
// fills the whole request unless the end of the file, an I/O error or a
// fatal signal stops it. Anything else (procfs, FUSE with direct I/O,
// network file systems, unknown types) reads until a read returns 0.
var shortReadEndsFS = map[int64]bool{
	0xEF53:     true, // ext2, ext3, ext4
	0x58465342: true, // xfs
	0x9123683E: true, // btrfs
	0x01021994: true, // tmpfs
	0xF2F52010: true, // f2fs
}

// shortReadEndsIn tells whether a short read of a regular file in
// directory dir is its end: whether dir's file system is one of
// shortReadEndsFS. An error answers false (read until 0).
func shortReadEndsIn(dir string) bool {
	var st syscall.Statfs_t
	for {
		err := syscall.Statfs(dir, &st)
		if err == syscall.EINTR {
			continue
		}
		if err != nil {
			return false
		}
		return shortReadEndsFS[int64(st.Type)]
	}
}

// readFast reads the regular file at path with bare system calls: open,
// read to the end, close. os.Open also sets up the poller (four more
// calls, all useless on a disk file), and the walk made an lstat first:
// on a corpus of small files the reading goroutine spent most of its
// time there. ok is false on any error, or beyond limit bytes: the caller
// then takes the ordinary path, which reports the error as before.
// O_NONBLOCK keeps a file replaced by a FIFO since the walk listed it
// from blocking the open. shortEnds says a short read is the end of the
// file (shortReadEndsIn of its directory): the read that would return 0
// is then not made, one system call of four a file.
func readFast(path string, limit int64, shortEnds bool) (data []byte, ok bool) {
	fd, err := syscall.Open(path, syscall.O_RDONLY|syscall.O_CLOEXEC|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, false
	}
	defer syscall.Close(fd)
	return readAllFd(func(p []byte) (int, error) { return syscall.Read(fd, p) }, limit, shortEnds)
}

// readAllFd reads with rd (a read(2) of one file) to the end: until a
// read returns 0 or, with shortEnds, until the bytes read are the whole
// file by readsToEnd (a read short of the buffer, not at a page
// boundary). See readFast.
func readAllFd(rd func([]byte) (int, error), limit int64, shortEnds bool) (data []byte, ok bool) {
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
		m, err := rd(buf[n:])
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
		if shortEnds && readsToEnd(n, len(buf)) {
			break
		}
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
