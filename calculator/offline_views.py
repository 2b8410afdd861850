"""The installable app and offline scoring (issue 28): the routes the browser needs beside the static files.

- `/offline/`: the page that says what "use offline" downloads and how much, and offers it (its script:
  static/offline/offline.js). Nothing of this is loaded by any other page: a player who never chooses it
  downloads nothing more than before.
- `/sw.js`: the service worker (offline/sw.js), served from the site's root so that its scope is the whole site,
  with the version and the file lists it caches written at its top: a new version of any of them is a new
  service worker, which the browser installs beside the old one (the page says when it is ready). With them the
  addresses of a session's page and record page (`sheet_pages`), the pages the scoresheet's script asks it to keep
  for a table without a connection (static/scoresheet/queue.js; docs/offline.md).
- `/offline/scorer.js`: the Web Worker (offline/worker.js; not the same path: the test servers serve the project's
  own files by their paths, Django's `_MediaFilesHandler` with no MEDIA_ROOT) that runs `rules/` in Pyodide; its own
  Content-Security-Policy adds 'wasm-unsafe-eval' (compiling the runtime's WebAssembly needs it: the pages' policy
  stays without it, and without 'unsafe-inline').
- `/manifest.webmanifest`: the web app manifest (name, colours, icons drawn from static/offline/icon.svg).
- `/offline/form/<key>.json`: how the calculator's form of a rule set becomes a contract request (what
  `calculator.forms.CalculatorForm.to_request` does with the same fields, as data: each field's name, where it goes,
  how its text is read), with the rule set's pattern keys, its rule page and the words catalogs' addresses: what the
  offline result (static/offline/result.js) needs to score the page's form on the phone and draw the answer. The
  same for every language (the page's own labels name its fields).

What they serve comes from `static/vendor/offline/offline.json`, written by `make offline` (offline/build.py);
without it the routes answer 404. This module names no rule set: the pages it lists come from the registry.
"""

from __future__ import annotations

import hashlib
import json
import re
from functools import cache
from pathlib import Path
from typing import Any

from django.conf import settings
from django.contrib.staticfiles import finders
from django.http import Http404, HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import render
from django.templatetags.static import static
from django.urls import path, reverse
from django.utils.translation import gettext
from django.views.decorators.http import require_GET

from rules import registry
from rules.answer import history_fields as answer_history_fields
from rules.model import Field, RuleSet
from rules.request import resolve_options
from rules.schema import to_json

from . import widgets

app_name = "offline"

ROOT = Path(settings.BASE_DIR)
SOURCES = ROOT / "offline"
INFO = "vendor/offline/offline.json"
# the static files the site's pages load (templates and app.css): kept by the service worker of a version
SHELL_STATIC = (
    "calculator/app.css",
    "calculator/favicon.svg",
    "calculator/nojs.css",
    "calculator/picker.js",
    "calculator/rules.css",
    "calculator/rules.js",
    "clubs/clubs.css",
    "scoresheet/new.js",
    "scoresheet/sheet.css",
    "vendor/tiles/tiles.webp",
    "django_htmx/htmx-2.min.js",
    "offline/offline.js",
    "offline/result.js",
    "offline/icon.svg",
    "offline/sheet-queue.css",
    "scoresheet/queue.js",
)
# the worker's policy: the site's, plus compiling WebAssembly (the runtime is CPython built for it)
WORKER_POLICY = "; ".join(
    (
        "default-src 'none'",
        "script-src 'self' 'wasm-unsafe-eval'",
        "connect-src 'self'",
    )
)


def _static_path(name: str) -> Path | None:
    found = finders.find(name)
    return Path(found) if isinstance(found, str) else None


@cache
def _info() -> dict[str, Any] | None:
    """offline.json of `make offline`, read once per process (a new build is a new deployment)."""
    found = _static_path(INFO)
    if found is None:
        return None
    info: dict[str, Any] = json.loads(found.read_text(encoding="utf-8"))
    return info


def _offline_info() -> dict[str, Any]:
    info = _info()
    if info is None:
        raise Http404("make offline has not been run")
    return info


@cache
def _versioned() -> dict[str, Any]:
    """What the service worker caches and the version of them all together: the runtime and rules bundle
    (offline.json's version), the pages' static files, the service worker's and the worker's own code."""
    info = _offline_info()
    digest = hashlib.sha256(info["version"].encode())
    shell = []
    for name in SHELL_STATIC:
        found = _static_path(name)
        if found is None:
            continue
        digest.update(name.encode() + b"\0" + hashlib.sha256(found.read_bytes()).digest())
        shell.append(static(name))
    for source in ("sw.js", "worker.js"):
        digest.update((SOURCES / source).read_bytes())
    digest.update(Path(__file__).read_bytes())  # what the form's map says (form_map) is this module's
    words = {lang: static(f"vendor/offline/{name}") for name, lang in info.get("words", {}).items()}
    # the runtime's folder (its name carries Pyodide's version): the loader fetches its files by their own names,
    # which the production storage keeps beside the hashed ones
    folder = static(f"vendor/offline/{info['runtime']}/pyodide.mjs").rsplit("/", 1)[0] + "/"
    runtime = [folder + f["path"].rsplit("/", 1)[1] for f in info["files"] if f["path"].startswith(info["runtime"])]
    version = digest.hexdigest()[:16]
    return {
        "version": version,
        "shell": shell,
        # the runtime's folder as the loader sees it: it fetches its files by their own names (not hashed)
        "runtime": folder,
        "runtime_files": runtime,
        "bundle": static(f"vendor/offline/{info['bundle']}"),
        "gzip": info["gzip"],
        "bytes": info["bytes"],
        "pyodide": info["pyodide"],
        "words": words,
    }


def _pages() -> list[str]:
    """The pages kept for offline use, in the player's language (the cookie goes with the service worker's
    requests): the calculator's index, each rule set's calculator and rule page, this page."""
    pages = [reverse("calculator:index")]
    for key in registry.RULE_SETS:
        pages += [reverse("calculator:calculator", args=[key]), reverse("calculator:rules", args=[key])]
    return [*pages, reverse("offline:page")]


def _sheet_pages() -> str:
    """The addresses of a session's page and its record page (any token), as a regular expression for the service
    worker: the pages static/scoresheet/queue.js asks it to keep for a table without a connection."""
    probe = "TOKEN"
    page = reverse("scoresheet:session", args=[probe])
    record = reverse("scoresheet:record", args=[probe])
    assert record.startswith(page), (page, record)
    head, tail = page.split(probe)
    return "^" + re.escape(head) + "[A-Za-z0-9_-]+" + re.escape(tail) + "(?:" + re.escape(record[len(page) :]) + ")?$"


def _worker_url() -> str:
    return f"{reverse('offline:worker')}?v={_versioned()['version']}"


def _javascript(source: str, config: dict[str, Any]) -> str:
    head = "// Written by the server (calculator/offline_views.py) for this version:\n"
    return head + f"const CONFIG = {json.dumps(config, sort_keys=True)};\n" + (SOURCES / source).read_text("utf-8")


@require_GET
def service_worker(request: HttpRequest) -> HttpResponse:
    v = _versioned()
    config = {
        "version": v["version"],
        "shell": v["shell"],
        "pages": _pages(),
        "offline": [*v["runtime_files"], v["bundle"], *v["words"].values(), *_form_urls(), _worker_url()],
        "manifest": reverse("offline:manifest"),
        "sheet_pages": _sheet_pages(),
    }
    response = HttpResponse(_javascript("sw.js", config), content_type="text/javascript; charset=utf-8")
    # the browser asks again on each navigation (at most once a day it would anyway): a new version is seen soon
    response["Cache-Control"] = "no-cache"
    return response


@require_GET
def worker(request: HttpRequest) -> HttpResponse:
    v = _versioned()
    config = {"version": v["version"], "runtime": v["runtime"], "bundle": v["bundle"]}
    response = HttpResponse(_javascript("worker.js", config), content_type="text/javascript; charset=utf-8")
    response["Content-Security-Policy"] = WORKER_POLICY
    response["Cache-Control"] = "no-cache"
    return response


def _form_urls() -> list[str]:
    return [reverse("offline:form", args=[key]) for key in registry.RULE_SETS]


# how a form field's cleaned text becomes the request's value (calculator/widgets.py: each FormKind's `to_json`),
# named for the page's reader of it (static/offline/result.js READERS)
_READERS = {
    widgets.BoolKind: "bool",
    widgets.IntKind: "int",
    widgets.ChoiceKind: "choice",
    widgets.SeatKind: "int",
    widgets.SeatListKind: "ints",
    widgets.SeatPairsKind: "pairs",
    widgets.IntListKind: "int_list",
    widgets.TileKind: "text",
    widgets.TilesKind: "text",
    widgets.ClaimsKind: "claims",
    widgets.PassesKind: "passes",
}


def _reader(f: Field) -> dict[str, Any]:
    kind = widgets.form_kind(f)
    read = _READERS.get(type(kind), "text")
    out: dict[str, Any] = {"key": f.key, "read": read}
    if read == "choice":  # the typed values, found by their text (widgets.TypedChoice)
        out["values"] = [v for v, _label in f.choices] if f.choices else None
    if f.players:  # asked only at these numbers of players (calculator/forms.py asked_at): not read at the others
        out["players"] = list(f.players)
    return out


def form_map(rs: RuleSet) -> dict[str, Any]:
    """The calculator form of `rs` as data (see the module's docstring): `CalculatorForm.to_request` read field by
    field, for the page's script."""
    presets = {}
    for p in rs.presets:
        values = resolve_options(rs, p.key)
        presets[p.key] = {f.key: to_json(f, values.get(f.key)) for f in rs.options}
    form_flags = [flag for flag in widgets.WIN_FLAGS if not rs.win_flags or flag in rs.win_flags]
    declarations = [d for d in ("riichi", "ippatsu", "baoting") if d in rs.declarations]
    if "riichi" in rs.declarations and "ippatsu" not in declarations:
        declarations.append("ippatsu")
    info = _info()
    return {
        "ruleset": rs.key,
        "players": list(rs.players),
        "sets": rs.sets,
        "default_preset": rs.default_preset,
        "presets": presets,
        # the presets for some numbers of players only: the first is the players of an address that gives none
        "preset_players": {p.key: list(p.players) for p in rs.presets if p.players},
        "options": [_reader(f) for f in rs.options],
        "indicators": [f.key for f in rs.indicator_roles],
        "table": [_reader(f) for f in rs.table_fields],
        "seat": [_reader(f) for f in rs.seat_fields],
        "win": [_reader(f) for f in rs.win_fields],
        "outcome": [_reader(f) for f in rs.outcome_fields],
        "history": [_reader(f) for f in answer_history_fields(rs)],
        "win_flags": form_flags,
        "declarations": declarations,
        "patterns": sorted(rs.pattern_map),
        "rules_url": reverse("calculator:rules", args=[rs.key]),
        "words": _versioned()["words"] if info is not None else {},
    }


@require_GET
def form(request: HttpRequest, key: str) -> JsonResponse:
    rs = registry.RULE_SETS.get(key)
    if rs is None:
        raise Http404(key)
    response = JsonResponse(form_map(rs), json_dumps_params={"ensure_ascii": False})
    response["Cache-Control"] = "no-cache"
    return response


@require_GET
def manifest(request: HttpRequest) -> JsonResponse:
    info = _offline_info()
    name = gettext("Mahjong scoring calculator")
    icons = [
        {"src": static("offline/icon.svg"), "sizes": "any", "type": "image/svg+xml"},
        {"src": static("vendor/offline/icon-192.png"), "sizes": "192x192", "type": "image/png"},
        {"src": static("vendor/offline/icon-512.png"), "sizes": "512x512", "type": "image/png"},
        {
            "src": static("vendor/offline/icon-maskable-512.png"),
            "sizes": "512x512",
            "type": "image/png",
            "purpose": "maskable",
        },
    ]
    data = {
        "name": name,
        "short_name": name,
        "id": "/",
        "start_url": reverse("calculator:index"),
        "scope": "/",
        "display": "standalone",
        "background_color": "#fdfbf4",
        "theme_color": "#1d4d3a",
        "icons": icons if info.get("icons") else icons[:1],
    }
    response = JsonResponse(data, json_dumps_params={"ensure_ascii": False})
    response["Content-Type"] = "application/manifest+json"
    return response


@require_GET
def page(request: HttpRequest) -> HttpResponse:
    info = _info()
    v = _versioned() if info is not None else None
    return render(
        request,
        "offline/offline.html",
        {
            "built": v is not None,
            "megabytes": f"{v['gzip'] / 1e6:.1f}" if v else "",
            "version": v["version"] if v else "",
            "bytes": v["bytes"] if v else 0,
            "pages": len(_pages()),
        },
    )


urlpatterns = [
    path("sw.js", service_worker, name="service-worker"),
    path("manifest.webmanifest", manifest, name="manifest"),
    path("offline/", page, name="page"),
    path("offline/scorer.js", worker, name="worker"),
    path("offline/form/<slug:key>.json", form, name="form"),
]
