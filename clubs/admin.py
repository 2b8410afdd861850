from __future__ import annotations

from django.contrib import admin

from .models import Club, Invite, Membership


class MembershipInline(admin.TabularInline):
    model = Membership
    extra = 0
    raw_id_fields = ("user",)


@admin.register(Club)
class ClubAdmin(admin.ModelAdmin):
    list_display = ("id", "name", "created_by", "created")
    search_fields = ("name",)
    inlines = (MembershipInline,)


@admin.register(Membership)
class MembershipAdmin(admin.ModelAdmin):
    list_display = ("club", "user", "role", "joined")
    list_filter = ("role",)
    raw_id_fields = ("user",)


@admin.register(Invite)
class InviteAdmin(admin.ModelAdmin):
    list_display = ("club", "role", "created_by", "created", "expires", "used_by", "used_at")
    readonly_fields = ("token",)
