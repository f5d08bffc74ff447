# make install PREFIX=/opt/navaudit   installs navaudit, its resources, the man pages and shell completions.
# CONFIGURATION=debug installs a debug build instead (quicker to build, slower to run).
PREFIX ?= /usr/local
CONFIGURATION ?= release
BINDIR = $(PREFIX)/bin
MANDIR = $(PREFIX)/share/man/man1
BUILD = .build/$(CONFIGURATION)
# Where swift-argument-parser's generate-manual plugin writes the pages of the navaudit target.
MANUAL = .build/plugins/GenerateManual/outputs/navaudit

.PHONY: build install uninstall man completions

build:
	swift build -c $(CONFIGURATION) --product navaudit

# One page per command: navaudit.1, navaudit.audit.1, navaudit.budgets.1… swift-package on
# Linux sometimes crashes in libdispatch while it talks to a plugin: up to three tries.
man: build
	for try in 1 2 3; do swift package plugin generate-manual --multi-page --configuration $(CONFIGURATION) && break; done
	test -f $(MANUAL)/navaudit.1

completions: build
	mkdir -p .build/completions
	$(BUILD)/navaudit --generate-completion-script bash > .build/completions/navaudit.bash
	$(BUILD)/navaudit --generate-completion-script zsh > .build/completions/_navaudit
	$(BUILD)/navaudit --generate-completion-script fish > .build/completions/navaudit.fish

# The resource bundles (system strings, font profile) sit beside the binary, where it looks for them;
# the `-tool` bundles belong to the host build SwiftPM makes for plugins, not to the binary.
install: build man completions
	install -d "$(BINDIR)" "$(MANDIR)" "$(PREFIX)/share/bash-completion/completions" \
	  "$(PREFIX)/share/zsh/site-functions" "$(PREFIX)/share/fish/vendor_completions.d"
	install -m 755 $(BUILD)/navaudit "$(BINDIR)/navaudit"
	for bundle in $(BUILD)/navaudit_*.resources; do \
	  case "$$bundle" in *-tool.resources) continue ;; esac; \
	  rm -rf "$(BINDIR)/$$(basename $$bundle)"; cp -R "$$bundle" "$(BINDIR)/"; \
	done
	install -m 644 $(MANUAL)/*.1 "$(MANDIR)"
	install -m 644 .build/completions/navaudit.bash "$(PREFIX)/share/bash-completion/completions/navaudit"
	install -m 644 .build/completions/_navaudit "$(PREFIX)/share/zsh/site-functions/_navaudit"
	install -m 644 .build/completions/navaudit.fish "$(PREFIX)/share/fish/vendor_completions.d/navaudit.fish"

uninstall:
	rm -rf "$(BINDIR)/navaudit" "$(BINDIR)"/navaudit_*.resources "$(MANDIR)"/navaudit*.1 \
	  "$(PREFIX)/share/bash-completion/completions/navaudit" "$(PREFIX)/share/zsh/site-functions/_navaudit" \
	  "$(PREFIX)/share/fish/vendor_completions.d/navaudit.fish"
