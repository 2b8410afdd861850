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

from .text import Text

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
        super().__init__(message.en)
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


def tile_str(t: int) -> str:
    return to_mpsz([t])


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

_DISPLAY = {
    "zh-hans": (("万", "筒", "条"), ("东", "南", "西", "北", "白板", "发财", "红中"), "红五"),
    "zh-hant": (("萬", "筒", "條"), ("東", "南", "西", "北", "白板", "發財", "紅中"), "紅五"),
    "ja": (("萬", "筒", "索"), ("東", "南", "西", "北", "白", "發", "中"), "赤五"),
}


def tile_name(t: int, lang: str = "zh-hans") -> str:
    """A display name: `五筒` (zh-hans), `5p` (en)."""
    if lang not in _DISPLAY:
        return tile_str(t)
    suits, honors, red = _DISPLAY[lang]
    k = kind(t)
    if k >= 27:
        return honors[k - 27]
    s = suits[k // 9]
    if is_red(t):
        return red + s
    return _NUMERALS[k % 9] + s


def tiles_display(tiles: Iterable[int], lang: str = "zh-hans") -> str:
    """Tiles as the page language writes them: names for Chinese and Japanese, mpsz for English."""
    if lang in _DISPLAY:
        return " ".join(tile_name(t, lang) for t in tiles)
    return to_mpsz(tiles, sort=False)


# ------------------------------------------------------------ parsing ---

_MPSZ_CHARS = set("0123456789mpsz")
_SEPARATORS = set(" \t,，、;；/|")


# Plain mpsz (the API's usual form) is read group by group from a table; anything else goes the long way.
_MPSZ_GROUP = re.compile(r"[0-9]+[mpsz]")
_GROUP_TILES: dict[str, tuple[int, ...]] = {}
_GROUP_TABLE_MAX = 50_000  # groups of up to 9 digits; the table stops growing there


def _group_tiles(group: str) -> tuple[int, ...] | None:
    """The tiles of one plain group (`"123m"`), or None when it is not one (`"8z"`: the long way says why)."""
    tiles = _GROUP_TILES.get(group)
    if tiles is None:
        letter = group[-1]
        if letter == "z" and any(d in "089" for d in group[:-1]):
            return None
        tiles = tuple(make(int(d), letter) for d in group[:-1])
        if len(group) <= 10 and len(_GROUP_TILES) < _GROUP_TABLE_MAX:
            _GROUP_TILES[group] = tiles
    return tiles


def parse(text: str) -> tuple[int, ...]:
    """Read a tile string in mpsz (`"123m0p55z"`) or by names (`"一万 五筒 东"`), or both mixed.

    Raises `TileError` naming the 1-based position of the first character that
    cannot be read.
    """
    if type(text) is str:
        groups = _MPSZ_GROUP.findall(text)
        if groups and sum(map(len, groups)) == len(text):  # nothing but digit runs, each with its suit letter
            if len(groups) == 1:
                got = _group_tiles(groups[0])
                if got is not None:
                    return got
            else:
                out: list[int] = []
                for g in groups:
                    got = _group_tiles(g)
                    if got is None:
                        break
                    out += got
                else:
                    return tuple(out)
    return _parse_any(text)


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


_MSG_NOT_STRING = Text(
    "牌必须写成字符串", "牌必須寫成字串", "牌は文字列で書いてください", "tiles must be written as a string"
)
_MSG_DIGITS_NO_SUIT = Text(
    "第 {pos} 个字符起的数字后面缺少花色字母 (m p s z)",
    "第 {pos} 個字元起的數字後面缺少花色字母 (m p s z)",
    "{pos} 文字目からの数字の後に種類の文字 (m p s z) がありません",
    "the digits from position {pos} have no suit letter (m p s z) after them",
)
_MSG_SUIT_NO_DIGITS = Text(
    "第 {pos} 个字符 '{ch}' 前面没有数字",
    "第 {pos} 個字元 '{ch}' 前面沒有數字",
    "{pos} 文字目の '{ch}' の前に数字がありません",
    "position {pos}: suit letter '{ch}' has no digits before it",
)
_MSG_BAD_HONOR = Text(
    "第 {pos} 个字符:字牌只有 1z 到 7z,没有 {d}z",
    "第 {pos} 個字元:字牌只有 1z 到 7z,沒有 {d}z",
    "{pos} 文字目:字牌は 1z〜7z で、{d}z はありません",
    "position {pos}: honors are 1z to 7z; there is no {d}z",
)
_MSG_BAD_CHAR = Text(
    "第 {pos} 个字符 '{ch}' 不是牌",
    "第 {pos} 個字元 '{ch}' 不是牌",
    "{pos} 文字目の '{ch}' は牌ではありません",
    "position {pos}: '{ch}' is not a tile",
)
_MSG_ONE_TILE = Text(
    "这里要写一张牌,写了 {n} 张",
    "這裡要寫一張牌,寫了 {n} 張",
    "ここには牌を 1 枚だけ書きます({n} 枚あります)",
    "exactly one tile is expected here; found {n}",
)
