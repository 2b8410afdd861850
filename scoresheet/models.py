"""A session (one table, one evening): its frozen rules, its players, its hands, its history.

Standings and each hand's table state are never stored as facts: they are derived by replaying the
frozen rules over the ordered hands (`scoresheet.replay`) and cached in `Session.cache`, recomputed in
the same transaction as every change.
"""

from __future__ import annotations

import secrets

from django.db import models

KIND_WIN = "win"
KIND_DRAW = "draw"
KIND_ABORTIVE = "abortive"
KIND_CHOMBO = "chombo"
HAND_KINDS = ((KIND_WIN, "win"), (KIND_DRAW, "draw"), (KIND_ABORTIVE, "abortive draw"), (KIND_CHOMBO, "chombo"))

NAME_MAX = 40


def new_token() -> str:
    return secrets.token_urlsafe(24)


class Session(models.Model):
    edit_token = models.CharField(max_length=64, unique=True, default=new_token)
    view_token = models.CharField(max_length=64, unique=True, default=new_token)
    title = models.CharField(max_length=80, blank=True)
    lang = models.CharField(max_length=8, default="zh-hans")
    # the rules, frozen when the session starts
    ruleset = models.CharField(max_length=20)
    preset = models.CharField(max_length=40)
    options = models.JSONField(default=dict, blank=True)  # every rule option resolved (defaults <- preset <- overrides)
    base_points = models.IntegerField(null=True, blank=True)  # the rule set's base_points option, when it has one
    progress_options = models.JSONField(default=dict, blank=True)  # rounds, honba, order, draw_keeps_deal ... resolved
    scoring_preset = models.CharField(max_length=20, blank=True)  # riichi: seed / tenhou / ema
    start_points = models.IntegerField(default=0)
    return_points = models.IntegerField(default=0)
    uma = models.JSONField(default=list, blank=True)  # thousands by rank (riichi)
    oka = models.IntegerField(default=0)  # (return - start) x players: to the top (riichi)
    tobi = models.BooleanField(default=False)
    closed = models.BooleanField(default=False)  # the scorekeeper ended the session
    version = models.PositiveIntegerField(default=0)  # +1 on every change: optimistic concurrency
    cache = models.JSONField(default=dict, blank=True)  # derived: table states and standings (scoresheet.replay)
    created = models.DateTimeField(auto_now_add=True)
    updated = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ("-created",)

    def __str__(self) -> str:
        return self.title or f"{self.ruleset} #{self.pk}"


class Player(models.Model):
    session = models.ForeignKey(Session, on_delete=models.CASCADE, related_name="players")
    index = models.PositiveSmallIntegerField()  # the starting seat
    name = models.CharField(max_length=NAME_MAX)

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
    request = models.JSONField()  # the contract.md request as scored
    answer = models.JSONField()  # the answer as stored (a later code change never rewrites it silently)
    seating = models.JSONField(null=True, blank=True)  # a redraw of seats entered before this hand (Wenzhou)
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

    def snapshot(self) -> dict:
        return {"kind": self.kind, "request": self.request, "answer": self.answer, "seating": self.seating}


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
    )
    session = models.ForeignKey(Session, on_delete=models.CASCADE, related_name="changes")
    at = models.DateTimeField(auto_now_add=True)
    action = models.CharField(max_length=10, choices=ACTIONS)
    hand_number = models.PositiveIntegerField(null=True, blank=True)
    link = models.CharField(max_length=40)  # which link made it: "edit …" + the token's first characters
    before = models.JSONField(null=True, blank=True)  # the hand before (edit, delete)
    after = models.JSONField(null=True, blank=True)  # the hand after (record, edit)
    version = models.PositiveIntegerField()  # the session version this change produced
    undoes = models.ForeignKey("self", null=True, blank=True, on_delete=models.SET_NULL, related_name="undone_by")

    class Meta:
        ordering = (
            "session",
            "-version",
        )

    def __str__(self) -> str:
        return f"{self.session_id} v{self.version} {self.action}"
