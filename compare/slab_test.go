package compare

import (
	"reflect"
	"testing"
	"unsafe"

	"github.com/rulediff/rulediff/sgfio"
)

// The score divergences' terms and camps made in a recycled game's
// memory (divMem) are those made in new memory, game after game of
// fox_pro and ai_games, each game recycled before the next is audited;
// and no two lists of a game share memory. (Fails too when Recycle does
// not hand the memory on: the games would all be made in new memory.)
func TestDivMemSameDivergences(t *testing.T) {
	if testing.Short() {
		t.Skip("audits fox_pro and ai_games twice")
	}
	ref, err := NewAuditor(Options{})
	if err != nil {
		t.Fatal(err)
	}
	ref.freshDivMem = true
	a, err := NewAuditor(Options{})
	if err != nil {
		t.Fatal(err)
	}
	var prev *Game
	scored, reused := 0, 0
	eachAudited(t, ref, func(source string, rec *sgfio.Game, want *Game) {
		a.Recycle(prev)
		spare := a.spareDivMem
		got := a.Audit(source, rec)
		prev = got
		if m := got.divMem; m.terms.SameMemory(&spare.terms) || m.camps.SameMemory(&spare.camps) {
			reused++ // made in the recycled game's memory
		}
		if !reflect.DeepEqual(got.Divergences, want.Divergences) {
			t.Fatalf("%s: divergences differ from those made in new memory", source)
		}
		type span struct{ lo, hi uintptr }
		var spans []span
		add := func(p unsafe.Pointer, n int, size uintptr) {
			if n == 0 {
				return
			}
			lo := uintptr(p)
			s := span{lo, lo + uintptr(n)*size}
			for _, o := range spans {
				if s.lo < o.hi && o.lo < s.hi {
					t.Fatalf("%s: two divergences' lists share memory", source)
				}
			}
			spans = append(spans, s)
		}
		for i := range got.Divergences {
			d := &got.Divergences[i]
			if d.Kind == KindScore {
				scored++
			}
			add(unsafe.Pointer(unsafe.SliceData(d.Terms)), cap(d.Terms), unsafe.Sizeof(Term{}))
			add(unsafe.Pointer(unsafe.SliceData(d.Camps)), cap(d.Camps), unsafe.Sizeof(Camp{}))
		}
	})
	if scored < 1000 || reused < 100 {
		t.Errorf("only %d score divergences, %d games in a recycled game's memory", scored, reused)
	}
}
