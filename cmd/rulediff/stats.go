package main

// `rulediff stats PATH...` is the audit with the summary alone: the same
// flags and pipeline (runAudit in audit.go); its command entry is
// statsCommand there. This file holds its help text.

const statsHelp = "rulediff stats: per class and per pair of rulesets, how many games diverge, winner flips, score differences and illegal moves"
