"""Riichi dora (rules/riichi/hand.py `dora_kind`, built into DORA_OF at import): the indicator's next tile.

Rule text (seed 001, standard riichi): the dora is the tile after the indicator: 1-9 in a suit with 9 -> 1,
winds E -> S -> W -> N -> E, dragons white -> green -> red -> white. Only a fresh import sees a mutant of
`dora_kind` (tests/support/import_time_mutants.py); these cases pin every wrap-around.
"""

from __future__ import annotations

import pytest

from rules.riichi import hand as scoring
from rules.riichi.hand import HandInput
from rules.riichi.options import OPTIONS, PRESETS
from rules.tiles import parse

TENHOU = {o.key: o.default for o in OPTIONS} | dict(PRESETS[1].values)
# 111m 234p 111s 555z (white) 11z (East pair), riichi, ron on 2p: three 1m, three 1s, three white, two East
HAND = "111m234p111s55511z"


@pytest.mark.parametrize(
    ("indicator", "dora"),
    [
        ("9m", 3),  # 9m -> 1m: three
        ("9s", 3),  # 9s -> 1s: three
        ("8m", 0),  # 8m -> 9m: none
        ("4z", 2),  # North -> East: the pair
        ("3z", 0),  # West -> North: none
        ("7z", 3),  # red -> white: the pung
        ("6z", 0),  # green -> red: none
        ("5z", 0),  # white -> green: none (the white pung itself is no dora)
        ("1p", 1),  # 1p -> 2p: the winning 2p
        ("2z", 0),  # South -> West: none (not East)
    ],
)
def test_the_dora_is_the_tile_after_the_indicator(indicator: str, dora: int) -> None:
    hi = HandInput(
        hand=parse(HAND), melds=(), win_tile=parse("2p")[0], tsumo=False, riichi="single", dora=parse(indicator)
    )
    value = scoring.evaluate(hi, TENHOU)
    assert dict(value.dora).get("dora", 0) == dora
    # riichi 1 + white (yakuhai) 1 + 三暗刻 2 (111m 111s 555z concealed; the ron completes 234p) + the dora
    assert value.han == 4 + dora


def test_white_points_to_green_not_red() -> None:
    # 111m 234p 111s 777z (red) 11z: the indicator white (5z) makes green (6z) the dora: none here.
    # riichi 1 + red (yakuhai) 1 + 三暗刻 2 = 4 han, no dora.
    hi = HandInput(
        hand=parse("111m234p111s77711z"),
        melds=(),
        win_tile=parse("2p")[0],
        tsumo=False,
        riichi="single",
        dora=parse("5z"),
    )
    value = scoring.evaluate(hi, TENHOU)
    assert value.dora == ()
    assert value.han == 4
