"""Forms of the scoresheet: a new session (per rule set), a draw, the seats after a redraw, the version."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from django import forms
from django.http import QueryDict
from django.utils.text import capfirst
from django.utils.translation import gettext_lazy as _

from calculator import fields as N
from calculator.forms import name_invalid_choices
from calculator.page_language import mark, page_lang
from calculator.widgets import PlayersSelect, field_initial, field_json, is_bool, make_field
from rules import progress as P
from rules.model import BOOL, CHOICE, INT, INT_LIST, Field, RuleSet
from rules.request import resolve_options
from rules.schema import to_json

from .models import NAME_MAX, TITLE_MAX

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise

# the result preset's field: it sets how the game ends and its final result (start and return points, uma, rounding)
RESULT_PRESET_LABEL = _("Game end and final result")


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
        label=_("Preset"),
        choices=[(p.key, p.names.get(lang)) for p in rs.presets],
        initial=rs.default_preset,
        # a preset made for some numbers of players says which (the page script offers it at those only)
        widget=PlayersSelect(players_of={p.key: p.players for p in rs.presets if p.players}),
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
            label=RESULT_PRESET_LABEL,
            choices=[(p.key, p.names.get(lang)) for p in prog.result_presets],
            initial=prog.result_presets[0].key,
            # each choice says its numbers in full: a closed select cut them off on a phone
            widget=forms.RadioSelect,
            help_text=_(
                "How the game ends and how its final result is worked out; every option below left as the preset "
                "says follows it. What each preset says is listed under the options."
            ),
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
    name_invalid_choices(fields)
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
    # a number left blank where a result preset sets it: the preset's, and the field says so
    blank = {"placeholder": _("As the preset says")} if as_preset else {}
    if f.kind == INT:
        return forms.IntegerField(
            min_value=f.min, max_value=f.max, help_text=help_text, widget=forms.NumberInput(attrs=blank), **common
        )
    # a list of whole numbers (uma): short text
    return forms.CharField(max_length=40, help_text=help_text, widget=forms.TextInput(attrs=blank), **common)


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


class DrawForm(forms.Form):
    """A hand nobody won, in a few taps: what the rule set declares a draw needs (`RuleSet.draw`), nothing else.

    `tenpai`: which seats were ready, where that is scored (noten payments, 查叫); `riichi`: who declared (a seat
    declaration that puts sticks down); a bool seat fact as "which seats" (nagashi mangan), any other seat fact per
    seat (`s<i>_x_<key>`, the calculator's names), a fact asked of a ready seat only (Guizhou's best pattern: giving
    it marks the seat ready), and the table facts (`t_<key>`: the kind of draw, chombo, 烧庄 rounds). Fields tied
    to an option (`Field.shown_when`) are asked only while the session's option is on."""

    rule_set: RuleSet
    seat_fields: dict[str, Field]  # asked as "which seats" (bool) or per seat
    ready_fields: dict[str, Field]  # per ready seat
    draw_table: dict[str, Field]
    players: int
    notes: list[str]  # what the per-seat facts mean, said once under the form

    def facts(self) -> dict[str, Any]:
        """The draw's request parts (call after `is_valid()`): `tenpai`, `riichi`, `seats` (seat -> its facts),
        `table`."""
        d = self.cleaned_data
        tenpai = set(d.get("tenpai") or ())
        seats: dict[int, dict[str, Any]] = {i: {} for i in range(self.players)}
        for key, f in self.seat_fields.items():
            if is_bool(f):
                for i in d.get(key) or ():
                    seats[i][key] = True
                continue
            for i in range(self.players):
                v = field_json(f, d.get(N.seat_extra(i, key)))
                if v is not None:
                    seats[i][key] = v
        for key, f in self.ready_fields.items():
            for i in range(self.players):
                v = field_json(f, d.get(N.seat_extra(i, key)))
                if v is not None:
                    seats[i][key] = v
                    tenpai.add(i)  # a ready seat's fact given: the seat was ready (one tap fewer)
        table = {}
        for key, f in self.draw_table.items():
            v = field_json(f, d.get(N.table(key)))
            if v is not None and v != to_json(f, f.default):
                table[key] = v
        return {"tenpai": sorted(tenpai), "riichi": d.get("riichi") or [], "seats": seats, "table": table}

    def field_for_path(self, path: str) -> str | None:
        """The field a refused draw's error path names (`seats.2.chajiao_pattern`, `table.chombo`), else None."""
        parts = path.split(".")
        name: str | None = None
        if len(parts) >= 3 and parts[0] == "seats" and parts[1].isdigit():
            i, key = int(parts[1]), parts[2]
            if key in self.ready_fields or (key in self.seat_fields and not is_bool(self.seat_fields[key])):
                name = N.seat_extra(i, key)
            else:  # asked as "which seats": the seat facts that are bools, readiness, declarations
                name = key
        elif len(parts) >= 2 and parts[0] == "table":
            name = N.table(parts[1])
        return name if name in self.fields else None


def draw_form(
    players: list[str], rs: RuleSet, data: QueryDict | None = None, *, options: dict[str, Any] | None = None
) -> DrawForm:
    """The draw form for the seats `players` (names in seat order) under the session's `options`."""
    lang = page_lang()
    opts = options if options is not None else resolve_options(rs, rs.default_preset)
    seats = [(str(i), name) for i, name in enumerate(players)]
    draw = rs.draw

    def asked(f: Field) -> bool:
        when = f.shown_when or draw.asked_when.get(f.key, "")
        return not when or bool(opts.get(when))

    def seat_label(i: int) -> str:
        return players[i] if i < len(players) else _seat_label(i)

    fields: dict[str, forms.Field] = {"version": forms.IntegerField(min_value=0, widget=forms.HiddenInput)}
    if draw.ready:
        fields["tenpai"] = forms.TypedMultipleChoiceField(
            label=_("Ready (tenpai)"), choices=seats, coerce=int, required=False, widget=forms.CheckboxSelectMultiple
        )
    if "riichi" in rs.declarations:
        fields["riichi"] = forms.TypedMultipleChoiceField(
            label=_("Declared riichi in this hand"),
            choices=seats,
            coerce=int,
            required=False,
            widget=forms.CheckboxSelectMultiple,
        )
    by_key = {f.key: f for f in rs.seat_fields}
    seat_fields = {k: by_key[k] for k in draw.seat_fields if k in by_key and asked(by_key[k])}
    ready_fields = {k: by_key[k] for k in draw.ready_fields if k in by_key and asked(by_key[k])}
    for key, f in seat_fields.items():
        if is_bool(f):
            fields[key] = forms.TypedMultipleChoiceField(
                label=f.names.get(lang),
                help_text=f.explanation.get(lang),
                choices=seats,
                coerce=int,
                required=False,
                widget=forms.CheckboxSelectMultiple,
            )
            continue
        for i in range(len(players)):
            fields[N.seat_extra(i, key)] = _seat_fact(f, lang, i, players, seat_label)
    for key, f in ready_fields.items():
        for i in range(len(players)):
            field = _seat_fact(f, lang, i, players, seat_label)
            field.ready_seat = str(i)  # type: ignore[attr-defined]  # the page shows it while the seat is ticked
            fields[N.seat_extra(i, key)] = field
    by_table = {f.key: f for f in rs.table_fields}
    draw_table = {k: by_table[k] for k in draw.table_fields if k in by_table and asked(by_table[k])}
    for key, f in draw_table.items():
        field = make_field(f, lang, players=len(players), seat_label=seat_label)
        field.initial = field_initial(f, f.default)
        fields[N.table(key)] = field
    name_invalid_choices(fields)
    form = DrawForm(data=data, label_suffix=mark("colon").strip())
    form.fields.update(fields)
    form.rule_set = rs
    form.seat_fields = seat_fields
    form.ready_fields = ready_fields
    form.draw_table = draw_table
    form.players = len(players)
    per_seat = [f for f in (*seat_fields.values(), *ready_fields.values()) if not is_bool(f)]
    form.notes = [f.explanation.get(lang) for f in per_seat]
    return form


def _seat_fact(f: Field, lang: str, i: int, players: list[str], seat_label: Any) -> forms.Field:
    """One seat's fact on the draw form, labelled with the seat (its wind and player)."""
    field = make_field(f, lang, players=len(players), seat_label=seat_label)
    field.label = mark("colon").join((seat_label(i), capfirst(str(field.label))))
    field.help_text = ""  # said once, under the form (the same words for every seat)
    field.initial = field_initial(f, f.default)
    return field


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


class LogForm(forms.Form):
    """A real game's log (scoresheet.tenhou_import): a file, or its text pasted."""

    file = forms.FileField(
        label=_("Game log file"),
        required=False,
        help_text=_("Tenhou's mjlog XML (as tenhou.net serves it, gzipped or not) or its tenhou.net/6 JSON."),
    )
    text = forms.CharField(label=_("Or paste the log"), widget=forms.Textarea, required=False, max_length=1_000_000)
    # shown once a log turns out to have been imported before
    again = forms.BooleanField(label=_("Import it again anyway"), required=False, widget=forms.HiddenInput)
