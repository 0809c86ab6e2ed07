package main

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/rulediff/rulediff/reports"
	"github.com/rulediff/rulediff/rules"
)

var rulesCommand = command{
	name:    "rules",
	summary: "print the ruleset catalogue, or one ruleset with its parameters and source",
	run:     runRules,
}

const rulesUsage = `usage: rulediff rules [flags] [NAME]

Without NAME, prints the catalogue of rulesets: one row per ruleset with its
parameters. With NAME (a ruleset's name or alias, any case), prints that
ruleset: parameters, aliases, source, notes and other readings. NAME may
also be an SGF RU value such as a KataGo rules string
(koPOSITIONALscoreAREAtaxNONEsui1): it prints what the value resolves to.
The yaml format is a valid --rules-file.

Flags:
`

// runRules is `rulediff rules`: flags and wiring only.
func runRules(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	s := session{name: "rules", ctx: ctx, stdout: stdout, stderr: stderr}
	fl, showVersion := s.flagSet(rulesUsage, "0 printed, 2 on usage errors, an unknown NAME or a bad rules file.")
	format := fl.String("format", "table", "output `format`: table or yaml")
	rulesFile := fl.String("rules-file", "", "add or override rulesets with those of `FILE` (YAML)")
	names, code, done := s.parse(fl, showVersion, args)
	if done {
		return code
	}
	if *format != "table" && *format != "yaml" {
		return s.fail(fmt.Errorf("unknown --format %q (want table or yaml)", *format))
	}
	if len(names) > 1 {
		return s.fail(fmt.Errorf("one NAME at most, got %d: %s", len(names), strings.Join(names, " ")))
	}
	cat := rules.Default()
	if *rulesFile != "" {
		var err error
		if cat, err = cat.WithFile(*rulesFile); err != nil {
			return s.fail(err)
		}
	}
	yaml := *format == "yaml"
	var err error
	switch {
	case len(names) == 0 && yaml:
		err = reports.WriteYAML(stdout, cat.Rulesets())
	case len(names) == 0:
		err = reports.CatalogueTable(stdout, reports.StyleASCII, cat.Rulesets())
	default:
		r, ok := cat.Lookup(names[0])
		res, rerr := cat.Resolve(names[0])
		switch {
		case ok && yaml:
			err = reports.WriteYAML(stdout, r)
		case ok:
			err = reports.RulesetSheet(stdout, reports.StyleASCII, r)
		case rerr != nil:
			return s.fail(unknownRules(names[0], cat))
		case yaml:
			err = reports.WriteYAML(stdout, res)
		default:
			err = reports.ResolutionSheet(stdout, reports.StyleASCII, res)
		}
	}
	if err != nil {
		return s.fail(err)
	}
	return exitOK
}

// servers are go servers whose name users write for their rules: a
// server offers several rule sets and names the one of each game in its
// records (KGS's help page on its rule sets).
var servers = map[string]string{
	"kgs": "KGS offers Japanese, Chinese, AGA and New Zealand rules, and its records say which: RU[Japanese], RU[Chinese], RU[AGA], RU[NZ]",
}

// unknownRules says that name is no ruleset, alias, variant or KataGo
// rules string, with a hint when it names a server.
func unknownRules(name string, cat *rules.Catalog) error {
	hint := ""
	if h, ok := servers[strings.ToLower(strings.TrimSpace(name))]; ok {
		hint = " (" + name + " is a server, not a ruleset: " + h + ")"
	}
	return fmt.Errorf("unknown ruleset %q%s: not a name or alias of the catalogue, a rules variant or a KataGo rules string; the rulesets are: %s",
		name, hint, strings.Join(cat.Names(), ", "))
}
