"""How this rule set reads its seed where the seed is silent or doubtful: shown on the rule page."""

from __future__ import annotations

from rules.text import T

NOTES = (
    T(
        "财神:翻出的那张牌的同种牌就是财神,可代替任何牌,也可当作它本身(归位)。"
        "原文(第 13 行)没说翻牌之后是否留在桌上:默认翻牌只用来亮出财神,随后回到牌中,4 张财神都在牌局里,一家最多可拿 4 张;"
        "选项「翻牌留在桌上」打开时,翻牌占去 4 张之一,只剩 3 张财神,第 4 张会被当作第 5 张同种牌报错。",
        "財神:翻出的那張牌的同種牌就是財神,可代替任何牌,也可當作它本身(歸位)。"
        "原文(第 13 行)沒說翻牌之後是否留在桌上:預設翻牌只用來亮出財神,隨後回到牌中,4 張財神都在牌局裡,一家最多可拿 4 張;"
        "選項「翻牌留在桌上」打開時,翻牌佔去 4 張之一,只剩 3 張財神,第 4 張會被當作第 5 張同種牌報錯。",
        "財神:めくった牌と同じ種類の牌が財神で、どの牌の代わりにも、自分自身にもなれます。"
        "原文(13 行目)はめくり牌がその後卓に残るかを書いていません。既定ではめくり牌は財神を示すだけで牌山に戻り、"
        "財神 4 枚すべてが場にあって 1 人で 4 枚まで持てます。オプション「めくり牌を卓に残す」をオンにすると、"
        "めくり牌が 4 枚の 1 枚を占めて財神は 3 枚だけになり、4 枚目は同じ牌の 5 枚目としてエラーになります。",
        "The 财神: the tiles of the flipped tile's kind are wild; each may stand for any tile or for itself (归位). "
        "The seed (line 13) does not say whether the flipped tile stays on the table. By default it only shows "
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
        "抢杠和牌时,被抢杠的一家如同点炮者付钱。天胡:庄家第一次摸牌自摸(win.first_turn);地胡:闲家和庄家打出的第一张牌。",
        "搶槓和牌時,被搶槓的一家如同點炮者付錢。天胡:莊家第一次摸牌自摸(win.first_turn);地胡:閒家和莊家打出的第一張牌。",
        "槍槓では槓をした人が放銃者と同じく払います。天和:親の最初のツモで和了(win.first_turn)。地和:子が親の最初の打牌で和了。",
        "On a robbed kong the robbed seat pays as a discarder would. 天胡: the dealer's self-draw on its first draw "
        "(win.first_turn); 地胡: a non-dealer's win on the dealer's first discard.",
    ),
    T(
        "一盘只有一位和牌者:几家和同一张牌时按出牌顺序最先的一家和牌,特殊牌型优先(原文第 37 行;选项可关)。请求里给出几家和牌会报错,并指出应由哪一家和牌。",
        "一盤只有一位和牌者:幾家和同一張牌時按出牌順序最先的一家和牌,特殊牌型優先(原文第 37 行;選項可關)。請求裡給出幾家和牌會報錯,並指出應由哪一家和牌。",
        "和了者は 1 人だけ:同じ牌で複数が和了するときは順番で最初の人、ただし特殊形が優先(原文 37 行目、オプションで切替)。リクエストに複数の和了があるとエラーになり、誰が和了するかを示します。",
        "One winner per hand: when several claim the same tile, the first in turn order wins, a special win first "
        "(seed line 37; an option). A request giving several winners is an error that names the seat that wins.",
    ),
    T(
        "财神可以当任何一张牌,即使那种牌的 4 张都已看得见(原文没有限制)。",
        "財神可以當任何一張牌,即使那種牌的 4 張都已看得見(原文沒有限制)。",
        "財神はどの牌にもなれます。その牌の 4 枚がすべて見えていても構いません(原文に制限なし)。",
        "A 财神 may stand for any tile, even one whose four copies are all in sight (the seed sets no limit).",
    ),
)
