# make install PREFIX=/opt/navaudit   installs navaudit, its resources, the man page and shell completions.
PREFIX ?= /usr/local
BINDIR = $(PREFIX)/bin
MANDIR = $(PREFIX)/share/man/man1
BUILD = .build/release

.PHONY: build install uninstall man completions

build:
	swift build -c release --product navaudit

# swift-argument-parser's generate-manual plugin writes .build/plugins/GenerateManual/outputs/navaudit/navaudit.1.
man: build
	swift package plugin --allow-writing-to-package-directory generate-manual --multi-page

completions: build
	mkdir -p .build/completions
	$(BUILD)/navaudit --generate-completion-script bash > .build/completions/navaudit.bash
	$(BUILD)/navaudit --generate-completion-script zsh > .build/completions/_navaudit
	$(BUILD)/navaudit --generate-completion-script fish > .build/completions/navaudit.fish

# The resource bundles (system strings, font profile) sit beside the binary, where it looks for them.
install: build man completions
	install -d "$(BINDIR)" "$(MANDIR)" "$(PREFIX)/share/bash-completion/completions" \
	  "$(PREFIX)/share/zsh/site-functions" "$(PREFIX)/share/fish/vendor_completions.d"
	install -m 755 $(BUILD)/navaudit "$(BINDIR)/navaudit"
	for bundle in $(BUILD)/*.resources; do rm -rf "$(BINDIR)/$$(basename $$bundle)"; cp -R "$$bundle" "$(BINDIR)/"; done
	find .build/plugins/GenerateManual/outputs/navaudit -name '*.1' -exec install -m 644 {} "$(MANDIR)" \;
	install -m 644 .build/completions/navaudit.bash "$(PREFIX)/share/bash-completion/completions/navaudit"
	install -m 644 .build/completions/_navaudit "$(PREFIX)/share/zsh/site-functions/_navaudit"
	install -m 644 .build/completions/navaudit.fish "$(PREFIX)/share/fish/vendor_completions.d/navaudit.fish"

uninstall:
	rm -rf "$(BINDIR)/navaudit" "$(BINDIR)"/navaudit_*.resources "$(MANDIR)"/navaudit*.1 \
	  "$(PREFIX)/share/bash-completion/completions/navaudit" "$(PREFIX)/share/zsh/site-functions/_navaudit" \
	  "$(PREFIX)/share/fish/vendor_completions.d/navaudit.fish"
