"""Guizhou chickens (rules/guizhou/chickens.py): the cases its surviving mutants showed untested.

Rules (seed 000, lines 59-75 and 145; rules-brief "Guizhou"): 幺鸡 1s is always a chicken, 1 a tile; the
first 1s discarded and not claimed (冲锋鸡) is worth twice; if claimed, the discarder owes the claimer 1
(责任鸡). A scoring (ready) seat collects each chicken it holds or discarded from every other seat; a
seat that is not ready pays every scoring seat for the default chickens it exposed (包鸡: discards and
melds, 冲锋鸡 double, 责任鸡 1); 罚碰杠鸡 adds the flipped chickens in its melds.

In every case seat 1 self-draws PH (234m456m789p234s55s, 平胡 1, no chicken) with seat 0 dealing: the
dealer pays 1 x 2 = 2, seats 2 and 3 pay 1 each ("hand" below).
"""

from __future__ import annotations

from typing import Any

from .support import PH, pon, request, settle, win

HAND = {(0, 1, "hand"): 2, (2, 1, "hand"): 1, (3, 1, "hand"): 1}


def _chicken_notes(ans: dict[str, Any]) -> list[tuple[int, int, int, str | None]]:
    return [(p["from"], p["to"], p["amount"], p.get("note")) for p in ans["payments"] if p["reason"] != "hand"]


def test_bao_ji_counts_an_unclaimed_chong_feng_ji_twice() -> None:
    # Seat 3 is not ready and discarded two 1s, the first of them the 冲锋鸡 (unclaimed): it owes the only
    # scoring seat (the winner) 2 x 1 for the 冲锋鸡 + 1 x 1 for the other 1s = 3.
    # Nets: seat 0 -2, seat 1 +4 + 3 = 7, seat 2 -1, seat 3 -1 - 3 = -4.
    ans, ledger = settle(
        request([{}, win(PH, "5s"), {}, {"tenpai": False, "chicken_discards": "1s1s"}], table={"chongfeng_seat": 3})
    )
    assert ledger == {**HAND, (3, 1, "bao_chicken"): 3}
    assert ans["net"] == [-2, 7, -1, -4]
    assert _chicken_notes(ans) == [
        (
            3,
            1,
            3,
            "not ready: pays for its exposed chickens: First-discard chicken 1s ×1, Bamboo-one chicken (幺鸡 yāo jī) 1s ×1",
        )
    ]


def test_a_ready_seat_collects_its_chong_feng_ji_and_its_other_discarded_1s() -> None:
    # Seat 3 is ready and discarded two 1s, the first the 冲锋鸡: from each other seat 1 for the plain 1s
    # (its own line, x1) and 2 for the 冲锋鸡: 3 from each. Nets: seat 0 -2 - 3 = -5, seat 1 4 - 3 = 1,
    # seat 2 -1 - 3 = -4, seat 3 -1 + 9 = 8.
    ans, ledger = settle(
        request([{}, win(PH, "5s"), {}, {"tenpai": True, "chicken_discards": "1s1s"}], table={"chongfeng_seat": 3})
    )
    assert ledger == {**HAND, (0, 3, "chicken"): 3, (1, 3, "chicken"): 3, (2, 3, "chicken"): 3}
    assert ans["net"] == [-5, 1, -4, 8]
    assert _chicken_notes(ans)[:2] == [
        (0, 3, 1, "Bamboo-one chicken (幺鸡 yāo jī) 1s ×1"),
        (0, 3, 2, "First-discard chicken 1s ×1"),
    ]


def test_bao_ji_adds_the_ze_ren_ji_to_the_other_exposed_chickens() -> None:
    # Seat 2 (ready) pon'd seat 3's first 1s (责任鸡); seat 3, not ready, also discarded another 1s.
    # Seat 2 collects its three 1s: 3 from each other seat, and 1 from seat 3 (责任鸡).
    # 包鸡 of seat 3 to each scoring seat (1 and 2): the discarded 1s (1) + the 责任鸡 (1) = 2.
    # Nets: seat 0 -2 - 3 = -5; seat 1 4 - 3 + 2 = 3; seat 2 -1 + 9 + 1 + 2 = 11; seat 3 -1 - 3 - 1 - 4 = -9.
    ans, ledger = settle(
        request(
            [
                {},
                win(PH, "5s"),
                {"melds": [pon("111s", 3)], "tenpai": True},
                {"tenpai": False, "chicken_discards": "1s"},
            ],
            table={"chongfeng_seat": 3, "chongfeng_claimed_by": 2},
        )
    )
    assert ledger == {
        **HAND,
        (0, 2, "chicken"): 3,
        (1, 2, "chicken"): 3,
        (3, 2, "chicken"): 3,
        (3, 2, "responsibility_chicken"): 1,
        (3, 1, "bao_chicken"): 2,
        (3, 2, "bao_chicken"): 2,
    }
    assert ans["net"] == [-5, 3, 11, -9]
    notes = _chicken_notes(ans)
    assert (3, 2, 1, "liable chicken 1s") in notes
    assert (
        3,
        1,
        2,
        "not ready: pays for its exposed chickens: Bamboo-one chicken (幺鸡 yāo jī) 1s ×1, liable chicken 1s",
    ) in notes
    assert (0, 2, 3, "Bamboo-one chicken (幺鸡 yāo jī) 1s ×3") in notes


def test_a_1p_chong_feng_ji_counts_when_1p_is_a_chicken() -> None:
    # chicken_1p on: ready seat 3's first 1p discard (no 1s 冲锋鸡 told) is a 冲锋鸡: 2 from each other seat.
    # Nets: seat 0 -2 - 2 = -4, seat 1 4 - 2 = 2, seat 2 -1 - 2 = -3, seat 3 -1 + 6 = 5.
    ans, ledger = settle(
        request(
            [{}, win(PH, "5s"), {}, {"tenpai": True, "chicken_discards": "1p"}],
            table={"chongfeng_1p_seat": 3},
            options={"chicken_1p": True},
        )
    )
    assert ledger == {**HAND, (0, 3, "chicken"): 2, (1, 3, "chicken"): 2, (2, 3, "chicken"): 2}
    assert ans["net"] == [-4, 2, -3, 5]
    assert _chicken_notes(ans)[0] == (0, 3, 2, "First-discard chicken 1p ×1")


def test_1m_is_no_chicken_unless_its_option_is_on() -> None:
    # chicken_1m off (the default): the winner's 1m is a plain tile; only the hand is paid
    ans, ledger = settle(request([{}, win("123m456m789p234s55s", "5s"), {}, {}]))
    assert ledger == HAND
    assert ans["net"] == [-2, 4, -1, -1]


def test_fa_peng_gang_ji_note_names_the_melded_flip_chicken() -> None:
    # flip 4p: 5p is the flipped chicken; not-ready seat 3 pon'd 555p: 3 x 1 to the winner
    ans, ledger = settle(
        request(
            [{}, win(PH, "5s"), {}, {"melds": [pon("555p", 2)], "tenpai": False}],
            flip="4p",
            options={"fa_peng_gang_ji": True},
        )
    )
    assert ledger == {**HAND, (3, 1, "bao_chicken"): 3}
    assert _chicken_notes(ans) == [(3, 1, 3, "melded flip chickens: Flipped chicken 5p ×3")]


def test_bao_ji_sums_a_1p_the_chong_feng_ji_and_more_1s() -> None:
    # chicken_1p on; not-ready seat 3 discarded 1p, then 1s (the 冲锋鸡, unclaimed), then two more 1s:
    # 1p 1 + 冲锋鸡 2 x 1 + the other two 1s 2 x 1 = 5 to the winner.
    # Nets: seat 0 -2, seat 1 4 + 5 = 9, seat 2 -1, seat 3 -1 - 5 = -6.
    ans, ledger = settle(
        request(
            [{}, win(PH, "5s"), {}, {"tenpai": False, "chicken_discards": "1p1s1s1s"}],
            table={"chongfeng_seat": 3},
            options={"chicken_1p": True},
        )
    )
    assert ledger == {**HAND, (3, 1, "bao_chicken"): 5}
    assert ans["net"] == [-2, 9, -1, -6]


def test_a_ready_seat_counts_its_concealed_and_melded_1s_together() -> None:
    # ready seat 2 holds one 1s (the `chickens` fact) and pon'd 111s from seat 3: four 1s, 4 from each
    # other seat. Nets: seat 0 -2 - 4 = -6, seat 1 4 - 4 = 0, seat 2 -1 + 12 = 11, seat 3 -1 - 4 = -5.
    ans, ledger = settle(
        request([{}, win(PH, "5s"), {"tenpai": True, "chickens": "1s", "melds": [pon("111s", 3)]}, {}])
    )
    assert ledger == {**HAND, (0, 2, "chicken"): 4, (1, 2, "chicken"): 4, (3, 2, "chicken"): 4}
    assert ans["net"] == [-6, 0, 11, -5]


def test_a_gold_chicken_is_named_gold() -> None:
    # flip 9s: the flipped chicken is 1s (9 -> 1), which is also the default chicken: gold, 2 a tile.
    # Ready seat 3 discarded one 1s (no 冲锋鸡 told): 1 x 2 = 2 from each other seat, named 金鸡 (gold).
    # Nets: seat 0 -2 - 2 = -4, seat 1 4 - 2 = 2, seat 2 -1 - 2 = -3, seat 3 -1 + 6 = 5.
    ans, ledger = settle(request([{}, win(PH, "5s"), {}, {"tenpai": True, "chicken_discards": "1s"}], flip="9s"))
    assert ledger == {**HAND, (0, 3, "chicken"): 2, (1, 3, "chicken"): 2, (2, 3, "chicken"): 2}
    assert ans["net"] == [-4, 2, -3, 5]
    assert _chicken_notes(ans) == [(q, 3, 2, "Gold chicken 1s ×1") for q in (0, 1, 2)]
