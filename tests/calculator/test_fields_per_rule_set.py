"""A calculator page offers the fields its rule set reads, in its players' words, and no other: no riichi
declaration tile (立直宣言牌) or passed wins on Beijing, no 热炮 box outside Guizhou, no romaji on a Chinese rule
set (the rule set says which: `RuleSet.win_flags`, `RuleSet.history_facts`)."""

from __future__ import annotations

import pytest
from django.test import Client

from calculator import fields as N


def _page(key: str, lang: str = "en") -> str:
    return Client(headers={"Accept-Language": lang}).get(f"/{key}/", {"s0_won": "1"}).content.decode()


@pytest.mark.parametrize(
    ("key", "shown", "not_shown"),
    [
        ("riichi", ("after_kong", "last_tile", "first_turn"), ("after_kong_discard",)),
        ("guizhou", ("after_kong", "first_turn", "after_kong_discard"), ("last_tile",)),
        ("beijing", ("after_kong", "last_tile", "first_turn"), ("after_kong_discard",)),
        ("wenzhou", ("after_kong", "last_tile", "first_turn"), ("after_kong_discard",)),
    ],
)
def test_each_rule_set_offers_the_win_flags_it_reads(
    key: str, shown: tuple[str, ...], not_shown: tuple[str, ...]
) -> None:
    html = _page(key)
    for flag in shown:
        assert f'name="{N.seat(0, flag)}"' in html, flag
    for flag in not_shown:
        assert f'name="{N.seat(0, flag)}"' not in html, flag


@pytest.mark.parametrize("key", ["guizhou", "beijing", "wenzhou"])
def test_a_chinese_rule_set_names_its_win_flags_in_its_players_words(key: str) -> None:
    html = _page(key)
    for romaji in ("rinshan", "haitei", "tenhou", "chiihou"):
        assert romaji not in html.lower(), romaji
    assert "杠上开花" in html or "杠上花" in html
    assert ("天和" in html) == (key == "beijing")  # Beijing's seed writes 和, the others 胡


def test_riichi_names_its_win_flags_as_riichi_players_do() -> None:
    html = _page("riichi")
    assert "On a kong replacement tile (rinshan)" in html
    assert "热炮" not in html


@pytest.mark.parametrize(
    ("key", "facts"),
    [
        ("riichi", ("discards", "claimed", "riichi_at", "passed")),
        ("guizhou", ("discards", "claimed", "passed")),
        ("beijing", ("discards", "claimed")),
        ("wenzhou", ("discards", "claimed", "passed")),
    ],
)
def test_each_rule_set_asks_for_the_history_it_reads(key: str, facts: tuple[str, ...]) -> None:
    html = _page(key)
    for fact in ("discards", "claimed", "riichi_at", "passed"):
        assert (f'name="{N.history(0, fact)}"' in html) == (fact in facts), fact
