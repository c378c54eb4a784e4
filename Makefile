# The README's commands. Each installs missing system packages first (once).
SWIFT ?= swift

.PHONY: deps demo test bench easel fuzz

deps:
	@scripts/install-deps

## Renders Fixtures/Scenes/showcase.yaml with `easel render` and says where the PNG is.
demo: deps
	$(SWIFT) run -c release easel render Fixtures/Scenes/showcase.yaml
	@echo "demo: the frame is Output/showcase/last.png"

## Runs every test (XCTest and Swift Testing). The HTML report's test runs in
## headless Chromium, installed here when missing.
test: deps
	@scripts/install-deps chromium
	$(SWIFT) test

## Builds the `easel` command line for release into .build-static/release/easel,
## with the Swift runtime and Foundation linked in: it starts in a few milliseconds
## instead of tens, which is most of a comparison of identical files.
easel: deps
	$(SWIFT) build -c release --static-swift-stdlib --product easel --scratch-path .build-static

## Runs the benchmarks in release mode; one JSON object per benchmark. `compare`
## runs the `easel` that `make easel` builds against ImageMagick, installed here.
bench: deps easel
	@scripts/install-deps imagemagick
	@python3 -c "import kiwisolver" 2>/dev/null || python3 -m pip install --quiet kiwisolver
	EASEL_BINARY=.build-static/release/easel $(SWIFT) run -c release easel-bench

## Fuzzes the scene loader, the constraint-equation parser, the PNG decoder and the
## image comparison (libFuzzer with AddressSanitizer; Fuzz/run), FUZZ_SECONDS each,
## one after the other; stops at the first finding. See docs/RELIABILITY.md.
FUZZ_SECONDS ?= 300
fuzz: deps
	SWIFT=$(SWIFT) FUZZ_SECONDS=$(FUZZ_SECONDS) Fuzz/run
