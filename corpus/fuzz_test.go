package corpus

import (
	"bytes"
	"testing"
)

// FuzzArchive feeds arbitrary bytes to the zip and tar readers: no panic,
// the walk ends, every input has data or an error, and no input breaks
// the limits.
func FuzzArchive(f *testing.F) {
	es := []entry{{"a.sgf", "(;B[aa])"}, {"d/b.SGF", "(;W[bb])"}, {"x.txt", "x"}}
	var t testing.T // fixtures only fail on writer errors, which bytes.Buffer never returns
	f.Add(byte(zipArchive), zipBytes(&t, es))
	f.Add(byte(tarArchive), tarBytes(&t, es))
	f.Add(byte(tarGzip), gzipBytes(&t, tarBytes(&t, es)))
	f.Add(byte(tarXz), xzBytes(&t, tarBytes(&t, es)))
	f.Add(byte(zipArchive), zipBytes(&t, []entry{{"in.zip", string(zipBytes(&t, es))}}))
	lim := Limits{MaxFileSize: 1 << 16, MaxEntries: 64, MaxExpanded: 1 << 20, MaxDepth: 2}
	f.Fuzz(func(t *testing.T, kind byte, data []byte) {
		k := archiveKind(int(kind)%int(tarXz) + 1)
		var got []Input
		w := newWalker(Options{Limits: lim}, func(in Input) bool {
			got = append(got, in)
			return true
		})
		w.archive("f", bytes.NewReader(data), int64(len(data)), k, 1, newBudget(lim.MaxExpanded))
		for _, in := range got {
			if in.Err != nil && in.Data != nil {
				t.Fatalf("%s: both data and error", in.Source)
			}
			if int64(len(in.Data)) > lim.MaxFileSize {
				t.Fatalf("%s: %d bytes over the limit", in.Source, len(in.Data))
			}
		}
		// An archive, and archives inside it, each with MaxEntries entries
		// and maybe one error of their own.
		if len(got) > (lim.MaxEntries+1)*(lim.MaxEntries+1) {
			t.Fatalf("%d inputs from one archive", len(got))
		}
	})
}
