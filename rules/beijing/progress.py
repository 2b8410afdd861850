"""Beijing table progress: seed 003 §1.5 (line 41).

“游戲開始時由東家做莊,然后依次輪到北家,西家,南家,東家……如果輪到莊家和牌(或荒牌),則莊家可以連莊,
連莊的次數沒有限制,當閑家和牌時,再繼續按原順序進行輪莊。”

- East (seat 0) deals first; the deal then goes East -> North -> West -> South: seat 0 -> 3 -> 2 -> 1,
  i.e. against the turn order (option `order`: "seed"). Most tables pass it East -> South -> West ->
  North, with the turn order (option "usual").
- The dealer keeps the deal after winning or after a draw (荒牌), without limit; the streak counts the
  hands kept. When a non-dealer wins, the deal moves on in that order from the dealer's seat.
No end of game in the rule text: the session ends when the scorekeeper closes it, or after the hands or rounds
agreed (`hands_to_play`, `rounds_to_play`: a round is the deal gone round the table once); the first dealer is East
or the player chosen (`first_dealer`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from rules import progress as P
from rules.model import CHOICE, Field
from rules.text import N_


def start(players: int, options: Mapping[str, Any]) -> P.TableState:
    return P.start_with_first_dealer(players, options)


def next_hand(state: P.TableState, outcome: P.Outcome, options: Mapping[str, Any]) -> P.TableState:
    P.check_outcome(state, outcome)
    keep = outcome.kind != P.WIN or state.dealer in outcome.winners
    step = -1 if options["order"] == "seed" else 1
    dealer = state.dealer if keep else (state.dealer + step) % state.players
    rounds, passed = P.passed_on(state, dealer)
    new = replace(
        state,
        hands=state.hands + 1,
        scores=P.add_change(state, outcome.change),
        dealer=dealer,
        streak=state.streak + 1 if keep else 0,
        round_wind=rounds,
        round_hand=passed,
    )
    return P.length_reached(state, new, options)


def standings(state: P.TableState, options: Mapping[str, Any]) -> tuple[P.Standing, ...]:
    return P.rank_by_total(state)


FIELDS = (
    Field(
        key="order",
        kind=CHOICE,
        default="seed",
        names=N_("Order of the deal"),
        explanation=N_(
            "The rule text: East -> North -> West -> South (against the turn order); the usual order: "
            "East -> South -> West -> North (with the turn order)."
        ),
        choices=(
            ("seed", N_("E, N, W, S (the rule text)")),
            ("usual", N_("E, S, W, N (usual)")),
        ),
    ),
)

PROGRESS = P.Progress(
    start=start,
    next_hand=next_hand,
    standings=standings,
    play_on=P.play_on_past_length,
    fields=(*FIELDS, *P.length_fields(rounds=True)),
)
