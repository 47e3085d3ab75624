# Voice-agent platform. `make help` lists the targets.
SHELL := /bin/bash
GO ?= go
BIN := bin/voiceagent
export GOFLAGS ?= -buildvcs=false

.PHONY: help build run test test-race generate check-generate lint bench fuzz clean

help: ## list the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  %-16s %s\n", $$1, $$2}'

build: ## build bin/voiceagent
	$(GO) build -o $(BIN) ./cmd/voiceagent

run: build ## start the whole platform on HTTP_ADDR (default :8080), with local PostgreSQL/Redis if none answer
	./scripts/services.sh
	./$(BIN) serve

# Tests skip go test's own vet pass (`make lint` runs the whole of go vet)
# and link test binaries without symbol tables and DWARF: about a second
# less per binary, and stack traces stay whole.
TESTFLAGS ?= -count=1 -vet=off -ldflags='-s -w'

test: ## run every test (starts local PostgreSQL/Redis if none answer)
	./scripts/services.sh
	$(GO) test $(TESTFLAGS) ./...

test-race: ## run every test with the race detector
	./scripts/services.sh
	$(GO) test -race -count=1 ./...

generate: ## regenerate gqlgen code
	$(GO) tool gqlgen generate --config gqlgen.yml

check-generate: generate ## fail when generated code is stale
	git diff --exit-code -- graph/

lint: ## gofmt and go vet
	@test -z "$$(gofmt -l $$(git ls-files '*.go'))" || { gofmt -l $$(git ls-files '*.go'); exit 1; }
	$(GO) vet ./...

bench: build ## run the benchmark programs and print their figures
	./scripts/services.sh
	$(GO) run ./cmd/bench all

fuzz: ## run each fuzz target for a short while
	./scripts/fuzz.sh

clean: ## remove build output
	rm -rf bin
