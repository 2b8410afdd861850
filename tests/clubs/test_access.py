"""Every role against every changing URL of clubs and of a club's sessions: the outsider (a user in no
club), the member, the scorekeeper and the owner each get exactly the access described in the README
(403 / 404 otherwise, anonymous to the login page) and a refused request changes nothing."""

from __future__ import annotations

from typing import Any

import pytest
from django.urls import reverse

from clubs.models import Club, Invite, Membership
from scoresheet.models import Change, Hand, Player, PlayerResult, Session
from tests.clubs.conftest import client_for, club_session, fresh, record

pytestmark = pytest.mark.django_db

HAND = "234m345p456s678s55p"
RON = {"seats": [{}, {"hand": HAND, "win": {"tile": "8s", "by": "discard", "from": 0}}, {}, {}]}
ROLES = ("anonymous", "outsider", "member", "scorekeeper", "owner")


def snapshot() -> tuple:
    return (
        sorted(Club.objects.values_list("pk", "name")),
        sorted(Membership.objects.values_list("club_id", "user_id", "role")),
        sorted(Invite.objects.values_list("pk", "role", "used_by", "used_at"), key=str),
        sorted(Session.objects.values_list("pk", "version", "club_id", "closed"), key=str),
        sorted(Player.objects.values_list("pk", "member_id"), key=str),
        Hand.objects.count(),
        Change.objects.count(),
        sorted(PlayerResult.objects.values_list("player_id", "member_id", "club_id", "points"), key=str),
    )


def who(people: dict[str, Any], role: str) -> Any:
    return None if role == "anonymous" else people[role]


# (name, method, path builder, data builder, expected status per role). The owner's and the
# scorekeeper's successful changes are checked to have happened in the tests after this table.
def _club_urls(people: dict[str, Any], s: Session, invite: Invite) -> list[tuple]:
    club = people["club"]
    m = people["member"].pk
    return [
        ("invite", f"/c/{club.pk}/invite/", {"role": "member"}, {"outsider": 404, "member": 403, "scorekeeper": 403}),
        (
            "revoke",
            f"/c/{club.pk}/invite/{invite.pk}/revoke/",
            {},
            {"outsider": 404, "member": 403, "scorekeeper": 403},
        ),
        (
            "role",
            f"/c/{club.pk}/member/{m}/role/",
            {f"m{m}-role": "owner"},
            {"outsider": 404, "member": 403, "scorekeeper": 403},
        ),
        (
            "remove another member",
            f"/c/{club.pk}/member/{people['scorekeeper'].pk}/remove/",
            {},
            {"outsider": 404, "member": 403},
        ),
        (
            "new club session",
            f"/c/{club.pk}/new/riichi/",
            {"preset": "seed", "players": "4", "name_0": "a", "name_1": "b", "name_2": "c", "name_3": "d"},
            {"outsider": 404, "member": 403},
        ),
        ("link players", f"/c/session/{s.view_token}/players/", {"version": "0"}, {"outsider": 403, "member": 403}),
        # a club's session leaves the club (or moves to another) only by an owner of that club
        (
            "move out of the club",
            f"/c/session/{s.edit_token}/move/",
            {"club": "none"},
            {"outsider": 403, "member": 403, "scorekeeper": 403},
        ),
        ("record", f"/s/{s.view_token}/draw/", {"version": "0", "tenpai": ["0"]}, {"outsider": 403, "member": 403}),
        ("undo", f"/s/{s.view_token}/undo/", {"version": "0"}, {"outsider": 403, "member": 403}),
        ("close", f"/s/{s.view_token}/close/", {"version": "0", "closed": "1"}, {"outsider": 403, "member": 403}),
        ("delete", f"/s/{s.view_token}/hand/1/delete/", {"version": "0"}, {"outsider": 403, "member": 403}),
    ]


@pytest.mark.parametrize("role", ROLES)
def test_refused_changes_change_nothing(people, role) -> None:
    s = club_session(people["club"])
    s = record(s, RON)
    invite = Invite.objects.create(club=people["club"], role="member", created_by=people["owner"])
    c = client_for(who(people, role))
    before = snapshot()
    refused = 0
    for name, path, data, expected in _club_urls(people, s, invite):
        if role in ("anonymous",):
            r = c.post(path, {**data, "version": str(fresh(s).version)})
            # anonymous: to the login page (club URLs) or 403 (a session's URLs need the role, logged in)
            assert r.status_code in (302, 403), name
            if r.status_code == 302:
                assert r["Location"].startswith(reverse("login")), name
            refused += 1
        elif role in expected:
            r = c.post(path, {**data, "version": str(fresh(s).version)})
            assert r.status_code == expected[role], (name, r.status_code)
            refused += 1
    assert refused > 0 or role == "owner"
    assert snapshot() == before


@pytest.mark.parametrize("role", ["anonymous", "outsider", "member"])
def test_the_editing_link_of_a_club_session_changes_nothing_without_the_role(people, role) -> None:
    """A club session is changed by its owners and scorekeepers only: the editing link alone reads it."""
    s = club_session(people["club"])
    s = record(s, RON)
    c = client_for(who(people, role))
    before = snapshot()
    t = s.edit_token
    for path, data in (
        (f"/s/{t}/draw/", {"tenpai": ["0"]}),
        (f"/s/{t}/undo/", {}),
        (f"/s/{t}/close/", {"closed": "1"}),
        (f"/s/{t}/hand/1/delete/", {}),
        (f"/s/{t}/record/", {"players": "4", "s1_won": "on", "s1_hand": HAND, "s1_by": "discard", "s1_from": "0"}),
        (f"/s/{t}/seating/", {"seat_0": "1", "seat_1": "0", "seat_2": "2", "seat_3": "3"}),
    ):
        r = c.post(path, {**data, "version": str(s.version), "v": str(s.version)})
        assert r.status_code == 403, path
        assert "only its owners and scorekeepers" in r.content.decode() or r.status_code == 403
    assert c.get(f"/s/{t}/qr/edit.svg").status_code == 403
    page = c.get(f"/s/{t}/")
    assert page.status_code == 200  # it reads
    assert 'id="next-hand"' not in page.content.decode()
    assert snapshot() == before


@pytest.mark.parametrize("role", ["scorekeeper", "owner"])
def test_scorekeeper_and_owner_record_without_the_editing_link(people, role) -> None:
    s = club_session(people["club"])
    c = client_for(people[role])
    # from the club page's session link: to the page that changes it
    r = c.get(f"/c/{people['club'].pk}/s/{s.pk}/")
    assert r.status_code == 302
    assert r["Location"] == reverse("scoresheet:session", args=[s.edit_token])
    # with the read-only link too
    r = c.post(f"/s/{s.view_token}/draw/", {"version": str(fresh(s).version), "tenpai": ["0"]})
    assert r.status_code == 302
    assert Hand.objects.filter(session=s).count() == 1
    r = c.post(f"/s/{s.view_token}/undo/", {"version": str(fresh(s).version)})
    assert r.status_code == 302
    assert Hand.objects.filter(session=s).count() == 0


def test_a_member_opens_the_read_only_page_from_the_club(people) -> None:
    s = club_session(people["club"])
    c = client_for(people["member"])
    r = c.get(f"/c/{people['club'].pk}/s/{s.pk}/")
    assert r["Location"] == reverse("scoresheet:session", args=[s.view_token])


def test_guests_keep_the_read_only_link(people) -> None:
    s = club_session(people["club"])
    s = record(s, RON)
    c = client_for(None)
    for path in (f"/s/{s.view_token}/", f"/s/{s.view_token}/hand/1/", f"/s/{s.view_token}/history/"):
        assert c.get(path).status_code == 200, path
    assert c.get(f"/s/{s.view_token}/export.csv").status_code == 200


@pytest.mark.parametrize(
    ("role", "status"),
    [("anonymous", 302), ("outsider", 404), ("member", 200), ("scorekeeper", 200), ("owner", 200)],
)
def test_private_pages(people, role, status) -> None:
    s = club_session(people["club"])
    s = record(s, RON)
    club = people["club"]
    c = client_for(who(people, role))
    for path in (
        f"/c/{club.pk}/",
        f"/c/{club.pk}/leaderboard/?ruleset=riichi",
        f"/c/{club.pk}/member/{people['member'].pk}/?ruleset=riichi",
    ):
        assert c.get(path).status_code == status, path
    assert c.get(f"/c/{club.pk}/s/{s.pk}/").status_code == (302 if role != "outsider" else 404)
    assert c.get("/c/999999/").status_code == (302 if role == "anonymous" else 404)


def test_owner_changes(people) -> None:
    club, owner, member = people["club"], people["owner"], people["member"]
    c = client_for(owner)
    assert c.post(f"/c/{club.pk}/invite/", {"role": "scorekeeper"}).status_code == 302
    inv = Invite.objects.get(club=club)
    assert inv.role == "scorekeeper"
    assert inv.token in c.get(f"/c/{club.pk}/").content.decode()
    assert c.post(f"/c/{club.pk}/invite/{inv.pk}/revoke/").status_code == 302
    assert not Invite.objects.filter(pk=inv.pk).exists()
    assert c.post(f"/c/{club.pk}/member/{member.pk}/role/", {f"m{member.pk}-role": "scorekeeper"}).status_code == 302
    assert Membership.objects.get(club=club, user=member).role == "scorekeeper"
    assert c.post(f"/c/{club.pk}/member/{member.pk}/remove/").status_code == 302
    assert not Membership.objects.filter(club=club, user=member).exists()


def test_the_last_owner_stays(people) -> None:
    club, owner = people["club"], people["owner"]
    c = client_for(owner)
    r = c.post(f"/c/{club.pk}/member/{owner.pk}/role/?lang=en", {f"m{owner.pk}-role": "member"})
    assert r.status_code == 400
    assert "needs an owner" in r.content.decode()
    assert c.post(f"/c/{club.pk}/member/{owner.pk}/remove/").status_code == 400
    assert Membership.objects.get(club=club, user=owner).role == "owner"


def test_a_member_may_leave(people) -> None:
    club, member = people["club"], people["member"]
    r = client_for(member).post(f"/c/{club.pk}/member/{member.pk}/remove/")
    assert r.status_code == 302
    assert not Membership.objects.filter(club=club, user=member).exists()


def test_create_a_club_makes_its_owner(people) -> None:
    c = client_for(people["outsider"])
    r = c.post("/c/new/", {"name": "  Tuesday table "})
    club = Club.objects.get(name="Tuesday table")
    assert r["Location"] == f"/c/{club.pk}/"
    assert Membership.objects.get(club=club).role == "owner"
    assert c.post("/c/new/", {"name": ""}).status_code == 400
    assert c.post("/c/new/", {"name": "x" * 81}).status_code == 400
    assert Club.objects.count() == 2
    assert client_for(None).post("/c/new/", {"name": "No"}).status_code == 302
    assert not Club.objects.filter(name="No").exists()


def test_new_club_session_belongs_to_the_club_with_members_linked(people) -> None:
    club = people["club"]
    c = client_for(people["scorekeeper"])
    assert c.get(f"/c/{club.pk}/new/riichi/").status_code == 200
    data = {"preset": "seed", "players": "4", "name_0": "olga", "name_1": "sam", "name_2": "Mia", "name_3": "guest"}
    data.update({"rounds": "2", "scoring_preset": "seed"})
    r = c.post(f"/c/{club.pk}/new/riichi/", data)
    assert r.status_code == 302, r.content.decode()[:2000]
    s = Session.objects.get(club=club)
    assert [p.member.username if p.member else None for p in s.players.all()] == ["olga", "sam", "mia", None]
    assert client_for(people["member"]).post(f"/c/{club.pk}/new/riichi/", data).status_code == 403
    assert Session.objects.filter(club=club).count() == 1


def test_two_names_of_one_member_in_any_case_are_refused_by_the_form(people) -> None:
    # "sam" and "SAM" both matched the member sam: linking them was a 500 and the session was lost
    club = people["club"]
    c = client_for(people["scorekeeper"])
    data = {"preset": "seed", "players": "4", "name_0": "sam", "name_1": "SAM", "name_2": "a", "name_3": "b"}
    data.update({"rounds": "2", "scoring_preset": "seed"})
    r = c.post(f"/c/{club.pk}/new/riichi/", data, headers={"Accept-Language": "en"})
    assert r.status_code == 400
    assert "Two players have the same name." in r.content.decode()
    assert not Session.objects.filter(club=club).exists()


def test_link_players_and_move(people) -> None:
    club = people["club"]
    s = club_session(None)  # a session created by its link, in no club
    s = record(s, RON)
    c = client_for(people["scorekeeper"])
    # the editing link's holder, a scorekeeper of the club, moves it there
    r = c.post(f"/c/session/{s.edit_token}/move/", {"club": str(club.pk), "version": str(fresh(s).version)})
    assert r.status_code == 302
    assert fresh(s).club_id == club.pk
    # a member (not scorekeeper) of the club cannot move a session there; nor with the read-only link
    s2 = club_session(None)
    assert (
        client_for(people["member"])
        .post(f"/c/session/{s2.edit_token}/move/", {"club": str(club.pk), "version": "0"})
        .status_code
        == 400
    )
    assert c.post(f"/c/session/{s2.view_token}/move/", {"club": str(club.pk), "version": "0"}).status_code == 404
    assert fresh(s2).club_id is None
    # the players page proposes the members whose user names are the players' names
    page = c.get(f"/c/session/{s.edit_token}/players/").content.decode()
    assert 'name="player_0"' in page
    users = {u: people[r].pk for u, r in (("olga", "owner"), ("sam", "scorekeeper"), ("mia", "member"))}
    v = fresh(s).version
    r = c.post(
        f"/c/session/{s.edit_token}/players/",
        {
            "version": str(v),
            "player_0": str(users["olga"]),
            "player_1": str(users["sam"]),
            "player_2": "",
            "player_3": "",
        },
    )
    assert r.status_code == 302
    assert [p.member_id for p in fresh(s).players.all()] == [users["olga"], users["sam"], None, None]
    assert list(
        PlayerResult.objects.filter(session=s).order_by("player__index").values_list("member_id", "points")
    ) == [
        (users["olga"], -2000),
        (users["sam"], 2000),
        (None, 0),
        (None, 0),
    ]
    # the same member twice: refused, nothing changes
    r = c.post(
        f"/c/session/{s.edit_token}/players/?lang=en",
        {"version": str(v + 1), "player_0": str(users["olga"]), "player_1": str(users["olga"])},
    )
    assert r.status_code == 400
    assert "same member" in r.content.decode()
    # a stale version: refused
    r = c.post(f"/c/session/{s.edit_token}/players/", {"version": str(v), "player_0": ""})
    assert r.status_code == 400
    assert [p.member_id for p in fresh(s).players.all()] == [users["olga"], users["sam"], None, None]


def test_csrf_on_every_club_form(people) -> None:
    from django.test import Client

    club = people["club"]
    c = Client(enforce_csrf_checks=True)
    c.force_login(people["owner"], backend="django.contrib.auth.backends.ModelBackend")
    before = snapshot()
    for path, data in (
        ("/c/new/", {"name": "x"}),
        (f"/c/{club.pk}/invite/", {"role": "member"}),
        (f"/c/{club.pk}/member/{people['member'].pk}/remove/", {}),
    ):
        assert c.post(path, data).status_code == 403
    assert snapshot() == before


@pytest.mark.parametrize(
    "path",
    [
        "/c/99999999999999999999999999/",
        "/c/{club}/member/99999999999999999999999/",
        "/c/{club}/s/99999999999999999999999/",
        "/c/{club}/invite/99999999999999999999999/revoke/",
        "/c/join/" + "x" * 300 + "/",
        "/c/session/" + "x" * 300 + "/players/",
    ],
)
def test_forged_numbers_and_tokens_are_404_not_500(people, path) -> None:
    c = client_for(people["owner"])
    url = path.format(club=people["club"].pk)
    assert (c.post(url) if url.endswith("/revoke/") else c.get(url)).status_code == 404


HUGE = "9" * 25  # no row id; past the database's 64-bit integers (it was a 500: OverflowError)


@pytest.mark.parametrize(
    ("method", "path"),
    [
        ("post", "/c/{club}/member/{huge}/role/"),
        ("post", "/c/{club}/member/{huge}/remove/"),
        ("post", "/c/{club}/invite/{huge}/revoke/"),
        ("get", "/c/{club}/member/{huge}/"),
        ("get", "/c/{club}/s/{huge}/"),
        ("get", "/c/{huge}/"),
        ("get", "/c/{huge}/leaderboard/"),
    ],
)
def test_an_id_too_large_for_any_row_is_not_found(people, method: str, path: str) -> None:
    c = client_for(people["owner"])
    url = path.format(club=people["club"].pk, huge=HUGE)
    r = getattr(c, method)(url, {f"m{HUGE}-role": "member"} if method == "post" else None)
    assert r.status_code == 404
    # the largest id the addresses take still reaches the view, which finds no such row
    assert getattr(c, method)(url.replace(HUGE, "9" * 18)).status_code == 404
