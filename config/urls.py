from django.contrib import admin
from django.urls import include, path

from clubs import views as club_views

urlpatterns = [
    path("admin/", admin.site.urls),
    path("s/", include("scoresheet.urls")),
    # accounts: Django's own auth views (templates/registration/), sign-up of our own
    path("accounts/signup/", club_views.signup, name="signup"),
    path("accounts/", include("django.contrib.auth.urls")),
    path("c/", include("clubs.urls")),
    path("", include("calculator.urls")),
]
