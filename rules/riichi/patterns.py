"""Every riichi yaku, yakuman, dora, limit and fu item as one `Pattern` record.

`value` is the han of a closed hand and `open_value` the han of an open one
(None: closed only). Yakuman carry `value=13` per yakuman (26 for a double)
so that a breakdown adds up like Tenhou's. Each yaku's `detect` takes one
`HandView` and returns 1 when it applies, or None.
"""

from __future__ import annotations

from collections.abc import Callable

from rules.engine import WAIT_RYANMEN, WAIT_TANKI
from rules.model import Example, Pattern, RuleRef, pattern_map
from rules.text import T, Text

from . import sources as S
from .detect import (
    CHOWS,
    DRAGONS,
    HONOR_SET,
    HONORS,
    MENZEN,
    NO_HONORS,
    ONE_SUIT,
    PUNGS,
    SHAPE_SEVEN_PAIRS,
    SHAPE_STANDARD,
    SHAPE_THIRTEEN_ORPHANS,
    SIMPLES,
    TERM_HONOR,
    TERMINALS,
    THREE_CHOWS,
    THREE_KONGS,
    THREE_PUNGS,
    WINDS,
    HandView,
    is_terminal_or_honor,
    yakuhai_pair,
)

YAKU = "yaku"
YAKUMAN = "yakuman"
DORA_KIND = "dora"
LIMIT = "limit"
FU = "fu"

_YAKUMAN_TEXT = T("役满", "役滿", "役満", "yakuman")
_DOUBLE_TEXT = T("两倍役满(选项)", "兩倍役滿(選項)", "ダブル役満(オプション)", "double yakuman (option)")


def _one(ok: bool) -> int | None:
    return 1 if ok else None


# ------------------------------------------------------------ detects ---
# Situation yaku (the same for every reading of a hand).


def _riichi(v: HandView) -> int | None:
    return _one(v.h.riichi == "single")


def _double_riichi(v: HandView) -> int | None:
    return _one(v.h.riichi == "double")


def _ippatsu(v: HandView) -> int | None:
    return _one(v.h.ippatsu)


def _menzen_tsumo(v: HandView) -> int | None:
    return _one(v.h.menzen and v.h.tsumo)


def _haitei(v: HandView) -> int | None:
    return _one(v.h.tsumo and v.h.last_tile)


def _houtei(v: HandView) -> int | None:
    return _one(not v.h.tsumo and v.h.last_tile)


def _rinshan(v: HandView) -> int | None:
    return _one(v.h.tsumo and v.h.after_kong)


def _chankan(v: HandView) -> int | None:
    return _one(v.h.robbed)


def _renhou_at(level: str) -> Callable[[HandView], int | None]:
    def detect(v: HandView) -> int | None:
        h = v.h
        return _one(h.first_turn and not h.tsumo and not h.dealer and h.no_melds and h.opts["renhou"] == level)

    return detect


def _tenhou(v: HandView) -> int | None:
    h = v.h
    return _one(h.first_turn and h.tsumo and h.dealer and h.no_melds)


def _chiihou(v: HandView) -> int | None:
    h = v.h
    return _one(h.first_turn and h.tsumo and not h.dealer and h.no_melds)


# Hand yaku (they depend on the reading).


def _pinfu(v: HandView) -> int | None:
    return _one(v.h.menzen and len(v.chows) == 4 and v.wait == WAIT_RYANMEN and not yakuhai_pair(v))


def _tanyao(v: HandView) -> int | None:
    return _one(v.h.simples and (v.h.menzen or v.h.kuitan))


def _iipeikou(v: HandView) -> int | None:
    c = v.chows
    return _one(v.h.menzen and len(c) != len(set(c)))


def _ryanpeikou(v: HandView) -> int | None:
    c = v.chows
    if not v.h.menzen or len(c) != 4:
        return None
    a, b, d, e = sorted(c)
    return _one(a == b and d == e)


def _pung_of(kind: int) -> Callable[[HandView], int | None]:
    def detect(v: HandView) -> int | None:
        return _one(kind in v.pungs)

    return detect


def _seat_wind(v: HandView) -> int | None:
    return _one(v.h.seat_wind in v.pungs)


def _round_wind(v: HandView) -> int | None:
    return _one(v.h.round_wind in v.pungs)


def _outside(v: HandView) -> bool:
    """Every set and the pair hold a terminal or honor, with at least one chow."""
    if not v.chows or not is_terminal_or_honor(v.pair):
        return False
    return all(c % 9 in (0, 6) for c in v.chows) and all(is_terminal_or_honor(p) for p in v.pungs)


def _chanta(v: HandView) -> int | None:
    return _one(v.h.honors and _outside(v))


def _junchan(v: HandView) -> int | None:
    return _one(not v.h.honors and _outside(v))


def _ittsu(v: HandView) -> int | None:
    c = v.chows
    return _one(len(c) >= 3 and any(b in c and b + 3 in c and b + 6 in c for b in (0, 9, 18)))


def _sanshoku(v: HandView) -> int | None:
    c = v.chows
    return _one(len(c) >= 3 and any(n + 9 in c and n + 18 in c for n in c if n < 9))


def _sanshoku_doukou(v: HandView) -> int | None:
    p = v.pungs
    return _one(len(p) >= 3 and any(n + 9 in p and n + 18 in p for n in p if n < 9))


def _toitoi(v: HandView) -> int | None:
    return _one(len(v.pungs) == 4)


def _sanankou(v: HandView) -> int | None:
    return _one(v.conc_pungs == 3)


def _sankantsu(v: HandView) -> int | None:
    return _one(v.h.n_kans == 3)


def _chiitoitsu(v: HandView) -> int | None:
    return _one(v.shape == SHAPE_SEVEN_PAIRS)


def _honroutou(v: HandView) -> int | None:
    return _one(v.h.term_honor and v.h.honors and v.h.suits > 0)


def _shousangen(v: HandView) -> int | None:
    return _one(v.pair in DRAGONS and sum(d in v.pungs for d in DRAGONS) == 2)


def _honitsu(v: HandView) -> int | None:
    return _one(v.h.suits == 1 and v.h.honors)


def _chinitsu(v: HandView) -> int | None:
    return _one(v.h.suits == 1 and not v.h.honors)


# Yakuman.


def _kokushi(v: HandView) -> int | None:
    return _one(v.shape == SHAPE_THIRTEEN_ORPHANS and v.h.conc[v.h.win] == 1)


def _kokushi_13(v: HandView) -> int | None:
    return _one(v.shape == SHAPE_THIRTEEN_ORPHANS and v.h.conc[v.h.win] == 2)


def _suuankou(v: HandView) -> int | None:
    return _one(v.conc_pungs == 4 and v.wait != WAIT_TANKI)


def _suuankou_tanki(v: HandView) -> int | None:
    return _one(v.conc_pungs == 4 and v.wait == WAIT_TANKI)


def _daisangen(v: HandView) -> int | None:
    p = v.pungs
    return _one(31 in p and 32 in p and 33 in p)


def _shousuushii(v: HandView) -> int | None:
    return _one(v.pair in WINDS and sum(w in v.pungs for w in WINDS) == 3)


def _daisuushii(v: HandView) -> int | None:
    return _one(sum(w in v.pungs for w in WINDS) == 4)


def _tsuuiisou(v: HandView) -> int | None:
    return _one(v.h.suits == 0)


def _chinroutou(v: HandView) -> int | None:
    return _one(v.h.term_honor and not v.h.honors and v.shape != SHAPE_THIRTEEN_ORPHANS)


def _ryuuiisou(v: HandView) -> int | None:
    return _one(v.h.green)


def _nine_gates(v: HandView) -> bool:
    h = v.h
    if not h.no_melds or h.suits != 1 or h.honors:
        return False
    base = h.win - h.win % 9
    c = h.conc[base : base + 9]
    return c[0] >= 3 and c[8] >= 3 and all(c[1:8])


def _chuuren(v: HandView) -> int | None:
    return _one(v.h.conc[v.h.win] in (1, 3) and _nine_gates(v))


def _junsei_chuuren(v: HandView) -> int | None:
    return _one(v.h.conc[v.h.win] in (2, 4) and _nine_gates(v))


def _suukantsu(v: HandView) -> int | None:
    return _one(v.h.n_kans == 4)


# ------------------------------------------------------------ records ---


def _yaku(
    key: str,
    names: Text,
    value: int,
    open_value: int | None,
    detect: Callable[[HandView], int | None],
    explanation: Text,
    ref: RuleRef = S.STANDARD,
    *,
    excludes: frozenset[str] = frozenset(),
    example: str = "",
    kind: str = YAKU,
    value_text: Text | None = None,
    examples: tuple[Example, ...] = (),
    reading: Text | None = None,
) -> Pattern:
    return Pattern(
        key=key,
        names=names,
        value=value,
        open_value=open_value,
        detect=detect,
        explanation=explanation,
        ref=ref,
        excludes=excludes,
        example=example,
        kind=kind,
        unit="han",
        value_text=value_text,
        examples=examples,
        reading=reading,
    )


def _yakuman(
    key: str,
    names: Text,
    units: int,
    detect: Callable[[HandView], int | None],
    explanation: Text,
    ref: RuleRef = S.STANDARD,
    *,
    excludes: frozenset[str] = frozenset(),
    example: str = "",
    examples: tuple[Example, ...] = (),
    reading: Text | None = None,
) -> Pattern:
    return _yaku(
        key,
        names,
        13 * units,
        13 * units,
        detect,
        explanation,
        ref,
        kind=YAKUMAN,
        excludes=excludes,
        example=example,
        value_text=_DOUBLE_TEXT if units == 2 else _YAKUMAN_TEXT,
        examples=examples,
        reading=reading,
    )


# Situation yaku: the same for every reading, judged once per hand.
SITUATION = (
    _yaku(
        "riichi",
        T("立直", "立直", "立直", "Riichi"),
        1,
        None,
        _riichi,
        T(
            "门清听牌时宣告立直并付 1000 点立直棒。",
            "門清聽牌時宣告立直並付 1000 點立直棒。",
            "門前テンパイでリーチを宣言し、1000 点を供託する。",
            "Declared ready with a closed hand, putting up a 1000-point stick.",
        ),
        S.RIICHI,
        examples=(Example.win("234m567p789s23455p", tile="5p", by="discard", seat_extra={"riichi": "single"}),),
    ),
    _yaku(
        "daburu_riichi",
        T("两立直", "兩立直", "ダブル立直", "Double riichi"),
        2,
        None,
        _double_riichi,
        T(
            "第一巡(无人鸣牌前)就立直。",
            "第一巡(無人鳴牌前)就立直。",
            "最初の打牌で(鳴きが入る前に)リーチ。",
            "Riichi declared with the very first discard, before any call.",
        ),
        excludes=frozenset({"riichi"}),
        examples=(Example.win("234m567p789s23455p", tile="5p", by="discard", seat_extra={"riichi": "double"}),),
    ),
    _yaku(
        "ippatsu",
        T("一发", "一發", "一発", "Ippatsu"),
        1,
        None,
        _ippatsu,
        T(
            "立直后一巡内(无人鸣牌)和牌。",
            "立直後一巡內(無人鳴牌)和牌。",
            "リーチ後 1 巡以内に(鳴きなしで)和了。",
            "Won within one go-around after riichi, with no call in between.",
        ),
        examples=(
            Example.win(
                "234m567p789s23455p", tile="5p", by="discard", seat_extra={"riichi": "single", "ippatsu": True}
            ),
        ),
    ),
    _yaku(
        "menzen_tsumo",
        T("门前清自摸和", "門前清自摸和", "門前清自摸和", "Menzen tsumo"),
        1,
        None,
        _menzen_tsumo,
        T("门清自摸和牌。", "門清自摸和牌。", "門前でツモ和了。", "Self-drawn win with a closed hand."),
        S.TSUMO,
        examples=(Example.win("234m567p789s23455p", tile="5p"),),
    ),
    _yaku(
        "haitei",
        T("海底摸月", "海底摸月", "海底摸月", "Haitei"),
        1,
        1,
        _haitei,
        T(
            "摸最后一张牌自摸和。",
            "摸最後一張牌自摸和。",
            "最後のツモ牌で和了。",
            "Self-drawn win on the last tile of the wall.",
        ),
        examples=(Example.win("234m567p789s22255p", tile="5p", flags=("last_tile",), melds="", dealer=1),),
    ),
    _yaku(
        "houtei",
        T("河底捞鱼", "河底撈魚", "河底撈魚", "Houtei"),
        1,
        1,
        _houtei,
        T(
            "荣和最后一张打出的牌。",
            "榮和最後一張打出的牌。",
            "最後の捨て牌でロン和了。",
            "Won on the very last discard.",
        ),
        examples=(Example.win("234m567p789s22255p", tile="5p", by="discard", flags=("last_tile",), dealer=1),),
    ),
    _yaku(
        "rinshan",
        T("岭上开花", "嶺上開花", "嶺上開花", "Rinshan kaihou"),
        1,
        1,
        _rinshan,
        T(
            "开杠后摸的岭上牌自摸和。",
            "開槓後摸的嶺上牌自摸和。",
            "カンの嶺上牌でツモ和了。",
            "Self-drawn win on the replacement tile after a kong.",
        ),
        S.KAN_DORA,
        examples=(Example.win("567p789s23455p", tile="5p", melds="1111m", flags=("after_kong",), dealer=1),),
    ),
    _yaku(
        "chankan",
        T("抢杠", "搶槓", "槍槓", "Chankan"),
        1,
        1,
        _chankan,
        T(
            "抢别人加杠的那张牌和牌。本桌规则只能抢加杠(原文:“只能抢明杠”)。",
            "搶別人加槓的那張牌和牌。本桌規則只能搶加槓(原文:「只能搶明槓」)。",
            "他家の加槓の牌でロン。元資料では加槓のみ槍槓できる。",
            "Won on the tile another seat adds to its pung to make a kong. The seed allows robbing only an added kong.",
        ),
        S.CHANKAN,
        examples=(Example.win("234m567p789s23455p", tile="5p", by="robbed_kong", frm=1, dealer=1),),
    ),
    _yaku(
        "renhou",
        T("人和", "人和", "人和", "Renhou"),
        5,
        None,
        _renhou_at("mangan"),
        T(
            "闲家在第一次摸牌前荣和(选项:5 番)。",
            "閒家在第一次摸牌前榮和(選項:5 番)。",
            "子が最初のツモ前にロン(オプション:5 翻)。",
            "A non-dealer wins on a discard before its first draw (option: 5 han).",
        ),
        examples=(
            Example.win(
                "234m567p789s23455p",
                tile="5p",
                by="discard",
                frm=1,
                flags=("first_turn",),
                options={"renhou": "mangan"},
                dealer=1,
            ),
        ),
    ),
)

HAND_YAKU = (
    _yaku(
        "pinfu",
        T("平和", "平和", "平和", "Pinfu"),
        1,
        None,
        _pinfu,
        T(
            "门清,四组顺子,雀头不是役牌,两面听。",
            "門清,四組順子,雀頭不是役牌,兩面聽。",
            "門前、4 面子すべて順子、雀頭が役牌でない、両面待ち。",
            "Closed, four chows, a pair that is not a value tile, won on a two-sided wait.",
        ),
        example="234m567p789s23455p",
        examples=(Example.win("234m567p789s23455p", tile="5p", by="discard", dealer=1),),
    ),
    _yaku(
        "tanyao",
        T("断幺九", "斷么九", "断么九", "Tanyao"),
        1,
        1,
        _tanyao,
        T(
            "全部是 2–8 的数牌。副露时是否算取决于“食断”选项。",
            "全部是 2–8 的數牌。副露時是否算取決於「食斷」選項。",
            "2〜8 の数牌だけ。鳴いた場合は喰いタンの設定による。",
            "Only number tiles 2 to 8. In an open hand it counts only with the kuitan option.",
        ),
        example="234m55567p345678s",
        examples=(
            Example.win(
                "567p678s234p55s",
                tile="2p",
                by="discard",
                melds="234m",
                dealer=1,
                note=T(
                    "鸣牌后也算(食断,本桌规则默认)。",
                    "鳴牌後也算(食斷,本桌規則預設)。",
                    "鳴いても成立(喰いタン、本卓ルールの既定)。",
                    "Counts when open too (kuitan, on in the seed's rules).",
                ),
            ),
        ),
    ),
    _yaku(
        "iipeikou",
        T("一杯口", "一杯口", "一盃口", "Iipeikou"),
        1,
        None,
        _iipeikou,
        T(
            "门清,有两组完全相同的顺子。",
            "門清,有兩組完全相同的順子。",
            "門前で同じ順子が 2 組。",
            "Closed, with two identical chows.",
        ),
        example="112233m456p789s55z",
        examples=(Example.win("112233m456p789s55s", tile="5s", by="discard", dealer=1),),
    ),
    _yaku(
        "ryanpeikou",
        T("二杯口", "二杯口", "二盃口", "Ryanpeikou"),
        3,
        None,
        _ryanpeikou,
        T("门清,两个一杯口。", "門清,兩個一杯口。", "門前で一盃口が 2 つ。", "Closed, two pairs of identical chows."),
        excludes=frozenset({"iipeikou", "chiitoitsu"}),
        example="112233m445566p77s",
        examples=(Example.win("112233m445566p77s", tile="7s", by="discard", dealer=1),),
    ),
    _yaku(
        "yakuhai_haku",
        T("役牌 白", "役牌 白", "役牌 白", "Yakuhai: white dragon"),
        1,
        1,
        _pung_of(31),
        T("白的刻子或杠子。", "白的刻子或槓子。", "白の刻子・槓子。", "A pung or kong of white dragons."),
        examples=(Example.win("234m567p789s22s", tile="2s", by="discard", melds="555z@2", dealer=1),),
    ),
    _yaku(
        "yakuhai_hatsu",
        T("役牌 发", "役牌 發", "役牌 發", "Yakuhai: green dragon"),
        1,
        1,
        _pung_of(32),
        T("发的刻子或杠子。", "發的刻子或槓子。", "發の刻子・槓子。", "A pung or kong of green dragons."),
        examples=(Example.win("234m567p789s22s", tile="2s", by="discard", melds="666z@2", dealer=1),),
    ),
    _yaku(
        "yakuhai_chun",
        T("役牌 中", "役牌 中", "役牌 中", "Yakuhai: red dragon"),
        1,
        1,
        _pung_of(33),
        T("中的刻子或杠子。", "中的刻子或槓子。", "中の刻子・槓子。", "A pung or kong of red dragons."),
        examples=(Example.win("234m567p789s22s", tile="2s", by="discard", melds="777z@2", dealer=1),),
    ),
    _yaku(
        "yakuhai_jikaze",
        T("役牌 门风", "役牌 門風", "役牌 自風", "Yakuhai: seat wind"),
        1,
        1,
        _seat_wind,
        T(
            "自己门风的刻子或杠子(东家为东)。",
            "自己門風的刻子或槓子(東家為東)。",
            "自風の刻子・槓子(親は東)。",
            "A pung or kong of one's own seat wind (East for the dealer).",
        ),
        S.WINDS,
        examples=(
            Example.win(
                "234m567p789s22s",
                tile="2s",
                by="discard",
                frm=2,
                melds="444z@2",
                dealer=1,
                note=T(
                    "庄家是座位 1,座位 0 的门风是北。",
                    "莊家是座位 1,座位 0 的門風是北。",
                    "親は席 1、席 0 の自風は北。",
                    "Seat 1 deals, so seat 0's own wind is North.",
                ),
            ),
        ),
    ),
    _yaku(
        "yakuhai_bakaze",
        T("役牌 场风", "役牌 場風", "役牌 場風", "Yakuhai: round wind"),
        1,
        1,
        _round_wind,
        T(
            "场风的刻子或杠子;与门风相同时两者都算(连风牌 2 番)。",
            "場風的刻子或槓子;與門風相同時兩者都算(連風牌 2 番)。",
            "場風の刻子・槓子。自風と同じなら両方数える(ダブ風 2 翻)。",
            "A pung or kong of the round wind; if it is also the seat wind both count (2 han).",
        ),
        S.WINDS,
        examples=(
            Example.win(
                "234m567p789s22s",
                tile="2s",
                by="discard",
                frm=2,
                melds="111z@2",
                dealer=1,
                note=T("东场:场风是东。", "東場:場風是東。", "東場:場風は東。", "East round: the round wind is East."),
            ),
        ),
    ),
    _yaku(
        "chanta",
        T("混全带幺九", "混全帶么九", "混全帯么九", "Chanta"),
        2,
        1,
        _chanta,
        T(
            "每组面子和雀头都含幺九牌或字牌,至少一组顺子,有字牌。",
            "每組面子和雀頭都含么九牌或字牌,至少一組順子,有字牌。",
            "すべての面子と雀頭に么九牌を含み、順子があり、字牌がある。",
            "Every set and the pair hold a terminal or honor, with at least one chow and some honors.",
        ),
        example="123m789p789s11122z",
        examples=(Example.win("123m789p789s11122z", tile="2z", by="discard", dealer=1),),
    ),
    _yaku(
        "junchan",
        T("纯全带幺九", "純全帶么九", "純全帯么九", "Junchan"),
        3,
        2,
        _junchan,
        T(
            "每组面子和雀头都含 1 或 9,至少一组顺子,没有字牌。",
            "每組面子和雀頭都含 1 或 9,至少一組順子,沒有字牌。",
            "すべての面子と雀頭に 1・9 を含み、順子があり、字牌がない。",
            "Every set and the pair hold a 1 or 9, with at least one chow and no honors.",
        ),
        excludes=frozenset({"chanta"}),
        example="123789m123999p11s",
        examples=(Example.win("123789m123999p11s", tile="1s", by="discard", dealer=1),),
    ),
    _yaku(
        "ittsu",
        T("一气通贯", "一氣通貫", "一気通貫", "Ittsu"),
        2,
        1,
        _ittsu,
        T(
            "同一花色的 123、456、789 三组顺子。",
            "同一花色的 123、456、789 三組順子。",
            "同じ色の 123・456・789。",
            "123, 456 and 789 chows of one suit.",
        ),
        example="123456789m234p55s",
        examples=(Example.win("123456789m234p55s", tile="4p", by="discard", dealer=1),),
    ),
    _yaku(
        "sanshoku",
        T("三色同顺", "三色同順", "三色同順", "Sanshoku doujun"),
        2,
        1,
        _sanshoku,
        T(
            "三种数牌各有一组相同数字的顺子。",
            "三種數牌各有一組相同數字的順子。",
            "萬子・筒子・索子で同じ数の順子。",
            "The same chow in all three suits.",
        ),
        example="234m234p234s567m11z",
        examples=(Example.win("234m234p234s567m55s", tile="7m", by="discard", dealer=1),),
    ),
    _yaku(
        "sanshoku_doukou",
        T("三色同刻", "三色同刻", "三色同刻", "Sanshoku doukou"),
        2,
        2,
        _sanshoku_doukou,
        T(
            "三种数牌各有一组相同数字的刻子。",
            "三種數牌各有一組相同數字的刻子。",
            "三色で同じ数の刻子。",
            "The same pung in all three suits.",
        ),
        example="555m555p555s234m11z",
        examples=(Example.win("555m555p555s234m11s", tile="4m", by="discard", dealer=1),),
    ),
    _yaku(
        "toitoi",
        T("对对和", "對對和", "対々和", "Toitoi"),
        2,
        2,
        _toitoi,
        T(
            "四组都是刻子或杠子。",
            "四組都是刻子或槓子。",
            "4 面子すべて刻子・槓子。",
            "All four sets are pungs or kongs.",
        ),
        example="555p888s333z11z|222m",
        examples=(Example.win("555p888s333z11s", tile="1s", by="discard", melds="222m@2", dealer=1),),
    ),
    _yaku(
        "sanankou",
        T("三暗刻", "三暗刻", "三暗刻", "Sanankou"),
        2,
        2,
        _sanankou,
        T(
            "三组暗刻(含暗杠);荣和完成的刻子算明刻。",
            "三組暗刻(含暗槓);榮和完成的刻子算明刻。",
            "暗刻(暗槓を含む)が 3 つ。ロンで完成した刻子は明刻。",
            "Three concealed pungs or kongs; a pung completed by a discard counts as open.",
        ),
        example="222m555p888s234m11z",
        examples=(Example.win("222m555p888s234m11s", tile="4m", dealer=1),),
    ),
    _yaku(
        "sankantsu",
        T("三杠子", "三槓子", "三槓子", "Sankantsu"),
        2,
        2,
        _sankantsu,
        T("三组杠子。", "三組槓子。", "槓子が 3 つ。", "Three kongs."),
        S.KAN_DORA,
        examples=(Example.win("234m55z", tile="5z", melds="1111m 2222p 3333s@2", dealer=1),),
    ),
    _yaku(
        "chiitoitsu",
        T("七对子", "七對子", "七対子", "Chiitoitsu"),
        2,
        None,
        _chiitoitsu,
        T(
            "七个不同的对子;固定 25 符。",
            "七個不同的對子;固定 25 符。",
            "異なる 7 つの対子。25 符固定。",
            "Seven different pairs; always 25 fu.",
        ),
        example="1199m3377p44s1155z",
        examples=(Example.win("1199m3377p44s1155z", tile="5z", by="discard", dealer=1),),
    ),
    _yaku(
        "honroutou",
        T("混老头", "混老頭", "混老頭", "Honroutou"),
        2,
        2,
        _honroutou,
        T(
            "只有幺九牌和字牌(两者都有)。",
            "只有么九牌和字牌(兩者都有)。",
            "么九牌と字牌だけ(両方ある)。",
            "Only terminals and honors, both present.",
        ),
        excludes=frozenset({"chanta", "junchan"}),
        example="999p111s11122z|111m",
        examples=(Example.win("999p111s11122z", tile="2z", by="discard", melds="111m@2", dealer=1),),
    ),
    _yaku(
        "shousangen",
        T("小三元", "小三元", "小三元", "Shousangen"),
        2,
        2,
        _shousangen,
        T(
            "两组三元牌刻子加三元牌雀头。",
            "兩組三元牌刻子加三元牌雀頭。",
            "三元牌の刻子 2 つと三元牌の雀頭。",
            "Two dragon pungs and a dragon pair.",
        ),
        example="234m567p555666z77z",
        examples=(Example.win("234m567p555666z77z", tile="7z", by="discard", dealer=1),),
    ),
    _yaku(
        "honitsu",
        T("混一色", "混一色", "混一色", "Honitsu"),
        3,
        2,
        _honitsu,
        T("一种数牌加字牌。", "一種數牌加字牌。", "1 種類の数牌と字牌だけ。", "One suit plus honors."),
        example="123456m789m11122z",
        examples=(Example.win("123456m789m11122z", tile="2z", by="discard", dealer=1),),
    ),
    _yaku(
        "chinitsu",
        T("清一色", "清一色", "清一色", "Chinitsu"),
        6,
        5,
        _chinitsu,
        T("只有一种数牌。", "只有一種數牌。", "1 種類の数牌だけ。", "Only one suit."),
        excludes=frozenset({"honitsu"}),
        example="123345567789m55m",
        examples=(Example.win("123345567789m55m", tile="5m", by="discard", dealer=1),),
    ),
)

YAKUMAN_PATTERNS = (
    _yakuman(
        "kokushi",
        T("国士无双", "國士無雙", "国士無双", "Kokushi musou"),
        1,
        _kokushi,
        T(
            "13 种幺九字牌各一张再加其中一张。",
            "13 種么九字牌各一張再加其中一張。",
            "么九牌 13 種を 1 枚ずつと、そのうち 1 枚。",
            "One of each of the 13 terminals and honors plus a second of one.",
        ),
        example="19m19p19s12345677z",
        examples=(Example.win("19m19p19s12345677z", tile="1m", by="discard", dealer=1),),
    ),
    _yakuman(
        "kokushi_juusanmen",
        T("国士无双十三面", "國士無雙十三面", "国士無双十三面待ち", "Kokushi, 13-sided wait"),
        2,
        _kokushi_13,
        T(
            "13 种各一张时听 13 面和牌;两倍役满是选项。",
            "13 種各一張時聽 13 面和牌;兩倍役滿是選項。",
            "13 種 1 枚ずつの 13 面待ちで和了。ダブルはオプション。",
            "Won on the 13-sided wait, holding one of each; double counting is an option.",
        ),
        excludes=frozenset({"kokushi"}),
        examples=(Example.win("19m19p19s1234567z1m", tile="1m", by="discard", dealer=1),),
    ),
    _yakuman(
        "suuankou",
        T("四暗刻", "四暗刻", "四暗刻", "Suuankou"),
        1,
        _suuankou,
        T(
            "四组暗刻(荣和时只能单骑)。",
            "四組暗刻(榮和時只能單騎)。",
            "暗刻 4 つ(ロンは単騎のみ)。",
            "Four concealed pungs (on a discard only with a pair wait).",
        ),
        example="222m555p888s333z11z",
        examples=(Example.win("222m555p888s11z333z", tile="3z", dealer=1),),
    ),
    _yakuman(
        "suuankou_tanki",
        T("四暗刻单骑", "四暗刻單騎", "四暗刻単騎", "Suuankou tanki"),
        2,
        _suuankou_tanki,
        T(
            "四暗刻且单骑听雀头;两倍役满是选项。",
            "四暗刻且單騎聽雀頭;兩倍役滿是選項。",
            "四暗刻の単騎待ち。ダブルはオプション。",
            "Four concealed pungs won on the pair wait; double counting is an option.",
        ),
        excludes=frozenset({"suuankou"}),
        examples=(Example.win("222m555p888s333z11z", tile="1z", by="discard", dealer=1),),
    ),
    _yakuman(
        "daisangen",
        T("大三元", "大三元", "大三元", "Daisangen"),
        1,
        _daisangen,
        T(
            "白、发、中三组刻子。喂出第三组的一家负包牌责任。",
            "白、發、中三組刻子。餵出第三組的一家負包牌責任。",
            "白・發・中の刻子。3 組目を鳴かせた者はパオ。",
            "Pungs of all three dragons. The seat that fed the third is liable.",
        ),
        S.LIABILITY,
        example="555666777z234m11p",
        examples=(Example.win("555666777z234m11p", tile="1p", by="discard", dealer=1),),
    ),
    _yakuman(
        "shousuushii",
        T("小四喜", "小四喜", "小四喜", "Shousuushii"),
        1,
        _shousuushii,
        T(
            "三组风牌刻子加风牌雀头。",
            "三組風牌刻子加風牌雀頭。",
            "風牌の刻子 3 つと風牌の雀頭。",
            "Three wind pungs and a wind pair.",
        ),
        examples=(Example.win("111222333z234m44z", tile="4z", by="discard", dealer=1),),
    ),
    _yakuman(
        "daisuushii",
        T("大四喜", "大四喜", "大四喜", "Daisuushii"),
        2,
        _daisuushii,
        T(
            "四组风牌刻子;两倍役满是选项。喂出第四组的一家负包牌责任。",
            "四組風牌刻子;兩倍役滿是選項。餵出第四組的一家負包牌責任。",
            "風牌の刻子 4 つ。ダブルはオプション。4 組目を鳴かせた者はパオ。",
            "Pungs of all four winds; double counting is an option. The seat that fed the fourth is liable.",
        ),
        S.LIABILITY,
        excludes=frozenset({"shousuushii"}),
        examples=(Example.win("111222333444z55m", tile="5m", by="discard", dealer=1),),
    ),
    _yakuman(
        "tsuuiisou",
        T("字一色", "字一色", "字一色", "Tsuuiisou"),
        1,
        _tsuuiisou,
        T(
            "全部是字牌(七对子形也算)。",
            "全部是字牌(七對子形也算)。",
            "字牌だけ(七対子形も可)。",
            "Honors only (seven pairs too).",
        ),
        examples=(Example.win("11122255566677z", tile="7z", by="discard", dealer=1),),
    ),
    _yakuman(
        "chinroutou",
        T("清老头", "清老頭", "清老頭", "Chinroutou"),
        1,
        _chinroutou,
        T("全部是 1 和 9。", "全部是 1 和 9。", "1 と 9 だけ。", "Only 1s and 9s."),
        examples=(Example.win("111999m111999p11s", tile="1s", by="discard", dealer=1),),
    ),
    _yakuman(
        "ryuuiisou",
        T("绿一色", "綠一色", "緑一色", "Ryuuiisou"),
        1,
        _ryuuiisou,
        T(
            "只用 23468 索和发。",
            "只用 23468 索和發。",
            "23468 索と發だけ。",
            "Only 2 3 4 6 8 of bamboo and the green dragon.",
        ),
        examples=(Example.win("223344666888s66z", tile="6z", by="discard", dealer=1),),
    ),
    _yakuman(
        "chuuren",
        T("九莲宝灯", "九蓮寶燈", "九蓮宝燈", "Chuuren poutou"),
        1,
        _chuuren,
        T(
            "门清无杠,同一花色 1112345678999 加一张。",
            "門清無槓,同一花色 1112345678999 加一張。",
            "門前(カンなし)で同じ色の 1112345678999 + 1 枚。",
            "Closed with no kong: 1112345678999 of one suit plus one more.",
        ),
        example="11123455678999m",
        examples=(
            Example.win(
                "11123455678999m",
                tile="1m",
                by="discard",
                dealer=1,
                note=T(
                    "和牌前是 1123455678999m,不是纯正九莲的形。",
                    "和牌前是 1123455678999m,不是純正九蓮的形。",
                    "和了前は 1123455678999m で、純正の形ではない。",
                    "Before the winning tile the hand is 1123455678999m, not the pure nine-sided shape.",
                ),
            ),
        ),
    ),
    _yakuman(
        "junsei_chuuren",
        T("纯正九莲宝灯", "純正九蓮寶燈", "純正九蓮宝燈", "Junsei chuuren poutou"),
        2,
        _junsei_chuuren,
        T(
            "和牌前正是 1112345678999(九面听);两倍役满是选项。",
            "和牌前正是 1112345678999(九面聽);兩倍役滿是選項。",
            "和了前が 1112345678999 の九面待ち。ダブルはオプション。",
            "Before the win the hand was exactly 1112345678999 (the nine-sided wait); double counting is an option.",
        ),
        excludes=frozenset({"chuuren"}),
        examples=(
            Example.win(
                "11123455678999m",
                tile="5m",
                dealer=1,
                note=T(
                    "和牌前是 1112345678999m,听九面。",
                    "和牌前是 1112345678999m,聽九面。",
                    "和了前は 1112345678999m の九面待ち。",
                    "Before the winning tile the hand is 1112345678999m, waiting on all nine.",
                ),
            ),
        ),
    ),
    _yakuman(
        "suukantsu",
        T("四杠子", "四槓子", "四槓子", "Suukantsu"),
        1,
        _suukantsu,
        T("四组杠子。", "四組槓子。", "槓子が 4 つ。", "Four kongs."),
        S.KAN_DORA,
        examples=(Example.win("55z", tile="5z", melds="1111m 2222p 3333s@2 4444s", dealer=1),),
    ),
    _yakuman(
        "tenhou",
        T("天和", "天和", "天和", "Tenhou"),
        1,
        _tenhou,
        T(
            "庄家配牌即和(第一次自摸)。",
            "莊家配牌即和(第一次自摸)。",
            "親の配牌で和了。",
            "The dealer's dealt hand is already complete.",
        ),
        examples=(Example.win("234m567p789s23455p", tile="5p", flags=("first_turn",)),),
    ),
    _yakuman(
        "chiihou",
        T("地和", "地和", "地和", "Chiihou"),
        1,
        _chiihou,
        T(
            "闲家第一次自摸就和(无人鸣牌)。",
            "閒家第一次自摸就和(無人鳴牌)。",
            "子が最初のツモで和了(鳴きなし)。",
            "A non-dealer wins on its first draw, with no call made.",
        ),
        examples=(Example.win("234m567p789s23455p", tile="5p", flags=("first_turn",), dealer=1),),
    ),
    _yakuman(
        "renhou_yakuman",
        T("人和(役满)", "人和(役滿)", "人和(役満)", "Renhou (yakuman)"),
        1,
        _renhou_at("yakuman"),
        T(
            "闲家在第一次摸牌前荣和(选项:役满)。",
            "閒家在第一次摸牌前榮和(選項:役滿)。",
            "子が最初のツモ前にロン(オプション:役満)。",
            "A non-dealer wins on a discard before its first draw (option: yakuman).",
        ),
        examples=(
            Example.win(
                "234m567p789s23455p",
                tile="5p",
                by="discard",
                frm=1,
                flags=("first_turn",),
                options={"renhou": "yakuman"},
                dealer=1,
            ),
        ),
    ),
)


def _plain(
    key: str,
    names: Text,
    value: int | None,
    explanation: Text,
    ref: RuleRef,
    kind: str,
    unit: str = "han",
    *,
    examples: tuple[Example, ...] = (),
    reading: Text | None = None,
) -> Pattern:
    return Pattern(
        key=key,
        names=names,
        value=value,
        explanation=explanation,
        ref=ref,
        kind=kind,
        unit=unit,
        examples=examples,
        reading=reading,
    )


DORA_PATTERNS = (
    _plain(
        "dora",
        T("宝牌", "寶牌", "ドラ", "Dora"),
        1,
        T(
            "每张宝牌(指示牌的下一张)加 1 番;宝牌不能当作起和的一番。",
            "每張寶牌(指示牌的下一張)加 1 番;寶牌不能當作起和的一番。",
            "ドラ 1 枚につき 1 翻。ドラだけでは和了できない。",
            "One han per dora tile (the tile after an indicator); dora never make the one required han.",
        ),
        S.DORA,
        DORA_KIND,
        examples=(
            Example.win(
                "234m567p789s23455p",
                tile="5p",
                by="discard",
                dealer=1,
                indicators={"dora": "1m"},
                note=T(
                    "指示牌 1m:宝牌是 2m。",
                    "指示牌 1m:寶牌是 2m。",
                    "表示牌 1m:ドラは 2m。",
                    "Indicator 1m: the dora is 2m.",
                ),
            ),
        ),
    ),
    _plain(
        "aka_dora",
        T("赤宝牌", "赤寶牌", "赤ドラ", "Red fives"),
        1,
        T(
            "每张红五加 1 番(选项)。",
            "每張紅五加 1 番(選項)。",
            "赤五 1 枚につき 1 翻(オプション)。",
            "One han per red five (option).",
        ),
        S.STANDARD,
        DORA_KIND,
        examples=(Example.win("234m567p789s23405p", tile="5p", by="discard", dealer=1, options={"red_fives": True}),),
    ),
    _plain(
        "ura_dora",
        T("里宝牌", "裏寶牌", "裏ドラ", "Ura-dora"),
        1,
        T(
            "立直和牌者才算:每张里宝牌加 1 番。",
            "立直和牌者才算:每張裏寶牌加 1 番。",
            "リーチ和了者だけ:裏ドラ 1 枚につき 1 翻。",
            "Only for a riichi winner: one han per ura-dora tile.",
        ),
        S.DORA,
        DORA_KIND,
        examples=(
            Example.win(
                "234m567p789s23455p",
                tile="5p",
                by="discard",
                seat_extra={"riichi": "single"},
                dealer=1,
                indicators={"dora": "9s", "ura": "1m"},
                note=T(
                    "立直和牌:里宝牌指示牌 1m,2m 是里宝牌。",
                    "立直和牌:裏寶牌指示牌 1m,2m 是裏寶牌。",
                    "リーチ和了:裏ドラ表示牌 1m で 2m が裏ドラ。",
                    "A riichi win: ura indicator 1m makes 2m ura-dora.",
                ),
            ),
        ),
    ),
)

_LIM = "base points"
LIMIT_PATTERNS = (
    _plain(
        "mangan",
        T("满贯", "滿貫", "満貫", "Mangan"),
        2000,
        T(
            "5 番,或基本点超过 2000 的 3–4 番:基本点 2000(闲家荣和 8000,庄家 12000)。",
            "5 番,或基本點超過 2000 的 3–4 番:基本點 2000(閒家榮和 8000,莊家 12000)。",
            "5 翻、または基本点が 2000 を超える 3〜4 翻:基本点 2000(子 8000・親 12000)。",
            "5 han, or 3–4 han whose base points pass 2000: 2000 base points (8000 for a non-dealer's ron, 12000 for the dealer's).",
        ),
        S.STANDARD,
        LIMIT,
        _LIM,
        examples=(
            Example.win(
                "123345567m55m",
                tile="5m",
                by="discard",
                melds="789m",
                dealer=1,
                note=T(
                    "鸣牌的清一色 5 番。", "鳴牌的清一色 5 番。", "鳴いた清一色 5 翻。", "An open full flush: 5 han."
                ),
            ),
        ),
    ),
    _plain(
        "kiriage_mangan",
        T("切上满贯", "切上滿貫", "切り上げ満貫", "Kiriage mangan"),
        2000,
        T(
            "4 番 30 符或 3 番 60 符切上为满贯(选项)。",
            "4 番 30 符或 3 番 60 符切上為滿貫(選項)。",
            "4 翻 30 符・3 翻 60 符を満貫に(オプション)。",
            "4 han 30 fu or 3 han 60 fu rounded up to mangan (option).",
        ),
        S.STANDARD,
        LIMIT,
        _LIM,
        examples=(
            Example.win(
                "234m567p567s34p55p2p",
                tile="2p",
                by="discard",
                seat_extra={"riichi": "single"},
                dealer=1,
                indicators={"dora": "1m"},
                options={"kiriage": True},
                note=T(
                    "立直、平和、断幺九、宝牌 1:4 番 30 符。",
                    "立直、平和、斷么九、寶牌 1:4 番 30 符。",
                    "リーチ・平和・断么九・ドラ 1:4 翻 30 符。",
                    "Riichi, pinfu, tanyao, one dora: 4 han 30 fu.",
                ),
            ),
        ),
    ),
    _plain(
        "haneman",
        T("跳满", "跳滿", "跳満", "Haneman"),
        3000,
        T("6–7 番:基本点 3000。", "6–7 番:基本點 3000。", "6〜7 翻:基本点 3000。", "6–7 han: 3000 base points."),
        S.STANDARD,
        LIMIT,
        _LIM,
        examples=(Example.win("123345567789m55m", tile="5m", by="discard", dealer=1),),
    ),
    _plain(
        "baiman",
        T("倍满", "倍滿", "倍満", "Baiman"),
        4000,
        T("8–10 番:基本点 4000。", "8–10 番:基本點 4000。", "8〜10 翻:基本点 4000。", "8–10 han: 4000 base points."),
        S.STANDARD,
        LIMIT,
        _LIM,
        examples=(Example.win("123345567789m55m", tile="5m", seat_extra={"riichi": "single"}, dealer=1),),
    ),
    _plain(
        "sanbaiman",
        T("三倍满", "三倍滿", "三倍満", "Sanbaiman"),
        6000,
        T(
            "11–12 番(累计役满选项关时 13 番以上也是):基本点 6000。",
            "11–12 番(累計役滿選項關時 13 番以上也是):基本點 6000。",
            "11〜12 翻(数え役満なしなら 13 翻以上も):基本点 6000。",
            "11–12 han (13 or more too when kazoe is capped): 6000 base points.",
        ),
        S.STANDARD,
        LIMIT,
        _LIM,
        examples=(Example.win("11223344556677m", tile="7m", seat_extra={"riichi": "single"}, dealer=1),),
    ),
    _plain(
        "kazoe_yakuman",
        T("累计役满", "累計役滿", "数え役満", "Kazoe yakuman"),
        8000,
        T(
            "普通役与宝牌合计 13 番以上:基本点 8000(选项)。",
            "普通役與寶牌合計 13 番以上:基本點 8000(選項)。",
            "通常役とドラで 13 翻以上:基本点 8000(オプション)。",
            "13 or more han from ordinary yaku and dora: 8000 base points (option).",
        ),
        S.STANDARD,
        LIMIT,
        _LIM,
        examples=(
            Example.win(
                "11223344556677m",
                tile="7m",
                seat_extra={"riichi": "single"},
                dealer=1,
                indicators={"dora": "6m"},
                note=T(
                    "清一色 6、二杯口 3、立直 1、门前清自摸和 1、宝牌 2:13 番。",
                    "清一色 6、二盃口 3、立直 1、門前清自摸和 1、寶牌 2:13 番。",
                    "清一色 6・二盃口 3・リーチ 1・門前清自摸和 1・ドラ 2:13 翻。",
                    "Full flush 6, ryanpeikou 3, riichi 1, menzen tsumo 1, two dora: 13 han.",
                ),
            ),
        ),
    ),
    _plain(
        "yakuman",
        T("役满", "役滿", "役満", "Yakuman"),
        8000,
        T(
            "每倍役满基本点 8000(闲家荣和 32000,庄家 48000);役满不再加宝牌。",
            "每倍役滿基本點 8000(閒家榮和 32000,莊家 48000);役滿不再加寶牌。",
            "役満 1 倍につき基本点 8000(子 32000・親 48000)。ドラは加えない。",
            "8000 base points per yakuman (32000 for a non-dealer's ron, 48000 for the dealer's); dora are not added.",
        ),
        S.STANDARD,
        LIMIT,
        _LIM,
        examples=(Example.win("555666777z234m11p", tile="1p", by="discard", dealer=1),),
    ),
)

FU_PATTERNS = (
    _plain(
        "fu_base",
        T("底符", "底符", "副底", "Base fu"),
        20,
        T("每手牌 20 符。", "每手牌 20 符。", "副底 20 符。", "Every hand starts at 20 fu."),
        S.STANDARD,
        FU,
        "fu",
        examples=(Example.win("234m567p789s23455p", tile="5p", by="discard", dealer=1),),
    ),
    _plain(
        "fu_chiitoitsu",
        T("七对子符", "七對子符", "七対子の符", "Seven pairs fu"),
        25,
        T(
            "七对子固定 25 符,不再进位。",
            "七對子固定 25 符,不再進位。",
            "七対子は 25 符固定で切り上げない。",
            "Seven pairs is 25 fu flat, not rounded.",
        ),
        S.STANDARD,
        FU,
        "fu",
        examples=(Example.win("1199m3377p44s1155z", tile="5z", by="discard", dealer=1),),
    ),
    _plain(
        "fu_menzen_ron",
        T("门前荣和", "門前榮和", "門前加符", "Closed ron"),
        10,
        T(
            "门清荣和加 10 符。",
            "門清榮和加 10 符。",
            "門前ロンは 10 符。",
            "A closed hand winning on a discard adds 10 fu.",
        ),
        S.STANDARD,
        FU,
        "fu",
        examples=(Example.win("234m567p789s23455p", tile="5p", by="discard", dealer=1),),
    ),
    _plain(
        "fu_tsumo",
        T("自摸", "自摸", "ツモ符", "Self-draw"),
        2,
        T(
            "自摸加 2 符(平和自摸除外)。",
            "自摸加 2 符(平和自摸除外)。",
            "ツモは 2 符(平和ツモを除く)。",
            "A self-draw adds 2 fu (not with pinfu).",
        ),
        S.STANDARD,
        FU,
        "fu",
        examples=(Example.win("222m555p888s234m11s", tile="4m", dealer=1),),
    ),
    _plain(
        "fu_kanchan",
        T("嵌张听", "嵌張聽", "嵌張待ち", "Closed wait"),
        2,
        T(
            "听顺子中间一张:2 符。",
            "聽順子中間一張:2 符。",
            "嵌張待ち:2 符。",
            "Waiting on the middle of a chow: 2 fu.",
        ),
        S.STANDARD,
        FU,
        "fu",
        examples=(Example.win("123m456p789s234s99s", tile="2m", dealer=1),),
    ),
    _plain(
        "fu_penchan",
        T("边张听", "邊張聽", "辺張待ち", "Edge wait"),
        2,
        T(
            "12 听 3 或 89 听 7:2 符。",
            "12 聽 3 或 89 聽 7:2 符。",
            "辺張待ち:2 符。",
            "12 waiting on 3, or 89 waiting on 7: 2 fu.",
        ),
        S.STANDARD,
        FU,
        "fu",
        examples=(Example.win("123m456p789s234s99s", tile="3m", dealer=1),),
    ),
    _plain(
        "fu_tanki",
        T("单骑听", "單騎聽", "単騎待ち", "Pair wait"),
        2,
        T("单骑听雀头:2 符。", "單騎聽雀頭:2 符。", "単騎待ち:2 符。", "Waiting on the pair: 2 fu."),
        S.STANDARD,
        FU,
        "fu",
        examples=(Example.win("234m567p789s234s55z", tile="5z", dealer=1),),
    ),
    _plain(
        "fu_open_pung",
        T("明刻", "明刻", "明刻", "Open pung"),
        2,
        T(
            "明刻:中张 2 符,幺九字牌 4 符。荣和完成的刻子算明刻。",
            "明刻:中張 2 符,么九字牌 4 符。榮和完成的刻子算明刻。",
            "明刻:中張 2 符、么九牌 4 符。ロンで完成した刻子は明刻。",
            "Open pung: 2 fu, 4 for terminals and honors. A pung completed by a discard is open.",
        ),
        S.STANDARD,
        FU,
        "fu",
        examples=(Example.win("567p789s55s", tile="5s", by="discard", melds="222m@2 666z@2", dealer=1),),
    ),
    _plain(
        "fu_closed_pung",
        T("暗刻", "暗刻", "暗刻", "Concealed pung"),
        4,
        T(
            "暗刻:中张 4 符,幺九字牌 8 符。",
            "暗刻:中張 4 符,么九字牌 8 符。",
            "暗刻:中張 4 符、么九牌 8 符。",
            "Concealed pung: 4 fu, 8 for terminals and honors.",
        ),
        S.STANDARD,
        FU,
        "fu",
        examples=(Example.win("222m555p888s234m11s", tile="4m", dealer=1),),
    ),
    _plain(
        "fu_open_kong",
        T("明杠", "明槓", "明槓", "Open kong"),
        8,
        T(
            "明杠(含加杠):中张 8 符,幺九字牌 16 符。",
            "明槓(含加槓):中張 8 符,么九字牌 16 符。",
            "明槓(加槓含む):中張 8 符、么九牌 16 符。",
            "Open or added kong: 8 fu, 16 for terminals and honors.",
        ),
        S.STANDARD,
        FU,
        "fu",
        examples=(Example.win("567p789s55s", tile="5s", by="discard", melds="2222m@2 666z@2", dealer=1),),
    ),
    _plain(
        "fu_closed_kong",
        T("暗杠", "暗槓", "暗槓", "Concealed kong"),
        16,
        T(
            "暗杠:中张 16 符,幺九字牌 32 符。",
            "暗槓:中張 16 符,么九字牌 32 符。",
            "暗槓:中張 16 符、么九牌 32 符。",
            "Concealed kong: 16 fu, 32 for terminals and honors.",
        ),
        S.STANDARD,
        FU,
        "fu",
        examples=(Example.win("567p789s23455p", tile="5p", melds="1111m", flags=("after_kong",), dealer=1),),
    ),
    _plain(
        "fu_pair_dragon",
        T("三元牌雀头", "三元牌雀頭", "役牌雀頭(三元牌)", "Dragon pair"),
        2,
        T("三元牌雀头:2 符。", "三元牌雀頭:2 符。", "三元牌の雀頭:2 符。", "A dragon pair: 2 fu."),
        S.STANDARD,
        FU,
        "fu",
        examples=(Example.win("234m567p789s234s55z", tile="5z", dealer=1),),
    ),
    _plain(
        "fu_pair_seat_wind",
        T("门风雀头", "門風雀頭", "自風の雀頭", "Seat-wind pair"),
        2,
        T("门风雀头:2 符。", "門風雀頭:2 符。", "自風の雀頭:2 符。", "A pair of the seat wind: 2 fu."),
        S.STANDARD,
        FU,
        "fu",
        examples=(Example.win("234m567p789s234p44z", tile="4p", dealer=1),),
    ),
    _plain(
        "fu_pair_round_wind",
        T("场风雀头", "場風雀頭", "場風の雀頭", "Round-wind pair"),
        2,
        T(
            "场风雀头:2 符;连风牌时是否再加 2 符看选项。",
            "場風雀頭:2 符;連風牌時是否再加 2 符看選項。",
            "場風の雀頭:2 符。連風牌で重ねるかはオプション。",
            "A pair of the round wind: 2 fu; whether a double wind adds both is an option.",
        ),
        S.STANDARD,
        FU,
        "fu",
        examples=(Example.win("234m567p789s234p11z", tile="4p", dealer=1),),
    ),
    _plain(
        "fu_open_pinfu",
        T("副露平和形", "副露平和形", "喰い平和", "Open pinfu shape"),
        2,
        T(
            "副露且没有任何符(只有 20 符)时加 2 符,记 30 符。",
            "副露且沒有任何符(只有 20 符)時加 2 符,記 30 符。",
            "鳴いて符がない(20 符)とき 2 符を加えて 30 符。",
            "An open hand with no fu at all (20) gets 2 more: 30 fu.",
        ),
        S.STANDARD,
        FU,
        "fu",
        examples=(Example.win("567p678s234p55s", tile="2p", by="discard", melds="234m", dealer=1),),
    ),
)

SPECIAL_PATTERNS = (
    _plain(
        "nagashi_mangan",
        T("流局满贯", "流局滿貫", "流し満貫", "Nagashi mangan"),
        2000,
        T(
            "荒牌流局时舍牌全是幺九字牌且没被鸣走:按自摸满贯收点(选项)。",
            "荒牌流局時捨牌全是么九字牌且沒被鳴走:按自摸滿貫收點(選項)。",
            "荒牌流局で捨て牌がすべて么九牌で鳴かれていない:満貫ツモ相当(オプション)。",
            "At an exhaustive draw, all discards terminals and honors and none claimed: paid as a self-drawn mangan (option).",
        ),
        S.STANDARD,
        LIMIT,
        _LIM,
        examples=(
            Example(
                request={
                    "players": 4,
                    "dealer": 1,
                    "table": {"draw": "exhaustive"},
                    "seats": [
                        {"nagashi_mangan": True, "tenpai": False},
                        {"tenpai": False},
                        {"tenpai": False},
                        {"tenpai": False},
                    ],
                }
            ),
        ),
    ),
)

PATTERNS: tuple[Pattern, ...] = (
    *SITUATION,
    *HAND_YAKU,
    *YAKUMAN_PATTERNS,
    *DORA_PATTERNS,
    *LIMIT_PATTERNS,
    *FU_PATTERNS,
    *SPECIAL_PATTERNS,
)
PATTERN_MAP = pattern_map(PATTERNS)  # the same map as RULE_SET.pattern_map

# Which patterns a reading of each shape can hold (the others never apply to it).
_SEVEN_PAIRS_YAKU = frozenset({"tanyao", "chiitoitsu", "honroutou", "honitsu", "chinitsu"})
SHAPE_YAKU = {
    SHAPE_STANDARD: tuple(p for p in HAND_YAKU if p.key != "chiitoitsu"),
    SHAPE_SEVEN_PAIRS: tuple(p for p in HAND_YAKU if p.key in _SEVEN_PAIRS_YAKU),
    SHAPE_THIRTEEN_ORPHANS: (),
}
_SEVEN_PAIRS_YAKUMAN = frozenset({"tsuuiisou", "tenhou", "chiihou", "renhou_yakuman"})
_ORPHANS_YAKUMAN = frozenset({"kokushi", "kokushi_juusanmen", "tenhou", "chiihou", "renhou_yakuman"})
SHAPE_YAKUMAN = {
    SHAPE_STANDARD: tuple(p for p in YAKUMAN_PATTERNS if not p.key.startswith("kokushi")),
    SHAPE_SEVEN_PAIRS: tuple(p for p in YAKUMAN_PATTERNS if p.key in _SEVEN_PAIRS_YAKUMAN),
    SHAPE_THIRTEEN_ORPHANS: tuple(p for p in YAKUMAN_PATTERNS if p.key in _ORPHANS_YAKUMAN),
}
DOUBLE_YAKUMAN_KEYS = frozenset(p.key for p in YAKUMAN_PATTERNS if p.value == 26)

# What a hand yaku needs before its `detect` can say yes: the bits of `view.TileFacts.mask` and of the
# reading (CHOWS, PUNGS, THREE_CHOWS, THREE_PUNGS). The hot path tries a pattern only when they are all set.
NEEDS = {
    "pinfu": MENZEN | CHOWS,
    "tanyao": SIMPLES,
    "iipeikou": MENZEN | CHOWS,
    "ryanpeikou": MENZEN | CHOWS,
    "yakuhai_haku": PUNGS | HONOR_SET,
    "yakuhai_hatsu": PUNGS | HONOR_SET,
    "yakuhai_chun": PUNGS | HONOR_SET,
    "yakuhai_jikaze": PUNGS | HONOR_SET,
    "yakuhai_bakaze": PUNGS | HONOR_SET,
    "chanta": CHOWS | HONORS | TERMINALS,
    "junchan": CHOWS | NO_HONORS | TERMINALS,
    "ittsu": THREE_CHOWS,
    "sanshoku": THREE_CHOWS,
    "sanshoku_doukou": THREE_PUNGS,
    "toitoi": THREE_PUNGS,
    "sanankou": THREE_PUNGS,
    "sankantsu": THREE_KONGS,
    "honroutou": TERM_HONOR | HONORS,
    "shousangen": PUNGS | HONOR_SET,
    "honitsu": ONE_SUIT | HONORS,
    "chinitsu": ONE_SUIT | NO_HONORS,
}
