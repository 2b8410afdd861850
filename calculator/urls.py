from __future__ import annotations

from django.urls import path

from . import api, views

app_name = "calculator"

urlpatterns = [
    path("", views.index, name="index"),
    path("api/v1/score", api.score, name="api-score"),
    path("api/v1/rulesets", api.rulesets, name="api-rulesets"),
    path("<slug:key>/", views.calculator, name="calculator"),
    path("<slug:key>/qr.svg", views.qr, name="qr"),
    path("<slug:key>/rules/", views.rules_page, name="rules"),
]
