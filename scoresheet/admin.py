from __future__ import annotations

from django.contrib import admin

from .models import Change, Hand, Player, PlayerResult, SeatResult, Session, WinPattern


class PlayerInline(admin.TabularInline):
    model = Player
    extra = 0


@admin.register(Session)
class SessionAdmin(admin.ModelAdmin):
    list_display = ("id", "title", "ruleset", "preset", "club", "version", "closed", "created")
    list_filter = ("ruleset", "closed")
    inlines = (PlayerInline,)
    readonly_fields = ("cache", "version", "edit_token", "view_token")


@admin.register(Hand)
class HandAdmin(admin.ModelAdmin):
    list_display = ("session", "number", "kind", "updated")
    list_filter = ("kind",)


@admin.register(Change)
class ChangeAdmin(admin.ModelAdmin):
    list_display = ("session", "version", "action", "hand_number", "link", "at")


# The statistics rows (scoresheet.stats), derived from the hands: shown to the deployment's owner, never edited.
class _ReadOnly(admin.ModelAdmin):
    def has_add_permission(self, request, obj=None) -> bool:
        return False

    def has_change_permission(self, request, obj=None) -> bool:
        return False


@admin.register(PlayerResult)
class PlayerResultAdmin(_ReadOnly):
    list_display = ("session", "player", "member", "club", "ruleset", "played", "points", "adjusted", "placement")
    list_filter = ("ruleset",)


@admin.register(SeatResult)
class SeatResultAdmin(_ReadOnly):
    list_display = ("hand", "player", "member", "club", "ruleset", "change", "won", "dealt_in", "value")
    list_filter = ("ruleset", "won", "dealt_in")


@admin.register(WinPattern)
class WinPatternAdmin(_ReadOnly):
    list_display = ("seat", "member", "club", "ruleset", "key")
    list_filter = ("ruleset",)
