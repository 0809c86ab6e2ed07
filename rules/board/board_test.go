package board

import (
	"math/rand/v2"
	"testing"
)

// randomGame plays n random moves on both a Board and the reference
// Position.Play and fails at the first difference in stones, hash, packed
// bits, counts or the ko point.
func randomGame(t *testing.T, rng *rand.Rand, w, h, n int) {
	t.Helper()
	b, err := NewBoard(w, h)
	if err != nil {
		t.Fatal(err)
	}
	ref := NewPosition(w, h)
	c := Black
	var packed []uint64
	for m := 0; m < n; m++ {
		x, y := rng.IntN(w+1)-1+rng.IntN(2), rng.IntN(h)
		wantCap, wantSui, wantErr := ref.Play(x, y, c)
		res, err := b.Play(x, y, c)
		if (err != nil) != (wantErr != nil) {
			t.Fatalf("%dx%d move %d %s(%d,%d): err %v, reference %v", w, h, m, c, x, y, err, wantErr)
		}
		if err == nil && (res.Captured != wantCap || res.Suicided != wantSui) {
			t.Fatalf("%dx%d move %d: captured %d suicided %d, reference %d %d", w, h, m, res.Captured, res.Suicided, wantCap, wantSui)
		}
		if err == nil {
			wantKo := -1
			// Reference ko facts: one stone captured, the mover's stone
			// alone with exactly one liberty.
			if wantCap == 1 && wantSui == 0 {
				if chain, libs := ref.Chain(y*w + x); len(chain) == 1 && libs == 1 {
					wantKo = int(b.Removed()[0])
					if ref.Stones[wantKo] != Empty {
						t.Fatalf("ko point %d not empty", wantKo)
					}
				}
			}
			if res.KoPoint != wantKo {
				t.Fatalf("%dx%d move %d: ko point %d, want %d", w, h, m, res.KoPoint, wantKo)
			}
			if len(b.Removed()) != wantCap+wantSui {
				t.Fatalf("removed %d stones, want %d", len(b.Removed()), wantCap+wantSui)
			}
		}
		got := b.Position()
		if !got.Equal(ref) {
			t.Fatalf("%dx%d move %d: board\n%s\nreference\n%s", w, h, m, got, ref)
		}
		if b.Hash() != HashPosition(ref) {
			t.Fatalf("%dx%d move %d: hash differs from HashPosition", w, h, m)
		}
		packed = b.Packed(packed[:0])
		words := b.Words()
		for i, s := range ref.Stones {
			bl := packed[i>>6]>>(i&63)&1 == 1
			wh := packed[words+i>>6]>>(i&63)&1 == 1
			if bl != (s == Black) || wh != (s == White) {
				t.Fatalf("packed bit %d wrong", i)
			}
		}
		if rng.IntN(3) > 0 { // mostly alternate, sometimes the same colour again
			c = c.Opponent()
		}
	}
}

func TestBoardMatchesReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	sizes := [][2]int{{1, 1}, {2, 1}, {1, 2}, {3, 1}, {1, 5}, {7, 1}, {2, 2}, {2, 3}, {3, 3}, {4, 4}, {5, 5}, {6, 4}, {7, 7}}
	for _, s := range sizes {
		for g := 0; g < 300; g++ {
			randomGame(t, rng, s[0], s[1], 120)
		}
	}
	for g := 0; g < 5; g++ {
		randomGame(t, rng, 19, 19, 600)
		randomGame(t, rng, 52, 52, 400)
		randomGame(t, rng, 52, 3, 400)
	}
}

func TestSetPositionRebuildsChains(t *testing.T) {
	// White's chain o at b1-c1 has one liberty at d1 (a1 is black).
	p := MustParsePosition("xoo./.xx./..../....")
	b, _ := NewBoard(4, 4)
	if err := b.SetPosition(p); err != nil {
		t.Fatal(err)
	}
	if b.Hash() != HashPosition(p) {
		t.Fatal("hash after setup")
	}
	res, err := b.Play(3, 0, Black)
	if err != nil || res.Captured != 2 || res.Suicided != 0 {
		t.Fatalf("capture after setup: %+v %v", res, err)
	}
	want := MustParsePosition("x..x/.xx./..../....")
	if got := b.Position(); !got.Equal(want) {
		t.Fatalf("got %s want %s", got, want)
	}
	if err := b.Set(0, 0, Empty); err != nil || b.At(0, 0) != Empty {
		t.Fatal("Set")
	}
}

func TestBasicKoPoint(t *testing.T) {
	// Black at c2 (x=2,y=1)... classic ko: white stone at b2 inside black,
	// black captures at c2? Build: row0 .xo. row1 x.xo row2 .xo.
	p := MustParsePosition(".xo./xo.o/.xo./....")
	b, _ := NewBoard(4, 4)
	b.SetPosition(p)
	// Black plays c3 (2,1): captures the white stone b3 (1,1).
	res, err := b.Play(2, 1, Black)
	if err != nil || res.Captured != 1 || res.KoPoint != 1*4+1 {
		t.Fatalf("ko capture: %+v %v", res, err)
	}
	// White retakes at (1,1): captures one, and is itself a ko again.
	res, _ = b.Play(1, 1, White)
	if res.Captured != 1 || res.KoPoint != 1*4+2 {
		t.Fatalf("retake: %+v", res)
	}
	// Capturing one stone with a stone that keeps three liberties is no ko.
	b.SetPosition(MustParsePosition("xo../..../..../...."))
	res, _ = b.Play(0, 1, White)
	if res.Captured != 1 || res.KoPoint != -1 {
		t.Fatalf("corner capture: %+v", res)
	}
}

func TestResetErrors(t *testing.T) {
	if _, err := NewBoard(0, 3); err == nil {
		t.Fatal("0 wide board accepted")
	}
	if _, err := NewBoard(53, 3); err == nil {
		t.Fatal("53 wide board accepted")
	}
	b, _ := NewBoard(3, 3)
	if _, err := b.Play(3, 0, Black); err == nil {
		t.Fatal("off-board accepted")
	}
	b.Play(1, 1, Black)
	if _, err := b.Play(1, 1, White); err == nil {
		t.Fatal("occupied accepted")
	}
	// Resize to a smaller board: the old stones must be gone.
	b.Reset(2, 2)
	if got := b.Position(); !got.Equal(NewPosition(2, 2)) || b.Hash() != 0 {
		t.Fatal("reset left stones")
	}
}

func TestPlayAllocatesNothing(t *testing.T) {
	b, _ := NewBoard(19, 19)
	rng := rand.New(rand.NewPCG(3, 4))
	moves := make([][2]int, 4000)
	for i := range moves {
		moves[i] = [2]int{rng.IntN(19), rng.IntN(19)}
	}
	i := 0
	c := Black
	allocs := testing.AllocsPerRun(2000, func() {
		m := moves[i%len(moves)]
		i++
		b.Play(m[0], m[1], c)
		c = c.Opponent()
	})
	if allocs != 0 {
		t.Fatalf("Play allocates %.1f times per move", allocs)
	}
}

// TestUnpackPosition unpacks random positions of every shape from 1x1 to
// 52x52 (and packings with both colours set on a point, which read as
// White) and compares with the stones, point by point.
func TestUnpackPosition(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	var dst Position
	for w := 1; w <= MaxSize; w++ {
		for _, h := range []int{1, 2, 3, 7, 8, 9, 13, 19, w, MaxSize} {
			p := NewPosition(w, h)
			for i := range p.Stones {
				p.Stones[i] = Color(rng.IntN(3))
			}
			b, _ := NewBoard(w, h)
			b.SetPosition(p)
			s := b.Packed(nil)
			UnpackPositionInto(&dst, w, h, s)
			if !dst.Equal(p) {
				t.Fatalf("%dx%d: unpacked\n%s\nwant\n%s", w, h, dst, p)
			}
			n := b.Words()
			i := rng.IntN(w * h)
			s[i>>6] |= 1 << (i & 63)
			s[n+i>>6] |= 1 << (i & 63)
			p.Stones[i] = White
			if got := UnpackPosition(w, h, s); !got.Equal(p) {
				t.Fatalf("%dx%d, point %d set in both colours: unpacked\n%s\nwant\n%s", w, h, i, got, p)
			}
		}
	}
}

// TestPlayRefusesByHand: Play's bounds and colour tests (unsigned
// comparisons since #17w) refuse each bad play with its error, KoPoint
// -1, and the board unchanged: off the board on each side, no colour
// (Empty, or a value above White), an occupied point.
func TestPlayRefusesByHand(t *testing.T) {
	b, _ := NewBoard(9, 7)
	if _, err := b.Play(4, 3, Black); err != nil {
		t.Fatal(err)
	}
	hash, packed := b.Hash(), b.Packed(nil)
	for _, tc := range []struct {
		x, y int
		c    Color
		want error
	}{
		{-1, 0, Black, ErrOffBoard}, {9, 0, Black, ErrOffBoard}, {0, -1, White, ErrOffBoard},
		{0, 7, White, ErrOffBoard}, {-100, 3, Black, ErrOffBoard},
		{0, 0, Empty, ErrNoColor}, {0, 0, White + 1, ErrNoColor}, {0, 0, Color(255), ErrNoColor},
		{4, 3, White, ErrOccupied}, {4, 3, Black, ErrOccupied},
	} {
		res, err := b.Play(tc.x, tc.y, tc.c)
		if err != tc.want || res.KoPoint != -1 {
			t.Errorf("Play(%d,%d,%d): %v (ko point %d), want %v", tc.x, tc.y, tc.c, err, res.KoPoint, tc.want)
		}
		if b.Hash() != hash || !b.EqualPacked(packed) {
			t.Fatalf("Play(%d,%d,%d) changed the board", tc.x, tc.y, tc.c)
		}
	}
	// The corners themselves are on the board.
	for _, q := range [][2]int{{0, 0}, {8, 0}, {0, 6}, {8, 6}} {
		if _, err := b.Play(q[0], q[1], White); err != nil {
			t.Errorf("Play(%d,%d): %v", q[0], q[1], err)
		}
	}
}

// TestPlayJoinsByHand: a splice followed by a merge in one play (the
// splice alone is TestPlayShortcutsByHand's). On the first row of a 9x9
// board, # (0,0)-(1,0) and # (3,0)-(4,0); # at (2,0) is spliced into the
// left chain (join's shortcut: a lone new stone, a chain of two), then,
// no longer alone, merged with the right one. Counted by hand,
// pseudo-liberties per stone: (0,0) 1 [(0,1)], (1,0) 1 [(1,1)], (2,0) 1
// [(2,1)], (3,0) 1 [(3,1)], (4,0) 2 [(5,0), (4,1)]: 5 stones, 6.
func TestPlayJoinsByHand(t *testing.T) {
	ref := NewPosition(9, 9)
	b, _ := NewBoard(9, 9)
	for _, x := range []int{0, 1} {
		b.Play(x, 0, Black)
		ref.Stones[x] = Black
	}
	for _, x := range []int{3, 4} {
		b.Play(x, 0, Black)
		ref.Stones[x] = Black
	}
	res, err := b.Play(2, 0, Black)
	ref.Stones[2] = Black
	if err != nil || res.Chain != (ChainSize{5, 6}) || res.Captured != 0 {
		t.Fatalf("# (2,0) between two chains of two: %+v, %v; want 5 stones, 6 pseudo-liberties", res, err)
	}
	checkChains(t, b, ref)
}

// TestFarCornerByHand plays where the heads are largest: the last rows of
// a 52x52 board, whose padded indices pass 2,048 (the far corner's is
// 2,860), so play's masked reads of the chains' counts (at) meet every
// bit of a head. White at (51,51); Black at (50,51): liberties (49,51)
// and (50,50), 2. Black at (51,50) takes White's last liberty and
// captures it (1 stone); the new stone has (50,50), (51,49) and the
// captured (51,51): 3, so no ko. Black at (50,50) joins both: (50,51)
// touches (49,51) and (51,51), (51,50) touches (51,49) and (51,51),
// (50,50) touches (49,50) and (50,49): 3 stones, 6 stone-empty
// adjacencies.
func TestFarCornerByHand(t *testing.T) {
	b, err := NewBoard(52, 52)
	if err != nil {
		t.Fatal(err)
	}
	mustPlay := func(x, y int, c Color) PlayResult {
		t.Helper()
		res, err := b.Play(x, y, c)
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	mustPlay(51, 51, White)
	if res := mustPlay(50, 51, Black); res.Captured != 0 || res.Chain != (ChainSize{1, 2}) {
		t.Fatalf("first black play: %+v, want nothing captured, chain of 1 with 2 pseudo-liberties", res)
	}
	if res := mustPlay(51, 50, Black); res.Captured != 1 || res.Chain != (ChainSize{1, 3}) || res.KoPoint != -1 {
		t.Fatalf("capturing play: %+v, want 1 captured, chain of 1 with 3 pseudo-liberties, no ko", res)
	}
	if res := mustPlay(50, 50, Black); res.Chain != (ChainSize{3, 6}) {
		t.Fatalf("joining play: %+v, want a chain of 3 with 6 pseudo-liberties", res)
	}
}
