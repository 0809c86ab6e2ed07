package reports

import (
	"strconv"
	"strings"

	"github.com/rulediff/rulediff/sgfio"
)

// FromRecord fills the header part of a Game from a parsed record: source,
// game index, main-line moves, its warnings and errors, and Declared.
// Declared.Ruleset stays empty: resolving RU[] belongs to package rules, so
// compare fills it.
func FromRecord(source string, index int, g *sgfio.Game) Game {
	return fromRecord(source, index, g, nil, 0, 0, nil)
}

// fromRecord is FromRecord with the file's diagnostics first (fileDiags,
// as prependFileDiags puts them), and room for warnings and errors more
// after the record's: each list is made once, of its final size. blk,
// when not nil, is where Declared goes.
func fromRecord(source string, index int, g *sgfio.Game, fileDiags sgfio.Diagnostics, warnings, errors int, blk *declaredBlock) Game {
	out := Game{Source: source, Game: index, Warnings: []Diagnostic{}, Errors: []Diagnostic{}}
	var recDiags sgfio.Diagnostics
	if g != nil {
		recDiags = g.Diags
	}
	for _, ds := range [2]sgfio.Diagnostics{fileDiags, recDiags} {
		for i := range ds {
			if ds[i].Severity == sgfio.Error {
				errors++
			} else {
				warnings++
			}
		}
	}
	if warnings > 0 {
		out.Warnings = make([]Diagnostic, 0, warnings)
	}
	if errors > 0 {
		out.Errors = make([]Diagnostic, 0, errors)
	}
	addDiags(&out, fileDiags)
	if g == nil {
		return out
	}
	out.Moves = len(g.Moves)
	addDiags(&out, g.Diags)
	out.Declared = declared(g, blk)
	return out
}

// FromCollection turns one file's parse into its games, in order. A file
// that yields no game gives one Game with Game 0 and the file's errors;
// otherwise the file-level diagnostics (a BOM, junk before "(;") go with
// the first game, so nothing is lost.
func FromCollection(source string, c *sgfio.Collection) []Game {
	if c == nil || len(c.Games) == 0 {
		g := Game{Source: source, Warnings: []Diagnostic{}, Errors: []Diagnostic{}}
		if c != nil {
			addDiags(&g, c.Diags)
		}
		if len(g.Errors) == 0 {
			g.Errors = append(g.Errors, Diagnostic{Message: "no game in file"})
		}
		return []Game{g}
	}
	out := make([]Game, len(c.Games))
	for i, rec := range c.Games {
		idx := rec.Index
		if idx <= 0 {
			idx = i + 1
		}
		out[i] = FromRecord(source, idx, rec)
	}
	prependFileDiags(&out[0], c.Diags)
	return out
}

// prependFileDiags puts a file's own diagnostics (a BOM, junk before "(;")
// ahead of its first game's, so that nothing is lost.
func prependFileDiags(g *Game, ds sgfio.Diagnostics) {
	if len(ds) == 0 {
		return
	}
	first := Game{Warnings: []Diagnostic{}, Errors: []Diagnostic{}}
	addDiags(&first, ds)
	g.Warnings = append(first.Warnings, g.Warnings...)
	g.Errors = append(first.Errors, g.Errors...)
}

// FromError is the entry for an input that could not be read at all.
func FromError(source string, err error) Game {
	return Game{Source: source, Warnings: []Diagnostic{},
		Errors: []Diagnostic{{Message: err.Error()}}}
}

func addDiags(g *Game, ds sgfio.Diagnostics) {
	for _, d := range ds {
		x := Diagnostic{Message: d.Msg, Line: d.Pos.Line, Col: d.Pos.Col}
		if d.Severity == sgfio.Error {
			g.Errors = append(g.Errors, x)
		} else {
			g.Warnings = append(g.Warnings, x)
		}
	}
}

// declaredBlock is a Declared and its komi, made in one allocation.
type declaredBlock struct {
	d    Declared
	komi float64
}

// declared is g's Declared, made in both (a new one when nil).
func declared(g *sgfio.Game, both *declaredBlock) *Declared {
	if both == nil {
		both = new(declaredBlock)
	}
	d := &both.d
	black, white := players(g.Black, g.White)
	*d = Declared{
		Rules:     g.Rules,
		Result:    resultString(g.Result),
		ResultRaw: g.Result.Raw,
		Size:      sizeString(g.Width, g.Height),
		Black:     black,
		White:     white,
		Event:     g.Event,
		Date:      g.Date,
	}
	if g.Komi.Present {
		d.KomiRaw = g.Komi.Raw
		if g.Komi.OK {
			both.komi = g.Komi.Value
			d.Komi = &both.komi
		}
	}
	d.Handicap = g.Handicap.Count // H of RULES.md §5.6, the count the replay makes
	return d
}

// byWinner is b when Black won, w when White did.
func byWinner(c sgfio.Color, b, w string) string {
	if c == sgfio.White {
		return w
	}
	return b
}

// sizeString is "19x19": the common square boards without building it.
func sizeString(w, h int) string {
	if w == h {
		switch w {
		case 19:
			return "19x19"
		case 13:
			return "13x13"
		case 9:
			return "9x9"
		}
	}
	return strconv.Itoa(w) + "x" + strconv.Itoa(h)
}

// players writes each player as its name, then its rank in brackets
// when there is one ("Lee (9p)"), the two in one allocation.
func players(b, w sgfio.Player) (string, string) {
	if b.Rank == "" && w.Rank == "" {
		return b.Name, w.Name
	}
	var s strings.Builder
	s.Grow(len(b.Name) + len(b.Rank) + len(w.Name) + len(w.Rank) + 6)
	nb := 0 // the length of Black's
	for i, p := range [2]sgfio.Player{b, w} {
		s.WriteString(p.Name)
		if p.Rank != "" {
			s.WriteString(" (")
			s.WriteString(p.Rank)
			s.WriteString(")")
		}
		if i == 0 {
			nb = s.Len()
		}
	}
	both := s.String()
	return both[:nb], both[nb:]
}

// resultString writes a record's RE[] in the verdict notation: B+3.5,
// W+R, B+T, W+F, Draw, Void, ?, and "" when there is no RE[].
func resultString(r sgfio.Result) string {
	switch r.Kind {
	case sgfio.ResultNone:
		if r.Raw == "" {
			return ""
		}
	case sgfio.ResultDraw:
		return "Draw"
	case sgfio.ResultVoid:
		return "Void"
	}
	var side string
	switch r.Winner {
	case sgfio.Black:
		side = "B+"
	case sgfio.White:
		side = "W+"
	default:
		return "?"
	}
	switch r.Kind {
	case sgfio.ResultScore:
		return side + FormatNumber(r.Margin)
	// The commonest results are constants, not built.
	case sgfio.ResultResign:
		return byWinner(r.Winner, "B+R", "W+R")
	case sgfio.ResultTime:
		return byWinner(r.Winner, "B+T", "W+T")
	case sgfio.ResultForfeit:
		return byWinner(r.Winner, "B+F", "W+F")
	case sgfio.ResultIllegal:
		return side + "Illegal"
	}
	return side + r.Reason // "W+J", or "B+" for RE[B]: a winner, no more
}
