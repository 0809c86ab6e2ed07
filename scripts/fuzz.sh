#!/usr/bin/env bash
# fuzz.sh: runs every Fuzz target of the module for FUZZTIME each (default
# 20s). Targets are found in the test files, so a new FuzzX joins on its own.
set -euo pipefail
cd "$(dirname "$0")/.."
GO=${GO:-go}
FUZZTIME=${FUZZTIME:-20s}

found=0
while IFS=: read -r file line; do
	name=$(sed -E 's/^func (Fuzz[A-Za-z0-9_]*).*/\1/' <<<"$line")
	pkg=./$(dirname "$file")
	found=$((found + 1))
	echo "+ $GO test -run '^\$' -fuzz '^$name\$' -fuzztime $FUZZTIME $pkg"
	"$GO" test -run '^$' -fuzz "^$name\$" -fuzztime "$FUZZTIME" "$pkg"
done < <(grep -rE --include='*_test.go' '^func Fuzz[A-Za-z0-9_]*\(' . | sed -E 's#^\./##; s/^([^:]*):(.*)$/\1:\2/' | sort)

if [[ $found -eq 0 ]]; then
	echo "no Fuzz targets found" >&2
	exit 1
fi
