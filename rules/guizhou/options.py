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
    "The rule text calls chicken penalty (包鸡 bāo jī) '默认项' (on by default) where it first describes it, and '勾选项' (a box to tick) in its list of special rules. Our reading: on by default, as first described; untick it to play the other way."
)

# 乌骨鸡 (rules-brief: "Guizhou 乌骨鸡"): named beside 幺鸡, never defined. Said at the option, the rule and the chickens.
WU_GU_JI_NAME = N_("8p is a chicken too (乌骨鸡 wū gǔ jī)")
WU_GU_JI_READING = N_(
    "The rule text names black-bone chicken (乌骨鸡 wū gǔ jī) beside bamboo-one chicken (幺鸡 yāo jī) for the liable chicken (责任鸡 zé rèn jī) ('幺鸡和乌骨鸡') and for chicken penalty (包鸡 bāo jī) ('幺鸡或者乌骨鸡'), but never says which tile it is, and its list of chickens to choose does not hold it. Our reading, the default: no tile is black-bone chicken. The option “{option}” makes 8p black-bone chicken, the usual Guiyang convention: a default chicken with the same rules as 1s, both where the rule text names it and where it names 1s alone: 1 a tile held, gold 2 when the flipped chicken falls on it, and a charging chicken (冲锋鸡 chōng fēng jī) of its own, whose claim makes the liable chicken."
).format(option=WU_GU_JI_NAME)

# Who pays for a 点豆 (rules-brief: "Guizhou 点豆 payer"): said at the option, the kong payments and the 点豆 itself.
DIAN_DOU_ALL_PAY_NAME = N_("Kong on a discard (点豆 diǎn dòu): every other seat pays")
DIAN_DOU_READING = N_(
    "For kong on a discard (点豆 diǎn dòu) the rule text says '其他玩家需要支付1分' (the other players pay 1), then, in brackets, '如果庄家点豆' and '一个玩家需要支付2分' (one player pays 2). Our reading, the default: the discarder alone pays 1 (kong penalty (包杠 bāo gàng) also treats this kong as owed by one seat: '针对某一个的'). The option “{option}” makes every other seat pay 1, as for the other kongs, dealer doubling included."
).format(option=DIAN_DOU_ALL_PAY_NAME)

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
            "Total = (pattern + kong bloom (杠上花 gàng shàng huā) + chickens + kongs + dealer streak (连庄 lián zhuāng)) x base points: every payment is multiplied by it."
        ),
        ref=ref(177),
        group="scoring",
    ),
    _bool(
        "dealer_double",
        True,
        N_("Dealer doubling"),
        N_(
            "Any pattern payment (draw check (查叫 chá jiào) included) or kong payment that the dealer makes or receives is doubled; chicken payments are not."
        ),
        (41, 43, 45, 85, 123),
        "scoring",
        True,
    ),
    _bool(
        "zi_mo_double",
        False,
        N_("Double the hand on a self-draw"),
        N_(
            "A self-drawn win (win on a kong (杠开 gàng kāi) and robbing a kong (抢杠 qiǎng gàng) included: robbing a kong counts as a self-draw) doubles the pattern part."
        ),
        (133, 107, 153),
        "multipliers",
    ),
    _bool(
        "re_pao_double",
        False,
        N_("Double the hand on a the discard after a kong (热炮 rè pào)"),
        N_("A win on the discard right after a kong (热炮 rè pào) doubles the pattern part."),
        (125,),
        "multipliers",
    ),
    _bool(
        "gang_kai_double",
        False,
        N_("Double the hand on a kong replacement win (杠开 gàng kāi)"),
        N_("A win on a kong replacement tile doubles the pattern part (stacks with self-draw doubling)."),
        (127,),
        "multipliers",
    ),
    _bool(
        "pattern_double",
        False,
        N_("Double every hand value (draw check (查叫 chá jiào) too)"),
        N_("Every pattern value is doubled, draw check (查叫 chá jiào) on a draw included."),
        (131,),
        "multipliers",
    ),
    _bool(
        "men_dou_double",
        False,
        N_("Double concealed kongs (闷豆 mèn dòu)"),
        N_("A concealed kong (闷豆 mèn dòu) scores 2 instead of 1."),
        (129,),
        "multipliers",
    ),
    _bool(
        "hun_wu_qing_shi",
        False,
        N_("Mixed five, pure ten (混五清十 hùn wǔ qīng shí): mixed hands 5, one-suit hands 10"),
        N_(
            "Plain win (平胡 píng hú) stays 1; all pungs (大对子 dà duì zi), seven pairs (七对 qī duì), dragon seven pairs (龙七对 lóng qī duì) score 5; full flush (清一色 qīng yī sè), pure all pungs (清大对 qīng dà duì), pure seven pairs (清七对 qīng qī duì), pure dragon seven pairs (青龙背 qīng lóng bèi) score 10; the full flush value added by declared ready (报听 bào tīng), heavenly win (天胡 tiān hú), earthly win (地胡 dì hú) becomes 10."
        ),
        (159,),
        "patterns",
        True,
    ),
    _bool(
        "chicken_1p",
        False,
        N_("1p is a chicken too (金筒 jīn tǒng)"),
        N_(
            "1p becomes a default chicken like 1s (with charging chicken (冲锋鸡 chōng fēng jī), liable chicken (责任鸡 zé rèn jī), chicken penalty (包鸡 bāo jī))."
        ),
        (59, 65),
        "chickens",
    ),
    _bool(
        "chicken_1m",
        False,
        N_("1m is a chicken too (金万 jīn wàn)"),
        N_("1m becomes a default chicken like 1s (no effect with two suits, which have no characters)."),
        (59, 67),
        "chickens",
    ),
    _bool(
        "wu_gu_ji",
        False,
        WU_GU_JI_NAME,
        N_(
            "8p becomes black-bone chicken (乌骨鸡 wū gǔ jī), a default chicken like 1s: 1 a tile in hand, melds and its owner's unclaimed discards, gold (2) when the flipped chicken falls on it, with charging chicken (冲锋鸡 chōng fēng jī), liable chicken (责任鸡 zé rèn jī) and chicken penalty (包鸡 bāo jī)."
        ),
        (69, 71, 147),
        "chickens",
        True,
        reading=WU_GU_JI_READING,
    ),
    Field(
        key="flip_chicken",
        kind=CHOICE,
        default=FLIP_NEXT,
        names=N_("Chicken from the flipped tile"),
        explanation=N_(
            "The flipped tile F picks the chicken: by default the next tile in its suit, F+1 (9 wraps to 1); same-tile chicken (本鸡 běn jī): F itself; swing chicken (摇摆鸡 yáo bǎi jī): F+1 and F-1. A flipped chicken is worth 1 a tile; when it falls on a default chicken, that one turns gold (金鸡 jīn jī / 金筒 jīn tǒng / 金万 jīn wàn), 2 a tile."
        ),
        choices=(
            (FLIP_NEXT, N_("next tile (F+1)")),
            (FLIP_SELF, N_("Same-tile chicken (本鸡 běn jī): the flipped tile itself (F)")),
            (
                FLIP_SWING,
                N_("Swing chicken (摇摆鸡 yáo bǎi jī): the tiles on both sides (F+1 and F-1)"),
            ),
        ),
        ref=ref(63, 73, 77, brief=True),
        group="chickens",
    ),
    _bool(
        "man_tang_ji",
        False,
        N_("Full-table chicken (满堂鸡 mǎn táng jī): flipped chickens in discards count"),
        N_("Flipped chickens among a seat's unclaimed discards count too (default chickens among them always count)."),
        (75,),
        "chickens",
        True,
    ),
    _bool(
        "ze_ren_ji",
        True,
        N_(
            "Liable chicken (责任鸡 zé rèn jī): a claimed charging chicken (冲锋鸡 chōng fēng jī) costs its discarder 1"
        ),
        N_(
            "When the charging chicken (冲锋鸡 chōng fēng jī) is claimed, it is an ordinary chicken of the claimer and its discarder also pays the claimer 1."
        ),
        (69,),
        "chickens",
        True,
    ),
    _bool(
        "bao_ji",
        True,
        N_("Chicken penalty (包鸡 bāo jī): a seat not ready pays for its shown chickens"),
        N_(
            "A seat that is not ready pays every winning or ready seat for each default chicken it exposed (unclaimed discards, melds): the chicken's value (gold 2), a charging chicken (冲锋鸡 chōng fēng jī) double, a liable chicken (责任鸡 zé rèn jī) 1."
        ),
        (71, 147),
        "chickens",
        True,
        reading=BAO_JI_READING,
    ),
    _bool(
        "fa_peng_gang_ji",
        False,
        N_(
            "Melded chicken penalty (罚碰杠鸡 fá pèng gàng jī): melded flipped chickens count in chicken penalty (包鸡 bāo jī)"
        ),
        N_(
            "A seat that is not ready also pays, as in chicken penalty (包鸡 bāo jī), for the flipped chickens in its melds."
        ),
        (145,),
        "chickens",
        True,
    ),
    _bool(
        "bao_gang",
        False,
        N_("Kong penalty (包杠 bāo gàng): a seat not ready pays back its kongs"),
        N_(
            "When someone wins, a seat that is not ready pays back the kong points its own kongs would have collected, to the seats that would have paid them."
        ),
        (149,),
        "kongs",
        True,
    ),
    _bool(
        "dian_dou_all_pay",
        False,
        DIAN_DOU_ALL_PAY_NAME,
        N_(
            "Every other seat pays 1 for a kong on a discard (点豆 diǎn dòu), as for a concealed or an added kong, each payment the dealer makes or receives doubled; kong penalty (包杠 bāo gàng) then pays every other seat back. Off: the discarder alone pays."
        ),
        (43, 149),
        "kongs",
        True,
        reading=DIAN_DOU_READING,
    ),
    _bool(
        "re_pao_shao_dou",
        True,
        N_(
            "Hot discard burns kongs (热炮烧豆 rè pào shāo dòu): the hot discard (热炮 rè pào) discarder collects no kong points"
        ),
        N_(
            "The seat that dealt the hot discard (热炮 rè pào) collects no kong points (it still pays). On by default: the rule text says such a seat's chickens and kongs do not count."
        ),
        (135, 137),
        "burns",
        True,
    ),
    _bool(
        "re_pao_shao_ji",
        True,
        N_(
            "Hot discard burns chickens (热炮烧鸡 rè pào shāo jī): the hot discard (热炮 rè pào) discarder collects no chicken points"
        ),
        N_(
            "The seat that dealt the hot discard (热炮 rè pào) collects no chicken points (it still pays). On by default (the rule text: a robbed or hot discard seat's chickens and kongs do not count)."
        ),
        (135, 139),
        "burns",
        True,
    ),
    _bool(
        "qiang_gang_shao_dou",
        True,
        N_("Robbed kong burns kongs (抢杠烧豆 qiǎng gàng shāo dòu): the robbed seat collects no kong points"),
        N_(
            "The robbed seat collects no kong points (it still pays). On by default (the rule text: a robbed or hot discard (热炮 rè pào) seat's chickens and kongs do not count)."
        ),
        (135, 141),
        "burns",
        True,
    ),
    _bool(
        "qiang_gang_shao_ji",
        True,
        N_("Robbed kong burns chickens (抢杠烧鸡 qiǎng gàng shāo jī): the robbed seat collects no chicken points"),
        N_(
            "The robbed seat collects no chicken points (it still pays). On by default (the rule text: a robbed or hot discard (热炮 rè pào) seat's chickens and kongs do not count)."
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
        N_("Full draw check (查叫全包 chá jiào quán bāo): chickens and kongs count on a draw too"),
        N_(
            "On a draw, the chickens and kongs of ready seats score too (with chicken penalty (包鸡 bāo jī) and kong penalty (包杠 bāo gàng)); when off, a draw settles draw check (查叫 chá jiào) only."
        ),
        (167,),
        "draw",
        True,
    ),
    _bool(
        "cha_jiao_bao_ting",
        False,
        N_("Declared ready (报听 bào tīng) bonus in the draw check"),
        N_(
            "On a draw, a seat that declared ready (报听 bào tīng) is paid the full flush (清一色 qīng yī sè) value on top of its best pattern in draw check (查叫 chá jiào), as when it wins. Off by default: the rule text adds that value only when a declared ready seat wins, and draw check pays the best pattern value."
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
        names=N_("Dealer streak (连庄 lián zhuāng) points (per deal kept)"),
        explanation=N_(
            "The rule text's formula names dealer streak (连庄 lián zhuāng) but gives no amount: when the dealer wins, each seat paying the hand pays the dealer's streak × this much more (part of the hand value, so dealer doubling applies). Default 0."
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
        names=N_("Points for a kong bloom (杠上花 gàng shàng huā) win"),
        explanation=N_(
            "The rule text's formula names kong bloom (杠上花 gàng shàng huā) but gives no amount: on a win on a kong (杠开 gàng kāi) win each seat paying the hand pays this much more (added after the multipliers; dealer doubling applies). Default 0."
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
            "The rule page's defaults: dealer doubling, liable chicken (责任鸡 zé rèn jī), chicken penalty (包鸡 bāo jī) and several winners on one discard (一炮多响 yī pào duō xiǎng) on; every optional box unticked."
        ),
    ),
    Preset(
        key="full_chickens",
        names=N_("Every chicken option on"),
        explanation=N_(
            "1p and 1m chickens, full-table chicken (满堂鸡 mǎn táng jī), melded chicken penalty (罚碰杠鸡 fá pèng gàng jī) and kong penalty (包杠 bāo gàng) all ticked."
        ),
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
            "For tables that do not record every discard in order: the chickens this seat discarded that nobody claimed (default chickens, and flipped chickens under full-table chicken (满堂鸡 mǎn táng jī)); other tiles listed change nothing. A ready seat collects for them; a seat that is not ready pays for its default chickens under chicken penalty (包鸡 bāo jī). An unclaimed charging chicken (冲锋鸡 chōng fēng jī) is already counted from 'First 1s discarded: by whom'. When this seat's discards are given in order, they are read from there instead."
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
        names=N_("Late kongs (憨包豆 hān bāo dòu)"),
        explanation=N_(
            'Which of this seat\'s kongs were late kong (憨包豆 hān bāo dòu) (the fourth tile was not konged at once, only later): one tile per kong, e.g. "5p"; each must be a kong in its melds. Such a kong scores 0 but still counts as a pass.'
        ),
        ref=ref(47),
    ),
)


CHONGFENG = (
    (18, "chongfeng_seat", "chongfeng_claimed_by", ""),
    (9, "chongfeng_1p_seat", "chongfeng_1p_claimed_by", "chicken_1p"),
    (0, "chongfeng_1m_seat", "chongfeng_1m_claimed_by", "chicken_1m"),
    (16, "chongfeng_8p_seat", "chongfeng_8p_claimed_by", "wu_gu_ji"),
)

TABLE_FIELDS: tuple[Field, ...] = (
    Field(
        key="chongfeng_seat",
        kind=SEAT,
        default=None,
        names=N_("First 1s discarded (冲锋鸡 chōng fēng jī): by whom"),
        explanation=N_(
            "The seat that discarded the hand's first 1s. If nobody claimed it, it is the twice the chicken's value (冲锋鸡 chōng fēng jī) and counts among that seat's unclaimed discards: no need to list it again. Leave it out when every seat's discards are given in order: it is read from them."
        ),
        ref=ref(61, 69),
        group="chongfeng",
    ),
    Field(
        key="chongfeng_claimed_by",
        kind=SEAT,
        default=None,
        names=N_("First 1s discarded (冲锋鸡 chōng fēng jī): claimed by"),
        explanation=N_(
            "The seat that claimed the first 1s by pon or kong (its melds must hold a 1s pon or kong from the discarder). It is then an ordinary chicken, and the discarder pays 1 more (责任鸡 zé rèn jī)."
        ),
        ref=ref(69),
        group="chongfeng",
    ),
    Field(
        key="chongfeng_1p_seat",
        kind=SEAT,
        default=None,
        names=N_("First 1p discarded (冲锋鸡 chōng fēng jī): by whom"),
        explanation=N_(
            "The seat that discarded the hand's first 1p (needs the option “1p is a chicken too (金筒 jīn tǒng)”). If nobody claimed it, it is the twice the chicken's value (冲锋鸡 chōng fēng jī) and counts among that seat's unclaimed discards: no need to list it again. Leave it out when every seat's discards are given in order: it is read from them."
        ),
        ref=ref(61, 69),
        group="chongfeng",
        shown_when="chicken_1p",
    ),
    Field(
        key="chongfeng_1p_claimed_by",
        kind=SEAT,
        default=None,
        names=N_("First 1p discarded (冲锋鸡 chōng fēng jī): claimed by"),
        explanation=N_(
            "The seat that claimed the first 1p by pon or kong (its melds must hold a 1p pon or kong from the discarder). It is then an ordinary chicken, and the discarder pays 1 more (责任鸡 zé rèn jī)."
        ),
        ref=ref(69),
        group="chongfeng",
        shown_when="chicken_1p",
    ),
    Field(
        key="chongfeng_1m_seat",
        kind=SEAT,
        default=None,
        names=N_("First 1m discarded (冲锋鸡 chōng fēng jī): by whom"),
        explanation=N_(
            "The seat that discarded the hand's first 1m (needs the option “1m is a chicken too (金万 jīn wàn)”). If nobody claimed it, it is the twice the chicken's value (冲锋鸡 chōng fēng jī) and counts among that seat's unclaimed discards: no need to list it again. Leave it out when every seat's discards are given in order: it is read from them."
        ),
        ref=ref(61, 69),
        group="chongfeng",
        shown_when="chicken_1m",
    ),
    Field(
        key="chongfeng_1m_claimed_by",
        kind=SEAT,
        default=None,
        names=N_("First 1m discarded (冲锋鸡 chōng fēng jī): claimed by"),
        explanation=N_(
            "The seat that claimed the first 1m by pon or kong (its melds must hold a 1m pon or kong from the discarder). It is then an ordinary chicken, and the discarder pays 1 more (责任鸡 zé rèn jī)."
        ),
        ref=ref(69),
        group="chongfeng",
        shown_when="chicken_1m",
    ),
    Field(
        key="chongfeng_8p_seat",
        kind=SEAT,
        default=None,
        names=N_("First 8p discarded (冲锋鸡 chōng fēng jī): by whom"),
        explanation=N_(
            "The seat that discarded the hand's first 8p (needs the option “8p is a chicken too (乌骨鸡 wū gǔ jī)”). If nobody claimed it, it is a charging chicken (冲锋鸡 chōng fēng jī), worth twice the chicken's value, and counts among that seat's unclaimed discards: no need to list it again. Leave it out when every seat's discards are given in order: it is read from them."
        ),
        ref=ref(61, 69),
        group="chongfeng",
        shown_when="wu_gu_ji",
    ),
    Field(
        key="chongfeng_8p_claimed_by",
        kind=SEAT,
        default=None,
        names=N_("First 8p discarded (冲锋鸡 chōng fēng jī): claimed by"),
        explanation=N_(
            "The seat that claimed the first 8p by pon or kong (its melds must hold an 8p pon or kong from the discarder). It is then an ordinary chicken, and the discarder pays 1 more (责任鸡 zé rèn jī)."
        ),
        ref=ref(69),
        group="chongfeng",
        shown_when="wu_gu_ji",
    ),
)
