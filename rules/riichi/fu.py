"""Fu of one interpretation, itemized: every line is a fu Pattern key, its fu and the tile it is for."""

from __future__ import annotations

from rules.engine import WAIT_KANCHAN, WAIT_PENCHAN, WAIT_RYANMEN, WAIT_TANKI

from .detect import SHAPE_SEVEN_PAIRS, SHAPE_STANDARD, HandView, is_terminal_or_honor, yakuhai_pair

FuLine = tuple[str, int, int]  # (pattern key, fu, tile kind or -1)

_WAIT_KEYS = {WAIT_KANCHAN: "fu_kanchan", WAIT_PENCHAN: "fu_penchan", WAIT_TANKI: "fu_tanki"}
_SET_KEYS = {
    (False, False): "fu_open_pung",
    (False, True): "fu_closed_pung",
    (True, False): "fu_open_kong",
    (True, True): "fu_closed_kong",
}


def is_pinfu(v: HandView) -> bool:
    return v.h.menzen and len(v.chows) == 4 and v.wait == WAIT_RYANMEN and not yakuhai_pair(v)


def fu_of(v: HandView, lines: list[FuLine]) -> int:
    """The fu of one interpretation (see `fu_items`), itemized into `lines`."""
    h = v.h
    return fu_items(
        v.shape,
        h.menzen,
        h.tsumo,
        v.wait,
        h.win,
        v.sets,
        v.pair,
        h.seat_wind,
        h.round_wind,
        h.opts["double_wind_fu"],
        is_pinfu(v),
        lines,
    )


_BASE = ("fu_base", 20, -1)
_MENZEN_RON = ("fu_menzen_ron", 10, -1)
_TSUMO = ("fu_tsumo", 2, -1)
_OPEN_PINFU = ("fu_open_pinfu", 2, -1)
_CHIITOITSU = ("fu_chiitoitsu", 25, -1)
# (kind, is_kong, concealed) -> its fu line
_SET_LINES = {
    (k, kong, concealed): (
        _SET_KEYS[kong, concealed],
        (4 if concealed else 2) * (4 if kong else 1) * (2 if is_terminal_or_honor(k) else 1),
        k,
    )
    for k in range(34)
    for kong in (False, True)
    for concealed in (False, True)
}


def fu_items(
    shape: str,
    menzen: bool,
    tsumo: bool,
    wait: str,
    win: int,
    sets: tuple[tuple[int, bool, bool], ...],
    pair: int,
    seat_wind: int,
    round_wind: int,
    double_wind_fu: int,
    pinfu: bool,
    lines: list[FuLine],
) -> int:
    """The hand's fu, rounded up to 10 (seven pairs: 25 flat; thirteen orphans: 0), itemized into `lines`.

    Base 20; a closed hand's ron 10; a closed, edge or pair wait 2; each pung or kong 2, doubled when
    concealed, x4 for a kong, doubled for terminals and honors; a dragon, seat-wind or round-wind pair 2
    (a double-wind pair 4, or 2 with the option); a self-draw 2 (not with pinfu); an open hand with
    nothing else 2 (30 fu). `sets` are (kind, is_kong, concealed) for every pung and kong.
    """
    add = lines.append
    if shape != SHAPE_STANDARD:
        if shape == SHAPE_SEVEN_PAIRS:
            add(_CHIITOITSU)
            return 25
        return 0
    fu = 20
    add(_BASE)
    if menzen and not tsumo:
        fu += 10
        add(_MENZEN_RON)
    wk = _WAIT_KEYS.get(wait)
    if wk is not None:
        fu += 2
        add((wk, 2, win))
    for s in sets:
        line = _SET_LINES[s]
        fu += line[1]
        add(line)
    p = pair
    if p >= 31:
        fu += 2
        add(("fu_pair_dragon", 2, p))
    elif p >= 27:
        seat = p == seat_wind
        if seat:
            fu += 2
            add(("fu_pair_seat_wind", 2, p))
        if p == round_wind and not (seat and double_wind_fu == 2):
            fu += 2
            add(("fu_pair_round_wind", 2, p))
    if tsumo and not pinfu:
        fu += 2
        add(_TSUMO)
    if fu == 20 and not menzen:
        fu = 22
        add(_OPEN_PINFU)
    return (fu + 9) // 10 * 10
