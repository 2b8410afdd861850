"""How this rule set reads its seed where the seed is silent: shown on the rule page."""

from __future__ import annotations

from rules.model import Example, Rule
from rules.text import N_, NC_, Text

from .sources import ref

NOTES: tuple[Text, ...] = (
    N_(
        "惠牌: every 惠牌 in the concealed hand (the winning tile included) is a wildcard and may also stand for "
        "itself; a 惠牌 claimed by pon or exposed kong counts as its face. Four 惠牌 win at once (四惠牌), so they "
        "cannot be a concealed kong."
    ),
    N_(
        "'Three 惠牌 force a self-draw' counts the 惠牌 in the winning hand (the winning tile included): with three "
        "or more, no discard or robbed-kong win."
    ),
    N_(
        "Where the 惠牌 allow several readings, the one with the highest total is taken and shown; on a tie, the "
        "one where 惠牌 stand for themselves."
    ),
    N_(
        "四惠牌 wins whatever the shape; if the 14 tiles also form a winning shape its fans are added too (the "
        "rule text's fans add up).",
    ),
    N_(
        "大钓: four declared melds (concealed kongs too) leaving one tile. 一条龙: the runs 123, 456 and 789 of one "
        "suit, claimed runs included. 清一色: a 惠牌 counts as the tile it stands for; honors are not a suit."
    ),
    N_(
        "地和: a non-dealer wins before its own first discard, by self-draw or on a discard. 天和 is the dealer's "
        "self-draw only. 海底捞月 cannot go with a robbed kong or 杠上开花 (a kong's replacement comes from the "
        "kept-back tiles)."
    ),
    N_(
        "Each winner's 'total' is its hand fan F, which the payments use. The 烧庄 fan is printed as a line of its "
        "own (in the first winner's breakdown) and is not part of F."
    ),
    N_(
        "互包: three or more melds claimed from the same seat (chi, pon, exposed or added kong each count as one "
        "claim) form 互包 automatically. A winner in 互包 with three seats is paid a share by each. When two "
        "partners both win on one discard, each is paid by the other, which nets to the difference (the rule text: 'settled by the difference'). With several winners on one discard, each is settled on its own.",
    ),
    N_("A 惠牌 may stand for any tile, even one whose four copies are all in sight (the rule text sets no limit)."),
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
        title=N_("惠坯 and 惠牌 (wildcards)"),
        text=N_(
            "After the deal the first tile of the replacement wall is turned up and left on the table: the 惠坯. "
            "The next tile is the 惠牌 (wild): in numbers the next one up in the same suit (1→2 … 8→9, 9→1), in "
            "winds E→S→W→N→E, in dragons 中→发→白→中."
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
        calculator=N_("The calculator scores one hand at a time: you enter the dealer and the dealer's streak."),
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
        calculator=N_("The calculator refuses such a win and names the rule."),
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
        title=N_("Three 惠牌: self-draw only"),
        text=N_(
            "With three 惠牌 in hand a player must win by self-draw, even with a closed hand. Four 惠牌 win at once (四惠牌)."
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
            "Points = fan × base points. Self-draw: the winner gets 3 × the hand fan, each other seat pays 1 ×. "
            "Discard: the discarder alone pays 1 ×. The 烧庄 fan is separate: the dealer pays it to each of the "
            "three others, whoever wins."
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
        title=N_("Counting 烧庄 rounds"),
        text=N_(
            "When the dealer's first discard is followed by the same tile from the three others, that is one round "
            "of 烧庄; if the second go-round does the same, two rounds, and so on. Once broken, four equal discards "
            "later in the hand do not count."
        ),
        reading=N_("Our reading: a go-round in which someone claimed a tile is no 烧庄 round."),
        calculator=N_(
            "Given all four seats' discards in order, the calculator counts 烧庄 itself and says so in the result; "
            "otherwise enter the rounds. If both are given and differ, the calculator says so."
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
                    "The rule text's example 2 with 烧庄 counted from the discards: the first three go-rounds are all "
                    "the same tile (East, South, West wind): 3 rounds = 4 fan."
                ),
            ),
        ),
    ),
    Rule(
        key="draw",
        topic="draw",
        title=N_("Drawn hand (荒牌)"),
        text=N_(
            "The last 7 stacks (14 tiles) are kept back for kong replacements only. When the other tiles are drawn "
            "and only those remain, the hand is drawn and the dealer keeps the deal.",
        ),
        reading=N_("Whether 烧庄 is still paid on a draw the rule text does not say: it is an option (on by default)."),
        ref=ref(45, 47, 41),
    ),
)
