// Command rulediff audits Go (Baduk, Weiqi) game records in SGF under every
// ruleset at once. This package is the command line only: flags, wiring and
// exit codes; the work is done by corpus, sgfio, compare, rules and reports.
//
// Files: main.go (the commands), session.go (flags, the corpus run),
// one file per command (audit.go, stats.go, score.go, check.go, rules.go),
// output.go (-o written atomically), signals.go (SIGINT and SIGTERM),
// corpusrun.go (inputs, empty PATHs, the progress line), failon.go
// (--fail-on), deadflag.go (--dead), terminal_*.go (the terminal's
// width), describe.go, completion.go and man.go (generated from the flags).
package main

import (
	"context"
	"fmt"
	"io"
	"os"
)

// version is set at build time with -ldflags "-X main.version=…".
var version = "0.1.0-dev"

// Exit codes shared by every subcommand. A run stopped by a signal exits
// with 128 + the signal's number, as shells report it: 130 for SIGINT
// (Ctrl-C), 143 for SIGTERM (signals.go).
const (
	exitOK       = 0 // the run completed
	exitFindings = 1 // --fail-on matched
	exitUsage    = 2 // bad usage, an I/O failure, or an input that yields no file
)

// A command is one subcommand: its name, a one-line summary for the help
// text, and the function that runs it with the arguments after its name.
// ctx ends when the user interrupts the run (signals.go).
type command struct {
	name    string
	summary string
	run     func(ctx context.Context, args []string, stdout, stderr io.Writer) int
}

// commands is the one list of subcommands, in the order the help shows them.
var commands = []command{
	checkCommand,
	rulesCommand,
	auditCommand,
	statsCommand,
	scoreCommand,
}

// The commands that describe the others are added here: a list that
// holds them directly would refer to itself.
func init() {
	commands = append(commands, completionCommand, manCommand)
}

func main() {
	ctx, stop := interruptible(context.Background())
	code := runContext(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}

// run is the command line without signal handling (the tests' entry).
func run(args []string, stdout, stderr io.Writer) int {
	return runContext(context.Background(), args, stdout, stderr)
}

func runContext(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		usage(stderr)
		return exitUsage
	}
	switch args[0] {
	case "-h", "-help", "--help", "help":
		usage(stdout)
		return exitOK
	case "-version", "--version", "version":
		fmt.Fprintf(stdout, "rulediff %s\n", version)
		return exitOK
	}
	for _, c := range commands {
		if c.name == args[0] {
			return c.run(ctx, args[1:], stdout, stderr)
		}
	}
	fmt.Fprintf(stderr, "rulediff: unknown command %q\n\n", args[0])
	usage(stderr)
	return exitUsage
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: rulediff COMMAND [flags] [PATH...]")
	fmt.Fprintln(w, "\nCommands:")
	width := 0
	for _, c := range commands {
		width = max(width, len(c.name))
	}
	for _, c := range commands {
		fmt.Fprintf(w, "  %-*s  %s\n", width, c.name, c.summary)
	}
	fmt.Fprintln(w, "\nRun 'rulediff COMMAND --help' for a command's flags.")
	fmt.Fprintln(w, "Exit status: 0 run completed, 1 --fail-on matched, 2 usage or I/O error or no input file,")
	fmt.Fprintln(w, "130 interrupted (SIGINT, Ctrl-C), 143 terminated (SIGTERM); -o FILE is then left as it was.")
}
