"""A club's leaderboard and a member's statistics: aggregates over the rows `scoresheet.stats` keeps
(one per player per session, one per player per hand, one per pattern in a won hand), each query
filtered on an index (club, rule set, period; member). Nothing here replays a hand.

A rule set played at several numbers of players (riichi at four and three, Guizhou at two to four) has one
board per number: a three-player session's points, places and rates are never added to a four-player
board's (`players`: the sessions of that many players only; None: every session, for a rule set seated one way).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, TypeVar

from django.contrib.auth import get_user_model
from django.db.models import Avg, Count, F, Model, OuterRef, Q, QuerySet, Subquery, Sum

from scoresheet.models import PlayerResult, SeatResult, Session, WinPattern

# sort key -> (the row's field, best first is the highest value)
SORTS: dict[str, tuple[str, bool]] = {
    "sessions": ("sessions", True),
    "points": ("points", True),
    "adjusted": ("adjusted", True),
    "placement": ("avg_place", False),
    "firsts": ("firsts", True),
    "win_rate": ("win_rate", True),
    "deal_in_rate": ("deal_in_rate", False),
    "hand_value": ("hand_value", True),
}
DEFAULT_SORT = "points"


@dataclass(frozen=True, slots=True, kw_only=True)
class Period:
    start: datetime | None = None  # inclusive
    end: datetime | None = None  # exclusive


_Row = TypeVar("_Row", bound=Model)


def _period(qs: QuerySet[_Row], period: Period) -> QuerySet[_Row]:
    if period.start is not None:
        qs = qs.filter(played__gte=period.start)
    if period.end is not None:
        qs = qs.filter(played__lt=period.end)
    return qs


def sessions_of(club_id: int, ruleset: str, players: int) -> QuerySet[Any, dict[str, Any]]:
    """The club's sessions of the rule set played by `players` players (a subquery of their ids)."""
    return (
        Session.objects.filter(club_id=club_id, ruleset=ruleset)
        .annotate(seated=Count("players"))
        .filter(seated=players)
        .values("pk")
    )


def _of_players(qs: QuerySet[_Row], club_id: int, ruleset: str, players: int | None, path: str) -> QuerySet[_Row]:
    """`qs` kept to the sessions of `players` players (`path`: the rows' way to their session); None: all."""
    if players is None:
        return qs
    return qs.filter(**{f"{path}__in": sessions_of(club_id, ruleset, players)})


def results(club_id: int, ruleset: str, period: Period, players: int | None = None) -> QuerySet[PlayerResult]:
    qs = PlayerResult.objects.filter(club_id=club_id, ruleset=ruleset, member__isnull=False)
    return _of_players(_period(qs, period), club_id, ruleset, players, "session")


def player_counts(club_id: int, ruleset: str) -> list[int]:
    """The numbers of players the club played the rule set at (sessions with results), the most played first
    (equal: the larger table first)."""
    played = PlayerResult.objects.filter(club_id=club_id, ruleset=ruleset).values("session")
    seated = Counter(
        Session.objects.filter(pk__in=played).annotate(seated=Count("players")).values_list("seated", flat=True)
    )
    return sorted(seated, key=lambda n: (-seated[n], -n))


def rulesets_played(club_id: int) -> list[str]:
    """The club's rule sets, the most played first."""
    rows = (
        PlayerResult.objects.filter(club_id=club_id)
        .values("ruleset")
        .annotate(n=Count("session", distinct=True))
        .order_by("-n", "ruleset")
    )
    return [r["ruleset"] for r in rows]


def _names(ids: Sequence[int]) -> dict[int, str]:
    return dict(get_user_model().objects.filter(pk__in=ids).values_list("pk", "username"))


def _rate(part: int, whole: int) -> float | None:
    return None if not whole else round(100 * part / whole, 1)


def board(
    club_id: int,
    ruleset: str,
    period: Period,
    sort: str = DEFAULT_SORT,
    *,
    member: int | None = None,
    players: int | None = None,
) -> list[dict[str, Any]]:
    """One row per member who played: sessions, total points, riichi's uma-adjusted total, average
    placement, first places, win rate and deal-in rate (per hand played), average hand value (the
    winner's gain per won hand). Sorted by `sort` ("-key" reverses), ties by total points then name.
    With `member`: that member's row only; with `players`: over the sessions of that many players."""
    qs = results(club_id, ruleset, period, players)
    if member is not None:
        qs = qs.filter(member=member)
    rows = list(
        qs.values("member")
        .annotate(
            sessions=Count("id"),
            points=Sum("points"),
            adjusted=Sum("adjusted"),
            avg_place=Avg("placement"),
            firsts=Count("id", filter=Q(placement=1)),
            hands=Sum("hands"),
            wins=Sum("wins"),
            deal_ins=Sum("deal_ins"),
            win_points=Sum("win_points"),
        )
        .order_by()
    )
    names = _names([r["member"] for r in rows])
    for r in rows:
        r["name"] = names.get(r["member"], "?")
        r["avg_place"] = round(float(r["avg_place"]), 2)
        r["win_rate"] = _rate(r["wins"], r["hands"])
        r["deal_in_rate"] = _rate(r["deal_ins"], r["hands"])
        r["hand_value"] = round(r["win_points"] / r["wins"]) if r["wins"] else None
    key = sort.lstrip("-")
    field, high_first = SORTS.get(key, SORTS[DEFAULT_SORT])
    reverse = sort.startswith("-")

    def order(r: dict[str, Any]) -> tuple[bool, float, int, str]:
        v = r[field]
        missing = v is None
        v = 0 if v is None else v
        return (missing, -v if high_first != reverse else v, -r["points"], r["name"])

    rows.sort(key=order)
    for i, r in enumerate(rows):
        r["rank"] = i + 1
    return rows


def timeline(
    club_id: int, ruleset: str, period: Period, members: Sequence[int], players: int | None = None
) -> tuple[list[list[int]], int]:
    """Each member's running total of points after each of the club's sessions in the period (in order
    of play; of `players` players): totals[s][i] for members[i]; and the number of sessions."""
    sessions: dict[int, dict[int, int]] = {}
    rows = _period(PlayerResult.objects.filter(club_id=club_id, ruleset=ruleset), period)
    for session_id, member, points in (
        _of_players(rows, club_id, ruleset, players, "session")
        .order_by("played", "session_id")
        .values_list("session_id", "member", "points")
    ):
        sessions.setdefault(session_id, {})
        if member in members:
            sessions[session_id][member] = sessions[session_id].get(member, 0) + points
    running = [0] * len(members)
    totals = []
    for by_member in sessions.values():
        for i, m in enumerate(members):
            running[i] += by_member.get(m, 0)
        totals.append(list(running))
    return totals, len(sessions)


def patterns(
    club_id: int, ruleset: str, period: Period, member: int, limit: int = 8, players: int | None = None
) -> list[tuple[str, int]]:
    """The patterns the member won with most: (key, number of won hands with it)."""
    won = _period(WinPattern.objects.filter(club_id=club_id, ruleset=ruleset, member=member), period)
    rows = (
        _of_players(won, club_id, ruleset, players, "seat__session")
        .values("key")
        .annotate(n=Count("id"))
        .order_by("-n", "key")[:limit]
    )
    return [(r["key"], r["n"]) for r in rows]


def best_hand(club_id: int, ruleset: str, period: Period, member: int, players: int | None = None) -> SeatResult | None:
    """The won hand that brought the member the most (the earliest of equals)."""
    rows = _period(SeatResult.objects.filter(club_id=club_id, ruleset=ruleset, member=member, won=True), period)
    return (
        _of_players(rows, club_id, ruleset, players, "session")
        .select_related("hand", "session", "player")
        .order_by("-value", "played", "id")
        .first()
    )


def head_to_head(
    club_id: int, ruleset: str, period: Period, member: int, players: int | None = None
) -> list[dict[str, Any]]:
    """Against each other member, over the sessions both played: sessions together, how often the member
    finished above / below the other, and the member's and the other's points in those sessions."""
    mine = results(club_id, ruleset, period, players).filter(member=member)
    my_row = PlayerResult.objects.filter(session=OuterRef("session"), member=member)
    rows = list(
        PlayerResult.objects.filter(session__in=mine.values("session"), member__isnull=False)
        .exclude(member=member)
        .annotate(
            my_place=Subquery(my_row.values("placement")[:1]),
            my_points=Subquery(my_row.values("points")[:1]),
        )
        .values("member")
        .annotate(
            together=Count("id"),
            above=Count("id", filter=Q(my_place__lt=F("placement"))),
            below=Count("id", filter=Q(my_place__gt=F("placement"))),
            mine=Sum("my_points"),
            theirs=Sum("points"),
        )
        .order_by()
    )
    names = _names([r["member"] for r in rows])
    for r in rows:
        r["name"] = names.get(r["member"], "?")
    rows.sort(key=lambda r: (-r["together"], r["name"]))
    return rows
