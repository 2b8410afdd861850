"""The Wenzhou checks after the common ones: the flipped tile a win (or 财神钱) needs, no red fives, the
bases, the first-turn win, the 财神 counts, and one winner per discard (the shared checks of
rules/checks.py with Wenzhou's words, then its own)."""

from __future__ import annotations

from rules.checks import (
    FIRST,
    STOP,
    RedFives,
    SeatRule,
    SeatRules,
    all_of,
    first_turn_without_melds,
    flag,
)
from rules.model import NO_TILE, FieldError, ScoreRequest, SeatInput
from rules.refs import FieldRef, SeatRef
from rules.text import same
from rules.tiles import KIND_OF

from . import messages as M
from .claims import _special, first_in_turn, judge
from .settlement import cai_shen_in_play, cai_shen_kind, dealer_base, held_cai_shen

_EMPTY = same("")


def bases(req: ScoreRequest) -> list[FieldError]:
    """买底 and 顶底 stay within the dealer's base; the dealer has no 顶底."""
    errors: list[FieldError] = []
    base = dealer_base(req)
    maidi = req.table["maidi"]
    if maidi > base:
        errors.append(
            FieldError(
                "table.maidi", M.OVER_BASE.format(what=M.WHAT_MAIDI, value=maidi, base=base, streak=req.dealer_streak)
            )
        )
    dingdi = req.table.get("dingdi")
    if dingdi is not None:
        for i, v in enumerate(dingdi):
            if i == req.dealer and v:
                errors.append(FieldError(f"table.dingdi.{i}", M.DEALER_DINGDI.format(seat=SeatRef(i))))
            elif v > base:
                errors.append(
                    FieldError(
                        f"table.dingdi.{i}",
                        M.OVER_BASE.format(what=M.WHAT_DINGDI, value=v, base=base, streak=req.dealer_streak),
                    )
                )
    return errors


def _first_turn_impossible(req: ScoreRequest, s: SeatInput) -> bool:
    """天和 is the dealer's self-draw; 地和 a non-dealer's win on the dealer's first discard."""
    win = s.win
    assert win is not None
    return not (
        (win.by == "self_draw" and s.index == req.dealer)
        or (win.by == "discard" and win.from_seat == req.dealer and s.index != req.dealer)
    )


SEAT_RULES = (
    SeatRule("win.first_turn", all_of(flag("first_turn"), _first_turn_impossible), M.FIRST_TURN_BAD, chain=FIRST),
    first_turn_without_melds(M.FIRST_TURN_MELDS, open_only=True),
)


def cai_shen_counts(req: ScoreRequest) -> list[FieldError]:
    """With 财神钱, every seat's 财神 count is known and adds up to what can be in the hands."""
    errors: list[FieldError] = []
    if not req.options["cai_shen_qian"] or flip_needed(req):  # no flipped tile to count by: said once, there
        return errors
    # without the flipped tile (no hand given: `flip_needed`), the counts are as given and no meld is known to hold one
    wk = cai_shen_kind(req) if "flip" in req.indicators else NO_TILE
    melded = sum(1 for s in req.seats for m in s.melds for t in m.tiles if KIND_OF[t] == wk)
    on_table = req.options["flip_on_table"]
    limit = cai_shen_in_play(req) - melded
    total = sum(held_cai_shen(s, wk) or 0 for s in req.seats)
    counted = [s.index for s in req.seats if s.hand is None and s.extra.get("cai_shen")]
    if total > limit and counted:
        msg = M.CAI_SHEN_TOO_MANY if on_table else M.CAI_SHEN_TOO_MANY_FLIP_BACK
        errors.append(FieldError(f"seats.{counted[-1]}.cai_shen", msg.format(limit=limit, melded=melded, n=total)))
    for s in req.seats:
        given = s.extra.get("cai_shen")
        held = held_cai_shen(s, wk)
        if held is None:
            errors.append(
                FieldError(
                    f"seats.{s.index}.cai_shen",
                    M.CAI_SHEN_COUNT_NEEDED.format(cai_shen=FieldRef("cai_shen", quoted=False)),
                )
            )
        elif s.hand is not None and given is not None and given != held:
            errors.append(
                FieldError(
                    f"seats.{s.index}.cai_shen",
                    M.CAI_SHEN_COUNT_MISMATCH.format(n=held, field=FieldRef("cai_shen", quoted=False), given=given),
                )
            )
    return errors


def one_winner(req: ScoreRequest) -> list[FieldError]:
    """Several seats claimed one tile: name the seat that wins (turn order, special wins first)."""
    if len(req.winners) < 2:
        return []
    first = req.winners[0].win
    assert first is not None
    assert first.from_seat is not None
    frm = first.from_seat
    chosen = first_in_turn(req.winners, lambda s: s.index, lambda s: bool(_special(req, s)), frm, req)
    special_first = req.options["special_priority"]
    msg = M.ONE_WINNER.format(
        frm=SeatRef(frm), seat=SeatRef(chosen.index), special=M.ONE_WINNER_SPECIAL if special_first else _EMPTY
    )
    return [FieldError(f"seats.{s.index}.win", msg) for s in req.winners if s is not chosen]


def claim_order(req: ScoreRequest) -> list[FieldError]:
    """One named discard winner, while a seat whose hand is given also wins on that tile and comes first
    (turn order after the discarder; a special hand before the others): that seat is the winner."""
    v = judge(req)
    if v is None or v.winner == v.named.seat:
        return []
    chosen = next(c for c in v.rivals if c.seat == v.winner)
    why = M.WHY_SPECIAL if chosen.special and not v.named.special and req.options["special_priority"] else M.WHY_EARLIER
    msg = M.CLAIM_ORDER.format(seat=SeatRef(v.winner), frm=SeatRef(v.frm), why=why)
    return [FieldError(f"seats.{v.named.seat}.win", msg)]


def flip_needed(req: ScoreRequest) -> list[FieldError]:
    """The flipped tile names the 财神: needed to read a winner's tiles, and, with 财神钱, any hand given (its 财神
    counted). A win recorded by its outcome, and a draw whose 财神 are given as counts, need it not."""
    if "flip" in req.indicators:
        return []
    if any(w.outcome is None for w in req.winners) or (
        req.options["cai_shen_qian"] and any(s.hand is not None for s in req.seats)
    ):
        return [FieldError("indicators.flip", M.FLIP_REQUIRED.format(flip=FieldRef("indicators.flip", quoted=False)))]
    return []


CHECKS = (
    flip_needed,
    RedFives(M.NO_RED_FIVES),
    bases,
    SeatRules(SEAT_RULES),
    cai_shen_counts,
    STOP,
    one_winner,
    claim_order,
)
