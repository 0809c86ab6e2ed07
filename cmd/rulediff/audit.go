package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/rulediff/rulediff/compare"
	"github.com/rulediff/rulediff/corpus"
	"github.com/rulediff/rulediff/reports"
	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/sgfio"
)

var auditCommand = command{
	name:    "audit",
	summary: "replay every game under every ruleset and report the divergences",
	run: func(ctx context.Context, args []string, stdout, stderr io.Writer) int {
		return runAudit(ctx, "audit", args, os.Stdin, stdout, stderr)
	},
}

const auditUsage = `usage: rulediff audit [flags] [PATH...]

Replays every game under the PATHs (files, directories, archives, "-" for
standard input) once under every selected ruleset, scores it, and reports
the divergences between rulesets (legality, end, score) with their class:
in table and markdown format, one row per divergence and the summary;
--detail adds each game's verdicts, explanations and board diagrams (the
default when the run holds one game). With no PATH, audits the embedded
bestiary. 'stats' prints the summary alone.

Flags:
`

// rulesFlags choose the rulesets and the komi (audit, stats, score).
type rulesFlags struct {
	rules, rulesFile, komi string
}

func (f *rulesFlags) define(fl *flag.FlagSet) {
	fl.StringVar(&f.rules, "rules", "all", "comma-separated `LIST` of rulesets to judge (names, aliases or KataGo rules strings)")
	fl.StringVar(&f.rulesFile, "rules-file", "", "add or override rulesets from a YAML `FILE`")
	fl.StringVar(&f.komi, "komi", "record", "komi `mode`: record (each record's KM), rules (each ruleset's default) or a number (every game)")
}

// options builds the compare options: an error when a value is wrong.
func (f *rulesFlags) options() (compare.Options, error) {
	cat := rules.Default()
	if f.rulesFile != "" {
		c, err := cat.WithFile(f.rulesFile)
		if err != nil {
			return compare.Options{}, err
		}
		cat = c
	}
	rs, err := compare.SelectRulesets(cat, compare.SplitRules(f.rules))
	if err != nil {
		return compare.Options{}, err
	}
	km, err := compare.ParseKomiMode(f.komi)
	if err != nil {
		return compare.Options{}, err
	}
	return compare.Options{Rulesets: rs, Catalog: cat, Komi: km}, nil
}

// runAudit is `rulediff audit` and `rulediff stats`: flags and wiring only.
func runAudit(ctx context.Context, name string, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	s := session{name: name, ctx: ctx, stdin: stdin, stdout: stdout, stderr: stderr}
	usage := auditUsage
	if name == "stats" {
		usage = statsUsage
	}
	fl, showVersion := s.flagSet(usage, "0 when the run completed, 1 when --fail-on matched, 2 on usage or I/O errors "+
		"or a PATH without SGF file, 130/143 when interrupted (SIGINT/SIGTERM).")
	var rf rulesFlags
	var o outputFlags
	var c corpusFlags
	rf.define(fl)
	o.define(fl, "`N` games audited in parallel (the output does not depend on it)")
	o.defineWide(fl)
	c.define(fl)
	dead := fl.String("dead", "auto", deadHelp)
	failOnFlag := fl.String("fail-on", "", failOnAuditHelp)
	var list *bool
	var detail autoBool
	allGames := new(bool)
	if name == "audit" {
		list = fl.Bool("list", false, "list the bestiary records and what each shows")
		fl.Var(&detail, "detail", "table and markdown: each game's verdicts, explanations, score terms and diagrams before the divergence table (default: on when the run holds exactly one game)")
		fl.BoolVar(allGames, "all-games", false, "html, and table or markdown with --detail: a section for every game, not only those with a divergence")
	}
	var sf statsFlags
	sf.define(fl)
	paths, code, done := s.parse(fl, showVersion, args)
	if done {
		return code
	}
	if list != nil && *list {
		return s.listBestiary()
	}
	opts, err := rf.options()
	if err != nil {
		return s.fail(err)
	}
	deadMode, err := setDead(*dead, &opts)
	if err != nil {
		return s.fail(err)
	}
	failOn, err := parseFailOn(*failOnFlag, opts.Catalog, opts.Rulesets)
	if err != nil {
		return s.fail(err)
	}
	wopts := reports.AuditOptions{Tool: "rulediff " + version, Rulesets: rulesetNames(opts.Rulesets),
		Komi: string(opts.Komi), Dead: deadMode, SummaryOnly: name == "stats", Unicode: o.unicode(stdout),
		Detail: detailMode(detail), OnlyDiverging: !*allGames, Bestiary: len(paths) == 0, Width: o.width(stdout),
		ScoreFlags: scoreFlags(fl)}
	if err := sf.apply(&opts, &wopts); err != nil {
		return s.fail(err)
	}
	shard, shards, err := parseShard(sf.shard)
	if err != nil {
		return s.fail(err)
	}
	if fromReports, err := reportPaths(paths); err != nil || fromReports {
		if err == nil && name != "stats" {
			err = fmt.Errorf("%s reads SGF corpora; rulediff stats reads the JSON Lines of audits", name)
		}
		if err == nil {
			wopts.Inputs, wopts.Komi, wopts.Dead = paths, "as in the reports", "as in the reports"
			err = s.statsFromReports(paths, o, wopts)
		}
		if err != nil {
			return s.fail(err)
		}
		return exitOK
	}
	if err := checkJobs(o.jobs); err != nil {
		return s.fail(err)
	}
	auditors, err := newAuditorPool(opts, o.jobs)
	if err != nil {
		return s.fail(err)
	}
	auditors.final = reports.WantsFinal(o.format, wopts)
	auditors.reuse = reports.ReusesEntries(o.format, wopts)
	in, err := s.openCorpus(paths)
	if err != nil {
		return s.fail(err)
	}
	in.seq, wopts.Inputs = shardOf(in.seq, shard, shards), in.names
	newWriter := func(w io.Writer) (gameWriter, error) { return reports.NewAuditWriter(w, o.format, wopts) }
	if err := s.writeCorpus(o, c, in, auditors.auditFile, newWriter, failOn.see); err != nil {
		return s.fail(err)
	}
	if msg, failed := failOn.failed(); failed {
		fmt.Fprintf(stderr, "rulediff %s: %s\n", name, msg)
		return exitFindings
	}
	return exitOK
}

// detailMode is --detail for the report writer.
func detailMode(d autoBool) reports.DetailMode {
	switch {
	case !d.set:
		return reports.DetailAuto
	case d.on:
		return reports.DetailOn
	}
	return reports.DetailOff
}

func rulesetNames(rs []rules.Ruleset) []string {
	out := make([]string, len(rs))
	for i, r := range rs {
		out[i] = r.Name
	}
	return out
}

// listBestiary is `rulediff audit --list`.
func (s session) listBestiary() int {
	recs, err := corpus.BestiaryRecords()
	if err != nil {
		return s.fail(err)
	}
	for _, r := range recs {
		fmt.Fprintf(s.stdout, "%-34s %s\n", r.Name, clip(r.Shows, listWidth))
	}
	return exitOK
}

// listWidth is how much of a record's description `audit --list` shows:
// one line on a wide terminal; the record's C[] has the rest.
const listWidth = 110

// clip shortens s to at most n runes, at a word boundary, marking the cut
// with "…".
func clip(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	cut := n - 1
	for i := cut; i > n/2; i-- {
		if r[i] == ' ' {
			cut = i
			break
		}
	}
	return strings.TrimRight(string(r[:cut]), " ,;:") + "…"
}

// auditorPool hands each running worker an auditor of its own: a worker
// takes one for a file and gives it back, so there are never many more
// auditors than workers and each is reused across games.
type auditorPool struct {
	opts  compare.Options
	free  chan *fileAuditor
	final bool // the writer wants each game's final boards (reports.AddFinal)
	reuse bool // the writer gives entries back (reports.FromAuditReused)
}

// fileAuditor is an auditor with what auditFile's callback needs: the
// callback is made once with it (a closure made for each file was two
// allocations a file), and reads the file's source and emit from it.
type fileAuditor struct {
	a      *compare.Auditor
	p      *auditorPool
	source string
	emit   func(reports.Game) bool
	games  int
	each   func(*sgfio.Game, sgfio.Diagnostics) bool // f.game
}

func (p *auditorPool) newFileAuditor() (*fileAuditor, error) {
	a, err := compare.NewAuditor(p.opts)
	if err != nil {
		return nil, err
	}
	f := &fileAuditor{a: a, p: p}
	f.each = f.game
	return f, nil
}

// newAuditorPool checks the options by making the first auditor.
func newAuditorPool(opts compare.Options, workers int) (*auditorPool, error) {
	p := &auditorPool{opts: opts, free: make(chan *fileAuditor, max(workers, 1)+1)}
	f, err := p.newFileAuditor()
	if err != nil {
		return nil, err
	}
	p.free <- f
	return p, nil
}

func (p *auditorPool) get() (*fileAuditor, error) {
	select {
	case f := <-p.free:
		return f, nil
	default:
		return p.newFileAuditor()
	}
}

func (p *auditorPool) put(f *fileAuditor) {
	f.source, f.emit = "", nil // nothing of the file kept
	select {
	case p.free <- f:
	default:
	}
}

// auditFile audits one input on the worker pool, its games emitted one
// at a time: a file that cannot be read or parsed is one entry with game
// 0 and the reason.
func (p *auditorPool) auditFile(in corpus.Input, emit func(reports.Game) bool) {
	f, err := p.get()
	if err != nil {
		emit(reports.FromError(in.Source, err))
		return
	}
	defer p.put(f)
	f.source, f.emit, f.games = in.Source, emit, 0
	c, err := corpus.ParseGames(in, sgfio.Options{MainLine: true}, f.each)
	switch {
	case err != nil:
		emit(reports.FromError(in.Source, err))
	case f.games == 0:
		emit(reports.FromCollection(in.Source, c)[0])
	}
}

// game audits one game of the file and emits its entry.
func (f *fileAuditor) game(rec *sgfio.Game, fileDiags sgfio.Diagnostics) bool {
	f.games++
	// The report copies what it takes: the auditor may then reuse the
	// game's memory for the next one.
	g := f.a.Audit(f.source, rec)
	var r reports.Game
	if f.p.reuse {
		r = reports.FromAuditReused(g, fileDiags) // the writer's once emitted: writeCorpus reads it before Add
	} else {
		r = reports.FromAudit(g, fileDiags)
	}
	if f.p.final {
		reports.AddFinal(&r, g)
	}
	more := f.emit(r)
	f.a.Recycle(g)
	return more
}
