"""The request reader (rules/request.py): every common field, each limit, each message naming its field,
the order of the steps, and `resolve_options`."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from rules import RULE_SETS
from rules.model import RequestError, ScoreRequest
from rules.request import parse_request, request_lang, resolve_options

# A valid riichi request: seat 1 wins 5p on seat 0's discard (tanyao-free, the reader does not score).
RIICHI: dict[str, Any] = {
    "ruleset": "riichi",
    "dealer": 0,
    "indicators": {"dora": "1m"},
    "seats": [{}, {"hand": "123m456p789s11z555p", "win": {"tile": "5p", "by": "discard", "from": 0}}, {}, {}],
}
# A valid Guizhou request (no chi, 2-4 players, 报听).
GUIZHOU: dict[str, Any] = {
    "ruleset": "guizhou",
    "players": 2,
    "dealer": 0,
    "seats": [{"hand": "11122233344455s", "win": {"tile": "5s", "by": "self_draw"}}, {"tenpai": False}],
}


def _with(base: dict[str, Any], path: str, value: Any) -> dict[str, Any]:
    """`base` with `value` set at the dotted `path` (`-` as the value deletes the key)."""
    data = copy.deepcopy(base)
    *parents, last = path.split(".")
    node: Any = data
    for key in parents:
        node = node[int(key)] if isinstance(node, list) else node.setdefault(key, {})
    if value == "-":
        del node[last]
    elif isinstance(node, list):
        node[int(last)] = value
    else:
        node[last] = value
    return data


def _errors(data: Any) -> list[tuple[str, str]]:
    with pytest.raises(RequestError) as e:
        parse_request(data)
    return [(err.field, err.message.get("en")) for err in e.value.errors]


def test_valid_requests_read_into_typed_records() -> None:
    req = parse_request(RIICHI)
    assert isinstance(req, ScoreRequest)
    assert (req.ruleset, req.players, req.dealer, req.dealer_streak, req.lang) == ("riichi", 4, 0, 0, "zh-hans")
    assert req.indicators == {"dora": (0,)}
    w = req.seats[1]
    assert w.hand == (0, 1, 2, 12, 13, 14, 24, 25, 26, 27, 27, 13, 13, 13)
    assert w.win is not None
    assert (w.win.tile, w.win.by, w.win.from_seat, w.win.after_kong, w.win.extra) == (
        13,
        "discard",
        0,
        False,
        {"robbed_kong": "added", "robbed_north": False},
    )
    assert req.seats[0].hand is None
    assert req.seats[0].extra == {"liable": None, "nagashi_mangan": False, "drawn": None, "nuki": 0}
    assert req.table["round_wind"] == 27  # a table default filled in
    g = parse_request(GUIZHOU)
    assert (g.players, len(g.seats), g.seats[1].tenpai) == (2, 2, False)


# ------------------------------------------------------------ top level ---


@pytest.mark.parametrize(
    ("data", "errors"),
    [
        pytest.param([], [("", "the request must be a JSON object")], id="not-object"),
        pytest.param({}, [("ruleset", "this field is required")], id="ruleset-required"),
        pytest.param(
            {"ruleset": "mahjong"},
            [("ruleset", "unknown rule set 'mahjong'; choose one of: riichi, guizhou, wenzhou, beijing")],
            id="ruleset-unknown",
        ),
        pytest.param(
            {"ruleset": ["riichi"]},
            [("ruleset", "unknown rule set '['riichi']'; choose one of: riichi, guizhou, wenzhou, beijing")],
            id="ruleset-not-string",
        ),
        pytest.param(
            {**RIICHI, "colour": 1, "lang": "fr"},
            [
                ("colour", "unknown field 'colour'"),
                ("lang", "unknown language 'fr'; choose one of: zh-hans, zh-hant, ja, en"),
            ],
            id="unknown-key-and-lang",
        ),
        pytest.param({**RIICHI, "players": 5}, [("players", "allowed: 3, 4")], id="players-not-allowed"),
        pytest.param(
            {**GUIZHOU, "players": True},
            [("players", "allowed: 2, 3, 4")],  # not also "4 seats are needed", which would contradict it
            id="players-not-bool",
        ),
        pytest.param(
            {**RIICHI, "preset": "house"},
            [("preset", "unknown preset 'house'; choose one of: seed, tenhou")],
            id="preset",
        ),
        pytest.param({**RIICHI, "options": []}, [("options", "must be an object")], id="options-not-object"),
        pytest.param(
            {**RIICHI, "options": {"aka": True}},
            [("options.aka", "rule set riichi has no option 'aka'")],
            id="option-unknown",
        ),
        pytest.param(
            {**RIICHI, "options": {"honba_value": 30001}},
            [("options.honba_value", "must be at most 30000")],
            id="option-limit",
        ),
        pytest.param({**RIICHI, "dealer": 4}, [("dealer", "must be at most 3")], id="dealer-above"),
        pytest.param({**RIICHI, "dealer": -1}, [("dealer", "must be at least 0")], id="dealer-below"),
        pytest.param({**RIICHI, "dealer": None}, [("dealer", "must be a whole number")], id="dealer-null"),
        pytest.param({**GUIZHOU, "dealer": 2}, [("dealer", "must be at most 1")], id="dealer-limit-follows-players"),
        pytest.param({**RIICHI, "dealer_streak": 1001}, [("dealer_streak", "must be at most 1000")], id="streak"),
        pytest.param({**RIICHI, "dealer_streak": "2"}, [("dealer_streak", "must be a whole number")], id="streak-str"),
        pytest.param({**RIICHI, "indicators": "1m"}, [("indicators", "must be an object")], id="indicators-not-obj"),
        pytest.param(
            {**RIICHI, "indicators": {"flip": "1m"}},
            [("indicators.flip", "this rule set has no indicator 'flip'")],
            id="indicator-unknown",
        ),
        pytest.param(
            {**RIICHI, "indicators": {"dora": 5}}, [("indicators.dora", "must be a string")], id="indicator-not-str"
        ),
        pytest.param(
            {**RIICHI, "indicators": {"dora": "123456m"}},
            [("indicators.dora", "must be 0 to 5 tiles")],
            id="indicator-count",
        ),
        pytest.param(
            {**RIICHI, "indicators": {"dora": "x"}},
            [("indicators.dora", "position 1: 'x' is not a tile")],
            id="indicator-bad-tile",
        ),
        pytest.param({**RIICHI, "table": 1}, [("table", "must be an object")], id="table-not-object"),
        pytest.param({**RIICHI, "table": {"wind": "1z"}}, [("table.wind", "unknown field 'wind'")], id="table-unknown"),
        pytest.param(
            {**RIICHI, "table": {"riichi_sticks": -1}},
            [("table.riichi_sticks", "must be at least 0")],
            id="table-limit",
        ),
        pytest.param(_with(RIICHI, "seats", "-"), [("seats", "this field is required")], id="seats-required"),
        pytest.param({**RIICHI, "seats": {}}, [("seats", "must be a list")], id="seats-not-list"),
        pytest.param({**RIICHI, "seats": [{}, {}]}, [("seats", "4 seats are needed; 2 given")], id="seats-count"),
    ],
)
def test_top_level_fields(data: Any, errors: list[tuple[str, str]]) -> None:
    assert _errors(data) == errors


# ------------------------------------------------------------ seats, melds, wins ---


@pytest.mark.parametrize(
    ("path", "value", "errors"),
    [
        pytest.param("seats.0", 3, [("seats.0", "must be an object")], id="seat-not-object"),
        pytest.param("seats.0.colour", 1, [("seats.0.colour", "unknown field 'colour'")], id="seat-unknown-key"),
        pytest.param("seats.0.baoting", True, [("seats.0.baoting", "unknown field 'baoting'")], id="undeclared"),
        pytest.param("seats.1.hand", 5, [("seats.1.hand", "must be a string")], id="hand-not-string"),
        pytest.param(
            "seats.1.hand", "123m456p789s11z55p?", [("seats.1.hand", "position 19: '?' is not a tile")], id="hand-tile"
        ),
        pytest.param("seats.1.riichi", "triple", [("seats.1.riichi", "must be single or double")], id="riichi"),
        pytest.param("seats.1.ippatsu", 1, [("seats.1.ippatsu", "must be true or false")], id="ippatsu-not-bool"),
        pytest.param("seats.0.tenpai", "yes", [("seats.0.tenpai", "must be true or false")], id="tenpai-not-bool"),
        pytest.param("seats.0.liable", 7, [("seats.0.liable", "a seat number from 0 to 3")], id="seat-field-limit"),
        pytest.param("seats.1.melds", {}, [("seats.1.melds", "must be a list")], id="melds-not-list"),
        pytest.param("seats.1.melds", [{}] * 5, [("seats.1.melds", "at most 4 melds")], id="melds-too-many"),
        pytest.param("seats.1.melds", [1], [("seats.1.melds.0", "must be an object")], id="meld-not-object"),
        pytest.param(
            "seats.1.melds",
            [{"kind": "pung", "tiles": "555p", "from": 0}],
            [("seats.1.melds.0.kind", "must be chi, pon or kong")],
            id="meld-kind",
        ),
        pytest.param(
            "seats.1.melds",
            [{"kind": "pon", "from": 0}],
            [("seats.1.melds.0.tiles", "this field is required")],
            id="meld-tiles-required",
        ),
        pytest.param(
            "seats.1.melds",
            [{"kind": "pon", "tiles": "555p", "from": 0, "open": True}],
            [("seats.1.melds.0.open", "unknown field 'open'")],
            id="meld-unknown-key",
        ),
        pytest.param(
            "seats.1.melds",
            [{"kind": "chi", "tiles": "135m", "from": 0}],
            [("seats.1.melds.0.tiles", "a chi is three consecutive tiles of one suit")],
            id="chi-shape",
        ),
        pytest.param(
            "seats.1.melds",
            [{"kind": "chi", "tiles": "891m", "from": 0}],
            [("seats.1.melds.0.tiles", "a chi is three consecutive tiles of one suit")],
            id="chi-no-wrap",
        ),
        pytest.param(
            "seats.1.melds",
            [{"kind": "pon", "tiles": "556p", "from": 0}],
            [("seats.1.melds.0.tiles", "a pon is three identical tiles")],
            id="pon-shape",
        ),
        pytest.param(
            "seats.1.melds",
            [{"kind": "kong", "tiles": "555p"}],
            [("seats.1.melds.0.tiles", "a kong is four identical tiles")],
            id="kong-shape",
        ),
        pytest.param(
            "seats.1.melds",
            [{"kind": "kong", "tiles": "5555p", "kong": "open", "from": 0}],
            [("seats.1.melds.0.kong", "must be concealed, exposed or added")],
            id="kong-type",
        ),
        pytest.param(
            "seats.1.melds",
            [{"kind": "pon", "tiles": "555p", "kong": "added", "from": 0}],
            [("seats.1.melds.0.kong", "unknown field 'kong'")],
            id="kong-type-on-pon",
        ),
        pytest.param(
            "seats.1.melds",
            [{"kind": "kong", "tiles": "5555p", "kong": "concealed", "from": 0}],
            [("seats.1.melds.0.from", "a concealed kong has no seat it came from")],
            id="concealed-from",
        ),
        pytest.param(
            "seats.1.melds",
            [{"kind": "pon", "tiles": "555p"}],
            [("seats.1.melds.0.from", "this meld needs the seat it was claimed from")],
            id="meld-from-needed",
        ),
        pytest.param(
            "seats.1.melds",
            [{"kind": "pon", "tiles": "555p", "from": 4}],
            [("seats.1.melds.0.from", "a seat number from 0 to 3")],
            id="meld-from-range",
        ),
        pytest.param(
            "seats.1.melds",
            [{"kind": "pon", "tiles": "555p", "from": 1}],
            [("seats.1.melds.0.from", "cannot come from the seat itself")],
            id="meld-from-self",
        ),
        pytest.param(
            "seats.1.melds",
            [{"kind": "chi", "tiles": "123m", "from": 2}],
            [("seats.1.melds.0.from", "a chi can only be claimed from the seat before (seat 0)")],
            id="chi-from-left",
        ),
        pytest.param("seats.1.win", [], [("seats.1.win", "must be an object")], id="win-not-object"),
        pytest.param("seats.1.win.tile", "-", [("seats.1.win.tile", "this field is required")], id="win-tile-required"),
        pytest.param("seats.1.win.tile", 13, [("seats.1.win.tile", "must be a string")], id="win-tile-not-str"),
        pytest.param(
            "seats.1.win.tile",
            "55p",
            [("seats.1.win.tile", "exactly one tile is expected here; found 2")],
            id="win-tile-one",
        ),
        pytest.param(
            "seats.1.win.by",
            "ron",
            [("seats.1.win.by", "must be self_draw, discard or robbed_kong")],
            id="win-by",
        ),
        pytest.param(
            "seats.1.win.from",
            "-",
            [("seats.1.win.from", "a discard or robbed-kong win needs the seat it came from")],
            id="win-from-needed",
        ),
        pytest.param("seats.1.win.from", 1, [("seats.1.win.from", "cannot come from the seat itself")], id="from-self"),
        pytest.param("seats.1.win.from", 9, [("seats.1.win.from", "a seat number from 0 to 3")], id="from-range"),
        pytest.param(
            "seats.1.win.last_tile", "yes", [("seats.1.win.last_tile", "must be true or false")], id="win-flag-bool"
        ),
        pytest.param(
            "seats.1.win.robbed_kong",
            "open",
            [("seats.1.win.robbed_kong", "'open' is not one of: added, concealed")],
            id="win-field-choice",
        ),
        pytest.param("seats.1.win.dealer", 1, [("seats.1.win.dealer", "unknown field 'dealer'")], id="win-unknown"),
    ],
)
def test_seat_meld_and_win_fields(path: str, value: Any, errors: list[tuple[str, str]]) -> None:
    assert _errors(_with(RIICHI, path, value)) == errors


def test_self_draw_names_no_source() -> None:
    data = _with(RIICHI, "seats.1.win.by", "self_draw")
    assert _errors(data) == [("seats.1.win.from", "a self-drawn win has no seat it came from")]


def test_no_chi_where_the_rule_set_has_none() -> None:
    data = _with(GUIZHOU, "seats.0.melds", [{"kind": "chi", "tiles": "123s", "from": 1}])
    assert _errors(data) == [("seats.0.melds.0.kind", "this rule set has no chi")]


def test_every_error_of_the_reading_pass_is_reported_at_once() -> None:
    data = {**RIICHI, "dealer": 9, "dealer_streak": -1, "table": {"draw": "none"}}
    assert _errors(data) == [
        ("dealer", "must be at most 3"),
        ("dealer_streak", "must be at least 0"),
        (
            "table.draw",
            "'none' is not one of: exhaustive, nine_terminals, four_winds, four_riichi, triple_ron, four_kongs",
        ),
    ]


# ------------------------------------------------------------ the domain checks ---


@pytest.mark.parametrize(
    ("path", "value", "errors"),
    [
        pytest.param(
            "seats.1.hand",
            "123m456p789s11z55p",
            [("seats.1.hand", "a winning hand has 14 tiles (each meld counting 3); this one has 13")],
            id="winner-size",
        ),
        pytest.param(
            "seats.0.hand",
            "123m",
            [("seats.0.hand", "a hand that did not win has 13 tiles (each meld counting 3); this one has 3")],
            id="other-size",
        ),
        pytest.param("seats.1.hand", "-", [("seats.1.hand", "a winner must give its hand")], id="winner-needs-hand"),
        pytest.param(
            "seats.1.win.tile",
            "9p",
            [("seats.1.win.tile", "the winning tile 9p must be included in the hand")],
            id="win-tile-in-hand",
        ),
        pytest.param("seats.1.riichi", "single", [], id="riichi-closed-ok"),
        pytest.param("seats.1.ippatsu", True, [("seats.1.ippatsu", "ippatsu needs riichi")], id="ippatsu-needs-riichi"),
        pytest.param(
            "indicators.dora",
            "5p5p",
            [("seats.1.hand", "a fifth 5p: each tile exists 4 times")],  # the hand holding them, not the indicator
            id="fifth-copy",
        ),
        pytest.param(
            "seats.1.hand",
            "123m406p789s11z550p",
            [("seats.1.hand", "there is only one red 0p")],
            id="second-red",
        ),
    ],
)
def test_common_domain_checks(path: str, value: Any, errors: list[tuple[str, str]]) -> None:
    data = _with(RIICHI, path, value)
    if errors:
        assert _errors(data) == errors
    else:
        parse_request(data)


def test_riichi_only_closed() -> None:
    data = _with(RIICHI, "seats.1.hand", "123m456p11z555p")
    data = _with(data, "seats.1.melds", [{"kind": "pon", "tiles": "999s", "from": 0}])
    data = _with(data, "seats.1.riichi", "single")
    assert _errors(data) == [("seats.1.riichi", "an open hand cannot declare riichi")]


def test_tiles_not_in_play() -> None:
    data = _with(GUIZHOU, "seats.0.hand", "11122233344411z")
    data = _with(data, "seats.0.win.tile", "1z")
    assert ("seats.0.hand", "1z is not in play in this rule set (with these options)") in _errors(data)


def test_several_winners_only_on_one_discard() -> None:
    data = _with(RIICHI, "seats.2", {"hand": "123m678p789s22z555s", "win": {"tile": "5s", "by": "self_draw"}})
    assert _errors(data) == [
        (
            "seats.2.win",
            "several winners must all win on the same discard (from the same seat); a self-draw stands alone",
        )
    ]


def test_the_discarder_does_not_also_win() -> None:
    data = _with(RIICHI, "seats.0", {"hand": "123m678p789s22z555s", "win": {"tile": "5s", "by": "discard", "from": 1}})
    got = _errors(data)
    assert ("seats.1.win.from", "the seat that dealt in cannot also win") in got


def test_rule_set_checks_run_only_after_the_common_ones() -> None:
    # riichi refuses a round wind of 5z (its own check), but not while a common check fails
    bad_wind = _with(RIICHI, "table", {"round_wind": "5z"})
    assert _errors(bad_wind) == [("table.round_wind", "the round wind is one of 1z..4z (East, South, West, North)")]
    both = _with(bad_wind, "seats.1.ippatsu", True)
    assert _errors(both) == [("seats.1.ippatsu", "ippatsu needs riichi")]


# ------------------------------------------------------------ options and language ---


def test_resolve_options_merges_defaults_then_preset_then_overrides() -> None:
    rs = RULE_SETS["riichi"]
    defaults = {o.key: o.default for o in rs.options}
    assert resolve_options(rs) == defaults | dict(rs.presets[0].values)
    tenhou = resolve_options(rs, "tenhou")
    assert tenhou == defaults | dict(rs.preset("tenhou").values)  # type: ignore[union-attr]
    assert resolve_options(rs, "tenhou", {"kuitan": False, "nope": 1}) == tenhou | {"kuitan": False}
    assert resolve_options(rs, "no-such-preset") == resolve_options(rs)


def test_the_request_reads_its_options_through_resolve_options() -> None:
    data = {**RIICHI, "preset": "tenhou", "options": {"honba_value": 300}}
    assert dict(parse_request(data).options) == resolve_options(RULE_SETS["riichi"], "tenhou", {"honba_value": 300})


def test_options_read_again_come_from_the_memo_unchanged_and_unshared() -> None:
    """The reader keeps resolved options per (preset, options as given): a request that repeats them gets the
    same values, in a dict of its own; `1` is not `true` there, and a refused value is refused every time."""
    data = {**RIICHI, "preset": "tenhou", "options": {"kuitan": False, "honba_value": 600}}
    first = parse_request(data).options
    again = parse_request(copy.deepcopy(data)).options
    assert again == first == resolve_options(RULE_SETS["riichi"], "tenhou", {"kuitan": False, "honba_value": 600})
    assert again is not first
    for _ in range(2):
        assert _errors({**RIICHI, "options": {"kuitan": 0}}) == [("options.kuitan", "must be true or false")]
    assert parse_request({**RIICHI, "options": {"kuitan": False}}).options["kuitan"] is False


def test_seats_given_empty_share_one_read_only_record() -> None:
    a, b = parse_request(RIICHI), parse_request(copy.deepcopy(RIICHI))
    assert a.seats[0] is b.seats[0]
    assert a.seats[0] is not a.seats[2]
    assert a.seats[0].extra == {"liable": None, "nagashi_mangan": False, "drawn": None, "nuki": 0}
    with pytest.raises(TypeError):
        a.seats[0].extra["liable"] = 1  # type: ignore[index]


@pytest.mark.parametrize(
    ("data", "lang"),
    [
        pytest.param({"lang": "ja"}, "ja", id="given"),
        pytest.param({"lang": "fr"}, "zh-hans", id="unknown"),
        pytest.param({"lang": ["ja"]}, "zh-hans", id="not-string"),
        pytest.param([], "zh-hans", id="not-object"),
    ],
)
def test_request_lang(data: Any, lang: str) -> None:
    assert request_lang(data) == lang
