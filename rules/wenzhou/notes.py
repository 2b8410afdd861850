"""How this rule set reads its seed where the seed is silent or doubtful: shown on the rule page."""

from __future__ import annotations

from rules.model import Example, Rule
from rules.text import T

from .sources import ref

NOTES = (
    T(
        "财神:翻出的那张牌的同种牌就是财神,可代替任何牌,也可当作它本身(归位)。"
        "原文没说翻牌之后是否留在桌上:默认翻牌只用来亮出财神,随后回到牌中,4 张财神都在牌局里,一家最多可拿 4 张;"
        "选项「翻牌留在桌上」打开时,翻牌占去 4 张之一,只剩 3 张财神,第 4 张会被当作第 5 张同种牌报错。",
        "財神:翻出的那張牌的同種牌就是財神,可代替任何牌,也可當作它本身(歸位)。"
        "原文沒說翻牌之後是否留在桌上:預設翻牌只用來亮出財神,隨後回到牌中,4 張財神都在牌局裡,一家最多可拿 4 張;"
        "選項「翻牌留在桌上」打開時,翻牌佔去 4 張之一,只剩 3 張財神,第 4 張會被當作第 5 張同種牌報錯。",
        "財神:めくった牌と同じ種類の牌が財神で、どの牌の代わりにも、自分自身にもなれます。"
        "原文はめくり牌がその後卓に残るかを書いていません。既定ではめくり牌は財神を示すだけで牌山に戻り、"
        "財神 4 枚すべてが場にあって 1 人で 4 枚まで持てます。オプション「めくり牌を卓に残す」をオンにすると、"
        "めくり牌が 4 枚の 1 枚を占めて財神は 3 枚だけになり、4 枚目は同じ牌の 5 枚目としてエラーになります。",
        "The 财神: the tiles of the flipped tile's kind are wild; each may stand for any tile or for itself (归位). "
        "The rule text does not say whether the flipped tile stays on the table. By default it only shows "
        "which kind is the 财神 and goes back into play: all four 财神 are in play and one hand may hold four. "
        'With the option "Flipped tile stays on the table" it takes one of the four copies, three 财神 are '
        "left, and a fourth is refused as a fifth copy of the kind.",
    ),
    T(
        "三财神按原文「手中有3张财神牌」读作手中至少三张:手中四张财神也是三财神(硬牌、特殊牌型,双翻 4),"
        "不论其余牌是否成牌型、财神是否代替别的牌;仍会显示最好的财神读法。副露中的财神不算在手中。",
        "三財神按原文「手中有3張財神牌」讀作手中至少三張:手中四張財神也是三財神(硬牌、特殊牌型,雙翻 4),"
        "不論其餘牌是否成牌型、財神是否代替別的牌;仍會顯示最好的財神讀法。副露中的財神不算在手中。",
        "三財神は原文「手に財神が 3 枚ある」を 3 枚以上と読みます:手に財神 4 枚も三財神(硬牌・特殊形、双翻 4)で、"
        "残りが形になっているか、財神がほかの牌の代わりをしているかは問いません。最善の財神の読みは表示します。副露の財神は手の中に数えません。",
        '三财神 reads the seed\'s "手中有3張財神牌" (three 财神 in the hand) as three or more: four 财神 in the hand '
        "are 三财神 too (hard, special: 双翻 4), whatever the other tiles make and whether or not a 财神 stands "
        "for another tile; the best 财神 reading is still shown. A 财神 in a meld is not in the hand.",
    ),
    T(
        "白板代替财神本身的牌:手中的白板一律当作财神那种牌的普通牌(不是百搭)。若翻出的就是白板,则白板就是财神,没有牌代替它。"
        "吃牌中用了白板时,因为通用检查只认同花色连续三张,请把那张白板写成财神的牌(如财神 5m 时吃 4m白6m 写成 456m)。",
        "白板代替財神本身的牌:手中的白板一律當作財神那種牌的普通牌(不是百搭)。若翻出的就是白板,則白板就是財神,沒有牌代替它。"
        "吃牌中用了白板時,因為通用檢查只認同花色連續三張,請把那張白板寫成財神的牌(如財神 5m 時吃 4m白6m 寫成 456m)。",
        "白板は財神そのものの牌の代わり:手の白板は財神と同じ種類の普通の牌(万能ではない)として読みます。めくり牌が白板なら白板が財神で、代わりの牌はありません。"
        "白板を含むチーは、共通チェックが同じ種類の連続 3 枚しか認めないため、白板を財神の牌で書いてください(財神 5m なら 4m白6m は 456m)。",
        "白板 stands for the 财神's own kind: every 白板 in a hand is an ordinary tile of that kind (not wild). If the "
        "flip is 白板 itself, the 白板 are the 财神 and nothing stands in for them. A chi that uses a 白板 must be "
        "written with the 财神's kind in its place (财神 5m: 4m白6m as 456m), since the common check accepts only "
        "three consecutive tiles of one suit.",
    ),
    T(
        "每种财神的用法都会尝试,取最有利的:能全部归位就是硬读法(自摸时为硬牌),否则任何读法都是软牌,只显示一种(代替别的牌的财神最少的那种)。",
        "每種財神的用法都會嘗試,取最有利的:能全部歸位就是硬讀法(自摸時為硬牌),否則任何讀法都是軟牌,只顯示一種(代替別的牌的財神最少的那種)。",
        "財神のあらゆる使い方を試し、最も有利なものを取ります:全部を自分自身にできれば硬い読み(ツモなら硬牌)、できなければどの読みも軟牌なので 1 つだけ(ほかの牌の代わりが最も少ないもの)を示します。",
        "Every way the 财神 can stand is tried and the best kept: if every 财神 can stand as itself the hand is read "
        "hard (a hard hand when self-drawn); otherwise every reading is soft, and one is shown (the one with the "
        "fewest 财神 standing for another tile).",
    ),
    T(
        "倍数:软牌与不是自摸的无财神(或归位)和牌都是 1;硬牌 2(自摸且无财神或全部归位、三财神、财神抢杠);"
        "特殊牌型(天胡、地胡、硬八对、三财神、单吊)再翻一倍,几种同时出现也只翻一次;硬牌又是特殊牌型为双翻 4,最高 4。",
        "倍數:軟牌與不是自摸的無財神(或歸位)和牌都是 1;硬牌 2(自摸且無財神或全部歸位、三財神、財神搶槓);"
        "特殊牌型(天胡、地胡、硬八對、三財神、單吊)再翻一倍,幾種同時出現也只翻一次;硬牌又是特殊牌型為雙翻 4,最高 4。",
        "倍率:軟牌と、ツモでない財神なし(または帰位)の和了は 1。硬牌 2(ツモで財神なしか全部帰位、三財神、財神槍槓)。"
        "特殊形(天和・地和・硬八対・三財神・単吊)はさらに 2 倍、複数あっても 1 回だけ。硬牌で特殊形なら双翻 4、上限 4。",
        "Multiplier: a soft hand, and a win with no 财神 standing in that was not self-drawn, are 1; a hard hand is 2 "
        "(self-drawn with no 财神 or every 财神 as itself, three 财神, robbing a kong with 财神); a special win "
        "(天胡, 地胡, 硬八对, 三财神, 单吊) doubles once more, only once however many; a hard special win is 双翻, 4, "
        "the most.",
    ),
    T(
        "硬八对按原文「没有财神」:手中不能有财神(哪怕归位);白板是普通牌,可以有。财神钱只数暗手里的财神;副露中的财神当作它本身。",
        "硬八對按原文「沒有財神」:手中不能有財神(哪怕歸位);白板是普通牌,可以有。財神錢只數暗手裡的財神;副露中的財神當作它本身。",
        "硬八対は原文どおり「財神なし」:手に財神があってはいけません(帰位でも)。白板は普通の牌なので構いません。財神銭は手の中の財神だけを数え、副露の財神は自分自身とします。",
        '硬八对 follows the seed\'s "no 财神": the hand holds none (not even as itself); 白板, an ordinary tile, is '
        "fine. 财神 money counts the 财神 in the concealed hand only; a 财神 in a meld stands as itself.",
    ),
    T(
        "抢杠和牌时,被抢杠的一家如同点炮者付钱。天胡:庄家第一次摸牌自摸(计算器里勾选“第一巡”);地胡:闲家和庄家打出的第一张牌。",
        "搶槓和牌時,被搶槓的一家如同點炮者付錢。天胡:莊家第一次摸牌自摸(計算器裡勾選「第一巡」);地胡:閒家和莊家打出的第一張牌。",
        "槍槓では槓をした人が放銃者と同じく払います。天和:親の最初のツモで和了(計算機では「第一巡」にチェック)。地和:子が親の最初の打牌で和了。",
        "On a robbed kong the robbed seat pays as a discarder would. 天胡: the dealer's self-draw on its first draw "
        "(tick 'first turn' in the calculator); 地胡: a non-dealer's win on the dealer's first discard.",
    ),
    T(
        "一盘只有一位和牌者:几家和同一张牌时按出牌顺序最先的一家和牌,特殊牌型优先(原文“特殊牌型先和牌”;选项可关)。请求里给出几家和牌会报错,并指出应由哪一家和牌。",
        "一盤只有一位和牌者:幾家和同一張牌時按出牌順序最先的一家和牌,特殊牌型優先(原文「特殊牌型先和牌」;選項可關)。請求裡給出幾家和牌會報錯,並指出應由哪一家和牌。",
        "和了者は 1 人だけ:同じ牌で複数が和了するときは順番で最初の人、ただし特殊形が優先(原文「特殊形が先に和了」、オプションで切替)。リクエストに複数の和了があるとエラーになり、誰が和了するかを示します。",
        "One winner per hand: when several claim the same tile, the first in turn order wins, a special win first "
        "(as the rule text says; an option). A request giving several winners is an error that names the seat that wins.",
    ),
    T(
        "财神可以当任何一张牌,即使那种牌的 4 张都已看得见(原文没有限制)。",
        "財神可以當任何一張牌,即使那種牌的 4 張都已看得見(原文沒有限制)。",
        "財神はどの牌にもなれます。その牌の 4 枚がすべて見えていても構いません(原文に制限なし)。",
        "A 财神 may stand for any tile, even one whose four copies are all in sight (the seed sets no limit).",
    ),
)

F = {"flip": "5m"}

RULES: tuple[Rule, ...] = (
    Rule(
        key="players",
        topic="table",
        title=T("人数与牌", "人數與牌", "人数と牌", "Players and tiles"),
        text=T(
            "4 人(东南西北)或 2 人对战。136 张牌:万、筒、条、东南西北、中发白各 4 张。庄家起手 17 张,闲家 16 张;和牌时手里是 17 张:五组加一对将。"
            "2 人时规则相同,只是少了两家。",
            "4 人(東南西北)或 2 人對戰。136 張牌:萬、筒、條、東南西北、中發白各 4 張。莊家起手 17 張,閒家 16 張;和牌時手裡是 17 張:五組加一對將。"
            "2 人時規則相同,只是少了兩家。",
            "4 人(東南西北)か 2 人対戦。136 枚:萬子・筒子・索子・東南西北・中發白を各 4 枚。親の配牌 17 枚、子 16 枚。和了形は 17 枚で 5 面子と雀頭 1 組。"
            "2 人でも規則は同じで、2 家が少ないだけです。",
            "Four players (East, South, West, North) or two. 136 tiles: characters, dots, bamboo, the four winds and "
            "the three dragons, four of each. The dealer starts with 17 tiles, the others with 16; a winning hand has "
            "17: five sets and a pair. With two players the rules are the same, with two seats fewer.",
        ),
        ref=ref(1, 2, 3, 4, 10),
        examples=(
            Example.win(
                "123m456789p23478s77z9s",
                tile="9s",
                by="discard",
                frm=1,
                players=2,
                indicators=F,
                shows=("ping_hu",),
                note=T(
                    "2 人:点炮的一家付。",
                    "2 人:點炮的一家付。",
                    "2 人:放銃者が払います。",
                    "Two players: the discarder pays.",
                ),
            ),
        ),
    ),
    Rule(
        key="deal",
        topic="table",
        title=T("轮庄与重新排位", "輪莊與重新排位", "親の順番と席替え", "Who deals next"),
        text=T(
            "第一盘门风东的一家坐庄,其余是闲家。之后按逆时针方向轮庄。庄家和牌就连庄,底分随之升一级(见“底分”);"
            "庄家连庄四把之后,四位玩家重新排定位置。",
            "第一盤門風東的一家坐莊,其餘是閒家。之後按逆時針方向輪莊。莊家和牌就連莊,底分隨之升一級(見「底分」);"
            "莊家連莊四把之後,四位玩家重新排定位置。",
            "最初の局は東家が親で、ほかは子。以後は反時計回りに親が回ります。親が和了すれば連荘で、底点が 1 段上がります(「底点」参照)。"
            "親が 4 回連荘したら、4 人の席を決め直します。",
            "East deals the first hand; the others are non-dealers. The deal then passes counter-clockwise. When "
            "the dealer wins it deals again and the base rises one step (see the base option); after the dealer has "
            "kept the deal four times, the four players draw their seats again.",
        ),
        calculator=T(
            "计算器每次只算一局:庄家和连庄数由你填写。",
            "計算器每次只算一局:莊家和連莊數由你填寫。",
            "計算機は 1 局ずつ計算します。親と連荘数は入力してください。",
            "The calculator scores one hand at a time: you enter the dealer and the dealer's streak.",
        ),
        ref=ref(1, 10, 38),
    ),
    Rule(
        key="discard_order",
        topic="table",
        title=T("出牌规定", "出牌規定", "打牌の決まり", "What must be discarded"),
        text=T(
            "先出风牌和字牌:前面有人打出某张风牌或字牌,后面的玩家手里有这张单张就必须打它;没有就打别的风牌字牌,都没有才打别的牌。"
            "碰比吃优先,只能吃上家的牌。",
            "先出風牌和字牌:前面有人打出某張風牌或字牌,後面的玩家手裡有這張單張就必須打它;沒有就打別的風牌字牌,都沒有才打別的牌。"
            "碰比吃優先,只能吃上家的牌。",
            "風牌・三元牌から先に捨てます。前の人が捨てた風牌・三元牌をこちらも 1 枚だけ持っていれば、それを捨てなければなりません。"
            "なければほかの字牌、字牌がなければほかの牌。ポンはチーより優先、チーは上家からだけ。",
            "Winds and dragons go first: when someone has discarded a wind or dragon, a later player holding a single "
            "copy of it must discard it; otherwise another honor; only without honors another tile. Pon beats chi, "
            "and chi only from the player before.",
        ),
        calculator=T(
            "这是打牌的规矩,计算器不检查。",
            "這是打牌的規矩,計算器不檢查。",
            "打ち方の決まりなので計算機は判定しません。",
            "A rule of play; the calculator does not check it.",
        ),
        ref=ref(11, 12, 15),
    ),
    Rule(
        key="draw",
        topic="draw",
        title=T("流局", "流局", "流局", "Drawn hand"),
        text=T(
            "最后 16 张牌只供杠牌补牌。其余的牌摸完还没有人和,就是流局,开始新一局,没有人付分。",
            "最後 16 張牌只供槓牌補牌。其餘的牌摸完還沒有人和,就是流局,開始新一局,沒有人付分。",
            "最後の 16 枚は槓の補充専用。それ以外を引き終えても和了がなければ流局で、新しい局を始めます。支払いはありません。",
            "The last 16 tiles serve only as kong replacements. When the rest are drawn and nobody has won, the "
            "hand is drawn and a new one begins; nobody pays.",
        ),
        ref=ref(17),
    ),
    Rule(
        key="pay",
        topic="pay",
        title=T("谁付给谁", "誰付給誰", "誰が誰に払うか", "Who pays whom"),
        text=T(
            "每笔付款 = 底分 × 倍数(软牌 1,硬牌 2,双翻 4)。庄家与闲家之间的底分按连庄数取进阶分(如 10、20、30、40),闲家之间用第一个数。"
            "买底(庄家)、顶底(闲家)加在与庄家之间的底分上,都不能超过本盘底分。自摸:其他每家都付;点炮:点炮的一家付。",
            "每筆付款 = 底分 × 倍數(軟牌 1,硬牌 2,雙翻 4)。莊家與閒家之間的底分按連莊數取進階分(如 10、20、30、40),閒家之間用第一個數。"
            "買底(莊家)、頂底(閒家)加在與莊家之間的底分上,都不能超過本盤底分。自摸:其他每家都付;點炮:點炮的一家付。",
            "支払い 1 件 = 底点 × 倍率(軟牌 1、硬牌 2、双翻 4)。親と子の間の底点は連荘数に応じた進階点(10・20・30・40 など)、子同士は先頭の値。"
            "買底(親)・頂底(子)は親との間の底点に加わり、どちらもこの局の底点を超えられません。ツモ:他の全員が払い、ロン:放銃者が払います。",
            "Each payment = base × multiplier (soft 1, hard 2, 双翻 4). Between the dealer and a non-dealer the base "
            "follows the progression by the dealer's streak (e.g. 10, 20, 30, 40); between non-dealers it is the "
            "first value. 买底 (the dealer's buy) and 顶底 (a non-dealer's raise) add to the base of payments with "
            "the dealer, each at most this hand's base. Self-draw: every other seat pays; discard: the discarder pays.",
        ),
        reading=T(
            "买底、顶底在庄家输的时候也加(两个方向都算);点炮时只由点炮者付自己的一份(“点炮者付三家”是选项)。",
            "買底、頂底在莊家輸的時候也加(兩個方向都算);點炮時只由點炮者付自己的一份(「點炮者付三家」是選項)。",
            "買底・頂底は親が負けたときにも加えます(両方向)。ロンでは放銃者が自分の 1 份だけ払います(「放銃者が 3 家分」はオプション)。",
            "买底 and 顶底 also apply when the dealer loses (both ways); on a discard the discarder pays its own share "
            "only (paying every seat's share is an option).",
        ),
        ref=ref(38, 39, 40, 41, 42, 44, 45),
        examples=(
            Example.win(
                "123456m789p234789s77z",
                tile="7z",
                seat=1,
                indicators=F,
                dealer=0,
                dealer_streak=1,
                table={"maidi": 10},
                shows=("ying_pai",),
                note=T(
                    "庄家连庄一把(底分 20)、买底 10,闲家自摸硬牌。",
                    "莊家連莊一把(底分 20)、買底 10,閒家自摸硬牌。",
                    "親が 1 回連荘(底点 20)、買底 10、子が硬牌でツモ。",
                    "The dealer's streak is 1 (base 20) with 买底 10; a non-dealer self-draws a hard hand.",
                ),
            ),
        ),
    ),
    Rule(
        key="cai_shen_qian",
        topic="pay",
        title=T("财神钱", "財神錢", "財神銭", "财神 money"),
        text=T(
            "由玩家自己决定是否采用:手里每有一张财神,就从其他每家各得 1 分。",
            "由玩家自己決定是否採用:手裡每有一張財神,就從其他每家各得 1 分。",
            "採用するかはプレイヤーが決めます。財神 1 枚につき、他の各家から 1 点ずつ受け取ります。",
            "If the players choose it: for each 财神 in hand, a player gets 1 point from every other player.",
        ),
        ref=ref(43),
        examples=(
            Example.win(
                "13m456789p234789s77z5m",
                tile="5m",
                indicators=F,
                options={"cai_shen_qian": True},
                others={1: {"cai_shen": 1}, 2: {"cai_shen": 0}, 3: {"cai_shen": 0}},
                shows=("ruan_pai", "cai_shen_qian"),
            ),
        ),
    ),
)
