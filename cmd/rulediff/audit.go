package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"
	"sync"
	"time"

	"rulediff/compare"
	"rulediff/corpus"
	"rulediff/reports"
	"rulediff/rules"
	"rulediff/sgfio"
)

var auditCommand = command{
	name:    "audit",
	summary: "replay every game under every ruleset and report the divergences",
	run: func(args []string, stdout, stderr io.Writer) int {
		return runAudit("audit", args, os.Stdin, stdout, stderr)
	},
}

const auditUsage = `usage: rulediff %s [flags] [PATH...]

Replays every game under the PATHs (files, directories, archives, "-" for
standard input) once under every selected ruleset, scores it, and reports
each ruleset's verdict and the divergences between them (legality, end,
score) with their class. With no PATH, audits the embedded bestiary.
'stats' prints the summary alone.

Flags:
`

// auditFlags are the flags audit, stats and score share.
type auditFlags struct {
	rules, rulesFile, format, out, komi, dead, failOn string
	jobs                                              int
	list, version                                     bool
}

func (f *auditFlags) define(fl *flag.FlagSet, audit bool) {
	fl.StringVar(&f.rules, "rules", "all", "comma-separated `LIST` of rulesets to judge (names or aliases)")
	fl.StringVar(&f.rulesFile, "rules-file", "", "add or override rulesets from a YAML `FILE`")
	fl.StringVar(&f.format, "format", "table", "output `format`: table, markdown, yaml or jsonl")
	fl.StringVar(&f.out, "o", "", "write the report to `FILE` instead of standard output")
	fl.StringVar(&f.komi, "komi", "record", "komi `mode`: record (each record's KM) or rules (each ruleset's default)")
	fl.BoolVar(&f.version, "version", false, "print the version and exit")
	if audit {
		fl.StringVar(&f.dead, "dead", "auto", "dead stones: markup, estimate, none, or auto (markup where the record has TB/TW, estimate otherwise)")
		fl.IntVar(&f.jobs, "j", runtime.GOMAXPROCS(0), "`N` games audited in parallel (the output does not depend on it)")
		fl.StringVar(&f.failOn, "fail-on", "", "exit 1 when a divergence of one of these `CLASS`es (comma-separated; 'any' for all) is found")
		fl.BoolVar(&f.list, "list", false, "list the bestiary records and what each shows")
	}
}

// options builds the compare options from the flags: a usage error when a
// value is wrong.
func (f *auditFlags) options() (compare.Options, *rules.Catalog, error) {
	cat := rules.Default()
	if f.rulesFile != "" {
		c, err := cat.WithFile(f.rulesFile)
		if err != nil {
			return compare.Options{}, nil, err
		}
		cat = c
	}
	var names []string
	for _, n := range strings.Split(f.rules, ",") {
		if n = strings.TrimSpace(n); n != "" {
			names = append(names, n)
		}
	}
	rs, err := compare.SelectRulesets(cat, names)
	if err != nil {
		return compare.Options{}, nil, err
	}
	km, err := compare.ParseKomiMode(f.komi)
	if err != nil {
		return compare.Options{}, nil, err
	}
	opts := compare.Options{Rulesets: rs, Catalog: cat, Komi: km}
	if f.dead != "" {
		if opts.Dead, err = compare.ParseDeadMode(f.dead); err != nil {
			return compare.Options{}, nil, err
		}
	}
	return opts, cat, nil
}

func rulesetNames(rs []rules.Ruleset) []string {
	out := make([]string, len(rs))
	for i, r := range rs {
		out[i] = r.Name
	}
	return out
}

// parseFailOn reads --fail-on: RULES.md §8 classes, or "any".
func parseFailOn(s string) (map[string]bool, error) {
	if s == "" {
		return nil, nil
	}
	known := map[string]bool{"any": true}
	for _, c := range compare.Classes {
		known[c] = true
	}
	out := map[string]bool{}
	for _, c := range strings.Split(s, ",") {
		c = strings.TrimSpace(c)
		if !known[c] {
			return nil, fmt.Errorf("--fail-on: unknown class %q (want any or one of %s)", c, strings.Join(compare.Classes, ", "))
		}
		out[c] = true
	}
	return out, nil
}

// runAudit is `rulediff audit` and `rulediff stats`: flags and wiring only.
func runAudit(name string, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fl := flag.NewFlagSet(name, flag.ContinueOnError)
	fl.SetOutput(stderr)
	var f auditFlags
	f.define(fl, true)
	fl.Usage = func() {
		fmt.Fprintf(fl.Output(), auditUsage, name)
		fl.PrintDefaults()
		fmt.Fprintln(fl.Output(), "\nExit status: 0 when the run completed, 1 when --fail-on matched, 2 on usage or I/O errors.")
	}
	paths, err := parseInterspersed(fl, args)
	if errors.Is(err, flag.ErrHelp) {
		fl.SetOutput(stdout)
		fl.Usage()
		return exitOK
	}
	if err != nil {
		return exitUsage
	}
	fail := func(err error) int {
		fmt.Fprintf(stderr, "rulediff %s: %v\n", name, err)
		return exitUsage
	}
	if f.version {
		fmt.Fprintf(stdout, "rulediff %s\n", version)
		return exitOK
	}
	if f.list {
		if err := writeBestiaryList(stdout); err != nil {
			return fail(err)
		}
		return exitOK
	}
	if f.jobs < 1 {
		return fail(fmt.Errorf("-j %d: need at least 1 worker", f.jobs))
	}
	opts, _, err := f.options()
	if err != nil {
		return fail(err)
	}
	failOn, err := parseFailOn(f.failOn)
	if err != nil {
		return fail(err)
	}
	for _, p := range paths {
		if p == "-" {
			continue
		}
		if _, err := os.Stat(p); err != nil {
			return fail(err)
		}
	}
	wopts := reports.AuditOptions{Tool: "rulediff " + version, Inputs: paths, Rulesets: rulesetNames(opts.Rulesets),
		Komi: string(opts.Komi), Dead: string(opts.Dead), SummaryOnly: name == "stats",
		Unicode: f.out == "" && isTerminal(stdout)}
	inputs := corpus.Inputs(paths, corpus.Options{Stdin: stdin})
	if len(paths) == 0 {
		wopts.Inputs = []string{"bestiary (embedded)"}
		inputs = corpus.Bestiary(corpus.Options{})
	}
	if _, err := reports.NewAuditWriter(io.Discard, f.format, wopts); err != nil {
		return fail(err)
	}
	if _, err := compare.NewAuditor(opts); err != nil {
		return fail(err)
	}
	out, closeOut, err := openOutput(f.out, stdout)
	if err != nil {
		return fail(err)
	}
	aw, err := reports.NewAuditWriter(out, f.format, wopts)
	if err != nil {
		closeOut()
		return fail(err)
	}

	var progress corpus.Progress
	if isTerminal(stderr) && (f.out != "" || !isTerminal(stdout)) {
		defer showProgressLater(&progress, stderr, "rulediff "+name)()
	}
	found := false
	pool := corpus.Pool{Workers: f.jobs, Progress: &progress}
	auditors := newAuditorPool(opts, f.jobs)
	for games := range corpus.Map(context.Background(), pool, inputs, auditors.auditFile) {
		for i := range games {
			if failOn != nil && !found {
				for _, d := range games[i].Divergences {
					if failOn["any"] || failOn[d.Class] {
						found = true
					}
				}
			}
			if err = aw.Add(games[i]); err != nil {
				break
			}
		}
		if err != nil {
			break
		}
	}
	if err == nil {
		err = aw.Close()
	}
	if cerr := closeOut(); err == nil {
		err = cerr
	}
	if err != nil {
		return fail(err)
	}
	if found {
		return exitFindings
	}
	return exitOK
}

// auditorPool hands each running worker an auditor of its own: a worker
// takes one for a file and gives it back, so there are never more auditors
// than workers and each is reused across games.
type auditorPool struct {
	opts compare.Options
	free chan *compare.Auditor
}

func newAuditorPool(opts compare.Options, n int) *auditorPool {
	return &auditorPool{opts: opts, free: make(chan *compare.Auditor, n+1)}
}

func (p *auditorPool) get() *compare.Auditor {
	select {
	case a := <-p.free:
		return a
	default:
		a, err := compare.NewAuditor(p.opts)
		if err != nil {
			panic(err) // the options were checked before the run
		}
		return a
	}
}

func (p *auditorPool) put(a *compare.Auditor) {
	select {
	case p.free <- a:
	default:
	}
}

// auditFile audits one input on the worker pool: a file that cannot be
// read or parsed is one entry with game 0 and the reason.
func (p *auditorPool) auditFile(in corpus.Input) []reports.Game {
	c, err := corpus.Parse(in, sgfio.Options{MainLine: true})
	if err != nil {
		return []reports.Game{reports.FromError(in.Source, err)}
	}
	if len(c.Games) == 0 {
		return reports.FromCollection(in.Source, c)
	}
	a := p.get()
	defer p.put(a)
	out := make([]reports.Game, len(c.Games))
	for i, rec := range c.Games {
		out[i] = reports.FromCompare(a.Audit(in.Source, rec))
	}
	// File-level diagnostics (a BOM, junk before "(;") go with the first
	// game, as in the check view.
	var ws, es []reports.Diagnostic
	for _, d := range c.Diags {
		x := reports.Diagnostic{Message: d.Msg, Line: d.Pos.Line, Col: d.Pos.Col}
		if d.Severity == sgfio.Error {
			es = append(es, x)
		} else {
			ws = append(ws, x)
		}
	}
	out[0].Warnings = append(ws, out[0].Warnings...)
	out[0].Errors = append(es, out[0].Errors...)
	return out
}

// showProgressLater shows the progress line only when the run lasts more
// than a second: short runs print nothing.
func showProgressLater(p *corpus.Progress, w io.Writer, label string) (stop func()) {
	var mu sync.Mutex
	var stopShow func()
	done := false
	t := time.AfterFunc(time.Second, func() {
		mu.Lock()
		defer mu.Unlock()
		if !done {
			stopShow = p.Show(w, label, 250*time.Millisecond)
		}
	})
	return func() {
		t.Stop()
		mu.Lock()
		defer mu.Unlock()
		done = true
		if stopShow != nil {
			stopShow()
		}
	}
}

// writeBestiaryList names the embedded records and what each shows: the
// first sentence of the root comment (C[]).
func writeBestiaryList(w io.Writer) error {
	for in := range corpus.Bestiary(corpus.Options{}) {
		c, err := corpus.Parse(in, sgfio.Options{}) // the tree: its root comment
		if err != nil {
			return fmt.Errorf("%s: %w", in.Source, err)
		}
		shows := ""
		if len(c.Games) > 0 && c.Games[0].Root != nil {
			shows = firstSentence(c.Games[0].Root.Value("C"))
		}
		name := strings.TrimSuffix(strings.TrimPrefix(in.Source, "bestiary/"), ".sgf")
		if _, err := fmt.Fprintf(w, "%-34s %s\n", name, shows); err != nil {
			return err
		}
	}
	return nil
}

func firstSentence(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if i := strings.Index(s, ". "); i >= 0 {
		s = s[:i+1]
	}
	return s
}
