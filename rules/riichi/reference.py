"""The plain reading of the rules: a hand valued by asking every `Pattern.detect` about every interpretation.

`hand.evaluate` (the hot path) reaches the same `HandValue` from tables
built per suit pattern; tests/rules/riichi/test_fast.py checks, hand for
hand, that both agree on everything (yaku, han, fu and its lines, limit,
points). This module builds one `TileFacts`, `HandFacts` and one `HandView`
per interpretation and calls the detects: slow, and simple to check against
the rule text.
"""

from __future__ import annotations

from typing import Any, cast

from rules.engine import CHOW, WAIT_SHANPON, WAIT_TANKI, Group, wait_kind
from rules.model import apply_exclusions

from .detect import CHOWS, KIND, MENZEN, PUNGS, SHAPE_STANDARD, THREE_CHOWS, THREE_PUNGS, HandFacts, HandView, TileFacts
from .fu import FuLine, fu_of
from .hand import EXCLUDERS, ORDER, HandInput, HandValue, NotComplete, NoYaku, base_points, dora_lines, readings
from .patterns import DOUBLE_YAKUMAN_KEYS, NEEDS, PATTERN_MAP, SHAPE_YAKU, SHAPE_YAKUMAN, SITUATION

YakuRow = tuple[str, Any, int]  # (key, detect, han)
_CANDIDATES: dict[tuple[str, int], tuple[YakuRow, ...]] = {}


def candidates(shape: str, mask: int) -> tuple[YakuRow, ...]:
    """The hand yaku worth trying on a reading with these traits (memoized: a few hundred masks), with their han."""
    rows = _CANDIDATES.get((shape, mask))
    if rows is None:
        menzen = bool(mask & MENZEN)
        rows = cast(  # every hand yaku has a detect and a closed han; open_value None was filtered out
            "tuple[YakuRow, ...]",
            tuple(
                (p.key, p.detect, p.value if menzen else p.open_value)
                for p in SHAPE_YAKU[shape]
                if (menzen or p.open_value is not None) and NEEDS.get(p.key, 0) & mask == NEEDS.get(p.key, 0)
            ),
        )
        _CANDIDATES[shape, mask] = rows
    return rows


# A reading joined with the melds: (shape, concealed pungs, pair, all chows, all pungs, fu sets, concealed pung
# count, the hand yaku worth trying). Only the winning group is left to find.
HandReading = tuple[
    str,
    tuple[int, ...],
    int,
    tuple[int, ...],
    tuple[int, ...],
    tuple[tuple[int, bool, bool], ...],
    int,
    tuple[YakuRow, ...],
]


def _hand_readings(tf: TileFacts) -> tuple[HandReading, ...]:
    out: list[HandReading] = []
    for shape, chows, pungs, pair, closed_sets in readings(tf.conc):
        if shape != SHAPE_STANDARD:
            out.append((shape, (), -1, (), (), (), 0, candidates(shape, tf.mask)))
            continue
        all_chows = chows + tf.meld_chows
        all_pungs = pungs + tf.meld_pungs
        c, p = len(all_chows), len(all_pungs)
        mask = (
            tf.mask
            | (CHOWS if c else 0)
            | (THREE_CHOWS if c >= 3 else 0)
            | (PUNGS if p else 0)
            | (THREE_PUNGS if p >= 3 else 0)
        )
        out.append(
            (
                shape,
                pungs,
                pair,
                all_chows,
                all_pungs,
                closed_sets + tf.meld_sets,
                len(pungs) + tf.meld_conc,
                candidates(shape, mask),
            )
        )
    return tuple(out)


def _interpretations(
    h: HandFacts,
    rd: HandReading,
    meld_sets: tuple[tuple[int, bool, bool], ...],
    out: list[tuple[HandView, tuple[YakuRow, ...]]],
) -> None:
    """Append one view per group the winning tile could have completed in this reading."""
    shape, pungs, pair, all_chows, all_pungs, sets, n_conc, rows = rd
    if shape != SHAPE_STANDARD:
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
            wait = wait_kind(Group(CHOW, c), w)
            assert wait is not None  # the chow holds the winning tile
            out.append((HandView(h, shape, all_chows, all_pungs, pair, wait, n_conc, sets), rows))


def evaluate(hi: HandInput, opts: dict[str, Any]) -> HandValue:
    """The best interpretation of a winning hand: highest points, then highest han, then fu (the first on a tie)."""
    tf = TileFacts(hi.hand, hi.melds)
    tf.readings = _hand_readings(tf)
    menzen = tf.menzen
    h = HandFacts(
        tf,
        KIND[hi.win_tile],
        hi.tsumo,
        hi.robbed,
        hi.seat_wind,
        hi.round_wind,
        hi.riichi,
        hi.ippatsu,
        hi.after_kong,
        hi.last_tile,
        hi.first_turn,
        opts,
    )
    views: list[tuple[HandView, tuple[YakuRow, ...]]] = []
    for rd in tf.readings:
        _interpretations(h, rd, tf.meld_sets, views)
    if not views:
        raise NotComplete
    situation: tuple[tuple[str, int | None], ...] = ()
    if hi.riichi or hi.tsumo or hi.last_tile or hi.after_kong or hi.robbed or hi.first_turn:
        situation = tuple((p.key, p.value if menzen else p.open_value) for p in SITUATION if p.detect(views[0][0]))  # type: ignore[misc]
    yakuman_possible = tf.yakuman_tiles or hi.first_turn
    double = opts["double_yakuman"]
    best: tuple[tuple[int, int, int], HandView, dict[str, int], int, list[FuLine]] | None = None
    dora_han = -1
    dora: tuple[tuple[str, int], ...] = ()
    for v, rows in views:
        found: dict[str, int] = {}
        units = 0
        if yakuman_possible:
            for p in SHAPE_YAKUMAN[v.shape]:
                if p.detect(v):  # type: ignore[misc]
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
                found[key] = han_value  # type: ignore[assignment]
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
                dora = dora_lines(hi, [k for k in range(34) for _ in range(tf.counts[k])], tf.reds, opts)
                dora_han = sum(n for _, n in dora)
            han += dora_han
            base = base_points(han, fu, opts)[0]
        rank = (base, han, fu)
        if best is None or rank > best[0]:
            best = (rank, v, found, units, lines)
    assert best is not None
    (base, han, fu), v, found, units, lines = best
    if base < 0:
        raise NoYaku
    limit = "yakuman" if units else base_points(han, fu, opts)[1]
    yaku = tuple((k, found[k]) for k in sorted(found, key=ORDER.__getitem__))
    return HandValue(yaku, () if units else dora, han, fu, tuple(lines), units, limit, base, v.shape)
