"""The riichi rule-set checks: each refused with the field it names and why (the seven that no test reached).

Each is a situation that cannot happen at a real table, so the answer must be a 400 naming the field,
never a settlement: rinshan (嶺上開花) is a self-drawn kong replacement; the last tile (haitei / houtei)
is not a kong replacement and not a robbed kong; a first-turn win (tenhou, chiihou, renhou) comes before
any call and any kong; nagashi mangan is a draw; only a winner names a liable seat (pao, seed §13).
"""

from __future__ import annotations

from typing import Any

import pytest

from rules import score_request

from .helpers import H1, kong, pon, request

CLOSED_KONG_HAND = "234s88s123m456p"  # + a concealed kong of East: 11 tiles + 3 = 14, wins on 4s

CASES = [
    pytest.param(
        request(
            others={0: {"tenpai": False}, 1: {"tenpai": True}, 2: {"tenpai": True, "liable": 1}, 3: {"tenpai": False}}
        ),
        "seats.2.liable",
        "only a winner names a liable seat, and not itself",
        (),
        id="liable-without-a-win",
    ),
    pytest.param(
        request(H1, "4s", liable=1),
        "seats.1.liable",
        "only a winner names a liable seat, and not itself",
        (),
        id="liable-is-the-winner",
    ),
    pytest.param(
        request(H1, "4s", others={2: {"nagashi_mangan": True}}),
        "seats.2.nagashi_mangan",
        "nagashi mangan only stands when nobody wins",
        (),
        id="nagashi-mangan-with-a-win",
    ),
    pytest.param(
        request("123m456p789p88s", "8s", melds=[kong("1111z")], after_kong=True),
        "seats.1.win.after_kong",
        "after_kong needs a self-drawn win",
        ("after_kong",),
        id="rinshan-on-a-discard",
    ),
    pytest.param(
        request(CLOSED_KONG_HAND, "4s", "self_draw", melds=[kong("1111z")], after_kong=True, last_tile=True),
        "seats.1.win.last_tile",
        "a kong replacement tile is not the last tile: after_kong and last_tile cannot both hold",
        ("after_kong", "last_tile"),
        id="rinshan-and-haitei",
    ),
    pytest.param(
        request(H1, "4s", "robbed_kong", last_tile=True),
        "seats.1.win.last_tile",
        "a robbed kong is not the last discard: last_tile cannot hold",
        ("last_tile",),
        id="chankan-and-houtei",
    ),
    pytest.param(
        request(CLOSED_KONG_HAND, "4s", "self_draw", melds=[pon("111z", 3)], first_turn=True),
        "seats.1.win.first_turn",
        "a first-turn win (tenhou, chiihou, renhou) has no melds",
        (),
        id="first-turn-with-a-meld",
    ),
    pytest.param(
        request(H1, "4s", "robbed_kong", first_turn=True),
        "seats.1.win.first_turn",
        "no kong can be robbed on the first turn",
        (),
        id="first-turn-robbing-a-kong",
    ),
    pytest.param(
        request(H1, "4s", seat=0, first_turn=True),
        "seats.0.win.first_turn",
        "the dealer's first-turn win is tenhou, a self-draw",
        (),
        id="dealer-first-turn-ron",
    ),
]


@pytest.mark.parametrize(("data", "field", "message", "names"), CASES)
def test_riichi_refuses(data: dict[str, Any], field: str, message: str, names: tuple[str, ...]) -> None:
    status, answer = score_request(data)
    assert status == 400, answer
    (error,) = answer["errors"]
    assert {"field": error["field"], "message": error["message"]} == {"field": field, "message": message}
    # a message that names a field carries it as a part (shown as the field's label); the parts are its words
    if names:
        assert set(error) == {"field", "message", "message_parts"}
        assert "".join(p["text"] for p in error["message_parts"]) == message
        assert tuple(p["field"] for p in error["message_parts"] if "field" in p) == names
    else:
        assert set(error) == {"field", "message"}


def test_riichi_the_same_hands_without_the_bad_flag_score() -> None:
    # each refused request above is refused for its flag alone: without it, the hand is a plain win
    status, answer = score_request(request(CLOSED_KONG_HAND, "4s", "self_draw", melds=[kong("1111z")], after_kong=True))
    assert status == 200, answer
    assert "rinshan" in [i["key"] for i in answer["hands"][0]["items"]]
    status, answer = score_request(request(H1, "4s", "robbed_kong"))
    assert status == 200, answer
    assert "chankan" in [i["key"] for i in answer["hands"][0]["items"]]
