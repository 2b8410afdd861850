"""The Beijing fan table (seed lines 61-93), 烧庄 (107-111) and 互包 (113-115): one record each.

Exclusions are data: every 加番牌型 the seed lists in 推倒和's definition
excludes `tuidaohu`; 豪华七对子 excludes 七对子; 天和 excludes 庄.
"""

from __future__ import annotations

from rules.model import Example, Pattern, pattern_map
from rules.text import T, Text

from . import detect as V
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
        names=T("推倒和", "推倒和", "推倒和", "Plain win (推倒和)"),
        value=1,
        detect=V.tuidaohu,
        explanation=T(
            "“垃圾和”:和了,但下面列的加番牌型(对对和、大钓、捉五魁、海底捞月、一条龙、七对子、杠上开花、清一色、"
            "豪华七对子、四惠牌、天和、地和)一个都没有。庄和门清无惠不算加番牌型,可以和它同时计。",
            "「垃圾和」:和了,但下面列的加番牌型(對對和、大釣、捉五魁、海底撈月、一條龍、七對子、槓上開花、清一色、"
            "豪華七對子、四惠牌、天和、地和)一個都沒有。莊和門清無惠不算加番牌型,可以和它同時計。",
            "「ゴミ和」:和了したが、加番の役(対対和・大釣・捉五魁・海底撈月・一条龍・七対子・槓上開花・清一色・"
            "豪華七対子・四惠牌・天和・地和)が一つもないとき。荘と門清無惠は加番の役ではないので一緒に数えます。",
            "The 'rubbish win': a win with none of the bonus hand types (对对和, 大钓, 捉五魁, 海底捞月, 一条龙, 七对子, "
            "杠上开花, 清一色, 豪华七对子, 四惠牌, 天和, 地和). 庄 and 门清无惠 are not among them and add to it.",
        ),
        reading=T(
            "庄和门清无惠不在原文的加番牌型名单里,所以可与推倒和同时计。",
            "莊和門清無惠不在原文的加番牌型名單裡,所以可與推倒和同時計。",
            "荘と門清無惠は原文の加番の役の一覧にないので、推倒和と一緒に数えます。",
            "庄 and 门清无惠 are not in the seed's list of bonus hand types, so they stack with 推倒和.",
        ),
        ref=ref(63, brief=True),
        example="234678m345p567s99s",
        examples=(
            Example.win("234678m345p567s99s", tile="9s", by="discard", frm=2, dealer=1, indicators={"flip": "9p"}),
        ),
    ),
    Pattern(
        key=ZHUANG,
        names=T("庄", "莊", "荘(親)", "Dealer (庄)"),
        value=1,
        detect=V.zhuang,
        explanation=T(
            "庄家和牌,或者庄家放铳(包括被抢杠),和牌者计这一番;闲家自摸不计。天和已含庄,不另计。",
            "莊家和牌,或者莊家放銃(包括被搶槓),和牌者計這一番;閒家自摸不計。天和已含莊,不另計。",
            "親が和了したとき、または親が放銃した(槍槓された)ときに和了者が数える 1 番。子のツモでは数えません。天和とは重ねません。",
            "One fan when the dealer wins, or when the dealer dealt in (a robbed kong included); not on a "
            "non-dealer's self-draw. Not counted with 天和.",
        ),
        reading=T(
            "“放铳”包括被抢杠(抢杠算捉铳)。",
            "「放銃」包括被搶槓(搶槓算捉銃)。",
            "「放銃」には槍槓されたことも含めます(槍槓はロン扱い)。",
            "'Dealt in' includes having a kong robbed (robbing counts as a discard win).",
        ),
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
                note=T(
                    "庄家放铳:和牌的闲家也计庄。",
                    "莊家放銃:和牌的閒家也計莊。",
                    "親が放銃:和了した子も荘を数えます。",
                    "The dealer dealt in: the non-dealer winner counts 庄 too.",
                ),
            ),
        ),
    ),
    Pattern(
        key=MENQING_WUHUI,
        names=T("门清无惠", "門清無惠", "門清無惠", "Closed, no 惠牌 (门清无惠)"),
        value=1,
        detect=V.menqing_wuhui,
        explanation=T(
            "没有吃、碰、明杠(暗杠不影响),而且手里一张惠牌都没有。",
            "沒有吃、碰、明槓(暗槓不影響),而且手裡一張惠牌都沒有。",
            "チー・ポン・明槓をせず(暗槓は可)、手牌に惠牌が 1 枚もないこと。",
            "No chi, pon or exposed kong (a concealed kong is fine) and not a single 惠牌 in the hand.",
        ),
        ref=ref(67),
        example="123m456p789s234s55z",
        examples=(
            Example.win("123m456p789s234s55z", tile="4s", by="discard", frm=2, dealer=1, indicators={"flip": "9p"}),
        ),
    ),
    Pattern(
        key=DUIDUIHU,
        names=T("对对和", "對對和", "対対和", "All pungs (对对和)"),
        value=2,
        detect=V.duiduihu,
        excludes=_NOT_TUIDAOHU,
        explanation=T(
            "四组都是刻子(碰、杠也算)加一对将。",
            "四組都是刻子(碰、槓也算)加一對將。",
            "4 組すべて刻子(ポン・カンを含む)と雀頭 1 組。",
            "Four pungs (pons and kongs count) and a pair.",
        ),
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
                note=T("原文实例1。", "原文實例1。", "原文の実例1。", "The seed's worked example 1."),
            ),
        ),
    ),
    Pattern(
        key=DADIAO,
        names=T("大钓", "大釣", "大釣", "Lone wait (大钓)"),
        value=2,
        detect=V.dadiao,
        excludes=_NOT_TUIDAOHU,
        explanation=T(
            "吃碰杠了四组(12 张),手里只剩一张,单钓它和牌。吃、碰或明杠过的手牌只能自摸;四组都是暗杠时手牌仍是门清,可以和别人打出的牌,也是大钓。",
            "吃碰槓了四組(12 張),手裡只剩一張,單釣它和牌。吃、碰或明槓過的手牌只能自摸;四組都是暗槓時手牌仍是門清,可以和別人打出的牌,也是大釣。",
            "チー・ポン・カンで 4 組(12 枚)を晒し、残り 1 枚の単騎で和了。チー・ポン・明槓をした手はツモのみですが、4 組とも暗槓なら門前のままなので他家の捨て牌でも和了でき、これも大釣です。",
            "Four melds declared (12 tiles), one tile left, won on its pair. A hand with a chi, pon or exposed "
            "kong wins only by self-draw; with four concealed kongs the hand is still closed, so it may win on a "
            "discard, and that is 大钓 too.",
        ),
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
                note=T(
                    "四个暗杠的门清手牌可以和别人打出的牌:也是大钓。",
                    "四個暗槓的門清手牌可以和別人打出的牌:也是大釣。",
                    "暗槓 4 つの門前手は他家の捨て牌でも和了でき、これも大釣です。",
                    "Four concealed kongs keep the hand closed, so it may win on a discard: 大钓 too.",
                ),
            ),
        ),
    ),
    Pattern(
        key=ZHUOWUKUI,
        names=T("捉五魁", "捉五魁", "捉五魁", "Catch the 5m (捉五魁)"),
        value=2,
        detect=V.zhuowukui,
        excludes=_NOT_TUIDAOHU,
        explanation=T(
            "和牌张是五万,嵌在四万和六万中间(四五六万的嵌张)。原文:“只和嵌单五万一张牌”。",
            "和牌張是五萬,嵌在四萬和六萬中間(四五六萬的嵌張)。原文:「只和嵌單五萬一張牌」。",
            "和了牌が五萬で、四萬と六萬の間に嵌まること(四五六萬の嵌張)。原文は「嵌張の五萬 1 枚だけで和了」。",
            "The winning tile is the 5m, sitting between the 4m and the 6m (the middle of a 456m run). The seed: "
            "'winning only on the closed 5m'.",
        ),
        reading=T(
            "五万和四万、六万都必须是真牌,惠牌当的不算;是否必须只听五万一张由选项决定(默认不要求)。",
            "五萬和四萬、六萬都必須是真牌,惠牌當的不算;是否必須只聽五萬一張由選項決定(預設不要求)。",
            "五萬・四萬・六萬はすべて本物の牌で、惠牌が代わったものは数えません。五萬だけの待ちを求めるかはオプション(既定では求めない)。",
            "The 5m, 4m and 6m must all be real tiles (a 惠牌 standing for one does not count); whether 5m must "
            "have been the only wait is an option (not required by default).",
        ),
        ref=ref(73),
        example="46m5m123789p11s222z",
        examples=(
            Example.win("46m123789p11s222z5m", tile="5m", by="discard", frm=2, dealer=1, indicators={"flip": "9p"}),
        ),
    ),
    Pattern(
        key=HAIDILAOYUE,
        names=T("海底捞月", "海底撈月", "海底撈月", "Last tile (海底捞月)"),
        value=2,
        value_text=T("2 番 / 1 番", "2 番 / 1 番", "2 番 / 1 番", "2 fan / 1 fan"),
        detect=V.haidilaoyue,
        excludes=_NOT_TUIDAOHU,
        explanation=T(
            "摸到最后一张牌自摸和牌:2 番。摸最后一张牌的人打出的牌放铳:和牌者计 1 番。计算器里勾选“最后一张牌”。",
            "摸到最後一張牌自摸和牌:2 番。摸最後一張牌的人打出的牌放銃:和牌者計 1 番。計算器裡勾選「最後一張牌」。",
            "最後の 1 枚をツモって和了:2 番。最後の 1 枚を引いた人の捨て牌で放銃:和了者に 1 番。計算機では「最後の牌」にチェック。",
            "Winning on the last tile drawn: 2 fan. Winning on the discard of whoever drew it: 1 fan to the "
            "winner. In the calculator, tick 'last tile'.",
        ),
        reading=T(
            "放铳的 1 番只给和牌者,按加番牌型计(所以不再计推倒和)。",
            "放銃的 1 番只給和牌者,按加番牌型計(所以不再計推倒和)。",
            "放銃時の 1 番は和了者に付き、加番の役として数えます(推倒和は付きません)。",
            "The 1 fan on the last discard goes to the winner and is a bonus hand type (so 推倒和 is not counted).",
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
                note=T(
                    "打出最后一张牌放铳:和牌者计 1 番。",
                    "打出最後一張牌放銃:和牌者計 1 番。",
                    "最後の捨て牌で放銃:和了者に 1 番。",
                    "Dealt in with the last discard: 1 fan to the winner.",
                ),
            ),
        ),
    ),
    Pattern(
        key=YITIAOLONG,
        names=T("一条龙", "一條龍", "一条龍", "Straight (一条龙)"),
        value=3,
        detect=V.yitiaolong,
        excludes=_NOT_TUIDAOHU,
        explanation=T(
            "同一种花色的 1 到 9 凑成三顺:一二三、四五六、七八九(吃的顺子也算)。",
            "同一種花色的 1 到 9 湊成三順:一二三、四五六、七八九(吃的順子也算)。",
            "同じ種類の 1〜9 を 123・456・789 の 3 順子でそろえること(吃の順子も可)。",
            "1 to 9 of one suit as the three runs 123, 456 and 789 (claimed runs count).",
        ),
        ref=ref(77, 79),
        example="123456789m123p11z",
        examples=(
            Example.win("123456789m123p11z", tile="9m", by="discard", frm=2, dealer=1, indicators={"flip": "9p"}),
        ),
    ),
    Pattern(
        key=QIDUIZI,
        names=T("七对子", "七對子", "七対子", "Seven pairs (七对子)"),
        value=4,
        detect=V.qiduizi,
        excludes=_NOT_TUIDAOHU,
        explanation=T(
            "14 张是七个对子。惠牌可以配对。",
            "14 張是七個對子。惠牌可以配對。",
            "14 枚が 7 つの対子。惠牌で対子を作れます。",
            "The 14 tiles are seven pairs. A 惠牌 can complete a pair.",
        ),
        ref=ref(37, 81),
        example="1155m2299p3377s11z",
        examples=(
            Example.win("1155m2299p3377s11z", tile="1z", by="discard", frm=2, dealer=1, indicators={"flip": "9p"}),
        ),
    ),
    Pattern(
        key=GANGSHANGKAIHUA,
        names=T("杠上开花", "槓上開花", "槓上開花", "Win on a kong (杠上开花)"),
        value=5,
        detect=V.gangshangkaihua,
        excludes=_NOT_TUIDAOHU,
        explanation=T(
            "听牌时开杠,补上来的牌自摸和牌。计算器里勾选“杠后补牌”。",
            "聽牌時開槓,補上來的牌自摸和牌。計算器裡勾選「槓後補牌」。",
            "聴牌中に槓をして、その補充牌でツモ和了。計算機では「槓の補充牌」にチェック。",
            "Declaring a kong while ready and winning on the replacement tile. In the calculator, tick 'kong replacement tile'.",
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
        names=T("清一色", "清一色", "清一色", "Full flush (清一色)"),
        value=6,
        detect=V.qingyise,
        excludes=_NOT_TUIDAOHU,
        explanation=T(
            "14 张都是同一种花色的数牌(副露也算)。惠牌按它所当的牌算。",
            "14 張都是同一種花色的數牌(副露也算)。惠牌按它所當的牌算。",
            "14 枚すべてが同じ種類の数牌(副露を含む)。惠牌は代わりに立てた牌として数えます。",
            "All 14 tiles are number tiles of one suit (melds included); a 惠牌 counts as the tile it stands for.",
        ),
        ref=ref(85),
        example="12334556778999p",
        examples=(Example.win("12334556778999p", tile="9p", by="discard", frm=2, dealer=1, indicators={"flip": "9s"}),),
    ),
    Pattern(
        key=HAOHUA_QIDUIZI,
        names=T("豪华七对子", "豪華七對子", "豪華七対子", "Luxury seven pairs (豪华七对子)"),
        value=8,
        detect=V.haohua_qiduizi,
        excludes=frozenset({TUIDAOHU, QIDUIZI}),
        explanation=T(
            "七对子里有两对相同(四张一样的牌算两对),不再计七对子。",
            "七對子裡有兩對相同(四張一樣的牌算兩對),不再計七對子。",
            "七対子のうち 2 組が同じ牌(同じ牌 4 枚を 2 対子と数える)。七対子は重ねません。",
            "Seven pairs in which two pairs are the same (four of a kind counted as two pairs); 七对子 is not "
            "counted as well.",
        ),
        reading=T(
            "“两对一样的对子”读作四张同样的牌算两对;只要有一组这样的四张就算。",
            "「兩對一樣的對子」讀作四張同樣的牌算兩對;只要有一組這樣的四張就算。",
            "「同じ対子が 2 組」を同じ牌 4 枚(2 対子)と読み、1 組あれば成立とします。",
            "'Two identical pairs' is read as four of a kind counted as two pairs; one such set is enough.",
        ),
        ref=ref(87, brief=True),
        example="1111m2299p3377s11z",
        examples=(
            Example.win("1111m2299p3377s11z", tile="1z", by="discard", frm=2, dealer=1, indicators={"flip": "9p"}),
        ),
    ),
    Pattern(
        key=SIHUIPAI,
        names=T("四惠牌", "四惠牌", "四惠牌", "Four 惠牌 (四惠牌)"),
        value=8,
        detect=V.sihuipai,
        excludes=_NOT_TUIDAOHU,
        explanation=T(
            "摸齐四张惠牌立即和牌,不论牌型。手中三张惠牌就只能自摸,所以四惠牌总是自摸。"
            "如果这 14 张同时也成和牌牌型,牌型番照加。",
            "摸齊四張惠牌立即和牌,不論牌型。手中三張惠牌就只能自摸,所以四惠牌總是自摸。"
            "如果這 14 張同時也成和牌牌型,牌型番照加。",
            "惠牌を 4 枚そろえた時点で形に関係なく和了。惠牌 3 枚でツモ限定なので、四惠牌は必ずツモです。"
            "14 枚が和了形にもなっていれば、その役も加えます。",
            "Collecting all four 惠牌 wins at once, whatever the shape. Three 惠牌 already force a self-draw, so this "
            "is always one. If the 14 tiles also form a winning shape, its fans are added.",
        ),
        ref=ref(89, 35),
        example="2222p13579m1357s1z",
        example_note=T(
            "惠坯 1p:四张 2p 是惠牌。",
            "惠坯 1p:四張 2p 是惠牌。",
            "惠坯 1p:2p 4 枚が惠牌。",
            "惠坯 1p: the four 2p are the 惠牌.",
        ),
        examples=(
            Example.win(
                "13579m1357s1z2222p",
                tile="2p",
                dealer=1,
                indicators={"flip": "1p"},
                note=T(
                    "惠坯 1p:四张 2p 是惠牌。",
                    "惠坯 1p:四張 2p 是惠牌。",
                    "惠坯 1p:2p 4 枚が惠牌。",
                    "惠坯 1p: the four 2p are the 惠牌.",
                ),
            ),
        ),
    ),
    Pattern(
        key=TIANHU,
        names=T("天和", "天和", "天和", "Heavenly win (天和)"),
        value=10,
        detect=V.tianhu,
        excludes=frozenset({TUIDAOHU, ZHUANG}),
        explanation=T(
            "庄家还没出过牌,起手就成和牌牌型。不再计庄。计算器里勾选“第一巡”。",
            "莊家還沒出過牌,起手就成和牌牌型。不再計莊。計算器裡勾選「第一巡」。",
            "親が 1 枚も捨てないうちに和了形になっていること。荘は重ねません。計算機では「第一巡」にチェック。",
            "The dealer's hand is complete before it has discarded anything. 庄 is not counted as well. In the "
            "calculator, tick 'first turn'.",
        ),
        ref=ref(91),
        example="234678m345p567s99s",
        examples=(Example.win("234678m345p567s99s", tile="9s", flags=("first_turn",), indicators={"flip": "9p"}),),
    ),
    Pattern(
        key=DIHU,
        names=T("地和", "地和", "地和", "Earthly win (地和)"),
        value=8,
        detect=V.dihu,
        excludes=_NOT_TUIDAOHU,
        explanation=T(
            "闲家自己还没出过牌就成和(自摸,或和别人打出的牌)。计算器里勾选“第一巡”。",
            "閒家自己還沒出過牌就成和(自摸,或和別人打出的牌)。計算器裡勾選「第一巡」。",
            "子が自分では 1 枚も捨てないうちに和了すること(ツモでも、他家の捨て牌でも)。計算機では「第一巡」にチェック。",
            "A non-dealer wins before it has discarded anything (by self-draw or on another's discard). In the "
            "calculator, tick 'first turn'.",
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
        names=T("烧庄", "燒莊", "焼荘", "烧庄 (burnt dealer)"),
        value=None,
        value_text=T("2^(轮数−1) 番", "2^(輪數−1) 番", "2^(回数−1) 番", "2^(rounds−1) fan"),
        kind="bonus",
        explanation=T(
            "开局后庄家打出一张,其余三家都跟打同一张,叫烧庄;连续 r 轮值 2^(r−1) 番。"
            "不管谁和牌,庄家付三家各 2^(r−1) 番,三家各得 2^(r−1) 番;它不属于和牌牌型,互包不管它。"
            "原文要求在算分界面打印这个番数。",
            "開局後莊家打出一張,其餘三家都跟打同一張,叫燒莊;連續 r 輪值 2^(r−1) 番。"
            "不管誰和牌,莊家付三家各 2^(r−1) 番,三家各得 2^(r−1) 番;它不屬於和牌牌型,互包不管它。"
            "原文要求在算分介面列印這個番數。",
            "開局後、親の捨て牌に他の 3 人が同じ牌を続けて捨てるのが焼荘。続けて r 巡なら 2^(r−1) 番。"
            "誰が和了しても、親が子 3 人に 2^(r−1) 番ずつ払います。役の番数ではないので互包は関係しません。"
            "原文はこの番数を計算画面に表示するよう求めています。",
            "When the dealer's first discard is followed by the same tile from all three others, the dealer is "
            "'burnt'; r such rounds in a row are worth 2^(r−1) fan. Whoever wins, the dealer pays that to each of "
            "the three others. It is not part of the hand fan, so 互包 does not move it. The seed asks for it to "
            "be printed in the breakdown.",
        ),
        ref=ref(51, 53, 99, 107, 109, 111, 131, 159),
        examples=(
            Example.win(
                "234678m345p567s99s",
                tile="9s",
                by="discard",
                frm=0,
                seat=1,
                indicators={"flip": "9p"},
                options={"base_points": 500},
                table={"shaozhuang_rounds": 3, "hubao": [[1, 3]]},
                note=T(
                    "原文实例2:烧庄 3 轮,南北互包。",
                    "原文實例2:燒莊 3 輪,南北互包。",
                    "原文の実例2:焼荘 3 回、南と北が互包。",
                    "The seed's worked example 2: three burnt rounds, South and North in 互包.",
                ),
            ),
        ),
    ),
    Pattern(
        key=HUBAO,
        names=T("互包", "互包", "互包", "互包 (mutual liability)"),
        value=None,
        value_text=T("代付", "代付", "肩代わり", "pays instead"),
        kind="payment",
        explanation=T(
            "一家从另一家吃+碰到 3 次,两家互包:任一家和牌,和牌牌型番数全部由另一家付(自摸时付三家的份);"
            "和牌者同时和两家互包,两家各付一份,和牌者得双倍。烧庄不受影响。按原文,互包不打印在番型一栏,只在付款里注明。",
            "一家從另一家吃+碰到 3 次,兩家互包:任一家和牌,和牌牌型番數全部由另一家付(自摸時付三家的份);"
            "和牌者同時和兩家互包,兩家各付一份,和牌者得雙倍。燒莊不受影響。按原文,互包不列印在番型一欄,只在付款裡註明。",
            "ある家が別の家からチー・ポンを合わせて 3 回すると 2 家は互包。どちらかが和了すると、役の番数の支払いは全部もう一方が持ちます"
            "(ツモなら 3 家分)。2 家と互包なら 2 家が 1 份ずつ払い、和了者は倍を得ます。焼荘は変わりません。"
            "原文どおり役の欄には出さず、支払いに注記します。",
            "Once one seat has claimed three times (chi + pon) from another, the two are in 互包: when either wins, "
            "the other pays the whole hand-fan part (on a self-draw, all three shares). A winner in 互包 with two "
            "seats is paid a full share by each, so gets double. 烧庄 is not affected. As the seed says, 互包 is "
            "not printed among the fans; the payments say who paid for whom.",
        ),
        ref=ref(57, 113, 115, 179),
        examples=(
            Example.win(
                "234678m345p567s99s",
                tile="9s",
                by="discard",
                frm=0,
                seat=1,
                indicators={"flip": "9p"},
                options={"base_points": 500},
                table={"shaozhuang_rounds": 3, "hubao": [[1, 3]]},
                note=T(
                    "原文实例2:东家放铳,和牌牌型番由北家付,烧庄仍由东家付。",
                    "原文實例2:東家放銃,和牌牌型番由北家付,燒莊仍由東家付。",
                    "原文の実例2:東が放銃、役の番は北が払い、焼荘は東が払います。",
                    "The seed's worked example 2: East dealt in; North pays the hand fan, East still pays 烧庄.",
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
    "hand": T("和牌牌型番", "和牌牌型番", "和了役の番", "hand fan"),
    HUBAO: T("互包代付", "互包代付", "互包の肩代わり", "hand fan, paid under 互包"),
    SHAOZHUANG: T("烧庄", "燒莊", "焼荘", "烧庄 (burnt dealer)"),
}
