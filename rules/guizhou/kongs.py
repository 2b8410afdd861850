"""豆 (kongs): 闷豆, 爬坡豆, 点豆 and 憨包豆, from each seat's melds.

A kong scores only when someone wins (or on a draw with 查叫全包), and only
for an owner that won or is ready: 闷豆 and 爬坡豆 collect from every other
seat, 点豆 from the discarder alone (from every other seat under the option
`dian_dou_all_pay`); 憨包豆 is worth nothing. Dealer doubling applies to each
payment the dealer makes or receives. Under 包杠 an owner that is not ready
pays the same amounts back.
"""

from __future__ import annotations

from rules.model import Meld, SeatInput, Transfer
from rules.tiles import kind, tile_str

from . import messages as M
from . import patterns
from .ledger import NOTEN, Table, dealer_x2, pay


def kong_key(seat: SeatInput, meld: Meld) -> str:
    if kind(meld.tiles[0]) in {kind(t) for t in seat.extra.get("hanbao_kongs", ())}:
        return patterns.HAN_BAO_DOU
    if meld.kong == "concealed":
        return patterns.MEN_DOU
    if meld.kong == "added":
        return patterns.PA_PO_DOU
    return patterns.DIAN_DOU


def has_kong(seat: SeatInput) -> bool:
    """A pass (通行证): any kong of its own, 憨包豆 included."""
    return any(m.kind == "kong" for m in seat.melds)


def kong_transfers(table: Table) -> list[Transfer]:
    req = table.req
    out: list[Transfer] = []
    for seat in req.seats:
        owner = seat.index
        collects = table.collects_kongs(owner)
        pays_back = table.status[owner] == NOTEN and table.opts["bao_gang"]
        if not (collects or pays_back):
            continue
        for m in seat.melds:
            if m.kind != "kong":
                continue
            key = kong_key(seat, m)
            unit = patterns.PATTERN_MAP[key].value or 0
            if key == patterns.MEN_DOU and table.opts["men_dou_double"]:
                unit *= 2
            payers = table.others(owner)  # 闷豆 / 爬坡豆, and 点豆 under `dian_dou_all_pay`
            if key == patterns.DIAN_DOU and m.from_seat is not None and not table.opts["dian_dou_all_pay"]:
                payers = [m.from_seat]  # 点豆: the discarder alone (our reading of line 43)
            name = patterns.PATTERN_MAP[key].mention
            tile = tile_str(m.tiles[0])
            for payer in payers:
                factor = table.dealer_factor(payer, owner)
                amount = unit * factor
                note = (M.KONG_NOTE if collects else M.BAO_KONG_NOTE).format(name=name, tile=tile)
                if factor == 2:
                    note = note + M.SEPARATOR + dealer_x2()
                if collects:
                    pay(out, req, payer, owner, amount, "kong", note)
                else:
                    pay(out, req, owner, payer, amount, "bao_kong", note)
    return out
