#!/usr/bin/env bash
# lint.sh: gofmt (fails when a file needs formatting) and go vet.
set -euo pipefail
cd "$(dirname "$0")/.."
GO=${GO:-go}

echo "+ gofmt -l ."
unformatted=$(gofmt -l .)
if [[ -n "$unformatted" ]]; then
	echo "these files need gofmt -w:" >&2
	echo "$unformatted" >&2
	exit 1
fi
echo "+ $GO vet ./..."
"$GO" vet ./...
