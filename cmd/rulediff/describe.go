package main

import (
	"context"
	"flag"
	"io"
	"slices"
	"strings"

	"github.com/rulediff/rulediff/compare"
	"github.com/rulediff/rulediff/reports"
	"github.com/rulediff/rulediff/rules"
)

// The shell completions and the man page are generated from the commands'
// own flag sets, never written a second time: describe runs a command in a
// session that only describes it (session.flagSet hands the flag set over
// and session.parse stops there).

// commandSpec is what a command says about itself: its usage text and
// its flags.
type commandSpec struct {
	name, summary        string
	synopsis, exitStatus string
	flags                *flag.FlagSet
}

type describeKey struct{}

// describing returns the spec a describing session fills, or nil for a
// real run.
func describing(ctx context.Context) *commandSpec {
	if ctx == nil {
		return nil
	}
	d, _ := ctx.Value(describeKey{}).(*commandSpec)
	return d
}

// describe returns c's usage text and flags.
func describe(c command) commandSpec {
	spec := &commandSpec{name: c.name, summary: c.summary}
	ctx := context.WithValue(context.Background(), describeKey{}, spec)
	c.run(ctx, nil, io.Discard, io.Discard)
	return *spec
}

// flagInfo is one flag as completions and the man page show it.
type flagInfo struct {
	name    string   // without dashes
	arg     string   // the value's name ("" for a boolean flag)
	usage   string   // the help text, the value's name unquoted
	def     string   // the default, "" when there is none worth saying
	choices []string // the values it takes, when they are a short list
	file    bool     // the value is a file name
}

// dashed is the flag as the help writes it: -o and -j, --format.
func (f flagInfo) dashed() string {
	if len(f.name) == 1 {
		return "-" + f.name
	}
	return "--" + f.name
}

// flags lists the spec's flags in name order.
func (s commandSpec) flagList() []flagInfo {
	if s.flags == nil {
		return nil
	}
	var out []flagInfo
	s.flags.VisitAll(func(fl *flag.Flag) {
		arg, usage := flag.UnquoteUsage(fl)
		info := flagInfo{name: fl.Name, arg: arg, usage: usage}
		if b, ok := fl.Value.(interface{ IsBoolFlag() bool }); ok && b.IsBoolFlag() {
			info.arg = ""
			info.choices = []string{"true", "false"}
		}
		if d := fl.DefValue; d != "" && d != "false" && d != "0" && d != "auto" || fl.Name == "j" {
			info.def = d
		}
		if fl.Name == "j" {
			info.def = "the number of cores"
		}
		if c, ok := flagChoices[fl.Name]; ok {
			info.choices = c(s.name)
		}
		info.file = fl.Name == "o" || fl.Name == "rules-file" || fl.Name == "dead"
		out = append(out, info)
	})
	return out
}

// flagChoices are the values of the flags that take a word from a list,
// by flag name and command.
var flagChoices = map[string]func(cmd string) []string{
	"format": func(cmd string) []string {
		switch cmd {
		case "rules":
			return []string{"table", "yaml"}
		case "check": // no HTML page for check
			return slices.DeleteFunc(reportFormats(), func(f string) bool { return f == "html" })
		}
		return reportFormats()
	},
	"komi": func(string) []string { return []string{string(compare.KomiRecord), string(compare.KomiRules)} },
	"dead": func(string) []string {
		return []string{string(compare.DeadAuto), string(compare.DeadMarkup), string(compare.DeadEstimate), string(compare.DeadNone)}
	},
	"rules": func(string) []string { return append([]string{"all"}, rulesetNames(rules.Default().Rulesets())...) },
	"fail-on": func(cmd string) []string {
		if cmd == "check" {
			return []string{"error", "warning"}
		}
		return append([]string{"error", "warning", "illegal", "result", "any"}, compare.Classes...)
	},
}

// reportFormats are the formats the report writers accept.
func reportFormats() []string {
	var out []string
	for _, f := range []string{"table", "markdown", "yaml", "jsonl", "html"} {
		if reports.CheckFormat(f) == nil {
			out = append(out, f)
		}
	}
	return out
}

// specs describes every command, in the help's order.
func specs() []commandSpec {
	out := make([]commandSpec, len(commands))
	for i, c := range commands {
		out[i] = describe(c)
	}
	return out
}

// description is the usage text between the usage line and "Flags:".
func (s commandSpec) description() (usageLine, text string) {
	body, _, _ := strings.Cut(s.synopsis, "\nFlags:")
	usageLine, text, _ = strings.Cut(strings.TrimSpace(body), "\n")
	return strings.TrimPrefix(usageLine, "usage: "), strings.TrimSpace(text)
}
