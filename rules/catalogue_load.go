package rules

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"regexp"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
)

// A FileError is one problem in a rulesets file: where it is and which
// ruleset and field it concerns (Line, Ruleset and Field may be empty).
type FileError struct {
	File    string
	Line    int
	Ruleset string
	Field   string
	Msg     string
}

func (e *FileError) Error() string {
	var b strings.Builder
	b.WriteString(e.File)
	if e.Line > 0 {
		fmt.Fprintf(&b, ":%d", e.Line)
	}
	if e.Ruleset != "" {
		fmt.Fprintf(&b, ": ruleset %q", e.Ruleset)
	}
	if e.Field != "" {
		fmt.Fprintf(&b, ": field %s", e.Field)
	}
	b.WriteString(": ")
	b.WriteString(e.Msg)
	return b.String()
}

// fileRuleset is one ruleset as a file writes it: the parameters, plus
// based-on, which copies the parameters of a catalogue ruleset so that a
// user need only write what differs.
type fileRuleset struct {
	BasedOn string `yaml:"based-on"`
	Ruleset `yaml:",inline"`
}

// LoadFile reads a rulesets file: one ruleset (a mapping) or a list of
// them. Every field is checked; based-on refers to the embedded catalogue.
// Use Catalog.WithFile to merge a file over a catalogue.
func LoadFile(file string) ([]Ruleset, error) { return Default().loadFile(file) }

func (c *Catalog) loadFile(file string) ([]Ruleset, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, fmt.Errorf("rules file: %w", err)
	}
	return parseRulesets(file, data, c)
}

// parseRulesets decodes and checks the rulesets of one file. base resolves
// based-on (nil: based-on is refused). All problems found are returned,
// joined, each a *FileError.
func parseRulesets(file string, data []byte, base *Catalog) ([]Ruleset, error) {
	ferr := func(line int, rs, field, format string, args ...any) error {
		return &FileError{File: file, Line: line, Ruleset: rs, Field: field, Msg: fmt.Sprintf(format, args...)}
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		msg, line := err.Error(), 0
		if m := yamlSyntaxRE.FindStringSubmatch(msg); m != nil {
			line, _ = strconv.Atoi(m[1])
			msg = "yaml: " + m[2]
		}
		return nil, ferr(line, "", "", "%s", msg)
	}
	if doc.Kind == 0 || len(doc.Content) == 0 {
		return nil, ferr(0, "", "", "no ruleset in the file")
	}
	root := doc.Content[0]
	var items []*yaml.Node
	switch root.Kind {
	case yaml.MappingNode:
		items = []*yaml.Node{root}
	case yaml.SequenceNode:
		items = root.Content
		if len(items) == 0 {
			return nil, ferr(root.Line, "", "", "no ruleset in the list")
		}
		for i, it := range items {
			if it.Kind != yaml.MappingNode {
				return nil, ferr(it.Line, "", "", "item %d of the list is not a ruleset (a mapping of fields)", i+1)
			}
		}
	default:
		return nil, ferr(root.Line, "", "", "want a ruleset (a mapping of fields) or a list of rulesets")
	}

	// Strict decoding: KnownFields makes a misspelt field an error.
	if errs := strictDecode(file, data, root.Kind == yaml.SequenceNode, items); len(errs) > 0 {
		return nil, errors.Join(errs...)
	}

	var errs []error
	out := make([]Ruleset, 0, len(items))
	seen := map[string]int{}
	for _, it := range items {
		r, ierrs := decodeItem(file, it, base)
		errs = append(errs, ierrs...)
		if len(ierrs) > 0 {
			continue
		}
		if line, dup := seen[r.Name]; dup {
			errs = append(errs, ferr(keyLine(it, "name"), r.Name, "name", "defined twice in the file (first at line %d)", line))
			continue
		}
		seen[r.Name] = keyLine(it, "name")
		out = append(out, r)
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	return out, nil
}

// strictDecode decodes the file with KnownFields(true) and turns yaml's
// type errors ("line 7: field kom not found in type …") into FileErrors
// that name the ruleset and the field.
func strictDecode(file string, data []byte, list bool, items []*yaml.Node) []error {
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	var err error
	if list {
		var v []fileRuleset
		err = dec.Decode(&v)
	} else {
		var v fileRuleset
		err = dec.Decode(&v)
	}
	if err == nil {
		var extra yaml.Node
		if dec.Decode(&extra) != io.EOF {
			return []error{&FileError{File: file, Msg: "more than one YAML document: put the rulesets in one list"}}
		}
		return nil
	}
	var te *yaml.TypeError
	if !errors.As(err, &te) {
		return []error{&FileError{File: file, Msg: err.Error()}}
	}
	var errs []error
	for _, msg := range te.Errors {
		errs = append(errs, typeError(file, msg, items))
	}
	return errs
}

var (
	yamlSyntaxRE  = regexp.MustCompile(`^yaml: line (\d+): (.*)$`)
	yamlLineRE    = regexp.MustCompile(`^line (\d+): (.*)$`)
	unknownFieldR = regexp.MustCompile(`^field (\S+) not found in type`)
)

// typeError places one of yaml's type error messages in its ruleset and
// field, found by line.
func typeError(file, msg string, items []*yaml.Node) error {
	fe := &FileError{File: file, Msg: msg}
	m := yamlLineRE.FindStringSubmatch(msg)
	if m == nil {
		return fe
	}
	fe.Line, _ = strconv.Atoi(m[1])
	fe.Msg = m[2]
	it := itemAtLine(items, fe.Line)
	if it == nil {
		return fe
	}
	fe.Ruleset = scalar(it, "name")
	if u := unknownFieldR.FindStringSubmatch(fe.Msg); u != nil {
		if strings.HasSuffix(fe.Msg, "rules.Reading") {
			fe.Field, fe.Msg = "readings", "unknown field "+u[1]+" (want param, value, why)"
			return fe
		}
		fe.Field = u[1]
		fe.Msg = "unknown field (want " + strings.Join(fieldNames(), ", ") + ")"
		return fe
	}
	for i := 0; i+1 < len(it.Content); i += 2 {
		k, v := it.Content[i], it.Content[i+1]
		if v.Line == fe.Line || k.Line == fe.Line {
			fe.Field = k.Value
			if strings.HasPrefix(fe.Msg, "cannot unmarshal") {
				fe.Msg = fmt.Sprintf("invalid value %q (want %s)", v.Value, fieldWant(k.Value))
			}
			break
		}
	}
	return fe
}

// itemAtLine returns the ruleset whose text holds the line.
func itemAtLine(items []*yaml.Node, line int) *yaml.Node {
	var found *yaml.Node
	for _, it := range items {
		if it.Line <= line {
			found = it
		}
	}
	return found
}

// decodeItem builds one ruleset from its (already strictly decoded) node
// and checks every value against its parameter's domain.
func decodeItem(file string, it *yaml.Node, base *Catalog) (Ruleset, []error) {
	name := scalar(it, "name")
	ferr := func(field, format string, args ...any) error {
		return &FileError{File: file, Line: keyLine(it, field), Ruleset: name, Field: field, Msg: fmt.Sprintf(format, args...)}
	}
	var errs []error
	var fr fileRuleset
	if based := scalar(it, "based-on"); based != "" {
		b, ok := Ruleset{}, false
		if base != nil {
			b, ok = base.Lookup(based)
		}
		if !ok {
			return Ruleset{}, []error{ferr("based-on", "unknown ruleset %q", based)}
		}
		// The parameters come from the base; what names and explains it
		// does not.
		b.Name, b.Title, b.Source, b.Aliases, b.Notes, b.Readings = "", "", "", nil, "", nil
		fr.Ruleset = b
	} else {
		for _, f := range requiredFields {
			if keyLine(it, f) == 0 {
				errs = append(errs, &FileError{File: file, Line: it.Line, Ruleset: name, Field: f, Msg: "missing (required unless based-on names a ruleset to copy)"})
			}
		}
	}
	hasName := keyLine(it, "name") > 0
	if !hasName && scalar(it, "based-on") != "" { // otherwise reported with the required fields
		errs = append(errs, &FileError{File: file, Line: it.Line, Field: "name", Msg: "missing"})
	}
	if err := it.Decode(&fr); err != nil {
		return Ruleset{}, append(errs, ferr("", "%v", err))
	}
	r := fr.Ruleset
	if hasName && !validName.MatchString(r.Name) {
		errs = append(errs, ferr("name", "invalid value %q (want lower-case letters, digits and dashes, starting with a letter or digit)", r.Name))
	}
	for i := 0; i+1 < len(it.Content); i += 2 {
		field := it.Content[i].Value
		if err := checkValue(&r, field); err != nil {
			errs = append(errs, ferr(field, "%v", err))
		}
	}
	if r.KataGo != nil {
		errs = append(errs, kataGoConsistent(&r, ferr)...)
	}
	for i, a := range r.Aliases {
		if normaliseName(a) == "" {
			errs = append(errs, ferr("aliases", "alias %d is empty", i+1))
		}
	}
	for i, rd := range r.Readings {
		if err := checkReading(rd); err != nil {
			errs = append(errs, ferr("readings", "reading %d: %v", i+1, err))
		}
	}
	return r, errs
}

var validName = regexp.MustCompile(`^[a-z0-9][a-z0-9-]*$`)

// requiredFields must be written unless based-on supplies them. komi may be
// null ("by agreement") but must be said.
var requiredFields = []string{
	"name", "ko", "cycles", "suicide", "end", "scoring", "seki", "dead",
	"pass-stones", "handicap-bonus", "komi", "ties",
}

// scalar returns the value of key in a mapping node ("" when absent).
func scalar(m *yaml.Node, key string) string {
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == key && m.Content[i+1].Kind == yaml.ScalarNode {
			return m.Content[i+1].Value
		}
	}
	return ""
}

// keyLine returns the line of key in a mapping node, 0 when absent.
func keyLine(m *yaml.Node, key string) int {
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == key {
			return m.Content[i].Line
		}
	}
	return 0
}

// kataGoConsistent checks that a ruleset with KataGo's settings has the
// parameters they imply (KataGo.params): the replay reads both, so a
// file may not say two things.
func kataGoConsistent(r *Ruleset, ferr func(field, format string, args ...any) error) []error {
	want := *r
	r.KataGo.params(&want)
	var errs []error
	for _, f := range []string{"ko", "cycles", "suicide", "end", "scoring", "seki", "dead", "handicap-bonus", "ties"} {
		if got, w := enumValue(r, f), enumValue(&want, f); got != w {
			errs = append(errs, ferr(f, "%s, but katago %s implies %s", got, r.KataGo, w))
		}
	}
	if r.PassStones {
		errs = append(errs, ferr("pass-stones", "true, but katago %s implies false", r.KataGo))
	}
	return errs
}
