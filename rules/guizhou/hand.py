"""Reading a complete hand into its one best pattern, and the 查叫 search over a ready hand's waits.

The engine gives every reading of the concealed tiles (four sets and a pair,
or seven pairs where four of a kind counts as two pairs); the pattern of a
reading follows from its shape, whether all its groups are pungs, and
whether the whole hand (melds included) is in one suit. The combined
patterns exclude their parts, so after `apply_exclusions` one key is left.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules import engine
from rules.model import Meld, apply_exclusions
from rules.tiles import kind

from . import patterns as P

SHAPES = engine.STANDARD | engine.SEVEN_PAIRS_QUADS

_COMBINED = {
    P.PING_HU: P.QING_YI_SE,
    P.DA_DUI_ZI: P.QING_DA_DUI,
    P.QI_DUI: P.QING_QI_DUI,
    P.LONG_QI_DUI: P.QING_LONG_BEI,
}


@dataclass(frozen=True, slots=True)
class HandPattern:
    key: str
    value: int


def pattern_value(key: str, hun_wu_qing_shi: bool) -> int:
    return P.HAND_VALUES[key][1 if hun_wu_qing_shi else 0]


def suits_used(counts: Sequence[int], melds: Sequence[Meld]) -> set[int]:
    out = {k // 9 for k in range(27) if counts[k]}
    out |= {kind(m.tiles[0]) // 9 for m in melds}
    return out


def best_pattern(counts: Sequence[int], melds: Sequence[Meld], *, hun_wu_qing_shi: bool = False) -> HandPattern | None:
    """The best pattern of a complete hand (concealed counts + melds), or None when it is not complete."""
    found_best: HandPattern | None = None
    flush = len(suits_used(counts, melds)) == 1
    for r in engine.readings(counts, shapes=SHAPES):
        if r.shape == "seven_pairs":
            tiles = [g.tile for g in r.groups]
            base = P.LONG_QI_DUI if len(set(tiles)) < len(tiles) else P.QI_DUI
        elif all(g.kind in (engine.PUNG, engine.PAIR) for g in r.groups):
            base = P.DA_DUI_ZI
        else:
            base = P.PING_HU
        found = {base: pattern_value(base, hun_wu_qing_shi)}
        if flush:
            for key in (P.QING_YI_SE, _COMBINED[base]):
                found[key] = pattern_value(key, hun_wu_qing_shi)
        kept = apply_exclusions(found, P.PATTERN_MAP)
        ((key, value),) = kept.items()
        if found_best is None or value > found_best.value:
            found_best = HandPattern(key, value)
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
