"""Each end-and-result preset of riichi, played to each of its end conditions with scripted hands.

The values are worked out from each preset's rulebook (the preset's explanation cites it): the seed's table (seed 001
§11.3; no return, no uma), Tenhou East-South and East-only (as its real logs show; test_tenhou_games.py replays 37
of them), Mahjong Soul (riichi.wiki 'Majsoul': points over the start plus uma +15/+5/-5/-15, a West round to 30,000,
bankruptcy below zero), EMA RCR 2016 and WRC 2015 (30,000 start and return, uma +15/+5/-5/-15 shared on ties, no
West round, no agari-yame, no bankruptcy; the riichi sticks left at the end go to the first place under EMA and to
nobody under WRC). Players A, B, C, D start in seats 0..3 (A is the first East); a hand's change is given per seat,
the progress only adds it up (a riichi declarer's change includes the 1,000 put on the table; a win's change includes
the sticks it takes)."""

from __future__ import annotations

from dataclasses import replace
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
    # B 12 + 15 = 27; A 0 + 5 = 5 (before D on 25,000 by seat); D 0 - 5 = -5; C -12 - 15 = -27.
    assert (result.order, result.scores) == ((B, A, D, C), (5000, 27000, -27000, -5000))
    assert result.oka == (0, 0, 0, 0)


def test_mahjong_soul_agari_yame_needs_top_and_30000() -> None:
    o = opts("mahjongsoul")
    state = to_last_hand(o)
    # South 4: D (dealer) wins 2,000 all: 31,000 and top: the game ends.
    ended = play(o, [win((-2000, -2000, -2000, 6000), (D,))], state)
    assert (ended.game_over, ended.end, ended.scores) == (True, "dealer_top", (23000, 23000, 23000, 31000))
    # D 6 + 15 = 21; A, B, C on 23,000 in seat order: A -2 + 5 = 3, B -2 - 5 = -7, C -2 - 15 = -17.
    result = R.final_result(ended, o)
    assert (result.order, result.scores) == ((D, A, B, C), (3000, -7000, -17000, 21000))
    # D wins 1,000 all: 28,000, top but below 30,000: D deals again.
    on = play(o, [win((-1000, -1000, -1000, 3000), (D,))], state)
    assert (on.game_over, on.dealer, on.round_hand) == (False, D, 3)


def test_mahjong_soul_tenpai_yame_gives_the_sticks_to_the_top() -> None:
    o = opts("mahjongsoul")
    # East 1: D wins 2,000 from A; six noten draws: South 4, D deals with 27,000.
    state = play(o, [win((-2000, 0, 0, 2000), (D,), A)] + [draw() for _ in range(6)])
    assert (state.round_wind, state.round_hand, state.dealer, state.scores) == (1, 3, D, (23000, 25000, 25000, 27000))
    # D alone tenpai (1,000 from each), A's riichi stick on the table: D 30,000 and top: the game ends.
    state = play(o, [draw((D,), (-2000, -1000, -1000, 3000), riichi=(A,))], state)
    assert (state.game_over, state.end, state.sticks, state.scores) == (
        True,
        "tenpai_top",
        1,
        (21000, 24000, 24000, 30000),
    )
    result = R.final_result(state, o)
    # D takes the stick: 31,000: 6 + 15 = 21; B (before C by seat) -1 + 5 = 4; C -1 - 5 = -6; A -4 - 15 = -19.
    assert (result.points, result.sticks_to, result.order) == ((21000, 24000, 24000, 31000), D, (D, B, C, A))
    assert result.scores == (-19000, 4000, -6000, 21000)
    assert sum(result.scores) == 0


def test_mahjong_soul_west_round_ends_when_someone_has_30000() -> None:
    o = opts("mahjongsoul")
    # South 4 passes with everyone on 25,000: the West round, A deals West 1.
    state = play(o, [draw()], to_last_hand(o))
    assert (state.game_over, state.extra, state.round_wind, state.dealer) == (False, True, 2, A)
    # West 1: B wins 4,000 from C (29,000): West 2. West 2: C wins 6,000 from D (27,000): West 3.
    state = play(o, [win((0, 4000, -4000, 0), (B,), C), win((0, 0, 6000, -6000), (C,), D)], state)
    assert (state.game_over, state.round_hand, state.dealer, state.scores) == (
        False,
        2,
        C,
        (25000, 29000, 27000, 19000),
    )
    # West 3: B wins 2,000 from A: 31,000 as the deal passes: the game ends.
    state = play(o, [win((-2000, 2000, 0, 0), (B,), A)], state)
    assert (state.game_over, state.end, state.scores) == (True, "target", (23000, 31000, 27000, 19000))
    # B 6 + 15 = 21; C 2 + 5 = 7; A -2 - 5 = -7; D -6 - 15 = -21.
    assert R.final_result(state, o).scores == (-7000, 21000, 7000, -21000)


def test_mahjong_soul_west_round_ends_after_west_4() -> None:
    o = opts("mahjongsoul")
    state = play(o, [draw() for _ in range(5)], to_last_hand(o))  # South 4, West 1..4: noten draws
    assert (state.game_over, state.end, state.round_wind, state.round_hand) == (True, "last_hand", 2, 3)
    # Everyone on 25,000: places in seat order, the uma alone.
    assert R.final_result(state, o).scores == (15000, 5000, -5000, -15000)


def test_mahjong_soul_bankruptcy_below_zero_not_at_zero() -> None:
    o = opts("mahjongsoul")
    at_zero = play(o, [win((-25000, 25000, 0, 0), (B,), A)])  # A on exactly 0 plays on
    assert (at_zero.game_over, at_zero.scores[A]) == (False, 0)
    below = play(o, [win((-25100, 25100, 0, 0), (B,), A)])
    assert (below.game_over, below.end, below.scores) == (True, "tobi", (-100, 50100, 25000, 25000))
    # B 25.1 + 15 = 40.1; C (before D by seat) 0 + 5 = 5; D 0 - 5 = -5; A -25.1 - 15 = -40.1.
    assert R.final_result(below, o).scores == (-40100, 40100, 5000, -5000)


# -------------------------------------------------------------- EMA, WRC ---


@pytest.mark.parametrize("key", ["ema", "wrc"])
def test_ema_and_wrc_end_after_south_4_without_agari_yame_tenpai_yame_or_bankruptcy(key: str) -> None:
    """EMA 2016 §3.6, WRC 2015 §5.9 / §5.9.1: the top dealer of South 4 deals again after a win or a tenpai draw;
    a player below zero plays on; the game ends when the deal passes from South 4."""
    o = opts(key)
    state = to_last_hand(o)
    # South 4: D (dealer) wins 2,000 all and is top with 36,000: D deals again.
    state = play(o, [win((-2000, -2000, -2000, 6000), (D,))], state)
    assert (state.game_over, state.dealer, state.streak, state.scores) == (False, D, 8, (28000, 28000, 28000, 36000))
    # A and D tenpai at the draw, B and C noten (1,500 each way), A in riichi: D top with 37,500 deals again.
    state = play(o, [draw((A, D), (1500 - 1000, -1500, -1500, 1500), riichi=(A,))], state)
    assert (state.game_over, state.dealer, state.sticks, state.scores) == (
        False,
        D,
        1,
        (28500, 26500, 26500, 37500),
    )
    # A deals into B for 36,000; B also takes the stick: A at -7,500 plays on; the deal passes from South 4: the end.
    state = play(o, [win((-36000, 37000, 0, 0), (B,), A)], state)
    assert (state.game_over, state.end, state.sticks, state.scores) == (
        True,
        "last_hand",
        0,
        (-7500, 63500, 26500, 37500),
    )
    result = R.final_result(state, o)
    assert (result.order, result.ranks, result.oka) == ((B, D, C, A), (4, 1, 3, 2), (0, 0, 0, 0))
    # (points - 30,000) + uma: B 33.5 + 15 = 48.5; D 7.5 + 5 = 12.5; C -3.5 - 5 = -8.5; A -37.5 - 15 = -52.5.
    assert result.scores == (-52500, 48500, -8500, 12500)


@pytest.mark.parametrize(
    ("key", "points", "sticks_to", "scores"),
    [
        # EMA: C takes the two sticks: 34,500. C 4.5 + 15 = 19.5; B 0.5 + 5 = 5.5; A -1.5 - 5 = -6.5;
        # D -3.5 - 15 = -18.5: the sum is 0.
        pytest.param("ema", (28500, 30500, 34500, 26500), C, (-6500, 5500, 19500, -18500), id="ema-to-the-first"),
        # WRC: the two sticks are lost. C 2.5 + 15 = 17.5; B 5.5, A -6.5, D -18.5 as above: the sum is -2.0.
        pytest.param("wrc", (28500, 30500, 32500, 26500), None, (-6500, 5500, 17500, -18500), id="wrc-lost"),
    ],
)
def test_ema_and_wrc_riichi_sticks_left_at_the_end(
    key: str, points: tuple[int, ...], sticks_to: int | None, scores: tuple[int, ...]
) -> None:
    o = opts(key)
    # East 1: C wins 2,000 from D; six noten draws: South 4, D deals.
    state = play(o, [win((0, 0, 2000, -2000), (C,), D)] + [draw() for _ in range(6)])
    assert (state.round_wind, state.round_hand, state.dealer, state.scores) == (1, 3, D, (30000, 30000, 32000, 28000))
    # South 4: B and C tenpai, both in riichi (+1,500 - 1,000), A and D noten (-1,500): D noten, the end.
    state = play(o, [draw((B, C), (-1500, 500, 500, -1500), riichi=(B, C))], state)
    assert (state.game_over, state.end, state.sticks, state.scores) == (
        True,
        "last_hand",
        2,
        (28500, 30500, 32500, 26500),
    )
    result = R.final_result(state, o)
    assert (result.points, result.sticks, result.sticks_to, result.order) == (points, 2, sticks_to, (C, B, A, D))
    assert result.scores == scores
    assert sum(result.scores) == (0 if key == "ema" else -2000)


@pytest.mark.parametrize("key", ["ema", "wrc"])
def test_ema_and_wrc_players_on_equal_points_share_the_uma(key: str) -> None:
    o = opts(key)
    # South 4: A and B tenpai (+1,500), C and D noten (-1,500), no riichi: D noten, the end.
    state = play(o, [draw((A, B), (1500, 1500, -1500, -1500))], to_last_hand(o))
    assert (state.game_over, state.end, state.scores) == (True, "last_hand", (31500, 31500, 28500, 28500))
    result = R.final_result(state, o)
    # A and B share 1st and 2nd: (15 + 5) / 2 = 10 each; C and D share 3rd and 4th: (-5 - 15) / 2 = -10 each.
    # A, B 1.5 + 10 = 11.5; C, D -1.5 - 10 = -11.5.
    assert (result.ranks, result.uma) == ((1, 1, 3, 3), (10000, 10000, -10000, -10000))
    assert result.scores == (11500, 11500, -11500, -11500)
    # One ahead, two level in the middle: A wins 4,000 from D in South 4: B and C share 2nd and 3rd: (5 - 5) / 2 = 0.
    middle = play(o, [win((4000, 0, 0, -4000), (A,), D)], to_last_hand(o))
    tied = R.final_result(middle, o)
    assert (middle.end, tied.ranks, tied.uma) == ("last_hand", (1, 2, 2, 4), (15000, 0, 0, -15000))
    # A 4 + 15 = 19; B, C 0; D -4 - 15 = -19.
    assert tied.scores == (19000, 0, 0, -19000)


def test_ema_players_tied_for_first_share_the_sticks_left() -> None:
    """EMA 2016 §3.6: the riichi bets left at the end go to the winner; players tied for first divide them."""
    o = opts("ema")
    # South 4: A and B tenpai and in riichi (+1,500 - 1,000 = 30,500 each), C and D noten (-1,500): two sticks left.
    state = play(o, [draw((A, B), (500, 500, -1500, -1500), riichi=(A, B))], to_last_hand(o))
    assert (state.game_over, state.sticks, state.scores) == (True, 2, (30500, 30500, 28500, 28500))
    result = R.final_result(state, o)
    # A and B, tied for first, take 1,000 each: 31,500; they share 1st and 2nd's uma, (15 + 5) / 2 = 10 each:
    # 1.5 + 10 = 11.5 each; C and D -1.5 - 10 = -11.5 each; the sum is 0.
    assert (result.points, result.sticks_to, result.sticks_shared) == ((31500, 31500, 28500, 28500), A, (A, B))
    assert result.scores == (11500, 11500, -11500, -11500)
    # Tenhou places equal points in seat order: the first of them (A) takes both sticks.
    tenhou = R.final_result(state, {**o, "ties": "seat"})
    assert (tenhou.points, tenhou.sticks_to, tenhou.sticks_shared) == ((32500, 30500, 28500, 28500), A, ())


def test_ema_three_tied_for_first_share_a_stick_to_the_100_and_stay_tied() -> None:
    """One stick among three tied for first: 300 each (equal shares to the 100, as Pantheon's EMA rules count them;
    100 goes to nobody), so the three stay tied and share 1st to 3rd's uma: (15 + 5 - 5) / 3 = 5 each."""
    o = opts("ema")
    state = replace(to_last_hand(o), game_over=True, end="last_hand", sticks=1, scores=(35000, 35000, 35000, 14000))
    result = R.final_result(state, o)
    assert (result.points, result.sticks_shared, result.ranks) == (
        (35300, 35300, 35300, 14000),
        (A, B, C),
        (1, 1, 1, 4),
    )
    # A, B, C: 5.3 + 5 = 10.3 each; D: -16 - 15 = -31; the 100 no one got: the sum is -0.1
    assert result.uma == (5000, 5000, 5000, -15000)
    assert result.scores == (10300, 10300, 10300, -31000)


@pytest.mark.parametrize("key", ["ema", "wrc"])
def test_ema_and_wrc_no_west_round_with_everyone_below_30000(key: str) -> None:
    """Nobody on 30,000 when South 4 passes (four sticks on the table): the game ends all the same."""
    o = opts(key)
    # East 1: all four tenpai and in riichi: 29,000 each, four sticks; A keeps the deal. Then eight noten draws.
    state = play(o, [draw((A, B, C, D), (-1000, -1000, -1000, -1000), riichi=(A, B, C, D))])
    assert (state.dealer, state.round_hand, state.sticks, state.scores) == (A, 0, 4, (29000,) * 4)
    state = play(o, [draw() for _ in range(8)], state)
    assert (state.game_over, state.end, state.extra, state.round_wind, state.round_hand) == (
        True,
        "last_hand",
        False,
        1,
        3,
    )
    result = R.final_result(state, o)
    if key == "wrc":
        # The four sticks are lost; all four share all four places: (15 + 5 - 5 - 15) / 4 = 0 each: -1 each.
        assert (result.points, result.sticks_to, result.ranks) == ((29000,) * 4, None, (1, 1, 1, 1))
        assert result.scores == (-1000,) * 4
    else:
        # EMA: the four tied for first share the four sticks, 1,000 each: 30,000 each, all places shared: 0 each.
        assert (result.points, result.sticks_shared, result.ranks) == ((30000,) * 4, (A, B, C, D), (1, 1, 1, 1))
        assert result.scores == (0,) * 4
    # The same hands under Mahjong Soul's rules (25,000 to start) go on into the West round.
    ms = opts("mahjongsoul")
    west = play(
        ms, [draw((A, B, C, D), (-1000, -1000, -1000, -1000), riichi=(A, B, C, D))] + [draw() for _ in range(8)]
    )
    assert (west.game_over, west.extra, west.round_wind, west.round_hand) == (False, True, 2, 0)


def test_every_result_preset_sets_every_end_option() -> None:
    keys = {f.key for f in R.FIELDS} - {"honba"}
    for p in R.RESULT_PRESETS:
        assert set(p.values) == keys, p.key
    assert [p.key for p in R.RESULT_PRESETS] == [
        *("seed", "tenhou", "tenhou_east", "mahjongsoul", "ema", "wrc"),
        *("tenhou_sanma", "tenhou_sanma_east", "mahjongsoul_sanma"),  # three players (test_sanma_games.py)
    ]
