"""Messages of the riichi checks (rules/riichi/checks.py), in the four languages."""

from __future__ import annotations

from rules.text import T

ROUND_WIND = T(
    "场风只能是 1z–4z(东南西北)",
    "場風只能是 1z–4z(東南西北)",
    "場風は 1z〜4z(東南西北)です",
    "the round wind is one of 1z..4z (East, South, West, North)",
)
AFTER_KONG_SELF_DRAW = T(
    "岭上开花只能是自摸",
    "嶺上開花只能是自摸",
    "嶺上開花はツモのみです",
    "after_kong (rinshan) needs a self-drawn win",
)
AFTER_KONG_LAST_TILE = T(
    "岭上牌不是海底牌:after_kong 与 last_tile 不能同时成立",
    "嶺上牌不是海底牌:after_kong 與 last_tile 不能同時成立",
    "嶺上牌は海底牌ではありません:after_kong と last_tile は両立しません",
    "a kong replacement tile is not the last tile: after_kong and last_tile cannot both hold",
)
LAST_TILE_ROBBED = T(
    "抢杠不是河底",
    "搶槓不是河底",
    "槍槓は河底ではありません",
    "a robbed kong is not the last discard: last_tile cannot hold",
)
FIRST_TURN_MELDS = T(
    "第一巡和牌(天和/地和/人和)时不能有副露",
    "第一巡和牌(天和/地和/人和)時不能有副露",
    "天和・地和・人和に副露はありません",
    "a first-turn win (tenhou, chiihou, renhou) has no melds",
)
FIRST_TURN_DEALER = T(
    "庄家第一巡只能自摸(天和)",
    "莊家第一巡只能自摸(天和)",
    "親の第一巡は天和(ツモ)だけです",
    "the dealer's first-turn win is tenhou, a self-draw",
)
FIRST_TURN_ROBBED = T(
    "第一巡不能抢杠", "第一巡不能搶槓", "第一巡に槍槓はありません", "no kong can be robbed on the first turn"
)
LIABLE = T(
    "只有和牌的一家能写包牌者,且不能是自己",
    "只有和牌的一家能寫包牌者,且不能是自己",
    "パオは和了者にだけ書け、自分自身は不可です",
    "only a winner names a liable seat, and not itself",
)
NAGASHI = T(
    "流局满贯只在没人和牌时成立",
    "流局滿貫只在沒人和牌時成立",
    "流し満貫は和了がないときだけです",
    "nagashi mangan only stands when nobody wins",
)
DRAW_WITH_WIN = T(
    "有人和牌时不能同时是流局",
    "有人和牌時不能同時是流局",
    "和了があるときは流局にできません",
    "a hand that someone won is not a draw",
)
HONBA = T(
    "每本场加点要能被 3 整除(自摸时三家平分)",
    "每本場加點要能被 3 整除(自摸時三家平分)",
    "積み棒の点は 3 で割り切れる必要があります(ツモは 3 人で等分)",
    "points per honba must divide by 3 (a self-draw splits them over three seats)",
)
