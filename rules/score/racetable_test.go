package score

import (
	"math/rand/v2"
	"testing"
)

// The race reader's tables answer as a map would: every key stored is
// found with its last value through growth (2,000 keys from 1,024
// slots), keys that differ only in their flags (the colour to move, the
// pass) are kept apart, and a reset forgets everything.
func TestRaceTableIsAMap(t *testing.T) {
	var tab raceTable
	tab.reset()
	want := map[raceKey]int8{}
	for i := uint64(0); i < 500; i++ {
		for f := uint8(0); f < 4; f++ {
			k := raceKey{i * 0x10001, f} // stones alike in their low bits
			v := int8((i + uint64(f)) % 3)
			tab.set(k, v)
			want[k] = v
		}
	}
	tab.set(raceKey{7 * 0x10001, 2}, raceUnknown) // an overwrite
	want[raceKey{7 * 0x10001, 2}] = raceUnknown
	for k, v := range want {
		if got, ok := tab.get(k); !ok || got != v {
			t.Fatalf("get(%v) = %d, %v; want %d", k, got, ok, v)
		}
	}
	if _, ok := tab.get(raceKey{501 * 0x10001, 0}); ok {
		t.Error("a key never stored was found")
	}
	tab.reset()
	for k := range want {
		if _, ok := tab.get(k); ok {
			t.Fatalf("%v found after reset", k)
		}
	}
	// In a table of 4 slots the probes of one position's flags meet.
	for i := uint64(1); i <= 200; i++ {
		small := raceTable{slots: make([]raceSlot, 4), shift: 64 - 2}
		small.reset()
		small.set(raceKey{i, 0}, raceBlackWins)
		for f := uint8(1); f < 4; f++ {
			if _, ok := small.get(raceKey{i, f}); ok {
				t.Fatalf("stones %d stored with flags 0 found with flags %d", i, f)
			}
		}
	}
}

// The line holds exactly the positions pushed and not yet popped,
// including positions that share a filter slot.
func TestRaceLineIsAStackOfPositions(t *testing.T) {
	var l raceLine
	l.reset()
	keys := []uint64{1, 2, 1 << 40, 3 << 52, 5}
	for _, k := range keys {
		l.push(k)
	}
	for _, k := range keys {
		if !l.has(k) {
			t.Fatalf("%d pushed, not found", k)
		}
	}
	l.pop()
	l.pop()
	if l.has(5) || l.has(3<<52) {
		t.Error("popped positions still on the line")
	}
	if !l.has(1<<40) || l.has(4) {
		t.Error("the line lost a position or holds one never pushed")
	}
	l.reset()
	if l.has(1) {
		t.Error("position on the line after reset")
	}
}

// The line's set answers as the stack does through pushes and pops in
// any interleaving, when probes collide (keys alike in the bits the
// slot hash reads least) and while it grows past its first 1,024 slots,
// and pushNew refuses exactly the positions on the line.
func TestRaceLineSetIsTheStack(t *testing.T) {
	rng := rand.New(rand.NewPCG(17, 18))
	var l raceLine
	for round := range 3 {
		l.reset()
		var stack []uint64
		on := map[uint64]int{}
		for step := range 20000 {
			if len(stack) > 0 && (rng.IntN(3) == 0 || len(stack) > 1500+500*round) {
				k := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				on[k]--
				l.pop()
			} else {
				k := uint64(rng.IntN(4000)) << (32 * uint(rng.IntN(2)))
				if got := l.pushNew(k); got != (on[k] == 0) {
					t.Fatalf("round %d step %d: pushNew(%x) = %v with %d on the line", round, step, k, got, on[k])
				}
				if on[k] == 0 {
					stack = append(stack, k)
					on[k]++
				}
			}
			for range 4 {
				k := uint64(rng.IntN(4000)) << (32 * uint(rng.IntN(2)))
				if l.has(k) != (on[k] > 0) {
					t.Fatalf("round %d step %d: has(%x) = %v, %d on the line", round, step, k, l.has(k), on[k])
				}
			}
		}
	}
	if len(l.set) <= 1<<10 {
		t.Errorf("the set never grew (%d slots)", len(l.set))
	}
}

// A position's store resumes the probe that did not find it (setAt),
// whatever was stored meanwhile, the table grown or not: every key is
// then found with its value, as set would have stored it.
func TestRaceTableSetAtIsSet(t *testing.T) {
	rng := rand.New(rand.NewPCG(17, 19))
	var tab raceTable
	tab.reset()
	want := map[raceKey]int8{}
	type pending struct {
		at uint64
		k  raceKey
	}
	var open []pending
	for range 5000 {
		k := raceKey{uint64(rng.IntN(3000)) * 0x10001, uint8(rng.IntN(4))}
		_, seen := want[k]
		if len(open) > 0 && (seen || rng.IntN(2) == 0) {
			// close the latest open probe, as solve stores its position
			// after its children's
			p := open[len(open)-1]
			open = open[:len(open)-1]
			v := int8(rng.IntN(3) - 1)
			tab.setAt(p.at, p.k, v)
			want[p.k] = v
			continue
		}
		if seen {
			continue
		}
		at, _, ok := tab.find(k)
		if ok {
			t.Fatalf("%v found, never stored", k)
		}
		want[k] = raceUnknown // not stored yet: reserved against a second probe
		open = append(open, pending{at, k})
	}
	for _, p := range open {
		tab.setAt(p.at, p.k, raceNobody)
		want[p.k] = raceNobody
	}
	for k, v := range want {
		if got, ok := tab.get(k); !ok || got != v {
			t.Fatalf("get(%v) = %d, %v; want %d", k, got, ok, v)
		}
	}
	if len(tab.slots) <= 1<<10 {
		t.Errorf("the table never grew (%d slots)", len(tab.slots))
	}
}
