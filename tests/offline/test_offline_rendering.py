"""The offline result (static/offline/result.js) says what the server's result panel says, for the rule pages'
examples: the request the page's script builds from the calculator's query is the server form's `to_request`, and the
panel it draws from the answer scored in the browser's Web Worker (the very rules/ in Pyodide) has the same nets, the
same netted payments (rules.netting.settle, run in the worker), the same breakdown lines and the same itemised
payments with their notes as the server's panel (calculator/result_page.py, the result-panel partial), compared on
their normalized text. Every language in turn.

A sample of the examples runs in the suite (10 a rule set, spread over each one's list): one Chromium, one page and
one runtime for the module. `SWEEP=1` compares every example of every rule set.
"""

from __future__ import annotations

import json
import os
import shutil
import time
from collections.abc import Iterator
from functools import partial
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

import pytest
from django.http import QueryDict
from django.test import Client
from django.utils import translation

from calculator import rule_pages, seat_words
from calculator.forms import calculator_form
from rules import registry
from rules.model import Example, RuleSet
from tests.browser.conftest import ARGS, CHROMIUM, outside
from tests.offline.test_offline_browser import record

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
LANGS = ("en", "zh-hans", "ja", "zh-hant")
PER_RULE_SET = 10
HX = {"HX-Request": "true"}


def _examples() -> list[tuple[RuleSet, str, Example]]:
    out = []
    for rs in registry.RULE_SETS.values():
        items = [(p.key, p.examples) for p in rs.patterns] + [(r.key, r.examples) for r in rule_pages.rules_of(rs)]
        every = [(rs, f"{key}-{n}", ex) for key, examples in items for n, ex in enumerate(examples)]
        if not os.environ.get("SWEEP"):
            step = max(1, len(every) // PER_RULE_SET)
            every = every[::step][:PER_RULE_SET]
        out += every
    return out


EXAMPLES = _examples()

# The parts of a panel compared, as normalized text (the same function reads both panels, in the browser)
EXTRACT = """
html => {
  const box = document.createElement('div');
  box.innerHTML = html;
  const norm = (el) => (el ? el.textContent : '').replace(/\\s+/g, ' ').trim();
  const all = (sel, f) => Array.from(box.querySelectorAll(sel)).map(f);
  return {
    nets: all('.nets li.net', (li) => [li.dataset.seat, li.dataset.net, norm(li)]),
    transfers: all('.transfers li', (li) => norm(li)),
    hands: all('.hand-result', (h) => ({
      head: norm(h.querySelector('h3')),
      items: Array.from(h.querySelectorAll('table.breakdown tbody tr')).map((tr) =>
        [tr.dataset.key, norm(tr.cells[0]), norm(tr.cells[1])]),
      total: norm(h.querySelector('tfoot')),
    })),
    payments: all('table.payments tbody tr', (tr) => norm(tr)),
    groups: all('details.itemised h4', (h) => norm(h)),
    problems: all('.problems li', (li) => norm(li)),
  };
}
"""

OFFLINE = """
async ({key, lang, pairs, players, dealer}) => {
  const R = window.mahjongOfflineResult;
  const map = await R.mapOf(key);
  const catalog = await R.wordsOf(map, lang);
  const request = R.request(pairs, map, lang);
  const got = await window.mahjongOffline.score(request, {extras: true});
  const answer = JSON.parse(got.answer);
  const html = got.status === 200
    ? R.render(answer, JSON.parse(got.extras), {map, catalog, lang, players, dealer})
    : '';
  return {request, status: got.status, html, ms: got.ms};
}
"""


@pytest.fixture(scope="module")
def page(live_server: Any, offline_build: None, playwright_driver: Any) -> Iterator[Any]:
    if not Path(CHROMIUM).exists() and shutil.which("chromium") is None:
        pytest.fail("Chromium is missing: run `make browser-deps` (apt-get install chromium)")
    if not (ROOT / "static" / "vendor" / "offline" / "offline.json").exists():
        pytest.fail("the offline runtime is missing: run `make offline`")
    p = playwright_driver
    browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS, headless=True)
    ctx = browser.new_context(viewport={"width": 390, "height": 844}, service_workers="block")
    ctx.route(outside(live_server.url.split("//", 1)[1]), lambda r: r.abort())
    # no service worker here: the offline result is switched on by hand and the worker read from the server
    ctx.add_init_script("window.mahjongOfflineTest = true;")
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(live_server.url + "/riichi/?lang=en")
    src = page.get_attribute("a.offline-link", "data-script")
    page.add_script_tag(url=src)
    _until(page, "() => window.mahjongOfflineResult !== undefined")
    page.evaluate("() => window.mahjongOfflineResult.ready")
    page.evaluate(
        "w => { window.mahjongOffline.configure({worker: w}); return window.mahjongOffline.start(); }",
        page.get_attribute("a.offline-link", "data-worker"),
    )
    page.errors = errors  # type: ignore[attr-defined]
    yield page
    ctx.close()
    browser.close()


def _until(page: Any, predicate: str, seconds: float = 30) -> None:
    """Wait for a predicate in the page (`wait_for_function` evaluates a string: the page's policy forbids it)."""
    end = time.monotonic() + seconds
    while not page.evaluate(predicate):
        assert time.monotonic() < end, predicate
        page.wait_for_timeout(20)


def _server(client: Client, rs: RuleSet, ex: Example, lang: str) -> tuple[list[tuple[str, str]], dict[str, Any], str]:
    """The calculator's query for the example, the request the server's form makes of it, its result panel."""
    query = rule_pages.example_query(rs, ex.request)
    data = QueryDict(urlencode(query))
    players = int(data.get("players") or max(rs.players))
    dealer = int(data.get("dealer") or 0)
    with translation.override(lang):
        form = calculator_form(
            rs, lang, seat_label=partial(seat_words.seat_short, dealer=dealer, players=players), data=data
        )
        assert form.is_valid(), form.errors
        request = form.to_request()
    url = rule_pages.example_url(rs, ex.request) + "&" + urlencode({"lang": lang})
    panel = client.get(url, headers=HX).content.decode()
    return query, request, panel


def test_offline_result_says_what_the_servers_panel_says(page: Any, client: Client) -> None:
    """Every sampled example, in the four languages in turn: the same request, the same nets, netted payments,
    breakdowns and itemised payments as the server's panel."""
    differ = []
    compared = 0
    shown: dict[str, Any] = {}
    started = time.monotonic()
    for n, (rs, name, ex) in enumerate(EXAMPLES):
        lang = LANGS[n % len(LANGS)]
        query, request, panel = _server(client, rs, ex, lang)
        players = request["players"]
        offline = page.evaluate(
            OFFLINE,
            {"key": rs.key, "lang": lang, "pairs": query, "players": players, "dealer": request.get("dealer", 0)},
        )
        where = f"{rs.key}/{name}/{lang}"
        if offline["request"] != request:
            differ.append((where, "request", offline["request"], request))
            continue
        server = page.evaluate(EXTRACT, panel)
        if offline["status"] != 200:
            assert server["problems"], where  # the server lists problems where the rules refused the hand
            continue
        mine = page.evaluate(EXTRACT, offline["html"])
        assert server["nets"], where
        for part in ("nets", "transfers", "hands", "payments", "groups"):
            if mine[part] != server[part]:
                differ.append((where, part, mine[part], server[part]))
        compared += 1
        shown.setdefault(lang, {"example": where, **mine})
    assert page.errors == []
    assert differ == [], json.dumps(differ[:5], ensure_ascii=False, indent=1)
    assert compared >= len(EXAMPLES) * 0.9
    record(
        "rendering",
        {
            "examples": len(EXAMPLES),
            "compared": compared,
            "seconds": round(time.monotonic() - started, 1),
            "shown": shown,
        },
    )
