package reports

import (
	"math"
	"strconv"
)

// ResultStats counts the result checks of a run (the declared ruleset's
// computed result against RE): all of them, and split by whether the
// count used dead stones rulediff estimated.
type ResultStats struct {
	Checked     int `json:"checked" yaml:"checked"`
	Agreeing    int `json:"agreeing" yaml:"agreeing"`
	Disagreeing int `json:"disagreeing" yaml:"disagreeing"`
	WinnerOnly  int `json:"winner_only" yaml:"winner_only"` // checks of a win without a margin (winner compared only)

	Known     ResultCounts `json:"known" yaml:"known"`         // dead stones from markup, the user, or none removed
	Estimated ResultCounts `json:"estimated" yaml:"estimated"` // dead stones estimated
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
		if winnerOf(c.Computed) != winnerOf(c.Declared) {
			line += ", and the winner differs"
		}
		return line + " (computed minus RE, Black minus White: " + signed(*c.Difference) + ")."
	}
	return line + ": differs."
}

// winnerOf is B, W or Draw for a result in the verdict notation.
func winnerOf(r string) string {
	if len(r) >= 2 && r[1] == '+' {
		return r[:1]
	}
	return r
}

// resultRows is the table of result checks for the summary, empty when
// nothing was checked.
func resultRows(r ResultStats) [][]string {
	if r.Checked == 0 {
		return nil
	}
	row := func(name string, c ResultCounts) []string {
		return []string{name, strconv.Itoa(c.Checked),
			strconv.Itoa(c.Agreeing) + " (" + pct(percent(c.Agreeing, c.Checked)) + ")",
			strconv.Itoa(c.Disagreeing)}
	}
	return [][]string{
		row("dead stones known (markup, user, none)", r.Known),
		row("dead stones estimated", r.Estimated),
		row("all", ResultCounts{r.Checked, r.Agreeing, r.Disagreeing}),
	}
}

// results writes the result-check table.
func (st *sectionWriter) results(s Summary) {
	rows := resultRows(s.Results)
	if rows == nil {
		return
	}
	title := "Results against RE (declared ruleset)"
	if n := s.Results.WinnerOnly; n > 0 {
		title += "; " + plural(n, "RE gives", "REs give") + " a winner only"
	}
	st.section(title, []string{"count", "checked", "agree", "differ"},
		[]align{left, right, right, right}, rows)
}
