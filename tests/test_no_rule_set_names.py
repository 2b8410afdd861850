"""A rule set is the one place that knows about itself: the web layer never asks which rule set it is serving.

Fails on a rule-set key used as an identifier in calculator/, scoresheet/, clubs/, config/, templates/ and
static/: compared with (`rs.key == "riichi"`, `{% if ruleset == "beijing" %}`, `=== "wenzhou"`), used as a map's
key (`{"wenzhou": ..., "beijing": ...}`), or written anywhere at all for the keys that are no contract word. `riichi`
is also a contract field (a seat's declaration, a form field, a payment reason), which stays allowed."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from rules.registry import RULE_SETS

ROOT = Path(__file__).resolve().parent.parent
KEYS = frozenset(RULE_SETS)
# rule-set keys that are also a word of the contract (contract.md: a seat's `riichi` declaration)
CONTRACT_WORDS = frozenset({"riichi"})
PY_DIRS = ("calculator", "scoresheet", "clubs", "config")
TEXT_DIRS = ("templates", "static")


def _python_files() -> list[Path]:
    return sorted(
        p for d in PY_DIRS for p in (ROOT / d).rglob("*.py") if "migrations" not in p.parts and "tests" not in p.parts
    )


def _text_files() -> list[Path]:
    return sorted(
        p
        for d in TEXT_DIRS
        for p in (ROOT / d).rglob("*")
        if p.suffix in (".html", ".js", ".css", ".txt") and "vendor" not in p.parts
    )


def _key(node: ast.AST) -> str | None:
    return node.value if isinstance(node, ast.Constant) and node.value in KEYS else None


def python_uses(source: str) -> list[tuple[int, str]]:
    """(line, what) for each rule-set key used as an identifier in a Python source."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Constant) and node.value in KEYS - CONTRACT_WORDS:
            found.append((node.lineno, f"the rule set {node.value!r} named"))
        elif isinstance(node, ast.Compare):
            sides = [node.left, *node.comparators]
            keys = [k for k in map(_key, sides) if k]
            ops_eq = any(isinstance(op, (ast.Eq, ast.NotEq, ast.Is, ast.IsNot)) for op in node.ops)
            listed = [
                k
                for side in sides
                if isinstance(side, (ast.Tuple, ast.List, ast.Set))
                for k in map(_key, side.elts)
                if k
            ]
            looked_up = any(isinstance(op, (ast.In, ast.NotIn)) for op in node.ops) and (
                len(listed) >= 2 or set(listed) - CONTRACT_WORDS
            )
            if keys and ops_eq:
                found.append((node.lineno, f"compared with the rule set {keys[0]!r}"))
            elif looked_up:
                found.append((node.lineno, "a rule set looked up in a list of rule-set keys"))
        elif isinstance(node, ast.Dict):
            keys = [k for k in map(_key, [k for k in node.keys if k is not None]) if k]
            if len(keys) >= 2 or (keys and set(keys) - CONTRACT_WORDS):
                found.append((node.lineno, f"a map keyed by rule set ({', '.join(sorted(set(keys)))})"))
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            modules = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
            if isinstance(node, ast.ImportFrom) and node.module == "rules":
                modules = [f"rules.{a.name}" for a in node.names]
            for m in modules:
                parts = m.split(".")
                if len(parts) > 1 and parts[0] == "rules" and parts[1] in KEYS:
                    found.append((node.lineno, f"imports the rule set's own module {m}"))
        elif isinstance(node, ast.Call) and any(_key(a) for a in node.args):
            name = ast.unparse(node.func).lower()
            if any(w in name for w in ("progress", "rule_set", "ruleset", "registry")):
                found.append((node.lineno, f"{ast.unparse(node.func)} asked for one rule set by name"))
        elif isinstance(node, ast.Subscript) and _key(node.slice) and _key(node.slice) not in CONTRACT_WORDS:
            found.append((node.lineno, "indexed by a rule-set key"))
    return found


_TEMPLATE_CONDITION = re.compile(r"{%\s*(?:el)?if\b[^%]*?[\"'](" + "|".join(map(re.escape, sorted(KEYS))) + r")[\"']")
_JS_COMPARE = re.compile(
    r"[!=]==?\s*[\"']("
    + "|".join(map(re.escape, sorted(KEYS)))
    + r")[\"']|[\"']("
    + "|".join(map(re.escape, sorted(KEYS)))
    + r")[\"']\s*[!=]==?"
)
_OTHER_KEYS = re.compile(r"\b(" + "|".join(map(re.escape, sorted(KEYS - CONTRACT_WORDS))) + r")\b")


def text_uses(text: str) -> list[tuple[int, str]]:
    found = []
    for i, line in enumerate(text.splitlines(), 1):
        for pattern, what in (
            (_TEMPLATE_CONDITION, "a template condition on a rule set"),
            (_JS_COMPARE, "compared with a rule-set key"),
            (_OTHER_KEYS, "the rule set named"),
        ):
            if pattern.search(line):
                found.append((i, what))
    return found


def test_the_web_layer_never_branches_on_a_rule_set_name() -> None:
    problems = []
    for path in _python_files():
        problems += [f"{path.relative_to(ROOT)}:{n}: {what}" for n, what in python_uses(path.read_text())]
    for path in _text_files():
        problems += [f"{path.relative_to(ROOT)}:{n}: {what}" for n, what in text_uses(path.read_text())]
    assert problems == [], "\n".join(problems)


@pytest.mark.parametrize(
    "source",
    [
        'if rs.key == "riichi":\n    pass\n',
        'x = session.ruleset != "riichi"\n',
        'wild = {"wenzhou": "same", "beijing": "next"}.get(rs.key)\n',
        'SECTIONS = {"riichi": 1, "guizhou": 2}\n',
        'ok = key in ("riichi", "guizhou")\n',
        'prog = get_progress("riichi")\n',
        'x = SECTIONS["guizhou"]\n',
        "from rules.riichi import progress as riichi_progress\n",
        "from rules import beijing\n",
    ],
)
def test_the_check_catches_each_way_of_naming_a_rule_set(source: str) -> None:
    assert python_uses(source)


@pytest.mark.parametrize(
    "source",
    [
        'seat["riichi"] = "single"\n',
        'if "riichi" in rs.declarations:\n    pass\n',
        'fields = {"riichi": label, "tenpai": other}\n',
        'name = p("riichi")\n',
    ],
)
def test_riichi_as_a_contract_word_is_allowed(source: str) -> None:
    assert python_uses(source) == []


@pytest.mark.parametrize(
    "text",
    [
        '{% if ruleset == "riichi" %}x{% endif %}',
        "if (rs === 'beijing') {}",
        "const order = wenzhou ? 1 : 2;",
    ],
)
def test_the_check_catches_templates_and_scripts(text: str) -> None:
    assert text_uses(text)
