package sgfio

// MoveStore is memory for the main-line moves of many games, lent to
// them by a parse with Options.Moves and taken back by Reset: a corpus
// run whose games are done with before the next file's (corpus.ParseGames)
// then spares each game the copy of its moves out of the parser's buffer
// (about 3 KB a game, with its zeroing and page faults). Not safe for
// concurrent use: one parse at a time, and Reset between games only.
//
// The zero MoveStore is ready to use.
type MoveStore struct {
	// buf[:len] is lent to the games parsed since Reset, each its own
	// part; buf[len:cap] is the room the next game is read into.
	buf []Move
	// need counts the moves of the games since Reset, those that did not
	// fit in buf's room included: Reset makes room for as many.
	need int
}

// maxStoreMoves bounds the room a MoveStore keeps across Reset (1 MiB of
// moves): a file of more moves costs its own memory, not the store's
// for good.
const maxStoreMoves = 1 << 16

// Reset takes back every move lent since the last Reset: the Moves of
// the games parsed with s since then must no longer be read or kept (the
// next games' moves are written over them).
func (s *MoveStore) Reset() {
	if s.need > cap(s.buf) && s.need <= maxStoreMoves {
		s.buf = make([]Move, 0, max(s.need+s.need/4, 1024))
	}
	s.buf, s.need = s.buf[:0], 0
}

// room is where the next game's moves are read: after those lent. A game
// that outgrows it moves its moves to memory of its own (append), and
// keep leaves the room as it was.
func (s *MoveStore) room() []Move { return s.buf[len(s.buf):] }

// keep lends the finished game's moves *m: when they are in the room,
// the room shrinks past them. Their capacity is cut to their length, so
// that an append to one game's moves cannot write over the next game's.
func (s *MoveStore) keep(m *[]Move) {
	moves := *m
	n := len(moves)
	s.need += n
	if n == 0 {
		*m = []Move{}
		return
	}
	if l := len(s.buf); n <= cap(s.buf)-l && &s.buf[:l+n][l] == &moves[0] {
		s.buf = s.buf[:l+n]
	}
	*m = moves[:n:n]
}
