package corpus

import (
	"errors"
	"fmt"
	"io"
	"os"
)

// Input is one file of a corpus: its source name and bytes, or the reason
// it could not be read (Err set, Data nil).
//
// Source is the path as given (joined with the path inside a directory),
// "archive.zip!inner.sgf" inside archives (nested: "a.zip!b.tar!c.sgf"),
// "-" for standard input and "bestiary/NAME.sgf" for the embedded
// collection.
type Input struct {
	Source string
	Data   []byte
	Err    error
}

// Limits bound what one input may cost. Sizes declared by the input (file
// headers, archive directories) are never trusted: bytes are counted as
// they are read.
type Limits struct {
	// MaxFileSize is the largest file or archive entry read, in bytes
	// (also the largest archive nested in an archive, which is read into
	// memory when it is a zip).
	MaxFileSize int64
	// MaxEntries is the most entries one archive may hold.
	MaxEntries int
	// MaxExpanded is the most bytes decompressed from one archive given
	// on the command line or found in a directory, archives nested in it
	// included (zip bombs).
	MaxExpanded int64
	// MaxDepth is how deep archives nest: 1 reads archives but not the
	// archives inside them; 2 (the default) reads one level of nesting.
	MaxDepth int
}

// Default limits.
const (
	DefaultMaxFileSize = 64 << 20
	DefaultMaxEntries  = 1 << 20
	DefaultMaxExpanded = 8 << 30
	DefaultMaxDepth    = 2
)

// DefaultLimits returns the limits used when a field of Limits is zero.
func DefaultLimits() Limits {
	return Limits{
		MaxFileSize: DefaultMaxFileSize,
		MaxEntries:  DefaultMaxEntries,
		MaxExpanded: DefaultMaxExpanded,
		MaxDepth:    DefaultMaxDepth,
	}
}

// withDefaults fills the zero fields of l with the defaults.
func (l Limits) withDefaults() Limits {
	d := DefaultLimits()
	if l.MaxFileSize <= 0 {
		l.MaxFileSize = d.MaxFileSize
	}
	if l.MaxEntries <= 0 {
		l.MaxEntries = d.MaxEntries
	}
	if l.MaxExpanded <= 0 {
		l.MaxExpanded = d.MaxExpanded
	}
	if l.MaxDepth <= 0 {
		l.MaxDepth = d.MaxDepth
	}
	return l
}

// Options configure a walk.
type Options struct {
	Limits
	// Stdin is read for the path "-"; nil means os.Stdin.
	Stdin io.Reader
}

// Errors for broken limits; test them with errors.Is. The Err of an Input
// wraps one of them with the limit's value.
var (
	ErrFileTooLarge   = errors.New("file too large")
	ErrTooManyEntries = errors.New("too many archive entries")
	ErrExpandedSize   = errors.New("archive expands too much")
	ErrTooDeep        = errors.New("archives nested too deep")
)

func fileTooLarge(limit int64) error {
	return fmt.Errorf("%w: more than %s (limit MaxFileSize)", ErrFileTooLarge, byteSize(limit))
}

// byteSize formats n bytes for a message: "64 MiB", "1500 bytes".
func byteSize(n int64) string {
	switch {
	case n >= 1<<30 && n%(1<<30) == 0:
		return fmt.Sprintf("%d GiB", n>>30)
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%d MiB", n>>20)
	case n >= 1<<10 && n%(1<<10) == 0:
		return fmt.Sprintf("%d KiB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}

// pathErr strips the operation and path that os errors carry (the Source
// already names the file), keeping the cause: "no such file or directory".
func pathErr(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
