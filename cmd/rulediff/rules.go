package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"go.yaml.in/yaml/v3"

	"rulediff/reports"
	"rulediff/rules"
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
func runRules(args []string, stdout, stderr io.Writer) int {
	fl := flag.NewFlagSet("rules", flag.ContinueOnError)
	fl.SetOutput(stderr)
	format := fl.String("format", "table", "output `format`: table or yaml")
	rulesFile := fl.String("rules-file", "", "add or override rulesets with those of `FILE` (YAML)")
	fl.Usage = func() {
		fmt.Fprint(fl.Output(), rulesUsage)
		fl.PrintDefaults()
		fmt.Fprintln(fl.Output(), "\nExit status: 0 printed, 2 on usage errors, an unknown NAME or a bad rules file.")
	}
	names, err := parseInterspersed(fl, args)
	if errors.Is(err, flag.ErrHelp) {
		fl.SetOutput(stdout)
		fl.Usage()
		return exitOK
	}
	if err != nil {
		return exitUsage // the flag package has printed the error and usage
	}
	fail := func(format string, args ...any) int {
		fmt.Fprintf(stderr, "rulediff rules: "+format+"\n", args...)
		return exitUsage
	}
	if *format != "table" && *format != "yaml" {
		return fail("unknown --format %q (want table or yaml)", *format)
	}
	if len(names) > 1 {
		return fail("one NAME at most, got %d: %s", len(names), strings.Join(names, " "))
	}
	cat := rules.Default()
	if *rulesFile != "" {
		if cat, err = cat.WithFile(*rulesFile); err != nil {
			return fail("%v", err)
		}
	}
	if len(names) == 0 {
		err = printRulesets(stdout, *format, cat.Rulesets())
	} else if r, ok := cat.Lookup(names[0]); ok {
		err = printRulesets(stdout, *format, r)
	} else if res, rerr := cat.Resolve(names[0]); rerr == nil {
		err = printResolution(stdout, *format, res)
	} else {
		return fail("unknown ruleset %q; the rulesets are: %s", names[0], strings.Join(cat.Names(), ", "))
	}
	if err != nil {
		return fail("%v", err)
	}
	return exitOK
}

// printRulesets writes the catalogue ([]rules.Ruleset) or one ruleset.
func printRulesets(w io.Writer, format string, v any) error {
	if format == "yaml" {
		return writeYAML(w, v)
	}
	if r, ok := v.(rules.Ruleset); ok {
		return reports.RulesetSheet(w, reports.StyleASCII, r)
	}
	return reports.CatalogueTable(w, reports.StyleASCII, v.([]rules.Ruleset))
}

// printResolution writes what an RU value resolves to, then its parameters.
func printResolution(w io.Writer, format string, res rules.Resolution) error {
	if format == "yaml" {
		return writeYAML(w, res)
	}
	var b strings.Builder
	match := "nearest"
	if res.Exact {
		match = "exactly"
	}
	fmt.Fprintf(&b, "RU[%s] (%s): %s catalogue ruleset %s\n", res.Input, res.Via, match, res.Ruleset)
	for _, d := range res.Differences {
		fmt.Fprintf(&b, "  differs in %s\n", d)
	}
	for _, n := range res.Notes {
		fmt.Fprintf(&b, "  note: %s\n", n)
	}
	b.WriteString("\n")
	if _, err := io.WriteString(w, b.String()); err != nil {
		return err
	}
	return reports.RulesetSheet(w, reports.StyleASCII, res.Params)
}

func writeYAML(w io.Writer, v any) error {
	enc := yaml.NewEncoder(w)
	enc.SetIndent(2)
	if err := enc.Encode(v); err != nil {
		return fmt.Errorf("yaml: %w", err)
	}
	return enc.Close()
}
