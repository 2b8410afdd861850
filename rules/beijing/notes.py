"""How this rule set reads its seed where the seed is silent: shown on the rule page."""

from __future__ import annotations

from rules.model import Example, Rule
from rules.text import T, Text

from .sources import ref

NOTES: tuple[Text, ...] = (
    T(
        "惠牌:手牌(暗手,含和牌张)里每一张惠牌都是百搭,也可以当它自己;碰、明杠别人打出的惠牌只按牌面算。"
        "四张惠牌一到手就和(四惠牌),所以不能暗杠惠牌。",
        "惠牌:手牌(暗手,含和牌張)裡每一張惠牌都是百搭,也可以當它自己;碰、明槓別人打出的惠牌只按牌面算。"
        "四張惠牌一到手就和(四惠牌),所以不能暗槓惠牌。",
        "惠牌:手の内(和了牌を含む)の惠牌はすべて万能牌で、自分自身にもなれます。他家の捨てた惠牌をポン・明槓したものは額面どおり。"
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
        "大釣:副露 4 組(暗槓も含む)で残り 1 枚の単騎。一条龍:123・456・789 の 3 順子(チーも可)。"
        "清一色:惠牌は代わりの牌として数え、字牌は一つの種類とみなしません。",
        "大钓: four declared melds (concealed kongs too) leaving one tile. 一条龙: the runs 123, 456 and 789 of one "
        "suit, claimed runs included. 清一色: a 惠牌 counts as the tile it stands for; honors are not a suit.",
    ),
    T(
        "地和:闲家自己还没出过牌就和,自摸或和别人打的牌都算。天和只能是庄家自摸。"
        "海底捞月不能和抢杠、杠上开花同时成立(杠后补牌来自保留牌)。",
        "地和:閒家自己還沒出過牌就和,自摸或和別人打的牌都算。天和只能是莊家自摸。"
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
        "两个互包的人和同一张牌时,各自由对方付,净额即两者之差(原文“按和牌的积分差异进行互包”)。一炮多响时每位和牌者各自结算。",
        "互包:副露裡同一家被取 3 組或以上(吃、碰、明槓、加槓都算一嘴),自動互包。和牌者與三家都互包時,每家各付一份。"
        "兩個互包的人和同一張牌時,各自由對方付,淨額即兩者之差(原文「按和牌的積分差異進行互包」)。一炮多響時每位和牌者各自結算。",
        "互包:副露のうち 3 組以上が同じ家から(チー・ポン・明槓・加槓をそれぞれ 1 回と数える)なら自動的に互包。3 家と互包なら各家が 1 份。"
        "互包の 2 人が同じ牌で和了したら、互いに相手が払い、差額が残ります(原文「和了の点差で互包」)。ダブロンは和了者ごとに精算。",
        "互包: three or more melds claimed from the same seat (chi, pon, exposed or added kong each count as one "
        "claim) form 互包 automatically. A winner in 互包 with three seats is paid a share by each. When two "
        "partners both win on one discard, each is paid by the other, which nets to the difference (the seed: 'settled by the difference'). With several winners on one discard, each is settled on its own.",
    ),
    T(
        "惠牌可以当任何一张牌,即使那种牌的 4 张都已看得见(原文没有限制)。",
        "惠牌可以當任何一張牌,即使那種牌的 4 張都已看得見(原文沒有限制)。",
        "惠牌はどの牌にもなれます。その牌の 4 枚がすべて見えていても構いません(原文に制限なし)。",
        "A 惠牌 may stand for any tile, even one whose four copies are all in sight (the seed sets no limit).",
    ),
)


F = {"flip": "9p"}

RULES: tuple[Rule, ...] = (
    Rule(
        key="tiles",
        topic="table",
        title=T("牌与人数", "牌與人數", "牌と人数", "Tiles and players"),
        text=T(
            "136 张牌(万、筒、条、风、中发白各 4 张),没有花牌;4 人。摸到中发白照常留在手里。",
            "136 張牌(萬、筒、條、風、中發白各 4 張),沒有花牌;4 人。摸到中發白照常留在手裡。",
            "136 枚(萬子・筒子・索子・風牌・三元牌 各 4 枚)、花牌なし、4 人。三元牌は普通の牌として手に残します。",
            "136 tiles (characters, dots, bamboo, winds and dragons, four of each), no flowers; four players. "
            "Dragons are kept in the hand as ordinary tiles.",
        ),
        ref=ref(21, 25),
    ),
    Rule(
        key="hui",
        topic="table",
        title=T("惠坯与惠牌(百搭)", "惠坯與惠牌(百搭)", "惠坯と惠牌(万能牌)", "惠坯 and 惠牌 (wildcards)"),
        text=T(
            "发完牌后翻开待补牌的第一张,叫惠坯,留在桌上;比它大一的牌是惠牌(百搭):数牌 9 之后是 1,风牌东→南→西→北→东,"
            "三元牌中→发→白→中。",
            "發完牌後翻開待補牌的第一張,叫惠坯,留在桌上;比它大一的牌是惠牌(百搭):數牌 9 之後是 1,風牌東→南→西→北→東,"
            "三元牌中→發→白→中。",
            "配牌後、補充用の山の最初の 1 枚をめくって卓に残すのが惠坯。その次の牌が惠牌(万能牌):数牌は 9 の次が 1、"
            "風牌は東→南→西→北→東、三元牌は中→發→白→中。",
            "After the deal the first tile of the replacement wall is turned up and left on the table: the 惠坯. "
            "The next tile is the 惠牌 (wild): numbers run 9 to 1, winds E→S→W→N→E, dragons 中→发→白→中.",
        ),
        ref=ref(15, 17),
    ),
    Rule(
        key="deal",
        topic="table",
        title=T("轮庄与连庄", "輪莊與連莊", "親の順番と連荘", "Who deals next"),
        text=T(
            "第一局东家坐庄,之后按东→北→西→南→东的顺序轮庄。庄家和牌或荒牌时连庄,连庄次数没有限制;闲家和牌时按原顺序轮到下一家。",
            "第一局東家坐莊,之後按東→北→西→南→東的順序輪莊。莊家和牌或荒牌時連莊,連莊次數沒有限制;閒家和牌時按原順序輪到下一家。",
            "最初は東家が親、以後は東→北→西→南→東の順に親が回ります。親が和了するか荒牌なら連荘で、回数の制限はありません。子が和了したら元の順で次へ。",
            "East deals first; the deal then passes East → North → West → South → East. When the dealer wins or the "
            "hand is drawn, the dealer deals again, with no limit; when a non-dealer wins, the deal moves on in that order.",
        ),
        calculator=T(
            "计算器每次只算一局:庄家和连庄数由你填写。",
            "計算器每次只算一局:莊家和連莊數由你填寫。",
            "計算機は 1 局ずつ計算します。親と連荘数は入力してください。",
            "The calculator scores one hand at a time: you enter the dealer and the dealer's streak.",
        ),
        ref=ref(41),
    ),
    Rule(
        key="open_self_draw",
        topic="win",
        title=T("吃碰后只能自摸", "吃碰後只能自摸", "副露後はツモのみ", "After a claim: self-draw only"),
        text=T(
            "吃、碰或明杠过的手牌只能自摸和,不能捉铳(和别人打出的牌)。门清(没有吃碰明杠,暗杠可以)的手牌可以捉铳。",
            "吃、碰或明槓過的手牌只能自摸和,不能捉銃(和別人打出的牌)。門清(沒有吃碰明槓,暗槓可以)的手牌可以捉銃。",
            "チー・ポン・明槓をした手はツモ和了のみで、ロン(他家の捨て牌で和了)はできません。門前(暗槓は可)ならロンできます。",
            "A hand that has claimed a chi, pon or exposed kong may win only by self-draw, never on a discard. A "
            "closed hand (a concealed kong is fine) may win on a discard.",
        ),
        calculator=T(
            "违反时计算器报错并说明是哪条规则。",
            "違反時計算器報錯並說明是哪條規則。",
            "違反するとエラーになり、どの規則かを示します。",
            "The calculator refuses such a win and names the rule.",
        ),
        ref=ref(29, 31),
        examples=(
            Example.win(
                "123m456p789s234s55z", tile="4s", by="discard", frm=2, dealer=1, indicators=F, shows=("menqing_wuhui",)
            ),
        ),
    ),
    Rule(
        key="rob_kong",
        topic="win",
        title=T("抢杠和", "搶槓和", "搶槓", "Robbing a kong"),
        text=T(
            "可以抢杠和,算作捉铳;所以只有门清的手牌才能抢杠,由被抢杠的人付。",
            "可以搶槓和,算作捉銃;所以只有門清的手牌才能搶槓,由被搶槓的人付。",
            "搶槓で和了でき、ロンとして扱います。したがって門前の手だけが搶槓でき、槓をした人が払います。",
            "A kong may be robbed; it counts as a win on a discard, so only a closed hand may rob, and the robbed "
            "seat pays.",
        ),
        ref=ref(33),
        examples=(
            Example.win(
                "234678m345p567s99s", tile="9s", by="robbed_kong", frm=2, dealer=1, indicators=F, shows=("tuidaohu",)
            ),
        ),
    ),
    Rule(
        key="three_hui",
        topic="win",
        title=T("三张惠牌只能自摸", "三張惠牌只能自摸", "惠牌 3 枚はツモのみ", "Three 惠牌: self-draw only"),
        text=T(
            "手中有三张惠牌时必须自摸,即使是门清。四张惠牌到手立即和(四惠牌)。",
            "手中有三張惠牌時必須自摸,即使是門清。四張惠牌到手立即和(四惠牌)。",
            "惠牌を 3 枚持つと、門前でもツモでしか和了できません。4 枚そろえば即和了(四惠牌)。",
            "With three 惠牌 in hand a player must win by self-draw, even with a closed hand. Four 惠牌 win at once (四惠牌).",
        ),
        ref=ref(35, 89),
    ),
    Rule(
        key="shapes",
        topic="win",
        title=T("和牌牌型", "和牌牌型", "和了形", "Winning shapes"),
        text=T(
            "四组(顺子、刻子或杠)加一对将,或者七对子。",
            "四組(順子、刻子或槓)加一對將,或者七對子。",
            "4 面子(順子・刻子・槓子)+雀頭 1 組、または七対子。",
            "Four sets (runs, pungs or kongs) and a pair, or seven pairs.",
        ),
        ref=ref(37),
    ),
    Rule(
        key="pay",
        topic="pay",
        title=T("怎么付", "怎麼付", "支払い方", "Who pays whom"),
        text=T(
            "积分 = 番数 × 底分。自摸:和牌者得牌型番数 ×3,其他三家各付 ×1;捉铳:放铳者一人付牌型番数 ×1。"
            "烧庄番数另算:庄家付三家各一份,不论谁和。",
            "積分 = 番數 × 底分。自摸:和牌者得牌型番數 ×3,其他三家各付 ×1;捉銃:放銃者一人付牌型番數 ×1。"
            "燒莊番數另算:莊家付三家各一份,不論誰和。",
            "点数 = 番数 × 底点。ツモ:和了者は役の番数 ×3 を得て、他の 3 家が ×1 ずつ払います。ロン:放銃者 1 人が ×1 を払います。"
            "焼荘の番数は別で、誰が和了しても親が子 3 人に 1 份ずつ払います。",
            "Points = fan × base points. Self-draw: the winner gets 3 × the hand fan, each other seat pays 1 ×. "
            "Discard: the discarder alone pays 1 ×. The 烧庄 fan is separate: the dealer pays it to each of the "
            "three others, whoever wins.",
        ),
        ref=ref(97, 99, 103, 105, 109, 111),
        examples=(
            Example.win(
                "222p333s444s55s",
                tile="5s",
                melds="111m@2",
                indicators=F,
                options={"base_points": 2000},
                table={"shaozhuang_rounds": 1},
                shows=("hand", "shaozhuang"),
            ),
        ),
    ),
    Rule(
        key="draw",
        topic="draw",
        title=T("荒牌", "荒牌", "荒牌(流局)", "Drawn hand (荒牌)"),
        text=T(
            "最后 7 墩(14 张)留作保留牌,只用来补杠。待补牌摸完、只剩保留牌时荒牌,没有人和;庄家连庄。",
            "最後 7 墩(14 張)留作保留牌,只用來補槓。待補牌摸完、只剩保留牌時荒牌,沒有人和;莊家連莊。",
            "最後の 7 幢(14 枚)は保留牌で、槓の補充にだけ使います。ツモ山が尽きて保留牌だけになったら荒牌(流局)、親は連荘です。",
            "The last 7 stacks (14 tiles) are kept back for kong replacements only. When the other tiles are drawn "
            "and only those remain, the hand is drawn and the dealer keeps the deal.",
        ),
        reading=T(
            "荒牌时是否仍结算烧庄,原文没说:由选项决定(默认结算)。",
            "荒牌時是否仍結算燒莊,原文沒說:由選項決定(預設結算)。",
            "荒牌でも焼荘を精算するかは原文にないため、オプションにしています(既定では精算する)。",
            "Whether 烧庄 is still paid on a draw the seed does not say: it is an option (on by default).",
        ),
        ref=ref(45, 47, 41),
    ),
)
