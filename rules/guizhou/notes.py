"""How this calculator reads the seed where it is silent or loose: shown on the rule page."""

from __future__ import annotations

from rules.model import Example, Rule
from rules.refs import SeatRef
from rules.text import N_, NC_

from .options import DIAN_DOU_ALL_PAY_NAME, DIAN_DOU_READING, WU_GU_JI_NAME
from .sources import ref

NOTES = (
    N_(
        "Which facts are needed when: a winner gives its whole hand (winning tile included) and melds; any other seat gives its whole hand (the calculator then works out readiness and chickens in hand) or just whether it is ready and its chickens in hand. Readiness must be known for a seat with melds, chicken discards or a charging chicken (冲锋鸡 chōng fēng jī) role, and for every seat on a draw, where a ready seat must give its whole hand for draw check (查叫 chá jiào). A seat given nothing counts as not ready (which then changes nothing)."
    ),
    N_(
        "When a seat's discards are given under 'What happened', its readiness must be known too, whatever the "
        "discards are (the chickens among them are read from them)."
    ),
    N_(
        "Same-tile chicken (本鸡 běn jī) and swing chicken (摇摆鸡 yáo bǎi jī) are one three-way choice (F+1 / F / F±1), not stacked."
    ),
    N_(
        "The charging chicken (冲锋鸡 chōng fēng jī) 'doubling' doubles that chicken's value: 2, or 4 for a gold one. An unclaimed charging chicken counts among its discarder's unclaimed discards: it is told once, in 'First 1s discarded: by whom'. When every seat's discards are given in order (with the claims), the charging chicken, the liable chicken (责任鸡 zé rèn jī) and each seat's unclaimed chickens are read from them and need not be entered; when both are given and differ, the calculator names the one that does not fit. A first 1s that was won on is in the winner's hand: no charging chicken."
    ),
    N_(
        "Burning kongs and chickens (烧豆 shāo dòu / 烧鸡 shāo jī) on a hot discard (热炮 rè pào) or a robbed kong is on by default: the rule text's clause '不听牌烧鸡烧杠' says a seat robbed of its kong or dealing a hot discard scores no chicken or kong."
    ),
    N_(
        "Declared ready (报听 bào tīng), heavenly win (天胡 tiān hú) and earthly win (地胡 dì hú) each add the full flush (清一色 qīng yī sè) value; heavenly win / earthly win do not add it again for declared ready. A declared ready plain win (平胡 píng hú) still needs a pass to win on a discard."
    ),
    N_(
        "Multipliers multiply: self-draw doubling also covers win on a kong (杠开 gàng kāi) and robbing a kong (抢杠 qiǎng gàng) (which counts as a self-draw), and stacks with win on a kong doubling and pattern ×2. Kong bloom (杠上花 gàng shàng huā) and dealer streak (连庄 lián zhuāng) amounts join the hand value after the multipliers; dealer doubling applies."
    ),
    N_(
        "A draw's draw check (查叫 chá jiào) takes the best pattern over every wait, even a tile whose copies are all in sight; under missing suit (缺一门 quē yī mén) a hand holding all three suits is not ready. With full draw check (查叫全包 chá jiào quán bāo), chicken penalty (包鸡 bāo jī) and kong penalty (包杠 bāo gàng) apply too."
    ),
)

F = {"flip": "8m"}

RULES: tuple[Rule, ...] = (
    Rule(
        key="tiles",
        topic="table",
        title=N_("Tiles and players"),
        text=N_(
            "108 tiles: characters, dots and bamboo 1–9, four of each; no winds or dragons. The dealer starts with 14 "
            "tiles, the others with 13. Four, three or two players. Win, kong and pon are allowed; chi is not. With "
            "three or two players the scoring is the same, with fewer seats paying."
        ),
        reading=N_(
            "The rule text only lists the player counts and gives no separate scoring for three or two: the same "
            "rules apply, paid by the seats at the table."
        ),
        ref=ref(9, 11, 15, 19),
        examples=(
            Example.win(
                "123m456m789p23455s",
                tile="5s",
                players=3,
                indicators=F,
                dealer=1,
                shows=("ping_hu",),
                note=N_("Three players: two seats pay."),
            ),
            Example.win(
                "123m456m789p23455s",
                tile="5s",
                players=2,
                indicators=F,
                dealer=1,
                shows=("ping_hu",),
                note=N_("Two players: one seat pays."),
            ),
        ),
    ),
    Rule(
        key="dealer",
        topic="table",
        title=NC_("guizhou.notes", "Who deals next"),
        text=N_(
            "The host deals the first hand; after that whoever wins deals. On a draw the dealer deals again. When "
            "one discard makes several winners (two at a three-player table, three at four), the discarder deals."
        ),
        calculator=N_("Scores one hand at a time: you enter the dealer."),
        ref=ref(29, 31, 33),
    ),
    Rule(
        key="discard_win",
        topic="win",
        title=N_("Winning on a discard: the pass"),
        text=N_(
            "Any hand may win by self-draw. To win on a discard a plain win (平胡 píng hú) needs a pass, any kong of its own (a late kong (憨包豆 hān bāo dòu), included); the other patterns need none. On a hot discard (热炮 rè pào), a robbed kong or earthly win (地胡 dì hú) a plain win needs no pass."
        ),
        calculator=N_("A plain win (平胡 píng hú) won on a discard without a pass is refused, with the reason."),
        ref=ref(39, 83, 109),
        examples=(
            Example.win(
                "123m456m789p55s",
                tile="5s",
                melds="2222p",
                by="discard",
                frm=2,
                indicators=F,
                dealer=1,
                shows=("ping_hu", "kong"),
            ),
        ),
    ),
    Rule(
        key="re_pao",
        topic="win",
        title=N_("The discard after a kong (热炮 rè pào)"),
        text=N_(
            "Hot discard (热炮 rè pào): another seat wins on the first tile a player discards after making a kong (any kind) and drawing its replacement. It is scored as a discard win, and a plain win (平胡 píng hú) needs no pass. The seat that dealt it collects no kong or chicken points (热炮烧豆 rè pào shāo dòu / 烧鸡 shāo jī) but still pays. With the hot discard doubling option the pattern part is doubled."
        ),
        ref=ref(109, 125, 137, 139),
        examples=(
            Example.win(
                "123m456m789p23455s",
                tile="5s",
                by="discard",
                frm=2,
                flags=("after_kong_discard",),
                others={2: {"hand": "2468m3468p35s", "melds": [{"kind": "kong", "tiles": "9999s"}]}},
                indicators=F,
                dealer=1,
                shows=("ping_hu",),
                note=N_("A plain win (平胡 píng hú) with no pass may win on a hot discard (热炮 rè pào)."),
            ),
        ),
    ),
    Rule(
        key="qiang_gang",
        topic="win",
        title=N_("Robbing a kong (抢杠 qiǎng gàng)"),
        text=N_(
            "Only an added kong (爬坡豆 pá pō dòu) may be robbed (a pon later made into a kong with the fourth tile, a late one included); a seat that needs that tile wins, a plain win (平胡 píng hú) without a pass too. It is scored as a self-draw, but the robbed seat pays every seat's share of the pattern part ('pays for the other two'); chicken and kong points are paid as usual. The robbed kong scores nothing, and the robbed seat collects no kong or chicken points (抢杠烧豆 qiǎng gàng shāo dòu / 烧鸡 shāo jī). Several seats may rob the same kong; each is scored as a self-draw."
        ),
        ref=ref(107, 141, 143, 153),
        examples=(
            Example.win(
                "123m456m789p23994s",
                tile="4s",
                by="robbed_kong",
                frm=2,
                others={2: {"hand": "2468m3568p35s", "melds": [{"kind": "pon", "tiles": "444s", "from": 3}]}},
                indicators=F,
                dealer=1,
                shows=("ping_hu", "hand"),
                note=N_("{s2}, robbed, pays every share of the pattern part.").format(s2=SeatRef(2, initial=True)),
            ),
        ),
    ),
    Rule(
        key="gang_kai",
        topic="win",
        title=N_("Win on a kong's replacement (杠开 gàng kāi)"),
        text=N_(
            "Winning on a kong's replacement tile is scored as a self-draw, and that kong still scores. With the win on a kong (杠开 gàng kāi) doubling option the pattern part is doubled; the rule text's formula names kong bloom (杠上花 gàng shàng huā) without an amount (default 0).",
        ),
        ref=ref(105, 127, 177),
        examples=(
            Example.win(
                "111m555m999p22s",
                tile="2s",
                melds="7777s",
                flags=("after_kong",),
                indicators=F,
                dealer=1,
                shows=("da_dui_zi", "kong"),
            ),
        ),
    ),
    Rule(
        key="bao_ting_play",
        topic="win",
        title=N_("What declared ready (报听 bào tīng) forbids"),
        text=N_(
            "Declared ready (报听 bào tīng): ready right after one's first discard, and declared. From then on the hand may not change: no pon and no kong (a concealed one included), only win or pass.",
        ),
        calculator=N_(
            "A declared ready (报听 bào tīng) seat holding any pon or kong (a concealed kong included) is refused, naming its declared ready."
        ),
        ref=ref(111),
    ),
    Rule(
        key="guo_hu",
        topic="win",
        title=N_("After passing a win or a pon"),
        text=N_(
            "After passing a discard it could have won on, a seat may win only by self-draw, on a hot discard (热炮 rè pào) or by robbing a kong, not on an ordinary discard. After passing a pon, the same tile may not be ponned in the same go-round until the hand changes (a draw, pon or kong)."
        ),
        calculator=N_(
            "Give the winner's passed wins (with its discards in order) and the calculator judges passed win (过胡 guò hú): a later ordinary discard win is refused, naming the rule; a self-draw, a hot discard (热炮 rè pào) or robbing a kong still scores, with a line saying so in the result. The pon rule only governs play and changes no score."
        ),
        examples=(
            Example.win(
                "222m555m888p333s66s",
                tile="6s",
                indicators=F,
                dealer=0,
                seat=1,
                seat_extra={"discards": "9m9p", "passed": [{"tile": "6s", "from": 3, "after": 1}]},
                shows=("da_dui_zi",),
                note=N_(
                    "{s1} let {s3}'s 6s go, then self-draws a 6s: a self-draw is allowed after a pass and scores as "
                    "usual. Winning on another seat's 6s instead would be refused."
                ).format(s1=SeatRef(1, initial=True), s3=SeatRef(3)),
            ),
        ),
        ref=ref(155, 157),
    ),
    Rule(
        key="chickens_from_discards",
        topic="pay",
        title=N_("Chickens read from the discards"),
        text=N_(
            "The charging chicken (冲锋鸡 chōng fēng jī) is the hand's first discarded 1s (or 1p / 1m / 8p when on): unclaimed, it is its discarder's, worth double; claimed, it is an ordinary chicken of the claimer, and the discarder pays 1 more (责任鸡 zé rèn jī). A seat that is not ready pays chicken penalty (包鸡 bāo jī) for the default chickens it showed by discarding or melding; with full-table chicken (满堂鸡 mǎn táng jī) the flipped chickens among unclaimed discards count too."
        ),
        calculator=N_(
            "When every seat's discards are given in order (with the claims), all of this is read from them and the result says whose charging chicken (冲锋鸡 chōng fēng jī) it is; the charging chicken fields and 'Chickens it discarded, unclaimed' are for tables that do not record discards, and if both are given and differ the calculator says which."
        ),
        ref=ref(61, 69, 71, 75),
        examples=(
            Example.win(
                "123m456m789p23455s",
                tile="5s",
                seat_extra={"discards": "9m"},
                others={
                    1: {"hand": "2468m2468p3579s9p", "discards": "8m6m"},
                    2: {"hand": "2345678m234p567p", "discards": "1s6p"},
                    3: {"hand": "3579m3479p3679s8p", "discards": "7m7p"},
                },
                indicators=F,
                dealer=1,
                shows=("chicken",),
                note=N_(
                    "The dealer, {s1}, discards first and {s0} self-draws on its second turn; {s2}'s 1s is the first 1s, unclaimed: its charging chicken (冲锋鸡 chōng fēng jī), read from the discards."
                ).format(s0=SeatRef(0), s1=SeatRef(1), s2=SeatRef(2)),
            ),
        ),
    ),
    Rule(
        key="pay",
        topic="pay",
        title=N_("Who pays whom"),
        text=N_(
            "A discard win: only the discarder pays the pattern. A self-draw (win on a kong (杠开 gàng kāi) included): every other seat pays. Several winners on one discard: the discarder pays each. Total = (pattern + kong bloom (杠上花 gàng shàng huā) + chickens + kongs + dealer streak (连庄 lián zhuāng)) × base points. Dealer doubling (on by default): pattern and kong payments the dealer pays or receives are doubled; chickens are not. Kongs and chickens are collected only by a seat that won or is ready; the others only pay."
        ),
        reading=N_(
            "'The dealer's wins and losses double' is read as: pattern and kong payments involving the dealer double; "
            "chicken payments do not."
        ),
        ref=ref(83, 85, 123, 151, 171, 173, 177),
        examples=(
            Example.win(
                "111m555m999p22s",
                tile="2s",
                melds="777s@2",
                by="discard",
                frm=2,
                indicators=F,
                dealer=1,
                shows=("da_dui_zi",),
                note=N_("Discard win: only {s2} pays.").format(s2=SeatRef(2)),
            ),
            Example.win(
                "111m555m999p22s",
                tile="2s",
                melds="777s@2",
                indicators=F,
                dealer=1,
                shows=("da_dui_zi",),
                note=N_("Self-draw: all three pay, the dealer ({s1}) double.").format(s1=SeatRef(1)),
            ),
        ),
    ),
    Rule(
        key="kong_payers",
        topic="pay",
        title=N_("Who pays for a kong (豆 dòu)"),
        text=N_(
            "A kong scores only when someone wins, and only for an owner who won or is ready: for a concealed kong (闷豆 mèn dòu) or an added one (爬坡豆 pá pō dòu) every other seat pays 1; for a kong made on a discard (点豆 diǎn dòu) 1; a late kong (憨包豆 hān bāo dòu) scores 0 but is a pass. With dealer doubling, what the dealer pays or receives doubles."
        ),
        reading=DIAN_DOU_READING,
        ref=ref(39, 41, 43, 45, 47),
        examples=(
            Example.win(
                "123m456m789p55s",
                tile="5s",
                melds="2222p@2",
                indicators=F,
                dealer=1,
                shows=("kong",),
                note=N_(
                    "{s0} self-draws holding a kong made on {s2}'s discard (点豆 diǎn dòu): for the kong {s2} alone pays 1."
                ).format(s0=SeatRef(0, initial=True), s2=SeatRef(2)),
            ),
            Example.win(
                "123m456m789p55s",
                tile="5s",
                melds="2222p@2",
                options={"dian_dou_all_pay": True},
                indicators=F,
                dealer=1,
                shows=("kong",),
                note=N_(
                    "The same hand with the option “{option}”: for the kong every other seat pays 1, the dealer ({s1}) 2."
                ).format(option=DIAN_DOU_ALL_PAY_NAME, s1=SeatRef(1)),
            ),
        ),
    ),
    Rule(
        key="wu_gu_ji",
        topic="other",
        title=N_("Black-bone chicken (乌骨鸡 wū gǔ jī): named, never defined"),
        text=N_(
            "The rule text names black-bone chicken (乌骨鸡 wū gǔ jī) beside 1s chicken (幺鸡 yāo jī) three times: the liable chicken (责任鸡 zé rèn jī) is paid for '幺鸡和乌骨鸡', and chicken penalty (包鸡 bāo jī) for '幺鸡或者乌骨鸡' (twice). It never says which tile black-bone chicken is, and its list of chickens to choose ('幺鸡', '1筒鸡', '1万鸡') does not hold it."
        ),
        reading=N_(
            "Our reading, the default: no tile is black-bone chicken (乌骨鸡 wū gǔ jī); the default chickens are 1s, and 1p / 1m when their options are on. The option “{option}” makes 8p black-bone chicken, the usual Guiyang convention: a default chicken with the same rules as bamboo-one chicken (幺鸡 yāo jī), its own charging chicken (冲锋鸡 chōng fēng jī), liable chicken (责任鸡 zé rèn jī) and chicken penalty (包鸡 bāo jī) included."
        ).format(option=WU_GU_JI_NAME),
        ref=ref(59, 69, 71, 147),
    ),
    Rule(
        key="sha_ting",
        topic="other",
        title=N_("Kill-ready (杀听 shā tīng): named, never defined"),
        text=N_(
            "Dealer doubling, says the rule text, applies '在报听和杀听、抢杠胡、热炮、普通胡牌都生效' (to declared ready (报听 bào tīng) and kill-ready (杀听 shā tīng), robbed kongs, hot discard (热炮 rè pào) and ordinary wins). Kill-ready is named there only: the rules never say what it is, and the declared ready clause does not mention it."
        ),
        calculator=N_("Kill-ready (杀听 shā tīng) has no value in the calculator and cannot be entered."),
        ref=ref(111, 123),
    ),
    Rule(
        key="gu_mai_fen",
        topic="other",
        title=N_("Gu mai points (估卖分 gū mài fēn): named, never defined"),
        text=N_(
            "When several seats rob the same kong, the rule text scores each as a self-draw, '包括牌型分+估卖分' (pattern points plus gu mai points (估卖分 gū mài fēn)). Gu mai points appears nowhere else: the rules never say what it is or what it is worth."
        ),
        calculator=N_(
            "Gu mai points (估卖分 gū mài fēn) has no value in the calculator: each seat that robs the kong is paid its pattern as a self-draw, the robbed seat paying every share, with chickens and kongs as usual."
        ),
        ref=ref(153),
    ),
)
