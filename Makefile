# Scorekeeper: `make run` sets everything up and serves the app; `make test` runs the whole suite but the
# slow tests, which `make test-slow` runs (see README, "Tests": what runs where).
HOST ?= 127.0.0.1
PORT ?= 8000
WORKERS ?= 2
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
CHROMIUM ?= /usr/bin/chromium
# Every run prints its ten slowest tests at the end.
PYTEST := $(BIN)/pytest -n 2 -q --durations=10
# The browser sweeps over every game (SAMPLED, tests/e2e/conftest.py) run at a sample in `make test` (the day
# of the year unless SCOREKEEPER_SAMPLE=<n> is set, so the sample turns from day to day) and in full in
# `make test-slow` (SCOREKEEPER_SAMPLE=all), whatever the day each runs. Browser flows at both screen sizes
# run at one in `make test` and the other in `make test-slow` (SCOREKEEPER_SCREEN_SAMPLE, tests/e2e/conftest.py).

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
	cp node_modules/idb-keyval/dist/umd.js static/vendor/idb-keyval.js
	mkdir -p static/vendor/pyodide
	cd node_modules/pyodide && cp pyodide.js pyodide.asm.mjs pyodide.asm.wasm python_stdlib.zip pyodide-lock.json \
		../../static/vendor/pyodide/
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

# Everything but the tests marked slow: the unit, web and store tests, the simulations at their sample, and
# the browser tests (tests/e2e, Chromium), with the sweeps over every game at their sample.
test: $(VENV)/.installed static/vendor/htmx.min.js chromium
	$(BIN)/ruff check scorekeeper tests
	$(PYTEST) -m "not slow"

# `make test` without the browser tests.
test-fast: $(VENV)/.installed static/vendor/htmx.min.js
	$(PYTEST) -m "not e2e and not slow"

# The tests marked slow: the long simulations (many more random games of every registered game) and the
# browser sweeps in full (every part, the part `make test` ran included); then the differential tests against
# the references written from the texts with eight times the examples of `make test`.
test-slow: $(VENV)/.installed static/vendor/htmx.min.js chromium
	SCOREKEEPER_SAMPLE=all $(PYTEST) -m slow
	SCOREKEEPER_REFERENCE_SCALE=2 $(PYTEST) tests/reference

# The tests that use the database (tests/store, tests/web) on PostgreSQL: a throwaway server (Debian's
# postgresql, installed when missing) on loopback, removed after. The rules' tests (tests/families,
# tests/games, tests/reference) never open a database, so they run once, in make test; browser and slow
# tests are left out (docs/deploy.md, "Testing on PostgreSQL").
test-postgres: $(VENV)/.installed
	$(BIN)/python scripts/throwaway_postgres.py -- $(PYTEST) -m "not slow and not e2e" tests/store tests/web

lint: $(VENV)/.installed
	$(BIN)/ruff check scorekeeper tests
	$(BIN)/ruff format --check scorekeeper tests

bench: setup
	$(BIN)/python -m bench

clean:
	rm -rf $(VENV) node_modules static/vendor
