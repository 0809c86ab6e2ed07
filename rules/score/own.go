package score

import "strings"

// Own is what one point counts as in the final position: the per-point
// record behind every count (lightvector/goscorer keeps the same kind of
// map). Removed dead stones carry a DeadBlack or DeadWhite flag on top of
// the class of the point they leave behind.
type Own uint8

const (
	OwnDame           Own = iota // empty, touches both colours, fillable: counts for no one (½ each under split)
	OwnBlackStone                // a living black stone
	OwnWhiteStone                // a living white stone
	OwnBlackTerritory            // empty, reaches only black stones
	OwnWhiteTerritory            // empty, reaches only white stones
	OwnSekiShared                // a shared liberty of a seki: neither side can fill it
	OwnBlackSekiEye              // black territory of a black chain in seki (its eye space)
	OwnWhiteSekiEye              // white territory of a white chain in seki
	OwnBlackSekiStone            // a black stone of a chain in seki
	OwnWhiteSekiStone            // a white stone of a chain in seki
	OwnBlackFilled               // a dame Black filled at the count (Input.FillFrom)
	OwnWhiteFilled               // a dame White filled at the count
	OwnBlackTeire                // black territory Black must fill before the end (territory counting): counts for no one
	OwnWhiteTeire                // white territory White must fill before the end

	// DeadBlack and DeadWhite flag a stone removed before counting; Class
	// gives what the emptied point counts as.
	DeadBlack Own = 0x40
	DeadWhite Own = 0x80
)

// Class is the point's class without the dead-stone flags.
func (o Own) Class() Own { return o &^ (DeadBlack | DeadWhite) }

// IsDead reports whether a dead stone was removed from the point.
func (o Own) IsDead() bool { return o&(DeadBlack|DeadWhite) != 0 }

var ownNames = [...]string{
	OwnDame: "dame", OwnBlackStone: "black-stone", OwnWhiteStone: "white-stone",
	OwnBlackTerritory: "black-territory", OwnWhiteTerritory: "white-territory",
	OwnSekiShared: "seki-shared", OwnBlackSekiEye: "black-seki-eye", OwnWhiteSekiEye: "white-seki-eye",
	OwnBlackSekiStone: "black-seki-stone", OwnWhiteSekiStone: "white-seki-stone",
	OwnBlackFilled: "black-filled", OwnWhiteFilled: "white-filled",
	OwnBlackTeire: "black-teire", OwnWhiteTeire: "white-teire",
}

func (o Own) String() string {
	c := o.Class()
	name := "?"
	if int(c) < len(ownNames) {
		name = ownNames[c]
	}
	switch {
	case o&DeadBlack != 0:
		return "dead-black+" + name
	case o&DeadWhite != 0:
		return "dead-white+" + name
	}
	return name
}

// MarshalText writes the point's name, so maps serialise readably.
func (o Own) MarshalText() ([]byte, error) { return []byte(o.String()), nil }

// ownChars draws a map in one character per point: stones X/O, territory
// b/w, dame '.', seki shared liberty '=', seki eyes 'e' (black) and 'f'
// (white), seki stones 'S' (black) and 's' (white), dame filled at the
// count 'B' (by Black) and 'W' (by White), points their owner must fill
// 'T' (black) and 't' (white).
var ownChars = [...]byte{
	OwnDame: '.', OwnBlackStone: 'X', OwnWhiteStone: 'O',
	OwnBlackTerritory: 'b', OwnWhiteTerritory: 'w', OwnSekiShared: '=',
	OwnBlackSekiEye: 'e', OwnWhiteSekiEye: 'f', OwnBlackSekiStone: 'S', OwnWhiteSekiStone: 's',
	OwnBlackFilled: 'B', OwnWhiteFilled: 'W',
	OwnBlackTeire: 'T', OwnWhiteTeire: 't',
}

// DrawOwnership renders an ownership map as rows from the top separated by
// '/', one character per point (see ownChars); removed dead stones are
// 'D' (black) and 'd' (white), unless their point must be filled (a
// throw-in's: 'T', 't').
func DrawOwnership(own []Own, w int) string {
	if w <= 0 {
		return ""
	}
	var b strings.Builder
	for i, o := range own {
		if i > 0 && i%w == 0 {
			b.WriteByte('/')
		}
		switch cls := o.Class(); {
		case cls == OwnBlackTeire || cls == OwnWhiteTeire:
			b.WriteByte(ownChars[cls])
		case o&DeadBlack != 0:
			b.WriteByte('D')
		case o&DeadWhite != 0:
			b.WriteByte('d')
		case int(o) < len(ownChars):
			b.WriteByte(ownChars[o])
		default:
			b.WriteByte('?')
		}
	}
	return b.String()
}
