"""How this rule set reads its seed where the seed is silent: shown on the rule page."""

from __future__ import annotations

from rules.text import T, Text

NOTES: tuple[Text, ...] = (
    T(
        "惠牌:手牌(暗手,含和牌张)里每一张惠牌都是百搭,也可以当它自己;碰、明杠别人打出的惠牌只按牌面算。"
        "四张惠牌一到手就和(四惠牌),所以不能暗杠惠牌。",
        "惠牌:手牌(暗手,含和牌張)裡每一張惠牌都是百搭,也可以當它自己;碰、明槓別人打出的惠牌只按牌面算。"
        "四張惠牌一到手就和(四惠牌),所以不能暗槓惠牌。",
        "惠牌:手の内(和了牌を含む)の惠牌はすべて万能牌で、自分自身にもなれます。他家の捨てた惠牌を碰・明槓したものは額面どおり。"
        "惠牌 4 枚で即和了(四惠牌)なので、惠牌の暗槓はできません。",
        "惠牌: every 惠牌 in the concealed hand (the winning tile included) is a wildcard and may also stand for "
        "itself; a 惠牌 claimed by pon or exposed kong counts as its face. Four 惠牌 win at once (四惠牌), so they "
        "cannot be a concealed kong.",
    ),
    T(
        "“手中有三个惠牌必须自摸”按和牌时的手牌数(含和牌张):三张或以上惠牌不能捉铳、抢杠。",
        "「手中有三個惠牌必須自摸」按和牌時的手牌數(含和牌張):三張或以上惠牌不能捉銃、搶槓。",
        "「惠牌 3 枚ならツモのみ」は和了時の手牌(和了牌を含む)で数えます。3 枚以上ならロン・搶槓はできません。",
        "'Three 惠牌 force a self-draw' counts the 惠牌 in the winning hand (the winning tile included): with three "
        "or more, no discard or robbed-kong win.",
    ),
    T(
        "惠牌可有多种读法时,取总番数最高的读法,并在结果里写出读法;同分时优先让惠牌当它自己。",
        "惠牌可有多種讀法時,取總番數最高的讀法,並在結果裡寫出讀法;同分時優先讓惠牌當它自己。",
        "惠牌の読み方が複数あるときは合計番数が最大の読みを採り、結果に読みを示します。同点なら惠牌が自分自身になる読みを優先。",
        "Where the 惠牌 allow several readings, the one with the highest total is taken and shown; on a tie, the "
        "one where 惠牌 stand for themselves.",
    ),
    T(
        "四惠牌:不论牌型即和;若这 14 张同时也是和牌牌型,牌型番照加(原文的番型是相加的)。",
        "四惠牌:不論牌型即和;若這 14 張同時也是和牌牌型,牌型番照加(原文的番型是相加的)。",
        "四惠牌:形を問わず和了。14 枚が和了形にもなっていれば、その役も加えます(原文の役は加算式)。",
        "四惠牌 wins whatever the shape; if the 14 tiles also form a winning shape its fans are added too (the "
        "seed's fans add up).",
    ),
    T(
        "大钓:四组副露(暗杠也算)后只剩一张单钓。一条龙:一二三、四五六、七八九三顺,吃的顺子也算。"
        "清一色:惠牌按所当的牌算,字牌不算一种花色。",
        "大釣:四組副露(暗槓也算)後只剩一張單釣。一條龍:一二三、四五六、七八九三順,吃的順子也算。"
        "清一色:惠牌按所當的牌算,字牌不算一種花色。",
        "大釣:副露 4 組(暗槓も含む)で残り 1 枚の単騎。一条龍:123・456・789 の 3 順子(吃も可)。"
        "清一色:惠牌は代わりの牌として数え、字牌は一つの種類とみなしません。",
        "大钓: four declared melds (concealed kongs too) leaving one tile. 一条龙: the runs 123, 456 and 789 of one "
        "suit, claimed runs included. 清一色: a 惠牌 counts as the tile it stands for; honors are not a suit.",
    ),
    T(
        "地和:闲家自己还没出过牌就和,自摸或和别人打的牌都算。天和只能是庄家自摸。"
        "海底捞月不能和抢杠、杠上开花同时成立(杠后补牌来自保留牌)。",
        "地和:閑家自己還沒出過牌就和,自摸或和別人打的牌都算。天和只能是莊家自摸。"
        "海底撈月不能和搶槓、槓上開花同時成立(槓後補牌來自保留牌)。",
        "地和:子が自分の捨て牌前に和了(ツモでもロンでも)。天和は親のツモのみ。"
        "海底撈月は搶槓・槓上開花と両立しません(槓の補充牌は保留牌から)。",
        "地和: a non-dealer wins before its own first discard, by self-draw or on a discard. 天和 is the dealer's "
        "self-draw only. 海底捞月 cannot go with a robbed kong or 杠上开花 (a kong's replacement comes from the "
        "kept-back tiles).",
    ),
    T(
        "结果中每家和牌的“总番”是和牌牌型番数 F(付款按 F 计)。烧庄的番数另列一行(在第一位和牌者的明细里),不计入 F。",
        "結果中每家和牌的「總番」是和牌牌型番數 F(付款按 F 計)。燒莊的番數另列一行(在第一位和牌者的明細裡),不計入 F。",
        "結果の各和了の「合計」は役の番数 F(支払いは F で計算)。焼荘の番数は別の行(最初の和了者の明細)に出し、F には含めません。",
        "Each winner's 'total' is its hand fan F, which the payments use. The 烧庄 fan is printed as a line of its "
        "own (in the first winner's breakdown) and is not part of F.",
    ),
    T(
        "互包:副露里同一家被取 3 组或以上(吃、碰、明杠、加杠都算一嘴),自动互包。和牌者与三家都互包时,每家各付一份。"
        "两个互包的人和同一张牌时,各自由对方付,净额即两者之差(原文第 57 行)。一炮多响时每位和牌者各自结算。",
        "互包:副露裡同一家被取 3 組或以上(吃、碰、明槓、加槓都算一嘴),自動互包。和牌者與三家都互包時,每家各付一份。"
        "兩個互包的人和同一張牌時,各自由對方付,淨額即兩者之差(原文第 57 行)。一炮多響時每位和牌者各自結算。",
        "互包:副露のうち 3 組以上が同じ家から(吃・碰・明槓・加槓をそれぞれ 1 回と数える)なら自動的に互包。3 家と互包なら各家が 1 份。"
        "互包の 2 人が同じ牌で和了したら、互いに相手が払い、差額が残ります(原文 57 行)。ダブロンは和了者ごとに精算。",
        "互包: three or more melds claimed from the same seat (chi, pon, exposed or added kong each count as one "
        "claim) form 互包 automatically. A winner in 互包 with three seats is paid a share by each. When two "
        "partners both win on one discard, each is paid by the other, which nets to the difference (seed line "
        "57). With several winners on one discard, each is settled on its own.",
    ),
    T(
        "惠牌可以当任何一张牌,即使那种牌的 4 张都已看得见(原文没有限制)。",
        "惠牌可以當任何一張牌,即使那種牌的 4 張都已看得見(原文沒有限制)。",
        "惠牌はどの牌にもなれます。その牌の 4 枚がすべて見えていても構いません(原文に制限なし)。",
        "A 惠牌 may stand for any tile, even one whose four copies are all in sight (the seed sets no limit).",
    ),
)
