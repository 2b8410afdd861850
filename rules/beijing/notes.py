"""How this rule set reads its seed where the seed is silent: shown on the rule page."""

from __future__ import annotations

from rules.model import Example, Rule
from rules.text import N_, NC_, Text

from .options import DADIAO_EXPOSED_ONLY_NAME
from .sources import ref

NOTES: tuple[Text, ...] = (
    N_(
        "Wildcard (惠牌 huì pái): every wildcard in the concealed hand (the winning tile included) is a wildcard and may also stand for itself; a wildcard claimed by pon or exposed kong counts as its face. Four wildcards win at once (四惠牌 sì huì pái), so they cannot be a concealed kong."
    ),
    N_(
        "'Three wildcards (惠牌 huì pái) force a self-draw' counts the wildcard in the winning hand (the winning tile included): with three or more, no discard or robbed-kong win."
    ),
    N_(
        "Where the wildcard (惠牌 huì pái) allow several readings, the one with the highest total is taken and shown; on a tie, the one where wildcard stand for themselves."
    ),
    N_(
        "Four wildcards (四惠牌 sì huì pái) wins whatever the shape; if the 14 tiles also form a winning shape its fans are added too (the rule text's fans add up).",
    ),
    N_(
        "Lone wait (大钓 dà diào): four declared melds (concealed kongs too, unless the option “{option}” is on) leaving one tile. Straight (一条龙 yī tiáo lóng): the runs 123, 456 and 789 of one suit, claimed runs included. Full flush (清一色 qīng yī sè): a wildcard (惠牌 huì pái) counts as the tile it stands for; honors are not a suit."
    ).format(option=DADIAO_EXPOSED_ONLY_NAME),
    N_(
        "Earthly win (地和 dì hú): a non-dealer wins before its own first discard, by self-draw or on a discard. Heavenly win (天和 tiān hú) is the dealer's self-draw only. Last tile (海底捞月 hǎi dǐ lāo yuè) cannot go with a robbed kong or win on a kong (杠上开花 gàng shàng kāi huā) (a kong's replacement comes from the kept-back tiles)."
    ),
    N_(
        "Each winner's 'total' is its hand fan F, which the payments use. The dealer's burn (烧庄 shāo zhuāng) fan is printed as a line of its own (in the first winner's breakdown) and is not part of F."
    ),
    N_(
        "Mutual liability (互包 hù bāo): three or more melds claimed from the same seat (chi, pon, exposed or added kong each count as one claim) form mutual liability automatically. A winner in mutual liability with three seats is paid a share by each. When two partners both win on one discard, each is paid by the other, which nets to the difference (the rule text: 'settled by the difference'). With several winners on one discard, each is settled on its own.",
    ),
    N_(
        "A wildcard (惠牌 huì pái) may stand for any tile, even one whose four copies are all in sight (the rule text sets no limit)."
    ),
)


F = {"flip": "9p"}

RULES: tuple[Rule, ...] = (
    Rule(
        key="tiles",
        topic="table",
        title=N_("Tiles and players"),
        text=N_(
            "136 tiles (characters, dots, bamboo, winds and dragons, four of each), no flowers; four players. "
            "Dragons are kept in the hand as ordinary tiles."
        ),
        ref=ref(21, 25),
    ),
    Rule(
        key="hui",
        topic="table",
        title=N_("Wildcard indicator (惠坯 huì pī) and wildcard (惠牌 huì pái)"),
        text=N_(
            "After the deal the first tile of the replacement wall is turned up and left on the table: the wildcard indicator (惠坯 huì pī). The next tile is the wildcard (惠牌 huì pái): in numbers the next one up in the same suit (1→2 … 8→9, 9→1), in winds E→S→W→N→E, in dragons red → green → white → red."
        ),
        reading=N_(
            "The rule text spells out the order only for the dragons (red → green → white → red); for the other tiles it says only that the indicator works as the usual one ('“惠坯”的功能和前導牌一樣'), whose wildcard is the tile after it. Our reading: numbers go up in their suit, 9 back to 1, and winds go E→S→W→N→E."
        ),
        ref=ref(15, 17),
    ),
    Rule(
        key="deal",
        topic="table",
        title=N_("Who deals next"),
        text=N_(
            "East deals first; the deal then passes East → North → West → South → East. When the dealer wins or the "
            "hand is drawn, the dealer deals again, with no limit; when a non-dealer wins, the deal moves on in that order."
        ),
        calculator=N_("Scores one hand at a time: you enter the dealer and the dealer's streak."),
        ref=ref(41),
    ),
    Rule(
        key="open_self_draw",
        topic="win",
        title=N_("After a claim: self-draw only"),
        text=N_(
            "A hand that has claimed a chi, pon or exposed kong may win only by self-draw, never on a discard. A "
            "closed hand (a concealed kong is fine) may win on a discard."
        ),
        calculator=N_("Refuses such a win and names the rule."),
        ref=ref(29, 31),
        examples=(
            Example.win(
                "123m456p789s234s55z", tile="4s", by="discard", frm=2, dealer=1, indicators=F, shows=("menqing_wuhui",)
            ),
        ),
    ),
    Rule(
        key="rob_kong",
        topic="win",
        title=N_("Robbing a kong"),
        text=N_(
            "A kong may be robbed; it counts as a win on a discard, so only a closed hand may rob, and the robbed "
            "seat pays."
        ),
        ref=ref(33),
        examples=(
            Example.win(
                "234678m345p567s99s", tile="9s", by="robbed_kong", frm=2, dealer=1, indicators=F, shows=("tuidaohu",)
            ),
        ),
    ),
    Rule(
        key="three_hui",
        topic="win",
        title=N_("Three wildcards (惠牌 huì pái): self-draw only"),
        text=N_(
            "With three wildcards (惠牌 huì pái) in hand a player must win by self-draw, even with a closed hand. Four wildcards win at once (四惠牌 sì huì pái)."
        ),
        ref=ref(35, 89),
    ),
    Rule(
        key="shapes",
        topic="win",
        title=N_("Winning shapes"),
        text=N_("Four sets (runs, pungs or kongs) and a pair, or seven pairs."),
        ref=ref(37),
    ),
    Rule(
        key="pay",
        topic="pay",
        title=NC_("beijing.notes", "Who pays whom"),
        text=N_(
            "Points = fan × base points. Self-draw: the winner gets 3 × the hand fan, each other seat pays 1 ×. Discard: the discarder alone pays 1 ×. The dealer's burn (烧庄 shāo zhuāng) fan is separate: the dealer pays it to each of the three others, whoever wins."
        ),
        ref=ref(97, 99, 103, 105, 109, 111),
        examples=(
            Example.win(
                "222p333s444s55s",
                tile="5s",
                melds="111m@2",
                indicators=F,
                options={"base_points": 2000},
                table={"shaozhuang_rounds": 1},
                shows=("hand", "shaozhuang"),
            ),
        ),
    ),
    Rule(
        key="shaozhuang_count",
        topic="pay",
        title=N_("Counting dealer's burn (烧庄 shāo zhuāng) rounds"),
        text=N_(
            "When the dealer's first discard is followed by the same tile from the three others, that is one round of dealer's burn (烧庄 shāo zhuāng); if the second go-round does the same, two rounds, and so on. Once broken, four equal discards later in the hand do not count."
        ),
        reading=N_(
            "Our reading: a go-round in which someone claimed a tile is no dealer's burn (烧庄 shāo zhuāng) round."
        ),
        calculator=N_(
            "Given all four seats' discards in order, the calculator counts dealer's burn (烧庄 shāo zhuāng) itself and says so in the result; otherwise enter the rounds. If both are given and differ, the calculator says so."
        ),
        ref=ref(51, 53),
        examples=(
            Example.win(
                "234678m345p567s99s",
                tile="9s",
                by="discard",
                frm=0,
                seat=1,
                indicators={"flip": "5s"},
                options={"base_points": 500},
                table={"hubao": [[1, 3]]},
                seat_extra={"discards": "1z2z3z"},
                others={0: {"discards": "1z2z3z9s"}, 2: {"discards": "1z2z3z"}, 3: {"discards": "1z2z3z"}},
                shows=("shaozhuang",),
                note=N_(
                    "The rule text's example 2 with dealer's burn (烧庄 shāo zhuāng) counted from the discards: the first three go-rounds are all the same tile (East, South, West wind): 3 rounds = 4 fan."
                ),
            ),
        ),
    ),
    Rule(
        key="draw",
        topic="draw",
        title=N_("Drawn hand (荒牌 huāng pái)"),
        text=N_(
            "The last 7 stacks (14 tiles) are kept back for kong replacements only. When the other tiles are drawn "
            "and only those remain, the hand is drawn and the dealer keeps the deal.",
        ),
        reading=N_(
            "Whether dealer's burn (烧庄 shāo zhuāng) is still paid on a draw the rule text does not say: it is an option (on by default)."
        ),
        ref=ref(45, 47, 41),
    ),
)
