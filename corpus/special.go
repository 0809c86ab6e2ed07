package corpus

import (
	"archive/tar"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"syscall"
)

// ErrNotRegular is the error of an input that is not a regular file: a
// named pipe, a device or a socket (opening or reading one may block
// forever or never end), a link inside an archive, or a symbolic link to
// a directory in a walk. It is listed with the reason, never opened.
var ErrNotRegular = errors.New("not a regular file")

// notRegular says what kind of special file mode is.
func notRegular(mode fs.FileMode) error {
	switch {
	case mode&fs.ModeNamedPipe != 0:
		return fmt.Errorf("%w: a named pipe, not read (to read a pipe, give it as standard input: -)", ErrNotRegular)
	case mode&fs.ModeSocket != 0:
		return fmt.Errorf("%w: a socket, not read", ErrNotRegular)
	case mode&fs.ModeDevice != 0:
		return fmt.Errorf("%w: a device, not read", ErrNotRegular)
	case mode.IsDir():
		return fmt.Errorf("%w: a directory reached through a symbolic link, not followed", ErrNotRegular)
	case mode&fs.ModeSymlink != 0:
		return fmt.Errorf("%w: a symbolic link, not followed", ErrNotRegular)
	}
	return fmt.Errorf("%w: file mode %s, not read", ErrNotRegular, mode)
}

// openRegular opens the regular file at path without ever blocking: a
// file replaced by a named pipe after it was listed would block a plain
// open until some writer came. The mode is checked on the open file.
func openRegular(path string) (*os.File, fs.FileInfo, error) {
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, nil, pathErr(err)
	}
	st, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, nil, pathErr(err)
	}
	if !st.Mode().IsRegular() {
		f.Close()
		return nil, nil, notRegular(st.Mode())
	}
	return f, st, nil
}

// tarRegular tells whether a tar entry type holds a file's bytes: regular
// files (the reader turns the old '\x00' type into TypeReg), contiguous
// files (reserved, read as regular by tar programs) and GNU sparse files
// (the reader expands them).
func tarRegular(t byte) bool {
	return t == tar.TypeReg || t == tar.TypeCont || t == tar.TypeGNUSparse
}

// tarSkipped tells whether a tar entry is no file at all: a directory or
// a global header (metadata for what follows).
func tarSkipped(t byte) bool {
	return t == tar.TypeDir || t == tar.TypeXGlobalHeader
}

// tarNotRegular is the reason a tar entry that is neither is not read.
func tarNotRegular(hdr *tar.Header) error {
	switch hdr.Typeflag {
	case tar.TypeLink:
		return fmt.Errorf("%w: a hard link to %q, not read again (that entry is read where it stands, if it is part of the corpus)", ErrNotRegular, hdr.Linkname)
	case tar.TypeSymlink:
		return fmt.Errorf("%w: a symbolic link to %q, not followed", ErrNotRegular, hdr.Linkname)
	case tar.TypeChar, tar.TypeBlock:
		return fmt.Errorf("%w: a device, not read", ErrNotRegular)
	case tar.TypeFifo:
		return fmt.Errorf("%w: a named pipe, not read", ErrNotRegular)
	}
	return fmt.Errorf("%w: tar entry type %q, not read", ErrNotRegular, hdr.Typeflag)
}
