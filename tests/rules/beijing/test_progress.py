"""Beijing table progress: scripted evenings against seed 003 §1.5 (line 41)."""

from __future__ import annotations

import pytest

from rules import progress as P
from rules import registry
from rules.beijing import progress as BJ

E, S, W, N = 0, 1, 2, 3  # the seats by their first winds; players A..D sit in them


def win(change, winners, discarder=None):
    return P.Outcome(kind=P.WIN, change=tuple(change), winners=tuple(winners), discarder=discarder)


def draw(change=(0, 0, 0, 0)):
    return P.Outcome(kind=P.DRAW, change=tuple(change))


HANDS = [
    win((6000, -2000, -2000, -2000), [E]),  # 1 East (dealer) wins
    draw((-2000, 2000, 0, 0)),  # 2 荒牌 (烧庄 may still be paid on a draw)
    win((0, 0, 4000, -4000), [W], discarder=N),  # 3 West, a non-dealer, wins
    win((-2000, -2000, -2000, 6000), [N]),  # 4 North (dealer) wins
    win((0, 2000, -2000, 0), [S], discarder=W),  # 5 South, a non-dealer, wins
    draw(),  # 6 荒牌
    win((4000, 0, -4000, 0), [E], discarder=W),  # 7 East, a non-dealer, wins
    win((-2000, 0, 6000, -4000), [W]),  # 8 West, a non-dealer, self-draws
    draw(),  # 9 荒牌
]

# “游戲開始時由東家做莊,然后依次輪到北家,西家,南家,東家……如果輪到莊家和牌(或荒牌),則莊家可以連莊,
# 連莊的次數沒有限制,當閑家和牌時,再繼續按原順序進行輪莊。” Dealer and streak after each hand:
SEED_ORDER = [
    (E, 1),  # 1 the dealer wins: keeps, 1
    (E, 2),  # 2 荒牌: keeps, 2
    (N, 0),  # 3 a non-dealer wins: East -> North
    (N, 1),  # 4 North wins as dealer: keeps
    (W, 0),  # 5 a non-dealer wins: North -> West
    (W, 1),  # 6 荒牌: keeps
    (S, 0),  # 7 a non-dealer wins: West -> South (not to the winner East)
    (E, 0),  # 8 a non-dealer wins: South -> East
    (E, 1),  # 9 荒牌: keeps
]
# The usual order East -> South -> West -> North (option): the same hands.
USUAL_ORDER = [(E, 1), (E, 2), (S, 0), (W, 0), (N, 0), (N, 1), (E, 0), (S, 0), (S, 1)]


@pytest.mark.parametrize(
    ("order", "expected"),
    [pytest.param("seed", SEED_ORDER, id="seed-E-N-W-S"), pytest.param("usual", USUAL_ORDER, id="usual-E-S-W-N")],
)
def test_scripted_evening_hand_by_hand(order, expected) -> None:
    opts = registry.progress_options("beijing", "seed", {"order": order})
    state = BJ.start(4, opts)
    assert state.dealer == E
    for i, (outcome, want) in enumerate(zip(HANDS, expected, strict=True), start=1):
        state = BJ.next_hand(state, outcome, opts)
        assert (state.dealer, state.streak) == want, f"after hand {i}"
    assert state.scores == (4000, 0, 0, -4000)
    # S and W tie at 0: the earlier starting seat first.
    assert [(s.player, s.rank) for s in BJ.standings(state, opts)] == [(0, 1), (1, 2), (2, 3), (3, 4)]


def test_the_dealer_keeps_the_deal_without_limit() -> None:
    opts = registry.progress_options("beijing", "seed")
    state = BJ.start(4, opts)
    for _ in range(12):
        state = BJ.next_hand(state, win((3, -1, -1, -1), [E]), opts)
    assert (state.dealer, state.streak, state.redraw_due) == (E, 12, False)
