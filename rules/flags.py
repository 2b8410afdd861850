"""What a win's flags (contract: `seats.N.win.after_kong`, `last_tile`, `first_turn`, `after_kong_discard`) are
called at a table: players of riichi say rinshan and haitei, players of the Chinese rule sets 杠上开花 and 海底.
Each rule set lists the flags it reads, named in its own words (`RuleSet.win_flags`); a page offers only those."""

from __future__ import annotations

from types import MappingProxyType

from .text import N_, NC_, Text

# riichi's words
RINSHAN = N_("On a kong replacement tile (rinshan)")
HAITEI = N_("Last tile of the wall or its discard (haitei / houtei)")
TENHOU = N_("First turn (tenhou / chiihou)")
# the Chinese rule sets' words
GANG_SHANG_HUA = N_("On a kong replacement tile (杠上开花 gàng shàng kāi huā)")
HAI_DI = N_("Last tile of the wall or its discard (海底 hǎi dǐ)")
TIAN_DI_HU = N_("First turn (天胡 tiān hú / 地胡 dì hú)")
TIAN_DI_HE = N_("First turn (天和 tiān hú / 地和 dì hú)")  # Beijing's seed writes 和
RE_PAO = N_("Discard right after a kong (热炮 rè pào)")

RIICHI_FLAGS: MappingProxyType[str, Text] = MappingProxyType(
    {"after_kong": RINSHAN, "last_tile": HAITEI, "first_turn": TENHOU}
)
CHINESE_FLAGS: MappingProxyType[str, Text] = MappingProxyType(
    {"after_kong": GANG_SHANG_HUA, "last_tile": HAI_DI, "first_turn": TIAN_DI_HU}
)
BEIJING_FLAGS: MappingProxyType[str, Text] = MappingProxyType(
    {"after_kong": GANG_SHANG_HUA, "last_tile": HAI_DI, "first_turn": TIAN_DI_HE}
)


# The words of a win on the form, as each table says them: riichi players 和牌 (和了) and 放铳 (放銃), the Chinese
# rule sets 胡牌 and 点炮 (放槍), Beijing's seed 和牌 and 点炮 (`RuleSet.win_words`; English the same for all).
RIICHI_WIN_WORDS: MappingProxyType[str, Text] = MappingProxyType(
    {
        "won": NC_("riichi win words", "Won"),
        "won_by": NC_("riichi win words", "Won by"),
        "discard": NC_("riichi win words", "Discard"),
        "discarded_by": NC_("riichi win words", "Discarded by"),
        "on_discard": NC_("riichi win words", "on the discard of {seat}"),
    }
)
CHINESE_WIN_WORDS: MappingProxyType[str, Text] = MappingProxyType(
    {
        "won": NC_("Chinese win words", "Won"),
        "won_by": NC_("Chinese win words", "Won by"),
        "discard": NC_("Chinese win words", "Discard"),
        "discarded_by": NC_("Chinese win words", "Discarded by"),
        "on_discard": NC_("Chinese win words", "on the discard of {seat}"),
    }
)
BEIJING_WIN_WORDS: MappingProxyType[str, Text] = MappingProxyType(
    {
        "won": NC_("Beijing win words", "Won"),
        "won_by": NC_("Beijing win words", "Won by"),
        "discard": NC_("Beijing win words", "Discard"),
        "discarded_by": NC_("Beijing win words", "Discarded by"),
        "on_discard": NC_("Beijing win words", "on the discard of {seat}"),
    }
)
