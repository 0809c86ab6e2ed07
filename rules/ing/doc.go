// Package ing owns Ing's (SST, 1991) ko rules in Robert Jasiek's Newko
// reading (seed 004, RULES.md §6): ko mouths and ko strings, ko stone
// move-sequences, ko coupling and ko positions, the ko types (fighting ko;
// stable, instable and single disturbing life; stable, instable and single
// disturbing death), disturbing moves, and the four rules that restrict
// play: basic ko, fighting, disturber and prohibition.
//
// The package works on plain board.Position snapshots (the slow, obvious
// analysis) and offers a cheap test on the fast board.Board
// (Filter.Candidate) so that a replay runs the analysis only for plays
// that can be ko stone moves. Where the seed is silent (the full list of
// ko-mouth reference shapes above all) the choices are written down in
// docs/ing.md. Files: mouth.go, shape.go, playable.go and mouthcache.go
// (ko mouths), kopos.go and localko.go (ko coupling and ko positions),
// share.go (MayShareKoPosition, the cheap test before a ko position is
// searched), types.go and single.go (ko types), disturb.go (disturbing
// moves), judge.go and rule.go (the four rules), filter.go and padded.go
// (the replay's fast path), chains.go and grid.go (board look-ups).
package ing
