package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"syscall"
)

// interruptedError is the cause of a context ended by a signal.
type interruptedError struct{ sig os.Signal }

func (e interruptedError) Error() string { return "interrupted by " + signalName(e.sig) }

func signalName(sig os.Signal) string {
	switch sig {
	case os.Interrupt:
		return "SIGINT"
	case syscall.SIGTERM:
		return "SIGTERM"
	}
	return sig.String()
}

// interruptible returns a context that ends on the first SIGINT or
// SIGTERM, with an interruptedError as its cause. After that first signal
// the default handling is back, so a second Ctrl-C stops the program even
// if the run does not. stop releases the signals.
func interruptible(parent context.Context) (ctx context.Context, stop func()) {
	ctx, cancel := context.WithCancelCause(parent)
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	done := make(chan struct{})
	go func() {
		select {
		case sig := <-sigs:
			signal.Stop(sigs)
			cancel(interruptedError{sig})
		case <-done:
		}
	}()
	return ctx, func() {
		signal.Stop(sigs)
		close(done)
		cancel(nil)
	}
}

// interruption tells whether ctx was ended by a signal, and the exit code
// that says so: 128 + the signal's number, the shells' convention (130
// for SIGINT, 143 for SIGTERM). A context cancelled otherwise exits 2.
func interruption(ctx context.Context) (code int, err error) {
	if ctx.Err() == nil {
		return 0, nil
	}
	cause := context.Cause(ctx)
	var ie interruptedError
	if errors.As(cause, &ie) {
		if s, ok := ie.sig.(syscall.Signal); ok {
			return 128 + int(s), ie
		}
		return exitUsage, ie
	}
	return exitUsage, fmt.Errorf("stopped: %w", cause)
}
