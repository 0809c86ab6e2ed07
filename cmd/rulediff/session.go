package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"iter"
	"os"
	"runtime"
	"time"

	"github.com/rulediff/rulediff/corpus"
	"github.com/rulediff/rulediff/reports"
)

// session is one run of a subcommand: its name for messages and the
// standard streams. Every subcommand parses, fails and writes through it.
type session struct {
	name           string
	stdin          io.Reader
	stdout, stderr io.Writer
}

// fail prints err as "rulediff NAME: err" and returns the usage exit code.
func (s session) fail(err error) int {
	fmt.Fprintf(s.stderr, "rulediff %s: %v\n", s.name, err)
	return exitUsage
}

// flagSet returns the subcommand's flag set, with --version and a usage
// text made of the synopsis, the flags and the exit status line.
func (s session) flagSet(synopsis, exitStatus string) (*flag.FlagSet, *bool) {
	fl := flag.NewFlagSet(s.name, flag.ContinueOnError)
	fl.SetOutput(s.stderr)
	showVersion := fl.Bool("version", false, "print the version and exit")
	fl.Usage = func() {
		fmt.Fprint(fl.Output(), synopsis)
		fl.PrintDefaults()
		fmt.Fprintln(fl.Output(), "\nExit status: "+exitStatus)
	}
	return fl, showVersion
}

// parse reads the flags anywhere among args and returns the other
// arguments. done is true when the command is over (--help, --version,
// a bad flag) and code is then its exit code.
func (s session) parse(fl *flag.FlagSet, showVersion *bool, args []string) (rest []string, code int, done bool) {
	rest, err := parseInterspersed(fl, args)
	switch {
	case errors.Is(err, flag.ErrHelp):
		fl.SetOutput(s.stdout)
		fl.Usage()
		return nil, exitOK, true
	case err != nil:
		return nil, exitUsage, true // the flag package has printed the error and usage
	case *showVersion:
		fmt.Fprintf(s.stdout, "rulediff %s\n", version)
		return nil, exitOK, true
	}
	return rest, exitOK, false
}

// parseInterspersed parses flags anywhere among the arguments, so that
// `rulediff check DIR -j 8` works like `rulediff check -j 8 DIR`; "--"
// ends the flags. It returns the other arguments in order.
func parseInterspersed(fl *flag.FlagSet, args []string) ([]string, error) {
	var rest []string
	for len(args) > 0 {
		if err := fl.Parse(args); err != nil {
			return nil, err
		}
		left := fl.Args()
		// flag stops at the first non-flag, or just after "--".
		if used := len(args) - len(left); used > 0 && args[used-1] == "--" {
			return append(rest, left...), nil
		}
		if len(left) == 0 {
			break
		}
		rest = append(rest, left[0])
		args = left[1:]
	}
	return rest, nil
}

// outputFlags are -o and --format, and -j for the commands that read a
// corpus.
type outputFlags struct {
	format, out string
	jobs        int
}

func (o *outputFlags) define(fl *flag.FlagSet, jobsUsage string) {
	fl.StringVar(&o.format, "format", "table", "output `format`: table, markdown, yaml or jsonl")
	fl.StringVar(&o.out, "o", "", "write the report to `FILE` instead of standard output")
	if jobsUsage != "" {
		fl.IntVar(&o.jobs, "j", runtime.GOMAXPROCS(0), jobsUsage)
	}
}

// unicode tells whether tables may use box-drawing borders: the report
// goes to a terminal.
func (o *outputFlags) unicode(stdout io.Writer) bool { return o.out == "" && isTerminal(stdout) }

// openOutput returns a buffered writer on path (stdout when empty) and the
// function that flushes and closes it.
func openOutput(path string, stdout io.Writer) (io.Writer, func() error, error) {
	if path == "" {
		bw := bufio.NewWriterSize(stdout, 64<<10)
		return bw, bw.Flush, nil
	}
	f, err := os.Create(path)
	if err != nil {
		return nil, nil, err
	}
	bw := bufio.NewWriterSize(f, 64<<10)
	return bw, func() error {
		err := bw.Flush()
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return fmt.Errorf("writing %s: %w", path, err)
		}
		return nil
	}, nil
}

// isTerminal tells whether w is a terminal (a character device).
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// openCorpus checks that every path exists ("-" is standard input) and
// returns the inputs and the names the report header gives them: the
// embedded bestiary when there is no path.
func (s session) openCorpus(paths []string) (iter.Seq[corpus.Input], []string, error) {
	if len(paths) == 0 {
		return corpus.Bestiary(corpus.Options{}), []string{"bestiary (embedded)"}, nil
	}
	for _, p := range paths {
		if p == "-" {
			continue
		}
		if _, err := os.Stat(p); err != nil {
			return nil, nil, err
		}
	}
	return corpus.Inputs(paths, corpus.Options{Stdin: s.stdin}), paths, nil
}

// gameWriter is what check and audit write a corpus with.
type gameWriter interface {
	Add(g reports.Game) error
	Close() error
}

// writeCorpus runs work on every input with o.jobs workers and hands the
// games, in input order, to seen (when not nil) and to a writer made by
// newWriter on the output. work emits an input's games one at a time
// (corpus.MapEach), so that a file of a million games streams. A bad format is found before -o creates a
// file; the progress line shows on a terminal on stderr, after a second,
// unless the report goes to that same terminal.
func (s session) writeCorpus(o outputFlags, inputs iter.Seq[corpus.Input], work func(corpus.Input, func(reports.Game) bool),
	newWriter func(io.Writer) (gameWriter, error), seen func(reports.Game)) error {
	if o.jobs < 1 {
		return fmt.Errorf("-j %d: need at least 1 worker", o.jobs)
	}
	if _, err := newWriter(io.Discard); err != nil {
		return err
	}
	defer tuneGC()()
	out, closeOut, err := openOutput(o.out, s.stdout)
	if err != nil {
		return err
	}
	w, err := newWriter(out)
	if err != nil {
		closeOut()
		return err
	}
	var progress corpus.Progress
	if isTerminal(s.stderr) && (o.out != "" || !isTerminal(s.stdout)) {
		defer progress.ShowAfter(s.stderr, "rulediff "+s.name, time.Second, 250*time.Millisecond)()
	}
	pool := corpus.Pool{Workers: o.jobs, Progress: &progress}
	for g := range corpus.MapEach(context.Background(), pool, inputs, work) {
		if seen != nil {
			seen(g)
		}
		if err = w.Add(g); err != nil {
			break
		}
	}
	if err == nil {
		err = w.Close()
	}
	if cerr := closeOut(); err == nil {
		err = cerr
	}
	return err
}
