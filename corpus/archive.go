package corpus

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/bzip2"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"path"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/ulikunitz/xz"
)

// archiveKind is an archive format, told by the file name.
type archiveKind int

const (
	notArchive archiveKind = iota
	zipArchive
	tarArchive
	tarGzip
	tarBzip2
	tarXz
)

// archiveSuffixes maps lower-case name endings to formats; longer endings
// first so ".tar.gz" wins over a bare ".gz" (which is not an archive).
var archiveSuffixes = []struct {
	suffix string
	kind   archiveKind
}{
	{".tar.gz", tarGzip}, {".tgz", tarGzip},
	{".tar.bz2", tarBzip2}, {".tbz2", tarBzip2}, {".tbz", tarBzip2},
	{".tar.xz", tarXz}, {".txz", tarXz},
	{".tar", tarArchive},
	{".zip", zipArchive},
}

func archiveKindOf(name string) archiveKind {
	// Only the last archiveTail bytes are looked at when they are ASCII:
	// an ASCII byte never continues a UTF-8 sequence (an invalid one
	// decodes a byte at a time), so where they start is a rune boundary
	// and ToLower(name) is ToLower of the rest followed by those bytes
	// lowered, as many; every suffix is within them. The walk's paths
	// are long: this spares a pass over the directory part per file.
	if n := len(name) - archiveTail; n > 0 && asciiBytes(name[n:]) {
		name = name[n:]
	}
	upper := false
	for i := 0; i < len(name); i++ {
		switch c := name[i]; {
		case c >= utf8.RuneSelf:
			return archiveKindOfLower(strings.ToLower(name))
		case 'A' <= c && c <= 'Z':
			upper = true
		}
	}
	if !upper {
		return archiveKindOfLower(name) // ToLower would return it as it is
	}
	// ASCII: the suffix compared without case, bytewise as ToLower does
	// it (without lowering a copy of the path: an allocation a file).
	for _, s := range archiveSuffixes {
		if n := len(name) - len(s.suffix); n >= 0 && strings.EqualFold(name[n:], s.suffix) {
			return s.kind
		}
	}
	return notArchive
}

// archiveTail is the length of the longest of archiveSuffixes
// (TestArchiveTailIsLongest).
const archiveTail = len(".tar.bz2")

// asciiBytes reports whether s is ASCII.
func asciiBytes(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// archiveKindOfLower is archiveKindOf of a name in lower case.
func archiveKindOfLower(lower string) archiveKind {
	for _, s := range archiveSuffixes {
		if strings.HasSuffix(lower, s.suffix) {
			return s.kind
		}
	}
	return notArchive
}

func tooDeep(max int) error {
	return fmt.Errorf("%w: archive inside %d levels of archives not opened (limit MaxDepth)", ErrTooDeep, max)
}

// archive yields the SGF files of the archive r (size bytes when known,
// else 0) named source. depth is its nesting level (1 for an archive not
// inside another); b is the expansion budget it shares with its nest.
func (w *walker) archive(source string, r io.Reader, size int64, kind archiveKind, depth int, b *budget) bool {
	if kind == zipArchive {
		return w.zip(source, r, size, depth, b)
	}
	var err error
	switch kind {
	case tarGzip:
		r, err = gzip.NewReader(r)
	case tarBzip2:
		r = bzip2.NewReader(r)
	case tarXz:
		r, err = xz.NewReader(r)
	}
	if err != nil {
		return w.fail(source, fmt.Errorf("opening archive: %w", err))
	}
	return w.tar(source, budgetReader{r: r, b: b}, depth, b)
}

// zip walks a zip archive in sorted name order (stable, so duplicate
// names keep their archive order). It lists zr.File itself rather than
// the fs.FS view, which hides duplicate and unsafe names ("../x.sgf") and
// fails outright on some: every entry must be accounted for. A zip needs
// random access: a zip nested in an archive is read into memory first,
// within MaxFileSize.
func (w *walker) zip(source string, r io.Reader, size int64, depth int, b *budget) bool {
	ra, ok := r.(io.ReaderAt)
	if !ok || size <= 0 {
		data, err := readLimited(r, 0, w.lim.MaxFileSize)
		if err != nil {
			return w.fail(source, fmt.Errorf("reading archive: %w", err))
		}
		ra, size = bytes.NewReader(data), int64(len(data))
	}
	zr, err := zip.NewReader(ra, size)
	if err != nil && !errors.Is(err, zip.ErrInsecurePath) {
		return w.fail(source, fmt.Errorf("opening archive: %w", err))
	}
	if err := zipEndsWhole(ra, size); err != nil {
		return w.fail(source, err)
	}
	if len(zr.File) > w.lim.MaxEntries {
		return w.fail(source, fmt.Errorf("%w: %d entries, limit MaxEntries is %d; archive not read",
			ErrTooManyEntries, len(zr.File), w.lim.MaxEntries))
	}
	files := slices.Clone(zr.File)
	slices.SortStableFunc(files, func(a, b *zip.File) int { return strings.Compare(a.Name, b.Name) })
	for _, f := range files {
		mode := f.Mode()
		kind := archiveKindOf(f.Name)
		if mode.IsDir() || strings.HasSuffix(f.Name, "/") || (kind == notArchive && !isSGF(f.Name)) {
			continue
		}
		entry := source + "!" + f.Name
		var ok bool
		if mode.IsRegular() {
			ok = w.zipEntry(entry, f, kind, depth, b)
		} else {
			ok = w.fail(entry, zipNotRegular(f, b))
		}
		if !ok {
			return false
		}
	}
	return true
}

// zipEntry reads one entry of a zip: an SGF file or a nested archive.
func (w *walker) zipEntry(entry string, f *zip.File, kind archiveKind, depth int, b *budget) bool {
	if kind != notArchive && depth >= w.lim.MaxDepth {
		return w.fail(entry, tooDeep(w.lim.MaxDepth))
	}
	rc, err := f.Open()
	if err != nil {
		return w.fail(entry, err)
	}
	defer rc.Close()
	r := budgetReader{r: rc, b: b}
	if kind != notArchive {
		return w.archive(entry, r, 0, kind, depth+1, b)
	}
	hint := int64(min(f.UncompressedSize64, maxUntrustedHint))
	data, err := readLimited(r, hint, w.lim.MaxFileSize)
	return w.yield(Input{Source: entry, Data: data, Err: err})
}

// tar walks a tar stream in archive order (a stream cannot be sorted
// without holding it). r is already decompressed and budgeted.
func (w *walker) tar(source string, r io.Reader, depth int, b *budget) bool {
	end := &zeroTail{r: r}
	tr := tar.NewReader(end)
	for entries := 0; ; entries++ {
		hdr, err := tr.Next()
		if err == io.EOF {
			if !end.whole() {
				return w.fail(source, fmt.Errorf("%w: it stops after %d entries without tar's end-of-archive blocks (truncated?)",
					ErrBrokenArchive, entries))
			}
			return true
		}
		if err != nil {
			return w.fail(source, fmt.Errorf("reading archive after %d entries: %w", entries, err))
		}
		if entries >= w.lim.MaxEntries {
			return w.fail(source, fmt.Errorf("%w: more than %d entries (limit MaxEntries); the rest is not read",
				ErrTooManyEntries, w.lim.MaxEntries))
		}
		if tarSkipped(hdr.Typeflag) {
			continue
		}
		name := path.Clean(hdr.Name)
		entry := source + "!" + name
		kind := archiveKindOf(name)
		if kind == notArchive && !isSGF(name) {
			continue
		}
		switch {
		case !tarRegular(hdr.Typeflag):
			if !w.fail(entry, tarNotRegular(hdr)) {
				return false
			}
		case kind != notArchive && depth >= w.lim.MaxDepth:
			if !w.fail(entry, tooDeep(w.lim.MaxDepth)) {
				return false
			}
		case kind != notArchive:
			if !w.archive(entry, tr, 0, kind, depth+1, b) {
				return false
			}
		default:
			data, err := readLimited(tr, min(hdr.Size, maxUntrustedHint), w.lim.MaxFileSize)
			if !w.yield(Input{Source: entry, Data: data, Err: err}) {
				return false
			}
		}
	}
}
