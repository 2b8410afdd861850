"""One record per pattern, bonus, multiplier, kong and chicken of Guizhou Xingyi chicken mahjong.

Only the best hand pattern counts: the combined patterns exclude their parts
(`excludes` data, applied with `model.apply_exclusions`).
"""

from __future__ import annotations

from types import MappingProxyType

from rules.model import Example, Pattern, pattern_map
from rules.text import T, Text

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
MIXED_NOTE = T("(混五清十:{v})", "(混五清十:{v})", "(混五清十: {v})", " (混五清十: {v})")


F = {"flip": "8m"}  # the flipped tile of the examples: its chicken is 9m, out of their way


def _p(
    key: str,
    names: tuple[str, str, str, str],
    value: int | None,
    expl: tuple[str, str, str, str],
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
        names=T(*names),
        value=value,
        explanation=T(*expl),
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
        ("平胡", "平胡", "平胡(普通の和了)", "Plain win (平胡)"),
        1,
        (
            "四组顺子或刻子加一对将的普通胡牌,可碰杠。点炮胡平胡需要通行证(自己有杠),热炮、抢杠、地胡除外;自摸不需要。",
            "四組順子或刻子加一對將的普通胡牌,可碰槓。點炮胡平胡需要通行證(自己有槓),熱炮、搶槓、地胡除外;自摸不需要。",
            "4 面子 1 雀頭の普通の和了(ポン・カン可)。ロンで平胡を和了るには通行証(自分の槓)が必要。ただし熱炮・搶槓・地和は不要、ツモも不要。",
            "Four sets and a pair, melds allowed. To win it on a discard a pass is needed (a kong of one's own), except on 热炮, 抢杠 or 地胡; a self-draw needs none.",
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
                note=T(
                    "点炮胡的平胡要有通行证:这里是自己的闷豆。",
                    "點炮胡的平胡要有通行證:這裡是自己的悶豆。",
                    "平胡のロンには通行証が必要:ここでは自分の悶豆。",
                    "A 平胡 won on a discard needs a pass: here its own concealed kong.",
                ),
            ),
        ),
    ),
    _p(
        DA_DUI_ZI,
        ("大对子", "大對子", "対々和(大対子)", "All pungs"),
        3,
        (
            "四组刻子(或杠)加一对将,可碰杠。",
            "四組刻子(或槓)加一對將,可碰槓。",
            "4 つの刻子(槓子)と雀頭。ポン・カン可。",
            "Four pungs (or kongs) and a pair; melds allowed.",
        ),
        (87,),
        excludes=(PING_HU,),
        example="111m555m999p22s|777s",
        examples=(Example.win("111m555m999p22s", tile="2s", melds="777s@2", indicators=F, dealer=1),),
    ),
    _p(
        QI_DUI,
        ("七对", "七對", "七対子", "Seven pairs"),
        3,
        (
            "手中七个对子,不可碰杠。",
            "手中七個對子,不可碰槓。",
            "手の中に 7 つの対子。ポン・カン不可。",
            "Seven pairs in a concealed hand; no melds.",
        ),
        (89,),
        excludes=(PING_HU,),
        example="1133m5577p2299s44s",
        examples=(Example.win("1133m5577p2299s44s", tile="4s", by="discard", frm=2, indicators=F, dealer=1),),
    ),
    _p(
        LONG_QI_DUI,
        ("龙七对", "龍七對", "龍七対", "Dragon seven pairs"),
        4,
        (
            "七对中有四张相同的牌(算两对),不可碰杠。",
            "七對中有四張相同的牌(算兩對),不可碰槓。",
            "七対子のうち同じ牌 4 枚(2 対と数える)を含むもの。ポン・カン不可。",
            "Seven pairs where four of a kind counts as two pairs; no melds.",
        ),
        (91,),
        excludes=(PING_HU, QI_DUI),
        example="1111m5577p2299s44s",
        examples=(Example.win("1111m5577p2299s44s", tile="4s", by="discard", frm=2, indicators=F, dealer=1),),
    ),
    _p(
        QING_YI_SE,
        ("清一色", "清一色", "清一色", "Full flush"),
        4,
        (
            "胡牌(四组加一对或七对)且全部牌(含碰杠)只有一种花色。",
            "胡牌(四組加一對或七對)且全部牌(含碰槓)只有一種花色。",
            "和了形(4 面子 1 雀頭か七対子)で、副露も含め 1 色だけ。",
            "A complete hand (four sets and a pair, or seven pairs) in one suit only, melds included.",
        ),
        (93,),
        excludes=(PING_HU,),
        example="123456789p234p55p",
        examples=(Example.win("123456789p23455p", tile="5p", by="discard", frm=2, indicators=F, dealer=1),),
    ),
    _p(
        QING_DA_DUI,
        ("清大对", "清大對", "清対々和", "Full-flush all pungs"),
        7,
        ("大对子加清一色。", "大對子加清一色。", "対々和と清一色の複合。", "All pungs in one suit."),
        (95,),
        excludes=(PING_HU, DA_DUI_ZI, QING_YI_SE),
        example="111p333p555p99p|777p",
        examples=(
            Example.win("111p333p555p99p", tile="9p", melds="777p@2", by="discard", frm=3, indicators=F, dealer=1),
        ),
    ),
    _p(
        QING_QI_DUI,
        ("清七对", "清七對", "清七対", "Full-flush seven pairs"),
        8,
        ("七对加清一色。", "七對加清一色。", "七対子と清一色の複合。", "Seven pairs in one suit."),
        (97,),
        excludes=(PING_HU, QI_DUI, QING_YI_SE),
        example="11335577p224499p",
        examples=(Example.win("11335577p224499p", tile="9p", by="discard", frm=2, indicators=F, dealer=1),),
    ),
    _p(
        QING_LONG_BEI,
        ("青龙背", "青龍背", "青龍背(清龍七対)", "Full-flush dragon seven pairs"),
        8,
        (
            "龙七对加清一色(清龙七对)。",
            "龍七對加清一色(清龍七對)。",
            "龍七対と清一色の複合。",
            "Dragon seven pairs in one suit.",
        ),
        (99,),
        excludes=(PING_HU, QI_DUI, LONG_QI_DUI, QING_YI_SE, QING_QI_DUI),
        example="11115577p224499p",
        examples=(Example.win("11115577p224499p", tile="9p", by="discard", frm=2, indicators=F, dealer=1),),
    ),
)

_QYS_VALUE = T(
    "清一色分(4;混五清十 10)",
    "清一色分(4;混五清十 10)",
    "清一色の点(4、混五清十なら 10)",
    "the 清一色 value (4; 10 with 混五清十)",
)

BONUS_PATTERNS: tuple[Pattern, ...] = (
    _p(
        BAO_TING,
        ("报听", "報聽", "報聴", "Declared ready"),
        4,
        (
            "打出第一张牌后立即听牌并声明报听(之后不能换牌、不能碰杠)的玩家胡牌时,再加一个清一色分,与牌型分叠加。",
            "打出第一張牌後立即聽牌並聲明報聽(之後不能換牌、不能碰槓)的玩家胡牌時,再加一個清一色分,與牌型分疊加。",
            "最初の打牌の直後に聴牌して報聴を宣言した人(以後は手を変えられず、ポン・カン不可)が和了すると、役の点に清一色の点を加えます。",
            "A seat that was ready right after its first discard and declared 报听 (it may then neither change its hand nor pon or kong) adds the 清一色 value to its pattern when it wins.",
        ),
        (111, 159),
        kind="bonus",
        brief=True,
        value_text=_QYS_VALUE,
        reading=T(
            "原文只说报听“胡牌”时加清一色分。荒庄查叫时,报听的一家和别的听牌者一样按最大牌型分收分,不再加清一色分(有的桌会加,将作为选项)。"
            "注意:本计算器目前在查叫时仍会加上报听的清一色分,改为选项(默认不加)的修改即将加入。",
            "原文只說報聽「胡牌」時加清一色分。荒莊查叫時,報聽的一家和別的聽牌者一樣按最大牌型分收分,不再加清一色分(有的桌會加,將作為選項)。"
            "注意:本計算器目前在查叫時仍會加上報聽的清一色分,改為選項(預設不加)的修改即將加入。",
            "原文は報聴が「和了」したときに清一色の点を加えるとだけ書いています。流局の査叫では、報聴の人もほかの聴牌者と同じく最高の役の点を受け取り、清一色の点は加えません(加える卓もあるのでオプションにします)。"
            "注意:この計算機は今のところ査叫でも報聴の清一色の点を加えます。オプション化(既定は加えない)は近日対応です。",
            "The rule text adds the 清一色 value when a 报听 seat wins. In a draw's 查叫 a 报听 seat is paid its best "
            "pattern like any ready seat, without that value (some tables add it: it becomes an option). Note: this "
            "calculator still adds it in 查叫 for now; the option (off by default) is coming.",
        ),
        examples=(Example.win("123m456m789p23455s", tile="5s", seat_extra={"baoting": True}, indicators=F, dealer=1),),
    ),
    _p(
        TIAN_HU,
        ("天胡", "天胡", "天和", "Heavenly win"),
        4,
        (
            "庄家起手直接胡牌(不能先杠),加一个清一色分,同报听(不与报听重复计)。",
            "莊家起手直接胡牌(不能先槓),加一個清一色分,同報聽(不與報聽重複計)。",
            "親が配牌で和了(先に槓はできない)。報聴と同じく清一色の点を加えます(報聴と重ねません)。",
            "The dealer wins on its dealt hand (no kong first): adds the 清一色 value, as 报听 does (not stacked with it).",
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
        ("地胡", "地胡", "地和", "Earthly win"),
        4,
        (
            "闲家第一轮接炮或自摸胡牌(碰杠后不算),加一个清一色分;此时无豆平胡也可以点炮胡。",
            "閒家第一輪接炮或自摸胡牌(碰槓後不算),加一個清一色分;此時無豆平胡也可以點炮胡。",
            "子が最初の巡目にロンまたはツモで和了(ポン・カン後は不可)。清一色の点を加えます。豆なしの平胡でもロンできます。",
            "A non-dealer wins in its first go-round, on a discard or self-drawn (not after any pon or kong): adds the 清一色 value; a 平胡 needs no pass then.",
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
        ("自摸翻倍", "自摸翻倍", "自摸倍付け", "Self-draw doubles"),
        2,
        (
            "选项:自摸(含杠开、抢杠)时牌型分 ×2。",
            "選項:自摸(含槓開、搶槓)時牌型分 ×2。",
            "オプション: ツモ(槓開・搶槓を含む)で役の点 ×2。",
            "Option: a self-draw (杠开, 抢杠 included) doubles the pattern part.",
        ),
        (133, 107),
        kind="multiplier",
        value_text=T("×2", "×2", "×2", "×2"),
        examples=(
            Example.win(
                "111m555m999p22s", tile="2s", melds="777s@2", options={"zi_mo_double": True}, indicators=F, dealer=1
            ),
        ),
    ),
    _p(
        RE_PAO_DOUBLE,
        ("热炮翻倍", "熱炮翻倍", "熱炮倍付け", "热炮 doubles"),
        2,
        (
            "选项:热炮胡牌时牌型分 ×2。",
            "選項:熱炮胡牌時牌型分 ×2。",
            "オプション: 熱炮の和了で役の点 ×2。",
            "Option: a win on a 热炮 doubles the pattern part.",
        ),
        (125,),
        kind="multiplier",
        value_text=T("×2", "×2", "×2", "×2"),
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
        ("杠开翻倍", "槓開翻倍", "槓開倍付け", "杠开 doubles"),
        2,
        (
            "选项:杠上开花时牌型分 ×2。",
            "選項:槓上開花時牌型分 ×2。",
            "オプション: 嶺上開花で役の点 ×2。",
            "Option: a win on a kong replacement doubles the pattern part.",
        ),
        (127,),
        kind="multiplier",
        value_text=T("×2", "×2", "×2", "×2"),
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
        ("牌型分2倍", "牌型分2倍", "役点 2 倍", "Pattern points doubled"),
        2,
        (
            "选项:所有牌型分 ×2(荒庄查叫也生效)。",
            "選項:所有牌型分 ×2(荒莊查叫也生效)。",
            "オプション: 役の点をすべて ×2(流局の査叫にも)。",
            "Option: every pattern value doubled (查叫 included).",
        ),
        (131,),
        kind="multiplier",
        value_text=T("×2", "×2", "×2", "×2"),
        examples=(
            Example.win(
                "111m555m999p22s", tile="2s", melds="777s@2", options={"pattern_double": True}, indicators=F, dealer=1
            ),
        ),
    ),
    _p(
        GANG_SHANG_HUA,
        ("杠上花", "槓上花", "槓上花", "杠上花 points"),
        0,
        (
            "计分公式中的杠上花:杠开时每个付款人多付选项“杠上花分”的值(默认 0)。",
            "計分公式中的槓上花:槓開時每個付款人多付選項「槓上花分」的值(預設 0)。",
            "計算式の槓上花: 槓開のとき支払う人はそれぞれオプション「槓上花点」の値(既定 0)を追加で払います。",
            "杠上花 of the seed's formula: on a 杠开 each payer adds the option's amount (default 0).",
        ),
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
        ("连庄", "連莊", "連荘", "Dealer streak"),
        0,
        (
            "计分公式中的连庄:庄家胡牌时每个付款人多付 连庄次数 × 选项“连庄分”(默认 0)。",
            "計分公式中的連莊:莊家胡牌時每個付款人多付 連莊次數 × 選項「連莊分」(預設 0)。",
            "計算式の連荘: 親の和了で支払う人はそれぞれ 連荘回数 × オプション「連荘点」(既定 0)を追加で払います。",
            "连庄 of the seed's formula: when the dealer wins, each payer adds the dealer's streak × the option's amount (default 0).",
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
        ("闷豆", "悶豆", "悶豆(暗槓)", "Concealed kong"),
        1,
        (
            "摸到四张相同的牌并暗杠:其他每家付 1 分(闷豆翻倍时 2),庄家参与时翻倍。",
            "摸到四張相同的牌並暗槓:其他每家付 1 分(悶豆翻倍時 2),莊家參與時翻倍。",
            "同じ牌 4 枚を引いて暗槓: ほかの各人が 1 点(悶豆倍付けなら 2)、親が絡めば倍。",
            "Four of a kind drawn and konged concealed: each other seat pays 1 (2 with the option), doubled when the dealer is involved.",
        ),
        (45, 129),
        kind="kong",
        example="123m456m789p55s|2222p",
        examples=(Example.win("123m456m789p55s", tile="5s", melds="2222p", indicators=F, dealer=1),),
    ),
    _p(
        PA_PO_DOU,
        ("爬坡豆", "爬坡豆", "爬坡豆(加槓)", "Added kong"),
        1,
        (
            "碰牌后再摸到第四张加杠:其他每家付 1 分,庄家参与时翻倍。",
            "碰牌後再摸到第四張加槓:其他每家付 1 分,莊家參與時翻倍。",
            "ポンの後 4 枚目を引いて加槓: ほかの各人が 1 点、親が絡めば倍。",
            "The fourth tile drawn after a pon and added to it: each other seat pays 1, doubled when the dealer is involved.",
        ),
        (41,),
        kind="kong",
        examples=(Example.win("123m456m789p55s", tile="5s", melds="2222p+@2", indicators=F, dealer=1),),
    ),
    _p(
        DIAN_DOU,
        ("点豆", "點豆", "点豆(大明槓)", "Exposed kong"),
        1,
        (
            "用手中三张杠别人打出的牌:打出的那家付 1 分,庄家参与时翻倍。",
            "用手中三張槓別人打出的牌:打出的那家付 1 分,莊家參與時翻倍。",
            "手の 3 枚で他家の捨て牌を槓: 捨てた人が 1 点、親が絡めば倍。",
            "Three in hand konging another seat's discard: the discarder pays 1, doubled when the dealer is involved.",
        ),
        (43,),
        kind="kong",
        examples=(Example.win("123m456m789p55s", tile="5s", melds="2222p@2", indicators=F, dealer=1),),
    ),
    _p(
        HAN_BAO_DOU,
        ("憨包豆", "憨包豆", "憨包豆", "Late kong"),
        0,
        (
            "摸到第四张没有立即杠,之后才杠出:0 分,但可以作为平胡点炮的通行证。在计算器里把这个杠标为憨包豆。",
            "摸到第四張沒有立即槓,之後才槓出:0 分,但可以作為平胡點炮的通行證。在計算器裡把這個槓標為憨包豆。",
            "4 枚目を引いてすぐ槓せず後で槓したもの: 0 点だが平胡ロンの通行証になります。計算機ではその槓を憨包豆として示します。",
            "A kong made later than the fourth tile arrived: 0 points, but a pass for a 平胡 won on a discard. Mark that kong as 憨包豆 in the calculator.",
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
                note=T(
                    "憨包豆不收分,但可以当通行证:平胡因此可以点炮胡。",
                    "憨包豆不收分,但可以當通行證:平胡因此可以點炮胡。",
                    "憨包豆は 0 点ですが通行証になるので、平胡でロンできます。",
                    "The late kong scores nothing but is a pass, so this 平胡 may win on a discard.",
                ),
            ),
        ),
    ),
)

CHICKEN_PATTERNS: tuple[Pattern, ...] = (
    _p(
        YAO_JI,
        ("幺鸡", "幺雞", "幺鶏(1s)", "1s chicken"),
        1,
        (
            "一条总是鸡:胡牌或听牌的玩家手中、碰杠中以及自己打出未被碰杠的每张一条,向其他每家收 1 分。",
            "一條總是雞:胡牌或聽牌的玩家手中、碰槓中以及自己打出未被碰槓的每張一條,向其他每家收 1 分。",
            "1s は常に鶏: 和了・聴牌の人は、手の中・副露・鳴かれなかった自分の捨て牌の 1s 1 枚ごとにほかの各人から 1 点。",
            "1s is always a chicken: a winning or ready seat collects 1 from every other seat for each 1s in its hand, its melds and its own unclaimed discards.",
        ),
        (57, 59, 181),
        kind="chicken",
        brief=True,
        examples=(Example.win("123m456m789p12355s", tile="5s", indicators=F, dealer=1),),
    ),
    _p(
        YI_TONG_JI,
        ("一筒鸡", "一筒雞", "一筒鶏(1p)", "1p chicken"),
        1,
        (
            "选项:一筒按幺鸡的规则算鸡。",
            "選項:一筒按幺雞的規則算雞。",
            "オプション: 1p を幺鶏と同じ規則で鶏にします。",
            "Option: 1p is a chicken by the same rules as 1s.",
        ),
        (59,),
        kind="chicken",
        examples=(Example.win("123m456m789p12355p", tile="5p", options={"chicken_1p": True}, indicators=F, dealer=1),),
    ),
    _p(
        YI_WAN_JI,
        ("一万鸡", "一萬雞", "一萬鶏(1m)", "1m chicken"),
        1,
        (
            "选项:一万按幺鸡的规则算鸡。",
            "選項:一萬按幺雞的規則算雞。",
            "オプション: 1m を幺鶏と同じ規則で鶏にします。",
            "Option: 1m is a chicken by the same rules as 1s.",
        ),
        (59,),
        kind="chicken",
        examples=(Example.win("111m456m789p23455s", tile="5s", options={"chicken_1m": True}, indicators=F, dealer=1),),
    ),
    _p(
        JIN_JI,
        ("金鸡", "金雞", "金鶏", "Gold chicken"),
        2,
        (
            "翻牌鸡落在默认鸡上(幺鸡、开启时的一筒、一万),该鸡成为金鸡/金筒/金万,每张 2 分。",
            "翻牌雞落在預設雞上(幺雞、開啟時的一筒、一萬),該雞成為金雞/金筒/金萬,每張 2 分。",
            "めくり鶏が既定の鶏(1s、有効なら 1p・1m)に当たると金鶏/金筒/金萬になり、1 枚 2 点。",
            "When the flipped chicken falls on a default chicken (1s, and 1p / 1m when on), that one is gold (金鸡/金筒/金万): 2 a tile.",
        ),
        (63, 65, 67),
        kind="chicken",
        brief=True,
        examples=(Example.win("123m456m789p12355s", tile="5s", indicators={"flip": "9s"}, dealer=1),),
    ),
    _p(
        FAN_PAI_JI,
        ("翻牌鸡", "翻牌雞", "めくり鶏", "Flipped chicken"),
        1,
        (
            "由翻牌定的鸡(默认 F+1):手中和碰杠中每张 1 分;打出未被碰杠的只在满堂鸡时算。",
            "由翻牌定的雞(預設 F+1):手中和碰槓中每張 1 分;打出未被碰槓的只在滿堂雞時算。",
            "めくり牌で決まる鶏(既定 F+1): 手の中と副露の 1 枚ごとに 1 点。鳴かれなかった捨て牌は満堂鶏のときだけ。",
            "The chicken picked by the flipped tile (F+1 by default): 1 a tile in hand and melds; among unclaimed discards only with 满堂鸡.",
        ),
        (73, 75, 77),
        kind="chicken",
        brief=True,
        examples=(Example.win("123m456m789p23455p", tile="5p", indicators={"flip": "4p"}, dealer=1),),
    ),
    _p(
        CHONG_FENG_JI,
        ("冲锋鸡", "衝鋒雞", "衝鋒鶏(最初の 1s)", "First-discard chicken"),
        2,
        (
            "本局第一张打出的幺鸡(或开启的一筒、一万)没有被碰杠:鸡分翻倍(普通 2,金鸡 4),归打出者。",
            "本局第一張打出的幺雞(或開啟的一筒、一萬)沒有被碰槓:雞分翻倍(普通 2,金雞 4),歸打出者。",
            "この局で最初に捨てられた 1s(有効なら 1p・1m も)が鳴かれなければ、その鶏の点は倍(普通 2、金鶏 4)で、捨てた人のもの。",
            "The hand's first discarded 1s (or 1p / 1m when on), if nobody claims it: its value doubles (2, a gold one 4), for its discarder.",
        ),
        (61,),
        kind="chicken",
        brief=True,
        examples=(
            Example.win(
                "123m456m789p23455s",
                tile="5s",
                others={2: {"hand": "2345678m234p567p", "discards": "1s"}},
                table={"chongfeng_seat": 2},
                indicators=F,
                dealer=1,
            ),
        ),
    ),
    _p(
        ZE_REN_JI,
        ("责任鸡", "責任雞", "責任鶏", "Liable chicken"),
        1,
        (
            "冲锋鸡被碰杠走:按普通鸡归碰杠者,打出者另付碰杠者 1 分(碰杠者须胡牌或听牌)。",
            "衝鋒雞被碰槓走:按普通雞歸碰槓者,打出者另付碰槓者 1 分(碰槓者須胡牌或聽牌)。",
            "衝鋒鶏が鳴かれたら鳴いた人の普通の鶏になり、捨てた人は鳴いた人に 1 点払います(鳴いた人が和了・聴牌のとき)。",
            "A claimed 冲锋鸡 is an ordinary chicken of its claimer, and its discarder pays the claimer 1 (when the claimer won or is ready).",
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
        ("包鸡", "包雞", "包鶏", "Chicken penalty"),
        1,
        (
            "没听牌的玩家为自己亮出的默认鸡付给每个胡牌或听牌的玩家:打出未被碰杠的和碰杠中的每张按鸡值,冲锋鸡 2 倍,责任鸡 1。",
            "沒聽牌的玩家為自己亮出的預設雞付給每個胡牌或聽牌的玩家:打出未被碰槓的和碰槓中的每張按雞值,衝鋒雞 2 倍,責任雞 1。",
            "聴牌していない人は、自分がさらした既定の鶏について和了・聴牌の人それぞれに払う: 鳴かれなかった捨て牌と副露の 1 枚ごとに鶏の値、衝鋒鶏は 2 倍、責任鶏は 1。",
            "A seat that is not ready pays each winning or ready seat for every default chicken it exposed: the chicken's value per unclaimed discard or melded tile, a 冲锋鸡 double, a 责任鸡 1.",
        ),
        (71, 147),
        kind="chicken",
        brief=True,
        examples=(
            Example.win(
                "123m456m789p23455s",
                tile="5s",
                others={2: {"hand": "2468m2468p3579s9m", "discards": "1s1s"}},
                indicators=F,
                dealer=1,
                shows=("bao_chicken",),
            ),
        ),
    ),
    _p(
        FA_PENG_GANG_JI,
        ("罚碰杠鸡", "罰碰槓雞", "鳴き鶏の罰", "Melded flip chickens penalty"),
        1,
        (
            "选项:没听牌的玩家碰杠中的翻牌鸡也按包鸡付分,每张 1 分。",
            "選項:沒聽牌的玩家碰槓中的翻牌雞也按包雞付分,每張 1 分。",
            "オプション: 聴牌していない人の副露のめくり鶏も包鶏として 1 枚 1 点払います。",
            "Option: a seat that is not ready also pays, as 包鸡, 1 per flipped chicken in its melds.",
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
        ("包杠", "包槓", "包槓", "Kong penalty"),
        1,
        (
            "选项:有人胡牌时,没听牌的玩家把自己的杠本应收的豆分反付给对应的玩家。",
            "選項:有人胡牌時,沒聽牌的玩家把自己的槓本應收的豆分反付給對應的玩家。",
            "オプション: 誰かが和了したとき、聴牌していない人は自分の槓で受け取るはずだった豆点を相手に逆に払います。",
            "Option: when someone wins, a seat that is not ready pays back the kong points its kongs would have collected.",
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
        ("荒庄查叫", "荒莊查叫", "流局の査叫", "Ready-hand check on a draw"),
        None,
        (
            "无人胡牌时,每个没听牌的玩家付给每个听牌的玩家:该听牌者所有可胡的牌中最大的牌型分(庄家翻倍、牌型分2倍照算);鸡分豆分不算(查叫全包除外)。",
            "無人胡牌時,每個沒聽牌的玩家付給每個聽牌的玩家:該聽牌者所有可胡的牌中最大的牌型分(莊家翻倍、牌型分2倍照算);雞分豆分不算(查叫全包除外)。",
            "誰も和了しなければ、聴牌していない人は聴牌者それぞれに、その聴牌者の待ちの中で最も高い役の点を払います(親の倍付け・役点 2 倍は適用)。鶏・豆は数えません(査叫全包を除く)。",
            "When nobody wins, each seat that is not ready pays each ready seat that seat's best pattern over all its waits (dealer doubling and pattern x2 apply); chickens and kongs do not score (unless 查叫全包).",
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
        ("庄家翻倍", "莊家翻倍", "親の倍付け", "Dealer doubling"),
        2,
        (
            "庄家付出或收取的牌型分、查叫分和豆分都翻倍;鸡分不翻倍。",
            "莊家付出或收取的牌型分、查叫分和豆分都翻倍;雞分不翻倍。",
            "親が払う・受け取る役の点・査叫・豆点は倍。鶏点は倍にしません。",
            "Pattern, 查叫 and kong payments made or received by the dealer are doubled; chicken payments are not.",
        ),
        (85, 123),
        kind="multiplier",
        brief=True,
        value_text=T("×2", "×2", "×2", "×2"),
        examples=(Example.win("111m555m999p22s", tile="2s", melds="777s@2", indicators=F, dealer=0),),
    ),
)

PATTERNS: tuple[Pattern, ...] = (*HAND_PATTERNS, *BONUS_PATTERNS, *KONG_PATTERNS, *CHICKEN_PATTERNS)
PATTERN_MAP = pattern_map(PATTERNS)  # the same map as RULE_SET.pattern_map

REASONS: MappingProxyType[str, Text] = MappingProxyType(
    {
        "hand": T("胡牌牌型分", "胡牌牌型分", "和了の役の点", "winning hand"),
        "kong": T("豆分", "豆分", "豆点(槓)", "kong points"),
        "chicken": T("鸡分", "雞分", "鶏点", "chicken points"),
        "responsibility_chicken": T("责任鸡", "責任雞", "責任鶏", "liable chicken"),
        "bao_chicken": T("包鸡", "包雞", "包鶏", "chicken penalty"),
        "bao_kong": T("包杠", "包槓", "包槓", "kong penalty"),
        "chajiao": T("荒庄查叫", "荒莊查叫", "流局の査叫", "ready-hand check on a draw"),
    }
)
