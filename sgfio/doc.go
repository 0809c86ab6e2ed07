// Package sgfio owns the path from SGF bytes to game records: a tolerant
// parser written here (FF[1]–FF[4], old long property names, escapes and
// soft line breaks, multi-game collections, whole game trees of any
// depth), charset decoding (CA[] or detection), normalised game records
// (board size, setup, main-line moves, komi, handicap, result, players),
// diagnostics that name the game, line:col and byte offset, and SGF
// writing for excerpts.
//
// It never fails on bad input: Parse returns what it could read and says
// what it repaired (Warning) or could not read (Error). It knows nothing of
// the rules of Go: a move out of turn, on an occupied point or off the
// board is kept and reported; judging it is package rules' job, and so is
// resolving RU[] to a ruleset.
//
// Files: scanner.go (bytes to tokens, positions), parse.go (tokens to
// trees and records), tree.go, value.go, ident.go (identifiers),
// charset.go, game.go (records), point.go, komi.go, result.go,
// quirks.go (RE[] read against KM[]), diag.go, diagcap.go (the first
// MaxDiags diagnostics by position), write.go. docs/sgf.md describes the
// choices.
package sgfio
