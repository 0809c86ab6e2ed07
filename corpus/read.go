package corpus

import (
	"bytes"
	"fmt"
	"io"
	"os"
)

// maxUntrustedHint caps the buffer preallocated from a size an archive
// header declares, so a lying header cannot make us reserve MaxFileSize
// for every entry in flight.
const maxUntrustedHint = 1 << 20

// readLimited reads r to the end, at most limit bytes. hint is the
// expected size (0 when unknown); it only sizes the first buffer.
func readLimited(r io.Reader, hint, limit int64) ([]byte, error) {
	if hint < 0 || hint > limit {
		hint = 0
	}
	// bytes.MinRead spare bytes let ReadFrom see EOF without growing.
	buf := bytes.NewBuffer(make([]byte, 0, hint+bytes.MinRead))
	n, err := buf.ReadFrom(io.LimitReader(r, limit+1))
	if err != nil {
		return nil, err
	}
	if n > limit {
		return nil, fileTooLarge(limit)
	}
	return buf.Bytes(), nil
}

// budget counts the bytes decompressed from one top-level archive and
// everything nested in it.
type budget struct {
	left  int64
	limit int64
}

func newBudget(limit int64) *budget { return &budget{left: limit, limit: limit} }

func (b *budget) err() error {
	return fmt.Errorf("%w: more than %s expanded (limit MaxExpanded); the rest of the archive is not read",
		ErrExpandedSize, byteSize(b.limit))
}

// budgetReader reads through a budget and fails, for good, once the
// budget is spent.
type budgetReader struct {
	r io.Reader
	b *budget
}

func (br budgetReader) Read(p []byte) (int, error) {
	if br.b.left < 0 {
		return 0, br.b.err()
	}
	// One byte beyond the budget tells "exactly at the limit" from "over".
	if int64(len(p)) > br.b.left+1 {
		p = p[:br.b.left+1]
	}
	n, err := br.r.Read(p)
	br.b.left -= int64(n)
	if br.b.left < 0 {
		return n, br.b.err()
	}
	return n, err
}

// readsToEnd tells whether n bytes read from offset 0 into a buffer of
// size bytes are the whole file, on a file system whose short reads end
// files (shortReadEndsIn): a read that did not fill the buffer, unless it
// stopped at a page boundary. The page cache cuts a read short only there
// (at a page not cached for a non-blocking read, or one that failed to
// read in): such a read is followed by another, which tells (0 at the
// end). A file whose size is a multiple of the page size pays that read.
func readsToEnd(n, size int) bool {
	return n < size && n%pageSize != 0
}

var pageSize = os.Getpagesize()
