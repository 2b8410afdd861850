"""The hand engine shared by all four rule sets.

Input is always a counts array of 34 (the concealed tiles, wildcards taken
out) plus `wild`, the number of wildcard tiles held. Output is whether the
hand is complete, every way it decomposes, and the tiles it waits on.

How it stays fast:

* Each suit is judged on its own. A suit's 9 counts (7 for honors) are the
  key of a table that says how many wildcards that suit needs to become
  sets only, and sets plus one pair. The table is filled on first sight of a
  suit pattern (memoized), so a complete-hand check is four dict look-ups
  and a sum, with or without wildcards.
* Decompositions are enumerated per suit (memoized on the suit's counts,
  the wildcards given to it and whether it hosts the pair) and combined
  with a product over how the wildcards are spread across suits. The
  need-table prunes every spread that cannot work, so there is never a
  34**k walk over wildcard substitutions.
* A group made only of wildcards (three wildcards as a set, two as the
  pair) is "free"; by default each concrete set / pair it could stand for
  is produced, and a caller that does not care may pass a short list of
  candidates.

A wildcard may stand for any tile, even one whose four copies are all
visible elsewhere (none of the seeds limits it).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from functools import cache, lru_cache
from itertools import chain, combinations, combinations_with_replacement, product
from typing import NamedTuple

from .tiles import N_KINDS, TERMINALS_AND_HONORS

INF = 99

PUNG = "pung"
CHOW = "chow"
PAIR = "pair"
SINGLE = "single"

# Shapes a rule set may accept, as bit flags.
STANDARD = 1  # n sets + a pair (14 tiles: 4 sets, 17 tiles: 5 sets)
SEVEN_PAIRS = 2  # seven pairs of distinct kinds
SEVEN_PAIRS_QUADS = 4  # seven pairs where four of a kind counts as two pairs
THIRTEEN_ORPHANS = 8
EIGHT_PAIRS = 16  # eight pairs + one single tile (17 tiles; Wenzhou 八对)

SHAPE_NAMES = {
    STANDARD: "standard",
    SEVEN_PAIRS: "seven_pairs",
    SEVEN_PAIRS_QUADS: "seven_pairs",
    THIRTEEN_ORPHANS: "thirteen_orphans",
    EIGHT_PAIRS: "eight_pairs",
}


class Group(NamedTuple):
    """One set, pair or single in a decomposition.

    `tile` is the lowest kind in it; `wild` lists the kinds that wildcards
    stand for inside this group (empty when it is made of real tiles only).
    """

    kind: str
    tile: int
    wild: tuple[int, ...] = ()

    @property
    def tiles(self) -> tuple[int, ...]:
        if self.kind == CHOW:
            return (self.tile, self.tile + 1, self.tile + 2)
        if self.kind == PUNG:
            return (self.tile,) * 3
        if self.kind == PAIR:
            return (self.tile,) * 2
        return (self.tile,)

    @property
    def is_set(self) -> bool:
        return self.kind in (PUNG, CHOW)


class Reading(NamedTuple):
    """One way to read a hand: its shape name and its groups (sorted)."""

    shape: str
    groups: tuple[Group, ...]

    @property
    def wild(self) -> tuple[tuple[int, Group], ...]:
        """(kind stood for, group) for every wildcard in the reading."""
        return tuple((k, g) for g in self.groups for k in g.wild)


# ------------------------------------------------------- need tables ---

_HONOR_SETS = (0, 2, 1, 0, 2)  # wildcards to turn c copies into sets only
_HONOR_PAIR = (INF, 1, 0, 2, 1)  # ... into sets and the pair


@cache
def _need_num(t: tuple[int, ...], pair: bool) -> int:
    """Fewest wildcards that turn a numbered suit's counts into sets (+ one pair).

    Every group keeps at least one real tile (groups of wildcards alone are
    counted by the caller).
    """
    i = 0
    while i < 9 and t[i] == 0:
        i += 1
    if i == 9:
        return INF if pair else 0
    best = INF
    c = t[i]
    lst = list(t)
    for r in range(1, min(3, c) + 1):
        lst[i] = c - r
        best = min(best, 3 - r + _need_num(tuple(lst), pair))
        if pair and r <= 2:
            best = min(best, 2 - r + _need_num(tuple(lst), False))
    for rest, wild, _start in _chow_options(t, i):
        best = min(best, len(wild) + _need_num(rest, pair))
    return best


# Keyed by the part's counts as bytes (one byte a kind): cheaper to slice and hash than tuples.
_SUIT_TABLE: dict[bytes, tuple[int, int]] = {}
_HONOR_TABLE: dict[bytes, tuple[int, int]] = {}


def _suit_entry(key: bytes) -> tuple[int, int]:
    """(wildcards for sets only, extra wildcards if this suit also hosts the pair: -1, 0, ... or INF)."""
    e = _SUIT_TABLE.get(key)
    if e is None:
        t = tuple(key)
        s = _need_num(t, False)
        p = _need_num(t, True)
        e = _SUIT_TABLE[key] = (s, p - s if p < INF else INF)
    return e


def _honor_entry(key: bytes) -> tuple[int, int]:
    e = _HONOR_TABLE.get(key)
    if e is None:
        s = sum(_HONOR_SETS[c] for c in key)
        d = min((_HONOR_PAIR[c] - _HONOR_SETS[c] for c in key if c), default=INF)
        e = _HONOR_TABLE[key] = (s, d)
    return e


def _entries(b: bytes) -> tuple[int, int]:
    """(sum of sets-only needs, best pair delta) over the four parts of a hand given as bytes."""
    s0, d0 = _SUIT_TABLE.get(k := b[0:9]) or _suit_entry(k)
    s1, d1 = _SUIT_TABLE.get(k := b[9:18]) or _suit_entry(k)
    s2, d2 = _SUIT_TABLE.get(k := b[18:27]) or _suit_entry(k)
    s3, d3 = _HONOR_TABLE.get(k := b[27:34]) or _honor_entry(k)
    return s0 + s1 + s2 + s3, min(d0, d1, d2, d3)


# Without wildcards a part either splits into sets (+ one pair) or not: one small value per
# part, filled by a plain recursion that is far cheaper than the wildcard need-table above.
_PURE: dict[bytes, int] = {}  # numbered part -> 0 (sets), 2 (sets + pair), -1 (neither)
_PURE_HONOR: dict[bytes, int] = {}


@cache
def _pure_rec(t: tuple[int, ...], pair: bool) -> bool:
    i = 0
    while i < 9 and t[i] == 0:
        i += 1
    if i == 9:
        return not pair
    c = t[i]
    lst = list(t)
    if c >= 3:
        lst[i] = c - 3
        if _pure_rec(tuple(lst), pair):
            return True
        lst[i] = c
    if pair and c >= 2:
        lst[i] = c - 2
        if _pure_rec(tuple(lst), False):
            return True
        lst[i] = c
    if i <= 6 and t[i + 1] and t[i + 2]:
        lst[i] -= 1
        lst[i + 1] -= 1
        lst[i + 2] -= 1
        return _pure_rec(tuple(lst), pair)
    return False


def _pure(key: bytes) -> int:
    v = _PURE.get(key)
    if v is None:
        r = sum(key) % 3
        v = _PURE[key] = r if r != 1 and _pure_rec(tuple(key), r == 2) else -1
    return v


def _pure_honor(key: bytes) -> int:
    v = _PURE_HONOR.get(key)
    if v is None:
        twos = key.count(2)
        v = _PURE_HONOR[key] = -1 if key.count(1) or key.count(4) or twos > 1 else 2 * twos
    return v


def min_wild(counts: Sequence[int]) -> int:
    """Fewest wildcards that complete `counts` as sets plus one pair."""
    s, d = _entries(bytes(counts))
    return s + min(d, 2)


def is_standard(counts: Sequence[int], wild: int = 0) -> bool:
    """Sets plus one pair, any number of sets (14 tiles: 4, 17 tiles: 5)."""
    if (sum(counts) + wild) % 3 != 2:
        return False
    s, d = _entries(bytes(counts))
    return s + min(d, 2) <= wild


def _pair_parts(counts: Sequence[int], quads: bool) -> tuple[list[int], list[int], list[int]] | None:
    """(kinds giving pairs, lone tiles free to pair with a wildcard or stay single, lone tiles that must stay single)."""
    pairs: list[int] = []
    flexible: list[int] = []
    forced: list[int] = []
    for k, c in enumerate(counts):
        if c == 0:
            continue
        if c == 1:
            flexible.append(k)
        elif c == 2:
            pairs.append(k)
        elif c == 3:
            pairs.append(k)
            (flexible if quads else forced).append(k)
        elif c == 4 and quads:
            pairs += [k, k]
        else:
            return None
    return pairs, flexible, forced


def is_pairs(counts: Sequence[int], wild: int = 0, *, pairs: int = 7, single: int = 0, quads: bool = False) -> bool:
    """`pairs` pairs (+ `single` lone tiles); four of a kind is two pairs only if `quads`."""
    if sum(counts) + wild != 2 * pairs + single:
        return False
    parts = _pair_parts(counts, quads)
    if parts is None:
        return False
    _, flexible, forced = parts
    if len(forced) > single:
        return False
    return max(0, len(flexible) - (single - len(forced))) <= wild


_ZERO7 = bytes(7)


def is_thirteen_orphans(counts: Sequence[int], wild: int = 0) -> bool:
    if any(counts[1:8]) or any(counts[10:17]) or any(counts[19:26]):
        return False
    if sum(counts) + wild != 14:
        return False
    missing = 0
    extra = 0
    for k in TERMINALS_AND_HONORS:
        c = counts[k]
        if c == 0:
            missing += 1
        elif c == 2:
            extra += 1
        elif c > 2:
            return False
    if extra > 1:
        return False
    return missing + (0 if extra else 1) <= wild


def is_complete(counts: Sequence[int], wild: int = 0, shapes: int = STANDARD) -> bool:
    """Is the hand (counts without wildcards, plus `wild` wildcards) complete in any accepted shape?"""
    if wild == 0:
        # The hot path: no wildcards (riichi, Guizhou, most checks). Honors first: they reject fastest.
        b = bytes(counts)
        if shapes & STANDARD:
            # every part splits into sets, and exactly one of them also holds the pair (residue 2)
            v3 = _PURE_HONOR.get(k := b[27:34])
            if v3 is None:
                v3 = _pure_honor(k)
            if v3 >= 0:
                v0 = _PURE.get(k := b[0:9])
                if v0 is None:
                    v0 = _pure(k)
                if v0 >= 0:
                    v1 = _PURE.get(k := b[9:18])
                    if v1 is None:
                        v1 = _pure(k)
                    if v1 >= 0:
                        v2 = _PURE.get(k := b[18:27])
                        if v2 is None:
                            v2 = _pure(k)
                        if v2 >= 0 and v0 + v1 + v2 + v3 == 2:
                            return True
        if shapes & SEVEN_PAIRS and b.count(2) == 7:
            return True
        if (
            shapes & SEVEN_PAIRS_QUADS
            and b.count(2) + 2 * b.count(4) == 7
            and b.count(2) + b.count(4) + b.count(0) == 34
        ):
            return True
        if (
            shapes & THIRTEEN_ORPHANS
            and b[1:8] == _ZERO7
            and b[10:17] == _ZERO7
            and b[19:26] == _ZERO7
            and is_thirteen_orphans(counts)
        ):
            return True
        return bool(shapes & EIGHT_PAIRS and is_pairs(counts, 0, pairs=8, single=1))
    if shapes & STANDARD and is_standard(counts, wild):
        return True
    if shapes & SEVEN_PAIRS and is_pairs(counts, wild, pairs=7):
        return True
    if shapes & SEVEN_PAIRS_QUADS and is_pairs(counts, wild, pairs=7, quads=True):
        return True
    if shapes & THIRTEEN_ORPHANS and is_thirteen_orphans(counts, wild):
        return True
    return bool(shapes & EIGHT_PAIRS and is_pairs(counts, wild, pairs=8, single=1))


# ------------------------------------------------ decompositions ---


def _chow_options(t: tuple[int, ...], i: int) -> Iterator[tuple[tuple[int, ...], tuple[int, ...], int]]:
    """Chows that hold real tile i as their lowest real tile: (rest counts, wild kinds (local), start)."""
    for start in (i - 2, i - 1, i):
        if start < 0 or start + 2 > 8:
            continue
        below = tuple(range(start, i))
        rest = list(range(i + 1, start + 3))
        for use in product((True, False), repeat=len(rest)):
            sub = list(t)
            sub[i] -= 1
            wild = list(below)
            ok = True
            for p, real in zip(rest, use, strict=True):
                if real:
                    if sub[p] == 0:
                        ok = False
                        break
                    sub[p] -= 1
                else:
                    wild.append(p)
            if ok and len(wild) < 3:
                yield tuple(sub), tuple(wild), start


@lru_cache(maxsize=200_000)
def _suit_decomps(t: tuple[int, ...], base: int, honor: bool, j: int, pair: bool) -> tuple[tuple[Group, ...], ...]:
    """Every way to split one suit into groups holding a real tile each, using exactly j wildcards."""
    total = sum(t)
    if total == 0:
        return ((),) if j == 0 and not pair else ()
    if j > 2 * total:
        return ()
    need = _honor_entry(bytes(t)) if honor else _suit_entry(bytes(t))
    if need[0] + (need[1] if pair else 0) > j:
        return ()
    i = 0
    while t[i] == 0:
        i += 1
    c = t[i]
    out: set[tuple[Group, ...]] = set()
    lst = list(t)
    k = base + i
    for r in range(1, min(3, c) + 1):
        lst[i] = c - r
        rest = tuple(lst)
        if 3 - r <= j:
            g = Group(PUNG, k, (k,) * (3 - r))
            for sub in _suit_decomps(rest, base, honor, j - (3 - r), pair):
                out.add(tuple(sorted((g, *sub))))
        if pair and r <= 2 and 2 - r <= j:
            g = Group(PAIR, k, (k,) * (2 - r))
            for sub in _suit_decomps(rest, base, honor, j - (2 - r), False):
                out.add(tuple(sorted((g, *sub))))
    if not honor:
        for rest, wild_local, start in _chow_options(t, i):
            if len(wild_local) > j:
                continue
            g = Group(CHOW, base + start, tuple(base + p for p in wild_local))
            for sub in _suit_decomps(rest, base, honor, j - len(wild_local), pair):
                out.add(tuple(sorted((g, *sub))))
    return tuple(sorted(out))


@lru_cache(maxsize=200_000)
def _pure_decomps(t: tuple[int, ...], base: int, honor: bool, pair: bool) -> tuple[tuple[Group, ...], ...]:
    """Every way to split one suit of real tiles into sets (+ the pair), no wildcards."""
    i = 0
    n = len(t)
    while i < n and t[i] == 0:
        i += 1
    if i == n:
        return () if pair else ((),)
    c = t[i]
    k = base + i
    out: set[tuple[Group, ...]] = set()
    lst = list(t)
    if c >= 3:
        lst[i] = c - 3
        g = Group(PUNG, k)
        for sub in _pure_decomps(tuple(lst), base, honor, pair):
            out.add(tuple(sorted((g, *sub))))
        lst[i] = c
    if pair and c >= 2:
        lst[i] = c - 2
        g = Group(PAIR, k)
        for sub in _pure_decomps(tuple(lst), base, honor, False):
            out.add(tuple(sorted((g, *sub))))
        lst[i] = c
    if not honor and i <= 6 and t[i + 1] and t[i + 2]:
        lst[i] -= 1
        lst[i + 1] -= 1
        lst[i + 2] -= 1
        g = Group(CHOW, k)
        for sub in _pure_decomps(tuple(lst), base, honor, pair):
            out.add(tuple(sorted((g, *sub))))
    return tuple(sorted(out))


def part_decompositions(part: Sequence[int], *, honor: bool = False, pair: bool) -> tuple[tuple[Group, ...], ...]:
    """Every way to split one part of real tiles (a suit's 9 counts, or the 7 honors) into sets, plus the
    pair if `pair`; tiles are numbered from 0 within the part. Memoized: rule sets build their own
    per-suit tables on it."""
    return _pure_decomps(tuple(part), 0, honor, pair)


def _pure_standard_readings(counts: Sequence[int]) -> list[Reading]:
    lists = []
    pairs = 0
    for b, h in _PARTS:
        t = tuple(counts[b : b + (7 if h else 9)])
        r = sum(t) % 3
        if r == 1:
            return []
        if r == 2:
            pairs += 1
        if not any(t):
            continue
        lst = _pure_decomps(t, b, h, r == 2)
        if not lst:
            return []
        lists.append(lst)
    if pairs != 1:
        return []
    return [Reading("standard", tuple(sorted(chain.from_iterable(combo)))) for combo in product(*lists)]


ALL_FREE_SETS: tuple[Group, ...] = tuple(
    [Group(PUNG, k, (k, k, k)) for k in range(N_KINDS)]
    + [Group(CHOW, s + n, (s + n, s + n + 1, s + n + 2)) for s in (0, 9, 18) for n in range(7)]
)
ALL_FREE_PAIRS: tuple[int, ...] = tuple(range(N_KINDS))


def _free_groups(j: int, pair: bool, free_sets: Sequence[Group], free_pairs: Sequence[int]) -> list[tuple[Group, ...]]:
    n_sets, rem = divmod(j - (2 if pair else 0), 3)
    if n_sets < 0 or rem:
        return []
    sets = list(combinations_with_replacement(free_sets, n_sets))
    if not pair:
        return [tuple(s) for s in sets]
    return [(*s, Group(PAIR, k, (k, k))) for s in sets for k in free_pairs]


def _spreads(caps: list[int], mins: list[int], total: int) -> Iterator[tuple[int, ...]]:
    """Ways to give `total` wildcards to the parts, part i getting mins[i]..caps[i]; the rest goes free."""
    n = len(caps)

    def rec(i: int, left: int, acc: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
        if i == n:
            yield (*acc, left)
            return
        for j in range(mins[i], min(caps[i], left) + 1):
            yield from rec(i + 1, left - j, (*acc, j))

    yield from rec(0, total, ())


_PARTS = ((0, False), (9, False), (18, False), (27, True))


def standard_readings(
    counts: Sequence[int],
    wild: int = 0,
    *,
    free_sets: Sequence[Group] | None = None,
    free_pairs: Sequence[int] | None = None,
) -> list[Reading]:
    """Every decomposition of the hand into sets and one pair, with what each wildcard stands for."""
    if wild == 0:
        return _pure_standard_readings(counts)
    if (sum(counts) + wild) % 3 != 2 or min_wild(counts) > wild:
        return []
    fs = ALL_FREE_SETS if free_sets is None else tuple(free_sets)
    fp = ALL_FREE_PAIRS if free_pairs is None else tuple(free_pairs)
    suits = [tuple(counts[b : b + (7 if h else 9)]) for b, h in _PARTS]
    entries = [_honor_entry(bytes(s)) if h else _suit_entry(bytes(s)) for s, (_, h) in zip(suits, _PARTS, strict=True)]
    out: list[Reading] = []
    for host in range(5):  # suit 0..3 hosts the pair, or 4: a pair of wildcards
        if host < 4 and sum(suits[host]) == 0:
            continue
        mins = []
        caps = []
        for p, s in enumerate(suits):
            sets_need, pair_delta = entries[p]
            need = sets_need + (pair_delta if p == host else 0)
            if need >= INF:
                break
            mins.append(need)
            caps.append(2 * sum(s))
        else:
            for spread in _spreads(caps, mins, wild):
                jfree = spread[4]
                free = _free_groups(jfree, host == 4, fs, fp)
                if not free:
                    continue
                lists = []
                for p, (b, h) in enumerate(_PARTS):
                    lst = _suit_decomps(suits[p], b, h, spread[p], p == host)
                    if not lst:
                        break
                    lists.append(lst)
                else:
                    for combo in product(*lists, free):
                        groups = tuple(sorted(chain.from_iterable(combo)))
                        out.append(Reading("standard", groups))
    return out


def pair_readings(
    counts: Sequence[int],
    wild: int = 0,
    *,
    pairs: int = 7,
    single: int = 0,
    quads: bool = False,
    free_pairs: Sequence[int] | None = None,
) -> list[Reading]:
    """Readings as `pairs` pairs (+ `single` lone tiles): seven pairs, or eight pairs and one.

    A lone tile either pairs with a wildcard or fills a single slot; wildcards
    left over pair among themselves (as any kind not already used, unless
    `quads`) or fill the single slot.
    """
    if not is_pairs(counts, wild, pairs=pairs, single=single, quads=quads):
        return []
    parts = _pair_parts(counts, quads)
    assert parts is not None
    pair_kinds, flexible, forced = parts
    shape = "eight_pairs" if pairs == 8 else "seven_pairs"
    base = [Group(PAIR, k) for k in pair_kinds] + [Group(SINGLE, k) for k in forced]
    used = set(pair_kinds) | set(flexible) | set(forced)
    cand = [k for k in (ALL_FREE_PAIRS if free_pairs is None else free_pairs) if quads or k not in used]
    slots = single - len(forced)
    out: list[Reading] = []
    for n_single in range(min(slots, len(flexible)), -1, -1):
        for singles in combinations(flexible, n_single):
            left = wild - (len(flexible) - n_single)
            n_free, joker_single = divmod(left, 2)
            if left < 0 or joker_single != slots - n_single:
                continue
            groups = [*base, *(Group(SINGLE, k) for k in singles)]
            groups += [Group(PAIR, k, (k,)) for k in flexible if k not in singles]
            if joker_single:
                groups.append(Group(SINGLE, -1, (-1,)))
            free_iter = combinations_with_replacement(cand, n_free) if quads else combinations(cand, n_free)
            for extra in free_iter:
                gs = groups + [Group(PAIR, k, (k, k)) for k in extra]
                out.append(Reading(shape, tuple(sorted(gs))))
    return out


def thirteen_orphans_reading(counts: Sequence[int]) -> list[Reading]:
    if not is_thirteen_orphans(counts):
        return []
    groups = []
    for k in TERMINALS_AND_HONORS:
        groups.append(Group(PAIR if counts[k] == 2 else SINGLE, k))
    return [Reading("thirteen_orphans", tuple(sorted(groups)))]


def readings(
    counts: Sequence[int],
    wild: int = 0,
    *,
    shapes: int = STANDARD,
    free_sets: Sequence[Group] | None = None,
    free_pairs: Sequence[int] | None = None,
) -> list[Reading]:
    """Every reading of a complete hand in the accepted shapes."""
    out: list[Reading] = []
    if shapes & STANDARD:
        out += standard_readings(counts, wild, free_sets=free_sets, free_pairs=free_pairs)
    if shapes & SEVEN_PAIRS:
        out += pair_readings(counts, wild, pairs=7, free_pairs=free_pairs)
    elif shapes & SEVEN_PAIRS_QUADS:
        out += pair_readings(counts, wild, pairs=7, quads=True, free_pairs=free_pairs)
    if shapes & THIRTEEN_ORPHANS and wild == 0:
        out += thirteen_orphans_reading(counts)
    if shapes & EIGHT_PAIRS:
        out += pair_readings(counts, wild, pairs=8, single=1, free_pairs=free_pairs)
    return out


# -------------------------------------------------------------- waits ---


def waits(
    counts: Sequence[int],
    wild: int = 0,
    *,
    shapes: int = STANDARD,
    candidates: Iterable[int] | None = None,
    limit: int = 4,
) -> tuple[int, ...]:
    """Kinds whose one more copy completes the hand (a kind already held `limit` times is skipped).

    For the standard shape the other parts' table entries are looked up once
    and only the part that receives the new tile is looked up again.
    """
    c = list(counts)
    if candidates is not None:
        out = []
        for k in candidates:
            if c[k] < limit:
                c[k] += 1
                if is_complete(c, wild, shapes):
                    out.append(k)
                c[k] -= 1
        return tuple(out)
    found = set(_standard_waits(c, wild, limit)) if shapes & STANDARD else set()
    other = shapes & ~STANDARD
    if other:
        for k in range(N_KINDS):
            if c[k] < limit and k not in found:
                c[k] += 1
                if is_complete(c, wild, other):
                    found.add(k)
                c[k] -= 1
    return tuple(sorted(found))


def _pure_waits(c: list[int], limit: int) -> tuple[int, ...]:
    parts = [bytes(c[b : b + (7 if h else 9)]) for b, h in _PARTS]
    values = [_pure_honor(p) if h else _pure(p) for p, (_, h) in zip(parts, _PARTS, strict=True)]
    out: list[int] = []
    for i, (b, h) in enumerate(_PARTS):
        rest = [v for j, v in enumerate(values) if j != i]
        if min(rest) < 0:
            continue
        rest_pairs = sum(rest)  # 0: the new tile's part must hold the pair; 2: it must not
        if rest_pairs > 2:
            continue
        part = bytearray(parts[i])
        value = _pure_honor if h else _pure
        for x in range(len(part)):
            if part[x] >= limit:
                continue
            part[x] += 1
            v = value(bytes(part))
            part[x] -= 1
            if v >= 0 and v + rest_pairs == 2:
                out.append(b + x)
    return tuple(out)


def _standard_waits(c: list[int], wild: int, limit: int) -> tuple[int, ...]:
    if (sum(c) + wild + 1) % 3 != 2:
        return ()
    if wild == 0:
        return _pure_waits(c, limit)
    parts = [bytes(c[b : b + (7 if h else 9)]) for b, h in _PARTS]
    entries = [_honor_entry(p) if h else _suit_entry(p) for p, (_, h) in zip(parts, _PARTS, strict=True)]
    out: list[int] = []
    for i, (b, h) in enumerate(_PARTS):
        rest_s = 0
        rest_d = 2  # a pair of wildcards
        for j, e in enumerate(entries):
            if j != i:
                rest_s += e[0]
                rest_d = min(rest_d, e[1])
        if rest_s + min(rest_d, -1) > wild:  # hosting the pair saves at most one wildcard
            continue
        part = bytearray(parts[i])
        entry = _honor_entry if h else _suit_entry
        for x in range(len(part)):
            if part[x] >= limit:
                continue
            part[x] += 1
            s, d = entry(bytes(part))
            part[x] -= 1
            if rest_s + s + min(rest_d, d) <= wild:
                out.append(b + x)
    return tuple(out)


def wait_readings(
    counts: Sequence[int],
    wild: int = 0,
    *,
    shapes: int = STANDARD,
    free_sets: Sequence[Group] | None = None,
    free_pairs: Sequence[int] | None = None,
) -> dict[int, list[Reading]]:
    """Each waited kind with the readings of the hand completed by it (the shapes it would win with)."""
    out: dict[int, list[Reading]] = {}
    c = list(counts)
    for k in waits(counts, wild, shapes=shapes):
        c[k] += 1
        out[k] = readings(c, wild, shapes=shapes, free_sets=free_sets, free_pairs=free_pairs)
        c[k] -= 1
    return out


def is_tenpai(counts: Sequence[int], wild: int = 0, *, shapes: int = STANDARD) -> bool:
    return bool(waits(counts, wild, shapes=shapes))


WAIT_TANKI = "tanki"  # single wait on the pair
WAIT_SHANPON = "shanpon"  # one of two pairs becomes a pung
WAIT_KANCHAN = "kanchan"  # the middle of a chow
WAIT_PENCHAN = "penchan"  # 3 of 12 or 7 of 89
WAIT_RYANMEN = "ryanmen"  # either end of an open two-sided chow


def wait_kind(group: Group, win: int) -> str | None:
    """How `group` was waiting for the winning kind `win`, or None if it does not hold it."""
    if group.kind == PAIR or group.kind == SINGLE:
        return WAIT_TANKI if group.tile == win else None
    if group.kind == PUNG:
        return WAIT_SHANPON if group.tile == win else None
    pos = win - group.tile
    if pos == 1:
        return WAIT_KANCHAN
    if pos == 0:
        return WAIT_PENCHAN if group.tile % 9 == 6 else WAIT_RYANMEN
    if pos == 2:
        return WAIT_PENCHAN if group.tile % 9 == 0 else WAIT_RYANMEN
    return None


# ------------------------------------------------------------- supply ---


def over_supply(sources: Iterable[tuple[str, Iterable[int]]], limit: int = 4) -> list[tuple[str, int]]:
    """(field, kind) for each kind that appears more than `limit` times, naming the field where it tips over.

    `sources` are (field path, tile kinds) in the order they are read.
    """
    seen = [0] * N_KINDS
    out: list[tuple[str, int]] = []
    flagged: set[int] = set()
    for field, kinds in sources:
        for k in kinds:
            seen[k] += 1
            if seen[k] > limit and k not in flagged:
                flagged.add(k)
                out.append((field, k))
    return out
