package rules_test

import (
	"path/filepath"
	"reflect"
	"slices"
	"testing"

	"github.com/rulediff/rulediff/internal/shared"
	"github.com/rulediff/rulediff/rules"
)

// TestAfterStepShortcutOnCorpora replays every game of ../shared/corpora
// under all fourteen rulesets with play's inline afterStep on and off
// (two Replayers, the hook switched around each replay) and compares the
// outcomes whole, the history (entries and the judges' marks) and Kee's
// state: the shortcut must change nothing. It fails with any of the
// shortcut's conditions dropped (RemovedChains: Kee's permanent marks
// are lost; r.asked: the Ing judge misses the Observe of a play it
// judged).
func TestAfterStepShortcutOnCorpora(t *testing.T) {
	if testing.Short() {
		t.Skip("replays every corpus game")
	}
	rs := rules.Catalogue()
	on, err := rules.NewReplayer(rs)
	if err != nil {
		t.Fatal(err)
	}
	off, _ := rules.NewReplayer(rs)
	defer rules.SetAfterStepShortcut(true)
	root := shared.Path(t, "corpora")
	games := 0
	for _, path := range shared.SGFFiles(t, root) {
		rel, _ := filepath.Rel(root, path)
		for k, sg := range readGames(t, path) {
			g := toGame(sg)
			rules.SetAfterStepShortcut(true)
			want, err1 := on.Replay(g)
			rules.SetAfterStepShortcut(false)
			got, err2 := off.Replay(g)
			if (err1 == nil) != (err2 == nil) {
				t.Fatalf("%s game %d: errors %v and %v", rel, k, err1, err2)
			}
			if err1 != nil {
				continue
			}
			games++
			if !reflect.DeepEqual(want, got) {
				t.Fatalf("%s game %d: the outcomes differ with the shortcut on and off", rel, k)
			}
			hOn, hOff := on.HistoryForTest(), off.HistoryForTest()
			if hOn.Len() != hOff.Len() {
				t.Fatalf("%s game %d: %d and %d entries", rel, k, hOn.Len(), hOff.Len())
			}
			for i := 0; i < hOn.Len(); i++ {
				if hOn.At(i) != hOff.At(i) {
					t.Fatalf("%s game %d: entry %d differs", rel, k, i)
				}
			}
			m1, p1, l1, n1 := on.KeeForTest()
			m2, p2, l2, n2 := off.KeeForTest()
			if !slices.Equal(m1, m2) || !slices.Equal(p1, p2) || l1 != l2 || n1 != n2 {
				t.Fatalf("%s game %d: the judges' marks or Kee's state differ", rel, k)
			}
		}
	}
	if games < 5000 {
		t.Fatalf("only %d games replayed", games)
	}
	t.Logf("%d games", games)
}
