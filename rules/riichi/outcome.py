"""A riichi win recorded by its outcome: the han of its yaku, its dora, its fu (or its yakuman), as a scorekeeper
records it when the table already agrees on the hand (as MahjongPantheon records a win). The points, honba,
riichi sticks and liability are settled exactly as for a hand given by its tiles (settlement._wins): only the
hand's value comes from the outcome instead of the tiles.
"""

from __future__ import annotations

from typing import Any

from rules.model import INT, Example, Field, FieldError, Pattern, ScoreError, ScoreRequest, SeatInput
from rules.text import N_, NC_

from .hand import HandValue, base_points
from .sources import STANDARD

OUTCOME_HAN = "outcome_han"
OUTCOME_YAKUMAN = "outcome_yakuman"
SHAPE = "outcome"  # the hand's shape in the answer: not read from tiles

HAN = Field(
    key="han",
    kind=INT,
    default=0,
    min=0,
    max=60,
    names=N_("Han of the yaku"),
    explanation=N_("The han of the hand's yaku as the table agrees on them, dora apart (riichi 1, tsumo 1, …)."),
    ref=STANDARD,
)
DORA = Field(
    key="dora",
    kind=INT,
    default=0,
    min=0,
    max=40,
    names=N_("Dora"),
    explanation=N_(
        "Every dora the hand counts: dora, red fives and ura-dora together (with three players, the Norths set aside "
        "count apart: the seat's North tiles extracted). Dora alone never make a win."
    ),
    ref=STANDARD,
)
FU = Field(
    key="fu",
    kind=INT,
    default=30,
    min=20,
    max=130,
    names=NC_("outcome", "Fu"),
    explanation=N_(
        "The hand's fu, rounded up to ten (25 for seven pairs). Not needed from 5 han on (mangan and above)."
    ),
    ref=STANDARD,
)
YAKUMAN = Field(
    key="yakuman",
    kind=INT,
    default=0,
    min=0,
    max=6,
    names=N_("Yakuman"),
    explanation=N_(
        "How many yakuman the hand is (a double yakuman counts 2 where the table plays it); the han and fu are then not needed."
    ),
    ref=STANDARD,
)
FIELDS = (HAN, DORA, FU, YAKUMAN)

PATTERNS = (
    Pattern(
        key=OUTCOME_HAN,
        names=N_("Yaku (as entered)"),
        value=None,
        explanation=N_(
            "A win recorded by its outcome rather than its tiles: the han of its yaku as the table agreed on them. The points follow from the han, dora and fu exactly as for a hand entered tile by tile."
        ),
        ref=STANDARD,
        kind="outcome",
        unit="han",
        # the dealer self-draws 3 han of yaku with 1 dora at 30 fu: 4 han 30 fu, 3,900 from each
        examples=(
            Example(
                request={
                    "players": 4,
                    "seats": [{"win": {"by": "self_draw"}, "outcome": {"han": 3, "dora": 1}}, {}, {}, {}],
                }
            ),
        ),
    ),
    Pattern(
        key=OUTCOME_YAKUMAN,
        names=N_("Yakuman (as entered)"),
        value=None,
        explanation=N_(
            "A yakuman recorded by its outcome rather than its tiles: 8,000 base points per yakuman (several only where the table counts several)."
        ),
        ref=STANDARD,
        kind="outcome",
        unit="han",
        # a non-dealer's yakuman on the dealer's discard: 32,000
        examples=(
            Example(
                request={
                    "players": 4,
                    "seats": [{}, {"win": {"by": "discard", "from": 0}, "outcome": {"yakuman": 1}}, {}, {}],
                }
            ),
        ),
    ),
)

_HAN_OR_YAKUMAN = N_("give the han of the hand's yaku (at least 1) or its yakuman")
_FU_STEP = N_("must be 25 or a multiple of 10")


def value(req: ScoreRequest, s: SeatInput) -> HandValue:
    """The hand's value from its outcome, as `hand.evaluate` gives it from tiles."""
    o = s.outcome
    assert o is not None
    opts: dict[str, Any] = dict(req.options)
    p = f"seats.{s.index}.outcome"
    yakuman = o["yakuman"]
    if yakuman:
        units = yakuman if opts["multiple_yakuman"] else 1  # one yakuman at most where the table counts one
        return HandValue(
            yaku=((OUTCOME_YAKUMAN, 13 * units),),
            dora=(),
            han=13 * units,
            fu=0,
            fu_lines=(),
            yakuman=units,
            limit="yakuman",
            base=8000 * units,
            shape=SHAPE,
        )
    han, dora, fu = o["han"], o["dora"], o["fu"]
    errors = []
    if han < 1:
        errors.append(FieldError(f"{p}.han", _HAN_OR_YAKUMAN))
    if fu != 25 and fu % 10:
        errors.append(FieldError(f"{p}.fu", _FU_STEP))
    if errors:
        raise ScoreError(errors)
    # with three players, the Norths the seat set aside: one han each, as for a hand given by its tiles
    nuki = s.extra.get("nuki", 0) if req.players == 3 and opts.get("nukidora") else 0
    total = han + dora + nuki
    base, limit = base_points(total, fu, opts)
    return HandValue(
        yaku=((OUTCOME_HAN, han),),
        dora=(*((("dora", dora),) if dora else ()), *((("nukidora", nuki),) if nuki else ())),
        han=total,
        fu=fu,
        fu_lines=(),
        yakuman=0,
        limit=limit,
        base=base,
        shape=SHAPE,
    )


def from_tiles(seat: dict[str, Any], hand: dict[str, Any], req: ScoreRequest) -> dict[str, Any]:
    """The seat of a request as recorded by its outcome, from the seat given by its tiles and the answer's hand
    (the tiles' value as the table would agree on it): the property tests' bridge between the two."""
    out = {k: v for k, v in seat.items() if k != "hand"}
    if hand["yakuman"]:
        out["outcome"] = {"yakuman": hand["yakuman"]}
        return out
    dora = sum(i["value"] for i in hand["items"] if i["key"] in DORA_KEYS)
    nuki = sum(i["value"] for i in hand["items"] if i["key"] == "nukidora")
    out["outcome"] = {"han": hand["han"] - dora - nuki, "dora": dora, "fu": hand["fu"]}
    return out


# the dora the table gives as the outcome's `dora` (the Norths set aside are the seat's `nuki`, counted apart)
DORA_KEYS = frozenset({"dora", "aka_dora", "ura_dora"})
