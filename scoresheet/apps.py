from __future__ import annotations

from django.apps import AppConfig


class ScoresheetConfig(AppConfig):
    name = "scoresheet"
    verbose_name = "Mahjong scoresheet"
