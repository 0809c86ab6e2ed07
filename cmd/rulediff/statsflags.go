package main

import (
	"flag"
	"fmt"
	"io"
	"iter"
	"os"
	"strconv"
	"strings"

	"github.com/rulediff/rulediff/compare"
	"github.com/rulediff/rulediff/corpus"
	"github.com/rulediff/rulediff/reports"
)

// statsFlags are the flags of audit and stats for statistics of real
// corpora: the games the comparisons take, the komi assumed where a
// record's KM[0] is contradicted by its result, and the shard of the
// corpus this run audits.
type statsFlags struct {
	includeUnfinished bool
	assumeKomi        string
	shard             string
}

func (f *statsFlags) define(fl *flag.FlagSet) {
	fl.BoolVar(&f.includeUnfinished, "include-unfinished", false,
		"compare every game in the winner flips, draws and score differences, not only those that ended by passes or were counted")
	f.defineAssumeKomi(fl)
	fl.StringVar(&f.shard, "shard", "",
		"audit shard `I/N` of the inputs only (input k, counted from 0 in input order, goes to shard k mod N + 1): run the N shards anywhere, then rulediff stats over their JSON Lines")
}

// defineAssumeKomi is --assume-komi alone (score has it too).
func (f *statsFlags) defineAssumeKomi(fl *flag.FlagSet) {
	fl.StringVar(&f.assumeKomi, "assume-komi", "",
		"score the records whose KM[0] (or missing KM) their own RE contradicts (a half-point margin) with komi `N`: Fox writes KM[0] on games played with komi")
}

// apply sets the options the flags choose.
func (f *statsFlags) apply(opts *compare.Options, wopts *reports.AuditOptions) error {
	wopts.IncludeUnfinished = f.includeUnfinished
	if f.assumeKomi != "" {
		k, err := strconv.ParseFloat(f.assumeKomi, 64)
		if err != nil || k != k {
			return fmt.Errorf("--assume-komi %q: want a number (6.5)", f.assumeKomi)
		}
		opts.AssumeKomi = &k
	}
	return nil
}

// parseShard reads --shard I/N (1 ≤ I ≤ N); "" is the whole corpus (1/1).
func parseShard(s string) (i, n int, err error) {
	if s == "" {
		return 1, 1, nil
	}
	a, b, ok := strings.Cut(s, "/")
	i, err1 := strconv.Atoi(a)
	n, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || n < 1 || i < 1 || i > n {
		return 0, 0, fmt.Errorf("--shard %q: want I/N with 1 ≤ I ≤ N (2/8)", s)
	}
	return i, n, nil
}

// shardOf keeps the inputs of shard i of n: input k (from 0, in input
// order) when k mod n = i−1. Every input, readable or not, counts, so the
// shards partition the corpus whatever its files hold.
func shardOf(inputs iter.Seq[corpus.Input], i, n int) iter.Seq[corpus.Input] {
	if n == 1 {
		return inputs
	}
	return func(yield func(corpus.Input) bool) {
		k := 0
		for in := range inputs {
			mine := k%n == i-1
			k++
			if mine && !yield(in) {
				return
			}
		}
	}
}

// reportPaths reports whether the paths are JSON Lines reports (every one
// ends in .jsonl): stats then reads them instead of auditing a corpus.
// Reports and SGF corpora together are an error.
func reportPaths(paths []string) (bool, error) {
	n := 0
	for _, p := range paths {
		if strings.HasSuffix(strings.ToLower(p), ".jsonl") {
			n++
		}
	}
	switch {
	case n == 0:
		return false, nil
	case n < len(paths):
		return false, fmt.Errorf("give stats either SGF corpora or the JSON Lines of audits (.jsonl), not both")
	}
	return true, nil
}

// statsFromReports is `rulediff stats A.jsonl B.jsonl ...`: the summary
// of the games of existing audit reports, read in the order given, as the
// audit of the games would give it.
func (s session) statsFromReports(paths []string, o outputFlags, wopts reports.AuditOptions) error {
	if _, err := reports.NewAuditWriter(io.Discard, o.format, wopts); err != nil {
		return err // a bad format, before -o creates a file
	}
	for _, p := range paths {
		if _, err := os.Stat(p); err != nil {
			return err
		}
	}
	out, err := openReport(o.out, s.stdout)
	if err != nil {
		return err
	}
	defer out.Abort() // -o stays as it was unless the summary is whole
	w, err := reports.NewAuditWriter(out.Writer(), o.format, wopts)
	for _, p := range paths {
		if err == nil {
			err = s.interrupted()
		}
		if err != nil {
			break
		}
		var f *os.File
		if f, err = os.Open(p); err != nil {
			break
		}
		err = reports.ReadAuditJSONL(f, p, w.Add)
		f.Close()
	}
	if err == nil {
		err = w.Close()
	}
	if err == nil {
		err = out.Commit()
	}
	return err
}
