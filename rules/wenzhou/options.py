"""Table options, table facts, per-seat facts and presets of Wenzhou mahjong."""

from __future__ import annotations

from types import MappingProxyType

from rules.model import BOOL, INT, INT_LIST, INT_PER_SEAT, TILES, DrawFacts, Field, Preset
from rules.text import N_

from .sources import ref

PROGRESSION_SEED = (10, 20, 30, 40)
PROGRESSION_2468 = (2, 4, 6, 8)
PROGRESSION_3579 = (3, 5, 7, 9)

BASE_PROGRESSION = Field(
    key="base_progression",
    kind=INT_LIST,
    default=PROGRESSION_SEED,
    min=1,
    max=100_000,
    names=N_("Base progression"),
    explanation=N_(
        "The base between the dealer and a non-dealer: with a dealer streak of n, the (n+1)th value "
        "(streak 0: the first), held at the last value once the streak runs past the list. Between two "
        "non-dealers it is always the first value. Any list may be given, e.g. 10 20 30 40."
    ),
    ref=ref(38, 39, brief=True),
    group="base",
)

DISCARDER_PAYS_ALL = Field(
    key="discarder_pays_all",
    kind=BOOL,
    default=False,
    names=N_("Discarder pays every share"),
    explanation=N_(
        "Off (default): on a discard win only the discarder pays, its own share. On: the discarder pays every seat's share (the dealer's share with dealer's buy (买底 mǎi dǐ) and non-dealer's raise (顶底 dǐng dǐ)). On a robbed kong the robbed seat counts as the discarder."
    ),
    ref=ref(brief=True, note="who pays on a discard: rules-brief.md; the seed names no payer"),
    group="payment",
)

CAI_SHEN_QIAN = Field(
    key="cai_shen_qian",
    kind=BOOL,
    default=False,
    names=N_("Wildcard (财神 cái shén) money"),
    explanation=N_(
        "On: when the hand ends, each seat collects, for every wildcard (财神 cái shén) in its hand, the wildcard-money points (default 1) from every other seat, whoever won, and on a draw too."
    ),
    ref=ref(43, brief=True),
    group="payment",
)

CAI_SHEN_QIAN_POINTS = Field(
    key="cai_shen_qian_points",
    kind=INT,
    default=1,
    min=1,
    max=100_000,
    names=N_("Wildcard (财神 cái shén) money per tile"),
    explanation=N_("With wildcard (财神 cái shén) money on: the points each wildcard collects from each other seat."),
    ref=ref(43, brief=True),
    group="payment",
)

SPECIAL_PRIORITY = Field(
    key="special_priority",
    kind=BOOL,
    default=True,
    names=N_("Special wins take precedence"),
    explanation=N_(
        "One winner per hand. When several seats claim the same discard, the first in turn order after the "
        "discarder wins; on (default, as the rule text says): a seat with a special win goes before the others "
        "(several special wins: turn order again)."
    ),
    ref=ref(32, 37, brief=True),
    group="win",
)

FLIP_ON_TABLE = Field(
    key="flip_on_table",
    kind=BOOL,
    default=False,
    names=N_("Flipped tile stays on the table"),
    explanation=N_(
        "The rule text only says the wildcard (财神 cái shén) is shown on the table (the flipped tile is the wildcard); it does not say whether that tile is played afterwards. Off (default): the flipped tile only shows which kind is the wildcard and then goes back into play, so all four copies of that kind are in play and one hand may hold four wildcards. On: the flipped tile stays face up on the table as one of the kind's four copies, so only three wildcards are in play; hands, melds and wildcard counts that add up to more than three are an error."
    ),
    ref=ref(13, note="whether the flipped tile stays out of play: the seed is silent (our option, default off)"),
    group="cai_shen",
)

BA_DUI_QUADS = Field(
    key="ba_dui_quads",
    kind=BOOL,
    default=False,
    names=N_("Hard eight pairs: four alike count as two pairs"),
    explanation=N_(
        "Off (default): hard eight pairs (硬八对 yìng bā duì) needs eight different pairs and one lone tile; a hand holding four of a kind is not hard eight pairs. The rule text only writes 'AA, AA, ..., B' and never says four alike make two pairs, so this is our reading. On: four of a kind counts as two pairs."
    ),
    ref=ref(27, brief=True),
    group="win",
)

DAN_DIAO_CONCEALED_KONG = Field(
    key="dan_diao_concealed_kong",
    kind=BOOL,
    default=False,
    names=N_("Lone wait: concealed kongs count"),
    explanation=N_(
        "Off (default, the rule text: 'by chi or pon, leave only the last tile in the hand'): all five sets must be claimed (chi, pon, or an exposed or added kong); a concealed kong means no single wait (单吊 dān diào). On: concealed kongs count too."
    ),
    ref=ref(31, brief=True),
    group="win",
)

# Two readings of the winning shapes the rule text states two ways or not at all (rules-brief: "Wenzhou winning
# shapes", "Wenzhou 三财神"): each said at its option, the winning shapes rule and the pattern it changes.
LISTED_FORMS_ONLY_NAME = N_("Only the listed winning forms (a to e)")
LISTED_FORMS_READING = N_(
    "The rule text says '胡牌者的牌型必須具備下列牌型之一' (the winner's hand must have one of the forms below) and lists five basic forms, a to e, from a pair (牛 niú) and five runs (ABC) to a pair, one run and four pungs (AAA): every one holds at least one run; five pungs and a pair, with no run, is not among them. Our reading, the default: five pungs and a pair win too, soft or hard like any other hand. The option “{option}” plays the list as written: five sets and a pair must hold a run (a claimed chi counts), and five pungs and a pair do not win. The special shapes the rule text lists beside them still win on their own terms: hard eight pairs (硬八对 yìng bā duì), three wildcards (三财神 sān cái shén) and single wait (单吊 dān diào) (by chi or pon down to the last tile, '就能胡': it wins, whatever its five claimed sets)."
).format(option=LISTED_FORMS_ONLY_NAME)

SAN_CAI_SHEN_AS_WRITTEN_NAME = N_("Three wildcards (三财神 sān cái shén) as written")
SAN_CAI_SHEN_READING = N_(
    "Three wildcards (三财神 sān cái shén): the rule text says it two ways. Among the special shapes it lists '3個財神同時符合其他胡牌牌型': three wildcards (财神 cái shén) together with a winning shape, a special win. Among the hard hands it says '手中有3張財神牌不須符合胡牌牌型就可胡牌' and '算硬牌': three wildcards win with no shape at all, counted hard (×2). Our reading, the default: three wildcards are always a hard special win, double double (双翻 shuāng fān) 4, with a shape or without one. The option “{option}” reads the two lines apart: with a winning shape, three wildcards are a special win that doubles the hand's own multiplier (soft or plain 1 × 2 = 2, hard 2 × 2 = double double 4); without one, a hard hand, ×2, and no special win (so no precedence over turn order either)."
).format(option=SAN_CAI_SHEN_AS_WRITTEN_NAME)

LISTED_FORMS_ONLY = Field(
    key="listed_forms_only",
    kind=BOOL,
    default=False,
    names=LISTED_FORMS_ONLY_NAME,
    explanation=N_(
        "Off (default, our reading): five pungs and a pair win like any other hand. On: five sets and a pair win only in the forms the rule text lists, a to e, each holding at least one run (ABC; a claimed chi counts): five pungs and a pair do not win. Hard eight pairs (硬八对 yìng bā duì), three wildcards (三财神 sān cái shén) and single wait (单吊 dān diào) win on their own terms either way."
    ),
    ref=ref(18, 19, 20, 21, 22, 23, 24, brief=True),
    group="win",
    reading=LISTED_FORMS_READING,
)

SAN_CAI_SHEN_AS_WRITTEN = Field(
    key="san_cai_shen_as_written",
    kind=BOOL,
    default=False,
    names=SAN_CAI_SHEN_AS_WRITTEN_NAME,
    explanation=N_(
        "Off (default, our reading): three wildcards (财神 cái shén) in the hand are always a hard special win, double double (双翻 shuāng fān) 4. On: with a winning shape they are a special win that doubles the hand's own multiplier (soft or plain 2, hard 4); without one, a hard hand, ×2 only, and not a special win."
    ),
    ref=ref(28, 35, brief=True),
    group="cai_shen",
    reading=SAN_CAI_SHEN_READING,
)

OPTIONS: tuple[Field, ...] = (
    BASE_PROGRESSION,
    DISCARDER_PAYS_ALL,
    CAI_SHEN_QIAN,
    CAI_SHEN_QIAN_POINTS,
    SPECIAL_PRIORITY,
    FLIP_ON_TABLE,
    BA_DUI_QUADS,
    DAN_DIAO_CONCEALED_KONG,
    LISTED_FORMS_ONLY,
    SAN_CAI_SHEN_AS_WRITTEN,
)

PRESETS: tuple[Preset, ...] = (
    Preset(
        key="seed",
        names=N_("Wenzhou standard 10/20/30/40"),
        explanation=N_("The rule text's standard Wenzhou progression: bases 10, 20, 30, 40."),
        values={},
    ),
    Preset(
        key="base_2468",
        names=N_("Bases 2/4/6/8"),
        explanation=N_("The rule text's other progression: 2, 4, 6, 8."),
        values={"base_progression": PROGRESSION_2468},
    ),
    Preset(
        key="base_3579",
        names=N_("Bases 3/5/7/9"),
        explanation=N_("The rule text's other progression: 3, 5, 7, 9."),
        values={"base_progression": PROGRESSION_3579},
    ),
)

# ------------------------------------------------------------ table facts ---

MAIDI = Field(
    key="maidi",
    kind=INT,
    default=0,
    min=0,
    names=N_("Dealer's buy (买底 mǎi dǐ)"),
    explanation=N_(
        "What the dealer bought this hand; at most this hand's base. It is added to the base of every "
        "payment between the dealer and another seat, whichever way the payment goes."
    ),
    reading=N_(
        "The rule text says dealer's buy (买底 mǎi dǐ) raises what the dealer wins and non-dealer's raise (顶底 dǐng dǐ) what the dealer pays; we read both ways: dealer's buy also raises what a losing dealer pays, and non-dealer's raise what that non-dealer pays a winning dealer."
    ),
    ref=ref(44, brief=True),
)

DINGDI = Field(
    key="dingdi",
    kind=INT_PER_SEAT,
    default=None,
    min=0,
    names=N_("Non-dealer's raise (顶底 dǐng dǐ)"),
    explanation=N_(
        "One number per seat: each non-dealer's non-dealer's raise (顶底 dǐng dǐ) (0 at the dealer's seat), at most this hand's base. It is added to the base of the payments between the dealer and that seat, whichever way they go."
    ),
    reading=N_(
        "The rule text says dealer's buy (买底 mǎi dǐ) raises what the dealer wins and non-dealer's raise (顶底 dǐng dǐ) what the dealer pays; we read both ways: dealer's buy also raises what a losing dealer pays, and non-dealer's raise what that non-dealer pays a winning dealer."
    ),
    ref=ref(45, brief=True),
)

BASE = Field(
    key="base",
    kind=INT,
    default=None,
    min=1,
    max=1_000_000,
    names=N_("This hand's base points (底分 dǐ fēn)"),
    explanation=N_(
        "The dealer's base this hand, when the table agrees on it directly. Left empty, it is the base "
        "progression's value for the dealer's streak: the first value with no streak, the second after one "
        "kept deal, and so on (the seed's 10, 20, 30, 40)."
    ),
    ref=ref(38, brief=True),
)

TABLE_FIELDS: tuple[Field, ...] = (BASE, MAIDI, DINGDI)

FLIP = Field(
    key="flip",
    kind=TILES,
    min=1,
    max=1,
    names=N_("Flipped tile (财神 cái shén)"),
    explanation=N_(
        'The tile turned face up: the tiles of its kind are the wild (财神 cái shén). Whether this tile stays on the table as one of the kind\'s four copies is the option "Flipped tile stays on the table" (default off: all four wildcards are in play).'
    ),
    ref=ref(13, brief=True),
)

CAI_SHEN_COUNT = Field(
    key="cai_shen",
    kind=INT,
    default=None,
    min=0,
    max=4,
    names=N_("Wildcard (财神 cái shén) held"),
    explanation=N_(
        "Needed only with wildcard (财神 cái shén) money on when this seat's hand is not given: how many wildcard it holds. When the hand is given they are counted from it. All seats together hold at most four (three when the flipped tile stays on the table), the wildcard in melds included."
    ),
    ref=ref(43),
)

SEAT_FIELDS: tuple[Field, ...] = (CAI_SHEN_COUNT,)

# a draw passes the deal and scores nothing but 财神钱 (an option, off by default: then each seat's 财神 are asked);
# readiness is never asked
DRAW = DrawFacts(
    ready=False, seat_fields=(CAI_SHEN_COUNT.key,), asked_when=MappingProxyType({CAI_SHEN_COUNT.key: "cai_shen_qian"})
)
