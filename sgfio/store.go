package sgfio

// Store is memory for the records of many games, lent to them by a parse
// with Options.Store and taken back by Reset: each Game and its main-line
// moves. A corpus run whose games are done with before the next file's
// (corpus.ParseGames) then spares each game the allocation of its record
// and the copy of its moves out of the parser's buffer (about 3.7 KB a
// game, with their zeroing and page faults). Not safe for concurrent use:
// one parse at a time, and Reset between games only.
//
// The zero Store is ready to use.
type Store struct {
	// moves[:len] is lent to the games parsed since Reset, each its own
	// part; moves[len:cap] is the room the next game is read into.
	moves []Move
	// games[:lent] are the records lent since Reset.
	games []Game
	lent  int
	// needMoves and needGames count what the games since Reset took,
	// what did not fit included: Reset makes room for as much.
	needMoves, needGames int
}

// maxStoreMoves and maxStoreGames bound the room a Store keeps across
// Reset (1 MiB of moves, 64 records): a file of more costs memory of its
// own, not the store's for good.
const (
	maxStoreMoves = 1 << 16
	maxStoreGames = 64
)

// Reset takes back every record and move lent since the last Reset: the
// Games parsed with s since then, and their Moves, must no longer be read
// or kept (the next games are written over them). The records are
// cleared, so that a store kept for later (corpus.ParseGames's pool)
// keeps nothing of the last file alive: its bytes (Game.Position's line
// index), names and diagnostics.
func (s *Store) Reset() {
	clear(s.games[:s.lent])
	if s.needMoves > cap(s.moves) && s.needMoves <= maxStoreMoves {
		s.moves = make([]Move, 0, max(s.needMoves+s.needMoves/4, 1024))
	}
	if s.needGames > len(s.games) && s.needGames <= maxStoreGames {
		s.games = make([]Game, max(s.needGames, 4))
	}
	s.moves, s.lent, s.needMoves, s.needGames = s.moves[:0], 0, 0, 0
}

// game lends the record of the next game; the parser sets all its fields.
func (s *Store) game() *Game {
	s.needGames++
	if s.lent < len(s.games) {
		s.lent++
		return &s.games[s.lent-1]
	}
	return new(Game)
}

// room is where the next game's moves are read: after those lent. A game
// that outgrows it moves its moves to memory of its own (append), and
// keep leaves the room as it was.
func (s *Store) room() []Move { return s.moves[len(s.moves):] }

// keep lends the finished game's moves *m: when they are in the room,
// the room shrinks past them. Their capacity is cut to their length, so
// that an append to one game's moves cannot write over the next game's.
func (s *Store) keep(m *[]Move) {
	moves := *m
	n := len(moves)
	s.needMoves += n
	if n == 0 {
		*m = []Move{}
		return
	}
	if l := len(s.moves); n <= cap(s.moves)-l && &s.moves[:l+n][l] == &moves[0] {
		s.moves = s.moves[:l+n]
	}
	*m = moves[:n:n]
}
