"""Forms of the scoresheet: a new session (per rule set), a draw, the seats after a redraw, the version."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from django import forms
from django.http import QueryDict
from django.utils.text import capfirst
from django.utils.translation import gettext_lazy as _

from calculator import fields as N
from calculator.page_language import mark, page_lang
from calculator.widgets import field_initial, field_json, make_field
from rules import progress as P
from rules.model import BOOL, CHOICE, INT, INT_LIST, Field, RuleSet
from rules.request import resolve_options
from rules.schema import to_json

from .models import NAME_MAX, TITLE_MAX

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise


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
        # a progress option a result preset sets is offered blank ("as the preset says"): its text read here
        prog = self.rule_set.progress
        for key in self.progress_fields:
            pf = prog.field(key)
            if pf is None or key not in d or pf.kind != INT_LIST:
                continue
            try:
                d[key] = parse_uma(d[key] or "")
            except ValueError:
                self.add_error(key, pf.message.get(page_lang()) if pf.message else _("Whole numbers, one per place."))
        return d


def preset_values(rs: RuleSet, preset: str) -> dict[str, Any]:
    """What the form shows for a preset: every rule option (as the calculator shows it) and every
    progress option the rule preset decides (those a result preset sets stay blank), by field name."""
    options = resolve_options(rs, preset)
    out: dict[str, Any] = {N.option(f.key): field_initial(f, options.get(f.key)) for f in rs.options}
    progress = P.resolve(rs.progress, preset)
    for f in _preset_fields(rs):
        out[f.key] = _progress_initial(f, progress.get(f.key))
    return out


def _preset_fields(rs: RuleSet) -> tuple[Field, ...]:
    """The progress options the rule preset decides: every one but those a result preset sets."""
    result = rs.progress.result_keys
    return tuple(f for f in rs.progress.fields if f.key not in result)


def _progress_initial(f: Field, v: Any) -> str:
    if f.kind == BOOL:
        return "1" if v else "0"
    return str(v)


def _with_preset(rs: RuleSet, data: QueryDict | None) -> tuple[QueryDict | None, bool]:
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
    progress = P.resolve(rs.progress, preset)
    for f in _preset_fields(rs):
        data[f.key] = _progress_initial(f, progress.get(f.key))
    data["preset_was"] = preset
    return data, True


def new_session_form(rs: RuleSet, lang: str, data: QueryDict | None = None) -> NewSessionForm:
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
    # the table's progress: each of the rule set's progress options; the result preset first, when it has them
    prog = rs.progress
    progress_fields = []
    if prog.result_presets:
        fields["scoring_preset"] = forms.ChoiceField(
            label=_("Starting points and uma"),
            choices=[(p.key, p.names.get(lang)) for p in prog.result_presets],
            initial=prog.result_presets[0].key,
            # each choice says its numbers in full: a closed select cut them off on a phone
            widget=forms.RadioSelect,
        )
    result = prog.result_keys
    for f in prog.fields:
        fields[f.key] = _progress_field(f, lang, as_preset=f.key in result)
        if f.key not in result:
            fields[f.key].initial = shown[f.key]
        progress_fields.append(f.key)
    # every rule option of the rule set, as the calculator offers it
    option_fields = {}
    for f in rs.options:
        name = N.option(f.key)
        fields[name] = make_field(f, lang, players=max(rs.players), seat_label=_seat_label)
        fields[name].initial = shown[name]
        option_fields[f.key] = f
    form = NewSessionForm(data=data, label_suffix=mark("colon", lang).strip())  # ： after CJK labels
    form.fields.update(fields)
    form.rule_set = rs
    form.option_fields = option_fields
    form.progress_fields = tuple(progress_fields)
    if preset_changed:
        form.preset_changed = True
    return form


def _progress_field(f: Field, lang: str, *, as_preset: bool) -> forms.Field:
    """A progress option's form field. One a result preset sets is offered blank: "as the preset says"."""
    common: dict[str, Any] = {"label": f.names.get(lang), "required": False}
    help_text = f.explanation.get(lang)
    if f.kind == CHOICE:
        by_str = {str(v): v for v, _t in f.choices}
        choices: list[tuple[str, StrOrPromise]] = [(str(v), t.get(lang)) for v, t in f.choices]
        if as_preset:
            choices = [("", _("As the preset says")), *choices]
        return forms.TypedChoiceField(
            choices=choices, coerce=lambda s: by_str[s], empty_value=None, help_text=help_text, **common
        )
    if f.kind == BOOL:
        # Yes or No as a value (a checkbox left out of a post would read as No): nothing sent keeps the preset's
        yes_no = [("1", _("Yes")), ("0", _("No"))]
        return forms.TypedChoiceField(
            choices=[("", _("As the preset says")), *yes_no] if as_preset else yes_no,
            coerce=lambda s: s == "1",
            empty_value=None,
            help_text=help_text,
            **common,
        )
    if f.kind == INT:
        return forms.IntegerField(min_value=f.min, max_value=f.max, help_text=help_text, **common)
    # a list of whole numbers (uma): short text
    return forms.CharField(max_length=40, help_text=help_text, **common)


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
    """The progress options the form sets, as JSON has them (an option left blank takes the presets' value)."""
    d = form.cleaned_data
    return {k: d[k] for k in form.progress_fields if d.get(k) is not None}


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


def draw_form(players: list[str], rs: RuleSet, data: QueryDict | None = None) -> forms.Form:
    """A draw in one tap: which seats were ready, and what else the rule set's request can say of a hand without a
    win: who declared (a seat declaration that puts sticks down), the kind of draw and a false win (its `table`
    fields `draw` and `chombo`)."""
    lang = page_lang()
    seats = [(str(i), name) for i, name in enumerate(players)]
    fields: dict[str, forms.Field] = {
        "version": forms.IntegerField(min_value=0, widget=forms.HiddenInput),
        "tenpai": forms.TypedMultipleChoiceField(
            label=_("Ready (tenpai)"), choices=seats, coerce=int, required=False, widget=forms.CheckboxSelectMultiple
        ),
    }
    if "riichi" in rs.declarations:
        fields["riichi"] = forms.TypedMultipleChoiceField(
            label=_("Declared riichi in this hand"),
            choices=seats,
            coerce=int,
            required=False,
            widget=forms.CheckboxSelectMultiple,
        )
    table = {f.key: f for f in rs.table_fields}
    kinds = table.get("draw")
    if kinds is not None:
        fields["abortive"] = forms.ChoiceField(
            label=_("Kind of draw"),
            choices=[("" if v == kinds.default else v, capfirst(t.get(lang))) for v, t in kinds.choices],
            required=False,
        )
    if "chombo" in table:
        fields["chombo"] = forms.TypedChoiceField(
            label=_("Chombo by"), choices=[("", "—"), *seats], coerce=int, empty_value=None, required=False
        )
    form = forms.Form(data=data, label_suffix=mark("colon").strip())
    form.fields.update(fields)
    return form


def seating_form(
    players: list[str], data: QueryDict | None = None, *, seating: tuple[int, ...] | None = None
) -> forms.Form:
    """The seats after a redraw: for each seat, who sits there; each seat shows who sits there now (`seating`,
    the table as it stands), so a scorekeeper changes only the seats that changed (every seat showing the first
    player was a form that could not be saved as shown)."""
    form = forms.Form(data=data, label_suffix=mark("colon").strip())
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
