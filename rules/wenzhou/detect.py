"""The view a Wenzhou pattern's `detect` reads, and the detect functions: one per pattern, named after its key.

`HandView`: a winning hand as the patterns read it: the 财神 held, the readings
`hand` found (every 财神 as itself, or one with the 财神 as wildcards, and 硬八对),
how the hand won, the melds.

Each detect returns what the pattern is worth here (its multiplier), or None.
The multiplier classes (软牌, 平胡, 硬牌, 财神抢杠) are one per hand: the
higher class excludes the lower ones (`excludes` in patterns.py), so after
`apply_exclusions` one class is left; 平胡 applies to every win and is the
class left when no other one applies. The special wins (硬八对, 三财神, 天胡,
地胡, 单吊) each apply on their own; how they double is the arithmetic of `hand`.
"""

from __future__ import annotations

from typing import NamedTuple

from rules.engine import Reading


class HandView(NamedTuple):
    """One winner's hand, read: `hard` with every 财神 as itself, else `soft` (财神 as wildcards); `eight` 硬八对.
    (A tuple: built once per winning hand, and per rival claim, on the request path.)"""

    wild: int  # 财神 in the concealed hand
    hard: Reading | None
    soft: Reading | None
    eight: Reading | None
    by: str  # "self_draw" | "discard" | "robbed_kong"
    first_turn: bool
    melds: int
    melds_claimed: bool  # every meld claimed from another seat (or the option counts concealed kongs too)
    # option `san_cai_shen_as_written`: three 财神 are special only with a winning shape (line 28), hard only without
    # (line 35); off: always both
    three_as_written: bool = False


def _three_cai_shen(v: HandView) -> bool:
    return v.wild >= 3  # "手中有3張財神牌" (line 35); a hand holding four 财神 holds three


def _has_shape(v: HandView) -> bool:
    return v.hard is not None or v.soft is not None


def _three_hard(v: HandView) -> bool:
    """Three 财神 count hard: always (our reading), or as written only without a winning shape ("不須符合胡牌牌型就可胡牌
    (算硬牌)", line 35)."""
    return _three_cai_shen(v) and not (v.three_as_written and _has_shape(v))


# ------------------------------------------------------------- detect ---
# Multiplier classes, lowest first.


def ruan_pai(v: HandView) -> int | None:
    """A 财神 stands for another tile (no hard reading, no 硬八对)."""
    return 1 if v.hard is None and v.eight is None else None


def ping_hu(v: HandView) -> int | None:
    return 1  # every win: dropped by `excludes` whenever another class applies


def ying_pai(v: HandView) -> int | None:
    """A self-drawn hard hand (or 硬八对), or three 财神 counted hard."""
    if _three_hard(v) or (v.by == "self_draw" and (v.hard is not None or v.eight is not None)):
        return 2
    return None


def cai_shen_qiang_gang(v: HandView) -> int | None:
    return 2 if v.by == "robbed_kong" and v.wild else None


# Special wins.


def ying_ba_dui(v: HandView) -> int | None:
    return 2 if v.eight is not None else None


def san_cai_shen(v: HandView) -> int | None:
    """Three 财神: always (our reading), or as written only with a winning shape ("3個財神同時符合其他胡牌牌型", line 28)."""
    return 2 if _three_cai_shen(v) and (not v.three_as_written or _has_shape(v)) else None


def tian_hu(v: HandView) -> int | None:
    return 2 if v.first_turn and v.by == "self_draw" else None


def di_hu(v: HandView) -> int | None:
    return 2 if v.first_turn and v.by == "discard" else None


def dan_diao(v: HandView) -> int | None:
    """Five sets claimed, won on the pair: "通過吃或者碰" (line 31)."""
    if v.melds == 5 and v.melds_claimed and (v.hard is not None or v.soft is not None):
        return 2
    return None
