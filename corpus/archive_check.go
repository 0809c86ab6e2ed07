package corpus

import (
	"archive/zip"
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
)

// ErrBrokenArchive is the error of an archive that is truncated or whose
// parts disagree: its listing cannot be trusted, so it is an error rather
// than a short listing.
var ErrBrokenArchive = errors.New("truncated or inconsistent archive")

// zipEndRecord is the size of a zip's end-of-central-directory record
// without its comment; the comment is at most 65,535 bytes.
const (
	zipEndRecord  = 22
	zipMaxComment = 1<<16 - 1
)

// zipEndsWhole checks that the zip's end-of-central-directory record, as
// the zip reader finds it (the last signature in the file's tail), ends
// where the file does. A zip cut short loses that record, and the reader
// may then find the record of a zip stored inside it and list that inner
// zip as if it were the whole archive; bytes left after the record give
// it away.
func zipEndsWhole(ra io.ReaderAt, size int64) error {
	n := min(size, zipEndRecord+zipMaxComment)
	tail := make([]byte, n)
	if _, err := ra.ReadAt(tail, size-n); err != nil && err != io.EOF {
		return fmt.Errorf("reading archive: %w", err)
	}
	i := bytes.LastIndex(tail, []byte("PK\x05\x06"))
	if i < 0 || i+zipEndRecord > len(tail) {
		return fmt.Errorf("%w: no end of central directory", ErrBrokenArchive)
	}
	comment := int(tail[i+zipEndRecord-2]) | int(tail[i+zipEndRecord-1])<<8
	if extra := len(tail) - (i + zipEndRecord + comment); extra != 0 {
		return fmt.Errorf("%w: %d bytes after the end of its central directory (truncated or damaged; its listing cannot be trusted)",
			ErrBrokenArchive, extra)
	}
	return nil
}

// zipLinkMax is the longest symbolic-link target a message quotes.
const zipLinkMax = 1024

// zipNotRegular is the reason a zip entry that is not a regular file is
// not read; a symbolic link's target (its content) is named.
func zipNotRegular(f *zip.File, b *budget) error {
	if f.Mode()&fs.ModeSymlink == 0 || f.UncompressedSize64 > zipLinkMax {
		return notRegular(f.Mode())
	}
	rc, err := f.Open()
	if err != nil {
		return notRegular(f.Mode())
	}
	defer rc.Close()
	target, err := readLimited(budgetReader{r: rc, b: b}, 0, zipLinkMax)
	if err != nil {
		return notRegular(f.Mode())
	}
	return fmt.Errorf("%w: a symbolic link to %q, not followed", ErrNotRegular, target)
}

// zeroTail passes a tar stream through and counts the zero bytes at its
// end so far: a whole tar ends with zero blocks, a cut one does not.
type zeroTail struct {
	r     io.Reader
	zeros int64
}

func (z *zeroTail) Read(p []byte) (int, error) {
	n, err := z.r.Read(p)
	if n > 0 {
		k := n
		for k > 0 && p[k-1] == 0 {
			k--
		}
		if k == 0 {
			z.zeros += int64(n)
		} else {
			z.zeros = int64(n - k)
		}
	}
	return n, err
}

// whole tells whether the stream ended with at least one zero block
// (tar writers put two; the reader stops at the first).
func (z *zeroTail) whole() bool { return z.zeros >= 512 }
