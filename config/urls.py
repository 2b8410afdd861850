from django.contrib import admin
from django.urls import include, path

from clubs import views as club_views
from clubs.mail import MailingPasswordResetView

# a paste too long for the import form is that form again, with the message on its field (scoresheet.views.exchange)
handler400 = "scoresheet.views.exchange.bad_request"

urlpatterns = [
    path("admin/", admin.site.urls),
    path("s/", include("scoresheet.urls")),
    # accounts: Django's own auth views (templates/registration/), sign-up of our own
    path("accounts/signup/", club_views.signup, name="signup"),
    # Django's password reset, which tells the user when the mail could not be sent (clubs/mail.py)
    path("accounts/password_reset/", MailingPasswordResetView.as_view(), name="password_reset"),
    path("accounts/", include("django.contrib.auth.urls")),
    path("c/", include("clubs.urls")),
    # the installable app and offline scoring: /sw.js (the service worker's scope is the site), the manifest, /offline/
    path("", include("calculator.offline_views")),
    path("", include("calculator.urls")),
]
