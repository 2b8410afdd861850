"""Wenzhou table progress: seed 002 line 1.

“第一盤門風東者為莊家……余下的按逆時針的方向來輪莊,如果莊家連莊則還是此位玩家當莊,底數增加,如果莊家
連莊四把之后,四位玩家重新排定位置。”

- East (seat 0) deals first; the deal passes counter-clockwise, i.e. with the turn order: seat 0 -> 1
  -> 2 -> 3 (with two players, back and forth).
- The dealer keeps the deal on a win (连庄, rules-brief.md: “the dealer keeps it on a win and the base
  rises”); the streak passed as `dealer_streak` counts the kept deals and rules/wenzhou raises the base
  by the progression with it (streak n: the (n+1)th value of base_progression).
- A draw (流局, line 17: “開始新一局游戲”): the seed gives no 连庄 for it, so the deal passes (option
  `draw_keeps_deal` keeps it, as some tables play, and then the streak grows as after a win).
- The session ends when the scorekeeper closes it, or after the hands or rounds agreed (`hands_to_play`,
  `rounds_to_play`: a round is the deal gone round the table once); East or the player chosen deals first
  (`first_dealer`).
- After the dealer has kept the deal four times (streak 4) the seats are redrawn: the state says
  `redraw_due`; the scorekeeper enters the new seating (`rules.progress.redraw`), the new East deals
  with streak 0.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from rules import progress as P
from rules.model import BOOL, Field
from rules.text import N_

REDRAW_AFTER = 4  # “連莊四把之后”


def start(players: int, options: Mapping[str, Any]) -> P.TableState:
    return P.start_with_first_dealer(players, options)


def next_hand(state: P.TableState, outcome: P.Outcome, options: Mapping[str, Any]) -> P.TableState:
    P.check_outcome(state, outcome)
    keep = state.dealer in outcome.winners if outcome.kind == P.WIN else bool(options["draw_keeps_deal"])
    new = replace(state, hands=state.hands + 1, scores=P.add_change(state, outcome.change))
    if not keep:
        dealer = (state.dealer + 1) % state.players
        rounds, passed = P.passed_on(state, dealer)
        new = replace(new, dealer=dealer, streak=0, round_wind=rounds, round_hand=passed)
        return P.length_reached(state, new, options)
    streak = state.streak + 1
    return P.length_reached(state, replace(new, streak=streak, redraw_due=streak >= REDRAW_AFTER), options)


def standings(state: P.TableState, options: Mapping[str, Any]) -> tuple[P.Standing, ...]:
    return P.rank_by_total(state)


FIELDS = (
    Field(
        key="draw_keeps_deal",
        kind=BOOL,
        default=False,
        names=N_("A draw keeps the deal"),
        explanation=N_(
            "The rule text keeps the deal only when the dealer wins; on: a draw keeps it too (and the base rises)."
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
