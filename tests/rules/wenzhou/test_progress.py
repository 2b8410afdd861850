"""Wenzhou table progress: scripted evenings against seed 002 line 1.

“第一盤門風東者為莊家……余下的按逆時針的方向來輪莊,如果莊家連莊則還是此位玩家當莊,底數增加,如果莊家
連莊四把之后,四位玩家重新排定位置。” The base the dealer plays for is base_progression[min(streak, 3)]
(rules/wenzhou: the (n+1)th value with a streak of n; the seed's 10, 20, 30, 40).
"""

from __future__ import annotations

import pytest

from rules import progress as P
from rules import registry
from rules.wenzhou import progress as WZ
from rules.wenzhou.options import PROGRESSION_SEED

A, B, C, D = 0, 1, 2, 3
OPTS = registry.progress_options("wenzhou", "seed")


def win(change, winners, discarder=None):
    return P.Outcome(kind=P.WIN, change=tuple(change), winners=tuple(winners), discarder=discarder)


def draw():
    return P.Outcome(kind=P.DRAW, change=(0, 0, 0, 0))


def test_scripted_evening_with_a_redraw() -> None:
    state = WZ.start(4, OPTS)
    assert (state.dealer, state.streak, PROGRESSION_SEED[state.streak]) == (0, 0, 10)
    script = [
        # (outcome, dealer seat after, streak after, the dealer's base for the next hand)
        (win((30, -10, -10, -10), [0]), 0, 1, 20),  # 1 the dealer A wins: 连庄, the base rises to 20
        (win((60, -20, -20, -20), [0]), 0, 2, 30),  # 2 again: 30
        (draw(), 1, 0, 10),  # 3 流局: no 连庄 in the seed; counter-clockwise to seat 1 (B), base 10
        (win((-10, 30, -10, -10), [1]), 1, 1, 20),  # 4 B (dealer) wins
        (win((-20, 60, -20, -20), [1]), 1, 2, 30),  # 5
        (win((-30, 90, -30, -30), [1]), 1, 3, 40),  # 6
        (win((-40, 120, -40, -40), [1]), 1, 4, 40),  # 7 the fourth kept deal: redraw due
    ]
    for i, (o, dealer, streak, base) in enumerate(script, start=1):
        state = WZ.next_hand(state, o, OPTS)
        assert (state.dealer, state.streak) == (dealer, streak), f"after hand {i}"
        assert PROGRESSION_SEED[min(state.streak, len(PROGRESSION_SEED) - 1)] == base
        assert state.redraw_due == (i == 7)
    assert state.scores == (-10, 270, -130, -130)
    # “連莊四把之后,四位玩家重新排定位置”: no hand until the new seating is entered.
    with pytest.raises(P.ProgressError) as e:
        WZ.next_hand(state, draw(), OPTS)
    assert e.value.errors[0].field == "seating"
    # The new seating: seat 0 (East) C, seat 1 A, seat 2 D, seat 3 B. The new East deals, streak 0.
    state = P.redraw(state, (C, A, D, B))
    assert (state.dealer, state.streak, state.player_at(0), state.redraw_due) == (0, 0, C, False)
    # 8: seat 1 (player A) wins on seat 3's (player B) discard: a non-dealer: the deal passes to seat 1.
    state = WZ.next_hand(state, win((0, 20, 0, -20), [1], discarder=3), OPTS)
    assert (state.dealer, state.player_at(state.dealer), state.streak) == (1, A, 0)
    assert state.scores == (10, 250, -130, -130)  # A +20 and B -20, by player
    # 9: the dealer (seat 1, A) wins: 连庄 1. 10: a draw: to seat 2 (D).
    state = WZ.next_hand(state, win((-10, 30, -10, -10), [1]), OPTS)
    assert (state.dealer, state.streak) == (1, 1)
    state = WZ.next_hand(state, draw(), OPTS)
    assert (state.dealer, state.player_at(state.dealer), state.streak) == (2, D, 0)
    assert state.scores == (40, 240, -140, -140)
    # Equal totals (C, D): the earlier starting seat first.
    assert [s.player for s in WZ.standings(state, OPTS)] == [B, A, C, D]


def test_bad_redraws_name_the_field() -> None:
    state = WZ.start(4, OPTS)
    with pytest.raises(P.ProgressError) as e:
        P.redraw(state, (1, 0, 2, 3))
    assert e.value.errors[0].field == "seating"
    for _ in range(4):
        state = WZ.next_hand(state, win((3, -1, -1, -1), [0]), OPTS)
    with pytest.raises(P.ProgressError):
        P.redraw(state, (0, 0, 1, 2))


def test_two_players_alternate_and_draw_option_keeps() -> None:
    state = WZ.start(2, OPTS)
    state = WZ.next_hand(state, P.Outcome(kind=P.DRAW, change=(0, 0)), OPTS)
    assert state.dealer == 1
    state = WZ.next_hand(state, P.Outcome(kind=P.WIN, change=(5, -5), winners=(0,)), OPTS)
    assert (state.dealer, state.streak) == (0, 0)
    keep = registry.progress_options("wenzhou", "seed", {"draw_keeps_deal": True})
    state = WZ.next_hand(state, P.Outcome(kind=P.DRAW, change=(0, 0)), keep)
    assert (state.dealer, state.streak) == (0, 1)
