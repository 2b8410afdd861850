"""Japanese riichi mahjong: every standard yaku, exact fu, limits, dora, and whole-table settlement."""

from __future__ import annotations

from rules.model import FieldError, RuleSet, ScoreRequest
from rules.text import T

from .notes import NOTES
from .options import INDICATOR_ROLES, OPTIONS, PRESETS, SEAT_FIELDS, TABLE_FIELDS, WIN_FIELDS
from .patterns import PATTERNS
from .payments import REASONS, score
from .sources import SOURCES

_M = {
    "round_wind": T(
        "场风只能是 1z–4z(东南西北)",
        "場風只能是 1z–4z(東南西北)",
        "場風は 1z〜4z(東南西北)です",
        "the round wind is one of 1z..4z (East, South, West, North)",
    ),
    "after_kong": T(
        "岭上开花只能是自摸",
        "嶺上開花只能是自摸",
        "嶺上開花はツモのみです",
        "after_kong (rinshan) needs a self-drawn win",
    ),
    "both": T(
        "岭上牌不是海底牌:after_kong 与 last_tile 不能同时成立",
        "嶺上牌不是海底牌:after_kong 與 last_tile 不能同時成立",
        "嶺上牌は海底牌ではありません:after_kong と last_tile は両立しません",
        "a kong replacement tile is not the last tile: after_kong and last_tile cannot both hold",
    ),
    "last_robbed": T(
        "抢杠不是河底",
        "搶槓不是河底",
        "槍槓は河底ではありません",
        "a robbed kong is not the last discard: last_tile cannot hold",
    ),
    "first_melds": T(
        "第一巡和牌(天和/地和/人和)时不能有副露",
        "第一巡和牌(天和/地和/人和)時不能有副露",
        "天和・地和・人和に副露はありません",
        "a first-turn win (tenhou, chiihou, renhou) has no melds",
    ),
    "first_dealer": T(
        "庄家第一巡只能自摸(天和)",
        "莊家第一巡只能自摸(天和)",
        "親の第一巡は天和(ツモ)だけです",
        "the dealer's first-turn win is tenhou, a self-draw",
    ),
    "first_robbed": T(
        "第一巡不能抢杠", "第一巡不能搶槓", "第一巡に槍槓はありません", "no kong can be robbed on the first turn"
    ),
    "liable": T(
        "只有和牌的一家能写包牌者,且不能是自己",
        "只有和牌的一家能寫包牌者,且不能是自己",
        "パオは和了者にだけ書け、自分自身は不可です",
        "only a winner names a liable seat, and not itself",
    ),
    "nagashi": T(
        "流局满贯只在没人和牌时成立",
        "流局滿貫只在沒人和牌時成立",
        "流し満貫は和了がないときだけです",
        "nagashi mangan only stands when nobody wins",
    ),
    "draw": T(
        "有人和牌时不能同时是流局",
        "有人和牌時不能同時是流局",
        "和了があるときは流局にできません",
        "a hand that someone won is not a draw",
    ),
    "honba": T(
        "每本场加点要能被 3 整除(自摸时三家平分)",
        "每本場加點要能被 3 整除(自摸時三家平分)",
        "積み棒の点は 3 で割り切れる必要があります(ツモは 3 人で等分)",
        "points per honba must divide by 3 (a self-draw splits them over three seats)",
    ),
}


def validate(req: ScoreRequest) -> list[FieldError]:
    errors: list[FieldError] = []
    if req.options["honba_value"] % 3:
        errors.append(FieldError("options.honba_value", _M["honba"]))
    if req.winners and req.table["draw"] != "exhaustive":
        errors.append(FieldError("table.draw", _M["draw"]))
    if not 27 <= req.table["round_wind"] <= 30:
        errors.append(FieldError("table.round_wind", _M["round_wind"]))
    for s in req.seats:
        p = f"seats.{s.index}"
        w = s.win
        if s.extra.get("liable") is not None and (w is None or s.extra["liable"] == s.index):
            errors.append(FieldError(f"{p}.liable", _M["liable"]))
        if s.extra.get("nagashi_mangan") and req.winners:
            errors.append(FieldError(f"{p}.nagashi_mangan", _M["nagashi"]))
        if w is None:
            continue
        if w.after_kong and w.by != "self_draw":
            errors.append(FieldError(f"{p}.win.after_kong", _M["after_kong"]))
        if w.after_kong and w.last_tile:
            errors.append(FieldError(f"{p}.win.last_tile", _M["both"]))
        if w.last_tile and w.by == "robbed_kong":
            errors.append(FieldError(f"{p}.win.last_tile", _M["last_robbed"]))
        if w.first_turn:
            if s.melds:
                errors.append(FieldError(f"{p}.win.first_turn", _M["first_melds"]))
            elif w.by == "robbed_kong":
                errors.append(FieldError(f"{p}.win.first_turn", _M["first_robbed"]))
            elif w.by == "discard" and s.index == req.dealer:
                errors.append(FieldError(f"{p}.win.first_turn", _M["first_dealer"]))
    return errors


RULE_SET = RuleSet(
    key="riichi",
    names=T("日本立直麻将", "日本立直麻將", "リーチ麻雀", "Japanese riichi"),
    description=T(
        "标准役种、精确符数、满贯到役满、宝牌/里宝牌、本场、立直棒、包牌、流局与诈和的整桌结算。",
        "標準役種、精確符數、滿貫到役滿、寶牌/裏寶牌、本場、立直棒、包牌、流局與詐和的整桌結算。",
        "全ての標準役、正確な符、満貫〜役満、ドラ・裏ドラ、積み棒・供託、パオ、流局とチョンボまで卓全体を精算。",
        "Every standard yaku, exact fu, mangan to yakuman, dora and ura-dora, honba, riichi sticks, liability, draws and chombo, settled for the whole table.",
    ),
    players=(4,),
    sets=4,
    kinds=frozenset(range(34)),
    unit="han",
    presets=PRESETS,
    options=OPTIONS,
    patterns=PATTERNS,
    sources=SOURCES,
    score=score,
    table_fields=TABLE_FIELDS,
    seat_fields=SEAT_FIELDS,
    win_fields=WIN_FIELDS,
    indicator_roles=INDICATOR_ROLES,
    allows_chi=True,
    red_fives=True,
    declarations=frozenset({"riichi", "ippatsu"}),
    reasons=REASONS,
    validate=validate,
    notes=NOTES,
)

__all__ = ["RULE_SET"]
