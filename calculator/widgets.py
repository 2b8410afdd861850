"""Django form fields and widgets for the calculator, made from the rule sets' `Field` records:
the meld notation, checkboxes that say "off" out loud, seats as names to tap, and a `Field`'s
value as the form shows it (`field_initial`) and as the request wants it (`field_json`)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from django import forms
from django.utils.html import format_html
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import gettext_lazy as _

from rules import model
from rules.kinds import CLAIMS, PASSES
from rules.model import Field
from rules.request import WIN_FLAGS
from rules.tiles import TileError, kind, parse

__all__ = ["WIN_FLAGS"]

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
        text = super().to_python(value) or ""
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


_ON = ("1", "on", "true", "True")


class DefaultedCheckbox(forms.CheckboxInput):
    """A checkbox that says "off" out loud: a hidden `0` goes before it, so a submitted form sends
    `0` (off) or `0`+`1` (on), and a parameter left out of a link means "the default" (the preset's
    value), not "off". Old permalinks stay right when a rule set gains an option that is on by default."""

    def __init__(self, attrs: dict[str, Any] | None = None) -> None:
        super().__init__(attrs, check_test=lambda v: v is True or v in _ON)

    def get_context(self, name: str, value: Any, attrs: dict[str, Any] | None) -> dict[str, Any]:
        context = super().get_context(name, value, attrs)
        context["widget"]["value"] = "1"
        return context

    def render(self, name: str, value: Any, attrs: dict[str, Any] | None = None, renderer: Any = None) -> SafeString:
        return format_html('<input type="hidden" name="{}" value="0">', name) + mark_safe(
            super().render(name, value, attrs, renderer)
        )

    def value_from_datadict(self, data: Any, files: Any, name: str) -> bool | None:
        if name not in data:
            return None
        values = data.getlist(name) if hasattr(data, "getlist") else [data.get(name)]
        return any(v is True or v in _ON for v in values)

    def value_omitted_from_data(self, data: Any, files: Any, name: str) -> bool:
        return name not in data


class DefaultedBooleanField(forms.NullBooleanField):
    """True / False, or None when the parameter was left out (the rule set's default applies)."""

    widget = DefaultedCheckbox

    def to_python(self, value: Any) -> bool | None:  # type: ignore[override]  # None: "the default", as NullBooleanField
        return value if value in (True, False, None) else super().to_python(value)

    def prepare_value(self, value: Any) -> Any:
        """On or off as the form sends them, "1" / "0" (a hidden copy, `as_hidden`, too: not "True")."""
        if value is None or value == "":
            return None
        return "1" if value is True or value in _ON else "0"


class SeatPicker(forms.RadioSelect):
    """Seats (and choices alike) as a row of names to tap."""

    def __init__(self, attrs: dict[str, Any] | None = None, choices: Any = ()) -> None:
        super().__init__({"class": "pill", **(attrs or {})}, choices)


class NumberPicker(forms.RadioSelect):
    """A few whole numbers as a row to tap (0 1 2 3 4): one tap, no phone keyboard over the tile keyboard. Marked so
    the page script never takes them for seats (static/calculator/picker.js relabels seat choices by wind)."""

    def __init__(self, attrs: dict[str, Any] | None = None, choices: Any = ()) -> None:
        super().__init__({"class": "pill", "data-number": "", **(attrs or {})}, choices)


class ChoicePicker(forms.RadioSelect):
    """A choice as a row of its names to tap: one tap where a list takes two (a win recorded by its outcome: the
    pattern, the hand's shape). Not seats: the page script relabels only seat choices."""

    def __init__(self, attrs: dict[str, Any] | None = None, choices: Any = ()) -> None:
        super().__init__({"class": "pill", "data-choice": "", **(attrs or {})}, choices)


def as_picker(field: forms.Field) -> forms.Field:
    """A list choice (a select) shown as a row of its names to tap, without the list's "not given" entry (nothing
    tapped says it); another field as it is."""
    if isinstance(field, TypedChoice) and type(field.widget) is forms.Select:
        choices = [(v, label) for v, label in list(field.choices) if v != ""]  # type: ignore[arg-type]
        field.choices = choices
        field.widget = ChoicePicker(choices=choices)
    return field


class PlayersSelect(forms.Select):
    """A list whose entries are each for some numbers of players only say which (`data-players="3"`: a three-player
    room's preset, a draw that needs four seats): the page script offers an entry at those numbers only."""

    def __init__(self, *, players_of: dict[str, tuple[int, ...]], attrs: dict[str, Any] | None = None) -> None:
        super().__init__(attrs)
        self.players_of = players_of

    def create_option(self, name: str, value: Any, *args: Any, **kwargs: Any) -> dict[str, Any]:
        option = super().create_option(name, value, *args, **kwargs)
        if str(value) in self.players_of:
            option["attrs"]["data-players"] = " ".join(map(str, self.players_of[str(value)]))
        return option


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


SeatLabel = Callable[[int], str]


def _seat_choices(players: int, seat_label: SeatLabel) -> list[tuple[Any, str]]:
    return [(i, seat_label(i)) for i in range(players)]


class TileText(forms.CharField):
    """Tiles written in mpsz notation, drawn as tiles and filled from the palette (`tile_kind`)."""

    def __init__(self, *, tile_kind: str, **kwargs: Any) -> None:
        self.tile_kind = tile_kind
        super().__init__(max_length=200, strip=True, **kwargs)


_CLAIM_RE = re.compile(r"(\d+)@(\d+)")
_PASS_RE = re.compile(r"([^@:\s]+)@(\d+):(\d+)")


def claims_text(value: Any) -> str:
    """Claims (`(at, by)` pairs or their JSON objects) in the form's notation: `3@2 5@1`."""
    pairs = [(c["at"], c["by"]) if isinstance(c, dict) else tuple(c) for c in value]
    return " ".join(f"{at}@{by}" for at, by in pairs)


def passes_text(value: Any) -> str:
    """Passed wins (`Passed` records or their JSON objects) in the form's notation: `3m@1:2`."""
    from rules.tiles import tile_str

    out = []
    for p in value:
        if isinstance(p, dict):
            out.append(f"{p['tile']}@{p['from']}:{p['after']}")
        else:
            out.append(f"{tile_str(p.tile)}@{p.from_seat}:{p.after}")
    return " ".join(out)


# ------------------------------------------------------- kinds of field ---
# Each kind of rule-set `Field` (rules.model: BOOL, INT, CHOICE, SEAT, ...) is one object that knows
# its form field, how the form shows a typed value, and how a cleaned form value goes into the request.
# A new kind is one class and one line in KINDS; nothing else in the web layer asks `f.kind`.


class FormKind:
    """A kind of field as the form sees it. The default: short text, passed on as written."""

    toggle = False

    def form_field(
        self, f: Field, lang: str, common: dict[str, Any], players: int, seat_label: SeatLabel
    ) -> forms.Field:
        return forms.CharField(max_length=200, strip=True, **common)

    def initial(self, f: Field, value: Any) -> Any:
        """A typed value (not None) as the form shows it."""
        return value

    def to_json(self, f: Field, value: Any) -> Any:
        """A cleaned form value (not empty) as the request wants it; ValidationError on bad text."""
        return value

    def describe(self, f: Field, value: Any, lang: str) -> str:
        """A typed value in words, for the rule pages (an option's default, a preset's value)."""
        from rules.schema import to_json

        j = to_json(f, value)
        if j is None:
            return "—"
        if isinstance(j, list):
            return " ".join("-".join(map(str, x)) if isinstance(x, list) else str(x) for x in j)
        return str(j)


class BoolKind(FormKind):
    toggle = True

    def form_field(
        self, f: Field, lang: str, common: dict[str, Any], players: int, seat_label: SeatLabel
    ) -> forms.Field:
        return DefaultedBooleanField(**common)

    def describe(self, f: Field, value: Any, lang: str) -> str:
        return str(_("on") if value else _("off"))


class IntKind(FormKind):
    # at most this many numbers, with a default, are a row to tap (riichi's Norths set aside: 0-4); more, a number box
    FEW = 5

    def form_field(
        self, f: Field, lang: str, common: dict[str, Any], players: int, seat_label: SeatLabel
    ) -> forms.Field:
        if f.default is not None and f.min is not None and f.max is not None and f.max - f.min < self.FEW:
            values = [(n, str(n)) for n in range(f.min, f.max + 1)]
            return TypedChoice(values=values, widget=NumberPicker, **common)
        return forms.IntegerField(min_value=f.min, max_value=f.max, **common)


class ChoiceKind(FormKind):
    def form_field(
        self, f: Field, lang: str, common: dict[str, Any], players: int, seat_label: SeatLabel
    ) -> forms.Field:
        # (a value for other numbers of players only is left out of a form built for this number: a table's)
        values = [(v, t.get(lang)) for v, t in f.choices if f.offered_at(v, players)]
        if f.default is None:  # a fact that may be left out (Guizhou's best pattern for 查叫): "not given" first
            values = [("", "—"), *values]
        if f.choice_players:  # the values it keeps that are for some numbers only say so (the calculator's: every one)
            widget = PlayersSelect(players_of={str(v): n for v, n in f.choice_players})
            return TypedChoice(values=values, widget=widget, **common)
        return TypedChoice(values=values, **common)

    def initial(self, f: Field, value: Any) -> Any:
        return str(value)

    def describe(self, f: Field, value: Any, lang: str) -> str:
        return next((label.get(lang) for val, label in f.choices if val == value), str(value))


class SeatKind(ChoiceKind):
    describe = FormKind.describe

    def form_field(
        self, f: Field, lang: str, common: dict[str, Any], players: int, seat_label: SeatLabel
    ) -> forms.Field:
        values = _seat_choices(players, seat_label)
        if f.default is None:
            values = [("", str(_("None"))), *values]
        return TypedChoice(values=values, widget=SeatPicker, **common)


class SeatListKind(FormKind):
    def form_field(
        self, f: Field, lang: str, common: dict[str, Any], players: int, seat_label: SeatLabel
    ) -> forms.Field:
        return forms.TypedMultipleChoiceField(
            choices=[(str(i), seat_label(i)) for i in range(players)],
            coerce=int,
            widget=forms.CheckboxSelectMultiple,
            **common,
        )

    def initial(self, f: Field, value: Any) -> Any:
        return [str(v) for v in value]

    def to_json(self, f: Field, value: Any) -> Any:
        return [int(v) for v in value]


class SeatPairsKind(FormKind):
    def form_field(
        self, f: Field, lang: str, common: dict[str, Any], players: int, seat_label: SeatLabel
    ) -> forms.Field:
        return forms.MultipleChoiceField(
            choices=[
                (f"{a}-{b}", f"{seat_label(a)} · {seat_label(b)}")
                for a in range(players)
                for b in range(a + 1, players)
            ],
            widget=forms.CheckboxSelectMultiple(attrs={"class": "pill"}),
            **common,
        )

    def initial(self, f: Field, value: Any) -> Any:
        return [f"{min(a, b)}-{max(a, b)}" for a, b in value]

    def to_json(self, f: Field, value: Any) -> Any:
        pairs = []
        items = value if isinstance(value, list | tuple) else [value]
        for p in (p for item in items for p in re.split(r"[\s,，、;]+", item) if p):
            m = re.fullmatch(r"(\d+)\s*[-:]\s*(\d+)", p)
            if m is None:
                raise forms.ValidationError(_("Write pairs of seats, e.g. 1-3 0-2"))
            pairs.append([int(m[1]), int(m[2])])
        return pairs


class IntListKind(FormKind):
    """Whole numbers as short text: "10 20 30 40"."""

    def initial(self, f: Field, value: Any) -> Any:
        return " ".join(str(v) for v in value)

    def to_json(self, f: Field, value: Any) -> Any:
        parts = [p for p in re.split(r"[\s,，、/]+", value) if p]
        try:
            return [int(p) for p in parts]
        except ValueError as e:
            raise forms.ValidationError(_("Write whole numbers separated by spaces, e.g. 10 20 30 40")) from e


class TileKind(FormKind):
    def form_field(
        self, f: Field, lang: str, common: dict[str, Any], players: int, seat_label: SeatLabel
    ) -> forms.Field:
        return TileText(tile_kind="tile", **common)

    def initial(self, f: Field, value: Any) -> Any:
        from rules.tiles import tile_str

        return tile_str(value) if isinstance(value, int) else value


class TilesKind(FormKind):
    def form_field(
        self, f: Field, lang: str, common: dict[str, Any], players: int, seat_label: SeatLabel
    ) -> forms.Field:
        return TileText(tile_kind="tiles", **common)

    def initial(self, f: Field, value: Any) -> Any:
        from rules.tiles import to_mpsz

        return value if isinstance(value, str) else to_mpsz(value, sort=False)


class ClaimsKind(FormKind):
    """Discards claimed by others: "3@2 5@1" (which discard, by which seat)."""

    def initial(self, f: Field, value: Any) -> Any:
        return value if isinstance(value, str) else claims_text(value)

    def to_json(self, f: Field, value: Any) -> Any:
        claims = []
        for item in (p for p in _SPLIT_RE.split(value) if p):
            m = _CLAIM_RE.fullmatch(item)
            if m is None:
                raise forms.ValidationError(
                    _("“%(item)s”: write which discard, then @ and the seat that claimed it, e.g. 3@2"),
                    params={"item": item},
                )
            claims.append({"at": int(m[1]), "by": int(m[2])})
        return claims


class PassesKind(FormKind):
    """Wins passed up: "3m@1:2" (the tile, the seat that discarded it, this seat's discards before)."""

    def initial(self, f: Field, value: Any) -> Any:
        return value if isinstance(value, str) else passes_text(value)

    def to_json(self, f: Field, value: Any) -> Any:
        passes = []
        for item in (p for p in _SPLIT_RE.split(value) if p):
            m = _PASS_RE.fullmatch(item)
            if m is None:
                raise forms.ValidationError(
                    _(
                        "“%(item)s”: write the tile, @ and the seat that discarded it, then : and how many of this seat's own discards came before, e.g. 3m@1:2"
                    ),
                    params={"item": item},
                )
            passes.append({"tile": m[1], "from": int(m[2]), "after": int(m[3])})
        return passes


TEXT = FormKind()
KINDS: dict[str, FormKind] = {
    model.BOOL: BoolKind(),
    model.INT: IntKind(),
    model.CHOICE: ChoiceKind(),
    model.SEAT: SeatKind(),
    model.SEAT_LIST: SeatListKind(),
    model.SEAT_PAIRS: SeatPairsKind(),
    model.INT_LIST: IntListKind(),
    model.INT_PER_SEAT: IntListKind(),
    model.TILE: TileKind(),
    model.TILES: TilesKind(),
    CLAIMS: ClaimsKind(),
    PASSES: PassesKind(),
}


def form_kind(f: Field) -> FormKind:
    return KINDS.get(f.kind, TEXT)


def make_field(f: Field, lang: str, *, players: int, seat_label: SeatLabel) -> forms.Field:
    """A Django form field for one rule-set `Field`."""
    common: dict[str, Any] = {"label": f.names.get(lang), "help_text": f.explanation.get(lang), "required": False}
    return form_kind(f).form_field(f, lang, common, players, seat_label)


def field_initial(f: Field, value: Any) -> Any:
    """A typed value as the form shows it."""
    return None if value is None else form_kind(f).initial(f, value)


def field_json(f: Field, value: Any) -> Any:
    """A cleaned form value as the request wants it; raises ValidationError on bad short text."""
    if value is None or value == "" or value == []:
        return None
    return form_kind(f).to_json(f, value)


def is_bool(f: Field) -> bool:
    return form_kind(f).toggle


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
