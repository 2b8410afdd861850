"""How this rule set reads its seed where the seed is silent or doubtful: shown on the rule page."""

from __future__ import annotations

from rules.model import Example, Rule
from rules.refs import SeatRef
from rules.text import N_, NC_

from .options import LISTED_FORMS_ONLY_NAME, LISTED_FORMS_READING, SAN_CAI_SHEN_READING
from .sources import ref

NOTES = (
    N_(
        'The wildcard (财神 cái shén): the tiles of the flipped tile\'s kind are wild; each may stand for any tile or for itself (归位 guī wèi). The rule text does not say whether the flipped tile stays on the table. By default it only shows which kind is the wildcard and goes back into play: all four wildcards are in play and one hand may hold four. With the option "Flipped tile stays on the table" it takes one of the four copies, three wildcards are left, and a fourth is refused as a fifth copy of the kind.'
    ),
    N_(
        "Three wildcards (财神 cái shén) means three or more in the hand: four wildcards in the hand are three wildcards (三财神 sān cái shén) too, whether or not a wildcard stands for another tile; the best wildcard reading is still shown. A wildcard in a meld is not in the hand."
    ),
    N_(
        "White dragon (白板 bái bǎn) stands for the wildcard (财神 cái shén)'s own kind: every white dragon in a hand is an ordinary tile of that kind (not wild). If the flip is the white dragon itself, the white dragons are the wildcards and nothing stands in for them. A chi that uses a white dragon must be written with the wildcard's kind in its place (wildcard 5m: 4m, white dragon, 6m as 456m), since the common check accepts only three consecutive tiles of one suit."
    ),
    N_(
        "Every way the wildcard (财神 cái shén) can stand is tried and the best kept: if every wildcard can stand as itself the hand is read hard (a hard hand when self-drawn); otherwise every reading is soft, and one is shown (the one with the fewest wildcard standing for another tile)."
    ),
    N_(
        "Multiplier: a soft hand, and a win with no wildcard (财神 cái shén) standing in that was not self-drawn, are 1; a hard hand is 2 (self-drawn with no wildcard or every wildcard as itself, three wildcards, robbing a kong with wildcard); a special win (天胡 tiān hú / 地胡 dì hú / 硬八对 yìng bā duì / 三财神 sān cái shén / 单吊 dān diào) doubles once more, only once however many; a hard special win is double double (双翻 shuāng fān), 4, the most."
    ),
    N_(
        'Hard eight pairs (硬八对 yìng bā duì) follows the rule text\'s "no wildcard (财神 cái shén)": the hand holds none (not even as itself); white dragon (白板 bái bǎn), an ordinary tile, is fine. Wildcard money counts the wildcard in the concealed hand only; a wildcard in a meld stands as itself.'
    ),
    N_(
        "On a robbed kong the robbed seat pays as a discarder would. Heavenly win (天胡 tiān hú): the dealer's self-draw on its first draw (tick 'first turn' in the calculator); earthly win (地胡 dì hú): a non-dealer's win on the dealer's first discard."
    ),
    N_(
        "One winner per hand: when several claim the same tile, the first in turn order wins, a special win first "
        "(as the rule text says; an option). A request giving several winners is an error that names the seat that wins.",
    ),
    N_(
        "A wildcard (财神 cái shén) may stand for any tile, even one whose four copies are all in sight (the rule text sets no limit)."
    ),
)

F = {"flip": "5m"}

RULES: tuple[Rule, ...] = (
    Rule(
        key="players",
        topic="table",
        title=N_("Players and tiles"),
        text=N_(
            "Four players (East, South, West, North) or two. 136 tiles: characters, dots, bamboo, the four winds and "
            "the three dragons, four of each. The dealer starts with 17 tiles, the others with 16; a winning hand has "
            "17 (see the winning shapes). With two players the rules are the same, with two seats fewer."
        ),
        ref=ref(1, 2, 3, 4, 10),
        examples=(
            Example.win(
                "123m456789p23478s77z9s",
                tile="9s",
                by="discard",
                frm=1,
                players=2,
                indicators=F,
                shows=("ping_hu",),
                note=N_("Two players: the discarder pays."),
            ),
        ),
    ),
    Rule(
        key="deal",
        topic="table",
        title=NC_("wenzhou.notes", "Who deals next"),
        text=N_(
            "East deals the first hand; the others are non-dealers. The deal then passes counter-clockwise. When "
            "the dealer wins it deals again and the base rises one step (see the base option); after the dealer has "
            "kept the deal four times, the four players draw their seats again."
        ),
        calculator=N_("Scores one hand at a time: you enter the dealer and the dealer's streak."),
        ref=ref(1, 10, 38),
    ),
    Rule(
        key="discard_order",
        topic="table",
        title=N_("What must be discarded"),
        text=N_(
            "Winds and dragons go first: when someone has discarded a wind or dragon, a later player holding a single "
            "copy of it must discard it; otherwise another honor; only without honors another tile. Pon beats chi, "
            "and chi only from the player before."
        ),
        calculator=N_("A rule of play; the calculator does not check it."),
        ref=ref(11, 12, 15),
    ),
    Rule(
        key="shapes",
        topic="win",
        title=N_("Winning shapes"),
        text=N_(
            "A winning hand holds a pair (the pair (将 jiàng), which the rule text calls pair (牛 niú)) and five sets, claimed ones included. The rule text lists five forms, a to e: the pair with five runs (ABC); with four runs and a pung (AAA); with three runs and two pungs; with two runs and three pungs; with one run and four pungs. The special wins also win: hard eight pairs (硬八对 yìng bā duì) (eight pairs and one tile, no wildcard (财神 cái shén)), three wildcards (三财神 sān cái shén), heavenly win (天胡 tiān hú), earthly win (地胡 dì hú) and single wait (单吊 dān diào)."
        ),
        reading=LISTED_FORMS_READING + N_(" ") + SAN_CAI_SHEN_READING,
        ref=ref(18, 19, 20, 21, 22, 23, 24, 28, 35),
        examples=(
            Example.win(
                "111m222p333s444s666p77z",
                tile="7z",
                indicators=F,
                shows=("ying_pai",),
                note=N_(
                    "Five pungs and a pair, self-drawn with no wildcard (财神 cái shén): a win by our reading, a hard hand (×2)."
                ),
            ),
            Example.win(
                "1479m258p369s1234z55m5m",
                tile="5m",
                indicators=F,
                shows=("san_cai_shen",),
                note=N_(
                    "Three wildcards (财神 cái shén) 5m and no shape: by our reading three wildcards (三财神 sān cái shén), double double (双翻 shuāng fān) 4; read as written it would be hard only, ×2."
                ),
            ),
            Example.win(
                "123m222p333s444s666p77z",
                tile="7z",
                indicators=F,
                options={"listed_forms_only": True},
                shows=("ying_pai",),
                note=N_(
                    "With “{option}” on: one run (123m) and four pungs, form e, still wins; without the run (111m) it would not."
                ).format(option=LISTED_FORMS_ONLY_NAME),
            ),
        ),
    ),
    Rule(
        key="claim_order",
        topic="win",
        title=N_("Several seats win on one discard"),
        text=N_(
            "Only one seat wins a hand. When several want the same discard, the first in turn order from the discarder wins; but a special hand (天胡 tiān hú / 地胡 dì hú / 硬八对 yìng bā duì / 三财神 sān cái shén / 单吊 dān diào) goes first whatever the order, and among several special hands turn order decides again."
        ),
        calculator=N_(
            "When you name the winner and give other seats' hands too, the calculator checks whether they also win "
            "on that discard: if another seat should have it, it says which and why; if your winner keeps it, the "
            "result says why in a line of its own. A seat that let the tile pass (among its passed wins) is left out."
        )
        + N_(
            " That a special hand goes first is an option, “Special wins take precedence” (on by default, as the "
            "rule text says); off, turn order alone decides."
        ),
        ref=ref(32, 37),
        examples=(
            Example.win(
                "1122m3344p556699s7z1z7z",
                tile="7z",
                by="discard",
                frm=0,
                seat=2,
                indicators={"flip": "5m"},
                others={1: {"hand": "123m456789p234789s7z"}},
                shows=("ying_ba_dui",),
                note=N_(
                    "{s0} discards 7z: {s1} comes first and could win too (a plain hand), but {s2} holds hard eight pairs (硬八对 yìng bā duì), a special hand, which goes first: {s2} wins."
                ).format(s0=SeatRef(0, initial=True), s1=SeatRef(1), s2=SeatRef(2)),
            ),
        ),
    ),
    Rule(
        key="draw",
        topic="draw",
        title=N_("Drawn hand"),
        text=N_(
            "The last 16 tiles serve only as kong replacements. When the rest are drawn and nobody has won, the hand is drawn and a new one begins. Nobody pays for the hand; with wildcard (财神 cái shén) money on, each wildcard held is still paid for."
        ),
        reading=N_(
            "The rule text's wildcard money (财神钱 cái shén qián) names no exception for a drawn hand: with the option on, we settle it at the end of every hand, a drawn one included. Nothing else is paid on a draw."
        ),
        ref=ref(17, 43),
        examples=(
            Example(
                request={
                    "players": 4,
                    "dealer": 0,
                    "indicators": F,
                    "options": {"cai_shen_qian": True},
                    "seats": [{"cai_shen": 1}, {"cai_shen": 0}, {"cai_shen": 2}, {"cai_shen": 0}],
                },
                shows=("cai_shen_qian",),
                note=N_(
                    "A drawn hand with wildcard (财神 cái shén) money on: East holds one wildcard, West two; each collects 1 per wildcard from every other seat, and nobody pays for the hand."
                ),
            ),
        ),
    ),
    Rule(
        key="pay",
        topic="pay",
        title=N_("Who pays whom"),
        text=N_(
            "Each payment = base × multiplier (soft 1, hard 2, double double (双翻 shuāng fān) 4). Between the dealer and a non-dealer the base follows the progression by the dealer's streak (e.g. 10, 20, 30, 40); between non-dealers it is the first value. The dealer's buy (买底 mǎi dǐ) and non-dealer's raise (顶底 dǐng dǐ) (a non-dealer's raise) add to the base of payments with the dealer, each at most this hand's base. Self-draw: every other seat pays; discard: the discarder pays."
        ),
        reading=N_(
            "Dealer's buy (买底 mǎi dǐ) and non-dealer's raise (顶底 dǐng dǐ) also apply when the dealer loses (both ways); on a discard the discarder pays its own share only (paying every seat's share is an option)."
        ),
        ref=ref(38, 39, 40, 41, 42, 44, 45),
        examples=(
            Example.win(
                "123456m789p234789s77z",
                tile="7z",
                seat=1,
                indicators=F,
                dealer=0,
                dealer_streak=1,
                table={"maidi": 10},
                shows=("ying_pai",),
                note=N_(
                    "The dealer's streak is 1 (base 20) with dealer's buy (买底 mǎi dǐ) 10; a non-dealer self-draws a hard hand."
                ),
            ),
        ),
    ),
    Rule(
        key="cai_shen_qian",
        topic="pay",
        title=N_("Wildcard (财神 cái shén) money"),
        text=N_(
            "If the players choose it: for each wildcard (财神 cái shén) in hand, a player gets 1 point from every other player."
        ),
        ref=ref(43),
        examples=(
            Example.win(
                "13m456789p234789s77z5m",
                tile="5m",
                indicators=F,
                options={"cai_shen_qian": True},
                others={1: {"cai_shen": 1}, 2: {"cai_shen": 0}, 3: {"cai_shen": 0}},
                shows=("ruan_pai", "cai_shen_qian"),
            ),
        ),
    ),
)
