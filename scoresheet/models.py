"""A session (one table, one evening): its frozen rules, its players, its hands, its history.

Standings and each hand's table state are never stored as facts: they are derived by replaying the
frozen rules over the ordered hands (`scoresheet.replay`) and cached in `Session.cache`, recomputed in
the same transaction as every change.
"""

from __future__ import annotations

import secrets
from typing import Any, NotRequired, TypedDict

from django.conf import settings
from django.core.exceptions import ValidationError
from django.db import models
from django.utils.translation import gettext_lazy as _

KIND_WIN = "win"
KIND_DRAW = "draw"
KIND_ABORTIVE = "abortive"
KIND_CHOMBO = "chombo"
HAND_KINDS = ((KIND_WIN, "win"), (KIND_DRAW, "draw"), (KIND_ABORTIVE, "abortive draw"), (KIND_CHOMBO, "chombo"))

NAME_MAX = 40
TITLE_MAX = 80


def no_nul(value: Any) -> None:
    """A JSON value holding a NUL character anywhere (a key or a string) is refused: PostgreSQL's jsonb cannot hold
    one (a 500 from the admin's JSON fields). The pages, the API and the import never let one in."""
    stack = [value]
    while stack:
        v = stack.pop()
        if isinstance(v, str):
            if "\x00" in v:
                raise ValidationError(_("A NUL character (\\x00) cannot be stored."), code="nul")
        elif isinstance(v, dict):
            stack.extend(v.keys())
            stack.extend(v.values())
        elif isinstance(v, list | tuple):
            stack.extend(v)


class HandSnapshot(TypedDict):
    """A hand as a change keeps it (`Change.before` / `after` of a record, an edit, a deletion): what undo puts back."""

    kind: str
    request: dict[str, Any]
    answer: dict[str, Any]
    seating: list[int] | None
    table: NotRequired[dict[str, Any] | None]  # the table's own calls with this hand (`Hand.table`)


def new_token() -> str:
    return secrets.token_urlsafe(24)


class Session(models.Model):
    edit_token = models.CharField(max_length=64, unique=True, default=new_token)
    view_token = models.CharField(max_length=64, unique=True, default=new_token)
    title = models.CharField(max_length=TITLE_MAX, blank=True)
    lang = models.CharField(max_length=8, default="zh-hans")
    # the rules, frozen when the session starts
    ruleset = models.CharField(max_length=20)
    preset = models.CharField(max_length=40)
    options = models.JSONField(
        default=dict, blank=True, validators=[no_nul]
    )  # every rule option resolved (defaults <- preset <- overrides)
    base_points = models.IntegerField(null=True, blank=True)  # the rule set's base_points option, when it has one
    # every progress option resolved (defaults <- rule preset <- result preset <- overrides): rounds, honba, order,
    # draw_keeps_deal, riichi's start and return points, uma, bankruptcy ...: whatever the rule set's progress has
    progress_options = models.JSONField(default=dict, blank=True, validators=[no_nul])
    scoring_preset = models.CharField(max_length=20, blank=True)  # the result preset chosen, if the rule set has them
    closed = models.BooleanField(default=False)  # the scorekeeper ended the session
    # a session made from a real game's log (scoresheet.tenhou_import): what the log itself recorded, per hand (its
    # name, the table before it, each player's change) and at the end (final points and scores), kept to compare
    # our replay with; null for every other session
    source = models.JSONField(null=True, blank=True, validators=[no_nul])
    # an imported session: the digest of what it was imported from (scoresheet.exchange.digest), so importing the
    # same file again is noticed and asked about
    imported_from = models.CharField(max_length=64, blank=True, db_index=True)
    version = models.PositiveIntegerField(default=0)  # +1 on every change: optimistic concurrency
    cache = models.JSONField(
        default=dict, blank=True, validators=[no_nul]
    )  # derived: table states and standings (scoresheet.replay)
    created = models.DateTimeField(auto_now_add=True)
    updated = models.DateTimeField(auto_now=True)
    # the club the session belongs to (clubs/): its owners and scorekeepers change it, its members read it
    club = models.ForeignKey("clubs.Club", null=True, blank=True, on_delete=models.SET_NULL, related_name="sessions")

    class Meta:
        ordering = ("-created",)
        indexes = (models.Index(fields=["club", "ruleset", "created"], name="session_club_ruleset"),)

    def __str__(self) -> str:
        return self.title or f"{self.ruleset} #{self.pk}"


class Player(models.Model):
    session = models.ForeignKey(Session, on_delete=models.CASCADE, related_name="players")
    index = models.PositiveSmallIntegerField()  # the starting seat
    name = models.CharField(max_length=NAME_MAX)
    # a club member this player is (a guest stays a name: null)
    member = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="players"
    )

    class Meta:
        ordering = (
            "session",
            "index",
        )
        constraints = (models.UniqueConstraint(fields=["session", "index"], name="player_unique_index"),)

    def __str__(self) -> str:
        return self.name


class Hand(models.Model):
    session = models.ForeignKey(Session, on_delete=models.CASCADE, related_name="hands")
    number = models.PositiveIntegerField()  # 1-based order in the session
    kind = models.CharField(max_length=10, choices=HAND_KINDS)
    request = models.JSONField(validators=[no_nul])  # the contract.md request as scored
    answer = models.JSONField(
        validators=[no_nul]
    )  # the answer as stored (a later code change never rewrites it silently)
    seating = models.JSONField(
        null=True, blank=True, validators=[no_nul]
    )  # a redraw of seats entered before this hand (Wenzhou)
    # the table's own calls with this hand, where they differ from what the rules say: {"play_on": true} the table
    # played this hand although the rules had ended the game before it; {"end": true} the table ended the game
    # after this hand (by agreement, time up). Null: none (every session made before they existed).
    table = models.JSONField(null=True, blank=True, validators=[no_nul])
    created = models.DateTimeField(auto_now_add=True)
    updated = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = (
            "session",
            "number",
        )
        constraints = (models.UniqueConstraint(fields=["session", "number"], name="hand_unique_number"),)

    def __str__(self) -> str:
        return f"{self.session_id} #{self.number}"

    def snapshot(self) -> HandSnapshot:
        return {
            "kind": self.kind,
            "request": self.request,
            "answer": self.answer,
            "seating": self.seating,
            "table": self.table,
        }


class Change(models.Model):
    """One change of a session, kept for ever: what changed, when, from which link; undo uses `before`."""

    ACTIONS = (
        ("create", "create"),
        ("record", "record"),
        ("edit", "edit"),
        ("delete", "delete"),
        ("seating", "seating"),
        ("close", "close"),
        ("reopen", "reopen"),
        ("undo", "undo"),
        ("import", "import"),
        ("club", "club"),  # moved to a club (clubs/)
        ("players", "players"),  # players linked to club members
        ("end", "end"),  # the table ended the game now (by agreement, time up)
        ("play_on", "play_on"),  # the table plays on where the rules ended the game
    )
    session = models.ForeignKey(Session, on_delete=models.CASCADE, related_name="changes")
    at = models.DateTimeField(auto_now_add=True)
    action = models.CharField(max_length=10, choices=ACTIONS)
    hand_number = models.PositiveIntegerField(null=True, blank=True)
    link = models.CharField(max_length=40)  # which link made it: "edit …" + the token's first characters
    before = models.JSONField(null=True, blank=True, validators=[no_nul])  # the hand before (edit, delete)
    after = models.JSONField(null=True, blank=True, validators=[no_nul])  # the hand after (record, edit)
    version = models.PositiveIntegerField()  # the session version this change produced
    undoes = models.ForeignKey("self", null=True, blank=True, on_delete=models.SET_NULL, related_name="undone_by")
    # a hand sent by the page's script (issue 28: kept on the phone while offline, sent when the connection is back):
    # the key the phone gave it, once per session, so a hand sent again (a retry after a lost answer) is never
    # recorded twice; "" for every other change
    client_key = models.CharField(max_length=64, blank=True, default="")

    class Meta:
        ordering = (
            "session",
            "-version",
        )
        constraints = (
            models.UniqueConstraint(
                fields=["session", "client_key"], condition=~models.Q(client_key=""), name="change_unique_client_key"
            ),
        )

    def __str__(self) -> str:
        return f"{self.session_id} v{self.version} {self.action}"


# ------------------------------------------------------------ statistics ---
# Money is 64-bit (`BigIntegerField`): one hand moves at most 2^53 - 1 points in all (rules.model.MAX_MOVED, checked
# by the rules, so a page computing in JavaScript agrees), and a session of at most 1,000 hands stays far inside
# 2^63. A 32-bit column overflowed on PostgreSQL (a Beijing hand with 17 烧庄 rounds at base 1,000,000 moves
# about 2 x 10^11).
# Rows derived from the replay of a session, rewritten by `scoresheet.stats.rebuild` in the same
# transaction as every change (record, edit, delete, undo, import, a player linked to a member, the
# session moved to a club): the club's leaderboard and member pages aggregate these indexed rows
# instead of replaying hands. `club`, `member`, `ruleset` and `played` are copied in so that every
# query filters one table.


class PlayerResult(models.Model):
    """One player's result over one session."""

    session = models.ForeignKey(Session, on_delete=models.CASCADE, related_name="results")
    player = models.OneToOneField(Player, on_delete=models.CASCADE, related_name="result")
    club = models.ForeignKey("clubs.Club", null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    member = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    ruleset = models.CharField(max_length=20)
    played = models.DateTimeField()  # when the session started
    hands = models.PositiveIntegerField(default=0)  # hands recorded in the session
    wins = models.PositiveIntegerField(default=0)
    deal_ins = models.PositiveIntegerField(default=0)  # hands won on this player's discard
    win_points = models.BigIntegerField(default=0)  # the sum of this player's gains in the hands it won
    points = models.BigIntegerField(default=0)  # total change over the session (riichi: final score - start)
    adjusted = models.BigIntegerField(default=0)  # riichi: (score - return) + uma + oka by place; else = points
    placement = models.PositiveSmallIntegerField(default=1)  # 1-based place at the end of the session

    class Meta:
        indexes = (
            models.Index(fields=["club", "ruleset", "played"], name="result_club_ruleset_played"),
            models.Index(fields=["member", "club", "ruleset"], name="result_member"),
        )

    def __str__(self) -> str:
        return f"{self.session_id}/{self.player_id}: {self.points}"


class SeatResult(models.Model):
    """One player in one hand: the change of score and whether it won or dealt in."""

    hand = models.ForeignKey(Hand, on_delete=models.CASCADE, related_name="seat_results")
    session = models.ForeignKey(Session, on_delete=models.CASCADE, related_name="+")
    player = models.ForeignKey(Player, on_delete=models.CASCADE, related_name="+")
    club = models.ForeignKey("clubs.Club", null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    member = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    ruleset = models.CharField(max_length=20)
    played = models.DateTimeField()
    change = models.BigIntegerField()
    won = models.BooleanField(default=False)
    dealt_in = models.BooleanField(default=False)
    value = models.BigIntegerField(default=0)  # a winner's gain in the hand (0 otherwise)

    class Meta:
        indexes = (models.Index(fields=["member", "club", "ruleset", "won", "value"], name="seat_member_best"),)

    def __str__(self) -> str:
        return f"{self.hand_id}/{self.player_id}: {self.change}"


class WinPattern(models.Model):
    """One pattern (yaku / fan) in a hand a player won."""

    seat = models.ForeignKey(SeatResult, on_delete=models.CASCADE, related_name="patterns")
    club = models.ForeignKey("clubs.Club", null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    member = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    ruleset = models.CharField(max_length=20)
    played = models.DateTimeField()
    key = models.CharField(max_length=60)

    class Meta:
        indexes = (models.Index(fields=["member", "club", "ruleset", "key"], name="pattern_member_key"),)

    def __str__(self) -> str:
        return self.key
