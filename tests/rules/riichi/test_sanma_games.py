"""Whole real three-player games from Tenhou's Phoenix room (三鳳南, January 2022; tests/data/tenhou3/README.md),
replayed by our rules (issue 27).

For every game: each hand's request (built by scoresheet.tenhou_log from the log: three seats, the Norths each seat
set aside as `nuki`, a win on a North set aside) is scored by `rules.score_request` under the `tenhou_sanma` preset
and each seat's score change equals the log's; the table before each hand (round, dealer, honba, sticks, points) that
our `next_hand` gives under the `tenhou_sanma` result preset equals the log's INIT; the game ends after exactly the
hand the log ends with, for the reason named below; and our final result (final points with the sticks given to the
top, final scores in Tenhou's rounding) equals the log's `owari`.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from rules import progress as P
from rules.riichi import progress as R
from scoresheet.tenhou_log import LogGame, read_xml

from .helpers import play_real_game

DATA = Path(__file__).resolve().parents[2] / "data" / "tenhou3"

# game -> (why it ends, its last hand, how many hands); chosen for what each shows (README.md)
GAMES = {
    "2022010106gm-00b9-0000-7b368bc6": ("dealer_top", "S3-0", 6),  # agari-yame: the dealer wins South 3 with 40,000
    "2022010115gm-00b9-0000-343054b4": ("last_hand", "S3-0", 6),  # sticks left to the top
    "2022010115gm-00b9-0000-9e66fa8a": ("last_hand", "S3-0", 7),  # double ron
    "2022010201gm-00b9-0000-e637ea42": ("last_hand", "S3-0", 10),  # four kongs (abortive)
    "2022010201gm-00b9-0000-f593ed93": ("tenpai_top", "S3-0", 9),  # tenpai-yame; nine terminals
    "2022010213gm-00b9-0000-4dd79b2a": ("tenpai_top", "S3-0", 7),  # tenpai-yame
    "2022010213gm-00b9-0000-8d5cef1e": ("tobi", "E2-2", 4),  # a win on a North's replacement tile (rinshan)
    "2022010219gm-00b9-0000-86d95a71": ("tobi", "E3-0", 3),  # a player on exactly 0 plays on; a yakuman
    "2022010219gm-00b9-0000-e830661e": ("dealer_top", "S3-0", 6),  # three Norths set aside by one seat
    "2022010223gm-00b9-0000-8e8201a2": ("tobi", "S1-0", 4),  # a player on exactly 0 plays on
    "2022010316gm-00b9-0000-3b3aed24": ("dealer_top", "W1-1", 9),  # a dealer win below 40,000 plays on, in West
    "2022010316gm-00b9-0000-6c26b189": ("tobi", "E1-1", 2),
    "2022010401gm-00b9-0000-928782bd": ("tobi", "S1-0", 7),  # a yakuman won on a North set aside
    "2022010421gm-00b9-0000-d738afda": ("last_hand", "S3-0", 10),  # equal final points: seat order
    "2022010618gm-00b9-0000-21cbdc8d": ("target", "W1-0", 8),  # West round, sudden death to 40,000
    "2022010618gm-00b9-0000-89fb4bf1": ("tobi", "E3-2", 4),  # a yakuman
    "2022010618gm-00b9-0000-9dd14f26": ("target", "W1-3", 8),  # nine terminals in the West round
    "2022010618gm-00b9-0000-aa5830d1": ("dealer_top", "S3-1", 7),  # the dealer wins South 3 as top below 40,000
    "2022010704gm-00b9-0000-56ddaac5": ("target", "W1-1", 7),
    "2022010814gm-00b9-0000-8ff11c85": ("last_hand", "S3-1", 8),  # nagashi mangan
    "2022010820gm-00b9-0000-07ae2f3c": ("tobi", "S1-0", 7),  # a win on a North set aside; sticks left
    "2022010823gm-00b9-0000-caf1512e": ("tobi", "E2-0", 2),  # a yakuman
    "2022010908gm-00b9-0000-5672fe1e": ("last_hand", "S3-0", 10),  # robbing a kong
    "2022010923gm-00b9-0000-9c9b3d48": ("dealer_top", "W1-1", 9),  # tenpai and top below 40,000 plays on
    "2022010923gm-00b9-0000-f09102c7": ("last_hand", "W3-2", 13),  # the West round to West 3; sticks left
    "2022011020gm-00b9-0000-7471087f": ("last_hand", "S3-1", 9),  # nagashi mangan; a win on the last tile
    "2022011100gm-00b9-0000-7f25a8ac": ("tenpai_top", "S3-0", 6),
    "2022011300gm-00b9-0000-eee53482": ("tobi", "E2-0", 2),  # double ron into bankruptcy
}


def _game(name: str) -> LogGame:
    return read_xml((DATA / f"{name}.txt").read_text(encoding="utf-8"))


def _options() -> dict[str, object]:
    return P.resolve(R.PROGRESS, "tenhou_sanma", result_preset="tenhou_sanma")


def test_the_games_cover_every_end_and_the_rare_hands() -> None:
    """The chosen games hold every way a Tenhou three-player game ends, the West round, and the rare hands."""
    assert len(GAMES) >= 20
    assert sorted(p.stem for p in DATA.glob("*-00b9-*.txt") if p.stem in GAMES) == sorted(GAMES)
    assert {end for end, _, _ in GAMES.values()} == {"last_hand", "tobi", "dealer_top", "tenpai_top", "target"}
    games = [_game(name) for name in GAMES]
    assert {g.players for g in games} == {3}
    hands = [h for g in games for h in g.hands]
    assert {h.draw for h in hands if h.result == "abortive"} == {"nine_terminals", "four_kongs"}
    assert sum(1 for h in hands if h.nagashi) == 2
    assert sum(1 for h in hands if len(h.wins) == 2) >= 2
    wins = [s["win"] for h in hands for s in h.request["seats"] if "win" in s]
    assert sum(1 for w in wins if w.get("robbed_north")) == 2
    assert any(w["by"] == "robbed_kong" for w in wins)
    assert max(s.get("nuki", 0) for h in hands for s in h.request["seats"]) >= 3
    assert any(h.round_wind == 2 for h in hands)  # West
    assert len(hands) == 190


def test_a_three_player_log_reads_as_three_seats() -> None:
    """The GO type's bit 0x10: three players, their names, 35,000 each, three seats in every request and result."""
    game = _game("2022010820gm-00b9-0000-07ae2f3c")
    assert (game.players, game.rounds, game.red_fives, game.lobby, game.start_points) == (3, 2, True, 0xB9, 35000)
    assert len(game.names) == 3
    assert all(game.names)
    assert sum(game.final_points) == 105000
    first = game.hands[0]
    assert (first.name, first.dealer, first.scores, len(first.change)) == ("E1-0", 0, (35000,) * 3, 3)
    assert {(h.request["players"], h.request["preset"], len(h.request["seats"])) for h in game.hands} == {
        (3, "tenhou_sanma", 3)
    }
    # a win on a North set aside: a discard of it by the seat that set it aside, no chankan
    (win,) = [s["win"] for h in game.hands for s in h.request["seats"] if s.get("win", {}).get("robbed_north")]
    assert (win["tile"], win["by"]) == ("4z", "discard")


@pytest.mark.parametrize("name", sorted(GAMES))
def test_real_game_hand_by_hand_and_its_final_result(name: str) -> None:
    game = _game(name)
    opts = _options()
    play_real_game(game, opts, GAMES[name])


# ------------------------------------------------ the three-player presets, scripted ---
# Players A, B, C start in seats 0..2 (A is the first East); a hand's change is given per seat (a riichi declarer's
# includes the 1,000 put on the table), the progress only adds it up. At three players a round has three hands:
# East 1-3, South 1-3, and the extra round's West 1-3.

A, B, C = 0, 1, 2


def opts(result: str, **over: object) -> dict[str, object]:
    return P.resolve(R.PROGRESS, "tenhou_sanma", over, result_preset=result)


def win(change: tuple[int, ...], winners: tuple[int, ...], discarder: int | None = None) -> P.Outcome:
    return P.Outcome(kind=P.WIN, change=change, winners=winners, discarder=discarder)


def draw(tenpai: tuple[int, ...] = (), change: tuple[int, ...] = (0, 0, 0), riichi: tuple[int, ...] = ()) -> P.Outcome:
    return P.Outcome(kind=P.DRAW, change=change, tenpai=tenpai, riichi=riichi)


def play(o: dict[str, object], hands: list[P.Outcome], state: P.TableState | None = None) -> P.TableState:
    state = state or R.start(3, o)
    for i, h in enumerate(hands):
        assert not state.game_over, f"over before hand {i + 1}"
        state = R.next_hand(state, h, o)
    return state


def to_last_hand(o: dict[str, object]) -> P.TableState:
    """Draws nobody is tenpai in: the deal passes East 1 -> South 3 (East 3 when East only), C deals it."""
    state = play(o, [draw() for _ in range(3 * int(str(o["rounds"])) - 1)])
    assert (state.round_wind, state.round_hand, state.dealer, state.game_over) == (
        int(str(o["rounds"])) - 1,
        2,
        C,
        False,
    )
    assert state.scores == (35000, 35000, 35000)
    return state


def test_tenhou_sanma_ends_after_south_3_when_someone_has_40000() -> None:
    o = opts("tenhou_sanma")
    # South 3: A wins 6,000 from B: A 41,000: the deal passes after the last hand with someone at 40,000: the end.
    state = play(o, [win((6000, -6000, 0), (A,), B)], to_last_hand(o))
    assert (state.game_over, state.end, state.scores) == (True, "last_hand", (41000, 29000, 35000))
    # Tenhou's result: A top; C 35 - 40 + 0 = -5, B 29 - 40 - 20 = -31; A takes the rest: 36 (1 + 20 uma + 15 oka).
    result = R.final_result(state, o)
    assert (result.order, result.uma, result.oka) == ((A, C, B), (20000, -20000, 0), (15000, 0, 0))
    assert result.scores == (36000, -31000, -5000)


def test_tenhou_sanma_west_round_sudden_death_and_its_end_after_west_3() -> None:
    o = opts("tenhou_sanma")
    # South 3 passes with everyone on 35,000: the West round, A deals West 1 (honba 6 after six draws).
    west = play(o, [draw()], to_last_hand(o))
    assert (west.game_over, west.extra, west.round_wind, west.round_hand, west.dealer, west.streak) == (
        False,
        True,
        2,
        0,
        A,
        6,
    )
    # West 1: B wins 5,000 from C: B 40,000 as the deal passes: the game ends.
    state = play(o, [win((0, 5000, -5000), (B,), C)], west)
    assert (state.game_over, state.end, state.scores) == (True, "target", (35000, 40000, 30000))
    # B 0 + 20 + 15 = 35; A 35 - 40 + 0 = -5; C 30 - 40 - 20 = -30.
    assert R.final_result(state, o).scores == (-5000, 35000, -30000)
    # Nobody reaches 40,000: the game ends as the deal passes after West 3.
    state = play(o, [draw() for _ in range(3)], west)
    assert (state.game_over, state.end, state.round_wind, state.round_hand) == (True, "last_hand", 2, 2)
    # Three on 35,000 in seat order: B -5, C -5 - 20 = -25, A the rest, 30 (-5 + 20 + 15).
    assert R.final_result(state, o).scores == (30000, -5000, -25000)


def test_tenhou_sanma_agari_yame_needs_top_and_40000() -> None:
    o = opts("tenhou_sanma")
    state = to_last_hand(o)
    # C (dealer) wins 3,000 from each: 41,000 and top: the game ends.
    ended = play(o, [win((-3000, -3000, 6000), (C,))], state)
    assert (ended.game_over, ended.end) == (True, "dealer_top")
    # C 41 - 40 + 20 + 15 = 36 (the rest); A 32 - 40 + 0 = -8 (before B by seat); B 32 - 40 - 20 = -28.
    assert R.final_result(ended, o).scores == (-8000, -28000, 36000)
    # C wins 2,000 from each: 39,000, top but below 40,000: C deals South 3 again.
    on = play(o, [win((-2000, -2000, 4000), (C,))], state)
    assert (on.game_over, on.dealer, on.round_hand, on.streak) == (False, C, 2, 6)


def test_tenhou_sanma_tenpai_yame_gives_the_sticks_to_the_top() -> None:
    o = opts("tenhou_sanma")
    # East 1: C wins 3,000 from A; four noten draws: South 3, C deals with 38,000.
    state = play(o, [win((-3000, 0, 3000), (C,), A)] + [draw() for _ in range(4)])
    assert (state.round_wind, state.round_hand, state.dealer, state.scores) == (1, 2, C, (32000, 35000, 38000))
    # C alone tenpai (2,000 in all: 1,000 from each), A's riichi stick on the table: C 40,000 and top: the end.
    state = play(o, [draw((C,), (-2000, -1000, 2000), riichi=(A,))], state)
    assert (state.game_over, state.end, state.sticks, state.scores) == (True, "tenpai_top", 1, (30000, 34000, 40000))
    result = R.final_result(state, o)
    # C takes the stick: 41,000. B 34 - 40 + 0 = -6; A 30 - 40 - 20 = -30; C the rest: 36.
    assert (result.points, result.sticks_to, result.order) == ((30000, 34000, 41000), C, (C, B, A))
    assert result.scores == (-30000, -6000, 36000)
    # C tenpai and top below 40,000 (39,000): C deals again.
    below = play(o, [draw((C,), (-1000, -1000, 2000))], to_last_hand(o))
    assert (below.game_over, below.dealer, below.scores[C]) == (False, C, 37000)


def test_tenhou_sanma_bankruptcy_below_zero_not_at_zero_and_its_rounding() -> None:
    o = opts("tenhou_sanma")
    at_zero = play(o, [win((-35000, 35000, 0), (B,), A)])
    assert (at_zero.game_over, at_zero.scores[A]) == (False, 0)
    below = play(o, [win((-36500, 36500, 0), (B,), A)])
    assert (below.game_over, below.end, below.scores) == (True, "tobi", (-1500, 71500, 35000))
    # The others' points to whole thousands, 500 away from zero: A -1,500 -> -2,000: -2 - 40 - 20 = -62;
    # C 35 - 40 = -5; B the rest: 67 (71.5 - 40 + 20 + 15 = 66.5, rounded by the others).
    assert R.final_result(below, o).scores == (-62000, 67000, -5000)


def test_tenhou_sanma_east_plays_its_extra_round_in_south() -> None:
    o = opts("tenhou_sanma_east")
    state = play(o, [draw()], to_last_hand(o))
    assert (state.game_over, state.extra, state.round_wind, state.dealer) == (False, True, 1, A)
    state = play(o, [draw() for _ in range(3)], state)
    assert (state.game_over, state.end, state.round_wind, state.round_hand) == (True, "last_hand", 1, 2)


def test_play_on_at_three_players_moves_into_the_next_round() -> None:
    o = opts("tenhou_sanma")
    over = play(o, [win((6000, -6000, 0), (A,), B)], to_last_hand(o))
    on = R.play_on(over, o)
    assert (on.game_over, on.extra, on.round_wind, on.round_hand, on.dealer) == (False, True, 2, 0, A)


def test_mahjong_soul_sanma_points_over_the_start_plus_uma_no_oka() -> None:
    o = opts("mahjongsoul_sanma")
    # East 1: A declares riichi, a noten draw: the stick stays. East 2: A wins 5,000 from B and takes it: A 40,000.
    state = play(o, [draw(change=(-1000, 0, 0), riichi=(A,)), win((6000, -5000, 0), (A,), B)])
    assert (state.sticks, state.scores, state.round_hand, state.dealer) == (0, (40000, 30000, 35000), 2, C)
    # East 3 .. South 3: noten draws; the deal passes after South 3 with A on 40,000: the end.
    state = play(o, [draw() for _ in range(4)], state)
    assert (state.game_over, state.end, state.round_wind, state.round_hand) == (True, "last_hand", 1, 2)
    result = R.final_result(state, o)
    # (points - 35,000) + 15 / 0 / -15, to the point: A 5 + 15 = 20, C 0 + 0 = 0, B -5 - 15 = -20; no oka.
    assert (result.order, result.scores, result.oka) == ((A, C, B), (20000, -20000, 0), (0, 0, 0))


def test_mahjong_soul_sanma_west_round_and_agari_yame_at_40000() -> None:
    o = opts("mahjongsoul_sanma")
    west = play(o, [draw()], to_last_hand(o))
    assert (west.extra, west.round_wind, west.dealer) == (True, 2, A)
    # West 1: A (dealer) wins 2,500 from each: 40,000 and top: agari-yame in the extra round.
    state = play(o, [win((5000, -2500, -2500), (A,))], west)
    assert (state.game_over, state.end, state.scores) == (True, "dealer_top", (40000, 32500, 32500))
    # A 5 + 15 = 20; B -2.5 + 0 = -2.5 (before C by seat); C -2.5 - 15 = -17.5: to the point, no rounding.
    assert R.final_result(state, o).scores == (20000, -2500, -17500)


@pytest.mark.parametrize(
    ("preset", "players"),
    [
        pytest.param("tenhou", 3, id="tenhou-at-three"),
        pytest.param("ema", 3, id="ema-at-three"),
        pytest.param("tenhou_sanma", 4, id="tenhou-sanma-at-four"),
        pytest.param("mahjongsoul_sanma", 4, id="mahjongsoul-sanma-at-four"),
    ],
)
def test_a_preset_of_another_number_of_players_is_refused_naming_the_uma(preset: str, players: int) -> None:
    """An uma of four places at three players (and of three at four) is refused by the progress's check, naming the
    field; the presets a table may take are those for its number of players."""
    o = P.resolve(R.PROGRESS, "tenhou", result_preset=preset)
    (error,) = R.PROGRESS.check(o, players)
    assert error.field == "uma"
    assert f"{players} at this table of {players} players" in error.message.get("en")
    chosen = R.PROGRESS.result_preset(preset)
    assert chosen is not None
    assert not R.PROGRESS.fits(chosen, players)
    assert R.PROGRESS.check(o, 7 - players) == []


def test_the_presets_offered_per_number_of_players() -> None:
    assert [p.key for p in R.PROGRESS.result_presets_for(3)] == [
        "tenhou_sanma",
        "tenhou_sanma_east",
        "mahjongsoul_sanma",
    ]
    assert [p.key for p in R.PROGRESS.result_presets_for(4)] == [
        "seed",
        "tenhou",
        "tenhou_east",
        "mahjongsoul",
        "ema",
        "wrc",
    ]
    # none named: the first for the table
    assert P.resolve(R.PROGRESS, "tenhou_sanma", players=3)["uma"] == (20, 0, -20)
    assert P.resolve(R.PROGRESS, "tenhou", players=4)["uma"] == (0, 0, 0, 0)


def test_play_on_past_the_west_round_at_three_players_deals_east_again() -> None:
    """Three players have three round winds: a table that plays on after West 3 deals in East again (as four do after
    North), never in a North round the rules refuse."""
    o = opts("tenhou_sanma")
    # East 1 .. West 3: noten draws (nobody reaches 40,000: the West round's sudden death ends after West 3)
    state = play(o, [draw() for _ in range(9)])
    assert (state.game_over, state.end, state.round_wind, state.round_hand) == (True, "last_hand", 2, 2)
    on = R.play_on(state, o)
    assert not on.game_over
    assert R.table_facts(on)["round_wind"] == "1z"
