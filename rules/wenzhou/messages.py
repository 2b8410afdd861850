"""Messages of the Wenzhou checks and settlement, in the four languages."""

from __future__ import annotations

from rules.text import N_, same

FLIP_REQUIRED = N_("Wenzhou mahjong flips one tile to set the wildcard (财神 cái shén): give {flip} (one tile)")
NO_RED_FIVES = N_("Wenzhou mahjong has no red fives: write 0m/0p/0s as 5m/5p/5s")
OVER_BASE = N_("{what} {value} is more than this hand's base {base} (dealer streak {streak})")
DEALER_DINGDI = N_(
    "the dealer cannot make a non-dealer's raise (顶底 dǐng dǐ), which only non-dealers make: put 0 at the dealer's {seat}"
)
ONE_WINNER = N_(
    "only one seat wins a hand: when several claim the same tile from {frm}, the first in turn order "
    "after it wins{special}. Here that is {seat}: give only {seat}'s win"
)
ONE_WINNER_SPECIAL = N_(" (a special win first)")
FIRST_TURN_BAD = N_(
    "Heavenly win (天胡 tiān hú) is the dealer's self-draw on its first draw; earthly win (地胡 dì hú) is a non-dealer's win on the dealer's first discard; this is neither"
)
FIRST_TURN_MELDS = N_("a first-turn win (天胡 tiān hú / 地胡 dì hú) comes before any chi, pon or exposed kong")
NOT_A_WIN = N_(
    "this hand does not win: {tiles} (wildcard (财神 cái shén) {cai_shen}) makes neither five sets and a pair (a wildcard may stand for any tile), nor hard eight pairs (硬八对 yìng bā duì), and does not hold three wildcards"
)
NOT_A_LISTED_FORM = N_(
    "this hand does not win with the option “{option}” on: {tiles} (wildcard (财神 cái shén) {cai_shen}) makes five sets and a pair only as five pungs and a pair, and every form the rule text lists (a to e) holds at least one run (ABC)"
)
CAI_SHEN_COUNT_NEEDED = N_(
    "with wildcard (财神 cái shén) money on, this seat needs its hand or the number of wildcards it holds ({cai_shen})"
)
CAI_SHEN_TOO_MANY = N_(
    "at most {limit} of the wildcards (财神 cái shén) can be in the hands (the flip stays on the table as one, {melded} in melds); these add up to {n}"
)
CAI_SHEN_TOO_MANY_FLIP_BACK = N_(
    "at most {limit} of the wildcards (财神 cái shén) can be in the hands (four, the flip going back into play; {melded} in melds); these add up to {n}"
)
CAI_SHEN_COUNT_MISMATCH = N_("the number of wildcards (财神 cái shén) in the hand is {n}, not {field} = {given}")

WHAT_MAIDI = N_("Dealer's buy (买底 mǎi dǐ)")
WHAT_DINGDI = N_("Non-dealer's raise (顶底 dǐng dǐ)")

# the words of the settlement's breakdown lines and notes
BASE_NOTE = N_("base {base}{extras} × {mult} = {amount}")
BASE_SUM_NOTE = N_("(base {base}{extras}) × {mult} = {amount}")
MAIDI_PART = N_(" + Dealer's buy (买底 mǎi dǐ) {n}")
DINGDI_PART = N_(" + Non-dealer's raise (顶底 dǐng dǐ) {n}")
SHARE = N_(" ({seat}'s share)")
QIAN_NOTE = N_("Wildcard (财神 cái shén) ×{n} × {pts}")
EMPTY = same("")
ONCE = N_("special wins double only once")
HARD_THREE = N_("three wildcards (财神 cái shén) count as hard")
HARD_FOUR = N_("four wildcards (财神 cái shén) hold three: three wildcards (三财神 sān cái shén) count as hard")
SHUANG_FAN_DETAIL = N_("hard 2 × special 2")
CAI_SHEN_NOTE = N_("Wildcard (财神 cái shén): {kind} (flip {flip}){bai}")
BAI_STANDS = N_("; white dragon (白板 bái bǎn) stands for {kind}")
BAI_IS_WILD = N_(
    "; the flip is the white dragon (白板 bái bǎn), so the white dragon is the wildcard (财神 cái shén) and no tile stands in for it"
)
FLIP_BACK = N_("; the flipped tile goes back into play: all four wildcards (财神 cái shén) are in play")
FLIP_STAYS = N_("; the flipped tile stays on the table: three wildcards (财神 cái shén) are in play")
HELD_AT_LAST = N_("dealer streak {streak}: the base stays at the progression's last value, {base}")
CLAIM_ORDER = N_(
    "{seat} also wins on {frm}'s discard{why}, so {seat} is the winner (one winner per hand). If "
    "{seat} let it pass, record that among its passed wins"
)
WHY_EARLIER = N_(" (it comes first in turn order after the discarder)")
WHY_SPECIAL = N_(" (with a special hand, which goes before turn order)")
CLAIM_TITLE = N_("Claim order")
CLAIM_LATER = N_(
    "{other} could also win on this tile, but {seat} comes first in turn order and wins (one winner per hand)."
)
CLAIM_SPECIAL = N_(
    "{other} comes first in turn order and could also win on this tile, but {seat} holds "
    "a special hand, which goes first: {seat} wins."
)
CLAIM_PASSED = N_("{other} could also win on this tile but let it pass: {seat} wins.")
