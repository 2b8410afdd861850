"""Beijing table options, `table` facts and the 惠坯 indicator, each with its default and the rule behind it."""

from __future__ import annotations

from rules.model import BOOL, INT, SEAT_PAIRS, TILES, Field, Preset
from rules.text import N_

from .sources import ref

BASE_POINTS_DEFAULT = 2000

BASE_POINTS = Field(
    key="base_points",
    kind=INT,
    default=BASE_POINTS_DEFAULT,
    min=1,
    max=1_000_000,
    names=N_("Base points (底分)"),
    explanation=N_(
        "What one fan is worth: a hand moves fan × base points. The default 2000 is the base of the rule text's "
        "worked example 1 (example 2 uses 500); every table sets its own, so change this option."
    ),
    ref=ref(97, 121, 149),
)

SHAOZHUANG_ON_DRAW = Field(
    key="shaozhuang_on_draw",
    kind=BOOL,
    default=True,
    names=N_("烧庄 is paid on a draw too"),
    explanation=N_(
        "The rule text settles every finished hand as total fan × base, total fan = hand fan + 烧庄 fan, and the 烧庄 "
        "formula does not depend on who won. So by default 烧庄 is also paid when the hand is drawn (hand fan 0); "
        "turn this off to pay nothing on a draw."
    ),
    ref=ref(45, 47, 97, 99, 107, 109, 111),
)

ZHUOWUKUI_SINGLE_WAIT = Field(
    key="zhuowukui_single_wait",
    kind=BOOL,
    default=True,
    names=N_("捉五魁 only when 5m is the one wait"),
    explanation=N_(
        "On (default, the rule text: 'wins on the closed 5m alone'): 捉五魁 only when the hand waited on 5m and "
        "nothing else; 4446m, for one, waits on 5m and on 6m, so winning on the 5m does not count. Off: any real "
        "5m that completes a real 4m-5m-6m run counts. Either way a 惠牌 itself is not counted as another wait."
    ),
    ref=ref(73),
)

OPTIONS: tuple[Field, ...] = (BASE_POINTS, SHAOZHUANG_ON_DRAW, ZHUOWUKUI_SINGLE_WAIT)

PRESETS: tuple[Preset, ...] = (
    Preset(
        key="seed",
        names=N_("The rule text's rules"),
        explanation=N_("Scored as the rule text says, with base points 2000 (its example 1)."),
        values={},
    ),
)

# 17 rounds at most: 136 tiles - 53 dealt - 1 惠坯 - 14 kept back = 68 drawn, four per round.
MAX_SHAOZHUANG_ROUNDS = 17

SHAOZHUANG_ROUNDS = Field(
    key="shaozhuang_rounds",
    kind=INT,
    default=0,
    min=0,
    max=MAX_SHAOZHUANG_ROUNDS,
    names=N_("烧庄 rounds"),
    explanation=N_(
        "How many rounds in a row, from the start, were 烧庄 (the dealer's discard followed by the same tile from "
        "all three others); once broken, later ones do not count. r rounds are worth 2^(r−1) fan, which the "
        "dealer pays to each of the three others."
    ),
    ref=ref(51, 53, 107, 109, 111),
)

HUBAO = Field(
    key="hubao",
    kind=SEAT_PAIRS,
    default=(),
    names=N_("互包 pairs"),
    explanation=N_(
        "Pairs of seats in 互包, like 1-3: once one seat has claimed three times (chi + pon) from another, the "
        "two are in 互包. When either wins, the other pays the whole hand-fan part (烧庄 is unchanged); a winner "
        "in 互包 with two seats is paid one full share by each. Pairs visible in the melds (three claims from one "
        "seat) are added automatically."
    ),
    ref=ref(57, 113, 115),
)

TABLE_FIELDS: tuple[Field, ...] = (SHAOZHUANG_ROUNDS, HUBAO)

FLIP = Field(
    key="flip",
    kind=TILES,
    min=1,
    max=1,
    names=N_("惠坯 (the flipped tile)"),
    explanation=N_(
        "The tile turned up after the deal and left on the table. The tile after it is the 惠牌 (wildcard): "
        "numbers 1→2…9→1, winds E→S→W→N→E, dragons 中→发→白→中."
    ),
    ref=ref(15, 17, brief=True),
)

INDICATOR_ROLES: tuple[Field, ...] = (FLIP,)
