"""Each end-and-result preset of riichi, played to each of its end conditions with scripted hands.

The values are worked out from each preset's rulebook (the preset's explanation cites it): the seed's table (seed 001
§11.3; no return, no uma), Tenhou East-South and East-only (as its real logs show; test_tenhou_games.py replays 37
of them), Mahjong Soul (points over the start plus uma +15/+5/-5/-15), EMA RCR 2016 and WRC 2015 (30,000 start and
return, uma +15/+5/-5/-15 shared on ties, no agari-yame, no bankruptcy). Players A, B, C, D start in seats 0..3
(A is the first East); a hand's change is given per seat, the progress only adds it up.
"""

from __future__ import annotations

from typing import Any

import pytest

from rules import progress as P
from rules.riichi import progress as R

A, B, C, D = 0, 1, 2, 3
NOBODY: tuple[int, ...] = ()


def opts(result: str, rule: str = "tenhou", **over: Any) -> dict[str, Any]:
    return P.resolve(R.PROGRESS, rule, over, result_preset=result)


def win(change: tuple[int, ...], winners: tuple[int, ...], discarder: int | None = None) -> P.Outcome:
    return P.Outcome(kind=P.WIN, change=change, winners=winners, discarder=discarder)


def draw(
    tenpai: tuple[int, ...] = NOBODY, change: tuple[int, ...] = (0, 0, 0, 0), riichi: tuple[int, ...] = ()
) -> P.Outcome:
    return P.Outcome(kind=P.DRAW, change=change, tenpai=tenpai, riichi=riichi)


def play(o: dict[str, Any], hands: list[P.Outcome], state: P.TableState | None = None) -> P.TableState:
    state = state or R.start(4, o)
    for i, h in enumerate(hands):
        assert not state.game_over, f"over before hand {i + 1}"
        state = R.next_hand(state, h, o)
    return state


def to_last_hand(o: dict[str, Any]) -> P.TableState:
    """Seven draws nobody is tenpai in: the deal passes East 1 -> South 4 (East 4 when East only)."""
    passes = 4 * int(o["rounds"]) - 1
    state = play(o, [draw() for _ in range(passes)])
    last = int(o["rounds"]) - 1
    assert (state.round_wind, state.round_hand, state.dealer, state.game_over) == (last, 3, D, False)
    return state


# ------------------------------------------------------------ the seed ---


def test_seed_dealer_top_in_the_last_hand_ends_the_game_below_any_target() -> None:
    """§11.3: the dealer wins South 4 and is top: the game ends, whatever the points (no target)."""
    o = opts("seed", "seed")
    state = to_last_hand(o)
    state = play(o, [win((-1000, -1000, -1000, 3000), (D,))], state)
    assert (state.game_over, state.end, state.scores) == (True, "dealer_top", (24000, 24000, 24000, 28000))
    result = R.final_result(state, o)  # no return, no uma: points - 25,000
    assert (result.order, result.scores) == ((D, A, B, C), (-1000, -1000, -1000, 3000))


def test_seed_dealer_tenpai_at_the_last_draw_deals_again_and_the_deal_passing_ends() -> None:
    """The seed has no tenpai-yame; the game ends when the deal passes after South 4; negative points play on."""
    o = opts("seed", "seed")
    state = to_last_hand(o)
    state = play(o, [draw((D,), (-1000, -1000, -1000, 3000))], state)
    assert (state.game_over, state.dealer, state.streak) == (False, D, 1)
    state = play(o, [win((-30000, 30000, 0, 0), (B,), A)], state)  # A at -6,000: no bankruptcy in the seed
    assert (state.game_over, state.end, state.scores[A]) == (True, "last_hand", -6000)


# --------------------------------------------------------------- Tenhou ---


def test_tenhou_west_round_sudden_death_ends_when_someone_has_30000() -> None:
    o = opts("tenhou")
    state = to_last_hand(o)
    # South 4 passes with nobody at 30,000: the West round (West 1, A deals), honba 8 after eight draws.
    state = play(o, [draw()], state)
    assert (state.game_over, state.extra, state.round_wind, state.round_hand, state.dealer) == (False, True, 2, 0, A)
    # West 1: B wins 4,000 from C: 29,000, below 30,000: West 2.
    state = play(o, [win((0, 4000, -4000, 0), (B,), C)], state)
    assert (state.game_over, state.round_hand, state.dealer) == (False, 1, B)
    # West 2: a draw, only C tenpai (24,000): West 3, C deals; B wins 8,000 from D: B 36,000: the game ends.
    state = play(o, [draw((C,), (-1000, -1000, 3000, -1000)), win((0, 8000, 0, -8000), (B,), D)], state)
    assert (state.game_over, state.end, state.scores) == (True, "target", (24000, 36000, 24000, 16000))
    # Tenhou's result: B top; the others in whole thousands, A before C on equal points (seat order):
    # A 24 - 30 + 10 = 4, C 24 - 30 - 10 = -16, D 16 - 30 - 20 = -34; B takes the rest: 46 (6 + 20 uma + 20 oka).
    result = R.final_result(state, o)
    assert (result.order, result.scores) == ((B, A, C, D), (4000, 46000, -16000, -34000))


def test_tenhou_west_round_ends_after_west_4_with_nobody_at_30000() -> None:
    o = opts("tenhou")
    state = play(o, [draw() for _ in range(5)], to_last_hand(o))  # South 4, then West 1..4: all noten draws
    assert (state.game_over, state.end, state.round_wind, state.round_hand) == (True, "last_hand", 2, 3)


def test_tenhou_agari_yame_needs_top_and_30000() -> None:
    o = opts("tenhou")
    state = to_last_hand(o)
    # D (dealer) wins 2,000 all: 31,000 and top: the game ends (agari-yame).
    ended = play(o, [win((-2000, -2000, -2000, 6000), (D,))], state)
    assert (ended.game_over, ended.end) == (True, "dealer_top")
    # D wins 1,000 all: 28,000, top but below 30,000: Tenhou plays on, D deals again.
    on = play(o, [win((-1000, -1000, -1000, 3000), (D,))], state)
    assert (on.game_over, on.dealer, on.streak, on.round_hand) == (False, D, 8, 3)


def test_tenhou_tenpai_yame_gives_the_sticks_to_the_top() -> None:
    o = opts("tenhou")
    # East 1: D wins 2,000 from A; six noten draws: South 4, D deals with 27,000.
    state = play(o, [win((-2000, 0, 0, 2000), (D,), A)] + [draw() for _ in range(6)])
    assert (state.round_wind, state.round_hand, state.dealer, state.scores[D]) == (1, 3, D, 27000)
    # D alone tenpai at the draw (1,000 from each), A's riichi stick on the table: D 30,000 and top: the end.
    state = play(o, [draw((D,), (-2000, -1000, -1000, 3000), riichi=(A,))], state)
    assert (state.game_over, state.end, state.sticks, state.scores) == (
        True,
        "tenpai_top",
        1,
        (21000, 24000, 24000, 30000),
    )
    result = R.final_result(state, o)
    # D takes the stick: 31,000. A 21 - 30 - 20 = -29, B 24 - 30 + 10 = 4 (before C by seat), C 24 - 30 - 10 = -16,
    # D the rest: 41.
    assert (result.points, result.sticks_to, result.order) == ((21000, 24000, 24000, 31000), D, (D, B, C, A))
    assert result.scores == (-29000, 4000, -16000, 41000)


def test_tenhou_tenpai_and_top_below_30000_plays_on() -> None:
    o = opts("tenhou")
    state = play(o, [draw((D,), (-1000, -1000, -1000, 3000))], to_last_hand(o))
    assert (state.game_over, state.dealer, state.scores[D]) == (False, D, 28000)


def test_tenhou_bankruptcy_below_zero_not_at_zero() -> None:
    o = opts("tenhou")
    at_zero = play(o, [win((-25000, 25000, 0, 0), (B,), A)])
    assert (at_zero.game_over, at_zero.scores[A]) == (False, 0)
    below = play(o, [win((-25100, 25100, 0, 0), (B,), A)])
    assert (below.game_over, below.end) == (True, "tobi")
    # the same hand with bankruptcy at zero on ends the game
    zero = opts("tenhou", tobi_at_zero=True)
    assert play(zero, [win((-25000, 25000, 0, 0), (B,), A)]).end == "tobi"


def test_tenhou_east_only_plays_its_extra_round_in_south() -> None:
    o = opts("tenhou_east")
    state = play(o, [draw()], to_last_hand(o))
    assert (state.game_over, state.extra, state.round_wind, state.dealer) == (False, True, 1, A)
    state = play(o, [draw() for _ in range(4)], state)
    assert (state.game_over, state.end, state.round_wind, state.round_hand) == (True, "last_hand", 1, 3)


def test_play_on_after_the_rules_end_and_end_now() -> None:
    """The table decides: play on where the rules end the game, or end it now with its final result."""
    o = opts("tenhou")
    over = play(o, [draw(change=(5000, -5000, 0, 0))], to_last_hand(o))  # A 30,000: South 4 passes, game over
    assert (over.game_over, over.end) == (True, "last_hand")
    on = R.play_on(over, o)
    assert (on.game_over, on.extra, on.round_wind, on.dealer) == (False, True, 2, A)
    top = play(o, [win((-2000, -2000, -2000, 6000), (D,))], to_last_hand(o))
    again = R.play_on(top, o)
    assert (again.game_over, again.dealer, again.round_hand) == (False, D, 3)
    with pytest.raises(P.ProgressError):
        R.play_on(play(o, [win((-26000, 26000, 0, 0), (B,), A)]), o)
    stopped = R.PROGRESS.end_now(play(o, [win((0, 8000, -8000, 0), (B,), C)]))
    assert (stopped.game_over, stopped.end) == (True, "agreed")
    # B 33,000 top; A 25 - 30 + 10 = 5 (before D by seat), D 25 - 30 - 10 = -15, C 17 - 30 - 20 = -33, B 43.
    assert R.final_result(stopped, o).scores == (5000, 43000, -33000, -15000)


# ---------------------------------------------------------- Mahjong Soul ---


def test_mahjong_soul_final_score_is_points_over_the_start_plus_uma() -> None:
    o = opts("mahjongsoul")
    state = play(o, [win((0, 12000, -12000, 0), (B,), C)], to_last_hand(o))  # B 37,000: South 4 passes: end
    assert (state.game_over, state.end) == (True, "last_hand")
    result = R.final_result(state, o)  # (points - 25,000) + 15 / 5 / -5 / -15, to the point; no oka
    assert (result.order, result.scores) == ((B, A, D, C), (5000, 27000, -27000, -5000))
    assert result.oka == (0, 0, 0, 0)


# -------------------------------------------------------------- EMA, WRC ---


@pytest.mark.parametrize("key", ["ema", "wrc"])
def test_ema_and_wrc_no_agari_yame_no_bankruptcy_ties_share_the_uma(key: str) -> None:
    o = opts(key)
    state = to_last_hand(o)
    # South 4: D (dealer) wins and is top: the dealer deals again (WRC §5.9.1 no agari yame).
    state = play(o, [win((-2000, -2000, -2000, 6000), (D,))], state)
    assert (state.game_over, state.dealer, state.streak) == (False, D, 8)
    # A deals into B for 32,000: A at -4,000 plays on (no bankruptcy); the deal passes from South 4: the end.
    state = play(o, [win((-32000, 32000, 0, 0), (B,), A)], state)
    assert (state.game_over, state.end, state.scores) == (True, "last_hand", (-4000, 60000, 28000, 36000))
    result = R.final_result(state, o)
    assert (result.order, result.ranks) == ((B, D, C, A), (4, 1, 3, 2))
    # (points - 30,000) + uma; no oka
    assert result.scores == (-34000 - 15000, 30000 + 15000, -2000 - 5000, 6000 + 5000)
    # two players level on 30,000 share 2nd and 3rd: (+5 - 5) / 2 = 0 each
    level = play(o, [draw()], R.start(4, o))
    tied = R.final_result(
        P.TableState(players=4, seating=(0, 1, 2, 3), scores=(40000, 30000, 30000, 20000), game_over=True), o
    )
    assert level.scores == (30000,) * 4
    assert (tied.ranks, tied.uma, tied.scores) == ((1, 2, 2, 4), (15000, 0, 0, -15000), (25000, 0, 0, -25000))


def test_every_result_preset_sets_every_end_option() -> None:
    keys = {f.key for f in R.FIELDS} - {"honba"}
    for p in R.RESULT_PRESETS:
        assert set(p.values) == keys, p.key
    assert [p.key for p in R.RESULT_PRESETS] == ["seed", "tenhou", "tenhou_east", "mahjongsoul", "ema", "wrc"]
