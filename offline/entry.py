"""The offline scorer's glue, shipped in the rules bundle as `mahjong_offline` (Pyodide, under Node and in the
browser's worker): the answers' words from the same compiled catalogs, and the answer written as the server writes
it. No rule is here: the answer is the server's score path, `calculator.scoring.run_score`'s: the limits of
`calculator/limits.py` (shipped in the bundle as it is), then `rules.score_request`.

The translator is the one the server's API uses (`calculator.apps.translator`: Django's catalog of a language
falls back to the site's default language, zh-hans, for a phrase it lacks), read here by the standard library's
gettext from `locale/<lang>/LC_MESSAGES/django.mo`. The answer's JSON is `manage.py score --jsonl`'s
(`calculator.scoring.dump`: compact, UTF-8 kept, U+2028 / U+2029 / U+0085 escaped; the API's JsonResponse carries
the same values).
"""

from __future__ import annotations

import gettext
import json
import sys
import types
from pathlib import Path
from typing import Any

import rules
from rules import messages as M
from rules.answer import errors_json
from rules.model import FieldError
from rules.text import DEFAULT_LANG, install

_LOCALES = {"zh-hans": "zh_Hans", "zh-hant": "zh_Hant", "ja": "ja"}
_LINE_BREAKS = str.maketrans({"\u2028": "\\u2028", "\u2029": "\\u2029", "\u0085": "\\u0085"})


def setup(localedir: str | Path) -> None:
    """Install the translator into `rules.text` (what `calculator/apps.py` does on the server)."""
    catalogs: dict[str, gettext.NullTranslations] = {}

    def catalog(lang: str) -> gettext.NullTranslations:
        found = catalogs.get(lang)
        if found is None:
            found = gettext.translation("django", localedir=localedir, languages=[_LOCALES[lang]], fallback=True)
            if lang != DEFAULT_LANG:  # as Django's: a phrase missing in a language reads in the default one
                found.add_fallback(catalog(DEFAULT_LANG))
            catalogs[lang] = found
        return found

    def translate(lang: str, context: str | None, msgid: str) -> str:
        c = catalog(lang)
        return c.gettext(msgid) if context is None else c.pgettext(context, msgid)

    install(translate, tuple(_LOCALES))


def _stand_in_orjson() -> None:
    """`calculator/limits.py` imports orjson (C; not in Pyodide's own package) at its top for reading raw bodies
    (`read`), which the offline scorer never calls: the request comes parsed. A stand-in lets the module import;
    nothing here reads a body through it. (Were that import made where `read` needs it, this would go.)"""
    if "orjson" not in sys.modules:
        stand_in = types.ModuleType("orjson")
        stand_in.JSONDecodeError = json.JSONDecodeError  # type: ignore[attr-defined]
        stand_in.loads = json.loads  # type: ignore[attr-defined]
        sys.modules["orjson"] = stand_in


_stand_in_orjson()

from calculator import limits  # noqa: E402 - after the stand-in


def dump(payload: dict[str, Any]) -> str:
    """One answer as one line of compact JSON, as `calculator.scoring.dump` writes it."""
    return json.dumps(payload, ensure_ascii=False, separators=(",", ":")).translate(_LINE_BREAKS)


def answer(data: Any) -> tuple[int, str]:
    """A parsed request -> (status, the answer's JSON), as `calculator.scoring.run_score` answers it: the limits,
    then the rules; a bug is answered without any number in it."""
    try:
        limits.check(data)
    except limits.LimitError as e:
        return 400, dump(errors_json(e.errors, e.lang))
    try:
        status, payload = rules.score_request(data)
    except Exception:
        return 500, dump(errors_json([FieldError("", M.INTERNAL)], limits.answer_lang(data)))
    return status, dump(payload)


def answer_text(text: str) -> tuple[int, str]:
    """One request as JSON text (a line of `score.mjs`, the worker's message) -> (status, the answer's JSON).
    Text that is not JSON is answered 400 with an error naming no field (the server's API reads the body with
    its own limits first, `calculator/limits.py`, whose words differ; a page never sends such text)."""
    try:
        data = json.loads(text)
    except RecursionError:
        return 400, dump(errors_json([FieldError("", limits.TOO_DEEP.format(max=limits.MAX_DEPTH))], DEFAULT_LANG))
    except ValueError as e:
        return 400, dump(errors_json([FieldError("", M.BAD_JSON.format(error=str(e)))], DEFAULT_LANG))
    return answer(data)


def result_extras(answer_json: str) -> str:
    """What the page's result needs beside a 200 answer, from the same Python the server's page runs: who pays whom
    netted (`rules.netting.settle`, as `calculator.result_page.result_view` calls it), and the names in the answer's
    language of the pattern keys an answer gives without a name (riichi's `limit`, the fu lines' keys), as the
    server's page looks them up in the rule set's `pattern_map`. JSON: {"transfers": [[from, to, amount], ...],
    "names": {key: name}}."""
    from rules.netting import settle
    from rules.registry import RULE_SETS

    payload = json.loads(answer_json)
    net = payload.get("net") or []
    rs = RULE_SETS.get(str(payload.get("ruleset", "")))
    lang = str(payload.get("lang") or DEFAULT_LANG)
    names: dict[str, str] = {}
    if rs is not None:
        for h in payload.get("hands") or ():
            keys = [h.get("limit")] + [f.get("key") for f in h.get("fu_lines") or () if isinstance(f, dict)]
            for key in keys:
                if isinstance(key, str) and key in rs.pattern_map:
                    names[key] = rs.pattern_map[key].names.get(lang)
    return dump({"transfers": [list(t) for t in settle(net)], "names": names})
