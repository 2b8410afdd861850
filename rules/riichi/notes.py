"""The riichi rule page in our own words: the seed's table rules (001), and how this site reads them."""

from __future__ import annotations

from rules.model import Example, Rule
from rules.text import N_, Text

from .sources import MAHJONG_SOUL_3P, SANMA, TENHOU_3P, seed

# A yaku the seed does not list is a standard riichi yaku (rules-brief: "standard riichi mahjong").
UNLISTED_READING = N_(
    "The rule text lists only a few yaku (riichi, menzen tsumo, wind sets); this one follows standard Japanese "
    "riichi rules (the text's title is 'Japanese mahjong')."
)

NOTES: tuple[Text, ...] = (
    N_(
        "When a hand reads several ways, the reading worth the most points wins; on equal points, the one with more han."
    ),
    N_(
        "Riichi sticks already on the table belong to no seat: the sticks a winner collects are shown apart and "
        "counted in each seat's score change, while the hand's own payments sum to zero. After a draw they stay "
        "on the table."
    ),
    N_(
        "In a double ron, riichi sticks go to the winner nearest the discarder in turn order; the honba follow the "
        "option: by the rule text every winner gets them ('every win after the dealer kept the deal'), or only "
        "the nearest."
    ),
)

# The order of the dragons for the dora was a picture in the rule text, lost (rules-brief: "Riichi dora order").
DORA_ORDER_READING = N_(
    "The rule text drew its indicator examples as pictures, now lost: its note on the order reads only "
    "'的传统顺序在此规则中为' (the traditional order of … is, in these rules, …), the tiles missing. Our reading: "
    "the standard order, numbers up one (9 → 1), winds E → S → W → N → E, dragons white → green → red → white (an "
    "indicator red makes white the dora)."
)

# "只能够抢明杠": which kong may be robbed (rules-brief: "Riichi robbing a kong"): said at the option, the rule
# and the chankan yaku. 明杠 is both open kongs, as in the fu (fu_open_kong).
ROB_ANY_KONG_NAME = N_("Robbing a kong: any open kong")
CHANKAN_READING = N_(
    "The rule text says '只能够抢明杠'. An open kong (明杠 míng gàng) is either a kong on a discard (大明杠 dà míng gàng) or an added kong (加杠 jiā gàng), and the fu count both alike. Our reading, the default: the kong that may be robbed is the added kong (a fourth tile added to one's own pon), the usual meaning of robbing a kong. The option “{option}” lets a kong on a discard be robbed too: the winner takes the tile the kong was called on, and the seat that called it pays, as for an added kong."
).format(option=ROB_ANY_KONG_NAME)

LIABILITY_READING = N_(
    "Liability: the rule text has the liable seat 'pay all the points', so when daisangen / daisuushii comes "
    "with another yakuman it answers for the whole hand; it can be set to answer only for the daisangen / "
    "daisuushii part (Tenhou). On a self-draw the liable seat also pays the honba."
)

PINFU_SHAPE = "234m567p789s23455p"
FURITEN_HAND = "123m456p789p234s88s"  # waits on 1s and 4s (23s), won on 4s

RULES: tuple[Rule, ...] = (
    Rule(
        key="dealer",
        topic="table",
        title=N_("Keeping the deal (连庄 lián zhuāng) and honba"),
        text=N_(
            "A dealer who wins deals again. For each hand kept the dealer puts out a 100-point marker, taken back after the next win. A win after dealer streak (连庄 lián zhuāng) earns 1500 more per count: 500 from each on a self-draw, 1500 from the discarder on a ron. In the last hand of the South round, a winning dealer who is top ends the game."
        ),
        reading=N_(
            "The rule text's count is of hands the dealer kept by winning; the dealer also keeps the deal on a draw "
            "when ready, and on an abortive draw. The Tenhou preset counts standard honba instead."
        ),
        calculator=N_(
            "Scores one hand at a time: you enter the dealer and the streak; it does not decide the end of the game."
        ),
        ref=seed(61, 62, 63, 64, 65, 66),
        examples=(
            Example.win(
                PINFU_SHAPE,
                by="discard",
                frm=1,
                dealer=0,
                dealer_streak=2,
                seat_extra={"riichi": "single"},
                shows=("honba",),
                note=N_("The dealer, two hands kept, wins on a discard: 3000 more."),
            ),
        ),
    ),
    Rule(
        key="dora",
        topic="table",
        title=N_("Dora (明花 míng huā) and ura-dora (暗花 àn huā)"),
        text=N_(
            "The top tile of the third stack from the end is turned up; the next tile after it is dora (明花 míng huā) for everyone, one han per copy held. The tile under it gives the ura-dora (暗花 àn huā), for a winner who declared riichi only. Each kong turns up one more indicator to the left, with a new ura under it. Dora never make the one han a win needs: a hand with only dora is a false win (诈和 zhà hú)."
        ),
        reading=DORA_ORDER_READING,
        ref=seed(5, 6, 7, 9, 10, 11, 12, 13, 15),
        examples=(
            Example.win(
                PINFU_SHAPE,
                by="discard",
                seat_extra={"riichi": "single"},
                dealer=1,
                indicators={"dora": "9s", "ura": "1m"},
                shows=("ura_dora",),
            ),
        ),
    ),
    Rule(
        key="claims",
        topic="table",
        title=N_("Claiming a discard: pon before chi"),
        text=N_(
            "A claimed tile is laid sideways, pointing at the seat that discarded it, with the claimed set at the "
            "claimer's right end. A pon goes before a chi, but the player who wants to pon must be quick: once the "
            "player who chis has put the tile into its set, the pon is lost, and that tile is then treated as an "
            "exposed tile (曝光牌 bào guāng pái)."
        ),
        calculator=N_("A rule of play; the calculator does not check it."),
        ref=seed(16, 17, 18, 19),
    ),
    Rule(
        key="one_han",
        topic="win",
        title=N_("At least one han"),
        text=N_(
            "A win needs at least one han from a yaku, else it is a false win (诈和 zhà hú): a ron without a yaku is one, but a closed hand may always win by self-draw (menzen tsumo is a yaku)."
        ),
        calculator=N_(
            "A win with no yaku (or an incomplete hand) is not scored as a win; the calculator says it is a false win. "
            "Pick that seat as the seat that committed chombo and it is settled with the false-win penalty, the "
            "reason shown. A valid win cannot be named as a chombo. The same holds in a triple ron: all three "
            "must be real wins."
        ),
        ref=seed(13, 24, 25),
        examples=(
            Example.win(
                "234m567p99s555s",
                tile="5s",
                by="discard",
                frm=2,
                seat=1,
                melds="123s",
                table={"chombo": 1},
                shows=("chombo",),
                note=N_(
                    "An open hand with no yaku calls ron: a false win, paying a mangan as for a self-draw (4000 to "
                    "the dealer, 2000 to each other seat)."
                ),
            ),
        ),
    ),
    Rule(
        key="chankan_added",
        topic="win",
        title=N_("Robbing a kong: an added kong only"),
        text=N_(
            "The rule text: '只能够抢明杠' (only an open kong (明杠 míng gàng) may be robbed), and robbing it is itself one han."
        ),
        reading=CHANKAN_READING,
        ref=seed(26, 27),
        examples=(Example.win(PINFU_SHAPE, by="robbed_kong", frm=1, dealer=1, shows=("chankan",)),),
    ),
    Rule(
        key="furiten",
        topic="win",
        title=N_("Furiten: when a ron is not allowed"),
        text=N_(
            "A seat whose waits include a tile it has discarded may not win on a discard, only by self-draw (until it changes its wait). After riichi, a seat that passed a winning discard may then only self-draw. A seat that passed a winning discard may not win on another in the same go-round. Such a ron is a false win (诈和 zhà hú), settled with the false-win penalty."
        ),
        calculator=N_(
            "Give the winner's discards (with its riichi tile and the wins it let pass) under 'What happened' and "
            "the calculator judges furiten: a furiten ron scores nothing and is settled with the false-win penalty, "
            "saying which furiten it was. A self-draw is not affected."
        ),
        ref=seed(49, 52, 53, 57, 81, 82),
        examples=(
            Example.win(
                FURITEN_HAND,
                tile="4s",
                by="discard",
                frm=2,
                seat=1,
                seat_extra={"discards": "9p1s"},
                shows=("chombo",),
                note=N_(
                    "Waiting on 1s and 4s after discarding 1s itself: the ron on 4s is furiten, a false win (4000 to "
                    "the dealer, 2000 to each other seat)."
                ),
            ),
            Example.win(
                FURITEN_HAND,
                tile="4s",
                by="discard",
                frm=2,
                seat=1,
                seat_extra={
                    "riichi": "single",
                    "discards": "9p1m5z",
                    "riichi_at": 2,
                    "passed": [{"tile": "1s", "from": 3, "after": 2}],
                },
                shows=("chombo",),
                note=N_(
                    "After riichi it let the 1s of the seat across pass (自摸听 zì mō tīng), then called ron on 4s: a false win."
                ),
            ),
            Example.win(
                FURITEN_HAND,
                tile="4s",
                by="discard",
                frm=3,
                seat=1,
                seat_extra={"discards": "9p1m", "passed": [{"tile": "1s", "from": 2, "after": 2}]},
                others={0: {"discards": "1z9m"}, 2: {"discards": "2z1s"}, 3: {"discards": "3z4s"}},
                shows=("chombo",),
                note=N_(
                    "It let the next seat's 1s pass and called ron on the following seat's 4s in the same go-round: "
                    "a false win."
                ),
            ),
        ),
    ),
    Rule(
        key="early_draw",
        topic="other",
        title=N_("Drawing too early"),
        text=N_(
            "Drawing before the player on one's left has discarded, or discarding before drawing, costs 1000 points. "
            "A tile that touches the table inside the walls is discarded."
        ),
        calculator=N_(
            "This penalty is not part of a hand's settlement and the calculator does not compute it; record it apart."
        ),
        ref=seed(21, 23),
    ),
    Rule(
        key="exhaustive_draw",
        topic="draw",
        title=N_("Exhaustive draw and noten payments"),
        text=N_(
            "Play stops at the seventh stack from the end (7 with one kong, 8 with two); with no winner it is an "
            "exhaustive draw. The seats that are not ready pay the ready ones 3000 in all: one noten seat pays 3000 "
            "(1000 to each); two against two pay 1500 each; with three noten, the ready seat gets 1000 from each."
        ),
        ref=seed(30, 31, 32, 33, 34, 36, 37),
        examples=(
            Example(
                request={
                    "players": 4,
                    "dealer": 0,
                    "seats": [
                        {"hand": "234m567p789s2345p", "tenpai": True},
                        {"hand": "1357m2468p1357s1z", "tenpai": False},
                        {"hand": "234m567p789s2355s"},
                        {"hand": "1359m2469p1359s2z"},
                    ],
                },
                shows=("noten",),
                note=N_("Two ready, two not."),
            ),
        ),
    ),
    Rule(
        key="abortive_draw",
        topic="draw",
        title=N_("Abortive draws"),
        text=N_(
            "The hand is void and dealt again when: the dealer's dealt hand, or a non-dealer's after its first draw, "
            "holds more than nine terminal and honor tiles; the dealer discards a wind and the three others discard "
            "the same wind (none of them has to follow, even holding that wind); all four declare riichi; three "
            "seats win on one discard; every seat has made one kong. "
            "Everything on the table carries to the next hand, for its winner."
        ),
        reading=N_(
            "The rule text counts terminal and honor tiles (more than nine), not the usual nine kinds (an option "
            "changes it); 'every seat has one kong' is taken as written (an option makes it four kongs by two or "
            "more seats). For a triple ron all three must be real wins (complete, with a yaku, not furiten), else "
            "it is a false win."
        ),
        calculator=N_(
            "Settles the kind of draw you pick (no payments; riichi sticks stay on the table). When the facts are given it checks them: the first hand with the tile drawn, the four first discards, each seat's riichi, each seat's kongs; it says so when they hold and names what is wrong when they do not. A draw given without its facts is accepted as it is. Four riichi puts every seat's stick on the table (each seat -1000), each seat's riichi given or not: the draw itself says all four declared."
        ),
        ref=seed(38, 39, 41, 42, 44, 45, 46, 47, 48),
        examples=(
            Example(
                request={
                    "players": 4,
                    "dealer": 0,
                    "table": {"draw": "four_winds"},
                    "seats": [{"discards": "1z"}, {"discards": "1z"}, {"discards": "1z"}, {"discards": "1z"}],
                },
                note=N_("All four discard East first: four winds."),
            ),
            Example(
                request={
                    "players": 4,
                    "dealer": 0,
                    "table": {"draw": "nine_terminals"},
                    "seats": [{"hand": "19m19p19s1234z567m", "drawn": "5z"}, {}, {}, {}],
                },
                note=N_("The dealer's 14 dealt tiles hold 11 terminals and honors (more than nine): an abortive draw."),
            ),
            Example(
                request={
                    "players": 4,
                    "dealer": 0,
                    "seats": [
                        {},
                        {"hand": "123m456p789p234s88s", "win": {"tile": "4s", "by": "discard", "from": 0}},
                        {"hand": "345s678m678p99m111z", "win": {"tile": "4s", "by": "discard", "from": 0}},
                        {"hand": "456m123p456s789s22p", "win": {"tile": "4s", "by": "discard", "from": 0}},
                    ],
                },
                note=N_(
                    "Three seats win for real on the dealer's 4s (pinfu, the East set, pinfu): a triple ron, an "
                    "abortive draw; nobody pays."
                ),
            ),
            Example(
                request={
                    "players": 4,
                    "dealer": 0,
                    "table": {"draw": "four_kongs"},
                    "seats": [
                        {"hand": "2345678m999m", "melds": [{"kind": "kong", "tiles": "1111m", "kong": "concealed"}]},
                        {"hand": "2345678p999p", "melds": [{"kind": "kong", "tiles": "1111p", "kong": "concealed"}]},
                        {"hand": "2345678s999s", "melds": [{"kind": "kong", "tiles": "1111s", "kong": "concealed"}]},
                        {"hand": "2223334445z", "melds": [{"kind": "kong", "tiles": "1111z", "kong": "concealed"}]},
                    ],
                },
                note=N_("Every seat holds one kong: an abortive draw."),
            ),
            Example(
                request={"players": 4, "table": {"draw": "four_riichi"}, "seats": [{"riichi": "single"}] * 4},
                note=N_("Four riichi: nobody pays."),
            ),
        ),
    ),
    Rule(
        key="chombo",
        topic="pay",
        title=N_("The false-win penalty"),
        text=N_(
            "A false win costs a mangan as a self-draw would: a non-dealer pays the dealer 4000 and the others 2000 "
            "each; the dealer pays 4000 to each."
        ),
        calculator=N_(
            "A false win voids the hand: it cannot stand with another seat's win or an abortive draw (only when "
            "another seat wins for real on the same discard does the false winner pay its penalty beside that win)."
        ),
        ref=seed(67, 68),
        examples=(
            Example(
                request={"players": 4, "dealer": 0, "table": {"chombo": 2}, "seats": [{}, {}, {}, {}]},
                shows=("chombo",),
            ),
        ),
    ),
    Rule(
        key="liability",
        topic="pay",
        title=N_("Liability for a yakuman (包牌 bāo pái)"),
        text=N_(
            "When a seat has ponned two dragons and another discards the third for it to pon, making daisangen, that "
            "discarder is liable: on a self-draw it pays everything, on a ron half. The same for feeding the last "
            "wind of daisuushii."
        ),
        reading=LIABILITY_READING,
        ref=seed(69, 70, 71, 72, 73, 74),
        examples=(
            Example.win(
                "555666z234m11p",
                tile="1p",
                melds="777z@2",
                seat_extra={"liable": 2},
                dealer=1,
                shows=("daisangen", "liability"),
            ),
        ),
    ),
    Rule(
        key="riichi_rules",
        topic="win",
        title=N_("Declaring riichi (报听 bào tīng)"),
        text=N_(
            "A closed ready hand may declare riichi (报听 bào tīng) for one han, putting up 1000 points and turning the declaring discard sideways. The hand may not change until it wins or the hand is drawn; a concealed kong that keeps the wait is allowed. Only a riichi winner looks at the ura-dora (暗花 àn huā)."
        ),
        ref=seed(77, 78, 79, 80, 87),
        examples=(
            Example.win(PINFU_SHAPE, by="discard", seat_extra={"riichi": "single"}, dealer=1, shows=("riichi",)),
        ),
    ),
    Rule(
        key="game_end",
        topic="table",
        title=N_("Where the game ends, and its final result"),
        text=N_(
            "The rule text says only this of the end: in the last hand of the South round, a winning dealer who is "
            "top ends the game (§11.3). Its table plays East and South rounds and ranks the players by their "
            "points."
        ),
        reading=N_(
            "Every other end and the final result are options with presets beside the rule preset. Tenhou "
            "(East-South, and East only), as 1,583 of its Phoenix-room games of January 2022 show: 25,000 to start, "
            "30,000 return, uma +20/+10/-10/-20; after the last hand with nobody at 30,000 a sudden-death extra round "
            "(West, or South in an East-only game) to its fourth hand at most; a last-hand dealer who wins, or is "
            "tenpai at a draw, and is top with 30,000 ends the game; below zero ends it, exactly zero does not; "
            "sticks left go to the top; the others' final points rounded to whole thousands, 500 away from zero, the "
            "top taking the rest; equal points in seat order from the first dealer. Mahjong Soul: the same end, its "
            "score the points over 25,000 plus uma +15/+5/-5/-15 (riichi.wiki, 'Majsoul'). EMA Riichi Competition "
            "Rules 2016 and World Riichi Championship Rules 2015 (§5.9): 30,000 start and return, uma "
            "+15/+5/-5/-15 shared by players on equal points, the game ends after South 4 (no agari-yame, no "
            "tenpai-yame), negative points do not end it."
        ),
        calculator=N_(
            "The scoresheet plays the table on by these options: who deals, the honba and sticks, where the game "
            "ends, and the final points, uma, oka and final scores once it has ended."
        ),
        ref=seed(66),
    ),
    # ------------------------------------------------ three players (issue 27) ---
    Rule(
        key="three_players",
        topic="table",
        title=N_("Three players (sanma)"),
        text=N_(
            "Three can play: the 2m to 8m are taken out (108 tiles: 1m and 9m, pins, bamboos and honors), so a 1m "
            "indicator makes 9m the dora and a 9m one makes 1m. Nobody calls chi; pon and kong stand. The seats are "
            "East, South and West; North is a guest wind for everyone. A North tile may be set aside (nukidora)"
            " for a replacement draw from the dead wall: each one set aside is a dora. Four winds and four "
            "riichi cannot happen, nor a triple ron; nine terminals and the four-kong draw remain."
        ),
        reading=N_(
            "The four-kong draw with three seats is four kongs by two or more seats, whatever the four-player "
            "option says (one kong at every seat is three kongs). The tiles are counted as at four: the North "
            "tiles set aside are given apart (each seat's count of North tiles extracted), not in the hand, and "
            "with the hands, melds and indicators they may not pass four."
        ),
        calculator=N_(
            "Scores a hand of three seats: choose 3 players, or the preset Tenhou three-player ranked or Mahjong "
            "Soul three-player (made for three). The rules of the four-player table apply where "
            "three players change nothing."
        ),
        ref=SANMA,
        examples=(
            Example.win(
                "99m234p567p345s789s",
                tile="9s",
                players=3,
                dealer=1,
                indicators={"dora": "1m"},
                seat_extra={"riichi": "single", "nuki": 1},
                shows=("dora", "nukidora"),
                note=N_("Indicator 1m: the dora is 9m (two held); one North set aside is one more han."),
            ),
        ),
    ),
    Rule(
        key="three_players_north",
        topic="win",
        title=N_("Setting a North aside (nukidora)"),
        text=N_(
            "A seat may set a North from its hand aside, face up, and draw a replacement from the dead wall. Each "
            "North set aside is one han of dora, counted again as dora or ura-dora when North is one (indicator "
            "West); it is no part of the hand, so it breaks no yaku. A win on the replacement tile counts rinshan, "
            "as after a kong. Setting a North aside is a call: it ends ippatsu and the first go-round (no double "
            "riichi, tenhou or chiihou after it). Another seat may win on the North just set aside, as on a discard: "
            "the seat that set it aside pays, and the win is not robbing a kong (no chankan)."
        ),
        reading=N_(
            "Tenhou and Mahjong Soul let any hand win on a North set aside; the option allows it to thirteen orphans "
            "only, or not at all. The calculator reads ippatsu and double riichi as given: say them as they "
            "happened."
        ),
        calculator=N_(
            "Give the Norths a seat set aside as its North tiles extracted; a win on the replacement tile as after a kong "
            "(rinshan); a win on a North set aside as a win on a discard from that seat, marked “Won on an extracted "
            "North”."
        ),
        ref=MAHJONG_SOUL_3P,
        examples=(
            Example.win(
                "99m234p567p345s789s",
                tile="9s",
                players=3,
                dealer=1,
                flags=("after_kong",),
                indicators={"dora": "3z"},
                seat_extra={"nuki": 1},
                shows=("rinshan", "nukidora", "dora"),
                note=N_(
                    "A win on the tile drawn for a North set aside: rinshan. Indicator West makes North the dora: the "
                    "North set aside counts twice."
                ),
            ),
            Example.win(
                "19m19p19s1235567z4z",
                tile="4z",
                by="discard",
                frm=2,
                players=3,
                dealer=1,
                win_extra={"robbed_north": True},
                shows=("kokushi",),
                note=N_("Thirteen orphans wins on the North that South set aside: South pays, no chankan."),
            ),
        ),
    ),
    Rule(
        key="three_players_pay",
        topic="pay",
        title=N_("Paying with three players"),
        text=N_(
            "A win on a discard is paid as at four. A self-draw has two payers: each pays what it would pay at four "
            "and the missing North seat's share is lost (tsumo loss, tsumo-son: a non-dealer's mangan is 4000 + 2000), "
            "or that share is split between them (North-bisection). Each honba is 100 from each payer on a self-draw and "
            "200 from the discarder. Noten payments are 2,000 in all: one seat ready gets 1,000 from each of the "
            "others, two ready get 1,000 each from the third. Nagashi mangan and the false-win penalty are paid as "
            "a self-draw."
        ),
        reading=N_(
            "Split (North-bisection), as Mahjong Soul reckons it: the missing seat's four-player share is halved and "
            "rounded up to 100, and each payer adds that to its own (a non-dealer's 40 fu 3 han: 3300 + 2000). The "
            "honba at three keep each payer's third of the four-player value (Tenhou's 300: 100 each, 200 on a ron)."
        ),
        calculator=N_(
            "Settles the three seats by the options “Self-draw with three players” and “Noten payments with three "
            "players”; Tenhou's three-player logs (3,967 wins, 593 draws of January 2022) agree with it."
        ),
        ref=TENHOU_3P,
        examples=(
            Example.win(
                "99m234p567p345s789s",
                tile="9s",
                players=3,
                dealer=0,
                seat=1,
                dealer_streak=1,
                preset="tenhou_sanma",
                indicators={"dora": "1m"},
                seat_extra={"nuki": 1},
                shows=("honba",),
                note=N_(
                    "Tenhou three-player: a non-dealer's mangan by self-draw with one honba: 4,100 from the dealer, "
                    "2,100 from the other."
                ),
            ),
            Example(
                request={
                    "players": 3,
                    "preset": "tenhou_sanma",
                    "dealer": 0,
                    "seats": [
                        {"hand": "99m234p567p789s23p", "tenpai": True},
                        {"hand": "19m1357p2468s123z", "tenpai": False},
                        {"hand": "11m345p678p456s77s"},
                    ],
                },
                shows=("noten",),
                note=N_("Two ready, one not: it pays 1,000 to each."),
            ),
        ),
    ),
)
