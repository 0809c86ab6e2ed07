package main

import (
	"fmt"
	"os"
	"strings"

	"github.com/rulediff/rulediff/compare"
	"github.com/rulediff/rulediff/rules/score"
	"github.com/rulediff/rulediff/sgfio"
)

// deadHelp documents --dead for audit and score.
const deadHelp = "dead stones: auto (markup where the record has TB/TW, estimate otherwise), markup, estimate, none, " +
	"a list of points ruled dead (GTP names D4,E5 on boards up to 25 wide; SGF letters dd,ee on any board; " +
	"rectangles D4-F6 or dd:ff), or a marking FILE.sgf whose last node's TB/TW mark them"

// setDead reads a --dead value into opts: a mode, an existing .sgf
// marking file (a name ending in .sgf), or else a list of points. It returns the dead-stone mode
// the report's header names.
func setDead(value string, opts *compare.Options) (string, error) {
	if mode, err := compare.ParseDeadMode(value); err == nil {
		opts.Dead = mode
		return string(mode), nil
	}
	if strings.HasSuffix(strings.ToLower(value), ".sgf") { // never a list of points
		m, err := readMarking(value)
		if err != nil {
			return "", err
		}
		opts.UserMarkup = m
		return string(score.DeadUser), nil
	}
	// Points are placed on each game's board; here only their syntax.
	if _, err := score.ParsePointList(value); err != nil {
		return "", fmt.Errorf("--dead %q: not a mode (auto, markup, estimate, none), a marking .sgf file or a list of points: %w", value, err)
	}
	opts.UserDead = value
	return string(score.DeadUser), nil
}

// readMarking reads the territory marks of the first game of an SGF file
// (TB/TW of its last main-line node).
func readMarking(path string) (*compare.Markup, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("--dead: %w", err)
	}
	c, err := sgfio.Parse(data)
	if err != nil {
		return nil, fmt.Errorf("--dead %s: %w", path, err)
	}
	if c == nil {
		return nil, fmt.Errorf("--dead %s: no game in the file", path)
	}
	if len(c.Games) == 0 {
		for _, d := range c.Diags {
			if d.Severity == sgfio.Error {
				return nil, fmt.Errorf("--dead %s", d.Format(path))
			}
		}
		return nil, fmt.Errorf("--dead %s: no game in the file", path)
	}
	g := c.Games[0]
	for _, d := range g.Diags {
		if d.Severity == sgfio.Error {
			return nil, fmt.Errorf("--dead %s", d.Format(path))
		}
	}
	if len(g.TB) == 0 && len(g.TW) == 0 {
		return nil, fmt.Errorf("--dead %s:%d:%d: the last node of the main line marks no territory (TB/TW)",
			path, g.Pos.Line, g.Pos.Col)
	}
	return compare.MarkupFrom(path, g), nil
}
