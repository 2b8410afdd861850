from __future__ import annotations

from django.apps import AppConfig


class CalculatorConfig(AppConfig):
    name = "calculator"
    verbose_name = "Mahjong calculator"
