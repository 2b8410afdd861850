"""The typed views a riichi pattern's `detect` reads, and the detect functions: one per yaku, named after its key.

* `TileFacts`: what the tiles alone say (counts, melds, suits, traits, the
  readings); built by `reference.evaluate`, the plain reading of the rules
  that the hot path (`hand.evaluate`, which uses none of these) is tested against.
* `HandFacts`: one winning hand: its `TileFacts` plus the winning tile, the
  winds, the situation flags and the options.
* `HandView`: one interpretation: a reading with the group the winning tile
  completed. `detect` functions take exactly this one argument.
* the detect functions (below the views): `patterns.py` gives each record the
  one named after its key; `reference.evaluate` asks them all.

The views are plain slotted objects built once and never changed afterwards.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rules import engine
from rules.engine import WAIT_RYANMEN, WAIT_TANKI

# A reading's shape by the engine's name for it (`engine.STANDARD` is the flag asking for that shape).
SHAPE_STANDARD = engine.SHAPE_NAMES[engine.STANDARD]
SHAPE_SEVEN_PAIRS = engine.SHAPE_NAMES[engine.SEVEN_PAIRS]
SHAPE_THIRTEEN_ORPHANS = engine.SHAPE_NAMES[engine.THIRTEEN_ORPHANS]

DRAGONS = (31, 32, 33)
WINDS = (27, 28, 29, 30)
_TERMINAL_OR_HONOR = tuple(k >= 27 or k % 9 in (0, 8) for k in range(34))


# Traits of a hand or reading, as bits: a hand yaku is tried only when all the bits it needs are set
# (patterns.NEEDS). A cheap filter for the hot path, never a verdict.
MENZEN, CHOWS, PUNGS, HONORS, SIMPLES, ONE_SUIT, TERM_HONOR = 1, 2, 4, 8, 16, 32, 64
TERMINALS, NO_HONORS, HONOR_SET, THREE_CHOWS, THREE_PUNGS, THREE_KONGS = 128, 256, 512, 1024, 2048, 4096

KIND = tuple(k if k < 34 else (4, 13, 22)[k - 34] for k in range(37))  # tile (red fives too) -> kind


class TileFacts:
    """What the tiles alone say (concealed tiles and melds): counts, melds, suits, traits."""

    __slots__ = (
        "conc",
        "counts",
        "green",
        "honors",
        "mask",
        "meld_chows",
        "meld_conc",
        "meld_pungs",
        "meld_sets",
        "menzen",
        "n_kans",
        "no_melds",
        "readings",
        "reds",
        "simples",
        "suits",
        "term_honor",
        "yakuman_tiles",
    )

    def __init__(self, hand: tuple[int, ...], melds: tuple[Any, ...]) -> None:
        conc = [0] * 34
        reds = 0
        for t in hand:
            if t >= 34:
                reds += 1
                t = KIND[t]
            conc[t] += 1
        counts = conc[:]
        meld_chows: tuple[int, ...] = ()
        meld_pungs: tuple[int, ...] = ()
        meld_sets: tuple[tuple[int, bool, bool], ...] = ()
        meld_conc = n_kans = 0
        menzen = True
        for m in melds:
            reds += sum(t >= 34 for t in m.tiles)
            ks = [KIND[t] for t in m.tiles]
            if m.kind == "chi":
                k = min(ks)
                meld_chows += (k,)
                counts[k] += 1
                counts[k + 1] += 1
                counts[k + 2] += 1
                menzen = False
                continue
            k = ks[0]
            kong = m.kind == "kong"
            concealed = kong and m.kong == "concealed"
            counts[k] += len(ks)
            n_kans += kong
            meld_conc += concealed
            menzen = menzen and concealed
            meld_pungs += (k,)
            meld_sets += ((k, kong, concealed),)
        self.conc = conc
        self.counts = counts
        self.reds = reds
        self.meld_chows = meld_chows
        self.meld_pungs = meld_pungs
        self.meld_sets = meld_sets
        self.meld_conc = meld_conc
        self.n_kans = n_kans
        self.menzen = menzen
        self.no_melds = not melds
        honors = any(counts[27:])
        man, pin, sou = any(counts[0:9]), any(counts[9:18]), any(counts[18:27])
        terminals = bool(counts[0] or counts[8] or counts[9] or counts[17] or counts[18] or counts[26])
        self.honors = honors
        self.suits = man + pin + sou
        self.term_honor = not (any(counts[1:8]) or any(counts[10:17]) or any(counts[19:26]))
        self.simples = not honors and not terminals
        self.green = not (man or pin) and not (
            counts[18]
            or counts[22]
            or counts[24]
            or counts[26]
            or counts[27]
            or counts[28]
            or counts[29]
            or counts[30]
            or counts[31]
            or counts[33]
        )
        self.mask = (
            (MENZEN if menzen else 0)
            | (HONORS if honors else NO_HONORS)
            | (SIMPLES if self.simples else 0)
            | (ONE_SUIT if self.suits == 1 else 0)
            | (TERM_HONOR if self.term_honor else 0)
            | (TERMINALS if terminals else 0)
            | (HONOR_SET if max(counts[27:]) >= 3 else 0)
            | (THREE_KONGS if n_kans >= 3 else 0)
        )
        # every yakuman but the first-turn ones needs one of these tile patterns
        self.yakuman_tiles = bool(
            self.suits == 0
            or self.term_honor
            or self.green
            or n_kans == 4
            or (not melds and self.suits == 1 and not honors)
            or (counts[31] >= 3 and counts[32] >= 3 and counts[33] >= 3)
            or counts[27] + counts[28] + counts[29] + counts[30] >= 11
            or (menzen and counts.count(3) + counts.count(4) >= 4)
        )
        self.readings: tuple[Any, ...] = ()  # filled by reference.evaluate: the readings with the melds joined


class HandFacts:
    """Facts about a winning hand that every reading shares: its tiles' facts plus the situation."""

    __slots__ = (
        "after_kong",
        "conc",
        "dealer",
        "first_turn",
        "green",
        "honors",
        "ippatsu",
        "kuitan",
        "last_tile",
        "menzen",
        "n_kans",
        "no_melds",
        "opts",
        "riichi",
        "robbed",
        "round_wind",
        "seat_wind",
        "simples",
        "suits",
        "term_honor",
        "tiles",
        "tsumo",
        "win",
    )

    def __init__(
        self,
        t: TileFacts,
        win: int,
        tsumo: bool,
        robbed: bool,
        seat_wind: int,
        round_wind: int,
        riichi: str | None,
        ippatsu: bool,
        after_kong: bool,
        last_tile: bool,
        first_turn: bool,
        opts: dict[str, Any],
    ) -> None:
        self.tiles = t
        self.conc = t.conc
        self.menzen = t.menzen
        self.no_melds = t.no_melds
        self.n_kans = t.n_kans
        self.honors = t.honors
        self.suits = t.suits
        self.term_honor = t.term_honor
        self.simples = t.simples
        self.green = t.green
        self.win = win
        self.tsumo = tsumo
        self.robbed = robbed
        self.seat_wind = seat_wind
        self.round_wind = round_wind
        self.dealer = seat_wind == 27
        self.riichi = riichi
        self.ippatsu = ippatsu
        self.after_kong = after_kong
        self.last_tile = last_tile
        self.first_turn = first_turn
        self.opts = opts
        self.kuitan = opts["kuitan"]


class HandView:
    """One interpretation: a reading of the concealed tiles plus the melds, and the winning group."""

    __slots__ = ("chows", "conc_pungs", "h", "pair", "pungs", "sets", "shape", "wait")

    def __init__(
        self,
        h: HandFacts,
        shape: str,
        chows: tuple[int, ...],
        pungs: tuple[int, ...],
        pair: int,
        wait: str,
        conc_pungs: int,
        sets: tuple[tuple[int, bool, bool], ...],
    ) -> None:
        self.h = h
        self.shape = shape
        self.chows = chows  # lowest kind of every chow, melds included
        self.pungs = pungs  # kind of every pung and kong, melds included
        self.pair = pair  # the pair's kind; -1 outside the standard shape
        self.wait = wait  # how the winning tile was waited on (engine.WAIT_*)
        self.conc_pungs = conc_pungs  # concealed pungs / kongs (a pung completed by a discard is open)
        self.sets = sets  # (kind, is_kong, concealed) for every pung and kong, for fu


def is_terminal_or_honor(k: int) -> bool:
    return _TERMINAL_OR_HONOR[k]


def yakuhai_pair(v: HandView) -> bool:
    p = v.pair
    return p >= 31 or p == v.h.seat_wind or p == v.h.round_wind


# ------------------------------------------------------------- detect ---
# One function per yaku, named after its key: it takes one `HandView` and returns 1 when the yaku applies (its han
# are the record's `value` / `open_value`), or None.


def _one(ok: bool) -> int | None:
    return 1 if ok else None


# Situation yaku (the same for every reading of a hand).


def riichi(v: HandView) -> int | None:
    return _one(v.h.riichi == "single")


def daburu_riichi(v: HandView) -> int | None:
    return _one(v.h.riichi == "double")


def ippatsu(v: HandView) -> int | None:
    return _one(v.h.ippatsu)


def menzen_tsumo(v: HandView) -> int | None:
    return _one(v.h.menzen and v.h.tsumo)


def haitei(v: HandView) -> int | None:
    return _one(v.h.tsumo and v.h.last_tile)


def houtei(v: HandView) -> int | None:
    return _one(not v.h.tsumo and v.h.last_tile)


def rinshan(v: HandView) -> int | None:
    return _one(v.h.tsumo and v.h.after_kong)


def chankan(v: HandView) -> int | None:
    return _one(v.h.robbed)


def _renhou_at(level: str) -> Callable[[HandView], int | None]:
    def detect(v: HandView) -> int | None:
        h = v.h
        return _one(h.first_turn and not h.tsumo and not h.dealer and h.no_melds and h.opts["renhou"] == level)

    return detect


renhou = _renhou_at("mangan")
renhou_yakuman = _renhou_at("yakuman")


def tenhou(v: HandView) -> int | None:
    h = v.h
    return _one(h.first_turn and h.tsumo and h.dealer and h.no_melds)


def chiihou(v: HandView) -> int | None:
    h = v.h
    return _one(h.first_turn and h.tsumo and not h.dealer and h.no_melds)


# Hand yaku (they depend on the reading).


def pinfu(v: HandView) -> int | None:
    return _one(v.h.menzen and len(v.chows) == 4 and v.wait == WAIT_RYANMEN and not yakuhai_pair(v))


def tanyao(v: HandView) -> int | None:
    return _one(v.h.simples and (v.h.menzen or v.h.kuitan))


def iipeikou(v: HandView) -> int | None:
    c = v.chows
    return _one(v.h.menzen and len(c) != len(set(c)))


def ryanpeikou(v: HandView) -> int | None:
    c = v.chows
    if not v.h.menzen or len(c) != 4:
        return None
    a, b, d, e = sorted(c)
    return _one(a == b and d == e)


def _pung_of(kind: int) -> Callable[[HandView], int | None]:
    def detect(v: HandView) -> int | None:
        return _one(kind in v.pungs)

    return detect


yakuhai_haku = _pung_of(31)
yakuhai_hatsu = _pung_of(32)
yakuhai_chun = _pung_of(33)


def yakuhai_jikaze(v: HandView) -> int | None:
    return _one(v.h.seat_wind in v.pungs)


def yakuhai_bakaze(v: HandView) -> int | None:
    return _one(v.h.round_wind in v.pungs)


def _outside(v: HandView) -> bool:
    """Every set and the pair hold a terminal or honor, with at least one chow."""
    if not v.chows or not is_terminal_or_honor(v.pair):
        return False
    return all(c % 9 in (0, 6) for c in v.chows) and all(is_terminal_or_honor(p) for p in v.pungs)


def chanta(v: HandView) -> int | None:
    return _one(v.h.honors and _outside(v))


def junchan(v: HandView) -> int | None:
    return _one(not v.h.honors and _outside(v))


def ittsu(v: HandView) -> int | None:
    c = v.chows
    return _one(len(c) >= 3 and any(b in c and b + 3 in c and b + 6 in c for b in (0, 9, 18)))


def sanshoku(v: HandView) -> int | None:
    c = v.chows
    return _one(len(c) >= 3 and any(n + 9 in c and n + 18 in c for n in c if n < 9))


def sanshoku_doukou(v: HandView) -> int | None:
    p = v.pungs
    return _one(len(p) >= 3 and any(n + 9 in p and n + 18 in p for n in p if n < 9))


def toitoi(v: HandView) -> int | None:
    return _one(len(v.pungs) == 4)


def sanankou(v: HandView) -> int | None:
    return _one(v.conc_pungs == 3)


def sankantsu(v: HandView) -> int | None:
    return _one(v.h.n_kans == 3)


def chiitoitsu(v: HandView) -> int | None:
    return _one(v.shape == SHAPE_SEVEN_PAIRS)


def honroutou(v: HandView) -> int | None:
    return _one(v.h.term_honor and v.h.honors and v.h.suits > 0)


def shousangen(v: HandView) -> int | None:
    return _one(v.pair in DRAGONS and sum(d in v.pungs for d in DRAGONS) == 2)


def honitsu(v: HandView) -> int | None:
    return _one(v.h.suits == 1 and v.h.honors)


def chinitsu(v: HandView) -> int | None:
    return _one(v.h.suits == 1 and not v.h.honors)


# Yakuman.


def kokushi(v: HandView) -> int | None:
    return _one(v.shape == SHAPE_THIRTEEN_ORPHANS and v.h.conc[v.h.win] == 1)


def kokushi_juusanmen(v: HandView) -> int | None:
    return _one(v.shape == SHAPE_THIRTEEN_ORPHANS and v.h.conc[v.h.win] == 2)


def suuankou(v: HandView) -> int | None:
    return _one(v.conc_pungs == 4 and v.wait != WAIT_TANKI)


def suuankou_tanki(v: HandView) -> int | None:
    return _one(v.conc_pungs == 4 and v.wait == WAIT_TANKI)


def daisangen(v: HandView) -> int | None:
    p = v.pungs
    return _one(31 in p and 32 in p and 33 in p)


def shousuushii(v: HandView) -> int | None:
    return _one(v.pair in WINDS and sum(w in v.pungs for w in WINDS) == 3)


def daisuushii(v: HandView) -> int | None:
    return _one(sum(w in v.pungs for w in WINDS) == 4)


def tsuuiisou(v: HandView) -> int | None:
    return _one(v.h.suits == 0)


def chinroutou(v: HandView) -> int | None:
    return _one(v.h.term_honor and not v.h.honors and v.shape != SHAPE_THIRTEEN_ORPHANS)


def ryuuiisou(v: HandView) -> int | None:
    return _one(v.h.green)


def _nine_gates(v: HandView) -> bool:
    h = v.h
    if not h.no_melds or h.suits != 1 or h.honors:
        return False
    base = h.win - h.win % 9
    c = h.conc[base : base + 9]
    return c[0] >= 3 and c[8] >= 3 and all(c[1:8])


def chuuren(v: HandView) -> int | None:
    return _one(v.h.conc[v.h.win] in (1, 3) and _nine_gates(v))


def junsei_chuuren(v: HandView) -> int | None:
    return _one(v.h.conc[v.h.win] in (2, 4) and _nine_gates(v))


def suukantsu(v: HandView) -> int | None:
    return _one(v.h.n_kans == 4)
