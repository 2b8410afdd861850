"""Replaying a session: the frozen rules over the ordered hands (no database here).

Every hand's table facts (dealer, dealer streak / honba, riichi sticks, round wind, the frozen rule
set, preset, options and player count) come from the state the hands before it leave, so an edit in
the middle recomputes everything after it by construction: a later hand whose table facts changed
is scored again with the same rules and stores the new answer.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field, fields, replace
from typing import Any, TypedDict

from rules import progress as P
from rules import registry, score_request
from rules.errors import FieldError
from rules.model import RequestError
from rules.request import parse_request, read_options
from rules.schema import to_json
from rules.text import N_, Text


@dataclass(frozen=True, slots=True, kw_only=True)
class Config:
    ruleset: str
    preset: str
    options: Mapping[str, Any]  # the rule options, resolved (JSON values)
    players: int
    progress: Mapping[str, Any]  # the progress options, resolved


@dataclass(slots=True, kw_only=True)
class Row:
    """One stored hand as the replay reads and (when its table facts changed) rewrites it."""

    number: int
    request: dict[str, Any]
    answer: dict[str, Any]
    seating: list[int] | None = None
    table: dict[str, Any] | None = None  # the table's own calls with this hand (`Hand.table`: play_on, end)
    rescored: bool = False


class ReplayError(Exception):
    def __init__(self, number: int, field: str, message: Text) -> None:
        super().__init__(f"hand {number}: {field}: {message.get('en')}")
        self.number = number
        self.field = field
        self.message = message


RESCORE_FAILED = N_("with the table as it now stands, hand {n} cannot be scored: {why}")
CANNOT_PLAY_ON = N_("this rule set's game cannot go on past its end")
NOTHING_TO_END = N_("no hand has been recorded yet: there is no game to end")


def play_on(prog: P.Progress, state: P.TableState, options: Mapping[str, Any]) -> P.TableState:
    """The table plays on where the game ended: the rule set's `play_on` (a ProgressError when it cannot, e.g. a
    bankrupt player); a game the table itself ended (`P.AGREED`) simply goes on where the rule set has none. A game
    not over is left as it is."""
    if not state.game_over:
        return state
    if prog.play_on is not None:
        return prog.play_on(state, options)
    if state.end == P.AGREED:
        return replace(state, game_over=False, end="")
    raise P.ProgressError([FieldError("hand", CANNOT_PLAY_ON)])


def calls(table: Mapping[str, Any] | None) -> tuple[bool, bool]:
    """(played on before the hand, ended after it) from a hand's `table` calls."""
    if not table:
        return False, False
    return bool(table.get("play_on")), bool(table.get("end"))


def resolve_options(
    ruleset: str, preset: str, overrides: Mapping[str, Any], players: int | None = None
) -> dict[str, Any]:
    """Every rule option of the preset with the overrides, as JSON values (raises RequestError): those asked at the
    table's number of players (`players`, default the most the rule set seats; an option asked only at another
    number, `Field.players`, is left out: a request would be refused for giving it)."""
    rs = registry.RULE_SETS[ruleset]
    n = players or max(rs.players)
    options = read_options(rs, preset, dict(overrides), n)
    # the options together, as the rules check them on a hand nobody won (honba that three seats cannot share...):
    # only what they say of the options counts; a hand's own facts (a 财神钱 table's counts) are no question yet
    try:
        parse_request(
            {"ruleset": ruleset, "preset": preset, "options": dict(overrides), "players": n, "seats": [{}] * n}
        )
    except RequestError as e:
        errors = [x for x in e.errors if x.field.split(".")[0] in ("options", "preset")]
        if errors:
            raise RequestError(errors) from e
    return {f.key: to_json(f, options[f.key]) for f in rs.options if not f.players or n in f.players}


def table_request(cfg: Config, state: P.TableState, base: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """`base` (a stored request, or nothing) with every fact the table knows set from `state`."""
    req = copy.deepcopy(dict(base or {}))
    req["ruleset"] = cfg.ruleset
    req["preset"] = cfg.preset
    req["options"] = dict(cfg.options)
    req["players"] = cfg.players
    req["dealer"] = state.dealer
    req["dealer_streak"] = state.streak
    seats = list(req.get("seats") or [])
    seats = (seats + [{}] * cfg.players)[: cfg.players]
    req["seats"] = seats
    facts = registry.RULE_SETS[cfg.ruleset].progress.table_facts(state)
    if facts:
        req["table"] = {**(req.get("table") or {}), **facts}
    return req


def _table_matches(cfg: Config, state: P.TableState, req: Mapping[str, Any]) -> bool:
    """Whether a stored request already has every table fact `table_request` would set (no copy made)."""
    if (
        req.get("ruleset") != cfg.ruleset
        or req.get("preset") != cfg.preset
        or req.get("players") != cfg.players
        or req.get("dealer") != state.dealer
        or req.get("dealer_streak") != state.streak
        or len(req.get("seats") or ()) != cfg.players
        or req.get("options") != cfg.options
    ):
        return False
    facts = registry.RULE_SETS[cfg.ruleset].progress.table_facts(state)
    if facts:
        table = req.get("table") or {}
        return all(table.get(k) == v for k, v in facts.items())
    return True


_STATE_FIELDS = tuple(f.name for f in fields(P.TableState))


def state_json(state: P.TableState) -> dict[str, Any]:
    d = {name: getattr(state, name) for name in _STATE_FIELDS}
    d["seating"] = list(state.seating)
    d["scores"] = list(state.scores)
    return d


def state_from_json(d: Mapping[str, Any]) -> P.TableState:
    return P.TableState(**{**d, "seating": tuple(d["seating"]), "scores": tuple(d["scores"])})


class HandEntry(TypedDict):
    """One hand as the replay leaves it in `Session.cache["hands"]` (JSON): the pages read the hand list from it."""

    number: int
    before: dict[str, Any]  # the table before the hand (`state_json`)
    kind: str  # the outcome: win, draw, abortive, chombo
    winners: list[int]  # players (not seats), as every player index below
    discarder: int | None
    change: list[int]  # by player
    totals: list[int]  # by player, after the hand
    summary: list[list[Any]]  # per winning hand: [its item keys, its total, its unit]
    chombo: int | None
    redraw: bool  # the seats were drawn again before it
    played_on: bool  # the table played this hand on past the rules' end of the game
    ended: bool  # the table ended the game after this hand (by agreement, time up)


@dataclass(slots=True, kw_only=True)
class Replayed:
    hands: list[HandEntry] = field(default_factory=list)  # per hand: before, change by player, totals
    final: P.TableState | None = None
    standings: list[P.Standing] = field(default_factory=list)
    played_on: bool = False  # the game was over after the last hand and the table plays on (`pending_play_on`)

    def cache(self) -> dict[str, Any]:
        assert self.final is not None
        return {
            "hands": self.hands,
            "final": state_json(self.final),
            "standings": [asdict(s) for s in self.standings],
        }


def replay(cfg: Config, rows: list[Row], *, rescore_all: bool = False, pending_play_on: bool = False) -> Replayed:
    """States before each hand, totals after each, the standings; rescores rows whose table changed (every row
    with `rescore_all`). The table's own calls are followed: a hand marked `play_on` is played although the game
    was over before it, a hand marked `end` ends the game after it; `pending_play_on`: the table plays on after the
    last hand (the next hand is not recorded yet).

    Raises ReplayError naming the hand (and field) that the progress or the rules refuse.
    """
    prog = registry.RULE_SETS[cfg.ruleset].progress
    state = prog.start(cfg.players, cfg.progress)
    out = Replayed()
    for row in rows:
        played_on, ended = calls(row.table)
        if played_on:
            try:
                state = play_on(prog, state, cfg.progress)
            except P.ProgressError as e:
                raise ReplayError(row.number, e.errors[0].field, e.errors[0].message) from e
        if row.seating is not None:
            try:
                state = P.redraw(state, tuple(row.seating))
            except P.ProgressError as e:
                raise ReplayError(row.number, e.errors[0].field, e.errors[0].message) from e
        if rescore_all or not _table_matches(cfg, state, row.request):
            req = table_request(cfg, state, row.request)
            status, answer = score_request(req)
            if status != 200:
                why = "; ".join(e["message"] for e in answer["errors"])
                raise ReplayError(row.number, "request", RESCORE_FAILED.format(n=row.number, why=why))
            row.request, row.answer, row.rescored = req, answer, True
        outcome = P.outcome_from(row.request, row.answer)
        hands_summary = [
            [[item.get("key") for item in h.get("items", [])], h.get("total"), h.get("unit", "")]
            for h in row.answer.get("hands", [])
        ]
        before = state
        try:
            state = prog.next_hand(state, outcome, cfg.progress)
        except P.ProgressError as e:
            raise ReplayError(row.number, e.errors[0].field, e.errors[0].message) from e
        if ended and not state.game_over:
            state = prog.end_now(state)
        by_player = [0] * cfg.players
        for seat, amount in enumerate(outcome.change):
            by_player[before.seating[seat]] += amount
        out.hands.append(
            {
                "number": row.number,
                "before": state_json(before),
                "kind": outcome.kind,
                "winners": [before.seating[s] for s in outcome.winners],
                "discarder": None if outcome.discarder is None else before.seating[outcome.discarder],
                "change": by_player,
                "totals": list(state.scores),
                "summary": hands_summary,
                "chombo": None if outcome.chombo is None else before.seating[outcome.chombo],
                "redraw": row.seating is not None,
                "played_on": played_on,
                "ended": ended,
            }
        )
    if pending_play_on and state.game_over:
        try:
            state = play_on(prog, state, cfg.progress)
        except P.ProgressError as e:
            raise ReplayError(len(rows), e.errors[0].field, e.errors[0].message) from e
        out.played_on = True
    out.final = state
    out.standings = list(prog.standings(state, cfg.progress))
    return out


def score_one(
    cfg: Config, state: P.TableState, request: Mapping[str, Any]
) -> tuple[int, dict[str, Any], dict[str, Any]]:
    """Score a new hand against the table: (status, answer, the request as scored)."""
    req = table_request(cfg, state, request)
    try:
        status, answer = score_request(req)
    except RequestError as e:  # pragma: no cover - score_request already answers 400
        return 400, {"errors": [{"field": x.field, "message": x.message.get("en")} for x in e.errors]}, req
    return status, answer, req
