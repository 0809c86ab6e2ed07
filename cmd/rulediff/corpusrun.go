package main

import (
	"context"
	"flag"
	"fmt"
	"iter"
	"os"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/rulediff/rulediff/corpus"
)

// corpusFlags are the flags of the commands that read a corpus (check,
// audit, stats) about the run itself: the progress line and empty inputs.
type corpusFlags struct {
	progress   autoBool
	allowEmpty bool
}

func (c *corpusFlags) define(fl *flag.FlagSet) {
	fl.Var(&c.progress, "progress", "show the progress line on standard error: files and bytes done, of the total when it can be "+
		"counted up front (directories, zip and tar archives), percentage, rate and time left "+
		"(default: on when standard error is a terminal and the report does not go to it; --progress=false never)")
	fl.BoolVar(&c.allowEmpty, "allow-empty", false, "accept a PATH that holds no SGF file (by default an error: exit 2)")
}

// autoBool is a flag that is on, off, or (not given) left to the program:
// --detail, --progress.
type autoBool struct{ set, on bool }

func (d *autoBool) String() string {
	if d == nil || !d.set {
		return "auto"
	}
	return strconv.FormatBool(d.on)
}

func (d *autoBool) Set(s string) error {
	v, err := strconv.ParseBool(s)
	if err != nil {
		return fmt.Errorf("want true or false: %w", err)
	}
	d.set, d.on = true, v
	return nil
}

func (d *autoBool) IsBoolFlag() bool { return true }

// corpusInputs are the inputs of a run, with the count of inputs each
// PATH has yielded so far (an empty directory is an error, not a pass).
type corpusInputs struct {
	seq    iter.Seq[corpus.Input]
	names  []string // the inputs as the report header names them
	paths  []string // the PATHs; none for the embedded bestiary
	counts []atomic.Int64
}

// openCorpus checks that every path exists ("-" is standard input) and
// returns the inputs: the embedded bestiary when there is no path.
func (s session) openCorpus(paths []string) (*corpusInputs, error) {
	if len(paths) == 0 {
		return &corpusInputs{seq: corpus.Bestiary(corpus.Options{}), names: []string{"bestiary (embedded)"}}, nil
	}
	for _, p := range paths {
		if p == "-" {
			continue
		}
		if _, err := os.Stat(p); err != nil {
			return nil, err
		}
	}
	in := &corpusInputs{names: paths, paths: paths, counts: make([]atomic.Int64, len(paths))}
	opt := corpus.Options{Stdin: s.stdin}
	in.seq = func(yield func(corpus.Input) bool) {
		for i, p := range paths {
			for input := range corpus.Inputs([]string{p}, opt) {
				in.counts[i].Add(1)
				if !yield(input) {
					return
				}
			}
		}
	}
	return in, nil
}

// empty returns an error naming the PATHs that yielded no input.
func (in *corpusInputs) empty() error {
	var none []string
	for i, p := range in.paths {
		if in.counts[i].Load() == 0 {
			none = append(none, p)
		}
	}
	if len(none) == 0 {
		return nil
	}
	return fmt.Errorf("no SGF file in %s (a directory is searched for .sgf files and archives); --allow-empty accepts it",
		strings.Join(none, ", "))
}

// Progress line timing: silent for the first second (a short run prints
// nothing); a terminal's line is redrawn four times a second, a log gets
// a line every five seconds.
const (
	progressDelay    = time.Second
	progressTerminal = 250 * time.Millisecond
	progressLog      = 5 * time.Second
)

// showProgress starts the progress line on standard error, as c.progress
// says: by default only when standard error is a terminal and the report
// does not go to that same terminal. The total is counted meanwhile
// (corpus.Count) and shown once known. It returns the function that
// stops the line; calling it twice is harmless.
func (s session) showProgress(ctx context.Context, c corpusFlags, o outputFlags, in *corpusInputs, p *corpus.Progress) (stop func()) {
	term := isTerminal(s.stderr)
	on := term && (o.out != "" || !isTerminal(s.stdout))
	if c.progress.set {
		on = c.progress.on
	}
	if !on {
		return func() {}
	}
	countCtx, cancel := context.WithCancel(ctx)
	counted := make(chan struct{})
	go func() {
		defer close(counted)
		if len(in.paths) > 0 {
			p.SetTotal(corpus.Count(countCtx, in.paths, corpus.Options{}))
		}
	}()
	d := corpus.Display{Label: "rulediff " + s.name, Delay: progressDelay, Every: progressTerminal}
	if term {
		d.Width = terminalWidth(s.stderr)
	} else {
		d.Lines, d.Every = true, progressLog
	}
	stopLine := p.Display(s.stderr, d)
	return func() {
		stopLine()
		cancel()
		<-counted
	}
}
