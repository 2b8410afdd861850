"""Messages of the riichi checks (rules/riichi/checks.py), in the four languages."""

from __future__ import annotations

from rules.text import N_

ROUND_WIND = N_("the round wind is one of 1z..4z (East, South, West, North)")
ROUND_WIND_AT_THREE = N_("with three players the round wind is East, South or West (1z..3z): there is no North round")
AFTER_KONG_SELF_DRAW = N_("{after_kong} needs a self-drawn win")
AFTER_KONG_LAST_TILE = N_("a kong replacement tile is not the last tile: {after_kong} and {last_tile} cannot both hold")
LAST_TILE_ROBBED = N_("a robbed kong is not the last discard: {last_tile} cannot hold")
FIRST_TURN_MELDS = N_("a first-turn win (tenhou, chiihou, renhou) has no melds")
FIRST_TURN_DEALER = N_("the dealer's first-turn win is tenhou, a self-draw")
BEFORE_DISCARD = N_(
    "a first-turn win (tenhou, chiihou, renhou) comes before the seat's first discard; its discards show one already"
)
FIRST_TURN_ROBBED = N_("no kong can be robbed on the first turn")
LIABLE = N_("only a winner names a liable seat, and not itself")
NAGASHI = N_("nagashi mangan only stands when nobody wins")
DRAW_WITH_WIN = N_("a hand that someone won is not a draw")
HONBA = N_("points per honba must divide by 3 (a self-draw splits them over three seats)")

# ------------------------------------------------- legality (issue 14) ---

CHOMBO_WITH_WIN = N_(
    "a false win ends the hand, so nobody else wins it: the chombo seat is the seat whose win was false"
)
CHOMBO_VALID_WIN = N_("{seat}'s win is valid (complete, with a yaku, not furiten): it is not a false win")
CHOMBO_WITH_ABORTIVE = N_("a false win voids the hand; it is not also an abortive draw: give one or the other")
DORA_COUNT = N_("{n} dora indicators, but the table shows {kongs} kongs (one more indicator per kong: at most {most})")
LIABLE_NOT_YAKUMAN = N_("liability applies only to daisangen and daisuushii; this hand is neither")
LIABLE_FED_NOTHING = N_("{seat} fed this hand none of its dragon or wind sets, so it cannot be liable")
ROBBED_NO_PON = N_("{seat}, whose kong was robbed, holds no pon of {tile}: a robbed kong is a tile added to a pon")
ROBBED_ON_A_DISCARD = N_(
    "{seat}, whose kong was robbed, holds no pon of {tile} but three {tile} in its hand: a kong on a discard (大明杠 dà míng gàng), which cannot be robbed unless the option “{option}” is on"
)
ROBBED_NO_KONG = N_(
    "{seat}, whose kong was robbed, holds neither a pon of {tile} nor three {tile} in its hand: a robbed kong is a tile added to a pon, or the fourth tile of a kong on a discard"
)
RIICHI_NOTEN = N_(
    "a seat that declared riichi is ready (riichi needs a ready hand); a riichi declared while not ready is a "
    "false win: settle it as chombo"
)
DOUBLE_RIICHI_AT = N_("a double riichi is declared with the first discard: the declaration tile is discard number 1")
PASSED_NOT_A_WAIT = N_("{tile} does not complete this hand (it waits on {waits}), so it was no win passed")
DRAWN_ONLY_NINE = N_("the drawn tile is given only for the terminals-and-honors abortive draw")
DRAWN_NEEDS_HAND = N_("give this seat's hand too: the draw is judged on its hand with the tile drawn")
NINE_TILES_SHORT = N_("{seat}'s first hand holds {n} terminal and honor tiles; the draw needs more than nine")
NINE_KINDS_SHORT = N_("{seat}'s first hand holds {n} kinds of terminals and honors; the draw needs nine or more")
NOT_FIRST_HAND = N_(
    "the terminals-and-honors draw is declared at the seat's first draw: it has no melds or discards yet"
)
FOUR_WINDS_BAD = N_(
    "four winds needs all four first discards to be the same wind, none claimed; this seat's first is not {tile}"
)
FOUR_WINDS_NOT_WIND = N_("four winds needs a wind (East, South, West or North)")
FOUR_WINDS_LATER = N_("four winds ends the hand in the first go-round: one discard per seat")
FOUR_RIICHI_BAD = N_("four riichi needs every seat to declare riichi; this seat did not")
FOUR_KONGS_SEAT = N_("this seat holds {n} kongs; by the rule text the four-kong draw needs one kong at every seat")
FOUR_KONGS_TOTAL = N_("the four-kong draw needs four kongs in all, by two or more seats; here there are {n}")
FOUR_KONGS_ONE_SEAT = N_("four kongs by one seat are no abortive draw (that seat may go on to four kongs, suukantsu)")

# verdicts: the rule's name and what was found
FURITEN_TITLE = N_("Furiten")
FURITEN_OWN = N_(
    "{seat} waits on {waits} and discarded {tile} itself (its discard {at}): furiten, it may not win on a "
    "discard, only by self-draw."
)
FURITEN_RIICHI = N_(
    "{seat} let {frm}'s {tile} pass after declaring riichi (自摸听 zì mō tīng): from then on it may only win by self-draw."
)
FURITEN_SAME_TURN = N_(
    "{seat} let {frm}'s {tile} pass in the same go-round: it may not win on a discard before its own next draw."
)
FALSE_WIN_TITLE = N_("False win (诈和 zhà hú)")
FALSE_WIN = N_("{seat}'s win does not stand: {reason}.")
SETTLED_CHOMBO = N_(
    "This win is a false win (诈和 zhà hú) and scores nothing: it is settled with the false-win penalty (a mangan as for a self-draw), and the hand is void."
)
SETTLED_CHOMBO_BESIDE = N_(
    "This ron is a false win (诈和 zhà hú) and scores nothing: it pays the false-win penalty (a mangan as for a self-draw); the valid win on the same discard is settled as usual."
)
ABORTIVE_TITLE = N_("Abortive draw")
ABORTIVE_NINE = N_("{seat}'s first hand holds {n} terminal and honor tiles ({k} kinds): the abortive draw stands.")
ABORTIVE_WINDS = N_("all four first discards are {tile}, none claimed: four winds, the abortive draw stands.")
ABORTIVE_RIICHI = N_("all four seats declared riichi: the abortive draw stands.")
ABORTIVE_KONGS = N_("{n} kongs on the table, made by {seats} seats: the four-kong abortive draw stands.")
ABORTIVE_TRIPLE = N_(
    "all three win on this discard for real (complete, with a yaku, not furiten): a triple ron, an abortive draw."
)

# ------------------------------------------------ three players (issue 27) ---

DRAW_NOT_AT_THREE = N_(
    "there is no such abortive draw with three players (four winds, four riichi and a triple ron need four seats)"
)
NUKI_OFF = N_("North tiles are set aside only with the option “{option}” on")
NORTH_SUPPLY = N_(
    "more North tiles than the four there are: {n} in the hands, melds, indicators and set aside (nukidora)"
)
ROBBED_NORTH_SHAPE = N_(
    "a win on an extracted North is a win on the North (4z) another seat set aside: give it as a win on a discard from that seat"
)
ROBBED_NORTH_OFF = N_("no win on an extracted North with these options (the option “{option}”)")
FIRST_TURN_NUKI = N_(
    "setting a North aside (nukidora) is a call: a first-turn win (tenhou, chiihou) cannot come after it"
)
