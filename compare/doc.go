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
//     record's when the ruleset has none (by agreement); a number, that
//     komi for every game. Options.AssumeKomi replaces a KM[0] (or a
//     missing KM) that the record's own RE contradicts (a half-point
//     margin), with a warning.
//   - How the record ended (Game.Ending, howended.go): passes (two at the
//     end), resignation, time, forfeit (RE; an illegal move or a
//     violation too), counted (no closing passes, RE a count or a draw,
//     the final position settled once its dead stones are removed,
//     score.Settle; a draw whose territory and area counts are both more
//     than 2 points from jigo is a draw agreed, howended_draw.go), else
//     unfinished with the reason. A counted record's area counts fill the dame in turn
//     from the player to move (score.Input.FillFrom), and its verdicts'
//     end is counted where the ruleset's own end was not reached.
//   - Dead stones (RULES.md §7): auto (the default) takes TB/TW markup where
//     the record has it and the estimator otherwise; markup, estimate and
//     none force one way; a user's list of points, or the TB/TW of a
//     marking file's last node (Options.UserMarkup, the stones inside the
//     other colour's marked territory), replaces both. Literal rulesets
//     never remove anything, and KataGo's (dead pass-alive) only what lies
//     in the opponent's pass-alive territory. A position cut short
//     (--move) has no markup. A marking (markup or the user's) that the
//     position contradicts (score.Doubts: stones counted alive that can
//     be captured by stones that then live, groups counted alive without
//     two eyes outside seki) gives a game warning; the count stays as
//     marked.
//   - Declared ruleset (Game.Declared): the catalogue row RU names or
//     equals, else RU's own ruleset: a KataGo rules string's is named by
//     the string in KataGo's canonical form (docs/katago.md), and --rules
//     accepts such strings too.
//   - Result check (Game.ResultCheck): when RU resolves to an audited
//     ruleset, or to a ruleset of its own (a KataGo string, replayed
//     under it apart), RE is a count (or a win without a margin, B+0.0)
//     and that ruleset's verdict is a count, the two are compared with
//     score.Check; resignations, time, forfeits, unknown RU, catalogue
//     rows left out of --rules or uncountable verdicts get no check. A
//     check that differs is sorted by the first change that reproduces
//     RE (resultmiss.go): the dame counted otherwise (the points to fill
//     once the dame are filled, the border points, an area count),
//     another usual komi, one chain's status (each counted through
//     score.ScoreReaching), else other.
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
//   - Score divergences: every two camps with different counted results,
//     decomposed into class shares (below).
//   - Work budgets (budget.go), in steps, never time: a record of more
//     than Options.MaxMoves moves (250,000) is audited as cut there; the
//     estimator gets 500 playout moves per squared stone of the final
//     position (a near-empty board costs it as much as a finished game),
//     within its own bound, and an estimate stopped before its least of 8
//     playouts keeps Benson's verdicts alone. Either way the game gets a
//     warning saying how far the audit went.
//
// # Score divergences
//
// The counted verdicts are grouped by result (camps) and, within a camp,
// by profile (komi, handicap bonus given, counting method, seki rule,
// dead-stone rule, pass stones and white-passes-last); the first ruleset
// of a group represents it. Two groups of different camps, A before B in
// column order, are compared by walking from A's parameters to B's one
// step at a time. Each step's share is the change in margin (Black minus
// White) it causes; the shares sum exactly to margin(B) − margin(A), and a
// share of 0 is not reported. The steps, in order:
//
//  1. komi: the komi terms of the two counts (no re-count).
//  2. handicap-bonus: White's N / N−1 / 0 terms (no re-count). The later
//     steps compare margins without these two terms.
//  3. dead-stones-literal: agreed against literal (configuration counting
//     is area counting with nothing removed, RULES.md §5.3), re-counted
//     with score.Score when some count removed stones. A literal count
//     fills no dame: the dame an agreed area count of a counted record
//     filled are booked as dame-parity (who fills the last dame).
//  4. seki: the seki rule, re-counted when the position has a seki; only
//     the seki's own points (the Seki component: its eyes and shared
//     liberties) are a seki share, what the rule does to a dame nobody
//     can fill (½ each, the nearer stones) is counting-method. With
//     neutral points but no seki, Ing's nearest-stones rule is the dame
//     term of Ing's own count (split halves cancel): counting-method.
//     Steps 3 and 4 are measured under the area-way ruleset of the pair
//     (literal counting and the split and nearest rules are area rules):
//     the literal one when both count the area way and one is literal,
//     otherwise A's; the seki step on the board with the dead stones
//     removed (before step 3 when B is literal, after it when A is), so
//     that a literal board's dead stones make no seki.
//  5. The counting method, with pass stones and the end: what remains,
//     split where the components show why. Between territory and
//     Lasker-Maas: pass-stones (the pass_stones terms), prisoners (captures
//     and dead stones), phases (the stones of Lasker-Maas's second phase,
//     taken back out of the prisoner place). Between a way of counting
//     prisoners (territory, Lasker-Maas) and a way of counting stones
//     (area, configuration, Ing, stone counting), where area minus
//     territory is the stones each side placed (§5.1, §5.2): pass-stones is
//     what the area ruleset's pass stones pay (White's passes, with the one
//     White owes under white-passes-last, minus Black's: AGA's area margin
//     is its territory-way margin with pass stones, §5.5) less the
//     territory ruleset's own; dame-parity is the one point of who placed
//     the last stone (seed 002): with pass stones Black's turns minus
//     White's (the owed pass is a turn), without them Black's plays minus
//     White's less the passes made before the final run of passes; a setup
//     of both colours adds its colour difference (it stands for the game
//     that led to it) unless dead stones were removed; handicap stones
//     played as leading moves are not turns; anything but ±1 is no parity.
//     The dame the area count of a counted record filled are turns too:
//     Black's filled dame minus White's is dame-parity as well (who fills
//     the last dame), and so is the difference of filled dame between two
//     area-way counts (a literal one fills none).
//     counting-method is whatever remains (handicap stones, a pass nobody
//     pays for, a setup, group tax, teire, nearest-stone dame...).
//  6. ties: equal margins with different results are one ties share.
//
// The pair's effect is margin (same winner), winner, or draw (one side has
// a jigo). Each class and effect is one divergence, explained by its first
// pair with every share of that pair, listing every ruleset of any pair
// that has it; the camps group them by result. Only representatives are
// re-counted, each count at most once a game: an area-way count depends
// only on the counting, dead and seki rules, and a verdict already
// counted that way serves.
package compare
