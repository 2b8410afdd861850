"""One Wenzhou hand: how its 财神 stand, what it is worth (each class and special win found by its `detect`,
detect.py), and the reading shown.

The 财神 (wild) kind W is the flipped tile's kind. A hand holds up to four
财神 (three when the flipped tile stays on the table: option
`flip_on_table`), so with its 白板 a kind may be counted up to eight times. In a hand:

* a tile of kind W is a 财神: it may stand for any tile, or for itself;
* a 白板 is an ordinary tile of kind W (it stands in for the 财神's own
  kind). When the flip is 白板 itself, the 白板 are the 财神 and nothing
  stands in for them.

What a hand is worth depends on the reading only through one question:
can every 财神 stand as itself (a hard hand when self-drawn)? So the
search is short. First the hand with every 财神 as itself (no wildcard at
all: one look-up); only when that fails, the hand with the 财神 as
wildcards, where any reading is soft and one reading is enough to show.
Groups made of 财神 alone are then read as the 财神's own kind (a pung or
pair of W), which never loses a reading: any set would do for them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules import engine as E
from rules.model import FieldError, ScoreError, ScoreLine, ScoreRequest, SeatInput, apply_exclusions
from rules.refs import TileRef
from rules.text import N_, NC_, Text
from rules.tiles import N_KINDS, WHITE, kind, tile_name, tile_str, to_mpsz

from . import messages as M
from . import patterns
from .detect import HandView
from .options import LISTED_FORMS_ONLY_NAME


@dataclass(frozen=True, slots=True, kw_only=True)
class Split:
    """A concealed hand split for the engine: counts (财神 out, 白板 read as W), 财神 held, 白板 read as W."""

    cai_shen: int  # the kind W
    counts: tuple[int, ...]
    wild: int
    baiban: int


def split_hand(hand: Sequence[int], cai_shen: int) -> Split:
    counts = [0] * N_KINDS
    wild = 0
    baiban = 0
    for t in hand:
        k = kind(t)
        if k == cai_shen:
            wild += 1
        elif k == WHITE:
            counts[cai_shen] += 1
            baiban += 1
        else:
            counts[k] += 1
    return Split(cai_shen=cai_shen, counts=tuple(counts), wild=wild, baiban=baiban)


def has_run(r: E.Reading) -> bool:
    """A run (ABC) among the groups: a chow, or a set of 财神 alone (read as a pung of W, it could be any run)."""
    return any(g.kind == E.CHOW or (g.kind == E.PUNG and len(g.wild) == 3) for g in r.groups)


def hard_reading(s: Split, *, need_run: bool = False) -> E.Reading | None:
    """The hand with every 财神 as itself (no wildcard), read as sets and a pair; None if it is not complete.
    `need_run`: only a reading holding a run (option `listed_forms_only`, the forms a to e of lines 20-24)."""
    counts = list(s.counts)
    counts[s.cai_shen] += s.wild
    fixed: list[E.Group] = []
    # An honor kind held 5+ times (财神 as themselves + 白板: up to 4 + 4) can only be split with a pung of it.
    while s.cai_shen >= 27 and counts[s.cai_shen] > 4:
        counts[s.cai_shen] -= 3
        fixed.append(E.Group(E.PUNG, s.cai_shen))
    if not E.is_complete(counts, 0, E.STANDARD):
        return None
    found = E.readings(counts, 0, shapes=E.STANDARD)
    if need_run:
        found = [r for r in found if has_run(r)]
    if not found:
        return None
    r = min(found, key=_order)
    return E.Reading(r.shape, tuple(sorted((*r.groups, *fixed))))


def soft_reading(s: Split, *, need_run: bool = False) -> E.Reading | None:
    """One reading with the 财神 as wildcards (the fewest standing for another tile); None if not complete.
    `need_run`: only a reading holding a run."""
    if s.wild == 0 or not E.is_complete(s.counts, s.wild, E.STANDARD):
        return None
    w = s.cai_shen
    found = E.readings(
        s.counts,
        s.wild,
        shapes=E.STANDARD,
        free_sets=(E.Group(E.PUNG, w, (w, w, w)),),
        free_pairs=(w,),
    )
    if need_run:
        found = [r for r in found if has_run(r)]
    if not found:
        return None
    return min(found, key=lambda r: (sum(1 for k, _ in r.wild if k != w), _order(r)))


def best_reading(s: Split, *, need_run: bool = False) -> tuple[E.Reading | None, bool]:
    """(reading, hard): every 财神 as itself when that completes the hand, else one soft reading, else (None, False).
    `need_run`: only readings holding a run."""
    hard = hard_reading(s, need_run=need_run)
    if hard is not None:
        return hard, True
    return soft_reading(s, need_run=need_run), False


def eight_pairs_reading(s: Split, *, quads: bool = False) -> E.Reading | None:
    """硬八对: eight pairs and a lone tile, no 财神 in the hand; four alike are two pairs only with `quads`."""
    if s.wild or sum(s.counts) != 17 or not E.is_pairs(s.counts, 0, pairs=8, single=1, quads=quads):
        return None
    found = E.pair_readings(s.counts, 0, pairs=8, single=1, quads=quads)
    return min(found, key=_order) if found else None


def _order(r: E.Reading) -> tuple[int, tuple[E.Group, ...]]:
    # Prefer pungs over chows only to make the choice stable; nothing is scored on it.
    return (sum(1 for g in r.groups if g.kind == E.CHOW), r.groups)


# ------------------------------------------------------------ the value ---


def cai_shen_kind(req: ScoreRequest) -> int:
    return kind(req.indicators["flip"][0])


@dataclass(frozen=True, slots=True, kw_only=True)
class Outcome:
    lines: tuple[ScoreLine, ...]
    multiplier: int
    reading: Text | None  # None: recorded by its outcome, no tiles to read
    specials: tuple[str, ...]


def _found(keys: tuple[str, ...], v: HandView) -> dict[str, int]:
    found: dict[str, int] = {}
    for key in keys:
        value = patterns.PATTERN_MAP[key].detect(v)  # type: ignore[misc]
        if value is not None:
            found[key] = value
    return found


def best_outcome(req: ScoreRequest, seat: SeatInput) -> Outcome:
    """The best way to read a winner's hand and what it is worth; ScoreError if it does not win."""
    assert seat.win is not None
    assert seat.hand is not None
    win = seat.win
    w = cai_shen_kind(req)
    s = split_hand(seat.hand, w)
    melds_claimed = req.options["dan_diao_concealed_kong"] or all(m.is_open for m in seat.melds)
    # `listed_forms_only`: five sets and a pair win only in the forms a to e (lines 20-24), each holding a run
    need_run = req.options["listed_forms_only"] and not any(m.kind == "chi" for m in seat.melds)
    shape, is_hard = best_reading(s, need_run=need_run)
    if shape is None and need_run and len(seat.melds) == 5 and melds_claimed:
        shape, is_hard = best_reading(s)  # 单吊 is a listed shape of its own (line 31), whatever its claimed sets
    hard = shape if is_hard else None
    soft = None if is_hard else shape
    eight = eight_pairs_reading(s, quads=req.options["ba_dui_quads"]) if not seat.melds else None
    view = HandView(
        wild=s.wild,
        hard=hard,
        soft=soft,
        eight=eight,
        by=win.by,
        first_turn=win.first_turn,
        melds=len(seat.melds),
        melds_claimed=melds_claimed,
        three_as_written=req.options["san_cai_shen_as_written"],
    )
    three = s.wild >= 3  # wins whatever the shape (line 35)
    if hard is None and soft is None and eight is None and not three:
        tiles = TileRef(to_mpsz(seat.hand))
        if need_run and best_reading(s)[0] is not None:  # five pungs and a pair: not a listed form
            msg = M.NOT_A_LISTED_FORM.format(option=LISTED_FORMS_ONLY_NAME, tiles=tiles, cai_shen=tile_str(w))
        else:
            msg = M.NOT_A_WIN.format(tiles=tiles, cai_shen=tile_str(w))
        raise ScoreError([FieldError(f"seats.{seat.index}.hand", msg)])
    lines, multiplier, specials = valued(view, has_shape=shape is not None)
    if eight is not None:
        reading = describe(s, eight, hard=True, eight_pairs=True)
    elif hard is not None:
        reading = describe(s, hard, hard=True)
    elif soft is not None:
        reading = describe(s, soft, hard=False)
    else:
        reading = describe(s, None, hard=False)
    return Outcome(lines=lines, multiplier=multiplier, reading=reading, specials=specials)


def valued(view: HandView, *, has_shape: bool) -> tuple[tuple[ScoreLine, ...], int, tuple[str, ...]]:
    """A winning hand's lines, multiplier and special wins from its view (its class, then its special wins, 双翻 at
    most): the same for a hand read from tiles (`best_outcome`) and one recorded by its outcome (outcome.py)."""
    specials = tuple(_found(patterns.SPECIAL_WINS, view))
    ((cls, base_value),) = apply_exclusions(_found(patterns.CLASSES, view), patterns.PATTERN_MAP).items()
    three = view.wild >= 3
    three_hard = three and cls == patterns.YING_PAI and (not view.three_as_written or not has_shape)
    class_detail = (M.HARD_THREE if view.wild == 3 else M.HARD_FOUR) if three_hard else None
    lines = [ScoreLine(key=cls, value=base_value, detail=class_detail, op="x")]
    for i, key in enumerate(specials):  # the first doubles; the others double nothing more ("only once")
        lines.append(ScoreLine(key=key, value=2 if i == 0 else 1, detail=None if i == 0 else M.ONCE, op="x"))
    multiplier = min(patterns.MAX_MULTIPLIER, base_value * (2 if specials else 1))
    if base_value == 2 and specials:
        lines.append(
            ScoreLine(key=patterns.SHUANG_FAN, value=patterns.MAX_MULTIPLIER, detail=M.SHUANG_FAN_DETAIL, op="")
        )
    return tuple(lines), multiplier, specials


# ------------------------------------------------------------ display ---


def _group_str(g: E.Group) -> str:
    return to_mpsz(g.tiles)


def _kind_name(k: int, lang: str) -> str:
    return tile_name(k, lang) if lang != "en" else to_mpsz([k])


_AS = N_("Wildcard (财神 cái shén) as {kind} in {group}")
_AS_ITSELF = N_("Wildcard (财神 cái shén) as itself, {kind}, in {group}")
_TIMES = N_(" (×{n})")
_SEP = NC_("wenzhou.hand", "; ")
_EVERY_ITSELF = N_("every wildcard (财神 cái shén) as itself ({kind}): ")
_NO_CAI_SHEN = N_("no wildcard (财神 cái shén): ")
_BAIBAN = N_("White dragon (白板 bái bǎn) ×{n} as the wildcard (财神 cái shén)'s own kind, {kind}")
_FOUR = N_("four wildcards (财神 cái shén) (three or more: three wildcards (三财神 sān cái shén)), no shape needed")
_EIGHT = N_("eight pairs: ")
_THREE = N_("three wildcards (财神 cái shén), no shape needed")


def describe(s: Split, r: E.Reading | None, *, hard: bool, eight_pairs: bool = False) -> Text:
    """ "财神 as 3s in 345s" for each 财神 standing for a tile, in the four languages."""
    w = s.cai_shen

    def build(lang: str) -> str:
        parts: list[str] = []
        if r is None:
            parts.append((_THREE if s.wild == 3 else _FOUR).get(lang))
        elif eight_pairs:
            parts.append(_EIGHT.get(lang) + " ".join(_group_str(g) for g in r.groups))
        elif hard:
            groups = " ".join(_group_str(g) for g in r.groups)
            head = _EVERY_ITSELF.get(lang).format(kind=_kind_name(w, lang)) if s.wild else _NO_CAI_SHEN.get(lang)
            parts.append(head + groups)
        else:
            phrases: list[str] = []
            for k, g in r.wild:
                fmt = _AS_ITSELF if k == w else _AS
                phrases.append(fmt.get(lang).format(kind=_kind_name(k, lang), group=_group_str(g)))
            seen: dict[str, int] = {}
            for p in phrases:
                seen[p] = seen.get(p, 0) + 1
            parts += [p + (_TIMES.get(lang).format(n=n) if n > 1 else "") for p, n in seen.items()]
        if s.baiban:
            parts.append(_BAIBAN.get(lang).format(n=s.baiban, kind=_kind_name(w, lang)))
        return _SEP.get(lang).join(parts)

    return Text.build(build)
