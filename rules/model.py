"""Frozen records shared by every rule set: the input, the rule data, the result."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from .errors import FieldError, RequestError, ScoreError
from .kinds import (
    BOOL,
    CHOICE,
    INT,
    INT_LIST,
    INT_PER_SEAT,
    SEAT,
    SEAT_LIST,
    SEAT_PAIRS,
    TILE,
    TILES,
    Kind,
    as_kind,
)
from .refs import PatternRef
from .text import Text

if TYPE_CHECKING:  # progress.py reads Field and Preset from here: no import back at run time
    from .progress import Progress

EMPTY: Mapping[str, Any] = MappingProxyType({})
__all__ = [
    "BOOL",
    "CHOICE",
    "INT",
    "INT_LIST",
    "INT_PER_SEAT",
    "SEAT",
    "SEAT_LIST",
    "SEAT_PAIRS",
    "TILE",
    "TILES",
    "FieldError",
    "Kind",
    "RequestError",
    "ScoreError",
]


# ------------------------------------------------------------ errors ---


# ------------------------------------------------------- rule sources ---


@dataclass(frozen=True, slots=True, kw_only=True)
class Source:
    """A rule document: `key` is how refs name it (the seed file's stem)."""

    key: str
    title: str  # the document's own title (a seed's, in Chinese: the same on every page)
    path: str  # relative to the repository root, e.g. "seeds/003_d63290519b540ef6.txt" ("" for none)
    url: str = ""
    note: Text | None = None
    name: Text | None = None  # what the rule pages call it, in the page's language, when not its own title


@dataclass(frozen=True, slots=True, kw_only=True)
class RuleRef:
    """Where a rule comes from: a source and its line numbers (1-based, inclusive ranges)."""

    source: str
    lines: tuple[int, ...] = ()
    brief: bool = False  # also fixed by a reading in rules-brief.md
    note: str = ""


# ------------------------------------------------------------ fields ---

# Field kinds: objects (rules/kinds.py, re-exported here) that read and write their values; each is its name as a str.


@dataclass(frozen=True, slots=True, kw_only=True)
class Field:
    """A typed input: a table option, a `table` fact, a per-seat or per-win fact, an indicator role.

    The same record drives validation, the option schema of
    `GET /api/v1/rulesets`, the rule pages and the calculator form.
    """

    key: str
    kind: Kind
    default: Any = None
    names: Text
    explanation: Text
    choices: tuple[tuple[Any, Text], ...] = ()  # for CHOICE: (value, label)
    min: int | None = None
    max: int | None = None
    ref: RuleRef | None = None
    group: str = ""  # a heading on the form / rule page
    message: Text | None = None  # said for a value of the right type that is not allowed (else the kind's own)
    # an indicator that counts only for a winner who made this declaration (riichi's ura-dora: "riichi"), and what a
    # page says when it is given and no winner made it (the request is not refused: the tiles are left out)
    counts_for: str = ""
    warning: Text | None = None
    # a fact asked only while this bool option is on (Guizhou's first 1p discarded, with "1p is a chicken too")
    shown_when: str = ""
    # a field (option, table, seat or win fact) asked only at these numbers of players (riichi's `nuki`: three);
    # empty: at every number. Given at another number, the request is refused naming it; an option keeps its value
    # (a preset's) and means nothing there
    players: tuple[int, ...] = ()
    # a CHOICE's values offered only at some numbers of players, as (value, numbers) pairs (riichi's four-winds draw:
    # four); a form built for a table of another number leaves them out (the rules refuse them there, naming the field)
    choice_players: tuple[tuple[Any, tuple[int, ...]], ...] = ()

    def offered_at(self, value: Any, players: int) -> bool:
        """Whether a CHOICE's value is offered at this number of players (`choice_players`)."""
        return next((players in n for v, n in self.choice_players if v == value), True)

    def __post_init__(self) -> None:
        declared: object = self.kind  # a rule set may name the kind ("bool"): the kind object is kept
        if not isinstance(declared, Kind):
            object.__setattr__(self, "kind", as_kind(str(declared)))

    reading: Text | None = None  # the project's reading where the seed is silent or loose (marked on the rule page)


@dataclass(frozen=True, slots=True, kw_only=True)
class Preset:
    key: str
    names: Text
    explanation: Text
    values: Mapping[str, Any] = field(default_factory=dict)  # option key -> value; the rest take the option's default
    # the numbers of players it is for (empty: any the rule set allows); the first is a request's default `players`
    players: tuple[int, ...] = ()


# ----------------------------------------------------------- patterns ---


@dataclass(frozen=True, slots=True, kw_only=True)
class Example:
    """A worked example for the rule page: a contract.md request (without `ruleset`) that the
    calculator scores, and the breakdown keys it must show (default: the pattern's own key)."""

    request: Mapping[str, Any]
    shows: tuple[str, ...] = ()
    note: Text | None = None

    @classmethod
    def win(
        cls,
        hand: str,
        *,
        tile: str = "",
        by: str = "self_draw",
        frm: int | None = None,
        melds: str = "",
        flags: tuple[str, ...] = (),
        seat: int = 0,
        players: int = 4,
        shows: tuple[str, ...] = (),
        note: Text | None = None,
        others: Mapping[int, Mapping[str, Any]] = MappingProxyType({}),
        seat_extra: Mapping[str, Any] = EMPTY,
        win_extra: Mapping[str, Any] = EMPTY,
        **request: Any,
    ) -> Example:
        """One winner at `seat` (the other seats empty unless `others` gives them); melds in the
        calculator's notation: `555z@2 1111m 5555p+@1` (no @: concealed kong; a chi comes from the seat before)."""
        win: dict[str, Any] = {"tile": tile or hand[-2:], "by": by, **dict.fromkeys(flags, True), **win_extra}
        if by != "self_draw":
            win["from"] = (seat - 1) % players if frm is None else frm
        winner: dict[str, Any] = {"hand": hand, "win": win, **seat_extra}
        if melds:
            winner["melds"] = [_meld(m, seat, players) for m in melds.split()]
        seats = [dict(others.get(i, {})) for i in range(players)]
        seats[seat] = winner
        return cls(request={"players": players, **request, "seats": seats}, shows=shows, note=note)


def _meld(text: str, seat: int, players: int) -> dict[str, Any]:
    tiles, _, frm = text.partition("@")
    added = tiles.endswith("+")
    tiles = tiles.rstrip("+")
    n = len(tiles) - 1
    meld: dict[str, Any] = {"tiles": tiles}
    if n == 4:
        meld |= {"kind": "kong", "kong": "added" if added else "exposed" if frm else "concealed"}
    elif len(set(tiles[:-1])) == 1:
        meld["kind"] = "pon"
    else:
        meld |= {"kind": "chi", "from": (seat - 1) % players}
    if frm:
        meld["from"] = int(frm)
    return meld


@dataclass(frozen=True, slots=True, kw_only=True)
class Rule:
    """A rule of the seed that is not one pattern, explained in the rule page's own words.

    `text` says what the seed says; `reading` (marked "our reading" on the page) what the
    project decided where the seed is silent or loose; `calculator` what the calculator does
    (or does not yet judge) about it."""

    key: str  # stable anchor
    topic: str  # the rule page section: "table" | "win" | "pay" | "draw" | "other"
    title: Text
    text: Text
    reading: Text | None = None
    calculator: Text | None = None
    ref: RuleRef | None = None
    examples: tuple[Example, ...] = ()


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
    reading: Text | None = None  # the project's reading where the seed is silent or loose (marked on the rule page)
    examples: tuple[Example, ...] = ()  # worked examples, each opened scored in the calculator

    @property
    def mention(self) -> PatternRef:
        """The pattern as a message names it: its name in words, linked to its rule on a page."""
        return PatternRef(self.key, self.names)


_PATTERN_MAPS: dict[int, tuple[tuple[Pattern, ...], Mapping[str, Pattern]]] = {}


def wind_of_seat(seat: int, dealer: int, players: int) -> int:
    """The seat's wind this hand, 0 East (the dealer) to 3 North, counted in turn order from the dealer."""
    return (seat - dealer) % players


def pattern_map(patterns: tuple[Pattern, ...]) -> Mapping[str, Pattern]:
    """The patterns by key, read-only: one map per pattern tuple (a rule set's `pattern_map` is this same map)."""
    got = _PATTERN_MAPS.get(id(patterns))
    if got is None or got[0] is not patterns:
        got = (patterns, MappingProxyType({p.key: p for p in patterns}))
        _PATTERN_MAPS[id(patterns)] = got
    return got[1]


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
class Verdict:
    """A ruling on what the request says happened (a furiten ron, an abortive draw's facts...), shown as a
    line of the answer with the rule behind it: `rule` is the rule page's key (its anchor), `key` the
    ruling's own stable key, `text` what was found; `settled_as` names what the result is instead
    (`"chombo"`: the false-win penalty) or is empty when the ruling confirms the request."""

    key: str
    rule: str
    seat: int | None
    title: Text
    text: Text
    settled_as: str = ""


@dataclass(frozen=True, slots=True, kw_only=True)
class Settlement:
    hands: tuple[HandResult, ...]
    transfers: tuple[Transfer, ...]
    players: int
    notes: tuple[Text, ...] = ()
    extra: Mapping[str, Any] = field(default_factory=dict)
    verdicts: tuple[Verdict, ...] = ()

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


# a win recorded by its outcome may leave out its winning tile: `Win.tile` is then this (no tile has it)
NO_TILE = -1


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
class Passed:
    """A win the seat could have made on `from_seat`'s discard of `tile` and passed, when it had made
    `after` of its own discards (contract: `seats.N.passed`)."""

    tile: int
    from_seat: int
    after: int


@dataclass(frozen=True, slots=True, kw_only=True)
class SeatHistory:
    """What happened at one seat (contract: `discards`, `claimed`, `riichi_at`, `passed`; read by rules/history.py).

    `discards` in order; `claimed` (at, by): its discard at 1-based position `at` was claimed by seat `by`;
    `riichi_at`: the 1-based position of the declaration tile."""

    discards: tuple[int, ...] = ()  # a seat that gives any history gives its discards ("" before its first)
    claimed: tuple[tuple[int, int], ...] = ()
    riichi_at: int | None = None
    passed: tuple[Passed, ...] = ()


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
    history: SeatHistory | None = None  # what happened at this seat (None: nothing given)
    # a win recorded by its outcome (the rule set's `outcome_fields`, read): the table agrees on what the hand is
    # worth and its tiles are not given (None: not given)
    outcome: Mapping[str, Any] | None = None


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
        return tuple([s for s in self.seats if s.win is not None])  # a list first: cheaper than a generator


# ----------------------------------------------------------- rule set ---


@dataclass(frozen=True, slots=True, kw_only=True)
class Wildcard:
    """A rule set's wildcards: the indicator role whose tile names them (`role`), what players call them (财神,
    惠牌) and which tile kind an indicator kind makes wild (`of`: the same kind, or the next in the rule set's order)."""

    role: str
    names: Text
    of: Callable[[int], int]


@dataclass(frozen=True, slots=True, kw_only=True)
class DrawFacts:
    """What a hand nobody won needs from the table, as the rule set declares it: the scoresheet's draw form asks
    these and nothing else (a page never asks which rule set it is).

    `ready`: whether it matters which seats were ready (noten payments, 查叫); also whether a page asks a seat's
    readiness at all. `seat_fields`: keys of the rule set's `seat_fields` a draw may give per seat (a bool one is
    asked as "which seats"); `ready_fields`: those asked of a ready seat only (Guizhou's best pattern for 查叫).
    `table_fields`: keys of its `table_fields` a draw may give (riichi's kind of draw and chombo, Beijing's 烧庄
    rounds). `asked_when`: a field asked only while a bool option is on (Guizhou's chickens held by a ready seat,
    which score on a draw only under 查叫全包); a field's own `shown_when` counts too."""

    ready: bool = True
    seat_fields: tuple[str, ...] = ()
    ready_fields: tuple[str, ...] = ()
    table_fields: tuple[str, ...] = ()
    asked_when: Mapping[str, str] = field(default_factory=dict)


# The rule page's pattern sections by default: every kind of pattern under one heading.
DEFAULT_PATTERN_SECTIONS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("patterns", ("pattern", "special", "multiplier", "limit", "bonus", "payment")),
)


# The most points one hand may move in all (every payment added up): 2^53 - 1, the largest integer a double
# holds exactly, so JavaScript (a page computing offline), JSON readers and a 64-bit database column all keep it.
MAX_MOVED = 2**53 - 1


@dataclass(frozen=True, slots=True, kw_only=True)
class RuleSet:
    """A rule set: its data (for pages and the API schema) and its scoring function."""

    key: str  # slug: riichi | guizhou | beijing | wenzhou
    names: Text
    description: Text  # one line for the home page
    players: tuple[int, ...]
    sets: int  # sets in a complete hand besides the pair: 4 (14 tiles) or 5 (17 tiles)
    kinds: frozenset[int]  # tile kinds in play (before options narrow them); per number of players: `kinds_for`
    unit: str
    presets: tuple[Preset, ...]
    options: tuple[Field, ...]
    patterns: tuple[Pattern, ...]
    sources: tuple[Source, ...]
    score: Callable[[ScoreRequest], Settlement]
    progress: Progress  # the table's progress: start, next hand, standings, its options and presets
    table_fields: tuple[Field, ...] = ()
    seat_fields: tuple[Field, ...] = ()
    win_fields: tuple[Field, ...] = ()
    indicator_roles: tuple[Field, ...] = ()
    allows_chi: bool = True  # per number of players: `allows_chi_for`
    # the tile kinds in play at a number of players where they differ from `kinds` (riichi at three: no 2m-8m)
    kinds_by_players: Mapping[int, frozenset[int]] = field(default_factory=dict)
    # whether chi may be called, at a number of players where it differs from `allows_chi` (riichi at three: no)
    chi_by_players: Mapping[int, bool] = field(default_factory=dict)
    red_fives: bool = False
    declarations: frozenset[str] = frozenset()  # which of "riichi", "ippatsu", "baoting" a seat may declare
    # indicator roles whose tiles are NOT physically kept on the table (so they do not count
    # toward the four copies of a kind), given the resolved options; None: all are on the table
    indicators_off_table: Callable[[Mapping[str, Any]], frozenset[str]] | None = None
    reasons: Mapping[str, Text] = field(default_factory=dict)  # payment reason key -> name
    # after the common checks: the shared checks (rules/checks.py) with this rule set's data, and its own, in order
    checks: tuple[Callable[[ScoreRequest], list[FieldError]], ...] = ()
    validate: Callable[[ScoreRequest], list[FieldError]] | None = None  # one more rule-set check, run last
    notes: tuple[Text, ...] = ()  # how this rule set reads its seed: shown on the rule page
    # the request fields that scale what a hand moves (`options.base_points`, `table.shaozhuang_rounds`,
    # `dealer_streak`), most driving first: a hand moving more than MAX_MOVED is refused naming them
    money_fields: tuple[str, ...] = ()
    # payment reasons whose payments pay for a winner's hand (a page's line for them says what the hand is): "hand"
    # and the rule set's own ways of paying it (Beijing's 互包, riichi's liability)
    hand_reasons: frozenset[str] = frozenset({"hand"})
    # payment reasons that no pattern or rule is keyed or named by -> the rule-page entry (a rule's key) that
    # explains them; `sticks` for the sticks left on the table beside the payments (riichi's deposits)
    reason_rules: Mapping[str, str] = field(default_factory=dict)
    # the win flags (contract: after_kong, last_tile, first_turn, after_kong_discard) it reads, in its own words
    # (rules/flags.py); a page offers only these
    win_flags: Mapping[str, Text] = field(default_factory=dict)
    # the form's words of a win in this table's terms ("won", "won_by", "discard", "discarded_by"): rules/flags.py
    win_words: Mapping[str, Text] = field(default_factory=dict)
    # the history facts (rules/history.py: discards, claimed, riichi_at, passed) it reads; a page offers only these
    history_facts: frozenset[str] = frozenset({"discards", "claimed", "riichi_at", "passed"})
    wildcard: Wildcard | None = None  # the rule set's wildcards, if it has them
    rules: tuple[Rule, ...] = ()  # the rules that are not one pattern (the rule page's entries beside the patterns)
    # the rule page's headings for patterns: (section key, the pattern kinds under it), in order
    pattern_sections: tuple[tuple[str, tuple[str, ...]], ...] = DEFAULT_PATTERN_SECTIONS
    unlisted_reading: Text | None = None  # the reading of a pattern the rule text does not list (no lines cited)
    pattern_map: Mapping[str, Pattern] = field(default_factory=dict)
    draw: DrawFacts = DrawFacts()  # what a draw asks of the table (the scoresheet's draw form)
    # a win recorded by its outcome, in this table's terms (riichi: han, fu, dora; Guizhou: the pattern; Beijing:
    # the fan items; Wenzhou: hard or soft and the special wins): `seats[i].outcome` in a request, given instead of
    # the winner's hand; empty: every win is given by its tiles
    outcome_fields: tuple[Field, ...] = ()
    # the seat of a request as recorded by its outcome, from the seat given by its tiles, the answer's hand and the
    # request: how the table would state that outcome (the property tests settle both and compare)
    outcome_from_tiles: Callable[[dict[str, Any], dict[str, Any], ScoreRequest], dict[str, Any]] | None = None
    # the seat facts (tile fields among `seat_fields`) a win recorded by its outcome is given beside its melds, in the
    # order a page's tile keyboard goes to them (Guizhou: the chickens in the concealed hand)
    outcome_tiles: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "pattern_map", pattern_map(self.patterns))

    @property
    def default_preset(self) -> str:
        return self.presets[0].key

    def preset(self, key: str) -> Preset | None:
        return next((p for p in self.presets if p.key == key), None)

    def option(self, key: str) -> Field | None:
        return next((o for o in self.options if o.key == key), None)

    def kinds_for(self, players: int) -> frozenset[int]:
        """The tile kinds in play at this number of players (before options narrow them)."""
        return self.kinds_by_players.get(players, self.kinds)

    def tile_out(self, kind: int, players: int) -> Any:
        """What a tile of this kind, not in play, is told (a message: `rules.messages`): not in play at this number
        of players (riichi's 2m-8m with three), or not in this rule set with these options."""
        from . import messages as M
        from .tiles import tile_str

        if kind in self.kinds:
            return M.TILE_NOT_AT_PLAYERS.format(tile=tile_str(kind), players=players)
        return M.TILE_NOT_IN_PLAY.format(tile=tile_str(kind))

    def allows_chi_for(self, players: int) -> bool:
        """Whether a chi may be called at this number of players."""
        return self.chi_by_players.get(players, self.allows_chi)
