"""Who may take a club's session elsewhere, and two owners changing each other's roles at the same moment (issue
"Hardened for a club's server"). Run on SQLite in the suite and on PostgreSQL in `make test-pg`."""

from __future__ import annotations

import threading
import time
from typing import Any

import pytest
from django.contrib.auth import get_user_model
from django.db import connection

from clubs.models import MEMBER, OWNER, SCOREKEEPER, Club, Membership
from tests.clubs.conftest import client_for, club_session, fresh, user

User = get_user_model()


def _move(u: Any, token: str, club: Any, version: int) -> int:
    value = club if isinstance(club, str) else str(club.pk)
    return client_for(u).post(f"/c/session/{token}/move/", {"club": value, "version": str(version)}).status_code


@pytest.fixture
def two_clubs(people: dict[str, Any]) -> dict[str, Any]:
    """The scorekeeper of club A (people["club"]) owns a club B of their own; the owner of A owns a club C too."""
    keeper, owner = people["scorekeeper"], people["owner"]
    b = Club.objects.create(name="Sam's own", created_by=keeper)
    Membership.objects.create(club=b, user=keeper, role=OWNER)
    c = Club.objects.create(name="Olga's other", created_by=owner)
    Membership.objects.create(club=c, user=owner, role=OWNER)
    return {**people, "b": b, "c": c}


def test_move_a_scorekeeper_cannot_take_a_clubs_session_into_a_club_of_their_own(two_clubs) -> None:
    a, b = two_clubs["club"], two_clubs["b"]
    s = club_session(a)
    assert _move(two_clubs["scorekeeper"], s.edit_token, b, s.version) == 403
    assert fresh(s).club_id == a.pk
    # nor take it out of the club
    assert _move(two_clubs["scorekeeper"], s.edit_token, "none", s.version) == 403
    assert fresh(s).club_id == a.pk
    # the owner of A still sees it
    assert client_for(two_clubs["owner"]).get(f"/c/{a.pk}/s/{s.pk}/").status_code == 302


@pytest.mark.parametrize("role", ["member", "outsider", None])
def test_move_nobody_but_an_owner_moves_a_clubs_session(two_clubs, role: str | None) -> None:
    a = two_clubs["club"]
    s = club_session(a)
    u = two_clubs[role] if role else None
    code = _move(u, s.edit_token, two_clubs["b"], s.version)
    assert code == (302 if u is None else 403)  # anonymous: to the login page
    assert fresh(s).club_id == a.pk


def test_move_an_owner_moves_a_clubs_session_to_another_of_their_clubs_or_out(two_clubs) -> None:
    a, c = two_clubs["club"], two_clubs["c"]
    owner = two_clubs["owner"]
    s = club_session(a)
    page = client_for(owner).get(f"/s/{s.edit_token}/?lang=en").content.decode()
    assert 'id="move-club"' in page
    assert "Olga&#x27;s other" in page
    assert _move(owner, s.edit_token, c, s.version) == 302
    s = fresh(s)
    assert s.club_id == c.pk
    # a club the owner does not change sessions of is not offered, nor accepted
    assert _move(owner, s.edit_token, two_clubs["b"], s.version) == 400
    assert _move(owner, s.edit_token, "none", s.version) == 302
    assert fresh(s).club_id is None
    # the scorekeeper's page of a club session offers no move
    s2 = club_session(a)
    page = client_for(two_clubs["scorekeeper"]).get(f"/s/{s2.edit_token}/?lang=en").content.decode()
    assert 'id="move-club"' not in page


def test_move_a_stale_page_moves_nothing(two_clubs) -> None:
    a, c = two_clubs["club"], two_clubs["c"]
    s = club_session(a)
    assert _move(two_clubs["owner"], s.edit_token, c, s.version - 1) == 409
    assert fresh(s).club_id == a.pk


# ------------------------------------------------- owners at one moment ---


@pytest.fixture
def slow_writes(monkeypatch: pytest.MonkeyPatch) -> None:
    """A membership's save and delete wait a moment first: the two requests have both read the owners before either
    writes, as on a loaded server, unless the first holds a lock the second must wait for."""
    save, delete = Membership.save, Membership.delete

    def slow_save(self: Membership, *args: Any, **kwargs: Any) -> None:
        time.sleep(0.2)
        save(self, *args, **kwargs)

    def slow_delete(self: Membership, *args: Any, **kwargs: Any) -> Any:
        time.sleep(0.2)
        return delete(self, *args, **kwargs)

    monkeypatch.setattr(Membership, "save", slow_save)
    monkeypatch.setattr(Membership, "delete", slow_delete)


@pytest.mark.django_db(transaction=True)
@pytest.mark.usefixtures("slow_writes")
@pytest.mark.parametrize("action", ["demote", "remove"])
def test_two_owners_demoting_each_other_at_once_leave_an_owner(action: str) -> None:
    founder = User.objects.create_user("founder", "f@example.org", "a long Passw0rd!")
    for attempt in range(3):
        club = Club.objects.create(name=f"Club {attempt}", created_by=founder)
        a, b = user(f"a{attempt}"), user(f"b{attempt}")
        Membership.objects.bulk_create(
            [Membership(club=club, user=a, role=OWNER), Membership(club=club, user=b, role=OWNER)]
        )
        barrier = threading.Barrier(2)
        codes: list[int] = []

        def worker(
            me: Any,
            other: Any,
            club: Club = club,
            barrier: threading.Barrier = barrier,
            codes: list[int] = codes,
        ) -> None:
            try:
                c = client_for(me)
                barrier.wait()
                if action == "demote":
                    url = f"/c/{club.pk}/member/{other.pk}/role/"
                    codes.append(c.post(url, {f"m{other.pk}-role": MEMBER}).status_code)
                else:
                    codes.append(c.post(f"/c/{club.pk}/member/{other.pk}/remove/").status_code)
            finally:
                connection.close()

        threads = [threading.Thread(target=worker, args=(a, b)), threading.Thread(target=worker, args=(b, a))]
        for t in threads:
            t.start()
        for t in threads:
            t.join(timeout=60)
        assert Membership.objects.filter(club=club, role=OWNER).count() == 1, (attempt, codes)
        # one change went through; the other was refused (the last owner stays) or found its owner gone
        assert sorted(codes)[0] == 302, codes
        assert all(code in (302, 400, 403, 404) for code in codes), codes


def test_an_owner_demotes_another_owner_while_one_stays(people) -> None:
    club, owner, keeper = people["club"], people["owner"], people["scorekeeper"]
    Membership.objects.filter(club=club, user=keeper).update(role=OWNER)
    c = client_for(owner)
    assert c.post(f"/c/{club.pk}/member/{keeper.pk}/role/", {f"m{keeper.pk}-role": SCOREKEEPER}).status_code == 302
    assert c.post(f"/c/{club.pk}/member/{owner.pk}/role/", {f"m{owner.pk}-role": MEMBER}).status_code == 400
    assert Membership.objects.get(club=club, user=owner).role == OWNER
    assert c.post(f"/c/{club.pk}/member/999999/role/", {"m999999-role": MEMBER}).status_code == 404
