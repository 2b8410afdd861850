"""The typed view a Beijing fan is detected on: one reading of the hand plus the facts of the win."""

from __future__ import annotations

from dataclasses import dataclass

from rules.engine import CHOW, PAIR, PUNG, Group, Reading


@dataclass(frozen=True, slots=True, kw_only=True)
class Situation:
    """Everything about the win that does not depend on how the 惠牌 are read."""

    seat: int
    win_kind: int
    self_drawn: bool
    is_dealer: bool
    dealer_dealt_in: bool  # the dealer's discard (or robbed kong) was won on
    open: bool  # a chi, pon, exposed or added kong
    n_melds: int
    hui: int  # the 惠牌 kind
    hui_count: int  # 惠牌 in the concealed hand (the winning tile included)
    after_kong: bool
    last_tile: bool
    first_turn: bool
    single_wait_5m: bool  # the hand waited on 5m alone (True when the option does not ask)
    meld_groups: tuple[Group, ...]  # declared melds as sets (a kong counts as a pung)
    # every meld counts for 大钓: True unless the option `dadiao_exposed_only` asks and a concealed kong is among them
    dadiao_melds: bool = True


@dataclass(frozen=True, slots=True, kw_only=True)
class HandView:
    """One reading (None: four 惠牌 that form no shape) and the situation."""

    situation: Situation
    reading: Reading | None

    @property
    def shape(self) -> str | None:
        return None if self.reading is None else self.reading.shape

    @property
    def sets(self) -> tuple[Group, ...]:
        """Every set of a standard reading, declared melds included."""
        if self.reading is None or self.reading.shape != "standard":
            return ()
        return tuple(g for g in self.reading.groups if g.is_set) + self.situation.meld_groups

    @property
    def pairs(self) -> tuple[Group, ...]:
        if self.reading is None:
            return ()
        return tuple(g for g in self.reading.groups if g.kind == PAIR)

    def kinds(self) -> tuple[int, ...]:
        """Every tile kind the hand is read as (a 惠牌 as the tile it stands for), melds included."""
        if self.reading is None:
            return ()
        out: list[int] = []
        for g in self.reading.groups:
            out += g.tiles
        for g in self.situation.meld_groups:
            out += g.tiles
        return tuple(out)


def shape_signature(r: Reading) -> tuple[object, ...]:
    """Everything the shape detectors below (`SHAPE_KEYS`: duiduihu, zhuowukui, yitiaolong, qiduizi, qingyise,
    haohua_qiduizi) read from a reading, in one pass: readings with the same signature get the same fans, so
    `hand.best_outcome` detects once per signature (a worst hand has ~1,000 readings and a handful of
    signatures). A shape detector that reads anything else of the reading must add it here.

    (shape, sets in the reading, all of them pungs, chow starts (bits), a 456m chow of real tiles, suits of
    every tile kind (bits; bit 0 for a lone wildcard single's -1), a kind paired twice).
    """
    n_sets = 0
    all_pung = True
    chows = 0
    suits = 0
    pairs = 0
    dup_pair = False
    real_456m = False
    for kind, t, wild in r.groups:
        suits |= 1 << (t // 9 + 1)
        if kind == CHOW:
            n_sets += 1
            all_pung = False
            chows |= 1 << t
            if t == 3 and not wild:
                real_456m = True
        elif kind == PUNG:
            n_sets += 1
        elif kind == PAIR:
            bit = 1 << t
            if pairs & bit:
                dup_pair = True
            pairs |= bit
    return (r.shape, n_sets, all_pung, chows, real_456m, suits, dup_pair)


# ------------------------------------------------------------- detect ---
# Each takes the view and returns the fan it is worth here, or None.


def tuidaohu(v: HandView) -> int | None:
    return 1  # dropped by `excludes` whenever a 加番牌型 applies


def zhuang(v: HandView) -> int | None:
    s = v.situation
    return 1 if s.is_dealer or s.dealer_dealt_in else None


def menqing_wuhui(v: HandView) -> int | None:
    s = v.situation
    return 1 if not s.open and s.hui_count == 0 else None


def duiduihu(v: HandView) -> int | None:
    sets = v.sets
    return 2 if len(sets) == 4 and all(g.kind == PUNG for g in sets) else None


def dadiao(v: HandView) -> int | None:
    s = v.situation
    return 2 if s.n_melds == 4 and s.dadiao_melds else None


_FIVE_MAN = 4
_RUN_456M = Group(CHOW, 3, ())  # 4m 5m 6m, all real tiles


def zhuowukui(v: HandView) -> int | None:
    s = v.situation
    if v.shape != "standard" or s.win_kind != _FIVE_MAN or s.hui == _FIVE_MAN or not s.single_wait_5m:
        return None
    assert v.reading is not None
    return 2 if _RUN_456M in v.reading.groups else None


def haidilaoyue(v: HandView) -> int | None:
    s = v.situation
    if not s.last_tile:
        return None
    return 2 if s.self_drawn else 1


def yitiaolong(v: HandView) -> int | None:
    runs = {g.tile for g in v.sets if g.kind == CHOW}
    for base in (0, 9, 18):
        if {base, base + 3, base + 6} <= runs:
            return 3
    return None


def qiduizi(v: HandView) -> int | None:
    return 4 if v.shape == "seven_pairs" else None


def gangshangkaihua(v: HandView) -> int | None:
    return 5 if v.situation.after_kong else None


def qingyise(v: HandView) -> int | None:
    kinds = v.kinds()
    if not kinds or max(kinds) >= 27:
        return None
    first = kinds[0] // 9
    return 6 if all(k // 9 == first for k in kinds) else None


def haohua_qiduizi(v: HandView) -> int | None:
    if v.shape != "seven_pairs":
        return None
    tiles = [g.tile for g in v.pairs]
    return 8 if len(set(tiles)) < len(tiles) else None


def sihuipai(v: HandView) -> int | None:
    return 8 if v.situation.hui_count == 4 else None


def tianhu(v: HandView) -> int | None:
    s = v.situation
    return 10 if s.first_turn and s.is_dealer else None


def dihu(v: HandView) -> int | None:
    s = v.situation
    return 8 if s.first_turn and not s.is_dealer else None
