package rules

import (
	"math/rand/v2"
	"syscall"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// randomLegalGames makes n random games of about moves moves on size×size,
// legal under every ruleset of the catalogue (no suicide, no basic-ko
// retake, no repeated position), ending with two passes: a stand-in for
// real games.
func randomLegalGames(n, size, moves int) []*Game {
	rng := rand.New(rand.NewPCG(19, 19))
	games := make([]*Game, n)
	var b, trial board.Board
	for i := range games {
		b.Reset(size, size)
		g := &Game{W: size, H: size}
		seen := map[uint64]bool{0: true}
		c := board.Black
		for len(g.Steps) < moves {
			played := false
			for try := 0; try < 50 && !played; try++ {
				x, y := rng.IntN(size), rng.IntN(size)
				if b.At(x, y) != board.Empty {
					continue
				}
				trial.CopyFrom(&b)
				res, _ := trial.Play(x, y, c)
				if res.Suicided > 0 || seen[trial.Hash()] {
					continue
				}
				b.Play(x, y, c)
				seen[b.Hash()] = true
				g.Steps = append(g.Steps, Play(c, x, y))
				played = true
			}
			if !played {
				break
			}
			c = c.Opponent()
		}
		g.Steps = append(g.Steps, Pass(c), Pass(c.Opponent()))
		games[i] = g
	}
	return games
}

func benchReplay(b *testing.B, rs []Ruleset) {
	games := randomLegalGames(32, 19, 250)
	total := 0
	for _, g := range games {
		total += len(g.Steps)
	}
	r, err := NewReplayer(rs)
	if err != nil {
		b.Fatal(err)
	}
	var out Outcome // reused, as a program replaying a corpus does
	b.ReportAllocs()
	b.ResetTimer()
	cpu := cpuTime()
	for i := 0; i < b.N; i++ {
		for _, g := range games {
			if err := r.ReplayInto(g, &out); err != nil {
				b.Fatal(err)
			}
		}
	}
	reportMoves(b, total, cpu)
}

// reportMoves reports moves per second of wall time and per second of CPU
// time of this process (moves/s per core: the machine is shared, and wall
// time counts the waits for a core).
func reportMoves(b *testing.B, perOp int, cpu0 float64) {
	moves := float64(perOp) * float64(b.N)
	b.ReportMetric(moves/b.Elapsed().Seconds(), "moves/s")
	if cpu := cpuTime() - cpu0; cpu > 0 {
		b.ReportMetric(moves/cpu, "moves/cpu-s")
	}
}

// cpuTime returns the user+system CPU seconds of the process so far.
func cpuTime() float64 {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return float64(ru.Utime.Nano()+ru.Stime.Nano()) / 1e9
}

// BenchmarkReplay14 replays with the 14 rulesets of the catalogue judging.
func BenchmarkReplay14(b *testing.B) { benchReplay(b, handRulesets()) }

// BenchmarkReplay13 leaves out the ing ruleset, whose judge is rules/ing's.
func BenchmarkReplay13(b *testing.B) {
	var rs []Ruleset
	for _, r := range handRulesets() {
		if r.Ko != KoIng {
			rs = append(rs, r)
		}
	}
	benchReplay(b, rs)
}

// BenchmarkReplay1 replays with one ruleset (chinese, positional superko).
func BenchmarkReplay1(b *testing.B) { benchReplay(b, handRulesets()[2:3]) }

// TestReplayAllocations: the replay loop allocates nothing per move; what
// remains is per game (the outcome, its final positions). It checks the
// built-in judges: the registered Ing judge (rules/judge_ing.go) is its
// own helper's.
func TestReplayAllocations(t *testing.T) {
	games := randomLegalGames(2, 19, 250)
	short := &Game{W: 19, H: 19, Steps: games[0].Steps[:10]}
	var builtin []Ruleset
	for _, rs := range handRulesets() {
		if koJudges[rs.Ko] == nil {
			builtin = append(builtin, rs)
		}
	}
	r, err := NewReplayer(builtin)
	if err != nil {
		t.Fatal(err)
	}
	r.Replay(games[0]) // warm the buffers
	long := testing.AllocsPerRun(20, func() { r.Replay(games[1]) })
	few := testing.AllocsPerRun(20, func() { r.Replay(short) })
	if long != few {
		t.Fatalf("a 252-move replay allocates %.0f times, a 10-move one %.0f: allocation per move", long, few)
	}
}
