"""One record per pattern, bonus, multiplier, kong and chicken of Guizhou Xingyi chicken mahjong.

A hand pattern, bonus or multiplier is found by its `detect`: the function of
detect.py named after its key. Only the best hand pattern counts: the combined
patterns exclude their parts (`excludes` data, applied with
`model.apply_exclusions`). Kongs, chickens, 查叫 and the dealer's doubling are
payments, settled by kongs.py, chickens.py and the ledger.
"""

from __future__ import annotations

from collections.abc import Callable
from types import MappingProxyType
from typing import Any

from rules.model import Example, Pattern, pattern_map
from rules.refs import SeatRef
from rules.text import N_, NC_, Text

from . import detect as V
from .options import BAO_JI_READING, DIAN_DOU_READING, WU_GU_JI_NAME, WU_GU_JI_READING
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
WU_GU_JI = "wu_gu_ji"
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
MIXED_NOTE = N_(" (mixed five, pure ten (混五清十 hùn wǔ qīng shí): {v})")


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
    detect: Callable[[Any], int | None] | None = None,
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
        detect=detect,
    )


HAND_PATTERNS: tuple[Pattern, ...] = (
    _p(
        PING_HU,
        N_("Plain win (平胡 píng hú)"),
        1,
        N_(
            "Four sets and a pair, melds allowed. To win it on a discard a pass is needed (a kong of one's own), except on hot discard (热炮 rè pào), robbing a kong (抢杠 qiǎng gàng) or earthly win (地胡 dì hú); a self-draw needs none."
        ),
        (83, 85),
        detect=V.ping_hu,
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
                note=N_("A plain win (平胡 píng hú) won on a discard needs a pass: here its own concealed kong."),
            ),
        ),
    ),
    _p(
        DA_DUI_ZI,
        N_("All pungs"),
        3,
        N_("Four pungs (or kongs) and a pair; melds allowed."),
        (87,),
        detect=V.da_dui_zi,
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
        detect=V.qi_dui,
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
        detect=V.long_qi_dui,
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
        detect=V.qing_yi_se,
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
        detect=V.qing_da_dui,
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
        detect=V.qing_qi_dui,
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
        detect=V.qing_long_bei,
        excludes=(PING_HU, QI_DUI, LONG_QI_DUI, QING_YI_SE, QING_QI_DUI),
        example="11115577p224499p",
        examples=(Example.win("11115577p224499p", tile="9p", by="discard", frm=2, indicators=F, dealer=1),),
    ),
)

_QYS_VALUE = N_("the full flush (清一色 qīng yī sè) value (4; 10 with mixed five, pure ten (混五清十 hùn wǔ qīng shí))")

BONUS_PATTERNS: tuple[Pattern, ...] = (
    _p(
        BAO_TING,
        N_("Declared ready"),
        4,
        N_(
            "A seat that was ready right after its first discard and declared ready (报听 bào tīng) (it may then neither change its hand nor pon or kong) adds the full flush (清一色 qīng yī sè) value to its pattern when it wins."
        ),
        (111, 159),
        detect=V.bao_ting,
        kind="bonus",
        brief=True,
        value_text=_QYS_VALUE,
        reading=N_(
            "The rule text adds the full flush (清一色 qīng yī sè) value when a declared ready (报听 bào tīng) seat wins. Our reading: in a draw's draw check (查叫 chá jiào) a declared ready seat is paid its best pattern like any ready seat, without that value; tables that add it turn on the option 'declared ready bonus in the draw check'. A declared ready seat may neither pon nor kong, a concealed kong included: any pon or kong held by a declared ready seat is refused."
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
                    "A draw: {s1} declared ready (报听 bào tīng) and waits on 5s for a plain win (平胡 píng hú); draw check (查叫 chá jiào) pays it only the plain win's 1 (dealer doubling applies); with 'declared ready bonus in the draw check' the full flush (清一色 qīng yī sè) value 4 is added."
                ).format(s1=SeatRef(1)),
            ),
        ),
    ),
    _p(
        TIAN_HU,
        N_("Heavenly win"),
        4,
        N_(
            "The dealer wins on its dealt hand (no kong first): adds the full flush (清一色 qīng yī sè) value, as declared ready (报听 bào tīng) does (not stacked with it)."
        ),
        (113,),
        detect=V.tian_hu,
        kind="bonus",
        excludes=(BAO_TING,),
        brief=True,
        reading=N_(
            "The rule text scores heavenly win (天胡 tiān hú) '算分规则同报听', as declared ready. Our reading: it adds the full flush (清一色 qīng yī sè) value once, not a second time when the dealer also declared ready (报听 bào tīng)."
        ),
        value_text=_QYS_VALUE,
        examples=(Example.win("123m456m789p23455s", tile="5s", flags=("first_turn",), indicators=F, dealer=0),),
    ),
    _p(
        DI_HU,
        N_("Earthly win"),
        4,
        N_(
            "A non-dealer wins in its first go-round, on a discard or self-drawn (not after any pon or kong): adds the full flush (清一色 qīng yī sè) value; a plain win (平胡 píng hú) needs no pass then."
        ),
        (115,),
        detect=V.di_hu,
        kind="bonus",
        excludes=(BAO_TING,),
        brief=True,
        reading=N_(
            "The rule text: '闲家起牌后第一轮接炮或自摸胡牌', scored '算分规则同报听'. Our reading: the first go-round runs from the dealer's first discard to the last seat's first discard (when the discards are given, a later win is refused); it adds the full flush (清一色 qīng yī sè) value once, not a second time with declared ready (报听 bào tīng)."
        ),
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
        N_(
            "Option: a self-draw (win on a kong (杠开 gàng kāi), robbing a kong (抢杠 qiǎng gàng) included) doubles the pattern part."
        ),
        (133, 107),
        detect=V.zi_mo_double,
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
        N_("Hot discard (热炮 rè pào) doubles"),
        2,
        N_("Option: a win on a hot discard (热炮 rè pào) doubles the pattern part."),
        (125,),
        detect=V.re_pao_double,
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
        N_("Win on a kong (杠开 gàng kāi) doubles"),
        2,
        N_("Option: a win on a kong replacement doubles the pattern part."),
        (127,),
        detect=V.gang_kai_double,
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
        N_("Option: every pattern value doubled (draw check (查叫 chá jiào) included)."),
        (131,),
        detect=V.pattern_double,
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
        NC_("guizhou.patterns", "Kong bloom (杠上花 gàng shàng huā) points"),
        0,
        N_(
            "Kong bloom (杠上花 gàng shàng huā) of the rule text's formula: on a win on a kong (杠开 gàng kāi) each payer adds the option's amount (default 0)."
        ),
        (105, 177),
        detect=V.gang_shang_hua,
        kind="bonus",
        brief=True,
        reading=N_(
            "The rule text's formula '胡牌牌型分 +杠上花+鸡分+豆分+连庄' names kong bloom (杠上花 gàng shàng huā) without an amount. Our reading: 0, unless the option 'Points for a kong bloom win' sets one; it is added after the multipliers, dealer doubling applying."
        ),
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
            "Dealer streak (连庄 lián zhuāng) of the rule text's formula: when the dealer wins, each payer adds the dealer's streak × the option's amount (default 0)."
        ),
        (31, 177),
        detect=V.lian_zhuang,
        kind="bonus",
        brief=True,
        reading=N_(
            "The rule text's formula '胡牌牌型分 +杠上花+鸡分+豆分+连庄' names dealer streak (连庄 lián zhuāng) without an amount. Our reading: 0, unless the option 'dealer streak points (per deal kept)' sets one, times the dealer's streak; dealer doubling applies."
        ),
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
        reading=DIAN_DOU_READING,
        examples=(Example.win("123m456m789p55s", tile="5s", melds="2222p@2", indicators=F, dealer=1),),
    ),
    _p(
        HAN_BAO_DOU,
        N_("Late kong"),
        0,
        N_(
            "A kong made later than the fourth tile arrived: 0 points, but a pass for a plain win (平胡 píng hú) won on a discard. Mark that kong as late kong (憨包豆 hān bāo dòu) in the calculator."
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
                note=N_(
                    "The late kong scores nothing but is a pass, so this plain win (平胡 píng hú) may win on a discard."
                ),
            ),
        ),
    ),
)

CHICKEN_PATTERNS: tuple[Pattern, ...] = (
    _p(
        YAO_JI,
        N_("Bamboo-one chicken (幺鸡 yāo jī)"),
        1,
        N_(
            "1s is always a chicken: a winning or ready seat collects 1 from every other seat for each 1s in its hand, its melds and its own unclaimed discards."
        ),
        (57, 59, 181),
        kind="chicken",
        brief=True,
        reading=N_(
            "A 1s among its owner's own unclaimed discards counts too (the rule text's full-table chicken (满堂鸡 mǎn táng jī) adds only the flipped chickens among discards); black-bone chicken (乌骨鸡 wū gǔ jī), named beside bamboo-one chicken (幺鸡 yāo jī) but never defined, is no chicken by default (our reading), and is 8p with the option “{option}”."
        ).format(option=WU_GU_JI_NAME),
        examples=(Example.win("123m456m789p12355s", tile="5s", indicators=F, dealer=1),),
    ),
    _p(
        YI_TONG_JI,
        NC_("guizhou.patterns", "Dot-one chicken (一筒鸡 yī tǒng jī)"),
        1,
        N_("Option: 1p is a chicken by the same rules as 1s."),
        (59,),
        kind="chicken",
        examples=(Example.win("123m456m789p12355p", tile="5p", options={"chicken_1p": True}, indicators=F, dealer=1),),
    ),
    _p(
        YI_WAN_JI,
        NC_("guizhou.patterns", "Character-one chicken (一万鸡 yī wàn jī)"),
        1,
        N_("Option: 1m is a chicken by the same rules as 1s."),
        (59,),
        kind="chicken",
        examples=(Example.win("111m456m789p23455s", tile="5s", options={"chicken_1m": True}, indicators=F, dealer=1),),
    ),
    _p(
        WU_GU_JI,
        N_("Black-bone chicken (乌骨鸡 wū gǔ jī)"),
        1,
        N_("Option: 8p is a chicken by the same rules as 1s."),
        (69, 71, 147),
        kind="chicken",
        brief=True,
        reading=WU_GU_JI_READING,
        examples=(
            Example.win("123m456m234s789s88p", tile="8p", options={"wu_gu_ji": True}, indicators=F, dealer=1),
            Example.win(
                "123m456m789s55s",
                tile="5s",
                melds="888p@2",
                others={2: {"hand": "2345678m234p567p"}},
                table={"chongfeng_8p_seat": 2, "chongfeng_8p_claimed_by": 0},
                options={"wu_gu_ji": True},
                indicators=F,
                dealer=1,
                shows=("wu_gu_ji", "responsibility_chicken"),
                note=N_(
                    "{s0} ponned {s2}'s first 8p, the charging chicken (冲锋鸡 chōng fēng jī): three 8p are its chickens, and {s2} pays it 1 more as the liable chicken (责任鸡 zé rèn jī)."
                ).format(s0=SeatRef(0, initial=True), s2=SeatRef(2)),
            ),
        ),
    ),
    _p(
        JIN_JI,
        N_("Gold chicken"),
        2,
        N_(
            "When the flipped chicken falls on a default chicken (1s, and 1p / 1m / 8p when on), that one is gold (金鸡 jīn jī / 金筒 jīn tǒng / 金万 jīn wàn): 2 a tile."
        ),
        (63, 65, 67),
        kind="chicken",
        brief=True,
        reading=N_(
            "The rule text: '当翻牌鸡翻中幺鸡'. Our reading: the chicken the flipped tile picks (F+1 by default, or as "
            "the option 'Chicken from the flipped tile' says) lands on a default chicken, not the flipped tile itself; "
            "the gold chicken is 2 a tile, counted once, not also as a flipped chicken."
        ),
        examples=(Example.win("123m456m789p12355s", tile="5s", indicators={"flip": "9s"}, dealer=1),),
    ),
    _p(
        FAN_PAI_JI,
        N_("Flipped chicken"),
        1,
        N_(
            "The chicken picked by the flipped tile (F+1 by default): 1 a tile in hand and melds; among unclaimed discards only with full-table chicken (满堂鸡 mǎn táng jī)."
        ),
        (73, 75, 77),
        kind="chicken",
        brief=True,
        reading=N_(
            "The rule text offers same-tile chicken (本鸡 běn jī) ('翻出来的那张是鸡牌', the flipped tile itself) and swing chicken (摇摆鸡 yáo bǎi jī) (F+1 and F−1) as boxes to tick, and never says which tile the flipped chicken is without them. Our reading: the next tile, F+1 in the same suit (9 → 1)."
        ),
        examples=(Example.win("123m456m789p23455p", tile="5p", indicators={"flip": "4p"}, dealer=1),),
    ),
    _p(
        CHONG_FENG_JI,
        N_("First-discard chicken"),
        2,
        N_(
            "The hand's first discarded 1s (or 1p / 1m / 8p when on), if nobody claims it: its value doubles (2, a gold one 4), for its discarder."
        ),
        (61,),
        kind="chicken",
        brief=True,
        reading=N_(
            "The rule text: '此时鸡分结算时翻倍'. Our reading: that chicken's own value doubles, 2, or 4 for a gold one, for its discarder only if it won or is ready; a first 1s that was won on is in the winner's hand: no charging chicken (冲锋鸡 chōng fēng jī)."
        ),
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
                    "Every seat's discards in order: the dealer, {s1}, discards first and {s0} self-draws on its second turn; {s2}'s 1s is the first 1s, unclaimed: the charging chicken (冲锋鸡 chōng fēng jī) (the 'First 1s discarded' field may then be left out)."
                ).format(s0=SeatRef(0), s1=SeatRef(1), s2=SeatRef(2)),
            ),
        ),
    ),
    _p(
        ZE_REN_JI,
        N_("Liable chicken"),
        1,
        N_(
            "A claimed charging chicken (冲锋鸡 chōng fēng jī) is an ordinary chicken of its claimer, and its discarder pays the claimer 1 (when the claimer won or is ready)."
        ),
        (69,),
        kind="chicken",
        brief=True,
        reading=N_(
            "The rule text: '被碰的玩家要给碰鸡玩家鸡分'. Our reading: the discarder pays the claimer 1 only when the claimer won or is ready, a kong claim counting as a pon; black-bone chicken (乌骨鸡 wū gǔ jī), named there beside bamboo-one chicken (幺鸡 yāo jī) ('幺鸡和乌骨鸡'), counts only with the option “{option}” (8p)."
        ).format(option=WU_GU_JI_NAME),
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
            "A seat that is not ready pays each winning or ready seat for every default chicken it exposed: the chicken's value per unclaimed discard or melded tile, a charging chicken (冲锋鸡 chōng fēng jī) double, a liable chicken (责任鸡 zé rèn jī) 1."
        ),
        (71, 147),
        kind="chicken",
        brief=True,
        reading=BAO_JI_READING,
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
        N_(
            "Option: a seat that is not ready also pays, as chicken penalty (包鸡 bāo jī), 1 per flipped chicken in its melds."
        ),
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
            "When nobody wins, each seat that is not ready pays each ready seat that seat's best pattern over all its waits (dealer doubling and pattern ×2 apply); chickens and kongs do not score (unless full draw check (查叫全包 chá jiào quán bāo))."
        ),
        (163, 165, 175, 185),
        kind="payment",
        brief=True,
        reading=N_(
            "The rule text: '没叫牌的玩家需要包听牌玩家的最大牌型分'. Our reading: the best pattern over every wait, even a tile whose four copies are all in sight; dealer doubling and pattern ×2 apply; declared ready (报听 bào tīng)'s full flush (清一色 qīng yī sè) value is not added (the option 'declared ready bonus in the draw check' adds it)."
        ),
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
        N_(
            "Pattern, draw check (查叫 chá jiào) and kong payments made or received by the dealer are doubled; chicken payments are not."
        ),
        (85, 123),
        kind="multiplier",
        brief=True,
        reading=N_(
            "The rule text: '庄家输赢分都翻倍'. Our reading: pattern, draw check (查叫 chá jiào) and kong payments the dealer makes or receives double; chicken payments do not (the rule text doubles the dealer's amounts for patterns and kongs only)."
        ),
        value_text=N_("×2"),
        examples=(Example.win("111m555m999p22s", tile="2s", melds="777s@2", indicators=F, dealer=0),),
    ),
)

PATTERNS: tuple[Pattern, ...] = (*HAND_PATTERNS, *BONUS_PATTERNS, *KONG_PATTERNS, *CHICKEN_PATTERNS)
PATTERN_MAP = pattern_map(PATTERNS)  # the same map as RULE_SET.pattern_map

# What `hand` asks the detects: the hand patterns of each reading (a `detect.ShapeView`; one is left after the
# exclusions), then the bonuses and multipliers of the hand (a `detect.WinView`), in breakdown order.
SHAPE_KEYS: tuple[str, ...] = tuple(p.key for p in HAND_PATTERNS)
WIN_KEYS: tuple[str, ...] = tuple(p.key for p in BONUS_PATTERNS)

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
