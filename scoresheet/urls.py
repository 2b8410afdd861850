from __future__ import annotations

from django.urls import path

import config.converters  # noqa: F401 - registers <id:...> and <token:...>

from . import views

app_name = "scoresheet"

urlpatterns = [
    path("", views.index, name="index"),
    path("new/<slug:key>/", views.new_session, name="new"),
    path("import/", views.import_json, name="import"),
    path("<token:token>/", views.session_page, name="session"),
    path("<token:token>/record/", views.record, name="record"),
    path("<token:token>/draw/", views.draw_hand, name="draw"),
    path("<token:token>/hand/<id:number>/", views.hand_detail, name="hand"),
    path("<token:token>/hand/<id:number>/delete/", views.delete_hand, name="delete"),
    path("<token:token>/undo/", views.undo, name="undo"),
    path("<token:token>/close/", views.close, name="close"),
    path("<token:token>/seating/", views.seating, name="seating"),
    path("<token:token>/history/", views.history, name="history"),
    path("<token:token>/rescore/", views.rescore, name="rescore"),
    path("<token:token>/export.csv", views.export_csv, name="export-csv"),
    path("<token:token>/export.json", views.export_json, name="export-json"),
    path("<token:token>/qr/<str:kind>.svg", views.qr_view, name="qr"),
]
