"""Every key that can appear in a Wenzhou breakdown: the multiplier classes and the special wins.

A Wenzhou hand has no fan list: what it is worth is a multiplier of the
base. The breakdown shows the multiplier class (软牌 / 平胡 1, 硬牌 2,
财神抢杠 2), then each special win (it doubles the multiplier once, however
many there are), then 双翻 when a hard hand is also special (4, the most a
hand can be worth).

Each class and special win is found by its `detect`: the function of
detect.py named after its key. A hand has one class: the higher classes
exclude the lower ones (`excludes` data, applied with
`model.apply_exclusions`). 双翻 is the arithmetic's result, not detected.
"""

from __future__ import annotations

from rules.model import Example, Pattern, pattern_map
from rules.text import N_

from . import detect as V
from .options import SAN_CAI_SHEN_AS_WRITTEN_NAME, SAN_CAI_SHEN_READING
from .sources import ref

# multiplier classes (exactly one per winning hand)
RUAN_PAI = "ruan_pai"
PING_HU = "ping_hu"
YING_PAI = "ying_pai"
CAI_SHEN_QIANG_GANG = "cai_shen_qiang_gang"
# special wins (each doubles once; several still double once)
YING_BA_DUI = "ying_ba_dui"
SAN_CAI_SHEN = "san_cai_shen"
TIAN_HU = "tian_hu"
DI_HU = "di_hu"
DAN_DIAO = "dan_diao"
# the result of a hard special hand
SHUANG_FAN = "shuang_fan"

# what `hand` asks the detects, in breakdown order: the classes (one is left after the exclusions), then the
# special wins (the first doubles, the others are shown as doubling nothing more)
CLASSES = (RUAN_PAI, PING_HU, YING_PAI, CAI_SHEN_QIANG_GANG)
SPECIAL_WINS = (TIAN_HU, DI_HU, YING_BA_DUI, SAN_CAI_SHEN, DAN_DIAO)
MAX_MULTIPLIER = 4

PATTERNS: tuple[Pattern, ...] = (
    Pattern(
        key=RUAN_PAI,
        detect=V.ruan_pai,
        excludes=frozenset({PING_HU}),
        names=N_("Soft hand"),
        value=1,
        unit="x",
        value_text=N_("multiplier 1"),
        kind="multiplier",
        explanation=N_(
            "At least one wildcard (财神 cái shén) stands for another tile in the winning hand: multiplier 1."
        ),
        ref=ref(26, 36, 40, brief=True),
        reading=N_(
            "One wildcard (财神 cái shén) standing for another tile makes the hand soft, self-drawn or not; of the ways the wildcard can stand the best is kept, so a hand whose wildcard can all stand as themselves is not soft."
        ),
        example="13m456789p234789s77z5m",
        example_note=N_("With 5m as wildcard (财神 cái shén): the 5m stands for 2m in 123m."),
        examples=(
            Example.win(
                "13m456789p234789s77z5m",
                tile="5m",
                indicators={"flip": "5m"},
                note=N_("The wildcard (财神 cái shén) 5m stands for 2m in 123m."),
            ),
        ),
    ),
    Pattern(
        key=PING_HU,
        detect=V.ping_hu,
        names=N_("Plain win (平胡 píng hú)"),
        value=1,
        unit="x",
        value_text=N_("multiplier 1"),
        kind="multiplier",
        explanation=N_(
            "No wildcard (财神 cái shén) stands for another tile (none held, or each as itself), but the win is not self-drawn (a discard or a robbed kong): multiplier 1."
        ),
        reading=N_(
            "The rule text defines only soft and hard hands; this win is neither, and we count it at the basic multiplier 1."
        ),
        ref=ref(26, 33, 40, brief=True, note="a win that is neither soft nor hard: multiplier 1 (our reading)"),
        example="123m456789p234789s77z",
        examples=(Example.win("123m456789p23478s77z9s", tile="9s", by="discard", frm=2, indicators={"flip": "5m"}),),
    ),
    Pattern(
        key=YING_PAI,
        detect=V.ying_pai,
        excludes=frozenset({RUAN_PAI, PING_HU, CAI_SHEN_QIANG_GANG}),
        names=N_("Hard hand"),
        value=2,
        unit="x",
        value_text=N_("multiplier 2"),
        kind="multiplier",
        explanation=N_(
            "A self-drawn win with no wildcard (财神 cái shén), or with every wildcard standing as itself (归位 guī wèi): multiplier 2. Three wildcards also count as a hard hand."
        ),
        ref=ref(33, 35, 41, brief=True),
        reading=N_(
            "The rule text counts three hands hard: a self-draw with no wildcard (财神 cái shén) or every wildcard as itself, robbing a kong with wildcard, and three wildcards ('算硬牌'). Our reading: a win with no wildcard standing in that is not self-drawn is not hard but plain win (平胡 píng hú), ×1; three or four wildcards are hard with a winning shape or without one (the option “{option}” makes them hard only without one)."
        ).format(option=SAN_CAI_SHEN_AS_WRITTEN_NAME),
        example="123456m789p234789s77z",
        example_note=N_(
            "With 5m as wildcard (财神 cái shén): the 5m stands as itself in 456m; self-drawn, a hard hand."
        ),
        examples=(
            Example.win(
                "123456m789p234789s77z",
                tile="7z",
                indicators={"flip": "5m"},
                note=N_("Self-drawn; the wildcard (财神 cái shén) 5m stands as itself."),
            ),
        ),
    ),
    Pattern(
        key=CAI_SHEN_QIANG_GANG,
        detect=V.cai_shen_qiang_gang,
        excludes=frozenset({RUAN_PAI, PING_HU}),
        names=N_("Robbing a kong with wildcard (财神 cái shén)"),
        value=2,
        unit="x",
        value_text=N_("multiplier 2"),
        kind="multiplier",
        explanation=N_(
            "Winning on the tile another seat adds to its kong while holding a wildcard (财神 cái shén): a hard hand, multiplier 2 (not itself a special win that doubles again). The robbed seat pays as a discarder would."
        ),
        ref=ref(34, brief=True),
        reading=N_(
            "The rule text: '有財神搶框胡', '胡別人放下框自己牌的那張'. Our reading: robbing a kong (搶框 qiǎng kuàng) is winning on the tile another seat adds to its kong while holding at least one wildcard (财神 cái shén); it is hard (×2) but not a special win, and the robbed seat pays as a discarder would."
        ),
        example="13m456789p234789s77z5m",
        example_note=N_(
            "5m is the wildcard (财神 cái shén); holding one, the hand wins on the 3m another seat adds to its kong."
        ),
        examples=(
            Example.win(
                "123m456789p234789s5m7z",
                tile="7z",
                by="robbed_kong",
                frm=2,
                indicators={"flip": "5m"},
                note=N_("Holding the wildcard (财神 cái shén) 5m, robbing the red dragon of another's added kong."),
            ),
        ),
    ),
    Pattern(
        key=YING_BA_DUI,
        detect=V.ying_ba_dui,
        names=N_("Hard eight pairs"),
        value=2,
        unit="x",
        value_text=N_("doubles the multiplier"),
        kind="special",
        explanation=N_(
            "Eight pairs and one lone tile, with no wildcard (财神 cái shén) in the hand (white dragon (白板 bái bǎn), an ordinary tile here, is fine): a special win, doubling the multiplier. Self-drawn it is also hard: double double (双翻 shuāng fān), 4."
        ),
        ref=ref(27, brief=True),
        reading=N_(
            "Our reading: the rule text writes eight 'AA' and one 'B' and never says four alike make two pairs, so by default a hand holding four of a kind is not hard eight pairs (硬八对 yìng bā duì); tables that count them as two pairs turn on the option 'Hard eight pairs: four alike count as two pairs'."
        ),
        example="1122m3344p556699s77z1z",
        examples=(
            Example.win("1122m3344p556699s7z77z", tile="7z", indicators={"flip": "5m"}),
            Example.win(
                "1111m3344p5566s99s77z1z",
                tile="1z",
                indicators={"flip": "5m"},
                options={"ba_dui_quads": True},
                note=N_(
                    "With 'four alike count as two pairs' on, 1111m is two pairs: hard eight pairs (硬八对 yìng bā duì) self-drawn, double double (双翻 shuāng fān) 4. By default this hand does not win."
                ),
            ),
        ),
    ),
    Pattern(
        key=SAN_CAI_SHEN,
        detect=V.san_cai_shen,
        names=N_("Three wildcards (财神 cái shén)"),
        value=2,
        unit="x",
        value_text=N_("Double double (双翻 shuāng fān): multiplier 4"),
        kind="special",
        explanation=N_(
            "Three wildcards (财神 cái shén) in the hand: by our reading always a hard hand and a special win, double double (双翻 shuāng fān) 4. The rule text says it two ways, with a winning shape and without one: see our reading and the option “{option}”."
        ).format(option=SAN_CAI_SHEN_AS_WRITTEN_NAME),
        reading=SAN_CAI_SHEN_READING
        + N_(" ")
        + N_(
            "Four wildcards (财神 cái shén) in the hand count as three wildcards (三财神 sān cái shén) too (the rule text's 'three wildcards in the hand': four include three), whether or not some wildcard stand for other tiles."
        ),
        ref=ref(28, 35, brief=True, note="three or more 财神 (four include three): our reading of line 35"),
        example="1479m258p369s1234z555m",
        example_note=N_("With 5m as wildcard (财神 cái shén), three 5m win although the other tiles make no shape."),
        examples=(
            Example.win(
                "1479m258p369s1234z55m5m",
                tile="5m",
                indicators={"flip": "5m"},
                note=N_("Three wildcards (财神 cái shén) 5m in hand: a win whatever the shape."),
            ),
            Example.win(
                "1479m258p369s1234z55m5m",
                tile="5m",
                indicators={"flip": "5m"},
                options={"san_cai_shen_as_written": True},
                shows=("ying_pai",),
                note=N_(
                    "With “{option}” on, the same hand has no winning shape: a hard hand, ×2, and no special win."
                ).format(option=SAN_CAI_SHEN_AS_WRITTEN_NAME),
            ),
            Example.win(
                "123m456789p234s7z5m5m5m7s",
                tile="7s",
                indicators={"flip": "5m"},
                options={"san_cai_shen_as_written": True},
                shows=("ruan_pai", "san_cai_shen"),
                note=N_(
                    "With “{option}” on: three wildcards (财神 cái shén) and a winning shape in which they stand for other tiles (777z, 77s): a soft hand (1) doubled by the special win, 2."
                ).format(option=SAN_CAI_SHEN_AS_WRITTEN_NAME),
            ),
        ),
    ),
    Pattern(
        key=TIAN_HU,
        detect=V.tian_hu,
        names=N_("Heavenly win"),
        value=2,
        unit="x",
        value_text=N_("doubles the multiplier"),
        kind="special",
        explanation=N_("The dealer wins on its dealt hand (its first draw): a special win, doubling the multiplier."),
        ref=ref(29, brief=True),
        reading=N_(
            "The rule text: '在莊家抓過第一張牌就胡了'. Our reading: the dealer's self-draw on its first draw, before "
            "any chi, pon or exposed kong."
        ),
        example="123m456789p234789s77z",
        examples=(Example.win("123m456789p234789s77z", tile="7z", flags=("first_turn",), indicators={"flip": "5m"}),),
    ),
    Pattern(
        key=DI_HU,
        detect=V.di_hu,
        names=N_("Earthly win"),
        value=2,
        unit="x",
        value_text=N_("doubles the multiplier"),
        kind="special",
        explanation=N_("A non-dealer wins on the dealer's first discard: a special win, doubling the multiplier."),
        ref=ref(30, brief=True),
        reading=N_(
            "The rule text: '莊家打出的第一張牌'. Our reading: a non-dealer's win on that very discard only, before any "
            "chi, pon or exposed kong."
        ),
        example="123m456789p234789s77z",
        examples=(
            Example.win(
                "123m456789p234789s77z",
                tile="7z",
                by="discard",
                frm=0,
                seat=1,
                flags=("first_turn",),
                indicators={"flip": "5m"},
            ),
        ),
    ),
    Pattern(
        key=DAN_DIAO,
        detect=V.dan_diao,
        names=N_("Lone wait"),
        value=2,
        unit="x",
        value_text=N_("doubles the multiplier"),
        kind="special",
        explanation=N_(
            "Five sets claimed (chi, pon or kong) leave one tile in the hand; winning on its pair is a special "
            "win, doubling the multiplier."
        ),
        ref=ref(31, brief=True),
        reading=N_(
            "The rule text says the lone tile is reached 'by chi or pon': we read that all five sets were claimed from others (exposed and added kongs included), so a concealed kong means no single wait (单吊 dān diào); tables that count it turn on the option 'Lone wait: concealed kongs count'."
        ),
        example="77z|123m|456p|789p|234s|111z",
        examples=(
            Example.win(
                "7z7z", tile="7z", melds="123m 456p 789p 234s 111z@1", by="discard", frm=3, indicators={"flip": "5m"}
            ),
            Example.win(
                "7z7z",
                tile="7z",
                melds="123m 456p 789p 111z@1 2222s",
                by="discard",
                frm=3,
                indicators={"flip": "5m"},
                options={"dan_diao_concealed_kong": True},
                note=N_(
                    "A concealed kong 2222s among the five sets: single wait (单吊 dān diào) only with 'concealed kongs count' on; by default a plain win."
                ),
            ),
        ),
    ),
    Pattern(
        key=SHUANG_FAN,
        names=N_("The hard special hand (双翻 shuāng fān)"),
        value=4,
        unit="x",
        value_text=N_("multiplier 4"),
        kind="limit",
        explanation=N_(
            "A hard hand (2) that is also a special win (doubled once more): multiplier 4, the most a hand is "
            "worth, however many special wins it holds."
        ),
        ref=ref(41, 42, brief=True),
        reading=N_(
            "The rule text gives '雙翻' the multiplier 4 without saying what makes it. Our reading: a hard hand (×2) "
            "that is also a special win (×2): 4, never more, however many special wins the hand holds."
        ),
        example="123m456789p234789s77z",
        example_note=N_("Heavenly win (天胡 tiān hú) with no wildcard (财神 cái shén): hard 2 × special 2 = 4."),
        examples=(
            Example.win(
                "123456m789p234789s77z",
                tile="7z",
                flags=("first_turn",),
                indicators={"flip": "5m"},
                note=N_(
                    "A hard hand (2) that is also heavenly win (天胡 tiān hú): double double (双翻 shuāng fān), 4."
                ),
            ),
        ),
    ),
)

PATTERN_MAP = pattern_map(PATTERNS)  # the same map as RULE_SET.pattern_map
