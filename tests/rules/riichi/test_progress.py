"""Riichi table progress: a scripted hanchan, hand by hand, against seed 001 §9, §11, §12 and rules-brief.md.

Players A, B, C, D start in seats 0..3 (A is the first East). Each hand's change per seat is what the
seed's payments give (1500 per 连庄 count, 500 from each on a self-draw; riichi deposit 1000; noten
payments 3000 in all; chombo = a mangan self-draw's cost); the progress only adds them up, so the
assertions are about who deals, the count, the sticks, the round, the totals and the end.
"""

from __future__ import annotations

import pytest

from rules import progress as P
from rules import registry, score_request
from rules.riichi import progress as R

A, B, C, D = 0, 1, 2, 3


def win(change, winners, discarder=None, riichi=()):
    return P.Outcome(kind=P.WIN, change=tuple(change), winners=tuple(winners), discarder=discarder, riichi=riichi)


def draw(change, tenpai, riichi=()):
    return P.Outcome(kind=P.DRAW, change=tuple(change), tenpai=tuple(tenpai), riichi=riichi)


def abortive(riichi=()):
    return P.Outcome(kind=P.ABORTIVE, change=(0, 0, 0, 0), riichi=riichi)


def chombo(change, seat, riichi=()):
    return P.Outcome(kind=P.CHOMBO, change=tuple(change), chombo=seat, riichi=riichi)


# (outcome, after it: (round_wind, round_hand, dealer, seed count, sticks, scores A B C D))
EVENING = [
    # E1, A deals. B riichi, rons C for 2000; B's own deposit comes back to it: the deal passes to B.
    (win((0, 2000, -2000, 0), [B], discarder=C, riichi=(B,)), (0, 1, B, 0, 0, (30000, 32000, 28000, 30000))),
    # E2, B deals. Exhaustive draw, A (riichi, 1000 on the table) and B tenpai: C and D pay 1500 each
    # (§9.1.B.b “2对2,就分别支付1500点”). The dealer is tenpai: keeps the deal, 连庄 1; one stick.
    (draw((500, 1500, -1500, -1500), [A, B], riichi=(A,)), (0, 1, B, 1, 1, (30500, 33500, 26500, 28500))),
    # E2 again. Four winds (§9.2.B): abortive, dealt again; the seed's count stays 1, the stick stays.
    (abortive(), (0, 1, B, 1, 1, (30500, 33500, 26500, 28500))),
    # B (dealer) self-draws 2000 all + 连庄 1 = 500 each (§11.2) + the stick: +8500. 连庄 2, no sticks.
    (win((-2500, 8500, -2500, -2500), [B]), (0, 1, B, 2, 0, (28000, 42000, 24000, 26000))),
    # D chombo (§12): a non-dealer's mangan self-draw: 4000 to the dealer, 2000 to the others. C had
    # declared riichi: the hand is void, the deposit returns; dealer, count and sticks unchanged.
    (chombo((2000, 4000, 2000, -8000), D, riichi=(C,)), (0, 1, B, 2, 0, (30000, 46000, 26000, 18000))),
    # C rons B for 3900 + 连庄 2 x 1500 = 6900: a non-dealer wins, the deal passes to C (E3), count 0.
    (win((0, -6900, 6900, 0), [C], discarder=B), (0, 2, C, 0, 0, (30000, 39100, 32900, 18000))),
    # E3: exhaustive draw, only D tenpai (§9.1.B.c: 1000 from each of three). Dealer C noten: passes.
    (draw((-1000, -1000, -1000, 3000), [D]), (0, 3, D, 0, 0, (29000, 38100, 31900, 21000))),
    # E4: nobody tenpai, nothing paid; the dealer is not tenpai: South 1, A deals.
    (draw((0, 0, 0, 0), []), (1, 0, A, 0, 0, (29000, 38100, 31900, 21000))),
    # S1: A (dealer) rons D for a dealer mangan 12000: keeps the deal, 连庄 1.
    (win((12000, 0, 0, -12000), [A], discarder=D), (1, 0, A, 1, 0, (41000, 38100, 31900, 9000))),
    # B rons A: 1000 + 1500 (连庄 1) = 2500. Passes: S2, B deals.
    (win((-2500, 2500, 0, 0), [B], discarder=A), (1, 1, B, 0, 0, (38500, 40600, 31900, 9000))),
    # C self-draws 1000/2000: the dealer B pays 2000, A and D 1000. S3, C deals.
    (win((-1000, -2000, 4000, -1000), [C]), (1, 2, C, 0, 0, (37500, 38600, 35900, 8000))),
    # D rons A for 8000. S4 (南风底), D deals.
    (win((-8000, 0, 0, 8000), [D], discarder=A), (1, 3, D, 0, 0, (29500, 38600, 35900, 16000))),
    # S4: D (dealer) self-draws 4000 all: 28000, but B has 34600, so D is not top: §11.3 does not end
    # the game; D keeps the deal (连庄 1).
    (win((-4000, -4000, -4000, 12000), [D]), (1, 3, D, 1, 0, (25500, 34600, 31900, 28000))),
]
# S4 again: D rons B for 12000 + 1500: D has 41500, the most: §11.3 “就不再连庄,直接结束赛局”.
LAST = win((0, -13500, 0, 13500), [D], discarder=B)

EMA = {**registry.progress_options("riichi", "seed"), **R.SCORING_PRESETS["ema"]}


def test_scripted_hanchan_hand_by_hand() -> None:
    state = R.start(4, EMA)
    assert (state.dealer, state.streak, state.sticks, state.scores) == (A, 0, 0, (30000,) * 4)
    for i, (outcome, expected) in enumerate(EVENING, start=1):
        state = R.next_hand(state, outcome, EMA)
        got = (state.round_wind, state.round_hand, state.dealer, state.streak, state.sticks, state.scores)
        assert got == expected, f"after hand {i}"
        assert not state.game_over, f"after hand {i}"
        assert sum(state.scores) + state.sticks * 1000 == 120000  # the sticks are on the table
    # EMA has no agari-yame (WRC §5.9.1): D won South 4 and is top, yet deals again (连庄 2).
    state = R.next_hand(state, LAST, EMA)
    got = (state.round_wind, state.round_hand, state.dealer, state.streak, state.sticks, state.scores)
    assert got == (1, 3, D, 2, 0, (25500, 21100, 31900, 41500))
    assert not state.game_over
    # S4 again: nobody tenpai, the dealer is noten: the deal passes after the last hand and the game ends there.
    state = R.next_hand(state, draw((0, 0, 0, 0), []), EMA)
    assert state.game_over
    assert state.end == "last_hand"
    assert (state.hands, state.scores) == (15, (25500, 21100, 31900, 41500))
    # EMA: (points - 30000) + uma 15/5/-5/-15 (x1000), no oka (start = return).
    standings = R.standings(state, EMA)
    assert [(s.player, s.rank, s.total, s.final) for s in standings] == [
        (D, 1, 41500, 11500 + 15000),
        (C, 2, 31900, 1900 + 5000),
        (A, 3, 25500, -4500 - 5000),
        (B, 4, 21100, -8900 - 15000),
    ]
    assert sum(s.final for s in standings) == 0
    with pytest.raises(P.ProgressError) as e:
        R.next_hand(state, draw((0, 0, 0, 0), []), EMA)
    assert e.value.errors[0].field == "hand"


def test_tenhou_counts_standard_honba() -> None:
    """The same evening counted as Tenhou honba: +1 on a dealer win and on every draw (abortive too),
    back to 0 when a non-dealer wins; a chombo leaves it (rules-brief.md, Table progress)."""
    opts = {**registry.progress_options("riichi", "tenhou"), **R.SCORING_PRESETS["ema"]}
    state = R.start(4, opts)
    counts = []
    for outcome, _ in EVENING:
        state = R.next_hand(state, outcome, opts)
        counts.append((state.dealer, state.streak))
    assert counts == [
        (B, 0),  # non-dealer win
        (B, 1),  # draw, dealer tenpai
        (B, 2),  # abortive draw
        (B, 3),  # dealer win
        (B, 3),  # chombo
        (C, 0),  # non-dealer win
        (D, 1),  # draw, dealer noten: the deal passes with one honba more
        (A, 2),  # draw, nobody tenpai
        (A, 3),  # dealer win
        (B, 0),
        (C, 0),
        (D, 0),
        (D, 1),
    ]


def test_east_only_ends_after_east_4_and_leftover_sticks_go_to_the_top() -> None:
    opts = {**registry.progress_options("riichi", "seed"), **R.SCORING_PRESETS["tenhou"], "rounds": 1, "tobi": False}
    state = R.start(4, opts)
    # Four non-dealer-tenpai draws pass the deal East 1 -> 2 -> 3 -> 4; A declares riichi in the last. Nobody has
    # the 30,000 target after East 4: Tenhou plays the South round as sudden death (the extra round).
    for seat in range(4):
        assert (state.round_wind, state.round_hand, state.dealer) == (0, seat, seat)
        state = R.next_hand(state, draw((0, 0, 0, 0), [], riichi=(A,) if seat == 3 else ()), opts)
    assert (state.game_over, state.extra, state.round_wind, state.round_hand, state.dealer) == (False, True, 1, 0, A)
    assert state.sticks == 1
    # Four more such draws: nobody reaches 30,000, and the game ends after the extra round's fourth hand (South 4).
    for seat in range(4):
        assert (state.round_wind, state.round_hand, state.dealer, state.game_over) == (1, seat, seat, False)
        state = R.next_hand(state, draw((0, 0, 0, 0), []), opts)
    assert state.game_over
    assert (state.end, state.hands) == ("last_hand", 8)
    assert state.sticks == 1
    # Tenhou: 25,000 start, 30,000 return, uma +20/+10/-10/-20, oka 4 x 5,000 to the top. All equal:
    # seat order decides; A is top and takes the stick on the table.
    # (A's 1000 deposit is in the score_change the engine gives; here the change is 0 for the test, so the points
    # add up to 101,000.) Tenhou's rounding: the others' points to whole thousands less the return plus uma, the top
    # gets what makes the sum zero: 0 - (5,000 - 15,000 - 25,000) = 35,000 (exactly it would be 36,000).
    standings = R.standings(state, opts)
    assert [(s.player, s.total, s.final) for s in standings] == [
        (A, 26000, 35000),
        (B, 25000, -5000 + 10000),
        (C, 25000, -5000 - 10000),
        (D, 25000, -5000 - 20000),
    ]


def test_bankruptcy_ends_the_game_only_when_on() -> None:
    hit = win((-26000, 26000, 0, 0), [B], discarder=A)
    on = {**registry.progress_options("riichi", "seed"), **R.SCORING_PRESETS["tenhou"]}
    state = R.next_hand(R.start(4, on), hit, on)
    assert (state.game_over, state.end, state.scores[A]) == (True, "tobi", -1000)
    off = {**on, "tobi": False}
    state = R.next_hand(R.start(4, off), hit, off)
    assert (state.game_over, state.dealer) == (False, B)


def test_bad_seat_in_outcome_names_the_field() -> None:
    opts = registry.progress_options("riichi", "seed")
    with pytest.raises(P.ProgressError) as e:
        R.next_hand(R.start(4, opts), win((0, 0, 0, 0), [7]), opts)
    assert [x.field for x in e.value.errors] == ["winners"]


def _scored(request):
    status, answer = score_request(request)
    assert status == 200, answer
    return P.outcome_from(request, answer)


def test_outcomes_read_from_real_requests_and_answers() -> None:
    """The engine's answers through outcome_from: riichi sticks carried by a draw, taken by the next winner."""
    opts = registry.progress_options("riichi", "seed")
    state = R.start(4, opts)
    base = {"ruleset": "riichi", "players": 4}
    # Hand 1: exhaustive draw; seat 1 declared riichi (1000 on the table) and is tenpai with seat 0.
    req = {
        **base,
        "dealer": state.dealer,
        "dealer_streak": state.streak,
        "table": {"riichi_sticks": state.sticks},
        "seats": [{"tenpai": True}, {"tenpai": True, "riichi": "single"}, {"tenpai": False}, {"tenpai": False}],
    }
    o = _scored(req)
    assert (o.kind, o.tenpai, o.riichi) == (P.DRAW, (0, 1), (1,))
    state = R.next_hand(state, o, opts)
    # The dealer (seat 0) was tenpai: keeps, 连庄 1; one stick; noten 1500 each from seats 2, 3.
    assert (state.dealer, state.streak, state.sticks) == (0, 1, 1)
    assert state.scores == (26500, 25500, 23500, 23500)
    # Hand 2: seat 2 rons the dealer with 1z pung + seat wind? seat 2 is West: use a riichi-free yakuhai hand.
    req = {
        **base,
        "dealer": state.dealer,
        "dealer_streak": state.streak,
        "table": {"riichi_sticks": state.sticks},
        "seats": [{}, {}, {"hand": "123m456p789s55z666z", "win": {"tile": "6z", "by": "discard", "from": 0}}, {}],
    }
    o = _scored(req)
    assert (o.kind, o.winners, o.discarder) == (P.WIN, (2,), 0)
    state = R.next_hand(state, o, opts)
    # A non-dealer won: the deal passes to seat 1, count 0, the stick taken: seat 2 got hand + 1500 + 1000.
    assert (state.dealer, state.streak, state.sticks, state.round_hand) == (1, 0, 0, 1)
    assert state.scores[2] - 23500 == o.change[2]
    assert o.change[2] == -o.change[0] + 1000
