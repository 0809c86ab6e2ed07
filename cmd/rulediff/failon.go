package main

import (
	"fmt"
	"strings"

	"github.com/rulediff/rulediff/compare"
	"github.com/rulediff/rulediff/reports"
	"github.com/rulediff/rulediff/rules"
)

// failOnHelp documents --fail-on; check accepts its first two words.
const (
	failOnAuditHelp = "exit 1 when the run finds one of these (comma-separated `LIST`): error (a file or game with an error), " +
		"warning, illegal (a move illegal under any ruleset judged), illegal:RULESET (under that one), " +
		"result (a count under the record's RU that differs from its RE), a divergence CLASS, or any (any divergence)"
	failOnCheckHelp = "exit 1 when the run finds one of these (comma-separated `LIST`): error (a file or game with an error), warning"
)

// failOn is --fail-on: what makes check, audit or stats exit 1 (a CI gate), and
// what the run found of it.
type failOn struct {
	errors, warnings bool
	illegal          map[string]bool // rulesets; "" for any
	result           bool
	anyDivergence    bool
	classes          map[string]bool

	found []string         // what matched, in the order first seen
	count map[string]int   // matches per entry of found
	games map[string]gameN // the last game counted per entry, to count games once
}

type gameN struct {
	source string
	game   int
}

// parseFailOn reads --fail-on. rulesets are the rulesets judged (nil for
// check, which judges none: only error and warning are accepted then).
func parseFailOn(s string, cat *rules.Catalog, rulesets []rules.Ruleset) (*failOn, error) {
	f := &failOn{illegal: map[string]bool{}, classes: map[string]bool{}, count: map[string]int{}, games: map[string]gameN{}}
	if strings.TrimSpace(s) == "" {
		return f, nil
	}
	known := map[string]bool{}
	for _, c := range compare.Classes {
		known[c] = true
	}
	audit := rulesets != nil
	for _, item := range strings.Split(s, ",") {
		item = strings.TrimSpace(item)
		word, arg, hasArg := strings.Cut(item, ":")
		switch {
		case item == "error" || item == "errors":
			f.errors = true
		case item == "warning" || item == "warnings":
			f.warnings = true
		case !audit:
			return nil, fmt.Errorf("--fail-on %q: check knows error and warning (it does not replay the games: audit judges illegal moves, results and divergences)", item)
		case item == "illegal":
			f.illegal[""] = true
		case word == "illegal" && hasArg:
			name, err := judgedRuleset(arg, cat, rulesets)
			if err != nil {
				return nil, fmt.Errorf("--fail-on %q: %w", item, err)
			}
			f.illegal[name] = true
		case item == "result" || item == "results":
			f.result = true
		case item == "any":
			f.anyDivergence = true
		case known[item]:
			f.classes[item] = true
		default:
			return nil, fmt.Errorf("--fail-on: unknown %q (want error, warning, illegal, illegal:RULESET, result, any or a class: %s)",
				item, strings.Join(compare.Classes, ", "))
		}
	}
	return f, nil
}

// judgedRuleset resolves a name or alias to one of the rulesets judged.
func judgedRuleset(name string, cat *rules.Catalog, judged []rules.Ruleset) (string, error) {
	r, ok := cat.Lookup(name)
	if !ok {
		return "", fmt.Errorf("unknown ruleset %q (the rulesets are: %s)", name, strings.Join(cat.Names(), ", "))
	}
	for _, j := range judged {
		if j.Name == r.Name {
			return r.Name, nil
		}
	}
	return "", fmt.Errorf("%s is not among the rulesets judged (--rules)", r.Name)
}

// active tells whether any condition was asked for.
func (f *failOn) active() bool {
	return f.errors || f.warnings || len(f.illegal) > 0 || f.result || f.anyDivergence || len(f.classes) > 0
}

// see counts what g holds of the conditions, once per game and condition.
func (f *failOn) see(g reports.Game) {
	if f.errors && g.Game == 0 {
		f.match(g, "that yield no game")
	} else if f.errors && len(g.Errors) > 0 {
		f.match(g, "with errors")
	}
	if f.warnings && len(g.Warnings) > 0 {
		f.match(g, "with warnings")
	}
	if len(f.illegal) > 0 {
		// Else the loop would match nothing: the walk of the verdict
		// map, most of see's time, is spared.
		for name, v := range g.Verdicts {
			if v != nil && len(v.Illegal) > 0 && (f.illegal[""] || f.illegal[name]) {
				if f.illegal[name] {
					f.match(g, "with a move illegal under "+name)
				} else {
					f.match(g, "with an illegal move")
				}
			}
		}
	}
	if f.result && g.ResultCheck != nil && !g.ResultCheck.Agrees {
		f.match(g, "whose count differs from RE")
	}
	for _, d := range g.Divergences {
		if f.classes[d.Class] {
			f.match(g, "with a "+d.Class+" divergence")
		} else if f.anyDivergence {
			f.match(g, "with a divergence")
		}
	}
}

func (f *failOn) match(g reports.Game, what string) {
	here := gameN{g.Source, g.Game}
	if last, ok := f.games[what]; ok && last == here {
		return
	}
	f.games[what] = here
	if f.count[what] == 0 {
		f.found = append(f.found, what)
	}
	f.count[what]++
}

// failed returns the message and true when something matched: "--fail-on:
// 19 games with errors, 2 games with a move illegal under japanese".
func (f *failOn) failed() (string, bool) {
	if len(f.found) == 0 {
		return "", false
	}
	parts := make([]string, len(f.found))
	for i, what := range f.found {
		n := f.count[what]
		noun := "games"
		switch {
		case what == "that yield no game" && n == 1:
			noun, what = "file", "that yields no game"
		case what == "that yield no game":
			noun = "files"
		case n == 1:
			noun = "game"
		}
		parts[i] = fmt.Sprintf("%d %s %s", n, noun, what)
	}
	return "--fail-on: " + strings.Join(parts, ", "), true
}
