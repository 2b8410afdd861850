"""What a draw (荒庄 huāng zhuāng) asks of a Guizhou table: which seats are ready and, for the draw check (查叫 chá
jiào), each ready seat's best pattern, given as its tiles or, when the table agrees on it, as the pattern alone.

Seed lines 165, 175, 185: nobody won, so kongs and chickens score nothing (unless 查叫全包); each seat that is not
ready pays each ready seat the value of the best pattern that seat could still win with. The value is the pattern's
(混五清十 applied), then the bonuses a ready seat has (报听 ...), exactly as when its tiles are given
(settlement._draw_hand).
"""

from __future__ import annotations

from types import MappingProxyType

from rules.model import CHOICE, DrawFacts, Field
from rules.text import N_

from . import patterns
from .sources import ref

CHAJIAO_PATTERN = Field(
    key="chajiao_pattern",
    kind=CHOICE,
    default=None,
    choices=tuple((key, patterns.PATTERN_MAP[key].names) for key in patterns.HAND_VALUES),
    names=N_("Best pattern if ready (查叫 chá jiào)"),
    explanation=N_(
        "On a draw, for a ready seat whose tiles are not entered: the best pattern it could still "
        "win with, as the table agrees on it. Each seat that is not ready pays it this pattern's value (the dealer "
        "doubling as usual). With its tiles given, the best pattern is worked out from them instead."
    ),
    message=N_("not a hand pattern of these rules: pick one from the list"),
    ref=ref(165, 175, 185),
)

# a ready seat's chickens score on a draw only under 查叫全包 (line 167): asked then only
DRAW = DrawFacts(
    ready=True,
    ready_fields=(CHAJIAO_PATTERN.key, "chickens"),
    asked_when=MappingProxyType({"chickens": "cha_jiao_quan_bao"}),
)
