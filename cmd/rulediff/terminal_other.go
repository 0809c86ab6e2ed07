//go:build !unix

package main

import (
	"io"
	"os"
)

// terminalWidth is unknown off Unix: tables are drawn at full width.
func terminalWidth(io.Writer) int { return 0 }

// isTerminal tells whether w is a terminal, as well as can be told here:
// a character device (a console; but also the null device).
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
