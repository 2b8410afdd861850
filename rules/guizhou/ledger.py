"""What the settlement of one hand knows about the table: who scores, who is burned, the ledger helper."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from rules.model import ScoreRequest, Transfer
from rules.text import NC_, Text

WIN = "win"
TENPAI = "tenpai"
NOTEN = "noten"


@dataclass(frozen=True, slots=True, kw_only=True)
class Table:
    req: ScoreRequest
    status: tuple[str, ...]  # per seat: win | tenpai | noten
    burn_kong: frozenset[int] = frozenset()  # scoring seats that collect no kong points (热炮 / 抢杠 烧豆)
    burn_chicken: frozenset[int] = frozenset()  # ... no chicken points (热炮 / 抢杠 烧鸡)

    @property
    def opts(self) -> Mapping[str, Any]:
        return self.req.options

    @property
    def players(self) -> int:
        return self.req.players

    def others(self, seat: int) -> list[int]:
        return [s for s in range(self.players) if s != seat]

    def scores(self, seat: int) -> bool:
        """Won or is ready: collects chicken and kong points."""
        return self.status[seat] != NOTEN

    def collects_kongs(self, seat: int) -> bool:
        return self.scores(seat) and seat not in self.burn_kong

    def collects_chickens(self, seat: int) -> bool:
        return self.scores(seat) and seat not in self.burn_chicken

    def dealer_factor(self, a: int, b: int) -> int:
        """Dealer doubling for a pattern or kong payment between seats a and b."""
        return 2 if self.opts["dealer_double"] and self.req.dealer in (a, b) else 1


def pay(
    out: list[Transfer], req: ScoreRequest, payer: int, payee: int, amount: int, reason: str, note: Text | None = None
) -> None:
    """Add a transfer in points (amount x 底分); nothing for a zero amount."""
    if amount > 0 and payer != payee:
        out.append(
            Transfer(payer=payer, payee=payee, amount=amount * req.options["base_points"], reason=reason, note=note)
        )


@cache
def dealer_x2() -> Text:
    """A payment's note "Dealer doubling ×2", the pattern named by reference (linked to its rule on a page)."""
    from . import messages as M
    from . import patterns

    return M.DEALER_X2.format(name=patterns.PATTERN_MAP[patterns.ZHUANG_DOUBLE].mention)


_COMMA = NC_("list separator", ", ")


def join(items: list[Text]) -> Text:
    """Texts joined with a list separator in each language (their references kept)."""
    return Text.join(items, _COMMA)
