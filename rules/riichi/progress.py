"""Riichi table progress: seed 001 §9 and §11, with standard play where the seed is silent.

- The dealer keeps the deal after a win (§11.1 “坐庄的选手和牌后,就可以继续坐庄”) or a draw in which it is
  tenpai (standard); abortive draws (§9.2 “中途流局,重新抓牌”) keep the deal; otherwise the deal passes to
  the next seat in turn order, East 1 .. East 4, South 1 .. South 4 (or East only).
- The count passed as `dealer_streak`: the seed counts 连庄 (§11.1 “每连一把庄”: +1 each hand the dealer
  kept by winning or tenpai, 0 when the deal passes; an abortive draw is the same hand dealt again, so the
  count stays); Tenhou counts standard honba (+1 on a dealer win and on every draw, abortive ones too;
  0 when a non-dealer wins). rules-brief.md “Table progress”.
- Riichi sticks: each declaration puts 1000 on the table; a win takes them all (§9 注 “下次和牌的选手可以
  得到这些点数”); draws and abortive draws carry them on; a chombo voids the hand and returns that hand's
  deposits, so the sticks from earlier hands stay.
- Chombo (§12): the hand is void and dealt again: same dealer, same count.
- End: after the last hand (South 4, or East 4 when East only) when the deal passes; §11.3 “如果南风底(最末
  一把)和牌一方是庄家时,而且此时庄家的点数是最高。就不再连庄,直接结束赛局”; optional bankruptcy (tobi):
  a player below zero ends the game.
- Final ranking: (points − return) + uma by rank, the top also takes oka = (return − start) × players;
  riichi sticks left at the end go to the top (option). Equal points: the earlier starting seat ranks first.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from types import MappingProxyType
from typing import Any

from rules import progress as P
from rules.errors import FieldError
from rules.model import BOOL, CHOICE, INT, INT_LIST, Field, Preset
from rules.text import N_, NC_, Text

DEPOSIT = 1000  # §A.a “必须缴纳1000点作为下注点”

# The seed names no starting points, return or uma: its result preset ranks by raw points (25,000 each, no uma).
POINTS_MAX = 1_000_000  # starting and return points
UMA_MAX = 1000  # thousands: a place's uma is at most this, either way

FIELDS = (
    Field(
        key="rounds",
        kind=CHOICE,
        default=2,
        names=N_("Game length"),
        explanation=N_("East and South rounds (a hanchan), or East only."),
        choices=(
            (2, N_("East and South")),
            (1, N_("East only")),
        ),
    ),
    Field(
        key="honba",
        kind=CHOICE,
        default="renchan",
        names=N_("Counting the dealer streak"),
        explanation=N_(
            "The seed counts the hands the dealer kept (a tenpai draw too); Tenhou counts honba (+1 on a dealer "
            "win and on every draw, back to 0 when a non-dealer wins)."
        ),
        choices=(
            ("renchan", N_("hands kept (the seed)")),
            ("standard", N_("honba (Tenhou)")),
        ),
    ),
    Field(
        key="start_points",
        kind=INT,
        default=25000,
        min=0,
        max=POINTS_MAX,
        names=N_("Starting points"),
        explanation=N_("What each player starts with."),
    ),
    Field(
        key="return_points",
        kind=INT,
        default=25000,
        min=0,
        max=POINTS_MAX,
        names=N_("Return points"),
        explanation=N_(
            "Taken from each final score before the uma; what the starting points fall short of it goes to the top (oka)."
        ),
    ),
    Field(
        key="uma",
        kind=INT_LIST,
        default=(0, 0, 0, 0),
        min=-UMA_MAX,
        max=UMA_MAX,
        names=N_("Uma by place (thousands)"),
        explanation=N_("e.g. 15 5 -5 -15"),
        message=N_("Uma: one number per place, adding up to zero."),
    ),
    Field(
        key="tobi",
        kind=BOOL,
        default=False,
        names=NC_("riichi.progress", "Bankruptcy ends the game"),
        explanation=N_("On: the game ends when a player's points fall below zero."),
    ),
    Field(
        key="sticks_to_top",
        kind=BOOL,
        default=True,
        names=N_("Riichi sticks left at the end go to the top"),
        explanation=N_("On: the riichi sticks still on the table when the game ends go to the player in first place."),
    ),
)

# The rule set's presets fix how the count runs (rules-brief.md): the seed's 连庄 vs. Tenhou's honba.
PRESETS: Mapping[str, Mapping[str, Any]] = MappingProxyType(
    {
        "seed": MappingProxyType({"honba": "renchan"}),
        "tenhou": MappingProxyType({"honba": "standard"}),
    }
)

# The presets of the final result (start / return / uma / tobi), chosen beside the rule preset.
RESULT_PRESETS = (
    Preset(
        key="seed",
        names=N_("The seed's table: 25,000 each, no return, no uma"),
        explanation=N_("The seed names no starting points, return or uma: players are ranked by their points."),
        values=MappingProxyType({"start_points": 25000, "return_points": 25000, "uma": (0, 0, 0, 0), "tobi": False}),
    ),
    Preset(
        key="tenhou",
        names=N_("Tenhou: 25,000 start, 30,000 return, uma +20/+10/−10/−20, bankruptcy ends the game"),
        explanation=N_("Tenhou: 25,000 start, 30,000 return, uma +20/+10/−10/−20, bankruptcy ends the game"),
        values=MappingProxyType(
            {"start_points": 25000, "return_points": 30000, "uma": (20, 10, -10, -20), "tobi": True}
        ),
    ),
    Preset(
        key="ema",
        names=N_("EMA/WRC: 30,000 start and return, uma +15/+5/−5/−15"),
        explanation=N_("EMA/WRC: 30,000 start and return, uma +15/+5/−5/−15"),
        values=MappingProxyType(
            {"start_points": 30000, "return_points": 30000, "uma": (15, 5, -5, -15), "tobi": False}
        ),
    ),
)
SCORING_PRESETS: Mapping[str, Mapping[str, Any]] = MappingProxyType({p.key: p.values for p in RESULT_PRESETS})

LAST_HAND = 3  # South 4 / East 4: the fourth hand of the last round


def start(players: int, options: Mapping[str, Any]) -> P.TableState:
    return P.initial_state(players, start_score=int(options["start_points"]))


def _is_last_hand(state: P.TableState, options: Mapping[str, Any]) -> bool:
    return state.round_wind == int(options["rounds"]) - 1 and state.round_hand == LAST_HAND


def next_hand(state: P.TableState, outcome: P.Outcome, options: Mapping[str, Any]) -> P.TableState:
    P.check_outcome(state, outcome)
    standard = options["honba"] == "standard"
    scores = P.add_change(state, outcome.change)
    dealer = state.dealer
    if outcome.kind == P.CHOMBO:
        # §12: the hand is void (dealt again): dealer, count and the earlier sticks all stay.
        keep, streak, sticks = True, state.streak, state.sticks
    elif outcome.kind == P.ABORTIVE:
        # §9.2 重新抓牌: the same dealer deals again; the deposits stay on the table (§9 注).
        keep = True
        streak = state.streak + 1 if standard else state.streak
        sticks = state.sticks + len(outcome.riichi)
    elif outcome.kind == P.DRAW:
        keep = dealer in outcome.tenpai
        sticks = state.sticks + len(outcome.riichi)
        streak = state.streak + 1 if (keep or standard) else 0
    else:
        keep = dealer in outcome.winners
        sticks = 0
        streak = state.streak + 1 if keep else 0
    last = _is_last_hand(state, options)
    new = replace(state, hands=state.hands + 1, scores=scores, sticks=sticks, streak=streak)
    if options["tobi"] and any(s < 0 for s in scores):
        return replace(new, game_over=True, end="tobi")
    if keep:
        if (
            last
            and outcome.kind == P.WIN
            and dealer in outcome.winners
            and all(scores[state.player_at(dealer)] > s for p, s in enumerate(scores) if p != state.player_at(dealer))
        ):
            # §11.3: the dealer won the last hand and is top: no further 连庄, the game ends.
            return replace(new, game_over=True, end="dealer_top")
        return new
    if last:
        return replace(new, game_over=True, end="last_hand")
    round_hand, round_wind = state.round_hand + 1, state.round_wind
    if round_hand == state.players:
        round_hand, round_wind = 0, round_wind + 1
    return replace(new, dealer=(dealer + 1) % state.players, round_hand=round_hand, round_wind=round_wind)


def standings(state: P.TableState, options: Mapping[str, Any]) -> tuple[P.Standing, ...]:
    """Points ranked; once the game is over, the final result with uma and oka (in points, 1000 = 1.0)."""
    scores = list(state.scores)
    order = sorted(range(state.players), key=lambda p: (-scores[p], p))
    if not state.game_over:
        return tuple(P.Standing(player=p, rank=i + 1, total=scores[p], final=scores[p]) for i, p in enumerate(order))
    if options["sticks_to_top"] and state.sticks:
        scores[order[0]] += state.sticks * DEPOSIT
    ret, start_pts = int(options["return_points"]), int(options["start_points"])
    uma = tuple(options["uma"])
    oka = (ret - start_pts) * state.players
    result = []
    for i, p in enumerate(order):
        final = scores[p] - ret + int(uma[i]) * 1000 + (oka if i == 0 else 0)
        result.append(P.Standing(player=p, rank=i + 1, total=scores[p], final=final))
    return tuple(result)


WIND_TILES = ("1z", "2z", "3z", "4z")


def table_facts(state: P.TableState) -> Mapping[str, Any]:
    """The riichi sticks on the table and the round wind, as the request's `table` has them."""
    return {"riichi_sticks": state.sticks, "round_wind": WIND_TILES[state.round_wind % 4]}


def streak_words(options: Mapping[str, Any]) -> str:
    return "honba" if options.get("honba") == "standard" else "kept"


def summary(options: Mapping[str, Any], players: int) -> tuple[tuple[Text, Any], ...]:
    """Oka, which the starting and return points imply: (return − start) × players, to the top."""
    return ((N_("Oka (to the top)"), (int(options["return_points"]) - int(options["start_points"])) * players),)


def check(options: Mapping[str, Any], players: int) -> list[FieldError]:
    uma = options.get("uma")
    if not isinstance(uma, (list, tuple)) or len(uma) != players or sum(int(u) for u in uma) != 0:
        return [FieldError("uma", N_("Uma: one number per place, adding up to zero."))]
    return []


PROGRESS = P.Progress(
    start=start,
    next_hand=next_hand,
    standings=standings,
    fields=FIELDS,
    presets=PRESETS,
    result_presets=RESULT_PRESETS,
    ranked_result=True,
    by_wind=True,
    streak_words=streak_words,
    streak_names=NC_("riichi", "Dealer streak"),
    table_facts=table_facts,
    summary=summary,
    check=check,
)
