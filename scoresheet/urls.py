from __future__ import annotations

from django.urls import path

import config.converters  # noqa: F401 - registers <id:...>

from . import views

app_name = "scoresheet"

urlpatterns = [
    path("", views.index, name="index"),
    path("new/<slug:key>/", views.new_session, name="new"),
    path("import/", views.import_json, name="import"),
    path("<str:token>/", views.session_page, name="session"),
    path("<str:token>/record/", views.record, name="record"),
    path("<str:token>/draw/", views.draw_hand, name="draw"),
    path("<str:token>/hand/<id:number>/", views.hand_detail, name="hand"),
    path("<str:token>/hand/<id:number>/delete/", views.delete_hand, name="delete"),
    path("<str:token>/undo/", views.undo, name="undo"),
    path("<str:token>/close/", views.close, name="close"),
    path("<str:token>/seating/", views.seating, name="seating"),
    path("<str:token>/history/", views.history, name="history"),
    path("<str:token>/rescore/", views.rescore, name="rescore"),
    path("<str:token>/export.csv", views.export_csv, name="export-csv"),
    path("<str:token>/export.json", views.export_json, name="export-json"),
    path("<str:token>/qr/<str:kind>.svg", views.qr_view, name="qr"),
]
