package corpus

import (
	"archive/tar"
	"archive/zip"
	"context"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// Total is what a corpus holds: the inputs Inputs will yield and their
// bytes (uncompressed). Known is false when they cannot be counted
// without reading the corpus.
type Total struct {
	Files, Bytes int64
	Known        bool
}

// Count counts the inputs of paths without reading them, where that is
// cheap: directories are listed (names and sizes), zip archives read for
// their central directory, plain tar archives skimmed header to header.
// Standard input, compressed tar archives and archives inside archives
// are streams that only reading can count: the total is then unknown.
// A path that cannot be read counts as the one input that reports it. The
// count stops, unknown, when ctx ends.
func Count(ctx context.Context, paths []string, opt Options) Total {
	c := counter{ctx: ctx, lim: opt.Limits.withDefaults(), t: Total{Known: true}}
	for _, p := range paths {
		if !c.path(p) {
			return Total{}
		}
	}
	return c.t
}

// counter adds up a Total; its methods return false when the total
// cannot be known.
type counter struct {
	ctx context.Context
	lim Limits
	t   Total
}

func (c *counter) one(size int64) {
	c.t.Files++
	c.t.Bytes += size
}

func (c *counter) path(p string) bool {
	if p == "-" || c.ctx.Err() != nil {
		return false
	}
	st, err := os.Stat(p)
	if err != nil {
		c.one(0)
		return true
	}
	if st.IsDir() {
		return c.dir(p)
	}
	if !st.Mode().IsRegular() {
		c.one(0) // listed with the reason, never opened
		return true
	}
	return c.file(p, st)
}

// file counts a file named on the command line or found in a directory:
// an archive by its entries, anything else as one input.
func (c *counter) file(p string, st fs.FileInfo) bool {
	switch archiveKindOf(p) {
	case notArchive:
		c.one(min(st.Size(), c.lim.MaxFileSize))
		return true
	case zipArchive:
		return c.zip(p)
	case tarArchive:
		return c.tar(p)
	}
	return false
}

// dir walks as walkFS does: .sgf files and archives, in any order (only
// the sum matters), links to files followed, other files left out.
func (c *counter) dir(root string) bool {
	known := true
	_ = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if c.ctx.Err() != nil {
			known = false
			return fs.SkipAll
		}
		if err != nil {
			c.one(0) // reported as one input
			if d != nil && d.IsDir() {
				return fs.SkipDir
			}
			return nil
		}
		if d.IsDir() || archiveKindOf(p) == notArchive && !isSGF(p) {
			return nil
		}
		info, err := d.Info()
		if err == nil && info.Mode()&fs.ModeSymlink != 0 {
			info, err = os.Stat(p)
		}
		switch {
		case err != nil:
			c.one(0)
		case info.Mode().IsRegular():
			if !c.file(p, info) {
				known = false
				return fs.SkipAll
			}
		default:
			c.one(0) // a pipe, device or link to a directory: listed, not read
		}
		return nil
	})
	return known
}

// zip counts the SGF entries of a zip archive and their declared sizes;
// an archive inside it makes the total unknown.
func (c *counter) zip(p string) bool {
	zr, err := zip.OpenReader(p)
	if err != nil {
		c.one(0)
		return true
	}
	defer zr.Close()
	if len(zr.File) > c.lim.MaxEntries {
		c.one(0)
		return true
	}
	for _, f := range zr.File {
		mode := f.Mode()
		kind := archiveKindOf(f.Name)
		switch {
		case mode.IsDir() || strings.HasSuffix(f.Name, "/") || (kind == notArchive && !isSGF(f.Name)):
		case !mode.IsRegular():
			c.one(0) // a link or pipe entry: listed, not read
		case kind != notArchive:
			return false
		default:
			c.one(int64(min(f.UncompressedSize64, uint64(c.lim.MaxFileSize))))
		}
	}
	return true
}

// tar counts the SGF entries of an uncompressed tar archive: the reader
// seeks over the contents, so only the headers are read.
func (c *counter) tar(p string) bool {
	f, err := os.Open(p)
	if err != nil {
		c.one(0)
		return true
	}
	defer f.Close()
	tr := tar.NewReader(f)
	for n := 0; ; n++ {
		hdr, err := tr.Next()
		if err == io.EOF {
			return true
		}
		if err != nil || n >= c.lim.MaxEntries {
			c.one(0)
			return true
		}
		if n%1024 == 0 && c.ctx.Err() != nil {
			return false
		}
		kind := archiveKindOf(hdr.Name)
		if tarSkipped(hdr.Typeflag) || (kind == notArchive && !isSGF(hdr.Name)) {
			continue
		}
		if !tarRegular(hdr.Typeflag) {
			c.one(0) // a link, device or pipe entry: listed, not read
			continue
		}
		if kind != notArchive {
			return false
		}
		c.one(min(hdr.Size, c.lim.MaxFileSize))
	}
}
