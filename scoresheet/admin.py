from __future__ import annotations

from typing import TYPE_CHECKING

from django.contrib import admin
from django.db.models import Model
from django.http import HttpRequest

from .models import Change, Hand, Player, PlayerResult, SeatResult, Session, WinPattern

if TYPE_CHECKING:  # generic in their model in django-stubs only: Django's own classes take no [] at run time
    _PlayerInline = admin.TabularInline[Player, Session]
    _SessionAdmin = admin.ModelAdmin[Session]
    _HandAdmin = admin.ModelAdmin[Hand]
    _ChangeAdmin = admin.ModelAdmin[Change]
    _PlayerResultAdmin = admin.ModelAdmin[PlayerResult]
    _SeatResultAdmin = admin.ModelAdmin[SeatResult]
    _WinPatternAdmin = admin.ModelAdmin[WinPattern]
else:
    _PlayerInline = admin.TabularInline
    _SessionAdmin = _HandAdmin = _ChangeAdmin = admin.ModelAdmin
    _PlayerResultAdmin = _SeatResultAdmin = _WinPatternAdmin = admin.ModelAdmin


class PlayerInline(_PlayerInline):
    model = Player
    extra = 0


@admin.register(Session)
class SessionAdmin(_SessionAdmin):
    list_display = ("id", "title", "ruleset", "preset", "club", "version", "closed", "created")
    list_filter = ("ruleset", "closed")
    inlines = (PlayerInline,)
    readonly_fields = ("cache", "version", "edit_token", "view_token")


@admin.register(Hand)
class HandAdmin(_HandAdmin):
    list_display = ("session", "number", "kind", "updated")
    list_filter = ("kind",)


@admin.register(Change)
class ChangeAdmin(_ChangeAdmin):
    list_display = ("session", "version", "action", "hand_number", "link", "at")


# The statistics rows (scoresheet.stats), derived from the hands: shown to the deployment's owner, never edited.
class _ReadOnly:
    """Mixed into a ModelAdmin: nothing added, nothing changed."""

    def has_add_permission(self, request: HttpRequest, obj: Model | None = None) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Model | None = None) -> bool:
        return False


@admin.register(PlayerResult)
class PlayerResultAdmin(_ReadOnly, _PlayerResultAdmin):
    list_display = ("session", "player", "member", "club", "ruleset", "played", "points", "adjusted", "placement")
    list_filter = ("ruleset",)


@admin.register(SeatResult)
class SeatResultAdmin(_ReadOnly, _SeatResultAdmin):
    list_display = ("hand", "player", "member", "club", "ruleset", "change", "won", "dealt_in", "value")
    list_filter = ("ruleset", "won", "dealt_in")


@admin.register(WinPattern)
class WinPatternAdmin(_ReadOnly, _WinPatternAdmin):
    list_display = ("seat", "member", "club", "ruleset", "key")
    list_filter = ("ruleset",)
