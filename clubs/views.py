"""Pages of accounts and clubs: thin function views over `clubs.access` (who may), `clubs.stats` (the
figures, from the database) and `scoresheet.services` (changes of a session).

Every club page needs a logged-in member (anonymous: to the login page; a non-member: 404, the club's
existence not revealed); changing URLs are POST only (CSRF) and answer 403 to a member whose role may
not make the change, changing nothing.
"""

from __future__ import annotations

from datetime import datetime, time, timedelta
from typing import TYPE_CHECKING, Any
from urllib.parse import urlparse

from django.contrib.auth import get_user_model, login
from django.contrib.auth.decorators import login_required
from django.db import IntegrityError, transaction
from django.db.models import Count, Q
from django.http import Http404, HttpRequest, HttpResponse, HttpResponseRedirect, QueryDict
from django.shortcuts import render
from django.urls import resolve, reverse
from django.utils import timezone
from django.utils.http import url_has_allowed_host_and_scheme
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext, pgettext
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from calculator import page_language
from rules import registry
from scoresheet import services
from scoresheet.chart import running_totals_svg
from scoresheet.models import PlayerResult, Session
from scoresheet.prefill import calculator_query
from scoresheet.replay import state_from_json
from scoresheet.stats import PATTERN_KINDS
from scoresheet.views.common import Forbidden, forbidden, open_session
from scoresheet.views.snapshot import reads_one_snapshot
from scoresheet.views.start import new_session as sheet_new_session

from . import access, stats
from .forms import ClubForm, InviteForm, PeriodForm, RoleForm, SignupForm, player_links_form
from .models import CHANGERS, OWNER, ROLES, Club, Invite, Membership

if TYPE_CHECKING:
    from django.contrib.auth.models import User as AuthUser  # the user model (AUTH_USER_MODEL is Django's own)

User = get_user_model()
CHART_LINES = 6  # members drawn on the leaderboard's chart (the first of the table's order)


def _lang() -> str:
    return page_language.page_lang()


def _role_names() -> dict[str, str]:
    return {k: str(v) for k, v in ROLES}


def _rs_name(key: str) -> str:
    rs = registry.RULE_SETS.get(key)
    return rs.names.get(_lang()) if rs else key


# ------------------------------------------------------------ accounts ---


@require_http_methods(["GET", "POST"])
def signup(request: HttpRequest) -> HttpResponse:
    nxt = request.POST.get("next") or request.GET.get("next") or ""
    if not url_has_allowed_host_and_scheme(nxt, allowed_hosts={request.get_host()}, require_https=request.is_secure()):
        nxt = ""
    form = SignupForm(request.POST if request.method == "POST" else None)
    if request.method == "POST" and form.is_valid():
        try:
            with transaction.atomic():
                user = form.save()
        except IntegrityError:  # the same name signed up a moment ago, after this form was checked
            form.add_error("username", User._meta.get_field("username").error_messages["unique"])
        else:
            login(request, user, backend="django.contrib.auth.backends.ModelBackend")
            return HttpResponseRedirect(nxt or reverse("clubs:index"))
    status = 400 if request.method == "POST" else 200
    return render(request, "registration/signup.html", {"form": form, "next": nxt}, status=status)


# --------------------------------------------------------------- clubs ---


def _my_clubs(user: AuthUser) -> list[dict[str, Any]]:
    roles = _role_names()
    return [
        {"club": m.club, "role": roles[m.role]}
        for m in Membership.objects.filter(user=user).select_related("club").order_by("club__name")
    ]


@require_GET
def index(request: HttpRequest) -> HttpResponse:
    ctx: dict[str, Any] = {}
    if request.user.is_authenticated:
        ctx = {"clubs": _my_clubs(request.user), "form": ClubForm()}
    return render(request, "clubs/index.html", ctx)


@require_POST
@login_required
def create(request: HttpRequest) -> HttpResponse:
    user = access.signed_in(request)
    form = ClubForm(request.POST)
    if not form.is_valid():
        return render(request, "clubs/index.html", {"clubs": _my_clubs(user), "form": form}, status=400)
    with transaction.atomic():
        club = form.save(commit=False)
        club.created_by = user
        club.save()
        Membership.objects.create(club=club, user=user, role=OWNER)
    return HttpResponseRedirect(reverse("clubs:club", args=[club.pk]))


def _session_rows(club: Club) -> list[dict[str, Any]]:
    rows = []
    for s in (
        Session.objects.filter(club=club).annotate(n=Count("hands")).prefetch_related("players").order_by("-created")
    ):
        rows.append(
            {
                "session": s,
                "rs_name": _rs_name(s.ruleset),
                "names": ", ".join(p.name for p in s.players.all()),
                "hands": s.n,
            }
        )
    return rows


@require_GET
@login_required
@reads_one_snapshot
def club_page(request: HttpRequest, pk: int) -> HttpResponse:
    club, me = access.club_for(request, pk)
    roles = _role_names()
    members = [
        {"m": m, "role": roles[m.role], "form": RoleForm(initial={"role": m.role}, prefix=f"m{m.user_id}")}
        for m in club.memberships.select_related("user").order_by("user__username")
    ]
    ctx: dict[str, Any] = {
        "club": club,
        "me": me,
        "my_role": roles[me.role],
        "is_owner": me.role == OWNER,
        "can_change": me.role in CHANGERS,
        "sessions": _session_rows(club),
        "members": members,
        "boards": _boards(club),
        "rule_sets": [{"key": rs.key, "name": rs.names.get(_lang())} for rs in registry.RULE_SETS.values()],
    }
    if me.role == OWNER:
        now = timezone.now()
        ctx["invite_form"] = InviteForm()
        ctx["invites"] = [
            {
                "invite": i,
                "role": roles[i.role],
                "url": request.build_absolute_uri(reverse("clubs:join", args=[i.token])),
            }
            for i in club.invites.filter(used_by__isnull=True, used_at__isnull=True, expires__gt=now)
        ]
    return render(request, "clubs/club.html", ctx)


def _boards(club: Club) -> list[dict[str, Any]]:
    """The club page's leaderboards: one per rule set played, the most played first; a rule set played at several
    numbers of players has one per number (the most played first), named by it."""
    out = []
    for key in stats.rulesets_played(club.pk):
        counts = stats.player_counts(club.pk, key)
        for n in counts:
            name = _rs_name(key) if len(counts) == 1 else _with_players(_rs_name(key), n)
            out.append({"key": key, "name": name, "query": _board_query(key, n if len(counts) > 1 else None)})
    return out


def players_name(n: int) -> str:
    return ngettext("%(n)s player", "%(n)s players", n) % {"n": n}


def _with_players(name: str, n: int) -> str:
    """A rule set's name with the number of players its board is for: "Riichi, 3 players"."""
    return _("%(name)s, %(players)s") % {"name": name, "players": players_name(n)}


def _board_query(ruleset: str, players: int | None) -> str:
    q = QueryDict(mutable=True)
    q["ruleset"] = ruleset
    if players is not None:
        q["players"] = str(players)
    return q.urlencode()


@require_GET
@login_required
@reads_one_snapshot
def club_session(request: HttpRequest, pk: int, session_id: int) -> HttpResponse:
    """A club's session opened from the club page: for its owners and scorekeepers the page that changes
    it (they need no editing link), for its members the read-only page."""
    club, me = access.club_for(request, pk)
    session = Session.objects.filter(pk=session_id, club=club).first()
    if session is None:
        raise Http404("no such session")
    token = session.edit_token if me.role in CHANGERS else session.view_token
    return HttpResponseRedirect(reverse("scoresheet:session", args=[token]))


@require_http_methods(["GET", "POST"])
@login_required
def new_session(request: HttpRequest, pk: int, key: str) -> HttpResponse:
    """The scoresheet's new-session form, for an owner or scorekeeper; the session it creates belongs to
    the club, and its players whose names are members' user names are linked to them (one transaction)."""
    club, _me = access.club_for(request, pk, roles=CHANGERS)
    if key not in registry.RULE_SETS:
        raise Http404(key)
    with transaction.atomic():
        response = sheet_new_session(request, key)
        if request.method != "POST" or response.status_code != 302:
            return response
        token = resolve(urlparse(response["Location"]).path).kwargs["token"]
        session = Session.objects.get(edit_token=token)
        session = services.set_club(session, version=session.version, token=token, club=club, lang=_lang())
        members = {u.username.casefold(): u for u in User.objects.filter(memberships__club=club)}
        links = {p.index: members.get(p.name.casefold()) for p in session.players.all()}
        if any(links.values()):
            services.link_players(session, version=session.version, token=token, members=links, lang=_lang())
    return response


@require_POST
@login_required
def invite(request: HttpRequest, pk: int) -> HttpResponse:
    club, _me = access.club_for(request, pk, roles=(OWNER,))
    form = InviteForm(request.POST)
    if not form.is_valid():
        return HttpResponse(_("Role: choose one of the roles."), status=400, content_type="text/plain; charset=utf-8")
    Invite.objects.create(club=club, role=form.cleaned_data["role"], created_by=access.signed_in(request))
    return HttpResponseRedirect(reverse("clubs:club", args=[club.pk]) + "#invites")


@require_POST
@login_required
def revoke(request: HttpRequest, pk: int, invite_id: int) -> HttpResponse:
    club, _me = access.club_for(request, pk, roles=(OWNER,))
    deleted, _n = Invite.objects.filter(pk=invite_id, club=club, used_by__isnull=True).delete()
    if not deleted:
        raise Http404("no such invitation")
    return HttpResponseRedirect(reverse("clubs:club", args=[club.pk]) + "#invites")


def _invite_problem(inv: Invite | None) -> tuple[str, int] | None:
    if inv is None:
        return _("This invitation link does not exist. Check that you copied all of it."), 404
    if inv.used_at is not None:
        return _("This invitation has already been used. Ask the club's owner for a new link."), 410
    if inv.expired:
        return _("This invitation has expired. Ask the club's owner for a new link."), 410
    return None


@require_http_methods(["GET", "POST"])
def join(request: HttpRequest, token: str) -> HttpResponse:
    """An invitation: shown to anyone with the link; accepted (POST) by a logged-in person, once."""
    inv = Invite.objects.filter(token=token[:64]).select_related("club").first()
    problem = _invite_problem(inv)
    if problem is not None:
        return render(request, "clubs/join.html", {"problem": problem[0]}, status=problem[1])
    assert inv is not None
    ctx: dict[str, Any] = {"invite": inv, "role": _role_names()[inv.role], "token": token}
    if not request.user.is_authenticated:
        if request.method == "POST":
            return HttpResponseRedirect(reverse("login") + "?next=" + request.path)
        return render(request, "clubs/join.html", ctx)
    if Membership.objects.filter(club=inv.club, user=request.user).exists():
        ctx["already"] = True
        return render(request, "clubs/join.html", ctx)
    if request.method == "GET":
        return render(request, "clubs/join.html", ctx)
    try:
        with transaction.atomic():
            inv = Invite.objects.select_for_update().get(pk=inv.pk)
            problem = _invite_problem(inv)
            if problem is not None:
                return render(request, "clubs/join.html", {"problem": problem[0]}, status=problem[1])
            Membership.objects.create(club=inv.club, user=request.user, role=inv.role)
            inv.used_by = request.user
            inv.used_at = timezone.now()
            inv.save(update_fields=["used_by", "used_at"])
    except IntegrityError:  # another invitation to this club accepted for this person at the same moment
        ctx["already"] = True
        return render(request, "clubs/join.html", ctx)
    return HttpResponseRedirect(reverse("clubs:club", args=[inv.club_id]))


class _LastOwner(Exception):
    """The change would leave the club with no owner."""


def _change_member(club: Club, user_id: int, *, role: str | None) -> Membership:
    """Set a member's role (`role`) or remove them (`role` None) in one transaction that locks every membership of
    the club first: two owners demoting or removing each other at the same moment are serialised, and the second
    sees that it would leave no owner (SQLite's writers are serialised at BEGIN, see config/settings.py)."""
    with transaction.atomic():
        members = list(Membership.objects.select_for_update().filter(club=club).order_by("pk"))
        m = next((x for x in members if x.user_id == user_id), None)
        if m is None:
            raise Http404("no such member")
        owners = [x for x in members if x.role == OWNER]
        if m.role == OWNER and role != OWNER and len(owners) == 1:
            raise _LastOwner
        if role is None:
            m.delete()
        else:
            m.role = role
            m.save(update_fields=["role"])
    return m


NEEDS_AN_OWNER = gettext_lazy("A club needs an owner: make another member an owner first.")


@require_POST
@login_required
def set_role(request: HttpRequest, pk: int, user_id: int) -> HttpResponse:
    club, _me = access.club_for(request, pk, roles=(OWNER,))
    form = RoleForm(request.POST, prefix=f"m{user_id}")
    if not form.is_valid():
        if not club.memberships.filter(user_id=user_id).exists():
            raise Http404("no such member")
        return _club_error(request, club, _("Role: choose one of the roles."))
    try:
        _change_member(club, user_id, role=form.cleaned_data["role"])
    except _LastOwner:
        return _club_error(request, club, str(NEEDS_AN_OWNER))
    return HttpResponseRedirect(reverse("clubs:club", args=[club.pk]) + "#members")


@require_POST
@login_required
def remove(request: HttpRequest, pk: int, user_id: int) -> HttpResponse:
    """An owner removes a member; any member may leave (remove themself). The last owner stays."""
    club, me = access.club_for(request, pk)
    if me.role != OWNER and user_id != request.user.pk:
        from django.core.exceptions import PermissionDenied

        raise PermissionDenied("role")
    try:
        _change_member(club, user_id, role=None)
    except _LastOwner:
        return _club_error(request, club, str(NEEDS_AN_OWNER))
    if user_id == request.user.pk:
        return HttpResponseRedirect(reverse("clubs:index"))
    return HttpResponseRedirect(reverse("clubs:club", args=[club.pk]) + "#members")


def _club_error(request: HttpRequest, club: Club, message: str) -> HttpResponse:
    return render(request, "clubs/error.html", {"club": club, "message": message}, status=400)


# ------------------------------------------------------ a session's club ---


@require_POST
@login_required
def move_session(request: HttpRequest, token: str) -> HttpResponse:
    """Move a session into one of the user's clubs (where they are owner or scorekeeper), or out of its club.
    A session of no club: the editing link's holder. A club's session: only an owner of that club (a scorekeeper
    of club A could otherwise take A's session into a club of their own, out of the owners' reach)."""
    if not Session.objects.filter(edit_token=token).exists():  # the editing link only, whoever asks
        raise Http404("no such session")
    try:
        session, _can_edit = open_session(token, edit=True, request=request)
    except Forbidden as e:
        return forbidden(request, e)
    if not access.may_move(request, session):
        return forbidden(request, Forbidden(session.club))
    choice = request.POST.get("club", "")
    club: Club | None = None
    if choice != access.NO_CLUB or session.club_id is None:
        club = next((c for c in access.changer_clubs(request) if str(c.pk) == choice), None)
        if club is None or club.pk == session.club_id:
            return render(request, "clubs/error.html", {"message": _("Club: choose one of your clubs.")}, status=400)
    try:
        version = int(request.POST.get("version", ""))
    except ValueError:
        version = -1
    try:
        services.set_club(session, version=version, token=token, club=club, lang=_lang(), was=session.club_id)
    except services.StaleVersion:
        return render(
            request,
            "clubs/error.html",
            {"message": _("The session changed since this page was shown: open it again and retry.")},
            status=409,
        )
    return HttpResponseRedirect(reverse("scoresheet:session", args=[session.edit_token]))


@require_http_methods(["GET", "POST"])
@login_required
def session_players(request: HttpRequest, token: str) -> HttpResponse:
    """Link a club session's players to the club's members (a guest stays a name): owners and scorekeepers."""
    try:
        session, _can = open_session(token, edit=True, request=request)
    except Forbidden as e:
        return forbidden(request, e)
    if session.club_id is None:
        raise Http404("not a club session")
    players = list(session.players.all())
    members = list(User.objects.filter(memberships__club_id=session.club_id).order_by("username"))
    data = request.POST if request.method == "POST" else None
    form = player_links_form(players, members, data)
    errors: list[str] = []
    status = 200
    if request.method == "GET":
        form.fields["version"].initial = session.version
    elif form.is_valid():
        by_id = {u.pk: u for u in members}
        links = {p.index: by_id.get(int(form.cleaned_data[f"player_{p.index}"] or 0)) for p in players}
        try:
            services.link_players(
                session, version=form.cleaned_data["version"], token=token, members=links, lang=_lang()
            )
        except services.SheetError as e:
            errors = [m for _f, m in e.errors]
        except services.StaleVersion:
            errors = [_("The session changed since this page was shown: open it again and retry.")]
        else:
            return HttpResponseRedirect(reverse("scoresheet:session", args=[session.edit_token]))
        status = 400
    else:
        status = 400
    ctx = {"session": session, "form": form, "errors": errors, "club": session.club}
    return render(request, "clubs/players.html", ctx, status=status)


# --------------------------------------------------------- leaderboard ---


def _period(request: HttpRequest) -> tuple[PeriodForm, stats.Period]:
    form = PeriodForm(request.GET)
    if not form.is_valid():
        return form, stats.Period()
    start, end = form.cleaned_data.get("start"), form.cleaned_data.get("end")
    tz = timezone.get_current_timezone()
    return form, stats.Period(
        start=datetime.combine(start, time.min, tz) if start else None,
        end=datetime.combine(end + timedelta(days=1), time.min, tz) if end else None,
    )


def _ruleset(request: HttpRequest, club: Club) -> tuple[str, list[str]]:
    played = stats.rulesets_played(club.pk)
    key = request.GET.get("ruleset", "")
    if key not in registry.RULE_SETS:
        key = played[0] if played else next(iter(registry.RULE_SETS))
    return key, played


def _players(request: HttpRequest, club: Club, ruleset: str) -> tuple[int | None, list[int]]:
    """The board's number of players (the address's `players`, else the one the club played this rule set at
    most) and every number it was played at, the most played first. None: no session yet (nothing to split)."""
    counts = stats.player_counts(club.pk, ruleset)
    given = request.GET.get("players", "")
    n = int(given) if given.isascii() and given.isdigit() and len(given) < 3 else None
    if n not in counts:
        n = counts[0] if counts else None
    return n, counts


def _player_tabs(request: HttpRequest, ruleset: str, n: int | None, counts: list[int]) -> list[dict[str, Any]]:
    """The choice of a board's number of players (shown where the club played the rule set at several)."""
    return [
        {
            "n": k,
            "name": players_name(k),
            "url": "?" + _query(request, ruleset=ruleset, players=str(k)),
            "current": k == n,
        }
        for k in counts
    ]


def _query(request: HttpRequest, **changes: str) -> str:
    """The page's address query with `changes` (an empty value drops the key: a rule set's tab drops the number of
    players, which is the other rule set's own)."""
    q = request.GET.copy()
    q.pop("lang", None)  # the language is in its cookie once chosen
    for k, v in changes.items():
        if v:
            q[k] = v
        else:
            q.pop(k, None)
    return q.urlencode()


def _board_name(ruleset: str, players: int | None) -> str:
    """The board's heading: the rule set's name, with the number of players where the rule set seats several."""
    rs = registry.RULE_SETS[ruleset]
    if players is None or len(rs.players) < 2:
        return _rs_name(ruleset)
    return _with_players(_rs_name(ruleset), players)


def _percent(v: float | None) -> str:
    return "–" if v is None else f"{v:.1f}%"


@require_GET
@login_required
@reads_one_snapshot
def leaderboard(request: HttpRequest, pk: int) -> HttpResponse:
    club, _me = access.club_for(request, pk)
    ruleset, played = _ruleset(request, club)
    players, counts = _players(request, club, ruleset)
    seated = str(players) if len(counts) > 1 else ""  # in the address where the club chose among several
    form, period = _period(request)
    sort = request.GET.get("sort", stats.DEFAULT_SORT)
    if sort.lstrip("-") not in stats.SORTS:
        sort = stats.DEFAULT_SORT
    rows = stats.board(club.pk, ruleset, period, sort, players=players)
    member_query = "?" + _query(request, ruleset=ruleset, players=seated)
    for r in rows:
        r["win_rate_text"] = _percent(r["win_rate"])
        r["deal_in_rate_text"] = _percent(r["deal_in_rate"])
        r["hand_value_text"] = "–" if r["hand_value"] is None else str(r["hand_value"])
        r["url"] = reverse("clubs:member", args=[club.pk, r["member"]]) + member_query
    ranked = registry.RULE_SETS[ruleset].progress.ranked_result
    # each column's head, and the short one a phone shows (the full one stays read out, and is listed under it)
    columns = [
        ("sessions", _("Sessions played"), pgettext("short column head", "Sessions")),
        ("points", _("Total points"), pgettext("short column head", "Points")),
        *([("adjusted", _("With uma"), pgettext("short column head", "Uma"))] if ranked else []),
        ("placement", _("Average place"), pgettext("short column head", "Avg place")),
        ("firsts", _("First places"), pgettext("short column head", "1st")),
        ("win_rate", _("Win rate"), pgettext("short column head", "Win %")),
        ("deal_in_rate", _("Deal-in rate"), pgettext("short column head", "Deal-in %")),
        ("hand_value", _("Average hand value"), pgettext("short column head", "Per win")),
    ]
    current = sort.lstrip("-")
    heads = []
    for key, label, short in columns:
        active = key == current
        heads.append(
            {
                "key": key,
                "label": label,
                "short": short,
                "url": "?"
                + _query(
                    request,
                    ruleset=ruleset,
                    players=seated,
                    sort=("" if sort.startswith("-") else "-") + key if active else key,
                ),
                "aria": ("descending" if stats.SORTS[key][1] != sort.startswith("-") else "ascending")
                if active
                else "",
            }
        )
    chart = ""
    if rows:
        top = rows[:CHART_LINES]
        totals, n = stats.timeline(club.pk, ruleset, period, [r["member"] for r in top], players)
        if n:
            chart = running_totals_svg(
                [r["name"] for r in top], [0] * len(top), totals, _("Total points after each session")
            )
            for i, r in enumerate(top):
                r["line"] = i
    ctx = {
        "club": club,
        "ruleset": ruleset,
        "rs_name": _board_name(ruleset, players),
        "tabs": [
            {
                "key": k,
                "name": _rs_name(k),
                "url": "?" + _query(request, ruleset=k, players=""),
                "current": k == ruleset,
            }
            for k in (played or [ruleset])
        ],
        "players": players,
        "player_tabs": _player_tabs(request, ruleset, players, counts),
        "form": form,
        "rows": rows,
        "heads": heads,
        "ranked": ranked,
        "chart": chart,
        "sort": sort,
    }
    return render(request, "clubs/leaderboard.html", ctx, status=200 if form.is_valid() else 400)


def _best_hand_context(best: Any, lang: str) -> dict[str, Any] | None:
    if best is None:
        return None
    session, hand = best.session, best.hand
    entry = session.cache["hands"][hand.number - 1]
    before = entry["before"]
    state = state_from_json(before)
    q = calculator_query(session.ruleset, session.preset, session.options, state, hand.request)
    rs = registry.RULE_SETS[session.ruleset]
    names: list[str] = []
    for h in hand.answer.get("hands", []):
        seat = h.get("seat")
        if (
            isinstance(seat, int)
            and 0 <= seat < len(before["seating"])
            and before["seating"][seat] == best.player.index
        ):
            names += [
                rs.pattern_map[i["key"]].names.get(lang)
                for i in h.get("items", [])
                if i.get("key") in rs.pattern_map and rs.pattern_map[i["key"]].kind in PATTERN_KINDS
            ]
    return {
        "value": best.value,
        "session": session,
        "number": hand.number,
        "patterns": " · ".join(dict.fromkeys(names)),
        "calculator": reverse("calculator:calculator", args=[session.ruleset]) + "?" + q.urlencode(),
        "hand_url": reverse("scoresheet:hand", args=[session.view_token, hand.number]),
    }


@require_GET
@login_required
@reads_one_snapshot
def member_page(request: HttpRequest, pk: int, user_id: int) -> HttpResponse:
    club, _me = access.club_for(request, pk)
    # a member, or a former member whose results stay on the club's leaderboard
    member = (
        User.objects.filter(pk=user_id)
        .filter(Q(memberships__club=club) | Q(pk__in=PlayerResult.objects.filter(club=club).values("member")))
        .distinct()
        .first()
    )
    if member is None:
        raise Http404("no such member")
    ruleset, played = _ruleset(request, club)
    players, counts = _players(request, club, ruleset)
    seated = str(players) if len(counts) > 1 else ""  # in the address where the club chose among several
    form, period = _period(request)
    lang = _lang()
    rs = registry.RULE_SETS[ruleset]
    row = next(iter(stats.board(club.pk, ruleset, period, member=member.pk, players=players)), None)
    if row is not None:
        row["win_rate_text"] = _percent(row["win_rate"])
        row["deal_in_rate_text"] = _percent(row["deal_in_rate"])
        row["hand_value_text"] = "–" if row["hand_value"] is None else str(row["hand_value"])
    wins = row["wins"] if row else 0
    top = [
        {
            "name": rs.pattern_map[k].names.get(lang) if k in rs.pattern_map else k,
            "n": n,
            "share": _percent(100 * n / wins if wins else None),
            "url": reverse("calculator:rules", args=[ruleset]) + "#" + k,
        }
        for k, n in stats.patterns(club.pk, ruleset, period, member.pk, players=players)
    ]
    best = stats.best_hand(club.pk, ruleset, period, member.pk, players)
    versus = stats.head_to_head(club.pk, ruleset, period, member.pk, players)
    member_query = "?" + _query(request, ruleset=ruleset, players=seated)
    for v in versus:
        v["url"] = reverse("clubs:member", args=[club.pk, v["member"]]) + member_query
    ctx = {
        "club": club,
        "member": member,
        "ruleset": ruleset,
        "rs_name": _board_name(ruleset, players),
        "tabs": [
            {
                "key": k,
                "name": _rs_name(k),
                "url": "?" + _query(request, ruleset=k, players=""),
                "current": k == ruleset,
            }
            for k in (played or [ruleset])
        ],
        "players": players,
        "player_tabs": _player_tabs(request, ruleset, players, counts),
        "form": form,
        "row": row,
        "ranked": registry.RULE_SETS[ruleset].progress.ranked_result,
        "patterns": top,
        "best": _best_hand_context(best, lang),
        "versus": versus,
        "board_url": reverse("clubs:leaderboard", args=[club.pk])
        + "?"
        + _query(request, ruleset=ruleset, players=seated),
    }
    return render(request, "clubs/member.html", ctx, status=200 if form.is_valid() else 400)
