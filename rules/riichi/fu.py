"""Fu of one interpretation, itemized: every line is a fu Pattern key, its fu and the tile it is for."""

from __future__ import annotations

from rules.engine import WAIT_KANCHAN, WAIT_PENCHAN, WAIT_RYANMEN, WAIT_TANKI

from .view import SEVEN_PAIRS, STANDARD, HandView, is_terminal_or_honor, yakuhai_pair

FuLine = tuple[str, int, int]  # (pattern key, fu, tile kind or -1)

_WAIT_KEYS = {WAIT_KANCHAN: "fu_kanchan", WAIT_PENCHAN: "fu_penchan", WAIT_TANKI: "fu_tanki"}
_SET_KEYS = {(False, False): "fu_open_pung", (False, True): "fu_closed_pung", (True, False): "fu_open_kong", (True, True): "fu_closed_kong"}


def is_pinfu(v: HandView) -> bool:
    return v.h.menzen and len(v.chows) == 4 and v.wait == WAIT_RYANMEN and not yakuhai_pair(v)


def fu_of(v: HandView, lines: list[FuLine]) -> int:
    """The hand's fu, rounded up to 10 (seven pairs: 25 flat; thirteen orphans: 0), itemized into `lines`."""
    add = lines.append
    if v.shape != STANDARD:
        if v.shape == SEVEN_PAIRS:
            add(("fu_chiitoitsu", 25, -1))
            return 25
        return 0
    h = v.h
    fu = 20
    add(("fu_base", 20, -1))
    if h.menzen and not h.tsumo:
        fu += 10
        add(("fu_menzen_ron", 10, -1))
    wk = _WAIT_KEYS.get(v.wait)
    if wk is not None:
        fu += 2
        add((wk, 2, h.win))
    for k, kong, concealed in v.sets:
        f = 4 if concealed else 2
        if kong:
            f *= 4
        if is_terminal_or_honor(k):
            f *= 2
        fu += f
        add((_SET_KEYS[kong, concealed], f, k))
    p = v.pair
    if p >= 31:
        fu += 2
        add(("fu_pair_dragon", 2, p))
    elif p >= 27:
        seat = p == h.seat_wind
        if seat:
            fu += 2
            add(("fu_pair_seat_wind", 2, p))
        if p == h.round_wind and not (seat and h.opts["double_wind_fu"] == 2):
            fu += 2
            add(("fu_pair_round_wind", 2, p))
    if h.tsumo and not is_pinfu(v):
        fu += 2
        add(("fu_tsumo", 2, -1))
    if fu == 20 and not h.menzen:
        fu = 22
        add(("fu_open_pinfu", 2, -1))
    return (fu + 9) // 10 * 10
