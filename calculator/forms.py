"""The calculator form: one Django form per rule set, built from its `Field` records.

The form checks syntax only (numbers, choices, the meld mini-notation) and turns
itself into a contract.md request dict (`to_request`). Whether a hand is legal and
what it is worth is decided by `rules.score_request`; its errors, which name
request paths like `seats.2.hand`, are mapped back onto form fields by
`field_for_path`. The field names come from `calculator.fields` (the one place that
builds them); the option values shown for a preset from `rules.request.resolve_options`
(the one place that merges defaults, presets and overrides). The fields and widgets
themselves are in `calculator.widgets`.
The page's state is its address: a form bound to an address shows, for every field the address leaves
out, the value the server scores with then (`AddressBoundField`: the chosen preset's option values, the
facts' defaults, self-draw), so the form the page sends on its next tap scores the same hand
(tests/calculator/test_link_state.py).
What happened (rules/history.py) is `s<i>_h_discards`, `s<i>_h_claimed` ("3@2": its 3rd discard,
claimed by seat 2), `s<i>_h_riichi_at`, `s<i>_h_passed` ("3m@1:2": seat 1's 3m, passed after 2 of
its own discards).
"""

from __future__ import annotations

from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _

from rules.answer import history_fields as answer_history_fields
from rules.history import HISTORY_FIELDS
from rules.model import Field, RuleSet
from rules.request import resolve_options
from rules.tiles import TileError, parse

from . import fields as N
from .page_language import mark
from .widgets import (
    WIN_FLAGS,
    MeldsField,
    PlayersSelect,
    SeatLabel,
    SeatPicker,
    TypedChoice,
    _json_default,
    _seat_choices,
    as_picker,
    field_initial,
    field_json,
    last_tile,
    make_field,
    melds_text,
    parse_melds,
)

__all__ = ["WIN_FLAGS", "CalculatorForm", "calculator_form", "field_initial", "melds_text"]

WIN_FLAG_LABELS = {
    "after_kong": _("On a kong replacement tile (rinshan, win on a kong (杠上开花 gàng shàng kāi huā))"),
    "last_tile": _("Last tile of the wall or its discard (haitei, last tile (海底 hǎi dǐ))"),
    "first_turn": _("First turn (tenhou / chiihou, heavenly win (天胡 tiān hú) / earthly win (地胡 dì hú))"),
    "after_kong_discard": _("Discard right after a kong (热炮 rè pào)"),
}
WIN_BY = (
    ("self_draw", _("Self-draw")),
    ("discard", _("Discard")),
    ("robbed_kong", _("Robbed kong")),
)


# ------------------------------------------------------------------ form ---


class AddressBoundField(forms.BoundField):
    """A field as the page shows it from its address: where the address says nothing for it (its
    parameter left out, or sent empty), the value the server scores with then, which is the field's
    initial value (the chosen preset's option value, a fact's default, self-draw), not what Django shows
    for a bound form (an empty box, an unchecked box, a select on its first choice). The page's form
    sends what it shows on the next tap, so a control shown otherwise would change the hand."""

    def value(self) -> Any:
        if self.form.is_bound and _silent(self.data):
            return self.field.prepare_value(self.initial)
        return super().value()


def _silent(value: Any) -> bool:
    """What a widget reads from an address that says nothing for its field (a plain checkbox reads
    False: for one the absence is the value, off, and is scored so)."""
    return value is None or value == "" or value == []


class CalculatorForm(forms.Form):
    """Set up per rule set by `calculator_form`."""

    bound_field_class = AddressBoundField
    rule_set: RuleSet
    lang: str
    max_players: int

    # field key -> Field, per prefix
    option_fields: dict[str, Field]
    table_fields: dict[str, Field]
    seat_extra: dict[str, Field]
    win_extra: dict[str, Field]
    indicator_fields: dict[str, Field]
    history_fields: dict[str, Field]  # what happened (rules/history.py), per seat `s<i>_h_<key>`
    outcome_fields: dict[str, Field]  # a win recorded by its outcome (RuleSet.outcome_fields), per seat `s<i>_o_<key>`

    def history_of(self, i: int) -> list[forms.BoundField]:
        """Seat `i`'s history fields, bound (the template folds them behind "What happened")."""
        return [self[N.history(i, key)] for key in self.history_fields]

    # ----------------------------------------------------------- request ---
    def preset_values(self, preset_key: str | None) -> dict[str, Any]:
        """Every option's value under a preset (an unknown one counts as the first)."""
        return resolve_options(self.rule_set, preset_key or self.rule_set.presets[0].key)

    def to_request(self) -> dict[str, Any]:
        """The contract.md request for the cleaned data (call after `is_valid()`)."""
        rs = self.rule_set
        d = self.cleaned_data
        players = d.get("players") or default_players(rs, d.get("preset"))
        req: dict[str, Any] = {"ruleset": rs.key, "lang": self.lang, "players": players}
        preset = d.get("preset") or rs.default_preset
        req["preset"] = preset
        for key in ("dealer", "dealer_streak"):
            if d.get(key) is not None:
                req[key] = d[key]
        base = self.preset_values(preset)
        options = {}
        if d.get("preset_was") in (None, "", preset):
            for key, f in self.option_fields.items():
                v = field_json(f, d.get(N.option(key))) if asked_at(f, players) else None
                if v is None:
                    continue
                if v != _json_default(f, base.get(key)):
                    options[key] = v
        if options:
            req["options"] = options
        indicators = {key: d[N.indicator(key)] for key in self.indicator_fields if d.get(N.indicator(key))}
        if indicators:
            req["indicators"] = indicators
        table = {}
        for key, f in self.table_fields.items():
            v = field_json(f, d.get(N.table(key))) if asked_at(f, players) else None
            if v is not None:
                table[key] = v
        if table:
            req["table"] = table
        req["seats"] = [self._seat(i, players) for i in range(players)]
        return req

    # ------------------------------------------------------- while typing ---
    def unfinished(self, editing: str) -> dict[str, Any] | None:
        """The seat being entered (`editing` names one of its fields) while its facts are still
        incomplete: {"seat", "have", "need"}; None when nothing is being entered or it is complete.
        Errors wait until then (they would push the tile keyboard under the finger)."""
        group, i, _key = N.read(editing or "")
        if i is None or group not in ("seat", "seat_extra", "win_extra", "outcome") or editing not in self.fields:
            return None
        data = self.data
        try:
            hand = parse(data.get(N.seat(i, "hand"), "") or "")
        except TileError:
            return None
        try:
            melds = parse_melds(data.get(N.seat(i, "melds"), "") or "", seat=i, players=self.max_players)
        except forms.ValidationError:
            return None
        won = N.ticked(data, N.seat(i, "won"))
        if won and N.ticked(data, N.seat(i, "by_outcome")):
            return None  # recorded by its outcome: no tiles to wait for
        sets = self.rule_set.sets
        need = 3 * sets + (2 if won else 1)
        have = len(hand) + 3 * len(melds)
        if won and 0 < have < need:
            return {"seat": i, "have": have, "need": need}
        if not won and hand and have < need:  # a seat told only by its melds and facts is complete
            return {"seat": i, "have": have, "need": need}
        if won and data.get(N.seat(i, "by")) in ("discard", "robbed_kong") and not data.get(N.seat(i, "from")):
            return {"seat": i, "have": have, "need": need, "from": True}
        return None

    def hide_errors(self) -> None:
        self._errors = forms.utils.ErrorDict()

    def _seat(self, i: int, players: int) -> dict[str, Any]:
        d = self.cleaned_data
        p = N.seat_namer(i)
        seat: dict[str, Any] = {}
        by_outcome = bool(self.outcome_fields) and bool(d.get(p("by_outcome"))) and bool(d.get(p("won")))
        if d.get(p("hand")) and not by_outcome:  # recorded by its outcome, the tiles typed are not read
            seat["hand"] = d[p("hand")]
        if d.get(p("melds")):
            seat["melds"] = d[p("melds")]
        if d.get(p("won")):
            win: dict[str, Any] = {"by": d.get(p("by")) or "self_draw"}
            tile = d.get(p("tile")) or ("" if by_outcome else last_tile(d.get(p("hand")) or ""))
            if tile:
                win["tile"] = tile
            if win["by"] != "self_draw" and d.get(p("from")) is not None:
                win["from"] = d[p("from")]
            for flag in WIN_FLAGS:
                if d.get(p(flag)):
                    win[flag] = True
            for key, f in self.win_extra.items():
                v = field_json(f, d.get(N.win_extra(i, key))) if asked_at(f, players) else None
                if v is not None:
                    win[key] = v
            seat["win"] = win
        if by_outcome:
            given = {}
            for key, f in self.outcome_fields.items():
                v = field_json(f, d.get(N.outcome(i, key))) if asked_at(f, players) else None
                if v is not None:
                    given[key] = v
            seat["outcome"] = given
        decl = self.rule_set.declarations
        if "riichi" in decl and d.get(p("riichi")):
            seat["riichi"] = d[p("riichi")]
            if "ippatsu" in decl and d.get(p("ippatsu")):
                seat["ippatsu"] = True
        if "baoting" in decl and d.get(p("baoting")):
            seat["baoting"] = True
        if d.get(p("tenpai")) in ("yes", "no") and not d.get(p("hand")):
            # with its tiles, the rules work readiness out themselves
            seat["tenpai"] = d[p("tenpai")] == "yes"
        for key, f in self.seat_extra.items():
            v = field_json(f, d.get(N.seat_extra(i, key))) if asked_at(f, players) else None
            if v is not None:
                seat[key] = v
        for key, f in self.history_fields.items():
            v = field_json(f, d.get(N.history(i, key)))
            if v is not None and v != []:
                seat[key] = v
        return seat

    def clean(self) -> dict[str, Any]:
        d = super().clean() or {}
        # short-text typed fields: check their notation here so errors sit next to them
        for key, f in self.option_fields.items():
            self._check_json(N.option(key), f)
        for key, f in self.table_fields.items():
            self._check_json(N.table(key), f)
        for i in range(self.max_players):
            for key, f in self.seat_extra.items():
                self._check_json(N.seat_extra(i, key), f)
            for key, f in self.win_extra.items():
                self._check_json(N.win_extra(i, key), f)
            for key, f in self.history_fields.items():
                self._check_json(N.history(i, key), f)
            for key, f in self.outcome_fields.items():
                self._check_json(N.outcome(i, key), f)
        return d

    def _check_json(self, name: str, f: Field) -> None:
        if name not in self.cleaned_data:
            return
        try:
            field_json(f, self.cleaned_data[name])
        except forms.ValidationError as e:
            self.add_error(name, e)

    # ------------------------------------------------------------- errors ---
    def field_for_path(self, path: str) -> str | None:
        """The form field that an error path of the rules names, or None (a form-wide error)."""
        parts = path.split(".") if path else []
        if not parts:
            return None
        head = parts[0]
        name: str | None = None
        if head in ("preset", "players", "dealer", "dealer_streak"):
            name = head
        elif head == "options" and len(parts) > 1:
            name = N.option(parts[1])
        elif head == "table" and len(parts) > 1:
            name = N.table(parts[1])
        elif head == "indicators" and len(parts) > 1:
            name = N.indicator(parts[1])
        elif head == "seats" and len(parts) > 1 and parts[1].isdigit():
            name = _seat_path(int(parts[1]), parts[2:])
        return name if name in self.fields else None


def _seat_path(i: int, rest: list[str]) -> str:
    if not rest:
        return N.seat(i, "hand")
    key = rest[0]
    if key == "win":
        if len(rest) == 1:
            return N.seat(i, "won")
        sub = rest[1]
        if sub in ("tile", "by", "from", *WIN_FLAGS):
            return N.seat(i, sub)
        return N.win_extra(i, sub)
    if key in ("hand", "melds", "riichi", "ippatsu", "baoting", "tenpai"):
        return N.seat(i, key)
    if key == "outcome":
        return N.outcome(i, rest[1]) if len(rest) > 1 else N.seat(i, "by_outcome")
    if key in _HISTORY_KEYS:
        return N.history(i, key)
    return N.seat_extra(i, key)


_HISTORY_KEYS = frozenset(f.key for f in HISTORY_FIELDS)
_HISTORY_HELP = {
    "claimed": _("Which of this seat's discards another seat claimed: the discard's number, @ and the seat: 3@2 5@1."),
    "passed": _(
        "Wins this seat let pass: the tile, @ and the seat that discarded it, : and how many of its own discards it had made then: 3m@1:2."
    ),
}


def default_players(rs: RuleSet, preset: Any) -> int:
    """The number of players a page assumes where its address gives none: its preset's first, where the preset is
    for some numbers only (a three-player room's rules), else the rule set's most."""
    found = rs.preset(preset) if isinstance(preset, str) and preset else None
    return found.players[0] if found is not None and found.players else max(rs.players)


def asked_at(f: Field, players: int) -> bool:
    """Whether a field is asked at this number of players (`Field.players`; empty: at every number). At another
    number the page hides and disables it, and a value an address still gives for it is not read."""
    return not f.players or players in f.players


def _normalize(rs: RuleSet, data: Any) -> Any:
    """The players and the dealer a short link leaves out shown at their defaults (else the page would
    show no dealer, and the first choice of players, 2, hiding two seats the result still counts);
    when the preset changed since the options were shown, show (and use) the new preset's options."""
    missing = {"players": str(default_players(rs, data.get("preset"))), "dealer": "0"}
    if any(not data.get(k) for k in missing):
        data = data.copy()
        for k, v in missing.items():
            if not data.get(k):
                data[k] = v
    preset = data.get("preset") or rs.default_preset
    fit = _preset_for(rs, preset, data.get("players"))
    if fit != preset:  # a preset for other numbers of players (the players just changed): the first one for these
        data = data.copy()
        data["preset"] = preset = fit
    was = data.get("preset_was")
    if not was or was == preset or rs.preset(preset) is None:
        return data
    data = data.copy()
    values = resolve_options(rs, preset)
    for f in rs.options:
        name = N.option(f.key)
        data.setlist(name, [v for _name, v in N.params(name, f, values.get(f.key))])
    data["preset_was"] = preset
    return data


def _preset_for(rs: RuleSet, preset: str, players: Any) -> str:
    """`preset`, or where it is for other numbers of players than `players`, the first preset for these."""
    found = rs.preset(preset)
    try:
        n = int(players)
    except (TypeError, ValueError):
        return preset
    if found is None or not found.players or n in found.players:
        return preset
    return next((p.key for p in rs.presets if not p.players or n in p.players), preset)


def _preset_initial(rs: RuleSet, preset: Any) -> dict[str, Any]:
    """The options as the chosen preset sets them (what the server scores with where the address gives
    no value), and that preset as the one the options were shown for (`preset_was`)."""
    if not isinstance(preset, str) or rs.preset(preset) is None:
        preset = rs.default_preset
    got = _PRESET_INITIAL.get((rs.key, preset))
    if got is None or got[0] is not rs:
        values = resolve_options(rs, preset)
        initial = {N.option(f.key): field_initial(f, values.get(f.key)) for f in rs.options}
        initial["preset_was"] = preset
        got = _PRESET_INITIAL[(rs.key, preset)] = (rs, initial)
    return dict(got[1])


# (rule set, preset) -> (the rule set it was made with, the initial values): bounded by the presets.
_PRESET_INITIAL: dict[tuple[str, str], tuple[RuleSet, dict[str, Any]]] = {}


# The fields of a rule set's form do not change from one request to the next: built once per rule set,
# language and seat names, and shared by the forms (a field holds no per-request state: the values and
# errors live on the form). Bounded: rule sets x languages x (dealer, players) seat namings.
_FIELDS: dict[tuple[Any, ...], tuple[RuleSet, tuple[Any, ...]]] = {}
_FIELDS_MAX = 512


def calculator_form(rs: RuleSet, lang: str, *, seat_label: SeatLabel, data: Any = None) -> CalculatorForm:
    """A bound (data given) or unbound form for rule set `rs`, labels in `lang`."""
    from django.utils.translation import get_language

    max_players = max(rs.players)
    key = (rs.key, lang, get_language(), tuple(str(seat_label(i)) for i in range(max_players)))
    got = _FIELDS.get(key)
    if got is None or got[0] is not rs:
        if len(_FIELDS) >= _FIELDS_MAX:
            _FIELDS.clear()
        got = _FIELDS[key] = (rs, _calculator_fields(rs, lang, seat_label=seat_label))
    fields, option_fields, table_fields, seat_extra, win_extra, indicator_fields, history_fields, outcome_fields = got[
        1
    ]
    if data is not None:
        data = _normalize(rs, data)
    form = CalculatorForm(
        data=data,
        auto_id="id_%s",
        initial=_preset_initial(rs, data.get("preset") if data is not None else None),
        label_suffix=mark("colon", lang).strip(),
    )
    form.fields.update(fields)
    form.rule_set = rs
    form.lang = lang
    form.max_players = max_players
    form.option_fields = option_fields
    form.table_fields = table_fields
    form.seat_extra = seat_extra
    form.win_extra = win_extra
    form.indicator_fields = indicator_fields
    form.history_fields = history_fields
    form.outcome_fields = outcome_fields
    return form


def _calculator_fields(rs: RuleSet, lang: str, *, seat_label: SeatLabel) -> tuple[Any, ...]:
    """The form's fields, and its Field maps per prefix (options, table, seat, win, indicators)."""
    max_players = max(rs.players)
    fields: dict[str, forms.Field] = {}
    fields["preset"] = forms.ChoiceField(
        label=_("Preset"),
        choices=[(p.key, p.names.get(lang)) for p in rs.presets],
        required=False,
        initial=rs.default_preset,
        # a preset for some numbers of players only (a three-player room's) says so: the page offers it at those
        widget=PlayersSelect(players_of={p.key: p.players for p in rs.presets if p.players}),
    )
    fields["preset_was"] = forms.CharField(required=False, widget=forms.HiddenInput, initial=rs.default_preset)
    fields["players"] = TypedChoice(
        values=[(n, str(n)) for n in sorted(rs.players)], label=_("Players"), required=False, initial=str(max_players)
    )
    fields["dealer"] = TypedChoice(
        values=_seat_choices(max_players, seat_label),
        label=_("Dealer"),
        required=False,
        initial="0",
        widget=SeatPicker,
    )
    fields["dealer_streak"] = forms.IntegerField(
        # the rule set's own word for it, where it has one (riichi players count honba, 本場); else 连庄
        label=rs.progress.streak_names.get(lang) if rs.progress.streak_names else _("Dealer streak"),
        help_text=_("Hands the dealer has kept the deal in a row (honba, dealer streak (连庄 lián zhuāng))."),
        min_value=0,
        max_value=1000,
        required=False,
        initial=0,
    )
    preset_values = resolve_options(rs, rs.default_preset)
    option_fields = {}
    for f in rs.options:
        fields[N.option(f.key)] = make_field(f, lang, players=max_players, seat_label=seat_label)
        fields[N.option(f.key)].initial = field_initial(f, preset_values.get(f.key))
        option_fields[f.key] = f
    indicator_fields = {}
    for f in rs.indicator_roles:
        fields[N.indicator(f.key)] = forms.CharField(
            label=f.names.get(lang), help_text=f.explanation.get(lang), required=False, max_length=60
        )
        # an indicator for winners with a declaration only (riichi's ura-dora): the page warns where none made it
        fields[N.indicator(f.key)].counts_for = f.counts_for  # type: ignore[attr-defined]
        fields[N.indicator(f.key)].warning = f.warning.get(lang) if f.warning else ""  # type: ignore[attr-defined]
        indicator_fields[f.key] = f
    table_fields = {}
    for f in rs.table_fields:
        fields[N.table(f.key)] = make_field(f, lang, players=max_players, seat_label=seat_label)
        fields[N.table(f.key)].initial = field_initial(f, f.default)
        if f.shown_when:  # asked only while that option is on (the page hides it, and shows it when it is turned on)
            fields[N.table(f.key)].shown_when = N.option(f.shown_when)  # type: ignore[attr-defined]
        table_fields[f.key] = f
    seat_extra = {f.key: f for f in rs.seat_fields}
    win_extra = {f.key: f for f in rs.win_fields}
    # what happened (rules/history.py): the facts the rule set reads
    history_fields = {f.key: f for f in answer_history_fields(rs)}
    for i in range(max_players):
        p = N.seat_namer(i)
        fields[p("hand")] = forms.CharField(
            label=_("Hand"),
            help_text=_("mpsz (123m456p789s11z); a winner's hand includes the winning tile."),
            required=False,
            max_length=200,
        )
        fields[p("melds")] = MeldsField(
            seat=i,
            players=max_players,
            lang=lang,
            label=_("Melds"),
            help_text=_(
                "Each meld's tiles, then @ and the seat it came from: 555z@2 123s@3; a kong without @ is concealed, 5555p+@1 is added."
            ),
            required=False,
            max_length=200,
        )
        words = {k: t.get(lang) for k, t in rs.win_words.items()}  # the table's own words (和牌 / 胡牌, 放铳 / 点炮)
        fields[p("won")] = forms.BooleanField(label=words.get("won", _("Won")), required=False, initial=(i == 0))
        fields[p("tile")] = forms.CharField(
            label=_("Winning tile"),
            help_text=_("Empty: the last tile of the hand."),
            required=False,
            max_length=20,
        )
        by = [(v, words.get(v, t)) for v, t in WIN_BY]
        fields[p("by")] = forms.ChoiceField(
            label=words.get("won_by", _("Won by")), choices=by, required=False, initial="self_draw", widget=SeatPicker
        )
        fields[p("from")] = TypedChoice(
            values=_seat_choices(max_players, seat_label),
            label=words.get("discarded_by", _("Discarded by")),
            help_text=_("The seat whose tile won the hand."),
            required=False,
            widget=SeatPicker,
        )
        # the win flags the rule set reads, in its words (every flag, named for any table, where it lists none)
        for flag in WIN_FLAGS:
            if not rs.win_flags:
                fields[p(flag)] = forms.BooleanField(label=WIN_FLAG_LABELS[flag], required=False)
            elif flag in rs.win_flags:
                fields[p(flag)] = forms.BooleanField(label=rs.win_flags[flag].get(lang), required=False)
        for f in rs.win_fields:
            fields[N.win_extra(i, f.key)] = make_field(f, lang, players=max_players, seat_label=seat_label)
            fields[N.win_extra(i, f.key)].initial = field_initial(f, f.default)
        if rs.outcome_fields:  # a win recorded by its outcome, in this table's terms, instead of its tiles
            fields[p("by_outcome")] = forms.BooleanField(
                label=_("Enter the outcome, not the tiles"),
                help_text=_(
                    "When the table already agrees on what the hand is: give its value in this table's terms; the tiles can be added later."
                ),
                required=False,
            )
            for f in rs.outcome_fields:  # (a choice: a row to tap, one tap)
                fields[N.outcome(i, f.key)] = as_picker(make_field(f, lang, players=max_players, seat_label=seat_label))
                fields[N.outcome(i, f.key)].initial = field_initial(f, f.default)
        if "riichi" in rs.declarations:
            fields[p("riichi")] = forms.ChoiceField(
                label=_("Riichi"),
                choices=[("", _("No riichi")), ("single", _("Riichi")), ("double", _("Double riichi"))],
                required=False,
                widget=SeatPicker,
            )
        if "ippatsu" in rs.declarations or "riichi" in rs.declarations:
            fields[p("ippatsu")] = forms.BooleanField(label=_("Ippatsu"), required=False)
        if "baoting" in rs.declarations:
            fields[p("baoting")] = forms.BooleanField(label=_("Declared ready (报听 bào tīng)"), required=False)
        if rs.draw.ready:  # asked only where readiness scores (noten payments, 查叫, chickens): RuleSet.draw
            fields[p("tenpai")] = forms.ChoiceField(
                label=_("Ready (tenpai)"),
                help_text=_("Only asked when the seat's hand is not entered: with its tiles, readiness is worked out."),
                choices=[("", _("Not entered")), ("yes", _("Ready")), ("no", _("Not ready"))],
                required=False,
                widget=SeatPicker,
            )
        for f in rs.seat_fields:
            fields[N.seat_extra(i, f.key)] = make_field(f, lang, players=max_players, seat_label=seat_label)
            fields[N.seat_extra(i, f.key)].initial = field_initial(f, f.default)
        for f in history_fields.values():
            fields[N.history(i, f.key)] = make_field(f, lang, players=max_players, seat_label=seat_label)
            if f.key in _HISTORY_HELP:
                fields[N.history(i, f.key)].help_text = _HISTORY_HELP[f.key]
    name_invalid_choices(fields)
    outcome_fields = {f.key: f for f in rs.outcome_fields}
    by_group = {
        "option": option_fields,
        "table": table_fields,
        "seat_extra": seat_extra,
        "win_extra": win_extra,
        "outcome": outcome_fields,
    }
    for name, field in fields.items():
        # a field asked only at some numbers of players (`Field.players`): the page shows it at those only
        group, _i, key = N.read(name)
        asked = by_group.get(group, {}).get(key)
        if asked is not None and asked.players:
            field.for_players = asked.players  # type: ignore[attr-defined]
    return fields, option_fields, table_fields, seat_extra, win_extra, indicator_fields, history_fields, outcome_fields


def name_invalid_choices(fields: dict[str, forms.Field]) -> None:
    """A value no choice has (a hand-made or an old address) is answered in the project's words, naming the field
    (Django's own "Select a valid choice" names nothing and reads as the framework's)."""
    for field in fields.values():
        if "invalid_choice" in field.error_messages:
            field.error_messages["invalid_choice"] = _(
                "“%(value)s” is not one of the choices of this field: pick one from the list."
            )
