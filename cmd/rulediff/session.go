package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"runtime"

	"github.com/rulediff/rulediff/corpus"
	"github.com/rulediff/rulediff/reports"
)

// session is one run of a subcommand: its name for messages, the context
// that ends when the user interrupts it, and the standard streams. Every
// subcommand parses, fails and writes through it.
type session struct {
	name           string
	ctx            context.Context
	stdin          io.Reader
	stdout, stderr io.Writer
}

// fail prints err as "rulediff NAME: err" and returns its exit code: the
// signal's for an interrupted run, else the usage exit code.
func (s session) fail(err error) int {
	var ie interruptedError
	if errors.As(err, &ie) {
		code, _ := interruption(s.ctx)
		fmt.Fprintf(s.stderr, "rulediff %s: %v: stopped, no report written\n", s.name, ie)
		return code
	}
	fmt.Fprintf(s.stderr, "rulediff %s: %v\n", s.name, err)
	return exitUsage
}

// interrupted returns the interruption as an error once the user has
// stopped the run, else nil.
func (s session) interrupted() error {
	if s.ctx == nil {
		return nil
	}
	_, err := interruption(s.ctx)
	return err
}

// flagSet returns the subcommand's flag set, with --version and a usage
// text made of the synopsis, the flags and the exit status line. When the
// session only describes the command (completion and man page, docs.go),
// it hands the flag set over.
func (s session) flagSet(synopsis, exitStatus string) (*flag.FlagSet, *bool) {
	fl := flag.NewFlagSet(s.name, flag.ContinueOnError)
	fl.SetOutput(s.stderr)
	showVersion := fl.Bool("version", false, "print the version and exit")
	fl.Usage = func() {
		fmt.Fprint(fl.Output(), synopsis)
		fl.PrintDefaults()
		fmt.Fprintln(fl.Output(), "\nExit status: "+exitStatus)
	}
	if d := describing(s.ctx); d != nil {
		d.synopsis, d.exitStatus, d.flags = synopsis, exitStatus, fl
	}
	return fl, showVersion
}

// parse reads the flags anywhere among args and returns the other
// arguments. done is true when the command is over (--help, --version,
// a bad flag, or a session that only describes the command) and code is
// then its exit code. The usage is printed once: on standard output when
// asked for, on standard error after a bad flag.
func (s session) parse(fl *flag.FlagSet, showVersion *bool, args []string) (rest []string, code int, done bool) {
	if describing(s.ctx) != nil {
		return nil, exitOK, true
	}
	usage := fl.Usage
	fl.Usage = func() {} // the flag package would print it on every error, --help included
	rest, err := parseInterspersed(fl, args)
	fl.Usage = usage
	switch {
	case errors.Is(err, flag.ErrHelp):
		fl.SetOutput(s.stdout)
		fl.Usage()
		return nil, exitOK, true
	case err != nil:
		fl.Usage() // after the flag package's one-line error, on standard error
		return nil, exitUsage, true
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
	wide        bool
}

func (o *outputFlags) define(fl *flag.FlagSet, jobsUsage string) {
	fl.StringVar(&o.format, "format", "table", "output `format`: table, markdown, yaml or jsonl; html for audit, stats and score; csv for stats (the pair table)")
	fl.StringVar(&o.out, "o", "", "write the report to `FILE` instead of standard output, atomically: "+
		"a previous FILE is replaced only by a complete report")
	if jobsUsage != "" {
		fl.IntVar(&o.jobs, "j", runtime.GOMAXPROCS(0), jobsUsage)
	}
}

// defineWide adds --wide, for the commands whose tables fit the terminal.
func (o *outputFlags) defineWide(fl *flag.FlagSet) {
	fl.BoolVar(&o.wide, "wide", false, "draw tables at their full width (by default a table on a terminal wraps its long columns to the terminal's width)")
}

// width is the width tables fit: the terminal's when the table goes to
// it, else 0 (full width: files and pipes are read by programs or
// editors).
func (o *outputFlags) width(stdout io.Writer) int {
	if o.wide || o.out != "" || o.format != "table" {
		return 0
	}
	return terminalWidth(stdout)
}

// unicode tells whether tables may use box-drawing borders: the report
// goes to a terminal.
func (o *outputFlags) unicode(stdout io.Writer) bool { return o.out == "" && isTerminal(stdout) }

// gameWriter is what check and audit write a corpus with.
type gameWriter interface {
	Add(g reports.Game) error
	Close() error
}

// writeCorpus runs work on every input with o.jobs workers and hands the
// games, in input order, to seen (when not nil) and to a writer made by
// newWriter on the output. work emits an input's games one at a time
// (corpus.MapEach), so that a file of a million games streams. A bad
// format and an -o file that cannot be written are found before the run
// starts; a write error stops the run at once; an interrupted run leaves
// -o as it was (output.go); the progress line shows as c.progress says
// (corpusrun.go). An input that yields no file is an error once the
// report is written, unless c.allowEmpty.
func (s session) writeCorpus(o outputFlags, c corpusFlags, in *corpusInputs, work func(corpus.Input, func(reports.Game) bool),
	newWriter func(io.Writer) (gameWriter, error), seen func(reports.Game)) error {
	if err := checkJobs(o.jobs); err != nil {
		return err
	}
	if _, err := newWriter(io.Discard); err != nil {
		return err
	}
	out, err := openReport(o.out, s.stdout)
	if err != nil {
		return err
	}
	defer out.Abort()
	report, stopFlush := flushEvery(out.Writer(), flushInterval)
	defer stopFlush() // before Abort
	w, err := newWriter(report)
	if err != nil {
		return err
	}
	defer tuneGC(o.jobs)()
	ctx, cancel := context.WithCancel(s.ctx)
	defer cancel()
	var progress corpus.Progress
	stopProgress := s.showProgress(ctx, c, o, in, &progress)
	defer stopProgress()
	pool := corpus.Pool{Workers: o.jobs, Progress: &progress}
	// The run goes on in its own goroutine, so that an interruption is
	// served at once even when reading an input blocks (a pipe, a slow
	// disk): the report is then dropped without waiting for the run.
	done := make(chan error, 1)
	go func() {
		var err error
		for g := range corpus.MapEach(ctx, pool, in.seq, work) {
			if seen != nil {
				seen(g)
			}
			if err = w.Add(g); err != nil {
				break
			}
		}
		if err == nil && ctx.Err() == nil {
			err = w.Close()
		}
		done <- err
	}()
	select {
	case err = <-done:
	case <-s.ctx.Done():
		return s.interrupted() // the deferred Abort drops the report
	}
	stopProgress()
	if err == nil {
		err = s.interrupted()
	}
	if err == nil {
		stopFlush()
		err = out.Commit()
	}
	if err == nil && !c.allowEmpty {
		err = in.empty()
	}
	return err
}
