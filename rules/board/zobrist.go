package board

// zobrist holds one fixed random key per colour and row-major point index.
// The keys come from splitmix64 with a fixed seed, so hashes are the same
// on every run and every machine. A point's key depends on its row-major
// index only: positions of the same size hash alike whatever board made
// them.
var zobrist = func() (z [2][MaxSize * MaxSize]uint64) {
	s := uint64(0x5eed_60_1e_2026)
	for c := range z {
		for i := range z[c] {
			s += 0x9e3779b97f4a7c15
			x := s
			x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
			x = (x ^ (x >> 27)) * 0x94d049bb133111eb
			z[c][i] = x ^ (x >> 31)
		}
	}
	return z
}()

// HashPosition returns the Zobrist hash Board.Hash would give p.
func HashPosition(p Position) uint64 {
	var h uint64
	for i, c := range p.Stones {
		if c == Black || c == White {
			h ^= zobrist[c-1][i]
		}
	}
	return h
}
