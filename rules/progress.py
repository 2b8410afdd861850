"""The table's progress over a session: pure functions, no Django, no I/O.

A session is replayed hand by hand: `TableState` is what the table knows before a hand (dealer,
dealer streak / honba, riichi sticks on the table, round wind and hand number, who sits where,
each player's running total); `Outcome` is what a recorded hand's request and answer say happened
(`outcome_from`); each rule set's `next_hand(state, outcome, options) -> TableState` gives the state
before the next hand. Each rule set carries its own `Progress` (`RuleSet.progress`); this module holds the records
and helpers they share and imports no rule set.

Seats are the request's seat indices (turn order: seat i+1 plays after seat i); players are the
session's players by index; `seating[seat]` is the player sitting there. Totals are per player.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from .errors import FieldError, RequestError
from .text import N_, Text

WIN = "win"
DRAW = "draw"
ABORTIVE = "abortive"
CHOMBO = "chombo"
KINDS = (WIN, DRAW, ABORTIVE, CHOMBO)

WIND_NAMES = (
    N_("East"),
    N_("South"),
    N_("West"),
    N_("North"),
)


class ProgressError(RequestError):
    """A hand the table's progress cannot take (the game is over, a redraw is due, a seat out of range)."""


GAME_OVER = N_("this game is over: no further hand can be recorded")
REDRAW_DUE = N_("the dealer has kept the deal four times: enter the new seating first")
BAD_SEAT = N_("a seat out of range")
BAD_SEATING = N_("the new seating must put every player in exactly one seat")
NO_REDRAW = N_("no redraw of seats is due now")


@dataclass(frozen=True, slots=True, kw_only=True)
class Outcome:
    """What one recorded hand did to the table, read from its request and answer."""

    kind: str  # WIN | DRAW | ABORTIVE | CHOMBO
    change: tuple[int, ...]  # each SEAT's change of score (the answer's score_change, else net)
    winners: tuple[int, ...] = ()
    discarder: int | None = None  # None: self-draw (or no win)
    tenpai: tuple[int, ...] = ()  # seats tenpai at an exhaustive draw
    riichi: tuple[int, ...] = ()  # seats that declared riichi in this hand (a deposit each)
    chombo: int | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class TableState:
    """The table before a hand (or, with game_over, after the last one)."""

    players: int
    hands: int = 0  # hands recorded so far
    dealer: int = 0  # seat
    streak: int = 0  # the request's dealer_streak (连庄 / honba)
    sticks: int = 0  # riichi sticks (deposits) on the table
    round_wind: int = 0  # 0 East .. 3 North
    round_hand: int = 0  # 0-based hand of the round (East 1 = 0)
    seating: tuple[int, ...]  # seating[seat] = player index
    scores: tuple[int, ...]  # running total per PLAYER
    redraw_due: bool = False  # Wenzhou: the seats must be redrawn before the next hand
    game_over: bool = False
    end: str = ""  # why the game ended: "last_hand", "dealer_top", "tobi"

    def player_at(self, seat: int) -> int:
        return self.seating[seat]

    def seat_of(self, player: int) -> int:
        return self.seating.index(player)


@dataclass(frozen=True, slots=True, kw_only=True)
class Standing:
    """One player's place: `total` the running total; `final` the ranked result (riichi uma/oka) or the total."""

    player: int
    rank: int  # 1-based
    total: int
    final: int


@dataclass(frozen=True, slots=True, kw_only=True)
class OptionInfo:
    """A progress option of a rule set, for the session form and page (names in four languages)."""

    key: str
    name: Text
    explanation: Text
    choices: tuple[tuple[Any, Text], ...] = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class Progress:
    """One rule set's progress: its options (defaults, presets) and its pure functions."""

    key: str
    start: Callable[[int, Mapping[str, Any]], TableState]
    next_hand: Callable[[TableState, Outcome, Mapping[str, Any]], TableState]
    standings: Callable[[TableState, Mapping[str, Any]], tuple[Standing, ...]]
    defaults: Mapping[str, Any]
    presets: Mapping[str, Mapping[str, Any]]  # keyed by the rule set's preset key (or a scoring preset)
    options: tuple[OptionInfo, ...] = ()


# ------------------------------------------------------------ helpers ---


def initial_state(players: int, *, start_score: int = 0) -> TableState:
    return TableState(
        players=players,
        seating=tuple(range(players)),
        scores=(start_score,) * players,
    )


def check_outcome(state: TableState, outcome: Outcome) -> None:
    """Refuse what the progress cannot take; every problem names its field."""
    if state.game_over:
        raise ProgressError([FieldError("hand", GAME_OVER)])
    if state.redraw_due:
        raise ProgressError([FieldError("seating", REDRAW_DUE)])
    n = state.players
    errors = []
    if len(outcome.change) != n:
        errors.append(FieldError("answer.net", BAD_SEAT))
    for name, seats in (("winners", outcome.winners), ("tenpai", outcome.tenpai), ("riichi", outcome.riichi)):
        if any(not 0 <= s < n for s in seats):
            errors.append(FieldError(name, BAD_SEAT))
    for name, seat in (("discarder", outcome.discarder), ("chombo", outcome.chombo)):
        if seat is not None and not 0 <= seat < n:
            errors.append(FieldError(name, BAD_SEAT))
    if errors:
        raise ProgressError(errors)


def add_change(state: TableState, change: tuple[int, ...]) -> tuple[int, ...]:
    """Each seat's change added to the total of the player sitting there."""
    scores = list(state.scores)
    for seat, amount in enumerate(change):
        scores[state.seating[seat]] += amount
    return tuple(scores)


def redraw(state: TableState, seating: tuple[int, ...]) -> TableState:
    """The seats redrawn (Wenzhou after four kept deals): the new East (seat 0) deals, streak 0."""
    if not state.redraw_due:
        raise ProgressError([FieldError("seating", NO_REDRAW)])
    if sorted(seating) != list(range(state.players)):
        raise ProgressError([FieldError("seating", BAD_SEATING)])
    return replace(state, seating=tuple(seating), dealer=0, streak=0, redraw_due=False)


def rank_by_total(state: TableState) -> tuple[Standing, ...]:
    """Higher total first; equal totals keep the starting seat order (the first East first)."""
    order = sorted(range(state.players), key=lambda p: (-state.scores[p], p))
    return tuple(
        Standing(player=p, rank=i + 1, total=state.scores[p], final=state.scores[p]) for i, p in enumerate(order)
    )


def outcome_from(request: Mapping[str, Any], answer: Mapping[str, Any]) -> Outcome:
    """What a stored request and its 200 answer say happened (contract.md fields only)."""
    seats = list(request.get("seats") or [])
    table = request.get("table") or {}
    winners = tuple(i for i, s in enumerate(seats) if isinstance(s, Mapping) and s.get("win"))
    discarder = None
    for i in winners:
        win = seats[i]["win"]
        if isinstance(win, Mapping) and win.get("by") in ("discard", "robbed_kong") and win.get("from") is not None:
            discarder = int(win["from"])
            break
    riichi = tuple(i for i, s in enumerate(seats) if isinstance(s, Mapping) and s.get("riichi"))
    change = tuple(int(v) for v in (answer.get("score_change") or answer.get("net") or ()))
    chombo = answer.get("chombo", table.get("chombo"))
    if chombo is not None:
        return Outcome(kind=CHOMBO, change=change, chombo=int(chombo))
    draw = answer.get("draw")
    if draw and draw != "exhaustive":
        return Outcome(kind=ABORTIVE, change=change, riichi=riichi)
    if winners:
        return Outcome(kind=WIN, change=change, winners=winners, discarder=discarder, riichi=riichi)
    if isinstance(answer.get("tenpai"), list):
        tenpai = tuple(i for i, t in enumerate(answer["tenpai"]) if t)
    else:
        tenpai = tuple(i for i, s in enumerate(seats) if isinstance(s, Mapping) and s.get("tenpai") is True)
    return Outcome(kind=DRAW, change=change, tenpai=tenpai, riichi=riichi)


def replay(
    progress: Progress,
    players: int,
    options: Mapping[str, Any],
    outcomes: list[Outcome | tuple[int, ...]],
) -> list[TableState]:
    """States before each hand and after the last: len(outcomes) + 1 states.

    An item that is a tuple of ints is a redraw of seats (Wenzhou) entered before the next hand.
    """
    states = [progress.start(players, options)]
    for item in outcomes:
        if isinstance(item, Outcome):
            states.append(progress.next_hand(states[-1], item, options))
        else:
            states[-1] = redraw(states[-1], tuple(item))
    return states


# ----------------------------------------------------- the rule sets ---


def get_progress(key: str) -> Progress:
    """The progress of the rule set `key`: its `RuleSet.progress` (the registry is the one map of rule sets)."""
    from .registry import RULE_SETS  # at call time: the rule sets' own progress modules import this one

    return RULE_SETS[key].progress


def options_for(key: str, preset: str | None, overrides: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """A rule set's progress options: defaults <- the preset's values <- overrides (unknown keys ignored)."""
    prog = get_progress(key)
    opts = dict(prog.defaults)
    opts.update(prog.presets.get(preset or "", {}))
    for k, v in (overrides or {}).items():
        if k in prog.defaults:
            opts[k] = v
    return opts
