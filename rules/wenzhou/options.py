"""Table options, table facts, per-seat facts and presets of Wenzhou mahjong."""

from __future__ import annotations

from rules.model import BOOL, INT, INT_LIST, INT_PER_SEAT, TILES, Field, Preset
from rules.text import T

from .sources import ref

PROGRESSION_SEED = (10, 20, 30, 40)
PROGRESSION_2468 = (2, 4, 6, 8)
PROGRESSION_3579 = (3, 5, 7, 9)

BASE_PROGRESSION = Field(
    key="base_progression",
    kind=INT_LIST,
    default=PROGRESSION_SEED,
    min=1,
    max=100_000,
    names=T("进阶底分", "進階底分", "進階底点", "Base progression"),
    explanation=T(
        "庄家与闲家之间的底分:第 n 次连庄用第 n+1 个数(连庄 0 次用第一个),连庄次数超出列表时停在最后一个数。"
        "闲家之间始终用第一个数。可自定义,如 10 20 30 40。",
        "莊家與閒家之間的底分:第 n 次連莊用第 n+1 個數(連莊 0 次用第一個),連莊次數超出列表時停在最後一個數。"
        "閒家之間始終用第一個數。可自訂,如 10 20 30 40。",
        "親と子の間の底点:連荘 n 回目はリストの n+1 番目(連荘 0 回は先頭)、リストを超えたら最後の値のまま。"
        "子同士は常に先頭の値。10 20 30 40 のように自由に決められます。",
        "The base between the dealer and a non-dealer: with a dealer streak of n, the (n+1)th value "
        "(streak 0: the first), held at the last value once the streak runs past the list. Between two "
        "non-dealers it is always the first value. Any list may be given, e.g. 10 20 30 40.",
    ),
    ref=ref(38, 39, brief=True),
    group="base",
)

DISCARDER_PAYS_ALL = Field(
    key="discarder_pays_all",
    kind=BOOL,
    default=False,
    names=T("点炮包赔", "點炮包賠", "放銃者全額払い", "Discarder pays every share"),
    explanation=T(
        "关(默认):点炮和牌时只有点炮者付自己那一份。开:点炮者替每一家付其那一份(庄家那份含买底、顶底)。"
        "抢杠和牌时被抢杠者视同点炮者。",
        "關(預設):點炮和牌時只有點炮者付自己那一份。開:點炮者替每一家付其那一份(莊家那份含買底、頂底)。"
        "搶槓和牌時被搶槓者視同點炮者。",
        "オフ(既定):ロン和了では放銃者が自分の分だけ払います。オン:放銃者が全員の分を払います"
        "(親の分は買底・頂底込み)。槍槓では槓をした人を放銃者とみなします。",
        "Off (default): on a discard win only the discarder pays, its own share. On: the discarder pays "
        "every seat's share (the dealer's share with 买底 and 顶底). On a robbed kong the robbed seat "
        "counts as the discarder.",
    ),
    ref=ref(brief=True, note="who pays on a discard: rules-brief.md; the seed names no payer"),
    group="payment",
)

CAI_SHEN_QIAN = Field(
    key="cai_shen_qian",
    kind=BOOL,
    default=False,
    names=T("财神钱", "財神錢", "財神銭", "财神 money"),
    explanation=T(
        "开:一局结束时,每家手中每张财神向其他每家各收「财神钱」点数(默认 1 分),和牌与否、流局都算。",
        "開:一局結束時,每家手中每張財神向其他每家各收「財神錢」點數(預設 1 分),和牌與否、流局都算。",
        "オン:局の終わりに、各家は手の中の財神 1 枚ごとに他の各家から「財神銭」の点数(既定 1 点)を受け取ります。"
        "和了の有無・流局を問いません。",
        "On: when the hand ends, each seat collects, for every 财神 in its hand, the 财神-money points "
        "(default 1) from every other seat, whoever won, and on a draw too.",
    ),
    ref=ref(43, brief=True),
    group="payment",
)

CAI_SHEN_QIAN_POINTS = Field(
    key="cai_shen_qian_points",
    kind=INT,
    default=1,
    min=1,
    max=100_000,
    names=T("财神钱点数", "財神錢點數", "財神銭の点数", "财神 money per tile"),
    explanation=T(
        "开启财神钱时,每张财神向每家收取的点数。",
        "開啟財神錢時,每張財神向每家收取的點數。",
        "財神銭がオンのとき、財神 1 枚につき各家から受け取る点数。",
        "With 财神 money on: the points each 财神 collects from each other seat.",
    ),
    ref=ref(43, brief=True),
    group="payment",
)

SPECIAL_PRIORITY = Field(
    key="special_priority",
    kind=BOOL,
    default=True,
    names=T("特殊牌型优先", "特殊牌型優先", "特殊形の優先", "Special wins take precedence"),
    explanation=T(
        "一盘只有一位和牌者。几家同时和同一张牌时,从点炮者的下家起按出牌顺序最先的一家和牌;"
        "开(默认,原文“特殊牌型先和牌”):若其中有人是特殊牌型,则特殊牌型者优先(几家都是特殊牌型时仍按顺序)。",
        "一盤只有一位和牌者。幾家同時和同一張牌時,從點炮者的下家起按出牌順序最先的一家和牌;"
        "開(預設,原文「特殊牌型先和牌」):若其中有人是特殊牌型,則特殊牌型者優先(幾家都是特殊牌型時仍按順序)。",
        "和了者は 1 人だけです。同じ牌で複数が和了を宣言したら、放銃者の次の席から順番で最初の人が和了します。"
        "オン(既定、原文「特殊形が先に和了」):その中に特殊形の人がいれば特殊形が優先(複数なら順番)。",
        "One winner per hand. When several seats claim the same discard, the first in turn order after the "
        "discarder wins; on (default, as the rule text says): a seat with a special win goes before the others "
        "(several special wins: turn order again).",
    ),
    ref=ref(32, 37, brief=True),
    group="win",
)

FLIP_ON_TABLE = Field(
    key="flip_on_table",
    kind=BOOL,
    default=False,
    names=T("翻牌留在桌上", "翻牌留在桌上", "めくり牌を卓に残す", "Flipped tile stays on the table"),
    explanation=T(
        "原文只说「财神牌型在桌上亮出(翻牌就是财神)」,没说翻出的那张牌之后还用不用。"
        "关(默认):翻牌只是亮出哪种牌是财神,随后回到牌中照常使用,所以该种 4 张都在牌局里,一家手中最多可有 4 张财神。"
        "开:翻出的那张一直亮在桌上,算作该种牌 4 张之一,牌局里只剩 3 张财神;这时手牌、副露与各家财神数合计超过 3 张就会报错。",
        "原文只說「財神牌型在桌上亮出(翻牌就是財神)」,沒說翻出的那張牌之後還用不用。"
        "關(預設):翻牌只是亮出哪種牌是財神,隨後回到牌中照常使用,所以該種 4 張都在牌局裡,一家手中最多可有 4 張財神。"
        "開:翻出的那張一直亮在桌上,算作該種牌 4 張之一,牌局裡只剩 3 張財神;這時手牌、副露與各家財神數合計超過 3 張就會報錯。",
        "原文は「財神の牌を卓に示す(めくった牌が財神)」とだけあり、めくった 1 枚をその後使うかは書かれていません。"
        "オフ(既定):めくり牌はどの牌が財神かを示すだけで、その後は普通に牌山に戻るので、その種類の 4 枚すべてが場にあり、"
        "1 人で財神を 4 枚まで持てます。オン:めくった 1 枚は卓に表向きのまま残り、その種類の 4 枚のうちに数えるので、"
        "場の財神は 3 枚だけです。手牌・副露・各家の財神の枚数の合計が 3 枚を超えるとエラーになります。",
        "The rule text only says the 财神 is shown on the table (the flipped tile is the 财神); it does not say "
        "whether that tile is played afterwards. Off (default): the flipped tile only shows which kind is the "
        "财神 and then goes back into play, so all four copies of that kind are in play and one hand may hold "
        "four 财神. On: the flipped tile stays face up on the table as one of the kind's four copies, so only "
        "three 财神 are in play; hands, melds and 财神 counts that add up to more than three are an error.",
    ),
    ref=ref(13, note="whether the flipped tile stays out of play: the seed is silent (our option, default off)"),
    group="cai_shen",
)

OPTIONS: tuple[Field, ...] = (
    BASE_PROGRESSION,
    DISCARDER_PAYS_ALL,
    CAI_SHEN_QIAN,
    CAI_SHEN_QIAN_POINTS,
    SPECIAL_PRIORITY,
    FLIP_ON_TABLE,
)

PRESETS: tuple[Preset, ...] = (
    Preset(
        key="seed",
        names=T(
            "温州通用进阶 10/20/30/40",
            "溫州通用進階 10/20/30/40",
            "温州標準 10/20/30/40",
            "Wenzhou standard 10/20/30/40",
        ),
        explanation=T(
            "原文的温州通用进阶分算法:底分 10、20、30、40。",
            "原文的溫州通用進階分算法:底分 10、20、30、40。",
            "原文の温州標準の進階点:底点 10・20・30・40。",
            "The seed's standard Wenzhou progression: bases 10, 20, 30, 40.",
        ),
        values={},
    ),
    Preset(
        key="base_2468",
        names=T("基数 2/4/6/8", "基數 2/4/6/8", "基数 2/4/6/8", "Bases 2/4/6/8"),
        explanation=T(
            "原文的另一种基数:2、4、6、8。",
            "原文的另一種基數:2、4、6、8。",
            "原文の別の基数:2・4・6・8。",
            "The rule text's other progression: 2, 4, 6, 8.",
        ),
        values={"base_progression": PROGRESSION_2468},
    ),
    Preset(
        key="base_3579",
        names=T("基数 3/5/7/9", "基數 3/5/7/9", "基数 3/5/7/9", "Bases 3/5/7/9"),
        explanation=T(
            "原文的另一种基数:3、5、7、9。",
            "原文的另一種基數:3、5、7、9。",
            "原文の別の基数:3・5・7・9。",
            "The rule text's other progression: 3, 5, 7, 9.",
        ),
        values={"base_progression": PROGRESSION_3579},
    ),
)

# ------------------------------------------------------------ table facts ---

MAIDI = Field(
    key="maidi",
    kind=INT,
    default=0,
    min=0,
    names=T("买底", "買底", "買底", "买底 (dealer's buy)"),
    explanation=T(
        "庄家本盘买底的数目,不可超过本盘底分。加在庄家与每一家之间的底分上,输赢两个方向都算。",
        "莊家本盤買底的數目,不可超過本盤底分。加在莊家與每一家之間的底分上,輸贏兩個方向都算。",
        "親がこの局に買った底の数。この局の底点を超えられません。親と各家の間の底点に加わり、勝ち負けどちらの向きにも効きます。",
        "What the dealer bought this hand; at most this hand's base. It is added to the base of every "
        "payment between the dealer and another seat, whichever way the payment goes.",
    ),
    reading=T(
        "原文说买底增加庄家胡牌后所得,顶底让庄家多付;我们读作两个方向都算:庄家输时买底也加在他付的底分上,庄家赢时顶底也加在那一家付的底分上。",
        "原文說買底增加莊家胡牌後所得,頂底讓莊家多付;我們讀作兩個方向都算:莊家輸時買底也加在他付的底分上,莊家贏時頂底也加在那一家付的底分上。",
        "原文では買底は親の和了の取り分を増やし、頂底は親の支払いを増やすとあります。当サイトは両方向と読み、親が負ければ買底も親の支払いに加わり、親が勝てば頂底もその子の支払いに加わります。",
        "The rule text says 买底 raises what the dealer wins and 顶底 what the dealer pays; we read both ways: 买底 "
        "also raises what a losing dealer pays, and 顶底 what that non-dealer pays a winning dealer.",
    ),
    ref=ref(44, brief=True),
)

DINGDI = Field(
    key="dingdi",
    kind=INT_PER_SEAT,
    default=None,
    min=0,
    names=T("顶底", "頂底", "頂底", "顶底 (non-dealer's raise)"),
    explanation=T(
        "每个座位一个数:闲家顶底的数目(庄家的位置填 0),不可超过本盘底分。加在庄家与该闲家之间的底分上,输赢两个方向都算。",
        "每個座位一個數:閒家頂底的數目(莊家的位置填 0),不可超過本盤底分。加在莊家與該閒家之間的底分上,輸贏兩個方向都算。",
        "席ごとに 1 つ:子の頂底の数(親の席は 0)。この局の底点を超えられません。親とその子の間の底点に加わり、どちらの向きにも効きます。",
        "One number per seat: each non-dealer's 顶底 (0 at the dealer's seat), at most this hand's base. "
        "It is added to the base of the payments between the dealer and that seat, whichever way they go.",
    ),
    reading=T(
        "原文说买底增加庄家胡牌后所得,顶底让庄家多付;我们读作两个方向都算:庄家输时买底也加在他付的底分上,庄家赢时顶底也加在那一家付的底分上。",
        "原文說買底增加莊家胡牌後所得,頂底讓莊家多付;我們讀作兩個方向都算:莊家輸時買底也加在他付的底分上,莊家贏時頂底也加在那一家付的底分上。",
        "原文では買底は親の和了の取り分を増やし、頂底は親の支払いを増やすとあります。当サイトは両方向と読み、親が負ければ買底も親の支払いに加わり、親が勝てば頂底もその子の支払いに加わります。",
        "The rule text says 买底 raises what the dealer wins and 顶底 what the dealer pays; we read both ways: 买底 "
        "also raises what a losing dealer pays, and 顶底 what that non-dealer pays a winning dealer.",
    ),
    ref=ref(45, brief=True),
)

TABLE_FIELDS: tuple[Field, ...] = (MAIDI, DINGDI)

FLIP = Field(
    key="flip",
    kind=TILES,
    min=1,
    max=1,
    names=T("翻牌(财神)", "翻牌(財神)", "めくり牌(財神)", "Flipped tile (财神)"),
    explanation=T(
        "翻开亮出的一张牌:与它同种的牌就是财神(百搭)。这张翻牌是否留在桌上、占去该种牌 4 张之一,"
        "由选项「翻牌留在桌上」决定(默认不留:4 张财神都在牌局里)。",
        "翻開亮出的一張牌:與它同種的牌就是財神(百搭)。這張翻牌是否留在桌上、佔去該種牌 4 張之一,"
        "由選項「翻牌留在桌上」決定(預設不留:4 張財神都在牌局裡)。",
        "めくって示す 1 枚:これと同じ種類の牌が財神(万能牌)です。めくった 1 枚が卓に残ってその牌の 4 枚の 1 枚を占めるかは、"
        "オプション「めくり牌を卓に残す」で決まります(既定は残さない:財神 4 枚すべてが場にあります)。",
        "The tile turned face up: the tiles of its kind are the 财神 (wild). Whether this tile stays on the "
        'table as one of the kind\'s four copies is the option "Flipped tile stays on the table" (default off: '
        "all four 财神 are in play).",
    ),
    ref=ref(13, brief=True),
)

CAI_SHEN_COUNT = Field(
    key="cai_shen",
    kind=INT,
    default=None,
    min=0,
    max=4,
    names=T("手中财神数", "手中財神數", "手の財神の枚数", "财神 held"),
    explanation=T(
        "只在开启财神钱、又没有给出这一家手牌时需要:这一家手中财神的张数。给出手牌时从手牌数出。"
        "各家合计最多 4 张(翻牌留在桌上时 3 张),副露中的财神也要算进去。",
        "只在開啟財神錢、又沒有給出這一家手牌時需要:這一家手中財神的張數。給出手牌時從手牌數出。"
        "各家合計最多 4 張(翻牌留在桌上時 3 張),副露中的財神也要算進去。",
        "財神銭がオンで、この家の手牌を書かないときだけ必要:手の中の財神の枚数。手牌を書けばそこから数えます。"
        "全員の合計は 4 枚まで(めくり牌を卓に残すなら 3 枚)で、副露の財神もその中に数えます。",
        "Needed only with 财神 money on when this seat's hand is not given: how many 财神 it holds. "
        "When the hand is given they are counted from it. All seats together hold at most four (three when "
        "the flipped tile stays on the table), the 财神 in melds included.",
    ),
    ref=ref(43),
)

SEAT_FIELDS: tuple[Field, ...] = (CAI_SHEN_COUNT,)
