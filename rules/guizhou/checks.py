"""The Guizhou checks after the common ones: every tile field (the seat facts too) under the deal, fifth
copies over them, the seat facts, the win-flag rules in Guizhou's words, 冲锋鸡 and readiness (the shared
checks of rules/checks.py with Guizhou's data, then its own)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules import messages as CM
from rules.checks import (
    STOP,
    FifthCopies,
    SeatRule,
    SeatRules,
    TileFields,
    all_of,
    any_of,
    first_turn_dealer_self_draws,
    first_turn_in_first_go_round,
    first_turn_without_melds,
    flag,
    has_kong,
    not_,
    self_drawn,
)
from rules.history import ron_tile_index
from rules.model import FieldError, ScoreRequest, SeatInput
from rules.refs import NO_SEAT, SeatRef, TileRef
from rules.text import Text
from rules.tiles import KIND_OF, counts, tile_str, to_mpsz

from . import messages as M
from . import patterns
from .chickens import chicken_set
from .discards import chongfeng_from_fields, chongfeng_kinds, first_discards, history_unclaimed, implied_unclaimed
from .draw import CHAJIAO_PATTERN
from .hand import best_wait, pattern_value, suits_used
from .options import CHONGFENG, DEAL_MISSING, DEAL_TWO, OPTIONS
from .settlement import hand_ready, involved, readiness

TILE_FACTS = ("chicken_discards", "chickens", "hanbao_kongs")  # seat facts that name tiles
OPTION_NAMES = {f.key: f.names for f in OPTIONS}
_HONORS = frozenset(range(27, 34))
_HONORS_AND_CHARACTERS = _HONORS | frozenset(range(9))


def kinds_out(options: Mapping[str, Any]) -> frozenset[int]:
    """Kinds not in play: honors always, characters too under 二房牌."""
    return _HONORS_AND_CHARACTERS if options["deal"] == DEAL_TWO else _HONORS


def _seat_facts(req: ScoreRequest, s: SeatInput) -> list[FieldError]:
    errors: list[FieldError] = []
    p = f"seats.{s.index}"
    kongs = {KIND_OF[m.tiles[0]] for m in s.melds if m.kind == "kong"}
    for t in s.extra.get("hanbao_kongs", ()):
        if KIND_OF[t] not in kongs:
            errors.append(FieldError(f"{p}.hanbao_kongs", M.NO_SUCH_KONG.format(tile=tile_str(t))))
    if s.extra.get("chickens"):
        if s.hand is not None:
            errors.append(FieldError(f"{p}.chickens", M.CHICKENS_WITH_HAND))
        cs = chicken_set(req.options, req.indicators.get("flip"))
        for t in s.extra["chickens"]:
            if cs.value(KIND_OF[t]) == 0:
                errors.append(FieldError(f"{p}.chickens", M.NOT_A_CHICKEN.format(tile=tile_str(t))))
                break
    errors += _chajiao_pattern(req, s)
    if s.baoting:
        if s.melds:  # line 111: no pon and no kong at all, a concealed one included
            errors.append(FieldError(f"{p}.baoting", M.BAOTING_MELDS))
        if s.tenpai is False:
            errors.append(FieldError(f"{p}.tenpai", M.BAOTING_NOT_TENPAI))
    return errors


def _chajiao_pattern(req: ScoreRequest, s: SeatInput) -> list[FieldError]:
    """A ready seat's best pattern given without tiles (查叫): only on a draw, only for a ready seat, and where its
    tiles are given too, the pattern they make."""
    given = s.extra.get(CHAJIAO_PATTERN.key)
    if not given:
        return []
    path = f"seats.{s.index}.{CHAJIAO_PATTERN.key}"
    if req.winners:
        return [FieldError(path, M.CHAJIAO_PATTERN_ON_WIN)]
    if s.tenpai is False:
        return [FieldError(path, M.CHAJIAO_PATTERN_NOT_READY)]
    if s.hand is None:
        return []
    hun_wu_qing_shi = req.options["hun_wu_qing_shi"]
    res = best_wait(counts(s.hand), s.melds, hun_wu_qing_shi=hun_wu_qing_shi)
    if res is None or not hand_ready(req, s):
        return []  # the hand's readiness is told by _marked_readiness / readiness_known
    if res.best.value != pattern_value(given, hun_wu_qing_shi):  # under 混五清十 the one-suit patterns tie
        best = patterns.PATTERN_MAP[res.best.key].mention
        return [FieldError(path, M.CHAJIAO_PATTERN_DIFFERS.format(pattern=best))]
    return []


def _all_suits(req: ScoreRequest, s: SeatInput) -> bool:
    # a win recorded by its outcome shows only its melds and chickens: what they show is judged
    hand = s.hand if s.hand is not None else s.extra.get("chickens", ())
    return req.options["deal"] == DEAL_MISSING and len(suits_used(counts(hand), s.melds)) == 3


def _discarder_without_kong(req: ScoreRequest, s: SeatInput) -> bool:
    assert s.win is not None
    frm = s.win.from_seat
    return s.win.by != "discard" or frm is None or not any(m.kind == "kong" for m in req.seats[frm].melds)


def _re_pao_message(req: ScoreRequest, s: SeatInput) -> Text:
    assert s.win is not None
    frm = s.win.from_seat
    return M.RE_PAO_NEEDS_KONG.format(seat=SeatRef(frm) if frm is not None else NO_SEAT)


def _robbed_without_pon(req: ScoreRequest, s: SeatInput) -> bool:
    w = s.win
    assert w is not None
    if w.by != "robbed_kong" or w.from_seat is None or w.tile < 0:  # a win by its outcome may give no tile
        return False
    k = KIND_OF[w.tile]
    return not any(m.kind == "pon" and KIND_OF[m.tiles[0]] == k for m in req.seats[w.from_seat].melds)


def _robbed_message(req: ScoreRequest, s: SeatInput) -> Text:
    assert s.win is not None
    assert s.win.from_seat is not None
    return M.ROBBED_NEEDS_PON.format(seat=SeatRef(s.win.from_seat), tile=tile_str(KIND_OF[s.win.tile]))


def _marked_readiness(req: ScoreRequest, s: SeatInput) -> list[FieldError]:
    """A non-winner's `tenpai` / 报听 must agree with its hand."""
    if s.win is not None or s.hand is None:
        return []
    p = f"seats.{s.index}"
    if s.tenpai is not None:
        ws = hand_ready(req, s)
        if s.tenpai and not ws:
            return [FieldError(f"{p}.tenpai", M.NOT_TENPAI_BUT_MARKED)]
        if not s.tenpai and ws:
            return [FieldError(f"{p}.tenpai", M.TENPAI_BUT_MARKED_NOT.format(tiles=TileRef(to_mpsz(ws))))]
    elif s.baoting and not hand_ready(req, s):
        return [FieldError(f"{p}.baoting", M.NOT_TENPAI_BUT_MARKED)]
    return []


SEAT_RULES = (
    _seat_facts,
    SeatRule("hand", _all_suits, M.QUE_YI_MEN),
    first_turn_without_melds(M.FIRST_TURN_MELDS),
    first_turn_dealer_self_draws(M.TIAN_HU_DISCARD),
    first_turn_in_first_go_round(M.FIRST_GO_ROUND),
    SeatRule(
        "win.after_kong", all_of(flag("after_kong"), any_of(not_(self_drawn), not_(has_kong))), M.AFTER_KONG_NEEDS_KONG
    ),
    SeatRule("win.after_kong_discard", all_of(flag("after_kong_discard"), _discarder_without_kong), _re_pao_message),
    SeatRule("win.from", _robbed_without_pon, _robbed_message),
    _marked_readiness,
)


def one_winner(req: ScoreRequest) -> list[FieldError]:
    if len(req.winners) > 1 and not req.options["yi_pao_duo_xiang"]:
        return [FieldError(f"seats.{req.winners[1].index}.win", M.ONE_WINNER)]
    return []


def chongfeng(req: ScoreRequest) -> list[FieldError]:
    errors: list[FieldError] = []
    for k, seat_key, claim_key, option in CHONGFENG:
        d = req.table.get(seat_key)
        c = req.table.get(claim_key)
        if d is None and c is None:
            continue
        if option and not req.options[option]:
            key = seat_key if d is not None else claim_key
            name = OPTION_NAMES[option]
            errors.append(FieldError(f"table.{key}", M.CHONGFENG_OPTION_OFF.format(tile=tile_str(k), option=name)))
            continue
        if d is None:
            errors.append(FieldError(f"table.{seat_key}", M.CHONGFENG_NO_SEAT))
        elif c is None:
            continue  # unclaimed: one of its discarder's unclaimed discards (discards.py), listed or not
        elif c == d:
            errors.append(FieldError(f"table.{claim_key}", M.CHONGFENG_SELF))
        elif not any(
            m.kind in ("pon", "kong") and KIND_OF[m.tiles[0]] == k and m.from_seat == d for m in req.seats[c].melds
        ):
            errors.append(
                FieldError(
                    f"table.{claim_key}", M.CHONGFENG_NO_MELD.format(seat=SeatRef(c), frm=SeatRef(d), tile=tile_str(k))
                )
            )
    return errors


def discards_agree(req: ScoreRequest) -> list[FieldError]:
    """The discards in order, where given, and the separate facts, where also given, tell the same table:
    the 冲锋鸡 fields (against the replayed order, or against its discarder's own discards) and each seat's
    `chicken_discards` (against the chickens its discards leave on the table). Characters under 二房牌 too."""
    errors: list[FieldError] = []
    if req.options["deal"] == DEAL_TWO:
        for s in req.seats:
            if s.history is not None and any(KIND_OF[t] < 9 for t in s.history.discards):
                bad = next(KIND_OF[t] for t in s.history.discards if KIND_OF[t] < 9)
                errors.append(FieldError(f"seats.{s.index}.discards", CM.TILE_NOT_IN_PLAY.format(tile=tile_str(bad))))
    if errors or not any(s.history is not None for s in req.seats):
        return errors
    firsts = first_discards(req)
    for k, seat_key, claim_key, _option in chongfeng_kinds(req.options):
        d = req.table.get(seat_key)
        c = req.table.get(claim_key)
        if d is None:
            continue
        tile = tile_str(k)
        if firsts is not None:  # every seat's discards: the order is known
            first = firsts.get(k)
            if first is None:
                errors.append(FieldError(f"table.{seat_key}", M.CF_NEVER_DISCARDED.format(tile=tile)))
            elif first.seat != d:
                errors.append(
                    FieldError(f"table.{seat_key}", M.CF_OTHER_SEAT.format(tile=tile, seat=SeatRef(first.seat)))
                )
            elif first.claimed_by != c:
                if first.claimed_by is None:
                    errors.append(FieldError(f"table.{claim_key}", M.CF_NOT_CLAIMED.format(tile=tile)))
                else:
                    msg = M.CF_CLAIMED_BY.format(tile=tile, seat=SeatRef(first.claimed_by))
                    errors.append(FieldError(f"table.{claim_key}", msg))
            elif c is None and ron_tile_index(req, req.seats[d]) == first.at - 1:
                errors.append(FieldError(f"table.{seat_key}", M.CF_WON_ON.format(tile=tile)))
            continue
        h = req.seats[d].history
        if h is None:
            continue
        claims = dict(h.claimed)
        if c is None and k not in (history_unclaimed(req, req.seats[d]) or ()):
            errors.append(FieldError(f"table.{seat_key}", M.CF_NOT_AMONG.format(tile=tile, seat=SeatRef(d))))
        elif c is not None and not any(KIND_OF[t] == k and claims.get(i + 1) == c for i, t in enumerate(h.discards)):
            errors.append(
                FieldError(f"table.{claim_key}", M.CF_NO_CLAIM.format(tile=tile, seat=SeatRef(d), by=SeatRef(c)))
            )
    if errors:
        return errors
    cs = chicken_set(req.options, req.indicators.get("flip"))
    kinds = set(cs.kinds())
    cf = chongfeng_from_fields(req)
    for s in req.seats:
        if s.history is None or not s.extra.get("chicken_discards"):
            continue
        from_history = sorted(k for k in history_unclaimed(req, s) or () if k in kinds)
        listed = sorted(k for k in implied_unclaimed(req, s, cf) if k in kinds)
        if from_history != listed:
            shown = TileRef(to_mpsz(from_history)) if from_history else M.NONE
            errors.append(FieldError(f"seats.{s.index}.chicken_discards", M.CHICKENS_DIFFER.format(tiles=shown)))
    return errors


def readiness_known(req: ScoreRequest) -> list[FieldError]:
    """Readiness that changes the settlement must be known (on a draw: every seat's)."""
    errors: list[FieldError] = []
    states = [readiness(req, s) for s in req.seats]
    if not req.winners:
        noten_exists = any(st is False for st in states)
        for s, st in zip(req.seats, states, strict=True):
            if st is None:
                errors.append(FieldError(f"seats.{s.index}.tenpai", M.TENPAI_UNKNOWN))
            elif st and s.hand is None and noten_exists and not s.extra.get(CHAJIAO_PATTERN.key):
                errors.append(FieldError(f"seats.{s.index}.{CHAJIAO_PATTERN.key}", M.DRAW_NEEDS_HAND))
    else:
        for s, st in zip(req.seats, states, strict=True):
            if st is None and involved(req, s):
                errors.append(FieldError(f"seats.{s.index}.tenpai", M.TENPAI_UNKNOWN))
    return errors


CHECKS = (
    TileFields(M.RED_FIVE, kinds_out, extra=TILE_FACTS),
    FifthCopies(extra=TILE_FACTS, off_table=("hanbao_kongs",)),
    STOP,
    SeatRules(SEAT_RULES),
    one_winner,
    chongfeng,
    discards_agree,
    readiness_known,
)
