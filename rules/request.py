"""Reading a score request (contract.md): the request contract declared once, read in one pass, then the
domain checks, each error naming its field.

`parse_request(data)` turns the JSON value into a typed `ScoreRequest` with
options and table facts resolved, or raises `RequestError` listing every
problem found. Order of work:

1. one pass over the JSON: every field is read by its declared `Field` (kind object, default, limits,
   message): the common ones below (`TOP_FIELDS`, `SEAT_FIELDS`, `WIN_FIELDS`, `MELD_FIELDS`) and the rule
   set's (`options`, `table_fields`, `seat_fields`, `win_fields`, `indicator_roles`);
2. the common domain checks over the typed request (`_cross_checks`: hand sizes, win tile, tiles in play,
   fifth copies, red fives, several winners), then the shared checks that `RuleSet` data drives
   (`rules/checks.py`);
3. the rule set's own `validate`.

A later step runs only when the earlier ones found nothing, so a rule set's `validate` and `score`
may rely on a well-formed request. `resolve_options` is the one place that merges option defaults,
a preset and overrides; the web layer calls it too.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from rules.refs import SeatRef

from . import messages as M
from . import registry
from .checks import run_checks
from .engine import over_supply
from .history import HISTORY_KEYS
from .history import check as check_history
from .history import read as read_history
from .kinds import BOOL, CHOICE, INT, MISSING
from .model import NO_TILE, Field, FieldError, Meld, Preset, RequestError, RuleSet, ScoreRequest, SeatInput, Win
from .text import DEFAULT_LANG, LANGS, N_, same
from .tiles import KIND_OF, N_KINDS, TileError, parse, parse_one, tile_str

_NONE = same("")

#: A field asked only at some numbers of players (`Field.players`), given at another; a preset for some numbers.
NOT_AT_PLAYERS = N_("asked only with {players} players; this request has {n}")
NO_CHI_AT = N_("no chi is called with {n} players")
PRESET_PLAYERS = N_("the preset {preset} is for {players} players; this request has {n}")


def _common(key: str, kind: Any, default: Any = None, **kw: Any) -> Field:
    """A field of the common request contract (its words are the contract's, not a rule page's)."""
    return Field(key=key, kind=kind, default=default, names=_NONE, explanation=_NONE, **kw)


# --------------------------------------------------------- the contract ---

TOP_KEYS = frozenset(
    {"ruleset", "lang", "preset", "options", "players", "dealer", "dealer_streak", "indicators", "table", "seats"}
)
#: The common top-level numbers (dealer's limit is the last seat: `dealer_field(players)`).
DEALER_STREAK = _common("dealer_streak", INT, 0, min=0, max=1000)
_STREAK_MAX = 1000
_DEALER = {n: _common("dealer", INT, 0, min=0, max=n - 1) for n in range(1, 9)}

#: Per seat: the declarations a rule set may allow (`RuleSet.declarations`) and the draw's tenpai flag.
RIICHI = _common("riichi", CHOICE, None, choices=(("single", _NONE), ("double", _NONE)), message=M.RIICHI_VALUE)
IPPATSU = _common("ippatsu", BOOL, False)
BAOTING = _common("baoting", BOOL, False)
TENPAI = _common("tenpai", BOOL, None)
SEAT_KEYS = frozenset({"hand", "melds", "win", "tenpai", "riichi", "ippatsu", "baoting", *HISTORY_KEYS})
DECLARATIONS = frozenset({"riichi", "ippatsu", "baoting"})

#: Per win: how it was won and the situation flags every rule set reads.
WIN_BY = ("self_draw", "discard", "robbed_kong")
BY = _common("by", CHOICE, None, choices=tuple((b, _NONE) for b in WIN_BY), message=M.BAD_WIN_BY)
WIN_FLAGS = ("after_kong", "last_tile", "first_turn", "after_kong_discard")
WIN_FLAG_FIELDS = tuple(_common(k, BOOL, False) for k in WIN_FLAGS)
WIN_KEYS = frozenset({"tile", "by", "from", *WIN_FLAGS})

#: Per meld.
MELD_KINDS = ("chi", "pon", "kong")
MELD_KIND = _common("kind", CHOICE, None, choices=tuple((k, _NONE) for k in MELD_KINDS), message=M.MELD_KIND)
KONG = _common(
    "kong", CHOICE, None, choices=tuple((k, _NONE) for k in ("concealed", "exposed", "added")), message=M.KONG_TYPE
)
MELD_KEYS = frozenset({"kind", "tiles", "from", "kong"})


def dealer_field(players: int) -> Field:
    return _DEALER[players]


def _int(v: Any) -> bool:
    return type(v) is int or (isinstance(v, int) and not isinstance(v, bool))


def request_lang(data: Any) -> str:
    """The language to answer in, even when the rest of the request is bad."""
    if type(data) is dict or isinstance(data, Mapping):
        lang = data.get("lang")
        if type(lang) is str and lang in LANGS:
            return lang
    return DEFAULT_LANG


# ---------------------------------------------- per rule set, computed once ---


@dataclass(frozen=True, slots=True)
class _Spec:
    """A rule set's declarations as look-up tables (built once per rule set)."""

    options: Mapping[str, Field]
    presets: Mapping[str, Preset]
    resolved: Mapping[str, Mapping[str, Any]]  # preset key -> defaults <- preset values
    table: Mapping[str, Field]
    table_defaults: Mapping[str, Any]
    seat_fields: Mapping[str, Field]
    win_fields: Mapping[str, Field]
    outcome_fields: Mapping[str, Field]
    indicators: Mapping[str, Field]
    seat_keys: frozenset[str]  # allowed in a seat (the common keys, its declarations and the rule set's seat fields)
    win_keys: frozenset[str]  # allowed in a win (the common keys and the rule set's win fields)
    default_players: int
    default_preset: str
    kinds_out: Mapping[int, tuple[bool, ...]]  # players -> by tile kind: not in play (`RuleSet.kinds_for`)
    some_out: Mapping[int, bool]  # players -> some kind is not in play
    preset_players: Mapping[str, tuple[int, ...]]  # preset key -> the numbers of players it is for (when it says)
    # seat index -> the record of a seat given as {} (every default): immutable all through (its `extra` is
    # read-only), so one record per index serves every request
    empty_seats: tuple[SeatInput, ...]
    # the rule set's seat facts and win facts at their defaults, read-only: the `extra` of every seat or win
    # that gives none of them (most), shared like `empty_seats`
    seat_defaults: Mapping[str, Any]
    win_defaults: Mapping[str, Any]
    # (preset, players, the options as given) -> the resolved options, for requests that repeat them (`_options`)
    resolved_given: dict[tuple[Any, ...], dict[str, Any]] = dataclasses.field(default_factory=dict)
    # (kind, tiles, from, kong, seat, players) -> the `Meld` read without error from a meld of plain values: melds
    # repeat from request to request, and a `Meld` is immutable (`_melds`)
    melds_read: dict[tuple[Any, ...], Meld] = dataclasses.field(default_factory=dict)
    # (seat, players, the win's items as given, their types) -> the `Win` read without error from a win of plain
    # values, likewise (`_win`)
    wins_read: dict[tuple[Any, ...], Win] = dataclasses.field(default_factory=dict)


_SPECS: dict[str, tuple[RuleSet, _Spec]] = {}


def _spec(rs: RuleSet) -> _Spec:
    got = _SPECS.get(rs.key)
    if got is not None and got[0] is rs:
        return got[1]
    defaults = {o.key: o.default for o in rs.options}
    seat_defaults = MappingProxyType({f.key: f.default for f in rs.seat_fields})
    spec = _Spec(
        options={o.key: o for o in rs.options},
        presets={p.key: p for p in rs.presets},
        resolved={p.key: {**defaults, **p.values} for p in rs.presets},
        table={f.key: f for f in rs.table_fields},
        table_defaults={f.key: f.default for f in rs.table_fields},
        seat_fields={f.key: f for f in rs.seat_fields},
        win_fields={f.key: f for f in rs.win_fields},
        outcome_fields={f.key: f for f in rs.outcome_fields},
        indicators={f.key: f for f in rs.indicator_roles},
        seat_keys=(SEAT_KEYS - (DECLARATIONS - rs.declarations))
        | {f.key for f in rs.seat_fields}
        | ({"outcome"} if rs.outcome_fields else set()),
        win_keys=WIN_KEYS | {f.key for f in rs.win_fields},
        default_players=4 if 4 in rs.players else max(rs.players),
        default_preset=rs.default_preset,
        kinds_out={n: tuple(k not in rs.kinds_for(n) for k in range(N_KINDS)) for n in rs.players},
        some_out={n: any(k not in rs.kinds_for(n) for k in range(N_KINDS)) for n in rs.players},
        preset_players={p.key: p.players for p in rs.presets if p.players},
        empty_seats=tuple(SeatInput(index=i, hand=None, extra=seat_defaults) for i in range(max(rs.players))),
        seat_defaults=seat_defaults,
        win_defaults=MappingProxyType({f.key: f.default for f in rs.win_fields}),
    )
    _SPECS[rs.key] = (rs, spec)
    return spec


def resolve_options(
    rs: RuleSet, preset: str | None = None, overrides: Mapping[str, Any] | None = None
) -> dict[str, Any]:
    """Every option's value: its default <- the preset's value <- the override (already typed values).

    The one place that merges them: the request reader and the web layer both call it. An unknown
    preset counts as the first; unknown override keys are left out.
    """
    spec = _spec(rs)
    values = dict(spec.resolved.get(preset or rs.default_preset) or spec.resolved[rs.presets[0].key])
    if overrides:
        for key, v in overrides.items():
            if key in spec.options:
                values[key] = v
    return values


# ------------------------------------------------------------ reading ---


def parse_request(data: Any) -> ScoreRequest:
    errors: list[FieldError] = []
    if type(data) is not dict and not isinstance(data, Mapping):
        raise RequestError([FieldError("", M.NOT_OBJECT)])
    if not TOP_KEYS.issuperset(data):
        for key in data:
            if key not in TOP_KEYS:
                errors.append(FieldError(str(key), M.UNKNOWN_FIELD.format(key=key)))
    lang = data.get("lang", DEFAULT_LANG)
    if lang not in LANGS:
        errors.append(FieldError("lang", M.UNKNOWN_LANG.format(value=lang, choices=", ".join(LANGS))))
        lang = DEFAULT_LANG

    rs_key = data.get("ruleset")
    if rs_key is None:
        errors.append(FieldError("ruleset", M.REQUIRED))
        raise RequestError(errors)
    rs = registry.RULE_SETS.get(rs_key) if isinstance(rs_key, str) else None
    if rs is None:
        choices = ", ".join(registry.RULE_SETS) or "-"
        errors.append(FieldError("ruleset", M.UNKNOWN_RULESET.format(value=rs_key, choices=choices)))
        raise RequestError(errors)
    spec = _spec(rs)

    # players first: seats are numbered against it (absent: the preset's, else the rule set's default)
    players = data.get("players", MISSING)
    if players is MISSING:
        players = _default_players(spec, data.get("preset"))
    players_ok = _int(players) and players in rs.players
    if not players_ok:
        errors.append(FieldError("players", M.BAD_PLAYERS.format(choices=", ".join(map(str, sorted(rs.players))))))
        players = spec.default_players

    options = _options(rs, spec, data, errors, players)
    # dealer and streak: a plain int within the bounds is what their fields accept as it is; anything else is read
    # by the field (its default when absent, its error when bad)
    dealer = data.get("dealer", 0)
    if type(dealer) is not int or not 0 <= dealer < players:
        dealer = _value(dealer_field(players), data, errors, players)
    streak = data.get("dealer_streak", 0)
    if type(streak) is not int or not 0 <= streak <= _STREAK_MAX:
        streak = _value(DEALER_STREAK, data, errors, players)
    indicators = _indicators(spec, data.get("indicators", EMPTY_DICT), errors)
    table = _fields(spec.table, spec.table_defaults, data.get("table", EMPTY_DICT), "table", errors, players)
    n_err = len(errors)
    seats = _seats(rs, spec, data.get("seats"), errors, players)
    if not players_ok:  # the seats are counted against a number of players that was refused: say only that
        errors[n_err:] = [e for e in errors[n_err:] if e.field != "seats"]
    if errors:
        raise RequestError(errors)

    req = ScoreRequest(
        ruleset=rs.key,
        preset=data.get("preset", spec.default_preset),
        options=options,
        players=players,
        dealer=dealer,
        dealer_streak=streak,
        indicators=indicators,
        table=table,
        seats=seats,
        lang=lang,
    )
    _cross_checks(rs, spec, req, errors)
    if not errors:
        for s in seats:
            if s.history is not None:  # what happened (rules/history.py)
                errors.extend(check_history(rs, req))
                break
    if errors:
        raise RequestError(errors)
    errors.extend(run_checks(rs.checks, req))
    if errors:
        raise RequestError(errors)
    if rs.validate is not None:
        errors.extend(rs.validate(req))
        if errors:
            raise RequestError(errors)
    return req


EMPTY_DICT: Mapping[str, Any] = {}


def _default_players(spec: _Spec, preset: Any) -> int:
    """The number of players a request without `players` has: its preset's first, else the rule set's default."""
    if type(preset) is str and preset in spec.preset_players:
        return spec.preset_players[preset][0]
    return spec.default_players


def _players_only(f: Field, path: str, errors: list[FieldError], players: int) -> bool:
    """A field given at a number of players it is not asked at: its error, True (it is then left out)."""
    if f.players and players not in f.players:
        errors.append(FieldError(path, NOT_AT_PLAYERS.format(players=_count_words(f.players), n=players)))
        return True
    return False


def _count_words(players: tuple[int, ...]) -> str:
    return ", ".join(map(str, players))


def _value(f: Field, data: Mapping[str, Any], errors: list[FieldError], players: int, path: str = "") -> Any:
    """`data[f.key]` read by its field (the default when absent or bad)."""
    raw = data.get(f.key, MISSING)
    if raw is MISSING:
        return f.default
    v = f.kind.read(f, raw, path + f.key, errors, players)
    return f.default if v is MISSING else v


def _options(
    rs: RuleSet, spec: _Spec, data: Mapping[str, Any], errors: list[FieldError], players: int
) -> dict[str, Any]:
    preset_key = data.get("preset", spec.default_preset)
    if not (isinstance(preset_key, str) and preset_key in spec.presets):
        # the presets for this number of players (a three-player preset is no choice at four)
        choices = ", ".join(p.key for p in rs.presets if not p.players or players in p.players)
        errors.append(FieldError("preset", M.UNKNOWN_PRESET.format(value=preset_key, choices=choices)))
        preset_key = rs.presets[0].key
    preset_for = spec.preset_players.get(preset_key)
    if preset_for and players not in preset_for:
        msg = PRESET_PLAYERS.format(preset=preset_key, players=_count_words(preset_for), n=players)
        errors.append(FieldError("preset", msg))
    given = data.get("options", EMPTY_DICT)
    if type(given) is not dict and not isinstance(given, Mapping):
        errors.append(FieldError("options", M.NOT_DICT))
        return resolve_options(rs, preset_key)
    # The resolved options are a pure function of the preset, the options as given (and the number of players,
    # which a seat-valued option kind would read), and requests repeat the same few: they are looked up by all
    # three when every value given is a plain scalar (its type in the key: `true` and `1` are equal keys, not
    # equal options). Only an outcome whose options read without error is kept, and each request gets a copy.
    memo = spec.resolved_given
    key = _given_key(preset_key, given, players)
    if key is not None:
        got = memo.get(key)
        if got is not None:
            return dict(got)
    n_err = len(errors)
    typed = {}
    for name, raw in given.items():
        f = spec.options.get(name) if isinstance(name, str) else None
        if f is None:
            errors.append(FieldError(f"options.{name}", M.UNKNOWN_OPTION.format(ruleset=rs.key, key=name)))
            continue
        if f.players and _players_only(f, f"options.{name}", errors, players):
            continue
        v = f.kind.read(f, raw, f"options.{name}", errors, players)
        if v is not MISSING:
            typed[name] = v
    values = resolve_options(rs, preset_key, typed)
    if key is not None and len(errors) == n_err:
        if len(memo) >= _MEMO_MAX:
            memo.clear()
        memo[key] = dict(values)
    return values


def read_options(rs: RuleSet, preset: Any, given: Any, players: int | None = None) -> dict[str, Any]:
    """A preset and options as JSON gives them, read and resolved alone (no hand to check: a session's rules when
    it is created); RequestError naming each bad one."""
    spec = _spec(rs)
    errors: list[FieldError] = []
    values = _options(rs, spec, {"preset": preset, "options": given}, errors, players or _default_players(spec, preset))
    if errors:
        raise RequestError(errors)
    return values


_MEMO_MAX = 4096  # entries of a rule set's `resolved_given`; emptied when full
_SCALARS = frozenset({str, int, bool, type(None)})


def _given_key(preset_key: str, given: Mapping[str, Any], players: int) -> tuple[Any, ...] | None:
    """The memo key of a preset and the options as given: the items and each value's type; None when some value
    is not a str, int, bool or null (a list, an object, a float) and the options go the long way."""
    types = tuple(map(type, given.values()))
    if not _SCALARS.issuperset(types):
        return None
    return (preset_key, players, tuple(given.items()), types)


def _fields(
    fields: Mapping[str, Field],
    defaults: Mapping[str, Any],
    given: Any,
    path: str,
    errors: list[FieldError],
    players: int,
) -> dict[str, Any]:
    values = dict(defaults)
    if type(given) is not dict and not isinstance(given, Mapping):
        errors.append(FieldError(path, M.NOT_DICT))
        return values
    for key, raw in given.items():
        f = fields.get(key) if isinstance(key, str) else None
        if f is None:
            errors.append(FieldError(f"{path}.{key}", M.UNKNOWN_FIELD.format(key=key)))
            continue
        if f.players and _players_only(f, f"{path}.{key}", errors, players):
            continue
        v = f.kind.read(f, raw, f"{path}.{key}", errors, players)
        if v is not MISSING:
            values[key] = v
    return values


def _indicators(spec: _Spec, given: Any, errors: list[FieldError]) -> dict[str, tuple[int, ...]]:
    out: dict[str, tuple[int, ...]] = {}
    if type(given) is not dict and not isinstance(given, Mapping):
        errors.append(FieldError("indicators", M.NOT_DICT))
        return out
    for key, raw in given.items():
        f = spec.indicators.get(key) if isinstance(key, str) else None
        if f is None:
            errors.append(FieldError(f"indicators.{key}", M.UNKNOWN_INDICATOR.format(key=key)))
            continue
        tiles = _tiles(raw, key, errors, "indicators.")
        if tiles is None:
            continue
        lo = f.min if f.min is not None else 0
        hi = f.max if f.max is not None else 10
        if not lo <= len(tiles) <= hi:
            errors.append(FieldError(f"indicators.{key}", M.INDICATOR_COUNT.format(min=lo, max=hi)))
            continue
        out[key] = tiles
    return out


def _tiles(raw: Any, path: str, errors: list[FieldError], prefix: str = "") -> tuple[int, ...] | None:
    """A tile string read, or None after an error naming `prefix + path` (put together only then)."""
    if type(raw) is not str and not isinstance(raw, str):
        errors.append(FieldError(prefix + path, M.NOT_STRING))
        return None
    try:
        return parse(raw)
    except TileError as e:
        errors.append(FieldError(prefix + path, e.text))
        return None


_SEAT_PATHS = tuple(f"seats.{i}" for i in range(9))
_WIN_FLAG_KEYS = frozenset(WIN_FLAGS)


def _seat_path(i: int) -> str:
    return _SEAT_PATHS[i] if i < len(_SEAT_PATHS) else f"seats.{i}"


def _seats(rs: RuleSet, spec: _Spec, given: Any, errors: list[FieldError], players: int) -> tuple[SeatInput, ...]:
    if given is None:
        errors.append(FieldError("seats", M.REQUIRED))
        return ()
    if type(given) is not list:
        errors.append(FieldError("seats", M.NOT_LIST))
        return ()
    if len(given) != players:
        errors.append(FieldError("seats", M.SEATS_COUNT.format(players=players, n=len(given))))
        return ()
    extra_fields = spec.seat_fields
    seat_keys = spec.seat_keys
    out = []
    for i, raw in enumerate(given):
        if raw is None or (not raw and type(raw) is dict):  # a seat that only watches: every default
            out.append(spec.empty_seats[i])
            continue
        path = _seat_path(i)
        if type(raw) is not dict and not isinstance(raw, Mapping):
            errors.append(FieldError(path, M.NOT_DICT))
            continue
        if not seat_keys.issuperset(raw):
            for key in raw:
                if key not in seat_keys:
                    errors.append(FieldError(f"{path}.{key}", M.UNKNOWN_FIELD.format(key=key)))
        p = path + "."
        hand = raw.get("hand", MISSING)
        if hand is MISSING:
            hand = None
        elif type(hand) is str:  # what `_tiles` reads, without the call
            try:
                hand = parse(hand)
            except TileError as e:
                errors.append(FieldError(p + "hand", e.text))
                hand = None
        else:
            hand = _tiles(hand, "hand", errors, p)
        melds_raw = raw.get("melds", ())
        melds = _melds(rs, spec, melds_raw, path, i, errors, players) if melds_raw != () else ()
        win_raw = raw.get("win")
        # a win recorded by its outcome may leave out its tile (`NO_TILE`): nothing in its value reads it
        win = _win(spec, win_raw, p, i, errors, players, "outcome" in raw) if win_raw is not None else None
        riichi = raw.get("riichi")
        if riichi is not None:
            riichi = RIICHI.kind.read(RIICHI, riichi, p + "riichi", errors, players)
            if riichi is MISSING:
                riichi = None
        # the flags: true or false as given is what their fields accept as it is; anything else is read by the field
        ippatsu = raw.get("ippatsu", False)
        if ippatsu is not False and ippatsu is not True:
            ippatsu = _value(IPPATSU, raw, errors, players, p)
        baoting = raw.get("baoting", False)
        if baoting is not False and baoting is not True:
            baoting = _value(BAOTING, raw, errors, players, p)
        tenpai = raw.get("tenpai")
        if tenpai is not None and tenpai is not True and tenpai is not False:
            tenpai = _value(TENPAI, raw, errors, players, p)
        # none of the rule set's seat facts given: all at their defaults (one shared record)
        extra = (
            spec.seat_defaults if extra_fields.keys().isdisjoint(raw) else _facts(extra_fields, raw, p, errors, players)
        )
        history = None if HISTORY_KEYS.isdisjoint(raw) else read_history(raw, p, errors, players, extra_fields)
        outcome = None
        outcome_raw = raw.get("outcome")
        if outcome_raw is not None and spec.outcome_fields:  # else an unknown field (said above)
            outcome = _outcome(spec, outcome_raw, p, errors, players)
        out.append(
            SeatInput(
                index=i,
                hand=hand,
                melds=melds,
                win=win,
                riichi=riichi,
                ippatsu=ippatsu,
                baoting=baoting,
                tenpai=tenpai,
                extra=extra,
                history=history,
                outcome=outcome,
            )
        )
    return tuple(out)


def _outcome(spec: _Spec, raw: Any, p: str, errors: list[FieldError], players: int) -> Mapping[str, Any] | None:
    """A win recorded by its outcome: the rule set's `outcome_fields`, each read by its kind (`p` ends with a dot)."""
    if type(raw) is not dict and not isinstance(raw, Mapping):
        errors.append(FieldError(p + "outcome", M.NOT_DICT))
        return None
    fields = spec.outcome_fields
    for key in raw:
        if key not in fields:
            errors.append(FieldError(f"{p}outcome.{key}", M.UNKNOWN_FIELD.format(key=key)))
    return MappingProxyType(_facts(fields, raw, p + "outcome.", errors, players))


_MELDS_READ_MAX = 4096  # entries of a rule set's `melds_read`; emptied when full


def _melds(
    rs: RuleSet, spec: _Spec, given: Any, seat_path: str, seat: int, errors: list[FieldError], players: int
) -> tuple[Meld, ...]:
    path = seat_path + ".melds"
    if not isinstance(given, list):
        errors.append(FieldError(path, M.NOT_LIST))
        return ()
    if len(given) > rs.sets:
        errors.append(FieldError(path, M.TOO_MANY_MELDS.format(n=rs.sets)))
        return ()
    out = []
    memo = spec.melds_read
    for j, raw in enumerate(given):
        # a meld of plain values (the kind and tiles strings, `from` an int or absent, `kong` a string or absent,
        # no other key) reads the same at the same seat and players every time: read once, then looked up
        key = None
        if type(raw) is dict and MELD_KEYS.issuperset(raw):
            mk = raw.get("kind")
            frm = raw.get("from")
            kong = raw.get("kong")
            if (
                type(mk) is str
                and type(raw.get("tiles")) is str
                and (frm is None or type(frm) is int)
                and (kong is None or type(kong) is str)
            ):
                key = (mk, raw["tiles"], frm, kong, seat, players)
                got = memo.get(key)
                if got is not None:
                    out.append(got)
                    continue
        p = f"{path}.{j}"
        if type(raw) is not dict and not isinstance(raw, Mapping):
            errors.append(FieldError(p, M.NOT_DICT))
            continue
        n_err = len(errors)
        if not MELD_KEYS.issuperset(raw):
            for k in raw:
                if k not in MELD_KEYS:
                    errors.append(FieldError(f"{p}.{k}", M.UNKNOWN_FIELD.format(key=k)))
        mk = MELD_KIND.kind.read(MELD_KIND, raw.get("kind"), f"{p}.kind", errors, players)
        if mk is MISSING:
            continue
        if mk == "chi" and not rs.allows_chi_for(players):
            errors.append(FieldError(f"{p}.kind", NO_CHI_AT.format(n=players) if rs.allows_chi else M.NO_CHI))
            continue
        if "tiles" not in raw:
            errors.append(FieldError(f"{p}.tiles", M.REQUIRED))
            continue
        tiles = _tiles(raw["tiles"], f"{p}.tiles", errors)
        if tiles is None:
            continue
        ks = sorted([KIND_OF[t] for t in tiles])
        if mk == "chi":
            ok = len(ks) == 3 and ks[0] < 27 and ks[1] == ks[0] + 1 and ks[2] == ks[0] + 2 and ks[0] // 9 == ks[2] // 9
            if not ok:
                errors.append(FieldError(f"{p}.tiles", M.MELD_SHAPE_CHI))
        elif mk == "pon":
            if len(ks) != 3 or ks[0] != ks[2]:
                errors.append(FieldError(f"{p}.tiles", M.MELD_SHAPE_PON))
        elif len(ks) != 4 or ks[0] != ks[3]:
            errors.append(FieldError(f"{p}.tiles", M.MELD_SHAPE_KONG))
        kong = raw.get("kong")
        frm = raw.get("from")
        if mk == "kong":
            if kong is None:
                kong = "exposed" if frm is not None else "concealed"
            else:
                KONG.kind.read(KONG, kong, f"{p}.kong", errors, players)
        elif kong is not None:
            errors.append(FieldError(f"{p}.kong", M.UNKNOWN_FIELD.format(key="kong")))
        if mk == "kong" and kong == "concealed":
            if frm is not None:
                errors.append(FieldError(f"{p}.from", M.CONCEALED_FROM))
        elif frm is None:
            errors.append(FieldError(f"{p}.from", M.MELD_FROM_NEEDED))
        elif not _int(frm) or not 0 <= frm < players:
            errors.append(FieldError(f"{p}.from", M.BAD_SEAT.format(max=players - 1)))
        elif frm == seat:
            errors.append(FieldError(f"{p}.from", M.FROM_NOT_SELF))
        elif mk == "chi" and frm != (seat - 1) % players:
            errors.append(FieldError(f"{p}.from", M.CHI_FROM_LEFT.format(seat=SeatRef((seat - 1) % players))))
        if len(errors) == n_err:
            meld = Meld(kind=mk, tiles=tiles, from_seat=frm, kong=kong)
            out.append(meld)
            if key is not None:
                if len(memo) >= _MELDS_READ_MAX:
                    memo.clear()
                memo[key] = meld
    return tuple(out)


def _facts(
    fields: Mapping[str, Field], raw: Mapping[str, Any], p: str, errors: list[FieldError], players: int
) -> dict[str, Any]:
    """A seat's or a win's own facts (the rule set's `seat_fields` / `win_fields`): each given one read by its kind
    (a bad one left out after its error), the others at their defaults."""
    facts = {}
    for key, f in fields.items():
        if key in raw:
            if f.players and _players_only(f, p + key, errors, players):
                facts[key] = f.default
                continue
            v = f.kind.read(f, raw[key], p + key, errors, players)
            if v is not MISSING:
                facts[key] = v
        else:
            facts[key] = f.default
    return facts


def _win(
    spec: _Spec, raw: Any, seat_path: str, seat: int, errors: list[FieldError], players: int, untiled: bool = False
) -> Win | None:
    """`seat_path` ends with its dot (`seats.2.`); `untiled`: the seat gives an outcome, its tile may be left out."""
    # a win of plain values (strings, ints, booleans, nulls: each value's type in the key, `true` and `1` are equal
    # keys, not equal wins) reads the same at the same seat and players every time: read once, then looked up
    key = None
    if type(raw) is dict:
        types = tuple(map(type, raw.values()))
        if _SCALARS.issuperset(types):
            key = (seat, players, tuple(raw.items()), types, untiled)
            got = spec.wins_read.get(key)
            if got is not None:
                return got
    win = _read_win(spec, raw, seat_path, seat, errors, players, untiled)
    if win is not None and key is not None:
        if len(spec.wins_read) >= _MEMO_MAX:
            spec.wins_read.clear()
        spec.wins_read[key] = win
    return win


def _read_win(
    spec: _Spec, raw: Any, seat_path: str, seat: int, errors: list[FieldError], players: int, untiled: bool = False
) -> Win | None:
    p = seat_path + "win."
    if type(raw) is not dict and not isinstance(raw, Mapping):
        errors.append(FieldError(p[:-1], M.NOT_DICT))
        return None
    n_err = len(errors)
    win_fields = spec.win_fields
    if not spec.win_keys.issuperset(raw):
        for key in raw:
            if key not in spec.win_keys:
                errors.append(FieldError(f"{p}{key}", M.UNKNOWN_FIELD.format(key=key)))
    tile = None
    raw_tile = raw.get("tile", MISSING)
    if raw_tile is MISSING:
        if untiled:
            tile = NO_TILE
        else:
            errors.append(FieldError(p + "tile", M.REQUIRED))
    elif not isinstance(raw_tile, str):
        errors.append(FieldError(p + "tile", M.NOT_STRING))
    else:
        try:
            tile = parse_one(raw_tile)
        except TileError as e:
            errors.append(FieldError(p + "tile", e.text))
    by = raw.get("by")
    if type(by) is not str or by not in WIN_BY:  # what BY's kind accepts as it is; anything else is read by it
        by = BY.kind.read(BY, by, p + "by", errors, players)
    frm = raw.get("from")
    if by == "discard" or by == "robbed_kong":
        if frm is None:
            errors.append(FieldError(p + "from", M.FROM_NEEDED))
        elif not _int(frm) or not 0 <= frm < players:
            errors.append(FieldError(p + "from", M.BAD_SEAT.format(max=players - 1)))
        elif frm == seat:
            errors.append(FieldError(p + "from", M.FROM_NOT_SELF))
    elif by == "self_draw" and frm is not None:
        errors.append(FieldError(p + "from", M.FROM_FORBIDDEN))
    flags: dict[str, bool] | None = None  # no flag given (most wins): every one false, their defaults
    if not _WIN_FLAG_KEYS.isdisjoint(raw):
        flags = {}
        for f in WIN_FLAG_FIELDS:
            v = raw.get(f.key, False)
            if v is not False and f.kind.read(f, v, p + f.key, errors, players) is MISSING:
                v = False
            flags[f.key] = v is True
    if win_fields.keys().isdisjoint(raw):  # none of the rule set's win facts given: all at their defaults
        extra = spec.win_defaults
    else:  # read-only: the record may serve later requests (`_win`)
        extra = MappingProxyType(_facts(win_fields, raw, p, errors, players))
    if len(errors) != n_err or tile is None:
        return None
    if flags is None:
        return Win(tile=tile, by=by, from_seat=frm, extra=extra)
    return Win(tile=tile, by=by, from_seat=frm, extra=extra, **flags)


# ------------------------------------------------------ domain checks ---


_MELD_TILES = tuple(f".melds.{j}.tiles" for j in range(8))
_FIVE_SAME = re.compile(rb"(.)\1{4}", re.DOTALL)


def _meld_tiles(j: int) -> str:
    return _MELD_TILES[j] if j < len(_MELD_TILES) else f".melds.{j}.tiles"


def _cross_checks(rs: RuleSet, spec: _Spec, req: ScoreRequest, errors: list[FieldError]) -> None:
    """The common checks over the typed request: sizes, the win tile, riichi, tiles in play, supply, red fives."""
    due_win = 3 * rs.sets + 2
    # (field, as two parts put together only to name an error; kinds) in reading order, for the supply check
    sources: list[tuple[str, str, tuple[int, ...]]] = []
    red_seen = False
    shared_win: int | None = None  # the one discarded tile that several winners may take
    out = spec.kinds_out[req.players]
    kind_of = KIND_OF.__getitem__
    winners: list[SeatInput] = []
    for s in req.seats:
        win = s.win
        hand = s.hand
        melds = s.melds
        if win is not None:
            winners.append(s)
        if hand is None and win is None and not melds and s.riichi is None and not s.ippatsu and s.outcome is None:
            continue
        p = _seat_path(s.index)
        if hand is not None:
            n = len(hand) + 3 * len(melds)
            if win is not None and n != due_win:
                errors.append(FieldError(f"{p}.hand", M.HAND_SIZE_WIN.format(due=due_win, n=n)))
            elif win is None and n != due_win - 1:
                errors.append(FieldError(f"{p}.hand", M.HAND_SIZE.format(due=due_win - 1, n=n)))
            kinds = held_kinds = tuple(map(kind_of, hand))
            if win is not None and win.by != "self_draw":
                wk = KIND_OF[win.tile]
                if shared_win is None:
                    shared_win = win.tile
                elif wk in kinds:
                    # several winners on one discard hold the same physical tile (a red five included)
                    same = [t for t in hand if KIND_OF[t] == wk]
                    held = list(hand)
                    held.remove(shared_win if shared_win in same else same[0])
                    hand = tuple(held)
                    kinds = tuple(map(kind_of, hand))
            sources.append((p, ".hand", kinds))
            if kinds != hand:  # a red five's kind is not the tile
                red_seen = True
        elif win is not None and s.outcome is None:
            errors.append(FieldError(f"{p}.hand", M.WINNER_NEEDS_HAND))
        if s.outcome is not None:
            if win is None:
                errors.append(FieldError(f"{p}.outcome", M.OUTCOME_NOT_WINNER))
            elif hand is not None:
                errors.append(FieldError(f"{p}.outcome", M.OUTCOME_OR_HAND))
        for j, m in enumerate(melds):
            kinds = tuple(map(kind_of, m.tiles))
            sources.append((p, _meld_tiles(j), kinds))
            if kinds != m.tiles:
                red_seen = True
        if win is not None and s.hand is not None and KIND_OF[win.tile] not in held_kinds:
            errors.append(FieldError(f"{p}.win.tile", M.WIN_TILE_NOT_IN_HAND.format(tile=tile_str(win.tile))))
        if s.riichi is not None and any(m.is_open for m in melds):
            errors.append(FieldError(f"{p}.riichi", M.RIICHI_OPEN))
        if s.ippatsu and s.riichi is None:
            errors.append(FieldError(f"{p}.ippatsu", M.IPPATSU_NEEDS_RIICHI))
        if spec.some_out[req.players]:
            for key, tiles in (("hand", s.hand or ()), *((f"melds.{j}.tiles", m.tiles) for j, m in enumerate(melds))):
                bad = [k for k in {KIND_OF[t] for t in tiles} if out[k]]
                if bad:
                    errors.append(FieldError(f"{p}.{key}", rs.tile_out(min(bad), req.players)))
    off_table = rs.indicators_off_table(req.options) if rs.indicators_off_table else frozenset()
    for role, tiles in req.indicators.items():
        if role in off_table or not tiles:
            continue
        # counted first: a fifth copy is named in the hand or meld that holds the copies, not the indicator
        kinds = tuple(map(kind_of, tiles))
        sources.insert(0, ("indicators.", role, kinds))
        if kinds != tiles:
            red_seen = True
    every: list[int] = []  # every kind counted, each copy once
    for _p, _f, kinds in sources:
        every += kinds
    # sorted (in C), a kind counted five times or more is a run of five equal bytes (kinds are below 256), found by a
    # regular expression (in C); a fifth copy is rare: only then are the sources walked to name the field
    every.sort()
    if _FIVE_SAME.search(bytes(every)):
        for field, k in over_supply([(a + b, kinds) for a, b, kinds in sources]):
            errors.append(FieldError(field, M.FIFTH_COPY.format(tile=tile_str(k))))
    if red_seen:
        _second_reds(req, off_table, errors)
    if len(winners) > 1:
        sources_of = {w.win.from_seat for w in winners if w.win}
        tiles_won = {KIND_OF[w.win.tile] for w in winners if w.win and w.win.tile != NO_TILE}
        if any(w.win and w.win.by == "self_draw" for w in winners) or len(sources_of) != 1 or len(tiles_won) != 1:
            errors.append(FieldError(f"seats.{winners[1].index}.win", M.MIXED_WINS))
    for w in winners:
        assert w.win is not None
        frm = w.win.from_seat
        if frm is not None and req.seats[frm].win is not None:
            errors.append(FieldError(f"seats.{w.index}.win.from", M.WINNER_IS_SOURCE))


def _second_reds(req: ScoreRequest, off_table: frozenset[str], errors: list[FieldError]) -> None:
    """One red five per suit over the hands, the melds and the indicators kept on the table."""
    reds: list[tuple[str, int]] = []
    shared_win: int | None = None
    for s in req.seats:
        p = f"seats.{s.index}"
        if s.hand is not None:
            hand = list(s.hand)
            win = s.win
            if win is not None and win.by != "self_draw":
                same = [t for t in hand if KIND_OF[t] == KIND_OF[win.tile]]
                if shared_win is not None and same:
                    hand.remove(shared_win if shared_win in same else same[0])
                elif shared_win is None:
                    shared_win = win.tile
            reds += [(f"{p}.hand", t) for t in hand if t >= N_KINDS]
        for j, m in enumerate(s.melds):
            reds += [(f"{p}.melds.{j}.tiles", t) for t in m.tiles if t >= N_KINDS]
    for role, tiles in req.indicators.items():
        if role not in off_table:
            reds += [(f"indicators.{role}", t) for t in tiles if t >= N_KINDS]
    seen_red: set[int] = set()
    for field, t in reds:
        if t in seen_red:
            errors.append(FieldError(field, M.SECOND_RED.format(tile=tile_str(t))))
        seen_red.add(t)


__all__ = ["parse_request", "request_lang", "resolve_options"]
