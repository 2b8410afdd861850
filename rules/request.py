"""Reading a score request (contract.md): every common check, each error naming its field.

`parse_request(data)` turns the JSON value into a typed `ScoreRequest` with
options and table facts resolved, or raises `RequestError` listing every
problem found. Rule-set checks run only when the common ones pass, so a
rule set's `validate` and `score` may rely on a well-formed request.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from . import messages as M
from . import registry
from .engine import over_supply
from .model import Field, FieldError, Meld, RequestError, RuleSet, ScoreRequest, SeatInput, Win
from .schema import coerce, is_missing
from .text import DEFAULT_LANG, LANGS
from .tiles import TileError, is_red, kind, parse, parse_one, tile_str

TOP_KEYS = frozenset(
    {"ruleset", "lang", "preset", "options", "players", "dealer", "dealer_streak", "indicators", "table", "seats"}
)
SEAT_KEYS = frozenset({"hand", "melds", "win", "tenpai", "riichi", "ippatsu", "baoting"})
WIN_KEYS = frozenset({"tile", "by", "from", "after_kong", "last_tile", "first_turn", "after_kong_discard"})
WIN_FLAGS = ("after_kong", "last_tile", "first_turn", "after_kong_discard")
MELD_KEYS = frozenset({"kind", "tiles", "from", "kong"})
WIN_BY = ("self_draw", "discard", "robbed_kong")


def _int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def request_lang(data: Any) -> str:
    """The language to answer in, even when the rest of the request is bad."""
    if isinstance(data, Mapping) and data.get("lang") in LANGS:
        return data["lang"]
    return DEFAULT_LANG


def parse_request(data: Any) -> ScoreRequest:
    errors: list[FieldError] = []
    if not isinstance(data, Mapping):
        raise RequestError([FieldError("", M.NOT_OBJECT)])
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

    # players first: seats are numbered against it
    players = data.get("players", 4 if 4 in rs.players else max(rs.players))
    if not _int(players) or players not in rs.players:
        errors.append(FieldError("players", M.BAD_PLAYERS.format(choices=", ".join(map(str, rs.players)))))
        players = 4 if 4 in rs.players else max(rs.players)

    options = _options(rs, data, errors, players)
    dealer = _int_field(data, "dealer", 0, errors, lo=0, hi=players - 1)
    streak = _int_field(data, "dealer_streak", 0, errors, lo=0, hi=1000)
    indicators = _indicators(rs, data.get("indicators", {}), errors, players)
    table = _fields(rs.table_fields, data.get("table", {}), "table", errors, players)
    seats = _seats(rs, data.get("seats"), errors, players)
    if errors:
        raise RequestError(errors)

    req = ScoreRequest(
        ruleset=rs.key,
        preset=data.get("preset", rs.default_preset),
        options=options,
        players=players,
        dealer=dealer,
        dealer_streak=streak,
        indicators=indicators,
        table=table,
        seats=seats,
        lang=lang,
    )
    _cross_checks(rs, req, errors)
    if errors:
        raise RequestError(errors)
    if rs.validate is not None:
        errors.extend(rs.validate(req))
        if errors:
            raise RequestError(errors)
    return req


def _int_field(data: Mapping[str, Any], key: str, default: int, errors: list[FieldError], *, lo: int, hi: int) -> int:
    v = data.get(key, default)
    if not _int(v):
        errors.append(FieldError(key, M.NOT_INT))
        return default
    if v < lo:
        errors.append(FieldError(key, M.TOO_SMALL.format(min=lo)))
        return default
    if v > hi:
        errors.append(FieldError(key, M.TOO_LARGE.format(max=hi)))
        return default
    return v


def _options(rs: RuleSet, data: Mapping[str, Any], errors: list[FieldError], players: int) -> dict[str, Any]:
    preset_key = data.get("preset", rs.default_preset)
    preset = rs.preset(preset_key) if isinstance(preset_key, str) else None
    if preset is None:
        choices = ", ".join(p.key for p in rs.presets)
        errors.append(FieldError("preset", M.UNKNOWN_PRESET.format(value=preset_key, choices=choices)))
        preset = rs.presets[0]
    values = {o.key: o.default for o in rs.options}
    values.update(preset.values)
    given = data.get("options", {})
    if not isinstance(given, Mapping):
        errors.append(FieldError("options", M.NOT_DICT))
        return values
    for key, raw in given.items():
        f = rs.option(key)
        if f is None:
            errors.append(FieldError(f"options.{key}", M.UNKNOWN_OPTION.format(ruleset=rs.key, key=key)))
            continue
        v = coerce(f, raw, f"options.{key}", errors, players=players)
        if not is_missing(v):
            values[key] = v
    return values


def _fields(fields: tuple[Field, ...], given: Any, path: str, errors: list[FieldError], players: int) -> dict[str, Any]:
    values = {f.key: f.default for f in fields}
    if not isinstance(given, Mapping):
        errors.append(FieldError(path, M.NOT_DICT))
        return values
    by_key = {f.key: f for f in fields}
    for key, raw in given.items():
        f = by_key.get(key)
        if f is None:
            errors.append(FieldError(f"{path}.{key}", M.UNKNOWN_FIELD.format(key=key)))
            continue
        v = coerce(f, raw, f"{path}.{key}", errors, players=players)
        if not is_missing(v):
            values[key] = v
    return values


def _indicators(rs: RuleSet, given: Any, errors: list[FieldError], players: int) -> dict[str, tuple[int, ...]]:
    out: dict[str, tuple[int, ...]] = {}
    if not isinstance(given, Mapping):
        errors.append(FieldError("indicators", M.NOT_DICT))
        return out
    roles = {f.key: f for f in rs.indicator_roles}
    for key, raw in given.items():
        f = roles.get(key)
        path = f"indicators.{key}"
        if f is None:
            errors.append(FieldError(path, M.UNKNOWN_INDICATOR.format(key=key)))
            continue
        if not isinstance(raw, str):
            errors.append(FieldError(path, M.NOT_STRING))
            continue
        try:
            tiles = parse(raw)
        except TileError as e:
            errors.append(FieldError(path, e.text))
            continue
        lo = f.min if f.min is not None else 0
        hi = f.max if f.max is not None else 10
        if not lo <= len(tiles) <= hi:
            errors.append(FieldError(path, M.INDICATOR_COUNT.format(min=lo, max=hi)))
            continue
        out[key] = tiles
    return out


def _tiles(raw: Any, path: str, errors: list[FieldError]) -> tuple[int, ...] | None:
    if not isinstance(raw, str):
        errors.append(FieldError(path, M.NOT_STRING))
        return None
    try:
        return parse(raw)
    except TileError as e:
        errors.append(FieldError(path, e.text))
        return None


def _seats(rs: RuleSet, given: Any, errors: list[FieldError], players: int) -> tuple[SeatInput, ...]:
    if given is None:
        errors.append(FieldError("seats", M.REQUIRED))
        return ()
    if not isinstance(given, list):
        errors.append(FieldError("seats", M.NOT_LIST))
        return ()
    if len(given) != players:
        errors.append(FieldError("seats", M.SEATS_COUNT.format(players=players, n=len(given))))
        return ()
    extra_fields = {f.key: f for f in rs.seat_fields}
    win_fields = {f.key: f for f in rs.win_fields}
    out = []
    for i, raw in enumerate(given):
        path = f"seats.{i}"
        if raw is None:
            raw = {}
        if not isinstance(raw, Mapping):
            errors.append(FieldError(path, M.NOT_DICT))
            continue
        allowed = SEAT_KEYS - ({"riichi", "ippatsu", "baoting"} - rs.declarations)
        for key in raw:
            if key not in allowed and key not in extra_fields:
                errors.append(FieldError(f"{path}.{key}", M.UNKNOWN_FIELD.format(key=key)))
        hand = _tiles(raw["hand"], f"{path}.hand", errors) if "hand" in raw else None
        melds = _melds(rs, raw.get("melds", []), f"{path}.melds", i, errors, players)
        win = (
            _win(raw["win"], f"{path}.win", i, errors, players, win_fields)
            if "win" in raw and raw["win"] is not None
            else None
        )
        riichi = raw.get("riichi")
        if riichi is not None and riichi not in ("single", "double"):
            errors.append(FieldError(f"{path}.riichi", M.RIICHI_VALUE))
            riichi = None
        flags = {}
        for key in ("ippatsu", "baoting"):
            v = raw.get(key, False)
            if not isinstance(v, bool):
                errors.append(FieldError(f"{path}.{key}", M.NOT_BOOL))
                v = False
            flags[key] = v
        tenpai = raw.get("tenpai")
        if tenpai is not None and not isinstance(tenpai, bool):
            errors.append(FieldError(f"{path}.tenpai", M.NOT_BOOL))
            tenpai = None
        extra = {}
        for key, f in extra_fields.items():
            if key in raw:
                v = coerce(f, raw[key], f"{path}.{key}", errors, players=players)
                if not is_missing(v):
                    extra[key] = v
            else:
                extra[key] = f.default
        out.append(
            SeatInput(
                index=i,
                hand=hand,
                melds=melds,
                win=win,
                riichi=riichi,
                ippatsu=flags["ippatsu"],
                baoting=flags["baoting"],
                tenpai=tenpai,
                extra=extra,
            )
        )
    return tuple(out)


def _melds(rs: RuleSet, given: Any, path: str, seat: int, errors: list[FieldError], players: int) -> tuple[Meld, ...]:
    if not isinstance(given, list):
        errors.append(FieldError(path, M.NOT_LIST))
        return ()
    if len(given) > rs.sets:
        errors.append(FieldError(path, M.TOO_MANY_MELDS.format(n=rs.sets)))
        return ()
    out = []
    for j, raw in enumerate(given):
        p = f"{path}.{j}"
        if not isinstance(raw, Mapping):
            errors.append(FieldError(p, M.NOT_DICT))
            continue
        n_err = len(errors)
        for key in raw:
            if key not in MELD_KEYS:
                errors.append(FieldError(f"{p}.{key}", M.UNKNOWN_FIELD.format(key=key)))
        mk = raw.get("kind")
        if mk not in ("chi", "pon", "kong"):
            errors.append(FieldError(f"{p}.kind", M.MELD_KIND))
            continue
        if mk == "chi" and not rs.allows_chi:
            errors.append(FieldError(f"{p}.kind", M.NO_CHI))
            continue
        if "tiles" not in raw:
            errors.append(FieldError(f"{p}.tiles", M.REQUIRED))
            continue
        tiles = _tiles(raw["tiles"], f"{p}.tiles", errors)
        if tiles is None:
            continue
        ks = sorted(kind(t) for t in tiles)
        if mk == "chi":
            ok = len(ks) == 3 and ks[0] < 27 and ks[1] == ks[0] + 1 and ks[2] == ks[0] + 2 and ks[0] // 9 == ks[2] // 9
            if not ok:
                errors.append(FieldError(f"{p}.tiles", M.MELD_SHAPE_CHI))
        elif mk == "pon":
            if len(ks) != 3 or len(set(ks)) != 1:
                errors.append(FieldError(f"{p}.tiles", M.MELD_SHAPE_PON))
        elif len(ks) != 4 or len(set(ks)) != 1:
            errors.append(FieldError(f"{p}.tiles", M.MELD_SHAPE_KONG))
        kong = raw.get("kong")
        frm = raw.get("from")
        if mk == "kong":
            if kong is None:
                kong = "exposed" if frm is not None else "concealed"
            if kong not in ("concealed", "exposed", "added"):
                errors.append(FieldError(f"{p}.kong", M.KONG_TYPE))
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
            errors.append(FieldError(f"{p}.from", M.CHI_FROM_LEFT.format(seat=(seat - 1) % players)))
        if len(errors) == n_err:
            out.append(Meld(kind=mk, tiles=tiles, from_seat=frm, kong=kong))
    return tuple(out)


def _win(
    raw: Any, path: str, seat: int, errors: list[FieldError], players: int, win_fields: dict[str, Field]
) -> Win | None:
    if not isinstance(raw, Mapping):
        errors.append(FieldError(path, M.NOT_DICT))
        return None
    n_err = len(errors)
    for key in raw:
        if key not in WIN_KEYS and key not in win_fields:
            errors.append(FieldError(f"{path}.{key}", M.UNKNOWN_FIELD.format(key=key)))
    tile = None
    if "tile" not in raw:
        errors.append(FieldError(f"{path}.tile", M.REQUIRED))
    elif not isinstance(raw["tile"], str):
        errors.append(FieldError(f"{path}.tile", M.NOT_STRING))
    else:
        try:
            tile = parse_one(raw["tile"])
        except TileError as e:
            errors.append(FieldError(f"{path}.tile", e.text))
    by = raw.get("by")
    if by not in WIN_BY:
        errors.append(FieldError(f"{path}.by", M.BAD_WIN_BY))
    frm = raw.get("from")
    if by in ("discard", "robbed_kong"):
        if frm is None:
            errors.append(FieldError(f"{path}.from", M.FROM_NEEDED))
        elif not _int(frm) or not 0 <= frm < players:
            errors.append(FieldError(f"{path}.from", M.BAD_SEAT.format(max=players - 1)))
        elif frm == seat:
            errors.append(FieldError(f"{path}.from", M.FROM_NOT_SELF))
    elif by == "self_draw" and frm is not None:
        errors.append(FieldError(f"{path}.from", M.FROM_FORBIDDEN))
    flags = {}
    for key in WIN_FLAGS:
        v = raw.get(key, False)
        if not isinstance(v, bool):
            errors.append(FieldError(f"{path}.{key}", M.NOT_BOOL))
        flags[key] = v is True
    extra = {}
    for key, f in win_fields.items():
        if key in raw:
            v = coerce(f, raw[key], f"{path}.{key}", errors, players=players)
            if not is_missing(v):
                extra[key] = v
        else:
            extra[key] = f.default
    if len(errors) != n_err or tile is None:
        return None
    return Win(tile=tile, by=by, from_seat=frm, extra=extra, **flags)


def _cross_checks(rs: RuleSet, req: ScoreRequest, errors: list[FieldError]) -> None:
    due_win = 3 * rs.sets + 2
    sources: list[tuple[str, list[int]]] = []
    reds: list[tuple[str, int]] = []
    shared_win: int | None = None  # the one discarded tile that several winners may take
    for s in req.seats:
        p = f"seats.{s.index}"
        if s.hand is not None:
            n = len(s.hand) + 3 * len(s.melds)
            if s.win is not None and n != due_win:
                errors.append(FieldError(f"{p}.hand", M.HAND_SIZE_WIN.format(due=due_win, n=n)))
            elif s.win is None and n != due_win - 1:
                errors.append(FieldError(f"{p}.hand", M.HAND_SIZE.format(due=due_win - 1, n=n)))
            hand = list(s.hand)
            if s.win is not None and s.win.by != "self_draw":
                same = [t for t in hand if kind(t) == kind(s.win.tile)]
                if shared_win is not None and same:
                    # several winners on one discard hold the same physical tile (a red five included)
                    hand.remove(shared_win if shared_win in same else same[0])
                elif shared_win is None:
                    shared_win = s.win.tile
            sources.append((f"{p}.hand", [kind(t) for t in hand]))
            reds += [(f"{p}.hand", t) for t in hand if is_red(t)]
        elif s.win is not None:
            errors.append(FieldError(f"{p}.hand", M.WINNER_NEEDS_HAND))
        for j, m in enumerate(s.melds):
            sources.append((f"{p}.melds.{j}.tiles", [kind(t) for t in m.tiles]))
            reds += [(f"{p}.melds.{j}.tiles", t) for t in m.tiles if is_red(t)]
        if s.win is not None and s.hand is not None and kind(s.win.tile) not in {kind(t) for t in s.hand}:
            errors.append(FieldError(f"{p}.win.tile", M.WIN_TILE_NOT_IN_HAND.format(tile=tile_str(s.win.tile))))
        if s.riichi is not None and any(m.is_open for m in s.melds):
            errors.append(FieldError(f"{p}.riichi", M.RIICHI_OPEN))
        if s.ippatsu and s.riichi is None:
            errors.append(FieldError(f"{p}.ippatsu", M.IPPATSU_NEEDS_RIICHI))
        for key, tiles in (("hand", s.hand or ()), *((f"melds.{j}.tiles", m.tiles) for j, m in enumerate(s.melds))):
            bad = sorted({kind(t) for t in tiles} - rs.kinds)
            if bad:
                errors.append(FieldError(f"{p}.{key}", M.TILE_NOT_IN_PLAY.format(tile=tile_str(bad[0]))))
    off_table = rs.indicators_off_table(req.options) if rs.indicators_off_table else frozenset()
    for role, tiles in req.indicators.items():
        if role in off_table:
            continue
        sources.append((f"indicators.{role}", [kind(t) for t in tiles]))
        reds += [(f"indicators.{role}", t) for t in tiles if is_red(t)]
    for field, k in over_supply(sources):
        errors.append(FieldError(field, M.FIFTH_COPY.format(tile=tile_str(k))))
    seen_red: set[int] = set()
    for field, t in reds:
        if t in seen_red:
            errors.append(FieldError(field, M.SECOND_RED.format(tile=tile_str(t))))
        seen_red.add(t)
    winners = req.winners
    if len(winners) > 1:
        sources_of = {w.win.from_seat for w in winners if w.win}
        tiles_won = {kind(w.win.tile) for w in winners if w.win}
        if any(w.win and w.win.by == "self_draw" for w in winners) or len(sources_of) != 1 or len(tiles_won) != 1:
            errors.append(FieldError(f"seats.{winners[1].index}.win", M.MIXED_WINS))
    for w in winners:
        assert w.win is not None
        frm = w.win.from_seat
        if frm is not None and req.seats[frm].win is not None:
            errors.append(FieldError(f"seats.{w.index}.win.from", M.WINNER_IS_SOURCE))


__all__ = ["parse_request", "request_lang"]
