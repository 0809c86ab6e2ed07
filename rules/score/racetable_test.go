package score

import "testing"

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
