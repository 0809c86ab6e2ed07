package reports

import (
	"bytes"
	"encoding/json"
	"math"
	"reflect"
	"strconv"
	"testing"
	"unicode/utf8"

	"github.com/rulediff/rulediff/compare"
	"github.com/rulediff/rulediff/corpus"
	"github.com/rulediff/rulediff/internal/shared"
	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/score"
	"github.com/rulediff/rulediff/sgfio"
)

// verdictFromRef is verdictInto's reference: the entry made as a fresh
// value (the code verdictInto replaced).
func verdictFromRef(v *compare.Verdict, w, h int, sc *Score) Verdict {
	out := Verdict{Result: v.Result, Margin: v.Margin, End: string(v.End), EndMove: v.EndMove,
		Komi: v.Komi, Illegal: []Illegal{}}
	if len(v.Illegal) > 0 {
		out.Illegal = make([]Illegal, 0, len(v.Illegal))
	}
	for _, f := range v.Illegal {
		il := Illegal{Move: f.Move, Rule: f.Rule, Detail: f.Detail, Point: "pass"}
		if f.X >= 0 {
			il.Point, il.PointSGF = PointName(f.X, f.Y, w, h), SGFPoint(f.X, f.Y)
		}
		out.Illegal = append(out.Illegal, il)
	}
	if r := v.Score; r != nil {
		out.Scoring = string(r.Scoring)
		out.Dead = string(r.Dead)
		out.Estimated = r.Estimated
		if r.Zi != nil {
			out.Zi = r.Zi.String()
		}
		*sc = Score{Black: sideFrom(r.Black), White: sideFrom(r.White)}
		out.Score = sc
	}
	return out
}

// verdictInto writes every field: on the verdicts of the bestiary's
// audits (counted, resigned, with illegal moves, zi), each written over
// a verdict whose every leaf is filled (an earlier entry's), and over
// the one before it, it gives the reference's entry.
func TestVerdictIntoIsVerdictFrom(t *testing.T) {
	seen := map[string]bool{}
	var last Verdict
	for _, g := range bestiaryAudits(t) {
		w, h := 0, 0
		if g.Record != nil {
			w, h = g.Record.Width, g.Record.Height
		}
		for i := range g.Verdicts {
			v := &g.Verdicts[i]
			var scRef, sc1, sc2 Score
			want := verdictFromRef(v, w, h, &scRef)
			var dirty Verdict
			fill(reflect.ValueOf(&dirty).Elem(), i+1)
			fill(reflect.ValueOf(&sc1).Elem(), i+2)
			verdictInto(&dirty, v, w, h, &sc1)
			sc2 = Score{Black: Side{Total: 99}}
			verdictInto(&last, v, w, h, &sc2)
			for _, got := range []Verdict{dirty, last} {
				if !reflect.DeepEqual(got, want) {
					t.Fatalf("%s %s:\n got %+v\nwant %+v", g.Source, v.Ruleset.Name, got, want)
				}
			}
			if (want.Score == nil) != (dirty.Score == nil) || want.Score != nil && dirty.Score != &sc1 {
				t.Fatalf("%s: the score is not written where asked", g.Source)
			}
			seen["score"] = seen["score"] || v.Score != nil
			seen["none"] = seen["none"] || v.Score == nil
			seen["illegal"] = seen["illegal"] || len(v.Illegal) > 0
			seen["zi"] = seen["zi"] || want.Zi != ""
		}
	}
	if len(seen) < 4 || !seen["score"] || !seen["none"] || !seen["illegal"] || !seen["zi"] {
		t.Fatalf("kinds of verdicts seen: %v", seen)
	}
}

// plainUTF8 against utf8.DecodeRuneInString on every two- and three-byte
// sequence starting with a byte of 0x80 and more (and cut short): it may
// pass a sequence only when it is one valid rune other than U+2028 and
// U+2029, of the length it says; and it passes every such two- and
// three-byte rune.
func TestPlainUTF8(t *testing.T) {
	check := func(s string) {
		n := plainUTF8(s, 1)
		r, size := utf8.DecodeRuneInString(s[1:])
		valid := !(r == utf8.RuneError && size == 1) && r != '\u2028' && r != '\u2029'
		if n > 0 && (!valid || n != size) {
			t.Fatalf("plainUTF8(%q) = %d, rune %U of %d bytes", s, n, r, size)
		}
		if n == 0 && valid && size <= 3 {
			t.Fatalf("plainUTF8(%q) = 0 for %U of %d bytes", s, r, size)
		}
	}
	for b0 := 0x80; b0 < 0x100; b0++ {
		check(string([]byte{'a', byte(b0)}))
		for b1 := 0; b1 < 0x100; b1++ {
			check(string([]byte{'a', byte(b0), byte(b1)}))
			for _, b2 := range []byte{0, 0x41, 0x7f, 0x80, 0x8f, 0x9f, 0xa0, 0xa7, 0xa8, 0xa9, 0xaa, 0xbf, 0xc0, 0xff} {
				check(string([]byte{'a', byte(b0), byte(b1), b2}))
				check(string([]byte{'a', byte(b0), byte(b1), b2, 'z'}))
			}
		}
	}
	for r := rune(0x80); r < 0x10000; r++ {
		s := "a" + string(r)
		if utf8.ValidString(s) {
			check(s)
		}
	}
}

// The table of halves is strconv's shortest form of each.
func TestHalvesAreStrconv(t *testing.T) {
	for n := range halvesN {
		if want := strconv.FormatFloat(float64(n)/2, 'f', -1, 64); halves[n] != want {
			t.Fatalf("halves[%d] = %q, want %q", n, halves[n], want)
		}
	}
	for _, f := range []float64{halvesN / 2, halvesN/2 - 0.5, -(halvesN/2 - 0.5), math.Copysign(0, -1), 0.25, 1e300, 5e-324} {
		want, err := json.Marshal(f)
		if err != nil {
			t.Fatal(err)
		}
		e := jsonAppender{ok: true}
		e.float(f)
		if string(e.b) != string(want) {
			t.Fatalf("float(%v) = %s, want %s", f, e.b, want)
		}
	}
}

// The runs of alike verdicts fromCompareIn marks (entryMem.same) are
// written once and copied: on real audits (the bestiary, and the first
// games of fox_pro and ai_games when ../shared is there), with the
// record's komi and with each ruleset's own (resigned games then differ
// by komi from one ruleset to the next), the lines of reused entries are
// the same with the runs and without them, and the same as FromAudit's
// (no runs, no order). And runs were used: some verdicts were made as
// copies.
func TestSameRunsSameLines(t *testing.T) {
	for _, komi := range []compare.KomiMode{compare.KomiRecord, compare.KomiRules} {
		a, err := compare.NewAuditor(compare.Options{Dead: compare.DeadMarkup, Komi: komi})
		if err != nil {
			t.Fatal(err)
		}
		var names []string
		for _, r := range a.Rulesets() {
			names = append(names, r.Name)
		}
		opts := AuditOptions{Rulesets: names}
		var bufs [3]bytes.Buffer
		var ws [3]AuditWriter
		for i := range ws {
			if ws[i], err = NewAuditWriter(&bufs[i], "jsonl", opts); err != nil {
				t.Fatal(err)
			}
		}
		copies, games := 0, 0
		check := func(g *compare.Game) {
			games++
			for i, w := range ws {
				var e Game
				if i < 2 {
					e = FromAuditReused(g, nil)
					for j, s := range e.mem.same {
						if s != j {
							copies++
						}
					}
				} else {
					e = FromAudit(g, nil)
				}
				sameRunsOn = i != 1
				err := w.Add(e)
				sameRunsOn = true
				if err != nil {
					t.Fatal(err)
				}
			}
			if !bytes.Equal(bufs[0].Bytes(), bufs[1].Bytes()) || !bytes.Equal(bufs[0].Bytes(), bufs[2].Bytes()) {
				t.Fatalf("komi %s, %s: with the runs\n%s\nwithout\n%s\nFromAudit\n%s", komi, g.Source,
					lastLine(bufs[0].Bytes()), lastLine(bufs[1].Bytes()), lastLine(bufs[2].Bytes()))
			}
		}
		for _, g := range bestiaryAudits(t) {
			check(g)
		}
		if root := shared.Root(); root != "" {
			for _, dir := range []string{"fox_pro", "ai_games"} {
				n := 0
				for in := range corpus.Inputs([]string{shared.Path(t, "corpora", dir)}, corpus.Options{}) {
					if n == 150 {
						break
					}
					n++
					corpus.ParseGames(in, sgfio.Options{MainLine: true}, func(rec *sgfio.Game, _ sgfio.Diagnostics) bool {
						check(a.Audit(in.Source, rec))
						return true
					})
				}
			}
		}
		t.Logf("komi %s: %d games, %d verdicts made as copies", komi, games, copies)
		if copies < games {
			t.Fatalf("komi %s: only %d verdicts of %d games made as copies", komi, copies, games)
		}
	}
}

func lastLine(b []byte) []byte {
	b = bytes.TrimSuffix(b, []byte("\n"))
	return b[bytes.LastIndexByte(b, '\n')+1:]
}

// sameUncounted by hand: a resigned game's second verdict changed in
// each field verdictInto reads (result, end, end move, komi, -0, margin,
// a count, an illegal move) must not be taken for a copy of the first:
// the lines of reused entries stay FromAudit's.
func TestSameRunsSeeEveryField(t *testing.T) {
	var base *compare.Game
	for _, g := range bestiaryAudits(t) {
		if len(g.Verdicts) > 2 && g.Verdicts[0].Score == nil && sameUncounted(&g.Verdicts[0], &g.Verdicts[1]) {
			base = g
			break
		}
	}
	if base == nil {
		t.Fatal("no resigned game")
	}
	var score *score.Result // a count to borrow
	for _, g := range bestiaryAudits(t) {
		for i := range g.Verdicts {
			if score == nil {
				score = g.Verdicts[i].Score
			}
		}
	}
	if score == nil {
		t.Fatal("no count")
	}
	m := 3.5
	changes := map[string]func(v *compare.Verdict){
		"result":   func(v *compare.Verdict) { v.Result = "W+T" },
		"end":      func(v *compare.Verdict) { v.End = "timeout" },
		"end move": func(v *compare.Verdict) { v.EndMove++ },
		"komi":     func(v *compare.Verdict) { v.Komi += 0.5 },
		"-0":       func(v *compare.Verdict) { v.Komi = math.Copysign(0, -1) },
		"margin":   func(v *compare.Verdict) { v.Margin = &m },
		"count":    func(v *compare.Verdict) { v.Score = score },
		"illegal":  func(v *compare.Verdict) { v.Illegal = []rules.Forbidden{{Move: 3, X: 2, Y: 2, Rule: "superko"}} },
	}
	for name, change := range changes {
		g := *base
		g.Verdicts = append(g.Verdicts[:0:0], base.Verdicts...)
		g.Verdicts[0].Komi = 0 // -0 differs from +0
		g.Verdicts[1].Komi = 0
		change(&g.Verdicts[1])
		var names []string
		for i := range g.Verdicts {
			names = append(names, g.Verdicts[i].Ruleset.Name)
		}
		var got, want bytes.Buffer
		w1, _ := NewAuditWriter(&got, "jsonl", AuditOptions{Rulesets: names})
		w2, _ := NewAuditWriter(&want, "jsonl", AuditOptions{Rulesets: names})
		e := FromAuditReused(&g, nil)
		if e.mem.same[1] != 1 {
			t.Errorf("%s changed: the second verdict taken for a copy of the first", name)
		}
		if err := w1.Add(e); err != nil {
			t.Fatal(err)
		}
		if err := w2.Add(FromAudit(&g, nil)); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got.Bytes(), want.Bytes()) {
			t.Errorf("%s changed:\n got %s\nwant %s", name, got.Bytes(), want.Bytes())
		}
	}
}
