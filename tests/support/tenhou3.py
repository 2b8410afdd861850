"""The wins of Tenhou's three-player logs (mjlog XML) as score requests, with what Tenhou paid for each.

The scoring tests' own reader (tests/rules/riichi/test_sanma_wins.py): it reads only what a win needs, so it
stays apart from the game import (scoresheet/tenhou_log.py). Per log, in order:

1. `INIT`: the round (seed[0]: 0-3 East, 4-7 South, 8- West), the honba and sticks, the dealer, the first dora
   indicator; `DORA`: one more indicator (a kong); `REACH step="2"`: a seat's riichi stands (its stick is down);
   `N`: a call, kept when it sets a North aside (bit 5 of `m`: 抜きドラ) so that a win on that North is known;
2. `AGARI`: the winner's concealed tiles (`hai`, the winning tile among them), its calls (`m`, North extractions
   among them), the winning tile (`machi`), Tenhou's value (`ten`: fu, points, limit; `yaku` id/han pairs or
   `yakuman` ids), the indicators (`doraHai`, `doraHaiUra`), `who`, `fromWho`, `ba` (honba, sticks) and `sc`
   (every seat's score before and its change, in hundreds). Two `AGARI` in a row are one double ron.

A request gives the winner's tiles, melds, Norths set aside, riichi (declared this hand, from the `REACH`es), the
situation flags Tenhou's yaku name (ippatsu, rinshan, haitei / houtei, chankan, tenhou / chiihou: the log says
nothing else about them), and every other seat that declared riichi this hand. The sticks on the table before the
hand are `ba`'s sticks less those declared this hand; Tenhou's change of a seat is then our `score_change` plus
1,000 for a seat that declared this hand (Tenhou takes the stick when it is put down).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

SUITS = "mpsz"
RED_IDS = {16: "0m", 52: "0p", 88: "0s"}

# Tenhou's yaku ids -> our pattern keys (the winds of 10-13 and 14-17 are one key each here; 52 dora counts the
# Norths set aside too: compared with our dora + nukidora)
YAKU = {
    0: "menzen_tsumo",
    1: "riichi",
    2: "ippatsu",
    3: "chankan",
    4: "rinshan",
    5: "haitei",
    6: "houtei",
    7: "pinfu",
    8: "tanyao",
    9: "iipeikou",
    **dict.fromkeys(range(10, 14), "yakuhai_jikaze"),
    **dict.fromkeys(range(14, 18), "yakuhai_bakaze"),
    18: "yakuhai_haku",
    19: "yakuhai_hatsu",
    20: "yakuhai_chun",
    21: "daburu_riichi",
    22: "chiitoitsu",
    23: "chanta",
    24: "ittsu",
    25: "sanshoku",
    26: "sanshoku_doukou",
    27: "sankantsu",
    28: "toitoi",
    29: "sanankou",
    30: "shousangen",
    31: "honroutou",
    32: "ryanpeikou",
    33: "junchan",
    34: "honitsu",
    35: "chinitsu",
    36: "renhou",
    37: "tenhou",
    38: "chiihou",
    39: "daisangen",
    40: "suuankou",
    41: "suuankou_tanki",
    42: "tsuuiisou",
    43: "ryuuiisou",
    44: "chinroutou",
    45: "chuuren",
    46: "junsei_chuuren",
    47: "kokushi",
    48: "kokushi_juusanmen",
    49: "daisuushii",
    50: "shousuushii",
    51: "suukantsu",
    52: "dora",
    53: "ura_dora",
    54: "aka_dora",
}
DORA_KEYS = frozenset({"dora", "nukidora"})  # Tenhou's 52
LIMITS = {0: None, 1: "mangan", 2: "haneman", 3: "baiman", 4: "sanbaiman", 5: "yakuman"}


def tile(tid: int) -> str:
    """A Tenhou tile id (0-135) in mpsz, a red five as 0."""
    if tid in RED_IDS:
        return RED_IDS[tid]
    k = tid // 4
    return f"{k % 9 + 1}{SUITS[k // 9]}"


def tiles(ids: list[int]) -> str:
    return "".join(tile(t) for t in ids)


@dataclass(frozen=True, slots=True)
class Call:
    """A decoded `m`: kind pon | kong | nuki (a North set aside); `tiles` ids; `frm` the seat (None: concealed)."""

    kind: str
    tiles: tuple[int, ...]
    frm: int | None = None
    kong: str | None = None


def decode(who: int, m: int, players: int = 3) -> Call:
    """Tenhou's meld integer (no chi at three players). Bits 0-1: the seat it came from (1 right, 2 across, 3 left,
    counted round a table of four); bit 3 pon, bit 4 added kong, bit 5 a North set aside; otherwise a kong."""
    rel = m & 3
    frm = (who + rel) % 4 if rel else None
    if m & 0x4:
        raise ValueError("a chi at three players")
    if m & 0x18:
        k = (m >> 9) // 3
        unused = m >> 5 & 3
        copies = [c for c in range(4) if c != unused]
        pon = tuple(k * 4 + c for c in copies)
        if m & 0x8:
            return Call("pon", pon, frm)
        return Call("kong", (*pon, k * 4 + unused), frm, "added")
    if m & 0x20:
        return Call("nuki", (m >> 8,))
    called = m >> 8
    k = called // 4
    return Call("kong", tuple(k * 4 + i for i in range(4)), frm, "exposed" if frm is not None else "concealed")


@dataclass(slots=True)
class Win:
    """One hand's wins (two for a double ron) as a request, and what Tenhou gave."""

    game: str
    hand: str  # e.g. "S2-1" (round, hand, honba)
    request: dict[str, Any]
    winners: list[dict[str, Any]] = field(default_factory=list)  # per win: seat, han, fu, points, limit, yaku, ...
    change: list[int] = field(default_factory=list)  # every seat's change of score, as Tenhou counts it
    declared: list[int] = field(default_factory=list)  # seats whose riichi stick went down this hand

    @property
    def tags(self) -> set[str]:
        """What this hand shows (for the coverage the test asks of the whole set)."""
        out = set()
        for w in self.winners:
            out.add("tsumo" if w["tsumo"] else "ron")
            out.add("dealer" if w["dealer"] else "non_dealer")
            if w["nuki"]:
                out.add("nuki_tsumo" if w["tsumo"] else "nuki_ron")
            if w["yakuman"]:
                out.add("yakuman")
            elif w["han"] >= 13:
                out.add("kazoe")
            if w["robbed_north"]:
                out.add("robbed_north")
            if "rinshan" in w["yaku"]:
                out.add("rinshan")
        if len(self.winners) > 1:
            out.add("double_ron")
        if self.request.get("dealer_streak"):
            out.add("honba")
        return out


_TAG = re.compile(r"<([A-Z]+)(\d*)((?:\s+\w+=\"[^\"]*\")*)\s*/?>")
_ATTR = re.compile(r"(\w+)=\"([^\"]*)\"")


def _ints(s: str) -> list[int]:
    return [int(x) for x in s.split(",") if x != ""]


def wins(game: str, text: str) -> Iterator[Win]:
    """Every hand of a three-player log that someone won, in order."""
    players = 3
    dealer = round_wind = honba = 0
    dora: list[int] = []
    riichi: dict[int, str] = {}
    first_discard: set[int] = set()  # seats that have discarded this hand (a riichi before: double riichi)
    reach_first: set[int] = set()
    last_nuki: tuple[int, int] | None = None  # (seat, North id) set aside by the last event
    label = ""
    pending: list[dict[str, str]] = []

    def flush() -> Iterator[Win]:
        if pending:
            yield _win(game, label, pending, dealer, round_wind, honba, dora, riichi, reach_first, last_nuki)
            pending.clear()

    for name, _num, attrs in _TAG.findall(text):
        a = dict(_ATTR.findall(attrs))
        if name != "AGARI":
            yield from flush()
        if name == "GO" and not int(a["type"]) & 0x10:
            raise ValueError(f"{game}: not a three-player game")
        if name == "INIT":
            seed = _ints(a["seed"])
            kyoku, honba = seed[0], seed[1]
            dealer = int(a["oya"])
            round_wind = 27 + kyoku // 4
            dora = [seed[5]]
            riichi = {}
            first_discard = set()
            reach_first = set()
            last_nuki = None
            label = f"{'ESWN'[kyoku // 4]}{kyoku % 4 + 1}-{honba}"
        elif name == "DORA":
            dora.append(int(a["hai"]))
        elif name == "REACH":
            who = int(a["who"])
            if a.get("step") == "1" and who not in first_discard:
                reach_first.add(who)
            if a.get("step") == "2":
                riichi[who] = "double" if who in reach_first else "single"
        elif name == "N":
            who = int(a["who"])
            c = decode(who, int(a["m"]))
            last_nuki = (who, c.tiles[0]) if c.kind == "nuki" else None
            first_discard.update(range(players))  # a call breaks the first go-round (double riichi)
        elif name in ("D", "E", "F", "G"):
            first_discard.add("DEFG".index(name))
            last_nuki = None
        elif name in ("T", "U", "V", "W"):
            last_nuki = None  # a win on a North set aside comes before the replacement draw
        elif name == "AGARI":
            pending.append(a)
    yield from flush()


def _win(
    game: str,
    label: str,
    agaris: list[dict[str, str]],
    dealer: int,
    round_wind: int,
    honba: int,
    dora_ids: list[int],
    riichi: dict[int, str],
    reach_first: set[int],
    last_nuki: tuple[int, int] | None,
) -> Win:
    players = 3
    first = agaris[0]
    ba = _ints(first["ba"])
    sticks = ba[1]
    seats: list[dict[str, Any]] = [{} for _ in range(players)]
    for seat, kind in riichi.items():
        seats[seat]["riichi"] = kind
    change = [0] * players
    winners = []
    ura_ids: list[int] = []
    dora = _ints(first["doraHai"])
    for a in agaris:
        who, frm = int(a["who"]), int(a["fromWho"])
        sc = _ints(a["sc"])
        for s in range(players):
            change[s] += sc[2 * s + 1] * 100
        hai = _ints(a["hai"])
        machi = int(a["machi"])
        calls = [decode(who, m) for m in _ints(a.get("m", ""))]
        nuki = sum(c.kind == "nuki" for c in calls)
        melds = []
        for c in calls:
            if c.kind == "nuki":
                continue
            md: dict[str, Any] = {"kind": c.kind, "tiles": tiles(list(c.tiles))}
            if c.kind == "kong":
                md["kong"] = c.kong
            if c.frm is not None:
                md["from"] = c.frm
            melds.append(md)
        yaku_ids = _ints(a.get("yaku", ""))
        yaku = dict(zip(yaku_ids[::2], yaku_ids[1::2], strict=True))
        yakuman = _ints(a.get("yakuman", ""))
        flags = set(yaku) | set(yakuman)
        tsumo = who == frm
        win: dict[str, Any] = {"tile": tile(machi), "by": "self_draw" if tsumo else "discard"}
        if not tsumo:
            win["from"] = frm
        robbed_north = not tsumo and machi // 4 == 30 and last_nuki is not None and last_nuki[0] == frm
        if 3 in flags:
            win["by"] = "robbed_kong"
        if robbed_north:
            win["robbed_north"] = True
        if 4 in flags:
            win["after_kong"] = True
        if 5 in flags or 6 in flags:
            win["last_tile"] = True
        if 37 in flags or 38 in flags:
            win["first_turn"] = True
        seat: dict[str, Any] = {**seats[who], "hand": tiles(hai), "win": win}
        if melds:
            seat["melds"] = melds
        if nuki:
            seat["nuki"] = nuki
        if 2 in flags:
            seat["ippatsu"] = True
        if 21 in flags:
            seat["riichi"] = "double"
        elif 1 in flags:
            seat["riichi"] = "single"
        seats[who] = seat
        if "doraHaiUra" in a:
            ura_ids = _ints(a["doraHaiUra"])
        ten = _ints(a["ten"])
        keys: dict[str, int] = {}
        for i, h in yaku.items():
            keys[YAKU[i]] = keys.get(YAKU[i], 0) + h
        winners.append(
            {
                "seat": who,
                "tsumo": tsumo,
                "dealer": who == dealer,
                "nuki": nuki,
                "robbed_north": robbed_north,
                "fu": ten[0],
                "points": ten[1],
                "limit": LIMITS[ten[2]],
                "han": sum(yaku.values()),
                "yaku": {k: v for k, v in keys.items() if v},
                "yakuman": [YAKU[i] for i in yakuman],
            }
        )
    declared = len(riichi)
    indicators = {"dora": tiles(dora or dora_ids)}
    if ura_ids:
        indicators["ura"] = tiles(ura_ids)
    request = {
        "ruleset": "riichi",
        "preset": "tenhou_sanma",
        "players": players,
        "dealer": dealer,
        "dealer_streak": honba,
        "indicators": indicators,
        "table": {"round_wind": tile(round_wind * 4), "riichi_sticks": sticks - declared},
        "seats": seats,
    }
    return Win(game=game, hand=label, request=request, winners=winners, change=change, declared=sorted(riichi))


@dataclass(frozen=True, slots=True)
class Draw:
    """An exhaustive draw (or nagashi mangan) as a request, and every seat's change as Tenhou counts it."""

    game: str
    request: dict[str, Any]
    change: list[int]
    declared: list[int]
    nagashi: bool


def draws(game: str, text: str) -> Iterator[Draw]:
    """Every exhaustive draw of a three-player log (`RYUUKYOKU` without a type, or `nm`: nagashi mangan): the ready
    seats are those whose tiles Tenhou shows (`haiN`); a nagashi seat is one paid (the others only pay)."""
    players = 3
    dealer = honba = 0
    riichi: set[int] = set()
    for name, _num, attrs in _TAG.findall(text):
        a = dict(_ATTR.findall(attrs))
        if name == "INIT":
            dealer, honba, riichi = int(a["oya"]), _ints(a["seed"])[1], set()
        elif name == "REACH" and a.get("step") == "2":
            riichi.add(int(a["who"]))
        elif name == "RYUUKYOKU" and a.get("type", "nm") == "nm":
            sc = _ints(a["sc"])
            change = [sc[2 * s + 1] * 100 for s in range(players)]
            nagashi = a.get("type") == "nm"
            seats: list[dict[str, Any]] = [{"tenpai": f"hai{s}" in a} for s in range(players)]
            for s in range(players):
                if nagashi and change[s] > 0:
                    seats[s]["nagashi_mangan"] = True
                if s in riichi:
                    seats[s]["riichi"] = "single"
            request = {
                "ruleset": "riichi",
                "preset": "tenhou_sanma",
                "dealer": dealer,
                "dealer_streak": honba,
                "seats": seats,
            }
            yield Draw(game=game, request=request, change=change, declared=sorted(riichi), nagashi=nagashi)
