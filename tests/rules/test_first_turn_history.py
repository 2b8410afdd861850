"""First-turn wins judged from the discards when they are given (issue "Trust at the table", item 10): Guizhou's
地胡 is won in the first go-round (seed 000 line 115: 闲家起牌后第一轮接炮或自摸胡牌), Beijing's 天和 / 地和 before the seat
has discarded (seed 003 lines 91, 93: 在一局還沒有出過牌的時候), riichi's tenhou / chiihou / renhou before the seat's first
discard. Without discards the flag is taken as the table says, as before."""

from __future__ import annotations

import copy
from typing import Any

import pytest

import rules

GUIZHOU_DI_HU = {
    "ruleset": "guizhou",
    "lang": "en",
    "dealer": 1,
    "indicators": {"flip": "8m"},
    "seats": [
        {"hand": "123m456m789p23455s", "win": {"tile": "5s", "by": "discard", "from": 1, "first_turn": True}},
        {},
        {},
        {},
    ],
}
GUIZHOU_DI_HU_SELF = {
    "ruleset": "guizhou",
    "lang": "en",
    "dealer": 1,
    "indicators": {"flip": "8m"},
    "seats": [
        {"hand": "123m456m789p23455s", "win": {"tile": "5s", "by": "self_draw", "first_turn": True}},
        {},
        {},
        {},
    ],
}
BEIJING_FIRST = {
    "ruleset": "beijing",
    "lang": "en",
    "dealer": 0,
    "indicators": {"flip": "9p"},
    "seats": [
        {"hand": "234678m345p567s99s", "win": {"tile": "9s", "by": "self_draw", "first_turn": True}},
        {},
        {},
        {},
    ],
}
RIICHI_CHIIHOU = {
    "ruleset": "riichi",
    "lang": "en",
    "dealer": 1,
    "seats": [
        {"hand": "234m567p789s23455p", "win": {"tile": "5p", "by": "self_draw", "first_turn": True}},
        {},
        {},
        {},
    ],
}


def _with(req: dict[str, Any], discards: dict[int, str]) -> dict[str, Any]:
    out = copy.deepcopy(req)
    for seat, tiles in discards.items():
        out["seats"][seat]["discards"] = tiles
    return out


def _keys(answer: dict[str, Any]) -> set[str]:
    return {item["key"] for h in answer["hands"] for item in h["items"]}


def _refused(req: dict[str, Any]) -> list[str]:
    status, answer = rules.score_request(req)
    assert status == 400, answer
    return [e["field"] for e in answer["errors"]]


def test_first_turn_guizhou_di_hu_on_the_dealers_first_discard_is_scored() -> None:
    status, answer = rules.score_request(_with(GUIZHOU_DI_HU, {1: "5s", 0: ""}))
    assert status == 200, answer
    assert "di_hu" in _keys(answer)


def test_first_turn_guizhou_di_hu_on_a_later_discard_is_refused() -> None:
    # the dealer's second discard: the first go-round is over
    refused = _refused(_with(GUIZHOU_DI_HU, {1: "9m5s", 0: "1p", 2: "2p", 3: "3p"}))
    assert refused[0] == "seats.0.win.first_turn"


def test_first_turn_guizhou_di_hu_self_drawn_after_the_seats_own_discard_is_refused() -> None:
    assert _refused(_with(GUIZHOU_DI_HU_SELF, {1: "9m", 0: "1p"}))[0] == "seats.0.win.first_turn"
    req = _with(GUIZHOU_DI_HU_SELF, {1: "9m", 0: ""})
    req["seats"][1]["tenpai"] = False  # a seat whose discards are given says whether it was ready (Guizhou)
    status, answer = rules.score_request(req)
    assert status == 200, answer


def test_first_turn_guizhou_without_discards_takes_the_flag_as_given() -> None:
    status, answer = rules.score_request(GUIZHOU_DI_HU)
    assert status == 200, answer
    assert "di_hu" in _keys(answer)


@pytest.mark.parametrize(("dealer", "discards"), [(0, {0: "1z"}), (1, {1: "1z", 0: "2z"})])
def test_first_turn_beijing_tian_he_and_di_he_after_a_discard_are_refused(dealer: int, discards: dict) -> None:
    req = {**copy.deepcopy(BEIJING_FIRST), "dealer": dealer}
    assert _refused(_with(req, discards)) == ["seats.0.win.first_turn"]


@pytest.mark.parametrize(("dealer", "key"), [(0, "tianhu"), (1, "dihu")])
def test_first_turn_beijing_before_any_discard_is_scored(dealer: int, key: str) -> None:
    req = {**copy.deepcopy(BEIJING_FIRST), "dealer": dealer}
    status, answer = rules.score_request(_with(req, {0: ""} if dealer == 0 else {1: "1z", 0: ""}))
    assert status == 200, answer
    assert key in _keys(answer)


def test_first_turn_riichi_chiihou_after_the_seats_own_discard_is_refused() -> None:
    assert _refused(_with(RIICHI_CHIIHOU, {1: "1z", 0: "2z"})) == ["seats.0.win.first_turn"]
    status, answer = rules.score_request(_with(RIICHI_CHIIHOU, {1: "1z", 0: ""}))
    assert status == 200, answer
    assert "chiihou" in _keys(answer)
