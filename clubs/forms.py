"""Forms of accounts and clubs (Django's own auth forms where they exist)."""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING, Any, ClassVar

from django import forms
from django.contrib.auth import get_user_model
from django.contrib.auth.forms import UserCreationForm, UsernameField
from django.contrib.auth.models import User
from django.http import QueryDict
from django.utils.translation import gettext_lazy as _
from django.utils.translation import ngettext_lazy

from scoresheet.models import Player

from .models import MEMBER, NAME_MAX, ROLES, Club

if TYPE_CHECKING:  # generic in their model in django-stubs only: Django's own classes take no [] at run time
    _UserCreationForm = UserCreationForm[User]
    _ClubModelForm = forms.ModelForm[Club]
else:
    _UserCreationForm = UserCreationForm
    _ClubModelForm = forms.ModelForm

# Django 5.2's own zh_Hans catalog lacks its password validator's message (it reads "%(min_length)d", the code
# says "%d"), so a Chinese sign-up page said it in English: marked here, our catalog (LOCALE_PATHS, looked up
# first) carries it in every language
PASSWORD_TOO_SHORT = ngettext_lazy(
    "This password is too short. It must contain at least %d character.",
    "This password is too short. It must contain at least %d characters.",
    8,
)


class SignupForm(_UserCreationForm):
    """A user name, an e-mail address (for password resets) and the password twice."""

    email = forms.EmailField(label=_("E-mail address"), help_text=_("Used only to reset your password."))

    class Meta:  # UserCreationForm.Meta's, with the e-mail address
        model = get_user_model()
        fields = ("username", "email")
        field_classes: ClassVar[dict[str, type[forms.Field]]] = {"username": UsernameField}

    def clean_email(self) -> str:
        email: str = self.cleaned_data["email"].strip()
        if get_user_model().objects.filter(email__iexact=email).exists():
            raise forms.ValidationError(_("An account with this e-mail address already exists."))
        return email


class ClubForm(_ClubModelForm):
    class Meta:
        model = Club
        fields = ("name",)

    def clean_name(self) -> str:
        name: str = self.cleaned_data["name"].strip()
        if not name:
            raise forms.ValidationError(_("Enter a name."))
        return name[:NAME_MAX]


class InviteForm(forms.Form):
    role = forms.ChoiceField(label=_("Role"), choices=ROLES, initial=MEMBER)


class RoleForm(forms.Form):
    role = forms.ChoiceField(label=_("Role"), choices=ROLES)


class PeriodForm(forms.Form):
    """The period of the leaderboard: from a day to a day (both included); either may be empty."""

    start = forms.DateField(label=_("From"), required=False, widget=forms.DateInput(attrs={"type": "date"}))
    end = forms.DateField(label=_("To"), required=False, widget=forms.DateInput(attrs={"type": "date"}))

    def clean(self) -> dict[str, Any]:
        d = super().clean() or {}
        start, end = d.get("start"), d.get("end")
        for key in ("start", "end"):
            v = d.get(key)
            if isinstance(v, date) and not 2000 <= v.year <= 2200:
                self.add_error(key, _("Choose a day between the years 2000 and 2200."))
        if start and end and start > end and not self.errors:
            self.add_error("end", _("The end of the period is before its start."))
        return d


def player_links_form(players: list[Player], members: list[User], data: QueryDict | None = None) -> forms.Form:
    """One choice per player: a member of the club, or a guest (the name only)."""
    choices = [("", _("Guest (the name only)"))] + [(str(u.pk), u.username) for u in members]
    fields: dict[str, forms.Field] = {
        "version": forms.IntegerField(widget=forms.HiddenInput, min_value=0),
    }
    initial: dict[str, Any] = {}
    by_name = {u.username.casefold(): u.pk for u in members}
    for p in players:
        fields[f"player_{p.index}"] = forms.ChoiceField(label=p.name, choices=choices, required=False)
        guess = p.member_id or by_name.get(p.name.casefold())
        initial[f"player_{p.index}"] = str(guess) if guess else ""
    form_class = type("PlayerLinksForm", (forms.Form,), fields)
    form: forms.Form = form_class(data, initial=initial)
    return form
