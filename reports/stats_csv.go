package reports

import (
	"encoding/csv"
	"fmt"
	"io"
	"strconv"
)

// WritePairsCSV writes the pair table of a Summary as CSV, one row per
// pair of rulesets (every pair, in the summary's order), for spreadsheets
// and statistics packages: the divergence counts over the games both
// judged, then the comparisons over the compared games with their
// denominators, the compared games and winner flips of each ending and
// dead-stone source (compared_passes, flips_passes, ...,
// compared_dead_estimate, flips_dead_estimate), and the other figures of
// each dead-stone source (games_dead_estimate, diverging_dead_estimate,
// legality_, end_, score_, draws_, mean_abs_diff_dead_estimate).
func WritePairsCSV(w io.Writer, s Summary) error {
	header := []string{"a", "b", "games", "diverging", "diverging_pct", "legality", "end", "score",
		"compared", "winner_flips", "winner_flips_pct", "draws", "mean_abs_diff"}
	for _, e := range endingNames {
		header = append(header, "compared_"+e, "flips_"+e)
	}
	for _, d := range deadNames {
		header = append(header, "compared_dead_"+d, "flips_dead_"+d)
	}
	for _, d := range deadNames {
		for _, f := range deadFigures {
			header = append(header, f+"_dead_"+d)
		}
	}
	cw := csv.NewWriter(w)
	if err := cw.Write(header); err != nil {
		return fmt.Errorf("reports: write: %w", err)
	}
	num := func(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }
	for _, p := range s.Pairs {
		row := []string{p.A, p.B, strconv.Itoa(p.Games), strconv.Itoa(p.Diverging), num(p.DivergingPct),
			strconv.Itoa(p.Legality), strconv.Itoa(p.End), strconv.Itoa(p.Score),
			strconv.Itoa(p.Compared), strconv.Itoa(p.WinnerFlips), num(p.WinnerFlipsPct), strconv.Itoa(p.Draws), num(p.MeanAbsDiff)}
		row = append(row, shareColumns(endingNames, p.ByEnding)...)
		row = append(row, shareColumns(deadNames, p.ByDead)...)
		row = append(row, deadColumns(p)...)
		if err := cw.Write(row); err != nil {
			return fmt.Errorf("reports: write: %w", err)
		}
	}
	cw.Flush()
	if err := cw.Error(); err != nil {
		return fmt.Errorf("reports: write: %w", err)
	}
	return nil
}

// shareColumns is compared and flips for each name, 0 for a share the
// pair does not have.
func shareColumns(names []string, shares []PairShare) []string {
	out := make([]string, 0, 2*len(names))
	for _, n := range names {
		c, f := 0, 0
		for _, x := range shares {
			if x.Name == n {
				c, f = x.Compared, x.WinnerFlips
			}
		}
		out = append(out, strconv.Itoa(c), strconv.Itoa(f))
	}
	return out
}

// deadFigures are the figures of a dead-stone source the CSV gives
// beyond its compared games and flips.
var deadFigures = []string{"games", "diverging", "legality", "end", "score", "draws", "mean_abs_diff"}

// deadColumns are deadFigures for each dead-stone source, 0 for a source
// the pair does not have.
func deadColumns(p PairStat) []string {
	out := make([]string, 0, len(deadNames)*len(deadFigures))
	for _, n := range deadNames {
		var d PairDivergenceShare
		for _, x := range p.DivergingByDead {
			if x.Name == n {
				d = x
			}
		}
		var c PairShare
		for _, x := range p.ByDead {
			if x.Name == n {
				c = x
			}
		}
		out = append(out, strconv.Itoa(d.Games), strconv.Itoa(d.Diverging), strconv.Itoa(d.Legality), strconv.Itoa(d.End),
			strconv.Itoa(d.Score), strconv.Itoa(c.Draws), strconv.FormatFloat(c.MeanAbsDiff, 'f', -1, 64))
	}
	return out
}

// auditCSV is `rulediff stats --format csv`: the statistics, then the
// pair table.
type auditCSV struct {
	auditBase
	w io.Writer
}

func (a *auditCSV) Add(g Game) error {
	a.stats.Add(g)
	return nil
}

func (a *auditCSV) Close() error { return WritePairsCSV(a.w, a.stats.Summary()) }
