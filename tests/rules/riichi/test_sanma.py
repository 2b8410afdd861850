"""Three-player riichi (sanma, issue 27): worked examples scored by hand for each option value, and the refusals.

Every net below is worked out by hand from the rule (rules/riichi/notes.py "three_players*", the options in
rules/riichi/options.py); the real Tenhou wins are in test_sanma_wins.py, the `mahjong` comparison in
test_sanma_differential.py.
"""

from __future__ import annotations

from typing import Any

import pytest

from rules import registry, score_request
from rules.riichi import RULE_SET
from tests.support.settlement import check_settlement

# 99m 234p 567p 345s 789s, won on 9s (78s: a two-sided wait): pinfu + menzen tsumo, 20 fu; a 1m indicator makes
# the two 9m dora at three players
PINFU = "99m234p567p345s789s"


def request(seats: list[dict[str, Any]], **top: Any) -> dict[str, Any]:
    return {"ruleset": "riichi", "preset": "tenhou_sanma", "dealer": 0, "seats": seats, **top}


def tsumo(seat: int, hand: str = PINFU, tile: str = "9s", **facts: Any) -> list[dict[str, Any]]:
    seats: list[dict[str, Any]] = [{}, {}, {}]
    seats[seat] = {"hand": hand, "win": {"tile": tile, "by": "self_draw"}, **facts}
    return seats


def net(data: dict[str, Any]) -> list[int]:
    status, answer = score_request(data)
    assert status == 200, answer
    check_settlement(answer)
    return answer["score_change"]


def errors(data: dict[str, Any]) -> list[tuple[str, str]]:
    status, answer = score_request({**data, "lang": "en"})
    assert status == 400, answer
    return [(e["field"], e["message"]) for e in answer["errors"]]


# ------------------------------------------------------------ the rule set ---


def test_sanma_kinds_and_chi_per_players() -> None:
    """Riichi at three: 27 kinds (no 2m-8m), no chi; every other count and rule set as before."""
    assert RULE_SET.players == (4, 3)
    assert RULE_SET.kinds_for(3) == frozenset(range(34)) - frozenset(range(1, 8))
    assert len(RULE_SET.kinds_for(3)) * 4 == 108
    assert RULE_SET.kinds_for(4) == RULE_SET.kinds
    assert not RULE_SET.allows_chi_for(3)
    assert RULE_SET.allows_chi_for(4)
    for rs in registry.RULE_SETS.values():
        for n in rs.players:
            if rs.key != "riichi" or n == 4:
                assert rs.kinds_for(n) == rs.kinds
                assert rs.allows_chi_for(n) == rs.allows_chi


def test_sanma_preset_gives_its_players() -> None:
    """A three-player preset without `players` is a three-player request; `players: 3` works with any preset."""
    assert len(net(request(tsumo(1), indicators={"dora": "1m"}))) == 3
    assert len(net({**request(tsumo(1), indicators={"dora": "1m"}), "preset": "seed", "players": 3})) == 3


# ----------------------------------------------------------- the dora ---


@pytest.mark.parametrize(
    ("indicators", "facts", "dora"),
    [
        pytest.param({"dora": "1m"}, {}, {"dora": 2}, id="1m-makes-9m"),
        pytest.param({"dora": "9m"}, {}, {}, id="9m-makes-1m"),
        pytest.param({"dora": "9s"}, {"nuki": 2}, {"nukidora": 2}, id="north-set-aside"),
        pytest.param({"dora": "3z"}, {"nuki": 2}, {"dora": 2, "nukidora": 2}, id="north-is-dora"),
        pytest.param(
            {"dora": "9s", "ura": "3z"},
            {"nuki": 1, "riichi": "single"},
            {"ura_dora": 1, "nukidora": 1},
            id="north-is-ura",
        ),
    ],
)
def test_sanma_dora(indicators: dict[str, str], facts: dict[str, Any], dora: dict[str, int]) -> None:
    """A 1m indicator makes 9m the dora and 9m makes 1m; each North set aside is one han, and again a dora or an
    ura-dora when North is one."""
    status, answer = score_request(request(tsumo(1, **facts), indicators=indicators))
    assert status == 200, answer
    items = {i["key"]: i["value"] for i in answer["hands"][0]["items"]}
    assert {k: v for k, v in items.items() if k in ("dora", "ura_dora", "nukidora", "aka_dora")} == dora
    assert answer["hands"][0]["nuki"] == facts.get("nuki", 0)


def test_sanma_dora_alone_is_no_win() -> None:
    """Norths set aside are dora: they never make the one han a win needs."""
    hand = "99m234p567p345s789s"
    seats: list[dict[str, Any]] = [{}, {"hand": hand, "win": {"tile": "9s", "by": "discard", "from": 0}}, {}]
    seats[1]["melds"] = [{"kind": "pon", "tiles": "111p", "from": 0}]
    seats[1]["hand"] = "99m567p345s789s"
    seats[1]["nuki"] = 3
    assert errors(request(seats, indicators={"dora": "3z"}))[0][0] == "seats.1.hand"


# ------------------------------------------------------------ payments ---


@pytest.mark.parametrize(
    ("how", "winner", "facts", "indicators", "change"),
    [
        # 4 han 20 fu (pinfu, tsumo, two dora): a non-dealer's self-draw is 1,300 / 2,600
        pytest.param("loss", 1, {}, {"dora": "1m"}, [-2600, 3900, -1300], id="loss-4han20fu"),
        # one North more: mangan, 2,000 / 4,000; the North seat's 2,000 is lost
        pytest.param("loss", 1, {"nuki": 1}, {"dora": "1m"}, [-4000, 6000, -2000], id="loss-mangan"),
        # split: 2,000 / 2 more from each: 5,000 + 3,000
        pytest.param("split", 1, {"nuki": 1}, {"dora": "1m"}, [-5000, 8000, -3000], id="split-mangan"),
        # the dealer's mangan: 4,000 each (loss), 6,000 each (split)
        pytest.param("loss", 0, {"nuki": 1}, {"dora": "1m"}, [8000, -4000, -4000], id="loss-dealer-mangan"),
        pytest.param("split", 0, {"nuki": 1}, {"dora": "1m"}, [12000, -6000, -6000], id="split-dealer-mangan"),
        # 2 han 20 fu, base 320: loss 700 + 400; split: the North's 400 halved is 200, added to each
        pytest.param("loss", 1, {}, {"dora": "9s"}, [-700, 1100, -400], id="loss-2han20fu"),
        pytest.param("split", 1, {}, {"dora": "9s"}, [-900, 1500, -600], id="split-2han20fu"),
        # the dealer's 2 han 20 fu: 700 each (loss); split: the North's 700 halved is 350, rounded up to 400
        pytest.param("loss", 0, {}, {"dora": "9s"}, [1400, -700, -700], id="loss-dealer-2han20fu"),
        pytest.param("split", 0, {}, {"dora": "9s"}, [2200, -1100, -1100], id="split-dealer-2han20fu"),
    ],
)
def test_sanma_self_draw(
    how: str, winner: int, facts: dict[str, Any], indicators: dict[str, str], change: list[int]
) -> None:
    """A self-draw's two payers: the missing seat's share lost (tsumo loss) or split between them (北家折半)."""
    assert net(request(tsumo(winner, **facts), indicators=indicators, options={"sanma_tsumo": how})) == change


def test_sanma_split_as_mahjong_soul_reckons_it() -> None:
    """riichi.wiki 'Majsoul', 3P-Mahjong: a non-dealer's 40 fu 3 han by self-draw is 2,600 / 1,300 at four; the
    North's 1,300 halved is 650, rounded up to 700: the dealer pays 3,300, the other 2,000."""
    # 111m 999m closed pungs (8 + 8 fu), tsumo 2 fu: 40 fu; menzen tsumo and two 5s dora: 3 han
    seats = tsumo(1, hand="111m999m234p567p55s", tile="4p")
    assert net(request(seats, indicators={"dora": "4s"}, options={"sanma_tsumo": "split"})) == [-3300, 5300, -2000]
    assert net(request(seats, indicators={"dora": "4s"})) == [-2600, 3900, -1300]


def test_sanma_ron_is_paid_as_at_four() -> None:
    """A ron: the discarder pays the four-player value (a non-dealer's 4 han 25 fu: 6,400)."""
    seats: list[dict[str, Any]] = [{}, {}, {}]
    # chiitoitsu 25 fu + two 9m dora = 4 han 25 fu: 6,400 for a non-dealer
    seats[1] = {"hand": "99m22p33p44s55s66s77z", "win": {"tile": "7z", "by": "discard", "from": 2}}
    assert net(request(seats, indicators={"dora": "1m"})) == [0, 6400, -6400]


@pytest.mark.parametrize(
    ("preset", "by", "change"),
    [
        # Tenhou: 300 per honba, a third from each payer: 100 each on a self-draw, 200 on a ron (two honba here)
        pytest.param("tenhou_sanma", "self_draw", [-2800, 4300, -1500], id="tenhou-self-draw"),
        pytest.param("tenhou_sanma", "discard", [-4300, 4300, 0], id="tenhou-ron"),
        # the rule text's 1,500: 500 each on a self-draw, 1,000 on a ron
        pytest.param("seed", "self_draw", [-3600, 5900, -2300], id="seed-self-draw"),
        pytest.param("seed", "discard", [-5900, 5900, 0], id="seed-ron"),
    ],
)
def test_sanma_honba(preset: str, by: str, change: list[int]) -> None:
    """Two honba: each payer pays a third of the four-player value per honba."""
    seats = tsumo(1)
    if by == "discard":  # on a discard: pinfu and the two dora, 3 han 30 fu, 3,900
        seats[1]["win"] = {"tile": "9s", "by": "discard", "from": 0}
    data = {**request(seats, indicators={"dora": "1m"}, dealer_streak=2), "preset": preset, "players": 3}
    assert net(data) == change


@pytest.mark.parametrize(
    ("noten", "ready", "change"),
    [
        pytest.param(2000, [True, False, False], [2000, -1000, -1000], id="2000-one-ready"),
        pytest.param(2000, [True, True, False], [1000, 1000, -2000], id="2000-two-ready"),
        pytest.param(3000, [True, False, False], [3000, -1500, -1500], id="3000-one-ready"),
        pytest.param(3000, [True, True, False], [1500, 1500, -3000], id="3000-two-ready"),
        pytest.param(2000, [True, True, True], [0, 0, 0], id="all-ready"),
        pytest.param(2000, [False, False, False], [0, 0, 0], id="none-ready"),
    ],
)
def test_sanma_noten_payments(noten: int, ready: list[bool], change: list[int]) -> None:
    """Noten payments at three players: the option's total, shared out as at four."""
    data = request([{"tenpai": r} for r in ready], options={"sanma_noten": noten})
    assert net(data) == change


@pytest.mark.parametrize(
    ("how", "seat", "change"),
    [
        pytest.param("loss", 1, [-4000, 6000, -2000], id="loss"),
        pytest.param("split", 1, [-5000, 8000, -3000], id="split"),
        pytest.param("loss", 0, [8000, -4000, -4000], id="loss-dealer"),
    ],
)
def test_sanma_nagashi_mangan(how: str, seat: int, change: list[int]) -> None:
    """Nagashi mangan is paid as a self-drawn mangan (Tenhou's three-player logs: +6,000 / +8,000)."""
    seats: list[dict[str, Any]] = [{"tenpai": False} for _ in range(3)]
    seats[seat]["nagashi_mangan"] = True
    assert net(request(seats, options={"sanma_tsumo": how})) == change


def test_sanma_chombo() -> None:
    """The false-win penalty is a mangan as a self-draw would cost: a non-dealer pays 4,000 + 2,000."""
    assert net(request([{}, {}, {}], table={"chombo": 1})) == [4000, -6000, 2000]


def test_sanma_liability() -> None:
    """Daisangen by self-draw, the last dragon fed by seat 2: it pays the whole (32,000) and the honba (200)."""
    seats = tsumo(1, hand="234p99s", liable=2)
    seats[1]["melds"] = [
        {"kind": "pon", "tiles": "555z", "from": 0},
        {"kind": "pon", "tiles": "666z", "from": 0},
        {"kind": "pon", "tiles": "777z", "from": 2},
    ]
    assert net(request(seats, indicators={"dora": "1m"}, dealer_streak=1)) == [0, 32200, -32200]


# ------------------------------------------------------------ North set aside ---


@pytest.mark.parametrize(
    ("option", "hand", "change"),
    [
        # chiitoitsu (2 han 25 fu) on seat 2's North: 1,600
        pytest.param("any", "1199m22p33p44s55s4z4z", [0, 1600, -1600], id="any-chiitoitsu"),
        pytest.param("kokushi", "19m19p19s1235567z4z", [0, 32000, -32000], id="kokushi-kokushi"),
    ],
)
def test_sanma_win_on_north_set_aside(option: str, hand: str, change: list[int]) -> None:
    """A win on a North just set aside is paid by the seat that set it aside, with no chankan."""
    seats: list[dict[str, Any]] = [{}, {}, {"nuki": 1}]
    seats[1] = {"hand": hand, "win": {"tile": "4z", "by": "discard", "from": 2, "robbed_north": True}}
    status, answer = score_request(request(seats, indicators={"dora": "9s"}, options={"nuki_ron": option}))
    assert status == 200, answer
    assert answer["score_change"] == change
    assert "chankan" not in {i["key"] for i in answer["hands"][0]["items"]}


@pytest.mark.parametrize(
    ("option", "hand", "message"),
    [
        ("kokushi", "1199m22p33p44s55s4z4z", "only thirteen orphans"),
        ("none", "19m19p19s1235567z4z", "no win on an extracted North"),
    ],
)
def test_sanma_win_on_north_refused_by_option(option: str, hand: str, message: str) -> None:
    seats: list[dict[str, Any]] = [{}, {}, {}]
    seats[1] = {"hand": hand, "win": {"tile": "4z", "by": "discard", "from": 2, "robbed_north": True}}
    got = errors(request(seats, indicators={"dora": "9s"}, options={"nuki_ron": option}))
    assert got[0][0] == "seats.1.win.robbed_north"
    assert message in got[0][1]


def test_sanma_rinshan_on_north_replacement() -> None:
    """A win on the tile drawn for a North set aside is rinshan (the after-kong flag), no kong needed."""
    seats = tsumo(1, nuki=1)
    seats[1]["win"]["after_kong"] = True
    status, answer = score_request(request(seats, indicators={"dora": "9s"}))
    assert status == 200
    assert "rinshan" in {i["key"] for i in answer["hands"][0]["items"]}


# -------------------------------------------------------------- refusals ---


@pytest.mark.parametrize(
    ("data", "field", "words"),
    [
        pytest.param(
            request(tsumo(1), table={"round_wind": "4z"}),
            "table.round_wind",
            "with three players the round wind is East, South or West",
            id="north-round",
        ),
        pytest.param(
            request(tsumo(1, hand="99m234p567p345s555m", tile="5m")),
            "seats.1.hand",
            "5m is not in play with 3 players",
            id="5m-in-hand",
        ),
        pytest.param(
            request(tsumo(1, hand="99m234p567p345s550m", tile="5m")),
            "seats.1.hand",
            "5m is not in play with 3 players",
            id="0m-in-hand",
        ),
        pytest.param(
            request(
                [
                    {},
                    {
                        "hand": "99m567p345s789s",
                        "melds": [{"kind": "chi", "tiles": "234p", "from": 0}],
                        "win": {"tile": "9s", "by": "self_draw"},
                    },
                    {},
                ]
            ),
            "seats.1.melds.0.kind",
            "no chi is called with 3 players",
            id="chi",
        ),
        pytest.param(
            {**request(tsumo(1, nuki=1)), "preset": "tenhou", "seats": [*tsumo(1, nuki=1), {}]},
            "seats.1.nuki",
            "asked only with 3 players; this request has 4",
            id="nuki-at-four",
        ),
        pytest.param(
            {**request([{}, {}, {}, {}]), "preset": "tenhou", "options": {"sanma_tsumo": "split"}},
            "options.sanma_tsumo",
            "asked only with 3 players",
            id="sanma-option-at-four",
        ),
        pytest.param(
            {**request([{}, {}, {}, {}]), "players": 4},
            "preset",
            "the preset tenhou_sanma is for 3 players; this request has 4",
            id="sanma-preset-at-four",
        ),
        pytest.param(
            {**request([{}, {}, {}, {}]), "players": 3, "preset": "seed"},
            "seats",
            "3 seats are needed; 4 given",
            id="three-players-four-seats",
        ),
        pytest.param(
            request(tsumo(1, hand="99m234p567p345s444z", tile="4z", nuki=1), indicators={"dora": "4z"}),
            "seats.1.nuki",
            "more North tiles than the four there are: 5",
            id="fifth-north",
        ),
        pytest.param(
            request(tsumo(1, nuki=1), options={"nukidora": False}),
            "seats.1.nuki",
            "North tiles are set aside only with",
            id="nuki-without-option",
        ),
        pytest.param(
            request(tsumo(1), indicators={"dora": "5m"}),
            "indicators.dora",
            "5m is not in play with 3 players",
            id="5m-indicator",
        ),
        pytest.param(
            request([{}, {}, {}], table={"draw": "four_riichi"}),
            "table.draw",
            "no such abortive draw with three players",
            id="four-riichi",
        ),
        pytest.param(
            request([{}, {}, {}], table={"draw": "four_winds"}),
            "table.draw",
            "no such abortive draw with three players",
            id="four-winds",
        ),
        pytest.param(
            request([{}, {"hand": PINFU, "win": {"tile": "9s", "by": "discard", "from": 0, "robbed_north": True}}, {}]),
            "seats.1.win.robbed_north",
            "a win on an extracted North is a win on the North",
            id="robbed-north-not-north",
        ),
        pytest.param(
            request([{}, {"hand": PINFU, "win": {"tile": "9s", "by": "self_draw", "first_turn": True}, "nuki": 1}, {}]),
            "seats.1.win.first_turn",
            "setting a North aside (nukidora) is a call",
            id="first-turn-after-nuki",
        ),
    ],
)
def test_sanma_refusals_name_the_field(data: dict[str, Any], field: str, words: str) -> None:
    """Every refusal names its field and says why."""
    got = errors(data)
    assert any(f == field and words in m for f, m in got), got


def test_sanma_four_kongs_by_two_seats() -> None:
    """With three seats the four-kong draw is four kongs by two or more seats, whatever the option says."""
    kong = {"kind": "kong", "tiles": "1111p", "kong": "concealed"}
    seats = [
        {"hand": "234p567p9s", "melds": [kong, {**kong, "tiles": "2222s"}]},
        {"hand": "345s678s9p", "melds": [{**kong, "tiles": "9999m"}, {**kong, "tiles": "1111z"}]},
        {"hand": "11m22p33p44s55s66s7z"},
    ]
    data = {**request(seats, table={"draw": "four_kongs"}), "preset": "seed", "players": 3}
    status, answer = score_request(data)
    assert status == 200, answer
    assert answer["verdicts"][0]["key"] == "abortive_four_kongs"


def test_sanma_win_on_north_set_aside_needs_the_extraction_and_counts_the_north_once() -> None:
    """With North extraction off there is no North set aside to win on. With it on, the North won as it was set aside
    is in the winner's hand and in the setting seat's `nuki`: one tile, so four set aside, the fourth won on, pass."""
    seats: list[dict[str, Any]] = [{}, {}, {}]
    seats[1] = {"hand": "19m19p19s1235567z4z", "win": {"tile": "4z", "by": "discard", "from": 2, "robbed_north": True}}
    got = errors(request(seats, indicators={"dora": "9s"}, options={"nukidora": False}))
    assert [f for f, _m in got] == ["seats.1.win.robbed_north"]
    # seat 2 set aside all four Norths, the fourth won on by seat 1's thirteen orphans (which holds it): four in all
    seats[2] = {"nuki": 4}
    seats[1] = {"hand": "19m19p19s123556z4z7z", "win": {"tile": "4z", "by": "discard", "from": 2, "robbed_north": True}}
    status, answer = score_request(request(seats, indicators={"dora": "9s"}))
    assert status == 200, answer
    assert answer["score_change"] == [0, 32000, -32000]


def test_sanma_win_by_outcome_counts_the_norths_set_aside() -> None:
    """A non-dealer's self-draw recorded by its outcome (1 han, 30 fu) with two Norths set aside: 3 han 30 fu, as its
    tiles would give: the dealer pays 2,000 and the other non-dealer 1,000 (tsumo loss: no North seat pays)."""
    outcome = {"han": 1, "dora": 0, "fu": 30}
    seats: list[dict[str, Any]] = [{}, {"win": {"by": "self_draw"}, "outcome": outcome, "nuki": 2}, {}]
    status, answer = score_request(request(seats))
    assert status == 200, answer
    assert answer["hands"][0]["han"] == 3
    assert answer["score_change"] == [-2000, 3000, -1000]
