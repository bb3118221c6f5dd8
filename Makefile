# mynd — `make run` sets up and runs the main job on the embedded defaults; `make test` sets up and runs every test.
PREFIX ?= $(HOME)/.local
SWIFT ?= swift

.PHONY: run demo test build release install uninstall bench clean

run:
	scripts/setup
	scripts/run

demo:
	scripts/setup
	scripts/demo

test:
	scripts/test

build:
	scripts/setup
	$(SWIFT) build

release:
	scripts/setup
	$(SWIFT) build -c release --static-swift-stdlib --product mynd

bench:
	scripts/setup --test
	scripts/bench

# `make install` puts mynd, its shell completions, its man page and (when present) the systemd user unit under
# PREFIX (default ~/.local). Everything is generated from the freshly built binary's ArgumentParser definitions.
BINDIR = $(PREFIX)/bin
BASHDIR = $(PREFIX)/share/bash-completion/completions
ZSHDIR = $(PREFIX)/share/zsh/site-functions
FISHDIR = $(PREFIX)/share/fish/vendor_completions.d
MANDIR = $(PREFIX)/share/man/man1
UNITDIR = $(HOME)/.config/systemd/user

install: release
	@bin=$$($(SWIFT) build -c release --static-swift-stdlib --show-bin-path); \
	install -d "$(BINDIR)" "$(BASHDIR)" "$(ZSHDIR)" "$(FISHDIR)" "$(MANDIR)"; \
	install -m 755 "$$bin/mynd" "$(BINDIR)/mynd"; \
	"$$bin/mynd" --generate-completion-script bash > "$(BASHDIR)/mynd"; \
	"$$bin/mynd" --generate-completion-script zsh > "$(ZSHDIR)/_mynd"; \
	"$$bin/mynd" --generate-completion-script fish > "$(FISHDIR)/mynd.fish"; \
	scripts/manpage "$(MANDIR)/mynd.1"; \
	if [ -f systemd/mynd.service ]; then install -D -m 644 systemd/mynd.service "$(UNITDIR)/mynd.service"; fi; \
	echo "installed $(BINDIR)/mynd, completions (bash, zsh, fish) and $(MANDIR)/mynd.1"

uninstall:
	rm -f "$(BINDIR)/mynd" "$(BASHDIR)/mynd" "$(ZSHDIR)/_mynd" "$(FISHDIR)/mynd.fish" "$(MANDIR)/mynd.1" "$(UNITDIR)/mynd.service"

clean:
	rm -rf .build
