"""The table's progress over a session: pure functions, no Django, no I/O.

A session is replayed hand by hand: `TableState` is what the table knows before a hand (dealer,
dealer streak / honba, riichi sticks on the table, round wind and hand number, who sits where,
each player's running total); `Outcome` is what a recorded hand's request and answer say happened
(`outcome_from`); each rule set's `next_hand(state, outcome, options) -> TableState` gives the state
before the next hand. Each rule set carries its own `Progress` (`RuleSet.progress`); this module holds the records
and helpers they share and imports no rule set.

Seats are the request's seat indices (turn order: seat i+1 plays after seat i); players are the
session's players by index; `seating[seat]` is the player sitting there. Totals are per player.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from dataclasses import field as _field
from typing import Any

from .errors import FieldError, RequestError
from .kinds import MISSING
from .model import CHOICE, EMPTY, INT, Field, Preset
from .text import N_, Text

WIN = "win"
DRAW = "draw"
ABORTIVE = "abortive"
CHOMBO = "chombo"
KINDS = (WIN, DRAW, ABORTIVE, CHOMBO)

WIND_NAMES = (
    N_("East"),
    N_("South"),
    N_("West"),
    N_("North"),
)


class ProgressError(RequestError):
    """A hand the table's progress cannot take (the game is over, a redraw is due, a seat out of range)."""


GAME_OVER = N_("this game is over: no further hand can be recorded")
REDRAW_DUE = N_("the dealer has kept the deal four times: enter the new seating first")
BAD_SEAT = N_("a seat out of range")
BAD_SEATING = N_("the new seating must put every player in exactly one seat")
NO_REDRAW = N_("no redraw of seats is due now")


@dataclass(frozen=True, slots=True, kw_only=True)
class Outcome:
    """What one recorded hand did to the table, read from its request and answer."""

    kind: str  # WIN | DRAW | ABORTIVE | CHOMBO
    change: tuple[int, ...]  # each SEAT's change of score (the answer's score_change, else net)
    winners: tuple[int, ...] = ()
    discarder: int | None = None  # None: self-draw (or no win)
    tenpai: tuple[int, ...] = ()  # seats tenpai at an exhaustive draw
    riichi: tuple[int, ...] = ()  # seats that declared riichi in this hand (a deposit each)
    chombo: int | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class TableState:
    """The table before a hand (or, with game_over, after the last one)."""

    players: int
    hands: int = 0  # hands recorded so far
    dealer: int = 0  # seat
    streak: int = 0  # the request's dealer_streak (连庄 / honba)
    sticks: int = 0  # riichi sticks (deposits) on the table
    round_wind: int = 0  # 0 East .. 3 North
    round_hand: int = 0  # 0-based hand of the round (East 1 = 0)
    seating: tuple[int, ...]  # seating[seat] = player index
    scores: tuple[int, ...]  # running total per PLAYER
    redraw_due: bool = False  # Wenzhou: the seats must be redrawn before the next hand
    game_over: bool = False
    end: str = (
        ""  # why the game ended: "last_hand", "dealer_top", "tobi" (riichi also "tenpai_top", "target", "agreed")
    )
    extra: bool = False  # riichi: the game is in its sudden-death extra round (West after South, South after East)

    def player_at(self, seat: int) -> int:
        return self.seating[seat]

    def seat_of(self, player: int) -> int:
        return self.seating.index(player)


@dataclass(frozen=True, slots=True, kw_only=True)
class Standing:
    """One player's place: `total` the running total; `final` the ranked result (riichi uma/oka) or the total."""

    player: int
    rank: int  # 1-based
    total: int
    final: int


@dataclass(frozen=True, slots=True, kw_only=True)
class FinalResult:
    """A finished game's result, per PLAYER (index as in `TableState.scores`), in the rule set's own words:

    `points` the final points (the sticks left on the table given as the rules say), `sticks` how many were left
    and `sticks_to` who got them (None: lost, or none left; the first of `sticks_shared`, the players tied for first
    place who shared them where the rules split ties, empty when one player got them all), `ranks` each player's place (1-based; equal places
    only where the rules split ties), `order` the players from the first place down, `uma` and `oka` what each
    gets for its place (in points), `scores` the final score in points (1000 = 1.0) in the rule set's rounding.
    Where the rule set has no ranked result, `scores` are the points and uma / oka are zero."""

    points: tuple[int, ...]
    sticks: int = 0
    sticks_to: int | None = None
    sticks_shared: tuple[int, ...] = ()
    ranks: tuple[int, ...]
    order: tuple[int, ...]
    uma: tuple[int, ...]
    oka: tuple[int, ...]
    scores: tuple[int, ...]


def totals_result(state: TableState, options: Mapping[str, Any]) -> FinalResult:
    """The final result of a table that ranks by its totals (the Chinese rule sets): higher first, equal totals in
    starting seat order."""
    order = tuple(sorted(range(state.players), key=lambda p: (-state.scores[p], p)))
    ranks = [0] * state.players
    for i, p in enumerate(order):
        ranks[p] = i + 1
    zero = (0,) * state.players
    return FinalResult(points=state.scores, ranks=tuple(ranks), order=order, uma=zero, oka=zero, scores=state.scores)


def _no_facts(state: TableState) -> Mapping[str, Any]:
    return EMPTY


def _no_summary(options: Mapping[str, Any], players: int) -> tuple[tuple[Text, Any], ...]:
    return ()


def _no_check(options: Mapping[str, Any], players: int) -> list[FieldError]:
    return []


def _end_now(state: TableState) -> TableState:
    return replace(state, game_over=True, end=AGREED)


AGREED = "agreed"  # the table ended the game itself (time up, by agreement)


def _streak_kept(options: Mapping[str, Any]) -> str:
    return "streak"


@dataclass(frozen=True, slots=True, kw_only=True)
class Progress:
    """One rule set's progress: its options as `Field`s (defaults, presets) and its pure functions.

    Everything the scoresheet's pages need to know about a rule set's table is here, so they never ask which
    rule set it is: which options a new session offers (`fields`), the presets of the final result
    (`result_presets`), whether the final result differs from the totals (`ranked_result`), how a table state is
    told (`by_wind`, `streak_words`), which request facts the state fills (`table_facts`), what the options imply
    (`summary`) and how they are checked against the number of players (`check`)."""

    start: Callable[[int, Mapping[str, Any]], TableState]
    next_hand: Callable[[TableState, Outcome, Mapping[str, Any]], TableState]
    standings: Callable[[TableState, Mapping[str, Any]], tuple[Standing, ...]]
    fields: tuple[Field, ...] = ()
    # the rule set's presets fix some progress options too: rule preset key -> option key -> value
    presets: Mapping[str, Mapping[str, Any]] = _field(default_factory=lambda: EMPTY)
    # the final result's own presets, chosen beside the rule preset (riichi: starting points, return, uma); the
    # first is the default. An option any of them sets is offered blank on a new session: "as the preset says".
    result_presets: tuple[Preset, ...] = ()
    ranked_result: bool = False  # the final result is not the totals (uma, oka): pages show it beside them
    by_wind: bool = False  # a state is told by round wind and hand (East 1), not by a count of hands
    # how the dealer streak is counted, given the options: "kept" (hands the dealer kept), "honba" or "streak"
    streak_words: Callable[[Mapping[str, Any]], str] = _streak_kept
    streak_names: Text | None = None  # the name of the request's dealer_streak in this rule set (本場), if its own
    # the request's `table` facts the state before a hand fills (riichi: sticks on the table, the round wind)
    table_facts: Callable[[TableState], Mapping[str, Any]] = _no_facts
    summary: Callable[[Mapping[str, Any], int], tuple[tuple[Text, Any], ...]] = _no_summary  # implied values (oka)
    check: Callable[[Mapping[str, Any], int], list[FieldError]] = _no_check  # options against the players
    # the final result of a finished game (or of one ended now by agreement: `end_now`), per player
    final_result: Callable[[TableState, Mapping[str, Any]], FinalResult] = totals_result
    # the game ended where the table stands (by agreement, time up): the state with game_over set
    end_now: Callable[[TableState], TableState] = _end_now
    # play on where the rules ended the game (the house plays on): the state before the next hand, or a
    # ProgressError when it cannot go on (riichi: a bankrupt player)
    play_on: Callable[[TableState, Mapping[str, Any]], TableState] | None = None

    @property
    def defaults(self) -> dict[str, Any]:
        return {f.key: f.default for f in self.fields}

    def field(self, key: str) -> Field | None:
        return next((f for f in self.fields if f.key == key), None)

    def result_preset(self, key: str | None) -> Preset | None:
        return next((p for p in self.result_presets if p.key == key), None)

    def fits(self, preset: Preset, players: int) -> bool:
        """Whether a result preset is for a table of `players`: one made for some numbers of players
        (`Preset.players`) at those only; any other where the rule set's `check` takes its values at that number
        (riichi: an uma of one number per place)."""
        if preset.players:
            return players in preset.players
        return not self.check({**self.defaults, **preset.values}, players)

    def result_presets_for(self, players: int) -> tuple[Preset, ...]:
        """The result presets a table of `players` may take, in order (the first is its default)."""
        return tuple(p for p in self.result_presets if self.fits(p, players))

    @property
    def result_keys(self) -> frozenset[str]:
        """The options a result preset sets (offered blank on a new session: "as the preset says")."""
        return frozenset(k for p in self.result_presets for k in p.values)

    def start_score(self, options: Mapping[str, Any]) -> int:
        """What each player starts with (riichi's starting points; 0 where the table counts from nothing)."""
        return self.start(1, options).scores[0]


# ------------------------------------------------------------ helpers ---


def initial_state(players: int, *, start_score: int = 0) -> TableState:
    return TableState(
        players=players,
        seating=tuple(range(players)),
        scores=(start_score,) * players,
    )


def check_outcome(state: TableState, outcome: Outcome) -> None:
    """Refuse what the progress cannot take; every problem names its field."""
    if state.game_over:
        raise ProgressError([FieldError("hand", GAME_OVER)])
    if state.redraw_due:
        raise ProgressError([FieldError("seating", REDRAW_DUE)])
    n = state.players
    errors = []
    if len(outcome.change) != n:
        errors.append(FieldError("answer.net", BAD_SEAT))
    for name, seats in (("winners", outcome.winners), ("tenpai", outcome.tenpai), ("riichi", outcome.riichi)):
        if any(not 0 <= s < n for s in seats):
            errors.append(FieldError(name, BAD_SEAT))
    for name, seat in (("discarder", outcome.discarder), ("chombo", outcome.chombo)):
        if seat is not None and not 0 <= seat < n:
            errors.append(FieldError(name, BAD_SEAT))
    if errors:
        raise ProgressError(errors)


def add_change(state: TableState, change: tuple[int, ...]) -> tuple[int, ...]:
    """Each seat's change added to the total of the player sitting there."""
    scores = list(state.scores)
    for seat, amount in enumerate(change):
        scores[state.seating[seat]] += amount
    return tuple(scores)


def redraw(state: TableState, seating: tuple[int, ...]) -> TableState:
    """The seats redrawn (Wenzhou after four kept deals): the new East (seat 0) deals, streak 0."""
    if not state.redraw_due:
        raise ProgressError([FieldError("seating", NO_REDRAW)])
    if sorted(seating) != list(range(state.players)):
        raise ProgressError([FieldError("seating", BAD_SEATING)])
    return replace(state, seating=tuple(seating), dealer=0, streak=0, redraw_due=False)


def rank_by_total(state: TableState) -> tuple[Standing, ...]:
    """Higher total first; equal totals keep the starting seat order (the first East first)."""
    order = sorted(range(state.players), key=lambda p: (-state.scores[p], p))
    return tuple(
        Standing(player=p, rank=i + 1, total=state.scores[p], final=state.scores[p]) for i, p in enumerate(order)
    )


def outcome_from(request: Mapping[str, Any], answer: Mapping[str, Any]) -> Outcome:
    """What a stored request and its 200 answer say happened (contract.md fields only)."""
    seats = list(request.get("seats") or [])
    table = request.get("table") or {}
    winners = tuple(i for i, s in enumerate(seats) if isinstance(s, Mapping) and s.get("win"))
    discarder = None
    for i in winners:
        win = seats[i]["win"]
        if isinstance(win, Mapping) and win.get("by") in ("discard", "robbed_kong") and win.get("from") is not None:
            discarder = int(win["from"])
            break
    riichi = tuple(i for i, s in enumerate(seats) if isinstance(s, Mapping) and s.get("riichi"))
    change = tuple(int(v) for v in (answer.get("score_change") or answer.get("net") or ()))
    chombo = answer.get("chombo", table.get("chombo"))
    if chombo is not None:
        return Outcome(kind=CHOMBO, change=change, chombo=int(chombo))
    draw = answer.get("draw")
    if draw and draw != "exhaustive":
        return Outcome(kind=ABORTIVE, change=change, riichi=riichi)
    if winners:
        return Outcome(kind=WIN, change=change, winners=winners, discarder=discarder, riichi=riichi)
    if isinstance(answer.get("tenpai"), list):
        tenpai = tuple(i for i, t in enumerate(answer["tenpai"]) if t)
    else:
        tenpai = tuple(i for i, s in enumerate(seats) if isinstance(s, Mapping) and s.get("tenpai") is True)
    return Outcome(kind=DRAW, change=change, tenpai=tenpai, riichi=riichi)


def replay(
    progress: Progress,
    players: int,
    options: Mapping[str, Any],
    outcomes: list[Outcome | tuple[int, ...]],
) -> list[TableState]:
    """States before each hand and after the last: len(outcomes) + 1 states.

    An item that is a tuple of ints is a redraw of seats (Wenzhou) entered before the next hand.
    """
    states = [progress.start(players, options)]
    for item in outcomes:
        if isinstance(item, Outcome):
            states.append(progress.next_hand(states[-1], item, options))
        else:
            states[-1] = redraw(states[-1], tuple(item))
    return states


def resolve(
    prog: Progress,
    preset: str | None,
    overrides: Mapping[str, Any] | None = None,
    *,
    result_preset: str | None = None,
    players: int | None = None,
) -> dict[str, Any]:
    """Every progress option: the defaults, then the rule preset's, the result preset's (none named: the first, or
    with `players` the first made for that table) and the overrides."""
    opts = prog.defaults
    opts.update(prog.presets.get(preset or "", {}))
    offered = prog.result_presets if players is None else prog.result_presets_for(players)
    chosen = prog.result_preset(result_preset) or (offered[0] if offered else None)
    if chosen is not None:
        opts.update(chosen.values)
    for k, v in (overrides or {}).items():
        if k in opts:
            opts[k] = v
    return opts


def read_options(
    prog: Progress, given: Mapping[str, Any], players: int, *, path: str = "progress_options"
) -> tuple[dict[str, Any], list[FieldError]]:
    """Progress options as JSON gives them (an imported file, a form's converted values), read by each option's
    kind: the typed values (lists for JSON) and every problem naming its option (`path.key`); unknown keys are
    errors. The rule set's own check of the resolved options against the players is `prog.check`."""
    errors: list[FieldError] = []
    out: dict[str, Any] = {}
    for key, value in given.items():
        f = prog.field(key) if isinstance(key, str) else None
        if f is None:
            errors.append(FieldError(f"{path}.{key}", UNKNOWN_OPTION))
            continue
        v = f.kind.read(f, value, f"{path}.{key}", errors, players)
        if v is not MISSING:
            out[key] = list(v) if isinstance(v, tuple) else v
    return out, errors


UNKNOWN_OPTION = N_("an option this rule set does not have")


# ------------------------------------------- a Chinese table's session length and first dealer (issue 26) ---
# The Chinese rule texts play on until the table stops; a club plays a set number of hands or rounds, and chooses who
# deals first (Guizhou line 22: the room's host). Options of each rule set's progress, from these shared fields.

LENGTH_ENDED = "length"  # `TableState.end`: the hands or rounds agreed were played

FIRST_DEALER = Field(
    key="first_dealer",
    kind=CHOICE,
    default=0,
    names=N_("Who deals first"),
    explanation=N_(
        "The player who deals the first hand, counted in the order the names were entered (East, South, West, North). The rule texts start with the host (the first name) or East."
    ),
    choices=(
        (0, N_("The first name (the host, East)")),
        (1, N_("The second name (South)")),
        (2, N_("The third name (West)")),
        (3, N_("The fourth name (North)")),
    ),
)
HANDS_TO_PLAY = Field(
    key="hands_to_play",
    kind=INT,
    default=0,
    min=0,
    max=999,
    names=N_("Hands to play"),
    explanation=N_(
        "The session ends after this many hands (each recorded hand counts, a draw too). 0: it goes on until the table stops it."
    ),
)
ROUNDS_TO_PLAY = Field(
    key="rounds_to_play",
    kind=INT,
    default=0,
    min=0,
    max=99,
    names=N_("Rounds to play"),
    explanation=N_(
        "The session ends when the deal has gone round the table this many times (a round: every player has dealt and passed the deal on). 0: it goes on until the table stops it."
    ),
)


def length_fields(*, rounds: bool) -> tuple[Field, ...]:
    """The session-length options of a Chinese table: who deals first, the hands to play and (where the deal passes
    round the table in an order) the rounds to play."""
    return (FIRST_DEALER, HANDS_TO_PLAY, ROUNDS_TO_PLAY) if rounds else (FIRST_DEALER, HANDS_TO_PLAY)


def start_with_first_dealer(players: int, options: Mapping[str, Any]) -> TableState:
    """The first hand's state: the chosen player deals (a seat the table does not have counts as the first)."""
    first = options.get(FIRST_DEALER.key) or 0
    return replace(initial_state(players), dealer=first if 0 <= first < players else 0)


def passed_on(state: TableState, new_dealer: int) -> tuple[int, int]:
    """(rounds completed, deals passed in this round) after the next hand: the deal passing counts one, a full turn
    of the table a round (`round_wind` and `round_hand` keep them for a Chinese table)."""
    if new_dealer == state.dealer:
        return state.round_wind, state.round_hand
    hand = state.round_hand + 1
    if hand >= state.players:
        return state.round_wind + 1, 0
    return state.round_wind, hand


def length_reached(before: TableState, after: TableState, options: Mapping[str, Any]) -> TableState:
    """The state after a hand, ended by the hand that completes the hands or rounds agreed (`LENGTH_ENDED`). Only
    that hand ends it: a table that plays on past it (`play_on_past_length`) is not stopped again."""
    hands = options.get(HANDS_TO_PLAY.key) or 0
    rounds = options.get(ROUNDS_TO_PLAY.key) or 0
    if (hands and after.hands == hands) or (rounds and before.round_wind < rounds == after.round_wind):
        return replace(after, game_over=True, end=LENGTH_ENDED)
    return after


def play_on_past_length(state: TableState, options: Mapping[str, Any]) -> TableState:
    """The table plays on after the length agreed (or after ending by agreement): the game goes on, hand by hand."""
    return replace(state, game_over=False, end="")
