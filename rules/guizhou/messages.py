"""Messages of the Guizhou checks and the notes on its payments, in the four languages."""

from __future__ import annotations

from rules.text import N_

NOT_WINNING = N_("not a winning hand: neither four sets and a pair nor seven pairs (dragon seven pairs included)")
NEEDS_PASS = N_(
    "a 平胡 won on a discard needs a pass (通行证: a kong of its own, 憨包豆 included); only on 热炮, 抢杠 or 地胡 may a 平胡 without a kong win on a discard"
)
QUE_YI_MEN = N_(
    "missing suit (缺一门): a winning or ready hand, melds included, must lack one suit; this one has all three"
)
RED_FIVE = N_("Xingyi mahjong has no red fives")
NO_SUCH_KONG = N_("{tile} is not a kong among this seat's melds")
CHICKENS_WITH_HAND = N_(
    "give either the hand or the chickens in hand, not both: the chickens in hand are counted from the hand"
)
NOT_A_CHICKEN = N_("{tile} is not a chicken with these options")
BAOTING_MELDS = N_(
    "a seat that declared 报听 cannot pon or kong, not even a concealed kong: it cannot hold any pon or kong"
)
BAOTING_NOT_TENPAI = N_("a seat that declared 报听 is ready; it cannot be marked not ready")
FIRST_TURN_MELDS = N_("天胡 / 地胡 cannot come after a pon or kong")
FIRST_GO_ROUND = N_(
    "天胡 / 地胡 is won in the first go-round (天胡 on the dealer's dealt hand); the discards show this win comes later"
)
TIAN_HU_DISCARD = N_("the dealer's 天胡 can only be a win on its dealt hand (self-drawn)")
AFTER_KONG_NEEDS_KONG = N_("杠开 is a self-draw by a seat that has a kong")
RE_PAO_NEEDS_KONG = N_("热炮 is a discard win, and the discarding seat {seat} must have a kong")
ROBBED_NEEDS_PON = N_(
    "only an added kong can be robbed: seat {seat} must hold a pon of {tile} (the kong it was adding)"
)
ONE_WINNER = N_("一炮多响 is off: only one seat may win on a discard")
NOT_TENPAI_BUT_MARKED = N_("marked ready, but the hand given waits on nothing (or breaks the missing-suit rule)")
TENPAI_BUT_MARKED_NOT = N_("marked not ready, but the hand given waits on {tiles}")
TENPAI_UNKNOWN = N_("whether this seat is ready matters here: give its hand, or mark it ready or not ready")
DRAW_NEEDS_HAND = N_("a draw's 查叫 computes the best pattern from the hand: a ready seat must give its hand")
CHONGFENG_SELF = N_("a 冲锋鸡 cannot be claimed by the seat that discarded it")
CHONGFENG_NO_SEAT = N_("a claimer is given, so the discarder must be given too")
CHONGFENG_OPTION_OFF = N_("{tile} is not a chicken (the option “{option}” is off)")
CHONGFENG_NO_MELD = N_("seat {seat} has no pon or kong of {tile} claimed from seat {frm} in its melds")

CF_NEVER_DISCARDED = N_("by the discards given, nobody discarded a {tile}: there is no 冲锋鸡")
CF_OTHER_SEAT = N_("by the discards in order, the first {tile} was discarded by seat {seat}")
CF_NOT_CLAIMED = N_("by the discards given, nobody claimed the first {tile}")
CF_CLAIMED_BY = N_("by the discards given, seat {seat} claimed the first {tile}")
CF_WON_ON = N_("by the discards given, the first {tile} was the winning tile (it is in the winner's hand): no 冲锋鸡")
CF_NOT_AMONG = N_("seat {seat}'s discards hold no unclaimed {tile}")
CF_NO_CLAIM = N_("seat {seat}'s discards show no {tile} claimed by seat {by}")
CHICKENS_DIFFER = N_("does not match this seat's discards in order: the chickens they leave on the table are {tiles}")
NONE = N_("none")
CF_READ = N_("冲锋鸡 read from the discards: the first {tile} was seat {seat}'s, {how}")
CF_HOW_UNCLAIMED = N_("unclaimed")
CF_HOW_CLAIMED = N_("claimed by seat {seat} (责任鸡)")
GUO_HU = N_(
    "过胡 (passed win): this seat let a winning discard go earlier (seat {frm}'s {tile}), so it may win only by "
    "self-draw, on a 热炮 or by robbing a kong, not on an ordinary discard"
)
GUO_HU_TITLE = N_("过胡 (after passing a win)")
GUO_HU_ALLOWED = N_(
    "过胡: seat {seat} let seat {frm}'s {tile} go earlier; {how} is still allowed after a pass, and scores as usual"
)
HOW_SELF_DRAW = N_("a self-draw")
HOW_RE_PAO = N_("a win on a 热炮")
HOW_QIANG_GANG = N_("robbing a kong")

# --- notes on payments ---
SEPARATOR = N_("; ")
DEALER_X2 = N_("dealer doubling x2")
ROBBED_SHARE = N_("robbed kong: the robbed seat pays seat {seat}'s share")
KONG_NOTE = N_("{name} {tile}")
BAO_KONG_NOTE = N_("not ready: pays back {name} {tile}")
CHICKEN_NOTE = N_("{name} {tile} x{n}")
ZE_REN_NOTE = N_("liable chicken {tile}")
BAO_JI_NOTE = N_("not ready: pays for its exposed chickens: {items}")
FA_NOTE = N_("melded flip chickens: {items}")
