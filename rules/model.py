"""Frozen records shared by every rule set: the input, the rule data, the result."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from .text import Text

EMPTY: Mapping[str, Any] = MappingProxyType({})


# ------------------------------------------------------------ errors ---


@dataclass(frozen=True, slots=True)
class FieldError:
    """One problem with a request, naming the field (`seats.2.hand`, `options.base_points`)."""

    field: str
    message: Text


class RequestError(Exception):
    """Bad input: every problem found. The API answers 400, the command exits 2."""

    def __init__(self, errors: list[FieldError]) -> None:
        super().__init__("; ".join(f"{e.field}: {e.message.en}" for e in errors))
        self.errors = errors


class ScoreError(RequestError):
    """The request is well formed but the rules forbid it (no yaku, an illegal win, ...)."""


# ------------------------------------------------------- rule sources ---


@dataclass(frozen=True, slots=True, kw_only=True)
class Source:
    """A rule document: `key` is how refs name it (the seed file's stem)."""

    key: str
    title: str
    path: str  # relative to the repository root, e.g. "seeds/003_d63290519b540ef6.txt" ("" for none)
    url: str = ""
    note: Text | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class RuleRef:
    """Where a rule comes from: a source and its line numbers (1-based, inclusive ranges)."""

    source: str
    lines: tuple[int, ...] = ()
    brief: bool = False  # also fixed by a reading in rules-brief.md
    note: str = ""


# ------------------------------------------------------------ fields ---

# Field kinds understood by `rules.schema.coerce`.
BOOL = "bool"
INT = "int"
CHOICE = "choice"
INT_LIST = "int_list"
TILE = "tile"
TILES = "tiles"
SEAT = "seat"
SEAT_LIST = "seat_list"
SEAT_PAIRS = "seat_pairs"
INT_PER_SEAT = "int_per_seat"
TILE_LIST_PER_SEAT = "tiles_per_seat"


@dataclass(frozen=True, slots=True, kw_only=True)
class Field:
    """A typed input: a table option, a `table` fact, a per-seat or per-win fact, an indicator role.

    The same record drives validation, the option schema of
    `GET /api/v1/rulesets`, the rule pages and the calculator form.
    """

    key: str
    kind: str
    default: Any = None
    names: Text
    explanation: Text
    choices: tuple[tuple[Any, Text], ...] = ()  # for CHOICE: (value, label)
    min: int | None = None
    max: int | None = None
    ref: RuleRef | None = None
    group: str = ""  # a heading on the form / rule page


@dataclass(frozen=True, slots=True, kw_only=True)
class Preset:
    key: str
    names: Text
    explanation: Text
    values: Mapping[str, Any] = field(default_factory=dict)  # option key -> value; the rest take the option's default


# ----------------------------------------------------------- patterns ---


@dataclass(frozen=True, slots=True, kw_only=True)
class Pattern:
    """One pattern / yaku / fan / payment item: everything the arithmetic, the breakdown and the rule page need.

    `value` is what the pattern is worth in the rule set's unit (han, fan,
    points); `value_text` overrides its display when the worth is not one
    number (yakuman, "x2", "see table"). `detect`, where a rule set uses
    one, takes that rule set's own typed hand view.
    """

    key: str
    names: Text
    value: int | None
    explanation: Text
    ref: RuleRef
    excludes: frozenset[str] = frozenset()
    value_text: Text | None = None
    unit: str = ""
    example: str = ""  # a hand in mpsz (melds after '|': "123m|555z") drawn on the rule page
    example_note: Text | None = None
    kind: str = "pattern"  # "pattern" | "bonus" | "limit" | "payment" | "fu" ...
    detect: Callable[[Any], int | None] | None = None
    open_value: int | None = None  # riichi: han when open (None: closed only)


def apply_exclusions(found: Mapping[str, int], patterns: Mapping[str, Pattern]) -> dict[str, int]:
    """Drop every found key that another found pattern excludes ("不计", "not also counted")."""
    dropped: set[str] = set()
    for key in found:
        dropped |= patterns[key].excludes
    return {k: v for k, v in found.items() if k not in dropped}


# ------------------------------------------------------------ results ---


@dataclass(frozen=True, slots=True, kw_only=True)
class ScoreLine:
    """One line of a breakdown: a pattern key, its value here, and what made it."""

    key: str
    value: int
    count: int = 1  # e.g. 3 dora, 2 chickens
    detail: Text | None = None  # "财神 as 3s in 345s"
    tiles: tuple[int, ...] = ()
    # how the line goes into the hand's total, read left to right: "+" added, "x" multiplies the
    # total so far, "" shown but not part of the total (a limit reached, the name of the result,
    # paid on its own)
    op: str = "+"


@dataclass(frozen=True, slots=True, kw_only=True)
class HandResult:
    seat: int
    lines: tuple[ScoreLine, ...]
    total: int
    unit: str  # "fan", "han", "points", ...
    extra: Mapping[str, Any] = field(
        default_factory=dict
    )  # rule-set specific, JSON-ready (riichi: han, fu, limit, fu lines)
    reading: Text | None = None  # how the hand was read ("财神 as 3s in 345s")


@dataclass(frozen=True, slots=True, kw_only=True)
class Transfer:
    payer: int
    payee: int
    amount: int
    reason: str  # a key: hand, kong, chicken, honba, riichi_sticks, noten, shaozhuang, ...
    note: Text | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class Settlement:
    hands: tuple[HandResult, ...]
    transfers: tuple[Transfer, ...]
    players: int
    notes: tuple[Text, ...] = ()
    extra: Mapping[str, Any] = field(default_factory=dict)

    def net(self) -> list[int]:
        net = [0] * self.players
        for t in self.transfers:
            net[t.payer] -= t.amount
            net[t.payee] += t.amount
        return net


# ------------------------------------------------------------ request ---


@dataclass(frozen=True, slots=True, kw_only=True)
class Meld:
    kind: str  # "chi" | "pon" | "kong"
    tiles: tuple[int, ...]  # as given (red fives kept)
    from_seat: int | None = None
    kong: str | None = None  # "concealed" | "exposed" | "added" for kongs

    @property
    def is_open(self) -> bool:
        return not (self.kind == "kong" and self.kong == "concealed")


@dataclass(frozen=True, slots=True, kw_only=True)
class Win:
    tile: int
    by: str  # "self_draw" | "discard" | "robbed_kong"
    from_seat: int | None = None
    after_kong: bool = False
    last_tile: bool = False
    first_turn: bool = False
    after_kong_discard: bool = False
    extra: Mapping[str, Any] = field(default_factory=dict)  # flags the rule set defines

    @property
    def self_drawn(self) -> bool:
        return self.by == "self_draw"


@dataclass(frozen=True, slots=True, kw_only=True)
class SeatInput:
    index: int
    hand: tuple[int, ...] | None  # None: not given
    melds: tuple[Meld, ...] = ()
    win: Win | None = None
    riichi: str | None = None  # "single" | "double"
    ippatsu: bool = False
    baoting: bool = False
    tenpai: bool | None = None
    extra: Mapping[str, Any] = field(default_factory=dict)  # per-seat facts the rule set defines


@dataclass(frozen=True, slots=True, kw_only=True)
class ScoreRequest:
    ruleset: str
    preset: str
    options: Mapping[str, Any]  # every option resolved: preset then overrides
    players: int
    dealer: int
    dealer_streak: int
    indicators: Mapping[str, tuple[int, ...]]
    table: Mapping[str, Any]  # resolved with defaults
    seats: tuple[SeatInput, ...]
    lang: str = "zh-hans"

    @property
    def winners(self) -> tuple[SeatInput, ...]:
        return tuple(s for s in self.seats if s.win is not None)


# ----------------------------------------------------------- rule set ---


@dataclass(frozen=True, slots=True, kw_only=True)
class RuleSet:
    """A rule set: its data (for pages and the API schema) and its scoring function."""

    key: str  # slug: riichi | guizhou | beijing | wenzhou
    names: Text
    description: Text  # one line for the home page
    players: tuple[int, ...]
    sets: int  # sets in a complete hand besides the pair: 4 (14 tiles) or 5 (17 tiles)
    kinds: frozenset[int]  # tile kinds in play (before options narrow them)
    unit: str
    presets: tuple[Preset, ...]
    options: tuple[Field, ...]
    patterns: tuple[Pattern, ...]
    sources: tuple[Source, ...]
    score: Callable[[ScoreRequest], Settlement]
    table_fields: tuple[Field, ...] = ()
    seat_fields: tuple[Field, ...] = ()
    win_fields: tuple[Field, ...] = ()
    indicator_roles: tuple[Field, ...] = ()
    allows_chi: bool = True
    red_fives: bool = False
    declarations: frozenset[str] = frozenset()  # which of "riichi", "ippatsu", "baoting" a seat may declare
    # indicator roles whose tiles are NOT physically kept on the table (so they do not count
    # toward the four copies of a kind), given the resolved options; None: all are on the table
    indicators_off_table: Callable[[Mapping[str, Any]], frozenset[str]] | None = None
    reasons: Mapping[str, Text] = field(default_factory=dict)  # payment reason key -> name
    validate: Callable[[ScoreRequest], list[FieldError]] | None = None  # rule-set checks after the common ones
    notes: tuple[Text, ...] = ()  # how this rule set reads its seed: shown on the rule page
    pattern_map: Mapping[str, Pattern] = field(default_factory=dict)

    def __post_init__(self) -> None:
        object.__setattr__(self, "pattern_map", MappingProxyType({p.key: p for p in self.patterns}))

    @property
    def default_preset(self) -> str:
        return self.presets[0].key

    def preset(self, key: str) -> Preset | None:
        return next((p for p in self.presets if p.key == key), None)

    def option(self, key: str) -> Field | None:
        return next((o for o in self.options if o.key == key), None)
