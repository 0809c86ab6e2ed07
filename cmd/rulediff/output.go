package main

import (
	"bufio"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// reportOutput is where a report goes: standard output, or the -o file.
//
// The -o file is written atomically: into a temporary file beside it
// (".NAME.tmp-…", same directory, so same file system), renamed over the
// target only when the report is complete. An interrupted or failed run
// removes the temporary file and leaves any previous report as it was.
// The target is checked before the run: a directory, a file that cannot
// be written, or a directory where no file can be created fail at once.
// A target that is not a regular file (a terminal, /dev/null, a pipe) is
// written in place, as a shell redirection would.
type reportOutput struct {
	path   string        // the target as given; "" for standard output
	target string        // the file renamed over: path with its links resolved
	tmp    string        // the temporary file; "" when written in place
	mode   fs.FileMode   // the previous file's permissions, kept over the rename
	keep   bool          // a previous file exists: keep its mode
	f      *os.File      // the temporary file, or the target written in place
	bw     *bufio.Writer // in front of f, or of standard output
	done   bool          // committed or aborted
}

// outputBuffer is the write buffer in front of the report. A report of
// tens of megabytes goes to the file system in writes of this size: at
// 64 KiB, writing, syncing and renaming 16 MB (the audit of fox_pro and
// ai_games) took 6.3-7.2 ms of system time, at 256 KiB 4.8-6.1 ms (ext4
// works a write's pages in larger batches); larger buffers gain nothing
// more. The flusher (flush.go) still shows the results as they come.
const outputBuffer = 256 << 10

// openReport prepares the output: standard output when path is empty.
func openReport(path string, stdout io.Writer) (*reportOutput, error) {
	if path == "" {
		return &reportOutput{bw: bufio.NewWriterSize(stdout, outputBuffer)}, nil
	}
	o := &reportOutput{path: path, target: path}
	st, err := os.Stat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		// A new file: the temporary file proves the directory writable.
	case err != nil:
		return nil, fmt.Errorf("-o %s: %w", path, pathCause(err))
	case st.IsDir():
		return nil, fmt.Errorf("-o %s: is a directory", path)
	case !st.Mode().IsRegular():
		f, err := os.OpenFile(path, os.O_WRONLY|os.O_TRUNC, 0)
		if err != nil {
			return nil, fmt.Errorf("-o %s: %w", path, pathCause(err))
		}
		o.f = f
		o.bw = bufio.NewWriterSize(f, outputBuffer)
		return o, nil
	default:
		// The user may write this file (its permissions are theirs to
		// keep): open it without truncating, to ask the system.
		f, err := os.OpenFile(path, os.O_WRONLY, 0)
		if err != nil {
			return nil, fmt.Errorf("-o %s: %w", path, pathCause(err))
		}
		f.Close()
		if o.target, err = filepath.EvalSymlinks(path); err != nil {
			return nil, fmt.Errorf("-o %s: %w", path, pathCause(err))
		}
		o.mode, o.keep = st.Mode().Perm(), true
	}
	f, tmp, err := createTemp(o.target)
	if err != nil {
		return nil, fmt.Errorf("-o %s: cannot write in %s: %w", path, filepath.Dir(o.target), pathCause(err))
	}
	o.f, o.tmp = f, tmp
	o.bw = bufio.NewWriterSize(f, outputBuffer)
	return o, nil
}

// createTemp creates an empty temporary file beside target, with the
// permissions a new file gets (0666 less the umask).
func createTemp(target string) (*os.File, string, error) {
	dir, base := filepath.Split(target)
	for range 10 {
		var r [6]byte
		if _, err := rand.Read(r[:]); err != nil {
			return nil, "", err
		}
		name := filepath.Join(dir, "."+base+".tmp-"+hex.EncodeToString(r[:]))
		f, err := os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o666)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		return f, name, err
	}
	return nil, "", errors.New("no free temporary name")
}

// Writer is where the report is written.
func (o *reportOutput) Writer() io.Writer { return o.bw }

// Commit completes the report: flushes it and, for an -o file, makes it
// durable and renames it over the target.
func (o *reportOutput) Commit() error {
	if o.done {
		return nil
	}
	o.done = true
	err := o.bw.Flush()
	if o.f == nil {
		return err
	}
	if err == nil && o.tmp != "" {
		err = o.f.Sync()
	}
	if cerr := o.f.Close(); err == nil {
		err = cerr
	}
	if err == nil && o.tmp != "" && o.keep {
		err = os.Chmod(o.tmp, o.mode)
	}
	if err == nil && o.tmp != "" {
		err = os.Rename(o.tmp, o.target)
	}
	if err != nil {
		if o.tmp != "" {
			os.Remove(o.tmp)
		}
		return fmt.Errorf("writing %s: %w", o.path, pathCause(err))
	}
	return nil
}

// Abort drops the report: the temporary file is removed and the target
// left as it was. It does nothing after Commit, so it can be deferred.
func (o *reportOutput) Abort() {
	if o.done {
		return
	}
	o.done = true
	if o.f != nil {
		o.f.Close()
	}
	if o.tmp != "" {
		os.Remove(o.tmp)
	}
}

// pathCause strips the operation and path an os error carries when the
// message names the path already.
func pathCause(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return le.Err
	}
	return err
}
