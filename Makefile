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

# Two executables: `mynd` (graph and memory commands; starts fast) and `mynd-app` (everything else), which `mynd`
# execs for the application commands.
release:
	scripts/setup
	$(SWIFT) build -c release --static-swift-stdlib --product mynd
	$(SWIFT) build -c release --static-swift-stdlib --product mynd-app

bench:
	scripts/setup --test
	scripts/bench

# `make install` puts mynd (and mynd-app in PREFIX/libexec/mynd), its shell completions, its man page and (when present) the systemd user unit under
# PREFIX (default ~/.local). Everything is generated from the freshly built binary's ArgumentParser definitions.
BINDIR = $(PREFIX)/bin
LIBEXECDIR = $(PREFIX)/libexec/mynd
BASHDIR = $(PREFIX)/share/bash-completion/completions
ZSHDIR = $(PREFIX)/share/zsh/site-functions
FISHDIR = $(PREFIX)/share/fish/vendor_completions.d
MANDIR = $(PREFIX)/share/man/man1
UNITDIR = $(HOME)/.config/systemd/user

install: release
	@bin=$$($(SWIFT) build -c release --static-swift-stdlib --show-bin-path); \
	install -d "$(BINDIR)" "$(LIBEXECDIR)" "$(BASHDIR)" "$(ZSHDIR)" "$(FISHDIR)" "$(MANDIR)"; \
	install -m 755 "$$bin/mynd" "$(BINDIR)/mynd"; \
	install -m 755 "$$bin/mynd-app" "$(LIBEXECDIR)/mynd-app"; \
	"$$bin/mynd-app" --generate-completion-script bash > "$(BASHDIR)/mynd"; \
	"$$bin/mynd-app" --generate-completion-script zsh > "$(ZSHDIR)/_mynd"; \
	"$$bin/mynd-app" --generate-completion-script fish > "$(FISHDIR)/mynd.fish"; \
	scripts/manpage "$(MANDIR)/mynd.1"; \
	if [ -f systemd/mynd.service ]; then install -D -m 644 systemd/mynd.service "$(UNITDIR)/mynd.service"; fi; \
	echo "installed $(BINDIR)/mynd, $(LIBEXECDIR)/mynd-app, completions (bash, zsh, fish) and $(MANDIR)/mynd.1"

uninstall:
	rm -f "$(BINDIR)/mynd" "$(LIBEXECDIR)/mynd-app" "$(BASHDIR)/mynd" "$(ZSHDIR)/_mynd" "$(FISHDIR)/mynd.fish" "$(MANDIR)/mynd.1" "$(UNITDIR)/mynd.service"
	rmdir "$(LIBEXECDIR)" 2>/dev/null || true

clean:
	rm -rf .build
