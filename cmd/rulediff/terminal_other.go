//go:build !unix

package main

import "io"

// terminalWidth is unknown off Unix: tables are drawn at full width.
func terminalWidth(io.Writer) int { return 0 }
