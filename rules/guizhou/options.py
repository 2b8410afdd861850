"""Table options, presets and the extra facts a Guizhou request may carry.

Every reading of the seed that is a choice is an option here, with the
default that rules-brief.md fixes, and its explanation says so.
"""

from __future__ import annotations

from rules.model import BOOL, CHOICE, INT, SEAT, TILE, TILES, Field, Preset
from rules.text import T

from .sources import ref

DEAL_THREE = "three_suits"
DEAL_TWO = "two_suits"
DEAL_MISSING = "missing_suit"

FLIP_NEXT = "next"
FLIP_SELF = "self"
FLIP_SWING = "swing"


def _bool(
    key: str,
    default: bool,
    names: tuple[str, str, str, str],
    expl: tuple[str, str, str, str],
    lines: tuple[int, ...],
    group: str,
    brief: bool = False,
) -> Field:
    return Field(
        key=key,
        kind=BOOL,
        default=default,
        names=T(*names),
        explanation=T(*expl),
        ref=ref(*lines, brief=brief),
        group=group,
    )


OPTIONS: tuple[Field, ...] = (
    Field(
        key="deal",
        kind=CHOICE,
        default=DEAL_THREE,
        names=T("发牌", "發牌", "配牌", "Tiles in play"),
        explanation=T(
            "三选一:三房牌(万筒条 108 张);二房牌(只有筒条 72 张,出现万子即为错误);缺一门(108 张,但胡牌或听牌的手牌、连同碰杠,必须缺一门花色,否则为错误)。",
            "三選一:三房牌(萬筒條 108 張);二房牌(只有筒條 72 張,出現萬子即為錯誤);缺一門(108 張,但胡牌或聽牌的手牌、連同碰槓,必須缺一門花色,否則為錯誤)。",
            "三択:三房牌(萬子・筒子・索子の 108 枚)、二房牌(筒子と索子だけの 72 枚。萬子があれば誤り)、缺一門(108 枚だが、和了・聴牌の手は副露も含めて 1 色欠けていなければならず、そうでなければ誤り)。",
            "One of three: three suits (108 tiles), two suits (pins and bamboos only, 72 tiles: any character tile is an error), or missing suit (108 tiles, but a winning or ready hand, melds included, must lack one suit; otherwise it is an error).",
        ),
        choices=(
            (DEAL_THREE, T("三房牌", "三房牌", "三房牌(3 色)", "three suits")),
            (DEAL_TWO, T("二房牌", "二房牌", "二房牌(2 色)", "two suits")),
            (DEAL_MISSING, T("缺一门", "缺一門", "缺一門(1 色欠け)", "missing suit")),
        ),
        ref=ref(9, 121, brief=True),
        group="tiles",
    ),
    Field(
        key="base_points",
        kind=INT,
        default=1,
        min=1,
        max=100000,
        names=T("底分", "底分", "底点", "Base points"),
        explanation=T(
            "总分 =(牌型分 + 杠上花 + 鸡分 + 豆分 + 连庄)× 底分:每笔支付都乘以底分。",
            "總分 =(牌型分 + 槓上花 + 雞分 + 豆分 + 連莊)× 底分:每筆支付都乘以底分。",
            "総得点 =(役の点 + 槓上花 + 鶏点 + 豆点 + 連荘)× 底点。すべての支払いに底点を掛けます。",
            "Total = (pattern + 杠上花 + chickens + kongs + 连庄) x base points: every payment is multiplied by it.",
        ),
        ref=ref(177),
        group="scoring",
    ),
    _bool(
        "dealer_double",
        True,
        ("庄家翻倍", "莊家翻倍", "親の倍付け", "Dealer doubling"),
        (
            "庄家输赢都翻倍:庄家付出或收取的牌型分(含查叫)与豆分都乘 2;鸡分不翻倍。",
            "莊家輸贏都翻倍:莊家付出或收取的牌型分(含查叫)與豆分都乘 2;雞分不翻倍。",
            "親が払う・受け取る役の点(査叫を含む)と豆点はすべて 2 倍。鶏点は倍にしません。",
            "Any pattern payment (查叫 included) or kong payment that the dealer makes or receives is doubled; chicken payments are not.",
        ),
        (41, 43, 45, 85, 123),
        "scoring",
        True,
    ),
    _bool(
        "zi_mo_double",
        False,
        ("自摸翻倍", "自摸翻倍", "自摸倍付け", "Self-draw doubles"),
        (
            "自摸(含杠开、抢杠,因为抢杠算自摸)时牌型分乘 2。",
            "自摸(含槓開、搶槓,因為搶槓算自摸)時牌型分乘 2。",
            "ツモ(槓開・搶槓を含む。搶槓はツモ扱い)の役の点を 2 倍にします。",
            "A self-drawn win (杠开 and 抢杠 included: 抢杠 counts as a self-draw) doubles the pattern part.",
        ),
        (133, 107, 153),
        "multipliers",
    ),
    _bool(
        "re_pao_double",
        False,
        ("热炮翻倍", "熱炮翻倍", "熱炮倍付け", "热炮 doubles"),
        (
            "热炮胡牌时牌型分乘 2。",
            "熱炮胡牌時牌型分乘 2。",
            "熱炮での和了は役の点を 2 倍にします。",
            "A win on the discard right after a kong (热炮) doubles the pattern part.",
        ),
        (125,),
        "multipliers",
    ),
    _bool(
        "gang_kai_double",
        False,
        ("杠开翻倍", "槓開翻倍", "槓開倍付け", "杠开 doubles"),
        (
            "杠上开花时牌型分乘 2(与自摸翻倍可叠加)。",
            "槓上開花時牌型分乘 2(與自摸翻倍可疊加)。",
            "嶺上開花は役の点を 2 倍(ツモ倍付けと重ねる)。",
            "A win on a kong replacement tile doubles the pattern part (stacks with self-draw doubling).",
        ),
        (127,),
        "multipliers",
    ),
    _bool(
        "pattern_double",
        False,
        ("牌型分2倍", "牌型分2倍", "役点 2 倍", "Pattern points x2"),
        (
            "所有胡牌牌型分乘 2,荒庄查叫也生效。",
            "所有胡牌牌型分乘 2,荒莊查叫也生效。",
            "役の点をすべて 2 倍。流局の査叫にも効きます。",
            "Every pattern value is doubled, 查叫 on a draw included.",
        ),
        (131,),
        "multipliers",
    ),
    _bool(
        "men_dou_double",
        False,
        ("闷豆翻倍", "悶豆翻倍", "悶豆倍付け", "Concealed kong doubles"),
        (
            "闷豆(暗杠)的豆分乘 2。",
            "悶豆(暗槓)的豆分乘 2。",
            "悶豆(暗槓)の豆点を 2 倍にします。",
            "A concealed kong (闷豆) scores 2 instead of 1.",
        ),
        (129,),
        "multipliers",
    ),
    _bool(
        "hun_wu_qing_shi",
        False,
        ("混五清十", "混五清十", "混五清十", "Mixed 5, pure 10"),
        (
            "平胡仍为 1;大对子、七对、龙七对按 5 分;清一色、清大对、清七对、青龙背按 10 分;报听、天胡、地胡所加的清一色分也变成 10。",
            "平胡仍為 1;大對子、七對、龍七對按 5 分;清一色、清大對、清七對、青龍背按 10 分;報聽、天胡、地胡所加的清一色分也變成 10。",
            "平胡は 1 のまま。大対子・七対・龍七対は 5 点、清一色・清大対・清七対・青龍背は 10 点。報聴・天和・地和で加える清一色の点も 10 になります。",
            "平胡 stays 1; 大对子, 七对, 龙七对 score 5; 清一色, 清大对, 清七对, 青龙背 score 10; the 清一色 value added by 报听, 天胡, 地胡 becomes 10.",
        ),
        (159,),
        "patterns",
        True,
    ),
    _bool(
        "chicken_1p",
        False,
        ("一筒鸡(金筒)", "一筒雞(金筒)", "一筒鶏(金筒)", "1p chicken"),
        (
            "勾选后一筒也是默认鸡,规则同幺鸡(有冲锋鸡、责任鸡、包鸡)。",
            "勾選後一筒也是預設雞,規則同幺雞(有衝鋒雞、責任雞、包雞)。",
            "一筒も幺鶏と同じ既定の鶏になります(衝鋒鶏・責任鶏・包鶏あり)。",
            "1p becomes a default chicken like 1s (with 冲锋鸡, 责任鸡, 包鸡).",
        ),
        (59, 65),
        "chickens",
    ),
    _bool(
        "chicken_1m",
        False,
        ("一万鸡(金万)", "一萬雞(金萬)", "一萬鶏(金萬)", "1m chicken"),
        (
            "勾选后一万也是默认鸡,规则同幺鸡(二房牌无万子,此项无效)。",
            "勾選後一萬也是預設雞,規則同幺雞(二房牌無萬子,此項無效)。",
            "一萬も幺鶏と同じ既定の鶏になります(二房牌では萬子がないので無効)。",
            "1m becomes a default chicken like 1s (no effect with two suits, which have no characters).",
        ),
        (59, 67),
        "chickens",
    ),
    Field(
        key="flip_chicken",
        kind=CHOICE,
        default=FLIP_NEXT,
        names=T("翻牌鸡", "翻牌雞", "めくり鶏", "Flipped chicken"),
        explanation=T(
            "由翻牌 F 定鸡:默认为同花色下一张 F+1(9 翻到 1);本鸡:F 本身;摇摆鸡(上下鸡):F+1 与 F-1。翻牌鸡每张 1 分;若落在默认鸡上,该默认鸡成为金鸡/金筒/金万,每张 2 分。",
            "由翻牌 F 定雞:預設為同花色下一張 F+1(9 翻到 1);本雞:F 本身;搖擺雞(上下雞):F+1 與 F-1。翻牌雞每張 1 分;若落在預設雞上,該預設雞成為金雞/金筒/金萬,每張 2 分。",
            "めくった牌 F から鶏を決めます。既定は同じ色の次の牌 F+1(9 の次は 1)、本鶏は F そのもの、揺れ鶏(上下鶏)は F+1 と F-1。めくり鶏は 1 枚 1 点。既定の鶏に当たればその鶏は金鶏/金筒/金萬で 1 枚 2 点。",
            "The flipped tile F picks the chicken: by default the next tile in its suit, F+1 (9 wraps to 1); 本鸡: F itself; 摇摆鸡: F+1 and F-1. A flipped chicken is worth 1 a tile; when it falls on a default chicken, that one turns gold (金鸡/金筒/金万), 2 a tile.",
        ),
        choices=(
            (FLIP_NEXT, T("下一张(F+1)", "下一張(F+1)", "次の牌(F+1)", "next tile (F+1)")),
            (FLIP_SELF, T("本鸡(F)", "本雞(F)", "本鶏(F)", "本鸡 (F itself)")),
            (FLIP_SWING, T("摇摆鸡(F±1)", "搖擺雞(F±1)", "揺れ鶏(F±1)", "摇摆鸡 (F+1 and F-1)")),
        ),
        ref=ref(63, 73, 77, brief=True),
        group="chickens",
    ),
    _bool(
        "man_tang_ji",
        False,
        ("满堂鸡", "滿堂雞", "満堂鶏", "Chickens in discards"),
        (
            "勾选后,打出且未被碰杠的翻牌鸡也算鸡(默认鸡打出未被碰杠的一直算)。",
            "勾選後,打出且未被碰槓的翻牌雞也算雞(預設雞打出未被碰槓的一直算)。",
            "捨てて鳴かれなかっためくり鶏も鶏に数えます(既定の鶏は捨て牌でも常に数えます)。",
            "Flipped chickens among a seat's unclaimed discards count too (default chickens among them always count).",
        ),
        (75,),
        "chickens",
        True,
    ),
    _bool(
        "ze_ren_ji",
        True,
        ("责任鸡", "責任雞", "責任鶏", "Liable chicken"),
        (
            "冲锋鸡被碰杠走时,按普通鸡归碰杠者,且打出者另付碰杠者 1 分。",
            "衝鋒雞被碰槓走時,按普通雞歸碰槓者,且打出者另付碰槓者 1 分。",
            "衝鋒鶏がポン・カンされたら鳴いた人の普通の鶏になり、捨てた人は鳴いた人にさらに 1 点払います。",
            "When the 冲锋鸡 is claimed, it is an ordinary chicken of the claimer and its discarder also pays the claimer 1.",
        ),
        (69,),
        "chickens",
        True,
    ),
    _bool(
        "bao_ji",
        True,
        ("包鸡", "包雞", "包鶏", "Chicken penalty"),
        (
            "没听牌的玩家要为自己亮出的默认鸡(打出未被碰杠的、碰杠在桌上的)付给每个胡牌或听牌的玩家:每只按鸡值(金鸡 2),冲锋鸡 2 倍,责任鸡 1。",
            "沒聽牌的玩家要為自己亮出的預設雞(打出未被碰槓的、碰槓在桌上的)付給每個胡牌或聽牌的玩家:每隻按雞值(金雞 2),衝鋒雞 2 倍,責任雞 1。",
            "聴牌していない人は、自分がさらした既定の鶏(鳴かれなかった捨て牌、卓上の副露)について、和了・聴牌の人それぞれに払います。1 枚につき鶏の値(金鶏 2)、衝鋒鶏は 2 倍、責任鶏は 1。",
            "A seat that is not ready pays every winning or ready seat for each default chicken it exposed (unclaimed discards, melds): the chicken's value (gold 2), a 冲锋鸡 double, a 责任鸡 1.",
        ),
        (71, 147),
        "chickens",
        True,
    ),
    _bool(
        "fa_peng_gang_ji",
        False,
        ("罚碰杠鸡", "罰碰槓雞", "鳴き鶏の罰", "Melded flip chickens penalty"),
        (
            "没听牌的玩家碰杠了翻牌鸡,也要像包鸡一样为其付分。",
            "沒聽牌的玩家碰槓了翻牌雞,也要像包雞一樣為其付分。",
            "聴牌していない人がめくり鶏をポン・カンしていれば、包鶏と同じく払います。",
            "A seat that is not ready also pays, as in 包鸡, for the flipped chickens in its melds.",
        ),
        (145,),
        "chickens",
        True,
    ),
    _bool(
        "bao_gang",
        False,
        ("包杠", "包槓", "包槓", "Kong penalty"),
        (
            "有人胡牌时,没听牌的玩家要把自己的杠本来应收的豆分反付给对应的玩家。",
            "有人胡牌時,沒聽牌的玩家要把自己的槓本來應收的豆分反付給對應的玩家。",
            "誰かが和了したとき、聴牌していない人は自分の槓で本来受け取るはずの豆点を、その相手に逆に払います。",
            "When someone wins, a seat that is not ready pays back the kong points its own kongs would have collected, to the seats that would have paid them.",
        ),
        (149,),
        "kongs",
        True,
    ),
    _bool(
        "re_pao_shao_dou",
        True,
        ("热炮烧豆", "熱炮燒豆", "熱炮で豆焼き", "热炮 burns kongs"),
        (
            "放热炮的玩家收不到豆分(付的照付)。默认开启:原文“被热炮了……鸡豆分都不算”。",
            "放熱炮的玩家收不到豆分(付的照付)。預設開啟:原文「被熱炮了……雞豆分都不算」。",
            "熱炮を振った人は豆点を受け取れません(払う分は払う)。既定で有効:原文に「熱炮を振ったら鶏・豆の点は数えない」とあるため。",
            "The seat that dealt the 热炮 collects no kong points (it still pays). On by default: the rule text says such a seat's chickens and kongs do not count.",
        ),
        (135, 137),
        "burns",
        True,
    ),
    _bool(
        "re_pao_shao_ji",
        True,
        ("热炮烧鸡", "熱炮燒雞", "熱炮で鶏焼き", "热炮 burns chickens"),
        (
            "放热炮的玩家收不到鸡分(付的照付)。默认开启(原文:被抢杠或被热炮时鸡豆分都不算)。",
            "放熱炮的玩家收不到雞分(付的照付)。預設開啟(原文:被搶槓或被熱炮時雞豆分都不算)。",
            "熱炮を振った人は鶏点を受け取れません(払う分は払う)。既定で有効(原文:槓を奪われた・熱炮を振ったときは鶏・豆を数えない)。",
            "The seat that dealt the 热炮 collects no chicken points (it still pays). On by default (the rule text: a robbed or 热炮 seat's chickens and kongs do not count).",
        ),
        (135, 139),
        "burns",
        True,
    ),
    _bool(
        "qiang_gang_shao_dou",
        True,
        ("抢杠烧豆", "搶槓燒豆", "搶槓で豆焼き", "Robbed kong burns kongs"),
        (
            "被抢杠的玩家收不到豆分(付的照付)。默认开启(原文:被抢杠或被热炮时鸡豆分都不算)。",
            "被搶槓的玩家收不到豆分(付的照付)。預設開啟(原文:被搶槓或被熱炮時雞豆分都不算)。",
            "槓を奪われた人は豆点を受け取れません(払う分は払う)。既定で有効(原文:槓を奪われた・熱炮を振ったときは鶏・豆を数えない)。",
            "The robbed seat collects no kong points (it still pays). On by default (the rule text: a robbed or 热炮 seat's chickens and kongs do not count).",
        ),
        (135, 141),
        "burns",
        True,
    ),
    _bool(
        "qiang_gang_shao_ji",
        True,
        ("抢杠烧鸡", "搶槓燒雞", "搶槓で鶏焼き", "Robbed kong burns chickens"),
        (
            "被抢杠的玩家收不到鸡分(付的照付)。默认开启(原文:被抢杠或被热炮时鸡豆分都不算)。",
            "被搶槓的玩家收不到雞分(付的照付)。預設開啟(原文:被搶槓或被熱炮時雞豆分都不算)。",
            "槓を奪われた人は鶏点を受け取れません(払う分は払う)。既定で有効(原文:槓を奪われた・熱炮を振ったときは鶏・豆を数えない)。",
            "The robbed seat collects no chicken points (it still pays). On by default (the rule text: a robbed or 热炮 seat's chickens and kongs do not count).",
        ),
        (135, 143),
        "burns",
        True,
    ),
    _bool(
        "yi_pao_duo_xiang",
        True,
        ("一炮多响", "一炮多響", "ダブロン・トリロン", "Several winners on one discard"),
        (
            "一张牌可被多家同时胡,每家各由点炮者付分;关闭时多家胡同一张牌为错误。",
            "一張牌可被多家同時胡,每家各由點炮者付分;關閉時多家胡同一張牌為錯誤。",
            "1 枚の捨て牌で複数人が和了でき、それぞれ放銃者が払います。無効なら複数和了は誤りです。",
            "Several seats may win on one discard, each paid by the discarder; when off, several winners are an error.",
        ),
        (33, 151),
        "scoring",
        True,
    ),
    _bool(
        "cha_jiao_quan_bao",
        False,
        ("查叫全包", "查叫全包", "査叫全包", "Full settlement on a draw"),
        (
            "荒庄时,听牌玩家的鸡分与豆分也照算(包鸡、包杠也生效);不勾选则荒庄只算查叫。",
            "荒莊時,聽牌玩家的雞分與豆分也照算(包雞、包槓也生效);不勾選則荒莊只算查叫。",
            "流局でも聴牌者の鶏点・豆点を数えます(包鶏・包槓も有効)。無効なら流局は査叫だけです。",
            "On a draw, the chickens and kongs of ready seats score too (with 包鸡 and 包杠); when off, a draw settles 查叫 only.",
        ),
        (167,),
        "draw",
        True,
    ),
    Field(
        key="lian_zhuang_points",
        kind=INT,
        default=0,
        min=0,
        max=1000,
        names=T("连庄分", "連莊分", "連荘点", "Dealer-streak points"),
        explanation=T(
            "计分公式里有“连庄”却没写分值:庄家胡牌时,每个付牌型分的人多付 连庄次数 × 此值(计入胡牌分,庄家翻倍照算)。默认 0。",
            "計分公式裡有「連莊」卻沒寫分值:莊家胡牌時,每個付牌型分的人多付 連莊次數 × 此值(計入胡牌分,莊家翻倍照算)。預設 0。",
            "計算式に「連荘」がありますが点数の記載がありません。親が和了したとき、役の点を払う人はそれぞれ 連荘回数 × この値 を追加で払います(和了点に含め、親の倍付けも掛かります)。既定 0。",
            "The seed's formula names 连庄 but gives no amount: when the dealer wins, each seat paying the hand pays the dealer's streak × this much more (part of the hand value, so dealer doubling applies). Default 0.",
        ),
        ref=ref(31, 177, brief=True),
        group="scoring",
    ),
    Field(
        key="gang_shang_hua_points",
        kind=INT,
        default=0,
        min=0,
        max=1000,
        names=T("杠上花分", "槓上花分", "槓上花点", "杠上花 points"),
        explanation=T(
            "计分公式里有“杠上花”却没写分值:杠开胡牌时,每个付牌型分的人多付此值(在翻倍之后加入胡牌分,庄家翻倍照算)。默认 0。",
            "計分公式裡有「槓上花」卻沒寫分值:槓開胡牌時,每個付牌型分的人多付此值(在翻倍之後加入胡牌分,莊家翻倍照算)。預設 0。",
            "計算式に「槓上花」がありますが点数の記載がありません。槓開で和了したとき、役の点を払う人はそれぞれこの値を追加で払います(倍付けの後に加え、親の倍付けは掛かります)。既定 0。",
            "The seed's formula names 杠上花 but gives no amount: on a 杠开 win each seat paying the hand pays this much more (added after the multipliers; dealer doubling applies). Default 0.",
        ),
        ref=ref(105, 177, brief=True),
        group="scoring",
    ),
)

PRESETS: tuple[Preset, ...] = (
    Preset(
        key="seed",
        names=T("规则原文", "規則原文", "ルール原文どおり", "As the seed says"),
        explanation=T(
            "规则页面的默认项:庄家翻倍、责任鸡、包鸡、一炮多响开启,勾选项都不选。",
            "規則頁面的預設項:莊家翻倍、責任雞、包雞、一炮多響開啟,勾選項都不選。",
            "ルールページの既定:親の倍付け・責任鶏・包鶏・一炮多響が有効、任意項目はすべて無効。",
            "The rule page's defaults: dealer doubling, 责任鸡, 包鸡 and 一炮多响 on; every optional box unticked.",
        ),
    ),
    Preset(
        key="full_chickens",
        names=T("全鸡", "全雞", "鶏すべて", "Every chicken"),
        explanation=T(
            "一筒鸡、一万鸡、满堂鸡、罚碰杠鸡、包杠全部勾选。",
            "一筒雞、一萬雞、滿堂雞、罰碰槓雞、包槓全部勾選。",
            "一筒鶏・一萬鶏・満堂鶏・鳴き鶏の罰・包槓をすべて有効にします。",
            "1p and 1m chickens, 满堂鸡, 罚碰杠鸡 and 包杠 all ticked.",
        ),
        values={"chicken_1p": True, "chicken_1m": True, "man_tang_ji": True, "fa_peng_gang_ji": True, "bao_gang": True},
    ),
)

# ------------------------------------------------------------ indicator ---

FLIP = Field(
    key="flip",
    kind=TILE,
    default=None,
    min=1,
    max=1,
    names=T("翻牌", "翻牌", "めくり牌", "Flipped tile"),
    explanation=T(
        "牌局结束时翻开的一张牌 F,用来定翻牌鸡(见选项“翻牌鸡”)。不给则没有翻牌鸡,也没有金鸡。",
        "牌局結束時翻開的一張牌 F,用來定翻牌雞(見選項「翻牌雞」)。不給則沒有翻牌雞,也沒有金雞。",
        "終局時にめくる 1 枚 F。めくり鶏を決めます(オプション「めくり鶏」)。なければめくり鶏も金鶏もありません。",
        "The tile F turned up at the end of the hand; it picks the flipped chicken (see the option). Without it there is no flipped chicken and no gold chicken.",
    ),
    ref=ref(63, 73, 77),
)

# ----------------------------------------------------------- seat facts ---

SEAT_FIELDS: tuple[Field, ...] = (
    Field(
        key="discards",
        kind=TILES,
        default=(),
        names=T("打出未被碰杠的牌", "打出未被碰槓的牌", "鳴かれなかった捨て牌", "Unclaimed discards"),
        explanation=T(
            "这个座位打出且没有被碰杠走的牌;至少列出其中的鸡牌(默认鸡,满堂鸡时还有翻牌鸡),其余的牌可写可不写。听牌者收这些鸡的分;没听牌者在包鸡时为默认鸡付分。冲锋鸡未被碰杠时,这张牌也要列在打出者这里。",
            "這個座位打出且沒有被碰槓走的牌;至少列出其中的雞牌(預設雞,滿堂雞時還有翻牌雞),其餘的牌可寫可不寫。聽牌者收這些雞的分;沒聽牌者在包雞時為預設雞付分。衝鋒雞未被碰槓時,這張牌也要列在打出者這裡。",
            "この席が捨てて鳴かれなかった牌。少なくともその中の鶏(既定の鶏、満堂鶏ならめくり鶏も)を書きます。ほかの牌は任意。聴牌者はこれらの鶏の点を受け取り、聴牌していない人は包鶏で既定の鶏について払います。鳴かれなかった衝鋒鶏も捨てた人のここに書きます。",
            "This seat's discards that nobody claimed; list at least the chicken tiles among them (default chickens, and flipped chickens under 满堂鸡); other tiles may be left out. A ready seat collects for them; a seat that is not ready pays for its default chickens under 包鸡. An unclaimed 冲锋鸡 is listed here too, under its discarder.",
        ),
        ref=ref(57, 71, 75),
    ),
    Field(
        key="chickens",
        kind=TILES,
        default=(),
        names=T("手中的鸡牌", "手中的雞牌", "手の中の鶏", "Chickens in the concealed hand"),
        explanation=T(
            '不写整手牌时,听牌玩家手中(不含碰杠)的鸡牌,例如 "1s1s"。写了整手牌时不要写,由手牌算出。没听牌的玩家手里的鸡不计分,不必写。',
            '不寫整手牌時,聽牌玩家手中(不含碰槓)的雞牌,例如 "1s1s"。寫了整手牌時不要寫,由手牌算出。沒聽牌的玩家手裡的雞不計分,不必寫。',
            '手牌全体を書かない場合の、聴牌者の手の中(副露を除く)の鶏。例: "1s1s"。手牌全体を書いたときは書かず、手牌から数えます。聴牌していない人の手の中の鶏は点にならないので不要です。',
            'When the full hand is not given: the chicken tiles in a ready seat\'s concealed hand (melds apart), e.g. "1s1s". Leave it out when the whole hand is given (they are counted from it). A seat that is not ready scores nothing for them, so it need not list them.',
        ),
        ref=ref(55, 181),
    ),
    Field(
        key="hanbao_kongs",
        kind=TILES,
        default=(),
        names=T("憨包豆", "憨包豆", "憨包豆", "Late kongs (憨包豆)"),
        explanation=T(
            '这个座位哪些杠是憨包豆(摸到第四张时没有立即杠,之后才杠出),每个杠写一张,例如 "5p";必须是它副露里的杠。憨包豆不算分,但可以作为通行证。',
            '這個座位哪些槓是憨包豆(摸到第四張時沒有立即槓,之後才槓出),每個槓寫一張,例如 "5p";必須是它副露裡的槓。憨包豆不算分,但可以作為通行證。',
            'この席の槓のうち憨包豆(4 枚目を引いてすぐ槓せず、後で槓したもの)を 1 槓 1 枚で書きます(例 "5p")。副露の槓であること。憨包豆は 0 点ですが通行証になります。',
            'Which of this seat\'s kongs were 憨包豆 (the fourth tile was not konged at once, only later): one tile per kong, e.g. "5p"; each must be a kong in its melds. Such a kong scores 0 but still counts as a pass.',
        ),
        ref=ref(47),
    ),
)


def _chongfeng_fields(suffix: str, tile: str, option: str) -> tuple[Field, Field]:
    chicken = {
        "chicken_1p": ("一筒鸡", "一筒雞", "一筒鶏", "1p chicken"),
        "chicken_1m": ("一万鸡", "一萬雞", "一萬鶏", "1m chicken"),
    }
    zh, zt, ja, en = chicken.get(option, ("", "", "", ""))
    cond_zh = "" if not option else f"(需开启选项“{zh}”)"
    cond_zt = "" if not option else f"(需開啟選項「{zt}」)"
    cond_ja = "" if not option else f"(オプション「{ja}」が必要)"
    cond_en = "" if not option else f" (needs the option “{en}”)"
    return (
        Field(
            key=f"chongfeng{suffix}_seat",
            kind=SEAT,
            default=None,
            names=T(
                f"冲锋鸡 {tile}:打出者",
                f"衝鋒雞 {tile}:打出者",
                f"衝鋒鶏 {tile}: 捨てた席",
                f"冲锋鸡 {tile}: discarder",
            ),
            explanation=T(
                f"本局第一张打出的 {tile} 是哪个座位打的{cond_zh}。没被碰杠时它是冲锋鸡(鸡值 2 倍),这张牌也要写在该座位“打出未被碰杠的牌”里。",
                f"本局第一張打出的 {tile} 是哪個座位打的{cond_zt}。沒被碰槓時它是衝鋒雞(雞值 2 倍),這張牌也要寫在該座位「打出未被碰槓的牌」裡。",
                f"この局で最初に捨てられた {tile} を捨てた席{cond_ja}。鳴かれなければ衝鋒鶏(鶏の値の 2 倍)で、その牌はその席の「鳴かれなかった捨て牌」にも書きます。",
                f"The seat that discarded the hand's first {tile}{cond_en}. If nobody claimed it, it is the 冲锋鸡 (twice the chicken's value) and must also be listed in that seat's unclaimed discards.",
            ),
            ref=ref(61, 69),
            group="chongfeng",
        ),
        Field(
            key=f"chongfeng{suffix}_claimed_by",
            kind=SEAT,
            default=None,
            names=T(
                f"冲锋鸡 {tile}:碰杠者",
                f"衝鋒雞 {tile}:碰槓者",
                f"衝鋒鶏 {tile}: 鳴いた席",
                f"冲锋鸡 {tile}: claimed by",
            ),
            explanation=T(
                f"第一张 {tile} 被哪个座位碰或杠走(它的副露里要有来自打出者的 {tile} 碰/杠)。这时按普通鸡算,打出者另付 1 分责任鸡。",
                f"第一張 {tile} 被哪個座位碰或槓走(它的副露裡要有來自打出者的 {tile} 碰/槓)。這時按普通雞算,打出者另付 1 分責任雞。",
                f"最初の {tile} をポン・カンした席(その副露に捨てた席からの {tile} のポン/カンが必要)。普通の鶏になり、捨てた人は責任鶏 1 点を払います。",
                f"The seat that claimed the first {tile} by pon or kong (its melds must hold a {tile} pon or kong from the discarder). It is then an ordinary chicken, and the discarder pays 1 more (责任鸡).",
            ),
            ref=ref(69),
            group="chongfeng",
        ),
    )


CHONGFENG = (
    (18, "chongfeng_seat", "chongfeng_claimed_by", ""),
    (9, "chongfeng_1p_seat", "chongfeng_1p_claimed_by", "chicken_1p"),
    (0, "chongfeng_1m_seat", "chongfeng_1m_claimed_by", "chicken_1m"),
)

TABLE_FIELDS: tuple[Field, ...] = (
    *_chongfeng_fields("", "1s", ""),
    *_chongfeng_fields("_1p", "1p", "chicken_1p"),
    *_chongfeng_fields("_1m", "1m", "chicken_1m"),
)
