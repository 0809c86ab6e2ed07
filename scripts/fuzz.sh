#!/usr/bin/env bash
# fuzz.sh: runs every Fuzz target of the module for FUZZTIME each (default
# 20s). Targets are found in the test files, so a new FuzzX joins on its own.
# FUZZMINIMIZETIME (default 10x) bounds the minimizing of each new input:
# at Go's default (60s) the slower targets (FuzzReport, a few dozen runs a
# second) spend their time minimizing their first finds.
#
# Go 1.26's coordinator can fail a timed run that found nothing with
# "context deadline exceeded" when its deadline races a worker
# (go.dev/issue/75804, fixed in Go 1.27): such a run, which wrote no new
# failing input to testdata/fuzz, is reported and not counted as a failure.
# A count (FUZZTIME=10000x) sets no deadline at all; CI runs counts.
set -euo pipefail
cd "$(dirname "$0")/.."
GO=${GO:-go}
FUZZTIME=${FUZZTIME:-20s}
FUZZMINIMIZETIME=${FUZZMINIMIZETIME:-10x}

# count prints how many files a directory holds, 0 when it is missing.
count() { if [[ -d $1 ]]; then find "$1" -type f | wc -l; else echo 0; fi; }

found=0
failed=0
log=$(mktemp)
trap 'rm -f "$log"' EXIT
while IFS=: read -r file line; do
	name=$(sed -E 's/^func (Fuzz[A-Za-z0-9_]*).*/\1/' <<<"$line")
	pkg=./$(dirname "$file")
	found=$((found + 1))
	echo "+ $GO test -run '^\$' -fuzz '^$name\$' -fuzztime $FUZZTIME -fuzzminimizetime $FUZZMINIMIZETIME $pkg"
	inputs="$(dirname "$file")/testdata/fuzz/$name"
	before=$(count "$inputs")
	status=0
	"$GO" test -run '^$' -fuzz "^$name\$" -fuzztime "$FUZZTIME" -fuzzminimizetime "$FUZZMINIMIZETIME" "$pkg" </dev/null 2>&1 | tee "$log" || status=$?
	if [[ $status -ne 0 ]]; then
		after=$(count "$inputs")
		if [[ $after -eq $before ]] && grep -qx '[[:space:]]*context deadline exceeded' "$log"; then
			echo "fuzz.sh: $name: Go's deadline race (go.dev/issue/75804), no failing input: not a failure" >&2
		else
			failed=$((failed + 1))
		fi
	fi
done < <(grep -rE --include='*_test.go' '^func Fuzz[A-Za-z0-9_]*\(' . | sed -E 's#^\./##; s/^([^:]*):(.*)$/\1:\2/' | sort)

if [[ $found -eq 0 ]]; then
	echo "no Fuzz targets found" >&2
	exit 1
fi
if [[ $failed -ne 0 ]]; then
	echo "fuzz.sh: $failed target(s) failed" >&2
	exit 1
fi
