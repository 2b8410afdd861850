"""`python tools/gettextify.py`: move every `T(zh_hans, zh_hant, ja, en)` into the gettext catalogs.

Run from the project root (or give `--root`). It can be run again at any time (after merging
branches that added new `T(...)` calls) and leaves a working tree with nothing to do by hand:

1. `manage.py makemessages` (our command: rules/' `N_`/`NC_` markers included, no fuzzy guesses,
   no obsolete entries): the catalogs as the code uses them now. A translation found there is
   never overwritten.
2. Every `T("zh-hans", "zh-hant", "ja", "en")` call (and the old four-string `Text(...)`) in the
   app's Python files, located with `ast`, is rewritten in place (exact source span) into
   `N_("en")`, or `NC_("context", "en")` when the same English is already a msgid that reads
   differently in some language (the context names the module, e.g. `"riichi.options"`, with a
   number after it if the module itself has two readings). `T("", "", "", "")` becomes
   `same("")`. The module's import of `T` from rules/text.py is replaced by the markers it now uses;
   then `ruff format` and ruff's import sorting on the rewritten files.
3. `makemessages` again: the new msgids enter the catalogs with their source references.
4. Each new (or still untranslated, or fuzzy) msgstr is filled from the words of its `T(...)`;
   `makemessages` once more normalises the files; `compilemessages` writes the `.mo` files.

A `T(...)` whose arguments are not four string literals cannot be moved and stops the run
before anything is written (the message names file and line). Test fixtures (tests/) and this
folder are left alone, like `makemessages` leaves them.
"""

from __future__ import annotations

import argparse
import ast
import json
import os
import subprocess
import sys
from collections import defaultdict
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

import polib

LOCALES = ("zh_Hans", "zh_Hant", "ja")  # the order of T's first three arguments
SKIP_DIRS = {"tests", "tools", "node_modules", "static", "seeds", "mutants", "docs", "migrations", "build", "dist"}
TEXT_MODULES = {"rules.text", "text"}  # `from rules.text import T` or `from .text import T`
CONSTRUCTORS = {"T", "Text"}
UNUSABLE = ("\0",) * 3  # an existing entry no T can share (a plural entry)

Key = tuple[str | None, str]  # (context, msgid)
Words = tuple[str, str, str]  # zh-hans, zh-hant, ja


class ConversionError(Exception):
    """A `T(...)` the script cannot move (its arguments are not four string literals)."""


@dataclass(frozen=True)
class Call:
    path: Path
    start: int  # byte offsets of the call in the file
    end: int
    en: str
    en_source: str  # the English argument exactly as written (implicit concatenation kept)
    words: Words
    label: str  # the module, as a context: "riichi.options"


# ------------------------------------------------------------------ files ---


def python_files(root: Path) -> Iterator[Path]:
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if not d.startswith(".") and d not in SKIP_DIRS)
        for name in sorted(filenames):
            path = Path(dirpath) / name
            if name.endswith(".py") and path.relative_to(root).as_posix() != "rules/text.py":
                yield path


def _line_offsets(source: bytes) -> list[int]:
    offsets = [0]
    for line in source.splitlines(keepends=True):
        offsets.append(offsets[-1] + len(line))
    return offsets


def _text_import_names(tree: ast.Module) -> set[str]:
    """The local names bound by `from rules.text import ...` / `from .text import ...`."""
    names: set[str] = set()
    for node in tree.body:
        if isinstance(node, ast.ImportFrom) and node.module in TEXT_MODULES:
            names |= {a.asname or a.name for a in node.names if a.name in CONSTRUCTORS}
    return names


def label(root: Path, path: Path) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[0] == "rules" and len(parts) > 1:
        parts = parts[1:]
    if parts[-1] == "__init__" and len(parts) > 1:
        parts = parts[:-1]
    return ".".join(parts)


def harvest(root: Path, path: Path) -> list[Call]:
    """Every `T(...)` of one file (in source order)."""
    raw = path.read_bytes()
    if b"T(" not in raw and b"Text(" not in raw:
        return []
    tree = ast.parse(raw, filename=str(path))
    constructors = _text_import_names(tree)
    if not constructors:
        return []
    offsets = _line_offsets(raw)
    source = raw.decode("utf-8")
    calls: list[Call] = []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in constructors):
            continue
        args = node.args
        literal = (
            len(args) == 4
            and not node.keywords
            and all(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in args)
        )
        if not literal:
            if node.func.id == "Text":
                continue  # Text(msgid, context, params): already the new form
            where = f"{path.relative_to(root)}:{node.lineno}"
            raise ConversionError(f"{where}: T(...) needs four string literals: {ast.unparse(node)[:120]}")
        values = [a.value for a in args]  # type: ignore[attr-defined]
        en_source = ast.get_source_segment(source, args[3])
        assert en_source is not None
        calls.append(
            Call(
                path=path,
                start=offsets[node.lineno - 1] + node.col_offset,
                end=offsets[node.end_lineno - 1] + node.end_col_offset,  # type: ignore[operator]
                en=values[3],
                en_source=en_source,
                words=(values[0], values[1], values[2]),
                label=label(root, path),
            )
        )
    return sorted(calls, key=lambda c: c.start)


# ------------------------------------------------------------- catalogs ---


def po_path(root: Path, locale: str) -> Path:
    return root / "locale" / locale / "LC_MESSAGES" / "django.po"


def _key(entry: polib.POEntry) -> Key:
    return (entry.msgctxt, entry.msgid)


def read_catalogs(root: Path) -> dict[Key, Words]:
    """What the catalogs hold now: (context, msgid) -> the three msgstrs ("" where not translated)."""
    found: dict[Key, list[str]] = defaultdict(lambda: ["", "", ""])
    for i, locale in enumerate(LOCALES):
        path = po_path(root, locale)
        if not path.exists():
            continue
        for entry in polib.pofile(str(path)):
            if entry.obsolete or not entry.msgid:
                continue
            if entry.msgid_plural:
                found[_key(entry)] = list(UNUSABLE)
                continue
            if entry.translated():  # not fuzzy, not empty
                found[_key(entry)][i] = entry.msgstr
    return {k: (v[0], v[1], v[2]) for k, v in found.items()}


def _fits(existing: Words | None, words: Words) -> bool:
    return existing is None or (
        existing != UNUSABLE and all(e in ("", w) for e, w in zip(existing, words, strict=True))
    )


def _merge(existing: Words | None, words: Words) -> Words:
    if existing is None:
        return words
    return (existing[0] or words[0], existing[1] or words[1], existing[2] or words[2])


def assign(calls: list[Call], catalog: dict[Key, Words]) -> tuple[dict[Call, Key], dict[Key, Words]]:
    """The msgid (and context) of every call, and the words of each key the calls bring.

    A key already in the catalog keeps its translations: a call joins it only when its words agree
    (or fill what is missing). For each English text, the words most calls share take the plain
    msgid; the others get the module as a context.
    """
    taken: dict[Key, Words] = dict(catalog)
    keys: dict[Call, Key] = {}
    by_en: dict[str, list[Call]] = defaultdict(list)
    for call in calls:
        by_en[call.en].append(call)
    for en, group in by_en.items():
        counts: dict[Words, int] = defaultdict(int)
        for call in group:
            counts[call.words] += 1
        order = {w: i for i, w in enumerate(dict.fromkeys(c.words for c in group))}
        ranked = sorted(counts, key=lambda w: (-counts[w], order[w]))
        for words in ranked:
            for call in (c for c in group if c.words == words):
                key: Key = (None, en)
                n = 1
                while not _fits(taken.get(key), words):
                    n += 1
                    key = (call.label if n == 2 else f"{call.label} {n - 1}", en)
                taken[key] = _merge(taken.get(key), words)
                keys[call] = key
    brought = {key: taken[key] for key in set(keys.values())}
    return keys, brought


# ------------------------------------------------------------- rewriting ---


def _literal(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)


def replacement(call: Call, key: Key) -> str:
    if call.en == "" and call.words == ("", "", ""):
        return 'same("")'
    if call.en == "":
        raise ConversionError(f"{call.path}: T(...) with an empty English text but words in other languages")
    context, _ = key
    if context is None:
        return f"N_({call.en_source})"
    return f"NC_({_literal(context)}, {call.en_source})"


def _fix_imports(source: str) -> str:
    """Import the markers the module now uses from the text module, and drop `T` / `Text` if unused."""
    tree = ast.parse(source)
    used = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)}
    imported = {a.asname or a.name for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) for a in n.names}
    want = [m for m in ("N_", "NC_", "same") if m in used and m not in imported]
    raw = source.encode("utf-8")
    offsets = _line_offsets(raw)
    for node in tree.body:
        if not (isinstance(node, ast.ImportFrom) and node.module in TEXT_MODULES):
            continue
        names = [a for a in node.names if not (a.name in CONSTRUCTORS and (a.asname or a.name) not in used)]
        parts = [a.name if a.asname is None else f"{a.name} as {a.asname}" for a in names] + want
        want = []
        start = offsets[node.lineno - 1] + node.col_offset
        end = offsets[node.end_lineno - 1] + node.end_col_offset  # type: ignore[operator]
        module = "." * node.level + (node.module or "")
        new = f"from {module} import {', '.join(sorted(set(parts)))}" if parts else ""
        raw = raw[:start] + new.encode("utf-8") + raw[end:]
        break
    return raw.decode("utf-8")


def rewrite(path: Path, calls: list[Call], keys: dict[Call, Key]) -> None:
    raw = path.read_bytes()
    for call in sorted(calls, key=lambda c: c.start, reverse=True):
        raw = raw[: call.start] + replacement(call, keys[call]).encode("utf-8") + raw[call.end :]
    path.write_text(_fix_imports(raw.decode("utf-8")), encoding="utf-8")


# ------------------------------------------------------------- commands ---


def _run(root: Path, *args: str) -> None:
    subprocess.run([sys.executable, *args], cwd=root, check=True, stdout=subprocess.DEVNULL)


def makemessages(root: Path) -> None:
    args = ["manage.py", "makemessages", "-v", "0"]
    for locale in LOCALES:
        args += ["-l", locale]
    _run(root, *args)


def compilemessages(root: Path) -> None:
    _run(root, "manage.py", "compilemessages", "-v", "0", "--ignore=.venv", "--ignore=node_modules")


def ruff(root: Path, files: Iterable[Path]) -> None:
    names = [str(f.relative_to(root)) for f in files]
    if names:
        _run(root, "-m", "ruff", "check", "-q", "--fix", "--select", "I,F401", *names)
        _run(root, "-m", "ruff", "format", "-q", *names)


COMMENT = (
    "The words of the app: English msgids found by `manage.py makemessages -l ja -l zh_Hans -l zh_Hant`\n"
    "(templates, web code, and rules/' N_ / NC_ markers). Translate the msgstrs here (or in Poedit /\n"
    'Weblate), never the msgids; the players\' terms are in the msgctxt "glossary" entries (docs/glossary.md).'
)
HEADER = {  # the fields msgfmt --check-header wants; a translation tool may later change the first four
    "Project-Id-Version": "mahjong-scorer",
    "PO-Revision-Date": "2026-11-23 00:00+0000",
    "Last-Translator": "mahjong-scorer <translations@localhost>",
    "Language-Team": "mahjong-scorer",
    "MIME-Version": "1.0",
    "Content-Type": "text/plain; charset=UTF-8",
    "Content-Transfer-Encoding": "8bit",
    "Plural-Forms": "nplurals=1; plural=0;",
}
KEPT = ("Project-Id-Version", "PO-Revision-Date", "Last-Translator", "Language-Team")


def fill(root: Path, brought: dict[Key, Words], before: dict[Key, Words]) -> tuple[int, bool]:
    """Write the calls' words into each msgstr the catalogs did not have: how many, and whether a file changed.

    Also completes each catalog's header (its language, the charset), which Poedit and Weblate read.
    """
    filled = 0
    written = False
    for i, locale in enumerate(LOCALES):
        path = po_path(root, locale)
        po = polib.pofile(str(path), wrapwidth=79)
        header = {**HEADER, **{k: v for k, v in po.metadata.items() if k in KEPT and v}, "Language": locale}
        changed = po.header != COMMENT or any(po.metadata.get(k) != v for k, v in header.items())
        po.header = COMMENT
        po.metadata.update(header)
        for entry in po:
            key = _key(entry)
            if key not in brought or entry.obsolete:
                continue
            if before.get(key, ("", "", ""))[i] and not entry.fuzzy:
                continue  # a translation the catalog already had: never overwritten
            words = brought[key][i]
            if entry.msgstr != words or entry.fuzzy:
                entry.msgstr = words
                if "fuzzy" in entry.flags:
                    entry.flags.remove("fuzzy")
                entry.previous_msgid = entry.previous_msgctxt = None
                filled += 1
                changed = True
        if changed:
            po.save(str(path))
            written = True
    return filled, written


def convert(root: Path, *, catalogs: bool = True) -> tuple[int, int, int]:
    """The whole move; returns (calls converted, files rewritten, msgstrs filled)."""
    root = root.resolve()
    calls_by_file = {p: c for p in python_files(root) if (c := harvest(root, p))}
    calls = [c for cs in calls_by_file.values() for c in cs]
    if catalogs:
        makemessages(root)
    before = read_catalogs(root)
    keys, brought = assign(calls, before)
    for call in calls:
        replacement(call, keys[call])  # every error before the first write
    for path, file_calls in calls_by_file.items():
        rewrite(path, file_calls, keys)
    ruff(root, calls_by_file)
    filled = 0
    if catalogs:
        if calls:
            makemessages(root)
        filled, written = fill(root, brought, before)
        if written:
            makemessages(root)  # the files as makemessages writes them
        compilemessages(root)
    return len(calls), len(calls_by_file), filled


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--root", type=Path, default=Path(__file__).resolve().parent.parent)
    args = parser.parse_args(argv)
    try:
        n, files, filled = convert(args.root)
    except ConversionError as e:
        print(f"gettextify: {e}", file=sys.stderr)
        return 1
    print(f"gettextify: {n} T(...) calls in {files} files converted, {filled} msgstrs filled")
    return 0


if __name__ == "__main__":
    sys.exit(main())
