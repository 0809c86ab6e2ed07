package compare

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
	"github.com/rulediff/rulediff/sgfio"
)

// TestDameBounds checks the dame variants' bounds (boundDame,
// resultmiss_dame.go) on the real misses of fox_pro and ai_games, with
// the dead stones marked and estimated (the default --dead auto takes
// the estimate on records without markup): every variant dameVariants
// counts lies within the bound read for it (each count asked with its
// own margin as the only target is kept); the variants left out at RE's
// margins fit none of the margins explainMiss may compare (missTargets'
// filter aside: the whole-gap and komi-alone cuts are checked here);
// teireBound is the reference's (teireBoundRef); score.FilledFrom gives
// the whole filled counts, and score.FilledFromWithin too when their own
// margin is wanted; and every miss is explained the same with the
// bounds off.
func TestDameBounds(t *testing.T) {
	if testing.Short() {
		t.Skip("audits two corpora and counts every dame variant of their misses")
	}
	for _, dead := range []DeadMode{DeadMarkup, DeadEstimate} {
		checkDameBounds(t, dead)
	}
}

func checkDameBounds(t *testing.T, dead DeadMode) {
	a, err := NewAuditor(Options{Dead: dead})
	if err != nil {
		t.Fatal(err)
	}
	var misses, counts, cut, noTargets int
	filledFromChecked = 0
	eachMiss(t, a, func(source string, rec *sgfio.Game, rc *ResultCheck, v *Verdict, declared float64) {
		an := &a.analysis // this game's until the next Audit
		misses++
		checkDameBoundsHold(t, source, v, an)
		komis := slices.Clone(usualKomi)
		if rec.Komi.Present && rec.Komi.OK && !slices.Contains(komis, rec.Komi.Value) {
			komis = append(komis, rec.Komi.Value)
		}
		targets := missTargets(v, declared, komis)
		// every margin explainMiss's answer may read a dame variant's
		// for (missTargets' whole-gap filter aside): declared, then the
		// komi ones unless a komi alone gives declared (explainMiss
		// returns before it tries a variant with another komi)
		every := marginSet{declared}
		komiAlone := false
		for _, k := range komis {
			komiAlone = komiAlone || (k != v.Komi && *v.Margin+v.Komi-k == declared)
		}
		for _, k := range komis {
			if k != v.Komi && !komiAlone {
				every = append(every, declared-v.Komi+k)
			}
		}
		all := dameVariants(v, an)
		keptSet := dameVariantsWithin(v, an, targets)
		kept := keptSet.list()
		if len(targets) == 0 {
			// dameVariantsWithin returns at once: what its bounds keep
			// then must fit none of the margins explainMiss may compare
			// (the open count is always made)
			noTargets++
			skipNoTargets = false
			unskipped := dameVariantsWithin(v, an, targets)
			skipNoTargets = true
			if len(kept) != 0 {
				t.Errorf("%s: no margin wanted, %d variants kept", source, len(kept))
			}
			for _, d := range unskipped.list() {
				if every.within(d.margin, d.margin) {
					t.Errorf("%s: no margin wanted, but %s (%g) fits %v", source, d.what(), d.margin, every)
				}
			}
		}
		for _, d := range all {
			if !slices.Contains(kept, d) && every.within(d.margin, d.margin) {
				t.Errorf("%s: %s (%g) left out, but it fits %v", source, d.what(), d.margin, every)
			}
		}
		for _, d := range kept {
			if !slices.Contains(all, d) {
				t.Errorf("%s: %s (%g) is no variant of the whole count", source, d.what(), d.margin)
			}
		}
		counts += len(all)
		cut += len(all) - len(kept)
		boundDame = false
		defer func() { boundDame = true }()
		slowKind, slowNote := explainMiss(v, rec, declared, an)
		if rc.Miss != slowKind || rc.MissNote != slowNote {
			t.Errorf("%s: explained %s %q, without the dame bounds %s %q", source, rc.Miss, rc.MissNote, slowKind, slowNote)
		}
	})
	t.Logf("--dead %s: %d misses (%d with no margin wanted), %d dame variants, %d left out at RE's margins, %d filled counts made from the open one",
		dead, misses, noTargets, counts, cut, filledFromChecked)
	if filledFromChecked == 0 {
		t.Errorf("FilledFrom checked on no count")
	}
	// The estimate's counts are cut less (135 of 1,639 variants): only
	// the marked ones' ratio is held.
	if dead == DeadMarkup && cut < counts/8 {
		t.Errorf("%d of %d variants left out: the bounds no longer cut?", cut, counts)
	}
}

// checkDameBoundsHold counts each dame variant of v whole and fails
// unless the bound read for its count keeps it when its own margin is
// the only one wanted.
// filledFromChecked counts the filled counts checkDameBoundsHold found
// FilledFrom to give whole.
var filledFromChecked int

func checkDameBoundsHold(t *testing.T, source string, v *Verdict, an *score.Analysis) {
	t.Helper()
	rs, in := v.Ruleset, v.in
	if rs.Dead == rules.DeadLiteral || rs.Scoring == rules.ScoringConfiguration {
		return
	}
	if owner, n := borderOwners(v.Score); n > 0 {
		alt := in
		alt.Owner = owner
		want := score.Score(alt, rs)
		m := want.Margin
		if !borderMayFit(v, owner, marginSet{m}.within) {
			t.Errorf("%s: the border variant's margin %g is outside its bound", source, m)
		}
		if got, ok := score.ScoreReachingAny(alt, rs, []float64{m + 40, m}); !ok || !reflect.DeepEqual(got, want) {
			t.Errorf("%s: the border variant's margin %g not counted (%v) or counted otherwise", source, m, ok)
		}
	}
	area := rs.Scoring == rules.ScoringArea
	territory := rs.Scoring == rules.ScoringTerritory
	if !area {
		rs.Scoring, rs.PassStones = rules.ScoringArea, false
	}
	in.FillFrom = board.Empty
	open := an.ScoreWith(in, rs)
	b, w := teireBound(&open)
	if rb, rw := teireBoundRef(&open); b != rb || w != rw {
		t.Errorf("%s: teireBound %d, %d, the reference's %d, %d", source, b, w, rb, rw)
	}
	for _, from := range []board.Color{board.Black, board.White} {
		in.FillFrom = from
		r := an.ScoreWith(in, rs)
		where := fmt.Sprintf("%s: filled from %v", source, from)
		in.FillFrom = board.Empty
		if f, ok := score.FilledFrom(open, in, rs, from); ok && !reflect.DeepEqual(f, r) {
			t.Errorf("%s: FilledFrom gives %v (margin %g), the whole count %v (margin %g)", where, f.Counts, f.Margin, r.Counts, r.Margin)
		} else if ok {
			filledFromChecked++
			if g, _, counted := score.FilledFromWithin(open, in, rs, from, []float64{r.Margin + 40, r.Margin}); !counted || !reflect.DeepEqual(g, r) {
				t.Errorf("%s: FilledFromWithin stopped (%v) or counted otherwise with its own margin %g wanted", where, !counted, r.Margin)
			}
		}
		in.FillFrom = from
		if !filledMayFit(&open, rs, marginSet{r.Margin}.within) {
			t.Errorf("%s: the area margin %g is outside its bound (open %g, %d dame)", where, r.Margin, open.Margin, open.Counts.Dame)
		}
		if !territory {
			continue
		}
		b0, w0 := pointsToFill(&r)
		if bb, bw := teireBound(&open); b0 > bb || w0 > bw {
			t.Errorf("%s: points to fill %d, %d beyond teireBound's %d, %d", where, b0, w0, bb, bw)
		}
		b, w := b0, w0
		b -= v.Score.Counts.Short[board.Black]
		w -= v.Score.Counts.Short[board.White]
		if b, w = max(b, 0), max(w, 0); b+w > 0 {
			m := *v.Margin - float64(b) + float64(w)
			if !teireMayFit(v, &open, rs, marginSet{m}.within) {
				t.Errorf("%s: the teire variant's margin %g is outside its bound", where, m)
			}
		}
	}
}

// TestDameBoundsByHand works the dame variants' bounds out by hand on
// two small boards counted the Chinese way with the dame left open.
func TestDameBoundsByHand(t *testing.T) {
	chinese, ok := rules.Lookup("chinese")
	if !ok {
		t.Fatal("no chinese ruleset")
	}
	// ".xx.o/xxx.o": Black's chain (B2, C2, A1, B1, C1) has A2 (Black's
	// region) and the dame D2, D1 as liberties: A2 is its only liberty
	// that is no dame, so a filled board may charge it.
	// White's chain (E2, E1) has only dame: nothing.
	open := score.Score(score.Input{Position: board.MustParsePosition(".xx.o/xxx.o")}, chinese)
	if b, w := teireBound(&open); b != 1 || w != 0 {
		t.Errorf("teireBound = %d, %d, worked out 1, 0", b, w)
	}
	// "xx.oo/xx.oo": each chain has two liberties, both dame: nothing.
	open2 := score.Score(score.Input{Position: board.MustParsePosition("xx.oo/xx.oo")}, chinese)
	if b, w := teireBound(&open2); b != 0 || w != 0 {
		t.Errorf("teireBound = %d, %d, worked out 0, 0", b, w)
	}
	// The first board's open count: stones 5 − 2, regions 1 − 0, dame
	// ½ each: margin 4 (komi 0). Filled, each of the 2 dame moves it by
	// 1 at most: [2, 6] may fit, 1.5 and 6.5 not.
	for _, tc := range []struct {
		target float64
		fits   bool
	}{{2, true}, {4, true}, {6, true}, {1.5, false}, {6.5, false}, {-4, false}} {
		if got := filledMayFit(&open, chinese, marginSet{tc.target}.within); got != tc.fits {
			t.Errorf("open margin %g, 2 dame, target %g: filledMayFit = %v, worked out %v", open.Margin, tc.target, got, tc.fits)
		}
	}
	// The teire variant of a territory count of that board with margin
	// 10 that charges nothing: Black may have to fill A2 (teireBound 1,
	// 0), White nothing: the bound is [10 − 1, 10 + 0], so 9 and 10 may
	// fit, 8 and 11 not (their points to fill are not read). With A2
	// already charged (Short 1) no point is left: nothing fits.
	m := 10.0
	v := &Verdict{Ruleset: chinese, Score: &score.Result{}, Margin: &m}
	for _, tc := range []struct {
		target  float64
		charged int
		fits    bool
	}{{9, 0, true}, {10, 0, true}, {11, 0, false}, {8, 0, false}, {9, 1, false}} {
		v.Score.Counts.Short[board.Black] = tc.charged
		if got := teireMayFit(v, &open, chinese, marginSet{tc.target}.within); got != tc.fits {
			t.Errorf("margin 10, teireBound 1, 0, Short %d, target %g: teireMayFit = %v, worked out %v", tc.charged, tc.target, got, tc.fits)
		}
	}
	// A count classing a region point by point (an estimate's): 3×3,
	// White stones at A3 and C3, B3 a dame, the rest Black's territory.
	// No chain has a single liberty that is no dame, but B2 touches the
	// dame. Filled from Black, B3 is a Black chain whose only liberty is
	// B2, and a stone on B2 gives it three (A2, C2, B1): pointsToFill
	// counts 1 for Black, and teireBound must too.
	W, D, T := score.OwnWhiteStone, score.OwnDame, score.OwnBlackTerritory
	open4 := score.Result{W: 3, H: 3, Own: []score.Own{W, D, W, T, T, T, T, T, T}}
	filled4 := open4
	filled4.Own = slices.Clone(open4.Own)
	filled4.Own[1] = score.OwnBlackFilled
	if b, w := pointsToFill(&filled4); b != 1 || w != 0 {
		t.Errorf("pointsToFill = %d, %d, worked out 1, 0", b, w)
	}
	if b, w := teireBound(&open4); b != 1 || w != 0 {
		t.Errorf("teireBound = %d, %d, worked out 1 (B2), 0", b, w)
	}
	// The border variant: "xx..oo/xx..oo", dame left open. C1 and C2
	// touch Black's stones only, D1 and D2 White's only: 2 border
	// points each. The count: 4 stones each, the dame ½ each (split):
	// margin 0. Given to the colour they touch, each moves it by 1
	// toward its owner: [0 − 2, 0 + 2] may fit, 2.5 and −2.5 not; the
	// border count itself is 4 + 2 against 4 + 2, margin 0.
	pos3 := board.MustParsePosition("xx..oo/xx..oo")
	open3 := score.Score(score.Input{Position: pos3}, chinese)
	if open3.Margin != 0 {
		t.Fatalf("open count of xx..oo/xx..oo: margin %g, worked out 0", open3.Margin)
	}
	v3 := &Verdict{Ruleset: chinese, Score: &open3, Margin: &open3.Margin, in: score.Input{Position: pos3}}
	owner, n := borderOwners(&open3)
	if n != 4 {
		t.Fatalf("%d border points, worked out 4", n)
	}
	if r := score.Score(score.Input{Position: pos3, Owner: owner}, chinese); r.Margin != 0 {
		t.Errorf("border count: margin %g, worked out 0", r.Margin)
	}
	for _, tc := range []struct {
		target float64
		fits   bool
	}{{-2, true}, {0, true}, {2, true}, {2.5, false}, {-2.5, false}} {
		if got := borderMayFit(v3, owner, marginSet{tc.target}.within); got != tc.fits {
			t.Errorf("margin 0, 2 border points each, target %g: borderMayFit = %v, worked out %v", tc.target, got, tc.fits)
		}
	}
}

// teireBoundRef is teireBound as first written (on the unframed board,
// through board.Position.Neighbours), which TestDameBounds compares the
// framed one with on every miss of the corpora.
func teireBoundRef(open *score.Result) (black, white int) {
	r := open
	if len(r.Own) != r.W*r.H || r.W == 0 {
		return 0, 0
	}
	grid := board.Position{W: r.W, H: r.H}
	col := make([]board.Color, len(r.Own))
	for i, o := range r.Own {
		col[i] = stoneOf(o)
	}
	seen := make([]int32, len(col)) // stamps per chain flood
	done := make([]bool, len(col))
	marked := make([]bool, len(col))
	gen := int32(0)
	var stones, nbr []int
	for i, c := range col {
		if c == board.Empty || done[i] {
			continue
		}
		gen++
		seen[i] = gen
		stones = append(stones[:0], i)
		only, count := -1, 0 // the liberties that are not dame
		for h := 0; h < len(stones); h++ {
			done[stones[h]] = true
			nbr = grid.Neighbours(nbr[:0], stones[h])
			for _, k := range nbr {
				if seen[k] == gen {
					continue
				}
				seen[k] = gen
				switch {
				case col[k] == c:
					stones = append(stones, k)
				case col[k] == board.Empty && r.Own[k].Class() != score.OwnDame:
					only = k
					count++
				}
			}
		}
		if count != 1 || marked[only] || territoryOf(r.Own[only]) != c {
			continue
		}
		marked[only] = true
		if c == board.Black {
			black++
		} else {
			white++
		}
	}
	for i, o := range r.Own {
		if o.Class() != score.OwnDame {
			continue
		}
		nbr = grid.Neighbours(nbr[:0], i)
		for _, k := range nbr {
			c := territoryOf(r.Own[k])
			if c == board.Empty || marked[k] {
				continue
			}
			marked[k] = true
			if c == board.Black {
				black++
			} else {
				white++
			}
		}
	}
	return black, white
}

// TestTeireBoundIsRef: teireBound (a union-find over the rows) is the
// flooding reference's (teireBoundRef) on random ownership maps of
// every shape, sparse and dense, every class and dead flag drawn: long
// chains joined late in the scan (U shapes), chains with one liberty,
// territory beside dame. borderOwners is its reference's too (the
// neighbours listed by board.Position).
func TestTeireBoundIsRef(t *testing.T) {
	boards := 0
	eachRandomOwn(func(res *score.Result) {
		b, wh := teireBound(res)
		if rb, rw := teireBoundRef(res); b != rb || wh != rw {
			t.Fatalf("%dx%d %v: teireBound %d, %d, the reference %d, %d", res.W, res.H, res.Own, b, wh, rb, rw)
		}
		owner, n := borderOwners(res)
		if ro, rn := borderOwnersRef(res); n != rn || !slices.Equal(owner, ro) {
			t.Fatalf("%dx%d %v: borderOwners %v (%d), the reference %v (%d)", res.W, res.H, res.Own, owner, n, ro, rn)
		}
		boards++
	})
	t.Logf("%d boards", boards)
}

// eachRandomOwn calls fn with random ownership maps (score.Result's
// Own, W and H) of every shape from 1x1 to 52x52, sparse and dense in
// stones, every class and a dead flag drawn.
func eachRandomOwn(fn func(res *score.Result)) {
	r := rand.New(rand.NewPCG(7, 8))
	classes := []score.Own{score.OwnDame, score.OwnBlackStone, score.OwnWhiteStone,
		score.OwnBlackTerritory, score.OwnWhiteTerritory, score.OwnSekiShared,
		score.OwnBlackSekiEye, score.OwnWhiteSekiEye, score.OwnBlackSekiStone, score.OwnWhiteSekiStone,
		score.OwnBlackFilled, score.OwnWhiteFilled, score.OwnBlackTeire, score.OwnWhiteTeire}
	for _, size := range [][2]int{{1, 1}, {1, 9}, {9, 1}, {2, 3}, {5, 5}, {9, 9}, {19, 19}, {52, 52}} {
		w, h := size[0], size[1]
		for _, stones := range []float64{0.3, 0.6, 0.85} {
			for range 60 {
				own := make([]score.Own, w*h)
				for i := range own {
					switch x := r.Float64(); {
					case x < stones/2:
						own[i] = score.OwnBlackStone
					case x < stones:
						own[i] = score.OwnWhiteStone
					default:
						own[i] = classes[r.IntN(len(classes))]
					}
					if r.IntN(20) == 0 {
						own[i] |= score.DeadBlack
					}
				}
				fn(&score.Result{W: w, H: h, Own: own})
			}
		}
	}
}

// borderOwnersRef is borderOwners as it was written first (the tests'
// reference): each dame's neighbours listed by board.Position.
func borderOwnersRef(r *score.Result) ([]board.Color, int) {
	if r == nil || len(r.Own) != r.W*r.H || r.W == 0 {
		return nil, 0
	}
	grid := board.Position{W: r.W, H: r.H}
	owner := make([]board.Color, len(r.Own))
	n := 0
	var nbr []int
	for i, o := range r.Own {
		if o.Class() != score.OwnDame {
			continue
		}
		var touch [3]bool
		nbr = grid.Neighbours(nbr[:0], i)
		for _, j := range nbr {
			touch[stoneOf(r.Own[j])] = true
		}
		switch {
		case touch[board.Black] && !touch[board.White]:
			owner[i] = board.Black
			n++
		case touch[board.White] && !touch[board.Black]:
			owner[i] = board.White
			n++
		}
	}
	return owner, n
}
