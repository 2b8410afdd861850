"""Japanese riichi mahjong: every standard yaku, exact fu, limits, dora, and whole-table settlement."""

from __future__ import annotations

from rules.model import RuleSet
from rules.text import T

from .checks import CHECKS
from .options import INDICATOR_ROLES, OPTIONS, PRESETS, SEAT_FIELDS, TABLE_FIELDS, WIN_FIELDS
from .patterns import PATTERNS
from .settlement import REASONS, score
from .sources import SOURCES

RULE_SET = RuleSet(
    key="riichi",
    names=T("日本立直麻将", "日本立直麻將", "リーチ麻雀", "Japanese riichi"),
    description=T(
        "标准役种、精确符数、满贯到役满、宝牌/里宝牌、本场、立直棒、包牌、流局与诈和的整桌结算。",
        "標準役種、精確符數、滿貫到役滿、寶牌/裏寶牌、本場、立直棒、包牌、流局與詐和的整桌結算。",
        "全ての標準役、正確な符、満貫〜役満、ドラ・裏ドラ、積み棒・供託、パオ、流局とチョンボまで卓全体を精算。",
        "Every standard yaku, exact fu, mangan to yakuman, dora and ura-dora, honba, riichi sticks, liability, draws and chombo, settled for the whole table.",
    ),
    players=(4,),
    sets=4,
    kinds=frozenset(range(34)),
    unit="han",
    presets=PRESETS,
    options=OPTIONS,
    patterns=PATTERNS,
    sources=SOURCES,
    score=score,
    table_fields=TABLE_FIELDS,
    seat_fields=SEAT_FIELDS,
    win_fields=WIN_FIELDS,
    indicator_roles=INDICATOR_ROLES,
    allows_chi=True,
    red_fives=True,
    declarations=frozenset({"riichi", "ippatsu"}),
    reasons=REASONS,
    checks=CHECKS,
    notes=(
        T(
            "种子文档里的振听(第 10 条)、提前摸牌罚 1000(第 6 条)和终局(第 11 条之 3)是打牌时的规矩,不影响一局的结算,这里不计算。",
            "種子文件裡的振聽(第 10 條)、提前摸牌罰 1000(第 6 條)和終局(第 11 條之 3)是打牌時的規矩,不影響一局的結算,這裡不計算。",
            "元資料のフリテン(10)、早ツモの罰 1000(6)、終局(11-3)は打ち方の決まりで、1 局の精算には入らないので扱わない。",
            "The seed's furiten rules (section 10), the 1000-point penalty for drawing early (section 6) and the end of the game (11.3) govern play, not the settlement of a hand, so they are not calculated here.",
        ),
        T(
            "宝牌只加番,不能当作起和的一番:没有役的手牌是错误(“没有役”)。",
            "寶牌只加番,不能當作起和的一番:沒有役的手牌是錯誤(「沒有役」)。",
            "ドラは 1 翻縛りを満たさない:役のない手はエラー(「役なし」)。",
            'Dora never make the one required han: a hand with no yaku is an error ("no yaku").',
        ),
        T(
            "一手牌有多种拆法时,取点数最高者,同点取番数最高者。",
            "一手牌有多種拆法時,取點數最高者,同點取番數最高者。",
            "複数の解釈があるときは最高点、同点なら翻の多いほう。",
            "When a hand reads several ways, the reading worth the most points wins; on equal points, the one with more han.",
        ),
        T(
            "桌上原有的立直棒不属于任何座位:和牌者取得时不计入 net(net 总和为零),而写在 pot_collected 与 score_change 中;流局时写在 pot_carried。",
            "桌上原有的立直棒不屬於任何座位:和牌者取得時不計入 net(net 總和為零),而寫在 pot_collected 與 score_change 中;流局時寫在 pot_carried。",
            "卓上の供託は誰のものでもないため net(合計 0)には含めず、pot_collected と score_change に示す。流局では pot_carried。",
            "Sticks already on the table belong to no seat: the winner's take is shown in pot_collected and score_change, not in net (which sums to zero); after a draw, in pot_carried.",
        ),
        T(
            "双响时,本场与立直棒归按顺序离放铳者最近的和牌者。",
            "雙響時,本場與立直棒歸按順序離放銃者最近的和牌者。",
            "ダブロンでは積み棒と供託は放銃者から順に近い和了者が取る(上家取り)。",
            "In a double ron, honba and riichi sticks go to the winner nearest the discarder in turn order.",
        ),
        T(
            "包牌:只有大三元/大四喜那一部分役满由包牌者负责;同时成立的其他役满照常支付。自摸时本场也由包牌者付。",
            "包牌:只有大三元/大四喜那一部分役滿由包牌者負責;同時成立的其他役滿照常支付。自摸時本場也由包牌者付。",
            "パオは大三元・大四喜の役満分のみ。複合した他の役満は通常どおり。ツモなら積み棒も責任者が払う。",
            "Liability covers only the daisangen / daisuushii yakuman; any other yakuman in the hand is paid as usual. On a self-draw the liable seat also pays the honba.",
        ),
    ),
)

__all__ = ["RULE_SET"]
