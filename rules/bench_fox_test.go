package rules_test

import (
	"syscall"
	"testing"

	"github.com/rulediff/rulediff/internal/shared"
	"github.com/rulediff/rulediff/rules"
)

// foxGames reads up to n fox_pro games as rules.Games (real play).
func foxGames(b *testing.B, n int) (games []*rules.Game, moves int) {
	dir := shared.Path(b, "corpora", "fox_pro")
	for _, path := range shared.SGFFiles(b, dir) {
		if len(games) >= n {
			break
		}
		for _, sg := range readGames(b, path) {
			g := toGame(sg)
			games = append(games, g)
			moves += len(g.Steps)
		}
	}
	return games, moves
}

func benchFox(b *testing.B, rs []rules.Ruleset) {
	games, moves := foxGames(b, 400)
	replayBench(b, rs, games, moves)
}

// replayBench replays games (moves in all) under rs b.N times into one
// reused Outcome, as a program replaying a corpus does, and reports moves
// per second of wall time and of CPU time (the machine is shared).
func replayBench(b *testing.B, rs []rules.Ruleset, games []*rules.Game, moves int) {
	r, err := rules.NewReplayer(rs)
	if err != nil {
		b.Fatal(err)
	}
	var out rules.Outcome
	b.ReportAllocs()
	b.ResetTimer()
	cpu0 := cpuSeconds()
	for i := 0; i < b.N; i++ {
		for _, g := range games {
			if err := r.ReplayInto(g, &out); err != nil {
				b.Fatal(err)
			}
		}
	}
	total := float64(moves) * float64(b.N)
	b.ReportMetric(total/b.Elapsed().Seconds(), "moves/s")
	if cpu := cpuSeconds() - cpu0; cpu > 0 {
		b.ReportMetric(total/cpu, "moves/cpu-s")
	}
}

func cpuSeconds() float64 {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return float64(ru.Utime.Nano()+ru.Stime.Nano()) / 1e9
}

func catalogueWithout(ko rules.KoRule) []rules.Ruleset {
	var rs []rules.Ruleset
	for _, r := range rules.Catalogue() {
		if r.Ko != ko {
			rs = append(rs, r)
		}
	}
	return rs
}

// BenchmarkReplayFox14: 400 fox_pro games (about 78,000 moves) with the
// 14 rulesets of the catalogue judging.
func BenchmarkReplayFox14(b *testing.B) { benchFox(b, rules.Catalogue()) }

// BenchmarkReplayFox13: the same without the ing ruleset (its judge is
// rules/ing's): the built-in judges alone.
func BenchmarkReplayFox13(b *testing.B) { benchFox(b, catalogueWithout(rules.KoIng)) }

// BenchmarkReplayFox1: the same games under chinese alone.
func BenchmarkReplayFox1(b *testing.B) {
	cn, _ := rules.Lookup("chinese")
	benchFox(b, []rules.Ruleset{cn})
}
