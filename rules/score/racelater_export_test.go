package score

import "fmt"

// KoSekiLog runs count with the race readings won with one play
// deferred (racelater.go, the race memory on, as the audit runs) or
// with every reading searched at once and nothing remembered, and
// returns one line per findKoSeki that read a fight: its double-ko seki
// points and stones and the budget left once every reading is charged
// (a reading still deferred is searched afresh on a copy of its area).
// cut counts the readings never searched, wrong those whose search gave
// another outcome than the deferred answer, settled the deferred
// readings searched after all (a later reading needed the budget).
func KoSekiLog(deferOn bool, count func()) (log []string, cut, wrong, settled int) {
	oldDefer, oldMemo, oldCheck := raceDefer, raceMemoOn, checkKoSeki
	defer func() { raceDefer, raceMemoOn, checkKoSeki = oldDefer, oldMemo, oldCheck }()
	raceDefer, raceMemoOn = deferOn, deferOn
	raceMemo.Lock()
	clear(raceMemo.m)
	raceMemo.Unlock()
	checkKoSeki = func(a *analysis) {
		rd := a.race
		budget := rd.budget
		if l := rd.later; l.on {
			cut++
			v, n := areaOf(rd).readFresh(l.black, l.white, l.toMove, l.limit)
			if v != winFor(l.toMove) {
				wrong++
			}
			budget = max(0, budget-n)
		}
		log = append(log, fmt.Sprint(a.koSeki, a.koSekiStones, budget))
	}
	before := racesSettled.Load()
	count()
	return log, cut, wrong, int(racesSettled.Load() - before)
}
