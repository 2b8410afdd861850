"""Regression tests for every cause of a 500 (or a slow or wrong refusal) found in issue 12, and the
headers every response must carry: limits are checked at the edge, before any work."""

from __future__ import annotations

import json
import logging
import re
from typing import Any

import pytest
from django.test import Client

from calculator import limits

API = "/api/v1/score"
HX = {"HX-Request": "true"}


def post(client: Client, body: bytes | str, content_type: str = "application/json") -> tuple[int, dict[str, Any]]:
    r = client.post(API, body, content_type=content_type)
    assert r["Content-Type"] == "application/json"
    return r.status_code, json.loads(r.content)


def fields(payload: dict[str, Any]) -> list[str]:
    assert set(payload) == {"errors"}
    assert all(set(e) == {"field", "message"} and e["message"] for e in payload["errors"])
    return [e["field"] for e in payload["errors"]]


def deep(n: int, leaf: str = "1") -> str:
    return "[" * n + leaf + "]" * n


@pytest.mark.parametrize(
    ("body", "field"),
    [
        pytest.param('{"ruleset": "\\ud800"}', "ruleset", id="lone-surrogate-ruleset"),
        pytest.param('{"ruleset": "riichi", "seats": [{"hand": "\\udfff"}]}', "seats.0.hand", id="lone-surrogate-hand"),
        pytest.param('{"ruleset": "riichi", "lang": "\\ud800"}', "lang", id="lone-surrogate-lang"),
        pytest.param('{"ruleset": "riichi", "\\ud800": 1}', "\\ud800", id="lone-surrogate-key"),
        pytest.param(deep(1000), "", id="1000-deep"),
        pytest.param('{"ruleset": ' + deep(950, '"riichi"') + "}", "", id="950-deep-ruleset"),
        pytest.param('{"ruleset": "riichi", "lang": ' + deep(950) + "}", "", id="950-deep-lang"),
        pytest.param('{"ruleset": "riichi", "preset": ' + deep(950) + "}", "", id="950-deep-preset"),
        pytest.param('{"ruleset": "beijing", "options": {"base_points": ' + deep(950) + "}}", "", id="950-deep-option"),
        pytest.param('{"ruleset": "riichi", "lang": [[[["en"]]]]}', "lang", id="nested-lang"),
        pytest.param('{"ruleset": {"a": ["riichi"]}}', "ruleset", id="nested-ruleset"),
        pytest.param('{"ruleset": "riichi", "preset": [1, [2]]}', "preset", id="nested-preset"),
        pytest.param('{"ruleset": "riichi", "players": ' + "9" * 4301 + "}", "players", id="4301-digits"),
        pytest.param('{"ruleset": "riichi", "dealer": -' + "9" * 5000 + "}", "dealer", id="5000-digits-negative"),
        pytest.param('{"ruleset": "riichi", "dealer_streak": NaN}', "dealer_streak", id="nan"),
        pytest.param('{"ruleset": "riichi", "dealer_streak": -Infinity}', "dealer_streak", id="infinity"),
        pytest.param(
            json.dumps({"ruleset": "riichi", "seats": [{"hand": "1m" * 300}, {}, {}, {}]}),
            "seats.0.hand",
            id="long-hand",
        ),
        pytest.param(
            json.dumps({"ruleset": "riichi", "seats": [{"melds": [{}] * 300}, {}, {}, {}]}),
            "seats.0.melds",
            id="long-meld-list",
        ),
        pytest.param("\xff", "", id="not-json"),
        pytest.param(" ", "", id="blank"),
        pytest.param("[1]", "", id="not-an-object"),
    ],
)
def test_api_refuses_with_the_field_named(client: Client, body: str, field: str) -> None:
    status, payload = post(client, body.encode("utf-8", "surrogatepass"))
    assert status == 400
    assert field in fields(payload)


def test_invalid_utf8_body(client: Client) -> None:
    status, payload = post(client, b'{"ruleset": "\xff\xfe"}')
    assert status == 400
    assert fields(payload) == [""]
    assert payload["errors"][0]["message"] == "请求不是 UTF-8 文本（第 14 字节）"


@pytest.mark.parametrize("size", [70 * 1024, 3 * 1024 * 1024])
def test_large_body_is_refused_in_the_error_shape(client: Client, size: int) -> None:
    body = json.dumps({"ruleset": "riichi", "pad": "x" * size})
    status, payload = post(client, body)
    assert status == 400
    assert fields(payload) == [""]
    assert payload["errors"][0]["message"] == f"请求过大：最多 {limits.MAX_BODY} 字节"


@pytest.mark.parametrize("content_type", ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data"])
def test_api_takes_json_only(client: Client, content_type: str) -> None:
    r = client.generic("POST", API, b'{"ruleset": "riichi"}', content_type=content_type)
    assert r.status_code == 415
    assert fields(r.json()) == [""]


def test_messages_follow_the_request_language(client: Client) -> None:
    status, payload = post(client, '{"lang": "en", "ruleset": "\\ud800"}')
    assert status == 400
    assert payload["errors"][0]["message"] == "contains an invalid character (a lone surrogate)"


def test_raw_depth_ignores_brackets_inside_strings() -> None:
    assert limits.raw_depth(b'{"a": "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[", "b": [1, {"c": 2}]}') == 3
    assert limits.raw_depth(b'{"a": "\\"[[[[[[[[[[[[[[[[[[[[["}') == 1
    assert limits.raw_depth(b"[" * 100_000) == limits.MAX_DEPTH + 1


# ------------------------------------------------------------------ pages ---


@pytest.mark.parametrize("headers", [pytest.param({}, id="page"), pytest.param(HX, id="partial")])
@pytest.mark.parametrize(
    ("param", "value"),
    [
        pytest.param("s1_melds", "1111m@" + "9" * 4301, id="meld-seat-4301-digits"),
        pytest.param("s0_hand", "1" * 65536, id="hand-64k"),
        pytest.param("s0_melds", "123m " * 10000, id="melds-50k"),
        pytest.param("s0_tile", "9" * 5000, id="tile-5000"),
        pytest.param("dealer_streak", "9" * 5000, id="streak-5000-digits"),
    ],
)
def test_form_refuses_long_values_quickly_naming_the_field(
    client: Client, headers: dict[str, str], param: str, value: str
) -> None:
    r = client.get("/riichi/", {"players": "4", "dealer": "0", "s0_won": "on", param: value}, headers=headers)
    assert r.status_code == 200
    html = r.content.decode()
    assert f'id="err-{param}"' in html
    slot = html.split(f'id="err-{param}"', 1)[1].split("</div>", 1)[0]
    assert "<p>" in slot, slot[:300]


@pytest.mark.parametrize("headers", [pytest.param({}, id="page"), pytest.param(HX, id="partial")])
@pytest.mark.parametrize("ruleset", ["riichi", "guizhou", "wenzhou", "beijing"])
def test_a_seat_name_of_4301_digits_in_the_query_is_only_an_unknown_field(
    client: Client, headers: dict[str, str], ruleset: str
) -> None:
    # a name like s999…9_hand was read as seat int("999…9"): past 4,300 digits Python refuses (a 500)
    query = f"s{'9' * 4301}_hand=x&players=4&s0_won=on&s0_hand=123m"
    r = client.get(f"/{ruleset}/?{query}", headers=headers)
    assert r.status_code == 200
    assert 'id="err-s0_hand"' in r.content.decode()


def test_query_values_are_clipped_before_the_form_parses_them(monkeypatch: pytest.MonkeyPatch) -> None:
    """Bounded time: no field's parser ever sees more than MAX_QUERY_VALUE + 1 characters."""
    from django.http import QueryDict

    q = QueryDict(mutable=True)
    q["s1_melds"] = "1111m@" + "9" * 4301
    q.setlist("o_x", ["1" * 10_000, "2"])
    q["s0_hand"] = "123m"
    out = limits.bounded_query(q)
    assert len(out["s1_melds"]) == limits.MAX_QUERY_VALUE + 1
    assert [len(v) for v in out.getlist("o_x")] == [limits.MAX_QUERY_VALUE + 1, 1]
    assert out["s0_hand"] == "123m"
    assert len(q["s1_melds"]) == 4307  # the request's own data is left alone

    from calculator import widgets

    seen: list[int] = []
    real = widgets.parse_melds
    monkeypatch.setattr(widgets, "parse_melds", lambda text, **kw: seen.append(len(text)) or real(text, **kw))
    Client().get("/riichi/", {"players": "4", "s1_melds": "1111m@" + "9" * 4301}, headers=HX)
    assert seen
    assert max(seen) <= limits.MAX_QUERY_VALUE + 1


def test_too_many_query_fields_is_a_plain_400_page(client: Client) -> None:
    query = "&".join(f"f{i}=1" for i in range(2000))
    r = client.get("/riichi/?" + query)
    assert r.status_code == 400
    assert "请求有误" in r.content.decode()
    assert "Traceback" not in r.content.decode()


# ---------------------------------------------------------------- headers ---


def test_pages_set_no_cookie(client: Client) -> None:
    for path, headers in (("/", {}), ("/riichi/", {}), ("/riichi/rules/", {}), ("/riichi/?players=4", HX)):
        r = client.get(path, headers=headers)
        assert r.status_code == 200
        assert not r.cookies, (path, r.cookies)


def test_partial_varies_on_what_it_reads(client: Client) -> None:
    r = client.get("/riichi/?players=4", headers=HX)
    vary = {v.strip().lower() for v in r["Vary"].split(",")}
    assert {"hx-request", "cookie", "accept-language"} <= vary


def test_content_security_policy_has_no_unsafe_inline(client: Client) -> None:
    for path in ("/", "/riichi/", "/riichi/rules/", "/nowhere/rules/"):
        csp = client.get(path)["Content-Security-Policy"]
        assert "script-src 'self'" in csp
        assert "style-src 'self'" in csp
        assert "unsafe" not in csp


def test_htmx_indicator_style_is_off(client: Client) -> None:
    html = client.get("/riichi/").content.decode()
    config = json.loads(re.search(r'<meta name="htmx-config" content=\'([^\']*)\'>', html)[1])
    assert config["includeIndicatorStyles"] is False
    assert "<style" not in html
    assert " style=" not in html


def test_404_page_is_plain_and_translated(client: Client) -> None:
    r = client.get("/nowhere/rules/?lang=en")
    assert r.status_code == 404
    html = r.content.decode()
    assert "Page not found" in html
    assert "Traceback" not in html


def test_uncaught_error_is_logged_and_answered_plainly(
    client: Client, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    from calculator import page_language

    def boom() -> str:
        raise RuntimeError("boom")

    monkeypatch.setattr(page_language, "page_lang", boom)
    client.raise_request_exception = False
    with caplog.at_level(logging.ERROR, logger="django.request"):
        r = client.get("/riichi/")
    assert r.status_code == 500
    html = r.content.decode()
    assert "出错了" in html
    assert "boom" not in html
    assert "Traceback" not in html
    assert any(rec.name == "django.request" and rec.exc_info for rec in caplog.records)


def test_csrf_still_guards_posts_with_a_plain_page() -> None:
    """No page sets the CSRF cookie any more (nothing there posts), but a POST without a token is still
    refused by CsrfViewMiddleware, with the plain 403 page (pages that post put {% csrf_token %} in their form)."""
    r = Client(enforce_csrf_checks=True).post("/riichi/", {"players": "4"})
    assert r.status_code == 403
    html = r.content.decode()
    assert "不允许" in html
    assert "CSRF" not in html
