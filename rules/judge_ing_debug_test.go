package rules_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"rulediff/rules"
	"rulediff/rules/board"
	"rulediff/rules/ing"
)

// TEMPORARY debugging aid (INGDBG="file:move,file:move").
func TestIngDebugDump(t *testing.T) {
	spec := os.Getenv("INGDBG")
	if spec == "" {
		t.Skip()
	}
	for _, item := range strings.Split(spec, ",") {
		k := strings.LastIndex(item, ":")
		file := item[:k]
		mv, _ := strconv.Atoi(item[k+1:])
		g := toGame(readGames(t, file)[0])
		p := board.NewPosition(g.W, g.H)
		for _, s := range g.Setup {
			p.Stones[s.Y*g.W+s.X] = s.Color
		}
		n := 0
		var hist []board.Position
		for _, st := range g.Steps {
			if st.Kind == rules.StepSetup {
				for _, s := range st.Setup {
					p.Stones[s.Y*g.W+s.X] = s.Color
				}
				continue
			}
			n++
			if n >= mv-3 && n <= mv {
				hist = append(hist, p.Clone())
				x, y := st.X, st.Y
				fmt.Printf("=== %s move %d %v at %s\n", file, n, st.Color, board.PointName(x, y, g.W, g.H))
				if st.Kind == rules.StepPlay && x >= 0 {
					show(p, x, y)
					for _, kp := range ing.KoPositions(p) {
						if near(kp.Points, y*g.W+x, g.W) {
							fmt.Printf("  kopos %v coupling %v type %v\n", names(kp.Points, g.W, g.H), kp.Coupling, ing.Classify(p, kp))
						}
					}
				}
			}
			if st.Kind == rules.StepPlay && st.X >= 0 {
				p.Play(st.X, st.Y, st.Color)
			}
			if n == mv {
				break
			}
		}
		_ = hist
	}
}

func near(pts []int, i, w int) bool {
	for _, q := range pts {
		if abs(q%w-i%w) <= 3 && abs(q/w-i/w) <= 3 {
			return true
		}
	}
	return false
}
func abs(a int) int {
	if a < 0 {
		return -a
	}
	return a
}
func names(pts []int, w, h int) []string {
	var out []string
	for _, q := range pts {
		out = append(out, board.PointName(q%w, q/w, w, h))
	}
	return out
}
func show(p board.Position, x, y int) {
	for yy := max(0, y-4); yy <= min(p.H-1, y+4); yy++ {
		fmt.Printf("  %2d ", p.H-yy)
		for xx := max(0, x-5); xx <= min(p.W-1, x+5); xx++ {
			c := ".XO"[p.Stones[yy*p.W+xx]]
			if xx == x && yy == y {
				c = '*'
			}
			fmt.Printf("%c ", c)
		}
		fmt.Println()
	}
	fmt.Print("     ")
	for xx := max(0, x-5); xx <= min(p.W-1, x+5); xx++ {
		fmt.Printf("%c ", "ABCDEFGHJKLMNOPQRST"[xx])
	}
	fmt.Println()
}


func TestIngDebugReplay(t *testing.T) {
	dir := os.Getenv("INGREPLAY")
	if dir == "" {
		t.Skip()
	}
	files, _ := filepath.Glob(dir + "/*/*.sgf")
	more, _ := filepath.Glob(dir + "/*/*/*.sgf")
	top, _ := filepath.Glob(dir + "/*.sgf")
	files = append(append(files, more...), top...)
	ingRS, _ := rules.Lookup("ing")
	for _, file := range files {
		for _, sg := range readGames(t, file) {
			out, err := rules.Replay(toGame(sg), []rules.Ruleset{ingRS})
			if err != nil {
				continue
			}
			for _, f := range out.Rulesets[0].Forbidden {
				if f.Rule == rules.RuleIngKo {
					fmt.Printf("%s:%d %s %s\n", file, f.Move, board.PointName(f.X, f.Y, sg.Width, sg.Height), f.Detail)
				}
			}
		}
	}
}
