package sgfio

import (
	"os"
	"testing"

	"github.com/rulediff/rulediff/internal/cputime"
	"github.com/rulediff/rulediff/internal/shared"
)

// loadFox reads the fox_pro corpus into memory once per benchmark, so the
// benchmark measures parsing, not the disk.
func loadFox(b *testing.B) ([][]byte, int64) {
	b.Helper()
	dir := shared.Path(b, "corpora", "fox_pro")
	var files [][]byte
	var total int64
	for _, f := range sgfFiles(b, dir) {
		data, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		files = append(files, data)
		total += int64(len(data))
	}
	if len(files) == 0 {
		b.Skip("no files in fox_pro")
	}
	return files, total
}

// BenchmarkParse parses the whole fox_pro corpus per iteration, main-line
// records only (Options.MainLine: what a corpus run needs), on one
// goroutine: MB/s and games/s per core, and MB per second of CPU time
// (MB/cpu-s: the machine is shared, and wall time counts the waits for a
// core).
func BenchmarkParse(b *testing.B) { benchmarkParse(b, Options{MainLine: true}) }

// BenchmarkParseLent is BenchmarkParse with the records lent by a Store,
// taken back after each file, as corpus.ParseGames does: the allocations
// of the records and of their moves are what it spares.
func BenchmarkParseLent(b *testing.B) { benchmarkParse(b, Options{MainLine: true, Store: new(Store)}) }

// BenchmarkParseTree is BenchmarkParse keeping every game tree.
func BenchmarkParseTree(b *testing.B) { benchmarkParse(b, Options{}) }

func benchmarkParse(b *testing.B, opt Options) {
	files, total := loadFox(b)
	b.SetBytes(total)
	b.ReportAllocs()
	b.ResetTimer()
	games := 0
	cpu0 := cputime.Seconds()
	for b.Loop() {
		for _, data := range files {
			c, err := ParseWith(data, opt)
			if err != nil {
				b.Fatal(err)
			}
			games += len(c.Games)
			if opt.Store != nil {
				opt.Store.Reset()
			}
		}
	}
	cpu := cputime.Seconds() - cpu0
	b.ReportMetric(float64(games)/b.Elapsed().Seconds(), "games/s")
	if cpu > 0 {
		b.ReportMetric(float64(total)*float64(b.N)/1e6/cpu, "MB/cpu-s")
		b.ReportMetric(float64(games)/cpu, "games/cpu-s")
	}
}

// BenchmarkParseParallel is BenchmarkParse on all cores (b.RunParallel):
// each iteration is one file, so throughput is the machine's.
func BenchmarkParseParallel(b *testing.B) {
	files, total := loadFox(b)
	b.SetBytes(total / int64(len(files)))
	b.ReportAllocs()
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		i := 0
		for pb.Next() {
			if _, err := ParseWith(files[i%len(files)], Options{MainLine: true}); err != nil {
				b.Error(err)
				return
			}
			i++
		}
	})
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
}
