"""Every key that can appear in a Wenzhou breakdown: the multiplier classes and the special wins.

A Wenzhou hand has no fan list: what it is worth is a multiplier of the
base. The breakdown shows the multiplier class (软牌 / 平胡 1, 硬牌 2,
财神抢杠 2), then each special win (it doubles the multiplier once, however
many there are), then 双翻 when a hard hand is also special (4, the most a
hand can be worth).
"""

from __future__ import annotations

from rules.model import Example, Pattern, pattern_map
from rules.text import T

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

SPECIAL_WINS = (TIAN_HU, DI_HU, YING_BA_DUI, SAN_CAI_SHEN, DAN_DIAO)
MAX_MULTIPLIER = 4

PATTERNS: tuple[Pattern, ...] = (
    Pattern(
        key=RUAN_PAI,
        names=T("软牌", "軟牌", "軟牌", "Soft hand"),
        value=1,
        unit="x",
        value_text=T("倍数 1", "倍數 1", "倍率 1", "multiplier 1"),
        kind="multiplier",
        explanation=T(
            "和牌中至少有一张财神代替了别的牌:倍数 1。",
            "和牌中至少有一張財神代替了別的牌:倍數 1。",
            "和了形の中で財神が少なくとも 1 枚ほかの牌の代わりをしている:倍率 1。",
            "At least one 财神 stands for another tile in the winning hand: multiplier 1.",
        ),
        ref=ref(26, 36, 40, brief=True),
        example="13m456789p234789s77z5m",
        example_note=T(
            "财神为 5m 时:5m 作二万,成 123m。",
            "財神為 5m 時:5m 作二萬,成 123m。",
            "財神が 5m のとき:5m を 2m として 123m。",
            "With 5m as 财神: the 5m stands for 2m in 123m.",
        ),
        examples=(
            Example.win(
                "13m456789p234789s77z5m",
                tile="5m",
                indicators={"flip": "5m"},
                note=T(
                    "财神 5m 当二万,成 123m。",
                    "財神 5m 當二萬,成 123m。",
                    "財神 5m を 2m として 123m。",
                    "The 财神 5m stands for 2m in 123m.",
                ),
            ),
        ),
    ),
    Pattern(
        key=PING_HU,
        names=T("平胡", "平胡", "平胡(普通の和了)", "Plain win (平胡)"),
        value=1,
        unit="x",
        value_text=T("倍数 1", "倍數 1", "倍率 1", "multiplier 1"),
        kind="multiplier",
        explanation=T(
            "没有财神代替别的牌(没有财神,或财神归位),但不是自摸(点炮或抢杠和牌):倍数 1。",
            "沒有財神代替別的牌(沒有財神,或財神歸位),但不是自摸(點炮或搶槓和牌):倍數 1。",
            "財神がほかの牌の代わりをしていない(財神なし、または財神が自分自身)が、ツモではない(ロン・槍槓):倍率 1。",
            "No 财神 stands for another tile (none held, or each as itself), but the win is not self-drawn (a "
            "discard or a robbed kong): multiplier 1.",
        ),
        reading=T(
            "原文只定义了软牌与硬牌;这样的和牌既不软也不硬,我们按基本倍数 1 计。",
            "原文只定義了軟牌與硬牌;這樣的和牌既不軟也不硬,我們按基本倍數 1 計。",
            "原文は軟牌と硬牌しか定めていません。どちらでもないこの和了は、当サイトでは基本の倍率 1 とします。",
            "The rule text defines only soft and hard hands; this win is neither, and we count it at the basic multiplier 1.",
        ),
        ref=ref(26, 33, 40, brief=True, note="a win that is neither soft nor hard: multiplier 1 (our reading)"),
        example="123m456789p234789s77z",
        examples=(Example.win("123m456789p23478s77z9s", tile="9s", by="discard", frm=2, indicators={"flip": "5m"}),),
    ),
    Pattern(
        key=YING_PAI,
        names=T("硬牌", "硬牌", "硬牌", "Hard hand"),
        value=2,
        unit="x",
        value_text=T("倍数 2", "倍數 2", "倍率 2", "multiplier 2"),
        kind="multiplier",
        explanation=T(
            "自摸和牌,且没有财神或每张财神都当作它自己(财神归位):倍数 2。三财神也算硬牌。",
            "自摸和牌,且沒有財神或每張財神都當作它自己(財神歸位):倍數 2。三財神也算硬牌。",
            "ツモ和了で、財神がないか、どの財神も自分自身として使われている(財神帰位):倍率 2。三財神も硬牌です。",
            "A self-drawn win with no 财神, or with every 财神 standing as itself (归位): multiplier 2. "
            "Three 财神 also count as a hard hand.",
        ),
        ref=ref(33, 35, 41, brief=True),
        example="123456m789p234789s77z",
        example_note=T(
            "财神为 5m 时:5m 归位,作本身在 456m 中;自摸即为硬牌。",
            "財神為 5m 時:5m 歸位,作本身在 456m 中;自摸即為硬牌。",
            "財神が 5m のとき:5m は自分自身として 456m に入ります。ツモなら硬牌。",
            "With 5m as 财神: the 5m stands as itself in 456m; self-drawn, a hard hand.",
        ),
        examples=(
            Example.win(
                "123456m789p234789s77z",
                tile="7z",
                indicators={"flip": "5m"},
                note=T(
                    "自摸,财神 5m 当它自己(归位)。",
                    "自摸,財神 5m 當它自己(歸位)。",
                    "ツモ、財神 5m は自分自身(帰位)。",
                    "Self-drawn; the 财神 5m stands as itself.",
                ),
            ),
        ),
    ),
    Pattern(
        key=CAI_SHEN_QIANG_GANG,
        names=T("财神抢杠", "財神搶槓", "財神槍槓", "Robbing a kong with 财神"),
        value=2,
        unit="x",
        value_text=T("倍数 2", "倍數 2", "倍率 2", "multiplier 2"),
        kind="multiplier",
        explanation=T(
            "手中有财神时抢别人加杠的那张牌和牌:算硬牌,倍数 2(本身不是再翻一倍的特殊牌型)。被抢杠者付钱,如同点炮。",
            "手中有財神時搶別人加槓的那張牌和牌:算硬牌,倍數 2(本身不是再翻一倍的特殊牌型)。被搶槓者付錢,如同點炮。",
            "財神を持って、他家が加槓した牌で和了する:硬牌で倍率 2(それ自体はさらに倍になる特殊形ではありません)。"
            "槓をした人が放銃者と同じく払います。",
            "Winning on the tile another seat adds to its kong while holding a 财神: a hard hand, multiplier 2 "
            "(not itself a special win that doubles again). The robbed seat pays as a discarder would.",
        ),
        ref=ref(34, brief=True),
        example="13m456789p234789s77z5m",
        example_note=T(
            "财神为 5m,手中有财神,抢别人加杠的 3m 和牌。",
            "財神為 5m,手中有財神,搶別人加槓的 3m 和牌。",
            "財神は 5m。財神を持ったまま、他家が加槓した 3m で和了。",
            "5m is the 财神; holding one, the hand wins on the 3m another seat adds to its kong.",
        ),
        examples=(
            Example.win(
                "123m456789p234789s5m7z",
                tile="7z",
                by="robbed_kong",
                frm=2,
                indicators={"flip": "5m"},
                note=T(
                    "手里有财神 5m,抢别人加杠的中。",
                    "手裡有財神 5m,搶別人加槓的中。",
                    "財神 5m を持って、他家の加槓の中を槍槓。",
                    "Holding the 财神 5m, robbing the 中 of another's added kong.",
                ),
            ),
        ),
    ),
    Pattern(
        key=YING_BA_DUI,
        names=T("硬八对", "硬八對", "硬八対", "Hard eight pairs"),
        value=2,
        unit="x",
        value_text=T("倍数再翻一倍", "倍數再翻一倍", "倍率をさらに 2 倍", "doubles the multiplier"),
        kind="special",
        explanation=T(
            "八个对子加一张单牌,手中没有财神(白板作普通牌,可以有):特殊牌型,倍数翻一倍。自摸时是硬牌,即双翻 4。",
            "八個對子加一張單牌,手中沒有財神(白板作普通牌,可以有):特殊牌型,倍數翻一倍。自摸時是硬牌,即雙翻 4。",
            "対子 8 組と単独の 1 枚、手に財神なし(普通の牌として扱う白板はあってよい):特殊形で倍率が 2 倍。"
            "ツモなら硬牌なので双翻 4。",
            "Eight pairs and one lone tile, with no 财神 in the hand (白板, an ordinary tile here, is fine): a "
            "special win, doubling the multiplier. Self-drawn it is also hard: 双翻, 4.",
        ),
        ref=ref(27, brief=True),
        example="1122m3344p556699s77z1z",
        examples=(Example.win("1122m3344p556699s7z77z", tile="7z", indicators={"flip": "5m"}),),
    ),
    Pattern(
        key=SAN_CAI_SHEN,
        names=T("三财神", "三財神", "三財神", "Three 财神"),
        value=2,
        unit="x",
        value_text=T("双翻:倍数 4", "雙翻:倍數 4", "双翻:倍率 4", "双翻: multiplier 4"),
        kind="special",
        explanation=T(
            "手中有三张财神即可和牌,不论牌型:算硬牌,又是特殊牌型,所以总是双翻 4。",
            "手中有三張財神即可和牌,不論牌型:算硬牌,又是特殊牌型,所以總是雙翻 4。",
            "手に財神が 3 枚あれば形を問わず和了できます:硬牌でしかも特殊形なので、常に双翻 4。",
            "Three 财神 in the hand win whatever the shape: a hard hand and a special win, so always 双翻, 4.",
        ),
        reading=T(
            "手中四张财神也算三财神(原文“手中有3张财神牌”:四张里就有三张),不论财神是否代替别的牌。",
            "手中四張財神也算三財神(原文「手中有3張財神牌」:四張裡就有三張),不論財神是否代替別的牌。",
            "手に財神 4 枚でも三財神とします(原文「手に財神が 3 枚ある」:4 枚なら 3 枚を含む)。財神がほかの牌の代わりをしていても同じです。",
            "Four 财神 in the hand count as 三财神 too (the rule text's 'three 财神 in the hand': four include three), "
            "whether or not some 财神 stand for other tiles.",
        ),
        ref=ref(28, 35, brief=True, note="three or more 财神 (four include three): our reading of line 35"),
        example="1479m258p369s1234z555m",
        example_note=T(
            "财神为 5m 时,三张 5m 在手,其余的牌不成牌型也能和。",
            "財神為 5m 時,三張 5m 在手,其餘的牌不成牌型也能和。",
            "財神が 5m のとき、5m が 3 枚あれば残りが形になっていなくても和了。",
            "With 5m as 财神, three 5m win although the other tiles make no shape.",
        ),
        examples=(
            Example.win(
                "1479m258p369s1234z55m5m",
                tile="5m",
                indicators={"flip": "5m"},
                note=T(
                    "手中三张财神 5m:不论牌型都可以和。",
                    "手中三張財神 5m:不論牌型都可以和。",
                    "手に財神 5m が 3 枚:形に関係なく和了。",
                    "Three 财神 5m in hand: a win whatever the shape.",
                ),
            ),
        ),
    ),
    Pattern(
        key=TIAN_HU,
        names=T("天胡", "天胡", "天和", "Heavenly win"),
        value=2,
        unit="x",
        value_text=T("倍数再翻一倍", "倍數再翻一倍", "倍率をさらに 2 倍", "doubles the multiplier"),
        kind="special",
        explanation=T(
            "庄家配牌后(第一次摸牌)就和牌:特殊牌型,倍数翻一倍。",
            "莊家配牌後(第一次摸牌)就和牌:特殊牌型,倍數翻一倍。",
            "親が配牌(最初のツモ)で和了:特殊形で倍率が 2 倍。",
            "The dealer wins on its dealt hand (its first draw): a special win, doubling the multiplier.",
        ),
        ref=ref(29, brief=True),
        example="123m456789p234789s77z",
        examples=(Example.win("123m456789p234789s77z", tile="7z", flags=("first_turn",), indicators={"flip": "5m"}),),
    ),
    Pattern(
        key=DI_HU,
        names=T("地胡", "地胡", "地和", "Earthly win"),
        value=2,
        unit="x",
        value_text=T("倍数再翻一倍", "倍數再翻一倍", "倍率をさらに 2 倍", "doubles the multiplier"),
        kind="special",
        explanation=T(
            "闲家和庄家打出的第一张牌:特殊牌型,倍数翻一倍。",
            "閒家和莊家打出的第一張牌:特殊牌型,倍數翻一倍。",
            "子が親の最初の打牌で和了:特殊形で倍率が 2 倍。",
            "A non-dealer wins on the dealer's first discard: a special win, doubling the multiplier.",
        ),
        ref=ref(30, brief=True),
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
        names=T("单吊", "單吊", "単騎(全副露)", "Lone wait"),
        value=2,
        unit="x",
        value_text=T("倍数再翻一倍", "倍數再翻一倍", "倍率をさらに 2 倍", "doubles the multiplier"),
        kind="special",
        explanation=T(
            "吃碰杠了五组,手里只剩一张牌,和成一对:特殊牌型,倍数翻一倍。",
            "吃碰槓了五組,手裡只剩一張牌,和成一對:特殊牌型,倍數翻一倍。",
            "5 組を鳴いて手に 1 枚だけ残り、それを対子にして和了:特殊形で倍率が 2 倍。",
            "Five sets claimed (chi, pon or kong) leave one tile in the hand; winning on its pair is a special "
            "win, doubling the multiplier.",
        ),
        ref=ref(31, brief=True),
        example="77z|123m|456p|789p|234s|111z",
        examples=(
            Example.win(
                "7z7z", tile="7z", melds="123m 456p 789p 234s 111z@1", by="discard", frm=3, indicators={"flip": "5m"}
            ),
        ),
    ),
    Pattern(
        key=SHUANG_FAN,
        names=T("双翻", "雙翻", "双翻", "双翻 (the hard special hand)"),
        value=4,
        unit="x",
        value_text=T("倍数 4", "倍數 4", "倍率 4", "multiplier 4"),
        kind="limit",
        explanation=T(
            "硬牌(倍数 2)又是特殊牌型(再翻一倍):倍数 4,这是最高倍数,几种特殊牌型同时出现也不再加。",
            "硬牌(倍數 2)又是特殊牌型(再翻一倍):倍數 4,這是最高倍數,幾種特殊牌型同時出現也不再加。",
            "硬牌(倍率 2)でしかも特殊形(さらに 2 倍):倍率 4。これが上限で、特殊形が重なっても増えません。",
            "A hard hand (2) that is also a special win (doubled once more): multiplier 4, the most a hand is "
            "worth, however many special wins it holds.",
        ),
        ref=ref(41, 42, brief=True),
        example="123m456789p234789s77z",
        example_note=T(
            "自摸天胡,没有财神:硬牌 2 × 特殊牌型 2 = 4。",
            "自摸天胡,沒有財神:硬牌 2 × 特殊牌型 2 = 4。",
            "財神なしの天和(ツモ):硬牌 2 × 特殊形 2 = 4。",
            "天胡 with no 财神: hard 2 x special 2 = 4.",
        ),
        examples=(
            Example.win(
                "123456m789p234789s77z",
                tile="7z",
                flags=("first_turn",),
                indicators={"flip": "5m"},
                note=T(
                    "硬牌(2)又是天胡:双翻 4。",
                    "硬牌(2)又是天胡:雙翻 4。",
                    "硬牌(2)で天和:双翻 4。",
                    "A hard hand (2) that is also 天胡: 双翻, 4.",
                ),
            ),
        ),
    ),
)

PATTERN_MAP = pattern_map(PATTERNS)  # the same map as RULE_SET.pattern_map
