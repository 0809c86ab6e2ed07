package compare

import (
	"testing"

	"github.com/rulediff/rulediff/corpus"
	"github.com/rulediff/rulediff/internal/shared"
	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/sgfio"
)

// A counted record with three dame and no seki (TestFilledDameAreParity's
// board: White to fill first, RE a count, komi 0). Japanese W+2 (dame
// count for no one); chinese and aga W+3 (White fills C3 and C1, Black
// C2); ing W+3 too: Ing's counting is area counting by filling (RULES.md
// §5.8), so it fills the same dame, and nothing is left for its nearest
// stones. Tromp-Taylor counts the board as it stands: W+2. Every
// difference is who fills the last dame (White fills two, Black one):
// dame-parity −1, never seki (there is none) nor counting-method. Before,
// Ing left the three dame to the nearest stones (each one step from both
// colours: ½ each), W+2, and its difference with chinese was booked as
// seki.
func TestCountedDameAreNoSeki(t *testing.T) {
	sgf := "(;GM[1]FF[4]SZ[5]KM[0]RU[Japanese]RE[W+3]PL[W]AB[ba][bb][bc][bd][be]AW[ca][cb][dc][dd][de])"
	g, w := walkSGF(t, sgf, Options{Dead: DeadNone}, "japanese", "chinese", "aga", "ing", "tromp-taylor")
	if g.Ending != EndingCounted {
		t.Fatalf("ending %s (%s)", g.Ending, g.EndingReason)
	}
	results(t, g, map[string]string{"japanese": "W+2", "chinese": "W+3", "aga": "W+3", "ing": "W+3", "tromp-taylor": "W+2"})
	checkShares(t, g, w, "japanese", "ing", ClassDameParity, -1.0)
	checkShares(t, g, w, "japanese", "chinese", ClassDameParity, -1.0)
	checkShares(t, g, w, "tromp-taylor", "ing", ClassDameParity, -1.0)
	checkShares(t, g, w, "tromp-taylor", "chinese", ClassDameParity, -1.0)
	for _, d := range g.Divergences {
		if d.Kind == KindScore && d.Class != ClassDameParity {
			t.Errorf("divergence %s: %s", d.Class, d.Explanation)
		}
	}
}

// On fox_pro (counted games, dead stones estimated) a score divergence
// of class seki needs a seki on the board: some count with a seki eye,
// a shared liberty or a group in seki. Before the dame of counted records
// were filled under Ing too, 414 games had a seki divergence and 12 a
// seki (Ing's nearest stones took the ordinary dame, and the literal
// board's dead stones made seki of their own); now 3.
func TestSekiClassNeedsSeki(t *testing.T) {
	if testing.Short() {
		t.Skip("audits fox_pro")
	}
	a, err := NewAuditor(Options{Dead: DeadAuto, NoDiagrams: true})
	if err != nil {
		t.Fatal(err)
	}
	classed, withSeki := 0, 0
	for in := range corpus.Inputs([]string{shared.Path(t, "corpora", "fox_pro")}, corpus.Options{}) {
		c, err := corpus.Parse(in, sgfio.Options{MainLine: true})
		if err != nil {
			continue
		}
		for _, rec := range c.Games {
			g := a.Audit(in.Source, rec)
			seki := false
			for i := range g.Verdicts {
				if s := g.Verdicts[i].Score; s != nil && g.Verdicts[i].Ruleset.Dead != rules.DeadLiteral && hasSeki(s) {
					seki = true
				}
			}
			if seki {
				withSeki++
			}
			for _, d := range g.Divergences {
				if d.Kind == KindScore && d.Class == ClassSeki {
					classed++
					if !seki {
						t.Errorf("%s: a seki divergence without a seki: %s", in.Source, d.Explanation)
					}
					break
				}
			}
		}
	}
	t.Logf("fox_pro: %d games with a seki divergence, %d with a seki", classed, withSeki)
	if classed > withSeki {
		t.Errorf("%d games with a seki divergence, %d with a seki", classed, withSeki)
	}
}
