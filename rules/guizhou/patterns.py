"""One record per pattern, bonus, multiplier, kong and chicken of Guizhou Xingyi chicken mahjong.

Only the best hand pattern counts: the combined patterns exclude their parts
(`excludes` data, applied with `model.apply_exclusions`).
"""

from __future__ import annotations

from types import MappingProxyType

from rules.model import Example, Pattern, pattern_map
from rules.text import N_, NC_, Text

from .sources import ref

PING_HU = "ping_hu"
DA_DUI_ZI = "da_dui_zi"
QI_DUI = "qi_dui"
LONG_QI_DUI = "long_qi_dui"
QING_YI_SE = "qing_yi_se"
QING_DA_DUI = "qing_da_dui"
QING_QI_DUI = "qing_qi_dui"
QING_LONG_BEI = "qing_long_bei"

BAO_TING = "bao_ting"
TIAN_HU = "tian_hu"
DI_HU = "di_hu"

ZI_MO_DOUBLE = "zi_mo_double"
RE_PAO_DOUBLE = "re_pao_double"
GANG_KAI_DOUBLE = "gang_kai_double"
PATTERN_DOUBLE = "pattern_double"
GANG_SHANG_HUA = "gang_shang_hua"
LIAN_ZHUANG = "lian_zhuang"

MEN_DOU = "men_dou"
PA_PO_DOU = "pa_po_dou"
DIAN_DOU = "dian_dou"
HAN_BAO_DOU = "han_bao_dou"

YAO_JI = "yao_ji"
YI_TONG_JI = "yi_tong_ji"
YI_WAN_JI = "yi_wan_ji"
JIN_JI = "jin_ji"
FAN_PAI_JI = "fan_pai_ji"
CHONG_FENG_JI = "chong_feng_ji"
ZE_REN_JI = "ze_ren_ji"
BAO_JI = "bao_ji"
FA_PENG_GANG_JI = "fa_peng_gang_ji"
BAO_GANG = "bao_gang"
CHA_JIAO = "cha_jiao"
ZHUANG_DOUBLE = "zhuang_double"

# value of each hand pattern: (normal, with 混五清十)
HAND_VALUES: MappingProxyType[str, tuple[int, int]] = MappingProxyType(
    {
        PING_HU: (1, 1),
        DA_DUI_ZI: (3, 5),
        QI_DUI: (3, 5),
        LONG_QI_DUI: (4, 5),
        QING_YI_SE: (4, 10),
        QING_DA_DUI: (7, 10),
        QING_QI_DUI: (8, 10),
        QING_LONG_BEI: (8, 10),
    }
)
MIXED_NOTE = N_(" (混五清十: {v})")


F = {"flip": "8m"}  # the flipped tile of the examples: its chicken is 9m, out of their way


def _p(
    key: str,
    names: Text,
    value: int | None,
    expl: Text,
    lines: tuple[int, ...],
    *,
    kind: str = "pattern",
    excludes: tuple[str, ...] = (),
    example: str = "",
    brief: bool = False,
    value_text: Text | None = None,
    examples: tuple[Example, ...] = (),
    reading: Text | None = None,
) -> Pattern:
    return Pattern(
        key=key,
        names=names,
        value=value,
        explanation=expl,
        ref=ref(*lines, brief=brief),
        excludes=frozenset(excludes),
        example=example,
        kind=kind,
        unit="points",
        value_text=value_text,
        examples=examples,
        reading=reading,
    )


HAND_PATTERNS: tuple[Pattern, ...] = (
    _p(
        PING_HU,
        N_("Plain win (平胡)"),
        1,
        N_(
            "Four sets and a pair, melds allowed. To win it on a discard a pass is needed (a kong of one's own), except on 热炮, 抢杠 or 地胡; a self-draw needs none."
        ),
        (83, 85),
        example="123m456m789p123s55s",
        examples=(
            Example.win("123m456m789p23455s", tile="5s", indicators=F, dealer=1),
            Example.win(
                "123m456m789p55s",
                tile="5s",
                melds="2222p",
                by="discard",
                frm=2,
                indicators=F,
                dealer=1,
                note=N_("A 平胡 won on a discard needs a pass: here its own concealed kong."),
            ),
        ),
    ),
    _p(
        DA_DUI_ZI,
        N_("All pungs"),
        3,
        N_("Four pungs (or kongs) and a pair; melds allowed."),
        (87,),
        excludes=(PING_HU,),
        example="111m555m999p22s|777s",
        examples=(Example.win("111m555m999p22s", tile="2s", melds="777s@2", indicators=F, dealer=1),),
    ),
    _p(
        QI_DUI,
        N_("Seven pairs"),
        3,
        N_("Seven pairs in a concealed hand; no melds."),
        (89,),
        excludes=(PING_HU,),
        example="1133m5577p2299s44s",
        examples=(Example.win("1133m5577p2299s44s", tile="4s", by="discard", frm=2, indicators=F, dealer=1),),
    ),
    _p(
        LONG_QI_DUI,
        N_("Dragon seven pairs"),
        4,
        N_("Seven pairs where four of a kind counts as two pairs; no melds."),
        (91,),
        excludes=(PING_HU, QI_DUI),
        example="1111m5577p2299s44s",
        examples=(Example.win("1111m5577p2299s44s", tile="4s", by="discard", frm=2, indicators=F, dealer=1),),
    ),
    _p(
        QING_YI_SE,
        N_("Full flush"),
        4,
        N_("A complete hand (four sets and a pair, or seven pairs) in one suit only, melds included."),
        (93,),
        excludes=(PING_HU,),
        example="123456789p234p55p",
        examples=(Example.win("123456789p23455p", tile="5p", by="discard", frm=2, indicators=F, dealer=1),),
    ),
    _p(
        QING_DA_DUI,
        N_("Full-flush all pungs"),
        7,
        N_("All pungs in one suit."),
        (95,),
        excludes=(PING_HU, DA_DUI_ZI, QING_YI_SE),
        example="111p333p555p99p|777p",
        examples=(
            Example.win("111p333p555p99p", tile="9p", melds="777p@2", by="discard", frm=3, indicators=F, dealer=1),
        ),
    ),
    _p(
        QING_QI_DUI,
        N_("Full-flush seven pairs"),
        8,
        N_("Seven pairs in one suit."),
        (97,),
        excludes=(PING_HU, QI_DUI, QING_YI_SE),
        example="11335577p224499p",
        examples=(Example.win("11335577p224499p", tile="9p", by="discard", frm=2, indicators=F, dealer=1),),
    ),
    _p(
        QING_LONG_BEI,
        N_("Full-flush dragon seven pairs"),
        8,
        N_("Dragon seven pairs in one suit."),
        (99,),
        excludes=(PING_HU, QI_DUI, LONG_QI_DUI, QING_YI_SE, QING_QI_DUI),
        example="11115577p224499p",
        examples=(Example.win("11115577p224499p", tile="9p", by="discard", frm=2, indicators=F, dealer=1),),
    ),
)

_QYS_VALUE = N_("the 清一色 value (4; 10 with 混五清十)")

BONUS_PATTERNS: tuple[Pattern, ...] = (
    _p(
        BAO_TING,
        N_("Declared ready"),
        4,
        N_(
            "A seat that was ready right after its first discard and declared 报听 (it may then neither change its hand nor pon or kong) adds the 清一色 value to its pattern when it wins."
        ),
        (111, 159),
        kind="bonus",
        brief=True,
        value_text=_QYS_VALUE,
        reading=N_(
            "The rule text adds the 清一色 value when a 报听 seat wins. Our reading: in a draw's 查叫 a 报听 seat is paid "
            "its best pattern like any ready seat, without that value; tables that add it turn on the option '报听 bonus "
            "in the draw check'. A 报听 seat may neither pon nor kong, a concealed kong included: any pon or kong held "
            "by a 报听 seat is refused."
        ),
        examples=(
            Example.win("123m456m789p23455s", tile="5s", seat_extra={"baoting": True}, indicators=F, dealer=1),
            Example(
                request={
                    "players": 4,
                    "dealer": 1,
                    "indicators": F,
                    "seats": [
                        {"hand": "2468m2468p3579s9m"},
                        {"hand": "234m456m789p123s5s", "baoting": True},
                        {"hand": "2468m3468p3579s9p"},
                        {"hand": "3579m3479p3679s8p"},
                    ],
                },
                shows=("chajiao",),
                note=N_(
                    "A draw: seat 1 declared 报听 and waits on 5s for a 平胡; 查叫 pays it only the 平胡's 1 (dealer "
                    "doubling applies); with '报听 bonus in the draw check' the 清一色 value 4 is added."
                ),
            ),
        ),
    ),
    _p(
        TIAN_HU,
        N_("Heavenly win"),
        4,
        N_(
            "The dealer wins on its dealt hand (no kong first): adds the 清一色 value, as 报听 does (not stacked with it)."
        ),
        (113,),
        kind="bonus",
        excludes=(BAO_TING,),
        brief=True,
        value_text=_QYS_VALUE,
        examples=(Example.win("123m456m789p23455s", tile="5s", flags=("first_turn",), indicators=F, dealer=0),),
    ),
    _p(
        DI_HU,
        N_("Earthly win"),
        4,
        N_(
            "A non-dealer wins in its first go-round, on a discard or self-drawn (not after any pon or kong): adds the 清一色 value; a 平胡 needs no pass then."
        ),
        (115,),
        kind="bonus",
        excludes=(BAO_TING,),
        brief=True,
        value_text=_QYS_VALUE,
        examples=(
            Example.win(
                "123m456m789p23455s", tile="5s", by="discard", frm=1, flags=("first_turn",), indicators=F, dealer=1
            ),
        ),
    ),
    _p(
        ZI_MO_DOUBLE,
        N_("Self-draw doubles"),
        2,
        N_("Option: a self-draw (杠开, 抢杠 included) doubles the pattern part."),
        (133, 107),
        kind="multiplier",
        value_text=N_("×2"),
        examples=(
            Example.win(
                "111m555m999p22s", tile="2s", melds="777s@2", options={"zi_mo_double": True}, indicators=F, dealer=1
            ),
        ),
    ),
    _p(
        RE_PAO_DOUBLE,
        N_("热炮 doubles"),
        2,
        N_("Option: a win on a 热炮 doubles the pattern part."),
        (125,),
        kind="multiplier",
        value_text=N_("×2"),
        examples=(
            Example.win(
                "123m456m789p55s",
                tile="5s",
                melds="2222p",
                by="discard",
                frm=2,
                flags=("after_kong_discard",),
                options={"re_pao_double": True},
                others={2: {"hand": "2468m3468p35s", "melds": [{"kind": "kong", "tiles": "9999s"}]}},
                indicators=F,
                dealer=1,
            ),
        ),
    ),
    _p(
        GANG_KAI_DOUBLE,
        N_("杠开 doubles"),
        2,
        N_("Option: a win on a kong replacement doubles the pattern part."),
        (127,),
        kind="multiplier",
        value_text=N_("×2"),
        examples=(
            Example.win(
                "111m555m999p22s",
                tile="2s",
                melds="7777s",
                flags=("after_kong",),
                options={"gang_kai_double": True},
                indicators=F,
                dealer=1,
            ),
        ),
    ),
    _p(
        PATTERN_DOUBLE,
        N_("Pattern points doubled"),
        2,
        N_("Option: every pattern value doubled (查叫 included)."),
        (131,),
        kind="multiplier",
        value_text=N_("×2"),
        examples=(
            Example.win(
                "111m555m999p22s", tile="2s", melds="777s@2", options={"pattern_double": True}, indicators=F, dealer=1
            ),
        ),
    ),
    _p(
        GANG_SHANG_HUA,
        NC_("guizhou.patterns", "杠上花 points"),
        0,
        N_("杠上花 of the rule text's formula: on a 杠开 each payer adds the option's amount (default 0)."),
        (105, 177),
        kind="bonus",
        brief=True,
        examples=(
            Example.win(
                "111m555m999p22s",
                tile="2s",
                melds="7777s",
                flags=("after_kong",),
                options={"gang_shang_hua_points": 1},
                indicators=F,
                dealer=1,
            ),
        ),
    ),
    _p(
        LIAN_ZHUANG,
        NC_("guizhou.patterns", "Dealer streak"),
        0,
        N_(
            "连庄 of the rule text's formula: when the dealer wins, each payer adds the dealer's streak × the option's amount (default 0)."
        ),
        (31, 177),
        kind="bonus",
        brief=True,
        examples=(
            Example.win(
                "111m555m999p22s",
                tile="2s",
                melds="777s@2",
                options={"lian_zhuang_points": 1},
                indicators=F,
                dealer=0,
                dealer_streak=2,
            ),
        ),
    ),
)

KONG_PATTERNS: tuple[Pattern, ...] = (
    _p(
        MEN_DOU,
        NC_("guizhou.patterns", "Concealed kong"),
        1,
        N_(
            "Four of a kind drawn and konged concealed: each other seat pays 1 (2 with the option), doubled when the dealer is involved."
        ),
        (45, 129),
        kind="kong",
        example="123m456m789p55s|2222p",
        examples=(Example.win("123m456m789p55s", tile="5s", melds="2222p", indicators=F, dealer=1),),
    ),
    _p(
        PA_PO_DOU,
        NC_("guizhou.patterns", "Added kong"),
        1,
        N_(
            "The fourth tile drawn after a pon and added to it: each other seat pays 1, doubled when the dealer is involved."
        ),
        (41,),
        kind="kong",
        examples=(Example.win("123m456m789p55s", tile="5s", melds="2222p+@2", indicators=F, dealer=1),),
    ),
    _p(
        DIAN_DOU,
        N_("Exposed kong"),
        1,
        N_("Three in hand konging another seat's discard: the discarder pays 1, doubled when the dealer is involved."),
        (43,),
        kind="kong",
        examples=(Example.win("123m456m789p55s", tile="5s", melds="2222p@2", indicators=F, dealer=1),),
    ),
    _p(
        HAN_BAO_DOU,
        N_("Late kong"),
        0,
        N_(
            "A kong made later than the fourth tile arrived: 0 points, but a pass for a 平胡 won on a discard. Mark that kong as 憨包豆 in the calculator."
        ),
        (47,),
        kind="kong",
        examples=(
            Example.win(
                "123m456m789p55s",
                tile="5s",
                melds="2222p",
                by="discard",
                frm=2,
                seat_extra={"hanbao_kongs": "2p"},
                indicators=F,
                dealer=1,
                shows=("ping_hu",),
                note=N_("The late kong scores nothing but is a pass, so this 平胡 may win on a discard."),
            ),
        ),
    ),
)

CHICKEN_PATTERNS: tuple[Pattern, ...] = (
    _p(
        YAO_JI,
        N_("1s chicken"),
        1,
        N_(
            "1s is always a chicken: a winning or ready seat collects 1 from every other seat for each 1s in its hand, its melds and its own unclaimed discards."
        ),
        (57, 59, 181),
        kind="chicken",
        brief=True,
        examples=(Example.win("123m456m789p12355s", tile="5s", indicators=F, dealer=1),),
    ),
    _p(
        YI_TONG_JI,
        NC_("guizhou.patterns", "1p chicken"),
        1,
        N_("Option: 1p is a chicken by the same rules as 1s."),
        (59,),
        kind="chicken",
        examples=(Example.win("123m456m789p12355p", tile="5p", options={"chicken_1p": True}, indicators=F, dealer=1),),
    ),
    _p(
        YI_WAN_JI,
        NC_("guizhou.patterns", "1m chicken"),
        1,
        N_("Option: 1m is a chicken by the same rules as 1s."),
        (59,),
        kind="chicken",
        examples=(Example.win("111m456m789p23455s", tile="5s", options={"chicken_1m": True}, indicators=F, dealer=1),),
    ),
    _p(
        JIN_JI,
        N_("Gold chicken"),
        2,
        N_(
            "When the flipped chicken falls on a default chicken (1s, and 1p / 1m when on), that one is gold (金鸡/金筒/金万): 2 a tile."
        ),
        (63, 65, 67),
        kind="chicken",
        brief=True,
        examples=(Example.win("123m456m789p12355s", tile="5s", indicators={"flip": "9s"}, dealer=1),),
    ),
    _p(
        FAN_PAI_JI,
        N_("Flipped chicken"),
        1,
        N_(
            "The chicken picked by the flipped tile (F+1 by default): 1 a tile in hand and melds; among unclaimed discards only with 满堂鸡."
        ),
        (73, 75, 77),
        kind="chicken",
        brief=True,
        examples=(Example.win("123m456m789p23455p", tile="5p", indicators={"flip": "4p"}, dealer=1),),
    ),
    _p(
        CHONG_FENG_JI,
        N_("First-discard chicken"),
        2,
        N_(
            "The hand's first discarded 1s (or 1p / 1m when on), if nobody claims it: its value doubles (2, a gold one 4), for its discarder."
        ),
        (61,),
        kind="chicken",
        brief=True,
        examples=(
            Example.win(
                "123m456m789p23455s",
                tile="5s",
                others={2: {"hand": "2345678m234p567p"}},
                table={"chongfeng_seat": 2},
                indicators=F,
                dealer=1,
            ),
            Example.win(
                "123m456m789p23455s",
                tile="5s",
                seat_extra={"discards": "9m"},
                others={
                    1: {"hand": "2468m2468p3579s9p", "discards": "8m6m"},
                    2: {"hand": "2345678m234p567p", "discards": "1s6p"},
                    3: {"hand": "3579m3479p3679s8p", "discards": "7m7p"},
                },
                table={"chongfeng_seat": 2},
                indicators=F,
                dealer=1,
                note=N_(
                    "Every seat's discards in order: the dealer, seat 1, discards first and seat 0 self-draws on its second turn; seat 2's 1s is the first 1s, "
                    "unclaimed: the 冲锋鸡 (the 'First 1s discarded' field may then be left out)."
                ),
            ),
        ),
    ),
    _p(
        ZE_REN_JI,
        N_("Liable chicken"),
        1,
        N_(
            "A claimed 冲锋鸡 is an ordinary chicken of its claimer, and its discarder pays the claimer 1 (when the claimer won or is ready)."
        ),
        (69,),
        kind="chicken",
        brief=True,
        examples=(
            Example.win(
                "123m456m789p55s",
                tile="5s",
                melds="111s@2",
                others={2: {"hand": "2345678m234p567p"}},
                table={"chongfeng_seat": 2, "chongfeng_claimed_by": 0},
                indicators=F,
                dealer=1,
            ),
        ),
    ),
    _p(
        BAO_JI,
        N_("Chicken penalty"),
        1,
        N_(
            "A seat that is not ready pays each winning or ready seat for every default chicken it exposed: the chicken's value per unclaimed discard or melded tile, a 冲锋鸡 double, a 责任鸡 1."
        ),
        (71, 147),
        kind="chicken",
        brief=True,
        examples=(
            Example.win(
                "123m456m789p23455s",
                tile="5s",
                others={2: {"hand": "2468m2468p3579s9m", "chicken_discards": "1s1s"}},
                indicators=F,
                dealer=1,
                shows=("bao_chicken",),
            ),
        ),
    ),
    _p(
        FA_PENG_GANG_JI,
        N_("Melded flip chickens penalty"),
        1,
        N_("Option: a seat that is not ready also pays, as 包鸡, 1 per flipped chicken in its melds."),
        (145,),
        kind="chicken",
        examples=(
            Example.win(
                "123m456m789p23455s",
                tile="5s",
                others={2: {"hand": "2468m2468p3s9m", "melds": [{"kind": "pon", "tiles": "999m", "from": 3}]}},
                options={"fa_peng_gang_ji": True},
                indicators=F,
                dealer=1,
            ),
        ),
    ),
    _p(
        BAO_GANG,
        N_("Kong penalty"),
        1,
        N_(
            "Option: when someone wins, a seat that is not ready pays back the kong points its kongs would have collected."
        ),
        (149,),
        kind="kong",
        examples=(
            Example.win(
                "123m456m789p23455s",
                tile="5s",
                others={2: {"hand": "2468m2468p3s9m", "melds": [{"kind": "kong", "tiles": "6666s"}]}},
                options={"bao_gang": True},
                indicators=F,
                dealer=1,
                shows=("bao_kong",),
            ),
        ),
    ),
    _p(
        CHA_JIAO,
        N_("Ready-hand check on a draw"),
        None,
        N_(
            "When nobody wins, each seat that is not ready pays each ready seat that seat's best pattern over all its waits (dealer doubling and pattern x2 apply); chickens and kongs do not score (unless 查叫全包)."
        ),
        (163, 165, 175, 185),
        kind="payment",
        brief=True,
        examples=(
            Example(
                request={
                    "players": 4,
                    "dealer": 1,
                    "indicators": F,
                    "seats": [
                        {"hand": "123m456m789p2345s"},
                        {"hand": "2468m2468p3579s9m"},
                        {"hand": "1122m3344p5566s7s"},
                        {"hand": "3479m3479p3679s8m"},
                    ],
                },
                shows=("chajiao",),
            ),
        ),
    ),
    _p(
        ZHUANG_DOUBLE,
        N_("Dealer doubling"),
        2,
        N_("Pattern, 查叫 and kong payments made or received by the dealer are doubled; chicken payments are not."),
        (85, 123),
        kind="multiplier",
        brief=True,
        value_text=N_("×2"),
        examples=(Example.win("111m555m999p22s", tile="2s", melds="777s@2", indicators=F, dealer=0),),
    ),
)

PATTERNS: tuple[Pattern, ...] = (*HAND_PATTERNS, *BONUS_PATTERNS, *KONG_PATTERNS, *CHICKEN_PATTERNS)
PATTERN_MAP = pattern_map(PATTERNS)  # the same map as RULE_SET.pattern_map

REASONS: MappingProxyType[str, Text] = MappingProxyType(
    {
        "hand": N_("winning hand"),
        "kong": N_("kong points"),
        "chicken": N_("chicken points"),
        "responsibility_chicken": N_("liable chicken"),
        "bao_chicken": N_("chicken penalty"),
        "bao_kong": N_("kong penalty"),
        "chajiao": N_("ready-hand check on a draw"),
    }
)
