"""The hot path's own readings agree with the engine's, reading for reading."""

from __future__ import annotations

from bench.riichi import generate
from rules import engine
from rules.riichi.hand import SHAPES, readings
from rules.tiles import counts


def _engine_readings(conc: list[int]) -> set[tuple]:
    out = set()
    for rd in engine.readings(conc, 0, shapes=SHAPES):
        chows = tuple(sorted(g.tile for g in rd.groups if g.kind == engine.CHOW))
        pungs = tuple(sorted(g.tile for g in rd.groups if g.kind == engine.PUNG))
        pair = next((g.tile for g in rd.groups if g.kind == engine.PAIR), -1) if rd.shape == "standard" else -1
        out.add((rd.shape, chows, pungs, pair))
    return out


def test_scoring_readings_match_the_engine() -> None:
    for case in generate(3000, seed=3):
        conc = counts(case.hand_input.hand)
        ours = {(shape, tuple(sorted(ch)), tuple(sorted(pu)), pair) for shape, ch, pu, pair, _ in readings(conc)}
        assert ours == _engine_readings(conc), case.request["seats"]


def test_scoring_readings_one_pair_only() -> None:
    conc = counts((6, 6, 11, 11, 22, 22, 27, 27, 27, 28, 28, 28, 29, 29))  # 77m 33p 55s 111222z 33z
    assert readings(conc) == ()
    assert _engine_readings(conc) == set()
