"""What a club's server must hold (issue "Hardened for a club's server"): money past 2^31, a base progression that is
not numbers, formulas in a spreadsheet, a lenient import, a flood of anonymous sessions. These run on SQLite in the
suite and again on PostgreSQL (`make test-pg`), where the 32-bit columns were 500s."""

from __future__ import annotations

import csv
import io
import json
from typing import Any

import pytest
from django.test import Client

from scoresheet import exchange
from scoresheet.models import Hand, PlayerResult, SeatResult, Session
from tests.scoresheet.conftest import make_session, record

pytestmark = pytest.mark.django_db

# the hand: 17 烧庄 rounds at base 1,000,000, the dealer (East) paying every round to each other seat
BEIJING_BIG = {
    "ruleset": "beijing",
    "indicators": {"flip": "9p"},
    "table": {"shaozhuang_rounds": 17},
    "seats": [
        {},
        {
            "hand": "222p333s444s55s",
            "melds": [{"kind": "pon", "tiles": "111m", "from": 2}],
            "win": {"tile": "5s", "by": "self_draw"},
        },
        {},
        {},
    ],
}
BIG_NET = [-196_610_000_000, 65_542_000_000, 65_534_000_000, 65_534_000_000]


def _names(n: int) -> dict[str, str]:
    return {f"name_{i}": name for i, name in enumerate(("Ann", "Bo", "Cy", "Di")[:n])}


# ----------------------------------------------------------------- money ---


def test_money_a_hand_past_2_31_is_recorded_and_counted_exactly() -> None:
    s = make_session("beijing", option_overrides={"base_points": 1_000_000})
    s, number = record(s, BEIJING_BIG)
    hand = Hand.objects.get(session=s, number=number)
    assert hand.answer["net"] == BIG_NET
    changes = [r.change for r in SeatResult.objects.filter(hand=hand).order_by("player__index")]
    assert changes == BIG_NET
    assert [r.points for r in PlayerResult.objects.filter(session=s).order_by("player__index")] == BIG_NET
    winner = SeatResult.objects.get(hand=hand, won=True)
    assert winner.value == BIG_NET[1]


def test_money_a_hand_past_2_31_survives_export_and_import() -> None:
    s = make_session("beijing", option_overrides={"base_points": 1_000_000})
    s, _n = record(s, BEIJING_BIG)
    text = json.dumps(exchange.to_json(Session.objects.get(pk=s.pk)), ensure_ascii=False)
    again = exchange.import_json(text, "en")
    assert [r.points for r in PlayerResult.objects.filter(session=again).order_by("player__index")] == BIG_NET


# ---------------------------------------------------- a base progression ---


@pytest.mark.parametrize("progression", ["1.5", "abc", "10 20 x", "10 -5", "99999999999999999999"])
def test_new_wenzhou_session_with_a_bad_base_progression_names_the_field(progression: str) -> None:
    data = {"preset": "seed", "players": "4", **_names(4), "o_base_progression": progression}
    r = Client(headers={"Accept-Language": "en"}).post("/s/new/wenzhou/", data)
    assert r.status_code == 400
    assert 'href="#id_o_base_progression"' in r.content.decode()
    assert Session.objects.count() == 0


def test_new_wenzhou_session_with_a_good_base_progression_keeps_it() -> None:
    data = {"preset": "seed", "players": "4", **_names(4), "o_base_progression": "5，10 20"}
    r = Client().post("/s/new/wenzhou/", data)
    assert r.status_code == 302
    assert Session.objects.get().options["base_progression"] == [5, 10, 20]


# -------------------------------------------------------------- the CSV ---

FORMULAS = ['=HYPERLINK("http://x","y")', "+1+1", "@SUM(1)", "-2+3"]


def test_csv_cells_a_spreadsheet_would_run_start_with_a_quote_and_the_json_keeps_the_names() -> None:
    s = make_session("riichi", names=FORMULAS)
    s, _n = record(
        s,
        {
            "ruleset": "riichi",
            "table": {"draw": "exhaustive"},
            "seats": [{"tenpai": True}, {"tenpai": False}, {"tenpai": False}, {"tenpai": False}],
        },
    )
    c = Client(headers={"Accept-Language": "en"})
    rows = list(csv.reader(io.StringIO(c.get(f"/s/{s.view_token}/export.csv").content.decode("utf-8-sig"))))
    cells = [cell for row in rows for cell in row]
    for name in FORMULAS:
        assert name not in cells
        assert "'" + name in cells  # the standings' player column
    assert not any(cell.startswith(("=", "+", "@")) for cell in cells)
    # numbers stay numbers: the changes and totals of the hand row
    assert rows[1][-8:] == ["3000", "-1000", "-1000", "-1000", "28000", "24000", "24000", "24000"]
    exported = json.loads(c.get(f"/s/{s.view_token}/export.json").content)
    assert exported["players"] == FORMULAS


# ------------------------------------------------------------ the import ---


def _export(**session: Any) -> dict[str, Any]:
    s = make_session("guizhou", names=("Ann", "Bo"))
    data = exchange.to_json(s)
    data["session"].update(session)
    return data


def _import(c: Client, **post: Any) -> str:
    r = c.post("/s/import/", post)
    assert r.status_code == 400
    return r.content.decode()


def test_import_refuses_a_file_that_is_not_utf8() -> None:
    body = (
        json.dumps(_export(title="Café"), ensure_ascii=False)
        .encode("utf-8")
        .replace("Café".encode(), "Caf\xe9".encode("latin-1"))
    )
    upload = io.BytesIO(body)
    upload.name = "session.json"
    html = _import(Client(headers={"Accept-Language": "en"}), file=upload)
    assert "not UTF-8" in html
    assert 'id="err-file"' in html
    assert Session.objects.count() == 1  # the one exported, nothing imported


def test_import_refuses_an_unknown_scoring_preset_naming_it() -> None:
    data = exchange.to_json(make_session("riichi"))
    data["session"]["scoring_preset"] = "mleague"
    html = _import(Client(headers={"Accept-Language": "en"}), text=json.dumps(data))
    assert "Game end and final result: Unknown preset." in html  # named by its words, not its key
    assert Session.objects.count() == 1


def test_import_refuses_a_title_over_the_limit() -> None:
    upload = io.BytesIO(json.dumps(_export(title="x" * 300_000)).encode())
    upload.name = "session.json"
    html = _import(Client(headers={"Accept-Language": "en"}), file=upload)
    assert "Name of the session: A session&#x27;s name has at most 80 characters." in html
    assert Session.objects.count() == 1


def test_import_a_paste_past_the_body_limit_names_the_field() -> None:
    # the CSRF check reads the body first: a real browser's request fails there, before the view
    c = Client(enforce_csrf_checks=True, headers={"Accept-Language": "en"})
    c.get("/s/")
    token = c.cookies["csrftoken"].value
    r = c.post("/s/import/", {"csrfmiddlewaretoken": token, "text": "x" * (300 * 1024)})
    assert r.status_code == 400
    html = r.content.decode()
    assert "too long (at most 256 KB)" in html
    assert 'id="err-text"' in html


# ------------------------------------------------------------ rate limits ---


@pytest.fixture
def limits(settings: Any) -> None:
    settings.RATE_LIMITS = {"new_session": (2, 3600), "import": (1, 3600)}
    settings.CACHES = {
        "default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"},
        "ratelimit": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "LOCATION": "rl-test"},
    }


@pytest.mark.usefixtures("limits")
def test_rate_limit_anonymous_new_sessions_per_address_with_a_clear_message() -> None:
    c = Client(headers={"Accept-Language": "en"}, REMOTE_ADDR="203.0.113.7")
    good = {"preset": "seed", "players": "2", **_names(2)}
    # a refused form is not counted
    assert c.post("/s/new/guizhou/", {**good, "name_1": ""}).status_code == 400
    assert c.post("/s/new/guizhou/", good).status_code == 302
    assert c.post("/s/new/guizhou/", good).status_code == 302
    r = c.post("/s/new/guizhou/", good)
    assert r.status_code == 429
    assert int(r["Retry-After"]) > 0
    html = r.content.decode()
    assert "Too many new sessions" in html
    assert "Try again in" in html
    assert Session.objects.count() == 2
    # another address is not limited; the form is still shown
    other = Client(REMOTE_ADDR="203.0.113.8")
    assert other.post("/s/new/guizhou/", good).status_code == 302
    assert c.get("/s/new/guizhou/").status_code == 200


@pytest.mark.usefixtures("limits")
def test_rate_limit_anonymous_imports_and_not_a_logged_in_user(django_user_model: Any) -> None:
    text = json.dumps(exchange.to_json(make_session("guizhou", names=("Ann", "Bo"))))
    c = Client(headers={"Accept-Language": "en"}, REMOTE_ADDR="203.0.113.9")
    assert c.post("/s/import/", {"text": text}).status_code == 302
    r = c.post("/s/import/", {"text": text, "again": "on"})
    assert r.status_code == 429
    assert "Too many imports" in r.content.decode()
    user = django_user_model.objects.create_user("kim", "kim@example.org", "a long Passw0rd!")
    c.force_login(user, backend="django.contrib.auth.backends.ModelBackend")
    assert c.post("/s/import/", {"text": text, "again": "on"}).status_code == 302
    assert Session.objects.count() == 3


def test_import_the_same_file_twice_asks_before_a_second_session() -> None:
    text = json.dumps(exchange.to_json(make_session("guizhou", names=("Ann", "Bo"))))
    c = Client(headers={"Accept-Language": "en"})
    assert c.post("/s/import/", {"text": text}).status_code == 302
    upload = io.BytesIO(text.encode())
    upload.name = "session.json"
    r = c.post("/s/import/", {"file": upload})
    assert r.status_code == 400
    html = r.content.decode()
    assert "This export was imported before (" in html
    assert 'type="checkbox" name="again"' in html
    assert Session.objects.count() == 2  # the one exported and the first import
    # the file's text is kept in the form: ticking the box and sending it again imports it
    assert "&quot;format&quot;: &quot;mahjong-scoresheet&quot;" in html
    assert c.post("/s/import/", {"text": text, "again": "on"}).status_code == 302
    assert Session.objects.count() == 3
