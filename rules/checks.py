"""Checks that every rule set needs, written once and driven by data each rule set declares.

The request reader (rules/request.py) runs `RuleSet.checks` in order after the common checks and
before the rule set's own `validate`: each is a `Check` (called with the request, returns errors).
`STOP` ends the run when anything was found so far (a later check may rely on the earlier ones).

* `RedFives`: red fives where the rule set has none (`RuleSet.red_fives` False), the rule set's message.
* `RequiredIndicator`: an indicator role that a win (or an option) needs.
* `TileFields`: every field holding tiles, the rule set's own tile facts included: a red five, or a
  kind the options take out of play (`kinds_out(options)`); one error per field.
* `FifthCopies`: the supply check again over every tile field, the rule set's tile facts included.
* `SeatRules`: per seat, declared `SeatRule`s (the win-flag sanity rules among them): each names the
  field, when it is broken, and what to say; rules of one `chain` report only the first broken one.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from . import messages as M
from .engine import over_supply
from .model import MAX_MOVED, FieldError, RuleSet, ScoreRequest, SeatInput, Settlement, Win
from .text import N_, Text
from .tiles import KIND_OF, N_KINDS, tile_str


class Check:
    """One check over a typed request. `stop`: end the run here when anything was found so far."""

    stop = False

    def __call__(self, req: ScoreRequest) -> list[FieldError]:
        raise NotImplementedError  # pragma: no cover - every check below defines it


class _Stop(Check):
    stop = True

    def __call__(self, req: ScoreRequest) -> list[FieldError]:
        return []


STOP: Check = _Stop()


def run_checks(checks: Sequence[Callable[[ScoreRequest], list[FieldError]]], req: ScoreRequest) -> list[FieldError]:
    """Every check in order (a `Check`, or a rule set's own function of the request), until a `STOP` with errors."""
    errors: list[FieldError] = []
    for check in checks:
        errors += check(req)
        if errors and getattr(check, "stop", False):
            break
    return errors


def _has_red(tiles: Sequence[int]) -> bool:
    return any(t >= N_KINDS for t in tiles)


@dataclass(frozen=True, slots=True)
class RedFives(Check):
    """No red five in the indicators, the hands, the melds (and the win tile when `win_tile`)."""

    message: Text
    win_tile: bool = False

    def __call__(self, req: ScoreRequest) -> list[FieldError]:
        errors = [FieldError(f"indicators.{role}", self.message) for role, ts in req.indicators.items() if _has_red(ts)]
        for s in req.seats:
            p = f"seats.{s.index}"
            if s.hand is not None and _has_red(s.hand):
                errors.append(FieldError(f"{p}.hand", self.message))
            for j, m in enumerate(s.melds):
                if _has_red(m.tiles):
                    errors.append(FieldError(f"{p}.melds.{j}.tiles", self.message))
            if self.win_tile and s.win is not None and s.win.tile >= N_KINDS:
                errors.append(FieldError(f"{p}.win.tile", self.message))
        return errors


@dataclass(frozen=True, slots=True)
class RequiredIndicator(Check):
    """`indicators.<role>` must be given when anyone wins by its tiles (the indicator tells what they are worth; a
    win recorded by its outcome is worth what the table agreed) or any of `options` is on."""

    role: str
    message: Text
    options: tuple[str, ...] = ()

    def __call__(self, req: ScoreRequest) -> list[FieldError]:
        if self.role in req.indicators:
            return []
        if any(w.outcome is None for w in req.winners) or any(req.options[o] for o in self.options):
            return [FieldError(f"indicators.{self.role}", self.message)]
        return []


def _tile_fields(req: ScoreRequest, extra: tuple[str, ...]) -> list[tuple[str, tuple[int, ...]]]:
    """Every field holding tiles: hands and melds seat by seat, the indicators, then the seat facts `extra`."""
    fields: list[tuple[str, tuple[int, ...]]] = []
    for s in req.seats:
        p = f"seats.{s.index}"
        fields.append((f"{p}.hand", s.hand or ()))
        fields += [(f"{p}.melds.{j}.tiles", m.tiles) for j, m in enumerate(s.melds)]
    fields += [(f"indicators.{role}", tiles) for role, tiles in req.indicators.items()]
    for s in req.seats:  # the seat facts last: a fifth copy is reported where it tips over
        fields += [(f"seats.{s.index}.{key}", tuple(s.extra.get(key, ()))) for key in extra]
    return fields


@dataclass(frozen=True, slots=True)
class TileFields(Check):
    """Every tile field (the seat facts `extra` too): no red five (`red_message`), no kind `kinds_out` names."""

    red_message: Text
    kinds_out: Callable[[Mapping[str, Any]], frozenset[int]]
    extra: tuple[str, ...] = ()

    def __call__(self, req: ScoreRequest) -> list[FieldError]:
        out = self.kinds_out(req.options)
        errors = []
        for field, tiles in _tile_fields(req, self.extra):
            if _has_red(tiles):
                errors.append(FieldError(field, self.red_message))
                continue
            bad = [KIND_OF[t] for t in tiles if KIND_OF[t] in out]
            if bad:
                errors.append(FieldError(field, M.TILE_NOT_IN_PLAY.format(tile=tile_str(bad[0]))))
        return errors


@dataclass(frozen=True, slots=True)
class FifthCopies(Check):
    """No fifth copy of a kind over every tile field, the seat facts `extra` included (not `off_table` ones)."""

    extra: tuple[str, ...] = ()
    off_table: tuple[str, ...] = ()

    def __call__(self, req: ScoreRequest) -> list[FieldError]:
        sources = [
            (field, [KIND_OF[t] for t in tiles])
            for field, tiles in _tile_fields(req, self.extra)
            if not field.endswith(self.off_table or ("\0",))
        ]
        # the indicators first: a fifth copy is named in the field that holds the copies, not the indicator
        sources.sort(key=lambda fk: not fk[0].startswith("indicators."))
        for w in req.winners[1:]:  # several winners on one discard hold the same physical tile
            assert w.win is not None
            hand = next(kinds for field, kinds in sources if field == f"seats.{w.index}.hand")
            if KIND_OF[w.win.tile] in hand:
                hand.remove(KIND_OF[w.win.tile])
        return [FieldError(field, M.FIFTH_COPY.format(tile=tile_str(k))) for field, k in over_supply(sources)]


# ------------------------------------------------------------ seat rules ---


@dataclass(frozen=True, slots=True)
class SeatRule:
    """A fact about one seat that the rules forbid: `broken(req, seat)` says whether it holds.

    `field` is under `seats.N.` (`win.after_kong`); `winners` limits the rule to seats that won;
    rules that share a non-empty `chain` are an if / elif chain: only the first broken one is reported.
    """

    field: str
    broken: Callable[[ScoreRequest, SeatInput], bool]
    message: Text | Callable[[ScoreRequest, SeatInput], Text]
    chain: str = ""
    winners: bool = True


SeatCheck = Callable[[ScoreRequest, SeatInput], list[FieldError]]


_Entry = tuple[Callable[[ScoreRequest, SeatInput], Any], SeatRule | None]


def _entries(rules: Sequence[SeatRule | SeatCheck]) -> tuple[_Entry, ...]:
    """Each rule as (what to call, the `SeatRule` or None for a rule set's own function): no type test per seat."""
    return tuple((r.broken, r) if isinstance(r, SeatRule) else (r, None) for r in rules)


@dataclass(frozen=True, slots=True)
class SeatRules(Check):
    """Seat by seat, every rule in order: a `SeatRule`, or a rule set's own function of (request, seat)."""

    rules: tuple[SeatRule | SeatCheck, ...]
    # worked out once here, not per seat of every request:
    _all: tuple[_Entry, ...] = dataclasses.field(init=False, repr=False, compare=False)
    # the rules for a seat that did not win: without the `winners` ones (which skip it)
    _for_others: tuple[_Entry, ...] = dataclasses.field(init=False, repr=False, compare=False)
    # the rules for a winner whose win sets none of the flags in `_gates`: without the rules that first test one
    # of those flags (`flag`, or `all_of` starting with one), which cannot be broken there; most wins set none
    _plain: tuple[_Entry, ...] = dataclasses.field(init=False, repr=False, compare=False)
    _gates: tuple[str, ...] = dataclasses.field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        rules = self.rules
        object.__setattr__(self, "_all", _entries(rules))
        others = [r for r in rules if not (isinstance(r, SeatRule) and r.winners)]
        object.__setattr__(self, "_for_others", _entries(others))
        gates = [_gate(r.broken) if isinstance(r, SeatRule) else None for r in rules]
        object.__setattr__(self, "_plain", _entries([r for r, g in zip(rules, gates, strict=True) if g is None]))
        object.__setattr__(self, "_gates", tuple(dict.fromkeys(g for g in gates if g is not None)))

    def __call__(self, req: ScoreRequest) -> list[FieldError]:
        errors: list[FieldError] = []
        for s in req.seats:
            done: set[str] | None = None  # the chains already reported at this seat
            win = s.win
            if win is None:
                entries = self._for_others
            else:
                entries = self._plain
                for name in self._gates:
                    if getattr(win, name) is True:
                        entries = self._all
                        break
            for test, r in entries:
                if r is None:  # a rule set's own function: its errors
                    errors += test(req, s)
                    continue
                if done is not None and r.chain in done:  # `done` holds only non-empty chains
                    continue
                if test(req, s):
                    chain = r.chain
                    msg = r.message if isinstance(r.message, Text) else r.message(req, s)
                    errors.append(FieldError(f"seats.{s.index}.{r.field}", msg))
                    if chain:
                        if done is None:
                            done = set()
                        done.add(chain)
        return errors


# The facts win-flag rules are made of (a rule set combines them into its own `SeatRule`s).


def _win(s: SeatInput) -> Win:
    assert s.win is not None
    return s.win


def self_drawn(req: ScoreRequest, s: SeatInput) -> bool:
    return _win(s).by == "self_draw"


def robbed(req: ScoreRequest, s: SeatInput) -> bool:
    return _win(s).by == "robbed_kong"


def is_dealer(req: ScoreRequest, s: SeatInput) -> bool:
    return s.index == req.dealer


def has_kong(req: ScoreRequest, s: SeatInput) -> bool:
    return any(m.kind == "kong" for m in s.melds)


def has_melds(req: ScoreRequest, s: SeatInput) -> bool:
    return bool(s.melds)


def has_open_melds(req: ScoreRequest, s: SeatInput) -> bool:
    return any(m.is_open for m in s.melds)


class _Flag:
    """The test `flag(name)`: the win's flag `name` is set. `SeatRules` reads `name` to skip, for a win that sets
    none of its rules' flags, every rule that tests one first."""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name

    def __call__(self, req: ScoreRequest, s: SeatInput) -> bool:
        return getattr(s.win, self.name) is True


class _AllOf:
    """The test `all_of(*tests)`; `gate` is the flag its first test reads (None: its first test is no flag)."""

    __slots__ = ("first", "gate", "rest")

    def __init__(self, tests: tuple[Callable[[ScoreRequest, SeatInput], bool], ...]) -> None:
        self.first, *rest = tests
        self.rest = tuple(rest)
        self.gate = _gate(self.first)

    def __call__(self, req: ScoreRequest, s: SeatInput) -> bool:
        if not self.first(req, s):  # a flag first: most wins set none, so most rules stop here
            return False
        for t in self.rest:  # noqa: SIM110 (a generator per call costs more than the loop on the request path)
            if not t(req, s):
                return False
        return True


def _gate(test: object) -> str | None:
    """The win flag that must be set for `test` to hold, when it says so (`flag`, `all_of` starting with one)."""
    if isinstance(test, _Flag):
        return test.name
    if isinstance(test, _AllOf):
        return test.gate
    return None


def flag(name: str) -> Callable[[ScoreRequest, SeatInput], bool]:
    """The win flag `name` (after_kong, last_tile, first_turn, after_kong_discard) is set."""
    return _Flag(name)


def all_of(*tests: Callable[[ScoreRequest, SeatInput], bool]) -> Callable[[ScoreRequest, SeatInput], bool]:
    """Every test holds (tested in order, stopping at the first that does not)."""
    return _AllOf(tests)


def any_of(*tests: Callable[[ScoreRequest, SeatInput], bool]) -> Callable[[ScoreRequest, SeatInput], bool]:
    """Some test holds (tested in order, stopping at the first that does)."""

    def test(req: ScoreRequest, s: SeatInput) -> bool:
        for t in tests:  # noqa: SIM110 (a generator per call costs more than the loop on the request path)
            if t(req, s):
                return True
        return False

    return test


def not_(t: Callable[[ScoreRequest, SeatInput], bool]) -> Callable[[ScoreRequest, SeatInput], bool]:
    def test(req: ScoreRequest, s: SeatInput) -> bool:
        return not t(req, s)

    return test


# The win-flag rules every rule set states (each with its own words): written once here.


def after_kong_needs_self_draw(message: Text, *, chain: str = "") -> SeatRule:
    """A win on a kong's replacement tile (after_kong) is a self-draw."""
    return SeatRule("win.after_kong", all_of(flag("after_kong"), not_(self_drawn)), message, chain=chain)


def first_turn_without_melds(message: Text, *, open_only: bool = False) -> SeatRule:
    """A first-turn win has no melds (`open_only`: no open melds; a concealed kong may stand)."""
    return SeatRule(
        "win.first_turn", all_of(flag("first_turn"), has_open_melds if open_only else has_melds), message, chain=FIRST
    )


def first_turn_dealer_self_draws(message: Text) -> SeatRule:
    """The dealer's first-turn win (天和 / tenhou) is a self-draw."""
    return SeatRule("win.first_turn", all_of(flag("first_turn"), is_dealer, not_(self_drawn)), message, chain=FIRST)


def has_discarded(req: ScoreRequest, s: SeatInput) -> bool:
    """The seat's discards are given and show one: it is past the moment before its own first discard."""
    return s.history is not None and len(s.history.discards) > 0


def past_first_go_round(req: ScoreRequest, s: SeatInput) -> bool:
    """The discards given show the win is not in the seat's first go-round (the dealer's first discard to the last
    seat's first): a self-draw after the seat's own first discard; a win on a discard that is not the discarder's
    first, or that comes after the winner's own second turn."""
    w = _win(s)
    own = len(s.history.discards) if s.history is not None else 0
    if w.by == "self_draw":
        return own > 0
    src = req.seats[w.from_seat] if w.from_seat is not None else None
    theirs = len(src.history.discards) if src is not None and src.history is not None else 0
    if own > 1 or theirs > 1:
        return True
    # the winner discarded once: the discarder's first discard came after it in the go-round
    n = req.players
    return own == 1 and src is not None and (src.index - req.dealer) % n < (s.index - req.dealer) % n


def first_turn_before_own_discard(message: Text) -> SeatRule:
    """A first-turn win comes before the seat's own first discard (天和 / 地和 'before it has discarded'; tenhou,
    chiihou, renhou): the seat's discards, when given, show none."""
    return SeatRule("win.first_turn", all_of(flag("first_turn"), has_discarded), message, chain=FIRST)


def first_turn_in_first_go_round(message: Text) -> SeatRule:
    """A first-turn win is won in the first go-round (Guizhou's 地胡: 'the first round, on a discard or self-drawn'):
    the discards, when given, show it is."""
    return SeatRule("win.first_turn", all_of(flag("first_turn"), past_first_go_round), message, chain=FIRST)


FIRST = "first_turn"  # the chain of the first-turn rules: only the first broken one is reported


__all__ = [
    "FIRST",
    "STOP",
    "Check",
    "FifthCopies",
    "RedFives",
    "RequiredIndicator",
    "SeatRule",
    "SeatRules",
    "TileFields",
    "after_kong_needs_self_draw",
    "all_of",
    "any_of",
    "first_turn_before_own_discard",
    "first_turn_dealer_self_draws",
    "first_turn_in_first_go_round",
    "first_turn_without_melds",
    "flag",
    "has_discarded",
    "has_kong",
    "has_melds",
    "has_open_melds",
    "is_dealer",
    "not_",
    "past_first_go_round",
    "robbed",
    "run_checks",
    "self_drawn",
]


# ---------------------------------------------------------- what a hand moves ---

DEALER_STREAK_NAME = N_("the dealer streak")


def _money_field(rs: RuleSet, req: ScoreRequest, path: str) -> tuple[Text, Any, Any]:
    """The words, the request's value and the default of one of `RuleSet.money_fields`: `options.<key>`,
    `table.<key>` or the common `dealer_streak`."""
    group, _dot, key = path.partition(".")
    if group == "options":
        f = rs.option(key)
        value = req.options.get(key)
    elif group == "table":
        f = next((x for x in rs.table_fields if x.key == key), None)
        value = req.table.get(key)
    else:
        return DEALER_STREAK_NAME, req.dealer_streak, 0
    if f is None:
        raise KeyError(f"{rs.key}: money field {path} is not one of its fields")
    return f.names, value, f.default


def moved_errors(rs: RuleSet, req: ScoreRequest, settlement: Settlement) -> list[FieldError]:
    """A hand that moves more than `MAX_MOVED` points in all (every payment added up) is refused, naming each of
    the rule set's `money_fields` the request sets above its default (the first of them when none is): nothing
    past 2^53 - 1 is ever printed as if exact, stored or sent to a page that counts in JavaScript's numbers."""
    moved = 0
    for t in settlement.transfers:  # a loop, not a generator: it runs for every hand scored
        moved += abs(t.amount)
    if moved <= MAX_MOVED:
        return []
    fields = [(path, *_money_field(rs, req, path)) for path in rs.money_fields]
    chosen = [(path, name) for path, name, value, default in fields if value != default] or [
        (path, name) for path, name, _v, _d in fields[:1]
    ]
    names = Text.build(lambda lang: " / ".join(n.get(lang) for _p, n in chosen))
    message = M.TOO_MUCH_MOVED.format(moved=f"{moved:,}", max=f"{MAX_MOVED:,}", fields=names)
    return [FieldError(path, message) for path, _n in chosen] or [FieldError("seats", message)]
