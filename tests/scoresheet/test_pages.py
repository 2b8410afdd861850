"""Pages: creating a session, recording from the calculator page, a draw in one tap, bad input, exports."""

from __future__ import annotations

import csv
import io
import json
import re
from urllib.parse import parse_qs, urlsplit

import pytest
from django.http import QueryDict
from django.test import Client
from django.utils.html import escape

from scoresheet import exchange
from scoresheet.models import Change, Hand, Session
from tests.scoresheet.conftest import fresh, make_session, record

pytestmark = pytest.mark.django_db

HAND = "234m345p456s678s55p"


def ron(winner: int, discarder: int) -> dict:
    return {
        "seats": [
            {"hand": HAND, "win": {"tile": "8s", "by": "discard", "from": discarder}} if i == winner else {}
            for i in range(4)
        ]
    }


def prefill(client: Client, s: Session, number: int = 0) -> dict[str, list[str]]:
    url = f"/s/{s.edit_token}/record/" + (f"?number={number}" if number else "")
    r = client.get(url)
    assert r.status_code == 302
    return parse_qs(urlsplit(r["Location"]).query, keep_blank_values=True)


def test_create_session_from_the_form_freezes_the_rules() -> None:
    c = Client()
    r = c.post(
        "/s/new/riichi/",
        {
            "title": "Friday",
            "preset": "tenhou",
            "players": "4",
            "name_0": "张三",
            "name_1": "李四",
            "name_2": "王五",
            "name_3": "赵六",
            "scoring_preset": "ema",
            "rounds": "1",
            "uma": "",
            "tobi": "",
        },
    )
    assert r.status_code == 302
    s = Session.objects.get()
    assert r["Location"] == f"/s/{s.edit_token}/?new=1"
    assert (s.ruleset, s.preset, s.scoring_preset) == ("riichi", "tenhou", "ema")
    assert s.options["honba_value"] == 300
    assert s.progress_options == {
        "rounds": 1,
        "honba": "standard",
        "start_points": 30000,
        "return_points": 30000,
        "uma": [15, 5, -5, -15],
        "tobi": False,
        "sticks_to_top": True,
        "tobi_at_zero": False,
        "agari_yame": "off",
        "tenpai_yame": "off",
        "target_points": 30000,
        "extra_round": False,
        "rounding": "exact",
        "ties": "split",
    }
    page = c.get(r["Location"]).content.decode()
    assert "张三" in page
    assert s.view_token in page
    assert "300" in page  # the frozen options are shown


@pytest.mark.parametrize(
    ("key", "data", "field", "text"),
    [
        pytest.param("beijing", {"players": "3"}, "players", "", id="seat-count-refused"),
        pytest.param(
            "guizhou", {"players": "2", "name_0": "x" * 200, "name_1": "b"}, "name_0", "40", id="name-200-chars"
        ),
        pytest.param("guizhou", {"players": "2", "name_0": "a", "name_1": ""}, "name_1", "", id="missing-name"),
        pytest.param("guizhou", {"players": "2", "name_0": "a", "name_1": "a"}, "players", "", id="same-names"),
        pytest.param(
            "guizhou", {"players": "2", "name_0": "a", "name_1": "b", "name_2": "c"}, "players", "", id="more-names"
        ),
        pytest.param("riichi", {"players": "4", "uma": "10 x"}, "uma", "", id="uma-not-numbers"),
        pytest.param("riichi", {"players": "4", "uma": "10 10 10 10"}, "uma", "", id="uma-not-zero-sum"),
        pytest.param(
            "guizhou",
            {"players": "2", "name_0": "a", "name_1": "b", "o_base_points": "-5"},
            "o_base_points",
            "",
            id="bad-base",
        ),
    ],
)
def test_bad_input_on_create_names_the_field_and_saves_nothing(key, data, field, text) -> None:
    c = Client()
    full = {"preset": "seed", "name_0": "a", "name_1": "b", "scoring_preset": "seed", "rounds": "2", "order": "seed"}
    if data["players"] != "2":
        full |= {"name_2": "c", "name_3": "d"}
    full.update(data)
    r = c.post(f"/s/new/{key}/", full)
    assert r.status_code == 400
    html = r.content.decode()
    assert f'href="#id_{field}"' in html
    assert text in html
    assert Session.objects.count() == 0


def test_record_from_the_calculator_page_and_a_stale_second_record() -> None:
    c = Client(headers={"Accept-Language": "en"})
    s = make_session()
    q = prefill(c, s)
    # the calculator's own query: players, dealer, streak, the frozen preset and options, sticks, round wind
    assert (q["players"], q["dealer"], q["dealer_streak"], q["preset"]) == (["4"], ["0"], ["0"], ["seed"])
    assert q["o_honba_value"] == ["1500"]
    assert (q["t_riichi_sticks"], q["t_round_wind"], q["v"]) == (["0"], ["1z"], ["0"])
    page = c.get(f"/s/{s.edit_token}/record/", q)
    assert page.status_code == 200
    html = page.content.decode()
    assert 'id="record-hand"' in html
    assert "甲" in html  # the players' names on the seats
    data = dict(q)
    data |= {"s1_won": ["on"], "s1_hand": [HAND], "s1_tile": ["8s"], "s1_by": ["discard"], "s1_from": ["0"]}
    r = c.post(f"/s/{s.edit_token}/record/", data)
    assert r.status_code == 302
    assert r["Location"] == f"/s/{s.edit_token}/"
    assert Hand.objects.get(session=s).answer["score_change"] == [-2000, 2000, 0, 0]
    # the same form again (the same version): the session changed: 409 and nothing recorded; the page is shown
    # again (a redirect to its GET address) for the new table with the hand kept: dealt by seat 1 now, so the
    # result on screen is the 2900 that recording gives, not the old table's 2000
    r = c.post(f"/s/{s.edit_token}/record/", data, headers={"HX-Request": "true"})
    assert r.status_code == 409
    assert Hand.objects.filter(session=s).count() == 1
    again = QueryDict(r["HX-Redirect"].split("?", 1)[1])
    assert r["HX-Redirect"].startswith(f"/s/{s.edit_token}/record/?")
    assert (again["dealer"], again["v"], again["changed"]) == ("1", "1", "1")
    assert (again["s1_hand"], again["s1_from"], again["s1_by"]) == (HAND, "0", "discard")
    page = c.get(r["HX-Redirect"])
    assert page.status_code == 200
    html = page.content.decode()
    assert "The session changed since this page was shown (1 hand recorded so far; the last: 乙 ← 甲)" in html
    assert html.index('id="sheet-notice"') < html.index('id="calc"')  # said at the top of the page
    assert 'name="v" value="1"' in html
    assert ">2,900<" in html or ">2900<" in html
    # without a script: the same, as a 303 to that address
    r = c.post(f"/s/{s.edit_token}/record/", data)
    assert (r.status_code, r["Location"]) == (303, page.request["PATH_INFO"] + "?" + page.request["QUERY_STRING"])
    # recorded with the new version it counts as hand 2, dealt by seat 1 (the deal passed)
    r = c.post(f"/s/{s.edit_token}/record/", dict(again.lists()), headers={"HX-Request": "true"})
    assert r.status_code == 204
    assert r["HX-Redirect"] == f"/s/{s.edit_token}/"
    h2 = Hand.objects.get(session=s, number=2)
    assert (h2.request["dealer"], h2.answer["score_change"]) == (1, [-2900, 2900, 0, 0])


def test_the_record_page_scores_at_the_sessions_table_whatever_is_sent() -> None:
    """The table and the rules are the session's: a dealer or streak sent otherwise (a tampered address, an old
    page) changes neither the result shown nor the hand recorded, and the page carries them as hidden fields."""
    c = Client(headers={"Accept-Language": "en"})
    s = make_session()
    q = prefill(c, s)
    data = dict(q) | {"s1_won": ["on"], "s1_hand": [HAND], "s1_tile": ["8s"], "s1_by": ["discard"], "s1_from": ["0"]}
    tampered = data | {"dealer": ["1"], "dealer_streak": ["3"], "o_honba_value": ["300"]}
    page = c.get(f"/s/{s.edit_token}/record/", tampered)
    html = page.content.decode()
    assert 'data-net="2000"' in html  # seat 1 is not the dealer: 2000, no honba
    assert 'data-net="2900"' not in html
    assert '<input type="hidden" name="dealer" value="0"' in html
    assert 'id="locked-note"' in html
    r = c.post(f"/s/{s.edit_token}/record/", tampered)
    assert r.status_code == 302
    h = Hand.objects.get(session=s, number=1)
    assert (h.request["dealer"], h.request.get("dealer_streak", 0), h.answer["score_change"]) == (
        0,
        0,
        [-2000, 2000, 0, 0],
    )


def test_a_page_shown_before_another_devices_change_is_shown_again_on_its_next_tap() -> None:
    """The result asked for by a page of an older version: not scored at the old table but sent to the page for the
    new one (409 + HX-Redirect for htmx, a redirect without a script), the hand kept, the message at the top."""
    c = Client(headers={"Accept-Language": "en"})
    s = make_session()
    q = prefill(c, s)
    record(
        s,
        {
            "ruleset": "riichi",
            "preset": "seed",
            "seats": [{}, {"hand": HAND, "win": {"tile": "8s", "by": "discard", "from": 0}}, {}, {}],
        },
    )
    data = dict(q) | {"s1_won": ["on"], "s1_hand": [HAND], "s1_tile": ["8s"], "s1_by": ["discard"], "s1_from": ["3"]}
    r = c.get(f"/s/{s.edit_token}/record/", data, headers={"HX-Request": "true"})
    assert r.status_code == 409
    again = QueryDict(r["HX-Redirect"].split("?", 1)[1])
    assert (again["dealer"], again["v"], again["changed"], again["s1_from"], again["s1_hand"]) == (
        "1",
        "1",
        "1",
        "3",
        HAND,
    )
    assert c.get(f"/s/{s.edit_token}/record/", data)["Location"] == r["HX-Redirect"]
    page = c.get(r["HX-Redirect"])
    html = page.content.decode()
    assert page.status_code == 200
    assert "1 hand recorded so far; the last: 乙 ← 甲" in html
    assert 'data-net="2900"' in html  # 乙 deals now: the dealer's ron
    # the page of the new version asks again: answered, not sent on
    assert c.get(r["HX-Redirect"], headers={"HX-Request": "true"}).status_code == 200


def test_correct_a_hand_from_its_prefilled_calculator() -> None:
    c = Client()
    s = make_session()
    s, _ = record(s, ron(1, 0))
    s, _ = record(s, ron(2, 3))
    q = prefill(c, s, number=1)
    assert (q["s1_hand"], q["s1_from"], q["number"]) == ([HAND], ["0"], ["1"])
    q["s1_from"] = ["3"]
    r = c.post(f"/s/{s.edit_token}/record/", q)
    assert r.status_code == 302
    assert Hand.objects.get(session=s, number=1).answer["score_change"] == [0, 2000, 0, -2000]
    assert fresh(s).cache["final"]["scores"] == [25000, 27000, 27000, 21000]


def test_forged_hand_numbers_are_refused() -> None:
    c = Client(headers={"Accept-Language": "en"})
    s = make_session()
    s, _ = record(s, ron(1, 0))
    q = prefill(c, s)
    q["number"] = ["7"]
    r = c.post(f"/s/{s.edit_token}/record/", q)
    assert r.status_code == 400
    assert "There is no hand 7" in r.content.decode()
    r = c.post(f"/s/{s.edit_token}/hand/7/delete/", {"version": str(fresh(s).version)})
    assert r.status_code == 400
    assert "There is no hand 7" in r.content.decode()
    r = c.post(f"/s/{s.edit_token}/undo/", {"version": "abc"})
    assert r.status_code == 400
    assert "Version" in r.content.decode()
    assert Hand.objects.filter(session=s).count() == 1
    assert fresh(s).version == s.version


def test_a_draw_in_one_tap_with_the_tenpai_seats() -> None:
    c = Client()
    s = make_session()
    r = c.post(f"/s/{s.edit_token}/draw/", {"version": str(s.version), "tenpai": ["0", "2"], "riichi": ["2"]})
    assert r.status_code == 302
    h = Hand.objects.get(session=s)
    assert h.kind == "draw"
    assert h.answer["score_change"] == [1500, -1500, 500, -1500]
    final = fresh(s).cache["final"]
    assert (final["dealer"], final["streak"], final["sticks"]) == (0, 1, 1)
    # an abortive draw, then a chombo: the deal stays
    s = fresh(s)
    r = c.post(f"/s/{s.edit_token}/draw/", {"version": str(s.version), "t_draw": "four_winds"})
    assert r.status_code == 302
    s = fresh(s)
    r = c.post(f"/s/{s.edit_token}/draw/", {"version": str(s.version), "t_chombo": "3"})
    assert r.status_code == 302
    assert list(Hand.objects.filter(session=s).values_list("kind", flat=True)) == ["draw", "abortive", "chombo"]
    final = fresh(s).cache["final"]
    assert (final["dealer"], final["streak"], final["sticks"]) == (0, 1, 1)
    # after the draw 26500 23500 25500 23500; chombo by seat 3: 4000 to the dealer, 2000 to each other
    assert final["scores"] == [30500, 25500, 27500, 15500]
    page = c.get(f"/s/{s.view_token}/").content.decode()
    assert "Chombo" in page or "诈和" in page


def test_export_json_imports_back_into_an_identical_session() -> None:
    c = Client()
    s = make_session("guizhou", names=("阿明", "小红", "老王"))
    draw = {"seats": [{"tenpai": False}] * 3}
    win = {
        "seats": [
            {"tenpai": False},
            {"hand": "123m456m789m123p55p", "win": {"tile": "5p", "by": "self_draw"}},
            {"tenpai": False},
        ]
    }
    s, _ = record(s, draw)
    s, _ = record(s, win)  # 小红 self-draws: deals next
    s, _ = record(s, draw)
    exported = c.get(f"/s/{s.view_token}/export.json").content.decode()
    r = c.post("/s/import/", {"text": exported})
    assert r.status_code == 302
    copy = Session.objects.exclude(pk=s.pk).get()
    assert copy.edit_token != s.edit_token
    again = json.loads(c.get(f"/s/{copy.view_token}/export.json").content)
    assert again == json.loads(exported)
    assert copy.cache["final"] == fresh(s).cache["final"]
    assert (copy.cache["final"]["dealer"], copy.cache["final"]["streak"], copy.cache["final"]["scores"]) == (
        1,
        1,
        [-2, 3, -1],
    )  # the dealer (阿明) pays double: 2, 老王 1
    assert Change.objects.filter(session=copy).values_list("action", flat=True).get() == "import"


@pytest.mark.parametrize(
    "text",
    [
        pytest.param("not json", id="not-json"),
        pytest.param('{"format": "other"}', id="other-format"),
        pytest.param(
            json.dumps(
                {
                    "format": exchange.FORMAT,
                    "format_version": 1,
                    "session": {"ruleset": "beijing", "preset": "seed", "options": {}},
                    "players": ["a", "b"],
                    "hands": [],
                }
            ),
            id="seat-count",
        ),
        pytest.param(
            json.dumps(
                {
                    "format": exchange.FORMAT,
                    "format_version": 1,
                    "session": {"ruleset": "guizhou", "preset": "seed", "options": {}},
                    "players": ["a", "b"],
                    "hands": [{"request": {"seats": [{"hand": "zz"}, {}]}, "answer": {}}],
                }
            ),
            id="bad-hand",
        ),
    ],
)
def test_bad_imports_say_why_and_save_nothing(text) -> None:
    r = Client().post("/s/import/", {"text": text})
    assert r.status_code == 400
    assert 'class="field-error"' in r.content.decode()
    assert Session.objects.count() == 0


def test_csv_has_a_bom_the_names_and_the_right_columns() -> None:
    s = make_session(names=("张三", "李四", "王五", "赵六"))
    s, _ = record(s, ron(1, 0))
    r = Client().get(f"/s/{s.view_token}/export.csv", headers={"Accept-Language": "en"})
    assert r.content.startswith(b"\xef\xbb\xbf")
    rows = list(csv.reader(io.StringIO(r.content.decode("utf-8-sig"))))
    assert rows[0][:6] == ["Hand number", "Dealer", "Kind", "Winner", "Discarder", "Patterns"]
    assert rows[0][6:] == [f"{n} change" for n in ("张三", "李四", "王五", "赵六")] + [
        f"{n} total" for n in ("张三", "李四", "王五", "赵六")
    ]
    assert rows[1][:5] == ["1", "张三", "Win", "李四", "张三"]
    assert rows[1][6:] == ["-2000", "2000", "0", "0", "23000", "27000", "25000", "25000"]
    assert rows[3] == ["Place", "Player", "Total", "Result"]
    assert rows[4][:3] == ["1", "李四", "27000"]
    # every heading in the page's language (the players' columns said "change" in every language)
    ja = Client().get(f"/s/{s.view_token}/export.csv", headers={"Accept-Language": "ja"}).content.decode("utf-8-sig")
    head = next(csv.reader(io.StringIO(ja)))
    assert head[6:8] == ["张三 収支", "李四 収支"]
    assert head[10] == "张三 累計"
    assert not [h for h in head if re.search(r"[A-Za-z]", h)]


def test_rescore_view_shows_a_difference_when_the_stored_answer_differs() -> None:
    c = Client()
    s = make_session()
    s, _ = record(s, ron(1, 0))
    page = c.get(f"/s/{s.view_token}/rescore/").content.decode()
    assert 'id="no-difference"' in page
    h = Hand.objects.get(session=s)
    h.answer = {**h.answer, "score_change": [-1000, 1000, 0, 0], "net": [-1000, 1000, 0, 0]}
    h.save()
    page = c.get(f"/s/{s.view_token}/rescore/").content.decode()
    assert "no-difference" not in page
    assert "+1000" in page
    assert "+2000" in page


def test_session_page_shows_standings_chart_and_hand_list() -> None:
    c = Client()
    s = make_session()
    s, _ = record(s, ron(1, 0))
    s, _ = record(s, ron(2, 3))
    html = c.get(f"/s/{s.view_token}/", headers={"Accept-Language": "en"}).content.decode()
    assert '<svg class="chart"' in html
    assert html.count('class="line p') == 4
    assert 'id="hand-2"' in html
    assert "Read only" in html
    assert s.edit_token not in html  # the read-only page never shows the editing link
    detail = c.get(f"/s/{s.view_token}/hand/1/").content.decode()
    assert "乙" in detail  # the winner's name on the breakdown
    assert c.get(f"/s/{s.view_token}/hand/9/").status_code == 404


def _form_fields(html: str, action: str) -> dict[str, str]:
    """The hidden inputs of the form posting to `action`, as the page renders them."""
    import re

    form = re.search(rf'<form method="post" action="{re.escape(action)}"[^>]*>(.*?)</form>', html, re.S)
    assert form, action
    return dict(re.findall(r'<input type="hidden" name="(\w+)" value="([^"]*)"', form[1]))


def test_the_page_forms_carry_the_version_and_a_closed_session_refuses_hands() -> None:
    c = Client(headers={"Accept-Language": "en"})
    s = make_session()
    html = c.get(f"/s/{s.edit_token}/").content.decode()
    fields = _form_fields(html, f"/s/{s.edit_token}/draw/")
    assert fields["version"] == "0"
    assert "error" not in html.split('class="draw"')[1].split("</details>")[0]  # not bound: no errors shown
    r = c.post(f"/s/{s.edit_token}/draw/", {**fields, "tenpai": ["0"]})
    assert r.status_code == 302
    html = c.get(f"/s/{s.edit_token}/").content.decode()
    close = _form_fields(html, f"/s/{s.edit_token}/close/")
    assert close == {"csrfmiddlewaretoken": close["csrfmiddlewaretoken"], "version": "1", "closed": "1"}
    assert c.post(f"/s/{s.edit_token}/close/", close).status_code == 302
    r = c.post(f"/s/{s.edit_token}/draw/", {"version": "2", "tenpai": ["0"]})
    assert r.status_code == 400
    assert "This session is closed" in r.content.decode()
    assert Hand.objects.filter(session=s).count() == 1
    assert c.post(f"/s/{s.edit_token}/close/", {"version": "2", "closed": "0"}).status_code == 302
    assert c.post(f"/s/{s.edit_token}/draw/", {"version": "3", "tenpai": ["0"]}).status_code == 302


def test_the_redraw_form_appears_when_due_and_sets_the_seats() -> None:
    c = Client(headers={"Accept-Language": "en"})
    s = make_session("wenzhou", names=("A", "B", "C", "D"), progress_overrides={"draw_keeps_deal": True})
    for _ in range(4):
        s, _n = record(s, {"seats": [{}, {}, {}, {}]})
    html = c.get(f"/s/{s.edit_token}/").content.decode()
    assert "the seats are redrawn" in html
    assert 'id="next-hand"' not in html
    fields = _form_fields(html, f"/s/{s.edit_token}/seating/")
    assert fields["version"] == "4"
    r = c.post(f"/s/{s.edit_token}/seating/", {**fields, "seat_0": "3", "seat_1": "2", "seat_2": "1", "seat_3": "0"})
    assert r.status_code == 302
    html = c.get(f"/s/{s.edit_token}/").content.decode()
    assert 'id="next-hand"' in html
    assert re.search(r'<li class="is-dealer"><span class="wind">[^<]+</span> D</li>', html)
    bad = c.post(
        f"/s/{s.edit_token}/seating/", {"version": "5", "seat_0": "1", "seat_1": "1", "seat_2": "1", "seat_3": "0"}
    )
    assert bad.status_code == 400


def test_a_finished_riichi_game_shows_the_result_with_uma() -> None:
    s = make_session(scoring_preset="tenhou")
    big = {"seats": [{"hand": "111m999m111p999p1s1s", "win": {"tile": "1s", "by": "discard", "from": 1}}, {}, {}, {}]}
    # chinroutou + suuankou (tanki), stacked (multiple yakuman on): a dealer's double yakuman, 96000 off seat 1
    s, _ = record(s, big)
    html = Client(headers={"Accept-Language": "en"}).get(f"/s/{s.view_token}/").content.decode()
    assert "The game is over" in html
    # Tenhou: 25,000 start, 30,000 return, uma +20/+10/-10/-20, oka 4 x 5,000 to the top.
    # 甲 121000: 91000 + 20000 + 20000 = +131.0; 丙 and 丁 25000 (seat order): -5000 + 10000 = +5.0 and
    # -5000 - 10000 = -15.0; 乙 -71000: -101000 - 20000 = -121.0. Sum 0.
    finals = re.findall(r'<td class="num">([+-][\d.]+)</td></tr>', html)
    assert finals == ["+131.0", "+5.0", "-15.0", "-121.0"]


# ------------------------------------------- the rules chosen at creation ---


def _names(players: int) -> dict[str, str]:
    return {f"name_{i}": n for i, n in enumerate(["甲", "乙", "丙", "丁"][:players])}


@pytest.mark.parametrize("key", ["riichi", "guizhou", "wenzhou", "beijing"])
def test_the_new_session_form_offers_every_rule_option_as_the_calculator_does(key: str) -> None:
    from rules import registry

    rs = registry.RULE_SETS[key]
    html = Client(headers={"Accept-Language": "en"}).get(f"/s/new/{key}/").content.decode()
    # the calculator's own field names and labels, one per option of the rule set
    for f in rs.options:
        assert f'name="o_{f.key}"' in html, f.key
        assert escape(f.names.get("en")) in html, f.key
    # and every progress option of its table, the final result's presets first where it has them
    prog = rs.progress
    for f in prog.fields:
        assert f'name="{f.key}"' in html, f.key
        assert escape(f.names.get("en")) in html, f.key
    assert ('name="scoring_preset"' in html) == bool(prog.result_presets)
    assert 'name="preset_was"' in html


def test_an_option_set_at_creation_is_frozen_and_shown_in_words() -> None:
    c = Client(headers={"Accept-Language": "en"})
    data = {
        "preset": "seed",
        "preset_was": "seed",
        "players": "4",
        **_names(4),
        "rounds": "1",
        "scoring_preset": "seed",
    }
    data |= {"o_honba_value": "600", "o_kiriage": ["0", "1"]}
    r = c.post("/s/new/riichi/", data)
    assert r.status_code == 302, r.content.decode()[:3000]
    s = Session.objects.get()
    assert s.options["honba_value"] == 600
    assert s.options["kiriage"] is True
    assert s.progress_options["rounds"] == 1
    html = c.get(f"/s/{s.view_token}/").content.decode()
    shown = dict(re.findall(r"<dt>([^<]+)</dt><dd>([^<]+)</dd>", html))
    from rules import registry

    rs = registry.RULE_SETS["riichi"]
    assert shown[rs.option("honba_value").names.get("en")] == "600"
    assert shown[rs.option("kiriage").names.get("en")] == "Yes"
    assert shown["Game length"] == "East only"
    assert "honba_value" not in html.split("The rules agreed")[1]  # names, not keys


def test_a_rule_option_the_rules_refuse_is_named_on_its_field() -> None:
    data = {"preset": "seed", "players": "4", **_names(4), "scoring_preset": "seed", "o_honba_value": "500"}
    r = Client(headers={"Accept-Language": "en"}).post("/s/new/riichi/", data)
    assert r.status_code == 400
    assert 'href="#id_o_honba_value"' in r.content.decode()  # 500 does not divide by 3
    assert Session.objects.count() == 0


def test_a_preset_changed_without_a_script_shows_its_values_before_anything_is_frozen() -> None:
    c = Client(headers={"Accept-Language": "en"})
    # the form was shown with the seed's values (preset_was) and the preset changed to Tenhou's
    data = {"preset": "tenhou", "preset_was": "seed", "players": "4", **_names(4), "honba": "renchan"}
    data |= {"o_honba_value": "100", "scoring_preset": "seed"}
    r = c.post("/s/new/riichi/", data)
    assert r.status_code == 200
    assert Session.objects.count() == 0
    html = r.content.decode()
    assert 'id="preset-changed"' in html
    assert re.search(r'name="o_honba_value" value="300"', html)  # Tenhou's 300 per honba
    assert re.search(r'<option value="standard" selected>', html)  # Tenhou counts honba
    assert 'name="preset_was" value="tenhou"' in html
    # started as shown: Tenhou's values frozen
    r = c.post("/s/new/riichi/", {**data, "preset_was": "tenhou", "honba": "standard", "o_honba_value": "300"})
    assert r.status_code == 302
    s = Session.objects.get()
    assert (s.preset, s.options["honba_value"], s.progress_options["honba"]) == ("tenhou", 300, "standard")


@pytest.mark.parametrize(
    ("scoring", "tobi", "want"),
    [
        pytest.param("seed", "", (25000, 25000, [0, 0, 0, 0], False), id="seed-table"),
        pytest.param("tenhou", "", (25000, 30000, [20, 10, -10, -20], True), id="tenhou"),
        pytest.param("ema", "", (30000, 30000, [15, 5, -5, -15], False), id="ema-wrc"),
        pytest.param("ema", "1", (30000, 30000, [15, 5, -5, -15], True), id="ema-with-tobi"),
        pytest.param("tenhou", "0", (25000, 30000, [20, 10, -10, -20], False), id="tenhou-without-tobi"),
    ],
)
def test_riichi_starting_points_uma_and_bankruptcy_presets(scoring, tobi, want) -> None:
    data = {"preset": "seed", "players": "4", **_names(4), "scoring_preset": scoring, "tobi": tobi}
    assert Client().post("/s/new/riichi/", data).status_code == 302
    s = Session.objects.get()
    o = s.progress_options
    assert (o["start_points"], o["return_points"], o["uma"], o["tobi"]) == want
    # oka: (return - start) x 4 to the top, shown with the rules
    page = Client(headers={"Accept-Language": "en"}).get(f"/s/{s.view_token}/").content.decode()
    assert f"<dt>Oka (to the top)</dt><dd>{(want[1] - want[0]) * 4}</dd>" in page.replace("\n", "")


def test_the_index_page_and_every_pages_header_lead_to_the_scoresheet() -> None:
    c = Client(headers={"Accept-Language": "en"})
    index = c.get("/").content.decode()
    assert 'id="open-scoresheet" href="/s/"' in index or 'href="/s/" id="open-scoresheet"' in index
    for url in ("/", "/riichi/", "/guizhou/rules/", "/s/"):
        assert '<a class="nav-sheet" href="/s/">Scoresheet</a>' in c.get(url).content.decode(), url


def test_the_history_page_lists_each_change_and_the_undo_through_the_pages() -> None:
    c = Client(headers={"Accept-Language": "en"})
    s = make_session(names=("张三", "李四", "王五", "赵六"))
    s, _ = record(s, ron(1, 0))
    s, _ = record(s, ron(2, 3))
    s = fresh(s)
    # delete hand 1 from its page, then undo from the session page
    hand = c.get(f"/s/{s.edit_token}/hand/1/").content.decode()
    delete = _form_fields(hand, f"/s/{s.edit_token}/hand/1/delete/")
    assert c.post(f"/s/{s.edit_token}/hand/1/delete/", delete).status_code == 302
    assert Hand.objects.filter(session=s).count() == 1
    page = c.get(f"/s/{s.edit_token}/").content.decode()
    undo = _form_fields(page, f"/s/{s.edit_token}/undo/")
    assert undo["version"] == "3"
    assert c.post(f"/s/{s.edit_token}/undo/", undo).status_code == 302
    assert list(Hand.objects.filter(session=s).values_list("number", flat=True)) == [1, 2]
    assert fresh(s).cache["final"]["scores"] == [23000, 27000, 27000, 23000]

    html = c.get(f"/s/{s.view_token}/history/").content.decode()
    rows = re.findall(r"<tr( class=\"undone\")?><td>.+?</td><td>(.*?)</td><td class=\"num\">(\d*)</td></tr>", html)
    # newest first: the undo, the delete it undid (marked), the two records, the creation
    assert [(bool(u), re.sub(r"<[^>]+>", "", w).strip(), n) for u, w, n in rows] == [
        (False, "Undo · Hand deleted", "1"),
        (True, "Hand deleted (undone)", "1"),
        (False, "Hand recorded", "2"),
        (False, "Hand recorded", "1"),
        (False, "Session created", ""),
    ]
    assert "From which link" not in html  # the read-only link does not see which link changed it: no column
    edit_view = c.get(f"/s/{s.edit_token}/history/").content.decode()
    assert "From which link" in edit_view
    assert f"editing link {s.edit_token[:6]}…" in edit_view
    # the time says its zone; the date and the time each kept on one line (a phone broke "2026-11-" / "24")
    assert re.search(
        r'<td><span class="when">\d{4}-\d\d-\d\d</span> <span class="when">\d\d:\d\d:\d\d UTC</span></td>', edit_view
    )


@pytest.mark.parametrize(
    ("text", "uma"),
    [
        ("15 5 -5 -15", [15, 5, -5, -15]),
        ("+20, +10, -10, -20", [20, 10, -10, -20]),
        ("20/10/−10/−20", [20, 10, -10, -20]),
        ("", None),
    ],
)
def test_uma_is_read_as_whole_thousands(text: str, uma: list[int] | None) -> None:
    from scoresheet.forms import parse_uma

    assert parse_uma(text) == uma


@pytest.mark.parametrize(
    "text", ["1_000 0 0 -1_000", "１５ ５ -５ -１５", "1e3 0 0 -1e3", "15.5 4.5 -5 -15", "12345 0 0 -12345"]
)
def test_uma_that_int_would_take_but_a_player_did_not_write_is_refused(text: str) -> None:
    from scoresheet.forms import parse_uma

    with pytest.raises(ValueError, match=re.escape(text)):
        parse_uma(text)


def test_a_hand_page_speaks_the_page_language_whatever_it_was_recorded_in() -> None:
    s = make_session()
    s, _ = record(s, ron(1, 0))  # the request has no lang: its stored answer is in Chinese
    assert "断幺九" in json.dumps(Hand.objects.get(session=s).answer, ensure_ascii=False)
    en = Client(headers={"Accept-Language": "en"}).get(f"/s/{s.view_token}/hand/1/").content.decode()
    assert "Tanyao" in en
    assert "断幺九" not in en
    assert "和牌" not in en
    ja = Client(headers={"Accept-Language": "ja"}).get(f"/s/{s.view_token}/hand/1/").content.decode()
    assert "断么九" in ja or "断幺九" in ja or "タンヤオ" in ja
    # the numbers stay the record's: a stored answer that the rules would now settle otherwise is shown as stored
    h = Hand.objects.get(session=s)
    h.answer = {**h.answer, "net": [-1000, 1000, 0, 0], "score_change": [-1000, 1000, 0, 0]}
    h.save()
    en = Client(headers={"Accept-Language": "en"}).get(f"/s/{s.view_token}/hand/1/").content.decode()
    assert "+1000" in en


def test_the_next_hand_page_opens_without_problems_and_names_the_players() -> None:
    c = Client(headers={"Accept-Language": "en"})
    s = make_session(names=("张三", "李四", "王五", "赵六"))
    page = c.get(f"/s/{s.edit_token}/record/", follow=True).content.decode()
    # only the table is filled in: the hint, not "1 problem" about each seat's tenpai
    assert "has-error" not in page
    assert "tenpai" not in re.sub(r"<[^>]+>", " ", page).split("Result")[-1]
    assert "The result appears here." in page
    labels = re.findall(r'class="seat-label" data-seat="\d"(?: data-name="[^"]*")?>([^<]*)<', page)
    assert labels == ["East · dealer · 张三", "South · 李四", "West · 王五", "North · 赵六"]


def test_a_seat_given_only_its_history_still_hears_its_problems() -> None:
    page = Client(headers={"Accept-Language": "en"}).get("/riichi/?players=4&s0_h_discards=1m2m").content.decode()
    assert "has-error" in page
    assert "The result appears here." not in page


def test_a_table_only_link_still_scores_what_needs_no_seat() -> None:
    # an abortive draw needs nothing of the seats: it is settled, not hidden behind the hint
    r = Client(headers={"Accept-Language": "en"}).get("/riichi/?players=4&dealer=0&t_draw=four_winds")
    page = r.content.decode()
    assert "has-error" not in page
    assert "No one pays." in page or 'class="net' in page


@pytest.mark.parametrize("ruleset", ["beijing", "wenzhou"])
def test_a_table_only_link_where_a_draw_pays_nothing_says_so_with_the_hint(ruleset: str) -> None:
    # Beijing and Wenzhou settle a hand with no winner as a draw, nobody paying: that is shown, and above it the
    # hint says that nothing is entered yet, so the zeros are not mistaken for a scored hand
    c = Client(headers={"Accept-Language": "en"})
    page = c.get(f"/{ruleset}/?players=4&dealer=1", headers={"HX-Request": "true"}).content.decode()
    text = " ".join(re.sub(r"<[^>]+>", " ", page.split("<template")[0]).split())
    assert "The result appears here. With no hand entered, the hand is scored as a draw:" in text
    assert "No one won: a draw." in text
    assert re.findall(r'data-net="(-?\d+)"', page) == ["0", "0", "0", "0"]
    zh = Client(headers={"Accept-Language": "zh-hans"}).get(f"/{ruleset}/?players=4&dealer=1").content.decode()
    assert "没有输入手牌时，这一局按流局计算：" in zh
    # once a hand is entered the hint is gone
    won = c.get(
        "/beijing/?players=4&dealer=0&preset=seed&i_flip=9p&s0_won=on&s0_hand=222p333s444s55s&s0_melds=111m%402"
        "&s0_by=self_draw"
    ).content.decode()
    assert "With no hand entered" not in won
    assert 'data-net="' in won


def test_a_hand_page_says_where_the_riichi_sticks_went() -> None:
    """The payments of a hand that takes the sticks on the table do not add up to its net: the page says why, as the
    calculator does (hand 2: 乙 takes 甲's stick from the drawn hand 1)."""
    s = make_session()
    draw = {
        "ruleset": "riichi",
        "preset": "seed",
        "table": {"draw": "exhaustive"},
        "seats": [{"riichi": "single", "tenpai": True}, {"tenpai": False}, {"tenpai": False}, {"tenpai": False}],
    }
    record(s, draw)
    win = {
        "ruleset": "riichi",
        "preset": "seed",
        "seats": [{}, {"hand": HAND, "win": {"tile": "8s", "by": "discard", "from": 2}}, {}, {}],
    }
    record(s, win)
    page = Client(headers={"Accept-Language": "en"}).get(f"/s/{s.view_token}/hand/2/").content.decode()
    assert 'id="sticks-explain"' in page
    assert "takes the 1000 in sticks on the table." in page
    assert "1 riichi stick on the table" in page  # the table it was played at, in the singular
    first = Client(headers={"Accept-Language": "en"}).get(f"/s/{s.view_token}/hand/1/").content.decode()
    assert "put down this hand or taken from the table" in first
    assert "in sticks on the table." not in first


def test_the_new_session_page_says_where_the_first_player_sits_by_wind() -> None:
    page = Client(headers={"Accept-Language": "zh-CN"}).get("/s/new/riichi/").content.decode()
    assert "第一位玩家坐东、先坐庄" in page
    assert "座位 0" not in page  # a seat counted from 0 is the code's, not the table's
