"""The HTMX result panel kept per process (production: DEBUG off): sent again as made, per address and language."""

from __future__ import annotations

from urllib.parse import urlencode

import pytest
from django.test import Client, override_settings

from calculator import views

HX = {"HX-Request": "true"}
# Beijing 实例1 (the seed's worked example): 2 fan x 2000 from each of the three others
SHILI1 = {
    "players": "4",
    "dealer": "0",
    "preset": "seed",
    "o_base_points": "2000",
    "t_shaozhuang_rounds": "1",
    "i_flip": "9p",
    "s0_won": "on",
    "s0_hand": "222p333s444s55s",
    "s0_melds": "111m@2",
    "s0_by": "self_draw",
}


@pytest.fixture
def empty_cache() -> None:
    views._PANELS.clear()
    yield
    views._PANELS.clear()


@override_settings(DEBUG=False)
def test_a_repeated_panel_is_sent_again_without_being_rebuilt(
    client: Client, empty_cache: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    url = "/beijing/?" + urlencode(SHILI1)
    first = client.get(url, headers=HX)
    assert first.status_code == 200
    assert b'id="result-panel"' in first.content
    built = []
    real = views.calculator_page_context
    monkeypatch.setattr(views, "calculator_page_context", lambda *a, **kw: built.append(1) or real(*a, **kw))
    again = client.get(url, headers=HX)
    assert built == []  # from the cache
    assert again.content == first.content
    assert again["HX-Replace-Url"] == first["HX-Replace-Url"]
    assert "HX-Request" in again["Vary"]
    # another address (one more parameter) is built
    other = client.get(url + "&_shown=s0_hand", headers=HX)
    assert built == [1]
    assert other.status_code == 200


@override_settings(DEBUG=False)
def test_each_language_has_its_own_panel(client: Client, empty_cache: None) -> None:
    url = "/beijing/?" + urlencode(SHILI1)
    zh = client.get(url, headers={**HX, "Accept-Language": "zh-CN"}).content.decode()
    en = client.get(url, headers={**HX, "Accept-Language": "en"}).content.decode()
    assert "结果" in zh
    assert "Result" in en
    assert "结果" not in en
    assert len(views._PANELS) == 2


@override_settings(DEBUG=False)
def test_the_full_page_is_never_kept(client: Client, empty_cache: None) -> None:
    client.get("/beijing/?" + urlencode(SHILI1))
    assert len(views._PANELS) == 0


@override_settings(DEBUG=False)
def test_the_cache_is_bounded(client: Client, empty_cache: None, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(views, "_PANELS_MAX", 3)
    for i in range(5):
        client.get("/beijing/?" + urlencode({**SHILI1, "_shown": f"x{i}"}), headers=HX)
    assert len(views._PANELS) == 3
    assert [k[0].rsplit("=", 1)[1] for k in views._PANELS] == ["x2", "x3", "x4"]
