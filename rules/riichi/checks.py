"""The riichi checks after the common ones: the shared win-flag rules with riichi's words, and its own facts."""

from __future__ import annotations

from rules.checks import (
    FIRST,
    SeatRule,
    SeatRules,
    after_kong_needs_self_draw,
    all_of,
    first_turn_dealer_self_draws,
    first_turn_without_melds,
    flag,
    robbed,
)
from rules.model import FieldError, ScoreRequest, SeatInput

from . import messages as M


def table_facts(req: ScoreRequest) -> list[FieldError]:
    errors: list[FieldError] = []
    if req.options["honba_value"] % 3:
        errors.append(FieldError("options.honba_value", M.HONBA))
    if req.winners and req.table["draw"] != "exhaustive":
        errors.append(FieldError("table.draw", M.DRAW_WITH_WIN))
    if not 27 <= req.table["round_wind"] <= 30:
        errors.append(FieldError("table.round_wind", M.ROUND_WIND))
    return errors


def _bad_liable(req: ScoreRequest, s: SeatInput) -> bool:
    liable = s.extra.get("liable")
    return liable is not None and (s.win is None or liable == s.index)


def _nagashi_with_win(req: ScoreRequest, s: SeatInput) -> bool:
    return bool(s.extra.get("nagashi_mangan")) and bool(req.winners)


SEAT_RULES = (
    SeatRule("liable", _bad_liable, M.LIABLE, winners=False),
    SeatRule("nagashi_mangan", _nagashi_with_win, M.NAGASHI, winners=False),
    after_kong_needs_self_draw(M.AFTER_KONG_SELF_DRAW),
    SeatRule("win.last_tile", all_of(flag("after_kong"), flag("last_tile")), M.AFTER_KONG_LAST_TILE),
    SeatRule("win.last_tile", all_of(flag("last_tile"), robbed), M.LAST_TILE_ROBBED),
    first_turn_without_melds(M.FIRST_TURN_MELDS),
    SeatRule("win.first_turn", all_of(flag("first_turn"), robbed), M.FIRST_TURN_ROBBED, chain=FIRST),
    first_turn_dealer_self_draws(M.FIRST_TURN_DEALER),  # after the robbed-kong rule: a discard
)

CHECKS = (table_facts, SeatRules(SEAT_RULES))
