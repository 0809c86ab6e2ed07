package score

// teire counts, per colour, the short points its owner must fill: not the
// ko points of a double-ko seki (the owner cannot fill them), nor, when
// sekiEyesCounted is false, points that are seki eyes (they count for no
// one anyway). blocks says whether findBlocks ran.
func (a *analysis) teire(blocks, sekiEyesCounted bool) (n [3]int) {
next:
	for _, p := range a.shortAt {
		for _, k := range a.koSeki {
			if k == p {
				continue next
			}
		}
		if blocks && !sekiEyesCounted && a.blocks[a.block[p]].seki {
			continue
		}
		n[a.regs[a.region[p]].owner()]++
	}
	return n
}
