"""A Guizhou win recorded by its outcome: the hand pattern the table agrees on, given instead of the winner's tiles.

Everything else is entered as for any seat whose tiles are not given: its melds (the kongs by kind: a concealed
kong, a kong on a discard and its discarder, an added kong; `hanbao_kongs` for a late one) and the chickens in its
concealed hand (`chickens`). The hand's value is the pattern's (混五清十 applied) with the bonuses the win's facts
give (报听, 杠上开花, 热炮, 抢杠, 天胡 / 地胡 ...), exactly as `settlement._win_hand` values a pattern read from tiles;
kongs and chickens are then settled from the melds and chickens as they are for every seat.
"""

from __future__ import annotations

from typing import Any

from rules.model import CHOICE, Field, ScoreRequest
from rules.text import N_
from rules.tiles import kind, parse, to_mpsz

from . import patterns
from .chickens import chicken_set
from .sources import ref

PATTERN = Field(
    key="pattern",
    kind=CHOICE,
    default=None,
    choices=tuple((key, patterns.PATTERN_MAP[key].names) for key in patterns.HAND_VALUES),
    names=N_("Hand pattern"),
    explanation=N_(
        "A win recorded by its outcome: the winner's hand pattern as the table agrees on it, instead of its tiles. Enter its kongs as melds and the chickens in its concealed hand; the rest is settled as for a hand entered tile by tile."
    ),
    message=N_("not a hand pattern of these rules: pick one from the list"),
    ref=ref(85, 87, 89, 91, 93, 95, 97, 99),
)
FIELDS = (PATTERN,)
# given beside the melds when a win is recorded by its outcome: the chickens in the concealed hand
TILES = ("chickens",)

MISSING_PATTERN = N_("pick the hand pattern the table agrees on")


def from_tiles(seat: dict[str, Any], hand: dict[str, Any], req: ScoreRequest) -> dict[str, Any]:
    """The seat of a request as recorded by its outcome, from the seat given by its tiles and the answer's hand: its
    pattern, and the chickens among its concealed tiles (the property tests' bridge between the two)."""
    out = {k: v for k, v in seat.items() if k != "hand"}
    key = next(i["key"] for i in hand["items"] if i["key"] in patterns.HAND_VALUES)
    cs = chicken_set(req.options, req.indicators.get("flip"))
    held = [t for t in parse(seat["hand"]) if cs.value(kind(t))]
    out["outcome"] = {PATTERN.key: key}
    if held:
        out["chickens"] = to_mpsz(held)
    return out
