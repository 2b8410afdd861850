"""`best_outcome` detects the fans once per shape signature: it must pick exactly what detecting every reading
picks (the same fans, total and reading shown), tie-breaks included."""

from __future__ import annotations

import random

from bench.hands import random_complete
from rules import engine as E
from rules.beijing.detect import HandView, shape_signature
from rules.beijing.hand import SHAPES, best_outcome, free_candidates, situation, split_hand
from rules.beijing.patterns import LINE_ORDER, PATTERN_MAP, SHAPE_KEYS, WIN_KEYS
from rules.model import Meld, SeatInput, Win, apply_exclusions
from rules.tiles import parse


def _every_reading(counts: list[int], wild: int, s: object) -> tuple[tuple[tuple[str, int], ...], int, E.Reading]:
    """The plain search: every reading detected on its own, the best by (total, -overflow, natural), first wins."""
    best = None
    for r in E.readings(counts, wild, shapes=SHAPES, free_sets=free_candidates(counts, s.hui)[0],
                        free_pairs=free_candidates(counts, s.hui)[1]):  # fmt: skip
        view = HandView(situation=s, reading=r)
        found = {}
        for key in (*WIN_KEYS, *SHAPE_KEYS):
            v = PATTERN_MAP[key].detect(view)
            if v is not None:
                found[key] = v
        kept = apply_exclusions(found, PATTERN_MAP)
        seen = [0] * 34
        for g in (*r.groups, *s.meld_groups):
            for k in g.tiles:
                if k >= 0:
                    seen[k] += 1
        overflow = sum(c - 4 for c in seen if c > 4)
        natural = sum(1 for k, _ in r.wild if k == s.hui)
        rank = (sum(kept.values()), -overflow, natural)
        if best is None or rank > best[0]:
            best = (rank, kept, r)
    assert best is not None
    fans = tuple(sorted(best[1].items(), key=lambda kv: LINE_ORDER[kv[0]]))
    return fans, best[0][0], best[2]


def _cases() -> list[tuple[tuple[int, ...], int, tuple[Meld, ...]]]:
    rng = random.Random(20261123)
    out = []
    # the known worst hand (4 惠牌 = 1z under flip 4z, ~1,150 readings) on each of its winning tiles
    out += [(parse("4556667778s1111z"), 27, ())]
    while len(out) < 60:
        c = random_complete(rng, honors=rng.random() < 0.5, runs=rng.choice((0.3, 0.7, 1.0)))
        hui = rng.randrange(34)
        c[hui] = 0
        wild = rng.randrange(1, 5)
        for _ in range(wild):
            ks = [k for k in range(34) if c[k]]
            if not ks:
                break
            c[rng.choice(ks)] -= 1
        if sum(c) + wild != 14:
            continue
        out.append((tuple(k for k in range(34) for _ in range(c[k])) + (hui,) * wild, hui, ()))
    # with a declared pung of 5m: sets counted with the melds, a kind read more than four times
    out.append((parse("4455667788s111z"), 27, (Meld(kind="pon", tiles=parse("555m"), from_seat=0),)))
    return out


def test_one_detection_per_signature_picks_what_every_reading_picks() -> None:
    compared = 0
    for tiles, hui, melds in _cases():
        c, w = split_hand(tiles, hui)
        if not E.is_complete(c, w, SHAPES):
            continue
        for win in sorted(set(tiles)):
            seat = SeatInput(index=1, hand=tiles, melds=melds, win=Win(tile=win, by="self_draw"))
            s = situation(seat, dealer=0, hui=hui, counts=c, wild=w, options={"zhuowukui_single_wait": True})
            got = best_outcome(c, w, s)
            assert got is not None
            assert (got.fans, got.total, got.reading) == _every_reading(c, w, s), (tiles, win)
            compared += 1
    assert compared >= 100


def test_signature_separates_what_the_shape_fans_read() -> None:
    # a 456m chow of real tiles (捉五魁) and one with a 惠牌 in it read differently; so do pairs of one kind
    real = E.Reading("standard", (E.Group(E.CHOW, 3),))
    wild = E.Reading("standard", (E.Group(E.CHOW, 3, (4,)),))
    assert shape_signature(real) != shape_signature(wild)
    twice = E.Reading("seven_pairs", (E.Group(E.PAIR, 1), E.Group(E.PAIR, 1)))
    once = E.Reading("seven_pairs", (E.Group(E.PAIR, 1), E.Group(E.PAIR, 2)))
    assert shape_signature(twice) != shape_signature(once)
