# rulediff: the everyday commands. Each target prints what it runs.
GO       ?= go
BIN      ?= bin/rulediff
VERSION  ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
# fuzz: how long each Fuzz target runs (make fuzz FUZZTIME=5m for longer)
FUZZTIME ?= 20s

.PHONY: build test bench fuzz lint run

build:
	$(GO) build -ldflags "-X main.version=$(VERSION)" -o $(BIN) ./cmd/rulediff

# The README's test command; CI runs exactly this.
test:
	$(GO) test -count=1 ./...

# Benchmarks of every package that has some, with the figures the issues ask for.
bench:
	bash scripts/bench.sh

# A short run of every Fuzz target.
fuzz:
	FUZZTIME=$(FUZZTIME) bash scripts/fuzz.sh

lint:
	bash scripts/lint.sh

# The main job on the embedded default collection.
run: build
	./$(BIN) check
