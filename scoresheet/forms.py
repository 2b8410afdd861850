"""Forms of the scoresheet: a new session (per rule set), a draw, the seats after a redraw, the version."""

from __future__ import annotations

import re
from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _

from rules import progress as P
from rules.model import RuleSet
from rules.riichi import progress as riichi_progress

from .models import NAME_MAX

ABORTIVE_KINDS = ("nine_terminals", "four_winds", "four_riichi", "triple_ron", "four_kongs")


def _choices(infos: tuple[P.OptionInfo, ...], key: str, lang: str) -> list[tuple[str, str]]:
    info = next(i for i in infos if i.key == key)
    return [(str(v), t.get(lang)) for v, t in info.choices]


class NewSessionForm(forms.Form):
    """Built per rule set by `new_session_form`."""

    rule_set: RuleSet


def new_session_form(rs: RuleSet, lang: str, data: Any = None) -> NewSessionForm:
    fields: dict[str, forms.Field] = {}
    fields["title"] = forms.CharField(label=_("Name of the session"), max_length=80, required=False)
    fields["preset"] = forms.ChoiceField(
        label=_("Preset"), choices=[(p.key, p.names.get(lang)) for p in rs.presets], initial=rs.default_preset
    )
    fields["players"] = forms.TypedChoiceField(
        label=_("Players"),
        choices=[(str(n), str(n)) for n in rs.players],
        coerce=int,
        initial=str(max(rs.players)),
    )
    for i in range(4):
        fields[f"name_{i}"] = forms.CharField(
            label=_("Player %(n)s") % {"n": i + 1},
            max_length=NAME_MAX,
            required=False,
            help_text=_("Seat %(n)s at the start; the first player deals first.") % {"n": i} if i == 0 else "",
        )
    if rs.option("base_points") is not None:
        fields["base_points"] = forms.IntegerField(
            label=_("Base points"), min_value=1, max_value=1_000_000, required=False
        )
    if rs.key == "riichi":
        fields["scoring_preset"] = forms.ChoiceField(
            label=_("Starting points and uma"),
            choices=[(k, t.get(lang)) for k, t in riichi_progress.SCORING_PRESET_NAMES.items()],
            initial="seed",
        )
        fields["rounds"] = forms.TypedChoiceField(
            label=_("Game length"), choices=_choices(riichi_progress.OPTIONS, "rounds", lang), coerce=int, initial="2"
        )
        fields["start_points"] = forms.IntegerField(
            label=_("Starting points"), min_value=0, max_value=1_000_000, required=False
        )
        fields["return_points"] = forms.IntegerField(
            label=_("Return points"), min_value=0, max_value=1_000_000, required=False
        )
        fields["uma"] = forms.CharField(
            label=_("Uma by place (thousands)"), max_length=40, required=False, help_text=_("e.g. 15 5 -5 -15")
        )
        fields["tobi"] = forms.ChoiceField(
            label=_("Bankruptcy ends the game"),
            choices=[("", _("As the preset says")), ("1", _("Yes")), ("0", _("No"))],
            required=False,
        )
    if rs.key == "beijing":
        from rules.beijing import progress as bj

        fields["order"] = forms.ChoiceField(
            label=_("Order of the deal"), choices=_choices(bj.OPTIONS, "order", lang), initial="seed"
        )
    if rs.key == "wenzhou":
        fields["draw_keeps_deal"] = forms.BooleanField(label=_("A draw keeps the deal"), required=False)
    form = NewSessionForm(data=data)
    form.fields.update(fields)
    form.rule_set = rs
    return form


def parse_uma(text: str) -> list[int] | None:
    parts = [p for p in re.split(r"[\s,，/]+", text.strip()) if p]
    if not parts:
        return None
    return [int(p.replace("+", "")) for p in parts]


class VersionForm(forms.Form):
    version = forms.IntegerField(min_value=0, widget=forms.HiddenInput)


class HandNumberForm(VersionForm):
    number = forms.IntegerField(min_value=1, widget=forms.HiddenInput)


def draw_form(players: list[str], ruleset: str, data: Any = None) -> forms.Form:
    """A draw in one tap: which seats were ready (and, for riichi, who declared; an abortive draw; chombo)."""
    seats = [(str(i), name) for i, name in enumerate(players)]
    fields: dict[str, forms.Field] = {
        "version": forms.IntegerField(min_value=0, widget=forms.HiddenInput),
        "tenpai": forms.TypedMultipleChoiceField(
            label=_("Ready (tenpai)"), choices=seats, coerce=int, required=False, widget=forms.CheckboxSelectMultiple
        ),
    }
    if ruleset == "riichi":
        fields["riichi"] = forms.TypedMultipleChoiceField(
            label=_("Declared riichi in this hand"),
            choices=seats,
            coerce=int,
            required=False,
            widget=forms.CheckboxSelectMultiple,
        )
        fields["abortive"] = forms.ChoiceField(
            label=_("Kind of draw"),
            choices=[
                ("", _("Exhaustive draw")),
                ("nine_terminals", _("Nine terminals and honors")),
                ("four_winds", _("Four same winds discarded")),
                ("four_riichi", _("Four riichi")),
                ("triple_ron", _("Triple ron")),
                ("four_kongs", _("Four kongs by different seats")),
            ],
            required=False,
        )
        fields["chombo"] = forms.TypedChoiceField(
            label=_("Chombo by"), choices=[("", "—"), *seats], coerce=int, empty_value=None, required=False
        )
    form = forms.Form(data=data)
    form.fields.update(fields)
    return form


def seating_form(players: list[str], data: Any = None) -> forms.Form:
    """The seats after a redraw: for each seat, who sits there."""
    form = forms.Form(data=data)
    form.fields["version"] = forms.IntegerField(min_value=0, widget=forms.HiddenInput)
    choices = [(str(i), n) for i, n in enumerate(players)]
    winds = [_("East"), _("South"), _("West"), _("North")]
    for s in range(len(players)):
        form.fields[f"seat_{s}"] = forms.TypedChoiceField(
            label=winds[s] if len(players) == 4 else _("Seat %(n)s") % {"n": s}, choices=choices, coerce=int
        )
    return form


class ImportForm(forms.Form):
    file = forms.FileField(label=_("JSON export"), required=False)
    text = forms.CharField(label=_("or paste it"), widget=forms.Textarea, required=False, max_length=5_000_000)
