# The README's commands. Each installs missing system packages first (once).
SWIFT ?= swift

.PHONY: deps demo test sanitize bench easel fuzz

deps:
	@scripts/install-deps

## Renders Fixtures/Scenes/showcase.yaml with `easel render` and says where the PNG is.
## `easel` hands `render` to `easel-render` beside it, which `swift run easel` alone
## would not build.
demo: deps
	$(SWIFT) build -c release --product easel-render
	$(SWIFT) run -c release easel render Fixtures/Scenes/showcase.yaml
	@echo "demo: the frame is Output/showcase/last.png"

## Runs every test (XCTest and Swift Testing), then `make sanitize`. The HTML
## report's test runs in headless Chromium, and the PDF tests read documents back
## with poppler-utils; both are installed here when missing.
test: deps
	@scripts/install-deps chromium poppler-utils
	$(SWIFT) test
	@$(MAKE) --no-print-directory sanitize

# The suites run again under the sanitizers: every suite but the kill and memory
# tests and the Chromium test, whose timing and RSS mean nothing under
# instrumentation. EaselTests (the view runtime) runs under AddressSanitizer, whose
# LeakSanitizer holds it to freeing every window it drops, but not under
# ThreadSanitizer, where it would double the run (docs/RELIABILITY.md, "Sanitizers",
# says why and what the runs cost).
SANITIZED_TESTS = EaselGraphicsTests|EaselDiffTests|EaselSolverTests|EaselSceneTests|EaselTestingTests|EaselSnapshotTestingTests|EaselCLITests\.(ParallelRunTests|RenderCommandTests|CompareCommandTests|CommandLineTests)
ADDRESS_SANITIZED_TESTS = EaselTests\.|$(SANITIZED_TESTS)
SUPPRESSIONS = $(CURDIR)/scripts/sanitizers

## Runs the sanitized suites under AddressSanitizer (with LeakSanitizer) and then
## ThreadSanitizer, each a full build of its own in .build-asan and .build-tsan. The
## `easel` binary the CLI tests run is built with the same sanitizer.
sanitize: deps
	LSAN_OPTIONS=suppressions=$(SUPPRESSIONS)/lsan.supp:print_suppressions=0 \
		$(SWIFT) test --sanitize=address --scratch-path .build-asan --filter '$(ADDRESS_SANITIZED_TESTS)'
	TSAN_OPTIONS=suppressions=$(SUPPRESSIONS)/tsan.supp \
		$(SWIFT) test --sanitize=thread --scratch-path .build-tsan --filter '$(SANITIZED_TESTS)'

## Builds the command line for release into .build-static/release: `easel`, the
## `easel-render` it hands scenes to and the `easel-port` it hands `port` to, with the
## Swift runtime and Foundation linked in:
## they start in a few milliseconds instead of tens, which is most of a comparison of
## identical files. Linked as position-dependent executables: the dynamic loader then
## has no 90,000 relative relocations of Swift metadata to apply at every start
## (docs/BENCHMARKS.md, compare).
STATIC_BUILD = $(SWIFT) build -c release --static-swift-stdlib -Xlinker -no-pie --scratch-path .build-static
easel: deps
	$(STATIC_BUILD) --product easel-render
	$(STATIC_BUILD) --product easel-port
	$(STATIC_BUILD) --product easel

## Runs the benchmarks in release mode; one JSON object per benchmark. `compare`,
## `render` and `render-cards` run the `easel` that `make easel` builds, against
## ImageMagick, pycairo and headless Chromium, installed here; `png` measures fpng too.
bench: deps easel
	@scripts/install-deps imagemagick chromium
	@python3 -c "import kiwisolver" 2>/dev/null || python3 -m pip install --quiet kiwisolver
	@python3 -c "import cairo" 2>/dev/null || python3 -m pip install --quiet pycairo
	@python3 -c "import fpng" 2>/dev/null || python3 -m pip install --quiet fpng
	EASEL_BINARY=.build-static/release/easel $(SWIFT) run -c release easel-bench

## Fuzzes the scene loader, the constraint-equation parser, the PNG decoder, the
## image comparison and partial recompositing of random layer trees (libFuzzer with AddressSanitizer; Fuzz/run), FUZZ_SECONDS each,
## one after the other; stops at the first finding. See docs/RELIABILITY.md.
FUZZ_SECONDS ?= 900
fuzz: deps
	SWIFT=$(SWIFT) FUZZ_SECONDS=$(FUZZ_SECONDS) Fuzz/run
