"""Beijing table options, `table` facts and the 惠坯 indicator, each with its default and the rule behind it."""

from __future__ import annotations

from rules.model import BOOL, INT, SEAT_PAIRS, TILES, Field, Preset
from rules.text import T

from .sources import ref

BASE_POINTS_DEFAULT = 2000

BASE_POINTS = Field(
    key="base_points",
    kind=INT,
    default=BASE_POINTS_DEFAULT,
    min=1,
    max=1_000_000,
    names=T("底分", "底分", "底点(底分)", "Base points (底分)"),
    explanation=T(
        "每一番值多少分:一局的得失 = 番数 × 底分。默认 2000,取自原文实例1(实例2 用的是 500);"
        "各桌自己约定,直接改这个选项即可。",
        "每一番值多少分:一局的得失 = 番數 × 底分。預設 2000,取自原文實例1(實例2 用的是 500);"
        "各桌自己約定,直接改這個選項即可。",
        "1 番あたりの点数。1 局の収支 = 番数 × 底分。既定値 2000 は原文の実例1 から(実例2 は 500)。"
        "卓ごとに決める値なので、このオプションで変えてください。",
        "What one fan is worth: a hand moves fan × base points. The default 2000 is the base of the seed's "
        "worked example 1 (example 2 uses 500); every table sets its own, so change this option.",
    ),
    ref=ref(97, 121, 149),
)

SHAOZHUANG_ON_DRAW = Field(
    key="shaozhuang_on_draw",
    kind=BOOL,
    default=True,
    names=T("荒牌也结算烧庄", "荒牌也結算燒莊", "流局でも焼荘を精算", "烧庄 is paid on a draw too"),
    explanation=T(
        "原文说“一局结束后”修改的积分 = 总番数 × 底分,总番数 = 和牌牌型番数 + 烧庄番数;烧庄番数的公式与谁和牌无关。"
        "因此默认荒牌时也结算烧庄(和牌牌型番数为 0);关掉则荒牌时什么都不付。",
        "原文說「一局結束後」修改的積分 = 總番數 × 底分,總番數 = 和牌牌型番數 + 燒莊番數;燒莊番數的公式與誰和牌無關。"
        "因此預設荒牌時也結算燒莊(和牌牌型番數為 0);關掉則荒牌時什麼都不付。",
        "原文は「1 局が終わった後」の増減 = 総番数 × 底分、総番数 = 和了役の番数 + 焼荘の番数とし、焼荘の式は誰が和了したかに"
        "よりません。そこで既定では流局でも焼荘を精算します(役の番数は 0)。オフにすると流局では何も払いません。",
        "The seed settles every finished hand as total fan × base, total fan = hand fan + 烧庄 fan, and the 烧庄 "
        "formula does not depend on who won. So by default 烧庄 is also paid when the hand is drawn (hand fan 0); "
        "turn this off to pay nothing on a draw.",
    ),
    ref=ref(45, 47, 97, 99, 107, 109, 111),
)

ZHUOWUKUI_SINGLE_WAIT = Field(
    key="zhuowukui_single_wait",
    kind=BOOL,
    default=False,
    names=T("捉五魁须单听五万", "捉五魁須單聽五萬", "捉五魁は五萬の単独待ちに限る", "捉五魁 needs 5m as the only wait"),
    explanation=T(
        "默认:和的是一张真五万,正好嵌在真四万、真六万之间(四五六万一顺)就算捉五魁。"
        "打开后还要求和牌前只听五万一张(惠牌本身不算另一张听牌)。",
        "預設:和的是一張真五萬,正好嵌在真四萬、真六萬之間(四五六萬一順)就算捉五魁。"
        "打開後還要求和牌前只聽五萬一張(惠牌本身不算另一張聽牌)。",
        "既定:本物の五萬で和了し、それが本物の四萬・六萬の間(四五六萬の順子)に嵌まれば捉五魁。"
        "オンにすると、和了前の待ちが五萬だけであることも求めます(惠牌そのものは別の待ちと数えません)。",
        "Default: a real 5m wins in the middle of a real 4m and 6m (a 456m run). Turned on, the hand must also "
        "have waited on 5m alone (drawing a 惠牌 is not counted as another wait).",
    ),
    ref=ref(73),
)

OPTIONS: tuple[Field, ...] = (BASE_POINTS, SHAOZHUANG_ON_DRAW, ZHUOWUKUI_SINGLE_WAIT)

PRESETS: tuple[Preset, ...] = (
    Preset(
        key="seed",
        names=T("原文规则", "原文規則", "原文のルール", "The seed's rules"),
        explanation=T(
            "按原文网页计分,底分 2000(实例1)。",
            "按原文網頁計分,底分 2000(實例1)。",
            "原文ページどおりに計算、底分 2000(実例1)。",
            "Scored as the seed page says, with base points 2000 (its example 1).",
        ),
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
    names=T("烧庄轮数", "燒莊輪數", "焼荘の回数", "烧庄 rounds"),
    explanation=T(
        "开局后连续几轮出现烧庄(庄家打出一张牌,其余三家都跟打同一张)。中断后再出现的不算。"
        "r 轮烧庄值 2^(r−1) 番:庄家付三家各一份。",
        "開局後連續幾輪出現燒莊(莊家打出一張牌,其餘三家都跟打同一張)。中斷後再出現的不算。"
        "r 輪燒莊值 2^(r−1) 番:莊家付三家各一份。",
        "開局から続けて何巡、焼荘(親の捨て牌に他の 3 人が同じ牌を続けて捨てる)が起きたか。途切れた後のものは数えません。"
        "r 巡の焼荘は 2^(r−1) 番で、親が子 3 人に 1 份ずつ払います。",
        "How many rounds in a row, from the start, were 烧庄 (the dealer's discard followed by the same tile from "
        "all three others); once broken, later ones do not count. r rounds are worth 2^(r−1) fan, which the "
        "dealer pays to each of the three others.",
    ),
    ref=ref(51, 53, 107, 109, 111),
)

HUBAO = Field(
    key="hubao",
    kind=SEAT_PAIRS,
    default=(),
    names=T("互包", "互包", "互包", "互包 pairs"),
    explanation=T(
        "互包关系的座位对,如 1-3:一家从另一家那里吃+碰到 3 次,两家自动互包。"
        "任一家和牌,和牌牌型番数全部由另一家付(烧庄不变);和牌者同时和两家互包,两家各付一份。"
        "副露里能看出的(同一家吃碰 3 次)会自动补上。",
        "互包關係的座位對,如 1-3:一家從另一家那裡吃+碰到 3 次,兩家自動互包。"
        "任一家和牌,和牌牌型番數全部由另一家付(燒莊不變);和牌者同時和兩家互包,兩家各付一份。"
        "副露裡能看出的(同一家吃碰 3 次)會自動補上。",
        "互包の席の組(1-3 など):ある家が別の家からチー・ポンを合わせて 3 回したら、2 家は自動的に互包になります。"
        "どちらかが和了すると、役の番数の支払いは全部もう一方が持ちます(焼荘は別)。和了者が 2 家と互包なら 2 家が 1 份ずつ払います。"
        "副露から分かるもの(同じ家から 3 回のチー・ポン)は自動で加えます。",
        "Pairs of seats in 互包, like 1-3: once one seat has claimed three times (chi + pon) from another, the "
        "two are in 互包. When either wins, the other pays the whole hand-fan part (烧庄 is unchanged); a winner "
        "in 互包 with two seats is paid one full share by each. Pairs visible in the melds (three claims from one "
        "seat) are added automatically.",
    ),
    ref=ref(57, 113, 115),
)

TABLE_FIELDS: tuple[Field, ...] = (SHAOZHUANG_ROUNDS, HUBAO)

FLIP = Field(
    key="flip",
    kind=TILES,
    min=1,
    max=1,
    names=T("惠坯", "惠坯", "惠坯(表示牌)", "惠坯 (the flipped tile)"),
    explanation=T(
        "发牌后翻开的那一张,留在桌上。它的下一张是惠牌(百搭):数牌 1→2…9→1,风牌 东→南→西→北→东,箭牌 中→发→白→中。",
        "發牌後翻開的那一張,留在桌上。它的下一張是惠牌(百搭):數牌 1→2…9→1,風牌 東→南→西→北→東,箭牌 中→發→白→中。",
        "配牌後にめくって卓に残す 1 枚。その次の牌が惠牌(万能牌):数牌 1→2…9→1、風牌 東→南→西→北→東、"
        "三元牌 中→發→白→中。",
        "The tile turned up after the deal and left on the table. The tile after it is the 惠牌 (wildcard): "
        "numbers 1→2…9→1, winds E→S→W→N→E, dragons 中→发→白→中.",
    ),
    ref=ref(15, 17, brief=True),
)

INDICATOR_ROLES: tuple[Field, ...] = (FLIP,)
