"""Table options, the two presets, and the extra facts a riichi request may carry."""

from __future__ import annotations

from rules.model import BOOL, CHOICE, INT, SEAT, TILE, TILES, Field, Preset
from rules.text import T

from . import sources as S

# ------------------------------------------------------------- options ---

KUITAN = Field(
    key="kuitan",
    kind=BOOL,
    default=True,
    names=T("食断(副露断幺)", "食斷(副露斷么)", "喰いタン", "Open tanyao (kuitan)"),
    explanation=T(
        "开:副露后断幺九仍算 1 番;关:断幺九只在门清时成立。",
        "開:副露後斷么九仍算 1 番;關:斷么九只在門清時成立。",
        "あり:鳴いてもタンヤオ 1 翻。なし:タンヤオは門前のみ。",
        "On: all-simples counts 1 han in an open hand too. Off: tanyao is closed only.",
    ),
    ref=S.STANDARD,
    group="yaku",
)
RED_FIVES = Field(
    key="red_fives",
    kind=BOOL,
    default=False,
    names=T("赤宝牌(红五)", "赤寶牌(紅五)", "赤ドラ", "Red fives"),
    explanation=T(
        "开:每张红五(0m 0p 0s)加 1 番宝牌;关:红五只当普通的五。原文没有提到红五,故本桌规则默认为关。",
        "開:每張紅五(0m 0p 0s)加 1 番寶牌;關:紅五只當普通的五。原文沒有提到紅五,故本桌規則預設為關。",
        "あり:赤五(0m 0p 0s)1 枚ごとにドラ 1 翻。なし:ただの五。元資料に赤ドラの記載がないため既定はなし。",
        "On: each red five (0m 0p 0s) is one dora. Off: a red five is a plain five. The seed never mentions red fives, so the seed preset has them off.",
    ),
    ref=S.STANDARD,
    group="dora",
)
DOUBLE_WIND_FU = Field(
    key="double_wind_fu",
    kind=CHOICE,
    default=4,
    choices=((2, T("2 符", "2 符", "2 符", "2 fu")), (4, T("4 符", "4 符", "4 符", "4 fu"))),
    names=T("连风牌雀头的符", "連風牌雀頭的符", "連風牌の雀頭の符", "Fu for a double-wind pair"),
    explanation=T(
        "雀头既是门风又是场风(如东场的东家拿东对)时算 4 符(两份)或 2 符(只算一份)。",
        "雀頭既是門風又是場風(如東場的東家拿東對)時算 4 符(兩份)或 2 符(只算一份)。",
        "雀頭が自風かつ場風(東場の東家の東など)のとき 4 符(二重に数える)か 2 符か。",
        "A pair of a wind that is both the seat wind and the round wind (East for the dealer in the East round) is worth 4 fu (counted twice) or 2 fu (once).",
    ),
    ref=S.STANDARD,
    group="fu",
)
KAZOE = Field(
    key="kazoe",
    kind=CHOICE,
    default="yakuman",
    choices=(
        ("yakuman", T("13 番以上为役满", "13 番以上為役滿", "13 翻以上は役満", "13+ han is a yakuman")),
        ("sanbaiman", T("最多三倍满", "最多三倍滿", "三倍満止まり", "capped at sanbaiman")),
    ),
    names=T("累计役满", "累計役滿", "数え役満", "Counted yakuman (kazoe)"),
    explanation=T(
        "普通役与宝牌合计 13 番以上时:算役满(8000 基本点),或最多算三倍满。",
        "普通役與寶牌合計 13 番以上時:算役滿(8000 基本點),或最多算三倍滿。",
        "通常役とドラで 13 翻以上:役満(基本点 8000)とするか、三倍満止まりか。",
        "A hand of 13 or more han from ordinary yaku and dora scores as a yakuman (8000 base points), or at most as sanbaiman.",
    ),
    ref=S.STANDARD,
    group="limits",
)
KIRIAGE = Field(
    key="kiriage",
    kind=BOOL,
    default=False,
    names=T("切上满贯", "切上滿貫", "切り上げ満貫", "Kiriage mangan"),
    explanation=T(
        "开:4 番 30 符与 3 番 60 符(基本点 1920)直接算满贯。",
        "開:4 番 30 符與 3 番 60 符(基本點 1920)直接算滿貫。",
        "あり:4 翻 30 符と 3 翻 60 符(基本点 1920)を満貫に切り上げる。",
        "On: 4 han 30 fu and 3 han 60 fu (1920 base points) are rounded up to mangan.",
    ),
    ref=S.STANDARD,
    group="limits",
)
MULTIPLE_YAKUMAN = Field(
    key="multiple_yakuman",
    kind=BOOL,
    default=True,
    names=T("复合役满", "複合役滿", "複合役満", "Multiple yakuman"),
    explanation=T(
        "开:一手牌同时成立几个役满就算几倍役满(如大三元+字一色为两倍);关:最多一倍。",
        "開:一手牌同時成立幾個役滿就算幾倍役滿(如大三元+字一色為兩倍);關:最多一倍。",
        "あり:複数の役満は重ねて数える(大三元+字一色でダブル役満)。なし:役満は 1 倍まで。",
        "On: several yakuman in one hand add up (daisangen + tsuuiisou is a double yakuman). Off: at most one yakuman.",
    ),
    ref=S.STANDARD,
    group="limits",
)
DOUBLE_YAKUMAN = Field(
    key="double_yakuman",
    kind=BOOL,
    default=False,
    names=T("双倍役满", "雙倍役滿", "ダブル役満", "Double yakuman hands"),
    explanation=T(
        "开:国士无双十三面、四暗刻单骑、纯正九莲宝灯、大四喜各算两倍役满;关:各算一倍(天凤规则)。",
        "開:國士無雙十三面、四暗刻單騎、純正九蓮寶燈、大四喜各算兩倍役滿;關:各算一倍(天鳳規則)。",
        "あり:国士十三面・四暗刻単騎・純正九蓮宝燈・大四喜はダブル役満。なし:いずれも 1 倍(天鳳ルール)。",
        "On: kokushi 13-wait, suuankou tanki, junsei chuuren and daisuushii each count as two yakuman. Off: one each (as on Tenhou).",
    ),
    ref=S.STANDARD,
    group="limits",
)
RENHOU = Field(
    key="renhou",
    kind=CHOICE,
    default="off",
    choices=(
        ("off", T("不采用", "不採用", "なし", "not played")),
        ("mangan", T("5 番(满贯)", "5 番(滿貫)", "5 翻(満貫)", "5 han (mangan)")),
        ("yakuman", T("役满", "役滿", "役満", "yakuman")),
    ),
    names=T("人和", "人和", "人和", "Renhou"),
    explanation=T(
        "闲家在自己第一次摸牌前荣和(无人鸣牌)。不采用、算 5 番、或算役满。",
        "閒家在自己第一次摸牌前榮和(無人鳴牌)。不採用、算 5 番、或算役滿。",
        "子が最初のツモの前に(鳴きなしで)ロン和了。なし・5 翻・役満から選ぶ。",
        "A non-dealer wins on a discard before its own first draw, with no call made. Not played, 5 han, or a yakuman.",
    ),
    ref=S.STANDARD,
    group="yaku",
)
NAGASHI = Field(
    key="nagashi_mangan",
    kind=BOOL,
    default=True,
    names=T("流局满贯", "流局滿貫", "流し満貫", "Nagashi mangan"),
    explanation=T(
        "荒牌流局时,打出的牌全是幺九字牌且都没被鸣走的一家,按自摸满贯收点;此时不再付不听罚点。",
        "荒牌流局時,打出的牌全是么九字牌且都沒被鳴走的一家,按自摸滿貫收點;此時不再付不聽罰點。",
        "荒牌流局で、捨て牌がすべて么九牌で鳴かれていない者は満貫ツモ相当を受け取る。このときノーテン罰符はない。",
        "At an exhaustive draw, a seat whose discards were all terminals and honors, none claimed, is paid a mangan as for a self-draw; no noten payments are made then.",
    ),
    ref=S.STANDARD,
    group="draws",
)
HONBA_VALUE = Field(
    key="honba_value",
    kind=INT,
    default=1500,
    min=0,
    max=30000,
    names=T("每本场加点", "每本場加點", "1 本場の加点", "Points per honba"),
    explanation=T(
        "每 1 本场(庄家连庄数),和牌者多得这么多点:荣和由放铳者付,自摸由其他三家各付三分之一。本桌规则为 1500(自摸每家 500),标准为 300(每家 100)。",
        "每 1 本場(莊家連莊數),和牌者多得這麼多點:榮和由放銃者付,自摸由其他三家各付三分之一。本桌規則為 1500(自摸每家 500),標準為 300(每家 100)。",
        "積み棒(親の連荘数)1 本につき和了者が受け取る点:ロンは放銃者が全額、ツモは他の 3 人が 3 分の 1 ずつ。元資料は 1500(ツモは各 500)、標準は 300(各 100)。",
        "For each honba (the dealer's streak) the winner gets this much more: on a discard the discarder pays it, on a self-draw each other seat pays a third. The seed says 1500 (500 each on a self-draw); the standard is 300 (100 each).",
    ),
    ref=S.HONBA,
    group="payments",
)
MULTIPLE_RON = Field(
    key="multiple_ron",
    kind=CHOICE,
    default="double",
    choices=(
        (
            "head_bump",
            T(
                "截和:只有下家方向最近的一家和",
                "截和:只有下家方向最近的一家和",
                "頭ハネ:放銃者から見て最も近い者だけ",
                "head bump: only the first in turn order after the discarder",
            ),
        ),
        (
            "double",
            T(
                "可双响,三响流局",
                "可雙響,三響流局",
                "ダブロンあり、トリロンは流局",
                "double ron allowed, a triple ron is an abortive draw",
            ),
        ),
        ("triple", T("可双响、三响", "可雙響、三響", "ダブロン・トリロンあり", "double and triple ron allowed")),
    ),
    names=T("一炮多响", "一炮多響", "複数ロン", "Several winners on one discard"),
    explanation=T(
        "同一张牌有几家荣和时怎么办。本桌规则:一炮三响为中途流局;双响照常各自结算。本场与供托由离放铳者最近(按顺序)的和牌者取得。",
        "同一張牌有幾家榮和時怎麼辦。本桌規則:一炮三響為中途流局;雙響照常各自結算。本場與供託由離放銃者最近(按順序)的和牌者取得。",
        "同じ捨て牌で複数がロンしたとき。元資料:トリロンは途中流局、ダブロンはそれぞれ精算。積み棒と供託は放銃者から順に最も近い和了者が取る。",
        "What happens when several seats win on one discard. The seed: a triple ron is an abortive draw; a double ron settles each hand. Honba and riichi sticks go to the winner nearest the discarder in turn order.",
    ),
    ref=S.ABORTIVE,
    group="payments",
)

KOKUSHI_ANKAN = Field(
    key="kokushi_robs_concealed_kong",
    kind=BOOL,
    default=False,
    names=T("国士无双可抢暗杠", "國士無雙可搶暗槓", "国士無双の暗槓搶槓", "Kokushi may rob a concealed kong"),
    explanation=T(
        "抢杠通常只能抢加杠(本桌规则原文:“只能抢明杠”)。开:国士无双也可以抢暗杠(天凤规则)。",
        "搶槓通常只能搶加槓(本桌規則原文:「只能搶明槓」)。開:國士無雙也可以搶暗槓(天鳳規則)。",
        "槍槓は加槓に対してだけ(元資料:明槓のみ)。あり:国士無双は暗槓も槍槓できる(天鳳ルール)。",
        "A kong can be robbed only when a tile is added to a pung (the seed: only an exposed kong). On: thirteen orphans may also rob a concealed kong (Tenhou).",
    ),
    ref=S.CHANKAN,
    group="yaku",
)

OPTIONS = (
    KUITAN,
    RED_FIVES,
    DOUBLE_WIND_FU,
    KAZOE,
    KIRIAGE,
    MULTIPLE_YAKUMAN,
    DOUBLE_YAKUMAN,
    RENHOU,
    NAGASHI,
    HONBA_VALUE,
    MULTIPLE_RON,
    KOKUSHI_ANKAN,
)

PRESETS = (
    Preset(
        key="seed",
        names=T("本桌规则", "本桌規則", "この卓のルール(原文)", "The rule text's table rules"),
        explanation=T(
            "原文的桌规:每本场 1500,立直棒 1000,不听罚点共 3000,只能抢加杠,大三元/大四喜包牌,一炮三响流局;没有红五;食断、累计役满、复合役满照通行规则。",
            "原文的桌規:每本場 1500,立直棒 1000,不聽罰點共 3000,只能搶加槓,大三元/大四喜包牌,一炮三響流局;沒有紅五;食斷、累計役滿、複合役滿照通行規則。",
            "元資料の卓ルール:積み棒 1 本 1500、リーチ棒 1000、ノーテン罰符 3000、槍槓は加槓のみ、大三元・大四喜のパオ、トリロンは流局。赤ドラなし。喰いタン・数え役満・複合役満は一般的なとおり。",
            "The seed's table: 1500 per honba, riichi deposit 1000, noten payments 3000 in all, only an added kong can be robbed, "
            "daisangen / daisuushii liability, a triple ron is an abortive draw; no red fives; kuitan, kazoe and multiple yakuman as commonly played.",
        ),
        values={},
    ),
    Preset(
        key="tenhou",
        names=T("天凤段位战", "天鳳段位戰", "天鳳段位戦", "Tenhou ranked"),
        explanation=T(
            "天凤段位战规则:红五 3 张,食断,无切上满贯,每本场 300,可双响(三响流局),无人和,双倍役满算一倍,复合役满可叠加,累计役满。",
            "天鳳段位戰規則:紅五 3 張,食斷,無切上滿貫,每本場 300,可雙響(三響流局),無人和,雙倍役滿算一倍,複合役滿可疊加,累計役滿。",
            "天鳳段位戦:赤ドラ 3 枚、喰いタンあり、切り上げ満貫なし、積み棒 300、ダブロンあり(トリロンは流局)、人和なし、ダブル役満なし、複合役満あり、数え役満あり。",
            "Tenhou's ranked rules: three red fives, kuitan, no kiriage, 300 per honba, double ron (a triple ron is an abortive draw), "
            "no renhou, double-yakuman hands count once, yakuman stack, kazoe yakuman.",
        ),
        values={
            "red_fives": True,
            "kuitan": True,
            "kiriage": False,
            "honba_value": 300,
            "multiple_ron": "double",
            "renhou": "off",
            "double_yakuman": False,
            "multiple_yakuman": True,
            "kazoe": "yakuman",
            "double_wind_fu": 4,
            "kokushi_robs_concealed_kong": True,
        },
    ),
)

# ------------------------------------------------------ request facts ---

ROUND_WIND = Field(
    key="round_wind",
    kind=TILE,
    default=27,
    names=T("场风", "場風", "場風", "Round wind"),
    explanation=T(
        "本局的场风:1z 东 .. 4z 北。",
        "本局的場風:1z 東 .. 4z 北。",
        "場風:1z 東〜4z 北。",
        "The round wind: 1z East .. 4z North.",
    ),
    ref=S.WINDS,
)
RIICHI_STICKS = Field(
    key="riichi_sticks",
    kind=INT,
    default=0,
    min=0,
    max=100,
    names=T("桌上立直棒", "桌上立直棒", "供託リーチ棒", "Riichi sticks on the table"),
    explanation=T(
        "以前各局留在桌上的立直棒数(每根 1000),由本局的和牌者取得;流局则继续留在桌上。",
        "以前各局留在桌上的立直棒數(每根 1000),由本局的和牌者取得;流局則繼續留在桌上。",
        "前の局から残っている供託リーチ棒の本数(1 本 1000)。和了者が取り、流局なら持ち越し。",
        "Riichi sticks (1000 each) left on the table by earlier hands: the winner takes them; after a draw they stay.",
    ),
    ref=S.ABORTIVE,
)
DRAW_KIND = Field(
    key="draw",
    kind=CHOICE,
    default="exhaustive",
    choices=(
        ("exhaustive", T("荒牌流局", "荒牌流局", "荒牌流局", "exhaustive draw")),
        ("nine_terminals", T("九种九牌", "九種九牌", "九種九牌", "nine terminals and honors")),
        ("four_winds", T("四风连打", "四風連打", "四風連打", "four same winds discarded")),
        ("four_riichi", T("四家立直", "四家立直", "四家立直", "four riichi")),
        ("triple_ron", T("一炮三响", "一炮三響", "三家和", "triple ron")),
        ("four_kongs", T("四杠散了", "四槓散了", "四開槓", "four kongs by different seats")),
    ),
    names=T("流局种类", "流局種類", "流局の種類", "Kind of draw"),
    explanation=T(
        "没有人和牌时:荒牌流局(付不听罚点)或某种中途流局(不付点,立直棒留在桌上)。",
        "沒有人和牌時:荒牌流局(付不聽罰點)或某種中途流局(不付點,立直棒留在桌上)。",
        "和了がないとき:荒牌流局(ノーテン罰符あり)か途中流局(支払いなし、リーチ棒は供託)。",
        "When nobody wins: an exhaustive draw (noten payments) or one of the abortive draws (no payments; riichi sticks stay on the table).",
    ),
    ref=S.ABORTIVE,
)
CHOMBO = Field(
    key="chombo",
    kind=SEAT,
    default=None,
    names=T("诈和(犯规)的座位", "詐和(犯規)的座位", "チョンボした席", "Seat that committed chombo"),
    explanation=T(
        "诈和的一家按“自摸满贯”的点数付罚点:闲家付庄家 4000、另两家各 2000;庄家付每家 4000。本局作废,立直棒退回。",
        "詐和的一家按「自摸滿貫」的點數付罰點:閒家付莊家 4000、另兩家各 2000;莊家付每家 4000。本局作廢,立直棒退回。",
        "チョンボした者は満貫ツモ相当を払う:子なら親に 4000、子に 2000 ずつ。親なら各 4000。局はやり直しでリーチ棒は戻る。",
        "The seat that made a false win pays a mangan as a self-draw would cost: a non-dealer pays the dealer 4000 and the others 2000 each; the dealer pays 4000 to each. The hand is void and riichi deposits are returned.",
    ),
    ref=S.CHOMBO,
)
TABLE_FIELDS = (ROUND_WIND, RIICHI_STICKS, DRAW_KIND, CHOMBO)

LIABLE = Field(
    key="liable",
    kind=SEAT,
    default=None,
    names=T("包牌者", "包牌者", "パオの責任者", "Liable seat (pao)"),
    explanation=T(
        "给和牌者碰(杠)出大三元最后一种三元牌、或大四喜最后一种风牌的座位。自摸:包牌者付全部;荣和:包牌者付一半,放铳者付一半。",
        "給和牌者碰(槓)出大三元最後一種三元牌、或大四喜最後一種風牌的座位。自摸:包牌者付全部;榮和:包牌者付一半,放銃者付一半。",
        "大三元の最後の三元牌、大四喜の最後の風牌を鳴かせた席。ツモ:責任者が全額。ロン:責任者と放銃者が半分ずつ。",
        "The seat that fed the winner the last dragon (daisangen) or wind (daisuushii) set. Self-draw: it pays everything; discard: it pays half and the discarder half.",
    ),
    ref=S.LIABILITY,
)
NAGASHI_FLAG = Field(
    key="nagashi_mangan",
    kind=BOOL,
    default=False,
    names=T("流局满贯", "流局滿貫", "流し満貫", "Nagashi mangan"),
    explanation=T(
        "荒牌流局时这一家的舍牌全是幺九字牌且没被鸣走。",
        "荒牌流局時這一家的捨牌全是么九字牌且沒被鳴走。",
        "荒牌流局でこの席の捨て牌がすべて么九牌で、鳴かれていない。",
        "At an exhaustive draw this seat's discards were all terminals and honors, none claimed.",
    ),
    ref=S.STANDARD,
)
SEAT_FIELDS = (LIABLE, NAGASHI_FLAG)

DORA = Field(
    key="dora",
    kind=TILES,
    default=(),
    min=0,
    max=5,
    names=T("宝牌指示牌(明花)", "寶牌指示牌(明花)", "ドラ表示牌", "Dora indicators"),
    explanation=T(
        "翻开的指示牌,每张一个(开杠后多一张):宝牌是它的下一张(9→1,东→南→西→北→东,白→发→中→白)。",
        "翻開的指示牌,每張一個(開槓後多一張):寶牌是它的下一張(9→1,東→南→西→北→東,白→發→中→白)。",
        "表示牌 1 枚ごとに 1 つ(カンで 1 枚増える)。ドラはその次の牌(9→1、東→南→西→北→東、白→發→中→白)。",
        "One tile per indicator (one more per kong): the dora is the next tile (9→1, E→S→W→N→E, white→green→red→white).",
    ),
    ref=S.DORA,
)
URA = Field(
    key="ura",
    kind=TILES,
    default=(),
    min=0,
    max=5,
    names=T("里宝牌指示牌(暗花)", "裏寶牌指示牌(暗花)", "裏ドラ表示牌", "Ura-dora indicators"),
    explanation=T(
        "宝牌指示牌下面的牌;只对立直后和牌的一家有效。",
        "寶牌指示牌下面的牌;只對立直後和牌的一家有效。",
        "ドラ表示牌の下の牌。リーチして和了した者だけが数える。",
        "The tiles under the dora indicators; they count only for a winner who declared riichi.",
    ),
    ref=S.DORA,
)
INDICATOR_ROLES = (DORA, URA)

ROBBED_KONG = Field(
    key="robbed_kong",
    kind=CHOICE,
    default="added",
    choices=(
        ("added", T("加杠", "加槓", "加槓", "an added kong")),
        ("concealed", T("暗杠", "暗槓", "暗槓", "a concealed kong")),
    ),
    names=T("被抢的杠", "被搶的槓", "槍槓された槓", "Kong robbed"),
    explanation=T(
        "抢杠和牌时被抢的是哪种杠:加杠,或(只有国士无双且选项允许时)暗杠。",
        "搶槓和牌時被搶的是哪種槓:加槓,或(只有國士無雙且選項允許時)暗槓。",
        "槍槓で奪った槓:加槓か、(国士無双でオプションがあるときだけ)暗槓。",
        "For a robbed-kong win, which kong was robbed: an added kong, or (thirteen orphans only, when the option allows) a concealed one.",
    ),
    ref=S.CHANKAN,
)
WIN_FIELDS = (ROBBED_KONG,)
