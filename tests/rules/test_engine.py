"""The hand engine: worked shapes, and agreement with `mahjong` and with a slow brute force."""

from __future__ import annotations

import random
from functools import cache
from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from mahjong.agari import Agari

from bench.hands import random_complete
from rules import engine as E
from rules.tiles import counts, parse
from tests.support.examples import examples

RIICHI = E.STANDARD | E.SEVEN_PAIRS | E.THIRTEEN_ORPHANS


def c(text: str) -> list[int]:
    return counts(parse(text))


@pytest.mark.parametrize(
    ("hand", "wild", "shapes", "complete"),
    [
        pytest.param("123m456p789s11122z", 0, E.STANDARD, True, id="plain"),
        pytest.param("11122233344455m", 0, E.STANDARD, True, id="many-readings"),
        pytest.param("1122334455667m", 1, E.SEVEN_PAIRS, True, id="seven-pairs-wild"),
        pytest.param("11223344556677m", 0, E.SEVEN_PAIRS, True, id="seven-pairs"),
        pytest.param("11113344556677m", 0, E.SEVEN_PAIRS, False, id="quad-not-two-pairs"),
        pytest.param("11113344556677m", 0, E.SEVEN_PAIRS_QUADS, True, id="quad-two-pairs"),
        pytest.param("19m19p19s1234567z1m", 0, E.THIRTEEN_ORPHANS, True, id="kokushi"),
        pytest.param("123m456p78s11z", 1, E.STANDARD, True, id="wild-closes-run"),
        pytest.param("123m456p11z", 3, E.STANDARD, True, id="three-wild-free-set"),
        pytest.param("123m456p789s123s1z", 0, E.STANDARD, False, id="17-short"),
        pytest.param("123m456p789s123s11z", 0, E.STANDARD, True, id="17-tile"),
        pytest.param("1122334455667788m", 1, E.EIGHT_PAIRS, True, id="eight-pairs-single-wild"),
        pytest.param("11223344556677889m", 0, E.EIGHT_PAIRS, True, id="eight-pairs"),
    ],
)
def test_is_complete(hand: str, wild: int, shapes: int, complete: bool) -> None:
    assert E.is_complete(c(hand), wild, shapes) is complete


def test_readings_of_pure_triplets_and_runs() -> None:
    # 111222333m + 444m + 55m reads as three pungs or three chows (plus 444 / 345 variants)
    rs = E.readings(c("11122233344455m"))
    kinds = sorted(tuple(g.kind for g in r.groups) for r in rs)
    assert len(rs) == 4
    assert ("chow", "chow", "chow", "pair", "pung") in kinds
    assert ("pair", "pung", "pung", "pung", "pung") in kinds


def test_reading_says_what_the_wild_stands_for() -> None:
    rs = E.readings(c("123m456p78s11z"), 1)
    stood = sorted(k for r in rs for k, _ in r.wild)
    assert stood == [23, 26]  # 6s (678s) or 9s (789s)


def test_waits_of_a_classic_nine_gate() -> None:
    assert E.waits(c("1112345678999m")) == tuple(range(9))


def test_waits_with_seven_pairs_and_standard() -> None:
    # 1122m 3344p 5566s 7z: tanki on 7z as seven pairs only
    assert E.waits(c("1122m3344p5566s7z"), shapes=E.STANDARD | E.SEVEN_PAIRS) == (33,)


def test_wait_readings_say_how_each_wait_completes() -> None:
    # 23m 456p 789s 111z 55z: waits 1m (123m) and 4m (234m)
    got = E.wait_readings(c("23m456p789s11155z"))
    assert sorted(got) == [0, 3]
    assert [g for g in got[0][0].groups if g.kind == "chow" and g.tile == 0]
    assert [g for g in got[3][0].groups if g.kind == "chow" and g.tile == 1]


def test_wait_kinds() -> None:
    assert E.wait_kind(E.Group("chow", 0), 2) == E.WAIT_PENCHAN
    assert E.wait_kind(E.Group("chow", 6), 6) == E.WAIT_PENCHAN
    assert E.wait_kind(E.Group("chow", 1), 2) == E.WAIT_KANCHAN
    assert E.wait_kind(E.Group("chow", 1), 1) == E.WAIT_RYANMEN
    assert E.wait_kind(E.Group("pair", 5), 5) == E.WAIT_TANKI
    assert E.wait_kind(E.Group("pung", 5), 5) == E.WAIT_SHANPON


def test_over_supply_names_the_field_of_the_fifth_copy() -> None:
    assert E.over_supply([("a", [0, 0, 0]), ("b", [0, 1]), ("c", [0])]) == [("c", 0)]


# ----------------------------------------------------- cross-checks ---


def _random_hand(rng: random.Random, n: int) -> list[int]:
    wall = [k for k in range(34) for _ in range(4)]
    hand = [0] * 34
    for t in rng.sample(wall, n):
        hand[t] += 1
    return hand


@settings(max_examples=examples(400), deadline=None)
@given(st.randoms(use_true_random=False), st.booleans())
def test_complete_and_waits_agree_with_mahjong(rng: random.Random, near_complete: bool) -> None:
    hand = random_complete(rng) if near_complete else _random_hand(rng, 14)
    assert E.is_complete(hand, 0, RIICHI) == Agari().is_agari(hand)
    k = rng.choice([i for i in range(34) if hand[i]])
    hand[k] -= 1  # 13 tiles: compare waits
    ours = E.waits(hand, shapes=RIICHI)
    theirs = []
    for t in range(34):
        if hand[t] < 4:
            hand[t] += 1
            if Agari().is_agari(hand):
                theirs.append(t)
            hand[t] -= 1
    assert ours == tuple(theirs)


@cache
def _slow_standard(cs: tuple[int, ...], need_pair: bool) -> bool:
    """The obvious recursion: take the lowest tile as a pung, a chow or the pair."""
    i = next((k for k, n in enumerate(cs) if n), None)
    if i is None:
        return not need_pair
    lst = list(cs)
    if cs[i] >= 3:
        lst[i] -= 3
        if _slow_standard(tuple(lst), need_pair):
            return True
        lst[i] += 3
    if need_pair and cs[i] >= 2:
        lst[i] -= 2
        if _slow_standard(tuple(lst), False):
            return True
        lst[i] += 2
    if i < 27 and i % 9 <= 6 and cs[i + 1] and cs[i + 2]:
        lst[i] -= 1
        lst[i + 1] -= 1
        lst[i + 2] -= 1
        if _slow_standard(tuple(lst), need_pair):
            return True
    return False


def _brute_force_wild(hand: list[int], wild: int) -> bool:
    """Try every kind for every wildcard (34**wild), with no 5-copy limit (as the engine reads wildcards)."""
    for subs in product(range(34), repeat=wild):
        h = list(hand)
        for k in subs:
            h[k] += 1
        if sum(h) % 3 == 2 and _slow_standard(tuple(h), True):
            return True
    return False


@settings(max_examples=examples(150), deadline=None)
@given(st.randoms(use_true_random=False), st.integers(min_value=1, max_value=2), st.booleans())
def test_wildcards_agree_with_brute_force(rng: random.Random, wild: int, near_complete: bool) -> None:
    if near_complete:
        hand = random_complete(rng)
        for _ in range(wild):  # take tiles out; the wildcards must be able to stand in for them
            k = rng.choice([i for i in range(34) if hand[i]])
            hand[k] -= 1
        if rng.random() < 0.5:  # and sometimes spoil it
            k = rng.choice([i for i in range(34) if hand[i]])
            hand[k] -= 1
            j = rng.randrange(34)
            hand[j] += 1
    else:
        hand = _random_hand(rng, 14 - wild)
    assert E.is_standard(hand, wild) == _brute_force_wild(hand, wild)
    # every reading the engine gives is a true decomposition of hand + substitutions
    for r in E.readings(hand, wild, free_sets=E.ALL_FREE_SETS[:3], free_pairs=(0,)):
        got = [0] * 34
        for g in r.groups:
            for t in g.tiles:
                got[t] += 1
        for k, _ in r.wild:
            got[k] -= 1
        assert got == hand
        assert len(r.wild) == wild


def test_waits_of_16_tile_hand_with_3_wildcards_match_brute_force() -> None:
    rng = random.Random(7)
    for _ in range(3):
        hand = random_complete(rng, sets=5)
        for _ in range(4):  # 17 -> 13 real tiles + 3 wildcards = 16
            k = rng.choice([i for i in range(34) if hand[i]])
            hand[k] -= 1
        ours = E.waits(hand, 3)
        slow = []
        for t in range(34):
            if hand[t] < 4:
                hand[t] += 1
                if _brute_force_wild(hand, 3):
                    slow.append(t)
                hand[t] -= 1
        assert ours == tuple(slow)


def test_pair_readings_with_wilds_cover_each_lone_tile() -> None:
    rs = E.pair_readings(c("112233445566m7p"), 1)
    assert len(rs) == 1
    assert E.Group("pair", 15, (15,)) in rs[0].groups
