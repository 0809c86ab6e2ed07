#!/usr/bin/env bash
# fuzz.sh: runs every Fuzz target of the module for FUZZTIME each (default
# 20s). Targets are found in the test files, so a new FuzzX joins on its own.
# FUZZMINIMIZETIME (default 10x) bounds the minimizing of each new input:
# at Go's default (60s) the slower targets (FuzzReport, a few dozen runs a
# second) spend their time minimizing their first finds.
set -euo pipefail
cd "$(dirname "$0")/.."
GO=${GO:-go}
FUZZTIME=${FUZZTIME:-20s}
FUZZMINIMIZETIME=${FUZZMINIMIZETIME:-10x}

found=0
while IFS=: read -r file line; do
	name=$(sed -E 's/^func (Fuzz[A-Za-z0-9_]*).*/\1/' <<<"$line")
	pkg=./$(dirname "$file")
	found=$((found + 1))
	echo "+ $GO test -run '^\$' -fuzz '^$name\$' -fuzztime $FUZZTIME -fuzzminimizetime $FUZZMINIMIZETIME $pkg"
	"$GO" test -run '^$' -fuzz "^$name\$" -fuzztime "$FUZZTIME" -fuzzminimizetime "$FUZZMINIMIZETIME" "$pkg"
done < <(grep -rE --include='*_test.go' '^func Fuzz[A-Za-z0-9_]*\(' . | sed -E 's#^\./##; s/^([^:]*):(.*)$/\1:\2/' | sort)

if [[ $found -eq 0 ]]; then
	echo "no Fuzz targets found" >&2
	exit 1
fi
