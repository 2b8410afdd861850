"""A finished game's final result in words, for the session page: why it ended, the final points, where the sticks
left on the table went, the uma and oka of each place, the final scores in the rule set's own rounding, the ranking.
The numbers are the rule set's (`Progress.final_result`, through `services.final_result`); nothing is computed here."""

from __future__ import annotations

from decimal import Decimal
from typing import TypedDict

from django.utils.translation import gettext as _
from django.utils.translation import ngettext, pgettext

from rules import registry
from scoresheet import services
from scoresheet.models import Session

from .table import signed


class FinalRow(TypedDict):
    rank: int
    player: int
    name: str
    points: int  # the final points (the sticks given as the rules say)
    sticks: str  # what the sticks added, signed, or ""
    uma: str
    oka: str
    score: str  # the final score in the rule set's rounding


class FinalView(TypedDict):
    why: str  # why the game ended
    sticks: str  # the sticks' fate, in a sentence, or ""
    rows: list[FinalRow]  # from the first place down
    ranked: bool  # the final score is not the points (uma, oka, a return): the columns are shown
    uma: bool  # any uma
    oka: bool  # any oka


def thousands(points: int) -> str:
    """A ranked score as players read it: points / 1000, signed, with at least one decimal (66400 -> +66.4,
    -25000 -> -25.0, 12345 -> +12.345)."""
    value = Decimal(points) / 1000
    text = f"{value:.3f}".rstrip("0")
    if text.endswith("."):
        text += "0"
    return ("+" + text) if points > 0 else text


def final_view(session: Session, names: list[str]) -> FinalView | None:
    """The final result once the game is over (None before)."""
    result = services.final_result(session)
    if result is None:
        return None
    state = services.current_state(session)
    ranked = registry.RULE_SETS[session.ruleset].progress.ranked_result
    rows: list[FinalRow] = []
    for p in result.order:
        got = result.points[p] - state.scores[p]
        rows.append(
            {
                "rank": result.ranks[p],
                "player": p,
                "name": names[p],
                "points": result.points[p],
                "sticks": signed(got) if got else "",
                "uma": thousands(result.uma[p]) if ranked else signed(result.uma[p]),
                "oka": thousands(result.oka[p]) if ranked else signed(result.oka[p]),
                "score": thousands(result.scores[p]) if ranked else signed(result.scores[p]),
            }
        )
    sticks = ""
    if result.sticks:
        n = result.sticks
        if result.sticks_shared:
            sticks = ngettext(
                "%(n)s riichi stick left on the table was shared by %(names)s, tied in first place.",
                "%(n)s riichi sticks left on the table were shared by %(names)s, tied in first place.",
                n,
            ) % {"n": n, "names": pgettext("list separator", ", ").join(names[p] for p in result.sticks_shared)}
        elif result.sticks_to is not None:
            sticks = ngettext(
                "%(n)s riichi stick left on the table went to %(name)s, in first place.",
                "%(n)s riichi sticks left on the table went to %(name)s, in first place.",
                n,
            ) % {"n": n, "name": names[result.sticks_to]}
        else:
            sticks = ngettext(
                "%(n)s riichi stick left on the table went to nobody.",
                "%(n)s riichi sticks left on the table went to nobody.",
                n,
            ) % {"n": n}
    return {
        "why": services.end_words().get(state.end, _("The game is over.")),
        "sticks": sticks,
        "rows": rows,
        "ranked": ranked,
        "uma": any(result.uma),
        "oka": any(result.oka),
    }
