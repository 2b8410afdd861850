from __future__ import annotations

from django.contrib import admin

from .models import Change, Hand, Player, Session


class PlayerInline(admin.TabularInline):
    model = Player
    extra = 0


@admin.register(Session)
class SessionAdmin(admin.ModelAdmin):
    list_display = ("id", "title", "ruleset", "preset", "version", "closed", "created")
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
