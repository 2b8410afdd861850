"""A hand kept on the phone and sent when the connection is back (issue 28), the server's side: the record page's
POST with the hand's key (`client_key`) and `from_queue=1`, answered in JSON (scoresheet/views/record.py
queued_send); a key recorded once whatever the tries (scoresheet/services.py); the review page of a hand the
session moved on from (queued_review). The page's script and the browser: test_offline_scoresheet.py."""

from __future__ import annotations

import re
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


# ------------------------------------------------------- the session page's changes kept on the phone ---
# The quick draw, undo, the game ended now or played on, the session closed or reopened: the same POST as the
# page's form with the key the page gave the change, `v` and `from_queue=1` (scoresheet/views/kept.py).

ROUTES = {"draw": "draw", "undo": "undo", "end": "end", "play_on": "play-on", "close": "close", "reopen": "close"}


def send_change(c: Client, s: Session, kind: str, key: str, v: int, **fields: str | list[str]):
    data = {**fields, "v": str(v), "client_key": key, "from_queue": "1"}
    return c.post(f"/s/{s.edit_token}/{ROUTES[kind]}/", data)


def made_with(s: Session, key: str) -> list[tuple[str, int]]:
    return list(Change.objects.filter(session=s, client_key=key).values_list("action", "version"))


def test_a_kept_draw_is_recorded_once_whatever_the_tries_and_the_next_change_follows_it() -> None:
    """A draw kept on the phone (张三 and 王五 ready) is recorded once however often it is sent; the undo kept after
    it, sent at the version the draw's recording made, takes back the draw (not the hand before it)."""
    s = make_session(names=("张三", "李四", "王五", "赵六"))
    record(s, ron(1, 0))  # hand 1, online: version 1
    c = Client()
    for again in (False, True):
        r = send_change(c, s, "draw", "draw-key-0001", 1, tenpai=["0", "2"], t_draw="exhaustive")
        assert (r.status_code, r.json()) == (200, {"status": "recorded", "again": again, "number": 2, "version": 2})
    draw = Hand.objects.get(session=s, number=2)
    assert (draw.kind, draw.answer["net"]) == ("draw", [1500, -1500, 1500, -1500])
    for again in (False, True):
        r = send_change(c, s, "undo", "undo-key-0002", 2)
        assert (r.status_code, r.json()) == (200, {"status": "recorded", "again": again, "number": 2, "version": 3})
    assert [h.number for h in Hand.objects.filter(session=s)] == [1]  # the draw undone, hand 1 kept
    assert made_with(s, "draw-key-0001") == [("record", 2)]
    assert made_with(s, "undo-key-0002") == [("undo", 3)]
    assert Change.objects.get(session=s, client_key="undo-key-0002").undoes == Change.objects.get(
        session=s, client_key="draw-key-0001"
    )
    # the page's own POST (the script gives it a key too): sent twice, made once, answered with the session page
    for _ in range(2):
        r = c.post(f"/s/{s.edit_token}/end/", {"version": "3", "client_key": "end-key-00003"})
        assert (r.status_code, r["Location"]) == (302, f"/s/{s.edit_token}/")
    assert made_with(s, "end-key-00003") == [("end", 4)]


def test_a_kept_undo_the_session_moved_on_from_is_reviewed_never_made_blindly() -> None:
    """The undo was entered when hand 1 was the last change; another device recorded hand 2 meanwhile: nothing is
    undone (409), and the review says what the last change is now, with the undo of it and the key."""
    s = make_session(names=("张三", "李四", "王五", "赵六"))
    record(s, ron(1, 0))
    record(s, ron(2, 3))  # another device: version 2
    c = Client()
    r = send_change(c, s, "undo", "undo-key-0004", 1)
    assert r.status_code == 409
    answer = r.json()
    assert (answer["status"], answer["version"]) == ("changed", 2)
    assert Hand.objects.filter(session=s).count() == 2
    assert parse_qs(urlsplit(answer["review"]).query) == {
        "queued": ["undo-key-0004"],
        "since": ["1"],
        "kind": ["undo"],
    }
    html = c.get(answer["review"]).content.decode()
    assert 'id="sheet-conflict"' in html
    assert 'data-kind="undo"' in html
    assert "王五 ← 赵六" in html.split('id="queued-meanwhile"')[1].split("</ul>")[0]  # the hand recorded meanwhile
    last = html.split('id="queued-last"')[1].split("</p>")[0]
    assert "第 2 局" in last  # the last change now: hand 2, recorded meanwhile
    review_form = html.split('id="queued-form"')[1].split("</form>")[0]
    assert 'name="queued" value="undo-key-0004"' in review_form
    assert 'name="version" value="2"' in review_form
    assert 'form="queued-form" id="queued-record"' in html
    # the scorekeeper undoes it after all: the review's form, posted twice (a lost answer), undoes once
    for _ in range(2):
        r = c.post(
            f"/s/{s.edit_token}/undo/", {"version": "2", "queued": "undo-key-0004", "since": "1", "kind": "undo"}
        )
        assert r.status_code == 302
    assert [h.number for h in Hand.objects.filter(session=s)] == [1]
    assert made_with(s, "undo-key-0004") == [("undo", 3)]
    # the phone sends it again from its queue: already made
    assert send_change(c, s, "undo", "undo-key-0004", 1).json() == {
        "status": "recorded",
        "again": True,
        "number": 2,
        "version": 3,
    }
    assert 'id="queued-recorded"' in c.get(answer["review"]).content.decode()


def test_a_kept_draw_the_session_moved_on_from_is_shown_filled_in_at_the_new_table() -> None:
    s = make_session(names=("张三", "李四", "王五", "赵六"))
    c = Client()
    record(s, ron(2, 3))  # another device: version 1
    r = send_change(c, s, "draw", "draw-key-0005", 0, tenpai=["1"], riichi=["1"])
    assert r.status_code == 409
    review = r.json()["review"]
    assert parse_qs(urlsplit(review).query) == {
        "tenpai": ["1"],
        "riichi": ["1"],
        "queued": ["draw-key-0005"],
        "since": ["0"],
        "kind": ["draw"],
    }
    html = c.get(review).content.decode()
    draw = html.split('id="draw-form"')[1].split("</form>")[0]
    assert 'name="tenpai" value="1" id="id_tenpai_1" checked' in draw  # as it was kept
    assert 'name="riichi" value="1" id="id_riichi_1" checked' in draw
    assert 'name="version" value="1"' in draw  # at the table as it now stands
    assert 'name="queued" value="draw-key-0005"' in draw
    assert '<details class="draw" id="draw" open>' in html
    assert 'form="draw-form" id="queued-record"' in html
    data = {"version": "1", "tenpai": "1", "riichi": "1", "t_draw": "exhaustive", "t_chombo": ""}
    data |= {"queued": "draw-key-0005", "since": "0", "kind": "draw"}
    assert c.post(f"/s/{s.edit_token}/draw/", data).status_code == 302
    assert made_with(s, "draw-key-0005") == [("record", 2)]
    assert Hand.objects.get(session=s, number=2).answer["net"] == [
        -1000,
        3000,
        -1000,
        -1000,
    ]  # (the stick goes on the table)


@pytest.mark.parametrize(
    ("kind", "fields", "why"),
    [
        pytest.param("end", {}, "end-nothing-to-end", id="end-without-a-hand"),
        pytest.param("play_on", {}, "play-on-not-over", id="play-on-while-the-game-goes-on"),
        pytest.param("undo", {}, "nothing-to-undo", id="undo-with-nothing-to-undo"),
        pytest.param("draw", {"tenpai": ["7"]}, "bad-seat", id="draw-with-a-seat-not-at-the-table"),
    ],
)
def test_a_kept_change_the_session_refuses_says_why_and_keeps_a_review(
    kind: str, fields: dict[str, list[str]], why: str
) -> None:
    s = make_session(names=("张三", "李四", "王五", "赵六"))
    c = Client(headers={"Accept-Language": "en"})
    key = f"{kind}-{why}"[:60]
    r = send_change(c, s, kind, key, 0, **fields)
    assert r.status_code == 422
    answer = r.json()
    assert answer["status"] == "refused"
    assert answer["errors"]
    assert all("{" not in e and "seats." not in e for e in answer["errors"])  # said, not a field path or JSON
    assert f"queued={key}" in answer["review"]
    assert Change.objects.filter(session=s).count() == 1  # the session's start, nothing else
    html = c.get(answer["review"]).content.decode()
    assert f'data-kind="{kind}"' in html
    assert ('id="queued-cannot"' in html) == (kind != "draw")  # a draw: its form, filled in, to fix
    # no key: refused outright
    assert send_change(c, s, kind, "", 0, **fields).status_code == 400


def test_closing_and_reopening_kept_on_the_phone_follow_each_other() -> None:
    s = make_session(names=("张三", "李四", "王五", "赵六"))
    c = Client()
    assert send_change(c, s, "close", "close-key-0006", 0, closed="1").json()["version"] == 1
    assert send_change(c, s, "close", "close-key-0006", 0, closed="1").json()["again"] is True
    assert fresh(s).closed
    assert send_change(c, s, "reopen", "open-key-00007", 1, closed="0").json()["version"] == 2
    assert not fresh(s).closed
    assert [a for a, _v in made_with(s, "close-key-0006") + made_with(s, "open-key-00007")] == ["close", "reopen"]
    # closed again from another device meanwhile: a second close kept here is for the scorekeeper to review
    services.set_closed(fresh(s), version=2, token=s.edit_token, closed=True, lang="en")
    r = send_change(c, s, "close", "close-key-0008", 2, closed="1")
    assert r.status_code == 409
    html = c.get(r.json()["review"]).content.decode()
    assert 'id="queued-cannot"' in html  # already closed: nothing left to do but discard it
    assert 'id="queued-record"' not in html


def test_the_session_page_marks_the_forms_its_script_keeps_offline() -> None:
    """The forms queue.js sends itself and keeps when no server answers (`data-queue`), and only those: a page
    without the script posts them as before."""
    s = make_session(names=("张三", "李四", "王五", "赵六"), progress_overrides={"rounds": 1})
    record(s, ron(1, 0))
    html = Client().get(f"/s/{s.edit_token}/").content.decode()
    assert sorted(set(re.findall(r'<form [^>]*data-queue="(\w+)"', html))) == ["close", "draw", "end", "undo"]
    for _ in range(3):  # to the rules' end of a one-round game (the deal passes each hand)
        s = fresh(s)
        record(s, ron((s.cache["final"]["dealer"] + 1) % 4, s.cache["final"]["dealer"]))
    html = Client().get(f"/s/{s.edit_token}/").content.decode()
    assert sorted(set(re.findall(r'<form [^>]*data-queue="(\w+)"', html))) == ["close", "play_on", "undo"]
    assert "data-queue" not in Client().get(f"/s/{s.view_token}/").content.decode()  # the read-only link: none
