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
//
// The choices it makes, in one place:
//
//   - Komi (RULES.md §5.11): --komi=record uses the record's KM for every
//     ruleset (no KM: 0); --komi=rules each ruleset's default, or the
//     record's when the ruleset has none (by agreement).
//   - Dead stones (RULES.md §7): auto (the default) takes TB/TW markup where
//     the record has it and the estimator otherwise; markup, estimate and
//     none force one way; a user's list replaces both. Literal rulesets
//     never remove anything. A position cut short (--move) has no markup.
//   - Results: a record that ended by resignation, time or forfeit keeps
//     that form under every ruleset (B+R, W+T, B+F) and is not counted;
//     a long cycle is Void (no-result) or Draw (jigo); Kee's player with no
//     legal turn loses (B+F / W+F); everything else is counted on the
//     record's final position (moves after a ruleset's own end are still
//     applied, RULES.md §3), "?" when it cannot be.
//   - Legality divergences: a move some rulesets forbid and others allow;
//     the class is the rule that forbids it. A rule forbidding a run of
//     consecutive moves (a cycle gone round) gives one divergence where the
//     run starts; the explanation says where it ends.
//   - End divergences: a long cycle (void or jigo against play on), Kee's
//     no legal turn, the record's last pass being Black's under
//     white-passes-last, and a play after some ruleset's end (class of the
//     ruleset that plays on: phases, rounds, spight, white-passes-last).
//     Two passes that Kee's rounds, Spight's repeated pass or Lasker-Maas's
//     phase one would merely repeat are not a divergence: every finished
//     game would diverge.
//   - Score divergences: every pair of counted verdicts with different
//     results, classified from the parameters that differ and checked
//     against the component deltas of score.Result (komi, handicap bonus,
//     Lasker-Maas phase two, pass stones, seki, neutral points, then the
//     rest: dead-stones-literal, seki, counting-method, dame-parity for a
//     one-stone setup difference between area and territory, prisoners);
//     equal margins with different results are ties. One divergence per
//     class and effect, explained by its first pair, listing every ruleset
//     of any pair; the camps group them by result.
package compare
