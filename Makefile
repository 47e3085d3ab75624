# Voice-agent platform. `make help` lists the targets.
SHELL := /bin/bash
GO ?= go
BIN := bin/voiceagent
export GOFLAGS ?= -buildvcs=false

.PHONY: help build run test test-race test-ui generate check-generate lint bench fuzz clean web web-deps check-web

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

generate: web-deps ## regenerate gqlgen code (with graph/plaingen's plain writers) and the web app's typed operations
	$(GO) run ./cmd/graphgen
	cd web && npm run --silent generate

check-generate: generate ## fail when generated code is stale
	git diff --exit-code -- graph/ web/src/gql/
	@test -z "$$(git status --porcelain -- graph/ web/src/gql/)" || { git status --porcelain -- graph/ web/src/gql/; exit 1; }

# The web app (web/): React + TypeScript built by Vite into web/dist, which
# is committed and embedded in the binary, so build and run need only Go.
# web-deps installs web/node_modules (npm ci) when missing or older than the lock.
web-deps:
	@if [ ! -d web/node_modules ] || [ web/package-lock.json -nt web/node_modules/.package-lock.json ]; then cd web && npm ci --no-audit --no-fund --loglevel=error; fi

web: ## rebuild the web app into web/dist (npm ci, then tsc and vite build)
	cd web && npm ci --no-audit --no-fund --loglevel=error && npm run build

check-web: web-deps ## fail when web/dist differs from a fresh build
	cd web && npm run build
	git diff --exit-code -- web/dist
	@test -z "$$(git status --porcelain -- web/dist)" || { git status --porcelain -- web/dist; exit 1; }

test-ui: build web-deps ## the web app's unit tests (vitest) and end-to-end tests (Playwright in Debian's chromium)
	./scripts/services.sh
	./scripts/chromium.sh
	cd web && npx vitest run && npx playwright test

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
