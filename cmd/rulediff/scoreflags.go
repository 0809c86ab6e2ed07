package main

import "flag"

// scoreFlagNames are the flags audit and score share that change a
// game's count: the rulesets, their komi, the dead stones.
var scoreFlagNames = map[string]bool{"rules": true, "rules-file": true, "komi": true, "dead": true, "assume-komi": true}

// scoreFlags are the flags of fl set on the command line that change a
// game's count, as arguments (name, value), in the flag package's order
// (by name): the audit's HTML page writes them into its `rulediff score`
// hints, so that the page they name counts the game as the audit did.
func scoreFlags(fl *flag.FlagSet) []string {
	var args []string
	fl.Visit(func(f *flag.Flag) {
		if scoreFlagNames[f.Name] {
			args = append(args, "--"+f.Name, f.Value.String())
		}
	})
	return args
}
