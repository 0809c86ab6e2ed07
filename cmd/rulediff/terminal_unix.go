//go:build unix

package main

import (
	"io"
	"os"

	"golang.org/x/sys/unix"
)

// terminalWidth is the width in columns of the terminal w writes to, or 0
// when w is no terminal (a file, a pipe): then nothing is cut to fit.
func terminalWidth(w io.Writer) int {
	f, ok := w.(*os.File)
	if !ok {
		return 0
	}
	ws, err := unix.IoctlGetWinsize(int(f.Fd()), unix.TIOCGWINSZ)
	if err != nil {
		return 0
	}
	return int(ws.Col)
}

// isTerminal tells whether w is a terminal: a file the system keeps a
// window size for. Being a character device is not enough: /dev/null is
// one, and with 2>/dev/null the progress line was drawn for nobody, its
// total counted by a walk that stats every file.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	_, err := unix.IoctlGetWinsize(int(f.Fd()), unix.TIOCGWINSZ)
	return err == nil
}
