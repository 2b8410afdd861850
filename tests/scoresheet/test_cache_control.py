"""Pages reached through a secret link are kept by no shared or proxy cache (issue 23): every answer of every route
that takes a `token` (found by walking the URL resolver, so a new route is covered), and of the club pages that show
or redirect to secret links, says `Cache-Control: private, no-cache`, whatever the answer (a page, an export, a QR
code, a redirect, a 403, a 404 for a session that does not exist)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.tokens import default_token_generator
from django.test import Client
from django.urls import URLPattern, URLResolver, get_resolver
from django.utils.cache import get_max_age
from django.utils.encoding import force_bytes
from django.utils.http import urlsafe_base64_encode

from clubs.models import MEMBER, OWNER, Club, Invite, Membership
from scoresheet import services
from scoresheet.middleware import SHOWS_SECRET_LINKS
from scoresheet.models import Session
from tests.scoresheet.conftest import fresh, make_session

pytestmark = pytest.mark.django_db

User = get_user_model()
DRAW = {"seats": [{"tenpai": i == 0} for i in range(4)]}


def _walk(patterns: list[Any], prefix: str, namespace: str) -> Iterator[tuple[str, str]]:
    for p in patterns:
        if isinstance(p, URLResolver):
            ns = f"{namespace}{p.namespace}:" if p.namespace else namespace
            yield from _walk(p.url_patterns, prefix + str(p.pattern), ns)
        elif isinstance(p, URLPattern):
            yield prefix + str(p.pattern), f"{namespace}{p.name}"


ROUTES = list(_walk(get_resolver().url_patterns, "", ""))
SECRET = [(route, name) for route, name in ROUTES if "<token>" in route or ":token>" in route]


def test_routes_with_a_token_are_found() -> None:
    """The walk finds the routes: every session page, the invitation, the club's session actions, a password reset."""
    names = {name for _route, name in SECRET}
    assert {"scoresheet:session", "scoresheet:export-csv", "scoresheet:qr", "clubs:join", "clubs:move"} <= names
    assert len(SECRET) >= 17
    assert {name for _route, name in ROUTES} >= SHOWS_SECRET_LINKS


@pytest.fixture
def world(settings) -> dict[str, Any]:
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    owner = User.objects.create_user("olga", "olga@example.org", "a long Passw0rd!")
    club = Club.objects.create(name="Friday club", created_by=owner)
    Membership.objects.create(club=club, user=owner, role=OWNER)
    s = make_session()
    s, _n = services.record_hand(fresh(s), version=s.version, token=s.edit_token, request=DRAW, lang="en")
    in_club = make_session()
    in_club = services.set_club(in_club, version=in_club.version, token=in_club.edit_token, club=club, lang="en")
    invite = Invite.objects.create(club=club, role=MEMBER, created_by=owner)
    values = {
        "number": "1",
        "kind": "view",
        "uidb64": urlsafe_base64_encode(force_bytes(owner.pk)),
        "pk": str(club.pk),
        "session_id": str(in_club.pk),
        "user_id": str(owner.pk),
    }
    return {"owner": owner, "session": s, "club_session": in_club, "invite": invite, "values": values}


def _address(route: str, name: str, world: dict[str, Any], token: str) -> str:
    values = dict(world["values"])
    if name == "clubs:join":
        token = world["invite"].token
    elif name == "password_reset_confirm":
        token = default_token_generator.make_token(world["owner"])
    values["token"] = token
    return "/" + re.sub(r"<(?:\w+:)?(\w+)>", lambda m: values[m[1]], route)


def _private(response: Any) -> bool:
    directives = {d.strip().split("=")[0] for d in response.get("Cache-Control", "").split(",")}
    return {"private", "no-cache"} <= directives and "public" not in directives and not get_max_age(response)


def _clients(world: dict[str, Any]) -> list[Client]:
    owner = Client()
    owner.force_login(world["owner"], backend="django.contrib.auth.backends.ModelBackend")
    return [Client(), owner]


@pytest.mark.parametrize(("route", "name"), SECRET, ids=[name for _r, name in SECRET])
def test_every_answer_through_a_secret_link_is_private_and_not_cached(world, route: str, name: str) -> None:
    """GET and POST, anonymous and a club's owner, with each link of a session and with a token of no session."""
    s: Session = world["session"]
    tokens = [s.edit_token, s.view_token, world["club_session"].edit_token, "no-such-token-0000000000"]
    for token in tokens:
        address = _address(route, name, world, token)
        for client in _clients(world):
            for method in ("get", "post"):
                r = getattr(client, method)(address)
                assert r.status_code < 500
                assert _private(r), (method, address, r.status_code, r.get("Cache-Control"))


@pytest.mark.parametrize("name", sorted(SHOWS_SECRET_LINKS))
def test_club_pages_that_show_secret_links_are_private(world, name: str) -> None:
    """The club page lists the owner's invitation links; a club's session page redirects to a session's link."""
    route = next(r for r, n in ROUTES if n == name)
    c = _clients(world)[1]
    r = c.get(_address(route, name, world, ""))
    assert r.status_code in (200, 302)
    assert _private(r)


def test_the_qr_code_is_not_kept_for_an_hour() -> None:
    """The QR code said `private, max-age=3600`: now as every page of the link, asked again each time."""
    s = make_session()
    r = Client().get(f"/s/{s.view_token}/qr/view.svg")
    assert r.status_code == 200
    assert r["Cache-Control"] == "private, no-cache"


def test_pages_without_a_secret_link_are_left_to_their_own_headers() -> None:
    """The calculator and the scoresheet's start page carry no secret: the guard does not mark them."""
    for address in ("/", "/s/", "/c/"):
        r = Client().get(address)
        assert r.status_code == 200
        assert "no-cache" not in r.get("Cache-Control", ""), address
