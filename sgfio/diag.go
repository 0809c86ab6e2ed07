package sgfio

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
)

// Pos is a place in the input: byte offset (0-based), line and column
// (1-based, columns count bytes). For a file that was transcoded to UTF-8
// before parsing (a CA[] charset other than UTF-8, or a detected one),
// positions refer to the UTF-8 text; lines are the same as in the file.
type Pos struct{ Offset, Line, Col int }

// String formats p as "line:col".
func (p Pos) String() string { return fmt.Sprintf("%d:%d", p.Line, p.Col) }

// Severity tells a warning (the input was repaired or is doubtful) from an
// error (something was lost or is invalid).
type Severity uint8

// Severities.
const (
	Warning Severity = iota + 1
	Error
)

func (s Severity) String() string {
	switch s {
	case Warning:
		return "warning"
	case Error:
		return "error"
	}
	return "severity(" + fmt.Sprint(uint8(s)) + ")"
}

// Diagnostic is one problem found in the input.
type Diagnostic struct {
	Pos      Pos
	Game     int // 1-based game index in the file, 0 for the file itself
	Severity Severity
	Msg      string
}

// Error formats d as "line:col: msg"; the caller prefixes the file name.
func (d Diagnostic) Error() string { return d.Pos.String() + ": " + d.Msg }

// Format formats d as "FILE: game N: line:col: msg (byte B)", or without
// the game part for a file-level diagnostic (Game 0).
func (d Diagnostic) Format(file string) string {
	var b strings.Builder
	if file != "" {
		b.WriteString(file)
		b.WriteString(": ")
	}
	if d.Game > 0 {
		fmt.Fprintf(&b, "game %d: ", d.Game)
	}
	fmt.Fprintf(&b, "%d:%d: %s: %s (byte %d)", d.Pos.Line, d.Pos.Col, d.Severity, d.Msg, d.Pos.Offset)
	return b.String()
}

// Diagnostics is a list of diagnostics, like go/scanner.ErrorList.
type Diagnostics []Diagnostic

// Sort orders the list by game, then position, then message.
func (l Diagnostics) Sort() {
	if len(l) < 2 {
		return
	}
	slices.SortStableFunc(l, func(a, b Diagnostic) int {
		if a.Game != b.Game {
			return cmp.Compare(a.Game, b.Game)
		}
		if a.Pos.Offset != b.Pos.Offset {
			return cmp.Compare(a.Pos.Offset, b.Pos.Offset)
		}
		return strings.Compare(a.Msg, b.Msg)
	})
}

// Count returns how many diagnostics have severity s.
func (l Diagnostics) Count(s Severity) int {
	n := 0
	for _, d := range l {
		if d.Severity == s {
			n++
		}
	}
	return n
}

// Error joins the diagnostics one a line ("line:col: msg").
func (l Diagnostics) Error() string {
	switch len(l) {
	case 0:
		return "no diagnostics"
	case 1:
		return l[0].Error()
	}
	var b strings.Builder
	for i, d := range l {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(d.Error())
	}
	return b.String()
}

// Err returns the errors of l (not the warnings) as an error, or nil.
func (l Diagnostics) Err() error {
	var errs Diagnostics
	for _, d := range l {
		if d.Severity == Error {
			errs = append(errs, d)
		}
	}
	if len(errs) == 0 {
		return nil
	}
	return errs
}
