package reports

import (
	"fmt"
	"math"
	"strconv"

	"github.com/rulediff/rulediff/sgfio"
)

// ResultStats counts the result checks of a run (the declared ruleset's
// computed result against RE): all of them, and split by whether the
// count used dead stones rulediff estimated.
type ResultStats struct {
	Checked     int `json:"checked" yaml:"checked"`
	Agreeing    int `json:"agreeing" yaml:"agreeing"`
	Disagreeing int `json:"disagreeing" yaml:"disagreeing"`
	WinnerOnly  int `json:"winner_only" yaml:"winner_only"` // checks of a win without a margin (winner compared only)
	// KomiZeroContradicted counts the checks counted with komi 0 of a
	// record whose KM[0] (or missing KM) its own RE contradicts: a margin
	// with a half point, which komi 0 cannot give (Fox writes KM[0] on
	// games played with komi). Each differs from RE; --assume-komi counts
	// them with a komi.
	KomiZeroContradicted int `json:"komi_zero_contradicted" yaml:"komi_zero_contradicted"`

	Known     ResultCounts `json:"known" yaml:"known"`         // dead stones from markup, the user, or none removed
	Estimated ResultCounts `json:"estimated" yaml:"estimated"` // dead stones estimated

	// ByEnding and ByDead split the checks by how the game ended and by
	// where its dead stones came from; Misses counts the checks that
	// differ by kind (komi, dame, dead-stones, other), and MissesByDead
	// splits them by dead-stone source (sources with a miss).
	ByEnding     []ResultShare `json:"by_ending" yaml:"by_ending"`
	ByDead       []ResultShare `json:"by_dead" yaml:"by_dead"`
	Misses       []NameCount   `json:"misses" yaml:"misses"`
	MissesByDead []MissShare   `json:"misses_by_dead" yaml:"misses_by_dead"`
}

// MissShare is the checks that differ of one dead-stone source, by kind.
type MissShare struct {
	Name   string      `json:"name" yaml:"name"`
	Misses []NameCount `json:"misses" yaml:"misses"`
}

// ResultShare is the result checks of one ending or dead-stone source.
type ResultShare struct {
	Name         string `json:"name" yaml:"name"`
	ResultCounts `yaml:",inline"`
}

// ResultCounts is one share of the result checks.
type ResultCounts struct {
	Checked     int `json:"checked" yaml:"checked"`
	Agreeing    int `json:"agreeing" yaml:"agreeing"`
	Disagreeing int `json:"disagreeing" yaml:"disagreeing"`
}

func (c *ResultCounts) add(agrees bool) {
	c.Checked++
	if agrees {
		c.Agreeing++
	} else {
		c.Disagreeing++
	}
}

// resultAcc splits the checks by ending, dead-stone source and miss.
type resultAcc struct {
	byEnding, byDead [endingSlots]ResultCounts
	misses           [endingSlots][endingSlots]int // [dead-stone slot][slot of missNames]
}

// missNames are the kinds of a check that differs, in report order.
var missNames = []string{"komi", "dame", "dead-stones", "other"}

func (r *resultAcc) add(c *ResultCheck, k gameKey) {
	if c == nil {
		return
	}
	r.byEnding[k.ending].add(c.Agrees)
	r.byDead[k.deadSlot].add(c.Agrees)
	if !c.Agrees {
		r.misses[k.deadSlot][slotOf(missNames, c.Miss)]++
	}
}

// summary adds the splits to the totals.
func (r *resultAcc) summary(s ResultStats) ResultStats {
	split := func(names []string, counts [endingSlots]ResultCounts) []ResultShare {
		out := []ResultShare{}
		for i := 0; i <= len(names); i++ {
			if counts[i].Checked > 0 {
				out = append(out, ResultShare{Name: slotName(names, i), ResultCounts: counts[i]})
			}
		}
		return out
	}
	s.ByEnding, s.ByDead = split(endingNames, r.byEnding), split(deadNames, r.byDead)
	s.Misses, s.MissesByDead = []NameCount{}, []MissShare{}
	var all [endingSlots]int
	for d, byMiss := range r.misses {
		share := MissShare{Name: slotName(deadNames, d), Misses: []NameCount{}}
		for i := 0; i <= len(missNames); i++ {
			if n := byMiss[i]; n > 0 {
				all[i] += n
				share.Misses = append(share.Misses, NameCount{Name: slotName(missNames, i), Count: n})
			}
		}
		if len(share.Misses) > 0 {
			s.MissesByDead = append(s.MissesByDead, share)
		}
	}
	for i := 0; i <= len(missNames); i++ {
		if n := all[i]; n > 0 {
			s.Misses = append(s.Misses, NameCount{Name: slotName(missNames, i), Count: n})
		}
	}
	return s
}

// add counts one check: constant memory per game.
func (s *ResultStats) add(c *ResultCheck) {
	if c == nil {
		return
	}
	all := ResultCounts{s.Checked, s.Agreeing, s.Disagreeing}
	all.add(c.Agrees)
	s.Checked, s.Agreeing, s.Disagreeing = all.Checked, all.Agreeing, all.Disagreeing
	if c.WinnerOnly {
		s.WinnerOnly++
	}
	if c.Estimated {
		s.Estimated.add(c.Agrees)
	} else {
		s.Known.add(c.Agrees)
	}
}

// komiZeroContradicted tells whether g's result check counted with komi 0
// a record whose own RE contradicts komi 0 (ResultStats.KomiZeroContradicted):
// sgfio.ZeroContradicted, the parser's rule for its warning, on the KM and
// RE the report keeps as written, so that a run read back from JSON Lines
// counts it too.
func komiZeroContradicted(g Game) bool {
	c, d := g.ResultCheck, g.Declared
	if c == nil || d == nil {
		return false
	}
	if v := g.Verdicts[c.Ruleset]; v == nil || v.Komi != 0 {
		return false // counted with another komi (--assume-komi, --komi)
	}
	var km sgfio.Komi // KM absent
	if d.Komi != nil || d.KomiRaw != "" {
		km = sgfio.ParseKomi(d.KomiRaw)
	}
	return sgfio.ZeroContradicted(km, sgfio.ParseResult(d.ResultRaw))
}

// komiZeroLine says what the checks of KomiZeroContradicted are and what
// counts them right; "" when there are none.
func komiZeroLine(r ResultStats) string {
	n := r.KomiZeroContradicted
	if n == 0 {
		return ""
	}
	which := strconv.Itoa(n) + " are of records whose KM[0] (or missing KM) their own RE contradicts"
	if n == 1 {
		which = "1 is of a record whose KM[0] (or missing KM) its own RE contradicts"
	}
	return "Of the " + plural(r.Disagreeing, "result that differs", "results that differ") + ", " + which +
		", counted here with komi 0: RE has a half point, which komi 0 cannot give (Fox writes KM[0] on games played with komi). " +
		"--assume-komi N counts those records with komi N, with a warning on each (6.5 for Fox's Japanese games)."
}

// resultCheckLine is the sentence of a game's section: "RE W+10.5 under
// japanese; computed W+7 (est.): differs by 3.5."
func resultCheckLine(c ResultCheck) string {
	declared := c.Declared
	if c.WinnerOnly {
		declared += " (no margin)"
	}
	line := "RE " + declared + " under " + c.Ruleset + "; computed " + c.Computed
	if c.Estimated {
		line += " (est.)"
	}
	switch {
	case c.WinnerOnly && c.Agrees:
		return line + ": same winner (RE gives no margin to check)."
	case c.WinnerOnly:
		return line + ": the winner differs (RE gives no margin to check)."
	case c.Agrees:
		return line + ": agrees."
	case c.Difference != nil:
		line += ": differs by " + FormatNumber(math.Abs(*c.Difference))
		if Winner(c.Computed) != Winner(c.Declared) {
			line += ", and the winner differs"
		}
		line += " (computed minus RE, Black minus White: " + signed(*c.Difference) + ")."
		if c.MissNote != "" {
			line += " " + c.MissNote + " (" + c.Miss + ")."
		}
		return line
	}
	return line + ": differs."
}

// resultRows is the table of result checks for the summary, empty when
// nothing was checked: all of them, then split by how the game ended and
// by where its dead stones came from.
func resultRows(r ResultStats) [][]string {
	if r.Checked == 0 {
		return nil
	}
	row := func(name string, c ResultCounts) []string {
		return []string{name, strconv.Itoa(c.Checked),
			ofGames(c.Agreeing, c.Checked),
			strconv.Itoa(c.Disagreeing)}
	}
	rows := [][]string{row("all", ResultCounts{r.Checked, r.Agreeing, r.Disagreeing})}
	for _, x := range r.ByEnding {
		rows = append(rows, row("ended: "+x.Name, x.ResultCounts))
	}
	for _, x := range r.ByDead {
		rows = append(rows, row("dead stones: "+x.Name, x.ResultCounts))
	}
	return rows
}

// results writes the result-check tables: the checks, and the kinds of
// those that differ (with split, by dead-stone source under each kind).
func (st *sectionWriter) results(s Summary, split bool) {
	rows := resultRows(s.Results)
	if rows == nil {
		return
	}
	title := "Results against RE (declared ruleset)"
	if n := s.Results.WinnerOnly; n > 0 {
		title += "; " + plural(n, "RE gives", "REs give") + " a winner only"
	}
	st.section(title, []string{"checks", "checked", "agree (% of checked)", "differ"},
		[]align{left, right, right, right}, rows)
	if len(s.Results.Misses) == 0 {
		return
	}
	title = fmt.Sprintf("Results that differ from RE, by what reproduces RE (of %d)", s.Results.Disagreeing)
	if split {
		title = fmt.Sprintf("Results that differ from RE, by what reproduces RE (of %d; %s)", s.Results.Disagreeing, st.subNote())
	}
	st.section(title, []string{"kind", "checks", "% differing", "RE comes out with"}, []align{left, right, right, left},
		st.missRows(s.Results, split), 3)
	if line := komiZeroLine(s.Results); line != "" {
		st.line(line)
	}
}

// missMeaning says what each kind of miss means, for the table.
var missMeaning = map[string]string{
	"komi":        "another usual komi (0, 5.5, 6.5, 7.5 or the record's KM)",
	"dame":        "the dame filled otherwise, or counted the area way",
	"dead-stones": "one chain dead instead of alive, or alive instead of dead",
	"other":       "none of these",
}
