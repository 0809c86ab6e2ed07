package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strconv"
	"strings"

	"github.com/rulediff/rulediff/compare"
	"github.com/rulediff/rulediff/corpus"
	"github.com/rulediff/rulediff/reports"
	"github.com/rulediff/rulediff/rules/score"
	"github.com/rulediff/rulediff/sgfio"
)

var scoreCommand = command{
	name:    "score",
	summary: "score one game under every ruleset, term by term (for a tournament director)",
	run: func(ctx context.Context, args []string, stdout, stderr io.Writer) int {
		return runScore(ctx, args, os.Stdin, stdout, stderr)
	},
}

const scoreUsage = `usage: rulediff score [flags] FILE.sgf[#N]

Scores game N (default 1) of FILE under every selected ruleset: one row per
ruleset with the score components, the margin and the winner; then why the
rulesets differ, each difference explained once in sentences, term by
term; then the dead stones used and the board as the count sees it. FILE
may be "-" (standard input), or name a record of the embedded bestiary as
the audit does (bestiary/NAME.sgf) when no such file exists on disk.

Flags:
`

// runScore is `rulediff score`: flags and wiring only.
func runScore(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	s := session{name: "score", ctx: ctx, stdin: stdin, stdout: stdout, stderr: stderr}
	fl, showVersion := s.flagSet(scoreUsage, "0 when the game was scored, 2 on usage or I/O errors, 130/143 when interrupted (SIGINT/SIGTERM).")
	var rf rulesFlags
	var o outputFlags
	rf.define(fl)
	o.define(fl, "")
	o.defineWide(fl)
	dead := fl.String("dead", "auto", deadHelp)
	move := fl.Int("move", 0, "score the position after move `N` (0: the end of the record)")
	var sf statsFlags
	sf.defineAssumeKomi(fl)
	rest, code, done := s.parse(fl, showVersion, args)
	if done {
		return code
	}
	if len(rest) != 1 {
		return s.fail(fmt.Errorf("want one FILE.sgf[#N], got %d arguments", len(rest)))
	}
	if err := reports.CheckFormat(o.format); err != nil {
		return s.fail(err)
	}
	if *move < 0 {
		return s.fail(fmt.Errorf("--move %d: want a move number", *move))
	}
	opts, err := rf.options()
	if err != nil {
		return s.fail(err)
	}
	if _, err := setDead(*dead, &opts); err != nil {
		return s.fail(err)
	}
	if err := sf.apply(&opts, &reports.AuditOptions{}); err != nil {
		return s.fail(err)
	}
	a, err := compare.NewAuditor(opts)
	if err != nil {
		return s.fail(err)
	}
	file, n, err := splitGameRef(rest[0])
	if err != nil {
		return s.fail(err)
	}
	out, err := openReport(o.out, stdout)
	if err != nil {
		return s.fail(err)
	}
	defer out.Abort()
	rec, err := s.readGameInterruptibly(file, n)
	if err != nil {
		return s.fail(err)
	}
	if m := opts.UserMarkup; m != nil {
		if err := m.Fits(rec.Width, rec.Height); err != nil {
			return s.fail(err)
		}
	} else if opts.UserDead != "" {
		if _, err := score.ParsePoints(opts.UserDead, rec.Width, rec.Height); err != nil {
			return s.fail(fmt.Errorf("--dead %q: %w", opts.UserDead, err))
		}
	}
	g := a.AuditUpTo(file, rec, *move)
	if err := reports.WriteScoreSheet(out.Writer(), o.format, reports.SheetOptions{Unicode: o.unicode(stdout), Width: o.width(stdout)}, g); err != nil {
		return s.fail(err)
	}
	if err := s.interrupted(); err != nil {
		return s.fail(err)
	}
	if err := out.Commit(); err != nil {
		return s.fail(err)
	}
	return exitOK
}

// readGameInterruptibly is readGame served in its own goroutine, so that
// an interruption stops a read that blocks (standard input from a pipe).
func (s session) readGameInterruptibly(file string, n int) (*sgfio.Game, error) {
	type read struct {
		rec *sgfio.Game
		err error
	}
	done := make(chan read, 1)
	go func() {
		rec, err := readGame(file, n, s.stdin)
		done <- read{rec, err}
	}()
	select {
	case r := <-done:
		return r.rec, r.err
	case <-s.ctx.Done():
		return nil, s.interrupted()
	}
}

// splitGameRef reads FILE.sgf#N (N 1-based, default 1); FILE may be "-".
func splitGameRef(s string) (string, int, error) {
	i := strings.LastIndexByte(s, '#')
	if i < 0 {
		return s, 1, nil
	}
	if _, err := os.Stat(s); err == nil && s[:i] != "-" {
		return s, 1, nil // a file whose name holds '#'
	}
	n, err := strconv.Atoi(s[i+1:])
	if err != nil || n < 1 {
		return "", 0, fmt.Errorf("%q: want FILE.sgf#N with N a game number from 1", s)
	}
	return s[:i], n, nil
}

// readGame parses game n (1-based) of an SGF file: standard input for
// "-", a file on disk, or else a record of the embedded bestiary named as
// the audit names it (bestiary/NAME.sgf).
func readGame(file string, n int, stdin io.Reader) (*sgfio.Game, error) {
	var data []byte
	var err error
	if file == "-" {
		for in := range corpus.Inputs([]string{"-"}, corpus.Options{Stdin: stdin}) { // one input, read within the limits
			data, err = in.Data, in.Err
		}
		if err != nil {
			err = fmt.Errorf("standard input: %w", err)
		}
	} else {
		data, err = os.ReadFile(file)
	}
	if errors.Is(err, fs.ErrNotExist) && strings.HasPrefix(file, "bestiary/") {
		if b, berr := fs.ReadFile(corpus.BestiaryFS(), file); berr == nil {
			data, err = b, nil
		}
	}
	if err != nil {
		return nil, err
	}
	c, err := sgfio.Parse(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	if n > len(c.Games) {
		return nil, fmt.Errorf("%s: game %d: the file holds %d game(s)", file, n, len(c.Games))
	}
	return c.Games[n-1], nil
}
