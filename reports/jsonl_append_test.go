package reports

import (
	"bytes"
	"encoding/json"
	"maps"
	"math"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// encodingJSON is the reference: what encoding/json writes for l.
func encodingJSON(t *testing.T, l *Line) []byte {
	t.Helper()
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(l); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// tricky strings: every escape encoding/json makes without HTML escaping,
// HTML characters it leaves alone, invalid UTF-8, and plain non-ASCII.
var trickyStrings = []string{
	"", "plain", `quote " and \ backslash`, "ctl \x00\x01\x1f\x7f \b\f\n\r\t",
	"<html> & 'x'", "bad \xff\xfe utf8 \xe2\x80", "line\u2028para\u2029", "日本語 ½ ¾ zi",
}

// tricky floats: both notations and their cutoffs, negative zero.
var trickyFloats = []float64{0, math.Copysign(0, -1), 1, -2.5, 0.1, 1e-6, 9.99e-7, 1e-7, 1e20, 1e21, 1.5e300, -3e-10, 123456789.125,
	-0.5, 0.5, 7.5, -7, 361, -361.5, 0.25, -0.75, 999999999999999.5, 1e15, -1e15 - 1, 4503599627370495.5, 1 << 53, 6.5}

// fill sets every field of v, recursively: strings, numbers and bools from
// the tricky lists (by seed), pointers allocated, slices and maps with
// two elements (the map keys out of order).
func fill(v reflect.Value, seed int) {
	switch v.Kind() {
	case reflect.String:
		v.SetString(trickyStrings[seed%len(trickyStrings)])
	case reflect.Int:
		v.SetInt(int64(seed*7 - 3))
	case reflect.Float64:
		v.SetFloat(trickyFloats[seed%len(trickyFloats)])
	case reflect.Bool:
		v.SetBool(seed%3 != 0)
	case reflect.Pointer:
		v.Set(reflect.New(v.Type().Elem()))
		fill(v.Elem(), seed+1)
	case reflect.Slice:
		s := reflect.MakeSlice(v.Type(), 2, 2)
		fill(s.Index(0), seed+1)
		fill(s.Index(1), seed+2)
		v.Set(s)
	case reflect.Map:
		m := reflect.MakeMap(v.Type())
		for _, k := range []string{"zeta", "alpha", "Mid\"q", "mid"} {
			e := reflect.New(v.Type().Elem()).Elem()
			fill(e, seed+len(k))
			m.SetMapIndex(reflect.ValueOf(k), e)
		}
		v.Set(m)
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			if v.Type().Field(i).IsExported() {
				fill(v.Field(i), seed+i)
			}
		}
	default:
		panic("fill: unhandled kind " + v.Kind().String())
	}
}

// The hand-written JSON Lines encoder writes exactly encoding/json's
// bytes: on values with every field filled (any field added to the
// schema is filled too, and fails here until appendLine writes it), on
// zero values (omitempty, null slices and pointers) and on real audits.
func TestAppendLineMatchesEncodingJSON(t *testing.T) {
	var lines []Line
	lines = append(lines, Line{}, Line{Game: Game{Verdicts: map[string]*Verdict{"x": {}}, Divergences: []Divergence{{}}}})
	for seed := 0; seed < 3*len(trickyFloats); seed++ {
		var l Line
		fill(reflect.ValueOf(&l).Elem(), seed)
		lines = append(lines, l)
		// and with the optional parts emptied one by one
		l2 := l
		l2.Declared = &Declared{}
		l2.ResultCheck = &ResultCheck{}
		lines = append(lines, l2)
	}
	for _, g := range testGames() {
		lines = append(lines, Line{Version: SchemaVersion, Game: normalize(g)}, Line{Version: SchemaVersion, Game: g})
	}
	for i, l := range lines {
		want := encodingJSON(t, &l)
		got, ok := appendLine(nil, &l, nil)
		if !ok {
			t.Fatalf("line %d: appendLine refused a valid value", i)
		}
		if !bytes.Equal(got, want) {
			t.Fatalf("line %d:\n got %s\nwant %s", i, got, want)
		}
		// The line of the normalized game, written without normalizing.
		normal := Line{Version: l.Version, Game: normalize(l.Game)}
		wantNormal := encodingJSON(t, &normal)
		if got, _ := appendNormalLine(nil, &l, nil); !bytes.Equal(got, wantNormal) {
			t.Fatalf("line %d normalized:\n got %s\nwant %s", i, got, wantNormal)
		}
		if got, _ := appendNormalLine(nil, &l, newVerdictKeys(slices.Sorted(maps.Keys(l.Verdicts)))); !bytes.Equal(got, wantNormal) {
			t.Fatalf("line %d normalized, names in order:\n got %s\nwant %s", i, got, wantNormal)
		}
		// Given the verdicts' names in order (the writer's run), or names
		// that are not the keys (fewer, more, others), the same bytes.
		keys := slices.Sorted(maps.Keys(l.Verdicts))
		// Names out of order, or one twice in place of another (as many
		// names as keys, each a key), are not the keys in order either.
		reversed := slices.Clone(keys)
		slices.Reverse(reversed)
		twice := slices.Clone(keys)
		if len(twice) > 1 {
			twice[1] = twice[0]
		}
		for _, sorted := range [][]string{keys, append(slices.Clone(keys), "zz"), keys[min(1, len(keys)):], {"alpha", "x", "zeta"}, reversed, twice} {
			if got, _ := appendLine(nil, &l, sorted); !bytes.Equal(got, want) {
				t.Fatalf("line %d, names %q:\n got %s\nwant %s", i, sorted, got, want)
			}
		}
	}
}

// A number JSON cannot hold is refused, so that the writer falls back to
// encoding/json and its error.
func TestAppendLineRefusesNaN(t *testing.T) {
	nan := math.NaN()
	l := Line{Game: Game{Verdicts: map[string]*Verdict{"x": {Margin: &nan}}}}
	if _, ok := appendLine(nil, &l, nil); ok {
		t.Fatal("appendLine accepted NaN")
	}
	var buf bytes.Buffer
	w, err := NewAuditWriter(&buf, "jsonl", AuditOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if err := w.Add(l.Game); err == nil || !strings.Contains(err.Error(), "json") {
		t.Fatalf("Add(NaN margin) = %v, want encoding/json's error", err)
	}
}

// Whole and half points take a shortcut around strconv: every one of
// them, and the quarters and tenths around them, must still read as
// encoding/json writes them.
func TestAppendFloatMatchesEncodingJSON(t *testing.T) {
	for i := -3000; i <= 3000; i++ {
		for _, f := range []float64{float64(i) / 2, float64(i) / 4, float64(i) / 10, float64(i) * 1e12} {
			want, err := json.Marshal(f)
			if err != nil {
				t.Fatal(err)
			}
			e := jsonAppender{ok: true}
			e.float(f)
			if string(e.b) != string(want) {
				t.Fatalf("%v: got %s, want %s", f, e.b, want)
			}
		}
	}
}

// str's eight-bytes-at-a-time scan (plainWord) against encoding/json: every
// byte value at every place of a word, in strings of 7 to 17 bytes, and
// every two-byte pair of interesting values side by side (a borrow from
// one lane into the next must not hide a byte to escape).
func TestStrEveryByte(t *testing.T) {
	want := func(s string) string {
		var buf bytes.Buffer
		enc := json.NewEncoder(&buf)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(s); err != nil {
			t.Fatal(err)
		}
		return strings.TrimSuffix(buf.String(), "\n")
	}
	check := func(s string) {
		e := jsonAppender{ok: true}
		e.str(s)
		if got, w := string(e.b), want(s); got != w {
			t.Fatalf("str(%q) = %s, encoding/json %s", s, got, w)
		}
	}
	// After bytes already written, with no room, too little, just enough
	// and more: the string goes after them, they stay.
	for _, s := range []string{"", "a", "B+R", "Japanese 2003", "plain text of more than sixteen bytes", "a\"b"} {
		for spare := 0; spare <= len(s)+3; spare++ {
			e := jsonAppender{ok: true, b: append(make([]byte, 0, 5+spare), "x,y:["...)}
			e.str(s)
			if got, w := string(e.b), "x,y:["+want(s); got != w {
				t.Fatalf("str(%q) after 5 bytes, %d spare: %s, want %s", s, spare, got, w)
			}
		}
	}
	for n := 7; n <= 17; n++ {
		for at := 0; at < n; at++ {
			for b := 0; b < 256; b++ {
				s := []byte(strings.Repeat("a", n))
				s[at] = byte(b)
				check(string(s))
			}
		}
	}
	edge := []byte{0, 0x1f, 0x20, 0x21, '"', '\\', 0x7f, 0x80, 0xe2, 0xff}
	for at := 0; at < 15; at++ {
		for _, x := range edge {
			for _, y := range edge {
				s := []byte(strings.Repeat("b", 16))
				s[at], s[at+1] = x, y
				check(string(s))
			}
		}
	}
}
