package corpus

import (
	"bytes"
	"sync"

	"github.com/rulediff/rulediff/sgfio"
)

// manyGames is how many "(" a file may hold and still be parsed in one
// pass with its games kept: every game starts with one, so a file with
// fewer holds fewer games.
const manyGames = 1024

// ParseGames is Parse handing the games of the input to each, in order,
// one at a time, with the file's own diagnostics (a byte-order mark,
// junk before, between or after the games), which reports put with the
// first game; each returning false stops. The Collection returned holds
// those diagnostics and no game: a caller that was handed no game reports
// the file from it.
//
// A file that may hold many games (more than manyGames "(") is parsed
// twice: a first pass finds the file's diagnostics (junk between games
// is only found as the games are read), the second hands the games over
// as they are read (sgfio.ParseGames), so that a file of a million games
// costs the memory of one. Other files are parsed once, their games
// kept until handed over. A parser panic is an error, as in Parse, and
// stops the games; a panic in each is raised again.
//
// With opt.MainLine, each game is lent to each (its Game and Moves, from
// a sgfio.Store of ParseGames's own; opt.Store is not used): valid until
// each returns, then written over by the next games, of this file or
// another. each copies what it keeps (the strings, maps and other slices
// of a Game are never reused: keeping those is safe).
func ParseGames(in Input, opt sgfio.Options, each func(g *sgfio.Game, fileDiags sgfio.Diagnostics) bool) (c *sgfio.Collection, err error) {
	if in.Err != nil {
		return nil, in.Err
	}
	opt.Store = nil
	if opt.MainLine {
		s := stores.Get().(*sgfio.Store)
		opt.Store = s
		defer func() {
			s.Reset()
			stores.Put(s)
		}()
	}
	if bytes.Count(in.Data, []byte{'('}) > manyGames {
		return parseManyGames(in, opt, each)
	}
	// No closure shares inEach with the parser (parseManyGames's does):
	// here it stays on the stack, not an allocation a file.
	inEach := false
	defer recoverParser(&inEach, &c, &err)
	c, err = sgfio.ParseWith(in.Data, opt)
	if err != nil {
		return nil, err
	}
	for _, g := range c.Games {
		inEach = true
		more := each(g, c.Diags)
		inEach = false
		if !more {
			break
		}
	}
	c.Games = nil
	return c, nil
}

// parseManyGames is ParseGames of a file that may hold many games.
func parseManyGames(in Input, opt sgfio.Options, each func(g *sgfio.Game, fileDiags sgfio.Diagnostics) bool) (c *sgfio.Collection, err error) {
	inEach := false
	defer recoverParser(&inEach, &c, &err)
	// Each game is taken back as soon as it is done with: the store
	// holds one game's record, whatever the file.
	reset := func() {}
	if opt.Store != nil { // MainLine
		reset = opt.Store.Reset
	}
	first, err := sgfio.ParseGames(in.Data, opt, func(*sgfio.Game) bool {
		reset()
		return true
	})
	if err != nil {
		return nil, err
	}
	return sgfio.ParseGames(in.Data, opt, func(g *sgfio.Game) bool {
		inEach = true
		more := each(g, first.Diags)
		inEach = false
		reset()
		return more
	})
}

// stores lend ParseGames's games their records: one store per
// ParseGames running, taken back (Reset) when it returns.
var stores = sync.Pool{New: func() any { return new(sgfio.Store) }}

// recoverParser, deferred, turns a parser panic into the error of a
// ParseGames (c nil), and raises a panic in each (*inEach) again.
func recoverParser(inEach *bool, c **sgfio.Collection, err *error) {
	if p := recover(); p != nil {
		if *inEach {
			panic(p)
		}
		*c, *err = nil, parserPanicked(p)
	}
}
