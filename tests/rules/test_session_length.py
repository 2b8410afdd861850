"""A Chinese table's session length and first dealer (issue "Whole games"): the rule texts play on until the table
stops and start with the host or East; a club plays a set number of hands or rounds and chooses who deals first.
Options of each rule set's progress (rules/progress.py `length_fields`), pure functions asserted hand by hand."""

from __future__ import annotations

from typing import Any

import pytest

from rules import progress as P
from rules.registry import RULE_SETS


def outcome(state: P.TableState, *, winner: int | None = None) -> P.Outcome:
    """A self-drawn win by `winner` (everyone else pays 1), or a draw."""
    if winner is None:
        return P.Outcome(kind=P.DRAW, change=(0,) * state.players)
    change = tuple(state.players - 1 if s == winner else -1 for s in range(state.players))
    return P.Outcome(kind=P.WIN, change=change, winners=(winner,))


def play(key: str, options: dict[str, Any], winners: list[int | None], players: int = 4) -> list[P.TableState]:
    progress = RULE_SETS[key].progress
    opts = {**progress.defaults, **options}
    state = progress.start(players, opts)
    states = [state]
    for w in winners:
        state = progress.next_hand(state, outcome(state, winner=w), opts)
        states.append(state)
    return states


@pytest.mark.parametrize("key", ["guizhou", "beijing", "wenzhou"])
def test_the_first_dealer_is_the_player_chosen(key: str) -> None:
    assert [play(key, {"first_dealer": n}, [])[0].dealer for n in range(4)] == [0, 1, 2, 3]
    assert play(key, {}, [])[0].dealer == 0  # the host, East: the rule texts' own start


@pytest.mark.parametrize("key", ["guizhou", "beijing", "wenzhou"])
def test_the_session_ends_with_the_hand_that_completes_the_hands_agreed(key: str) -> None:
    states = play(key, {"hands_to_play": 3}, [1, None, 2])
    assert [s.game_over for s in states] == [False, False, False, True]
    assert states[3].end == P.LENGTH_ENDED
    progress = RULE_SETS[key].progress
    with pytest.raises(P.ProgressError):  # no fourth hand unless the table plays on
        progress.next_hand(states[3], outcome(states[3], winner=1), {**progress.defaults, "hands_to_play": 3})


def test_no_length_agreed_plays_on_for_ever() -> None:
    states = play("guizhou", {}, [1, 2, 3, None] * 25)
    assert not any(s.game_over for s in states)
    assert states[-1].hands == 100


def test_beijing_a_round_is_the_deal_gone_round_the_table_once() -> None:
    """The usual order E->S->W->N from the chosen dealer, seat 1: a non-dealer's win passes the deal, the dealer's own
    win and a draw keep it (rule text line 41). Four passes make the round: seat 2's win on seat 0's deal (the deal
    back to seat 1) ends the session; the kept deals in between count as hands, not as passes."""
    states = play("beijing", {"order": "usual", "first_dealer": 1, "rounds_to_play": 1}, [3, 3, 3, None, 1, 0, 2])
    assert [s.dealer for s in states] == [1, 2, 3, 3, 3, 0, 0, 1]
    assert [s.game_over for s in states] == [False] * 7 + [True]
    assert states[-1].end == P.LENGTH_ENDED
    assert (states[-1].round_wind, states[-1].round_hand) == (1, 0)


def test_wenzhou_two_rounds_of_draws_pass_the_deal_eight_times() -> None:
    """A draw passes the deal in Wenzhou (line 17; option draw_keeps_deal off): eight draws are two rounds."""
    states = play("wenzhou", {"rounds_to_play": 2}, [None] * 8)
    assert [s.game_over for s in states] == [False] * 8 + [True]
    assert states[4].round_wind == 1


def test_playing_on_past_the_length_is_not_stopped_again() -> None:
    progress = RULE_SETS["guizhou"].progress
    opts = {**progress.defaults, "hands_to_play": 2}
    state = progress.start(4, opts)
    for w in (1, 2):
        state = progress.next_hand(state, outcome(state, winner=w), opts)
    assert state.game_over
    assert progress.play_on is not None
    state = progress.play_on(state, opts)
    assert not state.game_over
    for w in (3, 0, 1):
        state = progress.next_hand(state, outcome(state, winner=w), opts)
        assert not state.game_over


def test_guizhou_has_no_rounds_to_count() -> None:
    """The winner deals next (line 29): the deal never goes round in an order, so only hands are counted."""
    keys = {f.key for f in RULE_SETS["guizhou"].progress.fields}
    assert keys == {"first_dealer", "hands_to_play"}
    assert {"first_dealer", "hands_to_play", "rounds_to_play"} <= {f.key for f in RULE_SETS["beijing"].progress.fields}
