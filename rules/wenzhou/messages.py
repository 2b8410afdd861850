"""Messages of the Wenzhou checks and settlement, in the four languages."""

from __future__ import annotations

from rules.text import T

FLIP_REQUIRED = T(
    "温州麻将要翻一张牌定财神:请给出 indicators.flip(一张牌)",
    "溫州麻將要翻一張牌定財神:請給出 indicators.flip(一張牌)",
    "温州麻雀は 1 枚めくって財神を決めます:indicators.flip(1 枚)を書いてください",
    "Wenzhou mahjong flips one tile to set the 财神: give indicators.flip (one tile)",
)
NO_RED_FIVES = T(
    "温州麻将没有红五:请把 0m/0p/0s 写成 5m/5p/5s",
    "溫州麻將沒有紅五:請把 0m/0p/0s 寫成 5m/5p/5s",
    "温州麻雀に赤五はありません:0m/0p/0s は 5m/5p/5s と書いてください",
    "Wenzhou mahjong has no red fives: write 0m/0p/0s as 5m/5p/5s",
)
OVER_BASE = T(
    "{what} {value} 超过了本盘底分 {base}(连庄 {streak} 次)",
    "{what} {value} 超過了本盤底分 {base}(連莊 {streak} 次)",
    "{what} {value} がこの局の底点 {base}(連荘 {streak} 回)を超えています",
    "{what} {value} is more than this hand's base {base} (dealer streak {streak})",
)
DEALER_DINGDI = T(
    "庄家不能顶底(顶底是闲家的):庄家座位 {seat} 应填 0",
    "莊家不能頂底(頂底是閒家的):莊家座位 {seat} 應填 0",
    "親は頂底できません(頂底は子のもの):親の席 {seat} は 0 にしてください",
    "the dealer cannot 顶底 (only non-dealers do): put 0 at the dealer's seat {seat}",
)
ONE_WINNER = T(
    "一盘只能有一位和牌者:几家同时和座位 {frm} 的同一张牌时,从其下家起按出牌顺序最先的一家和牌{special}。"
    "这里和牌的是座位 {seat}:请只给出座位 {seat} 的 win",
    "一盤只能有一位和牌者:幾家同時和座位 {frm} 的同一張牌時,從其下家起按出牌順序最先的一家和牌{special}。"
    "這裡和牌的是座位 {seat}:請只給出座位 {seat} 的 win",
    "和了者は 1 人だけです:席 {frm} の同じ牌で複数が和了するときは、その次の席から順番で最初の人が和了します{special}。"
    "ここでは席 {seat} です:席 {seat} の win だけを書いてください",
    "only one seat wins a hand: when several claim the same tile from seat {frm}, the first in turn order "
    "after it wins{special}. Here that is seat {seat}: give only seat {seat}'s win",
)
ONE_WINNER_SPECIAL = T(
    "(特殊牌型优先)",
    "(特殊牌型優先)",
    "(特殊形が優先)",
    " (a special win first)",
)
FIRST_TURN_BAD = T(
    "天胡只属于庄家第一次摸牌就自摸;地胡是闲家和庄家打出的第一张牌;这里两者都不是",
    "天胡只屬於莊家第一次摸牌就自摸;地胡是閒家和莊家打出的第一張牌;這裡兩者都不是",
    "天和は親が最初のツモで和了すること、地和は子が親の最初の打牌で和了すること:ここはどちらでもありません",
    "天胡 is the dealer's self-draw on its first draw; 地胡 is a non-dealer's win on the dealer's first "
    "discard; this is neither",
)
FIRST_TURN_MELDS = T(
    "天胡/地胡时还没有吃、碰或明杠",
    "天胡/地胡時還沒有吃、碰或明槓",
    "天和・地和の時点ではまだチー・ポン・明槓はありません",
    "a first-turn win (天胡/地胡) comes before any chi, pon or exposed kong",
)
NOT_A_WIN = T(
    "这手牌不能和:{tiles}(财神 {cai_shen})既不能组成五组加一对(财神可代替任何牌),也不是硬八对,手中也没有三张财神",
    "這手牌不能和:{tiles}(財神 {cai_shen})既不能組成五組加一對(財神可代替任何牌),也不是硬八對,手中也沒有三張財神",
    "この手は和了になりません:{tiles}(財神 {cai_shen})は 5 組 + 対子にならず(財神は何にでもなれます)、"
    "硬八対でもなく、財神 3 枚もありません",
    "this hand does not win: {tiles} (财神 {cai_shen}) makes neither five sets and a pair (a 财神 may stand for "
    "any tile), nor 硬八对, and does not hold three 财神",
)
CAI_SHEN_COUNT_NEEDED = T(
    "开启财神钱时,需要这一家的手牌或手中财神数(cai_shen)",
    "開啟財神錢時,需要這一家的手牌或手中財神數(cai_shen)",
    "財神銭がオンのときは、この家の手牌か財神の枚数(cai_shen)が必要です",
    "with 财神 money on, this seat needs its hand or the number of 财神 it holds (cai_shen)",
)
CAI_SHEN_TOO_MANY = T(
    "财神一共只有 {limit} 张在手中(翻牌留在桌上占一张,副露里 {melded} 张),这里数出 {n} 张",
    "財神一共只有 {limit} 張在手中(翻牌留在桌上佔一張,副露裡 {melded} 張),這裡數出 {n} 張",
    "手の中の財神は全部で {limit} 枚までです(めくり牌が卓に 1 枚、副露に {melded} 枚)が、{n} 枚あります",
    "only {limit} 财神 can be in the hands (the flip stays on the table as one, {melded} in melds); these add up to {n}",
)
CAI_SHEN_TOO_MANY_FLIP_BACK = T(
    "财神一共只有 {limit} 张在手中(4 张,翻牌回到牌中;副露里 {melded} 张),这里数出 {n} 张",
    "財神一共只有 {limit} 張在手中(4 張,翻牌回到牌中;副露裡 {melded} 張),這裡數出 {n} 張",
    "手の中の財神は全部で {limit} 枚までです(4 枚、めくり牌は牌山に戻る。副露に {melded} 枚)が、{n} 枚あります",
    "only {limit} 财神 can be in the hands (four, the flip going back into play; {melded} in melds); "
    "these add up to {n}",
)
CAI_SHEN_COUNT_MISMATCH = T(
    "手牌中有 {n} 张财神,与 cai_shen = {given} 不符",
    "手牌中有 {n} 張財神,與 cai_shen = {given} 不符",
    "手牌には財神が {n} 枚あり、cai_shen = {given} と合いません",
    "the hand holds {n} 财神, not cai_shen = {given}",
)

WHAT_MAIDI = T("买底", "買底", "買底", "买底")
WHAT_DINGDI = T("顶底", "頂底", "頂底", "顶底")

# the words of the settlement's breakdown lines and notes
BASE_NOTE = T(
    "底 {base}{extras} × {mult} 倍 = {amount}",
    "底 {base}{extras} × {mult} 倍 = {amount}",
    "底 {base}{extras} × {mult} 倍 = {amount}",
    "base {base}{extras} x {mult} = {amount}",
)
BASE_SUM_NOTE = T(
    "(底 {base}{extras}) × {mult} 倍 = {amount}",
    "(底 {base}{extras}) × {mult} 倍 = {amount}",
    "(底 {base}{extras}) × {mult} 倍 = {amount}",
    "(base {base}{extras}) x {mult} = {amount}",
)
MAIDI_PART = T(" + 买底 {n}", " + 買底 {n}", " + 買底 {n}", " + 买底 {n}")
DINGDI_PART = T(" + 顶底 {n}", " + 頂底 {n}", " + 頂底 {n}", " + 顶底 {n}")
SHARE = T("(代座位 {seat} 付)", "(代座位 {seat} 付)", "(席 {seat} の分)", " (seat {seat}'s share)")
QIAN_NOTE = T("财神 ×{n} × {pts}", "財神 ×{n} × {pts}", "財神 ×{n} × {pts}", "财神 x{n} x {pts}")
EMPTY = T("", "", "", "")
ONCE = T(
    "特殊牌型只翻一次",
    "特殊牌型只翻一次",
    "特殊形の倍化は 1 回だけ",
    "special wins double only once",
)
HARD_THREE = T("三财神算硬牌", "三財神算硬牌", "三財神は硬牌", "three 财神 count as hard")
HARD_FOUR = T(
    "手中 4 张财神,已有三张:三财神算硬牌",
    "手中 4 張財神,已有三張:三財神算硬牌",
    "財神 4 枚は 3 枚を含む:三財神は硬牌",
    "four 财神 hold three: 三财神 counts as hard",
)
SHUANG_FAN_DETAIL = T("硬牌 2 × 特殊牌型 2", "硬牌 2 × 特殊牌型 2", "硬牌 2 × 特殊形 2", "hard 2 x special 2")
CAI_SHEN_NOTE = T(
    "财神:{kind}(翻牌 {flip}){bai}",
    "財神:{kind}(翻牌 {flip}){bai}",
    "財神:{kind}(めくり牌 {flip}){bai}",
    "财神: {kind} (flip {flip}){bai}",
)
BAI_STANDS = T(
    ";白板作{kind}用",
    ";白板作{kind}用",
    "。白板は {kind} として使います",
    "; 白板 stands for {kind}",
)
BAI_IS_WILD = T(
    ";翻出白板,白板就是财神,没有牌代替它",
    ";翻出白板,白板就是財神,沒有牌代替它",
    "。白板がめくられたので白板が財神で、代わりの牌はありません",
    "; the flip is 白板, so 白板 is the 财神 and no tile stands in for it",
)
FLIP_BACK = T(
    ";翻牌回到牌中,4 张财神都在牌局里",
    ";翻牌回到牌中,4 張財神都在牌局裡",
    "。めくり牌は牌山に戻り、財神は 4 枚とも場にあります",
    "; the flipped tile goes back into play: all four 财神 are in play",
)
FLIP_STAYS = T(
    ";翻牌留在桌上,牌局里只有 3 张财神",
    ";翻牌留在桌上,牌局裡只有 3 張財神",
    "。めくり牌は卓に残り、場の財神は 3 枚です",
    "; the flipped tile stays on the table: three 财神 are in play",
)
HELD_AT_LAST = T(
    "连庄 {streak} 次,底分停在进阶表的最后一个数 {base}",
    "連莊 {streak} 次,底分停在進階表的最後一個數 {base}",
    "連荘 {streak} 回:底点は進階表の最後の値 {base} のまま",
    "dealer streak {streak}: the base stays at the progression's last value, {base}",
)
