"""Property tests of the table's progress (pure rules.progress, no database): any sequence of hands keeps
the dealer a seat, the counts non-negative, each change on the right player, the riichi sticks where the rules put them, a finished
game refusing further hands, and a replay deterministic."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules import progress as P
from rules import registry


@st.composite
def outcomes(draw, players: int, riichi: bool):
    kinds = [P.WIN, P.DRAW] + ([P.ABORTIVE, P.CHOMBO] if riichi else [])
    kind = draw(st.sampled_from(kinds))
    seats = st.integers(0, players - 1)
    amount = draw(st.integers(0, 20000))
    change = [0] * players
    declared = tuple(sorted(draw(st.sets(seats, max_size=players)))) if riichi and kind != P.CHOMBO else ()
    if kind == P.WIN:
        winners = tuple(sorted(draw(st.sets(seats, min_size=1, max_size=players - 1))))
        losers = [s for s in range(players) if s not in winners]
        discarder = draw(st.sampled_from(losers)) if len(winners) > 1 or draw(st.booleans()) else None
        for w in winners:
            change[w] += amount
            change[discarder if discarder is not None else losers[0]] -= amount
        return P.Outcome(kind=kind, change=tuple(change), winners=winners, discarder=discarder, riichi=declared)
    if kind == P.CHOMBO:
        seat = draw(seats)
        change[seat] -= amount * (players - 1)
        for s in range(players):
            if s != seat:
                change[s] += amount
        return P.Outcome(kind=kind, change=tuple(change), chombo=seat)
    for s in declared:  # the deposits leave the players for the table
        change[s] -= 1000
    tenpai = tuple(sorted(draw(st.sets(seats)))) if kind == P.DRAW else ()
    return P.Outcome(kind=kind, change=tuple(change), tenpai=tenpai, riichi=declared)


CASES = [
    pytest.param("riichi", 4, id="riichi"),
    pytest.param("guizhou", 3, id="guizhou-3"),
    pytest.param("guizhou", 4, id="guizhou-4"),
    pytest.param("beijing", 4, id="beijing"),
    pytest.param("wenzhou", 2, id="wenzhou-2"),
    pytest.param("wenzhou", 4, id="wenzhou-4"),
]


@pytest.mark.parametrize(("key", "players"), CASES)
@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_any_evening_keeps_the_table_sound(key: str, players: int, data) -> None:
    prog = registry.RULE_SETS[key].progress
    opts = registry.progress_options(key, "seed", {"tobi": False} if key == "riichi" else {})
    state = prog.start(players, opts)
    hands = data.draw(st.lists(outcomes(players, key == "riichi"), max_size=30))
    items: list = []
    for o in hands:
        if state.redraw_due:
            seating = tuple(data.draw(st.permutations(range(players))))
            state = P.redraw(state, seating)
            items.append(seating)
        if state.game_over:
            with pytest.raises(P.ProgressError):
                prog.next_hand(state, o, opts)
            break
        new = prog.next_hand(state, o, opts)
        items.append(o)
        assert 0 <= new.dealer < players
        assert new.streak >= 0
        assert new.sticks >= 0
        assert new.hands == state.hands + 1
        # each seat's change lands on the player sitting there, and nowhere else
        for seat, amount in enumerate(o.change):
            player = state.seating[seat]
            assert new.scores[player] - state.scores[player] == amount
        if key == "riichi" and o.kind in (P.DRAW, P.ABORTIVE):
            assert new.sticks == state.sticks + len(o.riichi)
        if key == "riichi" and o.kind == P.WIN:
            assert new.sticks == 0
        if new.dealer != state.dealer:
            assert new.streak == 0 or (key == "riichi" and opts["honba"] == "standard")
        state = new
    assert sorted(state.seating) == list(range(players))
    # the same items replayed give the same state
    again = prog.start(players, opts)
    for item in items:
        again = P.redraw(again, item) if isinstance(item, tuple) else prog.next_hand(again, item, opts)
    assert again == state
