#!/usr/bin/env bash
# The figures of docs/statistics.md, from the corpora in ../shared/corpora:
# audits each corpus once (JSON Lines in $STATS_DIR, default statistics/),
# then rewrites the generated block of the page (scripts/statspage).
# About two minutes of CPU on the 2-core dev machine.
#
#   bash scripts/statistics.sh
#
# Every corpus is audited with --assume-komi 6.5: Fox writes KM[0] on games
# played with komi (docs/statistics.md says why 6.5 and what it changes).
set -euo pipefail
cd "$(dirname "$0")/.."
SHARED=${RULEDIFF_SHARED:-../shared}
DIR=${STATS_DIR:-statistics}
mkdir -p "$DIR"
go build -o "$DIR/rulediff" ./cmd/rulediff
files=()
for c in fox_pro gnugo_regression ai_games katago_inline_selfplay; do
	echo "auditing $c" >&2
	"$DIR/rulediff" audit "$SHARED/corpora/$c" --assume-komi 6.5 --format jsonl -o "$DIR/$c.jsonl"
	files+=("$DIR/$c.jsonl")
done
# The same professional games with each ruleset's own komi (japanese 6.5,
# chinese 7.5, ...): the komi is part of a ruleset too.
echo "auditing fox_pro with each ruleset's komi" >&2
"$DIR/rulediff" audit "$SHARED/corpora/fox_pro" --komi rules --assume-komi 6.5 --format jsonl -o "$DIR/fox_pro-own-komi.jsonl"
files+=("$DIR/fox_pro-own-komi.jsonl")
go run ./scripts/statspage docs/statistics.md "${files[@]}"
echo "docs/statistics.md rewritten from ${files[*]}" >&2
