"""The Beijing checks after the common ones: no red fives, the 惠坯 a win needs, the win-flag rules in
Beijing's words, and no concealed kong of the 惠牌 (all declared with the shared checks of rules/checks.py)."""

from __future__ import annotations

from rules.checks import (
    STOP,
    RedFives,
    RequiredIndicator,
    SeatRule,
    SeatRules,
    after_kong_needs_self_draw,
    all_of,
    any_of,
    first_turn_before_own_discard,
    first_turn_dealer_self_draws,
    first_turn_without_melds,
    flag,
    has_kong,
    not_,
    robbed,
)
from rules.model import FieldError, ScoreRequest, SeatInput
from rules.tiles import KIND_OF, tile_str

from . import messages as M
from .hui import hui_of
from .shaozhuang import rounds_from_discards


def _hui_kongs(req: ScoreRequest, s: SeatInput) -> list[FieldError]:
    """The 惠牌 cannot be a concealed kong of the winner (it is a wildcard)."""
    if s.win is None or "flip" not in req.indicators:
        return []
    hui = hui_of(req.indicators["flip"][0])
    return [
        FieldError(f"seats.{s.index}.melds.{j}", M.HUI_KONG.format(hui=tile_str(hui)))
        for j, m in enumerate(s.melds)
        if m.kind == "kong" and m.kong == "concealed" and KIND_OF[m.tiles[0]] == hui
    ]


def shaozhuang_agrees(req: ScoreRequest) -> list[FieldError]:
    """烧庄 rounds given at the table and counted from every seat's discards must agree (0 at the table: not told)."""
    found = rounds_from_discards(req)
    told = req.table.get("shaozhuang_rounds", 0)
    if found is None or not told or told == found:
        return []
    return [FieldError("table.shaozhuang_rounds", M.SHAOZHUANG_DIFFERS.format(r=found))]


SEAT_RULES = (
    after_kong_needs_self_draw(M.AFTER_KONG_SELF_DRAW, chain="kong"),
    SeatRule("win.after_kong", all_of(flag("after_kong"), not_(has_kong)), M.AFTER_KONG_NEEDS_KONG, chain="kong"),
    SeatRule("win.last_tile", all_of(flag("last_tile"), any_of(robbed, flag("after_kong"))), M.LAST_TILE_CONFLICT),
    first_turn_dealer_self_draws(M.FIRST_TURN_DEALER),
    first_turn_without_melds(M.FIRST_TURN_OPEN, open_only=True),
    first_turn_before_own_discard(M.BEFORE_DISCARD),
    _hui_kongs,
)

CHECKS = (
    RedFives(M.NO_RED_FIVES, win_tile=True),
    RequiredIndicator("flip", M.FLIP_REQUIRED),
    STOP,
    SeatRules(SEAT_RULES),
    shaozhuang_agrees,
)
