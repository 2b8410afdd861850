"""The Tenhou log reader (scoresheet/tenhou_log.py): tiles, melds, formats, and what it refuses."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rules import score_request
from scoresheet.tenhou_log import LogError, decode_meld, read, read_json, read_xml, tile_str, tiles_str

DATA = Path(__file__).resolve().parents[2] / "data" / "tenhou"


def test_tile_ids_in_mpsz_with_red_fives() -> None:
    assert [tile_str(t, True) for t in (0, 16, 17, 52, 88, 108, 135)] == ["1m", "0m", "5m", "0p", "0s", "1z", "7z"]
    assert tile_str(16, False) == "5m"
    assert tiles_str([40, 1, 16, 134], True) == "10m2p7z"


def test_meld_integers_decode() -> None:
    """Calls from the first game of the data: a pon of green dragons from across, a chi from the left."""
    pon = decode_meld(2, 49706)
    assert (pon.kind, {t // 4 for t in pon.tiles}, pon.frm, len(pon.tiles)) == ("pon", {32}, 0, 3)
    chi = decode_meld(1, 0x4 | 3 | ((3 * (0 * 7 + 2) + 1) << 10))  # 345m, the 4m called, from seat 0
    assert (chi.kind, [t // 4 for t in chi.tiles], chi.called, chi.frm) == ("chi", [2, 3, 4], 12, 0)
    ankan = decode_meld(3, (4 * 27) << 8)
    assert (ankan.kind, ankan.kong, ankan.frm, ankan.contract(True)) == (
        "kong",
        "concealed",
        None,
        {"kind": "kong", "tiles": "1111z", "kong": "concealed"},
    )
    kita = decode_meld(1, (4 * 30 + 2) << 8 | 0x20)  # three players: a North (copy 2) set aside, no meld
    assert (kita.kind, kita.tiles, kita.called, kita.frm) == ("kita", (122,), None, None)


def test_xml_game_reads_its_players_rules_and_result() -> None:
    game = read((DATA / "2022010103gm-00a9-0000-8beb2987.txt").read_text(encoding="utf-8"))
    assert (game.players, game.rounds, game.red_fives, game.lobby, game.start_points) == (4, 2, True, 0xA9, 25000)
    assert all(game.names)
    assert sum(game.final_points) == 100000
    first = game.hands[0]
    assert (first.name, first.dealer, first.scores) == ("E1-0", 0, (25000,) * 4)


def test_refuses_what_is_not_a_log() -> None:
    with pytest.raises(LogError):
        read_xml("<html></html>")
    with pytest.raises(LogError):  # 0xB9: three players, a deal with four hands
        read_xml(
            '<mjloggm ver="2.3"><GO type="185" lobby="0"/><INIT seed="0,0,0,0,0,0" ten="350,350,350" oya="0" '
            'hai0="1" hai1="2"/></mjloggm>'
        )
    with pytest.raises(LogError):
        read_json("{}")


# One hand in the tenhou.net/6 JSON: East 1, the dealer draws 9p and lets it go; each other seat draws and discards
# what it drew; the dealer draws 5p and wins: 123m 456m 789m 123p 55p, ittsu 2 + menzen tsumo 1, 30 fu (20 + tsumo 2
# + a pair wait 2, rounded up): 2,000 all.
JSON_GAME = {
    "title": ["", ""],
    "name": ["A", "B", "C", "D"],
    "rule": {"disp": "般南喰赤", "aka": 1},
    "log": [
        [
            [0, 0, 0],
            [25000, 25000, 25000, 25000],
            [26],
            [],
            [11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 23, 25],
            [29, 25],
            [60],
            [31, 31, 31, 32, 32, 32, 33, 33, 33, 34, 34, 34, 35],
            [46],
            [60],
            [35, 35, 35, 36, 36, 36, 37, 37, 37, 38, 38, 38, 39],
            [47],
            [60],
            [41, 41, 41, 42, 42, 42, 43, 43, 43, 44, 44, 44, 45],
            [45],
            [60],
            ["和了", [6000, -2000, -2000, -2000], [0, 0, 0, "30符3飜2000点∀", "一気通貫(2飜)", "門前清自摸和(1飜)"]],
        ]
    ],
    "sc": [31000, 41.0, 23000, 3.0, 23000, -17.0, 23000, -27.0],
}


def test_json_hand_becomes_a_request_our_rules_score_as_the_log() -> None:
    game = read(json.dumps(JSON_GAME))
    assert (game.rounds, game.red_fives, game.names) == (2, True, ("A", "B", "C", "D"))
    (hand,) = game.hands
    assert (hand.result, hand.change, hand.wins[0].points, hand.wins[0].fu) == (
        "win",
        (6000, -2000, -2000, -2000),
        6000,
        30,
    )
    seat = hand.request["seats"][0]
    assert seat == {"hand": "123456789m12355p", "win": {"tile": "5p", "by": "self_draw"}}
    assert hand.request["indicators"] == {"dora": "6p"}
    status, answer = score_request(hand.request)
    assert status == 200
    assert tuple(answer["score_change"]) == hand.change
    assert (game.final_points, game.final_scores) == ((31000, 23000, 23000, 23000), (41000, 3000, -17000, -27000))
