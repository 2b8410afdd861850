"""One Guizhou hand: its best pattern over every reading, the 查叫 search over a ready hand's waits, and the
hand's lines (the pattern, then the bonuses and multipliers), each found by its `detect` (detect.py).

The engine gives every reading of the concealed tiles (four sets and a pair,
or seven pairs where four of a kind counts as two pairs); what the hand
patterns read of a reading is a `detect.ShapeView` (its shape, all pungs, a
kind paired twice, the whole hand in one suit, the option). The combined
patterns exclude their parts, so after `apply_exclusions` one key is left.
A handful of views cover every hand: each is judged once (`_BY_VIEW`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules import engine
from rules.model import Meld, ScoreLine, apply_exclusions
from rules.tiles import kind

from . import patterns
from .detect import ShapeView, WinView, shape_view

SHAPES = engine.STANDARD | engine.SEVEN_PAIRS_QUADS


@dataclass(frozen=True, slots=True)
class HandPattern:
    key: str
    value: int


def pattern_value(key: str, hun_wu_qing_shi: bool) -> int:
    return patterns.HAND_VALUES[key][1 if hun_wu_qing_shi else 0]


def suits_used(counts: Sequence[int], melds: Sequence[Meld]) -> set[int]:
    out = {k // 9 for k in range(27) if counts[k]}
    out |= {kind(m.tiles[0]) // 9 for m in melds}
    return out


# the hand pattern of each view: at most 16 (a view is five flags, and only some combinations occur)
_BY_VIEW: dict[ShapeView, HandPattern] = {}


def pattern_of(view: ShapeView) -> HandPattern:
    """The one hand pattern of a reading: every hand pattern's detect asked, the exclusions applied."""
    got = _BY_VIEW.get(view)
    if got is None:
        found: dict[str, int] = {}
        for key in patterns.SHAPE_KEYS:
            value = patterns.PATTERN_MAP[key].detect(view)  # type: ignore[misc]
            if value is not None:
                found[key] = value
        ((key, value),) = apply_exclusions(found, patterns.PATTERN_MAP).items()
        got = _BY_VIEW[view] = HandPattern(key, value)
    return got


def best_pattern(counts: Sequence[int], melds: Sequence[Meld], *, hun_wu_qing_shi: bool = False) -> HandPattern | None:
    """The best pattern of a complete hand (concealed counts + melds), or None when it is not complete."""
    found_best: HandPattern | None = None
    flush = len(suits_used(counts, melds)) == 1
    for r in engine.readings(counts, shapes=SHAPES):
        hp = pattern_of(shape_view(r, flush=flush, hun_wu_qing_shi=hun_wu_qing_shi))
        if found_best is None or hp.value > found_best.value:
            found_best = hp
    return found_best


@dataclass(frozen=True, slots=True)
class WaitResult:
    best: HandPattern
    wait: int  # the wait giving the best pattern
    waits: tuple[int, ...]


def best_wait(counts: Sequence[int], melds: Sequence[Meld], *, hun_wu_qing_shi: bool = False) -> WaitResult | None:
    """查叫: the best pattern over every tile a ready hand waits on, or None when it is not ready."""
    ws = engine.waits(counts, shapes=SHAPES)
    best: WaitResult | None = None
    c = list(counts)
    for w in ws:
        c[w] += 1
        hp = best_pattern(c, melds, hun_wu_qing_shi=hun_wu_qing_shi)
        c[w] -= 1
        if hp is not None and (best is None or hp.value > best.best.value):
            best = WaitResult(hp, w, ws)
    return best


def hand_lines(hp: HandPattern, v: WinView) -> tuple[tuple[ScoreLine, ...], int]:
    """The hand's lines and its value per share: the pattern, then every bonus and multiplier whose detect
    finds it (exclusions applied), in breakdown order; read left to right, a multiplier doubles the sum so far."""
    found = {hp.key: hp.value}
    for key in patterns.WIN_KEYS:
        value = patterns.PATTERN_MAP[key].detect(v)  # type: ignore[misc]
        if value is not None:
            found[key] = value
    lines: list[ScoreLine] = []
    total = 0
    for key, value in apply_exclusions(found, patterns.PATTERN_MAP).items():
        if patterns.PATTERN_MAP[key].kind == "multiplier":
            lines.append(ScoreLine(key=key, value=value, op="x"))
            total *= value
        else:
            count = v.dealer_streak if key == patterns.LIAN_ZHUANG else 1
            lines.append(ScoreLine(key=key, value=value, count=count))
            total += value
    return tuple(lines), total
