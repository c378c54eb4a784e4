# The README's commands. Each installs missing system packages first (once).
SWIFT ?= swift

.PHONY: deps demo test bench

deps:
	@scripts/install-deps

## Renders Fixtures/Scenes/showcase.yaml into Output/showcase/ and says where it is.
demo: deps
	$(SWIFT) run -c release easel-demo Fixtures/Scenes/showcase.yaml Output/showcase

## Runs every test (XCTest and Swift Testing).
test: deps
	$(SWIFT) test

## Runs the benchmarks in release mode; one JSON object per benchmark.
bench: deps
	$(SWIFT) run -c release easel-bench
