"""Messages of the Guizhou checks and the notes on its payments, in the four languages."""

from __future__ import annotations

from rules.text import N_

NOT_WINNING = N_("not a winning hand: neither four sets and a pair nor seven pairs (dragon seven pairs included)")
NEEDS_PASS = N_(
    "a plain win (平胡 píng hú) won on a discard needs a pass (通行证 tōng xíng zhèng: a kong of its own, late kong (憨包豆 hān bāo dòu) included); only on hot discard (热炮 rè pào), robbing a kong (抢杠 qiǎng gàng) or earthly win (地胡 dì hú) may a plain win without a kong win on a discard"
)
QUE_YI_MEN = N_(
    "missing suit (缺一门 quē yī mén): a winning or ready hand, melds included, must lack one suit; this one has all three"
)
RED_FIVE = N_("Xingyi mahjong has no red fives")
NO_SUCH_KONG = N_("{tile} is not a kong among this seat's melds")
CHICKENS_WITH_HAND = N_(
    "give either the hand or the chickens in hand, not both: the chickens in hand are counted from the hand"
)
NOT_A_CHICKEN = N_("{tile} is not a chicken with these options")
BAOTING_MELDS = N_(
    "a seat that declared ready (报听 bào tīng) cannot pon or kong, not even a concealed kong: it cannot hold any pon or kong"
)
BAOTING_NOT_TENPAI = N_("a seat that declared ready (报听 bào tīng) is ready; it cannot be marked not ready")
FIRST_TURN_MELDS = N_("Heavenly win (天胡 tiān hú) / earthly win (地胡 dì hú) cannot come after a pon or kong")
FIRST_GO_ROUND = N_(
    "Heavenly win (天胡 tiān hú) / earthly win (地胡 dì hú) is won in the first go-round (a heavenly win on the dealer's dealt hand); the discards show this win comes later"
)
TIAN_HU_DISCARD = N_("the dealer's heavenly win (天胡 tiān hú) can only be a win on its dealt hand (self-drawn)")
AFTER_KONG_NEEDS_KONG = N_("Win on a kong (杠开 gàng kāi) is a self-draw by a seat that has a kong")
RE_PAO_NEEDS_KONG = N_("Hot discard (热炮 rè pào) is a discard win, and the discarding {seat} must have a kong")
ROBBED_NEEDS_PON = N_("only an added kong can be robbed: {seat} must hold a pon of {tile} (the kong it was adding)")
ONE_WINNER = N_("Several winners on one discard (一炮多响 yī pào duō xiǎng) is off: only one seat may win on a discard")
NOT_TENPAI_BUT_MARKED = N_("marked ready, but the hand given waits on nothing (or breaks the missing-suit rule)")
TENPAI_BUT_MARKED_NOT = N_("marked not ready, but the hand given waits on {tiles}")
TENPAI_UNKNOWN = N_("whether this seat is ready matters here: give its hand, or mark it ready or not ready")
DRAW_NEEDS_HAND = N_(
    "a draw's draw check (查叫 chá jiào) pays a ready seat its best pattern: give that pattern, or its hand to work it out"
)
CHAJIAO_PATTERN_ON_WIN = N_("a best pattern for the draw check (查叫 chá jiào) is given only when nobody won")
CHAJIAO_PATTERN_NOT_READY = N_("a best pattern for the draw check (查叫 chá jiào) is given only for a ready seat")
CHAJIAO_PATTERN_DIFFERS = N_(
    "the hand given makes {pattern} its best pattern, not the one picked: pick it, or leave it out"
)
CHONGFENG_SELF = N_("a charging chicken (冲锋鸡 chōng fēng jī) cannot be claimed by the seat that discarded it")
CHONGFENG_NO_SEAT = N_("a claimer is given, so the discarder must be given too")
CHONGFENG_OPTION_OFF = N_("{tile} is not a chicken (the option “{option}” is off)")
CHONGFENG_NO_MELD = N_("{seat} has no pon or kong of {tile} claimed from {frm} in its melds")

CF_NEVER_DISCARDED = N_(
    "by the discards given, nobody discarded a {tile}: there is no charging chicken (冲锋鸡 chōng fēng jī)"
)
CF_OTHER_SEAT = N_("by the discards in order, the first {tile} was discarded by {seat}")
CF_NOT_CLAIMED = N_("by the discards given, nobody claimed the first {tile}")
CF_CLAIMED_BY = N_("by the discards given, {seat} claimed the first {tile}")
CF_WON_ON = N_(
    "by the discards given, the first {tile} was the winning tile (it is in the winner's hand): no charging chicken (冲锋鸡 chōng fēng jī)"
)
CF_NOT_AMONG = N_("{seat}'s discards hold no unclaimed {tile}")
CF_NO_CLAIM = N_("{seat}'s discards show no {tile} claimed by {by}")
CHICKENS_DIFFER = N_("does not match this seat's discards in order: the chickens they leave on the table are {tiles}")
NONE = N_("none")
CF_READ = N_("Charging chicken (冲锋鸡 chōng fēng jī) read from the discards: the first {tile} was {seat}'s, {how}")
CF_HOW_UNCLAIMED = N_("unclaimed")
CF_HOW_CLAIMED = N_("claimed by {seat} (责任鸡 zé rèn jī)")
GUO_HU = N_(
    "Passed win (过胡 guò hú): this seat let a winning discard go earlier ({frm}'s {tile}), so it may win only by self-draw, on a hot discard (热炮 rè pào) or by robbing a kong, not on an ordinary discard"
)
GUO_HU_TITLE = N_("Passed win (过胡 guò hú)")
GUO_HU_ALLOWED = N_(
    "Passed win (过胡 guò hú): {seat} let {frm}'s {tile} go earlier; {how} is still allowed after a pass, and scores as usual"
)
HOW_SELF_DRAW = N_("a self-draw")
HOW_RE_PAO = N_("a win on a hot discard (热炮 rè pào)")
HOW_QIANG_GANG = N_("robbing a kong")

# --- notes on payments ---
SEPARATOR = N_("; ")
DEALER_X2 = N_("{name} ×2")  # the name: the dealer-doubling pattern (ledger.DEALER_X2)
ROBBED_SHARE = N_("robbed kong: the robbed seat pays {seat}'s share")
KONG_NOTE = N_("{name} {tile}")
BAO_KONG_NOTE = N_("not ready: pays back {name} {tile}")
CHICKEN_NOTE = N_("{name} {tile} ×{n}")
ZE_REN_NOTE = N_("liable chicken {tile}")
BAO_JI_NOTE = N_("not ready: pays for its exposed chickens: {items}")
FA_NOTE = N_("melded flip chickens: {items}")

# what scores nothing this hand (the answer's `burned`, each on a line of its own)
BURNED_KONGS_NOT_READY = N_("{seat} is not ready: its kongs ({n}) score nothing.")
BURNED_KONGS = N_("{seat} dealt in after its kong (热炮 rè pào) or had its kong robbed: its kong points burn ({n}).")
BURNED_CHICKENS_NOT_READY = N_("{seat} is not ready: its chickens ({n}) score nothing.")
BURNED_CHICKENS = N_("{seat} dealt in after its kong (热炮 rè pào) or had its kong robbed: its chickens burn ({n}).")
