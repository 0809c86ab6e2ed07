//go:build !linux

package main

import "os"

// earlySyncWorks tells whether earlySync syncs early at all: not here.
// os.File.Sync is the only portable sync, and on macOS it is F_FULLFSYNC,
// far dearer than the one fsync at the end it would shorten.
const earlySyncWorks = false

// syncData does nothing here: Commit's fsync writes the whole report.
func syncData(f *os.File) {}
