package reports

import (
	"bytes"
	"fmt"
	"reflect"
	"strings"

	"go.yaml.in/yaml/v3"
)

// yamlSplitAt is the number of scalars above which a value is written in
// parts (its fields, entries or items one at a time) rather than handed
// to the YAML encoder whole. The encoder builds a node for every scalar
// before it writes the first byte: a game of 5,000 moves and 8,000
// divergences took 1 GiB that way (its JSON line, 130 MiB). In parts, the
// most held at once is the largest part under this size. A variable so
// that the tests can split everything.
var yamlSplitAt = 512

// yamlParts writes values in YAML block style exactly as yamlBytes would
// write them whole (two-space indent, sequences in mappings not indented),
// splitting the large ones.
type yamlParts struct {
	w    *yamlStream
	dash int // >= 0: the next chunk is a sequence item's first line; put "- " at this column
	buf  bytes.Buffer
}

// item writes v as one item of a block sequence at column indent.
func (y *yamlParts) item(indent int, v reflect.Value) error {
	if y.large(v) {
		if s, ok := splittable(v); ok {
			y.dash = indent
			return y.mapping(indent+2, s)
		}
	}
	return y.whole(indent, []any{valueOf(v)})
}

// field writes "key: v" in a block mapping at column indent.
func (y *yamlParts) field(indent int, key string, v reflect.Value) error {
	if !y.large(v) {
		return y.whole(indent, map[string]any{key: valueOf(v)})
	}
	for v.Kind() == reflect.Pointer || v.Kind() == reflect.Interface {
		v = v.Elem()
	}
	k, err := yamlBytes(key) // quoted as the encoder quotes it: "no", "on", "1"
	if err != nil {
		return err
	}
	if err := y.chunk(indent, append(bytes.TrimSuffix(k, []byte("\n")), ":\n"...)); err != nil {
		return err
	}
	if v.Kind() == reflect.Slice || v.Kind() == reflect.Array {
		for i := range v.Len() {
			if err := y.item(indent, v.Index(i)); err != nil {
				return err
			}
		}
		return nil
	}
	return y.mapping(indent+2, v)
}

// mapping writes the fields of a struct, or the entries of a map, at
// column indent.
func (y *yamlParts) mapping(indent int, v reflect.Value) error {
	if v.Kind() == reflect.Map {
		keys, err := yamlKeyOrder(v)
		if err != nil {
			return err
		}
		for _, k := range keys {
			if err := y.field(indent, k.String(), v.MapIndex(k)); err != nil {
				return err
			}
		}
		return nil
	}
	t := v.Type()
	for i := range t.NumField() {
		name, omitEmpty, ok := yamlField(t.Field(i))
		if !ok || (omitEmpty && yamlZero(v.Field(i))) {
			continue
		}
		if err := y.field(indent, name, v.Field(i)); err != nil {
			return err
		}
	}
	return nil
}

// whole writes v through the encoder, shifted right by indent columns.
func (y *yamlParts) whole(indent int, v any) error {
	b, err := yamlBytes(v)
	if err != nil {
		return err
	}
	return y.chunk(indent, b)
}

// chunk writes YAML lines shifted right by indent columns (empty lines,
// inside a block scalar, stay empty, as the encoder writes them).
func (y *yamlParts) chunk(indent int, b []byte) error {
	y.buf.Reset()
	pad := strings.Repeat(" ", indent)
	for len(b) > 0 {
		line := b
		if i := bytes.IndexByte(b, '\n'); i >= 0 {
			line = b[:i+1]
		}
		b = b[len(line):]
		if len(line) > 1 {
			y.buf.WriteString(pad)
		}
		y.buf.Write(line)
	}
	out := y.buf.Bytes()
	if y.dash >= 0 {
		// The first line of an item's first field: its two spaces of
		// indentation become the item's dash.
		copy(out[y.dash:], "- ")
		y.dash = -1
	}
	return y.w.write(out)
}

// large tells whether v holds more than yamlSplitAt scalars and can be
// written in parts.
func (y *yamlParts) large(v reflect.Value) bool {
	if yamlWeight(v, yamlSplitAt) <= yamlSplitAt {
		return false
	}
	for v.Kind() == reflect.Pointer || v.Kind() == reflect.Interface {
		v = v.Elem()
	}
	switch v.Kind() {
	case reflect.Struct, reflect.Map:
		_, ok := splittable(v)
		return ok
	case reflect.Slice, reflect.Array:
		return v.Len() > 0
	}
	return false
}

// splittable returns the struct or map v points to when it can be written
// field by field: a struct with at least one field written (its first
// one on an item's dash line), a map with string keys and entries.
func splittable(v reflect.Value) (reflect.Value, bool) {
	for v.Kind() == reflect.Pointer || v.Kind() == reflect.Interface {
		if v.IsNil() {
			return v, false
		}
		v = v.Elem()
	}
	switch v.Kind() {
	case reflect.Map:
		return v, v.Len() > 0 && v.Type().Key().Kind() == reflect.String
	case reflect.Struct:
		t := v.Type()
		for i := range t.NumField() {
			if _, omitEmpty, ok := yamlField(t.Field(i)); ok && !(omitEmpty && yamlZero(v.Field(i))) {
				return v, true
			}
		}
	}
	return v, false
}

// yamlField reads a struct field's yaml tag: its key, omitempty, and
// whether it is written at all. The report's structs use plain keys and
// omitempty only; anything else (inline, flow) is refused by a test.
func yamlField(f reflect.StructField) (name string, omitEmpty, ok bool) {
	if !f.IsExported() {
		return "", false, false
	}
	tag := f.Tag.Get("yaml")
	if tag == "-" {
		return "", false, false
	}
	name, opts, _ := strings.Cut(tag, ",")
	if name == "" {
		name = strings.ToLower(f.Name)
	}
	return name, opts == "omitempty", true
}

// yamlZero tells whether the encoder leaves out a field tagged omitempty
// holding v: an empty string, slice or map, a nil pointer, zero, false,
// or a struct whose exported fields are all so.
func yamlZero(v reflect.Value) bool {
	switch v.Kind() {
	case reflect.String, reflect.Slice, reflect.Map, reflect.Array:
		return v.Len() == 0
	case reflect.Pointer, reflect.Interface:
		return v.IsNil()
	case reflect.Struct:
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() && !yamlZero(v.Field(i)) {
				return false
			}
		}
		return true
	}
	return v.IsZero()
}

// yamlWeight counts the scalars of v, stopping past limit.
func yamlWeight(v reflect.Value, limit int) int {
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if v.IsNil() {
			return 1
		}
		return yamlWeight(v.Elem(), limit)
	case reflect.Struct:
		n := 0
		for i := 0; i < v.NumField() && n <= limit; i++ {
			if v.Type().Field(i).IsExported() {
				n += yamlWeight(v.Field(i), limit-n)
			}
		}
		return n
	case reflect.Slice, reflect.Array:
		n := 1
		for i := 0; i < v.Len() && n <= limit; i++ {
			n += yamlWeight(v.Index(i), limit-n)
		}
		return n
	case reflect.Map:
		n := 1
		for it := v.MapRange(); it.Next() && n <= limit; {
			n += 1 + yamlWeight(it.Value(), limit-n)
		}
		return n
	}
	return 1
}

// yamlKeyOrder returns the keys of the map v in the order the encoder
// writes them, asked of the encoder itself (its order is not plain string
// order: "a2" comes before "a10").
func yamlKeyOrder(v reflect.Value) ([]reflect.Value, error) {
	probe := make(map[string]int, v.Len())
	byName := make(map[string]reflect.Value, v.Len())
	for _, k := range v.MapKeys() {
		probe[k.String()] = 0
		byName[k.String()] = k
	}
	b, err := yamlBytes(probe)
	if err != nil {
		return nil, err
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(b, &doc); err != nil || len(doc.Content) != 1 {
		return nil, fmt.Errorf("reports: yaml: reading back map keys: %v", err)
	}
	m := doc.Content[0]
	keys := make([]reflect.Value, 0, len(m.Content)/2)
	for i := 0; i+1 < len(m.Content); i += 2 {
		k, ok := byName[m.Content[i].Value]
		if !ok {
			return nil, fmt.Errorf("reports: yaml: map key %q read back differently", m.Content[i].Value)
		}
		keys = append(keys, k)
	}
	return keys, nil
}

// valueOf is v's value for the encoder (nil for an invalid value).
func valueOf(v reflect.Value) any {
	if !v.IsValid() {
		return nil
	}
	return v.Interface()
}
