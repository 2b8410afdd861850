"""Export (CSV for spreadsheets, JSON for a round trip) and import of a session."""

from __future__ import annotations

import csv
import hashlib
import io
import json
from collections.abc import Callable, Mapping
from typing import Any

from django.db import transaction
from django.utils import formats, timezone
from django.utils.functional import Promise
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from calculator import limits
from rules import progress as P
from rules import registry
from rules.text import LANGS

from . import replay as R
from . import services
from .models import NAME_MAX, Change, Hand, Player, Session

FORMAT = "mahjong-scoresheet"
FORMAT_VERSION = 1


# A text cell a spreadsheet would read as a formula: one starting with = + - @, a tab or a carriage return
# (OWASP "CSV Injection"; LibreOffice and Excel run `=HYPERLINK(...)`, `+1+1`, `@SUM(1)`, `-2+3`).
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def csv_cell(value: Any) -> Any:
    """A cell as the spreadsheet programs document it safe: a text that starts like a formula gets a leading `'`
    (shown as text, not run); numbers stay numbers. The JSON export keeps every name exactly."""
    if isinstance(value, str) and value.startswith(_FORMULA_START):
        return "'" + value
    return value


class _SafeWriter:
    """csv.writer whose every text cell goes through `csv_cell`."""

    def __init__(self, out: io.StringIO) -> None:
        self._w = csv.writer(out)

    def writerow(self, row: list[Any]) -> None:
        self._w.writerow([csv_cell(v) for v in row])


def to_csv(
    session: Session, names: list[str], lang: str, summary: Callable[[Session, Mapping[str, Any], str], str]
) -> str:
    """Hands (one row each: every player's change and running total) then the standings."""
    out = io.StringIO()
    w = _SafeWriter(out)
    w.writerow(
        [_("Hand number"), _("Dealer"), _("Kind"), _("Winner"), _("Discarder"), _("Patterns")]
        + [_("%(player)s change") % {"player": n} for n in names]
        + [_("%(player)s total") % {"player": n} for n in names]
    )
    hands = {h.number: h for h in session.hands.all()}
    kinds = {"win": _("Win"), "draw": _("Draw"), "abortive": _("Abortive draw"), "chombo": _("Chombo")}
    for e in session.cache.get("hands", []):
        before = e["before"]
        dealer = names[before["seating"][before["dealer"]]]
        w.writerow(
            [
                e["number"],
                dealer,
                kinds.get(e["kind"], e["kind"]),
                " ".join(names[p] for p in e["winners"]),
                "" if e["discarder"] is None else names[e["discarder"]],
                summary(session, hands[e["number"]].answer, lang),
                *e["change"],
                *e["totals"],
            ]
        )
    w.writerow([])
    w.writerow([_("Place"), _("Player"), _("Total"), _("Result")])
    for s in session.cache.get("standings", []):
        w.writerow([s["rank"], names[s["player"]], s["total"], s["final"]])
    result = services.final_result(session)
    if result is not None:
        state = services.current_state(session)
        why = services.end_words().get(state.end, "")
        w.writerow([])
        w.writerow([_("Final result"), why])
        if result.sticks:
            shared = result.sticks_shared or ((result.sticks_to,) if result.sticks_to is not None else ())
            to = " / ".join(names[p] for p in shared) if shared else _("nobody")
            w.writerow([_("Riichi sticks left on the table"), result.sticks, _("went to"), to])
        w.writerow([_("Place"), _("Player"), _("Final points"), _("Sticks"), _("Uma"), _("Oka"), _("Final score")])
        for p in result.order:
            w.writerow(
                [
                    result.ranks[p],
                    names[p],
                    result.points[p],
                    result.points[p] - state.scores[p],  # what the sticks left on the table added
                    result.uma[p],
                    result.oka[p],
                    result.scores[p],
                ]
            )
    return out.getvalue()


def final_json(session: Session) -> dict[str, Any] | None:
    """The final result as data, by player index (null while the game goes on): why it ended, the final points,
    the sticks left and who got them, each place, uma, oka and the final score in the rule set's rounding."""
    result = services.final_result(session)
    if result is None:
        return None
    return {
        "end": services.current_state(session).end,
        "points": list(result.points),
        "sticks": result.sticks,
        "sticks_to": result.sticks_to,
        "sticks_shared": list(result.sticks_shared),
        "ranks": list(result.ranks),
        "order": list(result.order),
        "uma": list(result.uma),
        "oka": list(result.oka),
        "scores": list(result.scores),
    }


SESSION_FIELDS = (
    "title",
    "lang",
    "ruleset",
    "preset",
    "options",
    "base_points",
    "progress_options",
    "scoring_preset",
    "closed",
)
# what exports made before the progress options held them wrote beside `progress_options` (start_points ... tobi;
# oka was derived): read into the progress options when the rule set's progress has the option, else ignored (an
# old export of a rule set without them carried zeros)
OLD_PROGRESS_KEYS = ("start_points", "return_points", "uma", "tobi")


def to_json(session: Session) -> dict[str, Any]:
    """The session as a file: its rules (the progress options as the session reads them: every option, a session
    made before one existed with its default), players, hands with the table's calls, the standings and the final
    result."""
    meta = {k: getattr(session, k) for k in SESSION_FIELDS}
    meta["progress_options"] = services.progress_options(session)
    return {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "session": meta,
        "players": [p.name for p in session.players.all()],
        "pending_seating": session.cache.get("pending_seating"),
        "pending_play_on": bool(session.cache.get("pending_play_on")),
        "hands": [
            {
                "number": h.number,
                "kind": h.kind,
                "request": h.request,
                "answer": h.answer,
                "seating": h.seating,
                "table": h.table,
            }
            for h in session.hands.all()
        ],
        "standings": session.cache.get("standings", []),
        "final_result": final_json(session),
    }


TABLE_CALLS = frozenset({"play_on", "end"})


def _table_calls(value: Any, field: str) -> dict[str, bool] | None:
    """A hand's table calls as an export has them: null, or {"play_on": true, "end": true} (either)."""
    if value is None:
        return None
    if not isinstance(value, dict) or not set(value) <= TABLE_CALLS or not all(type(v) is bool for v in value.values()):
        raise _bad(field, NOT_EXPORT)
    return {k: v for k, v in value.items() if v} or None


def _bad(field: str, message: str | Promise) -> services.SheetError:
    return services.SheetError([(field, str(message))])  # a lazy message in the language now active


NOT_EXPORT = gettext_lazy("This is not a JSON export of a session.")

# An export nests about 8 deep (session > hands > request > seats > melds > meld); a number has a few digits.
IMPORT_MAX_DEPTH = 24


def _refuse_number(text: str) -> Any:
    raise ValueError(f"not a number this file can hold: {text[:20]}")


def _bounded_int(text: str) -> int:
    if len(text) - text.startswith("-") > limits.MAX_INT_DIGITS:
        _refuse_number(text)
    return int(text)


def _load(text: str) -> Any:
    """The file's JSON: nesting checked on the raw text before parsing (no deep recursion), integers of at most
    18 digits, no NaN or Infinity; SheetError otherwise."""
    if limits.raw_depth(text.encode("utf-8", "replace"), IMPORT_MAX_DEPTH) > IMPORT_MAX_DEPTH:
        raise _bad("file", NOT_EXPORT)
    try:
        data = json.loads(text, parse_int=_bounded_int, parse_constant=_refuse_number)
        # a lone surrogate (`"\ud800"`) parses, but no page, message or database could hold it
        json.dumps(data, ensure_ascii=False).encode("utf-8")
    except (ValueError, RecursionError) as e:  # UnicodeEncodeError is a ValueError
        raise _bad("file", NOT_EXPORT) from e
    if _has_nul(data):  # `"\u0000"`: PostgreSQL's text and jsonb cannot hold it, and no form lets one in
        raise _bad("file", NOT_EXPORT)
    return data


def _has_nul(v: Any) -> bool:
    """A NUL character in any string or key (the nesting is already bounded)."""
    if type(v) is str:
        return "\x00" in v
    if type(v) is dict:
        return any("\x00" in k or _has_nul(x) for k, x in v.items())
    if type(v) is list:
        return any(_has_nul(x) for x in v)
    return False


def _typed(meta: dict[str, Any], key: str, kind: type, default: Any) -> Any:
    v = meta.get(key, default)
    if v is not None and type(v) is not kind:
        raise _bad(f"session.{key}", NOT_EXPORT)
    return v


def digest(data: Any) -> str:
    """What identifies an export's content: its session's rules, players and hands' requests (not its answers,
    which are scored again, nor the order of its keys)."""
    content = {
        "session": data.get("session"),
        "players": data.get("players"),
        "hands": [h.get("request") if isinstance(h, dict) else h for h in data.get("hands") or []],
    }
    return hashlib.sha256(json.dumps(content, sort_keys=True, ensure_ascii=False).encode("utf-8")).hexdigest()


def import_json(text: str, lang: str, *, again: bool = False) -> Session:
    """A new session (new links) with the exported one's players, rules and hands. Every part is checked as a
    new session and a recorded hand are, and every hand is scored again from its request: the answers in the
    file are not trusted (a file can be edited). Nothing is saved unless all of it holds. A file imported before
    is refused (field `again`, saying when) unless `again`: two sessions of one evening by mistake are noticed."""
    data = _load(text)
    if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("format_version") != FORMAT_VERSION:
        raise _bad("format", NOT_EXPORT)
    meta = data.get("session")
    players = data.get("players")
    hands = data.get("hands")
    if not isinstance(meta, dict) or not isinstance(players, list) or not isinstance(hands, list):
        raise _bad("format", NOT_EXPORT)
    ruleset_key = meta.get("ruleset")
    rs = registry.RULE_SETS.get(ruleset_key) if isinstance(ruleset_key, str) else None
    if rs is None:
        raise _bad("session.ruleset", _("Unknown rule set."))
    if not isinstance(meta.get("preset"), str) or rs.preset(meta["preset"]) is None:
        raise _bad("session.preset", _("Unknown preset."))
    if len(players) not in rs.players or not all(isinstance(n, str) and 0 < len(n) <= NAME_MAX for n in players):
        raise _bad("players", _("The players' names are missing or too long."))
    if not isinstance(meta.get("options"), dict) or not isinstance(meta.get("progress_options", {}), dict):
        raise _bad("session.options", NOT_EXPORT)
    progress = dict(meta.get("progress_options", {}))
    for key in OLD_PROGRESS_KEYS:
        if key in meta and key not in progress and rs.progress.field(key) is not None:
            progress[key] = meta[key]
    session_lang = _typed(meta, "lang", str, lang)
    new = services.NewSession(
        ruleset=rs.key,
        preset=meta["preset"],
        names=players,
        option_overrides=meta["options"],
        progress_overrides=progress,
        scoring_preset=_typed(meta, "scoring_preset", str, "") or "",
        title=_typed(meta, "title", str, "") or "",
        lang=session_lang if session_lang in LANGS else lang,
    )
    try:
        session, names = services.build_session(new)
    except services.SheetError as e:
        raise services.SheetError([(f"session.{f}", m) for f, m in e.errors]) from e
    session.closed = _typed(meta, "closed", bool, False) or False
    if len(hands) > services.MAX_HANDS:
        raise _bad("hands", _("A session holds at most %(n)s hands.") % {"n": services.MAX_HANDS})
    rows = []
    for i, h in enumerate(hands):
        if not isinstance(h, dict) or not isinstance(h.get("request"), dict):
            raise _bad(f"hands.{i}", NOT_EXPORT)
        # the parts the table's facts are written into (replay.table_request) have their contract shape, for this
        # table's players (a hand of another table would lose its seats past the last without a word)
        req = h["request"]
        seats = req.get("seats", [])
        if not isinstance(seats, list) or not isinstance(req.get("table", {}), dict):
            raise _bad(f"hands.{i}.request", NOT_EXPORT)
        if len(seats) > len(names) or req.get("players", len(names)) != len(names):
            raise _bad(f"hands.{i}.request.players", _("This hand is not for this table's number of players."))
        try:
            limits.check(req)
        except limits.LimitError as e:
            raise _bad(f"hands.{i}.request", e.errors[0].message.get(lang)) from e
        seating = h.get("seating")
        if seating is not None and not (isinstance(seating, list) and all(type(x) is int for x in seating)):
            raise _bad(f"hands.{i}.seating", NOT_EXPORT)
        table = _table_calls(h.get("table"), f"hands.{i}.table")
        # the answer is worked out again (recompute below, rescore_all)
        rows.append(R.Row(number=i + 1, request=h["request"], answer={}, seating=seating, table=table))
    pending = data.get("pending_seating")
    if pending is not None and (
        not isinstance(pending, list)
        or not all(type(x) is int for x in pending)
        or sorted(pending) != list(range(len(names)))
    ):
        raise _bad("pending_seating", P.BAD_SEATING.get(lang))
    play_on = data.get("pending_play_on", False)
    if type(play_on) is not bool:
        raise _bad("pending_play_on", NOT_EXPORT)
    session.imported_from = digest(data)
    before = Session.objects.filter(imported_from=session.imported_from).order_by("-created").first()
    if before is not None and not again:
        when = formats.date_format(timezone.localtime(before.created), "DATETIME_FORMAT")
        raise _bad("again", _("This export was imported before (%(when)s). Import it again anyway?") % {"when": when})
    with transaction.atomic():
        session.save()
        Player.objects.bulk_create([Player(session=session, index=i, name=n) for i, n in enumerate(names)])
        Hand.objects.bulk_create(
            [
                Hand(
                    session=session,
                    number=r.number,
                    kind="win",
                    request=r.request,
                    answer={},
                    seating=r.seating,
                    table=r.table,
                )
                for r in rows
            ]
        )
        if pending is not None:
            session.cache = {"pending_seating": pending}
        if play_on:
            session.cache = {**session.cache, "pending_play_on": True}
        services.recompute(session, rows, lang, rescore_all=True)  # each hand's answer and kind written back
        session.save()
        Change.objects.create(session=session, action="import", link=services.link_name(session.edit_token), version=0)
    return session
