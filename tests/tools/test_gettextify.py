"""tools/gettextify.py: the move of `T(...)` into the catalogs, on a copy, run twice."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import polib
import pytest

from tests.support.app_copy import ROOT, copy_of_the_app
from tools import gettextify as g

OLD = '''"""A module of the old form."""

from __future__ import annotations

from rules.text import T, Text

PLAIN = T("和牌", "和牌", "和了", "Win")
LONG = T(
    "很长的一句话",
    "很長的一句話",
    "長い文",
    "A long sentence, written "
    "over two lines, with {n} in it",
)
TOTAL = T("合计", "合計", "合計", "total")
OTHER = T("累计", "累計", "累計", "total")
AGAIN = T("合计", "合計", "合計", "total")
EMPTY = T("", "", "", "")
OLD = Text("旧", "舊", "旧", "Old")


def note(x: Text) -> Text:
    return x + T("。", "。", "。", ".")
'''

NEW = '''"""A module of the old form."""

from __future__ import annotations

from rules.text import N_, NC_, Text, same

PLAIN = N_("Win")
LONG = N_("A long sentence, written over two lines, with {n} in it")
TOTAL = N_("total")
OTHER = NC_("pkg.mod", "total")
AGAIN = N_("total")
EMPTY = same("")
OLD = N_("Old")


def note(x: Text) -> Text:
    return x + N_(".")
'''


def _tree(tmp_path: Path, module: str) -> Path:
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")  # ruff's settings
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "mod.py").write_text(module, encoding="utf-8")
    return tmp_path


def test_calls_become_markers_in_place(tmp_path: Path) -> None:
    root = _tree(tmp_path, OLD)
    # 8 calls: PLAIN, LONG, TOTAL, OTHER, AGAIN, EMPTY, OLD, the "." in note(); one file
    assert g.convert(root, catalogs=False) == (8, 1, 0)
    assert (root / "pkg" / "mod.py").read_text(encoding="utf-8") == NEW
    # a second run finds nothing to do and changes nothing
    assert g.convert(root, catalogs=False) == (0, 0, 0)
    assert (root / "pkg" / "mod.py").read_text(encoding="utf-8") == NEW


def test_a_call_it_cannot_move_stops_the_run_before_any_write(tmp_path: Path) -> None:
    bad = OLD + '\n\ndef name(x: str) -> Text:\n    return T(x, x, x, "x")\n'
    root = _tree(tmp_path, bad)
    with pytest.raises(g.ConversionError, match=r"pkg/mod.py:27: T\(...\) needs four string literals"):
        g.convert(root, catalogs=False)
    assert (root / "pkg" / "mod.py").read_text(encoding="utf-8") == bad


def test_tiles_imported_as_t_is_left_alone(tmp_path: Path) -> None:
    module = "from __future__ import annotations\n\nfrom rules import tiles as T\n\nX = T.parse('1m')\n"
    root = _tree(tmp_path, module)
    assert g.convert(root, catalogs=False) == (0, 0, 0)


def _words() -> list[tuple[str, tuple[str, str, str]]]:
    return [
        ("A phrase no catalog has", ("新的一句", "新的一句", "新しい文")),
        ("Dealer streak", ("连庄数(另一种说法)", "連莊數(另一種說法)", "連荘(別の言い方)")),
    ]


def _entries(root: Path, locale: str) -> dict[tuple[str | None, str], str]:
    po = polib.pofile(str(g.po_path(root, locale)))
    return {(e.msgctxt, e.msgid): e.msgstr for e in po if not e.obsolete}


# The move over a copy of the whole app (makemessages over every file: half a minute) runs in `make sweep`; the suite
# moves a module of each form (the tests above) on a small tree.
@pytest.mark.skipif(os.environ.get("SWEEP") != "1", reason="the whole app's move: make sweep")
def test_the_whole_move_on_a_copy_of_the_app(tmp_path: Path) -> None:
    root = copy_of_the_app(tmp_path)
    before = {loc: _entries(root, loc) for loc in g.LOCALES}
    calls = "\n".join(f'X{i} = T("{w[0]}", "{w[1]}", "{w[2]}", "{en}")' for i, (en, w) in enumerate(_words()))
    new = root / "rules" / "newly_merged.py"
    new.write_text(f"from __future__ import annotations\n\nfrom rules.text import T\n\n{calls}\n", encoding="utf-8")
    n, files, filled = g.convert(root)
    # the two new calls (and, before the tree's own conversion, every other T(...) of the app)
    assert n >= 2 and files >= 1 and filled >= 6  # noqa: PT018
    assert new.read_text(encoding="utf-8") == (
        "from __future__ import annotations\n\nfrom rules.text import N_, NC_\n\n"
        'X0 = N_("A phrase no catalog has")\nX1 = NC_("newly_merged", "Dealer streak")\n'
    )
    for i, loc in enumerate(g.LOCALES):
        after = _entries(root, loc)
        assert after[(None, "A phrase no catalog has")] == _words()[0][1][i]
        # "Dealer streak" was already a msgid: its translation is kept, the new words get a context
        assert after[(None, "Dealer streak")] == before[loc][(None, "Dealer streak")]
        assert after[("newly_merged", "Dealer streak")] == _words()[1][1][i]
        kept = {k: v for k, v in before[loc].items() if v and k in after}
        assert {k: after[k] for k in kept} == kept
        assert (g.po_path(root, loc).with_suffix(".mo")).exists()
    po_text = {loc: g.po_path(root, loc).read_text(encoding="utf-8") for loc in g.LOCALES}
    assert "#: rules/newly_merged.py:5" in po_text["ja"]  # source references for Poedit / Weblate
    assert g.convert(root) == (0, 0, 0)
    assert {loc: g.po_path(root, loc).read_text(encoding="utf-8") for loc in g.LOCALES} == po_text


def test_the_app_has_no_t_call_left() -> None:
    """Every phrase of the app is a gettext msgid: no `T(...)` for the script to move (tests may keep toys)."""
    left = [f"{c.path.relative_to(ROOT)}:{c.en}" for p in g.python_files(ROOT) for c in g.harvest(ROOT, p)]
    assert left == []
    rules_refs = {path for e in polib.pofile(str(g.po_path(ROOT, "ja"))) for path, _ in e.occurrences}
    assert {"rules/riichi/patterns.py", "rules/guizhou/notes.py", "rules/glossary.py"} <= rules_refs
