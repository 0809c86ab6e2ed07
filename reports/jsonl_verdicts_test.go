package reports

import (
	"bytes"
	"math"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/rulediff/rulediff/compare"
	"github.com/rulediff/rulediff/corpus"
	"github.com/rulediff/rulediff/internal/shared"
	"github.com/rulediff/rulediff/sgfio"
)

// verdictOf writes v alone, as verdict does.
func verdictOf(v *Verdict) string {
	e := jsonAppender{ok: true}
	e.verdict(v)
	return string(e.b)
}

// leaves calls f with every settable leaf of v (strings, numbers, bools,
// and pointers and slices as a whole), depth first.
func leaves(v reflect.Value, path string, f func(path string, leaf reflect.Value)) {
	switch v.Kind() {
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			leaves(v.Field(i), path+"."+v.Type().Field(i).Name, f)
		}
	case reflect.Pointer:
		f(path, v)
		if !v.IsNil() {
			leaves(v.Elem(), path+"*", f)
		}
	default:
		f(path, v)
	}
}

// changed gives each kind of leaf a value other than its own, or a second
// one where one is not enough (0 and -0, nil and empty).
func changed(leaf reflect.Value) []reflect.Value {
	var out []reflect.Value
	add := func(x any) { out = append(out, reflect.ValueOf(x).Convert(leaf.Type())) }
	switch leaf.Kind() {
	case reflect.String:
		add(leaf.String() + "x")
		add("")
	case reflect.Int:
		add(leaf.Int() + 1)
	case reflect.Float64:
		add(leaf.Float() + 0.5)
		add(math.Copysign(0, -1))
		add(0.0)
	case reflect.Bool:
		add(!leaf.Bool())
	case reflect.Pointer:
		out = append(out, reflect.Zero(leaf.Type()))
		p := reflect.New(leaf.Type().Elem())
		out = append(out, p)
	case reflect.Slice:
		out = append(out, reflect.Zero(leaf.Type()), reflect.MakeSlice(leaf.Type(), 0, 0), reflect.MakeSlice(leaf.Type(), 1, 1))
	default:
		panic("changed: unhandled kind " + leaf.Kind().String())
	}
	return out
}

// writesAlike may say two verdicts are alike only when verdict writes them
// alike: every leaf of a filled verdict is changed in turn (a field added
// to Verdict, Score or Side is changed too), on verdicts with and without
// a score and with an empty or no list of illegal moves.
func TestWritesAlikeSeesEveryField(t *testing.T) {
	bases := []Verdict{{}, {Illegal: []Illegal{}}}
	for seed := 0; seed < len(trickyFloats); seed++ {
		var v Verdict
		fill(reflect.ValueOf(&v).Elem(), seed)
		v.Illegal = []Illegal{}
		if math.IsNaN(v.Komi) {
			continue
		}
		bases = append(bases, v)
		v.Score = nil
		bases = append(bases, v)
	}
	alike, leavesSeen := 0, map[string]bool{}
	for _, base := range bases {
		twin := deepCopy(base)
		if !writesAlike(&base, &twin) {
			t.Fatalf("a verdict and its copy not alike: %+v", base)
		}
		var paths []string
		leaves(reflect.ValueOf(&twin).Elem(), "", func(path string, _ reflect.Value) { paths = append(paths, path) })
		for _, path := range paths {
			leavesSeen[path] = true
			probe := deepCopy(base)
			var leaf reflect.Value
			leaves(reflect.ValueOf(&probe).Elem(), "", func(p string, l reflect.Value) {
				if p == path {
					leaf = l
				}
			})
			for _, to := range changed(leaf) {
				c := deepCopy(base)
				leaves(reflect.ValueOf(&c).Elem(), "", func(p string, l reflect.Value) {
					if p == path {
						l.Set(to)
					}
				})
				if writesAlike(&base, &c) {
					alike++
					if verdictOf(&base) != verdictOf(&c) {
						t.Errorf("%s changed: writesAlike says alike, but\n%s\n%s", path, verdictOf(&base), verdictOf(&c))
					}
				}
			}
		}
	}
	if !leavesSeen[".Score*.Black.Total"] || !leavesSeen[".Margin*"] {
		t.Fatalf("leaves not walked: %v", leavesSeen)
	}
	if alike == 0 {
		t.Fatal("no change left two verdicts alike: the test cannot see a changed leaf that writes alike")
	}
}

// deepCopy copies v's pointers and slices too.
func deepCopy(v Verdict) Verdict {
	if v.Margin != nil {
		m := *v.Margin
		v.Margin = &m
	}
	if v.Score != nil {
		s := *v.Score
		v.Score = &s
	}
	if v.Illegal != nil {
		v.Illegal = slices.Clone(v.Illegal)
	}
	return v
}

// By hand: a resignation is one verdict under every ruleset, written
// once and copied; two verdicts that differ only in 0 and -0 of the komi
// are written apart ("komi":0 and "komi":-0), as are an empty and a
// missing list of illegal moves.
func TestVerdictMemoByHand(t *testing.T) {
	resign := Verdict{Result: "W+R", Illegal: []Illegal{}, End: "resignation"}
	l := Line{Version: SchemaVersion, Game: Game{Verdicts: map[string]*Verdict{"aga": ptr(resign), "chinese": ptr(resign), "japanese": ptr(resign)}}}
	got, _ := appendLine(nil, &l, []string{"aga", "chinese", "japanese"})
	one := `{"result":"W+R","margin":null,"illegal":[],"end":"resignation","komi":0}`
	if want := `{"aga":` + one + `,"chinese":` + one + `,"japanese":` + one + `}`; !strings.Contains(string(got), want) {
		t.Fatalf("got %s\nwant %s inside", got, want)
	}
	negZero := resign
	negZero.Komi = math.Copysign(0, -1)
	noList := resign
	noList.Illegal = nil
	if writesAlike(&resign, &negZero) || writesAlike(&resign, &noList) {
		t.Fatal("komi 0 and -0, or [] and null, taken as alike")
	}
	l.Verdicts["chinese"], l.Verdicts["japanese"] = ptr(negZero), ptr(noList)
	got, _ = appendLine(nil, &l, []string{"aga", "chinese", "japanese"})
	if want := encodingJSON(t, &l); !bytes.Equal(got, want) {
		t.Fatalf("got %s\nwant %s", got, want)
	}
	if !strings.Contains(string(got), `"komi":-0`) || !strings.Contains(string(got), `"illegal":null`) {
		t.Fatalf("-0 or null lost: %s", got)
	}
}

// On real audits (the bestiary, and the first games of fox_pro and
// ai_games when ../shared is there), the lines are the same with the
// verdict memo and without it, and the same as encoding/json's.
func TestVerdictMemoSameLines(t *testing.T) {
	a, err := compare.NewAuditor(compare.Options{Dead: compare.DeadMarkup})
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, r := range a.Rulesets() {
		names = append(names, r.Name)
	}
	slices.Sort(names)
	keys := newVerdictKeys(names)
	check := func(g *compare.Game) {
		l := Line{Version: SchemaVersion, Game: normalize(FromCompare(g))}
		verdictMemoOn = true
		on, _ := appendLineKeys(nil, &l, keys)
		verdictMemoOn = false
		off, _ := appendLineKeys(nil, &l, keys)
		verdictMemoOn = true
		if !bytes.Equal(on, off) {
			t.Fatalf("%s: with the memo\n%s\nwithout\n%s", g.Source, on, off)
		}
		if want := encodingJSON(t, &l); !bytes.Equal(on, want) {
			t.Fatalf("%s:\n got %s\nwant %s", g.Source, on, want)
		}
		raw := Line{Version: SchemaVersion, Game: FromCompare(g)}
		if normal, _ := appendNormalLine(nil, &raw, keys); !bytes.Equal(normal, on) {
			t.Fatalf("%s: written normalized\n%s\nnormalized first\n%s", g.Source, normal, on)
		}
	}
	lines := 0
	for in := range corpus.Bestiary(corpus.Options{}) {
		corpus.ParseGames(in, sgfio.Options{MainLine: true}, func(rec *sgfio.Game, _ sgfio.Diagnostics) bool {
			check(a.Audit(in.Source, rec))
			lines++
			return true
		})
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
					lines++
					return true
				})
			}
		}
	}
	t.Logf("%d games", lines)
	if lines < 20 {
		t.Fatalf("only %d games checked", lines)
	}
}
