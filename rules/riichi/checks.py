"""The riichi checks after the common ones: the shared win-flag rules with riichi's words, and its own facts."""

from __future__ import annotations

from rules.checks import SeatRule, SeatRules, all_of, flag, has_melds, is_dealer, not_, robbed, self_drawn
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
    SeatRule("win.after_kong", all_of(flag("after_kong"), not_(self_drawn)), M.AFTER_KONG_SELF_DRAW),
    SeatRule("win.last_tile", all_of(flag("after_kong"), flag("last_tile")), M.AFTER_KONG_LAST_TILE),
    SeatRule("win.last_tile", all_of(flag("last_tile"), robbed), M.LAST_TILE_ROBBED),
    SeatRule("win.first_turn", all_of(flag("first_turn"), has_melds), M.FIRST_TURN_MELDS, chain="first_turn"),
    SeatRule("win.first_turn", all_of(flag("first_turn"), robbed), M.FIRST_TURN_ROBBED, chain="first_turn"),
    SeatRule(
        "win.first_turn",
        all_of(flag("first_turn"), is_dealer, lambda req, s: s.win is not None and s.win.by == "discard"),
        M.FIRST_TURN_DEALER,
        chain="first_turn",
    ),
)

CHECKS = (table_facts, SeatRules(SEAT_RULES))
