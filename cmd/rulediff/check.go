package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"time"

	"rulediff/corpus"
	"rulediff/reports"
	"rulediff/sgfio"
)

var checkCommand = command{
	name:    "check",
	summary: "validate SGF files: games, moves, warnings and errors per file",
	run: func(args []string, stdout, stderr io.Writer) int {
		return runCheck(args, os.Stdin, stdout, stderr)
	},
}

const checkUsage = `usage: rulediff check [flags] [PATH...]

Reads every SGF file under the PATHs (files, directories walked for .sgf,
archives .zip .tar .tar.gz .tgz .tar.bz2 .tar.xz, "-" for standard input)
and reports each file's games, main-line moves, warnings and errors, then a
summary. With no PATH, checks the embedded default collection.

Flags:
`

// runCheck is `rulediff check`: flags and wiring only.
func runCheck(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fl := flag.NewFlagSet("check", flag.ContinueOnError)
	fl.SetOutput(stderr)
	format := fl.String("format", "table", "output `format`: table, markdown, yaml or jsonl")
	jobs := fl.Int("j", runtime.GOMAXPROCS(0), "`N` files parsed in parallel (the output does not depend on it)")
	outPath := fl.String("o", "", "write the report to `FILE` instead of standard output")
	showVersion := fl.Bool("version", false, "print the version and exit")
	fl.Usage = func() {
		fmt.Fprint(fl.Output(), checkUsage)
		fl.PrintDefaults()
		fmt.Fprintln(fl.Output(), "\nExit status: 0 when the run completed (even with broken files), 2 on usage or I/O errors.")
	}
	paths, err := parseInterspersed(fl, args)
	if errors.Is(err, flag.ErrHelp) {
		fl.SetOutput(stdout)
		fl.Usage()
		return exitOK
	}
	if err != nil {
		return exitUsage // the flag package has printed the error and usage
	}
	if *showVersion {
		fmt.Fprintf(stdout, "rulediff %s\n", version)
		return exitOK
	}
	if *jobs < 1 {
		fmt.Fprintf(stderr, "rulediff check: -j %d: need at least 1 worker\n", *jobs)
		return exitUsage
	}
	for _, p := range paths {
		if p == "-" {
			continue
		}
		if _, err := os.Stat(p); err != nil {
			fmt.Fprintf(stderr, "rulediff check: %v\n", err)
			return exitUsage
		}
	}

	opts := reports.CheckOptions{Tool: "rulediff " + version, Inputs: paths, Unicode: *outPath == "" && isTerminal(stdout)}
	inputs := corpus.Inputs(paths, corpus.Options{Stdin: stdin})
	if len(paths) == 0 {
		opts.Inputs = []string{"bestiary (embedded)"}
		inputs = corpus.Bestiary(corpus.Options{})
	}
	// A bad --format is a usage error, found before -o creates a file.
	if _, err := reports.NewCheckWriter(io.Discard, *format, opts); err != nil {
		fmt.Fprintf(stderr, "rulediff check: %v\n", err)
		return exitUsage
	}
	out, closeOut, err := openOutput(*outPath, stdout)
	if err != nil {
		fmt.Fprintf(stderr, "rulediff check: %v\n", err)
		return exitUsage
	}
	cw, err := reports.NewCheckWriter(out, *format, opts)
	if err != nil {
		closeOut()
		fmt.Fprintf(stderr, "rulediff check: %v\n", err)
		return exitUsage
	}

	var progress corpus.Progress
	// Progress goes to a terminal on stderr, unless the report is being
	// written to that same terminal.
	if isTerminal(stderr) && (*outPath != "" || !isTerminal(stdout)) {
		defer progress.Show(stderr, "rulediff check", 250*time.Millisecond)()
	}
	pool := corpus.Pool{Workers: *jobs, Progress: &progress}
	for games := range corpus.Map(context.Background(), pool, inputs, checkFile) {
		for _, g := range games {
			if err = cw.Add(g); err != nil {
				break
			}
		}
		if err != nil {
			break
		}
	}
	if err == nil {
		err = cw.Close()
	}
	if cerr := closeOut(); err == nil {
		err = cerr
	}
	if err != nil {
		fmt.Fprintf(stderr, "rulediff check: %v\n", err)
		return exitUsage
	}
	return exitOK
}

// checkFile turns one input into its games for the report; it runs on the
// worker pool. A file that cannot be read or parsed is one entry with
// game 0 and the reason.
func checkFile(in corpus.Input) []reports.Game {
	c, err := corpus.Parse(in, sgfio.Options{MainLine: true})
	if err != nil {
		return []reports.Game{reports.FromError(in.Source, err)}
	}
	return reports.FromCollection(in.Source, c)
}

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
