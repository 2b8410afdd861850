"""What a win's flags (contract: `seats.N.win.after_kong`, `last_tile`, `first_turn`, `after_kong_discard`) are
called at a table: players of riichi say rinshan and haitei, players of the Chinese rule sets 杠上开花 and 海底.
Each rule set lists the flags it reads, named in its own words (`RuleSet.win_flags`); a page offers only those."""

from __future__ import annotations

from types import MappingProxyType

from .text import N_, Text

# riichi's words
RINSHAN = N_("On a kong replacement tile (rinshan)")
HAITEI = N_("Last tile of the wall or its discard (haitei / houtei)")
TENHOU = N_("First turn (tenhou / chiihou)")
# the Chinese rule sets' words
GANG_SHANG_HUA = N_("On a kong replacement tile (杠上开花)")
HAI_DI = N_("Last tile of the wall or its discard (海底)")
TIAN_DI_HU = N_("First turn (天胡 / 地胡)")
TIAN_DI_HE = N_("First turn (天和 / 地和)")  # Beijing's seed writes 和
RE_PAO = N_("Discard right after a kong (热炮)")

RIICHI_FLAGS: MappingProxyType[str, Text] = MappingProxyType(
    {"after_kong": RINSHAN, "last_tile": HAITEI, "first_turn": TENHOU}
)
CHINESE_FLAGS: MappingProxyType[str, Text] = MappingProxyType(
    {"after_kong": GANG_SHANG_HUA, "last_tile": HAI_DI, "first_turn": TIAN_DI_HU}
)
BEIJING_FLAGS: MappingProxyType[str, Text] = MappingProxyType(
    {"after_kong": GANG_SHANG_HUA, "last_tile": HAI_DI, "first_turn": TIAN_DI_HE}
)
