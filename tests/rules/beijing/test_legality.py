"""Who may win how (seed lines 29-35), impossible win flags, and bad input: each error names its field."""

from __future__ import annotations

import pytest

from .helpers import chi, errors, kong, ok, pon, request, win

PLAIN = "234m678m345p567s99s"


def _only(errs: list[tuple[str, str]]) -> tuple[str, str]:
    assert len(errs) == 1, errs
    return errs[0]


@pytest.mark.parametrize(
    "meld",
    [
        pytest.param(chi("678m", 0), id="chi"),
        pytest.param(pon("999s", 3), id="pon"),
        pytest.param(kong("9999s", 3), id="exposed-kong"),
        pytest.param({"kind": "kong", "tiles": "9999s", "from": 3, "kong": "added"}, id="added-kong"),
    ],
)
def test_open_hand_cannot_win_on_a_discard(meld: dict) -> None:
    # the 11 concealed tiles complete the hand with the meld: only the way of winning is wrong
    tiles = "234m345p567s99s" if meld["kind"] == "chi" else "234m678m345p55s"
    field, message = _only(errors(request({1: win(tiles, "5s", "discard", 2, melds=[meld])})))
    assert field == "seats.1.win.by"
    assert "吃碰" in message
    assert "只能自摸" in message


def test_open_hand_cannot_rob_a_kong() -> None:
    seat = win("234m345p567s99s", "9s", "robbed_kong", 2, melds=[chi("678m", 0)])
    field, message = _only(errors(request({1: seat}, lang="en")))
    assert field == "seats.1.win.by"
    assert "robbing a kong counts as a discard win" in message


def test_concealed_kong_still_allows_a_discard_win() -> None:
    # a concealed kong is not 吃碰明杠: the hand stays closed (门清无惠 too): 推倒和 1 + 门清无惠 1 = 2
    answer = ok(request({1: win("234m678m345p99s", "9s", "discard", 2, melds=[kong("5555s")])}))
    assert answer["net"] == [0, 2, -2, 0]


@pytest.mark.parametrize("by", ["discard", "robbed_kong"])
def test_three_hui_force_a_self_draw(by: str) -> None:
    # three 1p (惠牌) in a closed hand: only a self-draw may win (line 35)
    field, message = _only(errors(request({1: win("234m678m345p56s1p1p1p", "4p", by, 2)}, lang="en")))
    assert field == "seats.1.win.by"
    assert "3 wildcards (惠牌 huì pái, here 1p)" in message
    assert "must win by self-draw" in message


def test_three_hui_counted_with_the_winning_tile() -> None:
    # two 惠牌 held, the third is the discard won on: three in the winning hand -> self-draw only
    field, _ = _only(errors(request({1: win("234m678m345p56s1p1p1p", "1p", "discard", 2)})))
    assert field == "seats.1.win.by"


def test_two_hui_may_win_on_a_discard() -> None:
    # 234m 678m 345p 56s + 惠 as 4s/7s + 惠 pairing the 9s: 推倒和 1; seat 2 pays 1
    answer = ok(request({1: win("234m678m345p56s9s1p1p", "3p", "discard", 2)}))
    assert answer["net"] == [0, 1, -1, 0]


def test_not_a_winning_hand() -> None:
    field, message = _only(errors(request({1: win("234m678m345p567s19s", "1s")}, lang="en")))
    assert field == "seats.1.hand"
    assert "cannot win" in message


@pytest.mark.parametrize(
    ("seat", "field", "needle"),
    [
        pytest.param(
            win("123m456p789p11z", "1z", "discard", 2, melds=[kong("2222s")], after_kong=True),
            "seats.1.win.after_kong",
            "self-draw",
            id="after-kong-on-a-discard",
        ),
        pytest.param(
            win(PLAIN, "3p", after_kong=True), "seats.1.win.after_kong", "needs a kong", id="after-kong-no-kong"
        ),
        pytest.param(
            win(PLAIN, "3p", "robbed_kong", 2, last_tile=True),
            "seats.1.win.last_tile",
            "robbed kong",
            id="last-tile-robbed",
        ),
        pytest.param(
            win("123m456p789p11z", "1z", melds=[kong("2222s")], after_kong=True, last_tile=True),
            "seats.1.win.last_tile",
            "replacement",
            id="last-tile-after-kong",
        ),
        pytest.param(
            win("234m345p567s99s", "9s", melds=[chi("678m", 0)], first_turn=True),
            "seats.1.win.first_turn",
            "地和",
            id="first-turn-open",
        ),
    ],
)
def test_impossible_win_flags(seat: dict, field: str, needle: str) -> None:
    assert _only(errors(request({1: seat}, lang="en")))[0] == field
    assert needle in _only(errors(request({1: seat}, lang="en")))[1]


def test_dealer_first_turn_must_be_a_self_draw() -> None:
    field, message = _only(errors(request({0: win(PLAIN, "3p", "discard", 2, first_turn=True)})))
    assert field == "seats.0.win.first_turn"
    assert "天和" in message


def test_concealed_kong_of_hui_is_refused() -> None:
    # 惠坯 9p -> 惠牌 1p: four 1p would have won at once (四惠牌)
    seat = win("234m678m345p99s", "9s", melds=[kong("1111p")])
    field, message = _only(errors(request({1: seat})))
    assert field == "seats.1.melds.0"
    assert "四惠牌" in message


def test_ponned_hui_counts_as_its_face() -> None:
    # 1p claimed by pon is a plain 1p: open hand, self-draw, 推倒和 1
    answer = ok(request({1: win("234m678m345p99s", "9s", melds=[pon("111p", 0)])}))
    assert answer["net"] == [-1, 3, -1, -1]
    assert answer["hands"][0]["hui_count"] == 0


def test_a_win_needs_the_flip() -> None:
    field, message = _only(errors(request({1: win(PLAIN, "3p")}, flip=None)))
    assert field == "indicators.flip"
    assert "惠坯" in message


def test_exactly_one_flip() -> None:
    assert _only(errors(request({1: win(PLAIN, "3p")}, flip="9p1m")))[0] == "indicators.flip"


@pytest.mark.parametrize(
    ("data_change", "field"),
    [
        pytest.param({"players": 3}, "players", id="three-players"),
        pytest.param({"options": {"base_points": 0}}, "options.base_points", id="base-zero"),
        pytest.param({"options": {"base_points": "2000"}}, "options.base_points", id="base-string"),
        pytest.param({"options": {"fan_cap": 8}}, "options.fan_cap", id="unknown-option"),
        pytest.param({"table": {"shaozhuang_rounds": -1}}, "table.shaozhuang_rounds", id="rounds-negative"),
        pytest.param({"table": {"shaozhuang_rounds": 18}}, "table.shaozhuang_rounds", id="rounds-too-many"),
        pytest.param({"table": {"hubao": [[1, 1]]}}, "table.hubao.0", id="hubao-same-seat"),
        pytest.param({"table": {"hubao": [[1, 4]]}}, "table.hubao.0.1", id="hubao-bad-seat"),
        pytest.param({"table": {"hubao": [1, 3]}}, "table.hubao.0", id="hubao-not-pairs"),
    ],
)
def test_bad_input_names_the_field(data_change: dict, field: str) -> None:
    data = request({1: win(PLAIN, "3p")})
    data.update(data_change)
    assert field in [f for f, _ in errors(data)]


def test_red_fives_are_not_in_this_set() -> None:
    field, _ = _only(errors(request({1: win("234m678m340p567s99s", "3p")})))
    assert field == "seats.1.hand"


def test_fifth_copy_counts_the_flip() -> None:
    # the 惠坯 stays on the table (line 15): with 9p flipped, a hand of four 9p is a fifth copy
    data = request({1: win("234m678m345p9999p", "3p")})
    assert "seats.1.hand" in [f for f, _ in errors(data)]  # named in the hand that holds the copies
