"""A hand kept on the phone and sent when the connection is back (issue 28), the server's side: the record page's
POST with the hand's key (`client_key`) and `from_queue=1`, answered in JSON (scoresheet/views/record.py
queued_send); a key recorded once whatever the tries (scoresheet/services.py); the review page of a hand the
session moved on from (queued_review). The page's script and the browser: test_offline_scoresheet.py."""

from __future__ import annotations

from urllib.parse import parse_qs, urlsplit

import pytest
from django.db import IntegrityError, transaction
from django.test import Client

from scoresheet import services
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


def form(c: Client, s: Session, winner: int, discarder: int) -> dict[str, list[str]]:
    """The record page's form for a ron, as the page posts it (its table from the page's address)."""
    q = parse_qs(urlsplit(c.get(f"/s/{s.edit_token}/record/")["Location"]).query, keep_blank_values=True)
    w = f"s{winner}"
    return q | {
        f"{w}_won": ["on"],
        f"{w}_hand": [HAND],
        f"{w}_tile": ["8s"],
        f"{w}_by": ["discard"],
        f"{w}_from": [str(discarder)],
    }


def send(c: Client, s: Session, data: dict[str, list[str]], key: str, v: int):
    return c.post(f"/s/{s.edit_token}/record/", {**data, "v": [str(v)], "client_key": [key], "from_queue": ["1"]})


def test_a_kept_hand_is_recorded_once_whatever_the_tries_and_the_next_one_follows_it() -> None:
    s = make_session(names=("张三", "李四", "王五", "赵六"))
    c = Client()
    first = form(c, s, 1, 0)
    second = form(c, s, 2, 3)  # entered on the same page, at the same version, after the first
    r = send(c, s, first, "key-one-0001", 0)
    assert r.status_code == 200
    assert r.json() == {"status": "recorded", "again": False, "number": 1, "version": 1}
    # its answer lost: sent again, at the version it was entered at
    r = send(c, s, first, "key-one-0001", 0)
    assert r.json() == {"status": "recorded", "again": True, "number": 1, "version": 1}
    # the next hand kept after it goes at the version the first one's recording made
    r = send(c, s, second, "key-two-0002", 1)
    assert r.json() == {"status": "recorded", "again": False, "number": 2, "version": 2}
    assert Hand.objects.filter(session=s).count() == 2
    assert sorted(Change.objects.filter(session=s).exclude(client_key="").values_list("client_key", flat=True)) == [
        "key-one-0001",
        "key-two-0002",
    ]
    # scored at the table as it then stood: 王五's ron is a non-dealer's 2000 with 李四 dealing
    hands = list(Hand.objects.filter(session=s).order_by("number"))
    assert [h.answer["net"] for h in hands] == [[-2000, 2000, 0, 0], [0, 0, 2000, -2000]]
    assert hands[1].request["dealer"] == 1
    # the key is the session's: a database refuses a second change with it
    with pytest.raises(IntegrityError), transaction.atomic():
        Change.objects.create(session=s, action="record", link="x", version=99, client_key="key-one-0001")


def test_a_hand_the_session_moved_on_from_waits_for_the_scorekeepers_choice() -> None:
    s = make_session(names=("张三", "李四", "王五", "赵六"))
    c = Client()
    mine = form(c, s, 1, 0)
    record(s, ron(2, 3))  # another device records a hand meanwhile: version 1
    r = send(c, s, mine, "mine-00000001", 0)
    assert r.status_code == 409
    answer = r.json()
    assert (answer["status"], answer["version"]) == ("changed", 1)
    assert Hand.objects.filter(session=s).count() == 1
    review = urlsplit(answer["review"])
    q = parse_qs(review.query)
    # the hand kept, at the table as it now stands (李四 deals), with its key and the version it was entered at
    assert (q["queued"], q["since"], q["v"], q["dealer"], q["s1_hand"], q["s1_from"]) == (
        ["mine-00000001"],
        ["0"],
        ["1"],
        ["1"],
        [HAND],
        ["0"],
    )
    page = c.get(answer["review"])
    assert page.status_code == 200
    html = page.content.decode()
    assert 'id="sheet-conflict"' in html
    assert 'id="queued-meanwhile"' in html
    assert "王五 ← 赵六" in html
    assert 'id="queued-record"' in html  # record mine as hand 2
    assert 'name="queued" value="mine-00000001"' in html
    # the dealer's ron now: 2900, both in the result and in the box
    assert 'data-net="2900"' in html
    assert "+2900" in html.split('id="queued-nets"')[1].split("</ul>")[0]

    # "record mine as the next hand too": the page's POST with its key (the review page's `queued`)
    data = parse_qs(review.query, keep_blank_values=True)
    r = c.post(f"/s/{s.edit_token}/record/", data, headers={"HX-Request": "true"})
    assert r.status_code == 204
    assert [h.answer["net"] for h in Hand.objects.filter(session=s).order_by("number")] == [
        [0, 0, 2000, -2000],
        [-2900, 2900, 0, 0],
    ]
    # the phone sends it again (it did not hear the answer): already recorded, as hand 2
    r = send(c, s, mine, "mine-00000001", 0)
    assert r.json() == {"status": "recorded", "again": True, "number": 2, "version": 2}
    assert Hand.objects.filter(session=s).count() == 2
    page = c.get(answer["review"], follow=True).content.decode()  # (shown again at the new table)
    assert 'id="queued-recorded"' in page
    assert 'id="queued-record"' not in page


def test_the_review_page_keeps_its_hand_when_the_session_moves_on_again() -> None:
    s = make_session(names=("张三", "李四", "王五", "赵六"))
    c = Client()
    mine = form(c, s, 1, 0)
    record(s, ron(2, 3))
    review = send(c, s, mine, "mine-00000002", 0).json()["review"]
    record(s, ron(3, 2))  # and again, before the scorekeeper chose
    data = parse_qs(urlsplit(review).query, keep_blank_values=True)
    r = c.post(f"/s/{s.edit_token}/record/", data, headers={"HX-Request": "true"})
    assert r.status_code == 409
    again = parse_qs(urlsplit(r["HX-Redirect"]).query)
    assert (again["queued"], again["since"], again["changed"], again["v"]) == (["mine-00000002"], ["0"], ["1"], ["2"])
    html = c.get(r["HX-Redirect"]).content.decode()
    assert html.count("<li><strong>") >= 2  # both hands recorded meanwhile listed


def test_a_kept_hand_the_table_refuses_now_says_why_and_keeps_a_review() -> None:
    s = make_session(names=("张三", "李四", "王五", "赵六"))
    c = Client()
    mine = form(c, s, 1, 0)
    services.set_closed(fresh(s), version=0, token=s.edit_token, closed=True, lang="en")
    r = send(c, s, mine, "mine-00000003", 1)
    assert r.status_code == 422
    answer = r.json()
    assert answer["status"] == "refused"
    assert any("本场已结束" in e for e in answer["errors"])  # the session is closed
    assert "queued=mine-00000003" in answer["review"]
    assert Hand.objects.filter(session=s).count() == 0
    # a form nothing was entered in is no hand
    empty = parse_qs(urlsplit(c.get(f"/s/{s.edit_token}/record/")["Location"]).query, keep_blank_values=True)
    services.set_closed(fresh(s), version=1, token=s.edit_token, closed=False, lang="en")
    r = send(c, s, empty, "empty-0000004", 2)
    assert (r.status_code, r.json()["status"]) == (422, "refused")
    # only new hands are kept, with a key
    assert send(c, s, {**mine, "number": ["1"]}, "mine-00000003", 2).status_code == 400
    assert send(c, s, mine, "bad key!", 2).status_code == 400


def test_a_record_post_sent_twice_with_its_key_records_once() -> None:
    """The page's own POST (htmx) carries the key too: a retry after a lost answer is answered as recorded."""
    s = make_session(names=("张三", "李四", "王五", "赵六"))
    c = Client()
    data = form(c, s, 1, 0) | {"v": ["0"], "client_key": ["page-key-0005"]}
    for _ in range(2):
        r = c.post(f"/s/{s.edit_token}/record/", data, headers={"HX-Request": "true"})
        assert (r.status_code, r["HX-Redirect"]) == (204, f"/s/{s.edit_token}/")
    assert Hand.objects.filter(session=s).count() == 1
    # without a key (no script), the version check alone: the second is refused as stale
    r = c.post(f"/s/{s.edit_token}/record/", {**data, "client_key": [""]}, headers={"HX-Request": "true"})
    assert r.status_code == 409
    assert Hand.objects.filter(session=s).count() == 1
