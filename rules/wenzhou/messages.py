"""Messages of the Wenzhou checks and settlement, in the four languages."""

from __future__ import annotations

from rules.text import N_, same

FLIP_REQUIRED = N_("Wenzhou mahjong flips one tile to set the 财神: give indicators.flip (one tile)")
NO_RED_FIVES = N_("Wenzhou mahjong has no red fives: write 0m/0p/0s as 5m/5p/5s")
OVER_BASE = N_("{what} {value} is more than this hand's base {base} (dealer streak {streak})")
DEALER_DINGDI = N_("the dealer cannot 顶底 (only non-dealers do): put 0 at the dealer's seat {seat}")
ONE_WINNER = N_(
    "only one seat wins a hand: when several claim the same tile from seat {frm}, the first in turn order "
    "after it wins{special}. Here that is seat {seat}: give only seat {seat}'s win"
)
ONE_WINNER_SPECIAL = N_(" (a special win first)")
FIRST_TURN_BAD = N_(
    "天胡 is the dealer's self-draw on its first draw; 地胡 is a non-dealer's win on the dealer's first "
    "discard; this is neither"
)
FIRST_TURN_MELDS = N_("a first-turn win (天胡/地胡) comes before any chi, pon or exposed kong")
NOT_A_WIN = N_(
    "this hand does not win: {tiles} (财神 {cai_shen}) makes neither five sets and a pair (a 财神 may stand for "
    "any tile), nor 硬八对, and does not hold three 财神"
)
CAI_SHEN_COUNT_NEEDED = N_("with 财神 money on, this seat needs its hand or the number of 财神 it holds (cai_shen)")
CAI_SHEN_TOO_MANY = N_(
    "only {limit} 财神 can be in the hands (the flip stays on the table as one, {melded} in melds); these add up to {n}"
)
CAI_SHEN_TOO_MANY_FLIP_BACK = N_(
    "only {limit} 财神 can be in the hands (four, the flip going back into play; {melded} in melds); "
    "these add up to {n}"
)
CAI_SHEN_COUNT_MISMATCH = N_("the hand holds {n} 财神, not cai_shen = {given}")

WHAT_MAIDI = N_("买底")
WHAT_DINGDI = N_("顶底")

# the words of the settlement's breakdown lines and notes
BASE_NOTE = N_("base {base}{extras} x {mult} = {amount}")
BASE_SUM_NOTE = N_("(base {base}{extras}) x {mult} = {amount}")
MAIDI_PART = N_(" + 买底 {n}")
DINGDI_PART = N_(" + 顶底 {n}")
SHARE = N_(" (seat {seat}'s share)")
QIAN_NOTE = N_("财神 x{n} x {pts}")
EMPTY = same("")
ONCE = N_("special wins double only once")
HARD_THREE = N_("three 财神 count as hard")
HARD_FOUR = N_("four 财神 hold three: 三财神 counts as hard")
SHUANG_FAN_DETAIL = N_("hard 2 x special 2")
CAI_SHEN_NOTE = N_("财神: {kind} (flip {flip}){bai}")
BAI_STANDS = N_("; 白板 stands for {kind}")
BAI_IS_WILD = N_("; the flip is 白板, so 白板 is the 财神 and no tile stands in for it")
FLIP_BACK = N_("; the flipped tile goes back into play: all four 财神 are in play")
FLIP_STAYS = N_("; the flipped tile stays on the table: three 财神 are in play")
HELD_AT_LAST = N_("dealer streak {streak}: the base stays at the progression's last value, {base}")
CLAIM_ORDER = N_(
    "seat {seat} also wins on seat {frm}'s discard{why}, so seat {seat} is the winner (one winner per hand). If "
    "seat {seat} let it pass, record that among its passed wins"
)
WHY_EARLIER = N_(" (it comes first in turn order after the discarder)")
WHY_SPECIAL = N_(" (with a special hand, which goes before turn order)")
CLAIM_TITLE = N_("Claim order")
CLAIM_LATER = N_(
    "Seat {other} could also win on this tile, but seat {seat} comes first in turn order and wins "
    "(one winner per hand)."
)
CLAIM_SPECIAL = N_(
    "Seat {other} comes first in turn order and could also win on this tile, but seat {seat} holds "
    "a special hand, which goes first: seat {seat} wins."
)
CLAIM_PASSED = N_("Seat {other} could also win on this tile but let it pass: seat {seat} wins.")
