from __future__ import annotations

from typing import Any

import pytest
from django.contrib.auth import get_user_model
from django.test import Client

from clubs.models import MEMBER, OWNER, SCOREKEEPER, Club, Membership
from scoresheet import services
from scoresheet.models import Session

User = get_user_model()


def user(name: str) -> Any:
    return User.objects.create_user(name, f"{name}@example.org", "a long Passw0rd!")


def client_for(u: Any | None) -> Client:
    c = Client()
    if u is not None:
        c.force_login(u, backend="django.contrib.auth.backends.ModelBackend")
    return c


@pytest.fixture(autouse=True)
def _fast_passwords(settings) -> None:
    """A fast hasher for the users these tests make (the real one is PBKDF2, slow on purpose)."""
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


@pytest.fixture
def people(db) -> dict[str, Any]:
    """A club with an owner, a scorekeeper and a member; an outsider who is in no club."""
    owner, keeper, member, outsider = user("olga"), user("sam"), user("mia"), user("otto")
    club = Club.objects.create(name="Friday club", created_by=owner)
    Membership.objects.create(club=club, user=owner, role=OWNER)
    Membership.objects.create(club=club, user=keeper, role=SCOREKEEPER)
    Membership.objects.create(club=club, user=member, role=MEMBER)
    return {"owner": owner, "scorekeeper": keeper, "member": member, "outsider": outsider, "club": club}


def club_session(
    club: Club | None, ruleset: str = "riichi", names=("olga", "sam", "mia", "guest"), **kw: Any
) -> Session:
    """A session created by its link and moved to `club`, its players linked to the members of the same name."""
    s = services.create_session(
        services.NewSession(
            ruleset=ruleset,
            preset=kw.pop("preset", "seed"),
            names=list(names),
            option_overrides={},
            progress_overrides={},
            lang="en",
            **kw,
        )
    )
    if club is None:
        return s
    s = services.set_club(s, version=s.version, token=s.edit_token, club=club, lang="en")
    members = {u.username: u for u in User.objects.filter(memberships__club=club)}
    links = {p.index: members.get(p.name) for p in s.players.all()}
    return services.link_players(s, version=s.version, token=s.edit_token, members=links, lang="en")


def fresh(s: Session) -> Session:
    return Session.objects.get(pk=s.pk)


def record(s: Session, request: dict[str, Any]) -> Session:
    s = fresh(s)
    s, _n = services.record_hand(s, version=s.version, token=s.edit_token, request=request, lang="en")
    return s
