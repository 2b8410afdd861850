from __future__ import annotations

from django.apps import AppConfig


class ClubsConfig(AppConfig):
    name = "clubs"
    default_auto_field = "django.db.models.BigAutoField"
