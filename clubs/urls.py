from __future__ import annotations

from django.urls import path

import config.converters  # noqa: F401 - registers <id:...> and <token:...>

from . import views

app_name = "clubs"

urlpatterns = [
    path("", views.index, name="index"),
    path("new/", views.create, name="create"),
    path("join/<token:token>/", views.join, name="join"),
    path("session/<token:token>/move/", views.move_session, name="move"),
    path("session/<token:token>/players/", views.session_players, name="players"),
    path("<id:pk>/", views.club_page, name="club"),
    path("<id:pk>/leaderboard/", views.leaderboard, name="leaderboard"),
    path("<id:pk>/member/<id:user_id>/", views.member_page, name="member"),
    path("<id:pk>/s/<id:session_id>/", views.club_session, name="session"),
    path("<id:pk>/new/<slug:key>/", views.new_session, name="new-session"),
    path("<id:pk>/invite/", views.invite, name="invite"),
    path("<id:pk>/invite/<id:invite_id>/revoke/", views.revoke, name="revoke"),
    path("<id:pk>/member/<id:user_id>/role/", views.set_role, name="role"),
    path("<id:pk>/member/<id:user_id>/remove/", views.remove, name="remove"),
]
