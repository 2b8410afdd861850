"""Every scoresheet, club and account route with hostile path, query and form values (issue 23): never a 5xx.

The routes come from the URL resolver (`s/`, `c/`, `accounts/`), one test per route, so a route added later is
fuzzed without touching this file. Each example fills the route's path parameters with real values (a session's
editing and read-only links, a club's id, its members' ids, a hand number) or with hostile ones, and sends a query
string and a form body (url-encoded or multipart) made of known field names (those the pages' forms and links use,
read from the pages themselves) and hostile ones, with hostile values: NUL, lone surrogates, bytes that are not
UTF-8, numbers of 30 and 5,001 digits, negative numbers, a 1 MB string, unknown choices. Each example goes to every
role (anonymous, a logged-in outsider, a club member, a scorekeeper, an owner), by GET and by POST, with each link
of a session that is in the club and of one that is not. Asserted: no answer is a 5xx, no request raises.

Sample size: `FUZZ_EXAMPLES` examples per route (default 2: about 1,250 requests, some 20 s on two cores per
database); `make fuzz` runs 40 per route on SQLite and on PostgreSQL (20 per route: about 12,000 requests each).
The figures of a run (requests sent, 5xx) are printed at the end of the module (`-s -p no:xdist` shows them)."""

from __future__ import annotations

import logging
import os
import re
import traceback
from collections.abc import Iterator
from dataclasses import dataclass, field
from html.parser import HTMLParser
from typing import Any
from urllib.parse import parse_qsl, quote, urljoin, urlsplit

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.tokens import default_token_generator
from django.db import transaction
from django.test import Client
from django.urls import Resolver404, URLPattern, URLResolver, get_resolver, resolve
from django.utils.encoding import force_bytes
from django.utils.http import urlsafe_base64_encode
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from clubs.models import MEMBER, OWNER, SCOREKEEPER, Club, Invite, Membership
from scoresheet import services
from scoresheet.models import Session

User = get_user_model()

EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "2"))
PREFIXES = ("s/", "c/", "accounts/")  # the scoresheet, the clubs, the accounts (Django's auth views and sign-up)


@dataclass(frozen=True)
class Route:
    route: str  # e.g. "s/<token:token>/hand/<id:number>/"
    name: str
    params: tuple[str, ...]


def _walk(patterns: list[Any], prefix: str) -> Iterator[Route]:
    for p in patterns:
        if isinstance(p, URLResolver):
            yield from _walk(p.url_patterns, prefix + str(p.pattern))
        elif isinstance(p, URLPattern):
            route = prefix + str(p.pattern)
            yield Route(route=route, name=p.name or route, params=tuple(re.findall(r"<(?:\w+:)?(\w+)>", route)))


def routes() -> list[Route]:
    found = [r for r in _walk(get_resolver().url_patterns, "") if r.route.startswith(PREFIXES)]
    assert len(found) > 30, found  # the resolver was read (not an empty include)
    return found


# ------------------------------------------------------------- values ---

MB_STRING = "x" * 1_000_000
HOSTILE_TEXT: list[str | bytes] = [
    "\x00",
    "1\x00",
    "a\x00b",
    "\ud800",  # a lone surrogate (sent as its UTF-8-ish bytes, which are not UTF-8)
    "x\udfffy",
    b"\xff\xfe",  # not UTF-8
    b"\xc3\x28",
    b"\xed\xa0\x80",
    b"\x80abc",
    "9" * 30,
    "-" + "9" * 30,
    "1" + "0" * 5000,  # 10**5000
    "-1",
    "-999999",
    "0",
    "1e309",
    "NaN",
    "inf",
    "１",  # a full-width digit: int() takes it
    "1_000",
    " 7 ",
    "0x1f",
    MB_STRING,
    "\u202e\u200b",
    "😀",
    "<script>alert(1)</script>",
    "' OR 1=1 --",
    "%00",
    "../..",
    "",
    "on",
    "yes",
    "owner",
    "riichi",
    "edit",
    "zz-unknown-choice",
]
SMALL = [str(i) for i in range(0, 8)]
HOSTILE_PATH = [v for v in HOSTILE_TEXT if v is not MB_STRING] + ["y" * 10_000]


def value_strategy(real: list[str]) -> st.SearchStrategy[str | bytes]:
    return st.one_of(
        st.sampled_from(HOSTILE_TEXT),
        st.sampled_from(SMALL + real),
        st.text(st.characters(codec=None, exclude_categories=()), max_size=12),  # surrogates and controls included
        st.integers(min_value=-(10**40), max_value=10**40).map(str),
        st.binary(max_size=8),
    )


HOSTILE_KEYS: list[str | bytes] = ["\x00", "a\x00", "\ud800", b"\xff", "9" * 30, MB_STRING[:70_000], ""]


def _bytes(v: str | bytes) -> bytes:
    return v if isinstance(v, bytes) else v.encode("utf-8", "surrogatepass")


def _q(v: str | bytes) -> str:
    return quote(_bytes(v), safe="")


def urlencoded(pairs: list[tuple[str | bytes, str | bytes]]) -> str:
    return "&".join(f"{_q(k)}={_q(v)}" for k, v in pairs)


BOUNDARY = "fuzzBoundary7MA4YWxkTrZu0gW"


def multipart(pairs: list[tuple[str | bytes, str | bytes]], files: list[tuple[str | bytes, bytes]]) -> bytes:
    out = b""
    for k, v in pairs:
        out += b"--" + BOUNDARY.encode() + b'\r\nContent-Disposition: form-data; name="' + _bytes(k) + b'"\r\n\r\n'
        out += _bytes(v) + b"\r\n"
    for k, content in files:
        out += b"--" + BOUNDARY.encode() + b'\r\nContent-Disposition: form-data; name="' + _bytes(k)
        out += b'"; filename="x.json"\r\nContent-Type: application/json\r\n\r\n' + content + b"\r\n"
    return out + b"--" + BOUNDARY.encode() + b"--\r\n"


# -------------------------------------------------------------- world ---

ROLES = ("anonymous", "outsider", "member", "scorekeeper", "owner")
DRAW = {"seats": [{"tenpai": i in (0, 1)} for i in range(4)]}


@dataclass
class World:
    users: dict[str, Any]
    club: Club
    other_club: Club
    links: list[str]  # the editing and read-only links of a club's session and of a session in no club
    invite: str
    reset: str  # a password reset token of the owner
    numbers: dict[str, list[str]] = field(default_factory=dict)  # path parameter -> real values

    def real(self, route: Route, param: str) -> list[str]:
        if param == "token" and route.name == "password_reset_confirm":
            return [self.reset]
        return self.numbers.get(param, ["1"])


def _user(name: str) -> Any:
    return User.objects.create_user(name, f"{name}@example.org", "a long Passw0rd!")


def _session(club: Club | None, names: tuple[str, ...]) -> Session:
    s = services.create_session(
        services.NewSession(
            ruleset="riichi", preset="seed", names=list(names), option_overrides={}, progress_overrides={}, lang="en"
        )
    )
    for _ in range(2):
        s = Session.objects.get(pk=s.pk)
        s, _n = services.record_hand(s, version=s.version, token=s.edit_token, request=DRAW, lang="en")
    if club is not None:
        s = services.set_club(s, version=s.version, token=s.edit_token, club=club, lang="en")
        members = {u.username: u for u in User.objects.filter(memberships__club=club)}
        links = {p.index: members.get(p.name) for p in s.players.all()}
        s = services.link_players(s, version=s.version, token=s.edit_token, members=links, lang="en")
    return s


def make_world() -> World:
    users = {r: _user(f"fz_{r}") for r in ROLES if r != "anonymous"}
    club = Club.objects.create(name="Friday club", created_by=users["owner"])
    for role, kind in (("owner", OWNER), ("scorekeeper", SCOREKEEPER), ("member", MEMBER)):
        Membership.objects.create(club=club, user=users[role], role=kind)
    other = Club.objects.create(name="Outsider's club", created_by=users["outsider"])
    Membership.objects.create(club=other, user=users["outsider"], role=OWNER)
    in_club = _session(club, ("fz_owner", "fz_scorekeeper", "fz_member", "guest"))
    no_club = _session(None, ("甲", "乙", "丙", "丁"))
    invite = Invite.objects.create(club=club, role=MEMBER, created_by=users["owner"])
    owner = users["owner"]
    world = World(
        users=users,
        club=club,
        other_club=other,
        links=[in_club.edit_token, in_club.view_token, no_club.edit_token, no_club.view_token],
        invite=invite.token,
        reset=default_token_generator.make_token(owner),
    )
    world.numbers = {
        "token": [invite.token, world.reset],
        "number": ["1", "2", "3"],
        "key": ["riichi", "guizhou", "wenzhou", "beijing"],
        "pk": [str(club.pk), str(other.pk)],
        "user_id": [str(u.pk) for u in users.values()],
        "session_id": [str(in_club.pk), str(no_club.pk)],
        "invite_id": [str(invite.pk)],
        "kind": ["edit", "view"],
        "uidb64": [urlsafe_base64_encode(force_bytes(owner.pk))],
    }
    return world


def clients(world: World) -> dict[str, Client]:
    out = {}
    for role in ROLES:
        c = Client(raise_request_exception=True)
        if role != "anonymous":
            c.force_login(world.users[role], backend="django.contrib.auth.backends.ModelBackend")
        out[role] = c
    return out


# What the pages themselves send to each route: every form (its fields with the values the page gives them: the
# version, the hand, the options...) and every link with a query, read from the pages. An example starts from one of
# them and makes some of its values hostile, so the values reach past the first check into the view. Which pages
# hold forms for which route is found once per process (every route's page, as the owner and as nobody); each test
# then reads those pages again in its own world (its tokens and ids).
QUERY_KEYS = ["number", "v", "changed", "new", "lang", "ruleset", "sort", "start", "end", "next", "players", "kind"]
Pair = tuple[str | bytes, str | bytes]


@dataclass(frozen=True)
class Page:
    route: Route
    role: str
    link: int  # which of the world's session links fills a session's token


class _Forms(HTMLParser):
    """The forms of a page (action, fields as the page fills them) and its links' queries."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.forms: list[tuple[str, list[tuple[str, str]]]] = []
        self.links: list[str] = []
        self._form: list[tuple[str, str]] | None = None
        self._select: str | None = None
        self._chosen: str | None = None
        self._first: str | None = None
        self._textarea: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        if tag == "a" and "?" in a.get("href", ""):
            self.links.append(a["href"])
        elif tag == "form":
            self._form = []
            self.forms.append((a.get("action", ""), self._form))
        elif self._form is None or (not a.get("name") and tag != "option"):
            return
        elif tag in ("input", "button"):
            if a.get("type") in ("checkbox", "radio") and "checked" not in a:
                return
            self._form.append((a["name"], a.get("value", "")))
        elif tag == "select":
            self._select, self._chosen, self._first = a["name"], None, None
        elif tag == "option" and self._select is not None:
            value = a.get("value", "")
            self._first = value if self._first is None else self._first
            if "selected" in a:
                self._chosen = value
        elif tag == "textarea":
            self._textarea = a["name"]
            self._form.append((a["name"], ""))

    def handle_data(self, data: str) -> None:
        if self._textarea is not None and self._form:
            self._form[-1] = (self._textarea, self._form[-1][1] + data)

    def handle_endtag(self, tag: str) -> None:
        if tag == "form":
            self._form = None
        elif tag == "select" and self._select is not None and self._form is not None:
            self._form.append((self._select, self._chosen if self._chosen is not None else self._first or ""))
            self._select = None
        elif tag == "textarea":
            self._textarea = None


def _page_path(world: World, page: Page) -> str:
    values = {p: world.real(page.route, p)[0] for p in page.route.params}
    if "token" in values and _session_route(page.route):
        values["token"] = world.links[page.link]
    return "/" + _fill(page.route.route, values)


def _session_route(route: Route) -> bool:
    return "token" in route.params and route.route.startswith(("s/", "c/session/"))


def _read(client: Client, path: str) -> tuple[str, str]:
    """The page at `path` (redirects followed) and its address."""
    resp = client.get(path, follow=True)
    at = resp.redirect_chain[-1][0] if resp.redirect_chain else path
    if not resp.get("Content-Type", "").startswith("text/html"):
        return "", at
    return resp.content.decode("utf-8", "replace"), at


def _targets(html: str, at: str) -> Iterator[tuple[str, list[tuple[str, str]]]]:
    """(route, pairs) for every form and link of a page, by the route its address resolves to."""
    parser = _Forms()
    parser.feed(html)
    found = [(action, pairs) for action, pairs in parser.forms]
    found += [(href, list(parse_qsl(urlsplit(href).query, keep_blank_values=True))) for href in parser.links]
    for address, pairs in found:
        path = urlsplit(urljoin("http://testserver" + at, address)).path
        try:
            match = resolve(path)
        except Resolver404:
            continue
        yield match.route, pairs


_SOURCES: dict[str, set[Page]] = {}


def bases(world: World, by_role: dict[str, Client], route: Route) -> list[list[Pair]]:
    """The forms and links that the pages address to `route`, read from the pages in this world."""
    if not _SOURCES:
        for r in ALL_ROUTES:
            for role in ("owner", "anonymous"):
                for link in (0, 2) if _session_route(r) else (0,):
                    page = Page(route=r, role=role, link=link)
                    html, at = _read(by_role[role], _page_path(world, page))
                    for target, _pairs in _targets(html, at):
                        _SOURCES.setdefault(target, set()).add(page)
    out: list[list[Pair]] = []
    for page in sorted(_SOURCES.get(route.route, ()), key=lambda p: (p.route.route, p.role, p.link)):
        html, at = _read(by_role[page.role], _page_path(world, page))
        out += [list(pairs) for target, pairs in _targets(html, at) if target == route.route]
    return [list(b) for b in dict.fromkeys(tuple(b) for b in out)]  # each form once (the language links are alike)


def _fill(route: str, values: dict[str, str | bytes]) -> str:
    return re.sub(r"<(?:\w+:)?(\w+)>", lambda m: _q(values[m[1]]), route)


# ------------------------------------------------------------ the test ---


@dataclass
class Tally:
    requests: int = 0
    errors: list[str] = field(default_factory=list)


TALLY = Tally()


@pytest.fixture(scope="module", autouse=True)
def _figures() -> Iterator[None]:
    """The figures of the run, printed at the end; the thousands of 4xx not logged meanwhile (a 500 is an error of
    django.request: still logged, with its traceback; a body past DATA_UPLOAD_MAX_MEMORY_SIZE is a 400 that
    django.security logs as an error)."""
    quiet = {"django.request": logging.ERROR, "django.security": logging.CRITICAL}
    levels = {name: logging.getLogger(name).level for name in quiet}
    for name, level in quiet.items():
        logging.getLogger(name).setLevel(level)
    yield
    for name, level in levels.items():
        logging.getLogger(name).setLevel(level)
    print(f"\nhostile routes: {TALLY.requests} requests, {len(TALLY.errors)} answered 5xx or raised")


@pytest.fixture
def world(db, settings) -> World:
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    return make_world()


def _send(client: Client, method: str, path: str, query: str, body: bytes, content_type: str, htmx: bool) -> str:
    """One request; '' when it is answered below 500, else what went wrong."""
    url = path + ("?" + query if query else "")
    headers = {"HX-Request": "true"} if htmx else {}
    TALLY.requests += 1
    try:
        # a savepoint per request: an error that aborts the transaction (PostgreSQL) leaves the next one clean
        with transaction.atomic():
            if method == "GET":
                r = client.get(url, headers=headers)
            else:
                r = client.post(url, data=body, content_type=content_type, headers=headers)
    except Exception as e:  # every raise is a 500 the server would answer
        return f"{method} {url[:300]} body={body[:300]!r}: raised {e!r}\n{traceback.format_exc(limit=-4)}"
    if r.status_code >= 500:
        return f"{method} {url[:300]} body={body[:300]!r}: {r.status_code}"
    return ""


ALL_ROUTES = routes()


def mutated(
    data: st.DataObject, base: list[Pair], key: st.SearchStrategy, values: st.SearchStrategy, label: str
) -> list[Pair]:
    """`base` (a page's form or link) with some values made hostile, some fields dropped, a few fields added."""
    out: list[Pair] = []
    for k, v in base:
        what = data.draw(st.sampled_from(("keep", "keep", "hostile", "drop")), label=f"{label} {k!r}")
        if what == "keep":
            out.append((k, v))
        elif what == "hostile":
            out.append((k, data.draw(values, label=f"{label} {k!r} value")))
    return out + data.draw(st.lists(st.tuples(key, values), max_size=4), label=f"{label} added")


@pytest.fixture
def forms(world: World, route: Route) -> list[list[Pair]]:
    """The route's forms and links, read once per test: every example draws from the same ones (hypothesis replays
    an example by its draws), whatever an example changed (each one's changes are rolled back anyway)."""
    return bases(world, clients(world), route)


@pytest.mark.parametrize("route", ALL_ROUTES, ids=[r.name + ":" + r.route for r in ALL_ROUTES])
@settings(
    max_examples=EXAMPLES,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(data=st.data())
def test_route_answers_hostile_values_without_a_server_error(
    world: World, route: Route, forms: list[list[Pair]], data: st.DataObject
) -> None:
    """Every role, GET and POST, each link of a session: below 500, whatever the path, query and form hold. Each
    example starts from the same world: what it changed (a member removed, a hand deleted) is rolled back after it."""
    with transaction.atomic():
        _example(world, route, forms, data)
        transaction.set_rollback(True)


def _example(world: World, route: Route, forms: list[list[Pair]], data: st.DataObject) -> None:
    by_role = clients(world)
    names = sorted({k for base in forms for k, _v in base} | set(QUERY_KEYS))
    values = value_strategy(world.links + [world.invite] + [v for vs in world.numbers.values() for v in vs])
    key = st.one_of(st.sampled_from(names), st.sampled_from(HOSTILE_KEYS))
    hostile_path = {p: data.draw(st.booleans(), label=f"hostile {p}") for p in route.params}
    path_values: dict[str, str | bytes] = {}
    for p in route.params:
        if hostile_path[p]:
            path_values[p] = data.draw(st.one_of(st.sampled_from(HOSTILE_PATH), values), label=p)
        else:
            path_values[p] = data.draw(st.sampled_from(world.real(route, p)), label=p)
    query = urlencoded(mutated(data, data.draw(st.sampled_from([[], *forms]), label="query"), key, values, "query"))
    form = mutated(data, data.draw(st.sampled_from([[], *forms]), label="form"), key, values, "form")
    if data.draw(st.booleans(), label="multipart"):
        files = data.draw(st.lists(st.tuples(key, st.binary(max_size=64)), max_size=2), label="files")
        body, content_type = multipart(form, files), f"multipart/form-data; boundary={BOUNDARY}"
    else:
        body, content_type = urlencoded(form).encode("ascii"), "application/x-www-form-urlencoded"
    htmx = data.draw(st.booleans(), label="htmx")
    # a real session token: tried with each link (the club's session and the session in no club, editing, read-only)
    real_token = _session_route(route) and not hostile_path["token"]
    links = world.links if real_token else [path_values.get("token", "")]
    problems = []
    for link in links:
        if real_token:
            path_values["token"] = link
        path = "/" + _fill(route.route, path_values)
        for role, client in by_role.items():
            for method in ("GET", "POST"):
                problem = _send(client, method, path, query, body, content_type, htmx)
                if problem:
                    problems.append(f"[{role}] {problem}")
    TALLY.errors += problems
    assert not problems, "\n".join(problems[:5])


# --------------------------------------------- NUL: refused before any view ---


def test_admin_list_filter_with_a_nul_is_a_400_naming_the_parameter(db) -> None:
    """Staff only, but it was a 500 on PostgreSQL (psycopg refuses the NUL in the query): now a 400 on both."""
    staff = User.objects.create_superuser("root", "root@example.org", "a long Passw0rd!")
    c = Client()
    c.force_login(staff, backend="django.contrib.auth.backends.ModelBackend")
    assert c.get("/admin/scoresheet/session/?ruleset=riichi").status_code == 200
    r = c.get("/admin/scoresheet/session/?ruleset=%00", headers={"Accept-Language": "en"})
    assert r.status_code == 400
    assert (
        "Bad request: the address&#x27;s parameter “ruleset” holds a NUL character (\\x00), which nothing on this "
        "site takes."
    ) in r.content.decode()
    r = c.get("/admin/scoresheet/session/?ruleset=%00", headers={"Accept-Language": "zh-hans"})
    assert "“ruleset”" in r.content.decode()
    assert "Bad request" not in r.content.decode()


@pytest.mark.parametrize(
    ("method", "address", "body", "named"),
    [
        pytest.param("get", "/s/{edit}/hand/1/?lang=en%00", None, "“lang”", id="query-value"),
        pytest.param("get", "/c/?a%00b=1", None, "“a\\x00b”", id="query-key"),
        pytest.param("post", "/s/{edit}/draw/", {"version": "2\x00", "tenpai": "0"}, "“version”", id="form-value"),
        pytest.param("post", "/accounts/login/", {"username": "olga\x00", "password": "x"}, "“username”", id="login"),
        pytest.param("post", "/s/{edit}/qr/a%00.svg", None, "the address holds", id="path"),
    ],
)
def test_a_nul_anywhere_is_a_400_naming_where(db, method: str, address: str, body: Any, named: str) -> None:
    s = _session(None, ("甲", "乙", "丙", "丁"))
    r = getattr(Client(headers={"Accept-Language": "en"}), method)(address.format(edit=s.edit_token), body)
    assert r.status_code == 400
    assert named in r.content.decode()
    assert Session.objects.get(pk=s.pk).version == s.version  # nothing changed


def test_a_nul_in_a_multipart_field_name_is_a_400(db) -> None:
    body = multipart([("title", "x")], [("a\x00", b"{}")])
    r = Client().post("/s/import/", body, content_type=f"multipart/form-data; boundary={BOUNDARY}")
    assert r.status_code == 400
    assert "a\\x00" in r.content.decode()


def test_the_json_api_reads_its_own_body_past_the_guard(db) -> None:
    """A csrf_exempt view (the JSON API) reads its body itself: the guard never parses it as a form."""
    request = {"ruleset": "guizhou", "seats": [{}, {"hand": "123s456m789p234s55s"}, {}, {}]}
    r = Client().post("/api/v1/score", request, content_type="application/json")
    assert r.status_code in (200, 400)
    r = Client().post(
        "/api/v1/score", multipart([("a", "\x00")], []), content_type=f"multipart/form-data; boundary={BOUNDARY}"
    )
    assert r.status_code == 415


def test_admin_json_field_with_a_nul_is_the_fields_error_not_a_500(db) -> None:
    """A NUL inside a JSON field's text (`"\\u0000"`): PostgreSQL's jsonb refuses it (a 500); the field says so."""
    staff = User.objects.create_superuser("root", "root@example.org", "a long Passw0rd!")
    s = _session(None, ("甲", "乙", "丙", "丁"))
    c = Client(headers={"Accept-Language": "en"})
    c.force_login(staff, backend="django.contrib.auth.backends.ModelBackend")
    page = c.get(f"/admin/scoresheet/session/{s.pk}/change/")
    assert page.status_code == 200
    fields = {
        "edit_token": s.edit_token,
        "view_token": s.view_token,
        "title": "x",
        "lang": "en",
        "ruleset": s.ruleset,
        "preset": s.preset,
        "options": '{"a": "\\u0000"}',
        "progress_options": "{}",
        "start_points": "0",
        "return_points": "0",
        "uma": "[]",
        "oka": "0",
        "version": str(s.version),
        "cache": "{}",
    }
    r = c.post(f"/admin/scoresheet/session/{s.pk}/change/", fields)
    assert r.status_code == 200  # the form again, with the field's error
    assert "A NUL character" in r.content.decode()
    assert Session.objects.get(pk=s.pk).options != {"a": "\x00"}
