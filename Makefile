# Two commands set everything up on a fresh machine: `make run` and `make test`.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: run test bench lint install browser-deps

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	touch $(STAMP)

install: $(STAMP)

# Debian's Chromium for the browser tests (never `playwright install`).
browser-deps:
	@command -v chromium >/dev/null 2>&1 || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; }

run: $(STAMP)
	$(PY) manage.py migrate --noinput
	$(PY) manage.py runserver 127.0.0.1:8000

test: $(STAMP) browser-deps
	$(PY) -m ruff check .
	$(PY) -m pytest -n 2

bench: $(STAMP)
	$(PY) -m bench

lint: $(STAMP)
	$(PY) -m ruff check .
