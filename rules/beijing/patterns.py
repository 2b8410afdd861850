"""The Beijing fan table (seed lines 61-93), 烧庄 (107-111) and 互包 (113-115): one record each.

Exclusions are data: every 加番牌型 the seed lists in 推倒和's definition
excludes `tuidaohu`; 豪华七对子 excludes 七对子; 天和 excludes 庄.
"""

from __future__ import annotations

from rules.model import Example, Pattern, pattern_map
from rules.text import N_, Text

from . import detect as V
from .options import DADIAO_EXPOSED_ONLY_NAME, DADIAO_READING
from .sources import ref

TUIDAOHU = "tuidaohu"
ZHUANG = "zhuang"
MENQING_WUHUI = "menqing_wuhui"
DUIDUIHU = "duiduihu"
DADIAO = "dadiao"
ZHUOWUKUI = "zhuowukui"
HAIDILAOYUE = "haidilaoyue"
YITIAOLONG = "yitiaolong"
QIDUIZI = "qiduizi"
GANGSHANGKAIHUA = "gangshangkaihua"
QINGYISE = "qingyise"
HAOHUA_QIDUIZI = "haohua_qiduizi"
SIHUIPAI = "sihuipai"
TIANHU = "tianhu"
DIHU = "dihu"
SHAOZHUANG = "shaozhuang"
HUBAO = "hubao"

_NOT_TUIDAOHU = frozenset({TUIDAOHU})

PATTERNS: tuple[Pattern, ...] = (
    Pattern(
        key=TUIDAOHU,
        names=N_("Plain win (推倒和 tuī dǎo hú)"),
        value=1,
        detect=V.tuidaohu,
        explanation=N_(
            "The 'rubbish win': a win with none of the bonus hand types (对对和 duì duì hú / 大钓 dà diào / 捉五魁 zhuō wǔ kuí / 海底捞月 hǎi dǐ lāo yuè / 一条龙 yī tiáo lóng / 七对子 qī duì zi / 杠上开花 gàng shàng kāi huā / 清一色 qīng yī sè / 豪华七对子 háo huá qī duì zi / 四惠牌 sì huì pái / 天和 tiān hú / 地和 dì hú). Dealer (庄 zhuāng) and closed, no wildcard (门清无惠 mén qīng wú huì) are not among them and add to it.",
        ),
        reading=N_(
            "Dealer (庄 zhuāng) and closed, no wildcard (门清无惠 mén qīng wú huì) are not in the rule text's list of bonus hand types, so they stack with plain win (推倒和 tuī dǎo hú)."
        ),
        ref=ref(63, brief=True),
        example="234678m345p567s99s",
        examples=(
            Example.win("234678m345p567s99s", tile="9s", by="discard", frm=2, dealer=1, indicators={"flip": "9p"}),
        ),
    ),
    Pattern(
        key=ZHUANG,
        names=N_("Dealer (庄 zhuāng)"),
        value=1,
        detect=V.zhuang,
        explanation=N_(
            "One fan when the dealer wins, or when the dealer dealt in (a robbed kong included); not on a non-dealer's self-draw. Not counted with heavenly win (天和 tiān hú)."
        ),
        reading=N_("'Dealt in' includes having a kong robbed (robbing counts as a discard win)."),
        ref=ref(65, 91, 127, 155, brief=True),
        example="234678m345p567s99s",
        examples=(
            Example.win("234678m345p567s99s", tile="9s", by="discard", frm=2, indicators={"flip": "9p"}),
            Example.win(
                "234678m345p567s99s",
                tile="9s",
                by="discard",
                frm=0,
                seat=1,
                indicators={"flip": "9p"},
                note=N_("The dealer dealt in: the non-dealer winner counts dealer (庄 zhuāng) too."),
            ),
        ),
    ),
    Pattern(
        key=MENQING_WUHUI,
        names=N_("Closed, no wildcard (门清无惠 mén qīng wú huì)"),
        value=1,
        detect=V.menqing_wuhui,
        explanation=N_(
            "No chi, pon or exposed kong (a concealed kong is fine) and not a single wildcard (惠牌 huì pái) in the hand."
        ),
        ref=ref(67),
        example="123m456p789s234s55z",
        examples=(
            Example.win("123m456p789s234s55z", tile="4s", by="discard", frm=2, dealer=1, indicators={"flip": "9p"}),
        ),
    ),
    Pattern(
        key=DUIDUIHU,
        names=N_("All pungs (对对和 duì duì hú)"),
        value=2,
        detect=V.duiduihu,
        excludes=_NOT_TUIDAOHU,
        explanation=N_("Four pungs (pons and kongs count) and a pair."),
        ref=ref(69, 121, 129),
        example="222p333s444s55s|111m",
        examples=(
            Example.win(
                "222p333s444s55s",
                tile="5s",
                melds="111m@2",
                indicators={"flip": "9p"},
                options={"base_points": 2000},
                table={"shaozhuang_rounds": 1},
                note=N_("The rule text's worked example 1."),
            ),
        ),
    ),
    Pattern(
        key=DADIAO,
        names=N_("Lone wait (大钓 dà diào)"),
        value=2,
        detect=V.dadiao,
        excludes=_NOT_TUIDAOHU,
        explanation=N_(
            "Four melds declared (12 tiles), one tile left, won on its pair. A hand with a chi, pon or exposed kong wins only by self-draw. Whether a concealed kong counts among the four melds is our reading (below)."
        ),
        reading=DADIAO_READING,
        ref=ref(71, 29),
        example="55s|123m|456p|777s|111z",
        examples=(
            Example.win("55s", tile="5s", melds="123m 456p 777s@2 111z@1", dealer=1, indicators={"flip": "9p"}),
            Example.win(
                "55s",
                tile="5s",
                by="discard",
                frm=3,
                melds="1111m 4444p 7777s 1111z",
                dealer=1,
                indicators={"flip": "9p"},
                note=N_(
                    "Four concealed kongs keep the hand closed, so it may win on a discard: lone wait (大钓 dà diào) too."
                ),
            ),
            Example.win(
                "55s",
                tile="5s",
                by="discard",
                frm=3,
                melds="1111m 4444p 7777s 1111z",
                dealer=1,
                indicators={"flip": "9p"},
                options={"dadiao_exposed_only": True},
                shows=("duiduihu", "menqing_wuhui"),
                note=N_(
                    "The same hand with “{option}” on: concealed kongs are not claimed, so no lone wait (大钓 dà diào); all pungs (对对和 duì duì hú) and closed, no wildcard (门清无惠 mén qīng wú huì) remain."
                ).format(option=DADIAO_EXPOSED_ONLY_NAME),
            ),
        ),
    ),
    Pattern(
        key=ZHUOWUKUI,
        names=N_("Catch the five of characters (捉五魁 zhuō wǔ kuí)"),
        value=2,
        detect=V.zhuowukui,
        excludes=_NOT_TUIDAOHU,
        explanation=N_(
            "The winning tile is the 5m, sitting between the 4m and the 6m (the middle of a 456m run). The rule text: "
            "'winning only on the closed 5m'."
        ),
        reading=N_(
            "Our reading: the 5m, 4m and 6m must all be real tiles (a wildcard (惠牌 huì pái) standing for one does not count), and, as the rule text says 'wins on that one tile alone', the hand must have waited on 5m and nothing else (4446m also waits on 6m, so it does not count). Tables that count any closed 5m turn off the option 'catch the five of characters (捉五魁 zhuō wǔ kuí) only when 5m is the one wait'."
        ),
        ref=ref(73),
        example="46m5m123789p11s222z",
        examples=(
            Example.win("46m123789p11s222z5m", tile="5m", by="discard", frm=2, dealer=1, indicators={"flip": "5s"}),
            Example.win(
                "4446m123789p222z5m",
                tile="5m",
                by="discard",
                frm=2,
                dealer=1,
                indicators={"flip": "5s"},
                shows=("tuidaohu",),
                note=N_(
                    "4446m waits on 5m and on 6m: winning on the 5m is no catch the five of characters (捉五魁 zhuō wǔ kuí), only plain win (推倒和 tuī dǎo hú)."
                ),
            ),
        ),
    ),
    Pattern(
        key=HAIDILAOYUE,
        names=N_("Last tile (海底捞月 hǎi dǐ lāo yuè)"),
        value=2,
        value_text=N_("2 fan / 1 fan"),
        detect=V.haidilaoyue,
        excludes=_NOT_TUIDAOHU,
        explanation=N_(
            "Winning on the last tile drawn: 2 fan. Winning on the discard of whoever drew it: 1 fan to the "
            "winner. In the calculator, tick 'last tile'."
        ),
        reading=N_(
            "The 1 fan on the last discard goes to the winner and is a bonus hand type (so plain win (推倒和 tuī dǎo hú) is not counted)."
        ),
        ref=ref(75, 45, 47, brief=True),
        example="234678m345p567s99s",
        examples=(
            Example.win("234678m345p567s99s", tile="9s", flags=("last_tile",), dealer=1, indicators={"flip": "9p"}),
            Example.win(
                "234678m345p567s99s",
                tile="9s",
                by="discard",
                frm=2,
                flags=("last_tile",),
                dealer=1,
                indicators={"flip": "9p"},
                note=N_("Dealt in with the last discard: 1 fan to the winner."),
            ),
        ),
    ),
    Pattern(
        key=YITIAOLONG,
        names=N_("Straight (一条龙 yī tiáo lóng)"),
        value=3,
        detect=V.yitiaolong,
        excludes=_NOT_TUIDAOHU,
        explanation=N_("1 to 9 of one suit as the three runs 123, 456 and 789 (claimed runs count)."),
        ref=ref(77, 79),
        example="123456789m123p11z",
        examples=(
            Example.win("123456789m123p11z", tile="9m", by="discard", frm=2, dealer=1, indicators={"flip": "9p"}),
        ),
    ),
    Pattern(
        key=QIDUIZI,
        names=N_("Seven pairs (七对子 qī duì zi)"),
        value=4,
        detect=V.qiduizi,
        excludes=_NOT_TUIDAOHU,
        explanation=N_("The 14 tiles are seven pairs. A wildcard (惠牌 huì pái) can complete a pair."),
        ref=ref(37, 81),
        example="1155m2299p3377s11z",
        examples=(
            Example.win("1155m2299p3377s11z", tile="1z", by="discard", frm=2, dealer=1, indicators={"flip": "9p"}),
        ),
    ),
    Pattern(
        key=GANGSHANGKAIHUA,
        names=N_("Win on a kong (杠上开花 gàng shàng kāi huā)"),
        value=5,
        detect=V.gangshangkaihua,
        excludes=_NOT_TUIDAOHU,
        explanation=N_(
            "Declaring a kong while ready and winning on the replacement tile. In the calculator, tick 'kong replacement tile'."
        ),
        ref=ref(83),
        example="123m456p789s11z|2222s",
        examples=(
            Example.win(
                "123m456p789s11z", tile="1z", melds="2222s", flags=("after_kong",), dealer=1, indicators={"flip": "9p"}
            ),
        ),
    ),
    Pattern(
        key=QINGYISE,
        names=N_("Full flush (清一色 qīng yī sè)"),
        value=6,
        detect=V.qingyise,
        excludes=_NOT_TUIDAOHU,
        explanation=N_(
            "All 14 tiles are number tiles of one suit (melds included); a wildcard (惠牌 huì pái) counts as the tile it stands for."
        ),
        ref=ref(85),
        example="12334556778999p",
        examples=(Example.win("12334556778999p", tile="9p", by="discard", frm=2, dealer=1, indicators={"flip": "9s"}),),
    ),
    Pattern(
        key=HAOHUA_QIDUIZI,
        names=N_("Luxury seven pairs (豪华七对子 háo huá qī duì zi)"),
        value=8,
        detect=V.haohua_qiduizi,
        excludes=frozenset({TUIDAOHU, QIDUIZI}),
        explanation=N_(
            "Seven pairs in which two pairs are the same (four of a kind counted as two pairs); seven pairs (七对子 qī duì zi) is not counted as well."
        ),
        reading=N_("'Two identical pairs' is read as four of a kind counted as two pairs; one such set is enough."),
        ref=ref(87, brief=True),
        example="1111m2299p3377s11z",
        examples=(
            Example.win("1111m2299p3377s11z", tile="1z", by="discard", frm=2, dealer=1, indicators={"flip": "9p"}),
        ),
    ),
    Pattern(
        key=SIHUIPAI,
        names=N_("Four wildcards (四惠牌 sì huì pái)"),
        value=8,
        detect=V.sihuipai,
        excludes=_NOT_TUIDAOHU,
        explanation=N_(
            "Collecting all four wildcards (惠牌 huì pái) wins at once, whatever the shape. Three wildcards already force a self-draw, so this is always one. If the 14 tiles also form a winning shape, its fans are added."
        ),
        ref=ref(89, 35),
        example="2222p13579m1357s1z",
        example_note=N_("Wildcard indicator (惠坯 huì pī) 1p: the four 2p are the wildcard (惠牌 huì pái)."),
        examples=(
            Example.win(
                "13579m1357s1z2222p",
                tile="2p",
                dealer=1,
                indicators={"flip": "1p"},
                note=N_("Wildcard indicator (惠坯 huì pī) 1p: the four 2p are the wildcard (惠牌 huì pái)."),
            ),
        ),
    ),
    Pattern(
        key=TIANHU,
        names=N_("Heavenly win (天和 tiān hú)"),
        value=10,
        detect=V.tianhu,
        excludes=frozenset({TUIDAOHU, ZHUANG}),
        explanation=N_(
            "The dealer's hand is complete before it has discarded anything. Dealer (庄 zhuāng) is not counted as well. In the calculator, tick 'first turn'."
        ),
        ref=ref(91),
        example="234678m345p567s99s",
        examples=(Example.win("234678m345p567s99s", tile="9s", flags=("first_turn",), indicators={"flip": "9p"}),),
    ),
    Pattern(
        key=DIHU,
        names=N_("Earthly win (地和 dì hú)"),
        value=8,
        detect=V.dihu,
        excludes=_NOT_TUIDAOHU,
        explanation=N_(
            "A non-dealer wins before it has discarded anything (by self-draw or on another's discard). In the "
            "calculator, tick 'first turn'."
        ),
        ref=ref(93),
        example="234678m345p567s99s",
        examples=(
            Example.win(
                "234678m345p567s99s",
                tile="9s",
                by="discard",
                frm=1,
                seat=2,
                flags=("first_turn",),
                dealer=1,
                indicators={"flip": "9p"},
            ),
        ),
    ),
    Pattern(
        key=SHAOZHUANG,
        names=N_("Dealer's burn (烧庄 shāo zhuāng)"),
        value=None,
        value_text=N_("2^(rounds−1) fan"),
        kind="bonus",
        explanation=N_(
            "When the dealer's first discard is followed by the same tile from all three others, the dealer is 'burnt'; r such rounds in a row are worth 2^(r−1) fan. Whoever wins, the dealer pays that to each of the three others. It is not part of the hand fan, so mutual liability (互包 hù bāo) does not move it. The rule text asks for it to be printed in the breakdown.",
        ),
        ref=ref(51, 53, 99, 107, 109, 111, 131, 159),
        reading=N_(
            "Given all four seats' discards in order, the calculator counts dealer's burn (烧庄 shāo zhuāng) itself: from the dealer's first discard, each go-round in which all four discarded the same tile is a round; the first round that differs ends the count. Our reading: a go-round in which a tile was claimed is no dealer's burn round. The rounds then need not be entered; if entered and different, the calculator says so."
        ),
        examples=(
            Example.win(
                "234678m345p567s99s",
                tile="9s",
                by="discard",
                frm=0,
                seat=1,
                indicators={"flip": "5s"},
                options={"base_points": 500},
                table={"shaozhuang_rounds": 3, "hubao": [[1, 3]]},
                note=N_(
                    "The rule text's worked example 2: three burnt rounds, South and North in mutual liability (互包 hù bāo)."
                ),
            ),
            Example.win(
                "234678m345p567s99s",
                tile="9s",
                by="discard",
                frm=0,
                seat=1,
                indicators={"flip": "5s"},
                options={"base_points": 500},
                table={"shaozhuang_rounds": 3, "hubao": [[1, 3]]},
                seat_extra={"discards": "1z2z3z"},
                others={0: {"discards": "1z2z3z9s"}, 2: {"discards": "1z2z3z"}, 3: {"discards": "1z2z3z"}},
                note=N_(
                    "The same hand with all four seats' discards: the first three go-rounds are all the same tile (East, South, West wind), so the three dealer's burns (烧庄 shāo zhuāng) rounds are counted from them ('dealer's burn rounds' may be left out)."
                ),
            ),
        ),
    ),
    Pattern(
        key=HUBAO,
        names=N_("Mutual liability (互包 hù bāo)"),
        value=None,
        value_text=N_("pays instead"),
        kind="payment",
        explanation=N_(
            "Once one seat has claimed three times (chi + pon) from another, the two are in mutual liability (互包 hù bāo): when either wins, the other pays the whole hand-fan part (on a self-draw, all three shares). A winner in mutual liability with two seats is paid a full share by each, so gets double. Dealer's burn (烧庄 shāo zhuāng) is not affected. As the rule text says, mutual liability is not printed among the fans; the payments say who paid for whom.",
        ),
        ref=ref(57, 113, 115, 179),
        examples=(
            Example.win(
                "234678m345p567s99s",
                tile="9s",
                by="discard",
                frm=0,
                seat=1,
                indicators={"flip": "5s"},
                options={"base_points": 500},
                table={"shaozhuang_rounds": 3, "hubao": [[1, 3]]},
                note=N_(
                    "The rule text's worked example 2: East dealt in; North pays the hand fan, East still pays dealer's burn (烧庄 shāo zhuāng)."
                ),
            ),
        ),
    ),
)

PATTERN_MAP = pattern_map(PATTERNS)  # the same map as RULE_SET.pattern_map

# Fans that depend on how the 惠牌 are read (evaluated per reading); the others once per win.
SHAPE_KEYS: tuple[str, ...] = (DUIDUIHU, ZHUOWUKUI, YITIAOLONG, QIDUIZI, QINGYISE, HAOHUA_QIDUIZI)
WIN_KEYS: tuple[str, ...] = tuple(p.key for p in PATTERNS if p.detect is not None and p.key not in SHAPE_KEYS)

# Breakdown order: 庄 first, then the seed's list (as both worked examples print it), 烧庄 last.
LINE_ORDER: dict[str, int] = {ZHUANG: 0} | {p.key: i + 1 for i, p in enumerate(PATTERNS) if p.key != ZHUANG}

REASONS: dict[str, Text] = {
    "hand": N_("hand fan"),
    HUBAO: N_("hand fan, paid under mutual liability (互包 hù bāo)"),
    SHAOZHUANG: N_("Dealer's burn (烧庄 shāo zhuāng)"),
}
