"""Table options, presets and the extra facts a Guizhou request may carry.

Every reading of the seed that is a choice is an option here, with the
default that rules-brief.md fixes, and its explanation says so.
"""

from __future__ import annotations

from rules.model import BOOL, CHOICE, INT, SEAT, TILE, TILES, Field, Preset
from rules.text import N_, NC_, Text

from .sources import ref

DEAL_THREE = "three_suits"
DEAL_TWO = "two_suits"
DEAL_MISSING = "missing_suit"

FLIP_NEXT = "next"
FLIP_SELF = "self"
FLIP_SWING = "swing"


def _bool(
    key: str,
    default: bool,
    names: Text,
    expl: Text,
    lines: tuple[int, ...],
    group: str,
    brief: bool = False,
    reading: Text | None = None,
) -> Field:
    return Field(
        key=key,
        kind=BOOL,
        default=default,
        names=names,
        explanation=expl,
        ref=ref(*lines, brief=brief),
        group=group,
        reading=reading,
    )


# 包鸡 is "默认项" in one clause and "勾选项" in another (rules-brief: "Guizhou 包鸡"): said at the option and the pattern.
BAO_JI_READING = N_(
    "The rule text calls 包鸡 '默认项' (on by default) where it first describes it, and '勾选项' (a box to "
    "tick) in its list of special rules. Our reading: on by default, as first described; untick it to play "
    "the other way."
)

OPTIONS: tuple[Field, ...] = (
    Field(
        key="deal",
        kind=CHOICE,
        default=DEAL_THREE,
        names=N_("Tiles in play"),
        explanation=N_(
            "One of three: three suits (108 tiles), two suits (pins and bamboos only, 72 tiles: any character tile is an error), or missing suit (108 tiles, but a winning or ready hand, melds included, must lack one suit; otherwise it is an error)."
        ),
        choices=(
            (DEAL_THREE, N_("three suits")),
            (DEAL_TWO, N_("two suits")),
            (DEAL_MISSING, N_("missing suit")),
        ),
        ref=ref(9, 121, brief=True),
        group="tiles",
    ),
    Field(
        key="base_points",
        kind=INT,
        default=1,
        min=1,
        max=100000,
        names=NC_("guizhou.options", "Base points"),
        explanation=N_(
            "Total = (pattern + 杠上花 + chickens + kongs + 连庄) x base points: every payment is multiplied by it."
        ),
        ref=ref(177),
        group="scoring",
    ),
    _bool(
        "dealer_double",
        True,
        N_("Dealer doubling"),
        N_(
            "Any pattern payment (查叫 included) or kong payment that the dealer makes or receives is doubled; chicken payments are not."
        ),
        (41, 43, 45, 85, 123),
        "scoring",
        True,
    ),
    _bool(
        "zi_mo_double",
        False,
        N_("Double the hand on a self-draw"),
        N_("A self-drawn win (杠开 and 抢杠 included: 抢杠 counts as a self-draw) doubles the pattern part."),
        (133, 107, 153),
        "multipliers",
    ),
    _bool(
        "re_pao_double",
        False,
        N_("Double the hand on a 热炮 (the discard after a kong)"),
        N_("A win on the discard right after a kong (热炮) doubles the pattern part."),
        (125,),
        "multipliers",
    ),
    _bool(
        "gang_kai_double",
        False,
        N_("Double the hand on a kong replacement win (杠开)"),
        N_("A win on a kong replacement tile doubles the pattern part (stacks with self-draw doubling)."),
        (127,),
        "multipliers",
    ),
    _bool(
        "pattern_double",
        False,
        N_("Double every hand value (查叫 too)"),
        N_("Every pattern value is doubled, 查叫 on a draw included."),
        (131,),
        "multipliers",
    ),
    _bool(
        "men_dou_double",
        False,
        N_("Double concealed kongs (闷豆)"),
        N_("A concealed kong (闷豆) scores 2 instead of 1."),
        (129,),
        "multipliers",
    ),
    _bool(
        "hun_wu_qing_shi",
        False,
        N_("混五清十: mixed hands 5, one-suit hands 10"),
        N_(
            "平胡 stays 1; 大对子, 七对, 龙七对 score 5; 清一色, 清大对, 清七对, 青龙背 score 10; the 清一色 value added by 报听, 天胡, 地胡 becomes 10."
        ),
        (159,),
        "patterns",
        True,
    ),
    _bool(
        "chicken_1p",
        False,
        N_("1p is a chicken too (金筒)"),
        N_("1p becomes a default chicken like 1s (with 冲锋鸡, 责任鸡, 包鸡)."),
        (59, 65),
        "chickens",
    ),
    _bool(
        "chicken_1m",
        False,
        N_("1m is a chicken too (金万)"),
        N_("1m becomes a default chicken like 1s (no effect with two suits, which have no characters)."),
        (59, 67),
        "chickens",
    ),
    Field(
        key="flip_chicken",
        kind=CHOICE,
        default=FLIP_NEXT,
        names=N_("Chicken from the flipped tile"),
        explanation=N_(
            "The flipped tile F picks the chicken: by default the next tile in its suit, F+1 (9 wraps to 1); 本鸡: F itself; 摇摆鸡: F+1 and F-1. A flipped chicken is worth 1 a tile; when it falls on a default chicken, that one turns gold (金鸡/金筒/金万), 2 a tile."
        ),
        choices=(
            (FLIP_NEXT, N_("next tile (F+1)")),
            (FLIP_SELF, N_("本鸡: the flipped tile itself (F)")),
            (
                FLIP_SWING,
                N_("摇摆鸡: the tiles on both sides (F+1 and F-1)"),
            ),
        ),
        ref=ref(63, 73, 77, brief=True),
        group="chickens",
    ),
    _bool(
        "man_tang_ji",
        False,
        N_("满堂鸡: flipped chickens in discards count"),
        N_("Flipped chickens among a seat's unclaimed discards count too (default chickens among them always count)."),
        (75,),
        "chickens",
        True,
    ),
    _bool(
        "ze_ren_ji",
        True,
        N_("责任鸡: a claimed 冲锋鸡 costs its discarder 1"),
        N_(
            "When the 冲锋鸡 is claimed, it is an ordinary chicken of the claimer and its discarder also pays the claimer 1."
        ),
        (69,),
        "chickens",
        True,
    ),
    _bool(
        "bao_ji",
        True,
        N_("包鸡: a seat not ready pays for its shown chickens"),
        N_(
            "A seat that is not ready pays every winning or ready seat for each default chicken it exposed (unclaimed discards, melds): the chicken's value (gold 2), a 冲锋鸡 double, a 责任鸡 1."
        ),
        (71, 147),
        "chickens",
        True,
        reading=BAO_JI_READING,
    ),
    _bool(
        "fa_peng_gang_ji",
        False,
        N_("罚碰杠鸡: melded flipped chickens count in 包鸡"),
        N_("A seat that is not ready also pays, as in 包鸡, for the flipped chickens in its melds."),
        (145,),
        "chickens",
        True,
    ),
    _bool(
        "bao_gang",
        False,
        N_("包杠: a seat not ready pays back its kongs"),
        N_(
            "When someone wins, a seat that is not ready pays back the kong points its own kongs would have collected, to the seats that would have paid them."
        ),
        (149,),
        "kongs",
        True,
    ),
    _bool(
        "re_pao_shao_dou",
        True,
        N_("热炮烧豆: the 热炮 discarder collects no kong points"),
        N_(
            "The seat that dealt the 热炮 collects no kong points (it still pays). On by default: the rule text says such a seat's chickens and kongs do not count."
        ),
        (135, 137),
        "burns",
        True,
    ),
    _bool(
        "re_pao_shao_ji",
        True,
        N_("热炮烧鸡: the 热炮 discarder collects no chicken points"),
        N_(
            "The seat that dealt the 热炮 collects no chicken points (it still pays). On by default (the rule text: a robbed or 热炮 seat's chickens and kongs do not count)."
        ),
        (135, 139),
        "burns",
        True,
    ),
    _bool(
        "qiang_gang_shao_dou",
        True,
        N_("抢杠烧豆: the robbed seat collects no kong points"),
        N_(
            "The robbed seat collects no kong points (it still pays). On by default (the rule text: a robbed or 热炮 seat's chickens and kongs do not count)."
        ),
        (135, 141),
        "burns",
        True,
    ),
    _bool(
        "qiang_gang_shao_ji",
        True,
        N_("抢杠烧鸡: the robbed seat collects no chicken points"),
        N_(
            "The robbed seat collects no chicken points (it still pays). On by default (the rule text: a robbed or 热炮 seat's chickens and kongs do not count)."
        ),
        (135, 143),
        "burns",
        True,
    ),
    _bool(
        "yi_pao_duo_xiang",
        True,
        N_("Several winners on one discard"),
        N_("Several seats may win on one discard, each paid by the discarder; when off, several winners are an error."),
        (33, 151),
        "scoring",
        True,
    ),
    _bool(
        "cha_jiao_quan_bao",
        False,
        N_("查叫全包: chickens and kongs count on a draw too"),
        N_(
            "On a draw, the chickens and kongs of ready seats score too (with 包鸡 and 包杠); when off, a draw settles 查叫 only."
        ),
        (167,),
        "draw",
        True,
    ),
    _bool(
        "cha_jiao_bao_ting",
        False,
        N_("报听 bonus in the draw check"),
        N_(
            "On a draw, a seat that declared 报听 is paid the 清一色 value on top of its best pattern in 查叫, as when it wins. Off by default: the rule text adds that value only when a 报听 seat wins, and 查叫 pays the best pattern value."
        ),
        (111, 165, 185),
        "draw",
        True,
    ),
    Field(
        key="lian_zhuang_points",
        kind=INT,
        default=0,
        min=0,
        max=1000,
        names=N_("连庄 points (per deal kept)"),
        explanation=N_(
            "The rule text's formula names 连庄 but gives no amount: when the dealer wins, each seat paying the hand pays the dealer's streak × this much more (part of the hand value, so dealer doubling applies). Default 0."
        ),
        ref=ref(31, 177, brief=True),
        group="scoring",
    ),
    Field(
        key="gang_shang_hua_points",
        kind=INT,
        default=0,
        min=0,
        max=1000,
        names=N_("Points for a 杠上花 win"),
        explanation=N_(
            "The rule text's formula names 杠上花 but gives no amount: on a 杠开 win each seat paying the hand pays this much more (added after the multipliers; dealer doubling applies). Default 0."
        ),
        ref=ref(105, 177, brief=True),
        group="scoring",
    ),
)

PRESETS: tuple[Preset, ...] = (
    Preset(
        key="seed",
        names=N_("As the rules say"),
        explanation=N_(
            "The rule page's defaults: dealer doubling, 责任鸡, 包鸡 and 一炮多响 on; every optional box unticked."
        ),
    ),
    Preset(
        key="full_chickens",
        names=N_("Every chicken option on"),
        explanation=N_("1p and 1m chickens, 满堂鸡, 罚碰杠鸡 and 包杠 all ticked."),
        values={"chicken_1p": True, "chicken_1m": True, "man_tang_ji": True, "fa_peng_gang_ji": True, "bao_gang": True},
    ),
)

# ------------------------------------------------------------ indicator ---

FLIP = Field(
    key="flip",
    kind=TILE,
    default=None,
    min=1,
    max=1,
    names=N_("Flipped tile"),
    explanation=N_(
        "The tile F turned up at the end of the hand; it picks the flipped chicken (see the option). Without it there is no flipped chicken and no gold chicken."
    ),
    ref=ref(63, 73, 77),
)

# ----------------------------------------------------------- seat facts ---

SEAT_FIELDS: tuple[Field, ...] = (
    Field(
        key="chicken_discards",
        kind=TILES,
        default=(),
        names=N_("Chickens it discarded, unclaimed"),
        explanation=N_(
            "For tables that do not record every discard in order: the chickens this seat discarded that nobody "
            "claimed (default chickens, and flipped chickens under 满堂鸡); other tiles listed change nothing. A "
            "ready seat collects for them; a seat that is not ready pays for its default chickens under 包鸡. An "
            "unclaimed 冲锋鸡 is already counted from 'First 1s discarded: by whom'. When this seat's discards are "
            "given in order, they are read from there instead."
        ),
        ref=ref(57, 71, 75),
    ),
    Field(
        key="chickens",
        kind=TILES,
        default=(),
        names=N_("Chickens in the concealed hand"),
        explanation=N_(
            'When the full hand is not given: the chicken tiles in a ready seat\'s concealed hand (melds apart), e.g. "1s1s". Leave it out when the whole hand is given (they are counted from it). A seat that is not ready scores nothing for them, so it need not list them.'
        ),
        ref=ref(55, 181),
    ),
    Field(
        key="hanbao_kongs",
        kind=TILES,
        default=(),
        names=N_("Late kongs (憨包豆)"),
        explanation=N_(
            'Which of this seat\'s kongs were 憨包豆 (the fourth tile was not konged at once, only later): one tile per kong, e.g. "5p"; each must be a kong in its melds. Such a kong scores 0 but still counts as a pass.'
        ),
        ref=ref(47),
    ),
)


CHONGFENG = (
    (18, "chongfeng_seat", "chongfeng_claimed_by", ""),
    (9, "chongfeng_1p_seat", "chongfeng_1p_claimed_by", "chicken_1p"),
    (0, "chongfeng_1m_seat", "chongfeng_1m_claimed_by", "chicken_1m"),
)

TABLE_FIELDS: tuple[Field, ...] = (
    Field(
        key="chongfeng_seat",
        kind=SEAT,
        default=None,
        names=N_("First 1s discarded (冲锋鸡): by whom"),
        explanation=N_(
            "The seat that discarded the hand's first 1s. If nobody claimed it, it is the 冲锋鸡 (twice the "
            "chicken's value) and counts among that seat's unclaimed discards: no need to list it again. Leave it out "
            "when every seat's discards are given in order: it is read from them."
        ),
        ref=ref(61, 69),
        group="chongfeng",
    ),
    Field(
        key="chongfeng_claimed_by",
        kind=SEAT,
        default=None,
        names=N_("First 1s discarded (冲锋鸡): claimed by"),
        explanation=N_(
            "The seat that claimed the first 1s by pon or kong (its melds must hold a 1s pon or kong from the "
            "discarder). It is then an ordinary chicken, and the discarder pays 1 more (责任鸡)."
        ),
        ref=ref(69),
        group="chongfeng",
    ),
    Field(
        key="chongfeng_1p_seat",
        kind=SEAT,
        default=None,
        names=N_("First 1p discarded (冲锋鸡): by whom"),
        explanation=N_(
            "The seat that discarded the hand's first 1p (needs the option “1p is a chicken too (金筒)”). If nobody claimed it, it is the 冲锋鸡 (twice the "
            "chicken's value) and counts among that seat's unclaimed discards: no need to list it again. Leave it out "
            "when every seat's discards are given in order: it is read from them."
        ),
        ref=ref(61, 69),
        group="chongfeng",
    ),
    Field(
        key="chongfeng_1p_claimed_by",
        kind=SEAT,
        default=None,
        names=N_("First 1p discarded (冲锋鸡): claimed by"),
        explanation=N_(
            "The seat that claimed the first 1p by pon or kong (its melds must hold a 1p pon or kong from the "
            "discarder). It is then an ordinary chicken, and the discarder pays 1 more (责任鸡)."
        ),
        ref=ref(69),
        group="chongfeng",
    ),
    Field(
        key="chongfeng_1m_seat",
        kind=SEAT,
        default=None,
        names=N_("First 1m discarded (冲锋鸡): by whom"),
        explanation=N_(
            "The seat that discarded the hand's first 1m (needs the option “1m is a chicken too (金万)”). If nobody claimed it, it is the 冲锋鸡 (twice the "
            "chicken's value) and counts among that seat's unclaimed discards: no need to list it again. Leave it out "
            "when every seat's discards are given in order: it is read from them."
        ),
        ref=ref(61, 69),
        group="chongfeng",
    ),
    Field(
        key="chongfeng_1m_claimed_by",
        kind=SEAT,
        default=None,
        names=N_("First 1m discarded (冲锋鸡): claimed by"),
        explanation=N_(
            "The seat that claimed the first 1m by pon or kong (its melds must hold a 1m pon or kong from the "
            "discarder). It is then an ordinary chicken, and the discarder pays 1 more (责任鸡)."
        ),
        ref=ref(69),
        group="chongfeng",
    ),
)
