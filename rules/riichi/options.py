"""Table options, the two presets, and the extra facts a riichi request may carry."""

from __future__ import annotations

from rules.model import BOOL, CHOICE, INT, SEAT, TILE, TILES, DrawFacts, Field, Preset
from rules.text import N_, NC_

from . import sources as S
from .notes import CHANKAN_READING, DORA_ORDER_READING, ROB_ANY_KONG_NAME

# ------------------------------------------------------------- options ---

KUITAN = Field(
    key="kuitan",
    kind=BOOL,
    default=True,
    names=N_("Open tanyao (kuitan)"),
    explanation=N_("On: all-simples counts 1 han in an open hand too. Off: tanyao is closed only."),
    ref=S.STANDARD,
    group="yaku",
)
RED_FIVES = Field(
    key="red_fives",
    kind=BOOL,
    default=False,
    names=N_("Red fives"),
    explanation=N_(
        "On: each red five (0m 0p 0s) is one dora. Off: a red five is a plain five. The rule text never mentions red fives, so its table rules (the default preset) have them off."
    ),
    ref=S.STANDARD,
    group="dora",
)
DOUBLE_WIND_FU = Field(
    key="double_wind_fu",
    kind=CHOICE,
    default=4,
    choices=((2, N_("2 fu")), (4, N_("4 fu"))),
    names=N_("Fu for a double-wind pair"),
    explanation=N_(
        "A pair of a wind that is both the seat wind and the round wind (East for the dealer in the East round) is worth 4 fu (counted twice) or 2 fu (once)."
    ),
    ref=S.STANDARD,
    group="fu",
)
KAZOE = Field(
    key="kazoe",
    kind=CHOICE,
    default="yakuman",
    choices=(
        ("yakuman", N_("13+ han is a yakuman")),
        ("sanbaiman", N_("capped at sanbaiman")),
    ),
    names=N_("Counted yakuman (kazoe)"),
    explanation=N_(
        "A hand of 13 or more han from ordinary yaku and dora scores as a yakuman (8000 base points), or at most as sanbaiman."
    ),
    ref=S.STANDARD,
    group="limits",
)
KIRIAGE = Field(
    key="kiriage",
    kind=BOOL,
    default=False,
    names=N_("Kiriage mangan"),
    explanation=N_("On: 4 han 30 fu and 3 han 60 fu (1920 base points) are rounded up to mangan."),
    ref=S.STANDARD,
    group="limits",
)
MULTIPLE_YAKUMAN = Field(
    key="multiple_yakuman",
    kind=BOOL,
    default=True,
    names=N_("Multiple yakuman"),
    explanation=N_(
        "On: several yakuman in one hand add up (daisangen + tsuuiisou is a double yakuman). Off: at most one yakuman."
    ),
    ref=S.STANDARD,
    group="limits",
)
DOUBLE_YAKUMAN = Field(
    key="double_yakuman",
    kind=BOOL,
    default=False,
    names=N_("Double yakuman hands"),
    explanation=N_(
        "On: kokushi 13-wait, suuankou tanki, junsei chuuren and daisuushii each count as two yakuman. Off: one each (as on Tenhou)."
    ),
    ref=S.STANDARD,
    group="limits",
)
RENHOU = Field(
    key="renhou",
    kind=CHOICE,
    default="off",
    choices=(
        ("off", N_("not played")),
        ("mangan", N_("5 han (mangan)")),
        ("yakuman", N_("yakuman")),
    ),
    names=N_("Renhou"),
    explanation=N_(
        "A non-dealer wins on a discard before its own first draw, with no call made. Not played, 5 han, or a yakuman."
    ),
    ref=S.STANDARD,
    group="yaku",
)
NAGASHI = Field(
    key="nagashi_mangan",
    kind=BOOL,
    default=True,
    names=N_("Nagashi mangan"),
    explanation=N_(
        "At an exhaustive draw, a seat whose discards were all terminals and honors, none claimed, is paid a mangan as for a self-draw; no noten payments are made then."
    ),
    ref=S.STANDARD,
    group="draws",
)
HONBA_VALUE = Field(
    key="honba_value",
    kind=INT,
    default=1500,
    min=0,
    max=30000,
    names=N_("Points per honba"),
    explanation=N_(
        "For each honba (the dealer's streak) the winner gets this much more: on a discard the discarder pays it, on a self-draw each other seat pays a third. The rule text says 1500 (500 each on a self-draw); the standard is 300 (100 each). With three players each payer's third stays the same: a discard pays two thirds (200 of 300, as on Tenhou and Mahjong Soul), a self-draw a third from each of the two others."
    ),
    ref=S.HONBA,
    group="payments",
)
MULTIPLE_RON = Field(
    key="multiple_ron",
    kind=CHOICE,
    default="double",
    choices=(
        (
            "head_bump",
            N_("head bump: only the first in turn order after the discarder"),
        ),
        (
            "double",
            N_("double ron allowed, a triple ron is an abortive draw"),
        ),
        ("triple", N_("double and triple ron allowed")),
    ),
    names=NC_("riichi.options", "Several winners on one discard"),
    explanation=N_(
        "What happens when several seats win on one discard. The rule text: a triple ron is an abortive draw; a double ron settles each hand. Riichi sticks go to the winner nearest the discarder in turn order."
    ),
    ref=S.ABORTIVE,
    group="payments",
)

KOKUSHI_ANKAN = Field(
    key="kokushi_robs_concealed_kong",
    kind=BOOL,
    default=False,
    names=N_("Kokushi may rob a concealed kong"),
    explanation=N_(
        "An added kong (a tile added to a pon) can be robbed, and with the option “{option}” a kong on a discard (大明杠 dà míng gàng) too: our reading of the rule text's '只能够抢明杠'. On: thirteen orphans may also rob a concealed kong (Tenhou)."
    ).format(option=ROB_ANY_KONG_NAME),
    ref=S.CHANKAN,
    group="yaku",
)
ROB_ANY_KONG = Field(
    key="rob_any_exposed_kong",
    kind=BOOL,
    default=False,
    names=ROB_ANY_KONG_NAME,
    explanation=N_(
        "Off (default): only an added kong (加杠 jiā gàng) can be robbed. On: a kong on a discard (大明杠 dà míng gàng) can be robbed too; the seat that called the kong pays the win, as for an added kong, and the win counts chankan. The calculator tells the two apart by the robbed seat's tiles, when given: a pon of the tile, or three of it in its hand."
    ),
    reading=CHANKAN_READING,
    ref=S.seed(26, 27, brief=True),
    group="yaku",
)

HONBA_WINNERS = Field(
    key="honba_winners",
    kind=CHOICE,
    default="every",
    choices=(
        ("every", N_("every winner")),
        (
            "nearest",
            N_("only the winner nearest the discarder"),
        ),
    ),
    names=N_("Honba when several win on one discard"),
    explanation=N_(
        "The rule text gives the honba bonus to every win after the dealer kept the deal, so in a double ron each "
        "winner is paid the honba by the discarder. Or only the winner nearest the discarder in turn order takes it. "
        "Riichi sticks always go to the nearest winner."
    ),
    ref=S.HONBA,
    group="payments",
)
LIABILITY_SCOPE = Field(
    key="liability_scope",
    kind=CHOICE,
    default="whole",
    choices=(
        ("whole", N_("the whole hand")),
        (
            "part",
            N_("only the daisangen / daisuushii part"),
        ),
    ),
    names=N_("What the liable seat answers for"),
    explanation=N_(
        "When daisangen / daisuushii comes with another yakuman (daisangen + tsuuiisou), the liable seat answers for "
        "the whole hand (the rule text: 'pays all the points'), or only for the daisangen / daisuushii yakuman, the "
        "rest paid as usual (Tenhou)."
    ),
    ref=S.LIABILITY,
    group="payments",
)
NINE_TERMINALS = Field(
    key="nine_terminals",
    kind=CHOICE,
    default="tiles",
    choices=(
        (
            "tiles",
            N_("more than nine terminal and honor tiles"),
        ),
        (
            "kinds",
            N_("nine or more kinds (kyuushu kyuuhai)"),
        ),
    ),
    names=N_("Terminals-and-honors abortive draw"),
    explanation=N_(
        "The rule text: more than nine terminal and honor tiles in the first hand (it counts tiles). The usual "
        "kyuushu kyuuhai counts kinds: nine or more."
    ),
    ref=S.ABORTIVE,
    group="draws",
)
FOUR_KONGS = Field(
    key="four_kongs",
    kind=CHOICE,
    default="every_seat",
    choices=(
        ("every_seat", N_("every seat holds one kong")),
        (
            "two_or_more_seats",
            N_("four kongs in all, by two or more seats"),
        ),
    ),
    names=N_("Four-kong abortive draw"),
    explanation=N_(
        "The rule text: an abortive draw when every seat has made one kong in the hand. The usual rule: four kongs "
        "in all, made by two or more seats."
    ),
    ref=S.ABORTIVE,
    group="draws",
)

# ------------------------------------------------- three players (sanma) ---

THREE = (3,)
SANMA_KINDS = frozenset(range(34)) - frozenset(range(1, 8))  # 1m 9m, pins, bamboos, honors: 27 kinds, 108 tiles
SANMA_TSUMO = Field(
    key="sanma_tsumo",
    kind=CHOICE,
    default="loss",
    choices=(
        ("loss", N_("the missing seat's share is lost (tsumo loss, tsumo-son)")),
        ("split", N_("the missing seat's share is split between the two payers (North-bisection)")),
    ),
    names=N_("Self-draw with three players"),
    explanation=N_(
        "With three players a self-draw has two payers, not three. Tsumo loss (Tenhou, Mahjong Soul's default): "
        "each pays what it would pay at four, and the share of the missing North seat is simply not paid (a "
        "non-dealer's mangan: 4000 + 2000). Split (North-bisection, Mahjong Soul's alternative): that share is split "
        "between the two payers (a non-dealer's mangan: 5000 + 3000)."
    ),
    reading=N_(
        "Split, as Mahjong Soul reckons it: the North seat's four-player share is halved and rounded up to 100, "
        "and each payer adds that to its own share (a non-dealer's 40 fu 3 han: 2600 + 700 and 1300 + 700)."
    ),
    ref=S.MAHJONG_SOUL_3P,
    group="three_players",
    players=THREE,
)
SANMA_NOTEN = Field(
    key="sanma_noten",
    kind=CHOICE,
    default=2000,
    choices=((2000, N_("2,000 in all")), (3000, N_("3,000 in all"))),
    names=N_("Noten payments with three players"),
    explanation=N_(
        "At an exhaustive draw the seats not ready pay the ready ones this much in all: with one seat ready it "
        "gets half from each of the two others; with two ready the third pays each of them half. Tenhou and "
        "Mahjong Soul: 2,000 (1,000 a payment); some tables keep the four-player 3,000 (1,500 a payment)."
    ),
    ref=S.TENHOU_3P,
    group="three_players",
    players=THREE,
)
NUKIDORA = Field(
    key="nukidora",
    kind=BOOL,
    default=True,
    names=N_("North extraction (nukidora)"),
    explanation=N_(
        "On: a seat may set a North tile aside (nukidora) and draw a replacement from the dead wall; each "
        "North set aside is one han of dora, counted again when North is the dora or ura-dora. Off: North is an "
        "ordinary honor tile, a guest wind."
    ),
    ref=S.TENHOU_3P,
    group="three_players",
    players=THREE,
)
NUKI_RON = Field(
    key="nuki_ron",
    kind=CHOICE,
    default="any",
    choices=(
        ("any", N_("any hand may win on it (no chankan)")),
        ("kokushi", N_("only thirteen orphans")),
        ("none", N_("no win on it")),
    ),
    names=N_("Winning on an extracted North"),
    explanation=N_(
        "Whether another seat may win on a North just set aside, as on a discard: the extracting seat pays, and "
        "the win does not count robbing a kong (chankan), so it needs a yaku of its own. Tenhou and Mahjong Soul: "
        "any hand; some tables allow it to thirteen orphans only, as for a concealed kong, or not at all."
    ),
    ref=S.MAHJONG_SOUL_3P,
    group="three_players",
    players=THREE,
)

OPTIONS = (
    KUITAN,
    RED_FIVES,
    DOUBLE_WIND_FU,
    KAZOE,
    KIRIAGE,
    MULTIPLE_YAKUMAN,
    DOUBLE_YAKUMAN,
    RENHOU,
    NAGASHI,
    HONBA_VALUE,
    MULTIPLE_RON,
    HONBA_WINNERS,
    LIABILITY_SCOPE,
    NINE_TERMINALS,
    FOUR_KONGS,
    KOKUSHI_ANKAN,
    ROB_ANY_KONG,
    SANMA_TSUMO,
    SANMA_NOTEN,
    NUKIDORA,
    NUKI_RON,
)

# Tenhou's ranked rules, beside which its three-player room plays (the same yaku, limits and payments)
_TENHOU = {
    "red_fives": True,
    "kuitan": True,
    "kiriage": False,
    "honba_value": 300,
    "multiple_ron": "double",
    "renhou": "off",
    "double_yakuman": False,
    "multiple_yakuman": True,
    "kazoe": "yakuman",
    "double_wind_fu": 4,
    "kokushi_robs_concealed_kong": True,
    "honba_winners": "nearest",
    "liability_scope": "part",
    "nine_terminals": "kinds",
    "four_kongs": "two_or_more_seats",
}

PRESETS = (
    Preset(
        key="seed",
        names=N_("The rule text's table rules"),
        explanation=N_(
            "The rule text's table rules: 1500 per honba, riichi deposit 1000, noten payments 3000 in all, only an added kong can be robbed, "
            "daisangen / daisuushii liability, a triple ron is an abortive draw; no red fives; kuitan, kazoe and multiple yakuman as commonly played."
        ),
        values={},
    ),
    Preset(
        key="tenhou",
        names=N_("Tenhou ranked"),
        explanation=N_(
            "Tenhou's ranked rules: three red fives, kuitan, no kiriage, 300 per honba, double ron (a triple ron is an abortive draw), "
            "no renhou, double-yakuman hands count once, yakuman stack, kazoe yakuman."
        ),
        values=_TENHOU,
    ),
    Preset(
        key="tenhou_sanma",
        names=N_("Tenhou three-player ranked"),
        explanation=N_(
            "Tenhou's three-player rooms: Tenhou's ranked rules at three seats, 108 tiles (no 2m-8m), "
            "red 5p and 5s, no chi, North extracted as a dora (nukidora), tsumo loss (tsumo-son), 100 per honba from "
            "each payer (200 on a discard), 2,000 points of noten payments, a win on an extracted North allowed "
            "without chankan."
        ),
        values={**_TENHOU, "sanma_tsumo": "loss", "sanma_noten": 2000, "nukidora": True, "nuki_ron": "any"},
        players=(3,),
    ),
    Preset(
        key="mahjongsoul_sanma",
        names=N_("Mahjong Soul three-player"),
        explanation=N_(
            "Mahjong Soul's three-player rules (riichi.wiki): based on Tenhou's, with double yakuman hands counted "
            "twice; 108 tiles, red 5p and 5s, no chi, North extracted as a dora (nukidora), tsumo loss by default, 200 "
            "per honba, 2,000 points of noten payments, a win on an extracted North allowed without chankan."
        ),
        values={
            **_TENHOU,
            "double_yakuman": True,
            "sanma_tsumo": "loss",
            "sanma_noten": 2000,
            "nukidora": True,
            "nuki_ron": "any",
        },
        players=(3,),
    ),
)

# ------------------------------------------------------ request facts ---

ROUND_WIND = Field(
    key="round_wind",
    kind=TILE,
    default=27,
    names=N_("Round wind"),
    explanation=N_("The round wind: East, South, West or North (typed 1z to 4z)."),
    ref=S.WINDS,
)
RIICHI_STICKS = Field(
    key="riichi_sticks",
    kind=INT,
    default=0,
    min=0,
    max=100,
    names=N_("Riichi sticks on the table"),
    explanation=N_(
        "Riichi sticks (1000 each) left on the table by earlier hands: the winner takes them; after a draw they stay."
    ),
    ref=S.ABORTIVE,
)
DRAW_KIND = Field(
    key="draw",
    kind=CHOICE,
    default="exhaustive",
    choices=(
        ("exhaustive", N_("exhaustive draw")),
        ("nine_terminals", N_("nine terminals and honors")),
        ("four_winds", N_("four same winds discarded")),
        ("four_riichi", N_("four riichi")),
        ("triple_ron", N_("triple ron")),
        ("four_kongs", N_("four kongs by different seats")),
    ),
    # with three players there are no four winds, no fourth riichi and no third ron (riichi.wiki "Sanma")
    choice_players=(("four_winds", (4,)), ("four_riichi", (4,)), ("triple_ron", (4,))),
    names=N_("Kind of draw"),
    explanation=N_(
        "When nobody wins: an exhaustive draw (noten payments) or one of the abortive draws (no payments; riichi sticks stay on the table)."
    ),
    ref=S.ABORTIVE,
)
CHOMBO = Field(
    key="chombo",
    kind=SEAT,
    default=None,
    names=N_("Seat that committed chombo"),
    explanation=N_(
        "The seat that made a false win pays a mangan as a self-draw would cost: a non-dealer pays the dealer 4000 and the others 2000 each; the dealer pays 4000 to each. The hand is void and riichi deposits are returned."
    ),
    ref=S.CHOMBO,
)
TABLE_FIELDS = (ROUND_WIND, RIICHI_STICKS, DRAW_KIND, CHOMBO)

LIABLE = Field(
    key="liable",
    kind=SEAT,
    default=None,
    names=N_("Liable seat (pao)"),
    explanation=N_(
        "The seat that fed the winner the last dragon (daisangen) or wind (daisuushii) set. Self-draw: it pays everything; discard: it pays half and the discarder half."
    ),
    ref=S.LIABILITY,
)
NAGASHI_FLAG = Field(
    key="nagashi_mangan",
    kind=BOOL,
    default=False,
    names=N_("Nagashi mangan"),
    explanation=N_("At an exhaustive draw this seat's discards were all terminals and honors, none claimed."),
    ref=S.STANDARD,
    shown_when="nagashi_mangan",  # asked on a draw only while the option counts it
)
DRAWN = Field(
    key="drawn",
    kind=TILE,
    default=None,
    names=N_("Tile just drawn"),
    explanation=N_(
        "For the terminals-and-honors abortive draw: the tile this seat just drew (the dealer's 14th dealt tile); "
        "the condition is judged on the hand with it."
    ),
    ref=S.ABORTIVE,
)
NUKI = Field(
    key="nuki",
    kind=INT,
    default=0,
    min=0,
    max=4,
    names=N_("North tiles extracted (nukidora)"),
    explanation=N_(
        "With three players: how many North tiles this seat set aside this hand (nukidora), each replaced "
        "by a draw from the dead wall. For a winner each is one han of dora. They are not part of the hand: give "
        "the hand without them. A North another seat wins on as it is set aside counts here too."
    ),
    ref=S.TENHOU_3P,
    group="three_players",
    players=THREE,
    shown_when="nukidora",  # asked while North extraction is played
)
SEAT_FIELDS = (LIABLE, NAGASHI_FLAG, DRAWN, NUKI)

# a hand nobody won: who was tenpai (noten payments), nagashi mangan, the kind of draw (abortive draws), chombo
DRAW = DrawFacts(ready=True, seat_fields=(NAGASHI_FLAG.key,), table_fields=(DRAW_KIND.key, CHOMBO.key))

DORA = Field(
    key="dora",
    kind=TILES,
    default=(),
    min=0,
    max=5,
    names=N_("Dora indicators"),
    explanation=N_(
        "One tile per indicator (one more per kong): the dora is the next tile (9→1, E→S→W→N→E, white→green→red→white)."
    ),
    reading=DORA_ORDER_READING,
    ref=S.DORA,
)
URA = Field(
    key="ura",
    kind=TILES,
    default=(),
    min=0,
    max=5,
    names=N_("Ura-dora indicators"),
    explanation=N_("The tiles under the dora indicators; they count only for a winner who declared riichi."),
    ref=S.DORA,
    counts_for="riichi",
    warning=N_(
        "Ura-dora count only for a winner who declared riichi: tap Riichi for the winner, or they are left out."
    ),
)
INDICATOR_ROLES = (DORA, URA)

ROBBED_KONG = Field(
    key="robbed_kong",
    kind=CHOICE,
    default="added",
    choices=(
        ("added", N_("an open kong (明杠 míng gàng)")),
        ("concealed", N_("a concealed kong")),
    ),
    names=N_("Kong robbed"),
    explanation=N_(
        "For a robbed-kong win, which kong was robbed: an open kong (明杠 míng gàng), that is an added kong or, with the option “{option}”, a kong on a discard (大明杠 dà míng gàng); or a concealed one (thirteen orphans only, when the option allows). When the robbed seat's tiles are given they must show it: a pon of the tile, or, with the option, three of it in its hand."
    ).format(option=ROB_ANY_KONG_NAME),
    ref=S.CHANKAN,
)
ROBBED_NORTH = Field(
    key="robbed_north",
    kind=BOOL,
    default=False,
    names=N_("Won on an extracted North"),
    explanation=N_(
        "With three players: the winning tile is a North that another seat had just set aside (nukidora). Give "
        "it as a win on a discard from that seat: it pays. It is not robbing a kong (no chankan)."
    ),
    ref=S.MAHJONG_SOUL_3P,
    players=THREE,
)
WIN_FIELDS = (ROBBED_KONG, ROBBED_NORTH)
