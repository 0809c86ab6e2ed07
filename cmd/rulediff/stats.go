package main

import (
	"io"
	"os"
)

// statsCommand is `rulediff stats PATH...`: the audit pipeline with the
// summary alone (per class and per pair of rulesets: games diverging,
// winner flips, score differences, illegal moves). Flags and wiring are
// runAudit's (audit.go).
var statsCommand = command{
	name:    "stats",
	summary: "rules-difference statistics of a corpus (the audit's summary alone)",
	run: func(args []string, stdout, stderr io.Writer) int {
		return runAudit("stats", args, os.Stdin, stdout, stderr)
	},
}
