"""A tiny rule set for testing the request plumbing on its own.

Its scoring is deliberately simple (a complete hand is worth 1 point from
every other seat, or from the discarder), so that tests of validation, the
API and the command do not depend on any real rule set's arithmetic.
"""

from __future__ import annotations

from rules import engine
from rules.guizhou.progress import PROGRESS as GUIZHOU_PROGRESS
from rules.model import (
    BOOL,
    INT,
    SEAT_PAIRS,
    TILES,
    Field,
    FieldError,
    HandResult,
    Pattern,
    Preset,
    RuleRef,
    RuleSet,
    ScoreError,
    ScoreLine,
    ScoreRequest,
    Settlement,
    Source,
    Transfer,
)
from rules.text import T, same
from rules.tiles import counts, kind

_NOT_COMPLETE = T("不是和牌", "不是和牌", "和了形ではありません", "not a complete hand")


def _score(req: ScoreRequest) -> Settlement:
    hands = []
    transfers = []
    unit = req.options["unit_points"]
    for s in req.winners:
        assert s.win is not None
        assert s.hand is not None
        if not engine.is_complete(counts(s.hand), 0, engine.STANDARD | engine.SEVEN_PAIRS):
            raise ScoreError([FieldError(f"seats.{s.index}.hand", _NOT_COMPLETE)])
        hands.append(HandResult(seat=s.index, lines=(ScoreLine(key="win", value=unit),), total=unit, unit="points"))
        payers = [o.index for o in req.seats if o.index != s.index] if s.win.self_drawn else [s.win.from_seat]
        transfers += [Transfer(payer=p, payee=s.index, amount=unit, reason="hand") for p in payers if p is not None]
    return Settlement(hands=tuple(hands), transfers=tuple(transfers), players=req.players)


def _validate(req: ScoreRequest) -> list[FieldError]:
    errs = []
    flip = req.indicators.get("flip")
    if flip and kind(flip[0]) == 33 and req.options["no_red_dragon_flip"]:
        errs.append(FieldError("indicators.flip", same("no 7z flip in the toy rules")))
    return errs


TOY = RuleSet(
    key="toy",
    names=T("玩具", "玩具", "おもちゃ", "Toy"),
    description=same("test-only rule set"),
    players=(2, 3, 4),
    sets=4,
    kinds=frozenset(range(34)),
    unit="points",
    presets=(
        Preset(key="seed", names=same("seed"), explanation=same("defaults")),
        Preset(key="big", names=same("big"), explanation=same("10 a win"), values={"unit_points": 10}),
    ),
    options=(
        Field(
            key="unit_points", kind=INT, default=1, min=1, max=100, names=same("unit"), explanation=same("points a win")
        ),
        Field(key="no_red_dragon_flip", kind=BOOL, default=True, names=same("x"), explanation=same("x")),
    ),
    patterns=(
        Pattern(
            key="win", names=T("和", "和", "和了", "win"), value=1, explanation=same("a win"), ref=RuleRef(source="toy")
        ),
    ),
    sources=(Source(key="toy", title="toy", path=""),),
    score=_score,
    progress=GUIZHOU_PROGRESS,  # the winner deals next, no end: the simplest table
    table_fields=(
        Field(key="rounds", kind=INT, default=0, min=0, max=10, names=same("rounds"), explanation=same("rounds")),
        Field(key="pairs", kind=SEAT_PAIRS, default=(), names=same("pairs"), explanation=same("pairs")),
    ),
    indicator_roles=(Field(key="flip", kind=TILES, min=1, max=1, names=same("flip"), explanation=same("flip")),),
    validate=_validate,
    declarations=frozenset({"riichi", "ippatsu"}),
    red_fives=True,
)
