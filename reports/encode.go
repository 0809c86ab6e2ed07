package reports

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"reflect"

	"go.yaml.in/yaml/v3"
)

// jsonLine writes v as one line of JSON. Maps marshal with sorted keys, so
// the bytes depend only on the value.
func jsonLine(w io.Writer, v any) error {
	var e lineEncoder
	return e.write(w, v)
}

// lineEncoder writes JSON lines through one reused buffer.
type lineEncoder struct {
	buf bytes.Buffer
	enc *json.Encoder
}

func (e *lineEncoder) write(w io.Writer, v any) error {
	if e.enc == nil {
		e.enc = json.NewEncoder(&e.buf)
		e.enc.SetEscapeHTML(false)
	}
	e.buf.Reset()
	if err := e.enc.Encode(v); err != nil {
		return fmt.Errorf("reports: json: %w", err)
	}
	if _, err := w.Write(e.buf.Bytes()); err != nil {
		return fmt.Errorf("reports: write: %w", err)
	}
	return nil
}

// WriteYAML writes v as one YAML document, indented as the reports are
// (`rulediff rules --format yaml`, `rulediff score --format yaml`).
func WriteYAML(w io.Writer, v any) error {
	b, err := yamlBytes(v)
	if err != nil {
		return err
	}
	if _, err := w.Write(b); err != nil {
		return fmt.Errorf("reports: write: %w", err)
	}
	return nil
}

// CheckFormat says whether format is one the writers of `audit`, `stats`
// and `score` know: table (or ""), markdown (or md), yaml, jsonl or html;
// the error names them.
func CheckFormat(format string) error {
	switch format {
	case "", "table", "markdown", "md", "yaml", "jsonl", "html":
		return nil
	}
	return unknownFormat(format)
}

// unknownFormat is the error of every writer for a format it lacks.
func unknownFormat(format string) error {
	return fmt.Errorf("reports: unknown format %q (want table, markdown, yaml or jsonl; html for audit, stats and score)", format)
}

// yamlBytes marshals v with a two-space indent.
func yamlBytes(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := yaml.NewEncoder(&buf)
	enc.SetIndent(2)
	enc.CompactSeqIndent()
	if err := enc.Encode(v); err != nil {
		return nil, fmt.Errorf("reports: yaml: %w", err)
	}
	if err := enc.Close(); err != nil {
		return nil, fmt.Errorf("reports: yaml: %w", err)
	}
	return buf.Bytes(), nil
}

// yamlStream writes one YAML mapping document piece by piece: top-level
// keys written whole (the header, the summary) and one key whose value is
// a sequence written an item at a time, so a corpus is never held.
type yamlStream struct {
	w       io.Writer
	listKey string
	items   int
	err     error
}

// field writes "key: value" at the top level, in parts when it is large
// (yaml_parts.go).
func (s *yamlStream) field(key string, v any) error {
	if s.err != nil {
		return s.err
	}
	p := yamlParts{w: s, dash: -1}
	if err := p.field(0, key, reflect.ValueOf(v)); err != nil && s.err == nil {
		s.err = err
	}
	return s.err
}

// item appends one element to the streamed sequence, in parts when it is
// large: a game of thousands of divergences is never encoded whole.
func (s *yamlStream) item(v any) error {
	if s.err != nil {
		return s.err
	}
	if s.items == 0 {
		if err := s.write([]byte(s.listKey + ":\n")); err != nil {
			return err
		}
	}
	s.items++
	p := yamlParts{w: s, dash: -1}
	if err := p.item(0, reflect.ValueOf(v)); err != nil && s.err == nil {
		s.err = err
	}
	return s.err
}

// endList closes the sequence; an empty one is written as [].
func (s *yamlStream) endList() error {
	if s.items == 0 {
		return s.write([]byte(s.listKey + ": []\n"))
	}
	return s.err
}

func (s *yamlStream) write(b []byte) error {
	if s.err != nil {
		return s.err
	}
	if _, err := s.w.Write(b); err != nil {
		s.err = fmt.Errorf("reports: write: %w", err)
	}
	return s.err
}

// diags never marshals as null: an empty list is [].
func diags(d []Diagnostic) []Diagnostic {
	if d == nil {
		return []Diagnostic{}
	}
	return d
}

func strs(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}
