"""How this calculator reads the seed where it is silent or loose: shown on the rule page."""

from __future__ import annotations

from rules.model import Example, Rule
from rules.text import N_, NC_

from .sources import ref

NOTES = (
    N_(
        "Which facts are needed when: a winner gives its whole hand (winning tile included) and melds; any other seat gives its whole hand (the calculator then works out readiness and chickens in hand) or just whether it is ready and its chickens in hand. Readiness must be known for a seat with melds, chicken discards or a 冲锋鸡 role, and for every seat on a draw, where a ready seat must give its whole hand for 查叫. A seat given nothing counts as not ready (which then changes nothing)."
    ),
    N_(
        "When a seat's discards are given under 'What happened', its readiness must be known too, whatever the "
        "discards are (the chickens among them are read from them)."
    ),
    N_("本鸡 and 摇摆鸡 are one three-way choice (F+1 / F / F±1), not stacked."),
    N_(
        "The 冲锋鸡 'doubling' doubles that chicken's value: 2, or 4 for a gold one. An unclaimed 冲锋鸡 counts among its "
        "discarder's unclaimed discards: it is told once, in 'First 1s discarded: by whom'. When every seat's discards "
        "are given in order (with the claims), the 冲锋鸡, the 责任鸡 and each seat's unclaimed chickens are read from "
        "them and need not be entered; when both are given and differ, the calculator names the one that does not fit. "
        "A first 1s that was won on is in the winner's hand: no 冲锋鸡."
    ),
    N_(
        "热炮 / 抢杠 烧豆 and 烧鸡 are on by default: the rule text's 不听牌烧鸡烧杠 clause says a seat robbed of its kong or dealing a 热炮 scores no chicken or kong."
    ),
    N_(
        "报听, 天胡 and 地胡 each add the 清一色 value; 天胡 / 地胡 do not add it again for 报听. A 报听 平胡 still needs a pass to win on a discard."
    ),
    N_(
        "Multipliers multiply: self-draw doubling also covers 杠开 and 抢杠 (which counts as a self-draw), and stacks with 杠开 doubling and pattern x2. 杠上花 and 连庄 amounts join the hand value after the multipliers; dealer doubling applies."
    ),
    N_(
        "A draw's 查叫 takes the best pattern over every wait, even a tile whose copies are all in sight; under 缺一门 a hand holding all three suits is not ready. With 查叫全包, 包鸡 and 包杠 apply too."
    ),
)

F = {"flip": "8m"}

# Who pays for a 点豆 (rules-brief: "Guizhou 点豆 payer"): said at the kong payments and at the 点豆 itself.
DIAN_DOU_READING = N_(
    "For 点豆 the rule text says '其他玩家需要支付1分' (the other players pay 1), then, in brackets, "
    "'如果庄家点豆' and '一个玩家需要支付2分' (one player pays 2). Our reading: the discarder alone pays. "
    "Tables where every other seat pays: the calculator does not offer that reading yet."
)

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
        calculator=N_("The calculator scores one hand at a time: you enter the dealer."),
        ref=ref(29, 31, 33),
    ),
    Rule(
        key="discard_win",
        topic="win",
        title=N_("Winning on a discard: the pass"),
        text=N_(
            "Any hand may win by self-draw. To win on a discard a 平胡 needs a pass, any kong of its own (a late "
            "kong, 憨包豆, included); the other patterns need none. On a 热炮, a robbed kong or 地胡 a 平胡 needs no pass."
        ),
        calculator=N_("A 平胡 won on a discard without a pass is refused, with the reason."),
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
        title=N_("热炮 (the discard after a kong)"),
        text=N_(
            "热炮: another seat wins on the first tile a player discards after making a kong (any kind) and drawing "
            "its replacement. It is scored as a discard win, and a 平胡 needs no pass. The seat that dealt it "
            "collects no kong or chicken points (热炮烧豆 / 烧鸡) but still pays. With the 热炮 doubling option the "
            "pattern part is doubled."
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
                note=N_("A 平胡 with no pass may win on a 热炮."),
            ),
        ),
    ),
    Rule(
        key="qiang_gang",
        topic="win",
        title=N_("Robbing a kong (抢杠)"),
        text=N_(
            "Only a 爬坡豆 may be robbed (a pon later made into a kong with the fourth tile, a late one included); "
            "a seat that needs that tile wins, a 平胡 without a pass too. It is scored as a self-draw, but the robbed "
            "seat pays every seat's share of the pattern part ('pays for the other two'); chicken and kong points "
            "are paid as usual. The robbed kong scores nothing, and the robbed seat collects no kong or chicken "
            "points (抢杠烧豆 / 烧鸡). Several seats may rob the same kong; each is scored as a self-draw."
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
                note=N_("Seat 2, robbed, pays every share of the pattern part."),
            ),
        ),
    ),
    Rule(
        key="gang_kai",
        topic="win",
        title=N_("杠开 (win on a kong's replacement)"),
        text=N_(
            "Winning on a kong's replacement tile is scored as a self-draw, and that kong still scores. With the 杠开 "
            "doubling option the pattern part is doubled; the rule text's formula names 杠上花 without an amount (default 0).",
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
        title=N_("What 报听 forbids"),
        text=N_(
            "报听: ready right after one's first discard, and declared. From then on the hand may not change: no pon "
            "and no kong (a concealed one included), only win or pass.",
        ),
        calculator=N_("A 报听 seat holding any pon or kong (a concealed kong included) is refused, naming its 报听."),
        ref=ref(111),
    ),
    Rule(
        key="guo_hu",
        topic="win",
        title=N_("After passing a win or a pon"),
        text=N_(
            "After passing a discard it could have won on, a seat may win only by self-draw, on a 热炮 or by robbing "
            "a kong, not on an ordinary discard. After passing a pon, the same tile may not be ponned in the same "
            "go-round until the hand changes (a draw, pon or kong)."
        ),
        calculator=N_(
            "Give the winner's passed wins (with its discards in order) and the calculator judges 过胡: a later ordinary "
            "discard win is refused, naming the rule; a self-draw, a 热炮 or robbing a kong still scores, with a line "
            "saying so in the result. The pon rule only governs play and changes no score."
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
                    "Seat 1 let seat 3's 6s go, then self-draws a 6s: a self-draw is allowed after a pass and scores as "
                    "usual. Winning on another seat's 6s instead would be refused."
                ),
            ),
        ),
        ref=ref(155, 157),
    ),
    Rule(
        key="chickens_from_discards",
        topic="pay",
        title=N_("Chickens read from the discards"),
        text=N_(
            "The 冲锋鸡 is the hand's first discarded 1s (or 1p / 1m when on): unclaimed, it is its discarder's, worth "
            "double; claimed, it is an ordinary chicken of the claimer, and the discarder pays 1 more (责任鸡). A seat "
            "that is not ready pays 包鸡 for the default chickens it showed by discarding or melding; with 满堂鸡 the "
            "flipped chickens among unclaimed discards count too."
        ),
        calculator=N_(
            "When every seat's discards are given in order (with the claims), all of this is read from them and the "
            "result says whose 冲锋鸡 it is; the 冲锋鸡 fields and 'Chickens it discarded, unclaimed' are for tables "
            "that do not record discards, and if both are given and differ the calculator says which."
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
                    "The dealer, seat 1, discards first and seat 0 self-draws on its second turn; seat 2's 1s is the first 1s, "
                    "unclaimed: its 冲锋鸡, read from the discards."
                ),
            ),
        ),
    ),
    Rule(
        key="pay",
        topic="pay",
        title=N_("Who pays whom"),
        text=N_(
            "A discard win: only the discarder pays the pattern. A self-draw (杠开 included): every other seat pays. "
            "Several winners on one discard: the discarder pays each. Total = (pattern + 杠上花 + chickens + kongs + "
            "连庄) × base points. Dealer doubling (on by default): pattern and kong payments the dealer pays or "
            "receives are doubled; chickens are not. Kongs and chickens are collected only by a seat that won or is "
            "ready; the others only pay."
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
                note=N_("Discard win: only seat 2 pays."),
            ),
            Example.win(
                "111m555m999p22s",
                tile="2s",
                melds="777s@2",
                indicators=F,
                dealer=1,
                shows=("da_dui_zi",),
                note=N_("Self-draw: all three pay, the dealer (seat 1) double."),
            ),
        ),
    ),
    Rule(
        key="kong_payers",
        topic="pay",
        title=N_("Who pays for a kong (豆)"),
        text=N_(
            "A kong scores only when someone wins, and only for an owner who won or is ready: for a concealed kong "
            "(闷豆) or an added one (爬坡豆) every other seat pays 1; for a kong made on a discard (点豆) 1; a late "
            "kong (憨包豆) scores 0 but is a pass. With dealer doubling, what the dealer pays or receives doubles."
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
                    "Seat 0 self-draws holding a kong made on seat 2's discard (点豆): for the kong seat 2 alone pays 1."
                ),
            ),
        ),
    ),
    Rule(
        key="wu_gu_ji",
        topic="other",
        title=N_("乌骨鸡: named, never defined"),
        text=N_(
            "The rule text names 乌骨鸡 beside 幺鸡 three times: the 责任鸡 is paid for '幺鸡和乌骨鸡', and 包鸡 for "
            "'幺鸡或者乌骨鸡' (twice). It never says which tile 乌骨鸡 is, and its list of chickens to choose (幺鸡, "
            "1筒鸡, 1万鸡) does not hold it."
        ),
        reading=N_(
            "No tile is 乌骨鸡 here: the default chickens are 1s, and 1p / 1m when their options are on. Many tables "
            "play 8p as 乌骨鸡, a default chicken like 幺鸡; the calculator does not offer that option yet."
        ),
        ref=ref(59, 69, 71, 147),
    ),
    Rule(
        key="sha_ting",
        topic="other",
        title=N_("杀听: named, never defined"),
        text=N_(
            "Dealer doubling, says the rule text, applies '在报听和杀听、抢杠胡、热炮、普通胡牌都生效' (to 报听 and 杀听, "
            "robbed kongs, 热炮 and ordinary wins). 杀听 is named there only: the rules never say what it is, and the "
            "报听 clause does not mention it."
        ),
        calculator=N_("杀听 has no value in the calculator and cannot be entered."),
        ref=ref(111, 123),
    ),
    Rule(
        key="gu_mai_fen",
        topic="other",
        title=N_("估卖分: named, never defined"),
        text=N_(
            "When several seats rob the same kong, the rule text scores each as a self-draw, '包括牌型分+估卖分' "
            "(pattern points plus 估卖分). 估卖分 appears nowhere else: the rules never say what it is or what it is "
            "worth."
        ),
        calculator=N_(
            "估卖分 has no value in the calculator: each seat that robs the kong is paid its pattern as a self-draw, "
            "the robbed seat paying every share, with chickens and kongs as usual."
        ),
        ref=ref(153),
    ),
)
