"""Beijing table options, `table` facts and the 惠坯 indicator, each with its default and the rule behind it."""

from __future__ import annotations

from rules.model import BOOL, INT, SEAT_PAIRS, TILES, DrawFacts, Field, Preset
from rules.text import N_

from .sources import ref

BASE_POINTS_DEFAULT = 2000

BASE_POINTS = Field(
    key="base_points",
    kind=INT,
    default=BASE_POINTS_DEFAULT,
    min=1,
    max=1_000_000,
    names=N_("Base points (底分 dǐ fēn)"),
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
    names=N_("Dealer's burn (烧庄 shāo zhuāng) is paid on a draw too"),
    explanation=N_(
        "The rule text settles every finished hand as total fan × base, total fan = hand fan + dealer's burn (烧庄 shāo zhuāng) fan, and the dealer's burn formula does not depend on who won. So by default dealer's burn is also paid when the hand is drawn (hand fan 0); turn this off to pay nothing on a draw."
    ),
    ref=ref(45, 47, 97, 99, 107, 109, 111),
)

ZHUOWUKUI_SINGLE_WAIT = Field(
    key="zhuowukui_single_wait",
    kind=BOOL,
    default=True,
    names=N_("Catch the five of characters (捉五魁 zhuō wǔ kuí) only when 5m is the one wait"),
    explanation=N_(
        "On (default, the rule text: 'wins on the closed 5m alone'): catch the five of characters (捉五魁 zhuō wǔ kuí) only when the hand waited on 5m and nothing else; 4446m, for one, waits on 5m and on 6m, so winning on the 5m does not count. Off: any real 5m that completes a real 4m-5m-6m run counts. Either way a wildcard (惠牌 huì pái) itself is not counted as another wait."
    ),
    ref=ref(73),
)

# 大钓 (rules-brief: "Beijing 大钓"): whether a concealed kong counts among the four melds. Said at the option and
# at the 大钓 entry itself.
DADIAO_EXPOSED_ONLY_NAME = N_("Lone wait (大钓 dà diào): claimed melds only")
DADIAO_READING = N_(
    "The rule text says '吃碰12張牌' (12 tiles by chi and pon), leaving one tile. Our reading, the default: any four declared melds count, concealed kongs included; four concealed kongs keep the hand closed, so it may then win on a discard too. The option “{option}” counts only chi, pon and exposed or added kongs: a hand with a concealed kong among its four melds is then not lone wait (大钓 dà diào)."
).format(option=DADIAO_EXPOSED_ONLY_NAME)

DADIAO_EXPOSED_ONLY = Field(
    key="dadiao_exposed_only",
    kind=BOOL,
    default=False,
    names=DADIAO_EXPOSED_ONLY_NAME,
    explanation=N_(
        "Off (default, our reading): lone wait (大钓 dà diào) counts any four declared melds, concealed kongs included. On: only chi, pon and exposed or added kongs count (the rule text's '吃碰'), so a concealed kong among the four melds means no lone wait."
    ),
    ref=ref(71, brief=True),
    reading=DADIAO_READING,
)

OPTIONS: tuple[Field, ...] = (BASE_POINTS, SHAOZHUANG_ON_DRAW, ZHUOWUKUI_SINGLE_WAIT, DADIAO_EXPOSED_ONLY)

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
    names=N_("Dealer's burn (烧庄 shāo zhuāng) rounds"),
    explanation=N_(
        "How many rounds in a row, from the start, were dealer's burn (烧庄 shāo zhuāng) (the dealer's discard followed by the same tile from all three others); once broken, later ones do not count. r rounds are worth 2^(r−1) fan, which the dealer pays to each of the three others."
    ),
    ref=ref(51, 53, 107, 109, 111),
)

HUBAO = Field(
    key="hubao",
    kind=SEAT_PAIRS,
    default=(),
    names=N_("Mutual liability (互包 hù bāo) pairs"),
    explanation=N_(
        "Pairs of seats in mutual liability (互包 hù bāo), like 1-3: once one seat has claimed three times (chi + pon) from another, the two are in mutual liability. When either wins, the other pays the whole hand-fan part (dealer's burn (烧庄 shāo zhuāng) is unchanged); a winner in mutual liability with two seats is paid one full share by each. Pairs visible in the melds (three claims from one seat) are added automatically."
    ),
    ref=ref(57, 113, 115),
)

TABLE_FIELDS: tuple[Field, ...] = (SHAOZHUANG_ROUNDS, HUBAO)

# a draw scores nothing but the dealer's 烧庄 rounds (when paid on a draw): which seats were ready is not asked
DRAW = DrawFacts(ready=False, table_fields=(SHAOZHUANG_ROUNDS.key,))

FLIP = Field(
    key="flip",
    kind=TILES,
    min=1,
    max=1,
    names=N_("Flipped tile (惠坯 huì pī)"),
    explanation=N_(
        "The tile turned up after the deal and left on the table. The tile after it is the wildcard (惠牌 huì pái): numbers 1→2…9→1, winds E→S→W→N→E, dragons red → green → white → red."
    ),
    ref=ref(15, 17, brief=True),
)

INDICATOR_ROLES: tuple[Field, ...] = (FLIP,)
