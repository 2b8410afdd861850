"""Guizhou table progress: seed 000 坐庄规则 (lines 27-33).

- “第一局房主坐庄” the host deals the first hand: the session's first seat (seat 0).
- “之后胡牌玩家坐庄” the winner deals the next hand.
- “荒庄情况下,庄家连庄” a draw: the dealer stays.
- “一炮多响,点炮者坐庄” several winners on one discard: the discarder deals.
- The streak passed as `dealer_streak` counts the hands in a row the same seat deals again
  (0 when the deal changes hands); the seed's 连庄 formula uses it (option lian_zhuang_points).
No end of game in the rule text: the session ends when the scorekeeper closes it, or after the hands agreed
(`hands_to_play`); the first dealer is the host (line 22: the first name) or the player chosen (`first_dealer`).
The winner deals next, so the deal never goes round in an order: no rounds to count.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from rules import progress as P


def start(players: int, options: Mapping[str, Any]) -> P.TableState:
    return P.start_with_first_dealer(players, options)


def next_dealer(state: P.TableState, outcome: P.Outcome) -> int:
    if outcome.kind != P.WIN:
        return state.dealer  # 荒庄: the dealer stays
    if len(outcome.winners) > 1 and outcome.discarder is not None:
        return outcome.discarder  # 一炮多响: the discarder deals
    return outcome.winners[0]  # the winner deals


def next_hand(state: P.TableState, outcome: P.Outcome, options: Mapping[str, Any]) -> P.TableState:
    P.check_outcome(state, outcome)
    dealer = next_dealer(state, outcome)
    new = replace(
        state,
        hands=state.hands + 1,
        scores=P.add_change(state, outcome.change),
        dealer=dealer,
        streak=state.streak + 1 if dealer == state.dealer else 0,
    )
    return P.length_reached(state, new, options)


def standings(state: P.TableState, options: Mapping[str, Any]) -> tuple[P.Standing, ...]:
    return P.rank_by_total(state)


PROGRESS = P.Progress(
    start=start,
    next_hand=next_hand,
    standings=standings,
    play_on=P.play_on_past_length,
    fields=P.length_fields(rounds=False),
)
