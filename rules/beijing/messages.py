"""Messages of the Beijing checks: each names the rule that forbids the input (in the players' words, no seed line numbers)."""

from __future__ import annotations

from rules.text import N_

FLIP_REQUIRED = N_(
    "a win needs the wildcard indicator (惠坯 huì pī): it fixes which tile is the wildcard (惠牌 huì pái)"
)
NO_RED_FIVES = N_("Beijing mahjong has no red fives: write a plain five (5m/5p/5s)")
OPEN_NO_DISCARD = N_(
    "after a chi, pon or exposed kong a hand may only win by self-draw, never on a discard; robbing a kong "
    "counts as a discard win"
)
THREE_HUI_SELF_DRAW = N_(
    "a hand holding {n} wildcards (惠牌 huì pái, here {hui}) must win by self-draw, even when closed: no discard or robbed-kong win"
)
NOT_WINNING = N_(
    "this hand (wildcard (惠牌 huì pái) {hui} standing for any tile) is neither four sets and a pair nor seven pairs, and does not hold four wildcards: it cannot win"
)
AFTER_KONG_SELF_DRAW = N_(
    "Win on a kong (杠上开花 gàng shàng kāi huā) is a self-draw of the kong's replacement tile; it cannot go with a discard or robbed-kong win"
)
AFTER_KONG_NEEDS_KONG = N_("Win on a kong (杠上开花 gàng shàng kāi huā) needs a kong, and this seat's melds hold none")
LAST_TILE_CONFLICT = N_(
    "Last tile (海底捞月 hǎi dǐ lāo yuè) is a win on the last wall tile or its discard; a robbed kong is neither, and a kong's replacement comes from the kept-back tiles, not the last wall tile"
)
FIRST_TURN_DEALER = N_(
    "the dealer's heavenly win (天和 tiān hú) is a complete hand before any discard, so a self-draw, not a discard win"
)
BEFORE_DISCARD = N_(
    "Heavenly win (天和 tiān hú) / earthly win (地和 dì hú) is a complete hand before the seat has discarded; its discards show it has discarded already"
)
FIRST_TURN_OPEN = N_(
    "Heavenly win (天和 tiān hú) and earthly win (地和 dì hú) are wins before any discard of one's own, so there can be no chi, pon or exposed kong"
)
HUI_KONG = N_(
    "four wildcards (惠牌 huì pái, here {hui}) win at once (四惠牌 sì huì pái); they cannot be declared as a concealed kong"
)
SHAOZHUANG_DIFFERS = N_(
    "does not match the discards: from the dealer's first discard, all four discarded the same tile {r} round(s) in a row"
)
