package reports

import (
	"math"
	"slices"
	"strconv"
	"unicode/utf8"
)

// The audit's JSON Lines are written by hand for speed: encoding/json's
// reflection was most of the writer's time. The bytes are exactly those
// of encoding/json with SetEscapeHTML(false) (fields in declaration
// order, omitempty, map keys sorted, nil slices and pointers as null);
// jsonl_append_test.go checks it on filled and empty values of every
// type. A value encoding/json would refuse (a NaN or infinite number)
// makes appendLine report false, and the caller falls back to
// encoding/json for its error.

// jsonAppender appends JSON to b; ok turns false on a value JSON cannot
// hold.
type jsonAppender struct {
	b  []byte
	ok bool
	// keys, when set, are the names of the run's rulesets in order: a
	// game's verdicts, keyed by them, need no sort (jsonl_verdicts.go).
	keys *verdictKeys
	// normal writes the lists normalize fills as [] when they are nil:
	// the line of normalize(g) without copying g and its verdicts.
	normal bool
}

// appendLine appends l as encoding/json would encode it, newline included.
// sorted may name the verdicts' keys in order (or be nil).
func appendLine(dst []byte, l *Line, sorted []string) ([]byte, bool) {
	return appendLineKeys(dst, l, newVerdictKeys(sorted))
}

// appendLineKeys is appendLine with the names quoted once for a run.
func appendLineKeys(dst []byte, l *Line, keys *verdictKeys) ([]byte, bool) {
	return appendLineWith(jsonAppender{b: dst, ok: true, keys: keys}, l)
}

// appendNormalLine is appendLineKeys of l with its game normalized
// (normalize), written without making the normalized copy.
func appendNormalLine(dst []byte, l *Line, keys *verdictKeys) ([]byte, bool) {
	return appendLineWith(jsonAppender{b: dst, ok: true, keys: keys, normal: true}, l)
}

func appendLineWith(e jsonAppender, l *Line) ([]byte, bool) {
	e.raw(`{"version":`)
	e.str(l.Version)
	e.gameFields(&l.Game)
	e.raw("}\n")
	return e.b, e.ok
}

func (e *jsonAppender) raw(s string) { e.b = append(e.b, s...) }

func (e *jsonAppender) int(v int) { e.b = strconv.AppendInt(e.b, int64(v), 10) }

func (e *jsonAppender) bool(v bool) { e.b = strconv.AppendBool(e.b, v) }

// float is encoding/json's float64 encoding (ES6 number formatting).
func (e *jsonAppender) float(f float64) {
	if f == 0 && !math.Signbit(f) { // most score components
		e.b = append(e.b, '0')
		return
	}
	// The others are mostly small whole or half points, written from a
	// table.
	if t := f * 2; t > 0 && t < halvesN {
		if n := int(t); float64(n) == t {
			e.b = append(e.b, halves[n]...)
			return
		}
	}
	if math.IsInf(f, 0) || math.IsNaN(f) {
		e.ok = false
		e.b = append(e.b, '0')
		return
	}
	// Scores are whole or half points: strconv's shortest form of those
	// is their digits, written here without the float formatting.
	if t := f * 2; t == math.Trunc(t) && math.Abs(f) < 1e15 && !(f == 0 && math.Signbit(f)) {
		n := int64(t)
		if n < 0 {
			e.b = append(e.b, '-')
			n = -n
		}
		e.b = strconv.AppendInt(e.b, n>>1, 10)
		if n&1 != 0 {
			e.b = append(e.b, '.', '5')
		}
		return
	}
	abs := math.Abs(f)
	format := byte('f')
	if abs != 0 && (abs < 1e-6 || abs >= 1e21) {
		format = 'e'
	}
	b := strconv.AppendFloat(e.b, f, format, -1, 64)
	if format == 'e' { // clean up e-09 to e-9
		n := len(b)
		if n >= 4 && b[n-4] == 'e' && b[n-3] == '-' && b[n-2] == '0' {
			b[n-2] = b[n-1]
			b = b[:n-1]
		}
	}
	e.b = b
}

// halvesN bounds the numbers float writes from halves: |f| < halvesN/2.
const halvesN = 2048

// halves[n] is n/2 as strconv.FormatFloat(float64(n)/2, 'f', -1, 64)
// writes it: the digits, and ".5" for an odd n.
var halves = func() (t [halvesN]string) {
	for n := range t {
		t[n] = strconv.Itoa(n / 2)
		if n%2 == 1 {
			t[n] += ".5"
		}
	}
	return t
}()

func (e *jsonAppender) floatPtr(f *float64) {
	if f == nil {
		e.raw("null")
		return
	}
	e.float(*f)
}

const hexDigits = "0123456789abcdef"

// word8 is s's first 8 bytes as a little-endian word (one load).
func word8(s string) uint64 {
	_ = s[7]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
}

// plainWord reports whether the 8 bytes of a word (word8) need no
// escape: ASCII, no control character, no '"' and no '\\'. Each test
// sets the high bit of a byte lane that fails it (a borrow from the lane
// below can set more, never fewer: then the bytes go the byte-by-byte
// way). Two functions, each inlined where it is used (as one, plain8,
// it was too big to inline: a call per 8 bytes).
func plainWord(w uint64) bool {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	ctl := w - 0x20*ones             // a byte below 0x20 wraps
	quote := (w ^ '"'*ones) - ones   // a '"' becomes 0, then wraps
	bslash := (w ^ '\\'*ones) - ones // likewise '\\'
	return (w|ctl|quote|bslash)&highs == 0
}

// jsonPlain marks the bytes str writes as they are: ASCII from the space
// on, but for '"' and '\\'.
var jsonPlain = func() (t [256]bool) {
	for c := 0x20; c < utf8.RuneSelf; c++ {
		t[c] = c != '"' && c != '\\'
	}
	return t
}()

// str is encoding/json's string encoding without HTML escaping.
func (e *jsonAppender) str(s string) {
	// Most strings (names, results, diagram rows, sentences) need no
	// escape: they are copied at once.
	i := 0
	for i+8 <= len(s) && plainWord(word8(s[i:i+8])) {
		i += 8
	}
	for i < len(s) && jsonPlain[s[i]] {
		i++
	}
	if i == len(s) {
		e.b = append(append(append(e.b, '"'), s...), '"')
		return
	}
	e.strFrom(s, i)
}

// plainUTF8 is the length of the valid two- or three-byte UTF-8 sequence
// at s[i] (s[i] >= 0x80) that str writes as it is (not U+2028 or
// U+2029), or 0: then utf8.DecodeRuneInString decides (four bytes,
// invalid bytes, the two separators). TestPlainUTF8 compares with it.
func plainUTF8(s string, i int) int {
	b := s[i]
	if b >= 0xC2 && b < 0xE0 {
		if i+1 < len(s) && s[i+1]&0xC0 == 0x80 {
			return 2
		}
		return 0
	}
	if b < 0xE0 || b >= 0xF0 || i+2 >= len(s) {
		return 0
	}
	c1, c2 := s[i+1], s[i+2]
	if c1&0xC0 != 0x80 || c2&0xC0 != 0x80 ||
		b == 0xE0 && c1 < 0xA0 || // overlong
		b == 0xED && c1 >= 0xA0 || // a surrogate
		b == 0xE2 && c1 == 0x80 && (c2 == 0xA8 || c2 == 0xA9) { // U+2028, U+2029
		return 0
	}
	return 3
}

// strFrom is str for a string whose bytes before i need no escape.
func (e *jsonAppender) strFrom(s string, i int) {
	dst := append(e.b, '"')
	start := 0
	for i < len(s) {
		// Eight plain bytes at a time: most strings (diagram rows,
		// sentences, names) have nothing to escape.
		for i+8 <= len(s) && plainWord(word8(s[i:i+8])) {
			i += 8
		}
		if i >= len(s) {
			break
		}
		if b := s[i]; b < utf8.RuneSelf {
			if b >= 0x20 && b != '"' && b != '\\' {
				i++
				continue
			}
			dst = append(dst, s[start:i]...)
			switch b {
			case '\\', '"':
				dst = append(dst, '\\', b)
			case '\b':
				dst = append(dst, '\\', 'b')
			case '\f':
				dst = append(dst, '\\', 'f')
			case '\n':
				dst = append(dst, '\\', 'n')
			case '\r':
				dst = append(dst, '\\', 'r')
			case '\t':
				dst = append(dst, '\\', 't')
			default:
				dst = append(dst, '\\', 'u', '0', '0', hexDigits[b>>4], hexDigits[b&0xF])
			}
			i++
			start = i
			continue
		}
		if n := plainUTF8(s, i); n > 0 { // names in CJK, "−" in sentences
			i += n
			continue
		}
		c, size := utf8.DecodeRuneInString(s[i:])
		if c == utf8.RuneError && size == 1 {
			dst = append(dst, s[start:i]...)
			dst = append(dst, `\ufffd`...)
			i += size
			start = i
			continue
		}
		if c == '\u2028' || c == '\u2029' {
			dst = append(dst, s[start:i]...)
			dst = append(dst, '\\', 'u', '2', '0', '2', hexDigits[c&0xF])
			i += size
			start = i
			continue
		}
		i += size
	}
	dst = append(dst, s[start:]...)
	e.b = append(dst, '"')
}

// normalList is appendList for a list normalize fills: a nil one is []
// in a normal line.
func normalList[T any](e *jsonAppender, xs []T, item func(*T)) {
	if xs == nil && e.normal {
		e.raw("[]")
		return
	}
	appendList(e, xs, item)
}

// normalStrs is strs for a list normalize fills.
func (e *jsonAppender) normalStrs(s []string) {
	normalList(e, s, func(v *string) { e.str(*v) })
}

// appendList writes xs as a JSON array, null when xs is nil (as
// encoding/json writes a nil slice), each element by item.
func appendList[T any](e *jsonAppender, xs []T, item func(*T)) {
	if xs == nil {
		e.raw("null")
		return
	}
	e.b = append(e.b, '[')
	for i := range xs {
		if i > 0 {
			e.b = append(e.b, ',')
		}
		item(&xs[i])
	}
	e.b = append(e.b, ']')
}

func (e *jsonAppender) strs(s []string) {
	appendList(e, s, func(v *string) { e.str(*v) })
}

func (e *jsonAppender) gameFields(g *Game) {
	e.raw(`,"source":`)
	e.str(g.Source)
	e.raw(`,"game":`)
	e.int(g.Game)
	e.raw(`,"moves":`)
	e.int(g.Moves)
	e.raw(`,"warnings":`)
	e.diagnostics(g.Warnings)
	e.raw(`,"errors":`)
	e.diagnostics(g.Errors)
	if g.Declared != nil {
		e.raw(`,"declared":`)
		e.declared(g.Declared)
	}
	if len(g.Verdicts) > 0 {
		e.raw(`,"verdicts":`)
		if vs, order, same := e.keys.inOrderSame(g); vs != nil {
			e.verdictsInOrder(vs, e.keys, order, same)
		} else {
			e.verdicts(g.Verdicts)
		}
	}
	e.raw(`,"divergences":`)
	normalList(e, g.Divergences, e.divergence)
	if c := g.ResultCheck; c != nil {
		e.raw(`,"result_check":`)
		e.resultCheck(c)
	}
	if x := g.Ending; x != nil {
		e.raw(`,"ending":{"how":`)
		e.str(x.How)
		e.raw(`,"reason":`)
		e.str(x.Reason)
		e.b = append(e.b, '}')
	}
	if d := g.Dead; d != nil {
		e.raw(`,"dead":{"source":`)
		e.str(d.Source)
		e.raw(`,"stones":`)
		e.int(d.Stones)
		if d.Uncertain != nil {
			e.raw(`,"uncertain":`)
			e.int(*d.Uncertain)
		}
		if d.Open != nil {
			e.raw(`,"open":`)
			e.int(*d.Open)
		}
		e.b = append(e.b, '}')
	}
	e.finalBoards(g.Final) // jsonl_final.go
}

func (e *jsonAppender) diagnostics(ds []Diagnostic) {
	normalList(e, ds, func(d *Diagnostic) {
		e.raw(`{"message":`)
		e.str(d.Message)
		e.raw(`,"line":`)
		e.int(d.Line)
		e.raw(`,"col":`)
		e.int(d.Col)
		e.b = append(e.b, '}')
	})
}

func (e *jsonAppender) declared(d *Declared) {
	e.raw(`{"rules":`)
	e.str(d.Rules)
	e.raw(`,"ruleset":`)
	e.str(d.Ruleset)
	e.raw(`,"komi":`)
	e.floatPtr(d.Komi)
	e.raw(`,"handicap":`)
	e.int(d.Handicap)
	e.raw(`,"result":`)
	e.str(d.Result)
	e.optStr(`,"result_raw":`, d.ResultRaw)
	e.optStr(`,"komi_raw":`, d.KomiRaw)
	e.optStr(`,"size":`, d.Size)
	e.optStr(`,"black":`, d.Black)
	e.optStr(`,"white":`, d.White)
	e.optStr(`,"event":`, d.Event)
	e.optStr(`,"date":`, d.Date)
	e.b = append(e.b, '}')
}

// optStr writes an omitempty string field after the first field; key
// is the field's `,"name":`.
func (e *jsonAppender) optStr(key, v string) {
	if v != "" {
		e.raw(key)
		e.str(v)
	}
}

func (e *jsonAppender) verdicts(vs map[string]*Verdict) {
	// The run's names in order, when they are the keys: each is looked
	// up once, and the first one missing sends the map the general way.
	if k := e.keys; k != nil && len(k.sorted) == len(vs) && len(vs) > 0 {
		start := len(e.b)
		if e.verdictsNamed(vs, k) {
			return
		}
		e.b = e.b[:start]
	}
	var stack [32]string
	names := stack[:0]
	for name := range vs {
		names = append(names, name)
	}
	slices.Sort(names)
	e.b = append(e.b, '{')
	var memo verdictMemo
	for i, name := range names {
		if i > 0 {
			e.b = append(e.b, ',')
		}
		e.str(name)
		e.b = append(e.b, ':')
		memo.write(e, verdictOr(vs[name]))
	}
	e.b = append(e.b, '}')
}

// verdictsNamed writes vs keyed by k's names, or reports false when one of
// them is not a key (then it has written part of it).
func (e *jsonAppender) verdictsNamed(vs map[string]*Verdict, k *verdictKeys) bool {
	e.b = append(e.b, '{')
	var memo verdictMemo
	for i, name := range k.sorted {
		v, ok := vs[name]
		if !ok {
			return false
		}
		if i > 0 {
			e.b = append(e.b, ',')
		}
		e.b = append(e.b, k.quoted[i]...)
		memo.write(e, verdictOr(v))
	}
	e.b = append(e.b, '}')
	return true
}

// verdictsInOrder writes vs, the verdicts keyed by k's names in order
// (verdictKeys.inOrder): verdictsNamed without the look-ups. order and
// same, when given, are the entry's (entryMem): the verdicts of a run
// made as copies of its first are written once, and their bytes copied
// without comparing the verdicts.
func (e *jsonAppender) verdictsInOrder(vs []*Verdict, k *verdictKeys, order, same []int) {
	e.b = append(e.b, '{')
	var memo verdictMemo
	runs := len(order) == len(vs) && len(same) == len(vs) && len(vs) <= maxRuns
	var span [maxRuns]struct{ start, end int } // a run's bytes, by its first verdict; end 0 until written
	for i, v := range vs {
		if i > 0 {
			e.b = append(e.b, ',')
		}
		e.b = append(e.b, k.quoted[i]...)
		if !runs {
			memo.write(e, v)
			continue
		}
		r := &span[same[order[i]]]
		if r.end != 0 {
			e.b = append(e.b, e.b[r.start:r.end]...)
			continue
		}
		start := len(e.b)
		memo.write(e, v)
		r.start, r.end = start, len(e.b)
	}
	e.b = append(e.b, '}')
}

// maxRuns bounds the verdicts verdictsInOrder writes by runs (the
// catalogue has 14 rulesets).
const maxRuns = 32

func (e *jsonAppender) verdict(v *Verdict) {
	e.raw(`{"result":`)
	e.str(v.Result)
	e.raw(`,"margin":`)
	e.floatPtr(v.Margin)
	e.raw(`,"illegal":`)
	normalList(e, v.Illegal, func(il *Illegal) {
		e.raw(`{"move":`)
		e.int(il.Move)
		e.raw(`,"point":`)
		e.str(il.Point)
		e.raw(`,"rule":`)
		e.str(il.Rule)
		e.optStr(`,"point_sgf":`, il.PointSGF)
		e.optStr(`,"detail":`, il.Detail)
		e.b = append(e.b, '}')
	})
	e.raw(`,"end":`)
	e.str(v.End)
	if v.EndMove != 0 {
		e.raw(`,"end_move":`)
		e.int(v.EndMove)
	}
	e.raw(`,"komi":`)
	e.float(v.Komi)
	e.optStr(`,"scoring":`, v.Scoring)
	e.optStr(`,"dead":`, v.Dead)
	if v.Estimated {
		e.raw(`,"estimated":true`)
	}
	e.optStr(`,"zi":`, v.Zi)
	if s := v.Score; s != nil {
		e.raw(`,"score":{"black":`)
		e.side(&s.Black)
		e.raw(`,"white":`)
		e.side(&s.White)
		e.b = append(e.b, '}')
	}
	e.b = append(e.b, '}')
}

func (e *jsonAppender) side(s *Side) {
	e.raw(`{"stones":`)
	e.float(s.Stones)
	e.raw(`,"territory":`)
	e.float(s.Territory)
	e.raw(`,"prisoners":`)
	e.float(s.Prisoners)
	e.raw(`,"dead":`)
	e.float(s.Dead)
	e.raw(`,"pass_stones":`)
	e.float(s.PassStones)
	e.raw(`,"handicap_bonus":`)
	e.float(s.HandicapBonus)
	e.raw(`,"komi":`)
	e.float(s.Komi)
	e.raw(`,"seki":`)
	e.float(s.Seki)
	if s.DameFilled != 0 {
		e.raw(`,"dame_filled":`)
		e.float(s.DameFilled)
	}
	e.raw(`,"total":`)
	e.float(s.Total)
	e.b = append(e.b, '}')
}

func (e *jsonAppender) divergence(d *Divergence) {
	e.raw(`{"kind":`)
	e.str(d.Kind)
	e.raw(`,"class":`)
	e.str(d.Class)
	e.raw(`,"effect":`)
	e.str(d.Effect)
	e.raw(`,"move":`)
	e.int(d.Move)
	e.raw(`,"point":`)
	e.str(d.Point)
	e.raw(`,"legal":`)
	e.normalStrs(d.Legal)
	e.raw(`,"illegal":`)
	e.normalStrs(d.Illegal)
	e.raw(`,"rulesets":`)
	e.normalStrs(d.Rulesets)
	e.raw(`,"explanation":`)
	e.str(d.Explanation)
	e.optStr(`,"point_sgf":`, d.PointSGF)
	if len(d.Camps) > 0 {
		e.raw(`,"camps":`)
		appendList(e, d.Camps, func(c *Camp) {
			e.raw(`{"rulesets":`)
			e.strs(c.Rulesets)
			e.raw(`,"says":`)
			e.str(c.Says)
			if c.Margin != nil {
				e.raw(`,"margin":`)
				e.float(*c.Margin)
			}
			e.b = append(e.b, '}')
		})
	}
	if len(d.Terms) > 0 {
		e.raw(`,"terms":`)
		appendList(e, d.Terms, func(t *Term) {
			e.raw(`{"component":`)
			e.str(t.Component)
			e.raw(`,"delta":`)
			e.float(t.Delta)
			e.optStr(`,"note":`, t.Note)
			e.b = append(e.b, '}')
		})
	}
	e.diagram("diagram", d.Diagram)
	e.diagram("before", d.Before)
	e.b = append(e.b, '}')
}

func (e *jsonAppender) diagram(name string, g *Diagram) {
	if g == nil {
		return
	}
	e.raw(`,"` + name + `":{"width":`)
	e.int(g.Width)
	e.raw(`,"height":`)
	e.int(g.Height)
	e.raw(`,"rows":`)
	e.strs(g.Rows)
	e.optStr(`,"mark":`, g.Mark)
	e.optStr(`,"mark_sgf":`, g.MarkSGF)
	e.optStr(`,"caption":`, g.Caption)
	e.b = append(e.b, '}')
}

func (e *jsonAppender) resultCheck(c *ResultCheck) {
	e.raw(`{"ruleset":`)
	e.str(c.Ruleset)
	e.raw(`,"computed":`)
	e.str(c.Computed)
	e.raw(`,"declared":`)
	e.str(c.Declared)
	e.raw(`,"agrees":`)
	e.bool(c.Agrees)
	e.raw(`,"difference":`)
	e.floatPtr(c.Difference)
	if c.WinnerOnly {
		e.raw(`,"winner_only":true`)
	}
	if c.Estimated {
		e.raw(`,"estimated":true`)
	}
	e.optStr(`,"miss":`, c.Miss)
	e.optStr(`,"miss_note":`, c.MissNote)
	e.b = append(e.b, '}')
}
