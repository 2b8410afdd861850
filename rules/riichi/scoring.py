"""The value of one winning hand: every reading, the best one, han, fu, limit and points.

The hot path:
* each suit's readings come from the engine once per suit pattern, and a
  hand's readings are their product (memoized on the concealed counts);
* what the tiles alone say (`TileFacts`: counts, melds, traits, the readings
  joined with the melds and the hand yaku worth trying on each) is memoized
  on the tiles, as `mahjong`'s divider is;
* per call only the situation (`HandFacts`), the group the winning tile
  completed (one `HandView` each), fu, the yaku's `detect` and dora remain;
  situation yaku, read from flags alone, are judged once per flag combination.
Every memo is bounded (cleared when full), so a long-running server stays small.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from rules import engine
from rules.engine import CHOW, PAIR, PUNG, WAIT_SHANPON, WAIT_TANKI, Group, wait_kind
from rules.model import Meld, apply_exclusions
from rules.tiles import N_KINDS, kind

from .fu import FuLine, fu_of
from .patterns import DOUBLE_YAKUMAN_KEYS, NEEDS, PATTERN_MAP, SHAPE_YAKU, SHAPE_YAKUMAN, SITUATION
from .view import (
    CHOWS,
    KIND,
    MENZEN,
    PUNGS,
    SEVEN_PAIRS,
    STANDARD,
    THIRTEEN_ORPHANS,
    THREE_CHOWS,
    THREE_PUNGS,
    HandFacts,
    HandView,
    TileFacts,
)

SHAPES = engine.STANDARD | engine.SEVEN_PAIRS | engine.THIRTEEN_ORPHANS

# Reading = (shape, concealed chows, concealed pungs, pair, the concealed pungs as fu sets)
Reading = tuple[str, tuple[int, ...], tuple[int, ...], int, tuple[tuple[int, bool, bool], ...]]
SuitReading = tuple[tuple[int, ...], tuple[int, ...], int]  # (chows, pungs, pair or -1) within one suit
_READINGS: dict[tuple[int, ...], tuple[Reading, ...]] = {}
_SUITS: dict[tuple[int, tuple[int, ...]], tuple[SuitReading, ...]] = {}
_SUIT_BASES = ((0, 9), (9, 18), (18, 27), (27, 34))
MEMO_MAX = 200_000


def _suit_readings(base: int, part: tuple[int, ...]) -> tuple[SuitReading, ...]:
    """The engine's readings of one suit alone (memoized on the suit's counts)."""
    key = (base, part)
    r = _SUITS.get(key)
    if r is None:
        counts = [0] * N_KINDS
        counts[base : base + len(part)] = part
        filler = -1
        if sum(part) % 3 == 0:  # no pair in this suit: lend it one elsewhere, dropped below
            filler = 0 if base == 27 else 33
            counts[filler] = 2
        out = set()
        for rd in engine.readings(counts, 0, shapes=engine.STANDARD):
            groups = [g for g in rd.groups if not (g.kind == PAIR and g.tile == filler)]
            out.add((
                tuple(g.tile for g in groups if g.kind == CHOW),
                tuple(g.tile for g in groups if g.kind == PUNG),
                next((g.tile for g in groups if g.kind == PAIR), -1),
            ))
        r = _SUITS[key] = tuple(sorted(out))
    return r


def readings(conc: Sequence[int]) -> tuple[Reading, ...]:
    """Every reading of the concealed tiles as sets and a pair, seven pairs, or thirteen orphans (memoized).

    The standard readings are the product of each suit's own readings (each
    suit memoized apart, so a new hand is mostly made of suits seen before).
    """
    key = tuple(conc)
    r = _READINGS.get(key)
    if r is not None:
        return r
    out: list[Reading] = []
    combos: list[tuple[SuitReading, ...]] = [()]
    for lo, hi in _SUIT_BASES:
        part = key[lo:hi]
        if sum(part) % 3 == 1:
            combos = []
            break
        options = _suit_readings(lo, part) if any(part) else (((), (), -1),)
        if not options:
            combos = []
            break
        combos = [(*c, o) for c in combos for o in options]
    for combo in combos:
        chows = tuple(c for part in combo for c in part[0])
        pungs = tuple(p for part in combo for p in part[1])
        pair = max(part[2] for part in combo)
        out.append((STANDARD, chows, pungs, pair, tuple((k, False, True) for k in pungs)))
    if key.count(2) == 7:
        out.append((SEVEN_PAIRS, (), (), -1, ()))
    if engine.is_thirteen_orphans(key):
        out.append((THIRTEEN_ORPHANS, (), (), -1, ()))
    if len(_READINGS) >= MEMO_MAX:
        _READINGS.clear()
    r = _READINGS[key] = tuple(out)
    return r


ORDER = {k: i for i, k in enumerate(PATTERN_MAP)}  # breakdown lines follow the pattern list
EXCLUDERS = frozenset(k for k, p in PATTERN_MAP.items() if p.excludes)
_SITUATION: dict[tuple[Any, ...], tuple[tuple[str, int], ...]] = {}
YakuRow = tuple[str, Any, int]  # (key, detect, han)
_CANDIDATES: dict[tuple[str, int], tuple[YakuRow, ...]] = {}


def candidates(shape: str, mask: int) -> tuple[YakuRow, ...]:
    """The hand yaku worth trying on a reading with these traits (memoized), with their han."""
    rows = _CANDIDATES.get((shape, mask))
    if rows is None:
        menzen = bool(mask & MENZEN)
        rows = tuple(
            (p.key, p.detect, p.value if menzen else p.open_value)
            for p in SHAPE_YAKU[shape]
            if (menzen or p.open_value is not None) and NEEDS.get(p.key, 0) & mask == NEEDS.get(p.key, 0)
        )
        _CANDIDATES[shape, mask] = rows  # type: ignore[assignment]
    return rows


def dora_kind(indicator: int) -> int:
    """The tile after an indicator: 9→1 in a suit, E→S→W→N→E, white→green→red→white."""
    k = kind(indicator)
    if k < 27:
        return k - 8 if k % 9 == 8 else k + 1
    if k < 31:
        return 27 if k == 30 else k + 1
    return 31 if k == 33 else k + 1


DORA_OF = tuple(dora_kind(t) for t in range(37))  # indicator tile (red fives too) -> dora kind


@dataclass(frozen=True, slots=True, kw_only=True)
class HandInput:
    """Everything needed to value one winning hand, independent of the rest of the table."""

    hand: tuple[int, ...]  # concealed tiles, the winning tile included
    melds: tuple[Meld, ...]
    win_tile: int
    tsumo: bool
    robbed: bool = False
    seat_wind: int = 27
    round_wind: int = 27
    riichi: str | None = None
    ippatsu: bool = False
    after_kong: bool = False
    last_tile: bool = False
    first_turn: bool = False
    dora: tuple[int, ...] = ()
    ura: tuple[int, ...] = ()


class HandValue(NamedTuple):
    """The best interpretation of a winning hand (an immutable tuple: cheap to build on the hot path)."""

    yaku: tuple[tuple[str, int], ...]  # (pattern key, han) in pattern order; yakuman carry 13 per yakuman
    dora: tuple[tuple[str, int], ...]  # (dora | aka_dora | ura_dora, count)
    han: int
    fu: int
    fu_lines: tuple[FuLine, ...]
    yakuman: int  # how many yakuman (0: none)
    limit: str | None  # a limit pattern key, or None below mangan
    base: int  # base points
    shape: str


class NoYaku(Exception):
    """A complete hand with no yaku: dora alone never win."""


class NotComplete(Exception):
    """The concealed tiles and melds do not make a winning hand."""


def base_points(han: int, fu: int, opts: dict[str, Any]) -> tuple[int, str | None]:
    """Base points and the limit reached (None below mangan) for a hand without yakuman."""
    if han >= 13:
        if opts["kazoe"] == "yakuman":
            return 8000, "kazoe_yakuman"
        return 6000, "sanbaiman"
    if han >= 11:
        return 6000, "sanbaiman"
    if han >= 8:
        return 4000, "baiman"
    if han >= 6:
        return 3000, "haneman"
    if han == 5:
        return 2000, "mangan"
    b = fu << (han + 2)
    if b >= 2000:
        return 2000, "mangan"
    if opts["kiriage"] and b == 1920:
        return 2000, "kiriage_mangan"
    return b, None


# A reading joined with the melds, memoized with the tiles: (shape, concealed pungs, pair, all chows,
# all pungs, fu sets, concealed pung count, the hand yaku worth trying). Only the winning group is left to find.
HandReading = tuple[str, tuple[int, ...], int, tuple[int, ...], tuple[int, ...], tuple[tuple[int, bool, bool], ...], int,
                    tuple[YakuRow, ...]]


def _hand_readings(tf: TileFacts) -> tuple[HandReading, ...]:
    out = []
    for shape, chows, pungs, pair, closed_sets in readings(tf.conc):
        if shape != STANDARD:
            out.append((shape, (), -1, (), (), (), 0, candidates(shape, tf.mask)))
            continue
        all_chows = chows + tf.meld_chows
        all_pungs = pungs + tf.meld_pungs
        c, p = len(all_chows), len(all_pungs)
        mask = tf.mask | (CHOWS if c else 0) | (THREE_CHOWS if c >= 3 else 0) | (PUNGS if p else 0) | (
            THREE_PUNGS if p >= 3 else 0)
        out.append((shape, pungs, pair, all_chows, all_pungs, closed_sets + tf.meld_sets, len(pungs) + tf.meld_conc,
                    candidates(shape, mask)))
    return tuple(out)


def _interpretations(h: HandFacts, rd: HandReading, meld_sets: tuple[tuple[int, bool, bool], ...],
                     out: list[tuple[HandView, tuple[YakuRow, ...]]]) -> None:
    """Append one view per group the winning tile could have completed in this reading."""
    shape, pungs, pair, all_chows, all_pungs, sets, n_conc, rows = rd
    if shape != STANDARD:
        out.append((HandView(h, shape, (), (), -1, WAIT_TANKI, 0, ()), rows))
        return
    w = h.win
    if pair == w:
        out.append((HandView(h, shape, all_chows, all_pungs, pair, WAIT_TANKI, n_conc, sets), rows))
    if w in pungs:
        if h.tsumo:
            out.append((HandView(h, shape, all_chows, all_pungs, pair, WAIT_SHANPON, n_conc, sets), rows))
        else:  # a pung completed by a discard is open
            ron_sets = tuple((k, False, k != w) for k in pungs) + meld_sets
            out.append((HandView(h, shape, all_chows, all_pungs, pair, WAIT_SHANPON, n_conc - 1, ron_sets), rows))
    seen = -1
    n_meld_chows = len(h.tiles.meld_chows)
    for c in all_chows[: len(all_chows) - n_meld_chows]:  # the concealed chows: the winning tile is concealed
        if c <= w <= c + 2 and c != seen:
            seen = c
            out.append((HandView(h, shape, all_chows, all_pungs, pair, wait_kind(Group(CHOW, c), w), n_conc, sets), rows))


_TILES: dict[tuple[Any, ...], TileFacts] = {}


def tile_facts(hand: tuple[int, ...], melds: tuple[Meld, ...]) -> TileFacts:
    """What the tiles alone say, memoized on them (like the readings)."""
    key = (hand, melds)
    t = _TILES.get(key)
    if t is None:
        if len(_TILES) >= MEMO_MAX:
            _TILES.clear()
        t = TileFacts(hand, melds)
        t.readings = _hand_readings(t)
        _TILES[key] = t
    return t


def evaluate(hi: HandInput, opts: dict[str, Any]) -> HandValue:
    """The best interpretation of a winning hand: highest points, then highest han, then fu."""
    tf = tile_facts(hi.hand, hi.melds)
    menzen = tf.menzen
    h = HandFacts(tf, KIND[hi.win_tile], hi.tsumo, hi.robbed, hi.seat_wind, hi.round_wind, hi.riichi, hi.ippatsu,
                  hi.after_kong, hi.last_tile, hi.first_turn, opts)
    views: list[tuple[HandView, tuple[YakuRow, ...]]] = []
    for rd in tf.readings:
        _interpretations(h, rd, tf.meld_sets, views)
    if not views:
        raise NotComplete
    situation: tuple[tuple[str, int], ...] = ()
    if hi.riichi or hi.tsumo or hi.last_tile or hi.after_kong or hi.robbed or hi.first_turn:
        # situation yaku read only these flags: judged once per combination
        flags = (hi.riichi, hi.ippatsu, hi.tsumo, menzen, hi.last_tile, hi.after_kong, hi.robbed, hi.first_turn,
                 h.dealer, h.no_melds, opts["renhou"])
        situation = _SITUATION.get(flags)  # type: ignore[assignment]
        if situation is None:
            situation = _SITUATION[flags] = tuple(
                (p.key, p.value if menzen else p.open_value) for p in SITUATION if p.detect(views[0][0])  # type: ignore[misc]
            )
    yakuman_possible = tf.yakuman_tiles or hi.first_turn
    double = opts["double_yakuman"]
    best: tuple[tuple[int, int, int], HandView, dict[str, int], int, list[FuLine]] | None = None
    dora_han = -1
    dora_lines: tuple[tuple[str, int], ...] = ()
    for v, rows in views:
        found: dict[str, int] = {}
        units = 0
        if yakuman_possible:
            for p in SHAPE_YAKUMAN[v.shape]:
                if p.detect(v):
                    found[p.key] = p.value  # type: ignore[assignment]
            if found:
                if not EXCLUDERS.isdisjoint(found):
                    found = apply_exclusions(found, PATTERN_MAP)
                found = {k: (26 if double and k in DOUBLE_YAKUMAN_KEYS else 13) for k in found}
                units = sum(found.values()) // 13 if opts["multiple_yakuman"] else 1
        lines: list[FuLine] = []
        fu = fu_of(v, lines)
        if units:
            han = 13 * units
            base = 8000 * units
        else:
            for key, han_value in situation:
                found[key] = han_value
            for key, detect, hv in rows:
                if detect(v):
                    found[key] = hv
            if not found:
                if best is None:
                    best = ((-1, 0, 0), v, found, 0, lines)
                continue
            if not EXCLUDERS.isdisjoint(found):
                found = apply_exclusions(found, PATTERN_MAP)
            han = sum(found.values())
            if dora_han < 0:
                dora_lines = _dora(hi, tf.counts, tf.reds, opts)
                dora_han = 0
                for _, n in dora_lines:
                    dora_han += n
            han += dora_han
            base = base_points(han, fu, opts)[0]
        key = (base, han, fu)
        if best is None or key > best[0]:
            best = (key, v, found, units, lines)
    assert best is not None
    (base, han, fu), v, found, units, lines = best
    if base < 0:
        raise NoYaku
    if units:
        limit: str | None = "yakuman"
        dora: tuple[tuple[str, int], ...] = ()
    else:
        limit = base_points(han, fu, opts)[1]
        dora = dora_lines
    yaku = tuple((k, found[k]) for k in sorted(found, key=ORDER.__getitem__))
    return HandValue(yaku, dora, han, fu, tuple(lines), units, limit, base, v.shape)


def _dora(hi: HandInput, counts: list[int], reds: int, opts: dict[str, Any]) -> tuple[tuple[str, int], ...]:
    out = []
    n = 0
    for t in hi.dora:
        n += counts[DORA_OF[t]]
    if n:
        out.append(("dora", n))
    if reds and opts["red_fives"]:
        out.append(("aka_dora", reds))
    if hi.riichi is not None and hi.ura:
        n = 0
        for t in hi.ura:
            n += counts[DORA_OF[t]]
        if n:
            out.append(("ura_dora", n))
    return tuple(out)


def ceil100(x: int) -> int:
    return (x + 99) // 100 * 100
