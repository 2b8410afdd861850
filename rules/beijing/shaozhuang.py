"""烧庄 counted from the discards (seed 1.7): the dealer's first discard followed by the same tile from the
three others is one round; the rounds count while they follow one another from the start, and once broken,
later ones do not count.

Read only when every seat's discards are given (rules/history.py replays them in play order); otherwise the
table fact `shaozhuang_rounds` says how many rounds there were. Our reading: a go-round in which a discard
was claimed (chi, pon, kong) is not a 烧庄 round: the tile was taken back in, and the turn order broke.
"""

from __future__ import annotations

from rules.history import complete, replay
from rules.model import ScoreRequest
from rules.tiles import kind


def rounds_from_discards(req: ScoreRequest) -> int | None:
    """How many 烧庄 rounds the discards show (None: not every seat's discards are given)."""
    if not complete(req):
        return None
    order = replay(req)
    n = req.players
    turn = [(req.dealer + i) % n for i in range(n)]
    rounds = 0
    while len(order) >= (rounds + 1) * n:
        go = order[rounds * n : (rounds + 1) * n]
        if [d.seat for d in go] != turn or any(d.claimed_by is not None for d in go):
            break
        if len({kind(d.tile) for d in go}) != 1:
            break
        rounds += 1
    return rounds


def shaozhuang_rounds(req: ScoreRequest, found: int | None) -> int:
    """The rounds of this hand: `found` from the discards (`rounds_from_discards`) when every seat's are
    given, else the table fact."""
    return int(req.table.get("shaozhuang_rounds", 0)) if found is None else found
