"""How this calculator reads the seed where it is silent or loose: shown on the rule page."""

from __future__ import annotations

from rules.text import T

NOTES = (
    T(
        "需要哪些事实:胡牌者给出整手牌(含和牌张)和碰杠;其他座位给整手牌(由引擎算听牌与手中的鸡),或只写 tenpai 与 chickens(手中的鸡)。有碰杠、打出的鸡(discards)或冲锋鸡角色的座位,以及荒庄时每个座位,都必须能判断是否听牌;荒庄时听牌的座位要给整手牌用于查叫。什么都不写的座位视为没听牌(此时结果与听牌相同)。",
        "需要哪些事實:胡牌者給出整手牌(含和牌張)和碰槓;其他座位給整手牌(由引擎算聽牌與手中的雞),或只寫 tenpai 與 chickens(手中的雞)。有碰槓、打出的雞(discards)或衝鋒雞角色的座位,以及荒莊時每個座位,都必須能判斷是否聽牌;荒莊時聽牌的座位要給整手牌用於查叫。什麼都不寫的座位視為沒聽牌(此時結果與聽牌相同)。",
        "必要な事実: 和了者は手牌全体(和了牌を含む)と副露。他の席は手牌全体(聴牌と手の中の鶏をエンジンが求める)か、tenpai と chickens(手の中の鶏)だけ。副露・捨てた鶏(discards)・冲锋鸡の役がある席と、流局時の全席は聴牌かどうかが必要で、流局時の聴牌者は查叫のため手牌全体が必要です。何も書かない席は未聴牌とみなします(その場合、聴牌でも結果は同じです)。",
        "Which facts are needed when: a winner gives its whole hand (winning tile included) and melds; any other seat gives its whole hand (the engine then works out readiness and chickens in hand) or just `tenpai` and `chickens`. Readiness must be known for a seat with melds, chicken discards or a 冲锋鸡 role, and for every seat on a draw, where a ready seat must give its whole hand for 查叫. A seat given nothing counts as not ready (which then changes nothing).",
    ),
    T(
        "本鸡、摇摆鸡是一个三选一选项(F+1 / F / F±1),不叠加。",
        "本雞、搖擺雞是一個三選一選項(F+1 / F / F±1),不疊加。",
        "本鶏・揺れ鶏は三択(F+1 / F / F±1)で、重ねません。",
        "本鸡 and 摇摆鸡 are one three-way choice (F+1 / F / F±1), not stacked.",
    ),
    T(
        "冲锋鸡“翻倍”按该鸡的值翻倍:普通 2,金鸡 4。未被碰杠的冲锋鸡要写在打出者的 discards 里。",
        "衝鋒雞「翻倍」按該雞的值翻倍:普通 2,金雞 4。未被碰槓的衝鋒雞要寫在打出者的 discards 裡。",
        "冲锋鸡の「倍」はその鶏の値の倍: 普通 2、金鶏 4。鳴かれなかった冲锋鸡は捨てた人の discards に書きます。",
        "The 冲锋鸡 'doubling' doubles that chicken's value: 2, or 4 for a gold one. An unclaimed 冲锋鸡 is listed in its discarder's discards.",
    ),
    T(
        "冲锋鸡被碰杠时,打出者付碰杠者 1 分责任鸡(碰杠者须胡牌或听牌);打出者没听牌时,包鸡里还要为这张责任鸡付每个胡牌或听牌者 1 分。别的被碰杠的鸡只算碰杠者的鸡,不算打出者的包鸡。",
        "衝鋒雞被碰槓時,打出者付碰槓者 1 分責任雞(碰槓者須胡牌或聽牌);打出者沒聽牌時,包雞裡還要為這張責任雞付每個胡牌或聽牌者 1 分。別的被碰槓的雞只算碰槓者的雞,不算打出者的包雞。",
        "冲锋鸡が鳴かれたら、捨てた人は鳴いた人に责任鸡 1 点(鳴いた人が和了・聴牌のとき)。捨てた人が未聴牌なら、包鶏としてこの责任鸡について和了・聴牌の人それぞれに 1 点も払います。他の鳴かれた鶏は鳴いた人の鶏で、捨てた人の包鶏には入りません。",
        "A claimed 冲锋鸡 costs its discarder 1 to the claimer (责任鸡, when the claimer won or is ready); a discarder that is not ready also pays 1 for it to each winning or ready seat under 包鸡. Other claimed chickens belong to the claimer and are not part of the discarder's 包鸡.",
    ),
    T(
        "热炮烧豆、热炮烧鸡、抢杠烧豆、抢杠烧鸡默认开启:规则第 135 行说被抢杠或被热炮时鸡豆分都不算。",
        "熱炮燒豆、熱炮燒雞、搶槓燒豆、搶槓燒雞默認開啟:規則第 135 行說被搶槓或被熱炮時雞豆分都不算。",
        "熱炮・搶槓の豆焼き・鶏焼きは既定で有効: ルール 135 行に、槓を奪われた・熱炮を振ったときは鶏・豆を数えないとあるため。",
        "熱炮 / 抢杠 烧豆 and 烧鸡 are on by default: line 135 says a seat robbed of its kong or dealing a 热炮 scores no chicken or kong.",
    ),
    T(
        "报听、天胡、地胡各加一个清一色分;天胡、地胡不再与报听重复加。报听在荒庄查叫时也加。报听的平胡点炮仍需要通行证。",
        "報聽、天胡、地胡各加一個清一色分;天胡、地胡不再與報聽重複加。報聽在荒莊查叫時也加。報聽的平胡點炮仍需要通行證。",
        "報聴・天和・地和はそれぞれ清一色の点を加えます。天和・地和は報聴と重ねません。報聴は流局の查叫でも加えます。報聴の平胡でもロンには通行証が必要です。",
        "报听, 天胡 and 地胡 each add the 清一色 value; 天胡 / 地胡 do not add it again for 报听. 报听 also counts in a draw's 查叫. A 报听 平胡 still needs a pass to win on a discard.",
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
        "流局の查叫は待ち牌それぞれで最高の役を求め、その牌が全部見えていても数えます。缺一門では 3 色ある手は聴牌とみなしません。查叫全包のときは包鶏・包槓も有効です。",
        "A draw's 查叫 takes the best pattern over every wait, even a tile whose copies are all in sight; under 缺一门 a hand holding all three suits is not ready. With 查叫全包, 包鸡 and 包杠 apply too.",
    ),
    T(
        "过胡、过碰限制只管打牌过程,不影响算分。",
        "過胡、過碰限制只管打牌過程,不影響算分。",
        "過胡・過碰の制限は打ち方の規則で、点数計算には影響しません。",
        "The pass-on-win and pass-on-pon limits (lines 155, 157) govern play only, not the score.",
    ),
)
