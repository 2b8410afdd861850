"""Messages of the Guizhou checks and the notes on its payments, in the four languages."""

from __future__ import annotations

from rules.text import T

NOT_WINNING = T(
    "这手牌不能胡:不是四组加一对,也不是七对(或龙七对)",
    "這手牌不能胡:不是四組加一對,也不是七對(或龍七對)",
    "和了形ではありません(4 面子 1 雀頭でも七対子・龍七対でもない)",
    "not a winning hand: neither four sets and a pair nor seven pairs (dragon seven pairs included)",
)
NEEDS_PASS = T(
    "平胡点炮需要通行证(自己有杠,憨包豆也算);只有热炮、抢杠或地胡时才可以无豆平胡点炮",
    "平胡點炮需要通行證(自己有槓,憨包豆也算);只有熱炮、搶槓或地胡時才可以無豆平胡點炮",
    "平胡のロンには通行証(自分の槓、憨包豆も可)が必要です。熱炮・搶槓・地和のときだけ豆なしの平胡でロンできます",
    "a 平胡 won on a discard needs a pass (通行证: a kong of its own, 憨包豆 included); only on 热炮, 抢杠 or 地胡 may a 平胡 without a kong win on a discard",
)
QUE_YI_MEN = T(
    "缺一门:胡牌或听牌的手牌(连同碰杠)必须缺一门花色,这里万筒条都有",
    "缺一門:胡牌或聽牌的手牌(連同碰槓)必須缺一門花色,這裡萬筒條都有",
    "缺一門: 和了・聴牌の手は副露も含めて 1 色欠けていなければなりませんが、3 色あります",
    "missing suit (缺一门): a winning or ready hand, melds included, must lack one suit; this one has all three",
)
RED_FIVE = T("兴义麻将没有红五", "興義麻將沒有紅五", "興義麻雀に赤五はありません", "Xingyi mahjong has no red fives")
NO_SUCH_KONG = T(
    "{tile} 不是这个座位 melds 里的杠",
    "{tile} 不是這個座位 melds 裡的槓",
    "{tile} はこの席の melds にある槓ではありません",
    "{tile} is not a kong in this seat's melds",
)
CHICKENS_WITH_HAND = T(
    "给了 hand 就不要再写 chickens:手中的鸡由手牌算出",
    "給了 hand 就不要再寫 chickens:手中的雞由手牌算出",
    "hand を書いたら chickens は書きません(手の中の鶏は手牌から数えます)",
    "give either `hand` or `chickens`, not both: the chickens in hand are counted from the hand",
)
NOT_A_CHICKEN = T(
    "{tile} 在当前选项下不是鸡牌",
    "{tile} 在當前選項下不是雞牌",
    "{tile} は現在のオプションでは鶏ではありません",
    "{tile} is not a chicken with these options",
)
BAOTING_OPEN = T(
    "报听后不能碰杠,报听的座位不能有碰、明杠或加杠",
    "報聽後不能碰槓,報聽的座位不能有碰、明槓或加槓",
    "報聴した人はポン・カンできないので、ポン・明槓・加槓は持てません",
    "a seat that declared 报听 cannot pon or kong: it cannot have a pon, an exposed or an added kong",
)
BAOTING_NOT_TENPAI = T(
    "报听的座位一定听牌,不能标为未听牌",
    "報聽的座位一定聽牌,不能標為未聽牌",
    "報聴した席は聴牌しているはずで、未聴牌にはできません",
    "a seat that declared 报听 is ready; it cannot be marked not ready",
)
FIRST_TURN_MELDS = T(
    "天胡、地胡不能有碰杠(碰杠后不算地胡)",
    "天胡、地胡不能有碰槓(碰槓後不算地胡)",
    "天和・地和にポン・カンはありえません(鳴いた後は地和になりません)",
    "天胡 / 地胡 cannot come after a pon or kong",
)
TIAN_HU_DISCARD = T(
    "庄家的天胡只能是起手自摸",
    "莊家的天胡只能是起手自摸",
    "親の天和は配牌のツモ和了だけです",
    "the dealer's 天胡 can only be a win on its dealt hand (self-drawn)",
)
AFTER_KONG_NEEDS_KONG = T(
    "杠开必须是自摸,且自己有杠",
    "槓開必須是自摸,且自己有槓",
    "槓開はツモで、自分に槓がなければなりません",
    "杠开 is a self-draw by a seat that has a kong",
)
RE_PAO_NEEDS_KONG = T(
    "热炮是点炮胡,且点炮的座位 {seat} 要有杠",
    "熱炮是點炮胡,且點炮的座位 {seat} 要有槓",
    "熱炮はロンで、放銃した席 {seat} に槓が必要です",
    "热炮 is a discard win, and the discarding seat {seat} must have a kong",
)
ROBBED_NEEDS_PON = T(
    "只能抢爬坡豆:座位 {seat} 要有 {tile} 的碰(它正要加杠)",
    "只能搶爬坡豆:座位 {seat} 要有 {tile} 的碰(它正要加槓)",
    "搶槓は加槓だけ: 席 {seat} に {tile} のポン(加槓しようとしたもの)が必要です",
    "only an added kong can be robbed: seat {seat} must hold a pon of {tile} (the kong it was adding)",
)
ONE_WINNER = T(
    "没有开启一炮多响,一张牌只能一家胡",
    "沒有開啟一炮多響,一張牌只能一家胡",
    "一炮多响が無効なので、1 枚の捨て牌で和了できるのは 1 人です",
    "一炮多响 is off: only one seat may win on a discard",
)
NOT_TENPAI_BUT_MARKED = T(
    "手牌并未听牌(或破了缺一门),却标为听牌",
    "手牌並未聽牌(或破了缺一門),卻標為聽牌",
    "手牌は聴牌していない(または缺一門を破っている)のに聴牌とされています",
    "marked ready, but the hand given waits on nothing (or breaks the missing-suit rule)",
)
TENPAI_BUT_MARKED_NOT = T(
    "手牌已经听牌(听 {tiles}),却标为未听牌",
    "手牌已經聽牌(聽 {tiles}),卻標為未聽牌",
    "手牌は聴牌している({tiles} 待ち)のに未聴牌とされています",
    "marked not ready, but the hand given waits on {tiles}",
)
TENPAI_UNKNOWN = T(
    "需要知道这个座位是否听牌:给出 hand,或写 tenpai: true / false",
    "需要知道這個座位是否聽牌:給出 hand,或寫 tenpai: true / false",
    "この席が聴牌かどうかが必要です: hand を書くか tenpai: true / false を書いてください",
    "whether this seat is ready matters here: give its `hand`, or `tenpai`: true / false",
)
DRAW_NEEDS_HAND = T(
    "荒庄查叫要由手牌算出最大牌型:听牌的座位要给出 hand",
    "荒莊查叫要由手牌算出最大牌型:聽牌的座位要給出 hand",
    "流局の查叫は手牌から最高の役を求めます: 聴牌の席は hand が必要です",
    "a draw's 查叫 computes the best pattern from the hand: a ready seat must give its `hand`",
)
CHONGFENG_SELF = T(
    "冲锋鸡不能被打出它的座位自己碰杠",
    "衝鋒雞不能被打出它的座位自己碰槓",
    "冲锋鸡を捨てた本人が鳴くことはできません",
    "a 冲锋鸡 cannot be claimed by the seat that discarded it",
)
CHONGFENG_NO_SEAT = T(
    "写了碰杠者,也要写冲锋鸡的打出者",
    "寫了碰槓者,也要寫衝鋒雞的打出者",
    "鳴いた席を書くなら、捨てた席も書いてください",
    "a claimer is given, so the discarder must be given too",
)
CHONGFENG_NO_MELD = T(
    "座位 {seat} 的 melds 里没有来自座位 {frm} 的 {tile} 碰或杠",
    "座位 {seat} 的 melds 裡沒有來自座位 {frm} 的 {tile} 碰或槓",
    "席 {seat} の melds に席 {frm} からの {tile} のポン・カンがありません",
    "seat {seat} has no pon or kong of {tile} claimed from seat {frm} in its melds",
)
CHONGFENG_NOT_DISCARDED = T(
    "未被碰杠的冲锋鸡 {tile} 要写在座位 {seat} 的 discards 里",
    "未被碰槓的衝鋒雞 {tile} 要寫在座位 {seat} 的 discards 裡",
    "鳴かれなかった冲锋鸡 {tile} は席 {seat} の discards に書いてください",
    "the unclaimed 冲锋鸡 {tile} must be listed in seat {seat}'s discards",
)
CHONGFENG_OPTION_OFF = T(
    "{tile} 不是鸡(选项 {option} 未开启)",
    "{tile} 不是雞(選項 {option} 未開啟)",
    "{tile} は鶏ではありません(オプション {option} が無効)",
    "{tile} is not a chicken (option {option} is off)",
)

# --- notes on payments ---
SEPARATOR = T(",", ",", "、", "; ")
DEALER_X2 = T("庄家翻倍 ×2", "莊家翻倍 ×2", "親の倍付け ×2", "dealer doubling x2")
ROBBED_SHARE = T(
    "抢杠:被抢杠者代座位 {seat} 付",
    "搶槓:被搶槓者代座位 {seat} 付",
    "搶槓: 奪われた人が席 {seat} の分を払う",
    "robbed kong: the robbed seat pays seat {seat}'s share",
)
KONG_NOTE = T("{name} {tile}", "{name} {tile}", "{name} {tile}", "{name} {tile}")
BAO_KONG_NOTE = T(
    "未听牌,反付 {name} {tile}",
    "未聽牌,反付 {name} {tile}",
    "未聴牌のため {name} {tile} を逆に払う",
    "not ready: pays back {name} {tile}",
)
CHICKEN_NOTE = T("{name} {tile} ×{n}", "{name} {tile} ×{n}", "{name} {tile} ×{n}", "{name} {tile} x{n}")
ZE_REN_NOTE = T("责任鸡 {tile}", "責任雞 {tile}", "責任鶏 {tile}", "liable chicken {tile}")
BAO_JI_NOTE = T(
    "未听牌,包亮出的鸡:{items}",
    "未聽牌,包亮出的雞:{items}",
    "未聴牌: さらした鶏の包鶏 {items}",
    "not ready: pays for its exposed chickens: {items}",
)
FA_NOTE = T("罚碰杠鸡:{items}", "罰碰槓雞:{items}", "鳴き鶏の罰: {items}", "melded flip chickens: {items}")
