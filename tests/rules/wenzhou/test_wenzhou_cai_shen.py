"""The 财神 reading search (rules/wenzhou/cai_shen.py) against the rule text and a brute force."""

from __future__ import annotations

import random
from itertools import combinations_with_replacement

import pytest

import rules
from bench.wenzhou import four_cai_shen_requests
from bench.wenzhou import hands as bench_hands
from rules import engine as E
from rules.tiles import N_KINDS, kind, parse
from rules.wenzhou.hand import best_reading, eight_pairs_reading, split_hand
from tests.support.settlement import check_settlement

M5, Z5, Z7 = 4, 31, 33  # 5m, 白板, 中


def test_wenzhou_split_reads_baiban_as_the_cai_shen_kind() -> None:
    s = split_hand(parse("123m46m789p234789s7z5z5m"), M5)
    assert s.wild == 1
    assert s.baiban == 1
    assert s.counts[M5] == 1  # the 白板
    assert s.counts[Z5] == 0


def test_wenzhou_split_flip_baiban_makes_baiban_wild() -> None:
    s = split_hand(parse("13m456789p234789s77z5z"), Z5)
    assert (s.wild, s.baiban, s.counts[Z5]) == (1, 0, 0)


def test_wenzhou_hard_reading_with_honor_cai_shen_held_five_times() -> None:
    # 财神 中: three 中 as themselves + two 白板 read as 中 = five 中: a pung and a pair
    s = split_hand(parse("123m456789p234s77755z"), Z7)
    reading, hard = best_reading(s)
    assert hard
    assert reading is not None
    assert E.Group(E.PUNG, Z7) in reading.groups
    assert E.Group(E.PAIR, Z7) in reading.groups


def test_wenzhou_hard_reading_preferred_over_soft() -> None:
    # 456m holds the 5m as itself; it could also stand for anything, but hard wins
    reading, hard = best_reading(split_hand(parse("123456m789p234789s77z"), M5))
    assert hard
    assert reading is not None
    assert reading.wild == ()


def test_wenzhou_soft_reading_names_what_each_cai_shen_stands_for() -> None:
    reading, hard = best_reading(split_hand(parse("13m46789p234789s77z55m"), M5))
    assert not hard
    assert reading is not None
    assert sorted(k for k, _ in reading.wild) == [1, 13]  # 2m and 5p


def test_wenzhou_eight_pairs_needs_no_cai_shen() -> None:
    assert eight_pairs_reading(split_hand(parse("1122m3344p556699s77z1z"), M5)) is not None
    assert eight_pairs_reading(split_hand(parse("1122m3344p556699s1z55m"), M5)) is None


def _complete(c: list[int]) -> bool:
    # an honor held 5+ times can only be a pung and the rest (the engine's honor table stops at 4)
    for k in range(27, N_KINDS):
        while c[k] > 4:
            c[k] -= 3
    return E.is_complete(c, 0)


def _brute(counts: tuple[int, ...], wild: int, w: int) -> tuple[bool, bool]:
    """(complete with every 财神 as itself, complete with some substitution): every concrete reading tried."""
    as_itself = list(counts)
    as_itself[w] += wild
    hard = _complete(as_itself)
    any_ok = hard
    for kinds in combinations_with_replacement(range(N_KINDS), wild):
        if any_ok:
            break
        c = list(counts)
        for k in kinds:
            c[k] += 1
        any_ok = _complete(c)
    return hard, any_ok


def _random_hands(n: int, wild: int, seed: int) -> list[tuple[int, ...]]:
    """Complete hands (5m often among them) with `wild` tiles taken out as 财神, half of them then spoiled."""
    rng = random.Random(seed)
    out = []
    while len(out) < n:
        tiles: list[int] = []
        for _ in range(5):
            start = rng.choice([0, 2, 3, 4, 9, 18, 27, 30])
            tiles += [start] * 3 if start >= 27 or rng.random() < 0.4 else [start, start + 1, start + 2]
        tiles += [rng.choice([M5, 1, 10, 28])] * 2
        rng.shuffle(tiles)
        tiles.sort(key=lambda t: t != M5 or rng.random() < 0.5)  # the 5m often become the 财神
        real = tiles[wild:]
        if rng.random() < 0.5:
            real[0] = rng.randrange(N_KINDS)
        c = [0] * N_KINDS
        for t in real:
            c[t] += 1
        if max(c) <= 4:
            out.append(tuple(c))
    return out


@pytest.mark.parametrize(
    ("wild", "n"),
    # four 财神: all four copies can be held when the flip goes back into play (the default)
    [(0, 150), (1, 150), (2, 150), (3, 40), (4, 30)],
)
def test_wenzhou_best_reading_agrees_with_brute_force(wild: int, n: int) -> None:
    from rules.wenzhou.hand import Split

    checked = hards = 0
    for counts in _random_hands(n, wild, seed=wild):
        reading, hard = best_reading(Split(cai_shen=M5, counts=counts, wild=wild, baiban=0))
        want_hard, want_any = _brute(counts, wild, M5)
        assert hard == want_hard, counts
        assert (reading is not None) == want_any, counts
        checked += want_any
        hards += want_hard
    assert checked > hards > 0 or wild == 0  # complete hands, hard and soft, were met


def test_wenzhou_bench_hands_are_read() -> None:
    # the bench's 4-财神 hands: every complete one gets a reading whose 财神 are all accounted for
    for s in bench_hands(30):
        reading, hard = best_reading(s)
        assert (reading is not None) == (hard or E.is_complete(s.counts, s.wild))
        if reading is not None and not hard:
            assert len(reading.wild) == s.wild


def test_wenzhou_bench_requests_hold_four_cai_shen_and_win() -> None:
    # the bench's whole-path requests: 13 real tiles + 5555m, all four 财神 held (flip back in play):
    # 三财神 (three or more) wins whatever the shape, hard 2 x special 2 = 4, 10 x 4 from each
    datas = four_cai_shen_requests(bench_hands(12))
    assert len(datas) >= 10
    for data in datas:
        assert [kind(t) for t in parse(data["seats"][0]["hand"])].count(M5) == 4
        status, answer = rules.score_request(data)
        assert status == 200, answer
        check_settlement(answer)
        assert answer["hands"][0]["total"] == 4
        assert answer["net"] == [120, -40, -40, -40]
