"""Beijing has no red fives (rules-brief: "136 tiles, no flowers"; the seed's set has none): a red five
anywhere (the 惠坯, a meld, the winning tile, the hand) is refused, naming each field where it stands."""

from __future__ import annotations

from typing import Any

import pytest

from .helpers import errors, pon, request, win

NO_RED = "Beijing mahjong has no red fives: write a plain five (5m/5p/5s)"

CASES = [
    pytest.param(request({0: win("123m456p789s11122z", "1m")}, flip="0p", lang="en"), ["indicators.flip"], id="flip"),
    pytest.param(
        request({0: win("123m456p789s11z", "1m", melds=[pon("550p", 2)])}, lang="en"),
        ["seats.0.melds.0.tiles"],
        id="meld",
    ),
    pytest.param(
        request({0: win("123m406p789s11122z", "0p")}, lang="en"), ["seats.0.hand", "seats.0.win.tile"], id="win-tile"
    ),
    pytest.param(request({0: win("123m406p789s11122z", "1m")}, lang="en"), ["seats.0.hand"], id="hand"),
]


@pytest.mark.parametrize(("data", "fields"), CASES)
def test_beijing_refuses_red_fives(data: dict[str, Any], fields: list[str]) -> None:
    got = errors(data)
    assert [f for f, _ in got] == fields
    assert all(m == NO_RED for _, m in got), got
