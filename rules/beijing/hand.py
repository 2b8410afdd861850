"""One Beijing win: the 惠牌 taken out as wildcards, every reading, the best total, and how it was read."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rules.engine import CHOW, PAIR, PUNG, SEVEN_PAIRS_QUADS, STANDARD, Group, Reading, is_complete, readings
from rules.model import Meld, SeatInput, apply_exclusions
from rules.text import N_, NC_, Text
from rules.tiles import kind, tile_name, to_mpsz

from .detect import HandView, Situation, shape_signature
from .patterns import LINE_ORDER, PATTERN_MAP, SHAPE_KEYS, WIN_KEYS

SHAPES = STANDARD | SEVEN_PAIRS_QUADS
FIVE_MAN = 4


@dataclass(frozen=True, slots=True, kw_only=True)
class Outcome:
    """The best reading of a win: its fans (exclusions applied, in breakdown order) and their sum."""

    fans: tuple[tuple[str, int], ...]
    total: int
    reading: Reading | None
    situation: Situation


def split_hand(hand: Sequence[int], hui: int) -> tuple[list[int], int]:
    """(counts of the concealed tiles without the 惠牌, how many 惠牌)."""
    c = [0] * 34
    wild = 0
    for t in hand:
        k = kind(t)
        if k == hui:
            wild += 1
        else:
            c[k] += 1
    return c, wild


def meld_group(m: Meld) -> Group:
    ks = sorted(kind(t) for t in m.tiles)
    return Group(CHOW if m.kind == "chi" else PUNG, ks[0])


def situation(
    seat: SeatInput, *, dealer: int, hui: int, counts: Sequence[int], wild: int, options: Mapping[str, Any]
) -> Situation:
    win = seat.win
    assert win is not None
    win_kind = kind(win.tile)
    single = True
    if options.get("zhuowukui_single_wait") and win_kind == FIVE_MAN and hui != FIVE_MAN:
        single = waits_besides_hui(counts, wild, hui, FIVE_MAN) == (FIVE_MAN,)
    return Situation(
        seat=seat.index,
        win_kind=win_kind,
        self_drawn=win.self_drawn,
        is_dealer=seat.index == dealer,
        dealer_dealt_in=not win.self_drawn and win.from_seat == dealer,
        open=any(m.is_open for m in seat.melds),
        n_melds=len(seat.melds),
        hui=hui,
        hui_count=wild,
        after_kong=win.after_kong,
        last_tile=win.last_tile,
        first_turn=win.first_turn,
        single_wait_5m=single,
        meld_groups=tuple(meld_group(m) for m in seat.melds),
        dadiao_melds=not options.get("dadiao_exposed_only") or all(m.is_open for m in seat.melds),
    )


def waits_besides_hui(counts: Sequence[int], wild: int, hui: int, win_kind: int) -> tuple[int, ...]:
    """The kinds (other than the 惠牌) the hand waited on before `win_kind` (a real tile) completed it."""
    c = list(counts)
    c[win_kind] -= 1
    out = []
    for k in range(34):
        if k == hui or c[k] >= 4:
            continue
        c[k] += 1
        if is_complete(c, wild, SHAPES):
            out.append(k)
        c[k] -= 1
    return tuple(out)


def free_candidates(counts: Sequence[int], hui: int) -> tuple[list[Group], list[int]]:
    """Stand-ins for groups made of 惠牌 alone, enough to reach the best total.

    A set of three 惠牌 only matters as a pung (对对和), as 123/456/789 of a suit
    (一条龙), and by its suit (清一色); a pair of 惠牌 by its suit, or (seven
    pairs) by doubling a kind already held (豪华七对子). One kind per suit
    stands for the rest: the one held least, so the reading shown stays
    physically plausible; and the 惠牌 kind itself, so that 惠牌 may simply be themselves.
    """
    reps = [hui]
    for base, n in ((0, 9), (9, 9), (18, 9), (27, 7)):
        reps.append(min(range(base, base + n), key=lambda k: (counts[k], k)))
    sets = [Group(PUNG, k, (k, k, k)) for k in dict.fromkeys(reps)]
    for base in (0, 9, 18):
        for start in (base, base + 3, base + 6):
            sets.append(Group(CHOW, start, (start, start + 1, start + 2)))
    pairs = sorted(set(reps) | {k for k in range(34) if counts[k]})
    return sets, pairs


def best_outcome(counts: Sequence[int], wild: int, s: Situation, *, restrict: bool = True) -> Outcome | None:
    """The reading with the highest total (None: not a winning hand).

    `restrict=False` enumerates every stand-in for groups of 惠牌 alone (the tests check it never beats
    the restricted search).
    """
    once: dict[str, int] = {}
    bare = HandView(situation=s, reading=None)
    for key in WIN_KEYS:
        v = PATTERN_MAP[key].detect(bare)  # type: ignore[misc]
        if v is not None:
            once[key] = v
    if is_complete(counts, wild, SHAPES):
        free_sets, free_pairs = free_candidates(counts, s.hui) if restrict else (None, None)
        options: list[Reading | None] = list(
            readings(counts, wild, shapes=SHAPES, free_sets=free_sets, free_pairs=free_pairs)
        )
    elif s.hui_count == 4:
        options = [None]  # 四惠牌: a win whatever the shape
    else:
        return None
    # the fans of a reading depend only on its shape signature (detect.shape_signature): detected once per
    # signature; the tie-breaks (overflow, natural) are counted only for a reading that may still win
    fans_of: dict[tuple[object, ...], tuple[dict[str, int], int]] = {}
    # the tie-breaks count what the 惠牌 stand for on top of the real tiles (hand and melds)
    real = list(counts)
    for g in s.meld_groups:
        for k in g.tiles:
            real[k] += 1
    real_over = sum(c - 4 for c in real if c > 4)
    hui = s.hui
    best: tuple[tuple[int, int, int], dict[str, int], Reading | None] | None = None
    for r in options:
        if r is None:
            kept = apply_exclusions(once, PATTERN_MAP)
            total = sum(kept.values())
        else:
            sig = shape_signature(r)
            got = fans_of.get(sig)
            if got is None:
                found = dict(once)
                view = HandView(situation=s, reading=r)
                for key in SHAPE_KEYS:
                    v = PATTERN_MAP[key].detect(view)  # type: ignore[misc]
                    if v is not None:
                        found[key] = v
                kept = apply_exclusions(found, PATTERN_MAP)
                got = fans_of[sig] = (kept, sum(kept.values()))
            kept, total = got
        if best is not None and total < best[0][0]:
            continue
        rank = (total, *_tie_breaks(r, real, real_over, hui))
        if best is None or rank > best[0]:
            best = (rank, kept, r)
    assert best is not None
    (total, _, _), kept, r = best
    fans = tuple(sorted(kept.items(), key=lambda kv: LINE_ORDER[kv[0]]))
    return Outcome(fans=fans, total=total, reading=r, situation=s)


def _tie_breaks(r: Reading | None, real: Sequence[int], real_over: int, hui: int) -> tuple[int, int]:
    """Between equal totals: (minus) how far the reading needs more than four of a kind (a 惠牌 may, but a
    reading that does not is easier to follow at the table), then how many 惠牌 stand for themselves.
    `real`: the real tiles' kinds (concealed and melds), `real_over` their own excess over four."""
    if r is None:
        return 0, 0
    over = real_over
    natural = 0
    extra: dict[int, int] = {}
    for _kind, _t, wild in r.groups:
        if not wild:
            continue
        for k in wild:
            if k == hui:
                natural += 1
            if k >= 0:
                n = extra[k] = extra.get(k, 0) + 1
                if real[k] + n > 4:
                    over += 1
    return -over, natural


# --------------------------------------------------------- the reading ---

_PREFIX = N_("reading: ")
_SEP = NC_("beijing.hand", "; ")
_JOIN = N_(", ")
_ALL_WILD = N_("{n} wildcards (惠牌 huì pái) as {group}")
_WILD_AS = N_("Wildcard (惠牌 huì pái) as {tiles} in {group}")
_FOUR_HUI = N_("four wildcards (惠牌 huì pái) ({tile}) win whatever the shape")


def _group_str(g: Group) -> str:
    return to_mpsz(g.tiles)


def _wild_clause(g: Group, lang: str) -> str:
    gs = _group_str(g)
    n = len(g.wild)
    if n == len(g.tiles):
        return _ALL_WILD.get(lang).format(n=n, group=gs)
    if lang == "en":
        tiles = " and ".join(to_mpsz([k]) for k in g.wild)
    else:
        tiles = "、".join(tile_name(k, lang) for k in g.wild)
    return _WILD_AS.get(lang).format(tiles=tiles, group=gs)


def reading_text(out: Outcome, melds: Sequence[Meld], hui: int) -> Text:
    """How the hand was read, e.g. `reading: 234m 678m 345p 567s 99s; 惠牌 as 6s in 567s`."""
    meld_part = "".join(f" [{to_mpsz(m.tiles)}]" for m in melds)

    def phrase(lang: str) -> str:
        lang = lang if lang in ("zh-hans", "zh-hant", "ja") else "en"
        if out.reading is None:
            return _PREFIX.get(lang) + _FOUR_HUI.get(lang).format(tile=to_mpsz([hui])) + meld_part
        shape = out.reading.shape
        shown = sorted(out.reading.groups, key=lambda g: (g.kind == PAIR and shape == "standard", g.tile))
        groups = " ".join(_group_str(g) for g in shown) + meld_part
        clauses = [_wild_clause(g, lang) for g in shown if g.wild]
        return _PREFIX.get(lang) + groups + (_SEP.get(lang) + _JOIN.get(lang).join(clauses) if clauses else "")

    return Text.build(phrase)
