"""Who may do what in a club: read its pages (any member), change its sessions (owners and
scorekeepers), manage it (owners). Used by the club views and by the scoresheet's views for a
session that belongs to a club."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from django.http import Http404, HttpRequest

from .models import CHANGERS, OWNER, Club, Membership

if TYPE_CHECKING:
    from django.contrib.auth.models import User

    from scoresheet.models import Session


def membership(request: HttpRequest | None, club_id: int) -> Membership | None:
    if request is None:
        return None
    user = getattr(request, "user", None)  # a request that went through no AuthenticationMiddleware has none
    if user is None or not user.is_authenticated:
        return None
    # the memberships already read in this request, by club
    cache: dict[int, Membership | None] = request.__dict__.setdefault("_club_memberships", {})
    if club_id not in cache:
        cache[club_id] = Membership.objects.filter(club_id=club_id, user=user).first()
    return cache[club_id]


def signed_in(request: HttpRequest) -> User:
    """The user of a request that `login_required` let in."""
    user = request.user
    assert user.is_authenticated, "a view behind login_required"
    return user


def may_change(request: HttpRequest | None, club_id: int) -> bool:
    m = membership(request, club_id)
    return m is not None and m.role in CHANGERS


def club_for(request: HttpRequest, pk: int, *, roles: tuple[str, ...] | None = None) -> tuple[Club, Membership]:
    """The club and the user's membership; 404 for a club that does not exist or that the user is not a
    member of (its existence is not revealed), PermissionDenied (403) for a member whose role is not in
    `roles`."""
    from django.core.exceptions import PermissionDenied

    club = Club.objects.filter(pk=pk).first()
    if club is None:
        raise Http404("no such club")
    m = membership(request, club.pk)
    if m is None:
        raise Http404("no such club")
    if roles is not None and m.role not in roles:
        raise PermissionDenied("role")
    return club, m


NO_CLUB = "none"  # the move form's choice that takes a session out of its club


def may_move(request: HttpRequest | None, session: Session) -> bool:
    """Who moves a session between clubs (or out of one): for a session of no club, whoever holds its editing link
    (the caller checks the link); for a club's session, an owner of that club only."""
    if session.club_id is None:
        return True
    m = membership(request, session.club_id)
    return m is not None and m.role == OWNER


def changer_clubs(request: HttpRequest) -> list[Club]:
    """The clubs whose sessions the user changes (owner or scorekeeper)."""
    user = getattr(request, "user", None)
    if user is None or not user.is_authenticated:
        return []
    return list(Club.objects.filter(memberships__user=user, memberships__role__in=CHANGERS).order_by("name"))


def session_context(request: HttpRequest, session: Session, can_edit: bool) -> dict[str, Any]:
    """What the session page shows about clubs: the club it belongs to (a link for its members), the
    form that moves it to one of the user's clubs (for the editing link's holder), the players' links."""
    ctx: dict[str, Any] = {}
    if session.club_id is not None:
        m = membership(request, session.club_id)
        ctx["club"] = session.club
        ctx["club_member"] = m is not None
        ctx["club_can_link"] = can_edit and m is not None and m.role in CHANGERS
        if can_edit and may_move(request, session):
            ctx["move_clubs"] = [c for c in changer_clubs(request) if c.pk != session.club_id]
            ctx["no_club"] = NO_CLUB
    elif can_edit:
        ctx["move_clubs"] = changer_clubs(request)
    return ctx


__all__ = [
    "NO_CLUB",
    "OWNER",
    "changer_clubs",
    "club_for",
    "may_change",
    "may_move",
    "membership",
    "session_context",
    "signed_in",
]
