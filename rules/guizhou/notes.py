"""How this calculator reads the seed where it is silent or loose: shown on the rule page."""

from __future__ import annotations

from rules.model import Example, Rule
from rules.text import T

from .sources import ref

NOTES = (
    T(
        "需要哪些事实:胡牌者给出整手牌(含和牌张)和碰杠;其他座位给整手牌(由计算器算听牌与手中的鸡),或只标明是否听牌和手中的鸡。有碰杠、打出的鸡或冲锋鸡角色的座位,以及荒庄时每个座位,都必须能判断是否听牌;荒庄时听牌的座位要给整手牌用于查叫。什么都不写的座位视为没听牌(此时结果与听牌相同)。",
        "需要哪些事實:胡牌者給出整手牌(含和牌張)和碰槓;其他座位給整手牌(由計算器算聽牌與手中的雞),或只標明是否聽牌和手中的雞。有碰槓、打出的雞或衝鋒雞角色的座位,以及荒莊時每個座位,都必須能判斷是否聽牌;荒莊時聽牌的座位要給整手牌用於查叫。什麼都不寫的座位視為沒聽牌(此時結果與聽牌相同)。",
        "必要な事実: 和了者は手牌全体(和了牌を含む)と副露。他の席は手牌全体(聴牌と手の中の鶏を計算機が求める)か、聴牌かどうかと手の中の鶏だけ。副露・捨てた鶏・衝鋒鶏の役がある席と、流局時の全席は聴牌かどうかが必要で、流局時の聴牌者は査叫のため手牌全体が必要です。何も書かない席は未聴牌とみなします(その場合、聴牌でも結果は同じです)。",
        "Which facts are needed when: a winner gives its whole hand (winning tile included) and melds; any other seat gives its whole hand (the calculator then works out readiness and chickens in hand) or just whether it is ready and its chickens in hand. Readiness must be known for a seat with melds, chicken discards or a 冲锋鸡 role, and for every seat on a draw, where a ready seat must give its whole hand for 查叫. A seat given nothing counts as not ready (which then changes nothing).",
    ),
    T(
        "本鸡、摇摆鸡是一个三选一选项(F+1 / F / F±1),不叠加。",
        "本雞、搖擺雞是一個三選一選項(F+1 / F / F±1),不疊加。",
        "本鶏・揺れ鶏は三択(F+1 / F / F±1)で、重ねません。",
        "本鸡 and 摇摆鸡 are one three-way choice (F+1 / F / F±1), not stacked.",
    ),
    T(
        "冲锋鸡“翻倍”按该鸡的值翻倍:普通 2,金鸡 4。未被碰杠的冲锋鸡要写在打出者“打出未被碰杠的牌”里。",
        "衝鋒雞「翻倍」按該雞的值翻倍:普通 2,金雞 4。未被碰槓的衝鋒雞要寫在打出者「打出未被碰槓的牌」裡。",
        "衝鋒鶏の「倍」はその鶏の値の倍: 普通 2、金鶏 4。鳴かれなかった衝鋒鶏は捨てた人の「鳴かれなかった捨て牌」に書きます。",
        "The 冲锋鸡 'doubling' doubles that chicken's value: 2, or 4 for a gold one. An unclaimed 冲锋鸡 is listed among its discarder's unclaimed discards.",
    ),
    T(
        "冲锋鸡被碰杠时,打出者付碰杠者 1 分责任鸡(碰杠者须胡牌或听牌);打出者没听牌时,包鸡里还要为这张责任鸡付每个胡牌或听牌者 1 分。别的被碰杠的鸡只算碰杠者的鸡,不算打出者的包鸡。",
        "衝鋒雞被碰槓時,打出者付碰槓者 1 分責任雞(碰槓者須胡牌或聽牌);打出者沒聽牌時,包雞裡還要為這張責任雞付每個胡牌或聽牌者 1 分。別的被碰槓的雞只算碰槓者的雞,不算打出者的包雞。",
        "衝鋒鶏が鳴かれたら、捨てた人は鳴いた人に責任鶏 1 点(鳴いた人が和了・聴牌のとき)。捨てた人が未聴牌なら、包鶏としてこの責任鶏について和了・聴牌の人それぞれに 1 点も払います。他の鳴かれた鶏は鳴いた人の鶏で、捨てた人の包鶏には入りません。",
        "A claimed 冲锋鸡 costs its discarder 1 to the claimer (责任鸡, when the claimer won or is ready); a discarder that is not ready also pays 1 for it to each winning or ready seat under 包鸡. Other claimed chickens belong to the claimer and are not part of the discarder's 包鸡.",
    ),
    T(
        "热炮烧豆、热炮烧鸡、抢杠烧豆、抢杠烧鸡默认开启:原文“不听牌烧鸡烧杠”一条说被抢杠或被热炮时鸡豆分都不算。",
        "熱炮燒豆、熱炮燒雞、搶槓燒豆、搶槓燒雞預設開啟:原文「不聽牌燒雞燒槓」一條說被搶槓或被熱炮時雞豆分都不算。",
        "熱炮・搶槓の豆焼き・鶏焼きは既定で有効: 原文の「不聴牌焼鶏焼槓」の条に、槓を奪われた・熱炮を振ったときは鶏・豆を数えないとあるため。",
        "热炮 / 抢杠 烧豆 and 烧鸡 are on by default: the rule text's 不听牌烧鸡烧杠 clause says a seat robbed of its kong or dealing a 热炮 scores no chicken or kong.",
    ),
    T(
        "报听、天胡、地胡各加一个清一色分;天胡、地胡不再与报听重复加。报听的平胡点炮仍需要通行证。",
        "報聽、天胡、地胡各加一個清一色分;天胡、地胡不再與報聽重複加。報聽的平胡點炮仍需要通行證。",
        "報聴・天和・地和はそれぞれ清一色の点を加えます。天和・地和は報聴と重ねません。報聴の平胡でもロンには通行証が必要です。",
        "报听, 天胡 and 地胡 each add the 清一色 value; 天胡 / 地胡 do not add it again for 报听. A 报听 平胡 still needs a pass to win on a discard.",
    ),
    T(
        "翻倍项相乘:自摸翻倍也适用于杠开和抢杠(抢杠算自摸),可与杠开翻倍、牌型分2倍叠加。杠上花、连庄的分在翻倍之后加入胡牌分,庄家翻倍照算。",
        "翻倍項相乘:自摸翻倍也適用於槓開和搶槓(搶槓算自摸),可與槓開翻倍、牌型分2倍疊加。槓上花、連莊的分在翻倍之後加入胡牌分,莊家翻倍照算。",
        "倍付けは掛け合わせます。ツモ倍付けは槓開と搶槓(ツモ扱い)にも効き、槓開倍付け・役点 2 倍と重なります。槓上花・連荘の点は倍付けの後に和了点へ加え、親の倍付けは掛かります。",
        "Multipliers multiply: self-draw doubling also covers 杠开 and 抢杠 (which counts as a self-draw), and stacks with 杠开 doubling and pattern x2. 杠上花 and 连庄 amounts join the hand value after the multipliers; dealer doubling applies.",
    ),
    T(
        "荒庄查叫按每个可胡的牌算最大牌型,即使那张牌已全部现身也算;缺一门时万筒条都有的手牌不算听牌。查叫全包时包鸡、包杠也生效。",
        "荒莊查叫按每個可胡的牌算最大牌型,即使那張牌已全部現身也算;缺一門時萬筒條都有的手牌不算聽牌。查叫全包時包雞、包槓也生效。",
        "流局の査叫は待ち牌それぞれで最高の役を求め、その牌が全部見えていても数えます。缺一門では 3 色ある手は聴牌とみなしません。査叫全包のときは包鶏・包槓も有効です。",
        "A draw's 查叫 takes the best pattern over every wait, even a tile whose copies are all in sight; under 缺一门 a hand holding all three suits is not ready. With 查叫全包, 包鸡 and 包杠 apply too.",
    ),
)

F = {"flip": "8m"}

RULES: tuple[Rule, ...] = (
    Rule(
        key="tiles",
        topic="table",
        title=T("牌与人数", "牌與人數", "牌と人数", "Tiles and players"),
        text=T(
            "108 张牌:万、筒、条各 1–9 各 4 张,没有风牌和中发白。庄家起手 14 张,闲家 13 张。4 人、3 人或 2 人玩。"
            "可以胡、杠、碰,不能吃。3 人、2 人时算分方法相同,只是付分的座位少了。",
            "108 張牌:萬、筒、條各 1–9 各 4 張,沒有風牌和中發白。莊家起手 14 張,閒家 13 張。4 人、3 人或 2 人玩。"
            "可以胡、槓、碰,不能吃。3 人、2 人時算分方法相同,只是付分的座位少了。",
            "108 枚:萬子・筒子・索子の 1〜9 を各 4 枚、字牌なし。親の配牌 14 枚、子 13 枚。4 人・3 人・2 人で遊べます。"
            "ロン・カン・ポンはできますが、チーはできません。3 人・2 人でも計算は同じで、払う席が少なくなるだけです。",
            "108 tiles: characters, dots and bamboo 1–9, four of each; no winds or dragons. The dealer starts with 14 "
            "tiles, the others with 13. Four, three or two players. Win, kong and pon are allowed; chi is not. With "
            "three or two players the scoring is the same, with fewer seats paying.",
        ),
        reading=T(
            "原文只列出人数,没有另写 3 人、2 人的算分:按同样的规则,由在座的各家付分。",
            "原文只列出人數,沒有另寫 3 人、2 人的算分:按同樣的規則,由在座的各家付分。",
            "原文は人数を挙げるだけで 3 人・2 人の計算を別に書いていないので、同じ規則で卓にいる各家が払うものとします。",
            "The rule text only lists the player counts and gives no separate scoring for three or two: the same "
            "rules apply, paid by the seats at the table.",
        ),
        ref=ref(9, 11, 15, 19),
        examples=(
            Example.win(
                "123m456m789p23455s",
                tile="5s",
                players=3,
                indicators=F,
                dealer=1,
                shows=("ping_hu",),
                note=T("3 人:两家各付。", "3 人:兩家各付。", "3 人:2 家が払います。", "Three players: two seats pay."),
            ),
            Example.win(
                "123m456m789p23455s",
                tile="5s",
                players=2,
                indicators=F,
                dealer=1,
                shows=("ping_hu",),
                note=T(
                    "2 人:只有一家付。", "2 人:只有一家付。", "2 人:払うのは 1 家だけ。", "Two players: one seat pays."
                ),
            ),
        ),
    ),
    Rule(
        key="dealer",
        topic="table",
        title=T("坐庄规则", "坐莊規則", "親の決め方", "Who deals next"),
        text=T(
            "第一局房主坐庄;之后胡牌的玩家坐庄。荒庄时庄家连庄。一炮多响(3 人一炮双响、4 人一炮三响)时,点炮者坐庄。",
            "第一局房主坐莊;之後胡牌的玩家坐莊。荒莊時莊家連莊。一炮多響(3 人一炮雙響、4 人一炮三響)時,點炮者坐莊。",
            "最初の局は部屋の主が親。その後は和了した人が親。流局(荒荘)なら親は連荘。一炮多響(3 人でダブロン、4 人でトリプルロン)のときは放銃者が親。",
            "The host deals the first hand; after that whoever wins deals. On a draw the dealer deals again. When "
            "one discard makes several winners (two at a three-player table, three at four), the discarder deals.",
        ),
        calculator=T(
            "计算器每次只算一局:庄家由你填写。",
            "計算器每次只算一局:莊家由你填寫。",
            "計算機は 1 局ずつ計算します。親は入力してください。",
            "The calculator scores one hand at a time: you enter the dealer.",
        ),
        ref=ref(29, 31, 33),
    ),
    Rule(
        key="discard_win",
        topic="win",
        title=T("点炮胡与通行证", "點炮胡與通行證", "ロンと通行証", "Winning on a discard: the pass"),
        text=T(
            "自摸什么牌型都能胡。点炮胡(和别人打出的牌)时,平胡要有通行证:自己的任何一个杠(憨包豆也算);"
            "大对子、七对等牌型不需要。热炮、抢杠和地胡时,没有通行证的平胡也能胡。",
            "自摸什麼牌型都能胡。點炮胡(和別人打出的牌)時,平胡要有通行證:自己的任何一個槓(憨包豆也算);"
            "大對子、七對等牌型不需要。熱炮、搶槓和地胡時,沒有通行證的平胡也能胡。",
            "ツモならどの形でも和了できます。ロン(他家の捨て牌で和了)では、平胡には通行証(自分の槓、憨包豆も可)が必要です。"
            "大対子・七対などは不要。熱炮・搶槓・地和なら通行証のない平胡でも和了できます。",
            "Any hand may win by self-draw. To win on a discard a 平胡 needs a pass, any kong of its own (a late "
            "kong, 憨包豆, included); the other patterns need none. On a 热炮, a robbed kong or 地胡 a 平胡 needs no pass.",
        ),
        calculator=T(
            "没有通行证的平胡点炮胡,计算器会报错并说明原因。",
            "沒有通行證的平胡點炮胡,計算器會報錯並說明原因。",
            "通行証のない平胡のロンはエラーになり、理由を示します。",
            "A 平胡 won on a discard without a pass is refused, with the reason.",
        ),
        ref=ref(39, 83, 109),
        examples=(
            Example.win(
                "123m456m789p55s",
                tile="5s",
                melds="2222p",
                by="discard",
                frm=2,
                indicators=F,
                dealer=1,
                shows=("ping_hu", "kong"),
            ),
        ),
    ),
    Rule(
        key="re_pao",
        topic="win",
        title=T("热炮", "熱炮", "熱炮", "热炮 (the discard after a kong)"),
        text=T(
            "热炮:一家杠牌(点豆、明杠、暗杠)补牌后打出的第一张牌,被别人胡了。按点炮胡算分;这时平胡不需要通行证。"
            "放热炮的一家收不到豆分和鸡分(热炮烧豆、热炮烧鸡),付的照付。选项“热炮翻倍”时牌型分 ×2。",
            "熱炮:一家槓牌(點豆、明槓、暗槓)補牌後打出的第一張牌,被別人胡了。按點炮胡算分;這時平胡不需要通行證。"
            "放熱炮的一家收不到豆分和雞分(熱炮燒豆、熱炮燒雞),付的照付。選項「熱炮翻倍」時牌型分 ×2。",
            "熱炮:槓(点豆・明槓・暗槓)をして補充牌を引いた人が、その直後に捨てた牌で他家が和了すること。ロンとして計算し、平胡でも通行証は不要です。"
            "熱炮を振った人は豆と鶏の点を受け取れません(熱炮焼豆・焼鶏)が、払う分は払います。オプション「熱炮倍付け」で役の点 ×2。",
            "热炮: another seat wins on the first tile a player discards after making a kong (any kind) and drawing "
            "its replacement. It is scored as a discard win, and a 平胡 needs no pass. The seat that dealt it "
            "collects no kong or chicken points (热炮烧豆 / 烧鸡) but still pays. With the 热炮 doubling option the "
            "pattern part is doubled.",
        ),
        ref=ref(109, 125, 137, 139),
        examples=(
            Example.win(
                "123m456m789p23455s",
                tile="5s",
                by="discard",
                frm=2,
                flags=("after_kong_discard",),
                others={2: {"hand": "2468m3468p35s", "melds": [{"kind": "kong", "tiles": "9999s"}]}},
                indicators=F,
                dealer=1,
                shows=("ping_hu",),
                note=T(
                    "没有通行证的平胡,在热炮时也能胡。",
                    "沒有通行證的平胡,在熱炮時也能胡。",
                    "通行証のない平胡でも熱炮なら和了できます。",
                    "A 平胡 with no pass may win on a 热炮.",
                ),
            ),
        ),
    ),
    Rule(
        key="qiang_gang",
        topic="win",
        title=T("抢杠", "搶槓", "搶槓", "Robbing a kong (抢杠)"),
        text=T(
            "只能抢爬坡豆(碰了之后再摸到第四张加杠,包括爬坡的憨包豆):别人正好要这张牌就可以胡,没有通行证的平胡也可以。"
            "抢杠算自摸,但三家的牌型分全部由被抢杠的一家付(“抢杠包两家”);鸡分和豆分不包,照常各付各的。被抢的这个杠不算分;"
            "被抢杠的一家收不到豆分和鸡分(抢杠烧豆、烧鸡)。几家可以同时抢同一个杠,各自按自摸算。",
            "只能搶爬坡豆(碰了之後再摸到第四張加槓,包括爬坡的憨包豆):別人正好要這張牌就可以胡,沒有通行證的平胡也可以。"
            "搶槓算自摸,但三家的牌型分全部由被搶槓的一家付(「搶槓包兩家」);雞分和豆分不包,照常各付各的。被搶的這個槓不算分;"
            "被搶槓的一家收不到豆分和雞分(搶槓燒豆、燒雞)。幾家可以同時搶同一個槓,各自按自摸算。",
            "槍槓できるのは爬坡豆(ポンの後に 4 枚目で加槓、爬坡の憨包豆を含む)だけ。その牌で和了できれば、通行証のない平胡でも和了できます。"
            "槍槓はツモ扱いですが、全員分の役の点は槓をされた人が払います(「搶槓包両家」)。鶏と豆の点は肩代わりせず、各自払います。"
            "奪われた槓は点になりません。槓を奪われた人は豆・鶏の点を受け取れません(搶槓焼豆・焼鶏)。複数人が同じ槓を槍槓でき、それぞれツモとして計算します。",
            "Only a 爬坡豆 may be robbed (a pon later made into a kong with the fourth tile, a late one included); "
            "a seat that needs that tile wins, a 平胡 without a pass too. It is scored as a self-draw, but the robbed "
            "seat pays every seat's share of the pattern part ('pays for the other two'); chicken and kong points "
            "are paid as usual. The robbed kong scores nothing, and the robbed seat collects no kong or chicken "
            "points (抢杠烧豆 / 烧鸡). Several seats may rob the same kong; each is scored as a self-draw.",
        ),
        ref=ref(107, 141, 143, 153),
        examples=(
            Example.win(
                "123m456m789p23994s",
                tile="4s",
                by="robbed_kong",
                frm=2,
                others={2: {"hand": "2468m3568p35s", "melds": [{"kind": "pon", "tiles": "444s", "from": 3}]}},
                indicators=F,
                dealer=1,
                shows=("ping_hu", "hand"),
                note=T(
                    "被抢杠的座位 2 付三家的牌型分。",
                    "被搶槓的座位 2 付三家的牌型分。",
                    "槓を奪われた席 2 が全員分の役の点を払います。",
                    "Seat 2, robbed, pays every share of the pattern part.",
                ),
            ),
        ),
    ),
    Rule(
        key="gang_kai",
        topic="win",
        title=T("杠开(杠上开花)", "槓開(槓上開花)", "槓開(槓上開花)", "杠开 (win on a kong's replacement)"),
        text=T(
            "杠牌后补上来的牌直接胡:按自摸算分,这个杠也照常算豆分。选项“杠开翻倍”时牌型分 ×2;原文算式里的“杠上花”没有分值,默认 0。",
            "槓牌後補上來的牌直接胡:按自摸算分,這個槓也照常算豆分。選項「槓開翻倍」時牌型分 ×2;原文算式裡的「槓上花」沒有分值,預設 0。",
            "槓の補充牌でそのまま和了:ツモとして計算し、その槓も豆として点になります。オプション「槓開倍付け」で役の点 ×2。原文の式にある「槓上花」は点数が書かれていないので既定 0。",
            "Winning on a kong's replacement tile is scored as a self-draw, and that kong still scores. With the 杠开 "
            "doubling option the pattern part is doubled; the seed's formula names 杠上花 without an amount (default 0).",
        ),
        ref=ref(105, 127, 177),
        examples=(
            Example.win(
                "111m555m999p22s",
                tile="2s",
                melds="7777s",
                flags=("after_kong",),
                indicators=F,
                dealer=1,
                shows=("da_dui_zi", "kong"),
            ),
        ),
    ),
    Rule(
        key="bao_ting_play",
        topic="win",
        title=T("报听的限制", "報聽的限制", "報聴の制限", "What 报听 forbids"),
        text=T(
            "报听:打出第一张牌后立即听牌并声明。之后不能换牌,也不能碰和杠(暗杠也不行),只能胡或过。",
            "報聽:打出第一張牌後立即聽牌並聲明。之後不能換牌,也不能碰和槓(暗槓也不行),只能胡或過。",
            "報聴:最初の打牌の直後に聴牌して宣言します。以後は手を変えられず、ポンもカンも(暗槓も)できず、和了か見送りだけです。",
            "报听: ready right after one's first discard, and declared. From then on the hand may not change: no pon "
            "and no kong (a concealed one included), only win or pass.",
        ),
        calculator=T(
            "计算器还不检查报听后的杠(稍后加入)。",
            "計算器還不檢查報聽後的槓(稍後加入)。",
            "報聴後の槓はまだ計算機が判定しません(後日対応)。",
            "The calculator does not yet refuse a kong held by a 报听 seat (coming later).",
        ),
        ref=ref(111),
    ),
    Rule(
        key="guo_hu",
        topic="win",
        title=T(
            "过胡限制与过碰限制", "過胡限制與過碰限制", "見送り後の制限(過胡・過碰)", "After passing a win or a pon"
        ),
        text=T(
            "过胡:一家放弃了可以点炮胡的牌之后,只能自摸、热炮胡或抢杠胡,不能再普通点炮胡。"
            "过碰:在换牌(碰杠、摸牌)之前,同一轮内不能碰刚放弃碰的同一张牌。",
            "過胡:一家放棄了可以點炮胡的牌之後,只能自摸、熱炮胡或搶槓胡,不能再普通點炮胡。"
            "過碰:在換牌(碰槓、摸牌)之前,同一輪內不能碰剛放棄碰的同一張牌。",
            "過胡:ロンできる牌を見送った人は、その後ツモ・熱炮・槍槓でしか和了できず、普通のロンはできません。"
            "過碰:手が変わる(ポン・カン・ツモ)までは、同じ巡で見送った牌をポンできません。",
            "After passing a discard it could have won on, a seat may win only by self-draw, on a 热炮 or by robbing "
            "a kong, not on an ordinary discard. After passing a pon, the same tile may not be ponned in the same "
            "go-round until the hand changes (a draw, pon or kong).",
        ),
        calculator=T(
            "计算器还不判断过胡(需要知道打牌经过,稍后加入):过胡后的普通点炮胡目前仍会照常算分。",
            "計算器還不判斷過胡(需要知道打牌經過,稍後加入):過胡後的普通點炮胡目前仍會照常算分。",
            "過胡はまだ計算機が判定しません(打牌の経過が必要で、後日対応)。今は見送り後の普通のロンもそのまま計算されます。",
            "The calculator does not judge 过胡 yet (it needs the play history; coming later): an ordinary discard "
            "win after a pass is still scored as usual.",
        ),
        ref=ref(155, 157),
    ),
    Rule(
        key="pay",
        topic="pay",
        title=T("谁付给谁", "誰付給誰", "誰が誰に払うか", "Who pays whom"),
        text=T(
            "点炮胡:只有点炮的一家付胡牌牌型分。自摸(杠开也算):其他每一家都付。一炮多响:点炮者分别付每位胡牌者。"
            "总分 =(胡牌牌型分 + 杠上花 + 鸡分 + 豆分 + 连庄)× 底分。庄家翻倍(默认):庄家付或收的牌型分和豆分都 ×2,鸡分不翻倍。"
            "豆和鸡:只有胡牌或听牌的玩家收分;没听牌的玩家只付不收。",
            "點炮胡:只有點炮的一家付胡牌牌型分。自摸(槓開也算):其他每一家都付。一炮多響:點炮者分別付每位胡牌者。"
            "總分 =(胡牌牌型分 + 槓上花 + 雞分 + 豆分 + 連莊)× 底分。莊家翻倍(預設):莊家付或收的牌型分和豆分都 ×2,雞分不翻倍。"
            "豆和雞:只有胡牌或聽牌的玩家收分;沒聽牌的玩家只付不收。",
            "ロン:放銃者だけが役の点を払います。ツモ(槓開を含む):他の全員が払います。一炮多響:放銃者が和了者それぞれに払います。"
            "合計 =(役の点 + 槓上花 + 鶏 + 豆 + 連荘)× 底点。親の倍付け(既定):親が払う・受け取る役と豆の点は ×2、鶏は倍にしません。"
            "豆と鶏は和了者か聴牌者だけが受け取り、聴牌していない人は払うだけです。",
            "A discard win: only the discarder pays the pattern. A self-draw (杠开 included): every other seat pays. "
            "Several winners on one discard: the discarder pays each. Total = (pattern + 杠上花 + chickens + kongs + "
            "连庄) × base points. Dealer doubling (on by default): pattern and kong payments the dealer pays or "
            "receives are doubled; chickens are not. Kongs and chickens are collected only by a seat that won or is "
            "ready; the others only pay.",
        ),
        reading=T(
            "“庄家输赢分都翻倍”读作庄家参与的牌型分和豆分付款 ×2;鸡分不翻倍。",
            "「莊家輸贏分都翻倍」讀作莊家參與的牌型分和豆分付款 ×2;雞分不翻倍。",
            "「親の勝ち負けは倍」を、親が関わる役と豆の支払いを ×2、鶏は倍にしないと読みます。",
            "'The dealer's wins and losses double' is read as: pattern and kong payments involving the dealer double; "
            "chicken payments do not.",
        ),
        ref=ref(83, 85, 123, 151, 171, 173, 177),
        examples=(
            Example.win(
                "111m555m999p22s",
                tile="2s",
                melds="777s@2",
                by="discard",
                frm=2,
                indicators=F,
                dealer=1,
                shows=("da_dui_zi",),
                note=T(
                    "点炮:只有座位 2 付。",
                    "點炮:只有座位 2 付。",
                    "ロン:払うのは席 2 だけ。",
                    "Discard win: only seat 2 pays.",
                ),
            ),
            Example.win(
                "111m555m999p22s",
                tile="2s",
                melds="777s@2",
                indicators=F,
                dealer=1,
                shows=("da_dui_zi",),
                note=T(
                    "自摸:三家都付,庄家(座位 1)付双倍。",
                    "自摸:三家都付,莊家(座位 1)付雙倍。",
                    "ツモ:3 家が払い、親(席 1)は倍。",
                    "Self-draw: all three pay, the dealer (seat 1) double.",
                ),
            ),
        ),
    ),
)
