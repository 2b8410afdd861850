"""What the discards tell the chickens: each seat's unclaimed discards and the 冲锋鸡 of each default chicken.

Two ways to give them, so nothing is entered twice:

* the separate facts, for tables that do not record every discard: the table fields
  `chongfeng_seat` / `chongfeng_claimed_by` (and the 1p / 1m / 8p ones) and each seat's `chicken_discards`
  (its unclaimed discards, at least the chickens among them). An unclaimed 冲锋鸡 is one of its
  discarder's unclaimed discards: counted there whether or not it is listed again;
* the table's history (`discards` in order, `claimed`, read by rules/history.py): a seat's unclaimed
  discards are its discards less the claimed ones and the tile a winner took; with every seat's discards
  given, the 冲锋鸡 is the first discard of that kind in the replayed order, and whoever claimed it.

When both are given they must agree (checks.py names the field that does not).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from rules.history import Discard, complete, replay, ron_tile_index
from rules.model import ScoreRequest, SeatInput
from rules.tiles import kind

from .options import CHONGFENG


@dataclass(frozen=True, slots=True)
class Chongfeng:
    """The first discard of a default chicken kind: who discarded it, who claimed it (None: nobody)."""

    kind: int
    discarder: int
    claimer: int | None


def chongfeng_kinds(options: Mapping[str, Any]) -> list[tuple[int, str, str, str]]:
    """(kind, discarder field, claimer field, option) of each default chicken with a 冲锋鸡 under these options."""
    return [c for c in CHONGFENG if not c[3] or options[c[3]]]


def chongfeng_from_fields(req: ScoreRequest) -> list[Chongfeng]:
    """The 冲锋鸡 the table fields name (those whose chicken is on)."""
    out = []
    for k, seat_key, claim_key, _option in chongfeng_kinds(req.options):
        d = req.table.get(seat_key)
        if d is not None:
            out.append(Chongfeng(k, d, req.table.get(claim_key)))
    return out


def first_discards(req: ScoreRequest) -> dict[int, Discard] | None:
    """The first discard of each default chicken kind in the replayed order (None: the order is not known)."""
    if not complete(req):
        return None
    order = replay(req)
    out: dict[int, Discard] = {}
    for k, *_ in chongfeng_kinds(req.options):
        first = next((d for d in order if kind(d.tile) == k), None)
        if first is not None:
            out[k] = first
    return out


def chongfeng_from_history(req: ScoreRequest) -> list[Chongfeng] | None:
    """The 冲锋鸡 the replayed discards show (None: not every seat's discards are given, so the order is not
    known). The first discard of the kind is its 冲锋鸡 unless a winner took it: then it is in the winner's hand
    and the hand ends with it (no 冲锋鸡, no 责任鸡)."""
    firsts = first_discards(req)
    if firsts is None:
        return None
    out = []
    for k, first in firsts.items():
        if first.claimed_by is None and ron_tile_index(req, req.seats[first.seat]) == first.at - 1:
            continue
        out.append(Chongfeng(k, first.seat, first.claimed_by))
    return out


def chongfeng_list(req: ScoreRequest) -> list[Chongfeng]:
    """The 冲锋鸡 of this hand: read from the discards when every seat's are given, else from the table fields."""
    found = chongfeng_from_history(req)
    return chongfeng_from_fields(req) if found is None else found


def listed_discards(seat: SeatInput) -> list[int]:
    """The kinds of the unclaimed discards the seat lists itself (`chicken_discards`)."""
    return [kind(t) for t in seat.extra.get("chicken_discards", ())]


def history_unclaimed(req: ScoreRequest, seat: SeatInput) -> list[int] | None:
    """The kinds of the seat's discards still on the table by its history: all of them but the claimed ones and
    the tile a winner took (None: no history given)."""
    h = seat.history
    if h is None:
        return None
    gone = {at - 1 for at, _ in h.claimed}
    ron = ron_tile_index(req, seat)
    if ron is not None:
        gone.add(ron)
    return [kind(t) for i, t in enumerate(h.discards) if i not in gone]


def implied_unclaimed(req: ScoreRequest, seat: SeatInput, cf: list[Chongfeng]) -> list[int]:
    """The seat's listed unclaimed discards with its unclaimed 冲锋鸡 added when it is not listed."""
    out = listed_discards(seat)
    for c in cf:
        if c.discarder == seat.index and c.claimer is None and c.kind not in out:
            out.append(c.kind)  # the 冲锋鸡 is one of its discarder's unclaimed discards: listed or not, once
    return out


def unclaimed_discards(req: ScoreRequest, seat: SeatInput, cf: list[Chongfeng] | None = None) -> list[int]:
    """The kinds of this seat's discards still on the table (nobody claimed them), the unclaimed 冲锋鸡 included:
    from its history when given, else from `chicken_discards` and the 冲锋鸡 fields."""
    from_history = history_unclaimed(req, seat)
    if from_history is not None:
        return from_history
    return implied_unclaimed(req, seat, chongfeng_list(req) if cf is None else cf)
