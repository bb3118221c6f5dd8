# mynd — `make run` sets up and runs the main job on the embedded defaults; `make test` sets up and runs every test.
PREFIX ?= $(HOME)/.local
SWIFT ?= swift

.PHONY: run test build release install uninstall bench clean

run:
	scripts/setup
	scripts/run

test:
	scripts/test

build:
	scripts/setup
	$(SWIFT) build

release:
	scripts/setup
	$(SWIFT) build -c release --product mynd

bench:
	scripts/setup --test
	scripts/bench

clean:
	rm -rf .build
