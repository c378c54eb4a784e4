# The README's commands. Each installs missing system packages first (once).
SWIFT ?= swift

.PHONY: deps demo test bench

deps:
	@scripts/install-deps

## Renders the demo drawing into Output/ and says where it is.
demo: deps
	$(SWIFT) run -c release easel-demo Output/demo.png

## Runs every test (XCTest and Swift Testing).
test: deps
	$(SWIFT) test

## Runs the benchmarks in release mode; one JSON object per benchmark.
bench: deps
	$(SWIFT) run -c release easel-bench
