"""The views a Guizhou pattern's `detect` reads, and the detect functions: one per pattern, named after its key.

* `ShapeView`: what the hand patterns (平胡 ... 清龙背) read of one reading of a complete hand: seven pairs or
  not, all pungs or not, a kind paired twice, the whole hand (melds included) in one suit, and the 混五清十
  option. A handful of views cover every reading (`hand.best_pattern` asks each view once).
* `WinView`: what the bonuses (报听, 天胡, 地胡, 杠上花, 连庄) and the multipliers (x2) read: the seat, the
  win (None for a ready seat in a draw's 查叫), the dealer, the streak and the options.

Each detect returns what the pattern is worth here (points; 2 for a multiplier), or None. Only the best hand
pattern counts: the combined patterns exclude their parts (`excludes` in patterns.py, applied with
`model.apply_exclusions`), so one hand pattern is left of every reading.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple

from rules.engine import PAIR, PUNG, Reading
from rules.model import SeatInput, Win


class ShapeView(NamedTuple):
    """One reading of a complete hand, as the hand patterns read it (a tuple: it keys the memo of `hand`)."""

    seven_pairs: bool  # seven pairs (four of a kind counting as two pairs)
    all_pungs: bool  # four sets and a pair, every set a pung or kong
    paired_twice: bool  # seven pairs holding four of a kind
    flush: bool  # the whole hand, melds included, in one suit
    hun_wu_qing_shi: bool  # the option: 混五清十 values


def shape_view(r: Reading, *, flush: bool, hun_wu_qing_shi: bool) -> ShapeView:
    if r.shape == "seven_pairs":
        tiles = [g.tile for g in r.groups]
        return ShapeView(True, False, len(set(tiles)) < len(tiles), flush, hun_wu_qing_shi)
    all_pungs = all(g.kind in (PUNG, PAIR) for g in r.groups)
    return ShapeView(False, all_pungs, False, flush, hun_wu_qing_shi)


class WinView(NamedTuple):
    """A winning seat, or a ready one in a draw's 查叫 (`win` None). (A tuple: built once per hand.)"""

    seat: SeatInput
    win: Win | None
    dealer: int
    dealer_streak: int
    qing_yi_se: int  # the 清一色 value under the options: what 报听, 天胡 and 地胡 add
    options: Mapping[str, Any]


# ------------------------------------------------------------- detect ---
# Hand patterns: the value, then the value with the option 混五清十 (mixed hands 5, one-suit hands 10).


def _worth(v: ShapeView, plain: int, hun_wu_qing_shi: int) -> int:
    return hun_wu_qing_shi if v.hun_wu_qing_shi else plain


def ping_hu(v: ShapeView) -> int | None:
    return None if v.seven_pairs else _worth(v, 1, 1)


def da_dui_zi(v: ShapeView) -> int | None:
    return _worth(v, 3, 5) if v.all_pungs else None


def qi_dui(v: ShapeView) -> int | None:
    return _worth(v, 3, 5) if v.seven_pairs else None


def long_qi_dui(v: ShapeView) -> int | None:
    return _worth(v, 4, 5) if v.paired_twice else None


def qing_yi_se(v: ShapeView) -> int | None:
    return _worth(v, 4, 10) if v.flush else None


def qing_da_dui(v: ShapeView) -> int | None:
    return _worth(v, 7, 10) if v.flush and v.all_pungs else None


def qing_qi_dui(v: ShapeView) -> int | None:
    return _worth(v, 8, 10) if v.flush and v.seven_pairs else None


def qing_long_bei(v: ShapeView) -> int | None:
    return _worth(v, 8, 10) if v.flush and v.paired_twice else None


# Bonuses and multipliers: what they add to the hand, in breakdown order.


def bao_ting(v: WinView) -> int | None:
    """报听 adds the 清一色 value to a win; in a draw's 查叫 only with the option `cha_jiao_bao_ting`."""
    if not v.seat.baoting:
        return None
    return v.qing_yi_se if v.win is not None or v.options["cha_jiao_bao_ting"] else None


def tian_hu(v: WinView) -> int | None:
    w = v.win
    return v.qing_yi_se if w is not None and w.first_turn and v.seat.index == v.dealer else None


def di_hu(v: WinView) -> int | None:
    w = v.win
    return v.qing_yi_se if w is not None and w.first_turn and v.seat.index != v.dealer else None


def zi_mo_double(v: WinView) -> int | None:
    w = v.win
    return 2 if w is not None and v.options["zi_mo_double"] and w.by in ("self_draw", "robbed_kong") else None


def re_pao_double(v: WinView) -> int | None:
    w = v.win
    return 2 if w is not None and v.options["re_pao_double"] and w.after_kong_discard else None


def gang_kai_double(v: WinView) -> int | None:
    w = v.win
    return 2 if w is not None and v.options["gang_kai_double"] and w.after_kong else None


def pattern_double(v: WinView) -> int | None:
    return 2 if v.options["pattern_double"] else None  # 查叫 included


def gang_shang_hua(v: WinView) -> int | None:
    w = v.win
    points: int = v.options["gang_shang_hua_points"]
    return points if w is not None and w.after_kong and points else None


def lian_zhuang(v: WinView) -> int | None:
    """连庄: the dealer's streak x the option's points, when the dealer wins."""
    points: int = v.options["lian_zhuang_points"]
    if v.win is None or v.seat.index != v.dealer or not v.dealer_streak or not points:
        return None
    return v.dealer_streak * points
