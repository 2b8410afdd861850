"""The per-player and per-seat rows of a session (`PlayerResult`, `SeatResult`, `WinPattern`), rewritten from
the replay in the same transaction as every change, so that a club's leaderboard and member pages are
aggregates over indexed rows and never replay hands.

Called by `services.recompute` (every change of the hands) and by `services.set_club` /
`services.link_players` (the session moved to a club, a player linked to a member).
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Mapping
from dataclasses import replace
from datetime import datetime
from typing import Any, NamedTuple, TypeVar

from django.db.models import Model, QuerySet

from rules import registry

from .models import Hand, Player, PlayerResult, SeatResult, Session, WinPattern
from .replay import state_from_json

# the kinds of breakdown item that are a winning pattern (yaku, fan): not fu, dora, limits, bonuses, payments
PATTERN_KINDS = frozenset({"pattern", "yaku", "yakuman", "special", "multiplier"})


def _adjusted(session: Session, progress_opts: Mapping[str, Any]) -> dict[int, int]:
    """Where the final result is not the totals (riichi's return, uma and oka by place): each player's result as if
    the game ended where the session stands (a finished game: exactly its final standings). Otherwise none."""
    prog = registry.RULE_SETS[session.ruleset].progress
    if not prog.ranked_result or "final" not in session.cache:
        return {}
    state = state_from_json(session.cache["final"])
    return {s.player: s.final for s in prog.standings(replace(state, game_over=True), progress_opts)}


class SeatRow(NamedTuple):
    """What one player's SeatResult row of a hand (and its WinPattern rows) should hold."""

    player_id: int
    member_id: int | None
    club_id: int | None
    played: datetime
    change: int
    won: bool
    dealt_in: bool
    value: int
    keys: tuple[str, ...]  # the patterns won with (a winner only)


_Row = TypeVar("_Row", bound=Model)


def _raw_delete(qs: QuerySet[_Row]) -> None:
    """One DELETE statement: these rows have no signals, and their dependents are deleted first."""
    qs._raw_delete(qs.db)


def rebuild(
    session: Session,
    answers: Iterable[tuple[int, Mapping[str, Any]]],
    progress_opts: Mapping[str, Any],
    previous: Mapping[str, str] | None,
) -> None:
    """Bring the session's rows in line with `session.cache` (the replay just made) and the hands' answers
    (number, answer). The caller holds the transaction and the session's row lock, and saves the cache.

    Per hand, a digest of its rows is kept in `session.cache["seat_rows"]` (`previous`: the digests before
    this change, None to rewrite everything): only a hand whose digest changed is rewritten (a new hand, a
    corrected one, one rescored by the replay; all of them when the session moved to a club or a player's
    member changed), so recording a hand on a long session writes that hand's rows only and reads none.
    The per-player rows (4 at most) are always rewritten."""
    _raw_delete(PlayerResult.objects.filter(session=session))
    cache = session.cache
    players = list(Player.objects.filter(session=session).order_by("index").values_list("id", "member_id"))
    if "final" not in cache or not players:
        _raw_delete(WinPattern.objects.filter(seat__session=session))
        _raw_delete(SeatResult.objects.filter(session=session))
        cache.pop("seat_rows", None)
        return
    club_id, ruleset, played = session.club_id, session.ruleset, session.created
    rs = registry.RULE_SETS[ruleset]
    patterns = {k for k, p in rs.pattern_map.items() if p.kind in PATTERN_KINDS}
    hand_ids = dict(Hand.objects.filter(session=session).values_list("number", "id"))
    answer_of = dict(answers)
    n = len(players)
    wins = [0] * n
    deal_ins = [0] * n
    win_points = [0] * n
    # what each hand's rows should be: hand id -> its rows in player order
    wanted: dict[int, list[SeatRow]] = {}
    for entry in cache.get("hands", []):
        number = entry["number"]
        if number not in hand_ids:
            continue
        winners = set(entry.get("winners") or ())
        discarder = entry.get("discarder")
        seating = entry["before"]["seating"]
        keys_by_player: dict[int, list[str]] = {}
        for h in (answer_of.get(number) or {}).get("hands", []):
            seat = h.get("seat")
            if isinstance(seat, int) and 0 <= seat < len(seating):
                keys = [i.get("key") for i in h.get("items", []) if i.get("key") in patterns]
                keys_by_player.setdefault(seating[seat], []).extend(dict.fromkeys(keys))
        rows = []
        for p, (player_id, member_id) in enumerate(players):
            change = int(entry["change"][p])
            won = p in winners
            dealt_in = not won and discarder == p and bool(winners)
            value = change if won else 0
            if won:
                wins[p] += 1
                win_points[p] += value
            if dealt_in:
                deal_ins[p] += 1
            won_with = tuple(keys_by_player.get(p, ())) if won else ()
            rows.append(SeatRow(player_id, member_id, club_id, played, change, won, dealt_in, value, won_with))
        wanted[hand_ids[number]] = rows
    cache["seat_rows"] = _write_seats(session, ruleset, wanted, previous)
    start = registry.RULE_SETS[ruleset].progress.start_score(progress_opts)
    adjusted = _adjusted(session, progress_opts)
    place = {s["player"]: s["rank"] for s in cache.get("standings", [])}
    totals = cache["final"]["scores"]
    hands = len(cache.get("hands", []))
    results = []
    for p, (player_id, member_id) in enumerate(players):
        points = int(totals[p]) - start
        results.append(
            PlayerResult(
                session=session,
                player_id=player_id,
                club_id=club_id,
                member_id=member_id,
                ruleset=ruleset,
                played=played,
                hands=hands,
                wins=wins[p],
                deal_ins=deal_ins[p],
                win_points=win_points[p],
                points=points,
                adjusted=adjusted.get(p, points),
                placement=place.get(p, p + 1),
            )
        )
    PlayerResult.objects.bulk_create(results)


def _digest(rows: list[SeatRow]) -> str:
    # of the plain tuples (the digests kept in the sessions' caches were made of them: a NamedTuple's repr differs)
    return hashlib.blake2b(repr([tuple(r) for r in rows]).encode(), digest_size=12).hexdigest()


def _write_seats(
    session: Session, ruleset: str, wanted: dict[int, list[SeatRow]], previous: Mapping[str, str] | None
) -> dict[str, str]:
    """Rewrite the SeatResult / WinPattern rows of the hands whose digest differs from `previous`; return
    the digests of every hand now."""
    digests = {str(h): _digest(rows) for h, rows in wanted.items()}
    if previous is None:
        _raw_delete(WinPattern.objects.filter(seat__session=session))
        _raw_delete(SeatResult.objects.filter(session=session))
        previous = {}
    stale = [int(h) for h, d in previous.items() if digests.get(h) != d]
    fresh = [h for h in wanted if previous.get(str(h)) != digests[str(h)]]
    if stale:
        _raw_delete(WinPattern.objects.filter(seat__session=session, seat__hand_id__in=stale))
        _raw_delete(SeatResult.objects.filter(session=session, hand_id__in=stale))
    if not fresh:
        return digests
    new = [
        SeatResult(
            hand_id=hand_id,
            session=session,
            player_id=player_id,
            club_id=club_id,
            member_id=member_id,
            ruleset=ruleset,
            played=played,
            change=change,
            won=won,
            dealt_in=dealt_in,
            value=value,
        )
        for hand_id in fresh
        for player_id, member_id, club_id, played, change, won, dealt_in, value, _keys in wanted[hand_id]
    ]
    SeatResult.objects.bulk_create(new)
    if any(row.keys for h in fresh for row in wanted[h]):
        # bulk_create sets the ids on PostgreSQL and SQLite >= 3.35 (the backends this app supports)
        assert new[0].pk is not None
        keys = [row.keys for h in fresh for row in wanted[h]]
        WinPattern.objects.bulk_create(
            [
                WinPattern(
                    seat_id=seat.pk,
                    club_id=seat.club_id,
                    member_id=seat.member_id,
                    ruleset=ruleset,
                    played=seat.played,
                    key=k,
                )
                for seat, ks in zip(new, keys, strict=True)
                for k in ks
            ]
        )
    return digests
