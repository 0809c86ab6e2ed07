package reports

// finalBoards appends a game's final boards (Game.Final), absent when
// there are none, as encoding/json writes them.
func (e *jsonAppender) finalBoards(bs []FinalBoard) {
	if len(bs) == 0 {
		return
	}
	e.raw(`,"final":`)
	appendList(e, bs, func(b *FinalBoard) {
		e.raw(`{"rulesets":`)
		e.strs(b.Rulesets)
		e.diagram("diagram", &b.Diagram)
		e.optStr(`,"note":`, b.Note)
		e.b = append(e.b, '}')
	})
}
