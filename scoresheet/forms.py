"""Forms of the scoresheet: a new session (per rule set), a draw, the seats after a redraw, the version."""

from __future__ import annotations

import re
from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _

from calculator import fields as N
from calculator.widgets import field_initial, field_json, make_field
from rules import progress as P
from rules.model import Field, RuleSet
from rules.request import resolve_options
from rules.riichi import progress as riichi_progress
from rules.schema import to_json

from .models import NAME_MAX, TITLE_MAX

SCORING_KEYS = ("start_points", "return_points", "uma", "tobi")
ABORTIVE_KINDS = ("nine_terminals", "four_winds", "four_riichi", "triple_ron", "four_kongs")


class NewSessionForm(forms.Form):
    """Built per rule set by `new_session_form`: `option_fields` are the rule set's options (the
    calculator's fields, `o_<key>`), `progress_fields` its progress options (`rounds`, `order`...)."""

    rule_set: RuleSet
    option_fields: dict[str, Field]
    progress_fields: tuple[str, ...]
    preset_changed: bool = False
    option_json: dict[str, Any]  # after clean(): every rule option as a request has it (None: left empty)

    def clean(self) -> dict[str, Any]:
        """Every value converted here, so that a valid form holds nothing that fails later: the rule options
        into their request values (a base progression `1.5` or `abc` is the field's error, not a 500 when the
        session is made), the uma into whole thousands."""
        d = super().clean() or {}
        self.option_json = {}
        for key, f in self.option_fields.items():
            name = N.option(key)
            if name not in d:
                continue
            try:
                self.option_json[key] = field_json(f, d[name])
            except forms.ValidationError as e:
                self.add_error(name, e)
        if "uma" in self.fields and "uma" in d:
            try:
                d["uma"] = parse_uma(d["uma"] or "")
            except ValueError:
                self.add_error("uma", _("Uma: one number per place, adding up to zero."))
        return d


def preset_values(rs: RuleSet, preset: str) -> dict[str, Any]:
    """What the form shows for a preset: every rule option (as the calculator shows it) and every
    progress option, by field name."""
    options = resolve_options(rs, preset)
    out: dict[str, Any] = {N.option(f.key): field_initial(f, options.get(f.key)) for f in rs.options}
    progress = P.options_for(rs.key, preset)
    for info in _progress_infos(rs):
        v = progress.get(info.key)
        out[info.key] = str(v) if info.choices else bool(v)
    return out


def _progress_infos(rs: RuleSet) -> tuple[P.OptionInfo, ...]:
    # riichi's bankruptcy is chosen with the starting points and uma (the scoring block below)
    return tuple(i for i in P.get_progress(rs.key).options if i.key not in SCORING_KEYS)


def _with_preset(rs: RuleSet, data: Any) -> tuple[Any, bool]:
    """When the preset changed since the form was shown (no script to follow it), show its values:
    the data with every option replaced, and True (the scorekeeper checks them before starting)."""
    if data is None:
        return data, False
    preset = data.get("preset") or rs.default_preset
    was = data.get("preset_was")
    if not was or was == preset or rs.preset(preset) is None:
        return data, False
    data = data.copy()
    options = resolve_options(rs, preset)
    for f in rs.options:
        name = N.option(f.key)
        data.setlist(name, [v for _n, v in N.params(name, f, options.get(f.key))])
    progress = P.options_for(rs.key, preset)
    for info in _progress_infos(rs):
        v = progress.get(info.key)
        if info.choices:
            data[info.key] = str(v)
        else:
            data.setlist(info.key, ["on"] if v else [])
    data["preset_was"] = preset
    return data, True


def new_session_form(rs: RuleSet, lang: str, data: Any = None) -> NewSessionForm:
    data, preset_changed = _with_preset(rs, data)
    shown = preset_values(rs, (data.get("preset") if data is not None else None) or rs.default_preset)
    fields: dict[str, forms.Field] = {}
    fields["title"] = forms.CharField(label=_("Name of the session"), max_length=TITLE_MAX, required=False)
    fields["preset"] = forms.ChoiceField(
        label=_("Preset"), choices=[(p.key, p.names.get(lang)) for p in rs.presets], initial=rs.default_preset
    )
    fields["preset_was"] = forms.CharField(required=False, widget=forms.HiddenInput, initial=rs.default_preset)
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
            help_text=_("The first player sits East and deals first; the others follow in turn.") if i == 0 else "",
        )
    # the table's progress: each of the rule set's progress options
    progress_fields = []
    for info in _progress_infos(rs):
        common = {"label": info.name.get(lang), "help_text": info.explanation.get(lang), "required": False}
        if info.choices:
            by_str = {str(v): v for v, _t in info.choices}
            fields[info.key] = forms.TypedChoiceField(
                choices=[(str(v), t.get(lang)) for v, t in info.choices],
                coerce=lambda s, by_str=by_str: by_str[s],
                empty_value=None,
                **common,
            )
        else:
            fields[info.key] = forms.BooleanField(**common)
        fields[info.key].initial = shown[info.key]
        progress_fields.append(info.key)
    if rs.key == "riichi":
        fields["scoring_preset"] = forms.ChoiceField(
            label=_("Starting points and uma"),
            choices=[(k, t.get(lang)) for k, t in riichi_progress.SCORING_PRESET_NAMES.items()],
            initial="seed",
            # each choice says its numbers in full: a closed select cut them off on a phone
            widget=forms.RadioSelect,
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
    # every rule option of the rule set, as the calculator offers it
    option_fields = {}
    for f in rs.options:
        name = N.option(f.key)
        fields[name] = make_field(f, lang, players=max(rs.players), seat_label=_seat_label)
        fields[name].initial = shown[name]
        option_fields[f.key] = f
    form = NewSessionForm(data=data)
    form.fields.update(fields)
    form.rule_set = rs
    form.option_fields = option_fields
    form.progress_fields = tuple(progress_fields)
    if preset_changed:
        form.preset_changed = True
    return form


def _seat_label(i: int) -> str:
    return _("Seat %(n)s") % {"n": i}


def option_overrides(form: NewSessionForm) -> dict[str, Any]:
    """The rule options the scorekeeper set apart from the preset's (JSON values, as a request has them)."""
    rs = form.rule_set
    preset = form.cleaned_data.get("preset") or rs.default_preset
    base = resolve_options(rs, preset)
    out = {}
    for key, f in form.option_fields.items():
        v = form.option_json.get(key)
        if v is not None and v != to_json(f, base.get(key)):
            out[key] = v
    return out


def progress_values(form: NewSessionForm) -> dict[str, Any]:
    return {k: form.cleaned_data[k] for k in form.progress_fields if form.cleaned_data.get(k) is not None}


_UMA_NUMBER = re.compile(r"[+\-−]?[0-9]{1,4}")


def parse_uma(text: str) -> list[int] | None:
    """`15 5 -5 -15` (or with commas or slashes): whole thousands in ASCII digits, a sign allowed; ValueError for
    anything else (`1_000` and other spellings `int()` would take are not uma)."""
    parts = [p for p in re.split(r"[\s,，/]+", text.strip()) if p]
    if not parts:
        return None
    if not all(_UMA_NUMBER.fullmatch(p) for p in parts):
        raise ValueError(text)
    return [int(p.replace("+", "").replace("−", "-")) for p in parts]


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


def seating_form(players: list[str], data: Any = None, *, seating: tuple[int, ...] | None = None) -> forms.Form:
    """The seats after a redraw: for each seat, who sits there; each seat shows who sits there now (`seating`,
    the table as it stands), so a scorekeeper changes only the seats that changed (every seat showing the first
    player was a form that could not be saved as shown)."""
    form = forms.Form(data=data)
    form.fields["version"] = forms.IntegerField(min_value=0, widget=forms.HiddenInput)
    choices = [(str(i), n) for i, n in enumerate(players)]
    winds = [_("East"), _("South"), _("West"), _("North")]
    now = seating if seating is not None else tuple(range(len(players)))
    for s in range(len(players)):
        form.fields[f"seat_{s}"] = forms.TypedChoiceField(
            label=winds[s] if len(players) == 4 else _("Seat %(n)s") % {"n": s},
            choices=choices,
            coerce=int,
            initial=str(now[s]),
        )
    return form


class ImportForm(forms.Form):
    file = forms.FileField(label=_("JSON export"), required=False)
    text = forms.CharField(label=_("or paste it"), widget=forms.Textarea, required=False, max_length=5_000_000)
    # shown once a file turns out to have been imported before (scoresheet.exchange.import_json)
    again = forms.BooleanField(label=_("Import it again anyway"), required=False, widget=forms.HiddenInput)
