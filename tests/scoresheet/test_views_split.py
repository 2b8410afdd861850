"""The scoresheet's views as a package (scoresheet/views/, one module per page): every URL name still reaches its
view, the names other code imported from `scoresheet.views` still import, and the htmx answers made with
django-htmx's helpers are the ones the hand-written headers were (status, headers, body)."""

from __future__ import annotations

from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest
from django.http import HttpResponse, HttpResponseRedirect
from django.test import Client, RequestFactory
from django.urls import get_resolver, resolve, reverse
from django_htmx.middleware import HtmxDetails

from scoresheet import services
from scoresheet.models import Hand, Session
from scoresheet.views import common
from tests.scoresheet.conftest import fresh, make_session, record

HAND = "234m345p456s678s55p"
TOKEN = "a" * 32

# each URL name of the scoresheet -> (the module of its view, the view's name)
PAGES = {
    "index": ({}, "start", "index"),
    "new": ({"key": "riichi"}, "start", "new_session"),
    "import": ({}, "exchange", "import_json"),
    "session": ({"token": TOKEN}, "session", "session_page"),
    "record": ({"token": TOKEN}, "record", "record_page"),
    "draw": ({"token": TOKEN}, "changes", "draw_hand"),
    "hand": ({"token": TOKEN, "number": 1}, "hand", "hand_detail"),
    "delete": ({"token": TOKEN, "number": 1}, "changes", "delete_hand"),
    "undo": ({"token": TOKEN}, "changes", "undo"),
    "close": ({"token": TOKEN}, "changes", "close"),
    "seating": ({"token": TOKEN}, "changes", "seating"),
    "history": ({"token": TOKEN}, "history", "history_page"),
    "rescore": ({"token": TOKEN}, "history", "rescore"),
    "export-csv": ({"token": TOKEN}, "exchange", "export_csv"),
    "export-json": ({"token": TOKEN}, "exchange", "export_json"),
    "qr": ({"token": TOKEN, "kind": "view"}, "session", "qr_view"),
    "end": ({"token": TOKEN}, "changes", "end_now"),
    "play-on": ({"token": TOKEN}, "changes", "play_on"),
    "import-log": ({}, "tenhou", "import_log"),
    "log": ({"token": TOKEN}, "tenhou", "log_page"),
}


@pytest.mark.parametrize("name", sorted(PAGES))
def test_every_url_name_reaches_its_view_in_its_pages_module(name: str) -> None:
    kwargs, module, view = PAGES[name]
    match = resolve(reverse(f"scoresheet:{name}", kwargs=kwargs))
    assert (match.func.__module__, match.func.__name__) == (f"scoresheet.views.{module}", view)
    assert match.url_name == name


def test_every_scoresheet_url_is_listed_here() -> None:
    from scoresheet.urls import urlpatterns

    assert {p.name for p in urlpatterns} == set(PAGES)


def test_the_names_imported_from_the_one_module_still_import() -> None:
    from scoresheet import views

    for name in ("_summary_text", "_session", "_forbidden", "Forbidden", "reads_one_snapshot", "one_snapshot"):
        assert callable(getattr(views, name)), name
    for name in ("new_session", "bad_request", "export_name", "attachment", "session_page", "record_page"):
        assert callable(getattr(views, name)), name
    # `record` and `history` are the pages' modules now (the views are record_page and history_page)
    assert views.record.record_page is views.record_page
    assert views.history.history_page is views.history_page


def test_the_400_handler_is_the_import_forms() -> None:
    from scoresheet.views.exchange import bad_request

    assert get_resolver().resolve_error_handler(400) is bad_request


def _htmx(request_headers: dict[str, str]) -> common.HtmxHttpRequest:
    request = RequestFactory().get("/", headers=request_headers)
    request.htmx = HtmxDetails(request)  # what HtmxMiddleware sets
    return request


URL = "/s/" + TOKEN + "/record/?players=4&s1_hand=234m&v=1&changed=1"


@pytest.mark.parametrize("status", [204, 409])
def test_an_htmx_request_is_sent_on_exactly_as_the_hand_written_header_did(status: int) -> None:
    answer = common.go(_htmx({"HX-Request": "true"}), URL, status)
    by_hand = HttpResponse(status=status)
    by_hand["HX-Redirect"] = URL
    assert answer.status_code == status
    assert dict(answer.items()) == dict(by_hand.items())  # HX-Redirect and Content-Type, no Location
    assert answer.content == by_hand.content == b""


@pytest.mark.parametrize(("status", "headers"), [(302, {}), (303, {}), (303, {"HX-Request": "false"})])
def test_a_plain_request_is_redirected(status: int, headers: dict[str, str]) -> None:
    answer = common.go(_htmx(headers), URL, 409, status=status)
    assert isinstance(answer, HttpResponseRedirect)
    assert (answer.status_code, answer["Location"]) == (status, URL)
    assert "HX-Redirect" not in answer


@pytest.mark.django_db
def test_a_correction_of_a_hand_undone_meanwhile_sends_htmx_to_the_session_page(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A correction whose hand another device takes back while it is being recorded (after the page read the
    session, before the change locked it): htmx is sent to the session page (409 + HX-Redirect, no Location), a page
    without a script gets the session page with the message (400)."""
    c = Client(headers={"Accept-Language": "en"})
    s = make_session()
    request = {"seats": [{}, {"hand": HAND, "win": {"tile": "8s", "by": "discard", "from": 0}}, {}, {}]}
    record(s, request)
    r = c.get(f"/s/{s.edit_token}/record/?number=1")
    q = parse_qs(urlsplit(r["Location"]).query, keep_blank_values=True)
    data = dict(q) | {"s1_won": ["on"], "s1_hand": [HAND], "s1_tile": ["8s"], "s1_by": ["discard"], "s1_from": ["0"]}
    edit_hand = services.edit_hand

    def undone_first(session: Session, **kwargs: Any) -> Session:
        now = fresh(session)
        if Hand.objects.filter(session=now).exists():
            now = services.undo_last(now, version=now.version, token=now.edit_token, lang="en")
        return edit_hand(session, **kwargs)

    monkeypatch.setattr(services, "edit_hand", undone_first)
    r = c.post(f"/s/{s.edit_token}/record/", data, headers={"HX-Request": "true"})
    assert (r.status_code, r["HX-Redirect"]) == (409, f"/s/{s.edit_token}/")
    assert "Location" not in r
    record(s, request)
    r = c.post(f"/s/{s.edit_token}/record/", data | {"v": [str(fresh(s).version)]})
    assert r.status_code == 400
    assert "There is no hand 1 in this session." in r.content.decode()
