"""A Wenzhou win recorded by its outcome: hard or soft (or no shape at all, three 财神), and the special wins only
tiles show, given instead of the winner's tiles.

The 财神 the winner holds are its `cai_shen` (they make 三财神 and 财神抢杠, and 财神钱 when that option is on);
天胡 / 地胡 come from the win's `first_turn`, as for tiles. The hand's class, its special wins and its multiplier are
then worked out by the same detect functions and the same arithmetic (`hand.valued`) as a hand read from its tiles,
and paid as one (settlement.score).
"""

from __future__ import annotations

from typing import Any

from rules import engine as E
from rules.model import BOOL, CHOICE, Field, ScoreRequest, SeatInput
from rules.text import N_
from rules.tiles import kind, parse

from . import patterns
from .detect import HandView
from .hand import Outcome, best_reading, eight_pairs_reading, split_hand, valued
from .sources import ref

HARD, SOFT, NONE = "hard", "soft", "none"

SHAPE = Field(
    key="shape",
    kind=CHOICE,
    default=HARD,
    choices=(
        (HARD, N_("Hard: every wildcard (财神 cái shén) as itself, or none held")),
        (SOFT, N_("Soft: a wildcard (财神 cái shén) stands for another tile")),
        (NONE, N_("No shape: three wildcards (财神 cái shén) win alone")),
    ),
    names=N_("How the hand stands"),
    explanation=N_(
        "A win recorded by its outcome: hard when every wildcard (财神 cái shén) it holds stands as itself (or it holds none), soft when one stands for another tile, or no shape at all when three wildcards win alone. Give the wildcards it holds as its wildcard count."
    ),
    ref=ref(18, 26, 35),
)
# the special win's own rule is on the rule page (the breakdown links it): the form says only what the switch means
AS_AGREED = N_("A win recorded by its outcome: on when the hand is this special win, as the table agrees.")
YING_BA_DUI = Field(
    key=patterns.YING_BA_DUI,
    kind=BOOL,
    default=False,
    names=patterns.PATTERN_MAP[patterns.YING_BA_DUI].names,
    explanation=AS_AGREED,
    ref=patterns.PATTERN_MAP[patterns.YING_BA_DUI].ref,
)
DAN_DIAO = Field(
    key=patterns.DAN_DIAO,
    kind=BOOL,
    default=False,
    names=patterns.PATTERN_MAP[patterns.DAN_DIAO].names,
    explanation=AS_AGREED,
    ref=patterns.PATTERN_MAP[patterns.DAN_DIAO].ref,
)
FIELDS = (SHAPE, YING_BA_DUI, DAN_DIAO)

_SHOWN = E.Reading("outcome", ())  # "a reading exists": what the detect functions ask of a hand given by outcome


def outcome(req: ScoreRequest, s: SeatInput) -> Outcome:
    """The win's value from its outcome, as `hand.best_outcome` gives it from tiles."""
    given = s.outcome
    win = s.win
    assert given is not None
    assert win is not None
    shape = given[SHAPE.key]
    # the wildcards held, as given; a soft hand holds one at least, a shapeless win three (what the shape says)
    wild = max(s.extra.get("cai_shen") or 0, {HARD: 0, SOFT: 1, NONE: 3}[shape])
    dan_diao = given[DAN_DIAO.key]
    view = HandView(
        wild=wild,
        hard=_SHOWN if shape == HARD else None,
        soft=_SHOWN if shape == SOFT else None,
        eight=_SHOWN if given[YING_BA_DUI.key] else None,
        by=win.by,
        first_turn=win.first_turn,
        melds=5 if dan_diao else len(s.melds),
        melds_claimed=bool(dan_diao),
        three_as_written=req.options["san_cai_shen_as_written"],
    )
    lines, multiplier, specials = valued(view, has_shape=shape != NONE)
    return Outcome(lines=lines, multiplier=multiplier, reading=None, specials=specials)


def from_tiles(seat: dict[str, Any], hand: dict[str, Any], req: ScoreRequest) -> dict[str, Any]:
    """The seat of a request as recorded by its outcome, from the seat given by its tiles: how its hand stands, its
    special wins only tiles show, and the wildcards it holds (the property tests' bridge between the two)."""
    i = hand["seat"]
    s = req.seats[i]
    assert s.hand is not None
    w = kind(req.indicators["flip"][0])
    split = split_hand(s.hand, w)
    need_run = req.options["listed_forms_only"] and not any(m.kind == "chi" for m in s.melds)
    reading, is_hard = best_reading(split, need_run=need_run)
    if reading is None and need_run:
        reading, is_hard = best_reading(split)  # 单吊 (the only way such a hand won: hand.best_outcome)
    eight = eight_pairs_reading(split, quads=req.options["ba_dui_quads"]) if not s.melds else None
    out = {k: v for k, v in seat.items() if k != "hand"}
    shown = {item["key"] for item in hand["items"]}
    out["outcome"] = {
        SHAPE.key: NONE if reading is None else HARD if is_hard else SOFT,
        YING_BA_DUI.key: eight is not None,
        DAN_DIAO.key: patterns.DAN_DIAO in shown,
    }
    held = sum(1 for t in parse(seat["hand"]) if kind(t) == w)
    out["cai_shen"] = held
    return out
