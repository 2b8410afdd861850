"""Whole riichi answers, field by field (besides the display names): draws, nagashi mangan, chombo, a win
with dora and riichi sticks. A settlement is read from more than `net`: the hand lines, the draw kind, who
was tenpai, the sticks carried and each seat's score change are what the table reads.

Seed (seeds/001_a3f5d4a3da016967.txt) and rules-brief: riichi deposit 1000; noten payments 3000 in all,
split between the noten and the tenpai seats; chombo "以“自摸满贯”的点数按比率支付“罚点”" (§12: mangan as a
self-draw would cost: the dealer's share 4000, each other 2000, or 4000 from each if the dealer errs);
abortive draws and chombo keep the sticks on the table (chombo returns this hand's own riichi sticks).
"""

from __future__ import annotations

from typing import Any

from .helpers import H1, ok, pon, request


def plain(answer: dict[str, Any]) -> dict[str, Any]:
    """The answer without display names and notes (their wording is the translators', and the notes' parts that
    carry it), checked separately."""
    out = {k: v for k, v in answer.items() if k not in ("notes", "notes_parts", "lang")}
    out["hands"] = [
        {**h, "items": [{k: v for k, v in i.items() if k != "name"} for i in h["items"]]} for h in answer["hands"]
    ]
    out["payments"] = [{k: v for k, v in p.items() if k != "reason_name"} for p in answer["payments"]]
    return out


def pay(frm: int, to: int, amount: int, reason: str) -> dict[str, Any]:
    return {"from": frm, "to": to, "amount": amount, "reason": reason}


def test_answer_nagashi_mangan_with_a_stick() -> None:
    # seat 2 (non-dealer, riichi) has nagashi mangan: paid as a self-drawn mangan, dealer 4000, others 2000;
    # no noten payments then. One stick was on the table and seat 2 put up one: 2000 carried; seat 2's
    # score changes by 8000 - 1000.
    a = ok(
        request(
            table={"riichi_sticks": 1},
            others={
                2: {"nagashi_mangan": True, "riichi": "single"},
                0: {"tenpai": True},
                1: {"tenpai": False},
                3: {"tenpai": False},
            },
        )
    )
    assert plain(a) == {
        "ruleset": "riichi",
        "preset": "seed",
        "hands": [
            {
                "seat": 2,
                "items": [{"key": "nagashi_mangan", "value": 2000}],
                "total": 5,
                "unit": "han",
                "han": None,
                "fu": None,
                "limit": "nagashi_mangan",
                "base_points": 2000,
                "points": 8000,
            }
        ],
        "payments": [
            pay(0, 2, 4000, "nagashi_mangan"),
            pay(1, 2, 2000, "nagashi_mangan"),
            pay(3, 2, 2000, "nagashi_mangan"),
        ],
        "net": [-4000, -2000, 8000, -2000],
        "pot_carried": 2000,
        "score_change": [-4000, -2000, 7000, -2000],
        "draw": "exhaustive",
    }
    assert len(a["notes"]) == 1
    assert "2000" in a["notes"][0]


def test_answer_nagashi_mangan_option_off_is_a_plain_draw() -> None:
    # with the option off, seat 2's nagashi counts for nothing: an exhaustive draw, seat 0 alone tenpai: 3 x 1000
    a = ok(
        request(
            options={"nagashi_mangan": False},
            others={
                2: {"nagashi_mangan": True, "tenpai": False},
                0: {"tenpai": True},
                1: {"tenpai": False},
                3: {"tenpai": False},
            },
        )
    )
    assert plain(a) == {
        "ruleset": "riichi",
        "preset": "seed",
        "hands": [],
        "payments": [pay(1, 0, 1000, "noten"), pay(2, 0, 1000, "noten"), pay(3, 0, 1000, "noten")],
        "net": [3000, -1000, -1000, -1000],
        "pot_carried": 0,
        "score_change": [3000, -1000, -1000, -1000],
        "draw": "exhaustive",
        "tenpai": [True, False, False, False],
    }
    assert "notes" not in a  # nothing carried, nothing to say


def test_answer_noten_with_tenpai_read_from_the_hands() -> None:
    # seat 0: 13m kanchan + pon of 222m (from seat 1): it waits on the 4th 2m -> tenpai (it holds 3, not 4).
    # seat 1: six pairs and 1z: tenpai on 1z for seven pairs only.
    # Two tenpai, two noten: 3000 / (2 x 2) = 750 from each noten seat to each tenpai seat.
    a = ok(
        request(
            others={
                0: {"hand": "13m456p789p99s", "melds": [pon("222m", 1)]},
                1: {"hand": "3344m5566p7788s1z"},
                2: {"tenpai": False},
                3: {"tenpai": False},
            }
        )
    )
    assert plain(a) == {
        "ruleset": "riichi",
        "preset": "seed",
        "hands": [],
        "payments": [
            pay(2, 0, 750, "noten"),
            pay(2, 1, 750, "noten"),
            pay(3, 0, 750, "noten"),
            pay(3, 1, 750, "noten"),
        ],
        "net": [1500, 1500, -1500, -1500],
        "pot_carried": 0,
        "score_change": [1500, 1500, -1500, -1500],
        "draw": "exhaustive",
        "tenpai": [True, True, False, False],
    }


def test_answer_chombo_keeps_the_table_sticks_and_returns_this_hands() -> None:
    # seat 1 (non-dealer) errs: mangan as a self-draw would cost, dealer 4000, seats 2 and 3 2000.
    # Two sticks were on the table: they stay (2000 carried); seats 1 and 3's riichi sticks of this hand go back.
    a = ok(request(table={"chombo": 1, "riichi_sticks": 2}, others={1: {"riichi": "single"}, 3: {"riichi": "single"}}))
    assert plain(a) == {
        "ruleset": "riichi",
        "preset": "seed",
        "hands": [],
        "payments": [pay(1, 0, 4000, "chombo"), pay(1, 2, 2000, "chombo"), pay(1, 3, 2000, "chombo")],
        "net": [4000, -8000, 2000, 2000],
        "pot_carried": 2000,
        "score_change": [4000, -8000, 2000, 2000],
        "chombo": 1,
    }
    assert len(a["notes"]) == 1
    assert "2000" in a["notes"][0]


def test_answer_abortive_draw_keeps_the_riichi_stick() -> None:
    # four winds discarded in the first go-round: no payment; seat 2's riichi stick stays on the table
    a = ok(request(table={"draw": "four_winds"}, others={2: {"riichi": "single"}}))
    assert plain(a) == {
        "ruleset": "riichi",
        "preset": "seed",
        "hands": [],
        "payments": [],
        "net": [0, 0, 0, 0],
        "pot_carried": 1000,
        "score_change": [0, 0, -1000, 0],
        "draw": "four_winds",
    }
    assert "1000" in a["notes"][0]


def test_answer_win_with_dora_and_sticks() -> None:
    # seat 1: riichi 1 + pinfu 1 + dora 2 (indicator 7s: the 88s pair), 30 fu (20 + 10 closed ron), 4 han:
    # 30 x 2^6 = 1920 base, x4 = 7680 -> 7700 from seat 2. Seat 3's riichi stick goes to the winner (1000),
    # the table's one stick too (not in net, in score_change); seat 1's own stick comes back (no transfer).
    a = ok(request(H1, "4s", dora="7s", riichi="single", table={"riichi_sticks": 1}, others={3: {"riichi": "single"}}))
    assert plain(a) == {
        "ruleset": "riichi",
        "preset": "seed",
        "hands": [
            {
                "seat": 1,
                "items": [
                    {"key": "riichi", "value": 1},
                    {"key": "pinfu", "value": 1},
                    {"key": "dora", "value": 2, "count": 2},
                ],
                "total": 4,
                "unit": "han",
                "han": 4,
                "fu": 30,
                "limit": None,
                "yakuman": 0,
                "base_points": 1920,
                "points": 7700,
                "shape": "standard",
                "fu_lines": [{"key": "fu_base", "fu": 20}, {"key": "fu_menzen_ron", "fu": 10}],
            }
        ],
        "payments": [pay(2, 1, 7700, "hand"), pay(3, 1, 1000, "riichi_deposit")],
        "net": [0, 8700, -7700, -1000],
        "pot_collected": {"seat": 1, "amount": 3000},
        "pot_carried": 0,
        "score_change": [0, 9700, -7700, -1000],
    }
    assert len(a["notes"]) == 1
    assert "1000" in a["notes"][0]
    # the note names the winner and the two fields of the answer as parts, which are its words
    (parts,) = a["notes_parts"]
    assert "".join(p["text"] for p in parts) == a["notes"][0]
    assert [p["seat"] for p in parts if "seat" in p] == [1]
    assert [p["field"] for p in parts if "field" in p] == ["net", "score_change"]
