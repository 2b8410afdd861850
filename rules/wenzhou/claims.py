"""Who wins a discard (seed lines 32 and 37): one winner per hand; when several seats could win on the same
discard, the first in turn order after the discarder wins, except that a special hand (天胡 地胡 硬八对 三财神
单吊) goes before the others (option `special_priority`; several special hands: turn order again).

A request names the winner. When the hands given show that another seat also wins on that discard, the seat
that takes it is worked out here: a seat that passed that win (its `passed` history) is not in the running.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from typing import TypeVar

from rules.model import ScoreError, ScoreRequest, SeatInput, Win
from rules.tiles import kind

from . import outcome
from .hand import best_outcome


@dataclass(frozen=True, slots=True, kw_only=True)
class Claim:
    seat: int
    special: bool


@dataclass(frozen=True, slots=True, kw_only=True)
class ClaimResult:
    """The seat that wins the discard, the named winner, the other claims, and the seats that passed it."""

    winner: int
    named: Claim
    rivals: tuple[Claim, ...]
    passed: tuple[int, ...]
    frm: int


_C = TypeVar("_C")


def first_in_turn(
    claims: Iterable[_C], seat_of: Callable[[_C], int], special: Callable[[_C], bool], frm: int, req: ScoreRequest
) -> _C:
    """The claim that takes the discard: the first in turn order after the discarder, or, with the option
    `special_priority`, the first special hand in that order (each hand read only when it is reached)."""
    order = sorted(claims, key=lambda c: (seat_of(c) - frm) % req.players)
    if req.options["special_priority"]:
        return next((c for c in order if special(c)), order[0])
    return order[0]


def _as_winner(req: ScoreRequest, s: SeatInput, win: Win) -> SeatInput | None:
    """The seat with the discarded tile taken in, as a claim on it (None: its hand is not given)."""
    if s.hand is None or s.win is not None:
        return None
    return replace(s, hand=(*s.hand, win.tile), win=replace(win, after_kong=False, last_tile=False))


def _special(req: ScoreRequest, s: SeatInput) -> bool | None:
    """Whether the hand is a special win (None: it does not win at all)."""
    try:
        if s.outcome is not None:  # recorded by its outcome: its special wins as the table gave them
            return bool(outcome.outcome(req, s).specials)
        return bool(best_outcome(req, s).specials)
    except ScoreError:
        return None


def _passed(s: SeatInput, frm: int, tile: int) -> bool:
    h = s.history
    return h is not None and any(p.from_seat == frm and kind(p.tile) == kind(tile) for p in h.passed)


def judge(req: ScoreRequest) -> ClaimResult | None:
    """The claims on the one named discard win (None: no other seat given wins on it)."""
    if len(req.winners) != 1:
        return None
    w = req.winners[0]
    win = w.win
    assert win is not None
    if win.by != "discard" or win.from_seat is None or win.tile < 0:  # no tile named: no rival can claim it
        return None
    frm = win.from_seat
    named_special = _special(req, w)
    if named_special is None:
        return None  # the named hand does not win: the settlement says why
    rivals: list[Claim] = []
    passed: list[int] = []
    for s in req.seats:
        if s.index in (w.index, frm):
            continue
        claim = _as_winner(req, s, win)
        if claim is None:
            continue
        special = _special(req, claim)
        if special is None:
            continue
        if _passed(s, frm, win.tile):
            passed.append(s.index)
        else:
            rivals.append(Claim(seat=s.index, special=special))
    if not rivals and not passed:
        return None
    named = Claim(seat=w.index, special=named_special)
    chosen = first_in_turn([named, *rivals], lambda c: c.seat, lambda c: c.special, frm, req)
    return ClaimResult(winner=chosen.seat, named=named, rivals=tuple(rivals), passed=tuple(passed), frm=frm)
