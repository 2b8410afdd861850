from __future__ import annotations

from django.urls import path

import config.converters  # noqa: F401 - registers <id:...> and <token:...>

from .views import changes, exchange, hand, history, record, session, start, tenhou

app_name = "scoresheet"

urlpatterns = [
    path("", start.index, name="index"),
    path("new/<slug:key>/", start.new_session, name="new"),
    path("import/", exchange.import_json, name="import"),
    path("import-log/", tenhou.import_log, name="import-log"),
    path("<token:token>/", session.session_page, name="session"),
    path("<token:token>/record/", record.record_page, name="record"),
    path("<token:token>/draw/", changes.draw_hand, name="draw"),
    path("<token:token>/hand/<id:number>/", hand.hand_detail, name="hand"),
    path("<token:token>/hand/<id:number>/delete/", changes.delete_hand, name="delete"),
    path("<token:token>/undo/", changes.undo, name="undo"),
    path("<token:token>/close/", changes.close, name="close"),
    path("<token:token>/seating/", changes.seating, name="seating"),
    path("<token:token>/end/", changes.end_now, name="end"),
    path("<token:token>/play-on/", changes.play_on, name="play-on"),
    path("<token:token>/history/", history.history_page, name="history"),
    path("<token:token>/log/", tenhou.log_page, name="log"),
    path("<token:token>/rescore/", history.rescore, name="rescore"),
    path("<token:token>/export.csv", exchange.export_csv, name="export-csv"),
    path("<token:token>/export.json", exchange.export_json, name="export-json"),
    path("<token:token>/qr/<str:kind>.svg", session.qr_view, name="qr"),
]
