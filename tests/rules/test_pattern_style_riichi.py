"""Riichi's hot path (`hand.evaluate`: yaku as bits from per-suit tables) is checked against its pattern records.

`reference.evaluate` values a hand by asking every record's `detect` (detect.py) about every interpretation and
applying the records' `excludes`; the hot path must give the same value for each hand: the same yaku with the
same han, dora, fu and its lines, yakuman, limit and base points (or refuse it the same way). Checked here over
hands hypothesis draws (every shape, melds, red fives, flags and options) and over every riichi hand the stored
answers (bench/data) and the rule pages' examples score; tests/rules/riichi/test_fast.py adds fixed-seed hands.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

import rules
from rules import RULE_SETS
from rules.model import Meld
from rules.riichi import hand as scoring
from rules.riichi import reference
from rules.riichi import settlement as riichi_settlement
from rules.riichi.hand import HandInput, HandValue, NotComplete, NoYaku
from rules.riichi.options import OPTIONS, PRESETS

from .test_pattern_style import example_requests, stored_requests

DEFAULTS = {o.key: o.default for o in OPTIONS}
PRESET_VALUES = [dict(p.values) for p in PRESETS]
_RED = {4: 34, 13: 35, 22: 36}
_ORPHANS = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)


def _value(evaluate: Any, hi: HandInput, opts: dict[str, Any]) -> HandValue | str:
    try:
        return evaluate(hi, opts)  # type: ignore[no-any-return]
    except (NoYaku, NotComplete) as e:
        return type(e).__name__


def _both(hi: HandInput, opts: dict[str, Any]) -> tuple[HandValue | str, HandValue | str]:
    return _value(scoring.evaluate, hi, opts), _value(reference.evaluate, hi, opts)


# ------------------------------------------------------------ drawn hands ---


@st.composite
def _group(draw: st.DrawFn, suits: tuple[int, ...], honors: bool, runs: list[int], pungs: list[int]) -> list[int]:
    """A chow or pung; its number from the hand's few (`runs`, `pungs`), so that 三色, 一通 and the like come up."""
    if honors and draw(st.integers(0, 3)) == 0:
        k = draw(st.integers(27, 33))
        return [k, k, k]
    s = draw(st.sampled_from(suits))
    if draw(st.booleans()):
        b = 9 * s + draw(st.sampled_from(runs))
        return [b, b + 1, b + 2]
    k = 9 * s + draw(st.sampled_from(pungs))
    return [k, k, k]


@st.composite
def hands(draw: st.DrawFn) -> tuple[HandInput, dict[str, Any]]:
    suits = draw(st.sampled_from([(0, 1, 2), (0, 1, 2), (0,), (1,), (2,), (0, 2)]))
    honors = draw(st.booleans())
    kinds = [k for k in range(34) if (k >= 27 and honors) or (k < 27 and k // 9 in suits)]
    shape = draw(st.sampled_from(["standard"] * 8 + ["seven_pairs", "thirteen_orphans"]))
    concealed: list[int] = []
    melds: list[Meld] = []
    if shape == "seven_pairs":
        for k in draw(st.lists(st.sampled_from(kinds), min_size=7, max_size=7, unique=True)):
            concealed += [k, k]
    elif shape == "thirteen_orphans":
        concealed = [*_ORPHANS, draw(st.sampled_from(_ORPHANS))]
    else:
        n_melds = draw(st.sampled_from([0, 0, 0, 1, 2, 3, 4]))
        runs = draw(st.one_of(st.just([0, 3, 6]), st.lists(st.integers(0, 6), min_size=1, max_size=3)))
        pungs = draw(st.lists(st.integers(0, 8), min_size=1, max_size=3))
        for i in range(4):
            group = draw(_group(suits, honors, runs, pungs))
            if i >= n_melds:
                concealed += group
            elif group[0] != group[1]:
                melds.append(Meld(kind="chi", tiles=tuple(group), from_seat=3))
            else:
                how = draw(st.sampled_from(["pon", "concealed", "exposed", "added"]))
                if how == "pon":
                    melds.append(Meld(kind="pon", tiles=tuple(group), from_seat=2))
                else:
                    frm = None if how == "concealed" else 1
                    melds.append(Meld(kind="kong", tiles=(group[0],) * 4, from_seat=frm, kong=how))
        k = draw(st.sampled_from(kinds))
        concealed += [k, k]
    counts = [0] * 34
    for t in concealed + [t for m in melds for t in m.tiles]:
        counts[t] += 1
    assume(max(counts) <= 4)
    # a red five for one five of a suit now and then
    reds = draw(st.sets(st.sampled_from((4, 13, 22)), max_size=3))
    concealed = [_RED[t] if t in reds and concealed.index(t) == i else t for i, t in enumerate(concealed)]
    win_tile = draw(st.sampled_from(concealed))
    closed = all(m.kind == "kong" and m.kong == "concealed" for m in melds)
    tsumo = draw(st.booleans())
    riichi = draw(st.sampled_from([None, None, "single", "double"])) if closed else None
    indicators = st.lists(st.integers(0, 36), max_size=3).map(tuple)
    hi = HandInput(
        hand=tuple(concealed),
        melds=tuple(melds),
        win_tile=win_tile,
        tsumo=tsumo,
        robbed=not tsumo and draw(st.integers(0, 9)) == 0,
        seat_wind=draw(st.integers(27, 30)),
        round_wind=draw(st.integers(27, 30)),
        riichi=riichi,
        ippatsu=riichi is not None and draw(st.booleans()),
        after_kong=draw(st.integers(0, 5)) == 0,
        last_tile=draw(st.integers(0, 5)) == 0,
        first_turn=not melds and draw(st.integers(0, 5)) == 0,
        dora=draw(indicators),
        ura=draw(indicators),
    )
    opts = DEFAULTS | draw(st.sampled_from(PRESET_VALUES))
    for o in OPTIONS:
        if o.key in ("kuitan", "red_fives", "kiriage", "multiple_yakuman", "double_yakuman") and draw(st.booleans()):
            opts[o.key] = not opts[o.key]
        elif o.key in ("double_wind_fu", "kazoe", "renhou"):
            opts[o.key] = draw(st.sampled_from([c[0] for c in o.choices]))
    return hi, opts


@settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.filter_too_much, HealthCheck.too_slow])
@given(hands())
def test_hot_path_agrees_with_the_detects_on_drawn_hands(case: tuple[HandInput, dict[str, Any]]) -> None:
    hi, opts = case
    fast, ref = _both(hi, opts)
    assert fast == ref


# -------------------------------------------------------- every stored hand ---


def test_hot_path_agrees_with_the_detects_on_every_stored_and_example_hand(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every riichi request of the stored answers and of the rule pages, scored with both readings of each win."""
    compared: list[HandValue | str] = []
    differ: list[tuple[HandInput, HandValue | str, HandValue | str]] = []

    def both(hi: HandInput, opts: dict[str, Any]) -> HandValue:
        fast, ref = _both(hi, opts)
        compared.append(fast)
        if fast != ref:
            differ.append((hi, fast, ref))
        return scoring.evaluate(hi, opts)  # raises as the hot path does

    monkeypatch.setattr(riichi_settlement, "evaluate", both)
    rs = RULE_SETS["riichi"]
    stored = [r for r in stored_requests() if isinstance(r, dict) and r.get("ruleset") == "riichi"]
    for request in [*example_requests(rs), *stored]:
        rules.score_request(request)
    assert differ == [], differ[:3]
    valued = [v for v in compared if isinstance(v, HandValue)]
    assert len(valued) > 1000, len(valued)
    # the hands reach every yaku: the agreement is over every detect, not a few
    reached = {k for v in valued for k, _ in v.yaku}
    yaku = {p.key for p in rs.patterns if p.detect is not None}
    assert reached == yaku, sorted(yaku - reached)
