#!/usr/bin/env bash
# bench.sh: runs the Go benchmarks of every package that has some and
# prints their figures (ns/op and the custom metrics each benchmark
# reports: MB/s, games/s, moves/s, ...). Later issues add their benchmarks
# to their packages; this script finds them on its own.
#
#   BENCH=Parse bash scripts/bench.sh      only benchmarks matching Parse
#   BENCHTIME=3s bash scripts/bench.sh     longer runs (default 1s)
#   COUNT=10 bash scripts/bench.sh | tee new.txt   for benchstat
set -euo pipefail
cd "$(dirname "$0")/.."
GO=${GO:-go}
BENCH=${BENCH:-.}
BENCHTIME=${BENCHTIME:-1s}
COUNT=${COUNT:-1}

echo "# $("$GO" version), $(nproc 2>/dev/null || echo '?') cores, $(date -u +%Y-%m-%dT%H:%MZ)"
pkgs=$(grep -rlE --include='*_test.go' '^func Benchmark[A-Za-z0-9_]*\(' . | xargs -r -n1 dirname | sort -u)
if [[ -z "$pkgs" ]]; then
	echo "no benchmarks found" >&2
	exit 1
fi
for pkg in $pkgs; do
	echo "+ $GO test -run '^\$' -bench '$BENCH' -benchtime $BENCHTIME -count $COUNT -benchmem $pkg"
	"$GO" test -run '^$' -bench "$BENCH" -benchtime "$BENCHTIME" -count "$COUNT" -benchmem "$pkg"
done
