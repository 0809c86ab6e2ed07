package score_test

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"rulediff/rules/score"
	"rulediff/sgfio"
)

func TestZZDebug(t *testing.T) {
	path := os.Getenv("ZZFILE")
	if path == "" {
		t.Skip()
	}
	data, _ := os.ReadFile(path)
	coll, _ := sgfio.Parse(data)
	r, err := replay(path, coll.Games[0])
	if err != nil {
		t.Fatal(err)
	}
	est := score.EstimateDead(r.in.Position)
	r.in.Dead = est.Dead
	r.in.DeadMethod = score.DeadEstimate
	res := score.Score(r.in, japanese)
	t.Logf("%s %+v\n%+v", res.String(), res.Counts, res.White)
	t.Log("\n" + strings.ReplaceAll(score.DrawOwnership(res.Own, res.W), "/", "\n"))
}

func TestZZFoxSeki(t *testing.T) {
	if os.Getenv("ZZFOX") == "" {
		t.Skip()
	}
	recs := 0
	n := 0
	_ = filepathWalk(os.Getenv("ZZFOX"), func(path string) {
		data, _ := os.ReadFile(path)
		coll, err := sgfio.Parse(data)
		if err != nil {
			return
		}
		for _, g := range coll.Games {
			if g.Result.Kind == sgfio.ResultScore || len(g.Moves) > 0 {
			}
			r, err := replay(path, g)
			if err != nil {
				continue
			}
			recs++
			est := score.EstimateDead(r.in.Position)
			r.in.Dead = est.Dead
			res := score.Score(r.in, japanese)
			k := res.Counts
			if k.SekiShared+k.SekiEyes[1]+k.SekiEyes[2] > 0 || k.SekiGroups[1]+k.SekiGroups[2] > 0 {
				n++
				if os.Getenv("ZZV") != "" {
					t.Logf("%s moves %d RE %v shared %d eyes %v", path, len(g.Moves), g.Result, k.SekiShared, k.SekiEyes)
				}
			}
		}
	})
	t.Logf("games %d with seki %d", recs, n)
}

func filepathWalk(dir string, f func(string)) error {
	return filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".sgf") {
			f(p)
		}
		return err
	})
}
