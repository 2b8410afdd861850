"""The calculator form: meld notation, error paths, and the request dict it builds (no scoring here)."""

from __future__ import annotations

import pytest
from django import forms
from django.http import QueryDict

from calculator.forms import calculator_form, melds_text, parse_melds
from tests.browser.fakes import FAKE


def label(i: int) -> str:
    return f"seat {i}"


def form_for(query: str, rs=FAKE):
    return calculator_form(rs, "en", seat_label=label, data=QueryDict(query))


def request_for(query: str, rs=FAKE) -> dict:
    form = form_for(query, rs)
    assert form.is_valid(), form.errors
    return form.to_request()


@pytest.mark.parametrize(
    ("text", "seat", "expected"),
    [
        pytest.param("555z@2", 0, [{"kind": "pon", "tiles": "555z", "from": 2}], id="pon"),
        pytest.param("123s", 1, [{"kind": "chi", "tiles": "123s", "from": 0}], id="chi-from-seat-before"),
        pytest.param("123s", 0, [{"kind": "chi", "tiles": "123s", "from": 3}], id="chi-wraps"),
        pytest.param("1111m", 0, [{"kind": "kong", "tiles": "1111m", "kong": "concealed"}], id="concealed-kong"),
        pytest.param(
            "1111m@3", 0, [{"kind": "kong", "tiles": "1111m", "kong": "exposed", "from": 3}], id="exposed-kong"
        ),
        pytest.param(
            "5505p+@1", 0, [{"kind": "kong", "tiles": "5505p", "kong": "added", "from": 1}], id="added-kong-red"
        ),
        pytest.param(
            "555z@2, 1111m 789p@3",
            0,
            [
                {"kind": "pon", "tiles": "555z", "from": 2},
                {"kind": "kong", "tiles": "1111m", "kong": "concealed"},
                {"kind": "chi", "tiles": "789p", "from": 3},
            ],
            id="several",
        ),
        pytest.param("", 0, [], id="none"),
    ],
)
def test_parse_melds_kind_follows_the_tiles(text: str, seat: int, expected: list) -> None:
    assert parse_melds(text, seat=seat, players=4) == expected


@pytest.mark.parametrize("text", ["55z@2", "12x@1", "555z@", "@2"])
def test_parse_melds_rejects_what_is_not_a_meld(text: str) -> None:
    with pytest.raises(forms.ValidationError):
        parse_melds(text, seat=0, players=4)


def test_melds_text_round_trips() -> None:
    text = "555z@2 1111m 789p@3 5555s+@1"
    assert melds_text(parse_melds(text, seat=0, players=4)) == text


@pytest.mark.parametrize(
    ("path", "field"),
    [
        pytest.param("seats.2.hand", "s2_hand", id="hand"),
        pytest.param("seats.1.melds.0.tiles", "s1_melds", id="meld"),
        pytest.param("seats.0.win", "s0_won", id="win"),
        pytest.param("seats.0.win.tile", "s0_tile", id="win-tile"),
        pytest.param("seats.3.win.from", "s3_from", id="win-from"),
        pytest.param("seats.0.win.after_kong", "s0_after_kong", id="win-flag"),
        pytest.param("seats.1.riichi", "s1_riichi", id="riichi"),
        pytest.param("seats.1.tenpai", "s1_tenpai", id="tenpai"),
        pytest.param("seats.1.chickens", "s1_x_chickens", id="seat-field"),
        pytest.param("options.base_points", "o_base_points", id="option"),
        pytest.param("indicators.flip", "i_flip", id="indicator"),
        pytest.param("dealer", "dealer", id="dealer"),
        pytest.param("seats", None, id="seats-form-wide"),
        pytest.param("", None, id="empty"),
        pytest.param("options.nope", None, id="unknown-option"),
    ],
)
def test_error_paths_map_to_form_fields(path: str, field: str | None) -> None:
    assert form_for("players=4").field_for_path(path) == field


def test_request_for_a_self_drawn_win() -> None:
    req = request_for(
        "players=4&dealer=1&preset=seed&s0_won=on&s0_hand=123m456p789s111z22z&s0_by=self_draw&s2_x_chickens=2"
    )
    assert req == {
        "ruleset": "fake",
        "lang": "en",
        "players": 4,
        "preset": "seed",
        "dealer": 1,
        "seats": [
            {"hand": "123m456p789s111z22z", "win": {"by": "self_draw", "tile": "2z"}},
            {},
            {"chickens": 2},
            {},
        ],
    }


def test_request_for_a_discard_win_with_melds_flags_and_declarations() -> None:
    req = request_for(
        "players=3&s1_won=on&s1_hand=456p789s111z22z&s1_melds=123m&s1_tile=2z&s1_by=discard&s1_from=2"
        "&s1_last_tile=on&s1_riichi=single&s1_ippatsu=on&s2_tenpai=no&i_flip=9p"
    )
    assert req["players"] == 3
    assert req["indicators"] == {"flip": "9p"}
    assert req["seats"][1] == {
        "hand": "456p789s111z22z",
        "melds": [{"kind": "chi", "tiles": "123m", "from": 0}],
        "win": {"by": "discard", "tile": "2z", "from": 2, "last_tile": True},
        "riichi": "single",
        "ippatsu": True,
    }
    assert req["seats"][2] == {"tenpai": False}
    assert len(req["seats"]) == 3


def test_request_sends_only_options_that_differ_from_the_preset() -> None:
    # the form shows the preset's values: base_points 100 under "high"
    req = request_for(
        "players=4&preset=high&preset_was=high&o_base_points=100&o_zimo_bonus=0&o_zimo_bonus=1&o_style=fancy"
    )
    assert req["preset"] == "high"
    assert req["options"] == {"style": "fancy"}


@pytest.mark.parametrize(
    ("query", "options"),
    [
        pytest.param("o_zimo_bonus=0", {"zimo_bonus": False}, id="unchecked-box-is-off"),
        pytest.param("o_zimo_bonus=0&o_zimo_bonus=1", None, id="checked-box-is-the-default"),
        pytest.param("", None, id="left-out-of-the-link-is-the-default"),
    ],
)
def test_boolean_options_left_out_of_a_link_keep_their_default(query: str, options: dict | None) -> None:
    req = request_for("players=4&" + query)
    assert req.get("options") == options


def test_boolean_option_renders_a_hidden_off_before_the_checkbox() -> None:
    html = str(form_for("players=4")["o_zimo_bonus"])
    assert html.startswith('<input type="hidden" name="o_zimo_bonus" value="0">')
    assert 'type="checkbox" name="o_zimo_bonus"' in html
    assert 'value="1"' in html


def test_a_changed_preset_replaces_the_options_shown() -> None:
    # the options on screen belonged to "seed"; the new preset "high" wins, and the form shows its values
    form = form_for("players=4&preset=high&preset_was=seed&o_base_points=1&o_zimo_bonus=0&o_style=plain")
    assert form.is_valid()
    assert "options" not in form.to_request()
    assert form["o_base_points"].value() == "100"
    assert form["preset_was"].value() == "high"


def test_a_draw_has_no_win() -> None:
    req = request_for("players=4&s0_hand=123m456p789s111z2z")
    assert all("win" not in s for s in req["seats"])


def test_syntax_errors_stay_in_the_form() -> None:
    form = form_for("players=4&o_base_points=many&s0_melds=55z@2&dealer=9")
    assert not form.is_valid()
    assert set(form.errors) == {"o_base_points", "s0_melds", "dealer"}


def test_winning_tile_defaults_to_the_last_tile_typed() -> None:
    req = request_for("players=4&s0_won=on&s0_hand=一万 二万 三万 东&s0_by=self_draw")
    assert req["seats"][0]["win"]["tile"] == "1z"


@pytest.mark.parametrize("key", ["riichi", "guizhou", "wenzhou", "beijing"])
def test_every_landed_rule_set_builds_a_form(key: str) -> None:
    from rules import registry

    rs = registry.RULE_SETS[key]
    form = calculator_form(rs, "zh-hans", seat_label=label)
    assert all(f"o_{o.key}" in form.fields for o in rs.options)
    assert all(f"i_{f.key}" in form.fields for f in rs.indicator_roles)
    assert all(f"s0_x_{f.key}" in form.fields for f in rs.seat_fields)
    assert all(f"t_{f.key}" in form.fields for f in rs.table_fields)
