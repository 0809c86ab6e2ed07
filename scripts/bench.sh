#!/usr/bin/env bash
# bench.sh: runs the Go benchmarks behind the figures the issues ask for,
# writes their raw output (benchstat's input) to bench.txt and prints a
# summary table of the figures at the end. docs/benchmarks.md says what
# each figure means.
#
#   bash scripts/bench.sh                    every group (make bench)
#   bash scripts/bench.sh parse replay       only some groups:
#                                            parse replay score audit memory robust million other
#   BENCH_COUNT=10 bash scripts/bench.sh     repeat each benchmark (benchstat)
#   BENCH_TIME=3s                            longer timed runs (default 1s)
#   BENCH_OUT=old.txt                        raw output file (default bench.txt)
#   BENCH_MILLION=0                          skip the million-game memory run
#   BENCH_AUDIT_CPU=2                        cores for the audit figures
#   BENCH=Parse                              every package's benchmarks matching
#                                            Parse, one after the other (no groups)
#
# A benchmark that is absent (renamed, skipped because ../shared is
# missing) shows as "missing" in the summary; a package that fails to build
# or a benchmark that fails is reported at the end and makes the exit
# status 1, after the summary.
set -uo pipefail
cd "$(dirname "$0")/.."
GO=${GO:-go}
COUNT=${BENCH_COUNT:-${COUNT:-1}}
TIME=${BENCH_TIME:-${BENCHTIME:-1s}}
OUT=${BENCH_OUT:-bench.txt}
SUMMARY=${OUT%.txt}-summary.txt
MILLION=${BENCH_MILLION:-1000000}
SMALL=${BENCH_SMALL:-100000}
AUDIT_CPU=${BENCH_AUDIT_CPU:-2}
ALL=$(nproc 2>/dev/null || echo 1)
[[ "$SUMMARY" == "$OUT" ]] && SUMMARY=$OUT-summary
CPUS="1,$ALL"
[[ "$ALL" == 1 ]] && CPUS=1

groups=("$@")
[[ ${#groups[@]} -eq 0 ]] && groups=(parse replay score audit memory robust million other)
for g in "${groups[@]}"; do
	case $g in
	parse | replay | score | audit | memory | robust | million | other) ;;
	*)
		echo "unknown group $g (parse replay score audit memory robust million other)" >&2
		exit 2
		;;
	esac
done

failed=()
start=$(date +%s)
: >"$OUT"
note() { echo "$*" | tee -a "$OUT"; }

# shellwords prints its arguments as a command to paste into a shell.
shellwords() {
	local a out=()
	for a in "$@"; do
		if [[ "$a" =~ ^[A-Za-z0-9_./=,:+-]+$ ]]; then out+=("$a"); else out+=("'$a'"); fi
	done
	echo "${out[*]}"
}

# bench PKG CPU BENCHTIME REGEXP [COUNT]: one go test run, its output shown
# and appended to $OUT.
bench() {
	local pkg=$1 cpu=$2 bt=$3 re=$4 count=${5:-$COUNT}
	local cmd=("$GO" test -run '^$' -bench "$re" -benchtime "$bt" -count "$count" -cpu "$cpu" -benchmem "./$pkg")
	note "# + $(shellwords "${cmd[@]}")"
	if ! "${cmd[@]}" 2>&1 | tee -a "$OUT"; then
		failed+=("$pkg -bench '$re'")
	fi
}

group_parse() { # issue 2
	bench sgfio "$CPUS" "$TIME" '^BenchmarkParse'
	bench corpus "$ALL" "$TIME" 'ReadAndParse|StreamMemory'
}
group_replay() { # issues 3 and 7
	bench rules 1 "$TIME" '^Benchmark(BoardOnly|Replay(14|13|1|Fox14|Fox13|Fox1|Ing|IngRecords))$'
	# Issue 7's figure on ordinary games is a few percent of a replay,
	# less than the machine drifts in the minute a -count run takes: its
	# sides run alternately, five times at least, so that the drift falls
	# on both.
	local i
	for ((i = 0; i < (COUNT > 5 ? COUNT : 5); i++)); do
		bench rules 1 "$TIME" '^BenchmarkReplayIngOrdinary$' 1
	done
}
group_score() { # issue 4
	bench rules/score 1 "$TIME" '^Benchmark(Score|Estimate)'
	# Accuracy figures are counts, not speeds: one pass over the test sets.
	bench rules/score 1 1x 'Accuracy'
}
group_audit() { # issues 5 and 7
	# Each iteration is the whole of fox_pro and ai_games (~1 s with
	# --dead none, about a minute with the estimator): a fixed number of passes.
	bench compare "$AUDIT_CPU" 3x 'AuditCorpora/dead=none'
	bench compare "$AUDIT_CPU" 1x 'AuditCorpora/dead=auto'
	# The command with --dead auto costs another minute and measures the
	# same estimator as AuditCorpora/dead=auto: run it by hand.
	bench cmd/rulediff "$AUDIT_CPU" 3x 'AuditCommand/dead=(none|markup)$'
	# One stage of the audit on one core, against its budget.
	bench compare 1 0.5s 'ScoreDivergences/dead=none'
	# Peak memory against the number of generated games (flat). The
	# config line keeps the runs apart in benchstat.
	note "generated-games: $SMALL"
	bench compare "$AUDIT_CPU" "${SMALL}x" 'AuditMillion' 1
	note "generated-games:"
}
group_memory() { # issue 17 (from issue 20): the parser's memory on hostile inputs
	# 60 MiB files of tiny properties, nested variations and tiny games
	# through check and audit, once each (about a minute).
	bench cmd/rulediff "$AUDIT_CPU" 1x 'HostileInputs' 1
}
group_robust() { # issue 20: hostile and unusual inputs, in CPU seconds and peak heap
	# Whole runs of the command, once each: their figures are CPU time
	# and memory, not speed.
	bench cmd/rulediff "$AUDIT_CPU" 1x 'HostileFiles|ReportPeak' 1
	bench compare 1 1x 'AuditLongGame' 1
}
group_million() { # issue 5: the million-game run (2-3 minutes on 2 cores)
	if [[ "$MILLION" == 0 ]]; then
		return
	fi
	note "generated-games: $MILLION"
	bench compare "$AUDIT_CPU" "${MILLION}x" 'AuditMillion' 1
	note "generated-games:"
}
group_other() { # benchmarks no issue figure needs: a short run for the record
	bench rules/ing 1 0.2s .
	bench rules 1 0.2s 'Resolve'
	bench reports 1 0.2s .
}

echo "# $("$GO" version), $ALL cores, $(date -u +%Y-%m-%dT%H:%MZ); raw output in $OUT" | tee -a "$OUT"
if [[ -z "$(ls ../shared/corpora 2>/dev/null)" && -z "${RULEDIFF_SHARED:-}" ]]; then
	echo "warning: ../shared/corpora not found: the benchmarks that read it skip and show as missing" >&2
fi

if [[ -n "${BENCH:-}" ]]; then
	for pkg in $(grep -rlE --include='*_test.go' '^func Benchmark[A-Za-z0-9_]*\(' . | xargs -r -n1 dirname | sed 's#^\./##' | sort -u); do
		bench "$pkg" "$ALL" "$TIME" "$BENCH"
	done
else
	for g in "${groups[@]}"; do
		"group_$g"
	done
fi

# SUMMARY_AWK reads go test -bench output and prints the figures. A value
# is the median over -count runs; a figure whose benchmark is absent
# prints "missing"; a section none of whose benchmarks ran is one line.
SUMMARY_AWK=$(cat <<'EOF'
/^generated-games:/ { tag = $2; next }
/^Benchmark/ && $2 ~ /^[0-9]+$/ {
	name = $1
	if (tag != "") name = name "@" tag
	if (!(name in seen)) { seen[name] = 1; names[++nn] = name }
	for (i = 3; i + 1 <= NF; i += 2) { k = name SUBSEP $(i + 1); n[k]++; v[k, n[k]] = $i + 0 }
}
function median(k,   a, c, i, j, t) {
	c = n[k]
	for (i = 1; i <= c; i++) a[i] = v[k, i]
	for (i = 2; i <= c; i++) for (j = i; j > 1 && a[j - 1] > a[j]; j--) { t = a[j]; a[j] = a[j - 1]; a[j - 1] = t }
	return c % 2 ? a[(c + 1) / 2] : (a[c / 2] + a[c / 2 + 1]) / 2
}
# get: the median of the first benchmark matching re that reports one of
# units ("a|b": the first present); sets SRC and UNIT, or returns "".
function get(re, units,   u, m, i, j) {
	m = split(units, u, "|")
	for (i = 1; i <= nn; i++) {
		if (names[i] !~ re) continue
		for (j = 1; j <= m; j++) if ((names[i] SUBSEP u[j]) in n) { SRC = names[i]; UNIT = u[j]; return median(names[i] SUBSEP u[j]) }
	}
	SRC = ""; UNIT = ""
	return ""
}
function commify(x,   s, out) {
	s = sprintf("%.0f", x); out = ""
	while (length(s) > 3) { out = "," substr(s, length(s) - 2) out; s = substr(s, 1, length(s) - 3) }
	return s out
}
function num(x) { return x >= 1000 ? commify(x) : sprintf("%.4g", x) }
function short(s) { sub(/^Benchmark/, "", s); return s }
function section(title) { flush(); TITLE = title; BUF = ""; ANY = 0 }
function flush() {
	if (TITLE == "") return
	print ""; print TITLE
	if (ANY) printf "%s", BUF
	else print "  (not run)"
	TITLE = ""
}
function row(label, value, aim, src) {
	if (value != "missing" && value !~ /^not run/) ANY = 1
	BUF = BUF sprintf("  %-48s %-30s %-14s %s\n", label, value, aim, src)
}
# val: one figure with its unit.
function val(label, re, units, aim, absent,   x) {
	x = get(re, units)
	if (x == "") row(label, absent == "" ? "missing" : absent, aim, "")
	else row(label, num(x) " " UNIT, aim, short(SRC))
}
# val2: two units of one benchmark, "a unit1, b unit2".
function val2(label, re, u1, u2, aim,   x, y) {
	x = get(re, u1); y = get(re, u2)
	if (x == "" || y == "") row(label, "missing", aim, "")
	else row(label, num(x) " " u1 ", " num(y) " " u2, aim, short(SRC))
}
# pair: two figures of the same unit, "a / b unit".
function pair(label, re1, re2, units, aim, absent,   x, y, s1) {
	x = get(re1, units); s1 = SRC; y = get(re2, units)
	if (x == "" || y == "") row(label, absent == "" ? "missing" : absent, aim, "")
	else row(label, num(x) " / " num(y) " " UNIT, aim, short(s1) ", " short(SRC))
}
# frac: "a/b" from two units of one benchmark.
function frac(label, re, unum, uden, aim, suffix,   x, y) {
	x = get(re, unum); y = get(re, uden)
	if (x == "" || y == "") row(label, "missing", aim, "")
	else row(label, num(x) "/" num(y) suffix, aim, short(SRC))
}
# cost: how many times longer re1 takes than re2 on the same work. From
# CPU time (moves/cpu-s: a shared machine's waits for a core left out)
# when both report it, from ns/op (wall clock) otherwise. Sets HOW.
function cost(re1, re2,   x, y) {
	x = get(re1, "moves/cpu-s"); y = get(re2, "moves/cpu-s")
	if (x != "" && y != "" && x > 0) { HOW = "cpu"; return y / x }
	x = get(re1, "ns/op"); y = get(re2, "ns/op")
	if (x != "" && y != "" && y > 0) { HOW = "wall"; return x / y }
	return ""
}
# ratio: cost as "N.NNx".
function ratio(label, re1, re2, aim,   c, s1) {
	get(re1, "ns/op"); s1 = SRC; c = cost(re1, re2)
	if (c == "") row(label, "missing", aim, "")
	else row(label, sprintf("%.2fx (%s time)", c, HOW), aim, short(s1) " / " short(SRC))
}
# pct: cost as the time added, in percent.
function pct(label, re1, re2, aim,   c, s1) {
	get(re1, "ns/op"); s1 = SRC; c = cost(re1, re2)
	if (c == "") row(label, "missing", aim, "")
	else row(label, sprintf("%+.1f%% (%s time)", 100 * (c - 1), HOW), aim, short(s1) " vs " short(SRC))
}
END {
	one = "$"; any = "(-[0-9]+)?$"
	allsuf = all > 1 ? "-" all "$" : "$"
	mps = "moves/cpu-s|moves/s"
	printf "  %-48s %-30s %-14s %s\n", "figure", "value", "aim", "benchmark"

	section("issue 2: SGF parsing, ../shared/corpora/fox_pro in memory")
	val2("parse, main line, 1 core", "^BenchmarkParse" one, "MB/s", "games/s", ">=150 MB/s")
	val2("parse, main line, all " all " cores", "^BenchmarkParseParallel" allsuf, "MB/s", "games/s")
	val2("parse, whole game tree, 1 core", "^BenchmarkParseTree" one, "MB/s", "games/s")
	val2("read files + parse (corpus pool), 1 worker", "^BenchmarkReadAndParse/j=1" any, "MB/s", "games/s")
	val2("read files + parse (corpus pool), " all " workers", "^BenchmarkReadAndParse/j=" all any, "MB/s", "games/s")
	pair("peak heap streaming 2,000 / 20,000 files", "^BenchmarkStreamMemory/files=2000" any, "^BenchmarkStreamMemory/files=20000" any, "peak-heap-MiB", "flat")

	section("issue 3: replay, every ruleset judging every move (per core)")
	val("14 rulesets, random 19x19 games", "^BenchmarkReplay14" any, mps, ">=10M moves/s")
	val("14 rulesets, fox_pro games", "^BenchmarkReplayFox14" any, mps, ">=10M moves/s")
	val("1 ruleset (chinese), random 19x19 games", "^BenchmarkReplay1" any, mps)
	val("1 ruleset (chinese), fox_pro games", "^BenchmarkReplayFox1" any, mps)
	val("board alone, no judge (the floor)", "^BenchmarkBoardOnly" any, mps)
	ratio("cost of 14 rulesets vs 1, random games", "^BenchmarkReplay14" any, "^BenchmarkReplay1" any, "<2x")
	ratio("cost of 14 rulesets vs 1, fox_pro games", "^BenchmarkReplayFox14" any, "^BenchmarkReplayFox1" any, "<2x")
	ratio("cost of 13 (all but ing) vs 1, random games", "^BenchmarkReplay13" any, "^BenchmarkReplay1" any)
	ratio("cost of 13 (all but ing) vs 1, fox_pro games", "^BenchmarkReplayFox13" any, "^BenchmarkReplayFox1" any)

	section("issue 4: scoring and dead stones (per core)")
	val("score, dead stones known (KGS 19x19, japanese)", "^BenchmarkScore" any, "positions/cpu-s|positions/s", ">=50,000/cpu-s")
	val("all 14 rulesets from one analysis (positions)", "^BenchmarkScoreCatalogue/analysis" any, "positions/cpu-s|positions/s", ">=5,000/cpu-s")
	val("all 14 rulesets, one Score call each (positions)", "^BenchmarkScoreCatalogue/score" any, "positions/cpu-s|positions/s")
	val("dead-stone estimator (KGS 19x19 final positions)", "^BenchmarkEstimate" any, "positions/cpu-s|positions/s", ">=500/cpu-s")
	frac("estimator vs GNU Go score*.tst: matched", "^BenchmarkEstimatorAccuracyGnuGo" any, "matched", "tests", ">=45/57", " tests")
	frac("estimator vs GNU Go score*.tst: same winner", "^BenchmarkEstimatorAccuracyGnuGo" any, "same-winner", "tests", "57/57", " tests")
	val("estimator vs KGS TB/TW markup (hidden): stones", "^BenchmarkEstimatorAccuracyMarkup" any, "%stones-as-marked", ">=99.5%", "")
	frac("estimator vs KGS markup: result equals RE", "^BenchmarkEstimatorAccuracyMarkup" any, "games=RE", "games", ">=54/56", " games")

	section("issue 17: the audit pipeline (per CPU-second: the machine is shared)")
	val2("parse, main line, 1 core", "^BenchmarkParse" one, "MB/cpu-s", "games/cpu-s", ">=200 MB/cpu-s")
	val2("  the same, records lent (sgfio.Store)", "^BenchmarkParseLent" one, "MB/cpu-s", "games/cpu-s")
	val("14 rulesets, fox_pro games, 1 core", "^BenchmarkReplayFox14" any, mps, ">=10M moves/cpu-s")
	ratio("cost of 14 rulesets vs 1, fox_pro games", "^BenchmarkReplayFox14" any, "^BenchmarkReplayFox1" any, "<1.5x")
	val("audit --format jsonl --dead markup, " acpu " cores", "^BenchmarkAuditCommand/dead=markup" any, "games/cpu-s", ">=10,000/cpu-s")
	val("  the same, wall clock", "^BenchmarkAuditCommand/dead=markup" any, "games/s", ">=20,000/s")
	val("a game of 200,000 moves, audit (1 core)", "^BenchmarkAuditLongGame" any, "cpu-s/op", "<1 s (linear)")
	for (k = 1; k <= 6; k++) {
		split("check/comments check/nested check/games audit/comments audit/nested audit/games", hn, " ")
		hre = "^BenchmarkHostileInputs/" hn[k] any
		x = get(hre, "input-MiB")
		lab = sprintf("peak RSS, %s (%s MiB)", hn[k], x == "" ? "?" : num(x))
		val(lab, hre, "peak-rss-MB|peak-heap-inuse-MB", "<1,024 MB", "not run: bash scripts/bench.sh memory")
	}

	section("issue 5: audit, fox_pro + ai_games, all rulesets, " acpu " cores")
	val("compare pipeline, --dead none", "^BenchmarkAuditCorpora/dead=none" any, "games/s", ">20,000/s")
	val("compare pipeline, --dead auto (estimator)", "^BenchmarkAuditCorpora/dead=auto" any, "games/cpu-s|games/s", ">=1,500/cpu-s")
	val("rulediff audit --format jsonl, --dead none", "^BenchmarkAuditCommand/dead=none" any, "games/s", ">20,000/s")
	val("rulediff audit --format jsonl, --dead markup", "^BenchmarkAuditCommand/dead=markup" any, "games/s", ">20,000/s")
	val("rulediff audit --format jsonl, --dead auto", "^BenchmarkAuditCommand/dead=auto" any, "games/s", "", "not run: see docs/benchmarks.md")
	val("score-divergence stage, 1 core, --dead none", "^BenchmarkScoreDivergences/dead=none" any, "ns/game", "<100,000 ns")
	g = "^BenchmarkAuditMillion" any; sub(/\$$/, "@" small "$", g)
	val("generated " num(small) " games: peak memory from OS", g, "peak-sys-MB", "<200 MB")
	val("generated " num(small) " games: peak heap in use", g, "peak-heap-inuse-MB")
	val("generated " num(small) " games: speed", g, "games/s")
	m = "not run: make bench-million"
	g = "^BenchmarkAuditMillion" any; sub(/\$$/, "@" million "$", g)
	big = num(million > 0 ? million : 1000000)
	val("generated " big " games: peak memory from OS", g, "peak-sys-MB", "<200 MB", m)
	val("generated " big " games: peak heap in use", g, "peak-heap-inuse-MB", "", m)
	val("generated " big " games: speed", g, "games/s", "", m)

	section("issue 20: hostile and unusual inputs (CPU seconds of the whole process, peak heap)")
	val("(;SZ[52];B[aa]) x 20 (300 bytes), rulediff audit", "^BenchmarkHostileFiles/52x52-x20" any, "cpu-s/op", "<1 s (46 s before)")
	val("(;B[aa]) x 2,000 (16 KB), rulediff audit", "^BenchmarkHostileFiles/one-move-x2000" any, "cpu-s/op", "<1 s (139 s before)")
	val("a game of 200,000 moves, audit (1 core)", "^BenchmarkAuditLongGame" any, "cpu-s/op", "<1 s (linear)")
	val("deep-game-tree.sgf audit, JSON Lines: peak heap", "^BenchmarkReportPeak/jsonl" any, "peak-heap-MiB")
	val("deep-game-tree.sgf audit, YAML: peak heap", "^BenchmarkReportPeak/yaml" any, "peak-heap-MiB", "~ JSON Lines (1.2 GB before)")
	val("deep-game-tree.sgf audit, table: peak heap", "^BenchmarkReportPeak/table" any, "peak-heap-MiB")

	section("issue 7: cost of the ing judge, replay time added (ing judge vs ing row by the built-in rules)")
	pct("ordinary games (fox_pro, no ko mouth)", "^BenchmarkReplayIngOrdinary/with" any, "^BenchmarkReplayIngOrdinary/without" any, "a few %")
	pct("random 19x19 games", "^BenchmarkReplayIng/with" any, "^BenchmarkReplayIng/without" any)
	pct("fox_pro games, ko fights too", "^BenchmarkReplayIngRecords/with" any, "^BenchmarkReplayIngRecords/without" any)
	pct("audit --dead none: 14 rulesets vs 13 (no ing)", "^BenchmarkAuditCorpora/dead=none" any, "^BenchmarkAuditCorpora/dead=none,without-ing" any)
	flush()
}
EOF
)

elapsed=$(($(date +%s) - start))
{
	echo
	echo "== Figures (median of $COUNT run(s); $ALL cores; $(date -u +%Y-%m-%dT%H:%MZ); ${elapsed}s) =="
	awk -v all="$ALL" -v acpu="$AUDIT_CPU" -v million="$MILLION" -v small="$SMALL" "$SUMMARY_AWK" "$OUT"
	echo
	echo "Raw output: $OUT. Compare two runs: go run golang.org/x/perf/cmd/benchstat@latest old.txt new.txt"
	if [[ "$MILLION" == 0 ]]; then
		echo "The million-game run was skipped: make bench-million"
	fi
} | tee "$SUMMARY"

if [[ ${#failed[@]} -gt 0 ]]; then
	echo >&2
	echo "FAILED (see $OUT):" >&2
	printf '  %s\n' "${failed[@]}" >&2
	exit 1
fi
