"""The value of one winning hand: every reading, the best one, han, fu, limit and points.

A hand never seen before is valued from tables keyed on one suit's tiles
(`evaluate`); nothing is memoized on a whole hand:

* a suit's counts give, once per suit pattern, that suit's readings as
  chows, pungs and the pair, counted from 0 within the suit (the three number
  suits share them), each with what yaku and fu need from that suit alone:
  chow and pung bitmasks, and packed counters (chows, pungs, identical-chow
  pairs, closed pung fu, whether a group lacks a terminal or honor); and the
  suit's tile traits (terminals, simples, honors, green), whether it holds
  the pair, its pairs for seven pairs, its fit for thirteen orphans and the
  nine gates. Each suit's table maps its sorted tiles to that entry;
* a declared meld gives its traits, bits, fu and counters from a table keyed
  on the meld;
* a hand is then a cheap combination: four look-ups, the traits OR-ed, the
  counters added, the readings joined (a product, usually of one reading
  each; only the winning tile's suit is searched for the group it
  completed), and per interpretation a few bit tests for the yaku and a sum
  for the fu. Yaku are bits in pattern order; the breakdown (a table per yaku
  combination) and the fu lines are spelled out for the best one only.

Every table is bounded (emptied when full; a suit has at most ~22,000
patterns), so a long-running server stays small. The yaku, their han and
exclusions come from the pattern records (patterns.py); `reference.evaluate`
values the same hand by asking each record's `detect` (detect.py) about each
interpretation, and tests/rules/test_pattern_style_riichi.py (hands drawn by
hypothesis, every stored and example hand) and tests/rules/riichi/test_fast.py
check that both agree on everything.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence
from itertools import product
from types import SimpleNamespace
from typing import Any, NamedTuple, cast

from rules import engine
from rules.engine import WAIT_KANCHAN, WAIT_PENCHAN, WAIT_RYANMEN, WAIT_SHANPON, WAIT_TANKI
from rules.model import Meld
from rules.tiles import kind

from .detect import KIND, SHAPE_SEVEN_PAIRS, SHAPE_STANDARD, SHAPE_THIRTEEN_ORPHANS
from .fu import FuLine, fu_items
from .patterns import DOUBLE_YAKUMAN_KEYS, PATTERN_MAP, SITUATION

SHAPES = engine.STANDARD | engine.SEVEN_PAIRS | engine.THIRTEEN_ORPHANS
MEMO_MAX = 100_000  # entries per table; a table that fills up is emptied

# Reading = (shape, concealed chows, concealed pungs, pair, the concealed pungs as fu sets)
Reading = tuple[str, tuple[int, ...], tuple[int, ...], int, tuple[tuple[int, bool, bool], ...]]
SuitReading = tuple[tuple[int, ...], tuple[int, ...], int]  # (chows, pungs, pair or -1) within one suit
_SUIT_BASES = ((0, 9), (9, 18), (18, 27), (27, 34))


def _split(part: tuple[int, ...], honor: bool, pair: bool) -> tuple[SuitReading, ...]:
    """The engine's readings of one suit alone as (chows, pungs, pair or -1), numbered within the suit."""
    return tuple(
        (
            tuple(g.tile for g in groups if g.kind == engine.CHOW),
            tuple(g.tile for g in groups if g.kind == engine.PUNG),
            next((g.tile for g in groups if g.kind == engine.PAIR), -1),
        )
        for groups in engine.part_decompositions(part, honor=honor, pair=pair)
    )


def _suit_readings(honor: bool, part: tuple[int, ...]) -> tuple[SuitReading, ...]:
    """Every reading of one suit alone, its tiles counted from 0, in order.

    A suit holding 3n + 2 tiles holds the pair; 3n tiles are sets only (3n + 1: no reading).
    """
    rest = sum(part) % 3
    return tuple(sorted(_split(part, honor, rest == 2))) if rest != 1 else ()


def readings(conc: Sequence[int]) -> tuple[Reading, ...]:
    """Every reading of the concealed tiles as sets and a pair, seven pairs, or thirteen orphans.

    The standard readings are the product of each suit's own readings (each
    suit memoized apart), in the order `evaluate` tries them.
    """
    key = tuple(conc)
    out: list[Reading] = []
    combos: list[tuple[tuple[int, SuitReading], ...]] = [()]
    pairs = 0  # suits that must hold the pair: exactly one
    for lo, hi in _SUIT_BASES:
        part = key[lo:hi]
        rest = sum(part) % 3
        pairs += rest == 2
        if rest == 1 or pairs > 1:
            combos = []
            break
        if not any(part):
            continue
        options = _suit_readings(lo == 27, part)
        if not options:
            combos = []
            break
        combos = [(*c, (lo, o)) for c in combos for o in options]
    for combo in combos if pairs == 1 else ():
        chows = tuple(c + lo for lo, part in combo for c in part[0])
        pungs = tuple(p + lo for lo, part in combo for p in part[1])
        pair = next((part[2] + lo for lo, part in combo if part[2] >= 0), -1)
        out.append((SHAPE_STANDARD, chows, pungs, pair, tuple((k, False, True) for k in pungs)))
    if key.count(2) == 7:
        out.append((SHAPE_SEVEN_PAIRS, (), (), -1, ()))
    if engine.is_thirteen_orphans(key):
        out.append((SHAPE_THIRTEEN_ORPHANS, (), (), -1, ()))
    return tuple(out)


def dora_kind(indicator: int) -> int:
    """The tile after an indicator: 9→1 in a suit, E→S→W→N→E, white→green→red→white."""
    k = kind(indicator)
    if k < 27:
        return k - 8 if k % 9 == 8 else k + 1
    if k < 31:
        return 27 if k == 30 else k + 1
    return 31 if k == 33 else k + 1


DORA_OF = tuple(dora_kind(t) for t in range(37))  # indicator tile (red fives too) -> dora kind
# three players (no 2m-8m): a 1m indicator makes 9m the dora, a 9m one 1m
DORA_OF_3 = tuple(8 if kind(t) == 0 else 0 if kind(t) == 8 else d for t, d in enumerate(DORA_OF))
NORTH = 30


class HandInput(NamedTuple):
    """Everything needed to value one winning hand, independent of the rest of the table (an immutable tuple,
    like `HandValue`: built once per win on the hot path, where a frozen dataclass costs several times more)."""

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
    nuki: int = 0  # three players: North tiles set aside (抜きドラ), not part of the hand
    sanma: bool = False  # three players: the dora order skips 2m-8m


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


def dora_lines(hi: HandInput, held: Sequence[int], reds: int, opts: dict[str, Any]) -> tuple[tuple[str, int], ...]:
    """(dora | aka_dora | ura_dora | nukidora, count) lines: `held` is every tile kind held (melds too), `reds` the
    red fives; three players: the Norths set aside (`hi.nuki`) are one han each and count again as dora / ura-dora
    when North is one."""
    out = []
    n = 0
    of = DORA_OF_3 if hi.sanma else DORA_OF
    nuki = hi.nuki
    for t in hi.dora:
        k = of[t]
        n += held.count(k)
        if nuki and k == NORTH:
            n += nuki
    if n:
        out.append(("dora", n))
    if reds and opts["red_fives"]:
        out.append(("aka_dora", reds))
    if hi.riichi is not None and hi.ura:
        n = 0
        for t in hi.ura:
            k = of[t]
            n += held.count(k)
            if nuki and k == NORTH:
                n += nuki
        if n:
            out.append(("ura_dora", n))
    if nuki:
        out.append(("nukidora", nuki))
    return tuple(out)


def ceil100(x: int) -> int:
    return (x + 99) // 100 * 100


def forget_hands() -> None:
    """Empty every memo keyed on a whole hand: the bench calls this before each fresh-hand pass.

    There is none today (the tables are keyed on one suit or one meld); a memo
    keyed on whole hands added later must be emptied here.
    """


# ------------------------------------------------------------ the hot path ---
# Yaku as bits: bit i is the i-th pattern of PATTERN_MAP, so a breakdown read low bit first is in pattern order.

ORDER = {k: i for i, k in enumerate(PATTERN_MAP)}  # breakdown lines follow the pattern list
EXCLUDERS = frozenset(k for k, p in PATTERN_MAP.items() if p.excludes)
_KEYS = tuple(PATTERN_MAP)
# han by pattern bit; a closed-only yaku's open value (None) is never read: no open hand sets its bit
_HAN_CLOSED = cast("tuple[int, ...]", tuple(p.value for p in PATTERN_MAP.values()))
_HAN_OPEN = cast("tuple[int, ...]", tuple(p.open_value for p in PATTERN_MAP.values()))
_EXCLUDING = tuple((1 << ORDER[k], sum(1 << ORDER[x] for x in PATTERN_MAP[k].excludes)) for k in EXCLUDERS)
_EXCLUDER_BITS = sum(b for b, _ in _EXCLUDING)
_DOUBLE_BITS = sum(1 << ORDER[k] for k in DOUBLE_YAKUMAN_KEYS)


def _i(key: str) -> int:
    return ORDER[key]


I_PINFU, I_TANYAO, I_IIPEIKOU, I_RYANPEIKOU = _i("pinfu"), _i("tanyao"), _i("iipeikou"), _i("ryanpeikou")
I_HAKU, I_HATSU, I_CHUN, I_JIKAZE, I_BAKAZE = (
    _i("yakuhai_haku"),
    _i("yakuhai_hatsu"),
    _i("yakuhai_chun"),
    _i("yakuhai_jikaze"),
    _i("yakuhai_bakaze"),
)
I_CHANTA, I_JUNCHAN, I_ITTSU, I_SANSHOKU, I_DOUKOU = (
    _i("chanta"),
    _i("junchan"),
    _i("ittsu"),
    _i("sanshoku"),
    _i("sanshoku_doukou"),
)
I_TOITOI, I_SANANKOU, I_SANKANTSU, I_CHIITOITSU = _i("toitoi"), _i("sanankou"), _i("sankantsu"), _i("chiitoitsu")
I_HONROUTOU, I_SHOUSANGEN, I_HONITSU, I_CHINITSU = _i("honroutou"), _i("shousangen"), _i("honitsu"), _i("chinitsu")
Y_KOKUSHI, Y_KOKUSHI_13 = 1 << _i("kokushi"), 1 << _i("kokushi_juusanmen")
Y_SUUANKOU, Y_SUUANKOU_TANKI = 1 << _i("suuankou"), 1 << _i("suuankou_tanki")
Y_DAISANGEN, Y_SHOUSUUSHII, Y_DAISUUSHII = 1 << _i("daisangen"), 1 << _i("shousuushii"), 1 << _i("daisuushii")
Y_TSUUIISOU, Y_CHINROUTOU, Y_RYUUIISOU = 1 << _i("tsuuiisou"), 1 << _i("chinroutou"), 1 << _i("ryuuiisou")
Y_CHUUREN, Y_JUNSEI, Y_SUUKANTSU = 1 << _i("chuuren"), 1 << _i("junsei_chuuren"), 1 << _i("suukantsu")
Y_TENHOU, Y_CHIIHOU, Y_RENHOU = 1 << _i("tenhou"), 1 << _i("chiihou"), 1 << _i("renhou_yakuman")

# Tile traits, OR-ed over the suits and melds of a hand.
T_MAN, T_PIN, T_SOU, T_HONOR, T_TERMINAL, T_SIMPLE, T_NOT_GREEN = 1, 2, 4, 8, 16, 32, 64
_N_SUITS = tuple(bin(i).count("1") for i in range(8))
_HONOR_OR_TERMINAL = T_HONOR | T_TERMINAL
_DRAGON_BITS = 0b111 << 31
_WIND_BITS = 0b1111 << 27
_HONOR_BITS = 0b1111111 << 27
_ITTSU = 0b1001001  # chows at 1, 4, 7 of one suit
_TERMINAL_OR_HONOR = tuple(k >= 27 or k % 9 in (0, 8) for k in range(34))
_CLOSED_PUNG_FU = tuple(8 if th else 4 for th in _TERMINAL_OR_HONOR)
_CLOSED_SET = tuple((k, False, True) for k in range(34))  # a concealed pung's fu set

# Counters packed in 4-bit fields (the last one open-ended), so that adding the packed ints of the four suits
# adds every field at once; a field is read back as `total >> SHIFT & 15`.
# Per suit reading: chows, pungs, a group lacks a terminal or honor (0 / 1), pairs of identical chows; closed
# pung fu last.
P_CHOWS, P_PUNGS, P_INSIDE, P_DUP, P_FU = 0, 4, 8, 12, 16
# Per suit entry: holds the pair, pairs held (count of 2s), fits thirteen orphans, has no standard reading,
# has more than one.
E_PAIR, E_TWOS, E_ORPHANS, E_NONE, E_SEVERAL = 0, 4, 8, 12, 16
_NONE_OR_PAIR, _ONE_PAIR = 15 << E_NONE | 15 << E_PAIR, 1 << E_PAIR

# One suit's reading, its tiles counted from 0 within the suit (the three number suits share them), with what
# yaku and fu need from it: (chows, pungs, pair or -1, chow bits (bit i: a chow from i), pung bits (bit i: a pung
# of i), packed P_ counters)
SuitPart = tuple[tuple[int, ...], tuple[int, ...], int, int, int, int]
# A suit entry: (traits, readings, packed E_ counters, is the nine gates shape)
SuitEntry = tuple[int, tuple[SuitPart, ...], int, bool]
_EMPTY_PART: SuitPart = ((), (), -1, 0, 0, 0)
_EMPTY_ENTRY: SuitEntry = (0, (_EMPTY_PART,), 0, False)
# per suit (man, pin, sou, honors), keyed on the suit's tiles in order
_ENTRIES: tuple[dict[tuple[int, ...], SuitEntry], ...] = ({}, {}, {}, {})
# What one suit's counts say wherever the suit sits (shared by the three number suits): its entry with the
# traits but the suit's own bit and T_NOT_GREEN, and whether it holds only green tiles were it bamboo.
_LOCAL: dict[tuple[bool, tuple[int, ...]], tuple[SuitEntry, bool]] = {}


def _local_entry(honor: bool, part: tuple[int, ...]) -> tuple[SuitEntry, bool]:
    n = sum(part)
    parts = []
    for chows, pungs, pair in _suit_readings(honor, part):
        cbits = pbits = pung_fu = 0
        outside = True
        for c in chows:
            cbits |= 1 << c
            outside = outside and c in (0, 6)
        for p in pungs:
            pbits |= 1 << p
            terminal = honor or p in (0, 8)
            pung_fu += 8 if terminal else 4
            outside = outside and terminal
        if pair >= 0 and not honor and pair not in (0, 8):
            outside = False
        dup = 0  # pairs of identical chows
        if len(set(chows)) != len(chows):
            dup = sum(chows.count(c) // 2 for c in set(chows))
        packed = (
            len(chows) << P_CHOWS | len(pungs) << P_PUNGS | (not outside) << P_INSIDE | dup << P_DUP | pung_fu << P_FU
        )
        parts.append((chows, pungs, pair, cbits, pbits, packed))
    if honor:
        traits = T_HONOR
        if any(part[:5]) or part[6]:  # any honor but the green dragon
            traits |= T_NOT_GREEN
        orphans = 0 not in part and max(part) <= 2
        gates = green = False
    else:
        traits = (T_TERMINAL if part[0] or part[8] else 0) | (T_SIMPLE if any(part[1:8]) else 0)
        orphans = not any(part[1:8]) and part[0] in (1, 2) and part[8] in (1, 2)
        gates = part[0] >= 3 and part[8] >= 3 and all(part[1:8])
        green = not (part[0] or part[4] or part[6] or part[8])  # only 2 3 4 6 8, were it bamboo
    if len(_LOCAL) >= MEMO_MAX:
        _LOCAL.clear()
    packed = (
        (n % 3 == 2) << E_PAIR
        | part.count(2) << E_TWOS
        | orphans << E_ORPHANS
        | (not parts) << E_NONE
        | (len(parts) > 1) << E_SEVERAL
    )
    e = _LOCAL[honor, part] = ((traits, tuple(parts), packed, gates), green)
    return e


def _entry(base: int, part: tuple[int, ...]) -> SuitEntry:
    """Everything one suit's counts say, for the suit at `base` (0, 9, 18: a number suit; 27: the honors)."""
    if not any(part):
        return _EMPTY_ENTRY
    honor = base == 27
    local, green = _LOCAL.get((honor, part)) or _local_entry(honor, part)
    if honor:
        return local
    suit = base // 9
    traits = local[0] | 1 << suit
    if suit != 2 or not green:
        traits |= T_NOT_GREEN
    return (traits, *local[1:])


def _suit_entry(suit: int, tiles: tuple[int, ...]) -> SuitEntry:
    """The entry of one suit (0 man, 1 pin, 2 sou, 3 honors) holding these tiles (kinds, in order): built on first sight."""
    base = 9 * suit
    counts = [0] * (7 if suit == 3 else 9)
    for t in tiles:
        counts[t - base] += 1
    table = _ENTRIES[suit]
    if len(table) >= MEMO_MAX:
        table.clear()
    e = table[tiles] = _entry(base, tuple(counts))
    return e


# A declared meld: (counters, traits, chow bit, pung bit, fu set (kind, is_kong, concealed) or None, tile kinds).
# The counters are 4-bit fields, so that the melds' counters add up field by field:
MELD_REDS, MELD_CHOWS, MELD_PUNGS, MELD_CONCEALED_KONGS, MELD_KONGS, MELD_OPEN, MELD_INSIDE, MELD_FU = (
    0,
    4,
    8,
    12,
    16,
    20,
    24,
    28,
)  # shifts; MELD_INSIDE counts melds without a terminal or honor, fu is last (no cap)
MeldFacts = tuple[int, int, int, int, tuple[int, bool, bool] | None, tuple[int, ...]]
_MELDS: dict[tuple[str, tuple[int, ...], str | None], MeldFacts] = {}


def _meld_facts(m: Meld) -> MeldFacts:
    """What one declared meld adds to a hand (memoized on the meld: bounded by the tile kinds)."""
    ks = tuple(sorted(KIND[t] for t in m.tiles))
    k = ks[0]
    counts = [0] * 34
    for x in ks:
        counts[x] += 1
    traits = 0
    for base in (0, 9, 18, 27):
        traits |= _entry(base, tuple(counts[base : base + (7 if base == 27 else 9)]))[0]
    counters = sum(t >= 34 for t in m.tiles) << MELD_REDS
    if m.kind == "chi":
        counters += 1 << MELD_CHOWS | 1 << MELD_OPEN | (0 if k % 9 in (0, 6) else 1 << MELD_INSIDE)
        facts: MeldFacts = (counters, traits, 1 << (7 * (k // 9) + k % 9), 0, None, ks)
    else:
        kong = m.kind == "kong"
        concealed = kong and m.kong == "concealed"
        fu = (4 if concealed else 2) * (4 if kong else 1) * (2 if _TERMINAL_OR_HONOR[k] else 1)
        counters += (
            1 << MELD_PUNGS
            | concealed << MELD_CONCEALED_KONGS
            | kong << MELD_KONGS
            | (not concealed) << MELD_OPEN
            | (0 if _TERMINAL_OR_HONOR[k] else 1 << MELD_INSIDE)
            | fu << MELD_FU
        )
        facts = (counters, traits, 0, 1 << k, (k, kong, concealed), ks)
    if len(_MELDS) >= MEMO_MAX:
        _MELDS.clear()
    _MELDS[m.kind, m.tiles, m.kong] = facts
    return facts


_SITUATION: dict[tuple[Any, ...], tuple[int, int]] = {}


def _situation(flags: tuple[Any, ...]) -> tuple[int, int]:
    """The situation yaku (bits, han) for these flags, judged by their `detect` once per combination."""
    riichi, ippatsu, tsumo, menzen, last_tile, after_kong, robbed, first_turn, dealer, no_melds, renhou = flags
    h = SimpleNamespace(
        riichi=riichi,
        ippatsu=ippatsu,
        tsumo=tsumo,
        menzen=menzen,
        last_tile=last_tile,
        after_kong=after_kong,
        robbed=robbed,
        first_turn=first_turn,
        dealer=dealer,
        no_melds=no_melds,
        opts={"renhou": renhou},
    )
    v = SimpleNamespace(h=h)
    bits = han = 0
    for p in SITUATION:
        if p.detect(v):  # type: ignore[misc]
            bits |= 1 << ORDER[p.key]
            han += p.value if menzen else p.open_value  # type: ignore[operator]
    if len(_SITUATION) >= MEMO_MAX:
        _SITUATION.clear()
    _SITUATION[flags] = (bits, han)
    return bits, han


def _yakuhai_table(seat: int, rnd: int) -> tuple[tuple[int, int], ...]:
    """(bits, han) of the value-tile yaku for each set of honor pungs (bit i: a pung of honor 27 + i)."""
    out = []
    for honors in range(128):
        bits = han = 0
        for i, k in ((I_HAKU, 31), (I_HATSU, 32), (I_CHUN, 33), (I_JIKAZE, seat), (I_BAKAZE, rnd)):
            if honors >> (k - 27) & 1:
                bits |= 1 << i
                han += _HAN_OPEN[i]  # a value tile is 1 han, closed or open
        out.append((bits, han))
    return tuple(out)


_YAKUHAI = tuple(tuple(_yakuhai_table(seat, rnd) for rnd in range(27, 31)) for seat in range(27, 31))
assert all(_HAN_OPEN[i] == _HAN_CLOSED[i] for i in (I_HAKU, I_HATSU, I_CHUN, I_JIKAZE, I_BAKAZE))


# a breakdown line per yaku bit: closed / open han, and yakuman (single / double counting)
_YAKU_LINES = {
    menzen: tuple((k, v) for k, v in zip(_KEYS, _HAN_CLOSED if menzen else _HAN_OPEN, strict=True))
    for menzen in (False, True)
}
_YAKUMAN_LINES = {
    double: tuple((k, 26 if double and k in DOUBLE_YAKUMAN_KEYS else 13) for k in _KEYS) for double in (False, True)
}
_BREAKDOWNS: dict[tuple[int, int], tuple[tuple[str, int], ...]] = {}


def _breakdown(key: tuple[int, int]) -> tuple[tuple[str, int], ...]:
    """The (key, han) lines of these yaku bits, in pattern order (memoized on the bits: one entry per combination).

    `key` is (bits, how they count): 0 / 1 open / closed han, 2 / 3 yakuman without / with double counting.
    """
    bits, how = key
    lines = _YAKUMAN_LINES[how == 3] if how >= 2 else _YAKU_LINES[how == 1]
    out = []
    while bits:
        low = bits & -bits
        out.append(lines[low.bit_length() - 1])
        bits ^= low
    if len(_BREAKDOWNS) >= MEMO_MAX:
        _BREAKDOWNS.clear()
    done = _BREAKDOWNS[key] = tuple(out)
    return done


_new = tuple.__new__  # builds a HandValue from a tuple, as HandValue._make does, minus its checks


def _excluded(bits: int) -> int:
    """`bits` less every yaku another one in `bits` excludes."""
    drop = 0
    for b, x in _EXCLUDING:
        if bits & b:
            drop |= x
    return bits & ~drop


def _han_of(bits: int, table: tuple[Any, ...]) -> int:
    han = 0
    while bits:
        low = bits & -bits
        han += table[low.bit_length() - 1]
        bits ^= low
    return han


def evaluate(hi: HandInput, opts: dict[str, Any]) -> HandValue:
    """The best interpretation of a winning hand: highest points, then highest han, then fu (the first on a tie).

    Interpretations are tried in the order of `readings` (standard readings, seven pairs, thirteen orphans),
    and within a reading: the pair, a concealed pung, then each concealed chow the winning tile completes.
    """
    tiles = tuple(sorted(hi.hand))
    reds = 0
    if tiles[-1] >= 34:  # red fives are fives here, counted apart for aka-dora
        reds = len(tiles) - bisect_left(tiles, 34)
        tiles = tuple(sorted(map(KIND.__getitem__, tiles)))
    i = bisect_left(tiles, 9)
    j = bisect_left(tiles, 18, i)
    k = bisect_left(tiles, 27, j)
    man, pin, sou, hon = _ENTRIES
    em = ep = es = ez = _EMPTY_ENTRY
    if i:
        key = tiles[:i]
        em = man.get(key) or _suit_entry(0, key)
    if j > i:
        key = tiles[i:j]
        ep = pin.get(key) or _suit_entry(1, key)
    if k > j:
        key = tiles[j:k]
        es = sou.get(key) or _suit_entry(2, key)
    if k < len(tiles):
        key = tiles[k:]
        ez = hon.get(key) or _suit_entry(3, key)
    traits = em[0] | ep[0] | es[0] | ez[0]

    # the melds
    melds = hi.melds
    m_cbits = m_pbits = 0
    m_sets: tuple[tuple[int, bool, bool], ...] = ()
    held = tiles  # every tile kind held, the melds' too
    if melds:
        counters = 0
        for m in melds:
            f = _MELDS.get((m.kind, m.tiles, m.kong)) or _meld_facts(m)
            counters += f[0]
            traits |= f[1]
            m_cbits |= f[2]
            m_pbits |= f[3]
            if f[4] is not None:
                m_sets += (f[4],)
            held += f[5]
        reds += counters & 15
        n_mchows = counters >> MELD_CHOWS & 15
        n_mpungs = counters >> MELD_PUNGS & 15
        m_conc = counters >> MELD_CONCEALED_KONGS & 15
        n_kans = counters >> MELD_KONGS & 15
        menzen = not counters >> MELD_OPEN & 15
        m_outside = not counters >> MELD_INSIDE & 15
        m_fu = counters >> MELD_FU
    else:
        n_mchows = n_mpungs = m_conc = n_kans = m_fu = 0
        menzen = m_outside = True

    # what the tiles alone say
    honors = traits & T_HONOR
    suits = _N_SUITS[traits & 7]
    w = KIND[hi.win_tile]
    tsumo = hi.tsumo
    seat = hi.seat_wind
    rnd = hi.round_wind
    first_turn = hi.first_turn
    han_table = _HAN_CLOSED if menzen else _HAN_OPEN
    if hi.riichi or tsumo or hi.last_tile or hi.after_kong or hi.robbed or first_turn:
        flags = (
            hi.riichi,
            hi.ippatsu,
            tsumo,
            menzen,
            hi.last_tile,
            hi.after_kong,
            hi.robbed,
            first_turn,
            seat == 27,
            not melds,
            opts["renhou"],
        )
        bits0, han0 = _SITUATION.get(flags) or _situation(flags)
    else:
        bits0 = han0 = 0
    # hand yaku decided by the tiles alone (their shape's candidates)
    if not traits & _HONOR_OR_TERMINAL and (menzen or opts["kuitan"]):
        bits0 |= 1 << I_TANYAO
        han0 += han_table[I_TANYAO]
    term_honor = not traits & T_SIMPLE
    if term_honor and honors and suits:
        bits0 |= 1 << I_HONROUTOU
        han0 += han_table[I_HONROUTOU]
    if suits == 1:
        i = I_HONITSU if honors else I_CHINITSU
        bits0 |= 1 << i
        han0 += han_table[i]
    # yakuman decided by the tiles alone
    ybits0 = 0
    if first_turn and not melds:
        if tsumo:
            ybits0 = Y_TENHOU if seat == 27 else Y_CHIIHOU
        elif seat != 27 and opts["renhou"] == "yakuman":
            ybits0 = Y_RENHOU
    if not suits:
        ybits0 |= Y_TSUUIISOU

    # every interpretation: (shape, wait, concealed pungs, set fu, yakuman bits, pair, the reading's suit parts,
    # chows (melds too), yaku bits, han) in the order they are tried
    views: list[tuple[Any, ...]] = []
    suit_counters = em[2] + ep[2] + es[2] + ez[2]
    if suit_counters & _NONE_OR_PAIR == _ONE_PAIR:  # every suit reads as sets, one of them with the pair
        ybits_std = ybits0
        if not traits & T_SIMPLE or not traits & T_NOT_GREEN or n_kans == 4 or (suits == 1 and not melds):
            if term_honor and not honors:
                ybits_std |= Y_CHINROUTOU
            if not traits & T_NOT_GREEN:
                ybits_std |= Y_RYUUIISOU
            if n_kans == 4:
                ybits_std |= Y_SUUKANTSU
            if suits == 1 and not honors and not melds and (em, ep, es)[w // 9][3]:  # the nine gates
                ybits_std |= Y_CHUUREN if tiles.count(w) in (1, 3) else Y_JUNSEI
        ps = 0 if em[2] & 15 else 1 if ep[2] & 15 else 2 if es[2] & 15 else 3  # the suit holding the pair
        ws = w // 9  # the suit of the winning tile (3: honors)
        wl = w - 9 * ws
        combos = (
            product(em[1], ep[1], es[1], ez[1])
            if suit_counters >> E_SEVERAL
            else ((em[1][0], ep[1][0], es[1][0], ez[1][0]),)
        )
        for combo in combos:
            a, b, d, e = combo
            pair = combo[ps][2] + 9 * ps
            pbits = a[4] | b[4] << 9 | d[4] << 18 | e[4] << 27 | m_pbits
            tot = a[5] + b[5] + d[5] + e[5]
            n_chows = (tot & 15) + n_mchows
            n_pungs = tot >> P_PUNGS & 15
            n_conc = n_pungs + m_conc
            n_pungs += n_mpungs
            rbits = bits0
            rhan = han0
            ybits = ybits_std
            if n_kans == 3:
                rbits |= 1 << I_SANKANTSU
                rhan += han_table[I_SANKANTSU]
            if menzen:
                dup = tot >> P_DUP & 15
                if dup:
                    i = I_RYANPEIKOU if dup == 2 and n_chows == 4 else I_IIPEIKOU
                    rbits |= 1 << i
                    rhan += han_table[i]
            if pbits & _HONOR_BITS:
                yb, yh = _YAKUHAI[seat - 27][rnd - 27][pbits >> 27]
                rbits |= yb
                rhan += yh
                dragons = pbits & _DRAGON_BITS
                if pair >= 31 and dragons & (dragons - 1) and dragons != _DRAGON_BITS:
                    rbits |= 1 << I_SHOUSANGEN
                    rhan += han_table[I_SHOUSANGEN]
                if n_pungs >= 3:
                    if dragons == _DRAGON_BITS:
                        ybits |= Y_DAISANGEN
                    winds = pbits & _WIND_BITS
                    if winds == _WIND_BITS:
                        ybits |= Y_DAISUUSHII
                    elif 27 <= pair <= 30 and _N_SUITS[winds >> 27 & 7] + (winds >> 30) == 3:
                        ybits |= Y_SHOUSUUSHII
            if n_chows:
                if m_outside and not tot >> P_INSIDE & 15:
                    i = I_CHANTA if honors else I_JUNCHAN
                    rbits |= 1 << i
                    rhan += han_table[i]
                if n_chows >= 3:
                    cbits = a[3] | b[3] << 7 | d[3] << 14 | m_cbits
                    if cbits & _ITTSU == _ITTSU or cbits >> 7 & _ITTSU == _ITTSU or cbits >> 14 & _ITTSU == _ITTSU:
                        rbits |= 1 << I_ITTSU
                        rhan += han_table[I_ITTSU]
                    if cbits & cbits >> 7 & cbits >> 14 & 0x7F:
                        rbits |= 1 << I_SANSHOKU
                        rhan += han_table[I_SANSHOKU]
            elif n_pungs == 4:
                rbits |= 1 << I_TOITOI
                rhan += han_table[I_TOITOI]
            if n_pungs >= 3 and pbits & pbits >> 9 & pbits >> 18 & 0x1FF:
                rbits |= 1 << I_DOUKOU
                rhan += han_table[I_DOUKOU]
            set_fu = (tot >> P_FU) + m_fu
            wp = combo[ws]  # the winning tile was concealed: it completed a group of its own suit
            if pair == w:
                views.append(
                    (
                        SHAPE_STANDARD,
                        WAIT_TANKI,
                        n_conc,
                        set_fu,
                        ybits | (Y_SUUANKOU_TANKI if n_conc == 4 else 0),
                        pair,
                        combo,
                        n_chows,
                        rbits,
                        rhan,
                    )
                )
            if wl in wp[1]:
                if tsumo:
                    views.append(
                        (
                            SHAPE_STANDARD,
                            WAIT_SHANPON,
                            n_conc,
                            set_fu,
                            ybits | (Y_SUUANKOU if n_conc == 4 else 0),
                            pair,
                            combo,
                            n_chows,
                            rbits,
                            rhan,
                        )
                    )
                else:  # a pung completed by a discard is open
                    views.append(
                        (
                            SHAPE_STANDARD,
                            WAIT_SHANPON,
                            n_conc - 1,
                            set_fu - _CLOSED_PUNG_FU[w] // 2,
                            ybits,
                            pair,
                            combo,
                            n_chows,
                            rbits,
                            rhan,
                        )
                    )
            seen = -1
            for ch in wp[0]:
                if ch <= wl <= ch + 2 and ch != seen:
                    seen = ch
                    pos = wl - ch
                    if pos == 1:
                        wait = WAIT_KANCHAN
                    elif pos == 0:
                        wait = WAIT_PENCHAN if ch == 6 else WAIT_RYANMEN
                    else:
                        wait = WAIT_PENCHAN if ch == 0 else WAIT_RYANMEN
                    views.append((SHAPE_STANDARD, wait, n_conc, set_fu, ybits, pair, combo, n_chows, rbits, rhan))
    twos = suit_counters >> E_TWOS & 15
    if twos == 7:
        views.append(
            (
                SHAPE_SEVEN_PAIRS,
                WAIT_TANKI,
                0,
                0,
                ybits0,
                -1,
                None,
                0,
                bits0 | 1 << I_CHIITOITSU,
                han0 + han_table[I_CHIITOITSU],
            )
        )
    elif twos == 1 and suit_counters >> E_ORPHANS & 15 == 4:
        views.append(
            (
                SHAPE_THIRTEEN_ORPHANS,
                WAIT_TANKI,
                0,
                0,
                ybits0 | (Y_KOKUSHI_13 if tiles.count(w) == 2 else Y_KOKUSHI),
                -1,
                None,
                0,
                0,
                0,
            )
        )
    if not views:
        raise NotComplete

    best: tuple[Any, ...] | None = None
    best_key = (-1, 0, 0)
    dora_han = -1
    dora: tuple[tuple[str, int], ...] = ()
    fu0 = 30 if menzen and not tsumo else 20
    for view in views:
        shape, wait, n_conc, set_fu, ybits, pair, _, n_chows, bits, han = view
        pinfu = False
        if shape == SHAPE_STANDARD:
            pinfu = menzen and n_chows == 4 and wait == WAIT_RYANMEN and not (pair >= 31 or pair in (seat, rnd))
            fu = fu0 + set_fu
            if wait != WAIT_RYANMEN and wait != WAIT_SHANPON:
                fu += 2
            if pair >= 27:
                if pair >= 31:
                    fu += 2
                else:
                    if pair == seat:
                        fu += 2
                    if pair == rnd and not (pair == seat and opts["double_wind_fu"] == 2):
                        fu += 2
            if tsumo and not pinfu:
                fu += 2
            if fu == 20 and not menzen:
                fu = 22
            fu = (fu + 9) // 10 * 10
            if pinfu:
                bits |= 1 << I_PINFU
                han += han_table[I_PINFU]
            if n_conc == 3:
                bits |= 1 << I_SANANKOU
                han += han_table[I_SANANKOU]
        else:
            fu = 25 if shape == SHAPE_SEVEN_PAIRS else 0
        if ybits:
            if ybits & _EXCLUDER_BITS:
                ybits = _excluded(ybits)
            units = _n_yakuman(ybits, opts["double_yakuman"]) if opts["multiple_yakuman"] else 1
            bits = ybits
            han = 13 * units
            base = 8000 * units
            limit: str | None = "yakuman"
        else:
            units = 0
            if not bits:
                if best is None:
                    best = (view, 0, 0, pinfu, None)
                continue
            if bits & _EXCLUDER_BITS:
                kept = _excluded(bits)
                if kept != bits:
                    bits = kept
                    han = _han_of(bits, han_table)
            if dora_han < 0:  # the same for every interpretation: counted once
                dora = dora_lines(hi, held, reds, opts)
                dora_han = 0
                for _, n in dora:
                    dora_han += n
            han += dora_han
            base, limit = base_points(han, fu, opts)
        key3 = (base, han, fu)
        if key3 > best_key:
            best_key = key3
            best = (view, bits, units, pinfu, limit)
    assert best is not None
    base, han, fu = best_key
    if base < 0:
        raise NoYaku
    (shape, wait, n_conc, _, _, pair, combo, _, _, _), bits, units, pinfu, limit = best
    key = (bits, opts["double_yakuman"] + 2 if units else menzen)
    yaku = _BREAKDOWNS.get(key) or _breakdown(key)
    fu_lines: list[FuLine] = []
    sets = m_sets
    if combo is not None and (n_conc != m_conc or wait == WAIT_SHANPON):  # the reading holds concealed pungs
        pungs = [9 * suit + p for suit, part in enumerate(combo) for p in part[1]]
        if wait == WAIT_SHANPON and not tsumo:  # the pung the discard completed is open
            sets = tuple([(k, False, k != w) for k in pungs]) + m_sets
        elif pungs:
            sets = tuple(map(_CLOSED_SET.__getitem__, pungs)) + m_sets
    fu_items(shape, menzen, tsumo, wait, w, sets, pair, seat, rnd, opts["double_wind_fu"], pinfu, fu_lines)
    return _new(HandValue, (yaku, () if units else dora, han, fu, tuple(fu_lines), units, limit, base, shape))


def _n_yakuman(ybits: int, double: bool) -> int:
    """How many yakuman these bits are worth (a double yakuman counts 2 when the option says so)."""
    n = 0
    while ybits:
        low = ybits & -ybits
        n += 2 if double and low & _DOUBLE_BITS else 1
        ybits ^= low
    return n
