"""Tiles as the pages draw them: cells of the one cached tile sheet (app.css), their names, the keyboard's
rows, example hands, and what the keyboard knows about wildcards."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from rules import tiles as T
from rules.model import RuleSet

from . import page_language


def tile_alt(t: int, lang: str) -> str:
    """The text alternative of a tile picture, in the page language."""
    return T.TILE_NAMES[t].get(lang)


def tile_info(t: int, lang: str) -> dict[str, Any]:
    code = T.tile_str(t)
    return {"code": code, "alt": tile_alt(t, lang), "red": T.is_red(t)}


def parse_tiles(text: str) -> tuple[int, ...] | None:
    try:
        return T.parse(text or "")
    except T.TileError:
        return None


def palette(rs: RuleSet, lang: str, players: int = 4) -> list[list[dict[str, Any]]]:
    """The tiles a hand can hold in this rule set, one row per suit (red fives after the 9): those in play at any of
    its numbers of players, each marked `out` when not in play at `players` (drawn hidden: the page script shows
    them when the players chosen change, so the keyboard follows the choice without a reload)."""
    rows: list[list[dict[str, Any]]] = []
    kinds = rs.kinds_for(players)
    ever = kinds_ever(rs)
    for s, reds in ((0, 34), (1, 35), (2, 36), (3, None)):
        base = 9 * s
        n = 9 if s < 3 else 7
        row = [tile_info(base + i, lang) | {"out": base + i not in kinds} for i in range(n) if base + i in ever]
        if reds is not None and rs.red_fives and T.kind(reds) in ever:
            row.append(tile_info(reds, lang) | {"out": T.kind(reds) not in kinds})
        if row:
            rows.append(row)
    return rows


def kinds_ever(rs: RuleSet) -> frozenset[int]:
    """The tile kinds in play at any of the rule set's numbers of players."""
    return frozenset(k for n in rs.players for k in rs.kinds_for(n))


def play_by_players(rs: RuleSet) -> dict[str, dict[str, Any]]:
    """What is in play at each number of players, for the page script: the keyboard's tiles (red fives included) and
    whether a chi may be called ({"3": {"tiles": ["1m", "9m", ...], "chi": false}, ...})."""
    out = {}
    for n in rs.players:
        kinds = rs.kinds_for(n)
        tiles = [T.tile_str(k) for k in sorted(kinds)]
        if rs.red_fives:
            tiles += [T.tile_str(r) for r in (34, 35, 36) if T.kind(r) in kinds]
        out[str(n)] = {"tiles": tiles, "chi": rs.allows_chi_for(n)}
    return out


@lru_cache(maxsize=8)
def all_tiles_json(lang: str) -> dict[str, Any]:
    """What the tile picker script needs: every tile's name, and the Chinese names it reads."""
    tiles = {T.tile_str(t): {"alt": tile_alt(t, lang)} for t in range(37)}
    names = {name: T.tile_str(t) for name, t in T.NAME_TO_TILE.items()}
    return {"tiles": tiles, "names": names}


def group_meld_tiles(ts: tuple[int, ...]) -> list[tuple[int, ...]]:
    """Split a run of meld tiles written together ("555z777p") into melds: kongs, pons, chis."""
    out: list[tuple[int, ...]] = []
    i = 0
    while i < len(ts):
        k = T.kind(ts[i])
        if i + 4 <= len(ts) and all(T.kind(x) == k for x in ts[i : i + 4]) and (len(ts) - i) % 3 != 0:
            out.append(ts[i : i + 4])
            i += 4
        else:
            out.append(ts[i : i + 3])
            i += 3
    return out


def example_view(example: str, lang: str) -> dict[str, Any] | None:
    """A pattern's example hand ("123m|555z 777p") as tile pictures: the hand, then each meld."""
    if not example:
        return None
    parts = example.split("|")
    hand = parse_tiles(parts[0])
    if hand is None:
        return None
    melds: list[list[dict[str, Any]]] = []
    for chunk in (c for p in parts[1:] for c in re.split(r"[\s,]+", p) if c):
        ts = parse_tiles(chunk)
        if ts is None:
            return None
        melds += [[tile_info(t, lang) for t in g] for g in group_meld_tiles(ts)]
    return {"hand": [tile_info(t, lang) for t in hand], "melds": melds, "text": example}


def wild_rules(rs: RuleSet, players: int = 4) -> dict[str, Any]:
    """What the tile keyboard needs to know about wildcards and tiles in sight: which indicator role names the
    wildcard, which tile each indicator tile makes wild (the rule set's own order: the flipped tile itself for
    Wenzhou's 财神, the next one for Beijing's 惠牌), and which indicator roles stay on the table (they count
    towards the four copies)."""
    defaults = {o.key: o.default for o in rs.options}
    off = rs.indicators_off_table(defaults) if rs.indicators_off_table else frozenset()
    wild = rs.wildcard
    return {
        "wild": bool(wild),
        "wild_name": wild.names.get(page_language.page_lang()) if wild else "",
        "wild_of": {T.tile_str(k): T.tile_str(wild.of(k)) for k in sorted(kinds_ever(rs))} if wild else {},
        "in_sight": [f.key for f in rs.indicator_roles if f.key not in off],
        "flip_role": wild.role if wild else "",
    }
