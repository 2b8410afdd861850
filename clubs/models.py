"""A club: its members (with a role each) and the secret links that invite new ones.

A club's sessions are `scoresheet.Session` rows whose `club` points here; a session's players may be
linked to members (`scoresheet.Player.member`); the figures of the leaderboard come from the per-seat
rows `scoresheet.stats` writes in the same transaction as every change of a session.
"""

from __future__ import annotations

import secrets
from datetime import datetime, timedelta

from django.conf import settings
from django.db import models
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

OWNER = "owner"
SCOREKEEPER = "scorekeeper"
MEMBER = "member"
ROLES = ((OWNER, _("Owner")), (SCOREKEEPER, _("Scorekeeper")), (MEMBER, _("Member")))
CHANGERS = (OWNER, SCOREKEEPER)  # the roles that change a club's sessions

NAME_MAX = 80
INVITE_DAYS = 14


def invite_token() -> str:
    return secrets.token_urlsafe(24)


def invite_expiry() -> datetime:
    return timezone.now() + timedelta(days=INVITE_DAYS)


class Club(models.Model):
    name = models.CharField(_("Name of the club"), max_length=NAME_MAX)
    created = models.DateTimeField(auto_now_add=True)
    created_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+")

    class Meta:
        ordering = ("name", "pk")

    def __str__(self) -> str:
        return self.name


class Membership(models.Model):
    club = models.ForeignKey(Club, on_delete=models.CASCADE, related_name="memberships")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="memberships")
    role = models.CharField(max_length=12, choices=ROLES, default=MEMBER)
    joined = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ("club", "user__username")
        constraints = (models.UniqueConstraint(fields=["club", "user"], name="membership_unique_user"),)

    def __str__(self) -> str:
        return f"{self.user} in {self.club} ({self.role})"


class Invite(models.Model):
    """A secret link that lets one person join the club with `role`; used once, valid until `expires`."""

    club = models.ForeignKey(Club, on_delete=models.CASCADE, related_name="invites")
    token = models.CharField(max_length=64, unique=True, default=invite_token)
    role = models.CharField(max_length=12, choices=ROLES, default=MEMBER)
    created_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+")
    created = models.DateTimeField(auto_now_add=True)
    expires = models.DateTimeField(default=invite_expiry)
    used_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    used_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ("-created",)

    def __str__(self) -> str:
        return f"invite to {self.club} ({self.role})"

    @property
    def expired(self) -> bool:
        return self.expires <= timezone.now()
