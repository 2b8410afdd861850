"""Messages of the common request checks, in the four languages."""

from __future__ import annotations

from .text import T

NOT_OBJECT = T(
    "请求必须是一个 JSON 对象",
    "請求必須是一個 JSON 物件",
    "リクエストは JSON オブジェクトにしてください",
    "the request must be a JSON object",
)
BAD_JSON = T(
    "不是有效的 JSON:{error}", "不是有效的 JSON:{error}", "JSON として読めません: {error}", "not valid JSON: {error}"
)
REQUIRED = T("必须填写", "必須填寫", "必須項目です", "this field is required")
UNKNOWN_FIELD = T("未知字段 '{key}'", "未知欄位 '{key}'", "不明な項目 '{key}'", "unknown field '{key}'")
UNKNOWN_RULESET = T(
    "未知规则 '{value}',可选:{choices}",
    "未知規則 '{value}',可選:{choices}",
    "不明なルール '{value}'。選べるもの: {choices}",
    "unknown rule set '{value}'; choose one of: {choices}",
)
UNKNOWN_PRESET = T(
    "未知预设 '{value}',可选:{choices}",
    "未知預設 '{value}',可選:{choices}",
    "不明なプリセット '{value}'。選べるもの: {choices}",
    "unknown preset '{value}'; choose one of: {choices}",
)
UNKNOWN_OPTION = T(
    "规则 {ruleset} 没有选项 '{key}'",
    "規則 {ruleset} 沒有選項 '{key}'",
    "ルール {ruleset} にオプション '{key}' はありません",
    "rule set {ruleset} has no option '{key}'",
)
UNKNOWN_LANG = T(
    "未知语言 '{value}',可选:{choices}",
    "未知語言 '{value}',可選:{choices}",
    "不明な言語 '{value}'。選べるもの: {choices}",
    "unknown language '{value}'; choose one of: {choices}",
)
NOT_BOOL = T("应为 true 或 false", "應為 true 或 false", "true か false にしてください", "must be true or false")
NOT_INT = T("应为整数", "應為整數", "整数にしてください", "must be a whole number")
NOT_STRING = T("应为字符串", "應為字串", "文字列にしてください", "must be a string")
NOT_LIST = T("应为列表", "應為列表", "リストにしてください", "must be a list")
NOT_DICT = T("应为对象", "應為物件", "オブジェクトにしてください", "must be an object")
TOO_SMALL = T("不能小于 {min}", "不能小於 {min}", "{min} 以上にしてください", "must be at least {min}")
TOO_LARGE = T("不能大于 {max}", "不能大於 {max}", "{max} 以下にしてください", "must be at most {max}")
BAD_CHOICE = T(
    "'{value}' 不是可选值:{choices}",
    "'{value}' 不是可選值:{choices}",
    "'{value}' は選べません。選べるもの: {choices}",
    "'{value}' is not one of: {choices}",
)
BAD_PLAYERS = T(
    "此规则允许的人数:{choices}",
    "此規則允許的人數:{choices}",
    "このルールの人数は {choices} です",
    "this rule set plays with {choices} players",
)
BAD_SEAT = T(
    "座位号应在 0 到 {max} 之间",
    "座位號應在 0 到 {max} 之間",
    "席番号は 0〜{max} です",
    "a seat number from 0 to {max}",
)
SEATS_COUNT = T(
    "需要 {players} 个座位,给了 {n} 个",
    "需要 {players} 個座位,給了 {n} 個",
    "席は {players} 人分必要です({n} 人分あります)",
    "{players} seats are needed; {n} given",
)
TILE_NOT_IN_PLAY = T(
    "此规则(当前选项)不用 {tile}",
    "此規則(當前選項)不用 {tile}",
    "このルール(現在のオプション)では {tile} を使いません",
    "{tile} is not in play in this rule set (with these options)",
)
FIFTH_COPY = T(
    "{tile} 出现了第 5 张(每种牌只有 4 张)",
    "{tile} 出現了第 5 張(每種牌只有 4 張)",
    "{tile} が 5 枚目です(各牌は 4 枚まで)",
    "a fifth {tile}: each tile exists 4 times",
)
SECOND_RED = T(
    "红五 {tile} 只有一张",
    "紅五 {tile} 只有一張",
    "赤五 {tile} は 1 枚しかありません",
    "there is only one red {tile}",
)
HAND_SIZE_WIN = T(
    "和牌者手牌应为 {due} 张(副露每组算 3 张),这里是 {n} 张",
    "和牌者手牌應為 {due} 張(副露每組算 3 張),這裡是 {n} 張",
    "和了者の手牌は {due} 枚のはずです(副露は 1 組 3 枚と数える)が、{n} 枚です",
    "a winning hand has {due} tiles (each meld counting 3); this one has {n}",
)
HAND_SIZE = T(
    "未和牌者手牌应为 {due} 张(副露每组算 3 张),这里是 {n} 张",
    "未和牌者手牌應為 {due} 張(副露每組算 3 張),這裡是 {n} 張",
    "和了していない手牌は {due} 枚のはずです(副露は 1 組 3 枚と数える)が、{n} 枚です",
    "a hand that did not win has {due} tiles (each meld counting 3); this one has {n}",
)
WINNER_NEEDS_HAND = T(
    "和牌者必须给出手牌", "和牌者必須給出手牌", "和了者の手牌が必要です", "a winner must give its hand"
)
WIN_TILE_NOT_IN_HAND = T(
    "和牌张 {tile} 必须包含在手牌中",
    "和牌張 {tile} 必須包含在手牌中",
    "和了牌 {tile} は手牌に含めてください",
    "the winning tile {tile} must be included in the hand",
)
BAD_WIN_BY = T(
    "和牌方式应为 self_draw、discard 或 robbed_kong",
    "和牌方式應為 self_draw、discard 或 robbed_kong",
    "和了の仕方は self_draw / discard / robbed_kong のいずれかです",
    "must be self_draw, discard or robbed_kong",
)
FROM_NEEDED = T(
    "点炮或抢杠要写明来自哪个座位",
    "點炮或搶槓要寫明來自哪個座位",
    "ロン・槍槓は放銃者の席が必要です",
    "a discard or robbed-kong win needs the seat it came from",
)
FROM_NOT_SELF = T("不能来自自己", "不能來自自己", "自分自身からは取れません", "cannot come from the seat itself")
FROM_FORBIDDEN = T(
    "自摸不写来源座位", "自摸不寫來源座位", "ツモに放銃者の席は書きません", "a self-drawn win has no seat it came from"
)
MIXED_WINS = T(
    "多家和牌只能是同一张牌(同一来源),且不能有人自摸",
    "多家和牌只能是同一張牌(同一來源),且不能有人自摸",
    "複数の和了は同じ放銃者からのロンに限ります(ツモと同時は不可)",
    "several winners must all win on the same discard (from the same seat); a self-draw stands alone",
)
WINNER_IS_SOURCE = T(
    "放铳的座位不能同时和牌",
    "放銃的座位不能同時和牌",
    "放銃者は和了できません",
    "the seat that dealt in cannot also win",
)
MELD_KIND = T(
    "副露种类应为 chi、pon 或 kong",
    "副露種類應為 chi、pon 或 kong",
    "副露は chi / pon / kong のいずれかです",
    "must be chi, pon or kong",
)
MELD_SHAPE_CHI = T(
    "吃必须是同花色连续三张",
    "吃必須是同花色連續三張",
    "チーは同じ種類の連続した 3 枚です",
    "a chi is three consecutive tiles of one suit",
)
MELD_SHAPE_PON = T(
    "碰必须是三张相同的牌", "碰必須是三張相同的牌", "ポンは同じ牌 3 枚です", "a pon is three identical tiles"
)
MELD_SHAPE_KONG = T(
    "杠必须是四张相同的牌", "槓必須是四張相同的牌", "カンは同じ牌 4 枚です", "a kong is four identical tiles"
)
KONG_TYPE = T(
    "杠的类型应为 concealed、exposed 或 added",
    "槓的類型應為 concealed、exposed 或 added",
    "カンの種類は concealed / exposed / added です",
    "must be concealed, exposed or added",
)
CONCEALED_FROM = T(
    "暗杠不写来源座位", "暗槓不寫來源座位", "暗槓に取った席は書きません", "a concealed kong has no seat it came from"
)
MELD_FROM_NEEDED = T(
    "这个副露要写明来自哪个座位",
    "這個副露要寫明來自哪個座位",
    "この副露には取った席が必要です",
    "this meld needs the seat it was claimed from",
)
CHI_FROM_LEFT = T(
    "吃只能吃上家(座位 {seat})的牌",
    "吃只能吃上家(座位 {seat})的牌",
    "チーは上家(席 {seat})からだけです",
    "a chi can only be claimed from the seat before (seat {seat})",
)
NO_CHI = T("此规则不能吃", "此規則不能吃", "このルールではチーできません", "this rule set has no chi")
TOO_MANY_MELDS = T("副露不能超过 {n} 组", "副露不能超過 {n} 組", "副露は {n} 組までです", "at most {n} melds")
RIICHI_VALUE = T(
    "应为 single 或 double", "應為 single 或 double", "single か double にしてください", "must be single or double"
)
IPPATSU_NEEDS_RIICHI = T("一发需要先立直", "一發需要先立直", "一発にはリーチが必要です", "ippatsu needs riichi")
RIICHI_OPEN = T(
    "副露后不能立直", "副露後不能立直", "副露した手はリーチできません", "an open hand cannot declare riichi"
)
UNKNOWN_INDICATOR = T(
    "此规则没有指示牌 '{key}'",
    "此規則沒有指示牌 '{key}'",
    "このルールに表示牌 '{key}' はありません",
    "this rule set has no indicator '{key}'",
)
INDICATOR_COUNT = T(
    "应为 {min} 到 {max} 张", "應為 {min} 到 {max} 張", "{min}〜{max} 枚です", "must be {min} to {max} tiles"
)
INTERNAL = T(
    "计算时出现内部错误,未给出结果",
    "計算時出現內部錯誤,未給出結果",
    "計算中に内部エラーが起き、結果は出していません",
    "an internal error stopped the calculation; no result was given",
)
