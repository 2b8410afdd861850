"""Tiles: the 34 kinds, red fives, and the two notations (mpsz and names).

A tile is an `int`:

* 0..8   1m..9m (characters, 万)
* 9..17  1p..9p (dots, 筒)
* 18..26 1s..9s (bamboo, 条)
* 27..33 1z..7z: East South West North, 白 (white) 发 (green) 中 (red)
* 34, 35, 36: the red fives 0m, 0p, 0s (`kind()` maps them to 5m, 5p, 5s)

Plain ints keep the hot path (counts arrays, lookup tables) fast; the
functions here are the only place that knows the encoding.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from .refs import TileRef
from .text import N_, Text

N_KINDS = 34
MAN, PIN, SOU, HONOR = 0, 1, 2, 3
SUIT_LETTERS = "mpsz"
RED_FIVES = (34, 35, 36)
_RED_KIND = {34: 4, 35: 13, 36: 22}
_KIND_RED = {4: 34, 13: 35, 22: 36}
EAST, SOUTH, WEST, NORTH, WHITE, GREEN, RED = range(27, 34)
WINDS = (EAST, SOUTH, WEST, NORTH)
DRAGONS = (WHITE, GREEN, RED)
TERMINALS = (0, 8, 9, 17, 18, 26)
TERMINALS_AND_HONORS = (*TERMINALS, *range(27, 34))
ALL_KINDS = tuple(range(N_KINDS))
NUMBER_KINDS = tuple(range(27))


class TileError(ValueError):
    """A tile string that cannot be read; `position` is 1-based, in characters."""

    def __init__(self, message: Text, position: int | None = None) -> None:
        super().__init__(message.get("en"))
        self.text = message
        self.position = position


#: KIND_OF[tile] is the tile's kind (a red five's is its five): the request path indexes it instead of calling kind().
KIND_OF: tuple[int, ...] = (*range(N_KINDS), 4, 13, 22)


def kind(tile: int) -> int:
    """The tile's kind 0..33 (a red five is a five)."""
    return tile if tile < N_KINDS else _RED_KIND[tile]


def is_red(tile: int) -> bool:
    return tile >= N_KINDS


def suit(k: int) -> int:
    """0 man, 1 pin, 2 sou, 3 honor (of a kind or a tile)."""
    return kind(k) // 9 if kind(k) < 27 else HONOR


def number(k: int) -> int:
    """1..9 for number tiles, 1..7 for honors."""
    k = kind(k)
    return k % 9 + 1 if k < 27 else k - 26


def make(num: int, suit_letter: str) -> int:
    """`make(5, "p")` -> the kind of 5p; `make(0, "m")` -> red 5m."""
    s = SUIT_LETTERS.index(suit_letter)
    if s == HONOR:
        return 26 + num
    if num == 0:
        return RED_FIVES[s]
    return s * 9 + num - 1


def next_in_suit(k: int) -> int:
    """The numbered successor within a suit, 9 wrapping to 1 (dora order for numbers)."""
    k = kind(k)
    if k >= 27:
        raise ValueError("honor tiles have no numbered successor")
    return k - 8 if k % 9 == 8 else k + 1


def prev_in_suit(k: int) -> int:
    k = kind(k)
    if k >= 27:
        raise ValueError("honor tiles have no numbered predecessor")
    return k + 8 if k % 9 == 0 else k - 1


def counts(tiles: Iterable[int]) -> list[int]:
    """A counts array of 34 (red fives counted as fives)."""
    c = [0] * N_KINDS
    for t in tiles:
        c[t if t < N_KINDS else _RED_KIND[t]] += 1
    return c


# ----------------------------------------------------------------- mpsz ---


def to_mpsz(tiles: Iterable[int], *, sort: bool = True) -> str:
    """`[0, 1, 2, 27, 27]` -> `"123m11z"`. Red fives are written `0`."""
    ts = list(tiles)
    if sort:
        ts.sort(key=lambda t: (kind(t), t))
    out: list[str] = []
    run: list[str] = []
    run_suit = None
    for t in ts:
        s = suit(t)
        digit = "0" if is_red(t) else str(number(t))
        if s != run_suit and run:
            out.append("".join(run) + SUIT_LETTERS[run_suit])  # type: ignore[index]
            run = []
        run_suit = s
        run.append(digit)
    if run:
        out.append("".join(run) + SUIT_LETTERS[run_suit])  # type: ignore[index]
    return "".join(out)


def tile_str(t: int) -> TileRef:
    """One tile in mpsz (`"5p"`, `"0m"`), typed as a tile for the messages that name it (a `str` all the
    same): read from a table built at import for the 37 tiles."""
    if type(t) is int and 0 <= t < len(_TILE_STRS):
        return _TILE_STRS[t]
    return TileRef(to_mpsz([t]))


_TILE_STRS: tuple[TileRef, ...] = tuple(
    TileRef(to_mpsz([t])) for t in range(N_KINDS + len(RED_FIVES))
)  # tile_str's table

# ------------------------------------------------------------ names -----

_NUMERALS = "一二三四五六七八九"
_SUIT_NAMES: dict[str, tuple[str, ...]] = {
    "m": ("万", "萬", "萬子", "万子"),
    "p": ("筒", "饼", "餅", "筒子", "饼子", "餅子"),
    "s": ("条", "條", "索", "索子", "条子", "條子"),
}
_HONOR_NAMES: dict[int, tuple[str, ...]] = {
    EAST: ("东风", "東風", "东", "東"),
    SOUTH: ("南风", "南風", "南"),
    WEST: ("西风", "西風", "西"),
    NORTH: ("北风", "北風", "北"),
    WHITE: ("白板", "白"),
    GREEN: ("发财", "發財", "青发", "青發", "发", "發"),
    RED: ("红中", "紅中", "中"),
}
_RED_PREFIXES = ("赤", "红", "紅")

#: Every accepted name -> tile, longest names first when reading.
NAME_TO_TILE: dict[str, int] = {}
for _s, _names in _SUIT_NAMES.items():
    for _i, _num in enumerate(_NUMERALS, start=1):
        for _n in _names:
            NAME_TO_TILE[_num + _n] = make(_i, _s)
            NAME_TO_TILE[str(_i) + _n] = make(_i, _s)
        for _n in _names:
            for _p in _RED_PREFIXES:
                NAME_TO_TILE[_p + "五" + _n] = make(0, _s)
for _k, _names in _HONOR_NAMES.items():
    for _n in _names:
        NAME_TO_TILE[_n] = _k
NAME_TO_TILE["幺鸡"] = make(1, "s")
NAME_TO_TILE["么鸡"] = make(1, "s")
NAME_TO_TILE["幺雞"] = make(1, "s")
_NAMES_LONGEST_FIRST = sorted(NAME_TO_TILE, key=len, reverse=True)
_NAME_RE = re.compile("|".join(re.escape(n) for n in _NAMES_LONGEST_FIRST))

#: Each tile's name (index: the tile int, red fives 34-36 last), in the catalogs like every phrase.
#: Chinese and Japanese pages write tiles by these names; English pages write mpsz (`tile_name`)
#: and use the English name only as the picture's text alternative ("red 5 dots").
TILE_NAMES: tuple[Text, ...] = (
    N_("1 characters"),  # 1m
    N_("2 characters"),  # 2m
    N_("3 characters"),  # 3m
    N_("4 characters"),  # 4m
    N_("5 characters"),  # 5m
    N_("6 characters"),  # 6m
    N_("7 characters"),  # 7m
    N_("8 characters"),  # 8m
    N_("9 characters"),  # 9m
    N_("1 dots"),  # 1p
    N_("2 dots"),  # 2p
    N_("3 dots"),  # 3p
    N_("4 dots"),  # 4p
    N_("5 dots"),  # 5p
    N_("6 dots"),  # 6p
    N_("7 dots"),  # 7p
    N_("8 dots"),  # 8p
    N_("9 dots"),  # 9p
    N_("1 bamboo"),  # 1s
    N_("2 bamboo"),  # 2s
    N_("3 bamboo"),  # 3s
    N_("4 bamboo"),  # 4s
    N_("5 bamboo"),  # 5s
    N_("6 bamboo"),  # 6s
    N_("7 bamboo"),  # 7s
    N_("8 bamboo"),  # 8s
    N_("9 bamboo"),  # 9s
    N_("East wind"),  # 1z
    N_("South wind"),  # 2z
    N_("West wind"),  # 3z
    N_("North wind"),  # 4z
    N_("White dragon"),  # 5z
    N_("Green dragon"),  # 6z
    N_("Red dragon"),  # 7z
    N_("red 5 characters"),  # 0m
    N_("red 5 dots"),  # 0p
    N_("red 5 bamboo"),  # 0s
)
_NAMED = ("zh-hans", "zh-hant", "ja")


def tile_name(t: int, lang: str = "zh-hans") -> str:
    """A display name: `五筒` (zh-hans), `5p` (en)."""
    if lang not in _NAMED:
        return tile_str(t)
    return TILE_NAMES[t].get(lang)


def tiles_display(tiles: Iterable[int], lang: str = "zh-hans") -> str:
    """Tiles as the page language writes them: names for Chinese and Japanese, mpsz for English."""
    if lang in _NAMED:
        return " ".join(TILE_NAMES[t].get(lang) for t in tiles)
    return to_mpsz(tiles, sort=False)


# ------------------------------------------------------------ parsing ---

_MPSZ_CHARS = set("0123456789mpsz")
_SEPARATORS = set(" \t,，、;；/|")


# Plain mpsz (the API's usual form) is read group by group from a table; anything else goes the long way.
_MPSZ_GROUP = re.compile(r"[0-9]+[mpsz]")
_GROUP_TILES: dict[str, tuple[int, ...]] = {}
_GROUP_TABLE_MAX = 50_000  # groups of up to 9 digits; the table stops growing there


# each digit's tile in each suit (the honors have no 0, 8 or 9: a group holding one goes the long way)
_DIGIT_TILE = {s: {str(d): make(d, s) for d in range(10) if s != "z" or 1 <= d <= 7} for s in SUIT_LETTERS}


def _group_tiles(group: str) -> tuple[int, ...] | None:
    """The tiles of one plain group (`"123m"`), or None when it is not one (`"8z"`: the long way says why)."""
    tiles = _GROUP_TILES.get(group)
    if tiles is None:
        try:
            tiles = tuple(map(_DIGIT_TILE[group[-1]].__getitem__, group[:-1]))
        except KeyError:  # 0, 8 or 9 among honors
            return None
        if len(group) <= 10 and len(_GROUP_TILES) < _GROUP_TABLE_MAX:
            _GROUP_TILES[group] = tiles
    return tiles


# Whole strings already read (a tuple of ints is immutable, so one may be handed to every caller): melds,
# indicators, winning tiles and round winds repeat from request to request. Only strings that read without
# error are kept, short ones only; emptied when full.
_PARSED: dict[str, tuple[int, ...]] = {}
_PARSED_MAX = 20_000
_PARSED_LEN = 40


def parse(text: str) -> tuple[int, ...]:
    """Read a tile string in mpsz (`"123m0p55z"`) or by names (`"一万 五筒 东"`), or both mixed.

    Raises `TileError` naming the 1-based position of the first character that
    cannot be read.
    """
    if type(text) is not str:
        return _parse_any(text)
    got = _PARSED.get(text)
    if got is not None:
        return got
    got = _parse_mpsz(text)
    if got is None:
        got = _parse_any(text)
    if len(text) <= _PARSED_LEN:
        if len(_PARSED) >= _PARSED_MAX:
            _PARSED.clear()
        _PARSED[text] = got
    return got


def _parse_mpsz(text: str) -> tuple[int, ...] | None:
    """Plain mpsz read group by group from `_GROUP_TILES`; None for anything else (the long way reads it)."""
    groups = _MPSZ_GROUP.findall(text)
    if groups and sum(map(len, groups)) == len(text):  # nothing but digit runs, each with its suit letter
        if len(groups) == 1:
            return _group_tiles(groups[0])
        out: list[int] = []
        for g in groups:
            got = _group_tiles(g)
            if got is None:
                return None
            out += got
        return tuple(out)
    return None


def _parse_any(text: str) -> tuple[int, ...]:
    if not isinstance(text, str):
        raise TileError(_MSG_NOT_STRING)
    tiles: list[int] = []
    pending: list[tuple[int, int]] = []  # (digit, position)
    i = 0
    n = len(text)
    while i < n:
        ch = text[i]
        if ch in _SEPARATORS:
            if pending:
                raise TileError(_MSG_DIGITS_NO_SUIT.format(pos=pending[0][1] + 1), pending[0][1] + 1)
            i += 1
            continue
        if ch.isascii() and ch.isdigit():
            # A digit followed by a suit name (5万) is a name, not mpsz.
            m = _NAME_RE.match(text, i) if not pending else None
            if m is not None:
                tiles.append(NAME_TO_TILE[m.group()])
                i = m.end()
                continue
            pending.append((int(ch), i))
            i += 1
            continue
        if ch in "mpsz" or ch in "MPSZ":
            letter = ch.lower()
            if not pending:
                raise TileError(_MSG_SUIT_NO_DIGITS.format(pos=i + 1, ch=ch), i + 1)
            for digit, pos in pending:
                if letter == "z" and not 1 <= digit <= 7:
                    raise TileError(_MSG_BAD_HONOR.format(pos=pos + 1, d=digit), pos + 1)
                tiles.append(make(digit, letter))
            pending = []
            i += 1
            continue
        m = _NAME_RE.match(text, i)
        if m is None:
            raise TileError(_MSG_BAD_CHAR.format(pos=i + 1, ch=ch), i + 1)
        if pending:
            raise TileError(_MSG_DIGITS_NO_SUIT.format(pos=pending[0][1] + 1), pending[0][1] + 1)
        tiles.append(NAME_TO_TILE[m.group()])
        i = m.end()
    if pending:
        raise TileError(_MSG_DIGITS_NO_SUIT.format(pos=pending[0][1] + 1), pending[0][1] + 1)
    return tuple(tiles)


def parse_one(text: str) -> int:
    tiles = parse(text)
    if len(tiles) != 1:
        raise TileError(_MSG_ONE_TILE.format(n=len(tiles)))
    return tiles[0]


_MSG_NOT_STRING = N_("tiles must be written as a string")
_MSG_DIGITS_NO_SUIT = N_("the digits from position {pos} have no suit letter (m p s z) after them")
_MSG_SUIT_NO_DIGITS = N_("position {pos}: suit letter '{ch}' has no digits before it")
_MSG_BAD_HONOR = N_("position {pos}: honors are 1z to 7z; there is no {d}z")
_MSG_BAD_CHAR = N_("position {pos}: '{ch}' is not a tile")
_MSG_ONE_TILE = N_("exactly one tile is expected here; found {n}")
