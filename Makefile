# Sectional: the two quick-start commands are `make gallery` and `make test`.
# Both install missing Debian packages first (Scripts/bootstrap.sh; quiet when all present).

SWIFT ?= swift
CHECKS := -Xswiftc -DSECTIONAL_INTERNAL_CHECKS

.PHONY: deps lint format test gallery docs bench bench-peers bench-solver fuzz-solver \
	fuzz-solver-differential fuzz-table-layout fuzz-interface-builder fuzz-table

## Install every Debian package the project needs (only what is missing).
deps:
	@bash Scripts/bootstrap.sh

## Check formatting exactly as CI does.
lint:
	@$(SWIFT) format lint --strict --recursive Package.swift Sources Tests Examples Fuzz

## Rewrite sources in the repository's style (.swift-format).
format:
	@$(SWIFT) format format --in-place --recursive Package.swift Sources Tests Examples Fuzz

## Lint, build every target with invariant checks on, and run every test.
test: deps
	@bash Scripts/test.sh

## Render the scenes: a window with a display, the terminal UI on a TTY, else PNGs.
gallery: deps
	@$(SWIFT) build --product sectional-gallery 2>&1 | grep -E "error|warning: unre" || true
	@$(SWIFT) run --skip-build sectional-gallery $(ARGS)

## Build the DocC site of the public modules into .build/docs (warnings are errors).
docs: deps
	@bash Scripts/docs.sh

## Run every benchmark in release mode (nested package Benchmarks/), then the peers: the
## solver beside kiwisolver and kiwi's C++ core, the gallery's start-up in each mode, the
## terminal host beside Textual and the GTK host beside GtkListView.
bench: deps
	@$(SWIFT) run -c release --package-path Benchmarks sectional-bench $(ARGS)
	@bash Scripts/bench-solver.sh
	@bash Scripts/bench-peers.sh

## Start-up of the gallery in each mode, the terminal host beside Textual (in a virtualenv)
## and the GTK host beside GtkListView (a C program built with cc).
bench-peers: deps
	@bash Scripts/bench-peers.sh $(ARGS)

## The solver benchmark side by side with kiwi (kiwisolver from PyPI, in a virtualenv).
bench-solver: deps
	@bash Scripts/bench-solver.sh $(ARGS)

## Run the solver fuzzer for SECONDS (default 60) with libFuzzer.
fuzz-solver: deps
	@bash Scripts/fuzz.sh fuzz-solver $(or $(SECONDS),60)

## Run the differential solver fuzzer (against a fresh solver) for SECONDS (default 60).
fuzz-solver-differential: deps
	@bash Scripts/fuzz.sh fuzz-solver-differential $(or $(SECONDS),60)

## Run the table-layout fuzzer for SECONDS (default 60) with libFuzzer.
fuzz-table-layout: deps
	@bash Scripts/fuzz.sh fuzz-table-layout $(or $(SECONDS),60)

## Run the table fuzzer (a real TableView, re-entrant calls) for SECONDS (default 60).
fuzz-table: deps
	@bash Scripts/fuzz.sh fuzz-table $(or $(SECONDS),60)

## Run the storyboard and xib reader fuzzer for SECONDS (default 60) with libFuzzer.
fuzz-interface-builder: deps
	@bash Scripts/fuzz.sh fuzz-interface-builder $(or $(SECONDS),60)
