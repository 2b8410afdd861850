"""Reading real Tenhou game logs into hands our rules can score: pure Python (no Django, no I/O).

Two formats, read into the same records:
- the mjlog XML that tenhou.net serves (`<mjloggm>`: GO, UN, TAIKYOKU, INIT, the draws T/U/V/W and discards
  D/E/F/G with a tile id, N (a meld, its integer decoded below), REACH, DORA, AGARI, RYUUKYOKU);
- the tenhou.net/6 JSON that its viewer and the common converters use (`{"log": [...], "name": [...], "rule":
  {...}, "sc": [...]}`).

How it works:
1. The log is turned into one stream of events per hand (`_Event`): the deal, each draw, discard, call, riichi
   step, and the hand's end with the scores the log records.
2. The stream is played through (`_Table`): each seat's concealed tiles, melds, discards (claimed or not, for nagashi
   mangan), the wall count (for haitei / houtei), who declared riichi and when (double riichi, ippatsu), whether a
   draw was a kong replacement (rinshan), whether a win robbed a kong (chankan), whether anybody called yet (tenhou
   / chiihou).
3. Each hand becomes a `LogHand`: the table before it (round, dealer, honba, sticks, points), what the log says it
   moved (`change`: each seat's change of points, riichi deposits included, as the next hand's points show it),
   and one score request in the project's contract (../shared/contract.md) that `rules.score_request` scores: the
   winners' tiles, melds, win tile, how and from whom, the situation flags, dora and ura indicators, riichi seats,
   tenpai seats at a draw, nagashi mangan, the abortive draw's kind.
4. The game (`LogGame`) carries the last tag's `owari`: the final points and the final scores as Tenhou gave them.

Three players (sanma, the GO type's bit 0x10): three seats (the deal's fourth hand empty, the points, `sc` and `owari`
cut to three); a North set aside (kita: an N whose integer has bit 5) is no meld but counted per seat (`nuki`), its
replacement tile is a kong's (rinshan), and it ends every ippatsu and the first go-round as a call does; a win on a
North set aside is a win on a discard of it (`robbed_north`, no chankan); 55 tiles are drawn from the wall (haitei).
The tenhou.net/6 JSON of a three-player game is refused (not read yet: its mjlog is).

Tile ids are Tenhou's 0..135 (kind = id // 4); with red fives (the lobby's rule) ids 16, 52, 88 are the red 5m,
5p, 5s. The JSON's tiles are 11..19 m, 21..29 p, 31..39 s, 41..47 honors, 51/52/53 red fives.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any
from urllib.parse import unquote

SUITS = "mpsz"
RED_IDS = {16: "0m", 52: "0p", 88: "0s"}
WALL = 136 - 14 - 13 * 4  # 70 tiles to draw: rinshan draws come out of the same count (the dead wall is refilled)
# three players (sanma): 108 tiles (no 2m-8m), 14 in the dead wall, 13 to each of three: 55 to draw; a North set
# aside (kita) is replaced from the dead wall as a kong is, so its replacement counts too
WALL_BY_PLAYERS = {4: WALL, 3: 108 - 14 - 13 * 3}
TERMINALS_HONORS = frozenset({0, 8, 9, 17, 18, 26, *range(27, 34)})

# the rule preset of the requests built from a game, by its players; the result preset of its table by (players,
# rounds): East-South (2) or East only (1)
RULE_PRESETS = {4: "tenhou", 3: "tenhou_sanma"}
RESULT_PRESETS = {(4, 2): "tenhou", (4, 1): "tenhou_east", (3, 2): "tenhou_sanma", (3, 1): "tenhou_sanma_east"}

# Tenhou's RYUUKYOKU type -> our table.draw (riichi rules/riichi/options.py DRAW_KIND)
DRAW_KINDS = {
    "": "exhaustive",
    "nm": "exhaustive",  # nagashi mangan: an exhaustive draw in which a seat has nagashi
    "yao9": "nine_terminals",
    "kaze4": "four_winds",
    "reach4": "four_riichi",
    "ron3": "triple_ron",
    "kan4": "four_kongs",
}
ABORTIVE_KINDS = frozenset(DRAW_KINDS.values()) - {"exhaustive"}

# Tenhou's yaku ids the reader cross-checks its situation flags against (the request never passes yaku)
YAKU_IPPATSU, YAKU_CHANKAN, YAKU_RINSHAN, YAKU_HAITEI, YAKU_HOUTEI = 2, 3, 4, 5, 6
YAKU_DOUBLE_RIICHI, YAKU_TENHOU, YAKU_CHIIHOU = 21, 37, 38


class LogError(ValueError):
    """A log this reader cannot read (not a log, an event that contradicts the table)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class LogWin:
    """One win as the log records it (beside the request built from it)."""

    seat: int
    discarder: int | None  # None: self-draw
    fu: int
    points: int  # the hand's value without honba and sticks, as the log's `ten` says
    limit: int  # Tenhou's limit code: 0 none, 1 mangan, 2 haneman, 3 baiman, 4 sanbaiman, 5 yakuman
    yaku: tuple[tuple[int, int], ...]  # (Tenhou yaku id, han); yakuman as (id, 13)
    liable: int | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class LogHand:
    """One hand: the table before it, what the log says happened and moved, and the request that scores it."""

    number: int  # 0-based in the game
    round_wind: int  # 0 East, 1 South, 2 West, 3 North
    round_hand: int  # 0-based hand of the round (East 1 = 0)
    dealer: int
    honba: int
    sticks: int  # riichi sticks on the table from earlier hands
    scores: tuple[int, ...]  # each seat's points before the hand
    result: str  # "win" | "draw" | "abortive"
    draw: str = ""  # our table.draw kind for a hand nobody won
    wins: tuple[LogWin, ...] = ()
    riichi: tuple[int, ...] = ()  # seats whose riichi stood (a deposit each)
    tenpai: tuple[int, ...] = ()  # at an exhaustive draw
    nagashi: tuple[int, ...] = ()
    change: tuple[int, ...]  # each seat's change of points, deposits included
    request: dict[str, Any] = field(default_factory=dict)

    @property
    def name(self) -> str:
        return f"{'ESWN'[self.round_wind % 4]}{self.round_hand + 1}-{self.honba}"


@dataclass(frozen=True, slots=True, kw_only=True)
class LogGame:
    """A whole game: its players, its rules as the log states them, its hands and its final result."""

    players: int
    rounds: int  # 2: East-South (hanchan), 1: East only
    red_fives: bool
    names: tuple[str, ...]
    hands: tuple[LogHand, ...]
    start_points: int
    final_points: tuple[int, ...] = ()  # owari: each seat's final points (sticks left given to the top)
    final_scores: tuple[int, ...] = ()  # owari: each seat's final score x 1000 (67.0 -> 67000)
    lobby: int | None = None  # the GO type bits (XML) or None


# ------------------------------------------------------------------ tiles ---


def tile_str(tid: int, red: bool) -> str:
    """One Tenhou tile id in mpsz ("0m" for a red five when the game has them)."""
    if red and tid in RED_IDS:
        return RED_IDS[tid]
    k = tid // 4
    return f"{k % 9 + 1}{SUITS[k // 9]}"


def tiles_str(ids: Sequence[int], red: bool) -> str:
    """Tile ids in mpsz, grouped by suit in id order: [1, 5, 40] -> "12m2p"."""
    out = []
    for suit in range(4):
        digits = "".join(tile_str(t, red)[0] for t in sorted(ids) if t // 36 == suit)
        if digits:
            out.append(digits + SUITS[suit])
    return "".join(out)


def is_terminal_or_honor(tid: int) -> bool:
    return tid // 4 in TERMINALS_HONORS


# ------------------------------------------------------------------ melds ---


@dataclass(frozen=True, slots=True, kw_only=True)
class Meld:
    """A decoded call: `tiles` its tile ids, `called` the id taken from another seat (None: concealed kong),
    `frm` the seat it was taken from, `kind` chi | pon | kong | kita (three players: a North set aside, no meld),
    `kong` concealed | exposed | added."""

    who: int
    kind: str
    tiles: tuple[int, ...]
    called: int | None
    frm: int | None
    kong: str = ""
    added: int | None = None  # the tile an added kong adds

    def contract(self, red: bool) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, "tiles": tiles_str(self.tiles, red)}
        if self.kind == "kong":
            out["kong"] = self.kong
        if self.frm is not None:
            out["from"] = self.frm
        return out


def decode_meld(who: int, m: int) -> Meld:
    """Tenhou's meld integer (the N tag's `m`, the AGARI's `m`): chi, pon, added kong, exposed or concealed kong.

    Bits 0-1: the seat it came from, relative (1 right, 2 across, 3 left; 0 a concealed kong). Bit 2: chi
    (bits 3-8 the three tiles' copies, bits 10-15 the base and which was called); bit 3: pon, bit 4: an added kong
    (bits 5-6 the copy not in the pon, bits 9-15 the kind and which was called); bit 5: kita (three players);
    otherwise a kong with the called tile's id in bits 8-15. Seats are counted round a table of four (three players
    leave seat 3 empty): the seat a tile came from is (who + relative) % 4 at both."""
    rel = m & 3
    frm = (who + rel) % 4 if rel else None
    if m & 0x4:
        t = m >> 10
        r = t % 3
        t //= 3
        base = (t // 7) * 9 + t % 7
        ids = tuple((base + i) * 4 + ((m >> (3 + 2 * i)) & 3) for i in range(3))
        return Meld(who=who, kind="chi", tiles=ids, called=ids[r], frm=frm)
    if m & 0x18:
        unused = (m >> 5) & 3
        t = m >> 9
        r = t % 3
        kind = t // 3
        four = tuple(kind * 4 + i for i in range(4))
        pon = tuple(x for x in four if x != kind * 4 + unused)
        if m & 0x8:
            return Meld(who=who, kind="pon", tiles=pon, called=pon[r], frm=frm)
        return Meld(who=who, kind="kong", tiles=four, called=pon[r], frm=frm, kong="added", added=kind * 4 + unused)
    if m & 0x20:
        north = m >> 8
        return Meld(who=who, kind="kita", tiles=(north,), called=None, frm=None)
    called = m >> 8
    kind = called // 4
    four = tuple(kind * 4 + i for i in range(4))
    if frm is None:
        return Meld(who=who, kind="kong", tiles=four, called=None, frm=None, kong="concealed")
    return Meld(who=who, kind="kong", tiles=four, called=called, frm=frm, kong="exposed")


# ----------------------------------------------------------------- events ---


@dataclass(frozen=True, slots=True, kw_only=True)
class _Win:
    who: int
    frm: int
    hai: tuple[int, ...] | None  # the winner's concealed tiles (win tile included) as the log gives them, if it does
    machi: int | None
    fu: int
    points: int
    limit: int
    yaku: tuple[tuple[int, int], ...]
    dora: tuple[int, ...] | None
    ura: tuple[int, ...] | None
    liable: int | None


@dataclass(slots=True, kw_only=True)
class _End:
    """How a hand ended: its wins (in the log's order) or its draw type and tenpai seats; the points after it."""

    wins: list[_Win]
    draw_type: str = ""
    tenpai: tuple[int, ...] = ()
    after: tuple[int, ...] = ()  # each seat's points after the hand
    owari: tuple[tuple[int, ...], tuple[int, ...]] | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class _Event:
    kind: str  # init | draw | discard | call | reach1 | reach2 | dora | end
    who: int = -1
    tile: int = -1
    meld: Meld | None = None
    init: tuple[int, int, int, int, tuple[int, ...], tuple[tuple[int, ...], ...], int] | None = None
    end: _End | None = None


# ------------------------------------------------------------------- XML ---

_TAG = re.compile(r"<([A-Za-z]+)(\d*)((?:\s+[\w]+=\"[^\"]*\")*)\s*/?>")
_ATTR = re.compile(r"(\w+)=\"([^\"]*)\"")
_DRAW_TAGS = "TUVW"
_DISCARD_TAGS = "DEFG"


def _ints(s: str) -> tuple[int, ...]:
    return tuple(int(x) for x in s.split(",")) if s else ()


def _owari(s: str) -> tuple[tuple[int, ...], tuple[int, ...]]:
    parts = s.split(",")
    points = tuple(int(p) * 100 for p in parts[0::2])
    scores = tuple(int(Decimal(p) * 1000) for p in parts[1::2])
    return points, scores


def _sc_after(sc: Sequence[int]) -> tuple[int, ...]:
    return tuple((sc[2 * i] + sc[2 * i + 1]) * 100 for i in range(len(sc) // 2))


def _xml_win(a: Mapping[str, str]) -> _Win:
    ten = _ints(a["ten"])
    yaku = _ints(a.get("yaku", ""))
    pairs = tuple(zip(yaku[0::2], yaku[1::2], strict=True))
    pairs += tuple((y, 13) for y in _ints(a.get("yakuman", "")))
    hai = _ints(a["hai"])
    return _Win(
        who=int(a["who"]),
        frm=int(a["fromWho"]),
        hai=hai,
        machi=int(a["machi"]),
        fu=ten[0],
        points=ten[1],
        limit=ten[2],
        yaku=pairs,
        dora=_ints(a.get("doraHai", "")),
        ura=_ints(a["doraHaiUra"]) if "doraHaiUra" in a else None,
        liable=int(a["paoWho"]) if "paoWho" in a else None,
    )


def _xml_events(text: str) -> tuple[dict[str, Any], list[_Event]]:
    meta: dict[str, Any] = {}
    events: list[_Event] = []
    end: _End | None = None
    for m in _TAG.finditer(text):
        name, num, attrs = m.group(1), m.group(2), dict(_ATTR.findall(m.group(3)))
        if num and name in _DRAW_TAGS:
            events.append(_Event(kind="draw", who=_DRAW_TAGS.index(name), tile=int(num)))
        elif num and name in _DISCARD_TAGS:
            events.append(_Event(kind="discard", who=_DISCARD_TAGS.index(name), tile=int(num)))
        elif name == "GO":
            meta["lobby"] = int(attrs.get("type", "0"))
        elif name == "UN" and "n0" in attrs and "names" not in meta:
            meta["names"] = tuple(unquote(attrs.get(f"n{i}", "")) for i in range(4))
        elif name == "INIT":
            if end is not None:
                events.append(_Event(kind="end", end=end))
                end = None
            seed = _ints(attrs["seed"])
            players = players_of(int(meta.get("lobby", 0)))
            hai = tuple(_ints(attrs.get(f"hai{i}", "")) for i in range(players))
            ten = tuple(t * 100 for t in _ints(attrs["ten"]))[:players]
            if any(not h for h in hai) or len(ten) != players:
                raise LogError("a deal (INIT) without a hand for every player")
            init = (seed[0], seed[1], seed[2], int(attrs["oya"]), ten, hai, seed[5])
            events.append(_Event(kind="init", init=init))
        elif name == "N":
            events.append(
                _Event(kind="call", who=int(attrs["who"]), meld=decode_meld(int(attrs["who"]), int(attrs["m"])))
            )
        elif name == "REACH":
            step = attrs.get("step")
            events.append(_Event(kind="reach1" if step == "1" else "reach2", who=int(attrs["who"])))
        elif name == "DORA":
            events.append(_Event(kind="dora", tile=int(attrs["hai"])))
        elif name in ("AGARI", "RYUUKYOKU"):
            if end is None:
                end = _End(wins=[])
            if name == "AGARI":
                end.wins.append(_xml_win(attrs))
            else:
                end.draw_type = attrs.get("type", "")
                end.tenpai = tuple(i for i in range(4) if f"hai{i}" in attrs)
            end.after = _sc_after(_ints(attrs["sc"]))
            if "owari" in attrs:
                end.owari = _owari(attrs["owari"])
    if end is not None:
        events.append(_Event(kind="end", end=end))
    return meta, events


def players_of(lobby: int) -> int:
    """The players of a game by its GO type bits: 0x10 is a three-player (sanma) game."""
    return 3 if lobby & 0x10 else 4


def read_xml(text: str) -> LogGame:
    """A game from tenhou.net's mjlog XML (four or three players)."""
    if "<mjloggm" not in text:
        raise LogError("not a Tenhou mjlog (no <mjloggm>)")
    meta, events = _xml_events(text)
    lobby = int(meta.get("lobby", 0))
    players = players_of(lobby)
    return _play(
        events,
        names=meta.get("names", ("", "", "", ""))[:players],
        rounds=2 if lobby & 0x08 else 1,
        red=not lobby & 0x02,
        lobby=lobby,
        players=players,
    )


# ------------------------------------------------------------------ JSON ---

_JSON_SUIT = {1: 0, 2: 9, 3: 18, 4: 27}
_JSON_RED = {51: 16, 52: 52, 53: 88}
_CALL = re.compile(r"[cpmka]")
_DRAW_NAMES = {
    "流局": "",
    "全員聴牌": "",
    "全員不聴": "",
    "流し満貫": "nm",
    "九種九牌": "yao9",
    "四風連打": "kaze4",
    "四家立直": "reach4",
    "三家和了": "ron3",
    "四槓散了": "kan4",
}
_LIMITS = {"満貫": 1, "跳満": 2, "倍満": 3, "三倍満": 4, "役満": 5, "数え役満": 5}
_POINTS = re.compile(r"(\d+)符(\d+)飜|(満貫|跳満|倍満|三倍満|数え役満|役満)")


class _Ids:
    """Tenhou-6 tiles given back as tile ids, each copy once (a red five as its own id)."""

    def __init__(self) -> None:
        self.used: set[int] = set()

    def take(self, code: int) -> int:
        if code in _JSON_RED:
            tid = _JSON_RED[code]
            self.used.add(tid)
            return tid
        kind = _JSON_SUIT[code // 10] + code % 10 - 1
        for copy in range(4):
            tid = kind * 4 + copy
            if tid in RED_IDS or tid in self.used:
                continue
            self.used.add(tid)
            return tid
        for copy in range(4):  # no red fives in this game: copy 0 of the fives is an ordinary five
            tid = kind * 4 + copy
            if tid not in self.used:
                self.used.add(tid)
                return tid
        raise LogError(f"a fifth copy of tile {code}")


def _json_tiles(s: str) -> list[int]:
    return [int(s[i : i + 2]) for i in range(0, len(s), 2)]


def _json_points(text: str, dealer: bool) -> tuple[int, int, int]:
    """fu, the hand's value and the limit from a line like "30符1飜1000点" or "満貫8000点" / "1300-2600点"."""
    m = _POINTS.search(text)
    fu = int(m.group(1)) if m and m.group(1) else 0
    limit = _LIMITS.get(m.group(3), 0) if m and m.group(3) else 0
    nums = [int(x) for x in re.findall(r"\d+", text.split("飜")[-1] if "飜" in text else text)]
    if "∀" in text:  # a dealer's self-draw: each pays the same
        value = nums[-1] * 3
    elif "-" in text:
        value = nums[-2] * 2 + nums[-1]
    else:
        value = nums[-1]
    return fu, value, limit


def _json_events(log: Sequence[Any], red: bool) -> list[_Event]:
    """One hand of the tenhou.net/6 JSON as events: each seat's takes and discards interleaved in turn order."""
    (kyoku, honba, sticks), ten, dora, ura = log[0], log[1], log[2], log[3]
    ids = _Ids()
    hai = tuple(tuple(ids.take(t) for t in log[4 + 3 * s]) for s in range(4))
    takes = [list(log[5 + 3 * s]) for s in range(4)]
    drops = [list(log[6 + 3 * s]) for s in range(4)]
    result = log[16]
    dealer = kyoku % 4
    dora_ids = [ids.take(t) for t in dora]
    events = [_Event(kind="init", init=(kyoku, honba, sticks, dealer, tuple(ten), hai, dora_ids[0]))]
    held = [list(h) for h in hai]
    last_draw: list[int | None] = [None] * 4
    pos_t, pos_d = [0] * 4, [0] * 4
    who = dealer
    pending_call: int | None = None  # a seat that just called: it discards next without drawing
    pon_of: dict[int, Meld] = {}
    while True:
        if pending_call is None:
            if pos_t[who] >= len(takes[who]):
                break
            take = takes[who][pos_t[who]]
            if isinstance(take, str):
                break  # a call is reached only through the discard it claims (below)
            pos_t[who] += 1
            tid = ids.take(take)
            held[who].append(tid)
            last_draw[who] = tid
            events.append(_Event(kind="draw", who=who, tile=tid))
        pending_call = None
        if pos_d[who] >= len(drops[who]):
            break
        drop = drops[who][pos_d[who]]
        pos_d[who] += 1
        if isinstance(drop, str) and ("a" in drop or "k" in drop):
            letter = _CALL.search(drop)
            assert letter is not None
            codes = _json_tiles(drop.replace(letter.group(0), ""))
            kind = (
                codes[0] % 10 + _JSON_SUIT[codes[0] // 10] - 1 if codes[0] not in _JSON_RED else (codes[0] - 51) * 9 + 4
            )
            if letter.group(0) == "a":
                four = tuple(t for t in held[who] if t // 4 == kind)
                meld = Meld(who=who, kind="kong", tiles=four, called=None, frm=None, kong="concealed")
            else:
                pon = pon_of[kind]
                added = next(t for t in held[who] if t // 4 == kind)
                meld = Meld(
                    who=who,
                    kind="kong",
                    tiles=tuple(sorted((*pon.tiles, added))),
                    called=pon.called,
                    frm=pon.frm,
                    kong="added",
                    added=added,
                )
            for t in meld.tiles:
                if t in held[who]:
                    held[who].remove(t)
            events.append(_Event(kind="call", who=who, meld=meld))
            continue  # the replacement tile is the next take
        riichi = isinstance(drop, str) and drop.startswith("r")
        code = int(drop[1:]) if riichi else int(drop)
        if code == 0:
            continue  # after an exposed kong: no discard, the replacement is the next take
        drawn = last_draw[who] if code == 60 else None
        tid = drawn if drawn is not None else _held_code(held[who], code)
        if riichi:
            events.append(_Event(kind="reach1", who=who))
        held[who].remove(tid)
        events.append(_Event(kind="discard", who=who, tile=tid))
        # who claims it? the next take of another seat that is a call on this tile
        claimer = None
        for off in (1, 2, 3):
            s = (who + off) % 4
            nxt = takes[s][pos_t[s]] if pos_t[s] < len(takes[s]) else None
            if isinstance(nxt, str):
                letter = _CALL.search(nxt)
                assert letter is not None
                # the letter's place says whom it came from: first the left seat, then across, last the right
                rel = 3 if letter.group(0) == "c" else {0: 3, 1: 2, 2: 1, 3: 1}[letter.start() // 2]
                if (s + rel) % 4 == who:
                    claimer = s
                    break
        if riichi and not (isinstance(result, list) and result and result[0] == "和了" and _ron_on(result, who)):
            events.append(_Event(kind="reach2", who=who))
        if claimer is not None:
            call = takes[claimer][pos_t[claimer]]
            pos_t[claimer] += 1
            letter = _CALL.search(call)
            assert letter is not None
            codes = _json_tiles(call.replace(letter.group(0), "", 1))
            mine = [c for i, c in enumerate(codes) if i != letter.start() // 2]
            own = []
            for c in mine:
                t = _held_code(held[claimer], c)
                held[claimer].remove(t)
                own.append(t)
            how = {"c": "chi", "p": "pon", "m": "kong"}[letter.group(0)]
            meld = Meld(
                who=claimer,
                kind=how,
                tiles=tuple(sorted((*own, tid))),
                called=tid,
                frm=who,
                kong="exposed" if how == "kong" else "",
            )
            if how == "pon":
                pon_of[tid // 4] = meld
            events.append(_Event(kind="call", who=claimer, meld=meld))
            who = claimer
            pending_call = claimer if how != "kong" else None
            continue
        who = (who + 1) % 4
    events.append(_Event(kind="end", end=_json_end(result, dealer, dora_ids, [ids.take(t) for t in ura], held, ten)))
    return events


def _ron_on(result: Sequence[Any], discarder: int) -> bool:
    return any(
        isinstance(x, list) and len(x) > 2 and isinstance(x[0], int) and x[1] == discarder and x[0] != discarder
        for x in result[2::2]
    )


def _held_code(held: list[int], code: int) -> int:
    if code in _JSON_RED:
        return _JSON_RED[code]
    kind = _JSON_SUIT[code // 10] + code % 10 - 1
    ordinary = [t for t in held if t // 4 == kind and t not in RED_IDS]
    if not ordinary:
        ordinary = [t for t in held if t // 4 == kind]
    if not ordinary:
        raise LogError(f"tile {code} is not in the hand")
    return ordinary[0]


def _json_end(
    result: Sequence[Any], dealer: int, dora: list[int], ura: list[int], held: list[list[int]], ten: Sequence[int]
) -> _End:
    name = result[0]
    after = list(ten)
    if name == "和了":
        wins = []
        for deltas, info in zip(result[1::2], result[2::2], strict=True):
            after = [a + d for a, d in zip(after, deltas, strict=True)]
            who, frm, pao = int(info[0]), int(info[1]), int(info[2])
            fu, value, limit = _json_points(str(info[3]), who == dealer)
            yaku = []
            for line in info[4:]:
                m = re.search(r"\((\d+)飜\)", str(line))
                yaku.append((-1, int(m.group(1)) if m else 13))
            wins.append(
                _Win(
                    who=who,
                    frm=frm,
                    hai=None,
                    machi=None,
                    fu=fu,
                    points=value,
                    limit=limit,
                    yaku=tuple(yaku),
                    dora=tuple(dora),
                    ura=tuple(ura) if ura else None,
                    liable=pao if pao != who else None,
                )
            )
        return _End(wins=wins, after=tuple(after))
    deltas = result[1] if len(result) > 1 else [0, 0, 0, 0]
    after = [a + d for a, d in zip(after, deltas, strict=True)]
    kind = _DRAW_NAMES.get(name)
    if kind is None:
        raise LogError(f"unknown result {name!r}")
    tenpai: tuple[int, ...] = ()
    if kind == "" and name != "全員不聴":
        tenpai = tuple(range(4)) if name == "全員聴牌" else tuple(i for i, d in enumerate(deltas) if d > 0)
    return _End(wins=[], draw_type=kind, tenpai=tenpai, after=tuple(after))


def read_json(data: str | Mapping[str, Any]) -> LogGame:
    """A game from the tenhou.net/6 JSON (text or already decoded)."""
    doc = json.loads(data) if isinstance(data, str) else data
    if not isinstance(doc, Mapping) or "log" not in doc:
        raise LogError('not a tenhou.net/6 log (no "log")')
    rule = doc.get("rule") or {}
    disp = str(rule.get("disp", ""))
    if "三" in disp or len(doc.get("name", [1, 2, 3, 4])) == 3:
        raise LogError("a three-player game in the tenhou.net/6 JSON: not read (its mjlog XML is)")
    red = bool(rule.get("aka", 1) or rule.get("aka51", 0))
    events: list[_Event] = []
    for hand in doc["log"]:
        events += _json_events(hand, red)
    sc = doc.get("sc")
    if sc and events and events[-1].end is not None:
        events[-1].end.owari = (
            tuple(int(p) for p in sc[0::2]),
            tuple(int(Decimal(str(s)) * 1000) for s in sc[1::2]),
        )
    return _play(
        events, names=tuple(doc.get("name", ("", "", "", ""))), rounds=1 if "東" in disp else 2, red=red, lobby=None
    )


def read(text: str) -> LogGame:
    """Either format, told apart by its first character."""
    s = text.lstrip()
    if s.startswith("{"):
        return read_json(s)
    return read_xml(s)


# ----------------------------------------------------------- the table ---


@dataclass(slots=True)
class _Seat:
    held: list[int]
    melds: list[Meld] = field(default_factory=list)
    discards: list[list[Any]] = field(default_factory=list)  # [tile id, claimed]
    riichi: str = ""  # "" | "single" | "double" (declared)
    riichi_stood: bool = False
    ippatsu: bool = False
    rinshan: bool = False  # the last draw was a kong replacement (or a North's, three players)
    nuki: int = 0  # Norths set aside (kita, three players)
    drawn: int | None = None


def _hands(events: list[_Event]) -> Iterator[list[_Event]]:
    cur: list[_Event] = []
    for e in events:
        if e.kind == "init" and cur:
            yield cur
            cur = []
        cur.append(e)
    if cur:
        yield cur


def _play(
    events: list[_Event], *, names: tuple[str, ...], rounds: int, red: bool, lobby: int | None, players: int = 4
) -> LogGame:
    hands = []
    final: tuple[tuple[int, ...], tuple[int, ...]] | None = None
    start = 0
    for n, evs in enumerate(_hands(events)):
        hand, end = _one_hand(n, evs, red)
        if len(hand.scores) != players:
            raise LogError(f"hand {n + 1}: a deal for {len(hand.scores)} players in a game of {players}")
        hands.append(hand)
        if n == 0:
            start = hand.scores[0]
        if end.owari is not None:
            final = (end.owari[0][:players], end.owari[1][:players])
    return LogGame(
        players=players,
        rounds=rounds,
        red_fives=red,
        names=names,
        hands=tuple(hands),
        start_points=start,
        final_points=final[0] if final else (),
        final_scores=final[1] if final else (),
        lobby=lobby,
    )


def _one_hand(number: int, evs: list[_Event], red: bool) -> tuple[LogHand, _End]:
    init = evs[0].init
    if init is None:
        raise LogError("a hand without its deal (INIT)")
    kyoku, honba, sticks, dealer, ten, hai, _dora = init
    players = len(hai)
    seats = [_Seat(held=list(h)) for h in hai]
    wall = WALL_BY_PLAYERS.get(players, WALL)
    drawn_total = 0
    called = False  # any call so far in this hand (first-turn wins, double riichi)
    last: _Event | None = None  # the event before the hand's end
    end: _End | None = None
    for e in evs[1:]:
        if e.kind == "draw":
            s = seats[e.who]
            s.held.append(e.tile)
            s.drawn = e.tile
            s.rinshan = (
                last is not None
                and last.kind == "call"
                and last.who == e.who
                and last.meld is not None
                and last.meld.kind in ("kong", "kita")
            )
            drawn_total += 1
        elif e.kind == "discard":
            s = seats[e.who]
            if e.tile not in s.held:
                raise LogError(f"hand {number + 1}: seat {e.who} discards a tile it does not hold")
            s.held.remove(e.tile)
            if s.riichi and not s.riichi_stood:
                pass  # the declaring discard: ippatsu starts when the riichi stands
            elif s.ippatsu:
                s.ippatsu = False
            s.discards.append([e.tile, False])
            s.rinshan = False
        elif e.kind == "reach1":
            s = seats[e.who]
            s.riichi = "double" if not s.discards and not called else "single"
        elif e.kind == "reach2":
            s = seats[e.who]
            s.riichi_stood = True
            s.ippatsu = True
        elif e.kind == "call" and e.meld is not None and e.meld.kind == "kita":
            # a North set aside (three players): no meld (the hand stays concealed), but as a call it ends every
            # seat's ippatsu and the first go-round (double riichi): the 533 three-player logs' yaku say so
            s = seats[e.who]
            if e.meld.tiles[0] not in s.held:
                raise LogError(f"hand {number + 1}: seat {e.who} sets aside a North it does not hold")
            s.held.remove(e.meld.tiles[0])
            s.nuki += 1
            called = True
            for x in seats:
                x.ippatsu = False
        elif e.kind == "call":
            meld = e.meld
            assert meld is not None
            s = seats[meld.who]
            called = True
            for x in seats:
                x.ippatsu = False
            if meld.kong == "added":
                assert meld.added is not None
                s.held.remove(meld.added)
                s.melds = [meld if (m.kind == "pon" and m.tiles[0] // 4 == meld.tiles[0] // 4) else m for m in s.melds]
            else:
                for t in meld.tiles:
                    if t != meld.called or meld.called is None:
                        if t in s.held:
                            s.held.remove(t)
                        elif meld.called is None:
                            raise LogError(f"hand {number + 1}: a concealed kong of tiles not held")
                if meld.called is not None and meld.frm is not None:
                    seats[meld.frm].discards[-1][1] = True
                s.melds.append(meld)
        elif e.kind == "end":
            end = e.end
            break
        if e.kind != "dora":  # a concealed kong's new indicator comes between the kong and its replacement draw
            last = e
    if end is None:
        raise LogError(f"hand {number + 1} has no end (AGARI or RYUUKYOKU)")
    riichi = tuple(i for i, s in enumerate(seats) if s.riichi_stood)
    change = tuple(a - b for a, b in zip(end.after[:players], ten, strict=True))
    base: dict[str, Any] = {
        "ruleset": "riichi",
        "preset": RULE_PRESETS[players],
        "players": players,
        "dealer": dealer,
        "dealer_streak": honba,
        "table": {"round_wind": f"{kyoku // 4 % 4 + 1}z", "riichi_sticks": sticks},
    }
    seat_json: list[dict[str, Any]] = [{} for _ in range(players)]
    for i, s in enumerate(seats):
        if s.nuki:
            seat_json[i]["nuki"] = s.nuki
    for i in riichi:
        seat_json[i]["riichi"] = seats[i].riichi
    wins: list[LogWin] = []
    request: dict[str, Any]
    if end.wins:
        result = "win"
        indicators: dict[str, str] = {}
        for w in end.wins:
            s = seats[w.who]
            self_draw = w.who == w.frm
            robbed = (
                not self_draw
                and last is not None
                and last.kind == "call"
                and last.meld is not None
                and last.meld.kind == "kong"
                and last.who == w.frm
            )
            # a win on a North set aside (three players): Tenhou scores it as a win on a discard (no chankan)
            on_kita = (
                not self_draw
                and last is not None
                and last.kind == "call"
                and last.meld is not None
                and last.meld.kind == "kita"
                and last.who == w.frm
            )
            if self_draw:
                tile = s.drawn
                held = list(s.held)
            else:
                if on_kita:
                    assert last is not None
                    assert last.meld is not None
                    tile = last.meld.tiles[0]
                elif robbed:
                    assert last is not None
                    assert last.meld is not None
                    tile = last.meld.added if last.meld.kong == "added" else last.meld.tiles[0]
                else:
                    tile = seats[w.frm].discards[-1][0]
                assert tile is not None
                held = [*s.held, tile]
            assert tile is not None
            if w.hai is not None and sorted(w.hai) != sorted(held):
                raise LogError(f"hand {number + 1}: the log's winning hand of seat {w.who} is not the hand played")
            win: dict[str, Any] = {"tile": tile_str(tile, red), "by": "self_draw"}
            if not self_draw:
                win = {"tile": tile_str(tile, red), "by": "robbed_kong" if robbed else "discard", "from": w.frm}
                if robbed and last is not None and last.meld is not None and last.meld.kong == "concealed":
                    win["robbed_kong"] = "concealed"
                if on_kita:
                    win["robbed_north"] = True
            if self_draw and s.rinshan:
                win["after_kong"] = True
            if (self_draw and drawn_total == wall and not s.rinshan) or (
                not self_draw and not robbed and not on_kita and drawn_total == wall
            ):
                win["last_tile"] = True
            if self_draw and not s.discards and not called:
                win["first_turn"] = True
            sj = seat_json[w.who]
            sj["hand"] = tiles_str(held, red)
            if s.melds:
                sj["melds"] = [m.contract(red) for m in s.melds]
            sj["win"] = win
            if s.riichi_stood and s.ippatsu:
                sj["ippatsu"] = True
            if w.liable is not None:
                sj["liable"] = w.liable
            if w.dora:
                indicators["dora"] = "".join(tile_str(t, red) for t in w.dora)
            if w.ura and s.riichi_stood:
                indicators["ura"] = "".join(tile_str(t, red) for t in w.ura)
            wins.append(
                LogWin(
                    seat=w.who,
                    discarder=None if self_draw else w.frm,
                    fu=w.fu,
                    points=w.points,
                    limit=w.limit,
                    yaku=w.yaku,
                    liable=w.liable,
                )
            )
        request = {**base, "indicators": indicators, "seats": seat_json}
        draw = ""
        tenpai: tuple[int, ...] = ()
        nagashi: tuple[int, ...] = ()
    else:
        draw = DRAW_KINDS.get(end.draw_type, "")
        if end.draw_type not in DRAW_KINDS:
            raise LogError(f"hand {number + 1}: an unknown draw {end.draw_type!r}")
        result = "abortive" if draw in ABORTIVE_KINDS else "draw"
        tenpai = end.tenpai if result == "draw" else ()
        nagashi = ()
        if end.draw_type == "nm":
            nagashi = tuple(
                i
                for i, s in enumerate(seats)
                if s.discards and all(is_terminal_or_honor(t) and not c for t, c in s.discards)
            )
        table = dict(base["table"])
        if result == "draw":
            for i in range(players):
                seat_json[i]["tenpai"] = i in tenpai
            for i in nagashi:
                seat_json[i]["nagashi_mangan"] = True
        else:
            table["draw"] = draw
            if draw == "nine_terminals":
                for i, s in enumerate(seats):
                    if s.drawn is not None and not s.discards and s.drawn in s.held and len(s.held) == 14:
                        rest = list(s.held)
                        rest.remove(s.drawn)
                        seat_json[i]["hand"] = tiles_str(rest, red)
                        seat_json[i]["drawn"] = tile_str(s.drawn, red)
        request = {**base, "table": table, "seats": seat_json}
    hand = LogHand(
        number=number,
        round_wind=kyoku // 4,
        round_hand=kyoku % 4,
        dealer=dealer,
        honba=honba,
        sticks=sticks,
        scores=tuple(ten),
        result=result,
        draw=draw,
        wins=tuple(wins),
        riichi=riichi,
        tenpai=tenpai,
        nagashi=nagashi,
        change=change,
        request=request,
    )
    return hand, end
