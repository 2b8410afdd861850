"""Every calculator page in all four languages, in every result state: no field path, seed line
number, internal key, "Seat 0" or JSON in what a player reads; the catalogs fully translated."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from rules import registry

from .conftest import PHONE, _open

pytestmark = pytest.mark.browser

LANGS = ["zh-hans", "zh-hant", "ja", "en"]
STATES = {
    "riichi": "s0_won=1&s0_hand=234m567p345s66678s&s0_tile=6s&s0_riichi=single&t_riichi_sticks=1",
    "guizhou": "s1_won=1&s1_hand=123s456m789p234s55s&s1_tile=5s&s2_melds=9999m&s2_tenpai=no",
    "beijing": "s0_won=1&i_flip=9p&s0_hand=222p333s444s55s&s0_melds=111m@2",
    "wenzhou": "s1_won=1&i_flip=5m&s1_hand=123m456p234789s77z555m&s1_tile=9s",
}
BAD = "s0_won=1&s0_hand=12x&s0_by=discard"
FORBIDDEN = [
    (re.compile(r"\b(seats|table|options|indicators)\.\w+"), "field path"),
    (re.compile(r"seed lines?|种子|種子|原文行号|原文行號"), "seed line"),
    (re.compile(r"\b[a-z]+_[a-z_]+\b"), "snake_case key"),
    (re.compile(r"\b[Ss]eat \d|座位 ?\d|席 ?\d"), "seat number"),
    (re.compile(r"[{}\[\]]\s*\"|score_change|tenpai: true"), "JSON"),
]


def test_catalogs_have_nothing_untranslated() -> None:
    for lang in ("zh_Hans", "zh_Hant", "ja"):
        po = Path("locale") / lang / "LC_MESSAGES" / "django.po"
        out = subprocess.run(
            ["msgfmt", "--statistics", "-o", "/dev/null", str(po)], capture_output=True, text=True, check=True
        ).stderr
        assert "untranslated" not in out and "fuzzy" not in out, out  # noqa: PT018


KEYS = sorted(registry.RULE_SETS)

# Every shown, closed <details> opened by a click on its summary, in the page's order (one opened may show
# the ones inside it): in the page, one call for the ~90 of a page. Returns the closed ones it could not open.
OPEN_ALL = """() => {
  const shown = (e) => { const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0 && getComputedStyle(e).visibility !== 'hidden'; };
  const stuck = [];
  for (const d of document.querySelectorAll('details')) {
    if (d.open || !shown(d)) continue;
    const s = d.querySelector(':scope > summary');
    if (s) s.click();
    if (!d.open) stuck.push(d.outerHTML.slice(0, 120));
  }
  return stuck;
}"""


@pytest.mark.parametrize("key", KEYS)
def test_calculator_pages_speak_the_players_words(browser, live_server, key) -> None:
    ctx, page = _open(browser, live_server, PHONE)
    found: dict[str, list[str]] = {}
    # a hand and a bad one: every word of the empty page is on them too (its form), and the result besides; each
    # language once, on one or the other (every word of every language on the pages' HTML: test_page_words.py)
    for i, lang in enumerate(LANGS):
        for state in ((STATES[key], BAD)[(i + KEYS.index(key)) % 2],):
            page.goto(f"{live_server.url}/{key}/?lang={lang}&{state}")
            assert page.evaluate(OPEN_ALL) == []
            # the link itself (share) is an address, not words
            text = page.locator("main").evaluate(
                "m => { const c = m.cloneNode(true); c.querySelectorAll('.permalink').forEach((e) => e.remove());"
                " document.body.appendChild(c); const t = c.innerText; c.remove(); return t; }"
            )
            for rx, what in FORBIDDEN:
                for m in rx.findall(text):
                    found.setdefault(f"{lang} {state[:12]} {what}", []).append(str(m))
    ctx.close()
    assert found == {}
