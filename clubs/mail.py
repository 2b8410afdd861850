"""Password reset whose mail may fail: Django's own view and form, told when the SMTP server does not answer.

Django's `PasswordResetForm.send_mail` logs a failed send and carries on, so the page said "a link is on its
way" when none was. Here a send that fails (no answer within EMAIL_TIMEOUT, a refused connection, an SMTP
error) is logged without the address, no other mail is tried for that request (each could wait as long
again), and the form comes back with a message saying so (503, templates/registration/password_reset_form.html); the site keeps answering meanwhile.

An address without an account still gets the "on its way" page (no mail is tried), as in Django: only
while the mail server fails does the answer differ.
"""

from __future__ import annotations

import logging
import smtplib
from typing import Any

from django.contrib.auth.forms import PasswordResetForm
from django.contrib.auth.views import PasswordResetView
from django.core.mail import EmailMultiAlternatives
from django.http import HttpResponse
from django.template import loader

log = logging.getLogger("clubs.mail")


class MailingPasswordResetForm(PasswordResetForm):
    """`PasswordResetForm` that remembers a failed send instead of hiding it (`mail_failed`)."""

    mail_failed = False

    def send_mail(
        self,
        subject_template_name: str,
        email_template_name: str,
        context: dict[str, Any],
        from_email: str | None,
        to_email: str,
        html_email_template_name: str | None = None,
    ) -> None:
        if self.mail_failed:  # the server failed a moment ago: do not wait on it again
            return
        subject = "".join(loader.render_to_string(subject_template_name, context).splitlines())
        body = loader.render_to_string(email_template_name, context)
        message = EmailMultiAlternatives(subject, body, from_email, [to_email])
        if html_email_template_name is not None:
            message.attach_alternative(loader.render_to_string(html_email_template_name, context), "text/html")
        try:
            message.send()
        except (smtplib.SMTPException, OSError) as e:  # a timeout (TimeoutError) and a refusal are OSErrors
            self.mail_failed = True
            log.error("Password reset mail for user %s not sent: %s: %s", context["user"].pk, type(e).__name__, e)


class MailingPasswordResetView(PasswordResetView):
    """Django's password reset page, which says so when the mail could not be sent."""

    form_class = MailingPasswordResetForm

    def form_valid(self, form: MailingPasswordResetForm) -> HttpResponse:
        response = super().form_valid(form)
        if not form.mail_failed:
            return response
        # the form again, its address kept, with the message (templates/registration/password_reset_form.html)
        return self.render_to_response(self.get_context_data(form=form, mail_failed=True), status=503)
