# Scorekeeper: `make run` sets everything up and serves the app; `make test` runs the whole suite but the
# slow simulations, which `make test-slow` runs.
HOST ?= 127.0.0.1
PORT ?= 8000
WORKERS ?= 2
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
CHROMIUM ?= /usr/bin/chromium

.PHONY: setup run test test-fast test-slow test-postgres lint bench db vendor chromium clean

setup: $(VENV)/.installed static/vendor/htmx.min.js db

$(VENV)/.installed: pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[test]'
	touch $@

static/vendor/htmx.min.js: package.json package-lock.json
	npm ci --no-audit --no-fund --loglevel=error
	mkdir -p static/vendor
	cp node_modules/htmx.org/dist/htmx.min.js static/vendor/htmx.min.js
	cp node_modules/htmx-ext-sse/dist/sse.min.js static/vendor/sse.js
	touch $@

vendor: static/vendor/htmx.min.js

db: $(VENV)/.installed
	$(BIN)/flask --app scorekeeper.app init-db

run: setup
	@echo "Scorekeeper on http://$(HOST):$(PORT)  (phones on your Wi-Fi: HOST=0.0.0.0 make run)"
	$(BIN)/gunicorn --config gunicorn.conf.py --worker-class gevent --workers $(WORKERS) \
		--bind $(HOST):$(PORT) --access-logfile - 'scorekeeper.app:create_app()'

chromium:
	@test -x $(CHROMIUM) || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium)

test: $(VENV)/.installed static/vendor/htmx.min.js chromium
	$(BIN)/ruff check scorekeeper tests
	$(BIN)/pytest -n 2 -q -m "not slow"

test-fast: $(VENV)/.installed static/vendor/htmx.min.js
	$(BIN)/pytest -n 2 -q -m "not e2e and not slow"

# The long simulations (tests marked slow: many more random games of every registered game), then the
# differential tests against the references written from the texts with eight times the examples of `make test`.
test-slow: $(VENV)/.installed
	$(BIN)/pytest -n 2 -q -m slow
	SCOREKEEPER_REFERENCE_SCALE=2 $(BIN)/pytest -n 2 -q tests/reference

# The same tests on PostgreSQL: a throwaway server (Debian's postgresql, installed when missing) on
# loopback, removed after. Browser and slow tests are left out (docs/deploy.md, "Testing on PostgreSQL").
test-postgres: $(VENV)/.installed
	$(BIN)/python scripts/throwaway_postgres.py -- $(BIN)/pytest -n 2 -q -m "not slow and not e2e"

lint: $(VENV)/.installed
	$(BIN)/ruff check scorekeeper tests
	$(BIN)/ruff format --check scorekeeper tests

bench: setup
	$(BIN)/python -m bench

clean:
	rm -rf $(VENV) node_modules static/vendor
