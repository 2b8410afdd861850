"""Three-player riichi on the pages (issue 27): the players choice decides what the page offers and reads.

The mechanism is generic (`RuleSet.kinds_for`, `allows_chi_for`, `Field.players`, `Preset.players`): riichi at
three is the rule set that uses it. The hand: the dealer's self-draw 123456789p 123s 55s (ittsu, menzen tsumo) with
two Norths set aside (2 han of North dora): 5 han, a dealer's mangan, 4000 from each of the two others (tsumo loss).
"""

from __future__ import annotations

import re
from html import unescape
from typing import Any
from urllib.parse import parse_qsl, urlencode

import pytest
from django.test import Client

from calculator import offline_views
from calculator.forms import asked_at, default_players
from rules import registry

pytestmark = pytest.mark.django_db

RS = registry.RULE_SETS["riichi"]
HAND = {"s0_won": "1", "s0_hand": "123456789p123s55s", "s0_x_nuki": "2"}
NETS = {"0": "8000", "1": "-4000", "2": "-4000"}


def page(client: Client, query: dict[str, str] | list[tuple[str, str]], *, htmx: bool = False) -> str:
    headers = {"HX-Request": "true"} if htmx else {}
    r = client.get("/riichi/?" + urlencode(query), headers=headers)
    assert r.status_code == 200
    return r.content.decode()


def nets(html: str) -> dict[str, str]:
    return dict(re.findall(r'class="net [^"]*" data-seat="(\d)" data-net="(-?\d+)"', html))


def permalink(html: str) -> list[tuple[str, str]]:
    found = re.search(r'id="result-panel"[^>]*data-permalink="([^"]*)"', html)
    assert found is not None
    return parse_qsl(unescape(found[1]).partition("?")[2])


def test_three_players_score_a_self_draw_with_two_norths_set_aside(client: Client) -> None:
    """Two payers, the tsumo loss of Tenhou's rooms; the breakdown names the North dora."""
    html = page(client, {"players": "3", **HAND, "lang": "en"})
    assert nets(html) == NETS
    transfers = re.findall(r'data-from="(\d)" data-to="(\d)" data-amount="(\d+)"', html)
    assert sorted(transfers) == [("1", "0", "4000"), ("2", "0", "4000")]
    assert 'data-key="nukidora"' in html


def test_the_keyboard_holds_what_is_in_play_at_the_players_chosen(client: Client) -> None:
    """At three, 2m-8m and the red 5m are drawn hidden and chi is not offered; the page's data says what is in play
    at each number, so the keyboard follows the choice without a reload."""
    three = page(client, {"players": "3"})
    hidden = set(re.findall(r'class="tile-btn" data-tile="(\w\w)" hidden', three))
    assert hidden == {"2m", "3m", "4m", "5m", "6m", "7m", "8m", "0m"}
    assert re.search(r'data-mode="chi"[^>]* hidden>', three)
    four = page(client, {"players": "4"})
    assert re.findall(r'class="tile-btn" data-tile="(\w\w)" hidden', four) == []
    assert not re.search(r'data-mode="chi"[^>]* hidden>', four)
    play = re.search(r'<script id="play-data" type="application/json">(.*?)</script>', four)
    assert play is not None
    assert '"chi": false' in play[1]
    assert '"2m"' in play[1]


def wrapper(html: str, name: str) -> str | None:
    """The attributes of the fieldset that says at which numbers of players the field `name` is asked."""
    found = re.search(
        rf'<fieldset class="for-players" data-players="3"([^>]*)>(?:(?!</fieldset>).)*name="{name}"', html, re.S
    )
    return None if found is None else found[1]


def test_fields_for_three_players_are_shown_at_three_only(client: Client) -> None:
    """The Norths set aside and the three-player options: shown and sent at three; at four hidden and disabled (not
    sent); the preset of a three-player room says which number it is for."""
    three = page(client, {"players": "3"})
    four = page(client, {"players": "4"})
    for name in ("s0_x_nuki", "s2_x_nuki", "o_sanma_tsumo", "o_nukidora"):
        assert wrapper(three, name) == "", name
        assert wrapper(four, name) == " hidden disabled", name
    assert re.search(r'<option value="tenhou_sanma" data-players="3">', four)
    assert re.search(r'<option value="four_winds" data-players="4">', three)  # a draw that needs four seats
    # the count of options says what is asked here
    shown = sum(asked_at(f, 4) for f in RS.options)
    assert f'<span class="options-count">（{shown}）</span>' in four
    assert f'<span class="options-count">（{len(RS.options)}）</span>' in three


def test_a_count_to_tap_is_never_relabelled_as_a_seat(client: Client) -> None:
    """The Norths set aside are a row of numbers to tap, marked so the page script leaves their labels alone."""
    html = page(client, {"players": "3"})
    radios = re.findall(r'<input type="radio" name="s1_x_nuki" value="(\d)"[^>]*data-number', html)
    assert radios == ["0", "1", "2", "3", "4"]


def test_the_address_keeps_the_players_and_the_norths(client: Client) -> None:
    """The short link written back holds the players and the Norths, and opened again scores the same hand."""
    html = page(client, {"players": "3", **HAND}, htmx=True)
    short = permalink(html)
    assert ("players", "3") in short
    assert ("s0_x_nuki", "2") in short
    assert nets(page(client, short)) == NETS


def test_a_field_for_three_players_in_a_four_player_address_is_not_read(client: Client) -> None:
    """Hidden at four, so never sent by the page: a hand-made address giving it is scored without it (no error
    about a field the page does not show), and the link written back leaves it out."""
    html = page(client, {"players": "4", **HAND}, htmx=True)
    assert "s0_x_nuki" not in dict(permalink(html))
    assert "asked only with" not in html
    assert nets(html)  # scored


def test_a_preset_for_three_players_sets_the_players_of_an_address(client: Client) -> None:
    """A three-player room's preset without players: three seats; the link written back needs no players."""
    assert default_players(RS, "tenhou_sanma") == 3
    assert default_players(RS, "tenhou") == 4
    html = page(client, {"preset": "tenhou_sanma", **HAND}, htmx=True)
    assert nets(html) == NETS
    short = dict(permalink(html))
    assert short.get("preset") == "tenhou_sanma"
    assert "players" not in short


def test_players_changed_under_a_three_player_preset_takes_the_first_preset_for_them(client: Client) -> None:
    """Players 4 with a preset for three (the players just changed): the first preset for four, its options shown."""
    html = page(client, {"players": "4", "preset": "tenhou_sanma", "preset_was": "tenhou_sanma", "s0_won": "1"})
    assert re.search(rf'<option value="{RS.default_preset}" selected>', html)
    assert "is for 3 players" not in html


def test_rule_page_examples_open_at_three_players_with_their_norths(client: Client) -> None:
    """The North dora's example: its seat says how many Norths were set aside, and its link opens the calculator at
    three players with them."""
    html = client.get("/riichi/rules/?lang=en").content.decode()
    section = html[html.index('id="p-nukidora"') :]
    section = section[: section.index("</details>")]
    assert "North tiles extracted" in section
    link = re.search(r'href="(/riichi/\?[^"]*)"', section)
    assert link is not None
    query = dict(parse_qsl(unescape(link[1]).partition("?")[2]))
    assert query["players"] == "3"
    assert query["s0_x_nuki"] == "2"
    opened = client.get(unescape(link[1])).content.decode()
    assert 'data-key="nukidora"' in opened
    assert "For 3 players." in html  # the three-player rooms' presets say so


def test_the_offline_form_map_reads_the_three_player_fields() -> None:
    """The offline result builds its request from the same map: the Norths and the options say at which numbers
    of players they are read, and a three-player room's preset gives the players of an address without them."""
    m = offline_views.form_map(RS)
    seat = {f["key"]: f for f in m["seat"]}
    assert seat["nuki"] == {"key": "nuki", "read": "int", "players": [3]}
    options = {f["key"]: f for f in m["options"]}
    assert options["sanma_tsumo"]["players"] == [3]
    assert "players" not in options["kuitan"]
    assert m["preset_players"]["tenhou_sanma"] == [3]
    assert sorted(m["players"]) == [3, 4]


def _three_player_examples() -> list[pytest.ParameterSet]:
    items = [(p.key, p.examples) for p in RS.patterns] + [(r.key, r.examples) for r in RS.rules]
    return [
        pytest.param(ex, id=f"{key}-{n}")
        for key, examples in items
        for n, ex in enumerate(examples)
        if ex.request.get("players") == 3
    ]


@pytest.mark.parametrize("example", _three_player_examples())
def test_every_three_player_example_opens_scored_at_three(client: Client, example: Any) -> None:
    """Each three-player example of the rule page opens the calculator at three seats with its Norths, and scores."""
    from calculator import rule_pages

    url = rule_pages.example_url(RS, example.request)
    query = dict(parse_qsl(url.partition("?")[2]))
    assert query["players"] == "3"
    for i, seat in enumerate(example.request["seats"]):
        if seat.get("nuki"):
            assert query[f"s{i}_x_nuki"] == str(seat["nuki"])
    html = client.get(url, headers={"HX-Request": "true"}).content.decode()
    assert len(nets(html)) == 3, url
    assert 'class="problems"' not in html
