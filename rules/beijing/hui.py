"""惠坯 -> 惠牌: the tile after the flipped one, in the seed's order."""

from __future__ import annotations

from rules.tiles import EAST, GREEN, NORTH, RED, WHITE, kind, next_in_suit

# Dragons run 中 -> 发 -> 白 -> 中 (seed line 17), the reverse of the riichi dora order.
_DRAGON_NEXT = {RED: GREEN, GREEN: WHITE, WHITE: RED}


def hui_of(flip: int) -> int:
    """The 惠牌 kind for a flipped 惠坯 tile: 1->2..9->1 in suit, E->S->W->N->E, 中->发->白->中."""
    k = kind(flip)
    if k < EAST:
        return next_in_suit(k)
    if k <= NORTH:
        return EAST + (k - EAST + 1) % 4
    return _DRAGON_NEXT[k]
