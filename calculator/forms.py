"""The calculator form: one Django form per rule set, built from its `Field` records.

The form checks syntax only (numbers, choices, the meld mini-notation) and turns
itself into a contract.md request dict (`to_request`). Whether a hand is legal and
what it is worth is decided by `rules.score_request`; its errors, which name
request paths like `seats.2.hand`, are mapped back onto form fields by
`field_for_path`.

Field names are short because the whole request lives in the page URL:
`preset players dealer dealer_streak`, `o_<option>`, `t_<table fact>`,
`i_<indicator role>`, and per seat `s<i>_hand`, `s<i>_melds`, `s<i>_won`,
`s<i>_tile`, `s<i>_by`, `s<i>_from`, `s<i>_<win flag>`, `s<i>_w_<win field>`,
`s<i>_riichi`, `s<i>_ippatsu`, `s<i>_baoting`, `s<i>_tenpai`, `s<i>_x_<seat field>`.
"""

from __future__ import annotations

import re
from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _

from rules import model
from rules.model import Field, RuleSet
from rules.tiles import TileError, kind, parse

WIN_FLAGS = ("after_kong", "last_tile", "first_turn", "after_kong_discard")
WIN_FLAG_LABELS = {
    "after_kong": _("On a kong replacement tile (rinshan, 杠上开花)"),
    "last_tile": _("Last tile of the wall or its discard (haitei, 海底)"),
    "first_turn": _("First turn (tenhou / chiihou, 天胡 / 地胡)"),
    "after_kong_discard": _("Discard right after a kong (热炮)"),
}
WIN_BY = (
    ("self_draw", _("Self-draw")),
    ("discard", _("Discard")),
    ("robbed_kong", _("Robbed kong")),
)
SEAT_KEYS = ("hand", "melds", "won", "tile", "by", "from", *WIN_FLAGS, "riichi", "ippatsu", "baoting", "tenpai")

_MELD_RE = re.compile(r"^(?P<tiles>[^@+]+)(?P<added>\+)?(?:@(?P<from>\d+))?$")
_SPLIT_RE = re.compile(r"[\s,，、;；]+")


class MeldsField(forms.CharField):
    """Melds in a compact notation: `555z@2 1111m 123s@3 5555p+@1`.

    Each item is its tiles, then `@seat` for the seat it was claimed from. The kind
    follows the tiles: four tiles a kong (no seat: concealed; `+`: added to a pon),
    three of a kind a pon, else a chi (the seat before, when no seat is given).
    Only the notation is checked here; whether a meld is legal is the rules' call.
    """

    def __init__(self, *, seat: int, players: int, lang: str, **kwargs: Any) -> None:
        self.seat = seat
        self.players = players
        self.lang = lang
        super().__init__(**kwargs)

    def to_python(self, value: Any) -> list[dict[str, Any]]:  # type: ignore[override]
        text = super().to_python(value)
        return parse_melds(text, seat=self.seat, players=self.players, lang=self.lang)


def parse_melds(text: str, *, seat: int, players: int, lang: str = "en") -> list[dict[str, Any]]:
    melds: list[dict[str, Any]] = []
    for item in (p for p in _SPLIT_RE.split(text.strip()) if p):
        m = _MELD_RE.match(item)
        if m is None:
            raise forms.ValidationError(
                _("“%(item)s” is not a meld: write tiles then @seat, e.g. 555z@2"), params={"item": item}
            )
        try:
            tiles = parse(m["tiles"])
        except TileError as e:
            raise forms.ValidationError(
                _("“%(item)s”: %(error)s"), params={"item": item, "error": e.text.get(lang)}
            ) from e
        frm = int(m["from"]) if m["from"] is not None else None
        if len(tiles) == 4:
            meld: dict[str, Any] = {"kind": "kong", "tiles": m["tiles"]}
            if m["added"]:
                meld["kong"] = "added"
            elif frm is None:
                meld["kong"] = "concealed"
            else:
                meld["kong"] = "exposed"
        elif len(tiles) == 3:
            kinds = {kind(t) for t in tiles}
            meld = {"kind": "pon" if len(kinds) == 1 else "chi", "tiles": m["tiles"]}
            if meld["kind"] == "chi" and frm is None:
                frm = (seat - 1) % players
        else:
            raise forms.ValidationError(_("“%(item)s”: a meld is 3 or 4 tiles"), params={"item": item})
        if frm is not None:
            meld["from"] = frm
        melds.append(meld)
    return melds


def melds_text(melds: list[dict[str, Any]]) -> str:
    """The inverse of `parse_melds` (for tests and the rule pages)."""
    out = []
    for m in melds:
        s = m["tiles"]
        if m.get("kong") == "added":
            s += "+"
        if "from" in m and not (m["kind"] == "kong" and m.get("kong") == "concealed"):
            s += f"@{m['from']}"
        out.append(s)
    return " ".join(out)


# ---------------------------------------------------------------- fields ---


class DefaultedCheckbox(forms.CheckboxInput):
    """A checkbox that says "off" out loud: a hidden `0` goes before it, so a submitted form sends
    `0` (off) or `0`+`1` (on), and a parameter left out of a link means "the default" (the preset's
    value), not "off". Old permalinks stay right when a rule set gains an option that is on by default."""

    def __init__(self, attrs: dict[str, Any] | None = None) -> None:
        super().__init__(attrs, check_test=lambda v: v is True or v in ("1", "on", "true", "True"))

    def get_context(self, name: str, value: Any, attrs: dict[str, Any] | None) -> dict[str, Any]:
        context = super().get_context(name, value, attrs)
        context["widget"]["value"] = "1"
        return context

    def render(self, name: str, value: Any, attrs: dict[str, Any] | None = None, renderer: Any = None) -> str:
        from django.utils.html import format_html
        from django.utils.safestring import mark_safe

        return format_html('<input type="hidden" name="{}" value="0">', name) + mark_safe(
            super().render(name, value, attrs, renderer)
        )

    def value_from_datadict(self, data: Any, files: Any, name: str) -> bool | None:
        if name not in data:
            return None
        values = data.getlist(name) if hasattr(data, "getlist") else [data.get(name)]
        return any(v in ("1", "on", "true", "True", True) for v in values)

    def value_omitted_from_data(self, data: Any, files: Any, name: str) -> bool:
        return name not in data


class DefaultedBooleanField(forms.NullBooleanField):
    """True / False, or None when the parameter was left out (the rule set's default applies)."""

    widget = DefaultedCheckbox

    def to_python(self, value: Any) -> bool | None:
        return value if value in (True, False, None) else super().to_python(value)


class SeatPicker(forms.RadioSelect):
    """Seats (and choices alike) as a row of names to tap."""

    def __init__(self, attrs: dict[str, Any] | None = None, choices: Any = ()) -> None:
        super().__init__({"class": "pill", **(attrs or {})}, choices)


class TypedChoice(forms.TypedChoiceField):
    """A choice among typed values (ints or strings) shown by their labels."""

    def __init__(self, *, values: list[tuple[Any, str]], **kwargs: Any) -> None:
        by_str = {str(v): v for v, _label in values}
        super().__init__(
            choices=[(str(v), label) for v, label in values],
            coerce=lambda s: by_str[s],
            empty_value=None,
            **kwargs,
        )


def _seat_choices(players: int, seat_label) -> list[tuple[int, str]]:
    return [(i, seat_label(i)) for i in range(players)]


def make_field(f: Field, lang: str, *, players: int, seat_label) -> forms.Field:
    """A Django form field for one rule-set `Field`."""
    label = f.names.get(lang)
    help_text = f.explanation.get(lang)
    common: dict[str, Any] = {"label": label, "help_text": help_text, "required": False}
    if f.kind == model.BOOL:
        return DefaultedBooleanField(**common)
    if f.kind == model.INT:
        return forms.IntegerField(min_value=f.min, max_value=f.max, **common)
    if f.kind == model.CHOICE:
        return TypedChoice(values=[(v, t.get(lang)) for v, t in f.choices], **common)
    if f.kind == model.SEAT:
        values: list[tuple[Any, str]] = _seat_choices(players, seat_label)
        if f.default is None:
            values = [("", _("None")), *values]
        return TypedChoice(values=values, widget=SeatPicker, **common)
    if f.kind == model.SEAT_LIST:
        return forms.TypedMultipleChoiceField(
            choices=[(str(i), seat_label(i)) for i in range(players)],
            coerce=int,
            widget=forms.CheckboxSelectMultiple,
            **common,
        )
    if f.kind == model.SEAT_PAIRS:
        return forms.MultipleChoiceField(
            choices=[
                (f"{a}-{b}", f"{seat_label(a)} · {seat_label(b)}")
                for a in range(players)
                for b in range(a + 1, players)
            ],
            widget=forms.CheckboxSelectMultiple(attrs={"class": "pill"}),
            **common,
        )
    if f.kind in (model.TILE, model.TILES):
        field = forms.CharField(max_length=200, strip=True, **common)
        field.tile_kind = "tile" if f.kind == model.TILE else "tiles"  # drawn as tiles, filled from the palette
        return field
    # INT_LIST, INT_PER_SEAT, SEAT_PAIRS: short text ("10 20 30 40", "1-3 0-2")
    return forms.CharField(max_length=200, strip=True, **common)


def field_initial(f: Field, value: Any) -> Any:
    """A typed value as the form shows it."""
    if value is None:
        return None
    if f.kind == model.TILE:
        from rules.tiles import tile_str

        return tile_str(value) if isinstance(value, int) else value
    if f.kind == model.TILES:
        from rules.tiles import to_mpsz

        return value if isinstance(value, str) else to_mpsz(value, sort=False)
    if f.kind == model.CHOICE or f.kind == model.SEAT:
        return str(value)
    if f.kind == model.SEAT_LIST:
        return [str(v) for v in value]
    if f.kind in (model.INT_LIST, model.INT_PER_SEAT):
        return " ".join(str(v) for v in value)
    if f.kind == model.SEAT_PAIRS:
        return [f"{min(a, b)}-{max(a, b)}" for a, b in value]
    return value


def field_json(f: Field, value: Any) -> Any:
    """A cleaned form value as the request wants it; raises ValidationError on bad short text."""
    if value is None or value == "" or value == []:
        return None
    if f.kind in (model.INT_LIST, model.INT_PER_SEAT):
        parts = [p for p in re.split(r"[\s,，、/]+", value) if p]
        try:
            return [int(p) for p in parts]
        except ValueError as e:
            raise forms.ValidationError(_("Write whole numbers separated by spaces, e.g. 10 20 30 40")) from e
    if f.kind == model.SEAT_PAIRS:
        pairs = []
        items = value if isinstance(value, list | tuple) else [value]
        for p in (p for item in items for p in re.split(r"[\s,，、;]+", item) if p):
            m = re.fullmatch(r"(\d+)\s*[-:]\s*(\d+)", p)
            if m is None:
                raise forms.ValidationError(_("Write pairs of seats, e.g. 1-3 0-2"))
            pairs.append([int(m[1]), int(m[2])])
        return pairs
    if f.kind == model.SEAT_LIST:
        return [int(v) for v in value]
    return value


# ------------------------------------------------------------------ form ---


class CalculatorForm(forms.Form):
    """Set up per rule set by `calculator_form`."""

    rule_set: RuleSet
    lang: str
    max_players: int

    # field key -> Field, per prefix
    option_fields: dict[str, Field]
    table_fields: dict[str, Field]
    seat_extra: dict[str, Field]
    win_extra: dict[str, Field]
    indicator_fields: dict[str, Field]

    # ----------------------------------------------------------- request ---
    def preset_values(self, preset_key: str | None) -> dict[str, Any]:
        rs = self.rule_set
        preset = rs.preset(preset_key or "") or rs.presets[0]
        values = {o.key: o.default for o in rs.options}
        values.update(preset.values)
        return values

    def to_request(self) -> dict[str, Any]:
        """The contract.md request for the cleaned data (call after `is_valid()`)."""
        rs = self.rule_set
        d = self.cleaned_data
        players = d.get("players") or max(rs.players)
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
                v = field_json(f, d.get(f"o_{key}"))
                if v is None:
                    continue
                if v != _json_default(f, base.get(key)):
                    options[key] = v
        if options:
            req["options"] = options
        indicators = {key: d[f"i_{key}"] for key in self.indicator_fields if d.get(f"i_{key}")}
        if indicators:
            req["indicators"] = indicators
        table = {}
        for key, f in self.table_fields.items():
            v = field_json(f, d.get(f"t_{key}"))
            if v is not None:
                table[key] = v
        if table:
            req["table"] = table
        req["seats"] = [self._seat(i, players) for i in range(players)]
        self._chongfeng_discards(req)
        return req

    def _chongfeng_discards(self, req: dict[str, Any]) -> None:
        """Guizhou: the 冲锋鸡 is told once, at the table (who discarded it, who claimed it); an
        unclaimed one is among its discarder's discards, so the request lists it there."""
        if self.rule_set.key != "guizhou":
            return
        from rules.guizhou.options import CHONGFENG
        from rules.tiles import kind, tile_str

        table = req.get("table", {})
        for k, seat_key, claim_key, _option in CHONGFENG:
            d = table.get(seat_key)
            if d is None or table.get(claim_key) is not None or not 0 <= d < len(req["seats"]):
                continue
            seat = req["seats"][d]
            try:
                listed = {kind(t) for t in parse(seat.get("discards", ""))}
            except TileError:
                listed = set()  # the request reader names the field
            if k not in listed:  # already listed: the same tile, not a second one
                seat["discards"] = tile_str(k) + seat.get("discards", "")

    # ------------------------------------------------------- while typing ---
    def unfinished(self, editing: str) -> dict[str, Any] | None:
        """The seat being entered (`editing` names one of its fields) while its facts are still
        incomplete: {"seat", "have", "need"}; None when nothing is being entered or it is complete.
        Errors wait until then (they would push the tile keyboard under the finger)."""
        m = re.fullmatch(r"s(\d+)_\w+", editing or "")
        if m is None or f"{editing}" not in self.fields:
            return None
        i = int(m[1])
        p = f"s{i}_"
        data = self.data
        try:
            hand = parse(data.get(p + "hand", "") or "")
        except TileError:
            return None
        try:
            melds = parse_melds(data.get(p + "melds", "") or "", seat=i, players=self.max_players)
        except forms.ValidationError:
            return None
        won = str(data.get(p + "won", "")).lower() in ("on", "1", "true")
        sets = self.rule_set.sets
        need = 3 * sets + (2 if won else 1)
        have = len(hand) + 3 * len(melds)
        if won and 0 < have < need:
            return {"seat": i, "have": have, "need": need}
        if not won and hand and have < need:  # a seat told only by its melds and facts is complete
            return {"seat": i, "have": have, "need": need}
        if won and data.get(p + "by") in ("discard", "robbed_kong") and not data.get(p + "from"):
            return {"seat": i, "have": have, "need": need, "from": True}
        return None

    def hide_errors(self) -> None:
        self._errors = forms.utils.ErrorDict()

    def _seat(self, i: int, players: int) -> dict[str, Any]:
        d = self.cleaned_data
        p = f"s{i}_"
        seat: dict[str, Any] = {}
        if d.get(p + "hand"):
            seat["hand"] = d[p + "hand"]
        if d.get(p + "melds"):
            seat["melds"] = d[p + "melds"]
        if d.get(p + "won"):
            win: dict[str, Any] = {"by": d.get(p + "by") or "self_draw"}
            tile = d.get(p + "tile") or last_tile(d.get(p + "hand") or "")
            if tile:
                win["tile"] = tile
            if win["by"] != "self_draw" and d.get(p + "from") is not None:
                win["from"] = d[p + "from"]
            for flag in WIN_FLAGS:
                if d.get(p + flag):
                    win[flag] = True
            for key, f in self.win_extra.items():
                v = field_json(f, d.get(f"{p}w_{key}"))
                if v is not None:
                    win[key] = v
            seat["win"] = win
        decl = self.rule_set.declarations
        if "riichi" in decl and d.get(p + "riichi"):
            seat["riichi"] = d[p + "riichi"]
            if "ippatsu" in decl and d.get(p + "ippatsu"):
                seat["ippatsu"] = True
        if "baoting" in decl and d.get(p + "baoting"):
            seat["baoting"] = True
        if d.get(p + "tenpai") in ("yes", "no") and not d.get(p + "hand"):
            # with its tiles, the rules work readiness out themselves
            seat["tenpai"] = d[p + "tenpai"] == "yes"
        for key, f in self.seat_extra.items():
            v = field_json(f, d.get(f"{p}x_{key}"))
            if v is not None:
                seat[key] = v
        return seat

    def clean(self) -> dict[str, Any]:
        d = super().clean()
        # short-text typed fields: check their notation here so errors sit next to them
        groups = (
            ("o_", self.option_fields),
            ("t_", self.table_fields),
        )
        for prefix, fields in groups:
            for key, f in fields.items():
                self._check_json(prefix + key, f)
        for i in range(self.max_players):
            for key, f in self.seat_extra.items():
                self._check_json(f"s{i}_x_{key}", f)
            for key, f in self.win_extra.items():
                self._check_json(f"s{i}_w_{key}", f)
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
            name = f"o_{parts[1]}"
        elif head == "table" and len(parts) > 1:
            name = f"t_{parts[1]}"
        elif head == "indicators" and len(parts) > 1:
            name = f"i_{parts[1]}"
        elif head == "seats" and len(parts) > 1 and parts[1].isdigit():
            name = _seat_path(int(parts[1]), parts[2:])
        return name if name in self.fields else None


def _seat_path(i: int, rest: list[str]) -> str:
    p = f"s{i}_"
    if not rest:
        return p + "hand"
    key = rest[0]
    if key == "win":
        if len(rest) == 1:
            return p + "won"
        sub = rest[1]
        if sub in ("tile", "by", "from", *WIN_FLAGS):
            return p + sub
        return f"{p}w_{sub}"
    if key in ("hand", "melds", "riichi", "ippatsu", "baoting", "tenpai"):
        return p + key
    return f"{p}x_{key}"


def short_params(form: CalculatorForm) -> list[tuple[str, str]]:
    """The form's query with only what differs from the defaults (the short permalink); the page
    rebuilt from it scores the same hand."""
    rs = form.rule_set
    data = form.data
    cleaned = getattr(form, "cleaned_data", None) or {}
    valid = form.is_bound and not form.errors
    preset = data.get("preset") or rs.default_preset
    base = form.preset_values(preset)
    out: list[tuple[str, str]] = []
    any_won = any(str(data.get(f"s{i}_won", "")).lower() in ("on", "1", "true") for i in range(form.max_players))
    for name, field in form.fields.items():
        values = [v for v in (data.getlist(name) if hasattr(data, "getlist") else [data.get(name)]) if v is not None]
        if not values or all(v == "" for v in values):
            continue
        if not valid:
            out += [(name, v) for v in values if v != ""]
            continue
        v = cleaned.get(name)
        if name == "players":
            if v == max(rs.players) and any_won:
                continue
        elif name == "dealer" or name == "dealer_streak":
            if not v:
                continue
        elif name == "preset":
            if v in ("", rs.default_preset):
                continue
        elif name == "preset_was":
            if v in ("", preset):
                continue
        elif name.startswith("o_") and name[2:] in form.option_fields:
            f = form.option_fields[name[2:]]
            if v is None or field_json(f, v) == _json_default(f, base.get(f.key)):
                continue
        elif name.startswith("t_") and name[2:] in form.table_fields:
            f = form.table_fields[name[2:]]
            if v is None or field_json(f, v) == _json_default(f, f.default):
                continue
        elif re.fullmatch(r"s\d+_by", name):
            if v in ("", "self_draw"):
                continue
        elif re.fullmatch(r"s\d+_(x|w)_\w+", name):
            key = name.split("_", 2)[2]
            f = (form.seat_extra if "_x_" in name else form.win_extra).get(key)
            if f is None or v is None or field_json(f, v) == _json_default(f, f.default):
                continue
        if isinstance(field, DefaultedBooleanField):
            out.append((name, "1" if v else "0"))
        elif isinstance(field, forms.BooleanField):
            if v:
                out.append((name, "1"))
        else:
            out += [(name, x) for x in values if x != ""]
    return out


def last_tile(hand: str) -> str:
    """The last tile written in a hand string (the winning tile when none is given), or ''."""
    try:
        tiles = parse(hand)
    except TileError:
        return ""
    if not tiles:
        return ""
    from rules.tiles import tile_str

    return tile_str(tiles[-1])


def _json_default(f: Field, value: Any) -> Any:
    from rules.schema import to_json

    return to_json(f, value)


def _normalize(rs: RuleSet, data: Any) -> Any:
    """When the preset changed since the options were shown, show (and use) the new preset's options."""
    preset = data.get("preset") or rs.default_preset
    was = data.get("preset_was")
    if not was or was == preset or rs.preset(preset) is None:
        return data
    data = data.copy()
    values = {o.key: o.default for o in rs.options}
    values.update(rs.preset(preset).values)
    for f in rs.options:
        name = f"o_{f.key}"
        v = field_initial(f, values.get(f.key))
        if f.kind == model.BOOL:
            data.setlist(name, ["0", "1"] if v else ["0"])
        elif f.kind == model.SEAT_LIST:
            data.setlist(name, v or [])
        else:
            data[name] = "" if v is None else str(v)
    data["preset_was"] = preset
    return data


def calculator_form(rs: RuleSet, lang: str, *, seat_label, data: Any = None) -> CalculatorForm:
    """A bound (data given) or unbound form for rule set `rs`, labels in `lang`."""
    max_players = max(rs.players)
    fields: dict[str, forms.Field] = {}
    fields["preset"] = forms.ChoiceField(
        label=_("Preset"),
        choices=[(p.key, p.names.get(lang)) for p in rs.presets],
        required=False,
        initial=rs.default_preset,
    )
    fields["preset_was"] = forms.CharField(required=False, widget=forms.HiddenInput, initial=rs.default_preset)
    fields["players"] = TypedChoice(
        values=[(n, str(n)) for n in rs.players], label=_("Players"), required=False, initial=str(max_players)
    )
    fields["dealer"] = TypedChoice(
        values=_seat_choices(max_players, seat_label),
        label=_("Dealer"),
        required=False,
        initial="0",
        widget=SeatPicker,
    )
    fields["dealer_streak"] = forms.IntegerField(
        label=_("Dealer streak"),
        help_text=_("Hands the dealer has kept the deal in a row (honba, 连庄)."),
        min_value=0,
        max_value=1000,
        required=False,
        initial=0,
    )
    preset_values = {o.key: o.default for o in rs.options}
    preset_values.update(rs.presets[0].values)
    option_fields = {}
    for f in rs.options:
        fields[f"o_{f.key}"] = make_field(f, lang, players=max_players, seat_label=seat_label)
        fields[f"o_{f.key}"].initial = field_initial(f, preset_values.get(f.key))
        option_fields[f.key] = f
    indicator_fields = {}
    for f in rs.indicator_roles:
        fields[f"i_{f.key}"] = forms.CharField(
            label=f.names.get(lang), help_text=f.explanation.get(lang), required=False, max_length=60
        )
        indicator_fields[f.key] = f
    table_fields = {}
    for f in rs.table_fields:
        fields[f"t_{f.key}"] = make_field(f, lang, players=max_players, seat_label=seat_label)
        fields[f"t_{f.key}"].initial = field_initial(f, f.default)
        table_fields[f.key] = f
    seat_extra = {f.key: f for f in rs.seat_fields}
    win_extra = {f.key: f for f in rs.win_fields}
    for i in range(max_players):
        p = f"s{i}_"
        fields[p + "hand"] = forms.CharField(
            label=_("Hand"),
            help_text=_("mpsz (123m456p789s11z) or names (一万 五筒 东); a winner's hand includes the winning tile."),
            required=False,
            max_length=200,
        )
        fields[p + "melds"] = MeldsField(
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
        fields[p + "won"] = forms.BooleanField(label=_("Won"), required=False, initial=(i == 0))
        fields[p + "tile"] = forms.CharField(
            label=_("Winning tile"),
            help_text=_("Empty: the last tile of the hand."),
            required=False,
            max_length=20,
        )
        fields[p + "by"] = forms.ChoiceField(
            label=_("Won by"), choices=WIN_BY, required=False, initial="self_draw", widget=SeatPicker
        )
        fields[p + "from"] = TypedChoice(
            values=_seat_choices(max_players, seat_label),
            label=_("Discarded by"),
            help_text=_("The seat whose tile won the hand."),
            required=False,
            widget=SeatPicker,
        )
        for flag in WIN_FLAGS:
            fields[p + flag] = forms.BooleanField(label=WIN_FLAG_LABELS[flag], required=False)
        for f in rs.win_fields:
            fields[f"{p}w_{f.key}"] = make_field(f, lang, players=max_players, seat_label=seat_label)
            fields[f"{p}w_{f.key}"].initial = field_initial(f, f.default)
        if "riichi" in rs.declarations:
            fields[p + "riichi"] = forms.ChoiceField(
                label=_("Riichi"),
                choices=[("", _("No riichi")), ("single", _("Riichi")), ("double", _("Double riichi"))],
                required=False,
                widget=SeatPicker,
            )
        if "ippatsu" in rs.declarations or "riichi" in rs.declarations:
            fields[p + "ippatsu"] = forms.BooleanField(label=_("Ippatsu"), required=False)
        if "baoting" in rs.declarations:
            fields[p + "baoting"] = forms.BooleanField(label=_("Declared ready (报听)"), required=False)
        fields[p + "tenpai"] = forms.ChoiceField(
            label=_("Ready (tenpai)"),
            help_text=_("Only asked when the seat's hand is not entered: with its tiles, readiness is worked out."),
            choices=[("", _("Not entered")), ("yes", _("Ready")), ("no", _("Not ready"))],
            required=False,
            widget=SeatPicker,
        )
        for f in rs.seat_fields:
            fields[f"{p}x_{f.key}"] = make_field(f, lang, players=max_players, seat_label=seat_label)
            fields[f"{p}x_{f.key}"].initial = field_initial(f, f.default)

    form = CalculatorForm(data=_normalize(rs, data) if data is not None else None, auto_id="id_%s")
    form.fields.update(fields)
    form.rule_set = rs
    form.lang = lang
    form.max_players = max_players
    form.option_fields = option_fields
    form.table_fields = table_fields
    form.seat_extra = seat_extra
    form.win_extra = win_extra
    form.indicator_fields = indicator_fields
    return form
