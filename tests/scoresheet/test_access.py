"""Without the editing link nothing changes: every changing URL tried without a link, with the read-only
link and with a wrong link (and by GET) answers 403/404/405 and leaves the session as it was."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

from scoresheet.models import Change, Hand, Session
from tests.scoresheet.conftest import fresh, make_session, record

pytestmark = pytest.mark.django_db

HAND = "234m345p456s678s55p"
RON = {"seats": [{}, {"hand": HAND, "win": {"tile": "8s", "by": "discard", "from": 0}}, {}, {}]}

# (url name, extra args, POST data beyond the version)
CHANGING = [
    pytest.param(
        "scoresheet:record",
        (),
        {"players": "4", "s1_won": "on", "s1_hand": HAND, "s1_by": "discard", "s1_from": "0"},
        id="record",
    ),
    pytest.param("scoresheet:draw", (), {"tenpai": ["0"]}, id="draw"),
    pytest.param("scoresheet:delete", (1,), {}, id="delete"),
    pytest.param("scoresheet:undo", (), {}, id="undo"),
    pytest.param("scoresheet:close", (), {"closed": "1"}, id="close"),
    pytest.param("scoresheet:seating", (), {"seat_0": "1", "seat_1": "0", "seat_2": "2", "seat_3": "3"}, id="seating"),
]


def snapshot(s: Session) -> tuple:
    s = fresh(s)
    hands = list(Hand.objects.filter(session=s).values_list("number", "request", "answer"))
    return s.version, s.closed, s.cache, hands, Change.objects.filter(session=s).count()


@pytest.mark.parametrize(("name", "args", "data"), CHANGING)
def test_changing_urls_need_the_editing_link(name, args, data) -> None:
    s = make_session()
    s, _ = record(s, RON)
    before = snapshot(s)
    post = {**data, "version": str(s.version), "v": str(s.version), "number": "1"}
    c = Client()
    # the read-only link: 403
    r = c.post(reverse(name, args=[s.view_token, *args]), post)
    assert r.status_code == 403
    # a wrong link: 404
    wrong = ("y" if s.edit_token[0] == "x" else "x") + s.edit_token[1:]
    r = c.post(reverse(name, args=[wrong, *args]), post)
    assert r.status_code == 404
    # no link at all: the path without a token does not exist
    path = reverse(name, args=[s.edit_token, *args]).replace(s.edit_token + "/", "")
    assert c.post(path, post).status_code == 404
    # a changing URL answers GET with 405 (record's GET only shows the calculator, for the editing link)
    r = c.get(reverse(name, args=[s.view_token, *args]))
    assert r.status_code in (403, 405)
    # CSRF: with the editing link but without the token from the page
    r = Client(enforce_csrf_checks=True).post(reverse(name, args=[s.edit_token, *args]), post)
    assert r.status_code == 403
    assert snapshot(s) == before


def test_the_edit_qr_code_is_not_given_to_the_read_only_link() -> None:
    s = make_session()
    c = Client()
    assert c.get(reverse("scoresheet:qr", args=[s.view_token, "edit"])).status_code == 403
    assert c.get(reverse("scoresheet:qr", args=[s.view_token, "view"])).status_code == 200
    svg = c.get(reverse("scoresheet:qr", args=[s.edit_token, "edit"]))
    assert svg["Content-Type"] == "image/svg+xml"
    assert svg.content.lstrip().startswith(b"<svg")


def test_the_read_only_page_has_no_changing_form() -> None:
    s = make_session()
    s, _ = record(s, RON)
    html = Client().get(reverse("scoresheet:session", args=[s.view_token])).content.decode()
    assert 'method="post"' not in html
    assert s.edit_token not in html
    assert Client().get(reverse("scoresheet:hand", args=[s.view_token, 1])).content.decode().count('method="post"') == 0
