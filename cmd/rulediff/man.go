package main

import (
	"context"
	"fmt"
	"io"
	"strings"
)

var manCommand = command{
	name:    "man",
	summary: "print the manual page (roff), made from the commands' flags",
	run:     runMan,
}

const manUsage = `usage: rulediff man

Prints the manual page in roff, made from the commands' usage texts and
flags. Read it with 'rulediff man | man -l -', or install it with
'rulediff man > /usr/local/share/man/man1/rulediff.1'.

Flags:
`

func runMan(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	s := session{name: "man", ctx: ctx, stdout: stdout, stderr: stderr}
	fl, showVersion := s.flagSet(manUsage, "0 printed, 2 on usage errors.")
	rest, code, done := s.parse(fl, showVersion, args)
	if done {
		return code
	}
	if len(rest) > 0 {
		return s.fail(fmt.Errorf("no argument expected, got %q", rest[0]))
	}
	if err := writeMan(stdout, specs()); err != nil {
		return s.fail(err)
	}
	return exitOK
}

// manExamples are the manual's examples: each runs as written from a
// clone with the team's corpora beside it (TestManExamplesRun).
var manExamples = []struct{ what, cmd string }{
	{"Audit the embedded bestiary: one row per divergence, then the summary.", "rulediff audit"},
	{"Why a game's score differs between rulesets, with the dead stones a referee ruled.",
		"rulediff score ../shared/corpora/gnugo_regression/games/kgs/Kuksa-GNU.sgf --dead B17,D17 --rules japanese,chinese,aga"},
	{"Fail a CI job on broken files, and write the report atomically.",
		"rulediff check ../shared/corpora/parser_tests --fail-on error -o check.txt"},
}

// writeMan writes the manual page in roff (man(7) macros).
func writeMan(w io.Writer, specs []commandSpec) error {
	var b strings.Builder
	fmt.Fprintf(&b, ".TH RULEDIFF 1 \"\" \"rulediff %s\" \"User Commands\"\n", roff(version))
	b.WriteString(".SH NAME\nrulediff \\- replay Go game records under fourteen rulesets and report where they diverge\n")
	b.WriteString(".SH SYNOPSIS\n.B rulediff\n.I command\n[\\fIflags\\fR] [\\fIPATH\\fR...]\n")
	b.WriteString(".SH DESCRIPTION\n")
	b.WriteString(roffText("rulediff reads Go (Baduk, Weiqi) game records in SGF and replays every game once while every " +
		"ruleset judges each move. It reports where the rulesets part ways: a move legal under one and illegal " +
		"under another, a game that ends under one and not another, a score or winner that differs. Every " +
		"divergence is classified and explained, the score broken down term by term."))
	b.WriteString(".SH COMMANDS\n")
	for _, s := range specs {
		line, text := s.description()
		fmt.Fprintf(&b, ".SS \"%s\"\n", roff(line))
		for _, para := range strings.Split(text, "\n\n") {
			b.WriteString(".PP\n" + roffText(para))
		}
		for _, f := range s.flagList() {
			b.WriteString(".TP\n.B " + roff(f.dashed()))
			if f.arg != "" {
				b.WriteString(" \" \" \\fI" + roff(f.arg) + "\\fR")
			}
			b.WriteString("\n")
			u := f.usage
			if f.def != "" {
				u += " (default: " + f.def + ")"
			}
			b.WriteString(roffText(u))
		}
		if s.exitStatus != "" {
			b.WriteString(".PP\nExit status: " + roffText(s.exitStatus))
		}
	}
	b.WriteString(".SH EXIT STATUS\n")
	b.WriteString(roffText("0 when the run completed (broken files are in the report, not fatal); 1 when --fail-on " +
		"matched; 2 on usage or I/O errors, or a PATH that holds no SGF file (unless --allow-empty); 130 when " +
		"interrupted by SIGINT (Ctrl-C) and 143 by SIGTERM, in which case the file of -o is left as it was."))
	b.WriteString(".SH EXAMPLES\n")
	for _, e := range manExamples {
		b.WriteString(".PP\n" + roffText(e.what) + ".RS\n.nf\n" + roff(e.cmd) + "\n.fi\n.RE\n")
	}
	b.WriteString(".SH SEE ALSO\n")
	b.WriteString(roffText("The report schema: docs/report.md; the rules handbook: RULES.md; the catalogue: rulediff rules."))
	_, err := io.WriteString(w, b.String())
	return err
}

// roff escapes text for roff: backslashes and hyphens.
func roff(s string) string {
	return strings.NewReplacer(`\`, `\e`, "-", `\-`).Replace(s)
}

// roffText escapes a paragraph and keeps its lines from starting with a
// control character; the lines are joined (roff fills them).
func roffText(s string) string {
	var b strings.Builder
	for _, line := range strings.Split(strings.TrimSpace(s), "\n") {
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		if line[0] == '.' || line[0] == '\'' {
			b.WriteString(`\&`)
		}
		b.WriteString(roff(line) + "\n")
	}
	return b.String()
}
