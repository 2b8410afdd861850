from __future__ import annotations

from django.urls import path

from . import api, rule_pages, views

app_name = "calculator"

urlpatterns = [
    path("", views.index, name="index"),
    path("api/v1/score", api.score, name="api-score"),
    path("api/v1/rulesets", api.rulesets, name="api-rulesets"),
    path("<slug:key>/", views.calculator, name="calculator"),
    path("<slug:key>/qr.svg", views.qr, name="qr"),
    path("<slug:key>/rules/", rule_pages.rules_page, name="rules"),
    path("<slug:key>/rules/<slug:item>/", rule_pages.rule_fragment, name="rule"),
]
