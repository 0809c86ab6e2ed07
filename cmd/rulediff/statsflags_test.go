package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rulediff/rulediff/internal/shared"
	"github.com/rulediff/rulediff/reports"
)

// A corpus audited in shards (JSON Lines) and merged by stats gives the
// statistics of the whole run, byte for byte, in every format and in any
// order of the shards: on the embedded bestiary and on a real corpus
// (fox_pro's 1p folder, counted games and resignations).
func TestStatsOverShardsEqualsStatsOverGames(t *testing.T) {
	corpora := map[string][]string{"bestiary": nil, "fox_pro/1p": {filepath.Join(shared.Path(t, "corpora"), "fox_pro", "1p")}}
	for name, paths := range corpora {
		dir := t.TempDir()
		var parts []string
		for i := 1; i <= 3; i++ {
			part := filepath.Join(dir, "part"+string(rune('0'+i))+".jsonl")
			args := append([]string{"audit", "--shard", string(rune('0'+i)) + "/3", "--format", "jsonl", "-o", part, "-j", "2"}, paths...)
			if code, _, e := runCmd(t, args...); code != exitOK {
				t.Fatalf("%s: shard %d: exit %d: %s", name, i, code, e)
			}
			parts = append(parts, part)
		}
		reversed := []string{parts[2], parts[1], parts[0]}
		formats := []string{"table", "markdown", "jsonl", "csv"}
		if paths != nil {
			formats = formats[2:3] // the whole summary, once: the writers are the bestiary's
		}
		for _, format := range formats {
			_, direct, e1 := runCmd(t, append([]string{"stats", "--format", format}, paths...)...)
			code, merged, e2 := runCmd(t, append([]string{"stats", "--format", format}, reversed...)...)
			if code != exitOK || direct == "" || direct != merged {
				t.Errorf("%s %s: exit %d, stats over the shards differ from stats over the games (%s %s):\n%s\n---\n%s", name, format, code, e1, e2, direct, merged)
			}
			if format == "jsonl" && paths != nil {
				splitFiguresPresent(t, direct)
			}
		}
	}
}

// splitFiguresPresent checks that the figures split by dead-stone source
// are there to compare (fox_pro/1p has three sources, and score
// divergences of games that did not end): an equality over empty splits
// would prove nothing.
func splitFiguresPresent(t *testing.T, summary string) {
	t.Helper()
	var doc struct {
		Summary reports.Summary `json:"summary"`
	}
	if err := json.Unmarshal([]byte(summary), &doc); err != nil {
		t.Fatalf("the summary: %v", err)
	}
	s := doc.Summary
	sources := func(n int) bool { return n >= 2 }
	var classes, kinds, pairs, diverging, illegal bool
	for _, c := range s.Classes {
		classes = classes || sources(len(c.ByDead))
	}
	for _, k := range s.Kinds {
		kinds = kinds || sources(len(k.ByDead))
	}
	for _, p := range s.Pairs {
		pairs = pairs || sources(len(p.ByDead)) && len(p.ByDead[0].Diffs) > 0
		diverging = diverging || sources(len(p.DivergingByDead))
	}
	for _, il := range s.Illegal {
		illegal = illegal || len(il.ByDead) > 0
	}
	if !classes || !kinds || !pairs || !diverging || !illegal || len(s.DeadSources) < 3 || s.UnfinishedScoreDivergences == 0 {
		t.Errorf("split figures missing: classes %v kinds %v pairs %v diverging %v illegal %v sources %d unfinished %d",
			classes, kinds, pairs, diverging, illegal, len(s.DeadSources), s.UnfinishedScoreDivergences)
	}
}

// The shards partition the corpus: together they hold every game once.
func TestShardsPartitionTheCorpus(t *testing.T) {
	_, all, _ := runCmd(t, "audit", "--format", "jsonl")
	var joined []string
	for i := 1; i <= 4; i++ {
		_, part, _ := runCmd(t, "audit", "--shard", string(rune('0'+i))+"/4", "--format", "jsonl")
		joined = append(joined, strings.Split(strings.TrimSuffix(part, "\n"), "\n")...)
	}
	want := strings.Split(strings.TrimSuffix(all, "\n"), "\n")
	if len(joined) != len(want) {
		t.Fatalf("%d games in the shards, %d in the corpus", len(joined), len(want))
	}
	seen := map[string]bool{}
	for _, l := range joined {
		seen[l] = true
	}
	for _, l := range want {
		if !seen[l] {
			t.Errorf("a game of the corpus is in no shard: %.80s", l)
		}
	}
}

// Bad input to stats is an error naming the file and line; bad flags are
// usage errors.
func TestStatsBadReports(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	_, good, _ := runCmd(t, "audit", "--format", "jsonl", "--rules", "japanese,chinese")
	first := strings.SplitN(good, "\n", 2)[0]
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"stats", write("garbage.jsonl", first+"\nnot json\n")}, "garbage.jsonl:2: not a JSON object"},
		{[]string{"stats", write("old.jsonl", strings.Replace(first, `"version":"2"`, `"version":"1"`, 1)+"\n")}, `old.jsonl:1: schema version "1"`},
		{[]string{"stats", write("summary.jsonl", `{"version":"2","summary":{}}`+"\n")}, "summary.jsonl:1: a summary"},
		{[]string{"stats", filepath.Join(dir, "missing.jsonl")}, "missing.jsonl"},
		{[]string{"stats", write("a.jsonl", first+"\n"), "x.sgf"}, "not both"},
		{[]string{"audit", write("b.jsonl", first+"\n")}, "rulediff stats reads the JSON Lines"},
		{[]string{"audit", "--shard", "3/2"}, "--shard"},
		{[]string{"audit", "--assume-komi", "six"}, "--assume-komi"},
		{[]string{"audit", "--format", "csv"}, "format csv"},
		{[]string{"audit", "--komi", "lots"}, "komi mode"},
	} {
		code, _, e := runCmd(t, tc.args...)
		if code != exitUsage || !strings.Contains(e, tc.want) {
			t.Errorf("%v: exit %d, stderr %q, want 2 and %q", tc.args, code, e, tc.want)
		}
	}
}

// On real records (ai_games: Fox's KM[0] on games played with komi), the
// stats count as komi_zero_contradicted exactly the checked games that
// carry the parser's warning of a KM[0] their RE contradicts, each a
// check that differs, and say what counts them right; --assume-komi
// leaves none.
func TestStatsKomiZeroContradictedOnRealRecords(t *testing.T) {
	dir := filepath.Join(shared.Path(t, "corpora"), "ai_games")
	code, out, e := runCmd(t, "audit", "--format", "jsonl", dir)
	if code != exitOK {
		t.Fatalf("audit: exit %d: %s", code, firstLine(e))
	}
	want := 0
	for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
		var g struct {
			Warnings []struct {
				Message string `json:"message"`
			} `json:"warnings"`
			ResultCheck *struct {
				Agrees bool `json:"agrees"`
			} `json:"result_check"`
		}
		if err := json.Unmarshal([]byte(l), &g); err != nil {
			t.Fatal(err)
		}
		for _, w := range g.Warnings {
			if g.ResultCheck != nil && strings.Contains(w.Message, "has a half point, which komi 0 cannot give") {
				want++
				if g.ResultCheck.Agrees {
					t.Errorf("a check agrees with RE under komi 0 on a half point: %.200s", l)
				}
			}
		}
	}
	if want == 0 {
		t.Fatal("no checked game of ai_games has the KM[0] warning")
	}
	for _, c := range []struct {
		args []string
		want int
	}{{nil, want}, {[]string{"--assume-komi", "6.5"}, 0}} {
		args := append(append([]string{"stats", "--format", "jsonl"}, c.args...), dir)
		code, out, e := runCmd(t, args...)
		if code != exitOK {
			t.Fatalf("%v: exit %d: %s", args, code, firstLine(e))
		}
		var s struct {
			Summary reports.Summary `json:"summary"`
		}
		if err := json.Unmarshal([]byte(out), &s); err != nil {
			t.Fatalf("%v: %v", args, err)
		}
		if got := s.Summary.Results.KomiZeroContradicted; got != c.want {
			t.Errorf("%v: komi_zero_contradicted %d, want %d", args, got, c.want)
		}
		_, table, _ := runCmd(t, append(append([]string{"stats", "--format", "table"}, c.args...), dir)...)
		if hint := "--assume-komi N counts those records"; strings.Contains(table, hint) != (c.want > 0) {
			t.Errorf("%v: the table says %q: %v", args, hint, !(c.want > 0))
		}
	}
}
