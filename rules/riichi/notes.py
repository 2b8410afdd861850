"""The riichi rule page in our own words: the seed's table rules (001), and how this site reads them."""

from __future__ import annotations

from rules.model import Example, Rule
from rules.text import T, Text

from .sources import seed

# A yaku the seed does not list is a standard riichi yaku (rules-brief: "standard riichi mahjong").
UNLISTED_READING = T(
    "原文只写了立直、门前清自摸和、风牌等几种役;这一条按通行的日本麻将规则(原文标题即“日本麻将”)。",
    "原文只寫了立直、門前清自摸和、風牌等幾種役;這一條按通行的日本麻將規則(原文標題即「日本麻將」)。",
    "原文にはリーチ・門前清自摸和・風牌など一部の役しか書かれていません。この項目は一般的な日本のリーチ麻雀のルールによります(原文の題も「日本麻将」)。",
    "The rule text lists only a few yaku (riichi, menzen tsumo, wind sets); this one follows standard Japanese "
    "riichi rules (the text's title is 'Japanese mahjong').",
)

NOTES: tuple[Text, ...] = (
    T(
        "一手牌有多种拆法时,取点数最高者,同点取番数最高者。",
        "一手牌有多種拆法時,取點數最高者,同點取番數最高者。",
        "複数の解釈があるときは最高点、同点なら翻の多いほう。",
        "When a hand reads several ways, the reading worth the most points wins; on equal points, the one with more han.",
    ),
    T(
        "桌上原有的立直棒不属于任何座位:和牌者取得的立直棒单独列出,并计入各家的得失点;这一局的付款本身总和为零。流局时立直棒留在桌上。",
        "桌上原有的立直棒不屬於任何座位:和牌者取得的立直棒單獨列出,並計入各家的得失點;這一局的付款本身總和為零。流局時立直棒留在桌上。",
        "卓上の供託は誰のものでもありません。和了者が受け取る供託は別に示し、各家の点数の増減に含めます。この局の支払いそのものは合計 0 です。流局なら供託は卓に残ります。",
        "Riichi sticks already on the table belong to no seat: the sticks a winner collects are shown apart and "
        "counted in each seat's score change, while the hand's own payments sum to zero. After a draw they stay "
        "on the table.",
    ),
    T(
        "双响时,本场与立直棒归按顺序离放铳者最近的和牌者。",
        "雙響時,本場與立直棒歸按順序離放銃者最近的和牌者。",
        "ダブロンでは積み棒と供託は放銃者から順に近い和了者が取ります(上家取り)。",
        "In a double ron, honba and riichi sticks go to the winner nearest the discarder in turn order.",
    ),
    T(
        "包牌:只有大三元/大四喜那一部分役满由包牌者负责;同时成立的其他役满照常支付。自摸时本场也由包牌者付。",
        "包牌:只有大三元/大四喜那一部分役滿由包牌者負責;同時成立的其他役滿照常支付。自摸時本場也由包牌者付。",
        "パオは大三元・大四喜の役満分のみ。複合した他の役満は通常どおり。ツモなら積み棒も責任者が払います。",
        "Liability covers only the daisangen / daisuushii yakuman; any other yakuman in the hand is paid as usual. "
        "On a self-draw the liable seat also pays the honba.",
    ),
)

P = "234m567p789s23455p"

RULES: tuple[Rule, ...] = (
    Rule(
        key="dealer",
        topic="table",
        title=T("连庄与本场", "連莊與本場", "連荘と積み棒", "Keeping the deal (连庄) and honba"),
        text=T(
            "庄家和牌后继续坐庄。每连一把庄,庄家拿出一个 100 点的筹码作标记,下次和牌后收回。"
            "连庄后的和牌另得 1500 点:自摸每家付 500,荣和由放铳者付 1500;再连庄时依次递增。"
            "南风场最后一局庄家和牌且点数最高时,不再连庄,直接结束。",
            "莊家和牌後繼續坐莊。每連一把莊,莊家拿出一個 100 點的籌碼作標記,下次和牌後收回。"
            "連莊後的和牌另得 1500 點:自摸每家付 500,榮和由放銃者付 1500;再連莊時依次遞增。"
            "南風場最後一局莊家和牌且點數最高時,不再連莊,直接結束。",
            "親が和了すると連荘します。連荘のたびに親は 100 点棒を目印に出し、次の和了で回収します。"
            "連荘後の和了には 1500 点の加算があり、ツモなら各家 500、ロンなら放銃者が 1500 を払います。連荘が続けば積み増します。"
            "南場の最終局で親が和了してトップなら、連荘せずに終了です。",
            "A dealer who wins deals again. For each hand kept the dealer puts out a 100-point marker, taken back "
            "after the next win. A win after 连庄 earns 1500 more per count: 500 from each on a self-draw, 1500 from "
            "the discarder on a ron. In the last hand of the South round, a winning dealer who is top ends the game.",
        ),
        reading=T(
            "原文的连庄数按庄家和牌的把数计;流局时庄家听牌也连庄,中途流局也连庄。天凤预设改用通行的本场数。",
            "原文的連莊數按莊家和牌的把數計;流局時莊家聽牌也連莊,中途流局也連莊。天鳳預設改用通行的本場數。",
            "原文の連荘数は親の和了の回数で数えます。流局で親が聴牌なら連荘、途中流局も連荘です。天鳳の設定では通常の本場を数えます。",
            "The rule text's count is of hands the dealer kept by winning; the dealer also keeps the deal on a draw "
            "when ready, and on an abortive draw. The Tenhou preset counts standard honba instead.",
        ),
        calculator=T(
            "计算器每次只算一局:庄家和连庄数由你填写;终局不由它判断。",
            "計算器每次只算一局:莊家和連莊數由你填寫;終局不由它判斷。",
            "計算機は 1 局ずつ計算します。親と連荘数は入力してください。終局の判定はしません。",
            "The calculator scores one hand at a time: you enter the dealer and the streak; it does not decide the end of the game.",
        ),
        ref=seed(61, 62, 63, 64, 65, 66),
        examples=(
            Example.win(
                P,
                by="discard",
                frm=1,
                dealer=0,
                dealer_streak=2,
                seat_extra={"riichi": "single"},
                shows=("honba",),
                note=T(
                    "庄家连庄 2 把后荣和:另得 3000。",
                    "莊家連莊 2 把後榮和:另得 3000。",
                    "連荘 2 回の親がロン:3000 を加算。",
                    "The dealer, two hands kept, wins on a discard: 3000 more.",
                ),
            ),
        ),
    ),
    Rule(
        key="dora",
        topic="table",
        title=T(
            "宝牌(明花)与里宝牌(暗花)",
            "寶牌(明花)與裏寶牌(暗花)",
            "ドラ(明花)と裏ドラ(暗花)",
            "Dora (明花) and ura-dora (暗花)",
        ),
        text=T(
            "翻开倒数第 3 墩上面的一张,比它大一点的牌是宝牌(明花),对所有人有效:手里有几张就加几番。它下面的一张定里宝牌(暗花),只有立直后和牌的人才能用。"
            "每开一个杠,再翻开左边一张作为新的明花,下面一张是新的暗花。宝牌再多也不能代替起和的一番:只有宝牌的和牌算诈和。",
            "翻開倒數第 3 墩上面的一張,比它大一點的牌是寶牌(明花),對所有人有效:手裡有幾張就加幾番。它下面的一張定裏寶牌(暗花),只有立直後和牌的人才能用。"
            "每開一個槓,再翻開左邊一張作為新的明花,下面一張是新的暗花。寶牌再多也不能代替起和的一番:只有寶牌的和牌算詐和。",
            "後ろから 3 幢目の上の牌をめくり、その次の牌がドラ(明花)で全員に有効:手にある枚数だけ翻が付きます。その下の牌で決まる裏ドラ(暗花)はリーチして和了した人だけが使えます。"
            "カンのたびに左隣をめくって新しい明花・暗花を加えます。ドラがいくらあっても 1 翻縛りは満たせず、ドラだけの和了は錯和(チョンボ)です。",
            "The top tile of the third stack from the end is turned up; the next tile after it is dora (明花) for "
            "everyone, one han per copy held. The tile under it gives the ura-dora (暗花), for a winner who declared "
            "riichi only. Each kong turns up one more indicator to the left, with a new ura under it. Dora never "
            "make the one han a win needs: a hand with only dora is a false win (诈和).",
        ),
        ref=seed(5, 6, 7, 11, 12, 13, 15),
        examples=(
            Example.win(
                P,
                by="discard",
                seat_extra={"riichi": "single"},
                dealer=1,
                indicators={"dora": "9s", "ura": "1m"},
                shows=("ura_dora",),
            ),
        ),
    ),
    Rule(
        key="one_han",
        topic="win",
        title=T("一番起和", "一番起和", "一翻縛り", "At least one han"),
        text=T(
            "和牌至少要有一番(役),否则算诈和:没有役就荣和算诈和,但门清可以自摸和(门前清自摸和就是一番)。",
            "和牌至少要有一番(役),否則算詐和:沒有役就榮和算詐和,但門清可以自摸和(門前清自摸和就是一番)。",
            "和了には 1 翻(役)以上が必要で、なければ錯和(チョンボ)。役なしのロンは錯和ですが、門前ならツモ和了できます(門前清自摸和が 1 翻)。",
            "A win needs at least one han from a yaku, else it is a false win (诈和): a ron without a yaku is one, "
            "but a closed hand may always win by self-draw (menzen tsumo is a yaku).",
        ),
        calculator=T(
            "没有役的和牌,计算器不当作和牌算分,而是说明它是诈和;要结算诈和,请在“诈和(犯规)的座位”里选这一家。",
            "沒有役的和牌,計算器不當作和牌算分,而是說明它是詐和;要結算詐和,請在「詐和(犯規)的座位」裡選這一家。",
            "役のない和了は和了として計算せず、錯和であることを示します。錯和を精算するには「チョンボした席」でその席を選んでください。",
            "A win with no yaku is not scored as a win; the calculator says it is a false win. To settle the false "
            "win, pick that seat as the seat that committed chombo.",
        ),
        ref=seed(13, 24, 25),
    ),
    Rule(
        key="chankan_added",
        topic="win",
        title=T("只能抢明杠", "只能搶明槓", "槍槓は加槓のみ", "Only an added kong may be robbed"),
        text=T(
            "只能抢明杠(别人碰后加杠的那张牌),抢杠本身是一番。",
            "只能搶明槓(別人碰後加槓的那張牌),搶槓本身是一番。",
            "槍槓できるのは加槓(ポンに 4 枚目を加えるカン)だけで、槍槓は 1 翻です。",
            "Only an added kong (a fourth tile added to a pon) may be robbed, and robbing it is itself one han.",
        ),
        ref=seed(26, 27),
        examples=(Example.win(P, by="robbed_kong", frm=1, dealer=1, shows=("chankan",)),),
    ),
    Rule(
        key="furiten",
        topic="win",
        title=T("振听(不能荣和)", "振聽(不能榮和)", "フリテン", "Furiten: when a ron is not allowed"),
        text=T(
            "听的牌里有自己打过的牌:不能荣和,只能自摸(换听才恢复)。立直后放过一次能荣和的牌:之后只能自摸(“自摸听”)。"
            "同一巡内放过第一张能和的牌,第二张也不能和。这样荣和都算诈和,按诈和罚点结算。",
            "聽的牌裡有自己打過的牌:不能榮和,只能自摸(換聽才恢復)。立直後放過一次能榮和的牌:之後只能自摸(「自摸聽」)。"
            "同一巡內放過第一張能和的牌,第二張也不能和。這樣榮和都算詐和,按詐和罰點結算。",
            "待ち牌に自分の捨て牌があるとロンできずツモのみ(待ちを変えれば回復)。リーチ後にロンできる牌を見送ると、以後はツモのみ(「自摸聴」)。"
            "同じ巡目で最初の当たり牌を見送ると、2 枚目でもロンできません。これらのロンは錯和で、錯和の罰符で精算します。",
            "A seat whose waits include a tile it has discarded may not win on a discard, only by self-draw (until it "
            "changes its wait). After riichi, a seat that passed a winning discard may then only self-draw. A seat "
            "that passed a winning discard may not win on another in the same go-round. Such a ron is a false win "
            "(诈和), settled with the false-win penalty.",
        ),
        calculator=T(
            "计算器还不判断振听(需要知道打过的牌,稍后加入):振听的荣和目前仍会照常算分;请按诈和处理。",
            "計算器還不判斷振聽(需要知道打過的牌,稍後加入):振聽的榮和目前仍會照常算分;請按詐和處理。",
            "フリテンはまだ計算機が判定しません(捨て牌の情報が必要で、後日対応)。今はフリテンのロンもそのまま計算されるので、錯和として扱ってください。",
            "The calculator does not judge furiten yet (it needs the discards; coming later): a furiten ron is still "
            "scored as a win, so settle it as a false win yourself.",
        ),
        ref=seed(49, 52, 53, 57, 81, 82),
    ),
    Rule(
        key="early_draw",
        topic="other",
        title=T("提前摸牌的罚点", "提前摸牌的罰點", "早ツモの罰", "Drawing too early"),
        text=T(
            "上家还没打出牌就提前摸牌,或先打后抓,罚 1000 点。打出的牌碰到牌墙以内的桌面就必须打出。",
            "上家還沒打出牌就提前摸牌,或先打後抓,罰 1000 點。打出的牌碰到牌牆以內的桌面就必須打出。",
            "上家が打牌する前に先ヅモ、または先に打ってから引くと 1000 点の罰。牌山の内側の卓面に触れた牌は打牌したものとみなします。",
            "Drawing before the player on one's left has discarded, or discarding before drawing, costs 1000 points. "
            "A tile that touches the table inside the walls is discarded.",
        ),
        calculator=T(
            "这个罚点不属于一局的和牌结算,计算器不计算它;请另行记下。",
            "這個罰點不屬於一局的和牌結算,計算器不計算它;請另行記下。",
            "この罰は和了の精算には含まれず、計算機は計算しません。別に記録してください。",
            "This penalty is not part of a hand's settlement and the calculator does not compute it; record it apart.",
        ),
        ref=seed(21, 23),
    ),
    Rule(
        key="exhaustive_draw",
        topic="draw",
        title=T(
            "荒牌流局与不听罚点", "荒牌流局與不聽罰點", "荒牌流局とノーテン罰符", "Exhaustive draw and noten payments"
        ),
        text=T(
            "牌摸到倒数第 7 墩为止(开 1 杠留 7 墩、2 杠 8 墩),没有人和就是荒牌流局。不听的人付给听牌的人共 3000 点:"
            "一人不听付 3000(三家各 1000);两人对两人各付 1500;三人不听,听牌的一家从每人各得 1000。",
            "牌摸到倒數第 7 墩為止(開 1 槓留 7 墩、2 槓 8 墩),沒有人和就是荒牌流局。不聽的人付給聽牌的人共 3000 點:"
            "一人不聽付 3000(三家各 1000);兩人對兩人各付 1500;三人不聽,聽牌的一家從每人各得 1000。",
            "山は後ろから 7 幢目まで(1 カンで 7 幢、2 カンで 8 幢残し)。誰も和了しなければ荒牌流局で、ノーテンの人がテンパイの人に合計 3000 点を払います:"
            "1 人ノーテンなら 3000(3 人に 1000 ずつ)、2 対 2 なら 1500 ずつ、3 人ノーテンなら聴牌者が各人から 1000。",
            "Play stops at the seventh stack from the end (7 with one kong, 8 with two); with no winner it is an "
            "exhaustive draw. The seats that are not ready pay the ready ones 3000 in all: one noten seat pays 3000 "
            "(1000 to each); two against two pay 1500 each; with three noten, the ready seat gets 1000 from each.",
        ),
        ref=seed(30, 31, 32, 33, 34, 36, 37),
        examples=(
            Example(
                request={
                    "players": 4,
                    "dealer": 0,
                    "seats": [
                        {"hand": "234m567p789s2345p", "tenpai": True},
                        {"hand": "1357m2468p1357s1z", "tenpai": False},
                        {"hand": "234m567p789s2355s"},
                        {"hand": "1359m2469p1359s2z"},
                    ],
                },
                shows=("noten",),
                note=T(
                    "两家听牌、两家不听。",
                    "兩家聽牌、兩家不聽。",
                    "2 人テンパイ、2 人ノーテン。",
                    "Two ready, two not.",
                ),
            ),
        ),
    ),
    Rule(
        key="abortive_draw",
        topic="draw",
        title=T("中途流局", "中途流局", "途中流局", "Abortive draws"),
        text=T(
            "以下情况中途流局,重新抓牌:庄家起手的牌、或闲家摸到第一张后的手牌里幺九牌和风牌超过 9 张;庄家打出一张风牌后其余三家都打同一张风牌;"
            "四家都立直;一炮三响;同一局里每人各有一个杠。流局时桌上的点数全部转到下一局,下一个和牌的人取得。",
            "以下情況中途流局,重新抓牌:莊家起手的牌、或閒家摸到第一張後的手牌裡么九牌和風牌超過 9 張;莊家打出一張風牌後其餘三家都打同一張風牌;"
            "四家都立直;一炮三響;同一局裡每人各有一個槓。流局時桌上的點數全部轉到下一局,下一個和牌的人取得。",
            "次の場合は途中流局で配り直し:親の配牌、または子の第一ツモ後の手で么九牌と風牌が 9 枚を超える。親の風牌の打牌に続いて 3 人が同じ風牌を捨てる。"
            "4 人ともリーチ。トリプルロン。同じ局で全員が 1 つずつカン。卓上の点棒は次の局へ持ち越し、次に和了した人が取ります。",
            "The hand is void and dealt again when: the dealer's dealt hand, or a non-dealer's after its first draw, "
            "holds more than nine terminal and honor tiles; the dealer discards a wind and the three others discard "
            "the same wind; all four declare riichi; three seats win on one discard; every seat has made one kong. "
            "Everything on the table carries to the next hand, for its winner.",
        ),
        reading=T(
            "原文数的是幺九字牌的张数(超过 9 张),不是通行的“九种九牌”;“每人各有一个杠”照原文。一炮三响时三家都必须真能和牌,否则是诈和。",
            "原文數的是么九字牌的張數(超過 9 張),不是通行的「九種九牌」;「每人各有一個槓」照原文。一炮三響時三家都必須真能和牌,否則是詐和。",
            "原文は么九牌の枚数(9 枚超)を数え、一般的な「九種九牌」ではありません。「全員が 1 カンずつ」も原文どおり。トリプルロンは 3 人とも本当に和了形でなければ錯和です。",
            "The rule text counts terminal and honor tiles (more than nine), not the usual nine kinds; 'every seat "
            "has one kong' is taken as written. For a triple ron all three must be real wins, else it is a false win.",
        ),
        calculator=T(
            "计算器按你选的流局种类结算(不付点,立直棒留在桌上),还不从牌面检查条件是否成立(稍后加入)。",
            "計算器按你選的流局種類結算(不付點,立直棒留在桌上),還不從牌面檢查條件是否成立(稍後加入)。",
            "計算機は選んだ流局の種類で精算します(支払いなし、供託は卓に残る)。条件が成り立つかの牌からの確認はまだしません(後日対応)。",
            "The calculator settles the kind of draw you pick (no payments; riichi sticks stay on the table); it does "
            "not yet check the conditions from the tiles (coming later).",
        ),
        ref=seed(38, 39, 41, 42, 44, 45, 46, 47, 48),
        examples=(
            Example(
                request={"players": 4, "table": {"draw": "four_riichi"}, "seats": [{"riichi": "single"}] * 4},
                note=T(
                    "四家立直:没有人付点。",
                    "四家立直:沒有人付點。",
                    "四家立直:支払いなし。",
                    "Four riichi: nobody pays.",
                ),
            ),
        ),
    ),
    Rule(
        key="chombo",
        topic="pay",
        title=T("诈和的罚点", "詐和的罰點", "錯和(チョンボ)の罰符", "The false-win penalty"),
        text=T(
            "诈和按“自摸满贯”的点数付罚点:闲家付庄家 4000、另两家各 2000;庄家付每家 4000。",
            "詐和按「自摸滿貫」的點數付罰點:閒家付莊家 4000、另兩家各 2000;莊家付每家 4000。",
            "錯和は満貫ツモ相当を払います:子なら親に 4000、子に 2000 ずつ。親なら各 4000。",
            "A false win costs a mangan as a self-draw would: a non-dealer pays the dealer 4000 and the others 2000 "
            "each; the dealer pays 4000 to each.",
        ),
        ref=seed(67, 68),
        examples=(
            Example(
                request={"players": 4, "dealer": 0, "table": {"chombo": 2}, "seats": [{}, {}, {}, {}]},
                shows=("chombo",),
            ),
        ),
    ),
    Rule(
        key="liability",
        topic="pay",
        title=T("包牌(役满的责任)", "包牌(役滿的責任)", "パオ(役満の責任払い)", "Liability for a yakuman (包牌)"),
        text=T(
            "一家已经碰了两种三元牌,另一家又打出第三种给他碰,成了大三元:打出的人负责。和牌者自摸时由他付全部;荣和时他付一半。"
            "大四喜让别人碰到最后一种风牌时也一样。",
            "一家已經碰了兩種三元牌,另一家又打出第三種給他碰,成了大三元:打出的人負責。和牌者自摸時由他付全部;榮和時他付一半。"
            "大四喜讓別人碰到最後一種風牌時也一樣。",
            "三元牌を 2 種ポンしている人に 3 種目をポンさせて大三元を確定させた人が責任者。ツモなら責任者が全額、ロンなら半分を払います。"
            "大四喜の最後の風牌をポンさせたときも同じです。",
            "When a seat has ponned two dragons and another discards the third for it to pon, making daisangen, that "
            "discarder is liable: on a self-draw it pays everything, on a ron half. The same for feeding the last "
            "wind of daisuushii.",
        ),
        ref=seed(69, 70, 71, 72, 73, 74),
        examples=(
            Example.win(
                "555666z234m11p",
                tile="1p",
                melds="777z@2",
                seat_extra={"liable": 2},
                dealer=1,
                shows=("daisangen", "liability"),
            ),
        ),
    ),
    Rule(
        key="riichi_rules",
        topic="win",
        title=T("报听(立直)的规定", "報聽(立直)的規定", "リーチの決まり", "Declaring riichi (报听)"),
        text=T(
            "门清听牌时可以报听(立直),加一番,要放 1000 点下注,把报听时打出的牌横放。报听后直到自摸或流局都不能换牌;"
            "摸到不影响听牌的暗杠可以开杠。只有报听后和牌的人才能翻看暗花(里宝牌)。",
            "門清聽牌時可以報聽(立直),加一番,要放 1000 點下注,把報聽時打出的牌橫放。報聽後直到自摸或流局都不能換牌;"
            "摸到不影響聽牌的暗槓可以開槓。只有報聽後和牌的人才能翻看暗花(裏寶牌)。",
            "門前で聴牌したらリーチ(報聴)でき 1 翻。1000 点を供託し、宣言牌を横に置きます。以後はツモか流局まで手を変えられません。"
            "待ちの変わらない暗槓はできます。裏ドラ(暗花)を見られるのはリーチして和了した人だけです。",
            "A closed ready hand may declare riichi (报听) for one han, putting up 1000 points and turning the "
            "declaring discard sideways. The hand may not change until it wins or the hand is drawn; a concealed kong "
            "that keeps the wait is allowed. Only a riichi winner looks at the ura-dora (暗花).",
        ),
        ref=seed(77, 78, 79, 80, 87),
        examples=(Example.win(P, by="discard", seat_extra={"riichi": "single"}, dealer=1, shows=("riichi",)),),
    ),
)
