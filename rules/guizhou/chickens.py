"""鸡 (chickens): which tiles are chickens, what each is worth, who collects and who pays.

* Default chickens: 1s (幺鸡) always, 1p and 1m when their options are on, and 8p (乌骨鸡) under the
  option `wu_gu_ji` (the seed names 乌骨鸡 beside 幺鸡 for 责任鸡 and 包鸡 and never defines it).
* Flipped chickens: from the flipped tile F, F+1 in its suit (9 -> 1); 本鸡:
  F itself; 摇摆鸡: F+1 and F-1. A flipped chicken on a default chicken
  makes it gold (2 a tile); other chickens are 1 a tile.
* A scoring seat (won or ready, not burned) collects, from every other seat,
  each chicken's value for every chicken tile in its hand and melds, and
  for default chickens among its own unclaimed discards (flipped ones too
  with 满堂鸡). The first 1s discarded and unclaimed (冲锋鸡; of each default
  chicken kind) is worth twice its value; if it was claimed, its discarder
  pays the claimer 1 (责任鸡).
* 包鸡: a seat that is not ready pays every scoring seat for each default
  chicken it exposed (unclaimed discards, melds; 冲锋鸡 double, 责任鸡 1);
  罚碰杠鸡 adds the flipped chickens in its melds.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from rules.model import SeatInput, Transfer
from rules.text import Text
from rules.tiles import counts, kind, next_in_suit, prev_in_suit, tile_str

from . import messages as M
from . import patterns
from .discards import Chongfeng, chongfeng_list, unclaimed_discards
from .ledger import NOTEN, Table, join, pay
from .options import DEAL_TWO, FLIP_NEXT, FLIP_SELF, FLIP_SWING

DEFAULT_KEYS = {18: patterns.YAO_JI, 9: patterns.YI_TONG_JI, 0: patterns.YI_WAN_JI, 16: patterns.WU_GU_JI}


@dataclass(frozen=True, slots=True)
class ChickenSet:
    default: frozenset[int]
    flipped: frozenset[int]

    def value(self, k: int) -> int:
        if k in self.default:
            return 2 if k in self.flipped else 1
        return 1 if k in self.flipped else 0

    def key(self, k: int) -> str:
        if k in self.default:
            return patterns.JIN_JI if k in self.flipped else DEFAULT_KEYS[k]
        return patterns.FAN_PAI_JI

    def kinds(self) -> list[int]:
        return sorted(self.default | self.flipped)


def chicken_set(options: Mapping[str, object], flip: tuple[int, ...] | None) -> ChickenSet:
    default = {18}
    if options["chicken_1p"]:
        default.add(9)
    if options["chicken_1m"] and options["deal"] != DEAL_TWO:
        default.add(0)
    if options["wu_gu_ji"]:
        default.add(16)  # 8p
    flipped: set[int] = set()
    if flip:
        f = kind(flip[0])
        mode = options["flip_chicken"]
        if mode == FLIP_NEXT:
            flipped = {next_in_suit(f)}
        elif mode == FLIP_SELF:
            flipped = {f}
        elif mode == FLIP_SWING:
            flipped = {next_in_suit(f), prev_in_suit(f)}
    return ChickenSet(frozenset(default), frozenset(flipped))


def hand_chickens(seat: SeatInput) -> list[int]:
    """Kinds of the concealed tiles that may be chickens: from the hand, or the `chickens` fact."""
    tiles = seat.hand if seat.hand is not None else seat.extra.get("chickens", ())
    return [kind(t) for t in tiles]


def chicken_transfers(table: Table, cs: ChickenSet) -> list[Transfer]:
    req = table.req
    out: list[Transfer] = []
    cf = chongfeng_list(req)
    unclaimed_cf = {(c.discarder, c.kind) for c in cf if c.claimer is None}
    # --- what each scoring seat collects ---
    for seat in req.seats:
        p = seat.index
        if not table.collects_chickens(p):
            continue
        held = counts(hand_chickens(seat))
        for m in seat.melds:
            held[kind(m.tiles[0])] += len(m.tiles)
        disc = counts(unclaimed_discards(req, seat, cf))
        for k in cs.kinds():
            n = held[k]
            if k in cs.default or req.options["man_tang_ji"]:
                n += disc[k]
            chong = (p, k) in unclaimed_cf
            if chong:
                n -= 1  # the 冲锋鸡 is counted on its own line
            v = cs.value(k)
            name = patterns.PATTERN_MAP[cs.key(k)].mention
            for q in table.others(p):
                pay(out, req, q, p, n * v, "chicken", M.CHICKEN_NOTE.format(name=name, tile=tile_str(k), n=n))
                if chong:
                    pay(
                        out,
                        req,
                        q,
                        p,
                        2 * v,
                        "chicken",
                        M.CHICKEN_NOTE.format(
                            name=patterns.PATTERN_MAP[patterns.CHONG_FENG_JI].mention, tile=tile_str(k), n=1
                        ),
                    )
    # --- 责任鸡: a claimed 冲锋鸡 ---
    if req.options["ze_ren_ji"]:
        for c in cf:
            if c.claimer is not None and table.collects_chickens(c.claimer):
                pay(
                    out,
                    req,
                    c.discarder,
                    c.claimer,
                    patterns.PATTERN_MAP[patterns.ZE_REN_JI].value or 0,
                    "responsibility_chicken",
                    M.ZE_REN_NOTE.format(tile=tile_str(c.kind)),
                )
    # --- 包鸡 / 罚碰杠鸡: seats that are not ready ---
    receivers = [s for s in range(table.players) if table.collects_chickens(s)]
    for seat in req.seats:
        n_seat = seat.index
        if table.status[n_seat] != NOTEN or not receivers:
            continue
        if req.options["bao_ji"]:
            exposed = unclaimed_discards(req, seat, cf)
            amount, items = _exposed_defaults(seat, exposed, cs, cf, unclaimed_cf, req.options["ze_ren_ji"])
            for p in receivers:
                pay(out, req, n_seat, p, amount, "bao_chicken", M.BAO_JI_NOTE.format(items=join(items)))
        if req.options["fa_peng_gang_ji"]:
            melded = counts(kind(t) for m in seat.melds for t in m.tiles)
            flips = [k for k in sorted(cs.flipped - cs.default) if melded[k]]
            amount = sum(melded[k] for k in flips)
            items = [
                M.CHICKEN_NOTE.format(
                    name=patterns.PATTERN_MAP[patterns.FAN_PAI_JI].mention, tile=tile_str(k), n=melded[k]
                )
                for k in flips
            ]
            for p in receivers:
                pay(out, req, n_seat, p, amount, "bao_chicken", M.FA_NOTE.format(items=join(items)))
    return out


def _exposed_defaults(
    seat: SeatInput,
    discards: list[int],
    cs: ChickenSet,
    cf: list[Chongfeng],
    unclaimed_cf: set[tuple[int, int]],
    ze_ren: bool,
) -> tuple[int, list[Text]]:
    """What a seat that is not ready owes each scoring seat under 包鸡, and the items it is made of."""
    s = seat.index
    exposed = counts(discards)
    for m in seat.melds:
        exposed[kind(m.tiles[0])] += len(m.tiles)
    amount = 0
    items: list[Text] = []
    for k in sorted(cs.default):
        n = exposed[k]
        v = cs.value(k)
        chong = (s, k) in unclaimed_cf
        if chong:
            n -= 1
            amount += 2 * v
            items.append(
                M.CHICKEN_NOTE.format(name=patterns.PATTERN_MAP[patterns.CHONG_FENG_JI].mention, tile=tile_str(k), n=1)
            )
        if n:
            amount += n * v
            items.append(M.CHICKEN_NOTE.format(name=patterns.PATTERN_MAP[cs.key(k)].mention, tile=tile_str(k), n=n))
    if ze_ren:
        for c in cf:
            if c.discarder == s and c.claimer is not None:
                amount += patterns.PATTERN_MAP[patterns.ZE_REN_JI].value or 0
                items.append(M.ZE_REN_NOTE.format(tile=tile_str(c.kind)))
    return amount, items
