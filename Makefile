# rulediff: the everyday commands. Each target prints what it runs.
GO       ?= go
BIN      ?= bin/rulediff
VERSION  ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
# fuzz: how long each Fuzz target runs (make fuzz FUZZTIME=5m for longer)
FUZZTIME ?= 20s
FUZZMINIMIZETIME ?= 10x

.PHONY: build test bench bench-million fuzz lint run

build:
	$(GO) build -ldflags "-X main.version=$(VERSION)" -o $(BIN) ./cmd/rulediff

# The README's test command; CI runs exactly this.
test:
	$(GO) test -count=1 ./...

# The benchmarks behind the figures the issues ask for (docs/benchmarks.md):
# raw output in bench.txt (benchstat's input), then a summary table, also in
# bench-summary.txt. 3 to 7 minutes on 2 cores, the million-game memory run
# included; BENCH_COUNT=10 repeats each benchmark for benchstat.
bench:
	bash scripts/bench.sh

# The million-game audit memory run alone (2-3 minutes on 2 cores).
bench-million:
	BENCH_OUT=$${BENCH_OUT:-bench-million.txt} bash scripts/bench.sh million

# A short run of every Fuzz target.
fuzz:
	FUZZTIME=$(FUZZTIME) FUZZMINIMIZETIME=$(FUZZMINIMIZETIME) bash scripts/fuzz.sh

lint:
	bash scripts/lint.sh

# The main job on the embedded default collection.
run: build
	./$(BIN) audit
