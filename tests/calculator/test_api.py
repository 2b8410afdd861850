"""The JSON API and the `score` command: good requests, and every kind of bad one answered 400 / exit 2."""

from __future__ import annotations

import copy
import io
import json
import sys
from typing import Any

import pytest
from django.core.management import call_command
from django.test import Client
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.support.examples import examples

pytestmark = pytest.mark.usefixtures("toy_rules")

GOOD: dict[str, Any] = {
    "ruleset": "toy",
    "players": 4,
    "dealer": 0,
    "seats": [
        {"hand": "123m456p789s123s11z", "win": {"tile": "1z", "by": "discard", "from": 2}},
        {},
        {},
        {},
    ],
}


def post(client: Client, data: Any) -> tuple[int, dict[str, Any]]:
    body = data if isinstance(data, (str, bytes)) else json.dumps(data)
    r = client.post("/api/v1/score", body, content_type="application/json")
    return r.status_code, r.json()


def with_(path: str, value: Any) -> dict[str, Any]:
    """GOOD with one value replaced; path like 'seats.0.win.tile'. value=... deletes."""
    d = copy.deepcopy(GOOD)
    parts = path.split(".")
    cur: Any = d
    for p in parts[:-1]:
        cur = cur[int(p)] if isinstance(cur, list) else cur[p]
    last = parts[-1]
    if value is ...:
        del cur[last]
    elif isinstance(cur, list):
        cur[int(last)] = value
    else:
        cur[last] = value
    return d


def test_good_request_scores(client: Client) -> None:
    status, body = post(client, GOOD)
    assert status == 200
    assert body["net"] == [1, 0, -1, 0]
    assert body["payments"] == [{"from": 2, "to": 0, "amount": 1, "reason": "hand"}]
    assert body["hands"][0]["items"] == [{"key": "win", "name": "和", "value": 1}]


def test_api_needs_no_csrf_cookie() -> None:
    client = Client(enforce_csrf_checks=True)
    assert post(client, GOOD)[0] == 200


def test_preset_and_option_override(client: Client) -> None:
    assert post(client, {**GOOD, "preset": "big"})[1]["net"] == [10, 0, -10, 0]
    assert post(client, {**GOOD, "preset": "big", "options": {"unit_points": 3}})[1]["net"] == [3, 0, -3, 0]


def test_language_of_names(client: Client) -> None:
    body = post(client, {**GOOD, "lang": "en"})[1]
    assert body["hands"][0]["items"][0]["name"] == "win"


BAD: list[Any] = [
    pytest.param("not json", "", id="not-json"),
    pytest.param([1, 2], "", id="not-object"),
    pytest.param({"seats": []}, "ruleset", id="no-ruleset"),
    pytest.param(with_("ruleset", "mahjong"), "ruleset", id="unknown-ruleset"),
    pytest.param(with_("preset", "nope"), "preset", id="unknown-preset"),
    pytest.param(with_("options", {"nope": 1}), "options.nope", id="unknown-option"),
    pytest.param(with_("options", {"unit_points": "3"}), "options.unit_points", id="option-type"),
    pytest.param(with_("options", {"unit_points": 0}), "options.unit_points", id="option-range"),
    pytest.param(with_("options", {"no_red_dragon_flip": 1}), "options.no_red_dragon_flip", id="option-bool"),
    pytest.param(with_("options", []), "options", id="options-not-object"),
    pytest.param(with_("lang", "fr"), "lang", id="unknown-lang"),
    pytest.param(with_("players", 5), "players", id="players"),
    pytest.param(with_("dealer", 4), "dealer", id="dealer-range"),
    pytest.param(with_("dealer", "0"), "dealer", id="dealer-type"),
    pytest.param(with_("dealer_streak", -1), "dealer_streak", id="streak"),
    pytest.param(with_("surprise", 1), "surprise", id="unknown-top-field"),
    pytest.param(with_("seats", [{}, {}]), "seats", id="seat-count"),
    pytest.param(with_("seats", "abc"), "seats", id="seats-type"),
    pytest.param(with_("seats", ...), "seats", id="seats-missing"),
    pytest.param(with_("seats.1", 3), "seats.1", id="seat-type"),
    pytest.param(with_("seats.0.hand", "12x3m456p789s123s11z"), "seats.0.hand", id="bad-char"),
    pytest.param(with_("seats.0.hand", "123m456p789s123s111z"), "seats.0.hand", id="fifteen-tiles"),
    pytest.param(with_("seats.0.hand", "123m456p789s11111z"), "seats.0.hand", id="fifth-copy"),
    pytest.param(with_("seats.0.hand", 123), "seats.0.hand", id="hand-type"),
    pytest.param(with_("seats.0.hand", "123m456p789s123s8z"), "seats.0.hand", id="no-8z"),
    pytest.param(with_("seats.0.hand", "123m456p789s123s12z"), "seats.0.hand", id="not-complete"),
    pytest.param(with_("seats.0.hand", "0m0m3m456p789s123s11z"), "seats.0.hand", id="second-red"),
    pytest.param(with_("seats.0.win.tile", "5s"), "seats.0.win.tile", id="win-tile-not-in-hand"),
    pytest.param(with_("seats.0.win.tile", "1z2z"), "seats.0.win.tile", id="win-two-tiles"),
    pytest.param(with_("seats.0.win.by", "magic"), "seats.0.win.by", id="win-by"),
    pytest.param(with_("seats.0.win.from", ...), "seats.0.win.from", id="win-from-missing"),
    pytest.param(with_("seats.0.win.from", 0), "seats.0.win.from", id="win-from-self"),
    pytest.param(with_("seats.0.win.from", 9), "seats.0.win.from", id="win-from-range"),
    pytest.param(with_("seats.0.win.last_tile", "yes"), "seats.0.win.last_tile", id="win-flag-type"),
    pytest.param(with_("seats.0.win.colour", 1), "seats.0.win.colour", id="win-unknown-key"),
    pytest.param(with_("seats.0.win", 5), "seats.0.win", id="win-type"),
    pytest.param(with_("seats.0.hand", ...), "seats.0.hand", id="winner-without-hand"),
    pytest.param(
        with_(
            "seats.0",
            {
                "hand": "456p789s123s11z",
                "melds": [{"kind": "pon", "tiles": "123m", "from": 1}],
                "win": {"tile": "1z", "by": "discard", "from": 2},
            },
        ),
        "seats.0.melds.0.tiles",
        id="meld-not-a-set",
    ),
    pytest.param(
        with_(
            "seats.0",
            {
                "hand": "456p789s123s11z",
                "melds": [{"kind": "chi", "tiles": "123m", "from": 2}],
                "win": {"tile": "1z", "by": "discard", "from": 2},
            },
        ),
        "seats.0.melds.0.from",
        id="chi-not-from-left",
    ),
    pytest.param(
        with_(
            "seats.0",
            {
                "hand": "456p789s123s11z",
                "melds": [{"kind": "kong", "tiles": "1111m", "kong": "concealed", "from": 1}],
                "win": {"tile": "1z", "by": "discard", "from": 2},
            },
        ),
        "seats.0.melds.0.from",
        id="concealed-kong-with-from",
    ),
    pytest.param(
        with_(
            "seats.0",
            {
                "hand": "456p789s123s11z",
                "melds": [{"kind": "steal", "tiles": "111m"}],
                "win": {"tile": "1z", "by": "discard", "from": 2},
            },
        ),
        "seats.0.melds.0.kind",
        id="meld-kind",
    ),
    pytest.param(with_("seats.1", {"hand": "123m"}), "seats.1.hand", id="loser-hand-size"),
    pytest.param(with_("seats.1", {"tenpai": "yes"}), "seats.1.tenpai", id="tenpai-type"),
    pytest.param(with_("seats.1", {"riichi": "triple"}), "seats.1.riichi", id="riichi-value"),
    pytest.param(with_("seats.1", {"ippatsu": True}), "seats.1.ippatsu", id="ippatsu-without-riichi"),
    pytest.param(
        with_("seats.2", {"hand": "123m456p789s123s11z", "win": {"tile": "1z", "by": "self_draw"}}),
        "seats.2.win",
        id="mixed-wins",
    ),
    pytest.param(with_("indicators", {"dora": "1m"}), "indicators.dora", id="unknown-indicator"),
    pytest.param(with_("indicators", {"flip": "1m2m"}), "indicators.flip", id="indicator-count"),
    pytest.param(with_("indicators", {"flip": "7z"}), "indicators.flip", id="rule-set-check"),
    pytest.param(
        {**with_("seats.1", {"hand": "11z123m456p789s12s"}), "indicators": {"flip": "1z"}},
        "seats.1.hand",  # named in the hand holding the copies, not the indicator beside them (issue 14)
        id="fifth-copy-with-indicator",
    ),
    pytest.param(with_("table", {"rounds": 11}), "table.rounds", id="table-range"),
    pytest.param(with_("table", {"nope": 1}), "table.nope", id="table-unknown"),
    pytest.param(with_("table", {"pairs": [[1, 1]]}), "table.pairs.0", id="seat-pair-same"),
    pytest.param(with_("table", {"pairs": [[1, 7]]}), "table.pairs.0.1", id="seat-pair-range"),
]


@pytest.mark.parametrize(("data", "field"), BAD)
def test_bad_request_gets_400_naming_the_field(client: Client, data: Any, field: str) -> None:
    status, body = post(client, data)
    assert status == 400, body
    fields = [e["field"] for e in body["errors"]]
    assert field in fields
    assert all(e["message"] for e in body["errors"])


def test_two_winners_share_one_discarded_tile(client: Client) -> None:
    data = with_("seats.1", {"hand": "123m456p789s123s11z", "win": {"tile": "1z", "by": "discard", "from": 2}})
    # 1z: seats 0 and 1 each hold two, one of them the shared discard (3 copies), seat 3 two more: 5
    data["seats"][3] = {"hand": "11z123m456p789s12s"}
    status, body = post(client, data)
    assert status == 400
    assert body["errors"][0]["field"] == "seats.3.hand"
    data["seats"][3] = {}
    status, body = post(client, data)
    assert status == 200
    assert body["net"] == [1, 1, -2, 0]


def test_two_winners_on_different_tiles_is_refused(client: Client) -> None:
    data = with_("seats.1", {"hand": "123m456p789s123s22z", "win": {"tile": "2z", "by": "discard", "from": 2}})
    fields = [e["field"] for e in post(client, data)[1]["errors"]]
    assert fields == ["seats.1.win"]


def test_every_problem_is_reported_at_once(client: Client) -> None:
    data = with_("dealer", 9)
    data["seats"][0]["hand"] = "12x"
    data["options"] = {"nope": True}
    fields = {e["field"] for e in post(client, data)[1]["errors"]}
    assert {"dealer", "seats.0.hand", "options.nope"} <= fields


def test_errors_speak_the_request_language(client: Client) -> None:
    body = post(client, {**with_("dealer", 9), "lang": "ja"})[1]
    assert body["errors"][0]["message"] == "3 以下にしてください"


def test_rulesets_endpoint_describes_options(client: Client) -> None:
    body = client.get("/api/v1/rulesets?lang=en").json()
    toy = next(r for r in body["rulesets"] if r["key"] == "toy")
    opt = next(o for o in toy["options"] if o["key"] == "unit_points")
    assert opt == {
        "key": "unit_points",
        "type": "int",
        "default": 1,
        "name": "unit",
        "explanation": "points a win",
        "min": 1,
        "max": 100,
    }
    assert toy["presets"][1]["values"] == {"unit_points": 10}


def test_get_on_score_is_405(client: Client) -> None:
    assert client.get("/api/v1/score").status_code == 405


_JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 40) | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=20,
)


def _mutations() -> st.SearchStrategy[dict[str, Any]]:
    paths = [
        "ruleset",
        "preset",
        "options",
        "players",
        "dealer",
        "dealer_streak",
        "indicators",
        "table",
        "seats",
        "seats.0",
        "seats.0.hand",
        "seats.0.melds",
        "seats.0.win",
        "seats.0.win.tile",
        "seats.0.win.by",
        "seats.0.win.from",
        "seats.1",
        "lang",
    ]
    return st.builds(lambda p, v: with_(p, v), st.sampled_from(paths), _JSON)


@settings(max_examples=examples(300), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(_mutations())
def test_random_bad_input_never_500(client: Client, data: dict[str, Any]) -> None:
    status, body = post(client, data)
    assert status in (200, 400)
    if status == 400:
        assert body["errors"]
        assert all(isinstance(e["field"], str) and e["message"] for e in body["errors"])
    else:
        assert sum(body["net"]) == 0


def _run_command(stdin: str, *args: str) -> tuple[int, str]:
    out = io.StringIO()
    old = sys.stdin
    sys.stdin = io.StringIO(stdin)
    try:
        call_command("score", "-", *args, stdout=out)
        code = 0
    except SystemExit as e:
        code = int(e.code or 0)
    finally:
        sys.stdin = old
    return code, out.getvalue()


def test_command_prints_the_answer() -> None:
    code, out = _run_command(json.dumps(GOOD))
    assert code == 0
    assert json.loads(out)["net"] == [1, 0, -1, 0]


def test_command_exit_2_on_bad_input() -> None:
    code, out = _run_command(json.dumps(with_("dealer", 7)))
    assert code == 2
    assert json.loads(out)["errors"][0]["field"] == "dealer"


def test_command_jsonl_scores_each_line_in_order() -> None:
    lines = [json.dumps(GOOD), "{broken", json.dumps({**GOOD, "preset": "big"})]
    code, out = _run_command("\n".join(lines) + "\n", "--jsonl")
    answers = [json.loads(x) for x in out.strip().splitlines()]
    assert code == 2  # contract.md: "the exit status is 2 when any line was bad"
    assert answers[0]["net"] == [1, 0, -1, 0]
    assert "errors" in answers[1]
    assert answers[2]["net"] == [10, 0, -10, 0]


@pytest.mark.parametrize(
    ("data", "field"),
    [
        pytest.param(
            {
                "ruleset": "beijing",
                "indicators": {"flip": "5m"},  # 惠牌 6m: four in seat 0's hand, a fifth in seat 1's
                "seats": [
                    {"hand": "6666m123p456s789s1z", "win": {"tile": "1z", "by": "self_draw"}},
                    {"hand": "6m123p456p789p112z"},
                    {},
                    {},
                ],
            },
            "seats.1.hand",
            id="beijing-five-wildcards",
        ),
        pytest.param(
            {
                "ruleset": "wenzhou",
                "indicators": {"flip": "5m"},
                "options": {"cai_shen_qian": True},
                "seats": [{"cai_shen": 3}, {"cai_shen": 2}, {}, {}],
            },
            "seats.1.cai_shen",
            id="wenzhou-five-cai-shen-counted",
        ),
        pytest.param(
            {"ruleset": "wenzhou", "indicators": {"flip": "5m"}, "seats": [{"cai_shen": 5}, {}, {}, {}]},
            "seats.0.cai_shen",
            id="wenzhou-cai-shen-count-range",
        ),
    ],
)
def test_impossible_wildcard_count_is_refused(client: Client, data: dict[str, Any], field: str) -> None:
    status, body = post(client, data)
    assert status == 400, body
    assert field in [e["field"] for e in body["errors"]]
