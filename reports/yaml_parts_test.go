package reports

import (
	"bytes"
	"fmt"
	"reflect"
	"testing"

	"github.com/rulediff/rulediff/compare"
	"github.com/rulediff/rulediff/corpus"
	"github.com/rulediff/rulediff/internal/shared"
	"github.com/rulediff/rulediff/sgfio"
)

// streamed writes v as the one item of a streamed YAML list, split as
// yamlSplitAt says.
func streamed(t *testing.T, v any) string {
	t.Helper()
	var buf bytes.Buffer
	s := yamlStream{w: &buf, listKey: "games"}
	if err := s.item(v); err != nil {
		t.Fatal(err)
	}
	return buf.String()
}

// whole is v written by the encoder in one piece, as a one-item list.
func whole(t *testing.T, v any) string {
	t.Helper()
	b, err := yamlBytes([]any{v})
	if err != nil {
		t.Fatal(err)
	}
	return "games:\n" + string(b)
}

// sameInParts checks that g written in parts (at every split size, down
// to splitting every value) is byte for byte the encoder's whole output.
func sameInParts(t *testing.T, name string, g Game, splits ...int) {
	t.Helper()
	g = normalize(g)
	want := whole(t, g)
	defer func(at int) { yamlSplitAt = at }(yamlSplitAt)
	if len(splits) == 0 {
		splits = []int{1, 3, 17, 512}
	}
	for _, at := range splits {
		yamlSplitAt = at
		if got := streamed(t, g); got != want {
			t.Fatalf("%s, split at %d: the parts differ from the whole\n%s", name, at, firstDiff(got, want))
		}
	}
}

func firstDiff(got, want string) string {
	i := 0
	for i < len(got) && i < len(want) && got[i] == want[i] {
		i++
	}
	lo := max(i-200, 0)
	return fmt.Sprintf("got  …%q…\nwant …%q…", got[lo:min(i+100, len(got))], want[lo:min(i+100, len(want))])
}

// The hand-built games, awkward strings included (quotes, a line break in
// a block scalar, keys YAML would read as booleans), written in parts.
func TestYAMLPartsEqualTheWhole(t *testing.T) {
	for i, g := range []Game{gameLegality(), gameEnd(), gameQuiet(), gameScore(), gameNoFile()} {
		sameInParts(t, fmt.Sprint("fixture ", i), g)
	}
	awkward := Game{Source: "dir: #1/ga\"me\n.sgf", Game: 1, Moves: 1,
		Declared: &Declared{Rules: "koPOSITIONALscoreAREA", Result: "?", Black: "李昌鎬 (9p)", White: "- yes"},
		Verdicts: map[string]*Verdict{
			"no": {Result: "?", End: "unfinished", Illegal: []Illegal{{Move: 1, Point: "pass", Rule: "kee-dssk"}}},
			"on": {Result: "Void", End: "no-result"}, "a10": {End: "x"}, "a2": {End: "y"},
		},
		Divergences: []Divergence{{Kind: KindEnd, Class: "rounds", Point: "null", Explanation: "line one\n\nline three: 'quoted' & <tag>\n"}},
	}
	sameInParts(t, "awkward", awkward)
}

// Every game of the bestiary and the deep game trees of libsgfcplusplus
// up to 1,000 moves (each a thousand divergences or more), audited,
// written in parts.
func TestYAMLPartsEqualTheWholeOnAudits(t *testing.T) {
	a, err := compare.NewAuditor(compare.Options{})
	if err != nil {
		t.Fatal(err)
	}
	inputs := corpus.Bestiary(corpus.Options{})
	if root := shared.Root(); root != "" {
		deep := corpus.Inputs([]string{root + "/corpora/parser_tests/libsgfcplusplus/deep-game-tree.sgf"}, corpus.Options{})
		inputs = concat(inputs, deep)
	}
	n := 0
	for in := range inputs {
		c, err := corpus.Parse(in, sgfio.Options{MainLine: true})
		if err != nil {
			t.Fatal(err)
		}
		for _, g := range FromAudits(in.Source, c, func(rec *sgfio.Game) *compare.Game { return a.Audit(in.Source, rec) }) {
			switch {
			case g.Moves > 1000:
				// YAML takes seconds over thousands of divergences: the
				// game of 1,000 moves stands for them.
			case g.Moves > 500:
				sameInParts(t, fmt.Sprintf("%s#%d", g.Source, g.Game), g, 40)
			default:
				sameInParts(t, fmt.Sprintf("%s#%d", g.Source, g.Game), g)
			}
			n++
		}
	}
	if n < 40 {
		t.Fatalf("%d games", n)
	}
}

func concat[T any](a, b func(func(T) bool)) func(func(T) bool) {
	return func(yield func(T) bool) {
		for v := range a {
			if !yield(v) {
				return
			}
		}
		for v := range b {
			if !yield(v) {
				return
			}
		}
	}
}

// The report's structs use only what the parts writer knows of yaml tags
// (a key, omitempty): an inline or flow field would be written wrong.
func TestYAMLPartsKnowTheSchemaTags(t *testing.T) {
	for _, v := range []any{Game{}, Declared{}, Verdict{}, Illegal{}, Score{}, Side{}, Divergence{}, Camp{}, Term{}, Diagram{}, ResultCheck{}, Diagnostic{}, Summary{}, Header{}} {
		ty := reflect.TypeOf(v)
		for i := range ty.NumField() {
			tag := ty.Field(i).Tag.Get("yaml")
			if _, opts, _ := cutComma(tag); opts != "" && opts != "omitempty" {
				t.Errorf("%s.%s: yaml tag %q", ty.Name(), ty.Field(i).Name, tag)
			}
		}
	}
}

func cutComma(s string) (string, string, bool) {
	for i := range len(s) {
		if s[i] == ',' {
			return s[:i], s[i+1:], true
		}
	}
	return s, "", false
}
