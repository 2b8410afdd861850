"""Guizhou table progress: scripted evenings against seed 000 坐庄规则 (lines 27-33)."""

from __future__ import annotations

import pytest

from rules import progress as P
from rules import registry
from rules.guizhou import progress as G

A, B, C, D = 0, 1, 2, 3
OPTS = registry.progress_options("guizhou", "seed")


def win(change, winners, discarder=None):
    return P.Outcome(kind=P.WIN, change=tuple(change), winners=tuple(winners), discarder=discarder)


def draw(change):
    return P.Outcome(kind=P.DRAW, change=tuple(change))


# (outcome, after it: dealer, streak, totals A B C D)
EVENING = [
    # (1) “第一局房主坐庄”: A (seat 0) deals. “之后胡牌玩家坐庄”: B self-draws, B deals next.
    (win((-6, 18, -6, -6), [B]), (B, 0, (-6, 18, -6, -6))),
    # (2) “荒庄情况下,庄家连庄”: a draw, B stays, streak 1 (chickens may still be paid on a draw).
    (draw((2, 0, -1, -1)), (B, 1, (-4, 18, -7, -7))),
    # B (the dealer) wins again: the winner deals, the same seat: streak 2.
    (win((-4, 12, -4, -4), [B]), (B, 2, (-8, 30, -11, -11))),
    # C wins on D's discard: C deals, streak 0.
    (win((0, 0, 5, -5), [C], discarder=D), (C, 0, (-8, 30, -6, -16))),
    # (3) “一炮多响,点炮者坐庄”: A and D both win on C's discard: C, the discarder, deals: the
    # dealer's seat again, so the streak goes on: 1.
    (win((4, 0, -10, 6), [A, D], discarder=C), (C, 1, (-4, 30, -16, -10))),
    # B and D win on A's discard: A deals, streak 0.
    (win((-9, 4, 0, 5), [B, D], discarder=A), (A, 0, (-13, 34, -16, -5))),
    # A draw: A stays, streak 1.
    (draw((0, 0, 0, 0)), (A, 1, (-13, 34, -16, -5))),
    # A self-draws: A deals again, streak 2.
    (win((21, -7, -7, -7), [A]), (A, 2, (8, 27, -23, -12))),
    # D wins on A's discard: D deals, streak 0.
    (win((-8, 0, 0, 8), [D], discarder=A), (D, 0, (0, 27, -23, -4))),
]


def test_scripted_evening_hand_by_hand() -> None:
    state = G.start(4, OPTS)
    assert (state.dealer, state.streak) == (A, 0)
    for i, (outcome, expected) in enumerate(EVENING, start=1):
        state = G.next_hand(state, outcome, OPTS)
        assert (state.dealer, state.streak, state.scores) == expected, f"after hand {i}"
        assert state.hands == i
        assert sum(state.scores) == 0
    assert not state.game_over  # Guizhou has no end of game: the scorekeeper closes the session
    assert [(s.player, s.rank, s.total) for s in G.standings(state, OPTS)] == [
        (B, 1, 27),
        (A, 2, 0),
        (D, 3, -4),
        (C, 4, -23),
    ]


@pytest.mark.parametrize(
    ("players", "outcomes", "dealers"),
    [
        pytest.param(
            3,
            [win((3, -3, 0), [A], 1), draw((0, 0, 0)), win((-2, 4, -2), [B]), win((2, -4, 2), [A, C], 1)],
            [A, A, B, B],
            id="three-players-double-ron-dealer-discards",
        ),
        pytest.param(2, [win((-1, 1), [B], 0), draw((0, 0)), win((1, -1), [A], 1)], [B, B, A], id="two-players"),
    ],
)
def test_smaller_tables(players, outcomes, dealers) -> None:
    state = G.start(players, OPTS)
    seen = []
    for o in outcomes:
        state = G.next_hand(state, o, OPTS)
        seen.append(state.dealer)
    assert seen == dealers
