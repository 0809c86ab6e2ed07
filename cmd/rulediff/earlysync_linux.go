package main

import (
	"os"
	"syscall"
)

// earlySyncWorks tells whether earlySync syncs early at all.
const earlySyncWorks = true

// syncData writes f's data to the disk (fdatasync: the blocks and the
// size that reaches them, not the times). Its error is dropped: the
// final fsync reports what the file system kept.
func syncData(f *os.File) {
	if rc, err := f.SyscallConn(); err == nil {
		rc.Control(func(fd uintptr) {
			for syscall.Fdatasync(int(fd)) == syscall.EINTR {
			}
		})
	}
}
