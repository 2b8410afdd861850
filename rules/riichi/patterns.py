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
from rules.text import N_, NC_, Text

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

_YAKUMAN_TEXT = N_("yakuman")
_DOUBLE_TEXT = N_("double yakuman (option)")


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
        NC_("riichi.patterns", "Riichi"),
        1,
        None,
        _riichi,
        N_("Declared ready with a closed hand, putting up a 1000-point stick."),
        S.RIICHI,
        examples=(Example.win("234m567p789s23455p", tile="5p", by="discard", seat_extra={"riichi": "single"}),),
    ),
    _yaku(
        "daburu_riichi",
        NC_("riichi.patterns", "Double riichi"),
        2,
        None,
        _double_riichi,
        N_("Riichi declared with the very first discard, before any call."),
        excludes=frozenset({"riichi"}),
        examples=(Example.win("234m567p789s23455p", tile="5p", by="discard", seat_extra={"riichi": "double"}),),
    ),
    _yaku(
        "ippatsu",
        N_("Ippatsu"),
        1,
        None,
        _ippatsu,
        N_("Won within one go-around after riichi, with no call in between."),
        examples=(
            Example.win(
                "234m567p789s23455p", tile="5p", by="discard", seat_extra={"riichi": "single", "ippatsu": True}
            ),
        ),
    ),
    _yaku(
        "menzen_tsumo",
        N_("Menzen tsumo"),
        1,
        None,
        _menzen_tsumo,
        N_("Self-drawn win with a closed hand."),
        S.TSUMO,
        examples=(Example.win("234m567p789s23455p", tile="5p"),),
    ),
    _yaku(
        "haitei",
        N_("Haitei"),
        1,
        1,
        _haitei,
        N_("Self-drawn win on the last tile of the wall."),
        examples=(Example.win("234m567p789s22255p", tile="5p", flags=("last_tile",), melds="", dealer=1),),
    ),
    _yaku(
        "houtei",
        N_("Houtei"),
        1,
        1,
        _houtei,
        N_("Won on the very last discard."),
        examples=(Example.win("234m567p789s22255p", tile="5p", by="discard", flags=("last_tile",), dealer=1),),
    ),
    _yaku(
        "rinshan",
        N_("Rinshan kaihou"),
        1,
        1,
        _rinshan,
        N_("Self-drawn win on the replacement tile after a kong."),
        S.KAN_DORA,
        examples=(Example.win("567p789s23455p", tile="5p", melds="1111m", flags=("after_kong",), dealer=1),),
    ),
    _yaku(
        "chankan",
        N_("Chankan"),
        1,
        1,
        _chankan,
        N_("Won on the tile another seat adds to its pung to make a kong. The seed allows robbing only an added kong."),
        S.CHANKAN,
        examples=(Example.win("234m567p789s23455p", tile="5p", by="robbed_kong", frm=1, dealer=1),),
    ),
    _yaku(
        "renhou",
        N_("Renhou"),
        5,
        None,
        _renhou_at("mangan"),
        N_("A non-dealer wins on a discard before its first draw (option: 5 han)."),
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
        N_("Pinfu"),
        1,
        None,
        _pinfu,
        N_("Closed, four chows, a pair that is not a value tile, won on a two-sided wait."),
        example="234m567p789s23455p",
        examples=(Example.win("234m567p789s23455p", tile="5p", by="discard", dealer=1),),
    ),
    _yaku(
        "tanyao",
        N_("Tanyao"),
        1,
        1,
        _tanyao,
        N_("Only number tiles 2 to 8. In an open hand it counts only with the kuitan option."),
        example="234m55567p345678s",
        examples=(
            Example.win(
                "567p678s234p55s",
                tile="2p",
                by="discard",
                melds="234m",
                dealer=1,
                note=N_("Counts when open too (kuitan, on in the seed's rules)."),
            ),
        ),
    ),
    _yaku(
        "iipeikou",
        N_("Iipeikou"),
        1,
        None,
        _iipeikou,
        N_("Closed, with two identical chows."),
        example="112233m456p789s55z",
        examples=(Example.win("112233m456p789s55s", tile="5s", by="discard", dealer=1),),
    ),
    _yaku(
        "ryanpeikou",
        N_("Ryanpeikou"),
        3,
        None,
        _ryanpeikou,
        N_("Closed, two pairs of identical chows."),
        excludes=frozenset({"iipeikou", "chiitoitsu"}),
        example="112233m445566p77s",
        examples=(Example.win("112233m445566p77s", tile="7s", by="discard", dealer=1),),
    ),
    _yaku(
        "yakuhai_haku",
        N_("Yakuhai: white dragon"),
        1,
        1,
        _pung_of(31),
        N_("A pung or kong of white dragons."),
        examples=(Example.win("234m567p789s22s", tile="2s", by="discard", melds="555z@2", dealer=1),),
    ),
    _yaku(
        "yakuhai_hatsu",
        N_("Yakuhai: green dragon"),
        1,
        1,
        _pung_of(32),
        N_("A pung or kong of green dragons."),
        examples=(Example.win("234m567p789s22s", tile="2s", by="discard", melds="666z@2", dealer=1),),
    ),
    _yaku(
        "yakuhai_chun",
        N_("Yakuhai: red dragon"),
        1,
        1,
        _pung_of(33),
        N_("A pung or kong of red dragons."),
        examples=(Example.win("234m567p789s22s", tile="2s", by="discard", melds="777z@2", dealer=1),),
    ),
    _yaku(
        "yakuhai_jikaze",
        N_("Yakuhai: seat wind"),
        1,
        1,
        _seat_wind,
        N_("A pung or kong of one's own seat wind (East for the dealer)."),
        S.WINDS,
        examples=(
            Example.win(
                "234m567p789s22s",
                tile="2s",
                by="discard",
                frm=2,
                melds="444z@2",
                dealer=1,
                note=N_("Seat 1 deals, so seat 0's own wind is North."),
            ),
        ),
    ),
    _yaku(
        "yakuhai_bakaze",
        N_("Yakuhai: round wind"),
        1,
        1,
        _round_wind,
        N_("A pung or kong of the round wind; if it is also the seat wind both count (2 han)."),
        S.WINDS,
        examples=(
            Example.win(
                "234m567p789s22s",
                tile="2s",
                by="discard",
                frm=2,
                melds="111z@2",
                dealer=1,
                note=N_("East round: the round wind is East."),
            ),
        ),
    ),
    _yaku(
        "chanta",
        N_("Chanta"),
        2,
        1,
        _chanta,
        N_("Every set and the pair hold a terminal or honor, with at least one chow and some honors."),
        example="123m789p789s11122z",
        examples=(Example.win("123m789p789s11122z", tile="2z", by="discard", dealer=1),),
    ),
    _yaku(
        "junchan",
        N_("Junchan"),
        3,
        2,
        _junchan,
        N_("Every set and the pair hold a 1 or 9, with at least one chow and no honors."),
        excludes=frozenset({"chanta"}),
        example="123789m123999p11s",
        examples=(Example.win("123789m123999p11s", tile="1s", by="discard", dealer=1),),
    ),
    _yaku(
        "ittsu",
        N_("Ittsu"),
        2,
        1,
        _ittsu,
        N_("123, 456 and 789 chows of one suit."),
        example="123456789m234p55s",
        examples=(Example.win("123456789m234p55s", tile="4p", by="discard", dealer=1),),
    ),
    _yaku(
        "sanshoku",
        N_("Sanshoku doujun"),
        2,
        1,
        _sanshoku,
        N_("The same chow in all three suits."),
        example="234m234p234s567m11z",
        examples=(Example.win("234m234p234s567m55s", tile="7m", by="discard", dealer=1),),
    ),
    _yaku(
        "sanshoku_doukou",
        N_("Sanshoku doukou"),
        2,
        2,
        _sanshoku_doukou,
        N_("The same pung in all three suits."),
        example="555m555p555s234m11z",
        examples=(Example.win("555m555p555s234m11s", tile="4m", by="discard", dealer=1),),
    ),
    _yaku(
        "toitoi",
        N_("Toitoi"),
        2,
        2,
        _toitoi,
        N_("All four sets are pungs or kongs."),
        example="555p888s333z11z|222m",
        examples=(Example.win("555p888s333z11s", tile="1s", by="discard", melds="222m@2", dealer=1),),
    ),
    _yaku(
        "sanankou",
        N_("Sanankou"),
        2,
        2,
        _sanankou,
        N_("Three concealed pungs or kongs; a pung completed by a discard counts as open."),
        example="222m555p888s234m11z",
        examples=(Example.win("222m555p888s234m11s", tile="4m", dealer=1),),
    ),
    _yaku(
        "sankantsu",
        N_("Sankantsu"),
        2,
        2,
        _sankantsu,
        N_("Three kongs."),
        S.KAN_DORA,
        examples=(Example.win("234m55z", tile="5z", melds="1111m 2222p 3333s@2", dealer=1),),
    ),
    _yaku(
        "chiitoitsu",
        N_("Chiitoitsu"),
        2,
        None,
        _chiitoitsu,
        N_("Seven different pairs; always 25 fu."),
        example="1199m3377p44s1155z",
        examples=(Example.win("1199m3377p44s1155z", tile="5z", by="discard", dealer=1),),
    ),
    _yaku(
        "honroutou",
        N_("Honroutou"),
        2,
        2,
        _honroutou,
        N_("Only terminals and honors, both present."),
        excludes=frozenset({"chanta", "junchan"}),
        example="999p111s11122z|111m",
        examples=(Example.win("999p111s11122z", tile="2z", by="discard", melds="111m@2", dealer=1),),
    ),
    _yaku(
        "shousangen",
        N_("Shousangen"),
        2,
        2,
        _shousangen,
        N_("Two dragon pungs and a dragon pair."),
        example="234m567p555666z77z",
        examples=(Example.win("234m567p555666z77z", tile="7z", by="discard", dealer=1),),
    ),
    _yaku(
        "honitsu",
        N_("Honitsu"),
        3,
        2,
        _honitsu,
        N_("One suit plus honors."),
        example="123456m789m11122z",
        examples=(Example.win("123456m789m11122z", tile="2z", by="discard", dealer=1),),
    ),
    _yaku(
        "chinitsu",
        N_("Chinitsu"),
        6,
        5,
        _chinitsu,
        N_("Only one suit."),
        excludes=frozenset({"honitsu"}),
        example="123345567789m55m",
        examples=(Example.win("123345567789m55m", tile="5m", by="discard", dealer=1),),
    ),
)

YAKUMAN_PATTERNS = (
    _yakuman(
        "kokushi",
        N_("Kokushi musou"),
        1,
        _kokushi,
        N_("One of each of the 13 terminals and honors plus a second of one."),
        example="19m19p19s12345677z",
        examples=(Example.win("19m19p19s12345677z", tile="1m", by="discard", dealer=1),),
    ),
    _yakuman(
        "kokushi_juusanmen",
        N_("Kokushi, 13-sided wait"),
        2,
        _kokushi_13,
        N_("Won on the 13-sided wait, holding one of each; double counting is an option."),
        excludes=frozenset({"kokushi"}),
        examples=(Example.win("19m19p19s1234567z1m", tile="1m", by="discard", dealer=1),),
    ),
    _yakuman(
        "suuankou",
        N_("Suuankou"),
        1,
        _suuankou,
        N_("Four concealed pungs (on a discard only with a pair wait)."),
        example="222m555p888s333z11z",
        examples=(Example.win("222m555p888s11z333z", tile="3z", dealer=1),),
    ),
    _yakuman(
        "suuankou_tanki",
        N_("Suuankou tanki"),
        2,
        _suuankou_tanki,
        N_("Four concealed pungs won on the pair wait; double counting is an option."),
        excludes=frozenset({"suuankou"}),
        examples=(Example.win("222m555p888s333z11z", tile="1z", by="discard", dealer=1),),
    ),
    _yakuman(
        "daisangen",
        N_("Daisangen"),
        1,
        _daisangen,
        N_("Pungs of all three dragons. The seat that fed the third is liable."),
        S.LIABILITY,
        example="555666777z234m11p",
        examples=(Example.win("555666777z234m11p", tile="1p", by="discard", dealer=1),),
    ),
    _yakuman(
        "shousuushii",
        N_("Shousuushii"),
        1,
        _shousuushii,
        N_("Three wind pungs and a wind pair."),
        examples=(Example.win("111222333z234m44z", tile="4z", by="discard", dealer=1),),
    ),
    _yakuman(
        "daisuushii",
        N_("Daisuushii"),
        2,
        _daisuushii,
        N_("Pungs of all four winds; double counting is an option. The seat that fed the fourth is liable."),
        S.LIABILITY,
        excludes=frozenset({"shousuushii"}),
        examples=(Example.win("111222333444z55m", tile="5m", by="discard", dealer=1),),
    ),
    _yakuman(
        "tsuuiisou",
        N_("Tsuuiisou"),
        1,
        _tsuuiisou,
        N_("Honors only (seven pairs too)."),
        examples=(Example.win("11122255566677z", tile="7z", by="discard", dealer=1),),
    ),
    _yakuman(
        "chinroutou",
        N_("Chinroutou"),
        1,
        _chinroutou,
        N_("Only 1s and 9s."),
        examples=(Example.win("111999m111999p11s", tile="1s", by="discard", dealer=1),),
    ),
    _yakuman(
        "ryuuiisou",
        N_("Ryuuiisou"),
        1,
        _ryuuiisou,
        N_("Only 2 3 4 6 8 of bamboo and the green dragon."),
        examples=(Example.win("223344666888s66z", tile="6z", by="discard", dealer=1),),
    ),
    _yakuman(
        "chuuren",
        N_("Chuuren poutou"),
        1,
        _chuuren,
        N_("Closed with no kong: 1112345678999 of one suit plus one more."),
        example="11123455678999m",
        examples=(
            Example.win(
                "11123455678999m",
                tile="1m",
                by="discard",
                dealer=1,
                note=N_("Before the winning tile the hand is 1123455678999m, not the pure nine-sided shape."),
            ),
        ),
    ),
    _yakuman(
        "junsei_chuuren",
        N_("Junsei chuuren poutou"),
        2,
        _junsei_chuuren,
        N_("Before the win the hand was exactly 1112345678999 (the nine-sided wait); double counting is an option."),
        excludes=frozenset({"chuuren"}),
        examples=(
            Example.win(
                "11123455678999m",
                tile="5m",
                dealer=1,
                note=N_("Before the winning tile the hand is 1112345678999m, waiting on all nine."),
            ),
        ),
    ),
    _yakuman(
        "suukantsu",
        N_("Suukantsu"),
        1,
        _suukantsu,
        N_("Four kongs."),
        S.KAN_DORA,
        examples=(Example.win("55z", tile="5z", melds="1111m 2222p 3333s@2 4444s", dealer=1),),
    ),
    _yakuman(
        "tenhou",
        N_("Tenhou"),
        1,
        _tenhou,
        N_("The dealer's dealt hand is already complete."),
        examples=(Example.win("234m567p789s23455p", tile="5p", flags=("first_turn",)),),
    ),
    _yakuman(
        "chiihou",
        N_("Chiihou"),
        1,
        _chiihou,
        N_("A non-dealer wins on its first draw, with no call made."),
        examples=(Example.win("234m567p789s23455p", tile="5p", flags=("first_turn",), dealer=1),),
    ),
    _yakuman(
        "renhou_yakuman",
        N_("Renhou (yakuman)"),
        1,
        _renhou_at("yakuman"),
        N_("A non-dealer wins on a discard before its first draw (option: yakuman)."),
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
        N_("Dora"),
        1,
        N_("One han per dora tile (the tile after an indicator); dora never make the one required han."),
        S.DORA,
        DORA_KIND,
        examples=(
            Example.win(
                "234m567p789s23455p",
                tile="5p",
                by="discard",
                dealer=1,
                indicators={"dora": "1m"},
                note=N_("Indicator 1m: the dora is 2m."),
            ),
        ),
    ),
    _plain(
        "aka_dora",
        NC_("riichi.patterns", "Red fives"),
        1,
        N_("One han per red five (option)."),
        S.STANDARD,
        DORA_KIND,
        examples=(Example.win("234m567p789s23405p", tile="5p", by="discard", dealer=1, options={"red_fives": True}),),
    ),
    _plain(
        "ura_dora",
        N_("Ura-dora"),
        1,
        N_("Only for a riichi winner: one han per ura-dora tile."),
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
                note=N_("A riichi win: ura indicator 1m makes 2m ura-dora."),
            ),
        ),
    ),
)

_LIM = "base points"
LIMIT_PATTERNS = (
    _plain(
        "mangan",
        N_("Mangan"),
        2000,
        N_(
            "5 han, or 3–4 han whose base points pass 2000: 2000 base points (8000 for a non-dealer's ron, 12000 for the dealer's)."
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
                note=N_("An open full flush: 5 han."),
            ),
        ),
    ),
    _plain(
        "kiriage_mangan",
        N_("Kiriage mangan"),
        2000,
        N_("4 han 30 fu or 3 han 60 fu rounded up to mangan (option)."),
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
                note=N_("Riichi, pinfu, tanyao, one dora: 4 han 30 fu."),
            ),
        ),
    ),
    _plain(
        "haneman",
        N_("Haneman"),
        3000,
        N_("6–7 han: 3000 base points."),
        S.STANDARD,
        LIMIT,
        _LIM,
        examples=(Example.win("123345567789m55m", tile="5m", by="discard", dealer=1),),
    ),
    _plain(
        "baiman",
        N_("Baiman"),
        4000,
        N_("8–10 han: 4000 base points."),
        S.STANDARD,
        LIMIT,
        _LIM,
        examples=(Example.win("123345567789m55m", tile="5m", seat_extra={"riichi": "single"}, dealer=1),),
    ),
    _plain(
        "sanbaiman",
        N_("Sanbaiman"),
        6000,
        N_("11–12 han (13 or more too when kazoe is capped): 6000 base points."),
        S.STANDARD,
        LIMIT,
        _LIM,
        examples=(Example.win("11223344556677m", tile="7m", seat_extra={"riichi": "single"}, dealer=1),),
    ),
    _plain(
        "kazoe_yakuman",
        N_("Kazoe yakuman"),
        8000,
        N_("13 or more han from ordinary yaku and dora: 8000 base points (option)."),
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
                note=N_("Full flush 6, ryanpeikou 3, riichi 1, menzen tsumo 1, two dora: 13 han."),
            ),
        ),
    ),
    _plain(
        "yakuman",
        N_("Yakuman"),
        8000,
        N_("8000 base points per yakuman (32000 for a non-dealer's ron, 48000 for the dealer's); dora are not added."),
        S.STANDARD,
        LIMIT,
        _LIM,
        examples=(Example.win("555666777z234m11p", tile="1p", by="discard", dealer=1),),
    ),
)

FU_PATTERNS = (
    _plain(
        "fu_base",
        N_("Base fu"),
        20,
        N_("Every hand starts at 20 fu."),
        S.STANDARD,
        FU,
        "fu",
        examples=(Example.win("234m567p789s23455p", tile="5p", by="discard", dealer=1),),
    ),
    _plain(
        "fu_chiitoitsu",
        N_("Seven pairs fu"),
        25,
        N_("Seven pairs is 25 fu flat, not rounded."),
        S.STANDARD,
        FU,
        "fu",
        examples=(Example.win("1199m3377p44s1155z", tile="5z", by="discard", dealer=1),),
    ),
    _plain(
        "fu_menzen_ron",
        N_("Closed ron"),
        10,
        N_("A closed hand winning on a discard adds 10 fu."),
        S.STANDARD,
        FU,
        "fu",
        examples=(Example.win("234m567p789s23455p", tile="5p", by="discard", dealer=1),),
    ),
    _plain(
        "fu_tsumo",
        NC_("riichi.patterns", "Self-draw"),
        2,
        N_("A self-draw adds 2 fu (not with pinfu)."),
        S.STANDARD,
        FU,
        "fu",
        examples=(Example.win("222m555p888s234m11s", tile="4m", dealer=1),),
    ),
    _plain(
        "fu_kanchan",
        N_("Closed wait"),
        2,
        N_("Waiting on the middle of a chow: 2 fu."),
        S.STANDARD,
        FU,
        "fu",
        examples=(Example.win("123m456p789s234s99s", tile="2m", dealer=1),),
    ),
    _plain(
        "fu_penchan",
        N_("Edge wait"),
        2,
        N_("12 waiting on 3, or 89 waiting on 7: 2 fu."),
        S.STANDARD,
        FU,
        "fu",
        examples=(Example.win("123m456p789s234s99s", tile="3m", dealer=1),),
    ),
    _plain(
        "fu_tanki",
        N_("Pair wait"),
        2,
        N_("Waiting on the pair: 2 fu."),
        S.STANDARD,
        FU,
        "fu",
        examples=(Example.win("234m567p789s234s55z", tile="5z", dealer=1),),
    ),
    _plain(
        "fu_open_pung",
        N_("Open pung"),
        2,
        N_("Open pung: 2 fu, 4 for terminals and honors. A pung completed by a discard is open."),
        S.STANDARD,
        FU,
        "fu",
        examples=(Example.win("567p789s55s", tile="5s", by="discard", melds="222m@2 666z@2", dealer=1),),
    ),
    _plain(
        "fu_closed_pung",
        N_("Concealed pung"),
        4,
        N_("Concealed pung: 4 fu, 8 for terminals and honors."),
        S.STANDARD,
        FU,
        "fu",
        examples=(Example.win("222m555p888s234m11s", tile="4m", dealer=1),),
    ),
    _plain(
        "fu_open_kong",
        N_("Open kong"),
        8,
        N_("Open or added kong: 8 fu, 16 for terminals and honors."),
        S.STANDARD,
        FU,
        "fu",
        examples=(Example.win("567p789s55s", tile="5s", by="discard", melds="2222m@2 666z@2", dealer=1),),
    ),
    _plain(
        "fu_closed_kong",
        N_("Concealed kong"),
        16,
        N_("Concealed kong: 16 fu, 32 for terminals and honors."),
        S.STANDARD,
        FU,
        "fu",
        examples=(Example.win("567p789s23455p", tile="5p", melds="1111m", flags=("after_kong",), dealer=1),),
    ),
    _plain(
        "fu_pair_dragon",
        N_("Dragon pair"),
        2,
        N_("A dragon pair: 2 fu."),
        S.STANDARD,
        FU,
        "fu",
        examples=(Example.win("234m567p789s234s55z", tile="5z", dealer=1),),
    ),
    _plain(
        "fu_pair_seat_wind",
        N_("Seat-wind pair"),
        2,
        N_("A pair of the seat wind: 2 fu."),
        S.STANDARD,
        FU,
        "fu",
        examples=(Example.win("234m567p789s234p44z", tile="4p", dealer=1),),
    ),
    _plain(
        "fu_pair_round_wind",
        N_("Round-wind pair"),
        2,
        N_("A pair of the round wind: 2 fu; whether a double wind adds both is an option."),
        S.STANDARD,
        FU,
        "fu",
        examples=(Example.win("234m567p789s234p11z", tile="4p", dealer=1),),
    ),
    _plain(
        "fu_open_pinfu",
        N_("Open pinfu shape"),
        2,
        N_("An open hand with no fu at all (20) gets 2 more: 30 fu."),
        S.STANDARD,
        FU,
        "fu",
        examples=(Example.win("567p678s234p55s", tile="2p", by="discard", melds="234m", dealer=1),),
    ),
)

SPECIAL_PATTERNS = (
    _plain(
        "nagashi_mangan",
        N_("Nagashi mangan"),
        2000,
        N_(
            "At an exhaustive draw, all discards terminals and honors and none claimed: paid as a self-drawn mangan (option)."
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
