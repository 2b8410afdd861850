"""Fuzzing every way in (issue 12): the JSON API, the HTMX partial and `score --jsonl`.

Random requests grown from valid ones of every rule set: values replaced by any JSON, by text with
lone surrogates and line separators, by raw snippets no encoder writes (1,000-deep nesting, 4,301-digit
numbers, NaN), bodies cut short, junk bytes. Asserted: never a 5xx; every 400 in the contract's shape,
each error naming a field; every 200 balanced (the nets sum to zero). Over 2,000 requests per run; the
seeds change from run to run (no fixed seed), so CI explores new inputs every time. Per run: 500 API
requests, 250 partials, and 150 files of 8 to 24 lines through the command (2,400 lines on average),
each line also checked against the API's answer for the same bytes.
"""

from __future__ import annotations

import copy
import io
import json
import re
import sys
from typing import Any

import pytest
from django.core.management import call_command
from django.test import Client
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from calculator.api import score_bytes
from tests.support.examples import examples

BASE: list[dict[str, Any]] = [
    {
        "ruleset": "beijing",
        "preset": "seed",
        "options": {"base_points": 2000},
        "players": 4,
        "dealer": 0,
        "indicators": {"flip": "9p"},
        "table": {"shaozhuang_rounds": 1},
        "seats": [
            {
                "hand": "222p333s444s55s",
                "melds": [{"kind": "pon", "tiles": "111m", "from": 2}],
                "win": {"tile": "5s", "by": "self_draw"},
            },
            {},
            {},
            {},
        ],
    },
    {
        "ruleset": "riichi",
        "indicators": {"dora": "1z"},
        "seats": [
            {},
            {"hand": "234m567p345s66s78s6s", "riichi": "single", "win": {"tile": "6s", "by": "discard", "from": 2}},
            {},
            {},
        ],
    },
    {
        "ruleset": "wenzhou",
        "indicators": {"flip": "5m"},
        "seats": [{}, {"hand": "1m46789p234789s77z55m3m", "win": {"tile": "3m", "by": "self_draw"}}, {}, {}],
    },
    {
        "ruleset": "guizhou",
        "seats": [
            {},
            {"hand": "123s456m789p234s55s", "win": {"tile": "5s", "by": "self_draw"}},
            {"tenpai": True, "chickens": "1s1s"},
            {"tenpai": False, "discards": "1s"},
        ],
    },
]

PLACEHOLDER = "\x00RAW\x00"
RAW_SNIPPETS = [
    "[" * 1000 + "]" * 1000,
    "[" * 950 + '"riichi"' + "]" * 950,
    '{"a":' * 999 + "1" + "}" * 999,
    "9" * 4301,
    "-" + "9" * 5000,
    "NaN",
    "-Infinity",
    "1e999",
    "0.000000000000000000000000000001",
    '"\\ud800"',
    '"\\udfff\\ud800"',
    '"a\\u0000b"',
    '"' + "1m" * 40000 + '"',
]

texts = st.text(
    alphabet=st.characters(codec=None, categories=None),
    max_size=30,
) | st.sampled_from(
    ["", " ", "\u2028", "a\u0085b", "1m\u20282m", "一万 五筒", "5s", "0m0p0s", "123m456p789s1122z", "@", "1111m@9"]
)
leaves = st.none() | st.booleans() | st.integers(-(10**20), 10**20) | st.floats(allow_nan=False) | texts
json_values = st.recursive(
    leaves,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(texts, inner, max_size=4),
    max_leaves=12,
)


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix] if prefix else []
    if isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, (*prefix, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += _paths(v, (*prefix, i))
    return out


def _set(data: Any, path: tuple[Any, ...], value: Any) -> Any:
    data = copy.deepcopy(data)
    cur = data
    for p in path[:-1]:
        cur = cur[p]
    cur[path[-1]] = value
    return data


@st.composite
def mutated(draw: st.DrawFn) -> dict[str, Any]:
    data = draw(st.sampled_from(BASE))
    for _ in range(draw(st.integers(0, 3))):
        paths = _paths(data) + [(k,) for k in ("lang", "preset", "options", "table", "players", "dealer", "x")]
        path = draw(st.sampled_from(paths))
        value = draw(json_values | st.just(PLACEHOLDER) | st.sampled_from(["en", "ja", "zh-hant"]))
        data = _set(data, path, value)
    return data


@st.composite
def bodies(draw: st.DrawFn) -> bytes:
    """One request body as bytes: mostly almost-valid, sometimes raw junk or cut short."""
    kind = draw(st.sampled_from(["mutated", "mutated", "mutated", "valid", "truncated", "junk"]))
    if kind == "junk":
        return draw(st.binary(max_size=200))
    data = draw(st.sampled_from(BASE)) if kind == "valid" else draw(mutated())
    text = json.dumps(data, ensure_ascii=draw(st.booleans()))
    if PLACEHOLDER in text or json.dumps(PLACEHOLDER)[1:-1] in text:
        raw = draw(st.sampled_from(RAW_SNIPPETS))
        text = text.replace(json.dumps(PLACEHOLDER), raw).replace(json.dumps(PLACEHOLDER, ensure_ascii=False), raw)
    body = text.encode("utf-8", "surrogatepass")  # a raw lone surrogate: invalid UTF-8, on purpose
    if kind == "truncated":
        body = body[: draw(st.integers(0, max(0, len(body) - 1)))]
    return body


def assert_contract(status: int, payload: dict[str, Any]) -> None:
    assert status in (200, 400), (status, payload)
    if status == 400:
        assert set(payload) == {"errors"}
        assert payload["errors"]
        for e in payload["errors"]:
            # a message that names a seat, a tile, a field or a pattern carries its parts too, which are its words
            assert set(e) in ({"field", "message"}, {"field", "message", "message_parts"}), e
            if "message_parts" in e:
                assert "".join(p["text"] for p in e["message_parts"]) == e["message"]
            assert isinstance(e["field"], str)
            assert isinstance(e["message"], str)
            assert e["message"]
            e["message"].encode("utf-8")  # printable: no lone surrogate echoed back
    else:
        assert sum(payload["net"]) == 0, payload
        assert len(payload["net"]) in (2, 3, 4)


CLIENT = Client()  # one client: its handler loads the middleware once
FUZZ = settings(
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much],
    database=None,
)


@settings(FUZZ, max_examples=examples(500))
@given(bodies())
def test_api_fuzz(body: bytes) -> None:
    r = CLIENT.post("/api/v1/score", body, content_type="application/json")
    assert r.status_code < 500
    assert r["Content-Type"] == "application/json"
    if not body:  # Django's test client sends no Content-Type with an empty body: 415, in the same shape
        assert r.status_code == 415
        assert_contract(400, json.loads(r.content))
        return
    assert_contract(r.status_code, json.loads(r.content))


# ------------------------------------------------------------------ partial ---

FORM_BASE: list[tuple[str, dict[str, str]]] = [
    (
        "beijing",
        {
            "o_base_points": "2000",
            "t_shaozhuang_rounds": "1",
            "i_flip": "9p",
            "s0_won": "on",
            "s0_hand": "222p333s444s55s",
            "s0_melds": "111m@2",
            "s0_by": "self_draw",
        },
    ),
    (
        "riichi",
        {
            "i_dora": "1z",
            "s1_won": "on",
            "s1_hand": "234m567p345s66s78s6s",
            "s1_riichi": "single",
            "s1_by": "discard",
            "s1_from": "2",
        },
    ),
    ("guizhou", {"s1_won": "on", "s1_hand": "123s456m789p234s55s", "s1_by": "self_draw", "s2_tenpai": "yes"}),
    ("wenzhou", {"i_flip": "5m", "s1_won": "on", "s1_hand": "1m46789p234789s77z55m3m", "s1_by": "self_draw"}),
]
FORM_KEYS = sorted(
    {k for _key, params in FORM_BASE for k in params}
    | {"players", "dealer", "dealer_streak", "preset", "s0_tile", "s2_melds", "s3_hand", "o_x", "t_hubao"}
)
form_values = (
    st.text(max_size=40)
    | st.sampled_from(["", "on", "0", "1", "-1", "9" * 4301, "1111m@" + "9" * 4301, "1" * 5000, "@@", "5555p+@1"])
    | st.from_regex(r"[0-9mpsz@+ ]{0,60}", fullmatch=True)
)
NET_RE = re.compile(r'data-net="(-?\d+)"')


@st.composite
def queries(draw: st.DrawFn) -> tuple[str, dict[str, str]]:
    key, params = draw(st.sampled_from(FORM_BASE))
    params = {"players": "4", "dealer": "0", **params}
    for _ in range(draw(st.integers(0, 3))):
        params[draw(st.sampled_from(FORM_KEYS))] = draw(form_values)
    return key, params


@settings(FUZZ, max_examples=examples(250))
@given(queries())
def test_partial_fuzz(query: tuple[str, dict[str, str]]) -> None:
    key, params = query
    r = CLIENT.get(f"/{key}/", params, headers={"HX-Request": "true"})
    assert r.status_code == 200
    html = r.content.decode()
    nets = [int(n) for n in NET_RE.findall(html)]
    assert sum(nets) == 0, nets
    if not nets:  # no result: the reason is shown, next to a field
        assert re.search(r'class="field-error" id="err-[^"]+" hx-swap-oob="true"><p>', html) or "error" in html


# ------------------------------------------------------------------ command ---


@settings(FUZZ, max_examples=examples(150))
@given(st.lists(bodies(), min_size=8, max_size=24), st.booleans(), st.booleans())
def test_command_fuzz(lines: list[bytes], crlf: bool, final_newline: bool) -> None:
    lines = [line.replace(b"\n", b" ") for line in lines]
    data = (b"\r\n" if crlf else b"\n").join(lines) + ((b"\r\n" if crlf else b"\n") if final_newline else b"")
    out = io.StringIO()
    old = sys.stdin
    sys.stdin = io.TextIOWrapper(io.BytesIO(data), encoding="utf-8")
    try:
        call_command("score", "-", "--jsonl", stdout=out)
        code = 0
    except SystemExit as e:
        code = int(e.code or 0)
    finally:
        sys.stdin = old
    answers = out.getvalue().encode("utf-8").split(b"\n")
    assert answers[-1] == b""
    answers = answers[:-1]
    if not final_newline and lines[-1] == b"":
        lines = lines[:-1]  # the file ends with a line end: nothing after it is a line
    assert len(answers) == len(lines)
    statuses = []
    for line, answer in zip(lines, answers, strict=True):
        payload = json.loads(answer)
        status = 200 if "net" in payload else 400
        assert_contract(status, payload)
        # the same answer as the API's for the same bytes
        expected_status, expected = score_bytes(line.removesuffix(b"\r") if crlf else line)
        if line.strip():
            assert (status, payload) == (expected_status, expected)
        statuses.append(status)
    assert code == (0 if all(s == 200 for s in statuses) else 2)


@pytest.mark.parametrize("body", [pytest.param(b, id=f"base-{i}") for i, b in enumerate(BASE)])
def test_fuzz_bases_are_valid(body: dict[str, Any]) -> None:
    status, payload = score_bytes(json.dumps(body).encode())
    assert status == 200, payload
