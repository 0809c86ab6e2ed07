// Package compare owns the audit of one game under many rulesets: it turns
// an sgfio record into a rules.Game (setup, mid-record setup, moves, passes,
// implied handicap stones, how the record ended), replays it once under every
// selected ruleset, chooses the dead stones, scores it under each ruleset,
// and finds the divergences between the rulesets with their kind, class
// (RULES.md §8), effect, the camps of rulesets on each side and one plain
// sentence for a tournament director.
//
// An Auditor is made once per worker and reused for every game: the replay
// allocates nothing per move after the first games. Package reports turns
// a Game into the report schema (reports/fromcompare.go).
package compare
