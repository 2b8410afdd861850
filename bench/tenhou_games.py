"""Real Tenhou games replayed by our rules: how many hands and whole games agree with the logs.

    python -m bench.tenhou_games [DIR ...]     (default: tests/data/tenhou and tests/data/tenhou3)

For each mjlog XML file, four players or three: every hand scored by `rules.score_request` under the Tenhou preset
(`tenhou`, `tenhou_sanma`) against the log's score changes, the table state before each hand against the log's,
where the game ends (the result preset `tenhou`, `tenhou_east` or `tenhou_sanma`), and the final points and scores
against the log's `owari`. Prints the counts per number of players and the first disagreements.
The whole month (thewaxmango/mahjong-hands log-libraries/logs/, January 2022) agrees in full: the 1,583 four-player
Phoenix games (15,551 hands, about 30 s here) and the 533 three-player ones (`00b9`: 4,695 hands, about 3 s).
"""

from __future__ import annotations

import sys
import time
from collections import Counter
from pathlib import Path

from rules import progress as P
from rules import score_request
from rules.riichi import progress as R
from scoresheet.tenhou_log import RESULT_PRESETS, RULE_PRESETS, LogError, LogGame, read

DATA = Path(__file__).resolve().parents[1] / "tests" / "data"
DEFAULT = (DATA / "tenhou", DATA / "tenhou3")


def check_game(game: LogGame) -> tuple[int, int, str]:
    """(hands, hands that agree, the first disagreement of the game or "")."""
    opts = P.resolve(R.PROGRESS, RULE_PRESETS[game.players], result_preset=RESULT_PRESETS[game.players, game.rounds])
    state = R.start(game.players, opts)
    agree = 0
    problem = ""
    for hand in game.hands:
        if state.game_over:
            return len(game.hands), agree, problem or f"{hand.name}: our table ended the game ({state.end})"
        ours = (state.round_wind, state.round_hand, state.dealer, state.streak, state.sticks, state.scores)
        logs = (hand.round_wind, hand.round_hand, hand.dealer, hand.honba, hand.sticks, hand.scores)
        if ours != logs and not problem:
            problem = f"{hand.name}: table {ours} != log {logs}"
        status, answer = score_request(hand.request)
        if status != 200:
            return len(game.hands), agree, problem or f"{hand.name}: refused {answer}"
        change = tuple(answer.get("score_change") or answer["net"])
        if change == hand.change:
            agree += 1
        elif not problem:
            problem = f"{hand.name}: ours {change} != log {hand.change}"
        state = R.next_hand(state, P.outcome_from(hand.request, answer), opts)
    if not state.game_over:
        return len(game.hands), agree, problem or "our table did not end the game"
    result = R.final_result(state, opts)
    if not problem and (result.points, result.scores) != (game.final_points, game.final_scores):
        problem = f"final {result.points} {result.scores} != owari {game.final_points} {game.final_scores}"
    return len(game.hands), agree, problem


def main(argv: list[str]) -> int:
    dirs = [Path(a) for a in argv] or list(DEFAULT)
    files = sorted(f for d in dirs for f in (d.glob("*.txt") if d.is_dir() else [d]) if f.suffix in (".txt", ".xml"))
    counts: Counter[str] = Counter()
    problems: list[str] = []
    began = time.perf_counter()
    for f in files:
        try:
            game = read(f.read_text(encoding="utf-8"))
        except LogError as e:
            counts["skipped"] += 1
            problems.append(f"{f.name}: {e}")
            continue
        hands, agree, problem = check_game(game)
        n = game.players
        counts[f"{n} games"] += 1
        counts[f"{n} hands"] += hands
        counts[f"{n} hands agree"] += agree
        counts[f"{n} games agree"] += not problem
        if problem:
            problems.append(f"{f.name}: {problem}")
    took = time.perf_counter() - began
    for n in (4, 3):
        if counts[f"{n} games"]:
            print(
                f"{n} players: {counts[f'{n} games agree']} of {counts[f'{n} games']} games agree (every hand, the "
                f"end, the final result); {counts[f'{n} hands agree']} of {counts[f'{n} hands']} hands"
            )
    print(f"{counts['skipped']} skipped; {took:.1f} s")
    for p in problems[:20]:
        print("  " + p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
