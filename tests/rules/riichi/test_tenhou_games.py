"""Whole real games from Tenhou's Phoenix room (January 2022, tests/data/tenhou/README.md), replayed by our rules.

For every game: each hand's request (built by scoresheet.tenhou_log from the log) is scored by `rules.score_request`
under the Tenhou preset and each seat's score change equals the change the log records; the table state before
each hand (round, dealer, honba, sticks, points) that our `next_hand` gives equals the log's INIT; the game ends
after exactly the hand the log ends with, for the reason named below; and our final result (final points with the
sticks given to the top, final scores in Tenhou's rounding) equals the log's `owari`.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from rules import progress as P
from rules.riichi import progress as R
from scoresheet.tenhou_log import LogGame, read_xml

from .helpers import play_real_game

DATA = Path(__file__).resolve().parents[2] / "data" / "tenhou"

# game -> (why it ends, its last hand, how many hands); chosen for what each shows (README.md)
GAMES = {
    "2022010102gm-00e1-0000-56853ebc": ("last_hand", "E4-0", 5),  # East only; sticks left to the top
    "2022010103gm-00a9-0000-5c7d32a5": ("last_hand", "S4-1", 12),  # nine terminals abortive draw
    "2022010103gm-00a9-0000-6ac2364f": ("tobi", "S2-1", 11),
    "2022010103gm-00a9-0000-8beb2987": ("last_hand", "S4-0", 10),  # sticks left to the top
    "2022010103gm-00a9-0000-9404b114": ("dealer_top", "S4-1", 13),  # agari-yame
    "2022010104gm-00a9-0000-5b02f8f6": ("target", "W2-1", 11),  # West round, sudden death
    "2022010105gm-00a9-0000-9d32ed48": ("dealer_top", "S4-0", 9),
    "2022010107gm-00e1-0000-2153c673": ("last_hand", "S4-0", 9),  # East only into South, to South 4
    "2022010115gm-00a9-0000-ab4d3702": ("tenpai_top", "S4-2", 12),  # tenpai-yame
    "2022010115gm-00a9-0000-ba3fc2b7": ("target", "W1-0", 13),
    "2022010115gm-00e1-0000-20d33dd2": ("dealer_top", "E4-1", 6),  # double ron
    "2022010115gm-00e1-0000-ca85f50c": ("tobi", "E2-0", 2),
    "2022010116gm-00a9-0000-52ac06ed": ("tobi", "S3-2", 12),  # double ron
    "2022010116gm-00a9-0000-7f3ed05a": ("target", "W1-0", 15),  # equal final points
    "2022010120gm-00e1-0000-3a212724": ("last_hand", "E4-1", 11),  # double ron
    "2022010201gm-00e1-0000-cd8ebf25": ("target", "S3-0", 7),  # East only, South round sudden death
    "2022010201gm-00e1-0000-e719c81c": ("target", "S2-0", 8),
    "2022010202gm-00a9-0000-157fcab1": ("tobi", "E1-2", 3),  # equal final points
    "2022010202gm-00a9-0000-16065be4": ("last_hand", "S4-0", 8),  # a player on exactly 0 plays on
    "2022010213gm-00e1-0000-8aa0b596": ("dealer_top", "S1-0", 5),  # agari-yame in the extra round
    "2022010214gm-00a9-0000-63c5ad38": ("tobi", "S4-0", 14),  # robbing a kong
    "2022010223gm-00e1-0000-e755969d": ("dealer_top", "S1-2", 8),  # tenpai and top below 30,000 plays on
    "2022010308gm-00a9-0000-9bcb360c": ("tobi", "S1-2", 11),  # four winds
    "2022010308gm-00a9-0000-ade4391c": ("target", "W1-1", 11),  # tenpai and top below 30,000 in the West round
    "2022010309gm-00a9-0000-b4ab411c": ("tenpai_top", "S4-0", 11),
    "2022010310gm-00a9-0000-86bdf60b": ("last_hand", "S4-1", 8),  # nagashi mangan
    "2022010316gm-00a9-0000-38abf370": ("dealer_top", "W1-0", 12),  # agari-yame in the West round
    "2022010322gm-00a9-0000-3027e69b": ("tenpai_top", "S4-0", 14),
    "2022010322gm-00a9-0000-6919c2d2": ("last_hand", "S4-0", 11),  # four riichi
    "2022010402gm-00a9-0000-28d92d79": ("last_hand", "S4-0", 9),  # robbing a kong
    "2022010506gm-00a9-0000-27fba202": ("last_hand", "W4-0", 15),  # the West round to West 4; a dealer win below 30,000
    "2022010719gm-00a9-0000-4917c382": ("last_hand", "S4-1", 12),  # triple ron (abortive)
    "2022010900gm-00a9-0000-1de38875": ("last_hand", "S4-2", 16),  # the dealer wins South 4 as top below 30,000
    "2022010915gm-00a9-0000-5265b5d0": ("last_hand", "S4-0", 12),  # a player on exactly 0 plays on
    "2022011015gm-00a9-0000-c97c9c64": ("last_hand", "S4-0", 11),  # nagashi mangan
    "2022011215gm-00a9-0000-e94be455": ("last_hand", "W4-1", 13),  # the West round to West 4
    "2022011221gm-00a9-0000-17019603": ("dealer_top", "S4-1", 12),  # a dealer win below 30,000 first
}


def _game(name: str) -> LogGame:
    return read_xml((DATA / f"{name}.txt").read_text(encoding="utf-8"))


def _options(game: LogGame) -> dict[str, object]:
    return P.resolve(R.PROGRESS, "tenhou", result_preset="tenhou" if game.rounds == 2 else "tenhou_east")


def test_the_games_cover_every_end_and_the_rare_hands() -> None:
    """The chosen games hold every way a Tenhou game ends, both lengths, and the rare hands."""
    assert len(GAMES) >= 30
    assert sorted(p.stem for p in DATA.glob("*.txt")) == sorted(GAMES)
    assert {end for end, _, _ in GAMES.values()} == {"last_hand", "tobi", "dealer_top", "tenpai_top", "target"}
    hands = [h for name in GAMES for h in _game(name).hands]
    draws = {h.draw for h in hands if h.result == "abortive"}
    assert draws == {"nine_terminals", "four_winds", "four_riichi", "triple_ron"}
    assert sum(1 for h in hands if h.nagashi) == 2
    assert sum(1 for h in hands if len(h.wins) == 2) >= 3
    assert any(s.get("win", {}).get("by") == "robbed_kong" for h in hands for s in h.request["seats"])
    assert any(h.round_wind == 2 for h in hands)  # West
    assert len(hands) == 382


@pytest.mark.parametrize("name", sorted(GAMES))
def test_real_game_hand_by_hand_and_its_final_result(name: str) -> None:
    game = _game(name)
    opts = _options(game)
    play_real_game(game, opts, GAMES[name])
