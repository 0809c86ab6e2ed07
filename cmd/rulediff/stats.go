package main

import (
	"context"
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
	run: func(ctx context.Context, args []string, stdout, stderr io.Writer) int {
		return runAudit(ctx, "stats", args, os.Stdin, stdout, stderr)
	},
}

const statsUsage = `usage: rulediff stats [flags] [PATH...]

Audits every game under the PATHs (files, directories, archives, "-" for
standard input) as 'rulediff audit' does, and prints the summary alone:
how the games ended and where their dead stones came from; per divergence
class and per pair of rulesets, the games that diverge, the winner flips
and the score differences over the games both rulesets scored that ended
by passes or were counted (--include-unfinished: all), each rate with its
denominator; the result checks; the illegal moves per ruleset. Every
figure is split by where the games' dead stones came from (markup, an
estimate, ...), one indented row per source. With no PATH, the embedded
bestiary. On a terminal the tables fit its width (--wide: whole).

PATHs that all end in .jsonl are the JSON Lines of audits (one file or
many, such as the shards of --shard I/N): stats adds up their games and
prints, byte for byte, the summary the audit of those games prints. Give
it the --rules of the audit when they were not in catalogue order.

Flags:
`
