package rules_test

import (
	"reflect"
	"testing"

	"github.com/rulediff/rulediff/internal/shared"
	"github.com/rulediff/rulediff/rules"
)

// The Ing judge's shortcuts (selectRuns stopping at a play found no
// candidate before its class scans, the analyses of plays it tested
// candidates skipping that test, isCand's ing.StoneCandidate, checked
// against ing.MayBeKoPoint at every call too) must give the verdicts of the path
// without them: every game of ../shared/corpora is replayed under the
// ing ruleset both ways, and the whole outcomes compared. The corpora
// must use the shortcuts, or the comparison proves little.
func TestIngShortcutsOnCorpora(t *testing.T) {
	if testing.Short() {
		t.Skip("replays every game of the corpora twice")
	}
	var ing []rules.Ruleset
	for _, r := range rules.Catalogue() {
		if r.Ko == rules.KoIng {
			ing = append(ing, r)
		}
	}
	fast, err := rules.NewReplayer(ing)
	if err != nil {
		t.Fatal(err)
	}
	slow, _ := rules.NewReplayer(ing)
	uses, games, moves := map[string]int{}, 0, 0
	root := shared.Path(t, "corpora")
	for _, path := range shared.SGFFiles(t, root) {
		for _, sg := range readGames(t, path) {
			g := toGame(sg)
			var want, got rules.Outcome
			restore := rules.SetIngShortcutsForTest(false, nil)
			errSlow := slow.ReplayInto(g, &want)
			restore()
			restore = rules.SetIngShortcutsForTest(true, func(kind string) { uses[kind]++ })
			errFast := fast.ReplayInto(g, &got)
			restore()
			if (errSlow == nil) != (errFast == nil) {
				t.Fatalf("%s: errors %v and %v", path, errSlow, errFast)
			}
			if !reflect.DeepEqual(want, got) {
				t.Fatalf("%s: the shortcuts change the outcome:\nwithout %+v\nwith    %+v", path, want.Rulesets, got.Rulesets)
			}
			games++
			moves += got.Moves
		}
	}
	if uses["stone candidate differs"] > 0 {
		t.Fatalf("ing.StoneCandidate and ing.MayBeKoPoint differ on %d of %d earlier plays",
			uses["stone candidate differs"], uses["stone candidate"])
	}
	if uses["no-candidate stop"] < 1000 || uses["known candidate"] < 1000 || uses["stone candidate"] < 1000 {
		t.Fatalf("the shortcuts decided too few times in %d games: %v", games, uses)
	}
	t.Logf("%d games, %d moves: the shortcuts decided %v", games, moves, uses)
}
