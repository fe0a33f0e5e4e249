# Segue — build, run, test. Every target installs the Debian packages it needs when missing.
SWIFT   ?= swift
PREFIX  ?= /usr/local
PACKAGES = libcmark-gfm-dev libcmark-gfm-extensions-dev libncurses-dev libyaml-dev tmux \
           libkf5syntaxhighlighting-dev qtbase5-dev \
           libcairo2-dev libpango1.0-dev fonts-dejavu-core poppler-utils
# images (issue 15): chafa draws them, stb decodes them; chafa.pc needs glib's .pc
PACKAGES += libchafa-dev libstb-dev libglib2.0-dev
# GNU time: the tests read a child's own peak memory from it (wait4 folds in the tests' own)
PACKAGES += time
# terminal programs in a slide (issue 29): libvterm reads their output into a screen of cells
PACKAGES += libvterm-dev
# SVG images (issue 30): librsvg draws them with cairo
PACKAGES += librsvg2-dev
# diagram blocks (issue 30): graphviz's dot, and LaTeX formulas through latex and dvisvgm
PACKAGES += graphviz texlive-latex-base dvisvgm
# packaging (issue 32): the tests render the man pages (groff, man), load the completions in
# zsh and fish, and build the .deb (dpkg-shlibdeps from dpkg-dev) and check it with lintian
PACKAGES += groff-base man-db zsh fish dpkg-dev lintian
# JSON Schemas (issue 32): a real validator checks the built-in themes and the default config
PACKAGES += python3-jsonschema python3-yaml
SUDO    := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
SEGUE    = .build/debug/segue
# The installed and benchmarked binary: the Swift runtime linked in statically, so it runs from
# any directory with nothing of Swift installed; the C and C++ libraries (KSyntaxHighlighting
# and Qt among them, which cannot be linked statically) are the system's shared libraries,
# which the packages above install. Type metadata is reached through accessor functions rather
# than by demangling type names at run time (~0.1 ms of the presenter's first frame).
RELEASE  = -c release --product segue --static-swift-stdlib \
           -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors

.PHONY: deps build run test e2e soak html-check install bench format clean screenshot
.PHONY: release dist uninstall deb package-check

## deps: install the system packages that are missing (apt-get, via sudo when not root)
deps:
	@missing=""; \
	for p in $(PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'install ok installed' || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing:$$missing"; \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $$missing; \
	fi

build: deps
	$(SWIFT) build

## run: build and present the built-in demo deck
run: build
	$(SEGUE)

## test: unit, golden and end-to-end tests
test: build
	$(SWIFT) build --build-tests
	$(SWIFT) test --disable-xctest
	SEGUE=$(SEGUE) bash Tests/e2e/run.sh
	SEGUE=$(SEGUE) SOAK_SECONDS=30 python3 Tests/soak/soak.py
	$(MAKE) html-check
	$(MAKE) fuzz-smoke
	$(MAKE) package-check

## e2e: end-to-end tests of the presenter in a real terminal (tmux)
e2e: build
	SEGUE=$(SEGUE) bash Tests/e2e/run.sh

## soak: the presenter in tmux under random keys, junk bytes, mouse reports, resizes (1x1 to
## 250x80) and live edits of its deck and theme for SOAK_SECONDS (default 300), then q and
## signals mid-transition (docs/testing.md). SOAK_SEED=n replays the random choices of a run
SOAK_SECONDS ?= 300
soak: build
	SEGUE=$(SEGUE) SOAK_SECONDS=$(SOAK_SECONDS) $(if $(SOAK_SEED),SOAK_SEED=$(SOAK_SEED)) python3 Tests/soak/soak.py

## html-check: the HTML export in headless Chromium, driven by selenium (in its own virtual
## environment, .build/selenium); screenshots are kept in .build/html-check/
SELENIUM = .build/selenium/bin/python
html-check: build
	@for p in chromium chromium-driver; do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'install ok installed' || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $$missing; \
	fi
	@[ -x $(SELENIUM) ] || { python3 -m venv .build/selenium && .build/selenium/bin/pip install -q selenium; }
	SEGUE=$(SEGUE) $(SELENIUM) Tests/html/check_html.py

## screenshot: the README's picture, docs/screenshot.png: the built-in demo's slide 5.2 (highlighted
## code) exported as PNG at 100x30 (PNGExportTests checks that this page still exports)
SCREENSHOT_SLIDE = 05-02
screenshot: build
	rm -rf .build/screenshot
	$(SEGUE) export Decks/demo.md --format png --size 100x30 -o .build/screenshot
	cp .build/screenshot/$(SCREENSHOT_SLIDE).png docs/screenshot.png

## release: the release build, .build/release/segue (what `make install` and `make deb` ship)
release: deps
	$(SWIFT) build $(RELEASE)

## dist: the man pages and the completion scripts, made by the release build from the command
## table and docs/ (segue-config(5) from docs/config.md when there is one), in .build/dist
VERSION := $(shell sed -n 's/^  static let version = "\(.*\)"$$/\1/p' Sources/SegueCLI/HelpText.swift)
DIST     = .build/dist
dist: release
	rm -rf $(DIST) && mkdir -p $(DIST)/man $(DIST)/completions
	.build/release/segue man segue > $(DIST)/man/segue.1
	.build/release/segue man segue-deck docs/deck-format.md > $(DIST)/man/segue-deck.5
	.build/release/segue man segue-theme docs/themes.md > $(DIST)/man/segue-theme.5
	.build/release/segue man segue-config $(wildcard docs/config.md) > $(DIST)/man/segue-config.5
	.build/release/segue completions bash > $(DIST)/completions/segue
	.build/release/segue completions zsh > $(DIST)/completions/_segue
	.build/release/segue completions fish > $(DIST)/completions/segue.fish

## install: the release build (Swift runtime linked in), its man pages and shell completions
## under $(PREFIX) (default /usr/local), inside $(DESTDIR) when set; uninstall removes them
BINDIR      ?= $(PREFIX)/bin
MANDIR      ?= $(PREFIX)/share/man
BASHCOMPDIR ?= $(PREFIX)/share/bash-completion/completions
ZSHCOMPDIR  ?= $(PREFIX)/share/zsh/site-functions
FISHCOMPDIR ?= $(PREFIX)/share/fish/vendor_completions.d
INSTALLED    = $(BINDIR)/segue $(MANDIR)/man1/segue.1 $(MANDIR)/man5/segue-deck.5 \
               $(MANDIR)/man5/segue-theme.5 $(MANDIR)/man5/segue-config.5 \
               $(BASHCOMPDIR)/segue $(ZSHCOMPDIR)/_segue $(FISHCOMPDIR)/segue.fish
install: dist
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR)/man1 $(DESTDIR)$(MANDIR)/man5 \
	  $(DESTDIR)$(BASHCOMPDIR) $(DESTDIR)$(ZSHCOMPDIR) $(DESTDIR)$(FISHCOMPDIR)
	install -m 755 -s .build/release/segue $(DESTDIR)$(BINDIR)/segue
	install -m 644 $(DIST)/man/segue.1 $(DESTDIR)$(MANDIR)/man1/
	install -m 644 $(DIST)/man/segue-deck.5 $(DIST)/man/segue-theme.5 \
	  $(DIST)/man/segue-config.5 $(DESTDIR)$(MANDIR)/man5/
	install -m 644 $(DIST)/completions/segue $(DESTDIR)$(BASHCOMPDIR)/
	install -m 644 $(DIST)/completions/_segue $(DESTDIR)$(ZSHCOMPDIR)/
	install -m 644 $(DIST)/completions/segue.fish $(DESTDIR)$(FISHCOMPDIR)/

uninstall:
	rm -f $(addprefix $(DESTDIR),$(INSTALLED))

## deb: .build/segue_$(VERSION)_ARCH.deb: `make install` into a staging folder (PREFIX=/usr),
## then Scripts/deb.sh (Depends: by dpkg-shlibdeps, built by dpkg-deb); `lintian` checks it
MAINTAINER ?= Segue maintainers <maintainers@users.noreply.a-seed-9b9f0872.example>
DEB_ROOT    = .build/deb/root
deb: deps
	rm -rf $(DEB_ROOT)
	$(MAKE) install DESTDIR=$(CURDIR)/$(DEB_ROOT) PREFIX=/usr \
	  ZSHCOMPDIR=/usr/share/zsh/vendor-completions
	MAINTAINER="$(MAINTAINER)" bash Scripts/deb.sh $(DEB_ROOT) $(VERSION) .build

## package-check: make install and uninstall into a scratch DESTDIR, make deb, the package
## unpacked and run, lintian (part of `make test`)
package-check: deps
	bash Tests/package/check.sh

## bench: speed and peak memory against peers on the corpus (medians); patat and mdp come from
## apt, lookatme from pip into .build/lookatme (a virtual environment of its own).
## BASELINE=path/to/segue measures another build side by side in the same run (before/after a
## change); SEGUE_DECK_CAP=bytes sizes the decks at the deck-size cap (default 4 MiB). What each
## line measures: docs/testing.md ("Benchmarks")
LOOKATME = .build/lookatme/bin/lookatme
bench: deps
	@command -v patat >/dev/null || { $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq patat; }
	@command -v mdp >/dev/null || { $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq mdp; }
	@[ -x $(LOOKATME) ] || python3 -c 'import ensurepip' 2>/dev/null || { $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq python3-venv; }
	@# lookatme needs PyYAML 5, whose source build fails under Cython 3: build it with Cython 2;
	@# and urwid before 2.2 (lookatme 2.5 fails to draw code blocks with urwid 2.6).
	@[ -x $(LOOKATME) ] || { python3 -m venv .build/lookatme && \
	  .build/lookatme/bin/pip install -q "cython<3" wheel setuptools && \
	  .build/lookatme/bin/pip install -q --no-build-isolation "pyyaml>=5,<6" && \
	  .build/lookatme/bin/pip install -q lookatme "urwid<2.2"; } || \
	  echo "lookatme could not be installed (python3 -m venv, pip): the presenter bench runs without it"
	$(SWIFT) build $(RELEASE)
	python3 Scripts/bench.py $(if $(BASELINE),--baseline $(BASELINE))
	LOOKATME=$(LOOKATME) python3 Scripts/bench-presenter.py $(if $(BASELINE),--baseline $(BASELINE))
	LOOKATME=$(LOOKATME) python3 Scripts/bench-pty.py $(if $(BASELINE),--baseline $(BASELINE))
	python3 Scripts/bench-follow.py --rounds 1
	python3 Scripts/bench-live.py $(if $(BASELINE),--baseline $(BASELINE))
	python3 Scripts/bench-diagram.py $(if $(BASELINE),--baseline $(BASELINE))

## fuzz: build the libFuzzer targets (.build/fuzz) and run each for FUZZ_SECONDS (default 60):
## deck + check, rendering at sizes from 1x1, themes, the key decoder, the presenter, images, image headers.
## See docs/testing.md
FUZZ_SECONDS ?= 60
.PHONY: fuzz fuzz-smoke sanitize
fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) SWIFT=$(SWIFT) bash Scripts/fuzz.sh

## fuzz-smoke: each fuzz target for 10 seconds (part of `make test`); fails on any crash
fuzz-smoke: deps
	FUZZ_SECONDS=10 SWIFT=$(SWIFT) bash Scripts/fuzz.sh

## sanitize: the unit tests built and run under AddressSanitizer and UndefinedBehaviorSanitizer
## (.build/sanitize); not part of `make test`
sanitize: deps
	SWIFT=$(SWIFT) bash Scripts/sanitize.sh

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests

clean:
	rm -rf .build
