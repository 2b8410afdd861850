"""A fifth rule set, made as a new one would be (a package's worth of records and one line in the registry), for the
test that opens every page for it. Not shipped: registered by the test only.

It reuses the toy's scoring (a complete hand is worth the unit from every other seat, or from the discarder) and
brings what the web layer must read from a rule set rather than know: a table of its own (a starting stake chosen
by a result preset, a final result that is not the totals, a table fact the state fills), a wildcard with its own
order, a rule that is not a pattern and a streak named its own way."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from rules import progress as P
from rules.model import BOOL, CHOICE, INT, Field, Preset, RuleRef, Wildcard
from rules.model import Rule as RuleRecord
from rules.text import T, same
from tests.support.toy import TOY

KEY = "fifth"


def start(players: int, options: Mapping[str, Any]) -> P.TableState:
    return P.initial_state(players, start_score=int(options["stake"]))


def next_hand(state: P.TableState, outcome: P.Outcome, options: Mapping[str, Any]) -> P.TableState:
    """The winner deals next; a draw keeps the dealer; the game ends after `hands` hands."""
    P.check_outcome(state, outcome)
    dealer = outcome.winners[0] if outcome.kind == P.WIN else state.dealer
    new = dataclasses.replace(
        state,
        hands=state.hands + 1,
        scores=P.add_change(state, outcome.change),
        dealer=dealer,
        streak=state.streak + 1 if dealer == state.dealer else 0,
    )
    return dataclasses.replace(new, game_over=True, end="last_hand") if new.hands >= int(options["hands"]) else new


def standings(state: P.TableState, options: Mapping[str, Any]) -> tuple[P.Standing, ...]:
    """Ranked by total; the final result: what each player won or lost against the stake, the top +5 (option)."""
    ranked = P.rank_by_total(state)
    bonus = 5 if options["bonus_to_top"] else 0
    return tuple(
        dataclasses.replace(s, final=s.total - int(options["stake"]) + (bonus if s.rank == 1 else 0)) for s in ranked
    )


PROGRESS = P.Progress(
    start=start,
    next_hand=next_hand,
    standings=standings,
    fields=(
        Field(
            key="hands",
            kind=CHOICE,
            default=8,
            choices=((8, same("8")), (4, same("4"))),
            names=T("局数", "局數", "局数", "Hands in a game"),
            explanation=same("the game ends after this many hands"),
        ),
        Field(
            key="stake",
            kind=INT,
            default=0,
            min=0,
            max=1000,
            names=T("底注", "底注", "持ち点", "Stake"),
            explanation=same("what each player starts with"),
        ),
        Field(
            key="bonus_to_top",
            kind=BOOL,
            default=True,
            names=T("头名奖励", "頭名獎勵", "トップ賞", "Bonus to the top"),
            explanation=same("+5 to the first place"),
        ),
    ),
    result_presets=(
        Preset(key="plain", names=same("no stake"), explanation=same("no stake"), values={"stake": 0}),
        Preset(key="stake", names=same("stake 100"), explanation=same("stake 100"), values={"stake": 100}),
    ),
    ranked_result=True,
    streak_names=T("连庄数", "連莊數", "連荘数", "Kept deals"),
    table_facts=lambda state: {"rounds": min(state.hands, 10)},  # a fact of the toy's table, from the state
)

FIFTH = dataclasses.replace(
    TOY,
    key=KEY,
    names=T("第五", "第五", "第五", "Fifth"),
    progress=PROGRESS,
    wildcard=Wildcard(role="flip", names=T("百搭", "百搭", "ワイルド", "joker"), of=lambda k: (k + 2) % 34),
    rules=(
        RuleRecord(
            key="deal",
            topic="table",
            title=T("坐庄", "坐莊", "親", "Who deals"),
            text=same("the winner deals the next hand"),
            ref=RuleRef(source="toy"),
        ),
    ),
)
