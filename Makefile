# Two commands set everything up on a fresh machine: `make run` and `make test`.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
NODE_STAMP := node_modules/.installed
TILES := static/vendor/tiles/.built

.PHONY: run test test-pg pg-deps bench lint install browser-deps assets node-deps messages

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	touch $(STAMP)

install: $(STAMP)

# Node (for the build only): the tile pictures and axe-core. Debian's nodejs/npm if missing.
node-deps:
	@command -v npm >/dev/null 2>&1 || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nodejs npm >/dev/null; }

$(NODE_STAMP): package.json package-lock.json
	@$(MAKE) --no-print-directory node-deps
	npm ci --no-audit --no-fund --loglevel=error
	touch $(NODE_STAMP)

# The tiles of the npm package riichi-mahjong-tiles (public domain), rendered to SVG files in static/
# by the machine's Node; not committed.
$(TILES): $(NODE_STAMP) calculator/assets/render_tiles.mjs
	node calculator/assets/render_tiles.mjs static/vendor/tiles
	touch $(TILES)

assets: $(TILES) messages

# The page translations: locale/*/LC_MESSAGES/django.po compiled to .mo (GNU gettext from Debian if missing).
messages: $(STAMP)
	@command -v msgfmt >/dev/null 2>&1 || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq gettext >/dev/null; }
	$(PY) manage.py compilemessages --ignore=.venv --ignore=node_modules -v 0

# Debian's Chromium for the browser tests (never `playwright install`), and a CJK font so the
# screenshots show Chinese and Japanese text.
browser-deps:
	@command -v chromium >/dev/null 2>&1 || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; }
	@fc-list :lang=zh 2>/dev/null | grep -q . || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-wqy-zenhei >/dev/null; }

# Debian's PostgreSQL server binaries for the second test run (scoresheet on a real PostgreSQL).
pg-deps:
	@ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null; }

run: $(STAMP) assets
	$(PY) manage.py migrate --noinput
	$(PY) manage.py runserver 127.0.0.1:8000

test: $(STAMP) assets browser-deps
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .
	$(PY) -m pytest -n 2
	@$(MAKE) --no-print-directory test-pg

# The scoresheet tests again on a throw-away PostgreSQL cluster on 127.0.0.1 (started and removed by the script).
test-pg: $(STAMP) pg-deps
	PY=$(PY) sh scoresheet/pg_test.sh tests/scoresheet -m "not browser" -n 2 -q

# wrk (Debian) drives the web bench; without it bench/web.py falls back to a bounded Python loop.
bench: $(STAMP)
	@command -v wrk >/dev/null 2>&1 || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk >/dev/null; } || true
	$(PY) -m bench

lint: $(STAMP)
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .
