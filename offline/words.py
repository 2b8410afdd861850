"""The words the offline result (static/offline/result.js) says, as data: one JSON catalog per page language,
written by `make offline` (offline/build.py) from the compiled Django catalogs into static/vendor/offline/.

Only the phrases the renderer uses, each the msgid of the server's own template or module that says the same
(templates/calculator/calculator.html's result panel, calculator/result_page.py, calculator/seat_words.py), so a
translation is made once, in the .po files. Looked up as Django looks them up: a language's catalog, else the site's
default language's (zh-hans), except English, which reads the msgids themselves. A plural is kept as its forms in the
language's order ([one, other] in English; one form in Chinese and Japanese: the renderer picks by count only where
a language has two).
"""

from __future__ import annotations

import gettext
from pathlib import Path
from typing import Any

# the page languages and their catalogs' folders (calculator/page_language.py LANGS; English reads the msgids)
LANGS = {"zh-hans": "zh_Hans", "zh-hant": "zh_Hant", "ja": "ja", "en": None}
DEFAULT = "zh-hans"

PHRASES: tuple[str, ...] = (
    # the result panel (templates/calculator/calculator.html)
    "Result",
    "Change to each score",
    "hand",
    "riichi sticks",
    "Who pays whom",
    "pays",
    "No one pays.",
    "%(seat)s's hand",
    "Breakdown",
    "Entered by its outcome, as the table agreed on it: the tiles were not entered.",
    "Item",
    "Value",
    "Total",
    "not added to the total",
    "How the total is made:",
    "Fu",
    "No one won: a draw.",
    "No one won: a false win (诈和 zhà hú) voided the hand.",
    "Scores nothing this hand",
    "total",
    "Pays",
    "Receives",
    "Amount",
    "No payments.",
    "No result yet: fix the following.",
    "Entering the hand: %(have)s of %(need)s tiles.",
    "Tap the seat that discarded the winning tile.",
    "Enter the winner's hand: tap tiles below the hand, or type them (123m456p …). The result appears here.",
    " With no hand entered, the hand is scored as a draw:",
    "Settled as a false win (诈和 zhà hú)",
    "Each number is the change to that player's score: the hand's payments plus the riichi sticks (1000 each) put down this hand or taken from the table.",
    "%(seat)s takes the %(amount)s in sticks on the table.",
    # the headline and the words of calculator/result_page.py, calculator/seat_words.py
    "receives",
    "even",
    "other payment",
    "fan",
    "han",
    "fu",
    "points",
    "base points",
    "limit",
    "East",
    "South",
    "West",
    "North",
    "dealer",
    # a field said by its name where the page has no label for it (result_page._COMMON_FIELDS)
    "Hand",
    "Melds",
    "Ready (tenpai)",
    "Discards",
    "Claimed discards",
    "Riichi declared on discard",
    "Passed-up wins",
    "After a kong",
    "Last tile",
    "Net",
    "Change with sticks",
    # the offline result's own words (new: issue 28)
    "Scored on this phone: the server did not answer.",
    "Scored on this phone.",
    "Score on this phone",
)
PLURALS: tuple[tuple[str, str], ...] = (
    ("%(n)s point", "%(n)s points"),
    ("All %(n)s payment netted: settle with these.", "All %(n)s payments netted: settle with these."),
    ("Every payment (%(n)s)", "Every payment (%(n)s)"),
)


def _catalog(localedir: Path, folder: str, fallback: gettext.NullTranslations | None) -> gettext.NullTranslations:
    found = gettext.translation("django", localedir=str(localedir), languages=[folder], fallback=True)
    if fallback is not None:
        found.add_fallback(fallback)
    return found


def catalogs(localedir: Path) -> dict[str, dict[str, Any]]:
    """Each page language's words: {"lang": ..., "plural": [one, other] forms count, "words": {msgid: str or
    [forms]}}."""
    default = _catalog(localedir, LANGS[DEFAULT] or "", None)
    out: dict[str, dict[str, Any]] = {}
    for lang, folder in LANGS.items():
        if folder is None:
            words: dict[str, Any] = {p: p for p in PHRASES}
            words |= {one: [one, other] for one, other in PLURALS}
        else:
            c = default if lang == DEFAULT else _catalog(localedir, folder, default)
            words = {p: c.gettext(p) for p in PHRASES}
            # Chinese and Japanese have one form (nplurals=1): the form for any count
            words |= {one: [c.ngettext(one, other, 2)] for one, other in PLURALS}
        out[lang] = {"lang": lang, "words": words}
    return out
