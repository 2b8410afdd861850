"""The session page's draw form asks what the rule set declares a draw needs (`RuleSet.draw`) and nothing else, and
settles every draw of every rule set in a few taps; an untouched record form never records a draw."""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest
from django.test import Client

from scoresheet.models import Hand

from .conftest import fresh, make_session

pytestmark = pytest.mark.django_db

NAMES = ("A", "B", "C", "D")


def client() -> Client:
    return Client(headers={"Accept-Language": "en"})


def draw_fields(ruleset: str, **kw: Any) -> set[str]:
    s = make_session(ruleset, names=NAMES, **kw)
    page = client().get(f"/s/{s.edit_token}/").content.decode()
    form = page[page.index('id="draw"') : page.index('id="record-draw"')]
    return set(re.findall(r'name="([^"]+)"', form)) - {"csrfmiddlewaretoken", "version"}


@pytest.mark.parametrize(
    ("ruleset", "fields"),
    [
        pytest.param(
            "guizhou",
            {"tenpai", "s0_x_chajiao_pattern", "s1_x_chajiao_pattern", "s2_x_chajiao_pattern", "s3_x_chajiao_pattern"},
            id="guizhou-ready-and-best-pattern",
        ),
        pytest.param("beijing", {"t_shaozhuang_rounds"}, id="beijing-shaozhuang-only"),
        pytest.param("wenzhou", set(), id="wenzhou-nothing"),
        pytest.param("riichi", {"tenpai", "riichi", "nagashi_mangan", "t_draw", "t_chombo"}, id="riichi"),
    ],
)
def test_the_draw_form_asks_what_the_rules_need(ruleset: str, fields: set[str]) -> None:
    """Beijing's and Wenzhou's draws score no readiness, so it is not asked; Beijing asks its 烧庄 rounds, Guizhou
    each ready seat's best pattern, riichi tenpai, riichi, nagashi mangan, the kind of draw and chombo."""
    assert draw_fields(ruleset) == fields


def test_nagashi_mangan_is_asked_only_while_the_option_counts_it() -> None:
    assert "nagashi_mangan" not in draw_fields("riichi", option_overrides={"nagashi_mangan": False})


def post_draw(ruleset: str, data: dict[str, Any]) -> tuple[Any, Any]:
    s = make_session(ruleset, names=NAMES)
    r = client().post(f"/s/{s.edit_token}/draw/", {"version": str(s.version), **data})
    return r, s


def test_guizhou_cha_jiao_from_the_best_pattern_alone() -> None:
    """荒庄查叫 in two taps (a pattern picked for the ready seat, then record): picking it marks the seat ready;
    seat 1's 清七对 8 is paid by the dealer twice (16) and by the other two seats (8 each), base 1."""
    r, s = post_draw("guizhou", {"s1_x_chajiao_pattern": "qing_qi_dui"})
    assert r.status_code == 302
    h = Hand.objects.get(session=s)
    assert h.kind == "draw"
    assert [seat.get("tenpai") for seat in h.request["seats"]] == [False, True, False, False]
    assert h.answer["net"] == [-16, 32, -8, -8]


def test_guizhou_two_ready_seats_with_their_patterns() -> None:
    r, s = post_draw(
        "guizhou", {"tenpai": ["1", "2"], "s1_x_chajiao_pattern": "qing_qi_dui", "s2_x_chajiao_pattern": "da_dui_zi"}
    )
    assert r.status_code == 302
    assert Hand.objects.get(session=s).answer["net"] == [-22, 24, 9, -11]


def test_guizhou_ready_seats_without_pattern_say_so_once_each_and_point_to_the_full_form() -> None:
    """Each ready seat without its pattern is told beside its own field, named; the page links to the record page
    with the draw pre-filled; nothing is recorded."""
    r, s = post_draw("guizhou", {"tenpai": ["1", "2"]})
    assert r.status_code == 400
    html = r.content.decode()
    said = re.findall(r'class="field-error" id="err-(s\d_x_chajiao_pattern)"', html)
    assert said == ["s1_x_chajiao_pattern", "s2_x_chajiao_pattern"]
    assert html.count("give that pattern, or its hand to work it out") == 2
    link = re.search(r'href="([^"]+)" id="draw-full-form"', html)
    assert link is not None
    q = parse_qs(urlsplit(link.group(1).replace("&amp;", "&")).query)
    assert (q["s1_tenpai"], q["s2_tenpai"], q["s0_tenpai"]) == (["yes"], ["yes"], ["no"])
    assert link.group(1).startswith(f"/s/{s.edit_token}/record/")
    assert not Hand.objects.filter(session=s).exists()


def test_beijing_shaozhuang_on_a_draw() -> None:
    """Two 烧庄 rounds are 2^(2-1) = 2 fan: the dealer pays each other seat 2 x 2000 (seed lines 107-111)."""
    r, s = post_draw("beijing", {"t_shaozhuang_rounds": "2"})
    assert r.status_code == 302
    h = Hand.objects.get(session=s)
    assert h.request["table"]["shaozhuang_rounds"] == 2
    assert h.answer["net"] == [-12000, 4000, 4000, 4000]
    assert all("tenpai" not in seat for seat in h.request["seats"])


def test_wenzhou_draw_in_one_tap() -> None:
    r, s = post_draw("wenzhou", {})
    assert r.status_code == 302
    h = Hand.objects.get(session=s)
    assert (h.kind, h.answer["net"]) == ("draw", [0, 0, 0, 0])


@pytest.mark.parametrize(
    ("data", "kind", "change"),
    [
        # nagashi mangan by seat 2 (a non-dealer): a mangan self-draw, 4000 from the dealer, 2000 from each other
        pytest.param({"nagashi_mangan": ["2"]}, "draw", [-4000, -2000, 8000, -2000], id="nagashi-mangan"),
        # chombo by seat 3: 4000 to the dealer, 2000 to each other
        pytest.param({"t_chombo": "3"}, "chombo", [4000, 2000, 2000, -8000], id="chombo"),
        # an abortive draw: nobody pays
        pytest.param({"t_draw": "four_riichi", "riichi": ["0", "1", "2", "3"]}, "abortive", None, id="abortive"),
        # tenpai seats 0 and 2: 3000 noten payments split
        pytest.param({"tenpai": ["0", "2"]}, "draw", [1500, -1500, 1500, -1500], id="tenpai"),
    ],
)
def test_riichi_draws_from_the_draw_form(data: dict[str, Any], kind: str, change: list[int] | None) -> None:
    r, s = post_draw("riichi", data)
    assert r.status_code == 302
    h = Hand.objects.get(session=s)
    assert h.kind == kind
    if change is not None:
        assert h.answer["net"] == change


def record_empty(ruleset: str) -> tuple[Any, Any, dict[str, list[str]]]:
    s = make_session(ruleset, names=NAMES)
    c = client()
    location = c.get(f"/s/{s.edit_token}/record/")["Location"]
    q = parse_qs(urlsplit(location).query, keep_blank_values=True)
    return c.post(f"/s/{s.edit_token}/record/", q), s, q


@pytest.mark.parametrize("ruleset", ["riichi", "guizhou", "beijing", "wenzhou"])
def test_an_untouched_record_form_records_nothing_and_points_to_the_draw_form(ruleset: str) -> None:
    """Whatever the table facts the session fills (riichi's round wind and sticks), an untouched form is nothing
    entered: nothing is recorded, and the page links to the session page's draw form, opened."""
    r, s, _q = record_empty(ruleset)
    assert r.status_code == 400
    html = r.content.decode()
    assert "Nothing is entered for any seat" in html
    assert f'href="/s/{s.edit_token}/?draw=1#draw" id="record-by-draw-form"' in html
    assert not Hand.objects.filter(session=s).exists()
    page = client().get(f"/s/{s.edit_token}/?draw=1").content.decode()
    assert '<details class="draw" id="draw" open>' in page


def test_an_empty_win_form_is_not_a_draw() -> None:
    """The first seat's "won" ticked and no tiles: no result, nothing recorded, not even with the confirmation."""
    _r, s, q = record_empty("wenzhou")
    s = fresh(s)
    r = client().post(f"/s/{s.edit_token}/record/", {**q, "v": [str(s.version)], "s0_won": ["on"], "empty": ["1"]})
    assert r.status_code == 400
    assert not Hand.objects.filter(session=s).exists()


def test_a_draw_by_pattern_reads_back_on_the_hand_page_and_its_correction() -> None:
    """The hand page shows the 查叫 draw; correcting it opens the record page with the pattern picked, and saving
    the correction unchanged records the same settlement."""
    r, s = post_draw("guizhou", {"s1_x_chajiao_pattern": "qing_qi_dui"})
    assert r.status_code == 302
    c = client()
    page = c.get(f"/s/{s.edit_token}/hand/1/")
    assert page.status_code == 200
    location = c.get(f"/s/{s.edit_token}/record/?number=1")["Location"]
    q = parse_qs(urlsplit(location).query, keep_blank_values=True)
    assert q["s1_x_chajiao_pattern"] == ["qing_qi_dui"]
    s = fresh(s)
    r = c.post(f"/s/{s.edit_token}/record/", {**q, "v": [str(s.version)]})
    assert r.status_code == 302
    assert Hand.objects.get(session=s).answer["net"] == [-16, 32, -8, -8]


def test_guizhou_chickens_of_a_ready_seat_are_asked_only_under_cha_jiao_quan_bao() -> None:
    """Under 查叫全包 (line 167) a ready seat's chickens score on a draw: the form asks them then. 李四's 平胡 (1)
    with three 1s: the dealer pays 2 + 3, the others 1 + 3 each."""
    assert "s1_x_chickens" not in draw_fields("guizhou")
    assert "s1_x_chickens" in draw_fields("guizhou", option_overrides={"cha_jiao_quan_bao": True})
    s = make_session("guizhou", names=NAMES, option_overrides={"cha_jiao_quan_bao": True})
    data = {"version": str(s.version), "s1_x_chajiao_pattern": "ping_hu", "s1_x_chickens": "111s"}
    r = client().post(f"/s/{s.edit_token}/draw/", data)
    assert r.status_code == 302
    assert Hand.objects.get(session=s).answer["net"] == [-5, 13, -4, -4]


def test_wenzhou_asks_each_seats_wildcards_only_with_wildcard_money() -> None:
    """财神钱 is paid on a draw too (rule text line 43, "流局都算"): with the option on, the draw form asks each seat's
    财神 held, and nothing else."""
    assert draw_fields("wenzhou", option_overrides={"cai_shen_qian": True}) == {f"s{i}_x_cai_shen" for i in range(4)}


def test_wenzhou_wildcard_money_on_a_quick_draw() -> None:
    """Seat 0 holds two 财神 and seat 2 one: each collects 1 per 财神 from each other seat (default 1 point):
    seat 0 +6 -1, seat 2 +3 -2, seats 1 and 3 -3 each. No flipped tile is needed: the counts are given."""
    s = make_session("wenzhou", names=NAMES, option_overrides={"cai_shen_qian": True})
    data = {
        "version": str(s.version),
        "s0_x_cai_shen": "2",
        "s1_x_cai_shen": "0",
        "s2_x_cai_shen": "1",
        "s3_x_cai_shen": "0",
    }
    r = client().post(f"/s/{s.edit_token}/draw/", data)
    assert r.status_code == 302
    h = Hand.objects.get(session=s)
    assert h.kind == "draw"
    assert h.answer["net"] == [5, -3, 1, -3]
    assert {p["reason"] for p in h.answer["payments"]} == {"cai_shen_qian"}
