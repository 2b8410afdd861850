"""Messages of the Beijing checks: each names the rule that forbids the input (in the players' words, no seed line numbers)."""

from __future__ import annotations

from rules.text import N_

FLIP_REQUIRED = N_("a win needs the 惠坯 (the flipped tile): it fixes which tile is the 惠牌")
NO_RED_FIVES = N_("Beijing mahjong has no red fives: write a plain five (5m/5p/5s)")
OPEN_NO_DISCARD = N_(
    "after a chi, pon or exposed kong a hand may only win by self-draw, never on a discard; robbing a kong "
    "counts as a discard win"
)
THREE_HUI_SELF_DRAW = N_(
    "a hand holding {n} 惠牌 ({hui}) must win by self-draw, even when closed: no discard or robbed-kong win"
)
NOT_WINNING = N_(
    "this hand (惠牌 {hui} standing for any tile) is neither four sets and a pair nor seven pairs, and does not "
    "hold four 惠牌: it cannot win"
)
AFTER_KONG_SELF_DRAW = N_(
    "杠上开花 is a self-draw of the kong's replacement tile; it cannot go with a discard or robbed-kong win"
)
AFTER_KONG_NEEDS_KONG = N_("杠上开花 needs a kong, and this seat's melds hold none")
LAST_TILE_CONFLICT = N_(
    "海底捞月 is a win on the last wall tile or its discard; a robbed kong is neither, and a kong's "
    "replacement comes from the kept-back tiles, not the last wall tile"
)
FIRST_TURN_DEALER = N_("the dealer's 天和 is a complete hand before any discard, so a self-draw, not a discard win")
BEFORE_DISCARD = N_(
    "天和 / 地和 is a complete hand before the seat has discarded; its discards show it has discarded already"
)
FIRST_TURN_OPEN = N_(
    "天和 and 地和 are wins before any discard of one's own, so there can be no chi, pon or exposed kong"
)
HUI_KONG = N_("four 惠牌 ({hui}) win at once (四惠牌); they cannot be declared as a concealed kong")
SHAOZHUANG_DIFFERS = N_(
    "does not match the discards: from the dealer's first discard, all four discarded the same tile {r} round(s) in a row"
)
