package reports

import (
	"html/template"
	"math"
	"sort"
	"strconv"
	"strings"
)

// Charts of the HTML report, drawn as inline SVG by this small code: bar
// charts, a heat map of the pairs of rulesets, histograms of score
// differences. Every chart has its numbers written beside the marks
// (and a table under it in the page); every name in a chart is escaped.

// bar is one bar: its label, the value it is scaled by, and the text
// written beside it.
type bar struct {
	Label string
	Value float64
	Text  string
}

const (
	chartRow  = 20 // height of one bar's row, px
	chartBars = 200
	charW     = 7.0 // width of a character at the charts' 12px, roughly
)

// barChart draws horizontal bars scaled to the largest value, each with
// its label on the left and its text on the right.
func barChart(bars []bar, title string) template.HTML {
	if len(bars) == 0 {
		return ""
	}
	labelW, textW := 40.0, 40.0
	top := 0.0
	for _, b := range bars {
		labelW = math.Max(labelW, float64(len([]rune(b.Label)))*charW+8)
		textW = math.Max(textW, float64(len([]rune(b.Text)))*charW+8)
		top = math.Max(top, b.Value)
	}
	labelW = math.Min(labelW, 300)
	w := labelW + chartBars + textW
	h := float64(len(bars)*chartRow + 6)
	var s strings.Builder
	openChart(&s, w, h, title)
	for i, b := range bars {
		y := float64(i*chartRow + 3)
		bw := 0.0
		if top > 0 {
			bw = chartBars * b.Value / top
		}
		if b.Value > 0 {
			bw = math.Max(bw, 1) // a rare class stays visible
		}
		s.WriteString(`<text x="` + px(labelW-6) + `" y="` + px(y+14) + `" text-anchor="end">` + esc(b.Label) + `</text>`)
		s.WriteString(`<rect class="bar" x="` + px(labelW) + `" y="` + px(y+2) + `" width="` + px(bw) + `" height="` + px(chartRow-5) + `"/>`)
		s.WriteString(`<text class="val" x="` + px(labelW+bw+5) + `" y="` + px(y+14) + `">` + esc(b.Text) + `</text>`)
	}
	s.WriteString(`<line class="axis" x1="` + px(labelW) + `" y1="0" x2="` + px(labelW) + `" y2="` + px(h) + `"/>`)
	s.WriteString(`</svg>`)
	return template.HTML(s.String())
}

func openChart(s *strings.Builder, w, h float64, title string) {
	s.WriteString(`<svg class="chart" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ` + px(w) + ` ` + px(h) +
		`" style="max-width:` + px(w) + `px" role="img" aria-label="` + esc(title) + `"><title>` + esc(title) + `</title>`)
}

// heatCell is one cell of a heat map: its value (0 to 100) and text.
type heatCell struct {
	Value float64
	Text  string
	Known bool
}

const heatCellSize = 34

// heatMap draws a square table of the pairs of names, each cell shaded by
// its value (the largest value darkest) with its text written in it.
func heatMap(names []string, cell func(i, j int) heatCell, title string) template.HTML {
	n := len(names)
	if n < 2 {
		return ""
	}
	labelW := 40.0
	for _, name := range names {
		labelW = math.Max(labelW, float64(len([]rune(name)))*charW+8)
	}
	labelW = math.Min(labelW, 220)
	topH := math.Min(labelW*0.72+8, 170) // the column labels are slanted
	w := labelW + float64(n*heatCellSize) + 4
	h := topH + float64(n*heatCellSize) + 4
	top := 0.0
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			if c := cell(i, j); c.Known {
				top = math.Max(top, c.Value)
			}
		}
	}
	var s strings.Builder
	openChart(&s, w, h, title)
	for i, name := range names {
		y := topH + float64(i*heatCellSize)
		s.WriteString(`<text x="` + px(labelW-5) + `" y="` + px(y+heatCellSize/2+4) + `" text-anchor="end">` + esc(name) + `</text>`)
		x := labelW + float64(i*heatCellSize) + heatCellSize/2
		s.WriteString(`<text transform="translate(` + px(x+3) + ` ` + px(topH-4) + `) rotate(-50)">` + esc(name) + `</text>`)
	}
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			x, y := labelW+float64(j*heatCellSize), topH+float64(i*heatCellSize)
			c := cell(i, j)
			fill, dark := "#eeeeee", false
			if c.Known {
				t := 0.0
				if top > 0 {
					t = c.Value / top
				}
				fill, dark = heatColour(t), t > 0.55
			}
			s.WriteString(`<rect x="` + px(x) + `" y="` + px(y) + `" width="` + strconv.Itoa(heatCellSize-1) + `" height="` + strconv.Itoa(heatCellSize-1) + `" fill="` + fill + `"/>`)
			if c.Text != "" {
				class := "cell-t"
				if dark {
					class += " on-dark"
				}
				s.WriteString(`<text class="` + class + `" x="` + px(x+heatCellSize/2) + `" y="` + px(y+heatCellSize/2) + `">` + esc(c.Text) + `</text>`)
			}
		}
	}
	s.WriteString(`</svg>`)
	return template.HTML(s.String())
}

// heatColour runs from near white (0) to dark blue (1).
func heatColour(t float64) string {
	t = math.Max(0, math.Min(1, t))
	from, to := [3]float64{247, 251, 255}, [3]float64{8, 48, 107}
	var b strings.Builder
	b.WriteByte('#')
	for k := 0; k < 3; k++ {
		v := int(math.Round(from[k] + (to[k]-from[k])*t))
		b.WriteString(hex2(v))
	}
	return b.String()
}

func hex2(v int) string {
	const digits = "0123456789abcdef"
	return string([]byte{digits[v>>4&15], digits[v&15]})
}

const (
	histW    = 340.0
	histH    = 150.0
	histBase = 120.0 // y of the axis
	histMax  = 60    // bins at most: finer distributions are grouped
)

// histogram draws a distribution of score differences: one bar per
// difference, or per group of equal width when there are more than
// histMax. The axis spans the differences of all but the outermost half
// per cent of the games at each end (and zero), so that one freak game
// does not squeeze the rest into a corner: those games are counted in
// the first or last bar, whose tick says "≤" or "≥". A zero bar that
// dwarfs the others is cut (a gap across it, its count above) so the
// differences stay visible. The caption under it lists every number.
func histogram(diffs []DiffCount, title string) template.HTML {
	if len(diffs) == 0 {
		return ""
	}
	lo, hi, lowOpen, highOpen := histRange(diffs)
	step := 0.0
	for i := 1; i < len(diffs); i++ {
		if g := diffs[i].Diff - diffs[i-1].Diff; g > 0 && (step == 0 || g < step) {
			step = g
		}
	}
	if step == 0 {
		step = 1
	}
	width := step
	if n := (hi-lo)/step + 1; n > histMax {
		width = step * math.Ceil(n/histMax)
	}
	nb := int(math.Floor((hi-lo)/width+1e-9)) + 1
	counts := make([]int, nb)
	zeroBin := -1
	for _, d := range diffs {
		i := int(math.Floor((d.Diff-lo)/width + 1e-9))
		i = max(0, min(nb-1, i))
		counts[i] += d.Games
		if d.Diff == 0 {
			zeroBin = i
		}
	}
	top, topBin, topOther, topOtherBin := 0, 0, 0, -1
	for i, c := range counts {
		if c > top {
			top, topBin = c, i
		}
		if i != zeroBin && c > topOther {
			topOther, topOtherBin = c, i
		}
	}
	scaleTo := top
	cut := zeroBin >= 0 && topOther > 0 && counts[zeroBin] > 4*topOther
	if cut {
		scaleTo = topOther * 5 / 4
	}
	left, right := 34.0, 12.0
	bw := (histW - left - right) / float64(nb)
	var s strings.Builder
	openChart(&s, histW, histH, title)
	for i, c := range counts {
		if c == 0 {
			continue
		}
		hgt := (histBase - 16) * float64(min(c, scaleTo)) / float64(max(scaleTo, 1))
		hgt = math.Max(hgt, 1)
		x := left + float64(i)*bw
		class := "bar"
		if i == zeroBin {
			class = "bar zero"
		}
		s.WriteString(`<rect class="` + class + `" x="` + px(x+0.5) + `" y="` + px(histBase-hgt) + `" width="` + px(math.Max(bw-1, 0.8)) + `" height="` + px(hgt) + `"/>`)
		if cut && i == zeroBin {
			s.WriteString(`<rect fill="#fff" x="` + px(x) + `" y="` + px(histBase-hgt+10) + `" width="` + px(bw+1) + `" height="3"/>`)
		}
		if cut && (i == zeroBin || i == topOtherBin && (i-zeroBin > 1 || zeroBin-i > 1)) || !cut && i == topBin {
			s.WriteString(`<text class="val" x="` + px(x+bw/2) + `" y="` + px(histBase-hgt-3) + `" text-anchor="middle">` + strconv.Itoa(c) + `</text>`)
		}
	}
	s.WriteString(`<line class="axis" x1="` + px(left) + `" y1="` + px(histBase) + `" x2="` + px(histW-right) + `" y2="` + px(histBase) + `"/>`)
	s.WriteString(`<line class="axis" x1="` + px(left) + `" y1="` + px(histBase) + `" x2="` + px(left) + `" y2="12"/>`)
	s.WriteString(`<text x="` + px(left-4) + `" y="16" text-anchor="end">` + strconv.Itoa(scaleTo) + `</text>`)
	s.WriteString(`<text x="` + px(left-4) + `" y="` + px(histBase) + `" text-anchor="end">0</text>`)
	tick := func(v float64, prefix, anchor string) {
		x := left + (math.Floor((v-lo)/width+1e-9)+0.5)*bw
		s.WriteString(`<text x="` + px(x) + `" y="` + px(histBase+14) + `" text-anchor="` + anchor + `">` + prefix + signed(v) + `</text>`)
	}
	tick(lo, map[bool]string{true: "≤", false: ""}[lowOpen], "start")
	if zeroBin >= 0 && lo < 0 && hi > 0 && zeroBin > 1 && zeroBin < nb-2 {
		tick(0, "", "middle")
	}
	if hi != lo {
		tick(hi, map[bool]string{true: "≥", false: ""}[highOpen], "end")
	}
	groups := ""
	if width != step {
		groups = " · bars of " + FormatNumber(width) + " points"
	}
	s.WriteString(`<text class="val" x="` + px(left) + `" y="` + px(histH-4) + `">margin B − margin A` + esc(groups) + `</text>`)
	s.WriteString(`</svg>`)
	return template.HTML(s.String())
}

// histRange is the span of a histogram's axis: the differences of all
// but the outermost half per cent of the games at each end, widened to
// take in zero when some game has it. lowOpen and highOpen say that
// games lie beyond.
func histRange(diffs []DiffCount) (lo, hi float64, lowOpen, highOpen bool) {
	total := 0
	for _, d := range diffs {
		total += d.Games
	}
	tail := float64(total) / 200
	i, j, below, above := 0, len(diffs)-1, 0, 0
	for i < j && float64(below+diffs[i].Games) <= tail {
		below += diffs[i].Games
		i++
	}
	for j > i && float64(above+diffs[j].Games) <= tail {
		above += diffs[j].Games
		j--
	}
	lo, hi = diffs[i].Diff, diffs[j].Diff
	for _, d := range diffs {
		if d.Diff == 0 {
			lo, hi = math.Min(lo, 0), math.Max(hi, 0)
		}
	}
	return lo, hi, diffs[0].Diff < lo, diffs[len(diffs)-1].Diff > hi
}

// px writes a chart coordinate with at most one decimal.
func px(v float64) string {
	return strconv.FormatFloat(math.Round(v*10)/10, 'f', -1, 64)
}

func esc(s string) string { return template.HTMLEscapeString(s) }

// htmlStats is the page of `rulediff stats`: the counts, how the games
// ended and where their dead stones came from, the headline pairs' winner
// flips split both ways, the first ruleset's flips against each other,
// the classes, the heat maps of every pair, the pair table, the
// score-difference histograms, the flipped games, the result checks and
// the illegal moves. Every rate is drawn with its count and denominator.
type htmlStats struct {
	Tiles       []htmlTile
	Compared    string
	Endings     template.HTML
	EndingsT    *htmlTable
	DeadSources template.HTML
	DeadT       *htmlTable
	Headline    []htmlChart
	FlipTitle   string
	FlipChart   template.HTML
	Flips       *htmlTable
	ClassChart  template.HTML
	Classes     *htmlTable
	Agreeing    string
	HeatDiffer  template.HTML
	HeatFlips   template.HTML
	Pairs       *htmlTable
	Histograms  []htmlHistogram
	MoreHists   []htmlHistogram
	Flipped     *htmlTable
	FlippedNote string
	Illegal     *htmlTable
	Results     *htmlResults
}

// htmlChart is a titled chart.
type htmlChart struct {
	Title string
	SVG   template.HTML
}

// htmlHistogram is one pair's score-difference chart, its numbers in
// short, and every difference with its count.
type htmlHistogram struct {
	Title   string
	SVG     template.HTML
	Numbers string
	All     string
}

func statsView(s Summary, opts AuditOptions) htmlStats {
	v := htmlStats{Tiles: countTiles(s), Compared: comparedLine(s)}
	v.Endings, v.EndingsT = sharesView(s.Endings, s.Audited, "How the games ended")
	v.DeadSources, v.DeadT = sharesView(s.DeadSources, s.Audited, "Where the dead stones came from")
	v.ClassChart, v.Classes = classesView(s)
	splitClasses(s, v.Classes)
	v.Illegal = illegalView(s)
	splitIllegal(s, v.Illegal)
	v.Results = resultsView(s)
	byPair := map[[2]string]PairStat{}
	for _, p := range s.Pairs {
		byPair[[2]string{p.A, p.B}] = p
	}
	for _, hp := range headlinePairs {
		p, ok := byPair[hp]
		if !ok || p.Compared == 0 {
			continue
		}
		bars := []bar{flipBar("all compared games", p.WinnerFlips, p.Compared)}
		for _, x := range p.ByEnding {
			bars = append(bars, flipBar("ended: "+x.Name, x.WinnerFlips, x.Compared))
		}
		for _, x := range p.ByDead {
			bars = append(bars, flipBar("dead stones: "+x.Name, x.WinnerFlips, x.Compared))
		}
		title := "Does " + p.A + " or " + p.B + " change the winner? Winner flips of the compared games"
		v.Headline = append(v.Headline, htmlChart{Title: p.A + " / " + p.B, SVG: barChart(bars, title)})
	}
	names := pairNames(s, opts.Rulesets)
	if first := firstAgainstEach(s, names); len(first) > 0 {
		v.FlipTitle = "Winner flips: " + names[0] + " against each ruleset"
		bars := make([]bar, 0, len(first))
		t := newTable([]string{"pair", "compared", "winner flips", "draws", "games", "differ", "score differs"}, 1, 2, 3, 4, 5, 6)
		for _, p := range first {
			bars = append(bars, flipBar(p.A+" / "+p.B, p.WinnerFlips, p.Compared))
			t.add(p.A+" / "+p.B, strconv.Itoa(p.Compared), flips(p), strconv.Itoa(p.Draws), strconv.Itoa(p.Games),
				strconv.Itoa(p.Diverging)+" ("+pct(p.DivergingPct)+")", strconv.Itoa(p.Score))
		}
		v.FlipChart = barChart(bars, v.FlipTitle+" (share of the compared games)")
		v.Flips = t
	}
	pairOf := func(i, j int) (PairStat, bool) {
		p, ok := byPair[[2]string{names[i], names[j]}]
		if !ok {
			p, ok = byPair[[2]string{names[j], names[i]}]
		}
		return p, ok
	}
	cellOf := func(value func(PairStat) (float64, bool)) func(i, j int) heatCell {
		return func(i, j int) heatCell {
			if i == j {
				return heatCell{}
			}
			p, ok := pairOf(i, j)
			if !ok {
				return heatCell{}
			}
			val, ok := value(p)
			if !ok {
				return heatCell{}
			}
			return heatCell{Value: val, Text: strconv.FormatFloat(math.Round(val*10)/10, 'f', -1, 64), Known: true}
		}
	}
	v.HeatDiffer = heatMap(names, cellOf(func(p PairStat) (float64, bool) { return p.DivergingPct, p.Games > 0 }),
		"Games whose verdicts differ, % of the games both judged")
	v.HeatFlips = heatMap(names, cellOf(func(p PairStat) (float64, bool) { return p.WinnerFlipsPct, p.Compared > 0 }),
		"Winner flips, % of the compared games")
	if len(s.Agreeing) > 0 {
		var sets []string
		for _, g := range s.Agreeing {
			sets = append(sets, strings.Join(g, " = "))
		}
		v.Agreeing = "Rulesets that agree on every game: " + strings.Join(sets, "; ") + "."
	}

	pairs := newTable([]string{"A / B", "games", "differ", "legality", "end", "score", "compared", "winner flips", "draws", "mean |diff|", "classes"},
		1, 2, 3, 4, 5, 6, 7, 8, 9).classed("long", 10)
	flipped := newTable([]string{"A / B", "flips", "games"}, 1).classed("long", 2)
	isHead := map[[2]string]bool{}
	for _, hp := range headlinePairs {
		isHead[hp] = true
	}
	for _, p := range s.Pairs {
		if p.Diverging == 0 {
			continue
		}
		classes := make([]string, len(p.Classes))
		for i, c := range p.Classes {
			classes[i] = c.Name + " " + strconv.Itoa(c.Count)
		}
		name := p.A + " / " + p.B
		pairs.add(name, strconv.Itoa(p.Games), strconv.Itoa(p.Diverging)+" ("+pct(p.DivergingPct)+")",
			strconv.Itoa(p.Legality), strconv.Itoa(p.End), strconv.Itoa(p.Score), strconv.Itoa(p.Compared),
			flips(p), strconv.Itoa(p.Draws), FormatNumber(p.MeanAbsDiff), orDash(strings.Join(classes, ", ")))
		addPairSplit(pairs, p)
		if p.WinnerFlips > 0 {
			flipped.add(name, strconv.Itoa(p.WinnerFlips), flippedCell(p))
		}
		if p.Compared == 0 || len(p.Diffs) == 1 && p.Diffs[0].Diff == 0 {
			continue
		}
		h := htmlHistogram{Title: name,
			SVG: histogram(p.Diffs, "Score differences, "+name),
			Numbers: strconv.Itoa(p.Compared) + " compared games · mean |diff| " + FormatNumber(p.MeanAbsDiff) +
				" · " + distribution(p.Diffs) + deadMeans(p)}
		if len(p.Diffs) > shownDiffs {
			all := make([]string, len(p.Diffs))
			for i, d := range p.Diffs {
				all[i] = signed(d.Diff) + ": " + strconv.Itoa(d.Games)
			}
			h.All = strings.Join(all, ", ")
		}
		if isHead[[2]string{p.A, p.B}] {
			v.Histograms = append(v.Histograms, h)
		} else {
			v.MoreHists = append(v.MoreHists, h)
		}
	}
	if len(pairs.Rows) > 0 {
		v.Pairs = pairs
	}
	if len(flipped.Rows) > 0 {
		v.Flipped = flipped
		v.FlippedNote = "The first " + strconv.Itoa(shownFlips) + " of each pair; YAML and JSON Lines list up to " +
			strconv.Itoa(MaxListedFlips) + "."
	}
	return v
}

// flipBar is a bar of winner flips: the rate, and the count of the
// denominator beside it.
func flipBar(label string, flips, of int) bar {
	r := percent(flips, of)
	return bar{Label: label, Value: r, Text: pct(r) + " (" + strconv.Itoa(flips) + " of " + strconv.Itoa(of) + ")"}
}

// sharesView draws how the audited games divide (endings, dead-stone
// sources) as bars and as a table.
func sharesView(shares []Share, audited int, title string) (template.HTML, *htmlTable) {
	if len(shares) == 0 {
		return "", nil
	}
	bars := make([]bar, 0, len(shares))
	t := newTable([]string{"", "games", "% audited"}, 1, 2)
	t.Header[0] = strings.ToLower(title[:1]) + title[1:]
	for _, x := range shares {
		bars = append(bars, bar{Label: x.Name, Value: x.Percent, Text: pct(x.Percent) + " (" + strconv.Itoa(x.Games) + " of " + strconv.Itoa(audited) + ")"})
		t.add(x.Name, strconv.Itoa(x.Games), pct(x.Percent))
	}
	return barChart(bars, title+", of the audited games"), t
}

// pairNames are the rulesets of the pairs in header order: the rulesets
// judged, then any other a pair names.
func pairNames(s Summary, rulesets []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, r := range rulesets {
		if !seen[r] {
			seen[r] = true
			out = append(out, r)
		}
	}
	var extra []string
	for _, p := range s.Pairs {
		for _, n := range []string{p.A, p.B} {
			if !seen[n] {
				seen[n] = true
				extra = append(extra, n)
			}
		}
	}
	sort.Strings(extra)
	return append(out, extra...)
}

// firstAgainstEach are the pairs of the first ruleset (Japanese in the
// catalogue's order) with each of the others, in order.
func firstAgainstEach(s Summary, names []string) []PairStat {
	if len(names) == 0 {
		return nil
	}
	var out []PairStat
	for _, p := range s.Pairs {
		if p.A == names[0] || p.B == names[0] {
			out = append(out, p)
		}
	}
	return out
}
