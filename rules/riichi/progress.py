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
  riichi sticks left at the end go to the top, or to nobody (option). Equal points: the earlier starting seat ranks
  first, or the places are shared (option).
- Three players (sanma, issue 27): three seats, a round of three hands (East 1 .. East 3, South 1 .. South 3, the
  extra round's West 1 .. West 3): the last hand of a round is hand `players - 1`; the uma has one number per
  place (`check` refuses a four-place uma at three players, and a three-place one at four); the result presets made
  for three players (`Preset.players`) are offered to a table of three only (`Progress.result_presets_for`).
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
            ("renchan", N_("hands kept (the rule text)")),
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
    Field(
        key="tobi_at_zero",
        kind=BOOL,
        default=False,
        names=N_("Bankrupt at exactly zero"),
        explanation=N_(
            "With bankruptcy on: off, a player is bankrupt below zero (Tenhou, Mahjong Soul: a player on exactly "
            "0 plays on); on, at zero too."
        ),
    ),
    Field(
        key="agari_yame",
        kind=CHOICE,
        default="top",
        names=N_("The dealer wins the last hand as top (agari-yame)"),
        explanation=N_(
            "In the last hand (South 4, East 4 in an East-only game, and every hand of an extra round), a dealer "
            "who wins and is then in first place: the game ends (the rule text §11.3: 'no further dealer streak, the "
            "game ends'), ends only if the dealer also has the target points (Tenhou, Mahjong Soul), or the dealer "
            "deals again as after any win (EMA, WRC: no agari-yame)."
        ),
        choices=(
            ("top", N_("the game ends")),
            ("target", N_("the game ends if the dealer has the target points")),
            ("off", N_("the dealer deals again")),
        ),
    ),
    Field(
        key="tenpai_yame",
        kind=CHOICE,
        default="off",
        names=N_("The dealer is tenpai at a draw in the last hand as top (tenpai-yame)"),
        explanation=N_(
            "In the last hand, an exhaustive draw at which the dealer is tenpai and then in first place: the dealer "
            "deals again (the rule text, EMA, WRC), the game ends, or it ends only if the dealer has the target "
            "points (Tenhou: the real logs end such games, the sticks on the table going to the top)."
        ),
        choices=(
            ("off", N_("the dealer deals again")),
            ("top", N_("the game ends")),
            ("target", N_("the game ends if the dealer has the target points")),
        ),
    ),
    Field(
        key="target_points",
        kind=INT,
        default=30000,
        min=0,
        max=POINTS_MAX,
        names=N_("Target points"),
        explanation=N_(
            "The points the top needs for the game to end after its last hand, where an extra round is played, "
            "and for agari-yame and tenpai-yame where they need them (Tenhou and Mahjong Soul: 30,000)."
        ),
    ),
    Field(
        key="extra_round",
        kind=BOOL,
        default=False,
        names=N_("Sudden-death extra round"),
        explanation=N_(
            "On: when the last hand ends with nobody at the target points, the game goes on into the next round "
            "(West after South; South after East in an East-only game) and ends as soon as someone has the target "
            "points when a hand ends and the deal passes; after its fourth hand it ends anyway (Tenhou, Mahjong "
            "Soul). Off: the game ends after the last hand."
        ),
    ),
    Field(
        key="rounding",
        kind=CHOICE,
        default="exact",
        names=N_("Rounding of the final score"),
        explanation=N_(
            "Exact: points minus the return, plus uma and oka, to the point (shown as 1000 = 1.0). Tenhou: the points of "
            "each player but the top are rounded to whole thousands, 500 away from zero (22,500 counts as 23,000, "
            "-3,500 as -4,000), then the return is taken and the uma added; the top gets what makes the sum zero "
            "(read from the final scores of the January 2022 Phoenix logs)."
        ),
        choices=(
            ("exact", N_("exact")),
            ("tenhou", N_("to whole thousands, as Tenhou rounds")),
        ),
    ),
    Field(
        key="ties",
        kind=CHOICE,
        default="seat",
        names=N_("Equal final points"),
        explanation=N_(
            "Players with equal points are placed in seat order from the first dealer (Tenhou, Mahjong Soul), or "
            "share their places: the uma (and oka) of the places they hold is split equally between them, and "
            "players tied for first divide the riichi sticks left on the table (EMA, WRC)."
        ),
        choices=(
            ("seat", N_("seat order from the first dealer")),
            ("split", N_("they share the uma of their places")),
        ),
    ),
)
DEFAULTS: Mapping[str, Any] = MappingProxyType({f.key: f.default for f in FIELDS})

# The rule set's presets fix how the count runs (rules-brief.md): the seed's 连庄 vs. Tenhou's honba.
PRESETS: Mapping[str, Mapping[str, Any]] = MappingProxyType(
    {
        "seed": MappingProxyType({"honba": "renchan"}),
        "tenhou": MappingProxyType({"honba": "standard"}),
        "tenhou_sanma": MappingProxyType({"honba": "standard"}),
        "mahjongsoul_sanma": MappingProxyType({"honba": "standard"}),
    }
)

# The presets of the table's end and final result, chosen beside the rule preset (the first is the default). Each
# sets every option of the end and the result, so that a session made with it keeps it whatever the defaults become.
_TENHOU = {
    "rounds": 2,
    "start_points": 25000,
    "return_points": 30000,
    "uma": (20, 10, -10, -20),
    "tobi": True,
    "tobi_at_zero": False,
    "sticks_to_top": True,
    "agari_yame": "target",
    "tenpai_yame": "target",
    "target_points": 30000,
    "extra_round": True,
    "rounding": "tenhou",
    "ties": "seat",
}
# Mahjong Soul's ranked four-player East-South game. riichi.wiki 'Majsoul' (MahjongRepository/mahjong_wiki,
# content/english/riichi/online/majsoul/majsoul.md, updated 2020-08-01): 'Calculation of End-Score Points': oka not
# applied, uma 15/5/-5/-15, starting points 25000, EndScore = (MatchResult - StartingPts) / 1000 + UmaPts; 'Gameplay':
# extra wind round (enchousen) applied, bankruptcy on negative points, not on zero, seat wind tie-breaker. The game's
# end screen as Fat-pig-Cui/majsoul-replay-editor rebuilds it (src/core/core.ts, gameEnd): places by points then seat,
# the sticks left to the first place, total_point = points - 25000 + uma. The West round at 30,000 and agari-yame /
# tenpai-yame of a top dealer: the room rules have_nanruxiru, have_helezhongju, have_tingpaizhongju (detail_rule of the
# game's protocol), as Tenhou plays them.
_MAHJONGSOUL = {
    "rounds": 2,
    "start_points": 25000,
    "return_points": 25000,
    "uma": (15, 5, -5, -15),
    "tobi": True,
    "tobi_at_zero": False,
    "sticks_to_top": True,
    "agari_yame": "target",
    "tenpai_yame": "target",
    "target_points": 30000,
    "extra_round": True,
    "rounding": "exact",
    "ties": "seat",
}
# EMA Riichi Competition Rules, 2016 edition (§3.6 End of the game, §3.6.1 Winner bonus); cross-checked with
# MahjongPantheon's EMA ruleset (Mimir/config/rulesets/ema.php, 2017; Common/rulesets/ema.php): startPoints 30000,
# oka 0, uma 15/5/-5/-15 with equalizeUma, goalPoints 0 and no additional rounds, withLeadingDealerGameOver and
# withButtobi false, riichiGoesToWinner true.
_EMA = {
    "rounds": 2,
    "start_points": 30000,
    "return_points": 30000,
    "uma": (15, 5, -5, -15),
    "tobi": False,
    "tobi_at_zero": False,
    "sticks_to_top": True,
    "agari_yame": "off",
    "tenpai_yame": "off",
    "target_points": 30000,
    "extra_round": False,
    "rounding": "exact",
    "ties": "split",
}
# World Riichi Championship Rules, 2015 edition (16 June 2015), §5.9 End of the game, §5.9.1 No agari yame, §5.9.2
# Hanchan score and uma: as EMA 2016 but for the riichi sticks left at the end, which go to nobody (the EMA 2016
# rules list "riichi bets at game end go to the winner" among their differences from WRC 2015; MahjongPantheon's WRC
# ruleset of July 2018, Mimir/config/rulesets/wrc.php, made for the 2015 rules: riichiGoesToWinner false, withButtobi
# false, equalizeUma, oka 0, startPoints 30000).
_WRC = {**_EMA, "sticks_to_top": False}

RESULT_PRESETS: tuple[Preset, ...] = (
    Preset(
        key="seed",
        names=N_("The rule text's table: 25,000 each, no return, no uma"),
        explanation=N_(
            "The rule text's table: East and South rounds; in the last hand a winning dealer who is top ends the "
            "game (§11.3); it names no starting points, return, uma or bankruptcy, so players are ranked by their "
            "points (25,000 each to start), riichi sticks left at the end going to the top."
        ),
        values=MappingProxyType(
            {
                "rounds": 2,
                "start_points": 25000,
                "return_points": 25000,
                "uma": (0, 0, 0, 0),
                "tobi": False,
                "tobi_at_zero": False,
                "sticks_to_top": True,
                "agari_yame": "top",
                "tenpai_yame": "off",
                "target_points": 30000,
                "extra_round": False,
                "rounding": "exact",
                "ties": "seat",
            }
        ),
    ),
    Preset(
        key="tenhou",
        names=N_("Tenhou, East and South: 25,000 start, 30,000 return, uma +20/+10/−10/−20"),
        explanation=N_(
            "Tenhou's ranked four-player East-South game, as its Phoenix-room logs of January 2022 show it: 25,000 "
            "to start, 30,000 return (oka 20,000 to the top), uma +20/+10/−10/−20; a West round of sudden death "
            "when nobody has 30,000 after South 4 (it ends when someone has 30,000 as the deal passes, after West 4 "
            "at the latest); the dealer of the last hand who wins or is tenpai at a draw and is then top with "
            "30,000 ends the game; bankruptcy below zero; sticks left go to the top; final scores rounded to whole "
            "thousands for all but the top; equal points placed in seat order from the first dealer."
        ),
        values=MappingProxyType(_TENHOU),
    ),
    Preset(
        key="tenhou_east",
        names=N_("Tenhou, East only: 25,000 start, 30,000 return, uma +20/+10/−10/−20"),
        explanation=N_(
            "Tenhou's ranked East-only game, as its Phoenix-room logs of January 2022 show it: as the East-South "
            "game, with the sudden-death extra round played in the South round after East 4."
        ),
        values=MappingProxyType({**_TENHOU, "rounds": 1}),
    ),
    Preset(
        key="mahjongsoul",
        names=N_("Mahjong Soul, East and South: 25,000 start, no oka, uma +15/+5/−5/−15"),
        explanation=N_(
            "Mahjong Soul's ranked four-player East-South game: 25,000 to start, no oka, uma +15/+5/−5/−15, the "
            "final score being the points over the start plus the uma, to the point (riichi.wiki 'Majsoul', "
            "'Calculation of End-Score Points', before the room's own rank points); a West round of sudden death "
            "when nobody has 30,000 after South 4, ending when someone has 30,000 as the deal passes, after West 4 at "
            "the latest; the dealer of the last hand who wins or is tenpai at a draw and is then top with 30,000 ends "
            "the game; bankruptcy below zero, not at zero (riichi.wiki 'Majsoul', 'Gameplay'); riichi sticks left go "
            "to the first place, and equal points are placed in seat order from the first dealer."
        ),
        values=MappingProxyType(_MAHJONGSOUL),
    ),
    Preset(
        key="ema",
        names=N_("EMA 2016: 30,000 start and return, uma +15/+5/−5/−15"),
        explanation=N_(
            "The EMA Riichi Competition Rules, 2016 edition (§3.6 End of the game, §3.6.1 Winner bonus): 30,000 to "
            "start and 30,000 return (no oka), uma +15/+5/−5/−15; the game ends when the deal passes after South 4, "
            "whoever leads and with whatever points: no West round, no agari-yame, no tenpai-yame; negative points "
            "do not end it; riichi sticks left at the end go to the first place (players tied for it divide them); "
            "players on equal points share the uma of their places; scores to the point, not rounded."
        ),
        values=MappingProxyType(_EMA),
    ),
    Preset(
        key="wrc",
        names=N_("WRC 2015: 30,000 start and return, uma +15/+5/−5/−15, sticks left are lost"),
        explanation=N_(
            "The World Riichi Championship Rules, 2015 edition (§5.9 End of the game, §5.9.1 No agari yame, §5.9.2 "
            "Hanchan score and uma): 30,000 to start and return (no oka), uma +15/+5/−5/−15 shared by players on "
            "equal points; the game ends when the deal passes after South 4, with no West round, no agari-yame and "
            "no tenpai-yame; negative points do not end it; scores to the point. Unlike the EMA rules, riichi sticks "
            "left on the table at the end go to nobody, so the final scores then add up to less than zero."
        ),
        values=MappingProxyType(_WRC),
    ),
)
# Three players (sanma, issue 27): presets made for three players only (`Preset.players`), an uma of three places.
# Tenhou's three-player East-South room (三鳳南), read from the `owari` and the deals of all 533 three-player Phoenix
# games of January 2022 (thewaxmango/mahjong-hands, log-libraries/logs/*-00b9-*; tests/data/tenhou3/README.md): 35,000
# to start, 40,000 return (oka 15,000 to the top), uma +20/0/-20 (533 of 533 games: every player but the top rounded
# to whole thousands, 500 away from zero, as at four), the top taking what makes the sum zero; the game ends in South
# when someone has 40,000 (a target of 35,000 or 41,000 disagrees with 24 and 9 games), otherwise a West round of
# sudden death to 40,000 (after West 3 at the latest); agari-yame and tenpai-yame of a top dealer with 40,000;
# bankruptcy below zero, not at zero; the sticks left to the top; equal points in seat order.
_TENHOU_SANMA = {
    "rounds": 2,
    "start_points": 35000,
    "return_points": 40000,
    "uma": (20, 0, -20),
    "tobi": True,
    "tobi_at_zero": False,
    "sticks_to_top": True,
    "agari_yame": "target",
    "tenpai_yame": "target",
    "target_points": 40000,
    "extra_round": True,
    "rounding": "tenhou",
    "ties": "seat",
}
# Mahjong Soul's three-player game. riichi.wiki 'Majsoul' (MahjongRepository/mahjong_wiki,
# content/english/riichi/online/majsoul/majsoul.md, updated 2020-08-01), '3P-Mahjong', 'Ruleset in details':
# 'Starting points: 35000, End points: 40000', 'Uma points: First +15, Second ±0, Third -15'; 'Calculation of
# End-Score Points': oka not applied, EndScore = (MatchResult - StartingPts) / 1000 + UmaPts; 'Gameplay': extra wind
# round applied, bankruptcy on negative points, not on zero, seat wind tie-breaker; the sanma 'basically refers to
# Tenhou' (agari-yame and tenpai-yame of a top dealer at the end points, as at four players).
_MAHJONGSOUL_SANMA = {**_TENHOU_SANMA, "return_points": 35000, "uma": (15, 0, -15), "rounding": "exact"}
THREE_PLAYER_RESULT_PRESETS = (
    Preset(
        key="tenhou_sanma",
        names=N_("Tenhou three-player, East and South: 35,000 start, 40,000 return, uma +20/0/−20"),
        explanation=N_(
            "Tenhou's ranked three-player East-South game, as all 533 of its Phoenix-room logs of January 2022 show "
            "it: 35,000 to start, 40,000 return (oka 15,000 to the top), uma +20/0/−20; the game ends after South 3 "
            "when someone has 40,000, otherwise a West round of sudden death follows (it ends when someone has "
            "40,000 as the deal passes, after West 3 at the latest); the dealer of the last hand who wins or is "
            "tenpai at a draw and is then top with 40,000 ends the game; bankruptcy below zero; sticks left go to "
            "the top; final scores rounded to whole thousands for all but the top; equal points placed in seat "
            "order from the first dealer."
        ),
        values=MappingProxyType(_TENHOU_SANMA),
        players=(3,),
    ),
    Preset(
        key="tenhou_sanma_east",
        names=N_("Tenhou three-player, East only: 35,000 start, 40,000 return, uma +20/0/−20"),
        explanation=N_(
            "Tenhou's three-player East-only game: as its East-South game, with the sudden-death extra round played "
            "in the South round after East 3 (as its four-player East-only game does; no three-player East-only log "
            "was at hand to check it against)."
        ),
        values=MappingProxyType({**_TENHOU_SANMA, "rounds": 1}),
        players=(3,),
    ),
    Preset(
        key="mahjongsoul_sanma",
        names=N_("Mahjong Soul three-player, East and South: 35,000 start, no oka, uma +15/0/−15"),
        explanation=N_(
            "Mahjong Soul's three-player East-South game (riichi.wiki 'Majsoul', '3P-Mahjong'): 35,000 to start, "
            "40,000 to end, no oka, uma +15/0/−15, the final score being the points over the start plus the uma, "
            "to the point; a West round of sudden death when nobody has 40,000 after South 3; the dealer of the "
            "last hand who wins or is tenpai at a draw and is then top with 40,000 ends the game; bankruptcy below "
            "zero, not at zero; riichi sticks left go to the first place; equal points in seat order."
        ),
        values=MappingProxyType(_MAHJONGSOUL_SANMA),
        players=(3,),
    ),
)
RESULT_PRESETS += THREE_PLAYER_RESULT_PRESETS
SCORING_PRESETS: Mapping[str, Mapping[str, Any]] = MappingProxyType({p.key: p.values for p in RESULT_PRESETS})


# why a game ended (TableState.end)
END_LAST_HAND = "last_hand"  # the deal passed after the last hand (of the regular rounds, or of the extra round)
END_AGARI_YAME = "dealer_top"  # agari-yame: the dealer won the last hand and is top (§11.3)
END_TENPAI_YAME = "tenpai_top"  # tenpai-yame: the dealer was tenpai at a draw in the last hand and is top
END_TARGET = "target"  # the extra round's sudden death: someone reached the target points
END_TOBI = "tobi"  # bankruptcy


def start(players: int, options: Mapping[str, Any]) -> P.TableState:
    return P.initial_state(players, start_score=int(options["start_points"]))


def _opt(options: Mapping[str, Any], key: str) -> Any:
    """An option's value; a session stored before the option existed reads its default (the old behaviour)."""
    if key in options:
        return options[key]
    return DEFAULTS[key]


def _is_last_hand(state: P.TableState, options: Mapping[str, Any]) -> bool:
    """The last hand of the regular rounds (South 4 / East 4), or any hand of the extra round."""
    rounds = int(options["rounds"])
    return state.round_wind >= rounds or (state.round_wind == rounds - 1 and state.round_hand == state.players - 1)


def _is_top(scores: tuple[int, ...], player: int, options: Mapping[str, Any]) -> bool:
    """First place on these points: nobody has more, and with ties broken by seat order from the first dealer,
    nobody equal sits before; where ties are split, an equal player means not alone on top."""
    mine = scores[player]
    if _opt(options, "ties") == "split":
        return all(mine > s for p, s in enumerate(scores) if p != player)
    return all(mine > s or (mine == s and player < p) for p, s in enumerate(scores) if p != player)


def _yame(how: str, scores: tuple[int, ...], player: int, options: Mapping[str, Any]) -> bool:
    """Agari-yame / tenpai-yame as the option says: "off", "top" (the dealer is top), "target" (top with at
    least the target points)."""
    if how == "off" or not _is_top(scores, player, options):
        return False
    return how == "top" or scores[player] >= int(_opt(options, "target_points"))


def _bankrupt(scores: tuple[int, ...], options: Mapping[str, Any]) -> bool:
    if not options["tobi"]:
        return False
    if _opt(options, "tobi_at_zero"):
        return any(s <= 0 for s in scores)
    return any(s < 0 for s in scores)


def _advance(state: P.TableState) -> P.TableState:
    """The deal passes to the next seat: the next hand of the round, or the first of the next round."""
    round_hand, round_wind = state.round_hand + 1, state.round_wind
    if round_hand == state.players:
        round_hand, round_wind = 0, round_wind + 1
    return replace(state, dealer=(state.dealer + 1) % state.players, round_hand=round_hand, round_wind=round_wind)


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
    if _bankrupt(scores, options):
        return replace(new, game_over=True, end=END_TOBI)
    me = state.player_at(dealer)
    if (
        last
        and outcome.kind == P.WIN
        and dealer in outcome.winners
        and _yame(_opt(options, "agari_yame"), scores, me, options)
    ):
        # §11.3: the dealer won the last hand and is top: no further 连庄, the game ends.
        return replace(new, game_over=True, end=END_AGARI_YAME)
    if last and outcome.kind == P.DRAW and keep and _yame(_opt(options, "tenpai_yame"), scores, me, options):
        return replace(new, game_over=True, end=END_TENPAI_YAME)
    extra_round = bool(_opt(options, "extra_round"))
    reached = max(scores) >= int(_opt(options, "target_points"))
    if state.extra and reached and not keep:
        # the extra round is sudden death: the game ends once someone has the target points
        return replace(new, game_over=True, end=END_TARGET)
    if keep or outcome.kind in (P.CHOMBO, P.ABORTIVE):
        return new
    if state.extra and state.round_hand < state.players - 1:
        return _advance(new)
    if last:
        if extra_round and not state.extra and not reached and state.round_wind < 3:
            # nobody has the target points after the last hand: a sudden-death extra round
            return replace(_advance(new), extra=True)
        return replace(new, game_over=True, end=END_LAST_HAND)
    return _advance(new)


def play_on(state: P.TableState, options: Mapping[str, Any]) -> P.TableState:
    """The table plays on where the rules ended the game: after agari-yame or tenpai-yame the dealer deals again;
    after the last hand (or the extra round's target) the deal passes as if the game went on, into the next round.
    A bankrupt player cannot play on; a game not over needs nothing."""
    if not state.game_over:
        return state
    if state.end == END_TOBI:
        raise P.ProgressError([FieldError("hand", N_("a player is bankrupt: the game cannot go on"))])
    if state.end in (END_AGARI_YAME, END_TENPAI_YAME, P.AGREED):
        return replace(state, game_over=False, end="")
    moved = _advance(state)
    return replace(moved, game_over=False, end="", extra=moved.round_wind >= int(options["rounds"]))


def _ranking(points: tuple[int, ...], options: Mapping[str, Any]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(order, ranks): the players from first place down, and each player's place. Equal points: seat order from
    the first dealer (Tenhou, "seat"), or the same place for all of them ("split")."""
    n = len(points)
    order = tuple(sorted(range(n), key=lambda p: (-points[p], p)))
    ranks = [0] * n
    for i, p in enumerate(order):
        ranks[p] = i + 1
        if _opt(options, "ties") == "split" and i and points[p] == points[order[i - 1]]:
            ranks[p] = ranks[order[i - 1]]
    return order, tuple(ranks)


def _shared(values: list[int], order: tuple[int, ...], points: tuple[int, ...]) -> list[int]:
    """Places held by equal points share their values equally (what cannot be split evenly goes to the earlier
    seats, a point each)."""
    out = list(values)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and points[order[j + 1]] == points[order[i]]:
            j += 1
        if j > i:
            total, k = sum(values[i : j + 1]), j - i + 1
            group = sorted(order[i : j + 1])
            for n, p in enumerate(group):
                out[order.index(p)] = total // k + (1 if n < total % k else 0)
        i = j + 1
    return out


def _round_tenhou(points: int) -> int:
    """Tenhou's final points of a player not on top: rounded to whole thousands, 500 away from zero (22,500 is
    23,000, 24,400 is 24,000, -3,500 is -4,000), as the owari of all 1,583 four-player games of the month show."""
    whole, rest = divmod(abs(points), 1000)
    return (-1 if points < 0 else 1) * (whole + (1 if rest >= 500 else 0)) * 1000


def final_result(state: P.TableState, options: Mapping[str, Any]) -> P.FinalResult:
    """The final result: the sticks left on the table (to the top, or lost), then each player's points minus the
    return, plus the uma of its place, and the oka ((return - start) x players) to the top; rounded as the
    option says (exact, or Tenhou's: the others' to whole thousands, the top taking what makes the sum zero)."""
    points = list(state.scores)
    n = state.players
    order, ranks = _ranking(tuple(points), options)
    sticks_to: int | None = None
    shared: tuple[int, ...] = ()
    if state.sticks and options["sticks_to_top"]:
        # to the first place; players tied for it share them where ties are split (EMA 2016 §3.6: the riichi bets
        # left go to the winner, divided between players tied for first): equal shares to the 100, as Pantheon's EMA
        # rules count them (three tied for one stick: 300 each, 100 to nobody), so the tied stay tied
        firsts = [p for p in order if points[p] == points[order[0]]] if _opt(options, "ties") == "split" else [order[0]]
        total, k = state.sticks * DEPOSIT, len(firsts)
        for winner in firsts:
            points[winner] += total if k == 1 else total // k // 100 * 100
        sticks_to, shared = firsts[0], (tuple(firsts) if k > 1 else ())
        order, ranks = _ranking(tuple(points), options)
    final = tuple(points)
    ret, start_pts = int(options["return_points"]), int(options["start_points"])
    uma_places = [int(u) * 1000 for u in options["uma"]][:n]
    uma_places += [0] * (n - len(uma_places))
    oka_places = [(ret - start_pts) * n] + [0] * (n - 1)
    if _opt(options, "ties") == "split":
        uma_places = _shared(uma_places, order, final)
        oka_places = _shared(oka_places, order, final)
    uma = [0] * n
    oka = [0] * n
    for i, p in enumerate(order):
        uma[p] = uma_places[i]
        oka[p] = oka_places[i]
    exact = [final[p] - ret + uma[p] + oka[p] for p in range(n)]
    if _opt(options, "rounding") == "tenhou":
        top = order[0]
        scores = [0 if p == top else _round_tenhou(final[p]) - ret + uma[p] + oka[p] for p in range(n)]
        scores[top] = -sum(scores)
    else:
        scores = exact
    return P.FinalResult(
        points=final,
        sticks=state.sticks,
        sticks_to=sticks_to,
        sticks_shared=shared,
        ranks=ranks,
        order=order,
        uma=tuple(uma),
        oka=tuple(oka),
        scores=tuple(scores),
    )


def standings(state: P.TableState, options: Mapping[str, Any]) -> tuple[P.Standing, ...]:
    """Points ranked; once the game is over, the final result with uma and oka (in points, 1000 = 1.0)."""
    if not state.game_over:
        return P.rank_by_total(state)
    result = final_result(state, options)
    return tuple(
        P.Standing(player=p, rank=result.ranks[p], total=result.points[p], final=result.scores[p]) for p in result.order
    )


WIND_TILES = ("1z", "2z", "3z", "4z")


def table_facts(state: P.TableState) -> Mapping[str, Any]:
    """The riichi sticks on the table and the round wind, as the request's `table` has them."""
    # (as many round winds as seats: after West, three players play on in East, as four do after North)
    return {"riichi_sticks": state.sticks, "round_wind": WIND_TILES[state.round_wind % min(state.players, 4)]}


def streak_words(options: Mapping[str, Any]) -> str:
    return "honba" if options.get("honba") == "standard" else "kept"


def summary(options: Mapping[str, Any], players: int) -> tuple[tuple[Text, Any], ...]:
    """Oka, which the starting and return points imply: (return − start) × players, to the top."""
    return ((N_("Oka (to the top)"), (int(options["return_points"]) - int(options["start_points"])) * players),)


UMA_PLACES = N_("Uma: one number per place ({n} at this table of {n} players), adding up to zero.")


def check(options: Mapping[str, Any], players: int) -> list[FieldError]:
    """The options against the players: an uma of one number per place (a four-place uma at three players is
    refused, and a three-place one at four), adding up to zero."""
    uma = options.get("uma")
    if not isinstance(uma, (list, tuple)) or len(uma) != players or sum(int(u) for u in uma) != 0:
        return [FieldError("uma", UMA_PLACES.format(n=players))]
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
    final_result=final_result,
    play_on=play_on,
)
