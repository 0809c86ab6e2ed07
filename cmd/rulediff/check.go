package main

import (
	"context"
	"fmt"
	"io"
	"os"

	"github.com/rulediff/rulediff/corpus"
	"github.com/rulediff/rulediff/reports"
	"github.com/rulediff/rulediff/sgfio"
)

var checkCommand = command{
	name:    "check",
	summary: "validate SGF files: games, moves, warnings and errors per file",
	run: func(ctx context.Context, args []string, stdout, stderr io.Writer) int {
		return runCheck(ctx, args, os.Stdin, stdout, stderr)
	},
}

const checkUsage = `usage: rulediff check [flags] [PATH...]

Reads every SGF file under the PATHs (files, directories walked for .sgf,
archives .zip .tar .tar.gz .tgz .tar.bz2 .tar.xz, "-" for standard input)
and reports every warning and error (file:line:col), a table of the files
that have some (games, main-line moves, warnings, errors) with the totals
of all files, then a summary. With no PATH, checks the embedded default
collection. --fail-on error makes broken files fail a CI job.

Flags:
`

// runCheck is `rulediff check`: flags and wiring only.
func runCheck(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	s := session{name: "check", ctx: ctx, stdin: stdin, stdout: stdout, stderr: stderr}
	fl, showVersion := s.flagSet(checkUsage, "0 when the run completed (even with broken files, unless --fail-on error), "+
		"1 when --fail-on matched, 2 on usage or I/O errors or a PATH without SGF file, 130/143 when interrupted (SIGINT/SIGTERM).")
	var o outputFlags
	var c corpusFlags
	o.define(fl, "`N` files parsed in parallel (the output does not depend on it)")
	o.defineWide(fl)
	c.define(fl)
	failOnFlag := fl.String("fail-on", "", failOnCheckHelp)
	paths, code, done := s.parse(fl, showVersion, args)
	if done {
		return code
	}
	failOn, err := parseFailOn(*failOnFlag, nil, nil)
	if err != nil {
		return s.fail(err)
	}
	in, err := s.openCorpus(paths)
	if err != nil {
		return s.fail(err)
	}
	opts := reports.CheckOptions{Tool: "rulediff " + version, Inputs: in.names, Unicode: o.unicode(stdout), Width: o.width(stdout)}
	newWriter := func(w io.Writer) (gameWriter, error) { return reports.NewCheckWriter(w, o.format, opts) }
	if err := s.writeCorpus(o, c, in, checkFile, newWriter, failOn.see); err != nil {
		return s.fail(err)
	}
	if msg, failed := failOn.failed(); failed {
		fmt.Fprintf(stderr, "rulediff check: %s\n", msg)
		return exitFindings
	}
	return exitOK
}

// checkFile turns one input into its games for the report, emitted one
// at a time; it runs on the worker pool. A file that cannot be read or
// parsed is one entry with game 0 and the reason.
func checkFile(in corpus.Input, emit func(reports.Game) bool) {
	games := 0
	c, err := corpus.ParseGames(in, sgfio.Options{MainLine: true}, func(g *sgfio.Game, fileDiags sgfio.Diagnostics) bool {
		games++
		return emit(reports.FromGame(in.Source, g, fileDiags))
	})
	switch {
	case err != nil:
		emit(reports.FromError(in.Source, err))
	case games == 0:
		emit(reports.FromCollection(in.Source, c)[0])
	}
}
