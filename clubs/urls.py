from __future__ import annotations

from django.urls import path

from . import views

app_name = "clubs"

urlpatterns = [
    path("", views.index, name="index"),
    path("new/", views.create, name="create"),
    path("join/<str:token>/", views.join, name="join"),
    path("session/<str:token>/move/", views.move_session, name="move"),
    path("session/<str:token>/players/", views.session_players, name="players"),
    path("<int:pk>/", views.club_page, name="club"),
    path("<int:pk>/leaderboard/", views.leaderboard, name="leaderboard"),
    path("<int:pk>/member/<int:user_id>/", views.member_page, name="member"),
    path("<int:pk>/s/<int:session_id>/", views.club_session, name="session"),
    path("<int:pk>/new/<slug:key>/", views.new_session, name="new-session"),
    path("<int:pk>/invite/", views.invite, name="invite"),
    path("<int:pk>/invite/<int:invite_id>/revoke/", views.revoke, name="revoke"),
    path("<int:pk>/member/<int:user_id>/role/", views.set_role, name="role"),
    path("<int:pk>/member/<int:user_id>/remove/", views.remove, name="remove"),
]
