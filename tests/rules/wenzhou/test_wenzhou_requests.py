"""Wenzhou: bad input answered with a clear message naming the field, and the rule set's own data."""

from __future__ import annotations

from typing import Any

import pytest

import rules
from rules.text import LANGS
from rules.wenzhou import RULE_SET

PLAIN = "123m456789p234789s77z"
BADUI = "1122m3344p556699s77z1z"
SEED_LINES = 45  # seeds/002_7e6e85d95f480946.txt


def errors(data: dict[str, Any]) -> list[tuple[str, str]]:
    base = {"ruleset": "wenzhou", "lang": "en", "indicators": {"flip": "5m"}}
    status, answer = rules.score_request({**base, **data})
    assert status == 400, answer
    return [(e["field"], e["message"]) for e in answer["errors"]]


def self_draw(hand: str = PLAIN, tile: str = "1m", **flags: Any) -> dict[str, Any]:
    return {"hand": hand, "win": {"tile": tile, "by": "self_draw", **flags}}


def discard(frm: int, hand: str = PLAIN, tile: str = "1m", **flags: Any) -> dict[str, Any]:
    return {"hand": hand, "win": {"tile": tile, "by": "discard", "from": frm, **flags}}


def test_wenzhou_chi_only_from_the_seat_before() -> None:
    melds = [
        {"kind": "chi", "tiles": "123m", "from": 0},  # seat 2's seat before is seat 1
        {"kind": "pon", "tiles": "444p", "from": 1},
        {"kind": "pon", "tiles": "999p", "from": 3},
        {"kind": "pon", "tiles": "111z", "from": 0},
        {"kind": "kong", "tiles": "2222s"},
    ]
    seat = {"hand": "7z5m", "melds": melds, "win": {"tile": "7z", "by": "discard", "from": 0}}
    assert errors({"seats": [{}, {}, seat, {}]}) == [
        ("seats.2.melds.0.from", "a chi can only be claimed from the seat before (seat 1)")
    ]


def test_wenzhou_maidi_and_dingdi_checked_against_the_base() -> None:
    # streak 1: the base is 20
    data = {"dealer_streak": 1, "table": {"maidi": 21, "dingdi": [5, 3, 21, 0]}, "seats": [self_draw(), {}, {}, {}]}
    assert errors(data) == [
        ("table.maidi", "Dealer's buy (买底 mǎi dǐ) 21 is more than this hand's base 20 (dealer streak 1)"),
        (
            "table.dingdi.0",
            "the dealer cannot make a non-dealer's raise (顶底 dǐng dǐ), which only non-dealers make: put 0 at the dealer's seat 0",
        ),
        ("table.dingdi.2", "Non-dealer's raise (顶底 dǐng dǐ) 21 is more than this hand's base 20 (dealer streak 1)"),
    ]


def test_wenzhou_maidi_message_in_chinese() -> None:
    data = {"lang": "zh-hans", "table": {"maidi": 11}, "seats": [self_draw(), {}, {}, {}]}
    assert errors(data) == [("table.maidi", "买底 11 超过了本盘底分 10（连庄 0 次）")]


def test_wenzhou_one_winner_first_in_turn_order() -> None:
    # seats 1 and 2 both claim seat 0's discard, neither special: seat 1 is first after seat 0
    data = {"seats": [{}, discard(0), discard(0), {}]}
    assert errors(data) == [
        (
            "seats.2.win",
            "only one seat wins a hand: when several claim the same tile from seat 0, the first in turn order "
            "after it wins (a special win first). Here that is seat 1: give only seat 1's win",
        )
    ]


def test_wenzhou_one_winner_special_first() -> None:
    # both claim seat 0's 1m; seat 3 holds 硬八对 (special, seed line 37) and goes before seat 1
    data = {"seats": [{}, discard(0), {}, discard(0, BADUI, "1m")]}
    ((field, message),) = errors(data)
    assert field == "seats.1.win"
    assert message.endswith("Here that is seat 3: give only seat 3's win")


def test_wenzhou_one_winner_two_special_wins_go_by_turn_order() -> None:
    # both hold 硬八对: turn order decides again (seed line 37): seat 1 before seat 3
    data = {"seats": [{}, discard(0, BADUI, "1z"), {}, discard(0, "7788m6677p2233s11446z", "1z")]}
    ((field, message),) = errors(data)
    assert field == "seats.3.win"
    assert message.endswith("Here that is seat 1: give only seat 1's win")


def test_wenzhou_one_winner_turn_order_without_special_priority() -> None:
    data = {"options": {"special_priority": False}, "seats": [{}, discard(0), {}, discard(0, BADUI, "1m")]}
    ((field, message),) = errors(data)
    assert field == "seats.3.win"
    assert message.endswith("Here that is seat 1: give only seat 1's win")


def test_wenzhou_one_winner_turn_order_wraps_after_the_discarder() -> None:
    # discarder seat 2: order 3, 0, 1; seats 0 and 1 claim: seat 0 wins
    data = {"seats": [discard(2), discard(2), {}, {}]}
    ((field, message),) = errors(data)
    assert field == "seats.1.win"
    assert message.endswith("Here that is seat 0: give only seat 0's win")


def test_wenzhou_not_a_winning_hand() -> None:
    data = {"seats": [self_draw("1123m456789p234789s7z"), {}, {}, {}]}
    assert errors(data) == [
        (
            "seats.0.hand",
            "this hand does not win: 1123m456789p234789s7z (wildcard (财神 cái shén) 5m) makes neither five sets and a pair "
            "(a wildcard may stand for any tile), nor hard eight pairs (硬八对 yìng bā duì), and does not hold three "
            "wildcards",
        )
    ]


def test_wenzhou_eight_pairs_with_a_cai_shen_is_not_hard_eight_pairs() -> None:
    # 5m5m as a pair: 硬八对 needs no 财神 (seed line 27), and the hand is no standard shape either
    data = {"seats": [self_draw("1122m3344p556699s1z55m", "1z"), {}, {}, {}]}
    ((field, _),) = errors(data)
    assert field == "seats.0.hand"


FOUR_CAI_SHEN = "123m456789p234s7z5555m"  # 13 real tiles + four 5m (the 财神 with the flip 5m)


def test_wenzhou_four_cai_shen_are_valid_by_default() -> None:
    # flip_on_table off (default): the flipped 5m goes back into play, so one hand may hold all four
    status, answer = rules.score_request(
        {"ruleset": "wenzhou", "indicators": {"flip": "5m"}, "seats": [self_draw(FOUR_CAI_SHEN, "5m"), {}, {}, {}]}
    )
    assert status == 200, answer
    assert answer["hands"][0]["total"] == 4  # 三财神: hard 2 x special 2


def test_wenzhou_four_cai_shen_with_the_flip_on_the_table_is_a_fifth_copy() -> None:
    # flip_on_table: the flipped 5m stays on the table, three are left: the hand's fourth is refused,
    # named in the hand that holds the copies (issue 14: not the indicator beside them)
    data = {"options": {"flip_on_table": True}, "seats": [self_draw(FOUR_CAI_SHEN, "5m"), {}, {}, {}]}
    assert errors(data) == [("seats.0.hand", "a fifth 5m: each tile exists 4 times")]


def test_wenzhou_flip_on_table_counts_the_cai_shen_across_hands() -> None:
    # three 5m with the winner, one with seat 2: four in the hands + the flip on the table = five
    data = {
        "options": {"flip_on_table": True},
        "seats": [self_draw("123m456789p234s7z7s555m", "1m"), {}, {"hand": "123m456789p234789s5m"}, {}],
    }
    assert errors(data) == [("seats.2.hand", "a fifth 5m: each tile exists 4 times")]
    del data["options"]  # default: the flip went back into play; the same four 5m are fine
    status, answer = rules.score_request({"ruleset": "wenzhou", "indicators": {"flip": "5m"}, **data})
    assert status == 200, answer


def test_wenzhou_a_fifth_cai_shen_is_refused_even_with_the_flip_back_in_play() -> None:
    # four 5m with the winner and one more in seat 2's hand: five copies of 5m
    data = {"seats": [self_draw(FOUR_CAI_SHEN, "5m"), {}, {"hand": "123m456789p234789s5m"}, {}]}
    assert errors(data) == [("seats.2.hand", "a fifth 5m: each tile exists 4 times")]


def test_wenzhou_flip_required_for_a_win() -> None:
    data = {"indicators": {}, "seats": [self_draw(), {}, {}, {}]}
    assert errors(data) == [
        (
            "indicators.flip",
            "Wenzhou mahjong flips one tile to set the wildcard (财神 cái shén): give indicators.flip (one tile)",
        )
    ]


def test_wenzhou_flip_is_one_tile() -> None:
    assert errors({"indicators": {"flip": "5m6m"}, "seats": [{}, {}, {}, {}]}) == [
        ("indicators.flip", "must be 1 to 1 tiles")
    ]


def test_wenzhou_no_red_fives() -> None:
    data = {"seats": [self_draw("123m406789p234789s77z"), {}, {}, {}]}
    assert errors(data) == [("seats.0.hand", "Wenzhou mahjong has no red fives: write 0m/0p/0s as 5m/5p/5s")]


@pytest.mark.parametrize(
    "seats",
    [
        pytest.param([{}, self_draw(first_turn=True), {}, {}], id="non-dealer-self-draw"),
        pytest.param([{}, discard(2, first_turn=True), {}, {}], id="not-the-dealer-discard"),
        pytest.param(
            [{}, {"hand": PLAIN, "win": {"tile": "1m", "by": "robbed_kong", "from": 0, "first_turn": True}}, {}, {}],
            id="robbed-kong",
        ),
    ],
)
def test_wenzhou_first_turn_only_tian_hu_or_di_hu(seats: list) -> None:
    ((field, message),) = errors({"seats": seats})
    assert field == "seats.1.win.first_turn"
    assert message.startswith("Heavenly win (天胡 tiān hú) is the dealer's self-draw on its first draw")


def test_wenzhou_cai_shen_qian_needs_every_count() -> None:
    data = {
        "options": {"cai_shen_qian": True},
        "seats": [self_draw(), {"cai_shen": 2, "hand": "111222333444555z6z"}, {"cai_shen": 1}, {}],
    }
    assert errors(data) == [
        ("seats.1.cai_shen", "the number of wildcards (财神 cái shén) in the hand is 0, not cai_shen = 2"),
        (
            "seats.3.cai_shen",
            "with wildcard (财神 cái shén) money on, this seat needs its hand or the number of wildcards it holds (cai_shen)",
        ),
    ]


def test_wenzhou_three_players_refused() -> None:
    assert errors({"players": 3, "seats": [{}, {}, {}]}) == [("players", "allowed: 2, 4")]


def test_wenzhou_hand_sizes_17_and_16() -> None:
    data = {"seats": [self_draw("123m456789p234s77z"), {"hand": PLAIN}, {}, {}]}
    assert errors(data) == [
        ("seats.0.hand", "a winning hand has 17 tiles (each meld counting 3); this one has 14"),
        ("seats.1.hand", "a hand that did not win has 16 tiles (each meld counting 3); this one has 17"),
    ]


def test_wenzhou_custom_progression_values_checked() -> None:
    assert errors({"options": {"base_progression": [10, 0]}, "seats": [{}, {}, {}, {}]}) == [
        ("options.base_progression.1", "must be at least 1")
    ]


# ------------------------------------------------------------ rule set data ---


def test_wenzhou_rule_set_shape() -> None:
    assert RULE_SET.key == "wenzhou"
    assert RULE_SET.players == (2, 4)
    assert RULE_SET.sets == 5
    assert len(RULE_SET.kinds) == 34
    assert [p.key for p in RULE_SET.presets] == ["seed", "base_2468", "base_3579"]
    assert RULE_SET.option("base_progression").default == (10, 20, 30, 40)
    assert RULE_SET.preset("base_2468").values == {"base_progression": (2, 4, 6, 8)}
    assert RULE_SET.preset("base_3579").values == {"base_progression": (3, 5, 7, 9)}


@pytest.mark.parametrize("pattern", RULE_SET.patterns, ids=lambda p: p.key)
def test_wenzhou_pattern_is_documented(pattern) -> None:
    for lang in LANGS:
        assert pattern.names.get(lang)
        assert pattern.explanation.get(lang)
    assert pattern.ref.lines
    assert all(1 <= n <= SEED_LINES for n in pattern.ref.lines)
    assert pattern.example


def test_wenzhou_fields_and_reasons_are_named_in_every_language() -> None:
    fields = (*RULE_SET.options, *RULE_SET.table_fields, *RULE_SET.seat_fields, *RULE_SET.indicator_roles)
    for f in fields:
        for lang in LANGS:
            assert f.names.get(lang), f.key
            assert f.explanation.get(lang), f.key
    assert set(RULE_SET.reasons) == {"hand", "cai_shen_qian"}
    for note in RULE_SET.notes:
        assert all(note.get(lang) for lang in LANGS)


def test_wenzhou_listed_in_the_registry_and_described() -> None:
    described = rules.describe_rulesets("en")["rulesets"]
    wz = next(r for r in described if r["key"] == "wenzhou")
    assert wz["tiles_in_winning_hand"] == 17
    assert wz["presets"][1]["values"] == {"base_progression": [2, 4, 6, 8]}


def test_wenzhou_cai_shen_counts_cannot_pass_the_copies_in_play() -> None:
    # default: the flip goes back into play, four 5m for the hands; 1 (winner) + 2 + 2 = 5
    data = {
        "options": {"cai_shen_qian": True},
        "seats": [self_draw("13m456789p234789s77z5m", "3m"), {"cai_shen": 2}, {"cai_shen": 2}, {"cai_shen": 0}],
    }
    assert errors(data) == [
        (
            "seats.2.cai_shen",
            "at most 4 of the wildcards (财神 cái shén) can be in the hands (four, the flip going back into play; 0 in melds); "
            "these add up to 5",
        )
    ]


def test_wenzhou_cai_shen_counts_with_the_flip_on_the_table() -> None:
    # flip_on_table: the flip is one 5m, three are left for the hands; 1 (winner) + 2 + 1 = 4
    data = {
        "options": {"cai_shen_qian": True, "flip_on_table": True},
        "seats": [self_draw("13m456789p234789s77z5m", "3m"), {"cai_shen": 2}, {"cai_shen": 1}, {"cai_shen": 0}],
    }
    assert errors(data) == [
        (
            "seats.2.cai_shen",
            "at most 3 of the wildcards (财神 cái shén) can be in the hands (the flip stays on the table as one, 0 in melds); "
            "these add up to 4",
        )
    ]


def test_wenzhou_cai_shen_counts_leave_out_the_melded_ones() -> None:
    # seat 1 pon'd 555m (three 财神 in a meld); with the flip back in play one is left for the hands
    melds = [{"kind": "pon", "tiles": "555m", "from": 0}]
    data = {
        "options": {"cai_shen_qian": True},
        "seats": [{"cai_shen": 0}, {"hand": "123m789p234789s6z", "melds": melds}, {"cai_shen": 2}, {"cai_shen": 0}],
    }
    assert errors(data) == [
        (
            "seats.2.cai_shen",
            "at most 1 of the wildcards (财神 cái shén) can be in the hands (four, the flip going back into play; 3 in melds); "
            "these add up to 2",
        )
    ]


def test_wenzhou_one_seat_holds_at_most_four_cai_shen() -> None:
    data = {
        "options": {"cai_shen_qian": True},
        "seats": [{"cai_shen": 5}, {"cai_shen": 0}, {"cai_shen": 0}, {"cai_shen": 0}],
    }
    assert errors(data) == [("seats.0.cai_shen", "must be at most 4")]


def test_wenzhou_flip_on_table_option() -> None:
    opt = RULE_SET.option("flip_on_table")
    assert opt is not None
    assert (opt.kind, opt.default) == ("bool", False)
    assert "back into play" in opt.explanation.get("en")
    assert RULE_SET.indicators_off_table is not None
    assert RULE_SET.indicators_off_table({"flip_on_table": False}) == frozenset({"flip"})
    assert RULE_SET.indicators_off_table({"flip_on_table": True}) == frozenset()
    described = rules.describe_rulesets("en")["rulesets"]
    wz = next(r for r in described if r["key"] == "wenzhou")
    assert any(o["key"] == "flip_on_table" for o in wz["options"])


@pytest.mark.parametrize("pattern", [p for p in RULE_SET.patterns if p.example], ids=lambda p: p.key)
def test_wenzhou_pattern_examples_hold_17_tiles(pattern) -> None:
    from rules.tiles import parse

    hand, *melds = pattern.example.split("|")
    assert len(parse(hand)) + 3 * len(melds) == 17
