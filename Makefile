# Two commands set everything up on a fresh machine: `make run` and `make test`.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
NODE_STAMP := node_modules/.installed
TILES := static/vendor/tiles/.built

.PHONY: run serve test test-pg pg-deps sweep fuzz bench lint install browser-deps assets node-deps messages mutants offline offline-check

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

# The tiles of the npm package riichi-mahjong-tiles (public domain), rendered to SVG files and one
# bitmap sheet (tiles.webp, the one the pages use) in static/
# by the machine's Node; not committed.
$(TILES): $(NODE_STAMP) calculator/assets/render_tiles.mjs
	node calculator/assets/render_tiles.mjs static/vendor/tiles
	touch $(TILES)

assets: $(TILES) messages offline

# Offline scoring (issue 28): the npm package pyodide's runtime copied into static/vendor/offline/, with the versioned
# bundle of rules/ and the compiled catalogs (rules-<hash>.zip), the offline result's words per language
# (words-<lang>.json, from the same catalogs: offline/words.py), offline.json and the app's icons; not committed.
# Cheap when nothing changed (offline/build.py writes only what differs).
offline: $(NODE_STAMP) messages
	$(PY) -m offline.build

# Every stored answer (bench.answers, 26,006) scored again by rules/ in the offline runtime under Node and compared
# byte for byte with the server's; prints "n identical of N" and the times (the suite checks a sample of 2,000).
offline-check: offline
	$(PY) -m offline.check

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

# The development server (DEBUG on, a public key): never for a real club. See `make serve`.
run: $(STAMP) assets
	@echo "Development server (DJANGO_ENV=development, DEBUG on): for a real server use make serve"
	DJANGO_ENV=development $(PY) manage.py migrate --noinput
	DJANGO_ENV=development $(PY) manage.py runserver 127.0.0.1:8000

# Serving for real (README "Putting it on a server"): production settings, static files collected and
# compressed, the database migrated, gunicorn with event-loop workers serving config.asgi (config/gunicorn.conf.py:
# a slow client holds a socket, never a thread).
# A secret key is made once and kept outside the repository unless DJANGO_SECRET_KEY is given.
# HOST, PORT, DJANGO_ALLOWED_HOSTS, DJANGO_HTTPS, DJANGO_BEHIND_PROXY, DATABASE_URL come from the environment.
SECRET_KEY_FILE ?= $(HOME)/.config/mahjong-scorer/secret_key
SERVE_ENV = DJANGO_ENV=production DJANGO_SECRET_KEY_FILE="$${DJANGO_SECRET_KEY_FILE:-$(SECRET_KEY_FILE)}"
serve: $(STAMP) assets
	@test -n "$$DJANGO_SECRET_KEY" || test -n "$$DJANGO_SECRET_KEY_FILE" || test -s "$(SECRET_KEY_FILE)" || { \
	  mkdir -p "$(dir $(SECRET_KEY_FILE))" && (umask 077 && $(PY) -c 'import secrets; print(secrets.token_urlsafe(50))' > "$(SECRET_KEY_FILE)") \
	  && echo "A new secret key is in $(SECRET_KEY_FILE) (keep it; never commit it)"; }
	$(SERVE_ENV) $(PY) manage.py collectstatic --noinput -v 0
	$(SERVE_ENV) $(PY) manage.py migrate --noinput -v 0
	$(SERVE_ENV) exec $(VENV)/bin/gunicorn -c config/gunicorn.conf.py

test: $(STAMP) assets browser-deps
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .
	$(PY) -m mypy
	# three workers on two cores: the browser tests wait on Chromium and the live server (with two workers the run kept
	# the cores 57% busy); the timings that matter are the bench's, never a test's
	$(PY) -m pytest -n 3 --dist worksteal --durations=15
	@$(MAKE) --no-print-directory test-pg

# The scoresheet and clubs tests again on a throw-away PostgreSQL cluster on 127.0.0.1 (started and removed by the script):
# those that reach the database (tests/conftest.py marks the others `no_db`; they cannot answer differently there).
test-pg: $(STAMP) pg-deps
	PY=$(PY) sh scoresheet/pg_test.sh tests/scoresheet tests/clubs -m "not browser and not no_db" -n 3 --dist worksteal -q

# Every property test (the files with a Hypothesis @given) with its full example count (HYPOTHESIS_PROFILE=thorough;
# the suite's `suite` profile tries half: tests/support/examples.py); then a long run of the hostile-routes property
# test (tests/scoresheet/test_routes_hostile.py: every scoresheet, club and
# account route, every role, hostile path, query and form values): FUZZ_EXAMPLES examples per route (the suite runs
# 2), on SQLite and then on a throw-away PostgreSQL cluster. Each run prints the requests it sent and how many were
# answered 5xx (the test fails on the first example with one, and shows it).
FUZZ_EXAMPLES ?= 40
PROPERTY_TESTS = $(shell grep -rlE --include='*.py' '^@given' tests)
.PHONY: fuzz
fuzz: $(STAMP) pg-deps
	HYPOTHESIS_PROFILE=thorough $(PY) -m pytest -n 2 --dist worksteal -q $(PROPERTY_TESTS)
	FUZZ_EXAMPLES=$(FUZZ_EXAMPLES) $(PY) -m pytest tests/scoresheet/test_routes_hostile.py -p no:xdist -s -q
	FUZZ_EXAMPLES=$(FUZZ_EXAMPLES) PY=$(PY) sh scoresheet/pg_test.sh tests/scoresheet/test_routes_hostile.py -p no:xdist -s -q

# The sweeps the suite samples: every rule-page example's breakdown and words in four languages, every club table at
# every size in every language, tools/gettextify's move over a copy of the whole app.
sweep: $(STAMP) assets browser-deps
	SWEEP=1 $(PY) -m pytest -n 2 --dist worksteal -q tests/calculator/test_breakdown_sums.py tests/browser/test_phone_tables.py \
		tests/calculator/test_page_words.py tests/tools/test_gettextify.py

# wrk (Debian) drives the web bench; without it bench/web.py falls back to a bounded Python loop.
bench: $(STAMP)
	@command -v wrk >/dev/null 2>&1 || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk >/dev/null; } || true
	$(PY) -m bench

lint: $(STAMP)
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .

# Mutation testing (not in CI, not in `make test`): mutmut (configured in pyproject.toml, [tool.mutmut])
# mutates the settlement and pattern modules of rules/ and runs, for each mutant, only the tests of
# tests/rules that reach the mutated function. MUTANT_MODULES: the modules (globs; names that do not exist
# are skipped; keep [tool.mutmut] only_mutate covering them). Each module gets MUTANT_BUDGET seconds;
# what is left unchecked then is reported as "not run" and the next `make mutants` carries on from there.
# The table at the end: per module, mutants / killed / survived / score / seconds;
# `$(PY) -m tests.support.mutation_report --survivors` lists the survivors, `$(VENV)/bin/mutmut show NAME` shows one.
# mutmut switches mutants inside one imported copy of the code, so the mutants of a function the module
# calls while it is imported (pattern records: `_yaku(...)`, `_p(...)`; tables: `DORA_OF`) cannot be seen
# by any test there: `$(PY) -m tests.support.import_time_mutants MODULE -- TESTS` re-checks them in a fresh
# import, and the report counts those it kills ("at import"). tests/support/mutmut_plugin.py empties the
# riichi memos before each test of the stats run, so each test is tied to every function it needs.
MUTANT_MODULES ?= rules/*/settlement.py rules/*/patterns.py \
	rules/*/hand.py rules/guizhou/chickens.py rules/guizhou/kongs.py rules/riichi/fu.py
MUTANT_BUDGET ?= 1800
MUTANT_CHILDREN ?= 1
MUTANT_NAMES = $(subst /,.,$(basename $(wildcard $(MUTANT_MODULES))))

mutants:
	@mkdir -p mutants
	@for m in $(MUTANT_NAMES); do \
		start=$$(date +%s); \
		echo "mutmut: $$m (budget $(MUTANT_BUDGET)s)"; \
		timeout -k 30 $(MUTANT_BUDGET) $(VENV)/bin/mutmut run --max-children $(MUTANT_CHILDREN) "$$m.*" >mutants/$$m.log 2>&1; \
		echo "$$m $$(( $$(date +%s) - start ))s" >>mutants/times.txt; \
	done
	@$(PY) -m tests.support.mutation_report $(MUTANT_NAMES)
