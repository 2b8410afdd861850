"""A session made from a real game's log (Tenhou's mjlog XML or tenhou.net/6 JSON, read by `scoresheet.tenhou_log`),
and the log beside our replay of it.

1. The text is bounded and read (`tenhou_log.read`); whatever cannot be read (not a log, a truncated file) is refused
   with a message on the field it came from, nothing saved.
2. The session's rules: the rule set and preset the log's requests name (four players or three), the result preset
   that fits the game's players and length (East-South or East only) and the log's red fives; option overrides (the
   command's `--option`) on top.
3. Every hand is scored by our rules at the table our own replay gives (our dealer, honba, sticks, not the log's).
   Where our rules end the game before the log does, the next hand carries the table's call "play on"; where they
   would go on after the log's last hand, that hand carries "the table ended the game": the session holds the whole
   game either way, and the comparison says where our end differs.
4. What the log itself recorded (each hand's table and changes, the final points and scores) is kept in
   `Session.source`; `compare` puts it beside the replay, hand by hand, with both numbers wherever they differ.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
import zlib
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any, TypedDict

from django.db import transaction
from django.utils import formats, timezone
from django.utils.translation import gettext as _

from calculator import limits
from calculator.page_language import mark
from rules import progress as P
from rules import registry, score_request
from rules.errors import FieldError

from . import replay as R
from . import services
from .models import NAME_MAX, TITLE_MAX, Change, Hand, Player, Session
from .tenhou_log import RESULT_PRESETS, LogError, LogGame, read

LOG_MAX = 1_000_000  # bytes: a long East-South game's mjlog is about 30 KB, its tenhou.net/6 JSON less
LOG_MAX_DEPTH = 12  # the tenhou.net/6 JSON nests 5 deep
SOURCE = "tenhou"


class LogHandSource(TypedDict):
    """One hand as the log recorded it (kept in `Session.source["hands"]`)."""

    name: str  # Tenhou's name of the hand: E1-0 (round, hand, honba)
    round_wind: int
    round_hand: int
    dealer: int  # seat
    honba: int
    sticks: int
    change: list[int]  # by seat, riichi deposits included


def _refuse(field: str, message: str) -> services.SheetError:
    return services.SheetError([(field, message)])


def not_a_log() -> str:
    return _("This is not a Tenhou game log (the mjlog XML that tenhou.net serves, or tenhou.net/6 JSON).")


def read_log(text: str, field: str = "file") -> LogGame:
    """The game in `text`, or SheetError on `field` saying why it cannot be imported."""
    if len(text.encode("utf-8", "replace")) > LOG_MAX:
        raise _refuse(field, _("The log is too large (at most %(kb)s KB).") % {"kb": LOG_MAX // 1000})
    stripped = text.lstrip()
    if not stripped:
        raise _refuse(field, not_a_log())
    if stripped.startswith("{") and limits.raw_depth(stripped.encode("utf-8", "replace"), LOG_MAX_DEPTH) > (
        LOG_MAX_DEPTH
    ):
        raise _refuse(field, not_a_log())
    try:
        game = read(stripped)
    except LogError as e:
        raise _refuse(field, _why(str(e))) from e
    except (ValueError, KeyError, IndexError, TypeError, AttributeError, AssertionError, RecursionError) as e:
        # a log cut short or edited by hand: a tag without its attributes, a number that is not one
        raise _refuse(field, _("This log cannot be read: it is cut short or not as tenhou.net writes it.")) from e
    if not game.hands:
        raise _refuse(field, not_a_log())
    if not game.final_points:
        raise _refuse(field, _("This log stops before the game's end (it has no final result): is the file complete?"))
    return game


GZIP_MAGIC = b"\x1f\x8b"


def decode(content: bytes, field: str = "file") -> str:
    """A log file's bytes as text: gunzipped first when gzipped (tenhou.net serves mjlog files so), the size bounded
    before and after; SheetError on `field` for a file too large, a broken gzip or bytes that are not UTF-8."""
    too_large = _("The file is too large (at most %(kb)s KB).") % {"kb": LOG_MAX // 1000}
    if len(content) > LOG_MAX:
        raise _refuse(field, too_large)
    if content.startswith(GZIP_MAGIC):
        unzip = zlib.decompressobj(wbits=31)
        try:
            content = unzip.decompress(content, LOG_MAX + 1)
        except zlib.error as e:
            raise _refuse(field, not_a_log()) from e
        if len(content) > LOG_MAX or unzip.unconsumed_tail:
            raise _refuse(field, too_large)
        if not unzip.eof:  # cut short
            raise _refuse(field, not_a_log())
    try:
        return content.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise _refuse(field, not_a_log()) from e


_AT_HAND = re.compile(r"\bhand (\d+)")


def _why(reason: str) -> str:
    """The reader's refusal (`LogError`, in English) in the page's words: not a log, a three-player game in the JSON,
    or a log that cannot be played through (at the hand it names)."""
    if "three-player" in reason:
        return _(
            "This three-player game is in the tenhou.net/6 JSON, which cannot be imported yet: import its mjlog file "
            "instead (tenhou.net serves it)."
        )
    if reason.startswith("not a"):
        return not_a_log()
    at = _AT_HAND.search(reason)
    if at is not None:
        return _("This log cannot be read at hand %(n)s: it is cut short or not as tenhou.net writes it.") % {
            "n": at.group(1)
        }
    return _("This log cannot be read: it is cut short or not as tenhou.net writes it.")


def _names(game: LogGame) -> list[str]:
    """The players' names as a session takes them: control characters dropped, at most NAME_MAX characters, a
    name missing or met before made distinct."""
    out: list[str] = []
    for i, raw in enumerate(game.names):
        name = "".join(ch for ch in raw if unicodedata.category(ch)[0] != "C").strip()[:NAME_MAX]
        if not name:
            name = _("Player %(n)s") % {"n": i + 1}
        base, k = name, 2
        while name.casefold() in (n.casefold() for n in out):
            name = f"{base[: NAME_MAX - 4]} ({k})"
            k += 1
        out.append(name)
    return out


def digest(text: str) -> str:
    return "tenhou:" + hashlib.sha256(text.strip().encode("utf-8", "replace")).hexdigest()[:57]


@dataclass(frozen=True, slots=True, kw_only=True)
class Imported:
    session: Session
    compared: Comparison


def import_log(
    text: str,
    lang: str,
    *,
    field: str = "file",
    option_overrides: Mapping[str, Any] | None = None,
    title: str = "",
    again: bool = False,
) -> Imported:
    """A new session holding the game in `text` (see the module's outline). SheetError naming the field (`field`
    for the log itself, `again` for a log imported before, `options.<key>` for an override) when it cannot be."""
    game = read_log(text, field)
    first = game.hands[0].request
    rs = registry.RULE_SETS.get(str(first.get("ruleset")))
    if rs is None or (game.players, game.rounds) not in RESULT_PRESETS:
        raise _refuse(field, not_a_log())
    overrides = dict(option_overrides or {})
    if any(f.key == "red_fives" for f in rs.options):
        overrides.setdefault("red_fives", game.red_fives)
    names = _names(game)
    new = services.NewSession(
        ruleset=rs.key,
        preset=str(first.get("preset")),
        names=names,
        option_overrides=overrides,
        progress_overrides={},
        scoring_preset=RESULT_PRESETS[game.players, game.rounds],
        title=(title.strip() or _("Tenhou game of %(players)s") % {"players": " · ".join(names)})[:TITLE_MAX],
        lang=lang,
    )
    session, names = services.build_session(new)
    if len(game.hands) > services.MAX_HANDS:
        raise _refuse(field, _("A session holds at most %(n)s hands.") % {"n": services.MAX_HANDS})
    rows = [R.Row(number=i + 1, request=h.request, answer={}) for i, h in enumerate(game.hands)]
    _table_calls(_config(session, len(names)), rows, game, lang, field)
    session.imported_from = digest(text)
    before = Session.objects.filter(imported_from=session.imported_from).order_by("-created").first()
    if before is not None and not again:
        when = formats.date_format(timezone.localtime(before.created), "DATETIME_FORMAT")
        raise _refuse("again", _("This log was imported before (%(when)s). Import it again anyway?") % {"when": when})
    session.source = {
        "kind": SOURCE,
        "hands": [
            {
                "name": h.name,
                "round_wind": h.round_wind,
                "round_hand": h.round_hand,
                "dealer": h.dealer,
                "honba": h.honba,
                "sticks": h.sticks,
                "change": list(h.change),
            }
            for h in game.hands
        ],
        "final_points": list(game.final_points),
        "final_scores": list(game.final_scores),
    }
    with transaction.atomic():
        session.save()
        Player.objects.bulk_create([Player(session=session, index=i, name=n) for i, n in enumerate(names)])
        Hand.objects.bulk_create(
            [
                Hand(session=session, number=r.number, kind="win", request=r.request, answer={}, table=r.table)
                for r in rows
            ]
        )
        services.recompute(session, rows, lang, rescore_all=True)
        session.save()
        Change.objects.create(session=session, action="import", link=services.link_name(session.edit_token), version=0)
    return Imported(session=session, compared=compare(session))


def _config(session: Session, players: int) -> R.Config:
    """The replay's configuration of a session not saved yet (its players not in the database)."""
    return R.Config(
        ruleset=session.ruleset,
        preset=session.preset,
        options=session.options,
        players=players,
        progress=services.progress_options(session),
    )


def _hand_name(game: LogGame, number: int) -> str:
    return _("Hand %(n)s (%(name)s)") % {"n": number, "name": game.hands[number - 1].name}


def _table_calls(cfg: R.Config, rows: list[R.Row], game: LogGame, lang: str, field: str) -> None:
    """Play the hands through our rules at our own table, and mark where the table's calls are needed for the
    session to hold the whole game: "play on" before a hand the log plays after our rules' end, "the table ended
    the game" after the log's last hand where our rules would go on. A hand our rules refuse is SheetError naming
    it."""
    prog = registry.RULE_SETS[cfg.ruleset].progress
    state = prog.start(cfg.players, cfg.progress)
    for row in rows:
        if state.game_over:
            try:
                state = R.play_on(prog, state, cfg.progress)
            except P.ProgressError as e:
                raise _refuse(field, _message(game, row.number, e.errors, lang)) from e
            row.table = {"play_on": True}
        status, answer = score_request(R.table_request(cfg, state, row.request))
        if status != 200:
            why = "; ".join(str(e["message"]) for e in answer["errors"])
            raise _refuse(field, mark("colon", lang).join((_hand_name(game, row.number), why)))
        state = prog.next_hand(state, P.outcome_from(row.request, answer), cfg.progress)
    if rows and not state.game_over:
        rows[-1].table = {**(rows[-1].table or {}), "end": True}


def _message(game: LogGame, number: int, errors: list[FieldError], lang: str) -> str:
    return mark("colon", lang).join((_hand_name(game, number), "; ".join(e.message.get(lang) for e in errors)))


# ---------------------------------------------------------------- compared ---


class HandCompared(TypedDict):
    number: int
    name: str  # the log's name of the hand (E1-0)
    before: P.TableState  # our table before the hand
    log_before: P.TableState  # the log's (round, dealer, honba, sticks), on our state's seating and totals
    table_agrees: bool
    ours: list[int]  # each player's change, ours
    log: list[int]  # and the log's
    agrees: bool  # the table and every change equal
    calls: tuple[bool, bool]  # our table's calls with this hand: (played on, ended)


class Comparison(TypedDict):
    hands: list[HandCompared]
    agreeing: int  # hands whose table and changes equal the log's
    end_agrees: bool  # our rules end the game exactly where the log does (no call of the table's needed)
    final_points: tuple[list[int], list[int]]  # (ours, the log's), by player
    final_scores: tuple[list[int], list[int]]
    final_agrees: bool


def compare(session: Session) -> Comparison:
    """The log (`Session.source`) beside our replay (`Session.cache`), hand by hand and at the end."""
    source: Mapping[str, Any] = session.source or {}
    logged: list[Mapping[str, Any]] = list(source.get("hands") or [])
    entries = services.hand_entries(session)
    hands: list[HandCompared] = []
    end_agrees = len(entries) == len(logged)
    for i, log in enumerate(logged):
        if i >= len(entries):
            break
        e = entries[i]
        before = R.state_from_json(e["before"])
        log_before = replace(
            before,
            round_wind=int(log["round_wind"]),
            round_hand=int(log["round_hand"]),
            dealer=int(log["dealer"]),
            streak=int(log["honba"]),
            sticks=int(log["sticks"]),
        )
        by_player = [0] * before.players
        for seat, amount in enumerate(log["change"]):
            by_player[before.seating[seat]] += int(amount)
        table_agrees = (before.round_wind, before.round_hand, before.dealer, before.streak, before.sticks) == (
            log_before.round_wind,
            log_before.round_hand,
            log_before.dealer,
            log_before.streak,
            log_before.sticks,
        )
        calls = (bool(e.get("played_on")), bool(e.get("ended")))
        if any(calls):
            end_agrees = False
        hands.append(
            {
                "number": e["number"],
                "name": str(log.get("name", "")),
                "before": before,
                "log_before": log_before,
                "table_agrees": table_agrees,
                "ours": list(e["change"]),
                "log": by_player,
                "agrees": table_agrees and list(e["change"]) == by_player,
                "calls": calls,
            }
        )
    result = services.final_result(session)
    ours_points = list(result.points) if result else []
    ours_scores = list(result.scores) if result else []
    log_points = [int(x) for x in source.get("final_points") or []]
    log_scores = [int(x) for x in source.get("final_scores") or []]
    return {
        "hands": hands,
        "agreeing": sum(1 for h in hands if h["agrees"]),
        "end_agrees": end_agrees,
        "final_points": (ours_points, log_points),
        "final_scores": (ours_scores, log_scores),
        "final_agrees": bool(result) and ours_points == log_points and ours_scores == log_scores,
    }
