#!/usr/bin/env bash
# pgo.sh: makes cmd/rulediff/default.pgo again, the CPU profile the go
# command reads to optimise rulediff's build (profile-guided optimisation:
# `go build` and `go test` of cmd/rulediff use it by default, -pgo=off
# turns it off). The profile is that of the audit the issues measure,
# BenchmarkAuditCommand/dead=markup (fox_pro + ai_games, one core, 10
# runs), without asynchronous preemption (its signal frames would take a
# third of the samples). A profile older than the code still serves
# (functions are matched by name and line offset); make it again after
# large changes. Optimisation only: the output is the same bytes.
#
#   bash scripts/pgo.sh     about a minute on a quiet machine
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
GODEBUG=asyncpreemptoff=1 go test -run '^$' -bench 'BenchmarkAuditCommand/dead=markup$' \
	-benchtime 10x -cpu 1 -cpuprofile "$tmp" ./cmd/rulediff
cp "$tmp" cmd/rulediff/default.pgo
rm -f rulediff.test
