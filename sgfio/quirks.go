package sgfio

import "strconv"

// resultQuirks reads RE[] against KM[] once both are known: a margin in
// zi becomes points (Result.InPoints), a result nobody can read is a
// warning with its text, and a komi of 0 that the record's own result
// contradicts is a warning (ZeroContradicted): the statistics of such a
// corpus need the komi it was played with.
func (b *builder) resultQuirks(props []Property) {
	g := b.g
	g.Result = g.Result.InPoints(g.Komi)
	re := rootProperty(props, "RE")
	if re < 0 {
		return
	}
	if g.Result.Unreadable() {
		b.report(props[re].Offset, Warning, "RE["+g.Result.Raw+"] cannot be read as a result: result unknown")
	}
	if ZeroContradicted(g.Komi, g.Result) {
		km := "no KM"
		off := props[re].Offset
		if k := rootProperty(props, "KM"); k >= 0 {
			km, off = "KM["+g.Komi.Raw+"]", props[k].Offset
		}
		b.report(off, Warning, km+" but RE["+g.Result.Raw+"] has a half point, which komi 0 cannot give: the game was played with komi (its counts here use 0)")
	}
	if g.Result.Zi {
		if q := g.Result.Margin * 2; q != float64(int64(q)) {
			b.report(props[re].Offset, Warning, "RE["+g.Result.Raw+"] read in zi is "+strconv.FormatFloat(g.Result.Margin, 'f', -1, 64)+" points, which no count gives")
		}
	}
}

// rootProperty returns the index of the first property id in props, -1
// when there is none.
func rootProperty(props []Property, id string) int {
	for i := range props {
		if props[i].ID == id && len(props[i].Values) > 0 {
			return i
		}
	}
	return -1
}
