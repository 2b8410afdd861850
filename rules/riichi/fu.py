"""Fu of one interpretation, itemized: every line is a fu Pattern key, its fu and the tiles it is for."""

from __future__ import annotations

from rules.engine import WAIT_KANCHAN, WAIT_PENCHAN, WAIT_RYANMEN, WAIT_TANKI

from .view import SEVEN_PAIRS, STANDARD, HandView, is_terminal_or_honor, yakuhai_pair

FuLine = tuple[str, int, int]  # (pattern key, fu, tile kind or -1)

_WAIT_KEYS = {WAIT_KANCHAN: "fu_kanchan", WAIT_PENCHAN: "fu_penchan", WAIT_TANKI: "fu_tanki"}
_SET_KEYS = {(False, False): "fu_open_pung", (False, True): "fu_closed_pung", (True, False): "fu_open_kong", (True, True): "fu_closed_kong"}


def is_pinfu(v: HandView) -> bool:
    return v.h.menzen and len(v.chows) == 4 and v.wait == WAIT_RYANMEN and not yakuhai_pair(v)


def fu_of(v: HandView, lines: list[FuLine] | None = None) -> int:
    """The hand's fu, rounded up to 10 (seven pairs: 25; thirteen orphans: 0). Fills `lines` when given."""
    if v.shape != STANDARD:
        if v.shape == SEVEN_PAIRS:
            if lines is not None:
                lines.append(("fu_chiitoitsu", 25, -1))
            return 25
        return 0
    h = v.h
    add = lines.append if lines is not None else None
    fu = 20
    if add:
        add(("fu_base", 20, -1))
    if h.menzen and not h.tsumo:
        fu += 10
        if add:
            add(("fu_menzen_ron", 10, -1))
    wk = _WAIT_KEYS.get(v.wait)
    if wk is not None:
        fu += 2
        if add:
            add((wk, 2, h.win))
    for k, kong, concealed in v.sets:
        f = 2
        if concealed:
            f = 4
        if kong:
            f *= 4
        if is_terminal_or_honor(k):
            f *= 2
        fu += f
        if add:
            add((_SET_KEYS[kong, concealed], f, k))
    p = v.pair
    if p >= 27:
        if p >= 31:
            fu += 2
            if add:
                add(("fu_pair_dragon", 2, p))
        else:
            seat = p == h.seat_wind
            rnd = p == h.round_wind
            if seat:
                fu += 2
                if add:
                    add(("fu_pair_seat_wind", 2, p))
            if rnd and not (seat and h.opts["double_wind_fu"] == 2):
                fu += 2
                if add:
                    add(("fu_pair_round_wind", 2, p))
    if h.tsumo and not is_pinfu(v):
        fu += 2
        if add:
            add(("fu_tsumo", 2, -1))
    if fu == 20 and not h.menzen:
        fu = 22
        if add:
            add(("fu_open_pinfu", 2, -1))
    return (fu + 9) // 10 * 10
