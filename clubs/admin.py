from __future__ import annotations

from typing import TYPE_CHECKING

from django.contrib import admin

from .models import Club, Invite, Membership

if TYPE_CHECKING:  # generic in their model in django-stubs only: Django's own classes take no [] at run time
    _MembershipInline = admin.TabularInline[Membership, Club]
    _ClubAdmin = admin.ModelAdmin[Club]
    _MembershipAdmin = admin.ModelAdmin[Membership]
    _InviteAdmin = admin.ModelAdmin[Invite]
else:
    _MembershipInline = admin.TabularInline
    _ClubAdmin = _MembershipAdmin = _InviteAdmin = admin.ModelAdmin


class MembershipInline(_MembershipInline):
    model = Membership
    extra = 0
    raw_id_fields = ("user",)


@admin.register(Club)
class ClubAdmin(_ClubAdmin):
    list_display = ("id", "name", "created_by", "created")
    search_fields = ("name",)
    inlines = (MembershipInline,)


@admin.register(Membership)
class MembershipAdmin(_MembershipAdmin):
    list_display = ("club", "user", "role", "joined")
    list_filter = ("role",)
    raw_id_fields = ("user",)


@admin.register(Invite)
class InviteAdmin(_InviteAdmin):
    list_display = ("club", "role", "created_by", "created", "expires", "used_by", "used_at")
    readonly_fields = ("token",)
