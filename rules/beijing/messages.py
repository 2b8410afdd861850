"""Messages of the Beijing checks: each names the rule (and its seed line) that forbids the input."""

from __future__ import annotations

from rules.text import T

FLIP_REQUIRED = T(
    "有人和牌时必须给出惠坯(翻开的那张牌),才能确定惠牌(原文第 15、17 行)",
    "有人和牌時必須給出惠坯(翻開的那張牌),才能確定惠牌(原文第 15、17 行)",
    "和了があるときは惠坯(めくった牌)が必要です。これで惠牌が決まります(原文 15・17 行)",
    "a win needs the 惠坯 (the flipped tile): it fixes which tile is the 惠牌 (seed lines 15, 17)",
)
NO_RED_FIVES = T(
    "北京麻将没有红五,请写成普通的五(5m/5p/5s)",
    "北京麻將沒有紅五,請寫成普通的五(5m/5p/5s)",
    "北京麻雀に赤五はありません。普通の五(5m/5p/5s)で書いてください",
    "Beijing mahjong has no red fives: write a plain five (5m/5p/5s)",
)
OPEN_NO_DISCARD = T(
    "吃碰(或明杠)后只能自摸,不能捉铳;抢杠也算捉铳(原文第 29、33 行)",
    "吃碰(或明槓)後只能自摸,不能捉銃;搶槓也算捉銃(原文第 29、33 行)",
    "吃・碰(または明槓)した手はツモ和了のみで、ロンできません。搶槓もロン扱いです(原文 29・33 行)",
    "after a chi, pon or exposed kong a hand may only win by self-draw, never on a discard; robbing a kong "
    "counts as a discard win (seed lines 29, 33)",
)
THREE_HUI_SELF_DRAW = T(
    "手中有 {n} 张惠牌({hui}),必须自摸,门清也不能捉铳或抢杠(原文第 35 行)",
    "手中有 {n} 張惠牌({hui}),必須自摸,門清也不能捉銃或搶槓(原文第 35 行)",
    "惠牌({hui})を {n} 枚持つ手はツモ和了のみで、門清でもロン・搶槓はできません(原文 35 行)",
    "a hand holding {n} 惠牌 ({hui}) must win by self-draw, even when closed: no discard or robbed-kong win "
    "(seed line 35)",
)
NOT_WINNING = T(
    "这手牌(惠牌 {hui} 可当任意牌)既不是四组加一对,也不是七对子,又没有四张惠牌,不能和牌(原文第 37、89 行)",
    "這手牌(惠牌 {hui} 可當任意牌)既不是四組加一對,也不是七對子,又沒有四張惠牌,不能和牌(原文第 37、89 行)",
    "この手(惠牌 {hui} は何にでもなる)は 4 面子 1 雀頭でも七対子でもなく、惠牌 4 枚でもないので和了できません(原文 37・89 行)",
    "this hand (惠牌 {hui} standing for any tile) is neither four sets and a pair nor seven pairs, and does not "
    "hold four 惠牌: it cannot win (seed lines 37, 89)",
)
AFTER_KONG_SELF_DRAW = T(
    "杠上开花是开杠后补牌自摸,不能与捉铳或抢杠同时成立(原文第 83 行)",
    "槓上開花是開槓後補牌自摸,不能與捉銃或搶槓同時成立(原文第 83 行)",
    "槓上開花は槓の補充牌でのツモ和了で、ロン・搶槓とは両立しません(原文 83 行)",
    "after_kong (杠上开花) is a self-draw of the kong's replacement tile; it cannot go with a discard or "
    "robbed-kong win (seed line 83)",
)
AFTER_KONG_NEEDS_KONG = T(
    "杠上开花要先开杠,但这家的副露里没有杠(原文第 83 行)",
    "槓上開花要先開槓,但這家的副露裡沒有槓(原文第 83 行)",
    "槓上開花には槓が必要ですが、この家の副露に槓がありません(原文 83 行)",
    "after_kong (杠上开花) needs a kong, and this seat's melds hold none (seed line 83)",
)
LAST_TILE_CONFLICT = T(
    "海底捞月是摸到最后一张牌或打出它时和牌;抢杠不是,杠后补牌来自保留牌也不是(原文第 45、75 行)",
    "海底撈月是摸到最後一張牌或打出它時和牌;搶槓不是,槓後補牌來自保留牌也不是(原文第 45、75 行)",
    "海底撈月は最後の 1 枚のツモか、その捨て牌での和了です。搶槓や、保留牌からの槓の補充は当たりません(原文 45・75 行)",
    "last_tile (海底捞月) is a win on the last wall tile or its discard; a robbed kong is neither, and a kong's "
    "replacement comes from the kept-back tiles, not the last wall tile (seed lines 45, 75)",
)
FIRST_TURN_DEALER = T(
    "庄家的天和是还没出牌时自摸成和,不能是捉铳(原文第 91 行)",
    "莊家的天和是還沒出牌時自摸成和,不能是捉銃(原文第 91 行)",
    "親の天和は捨て牌前のツモ和了で、ロンではありえません(原文 91 行)",
    "for the dealer, first_turn is 天和: a complete hand before any discard, so a self-draw, not a discard win "
    "(seed line 91)",
)
FIRST_TURN_OPEN = T(
    "天和、地和是还没出过牌时成和,不可能已经吃、碰或明杠(原文第 91、93 行)",
    "天和、地和是還沒出過牌時成和,不可能已經吃、碰或明槓(原文第 91、93 行)",
    "天和・地和は捨て牌前の和了なので、吃・碰・明槓はありえません(原文 91・93 行)",
    "天和 and 地和 are wins before any discard of one's own, so there can be no chi, pon or exposed kong "
    "(seed lines 91, 93)",
)
HUI_KONG = T(
    "四张惠牌({hui})一到手就自动和牌(四惠牌),不能拿来暗杠(原文第 89 行)",
    "四張惠牌({hui})一到手就自動和牌(四惠牌),不能拿來暗槓(原文第 89 行)",
    "惠牌({hui})が 4 枚そろえば自動的に和了(四惠牌)なので、暗槓にはできません(原文 89 行)",
    "four 惠牌 ({hui}) win at once (四惠牌); they cannot be declared as a concealed kong (seed line 89)",
)
