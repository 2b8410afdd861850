"""The hot path (`hand.evaluate`, built from per-suit tables) agrees with the plain reading of the rules
(`reference.evaluate`, every `Pattern.detect` asked about every interpretation) on everything it returns:
yaku and their han, dora lines, han, fu and its lines, yakuman count, limit, base points and shape.

The generated hands come from the differential test's generator (closed and open, kongs, red fives, dora,
riichi, every wind, tsumo and ron, one-suit hands with several readings); the listed hands add the rare
yakuman and the interpretation ties the generator seldom makes.
"""

from __future__ import annotations

from typing import Any

import pytest

from bench.riichi import generate
from rules.model import Meld
from rules.riichi import hand as scoring
from rules.riichi import reference
from rules.riichi.hand import HandInput, HandValue, NotComplete, NoYaku
from rules.riichi.options import OPTIONS, PRESETS
from rules.tiles import parse

TENHOU = {o.key: o.default for o in OPTIONS} | dict(PRESETS[1].values)


def _both(hi: HandInput, opts: dict[str, Any]) -> tuple[HandValue | str, HandValue | str]:
    out = []
    for evaluate in (scoring.evaluate, reference.evaluate):
        try:
            out.append(evaluate(hi, opts))
        except (NoYaku, NotComplete) as e:
            out.append(type(e).__name__)
    return out[0], out[1]


@pytest.mark.parametrize("seed", [5, 6])
def test_hot_path_matches_the_pattern_detects(seed: int) -> None:
    mismatches = []
    outcomes = set()
    for case in generate(4000, seed=seed):
        fast, ref = _both(case.hand_input, case.options)
        outcomes.add(fast if isinstance(fast, str) else "yakuman" if fast.yakuman else fast.shape)
        if fast != ref:
            mismatches.append((case.request["seats"], fast, ref))
    assert mismatches == [], mismatches[:3]
    assert outcomes >= {"NoYaku", "yakuman", "standard", "seven_pairs"}


def _hand(hand: str, win: str, *, tsumo: bool = False, melds: tuple[Meld, ...] = (), **kw: Any) -> HandInput:
    return HandInput(hand=parse(hand), melds=melds, win_tile=parse(win)[0], tsumo=tsumo, **kw)


def _kong(tiles: str, how: str = "concealed") -> Meld:
    return Meld(kind="kong", tiles=parse(tiles), from_seat=None if how == "concealed" else 2, kong=how)


HANDS = [
    pytest.param(_hand("22334466888s666z", "6z"), {}, "ryuuiisou", id="ryuuiisou"),
    pytest.param(_hand("11123455678999m", "5m", tsumo=True), {}, "junsei_chuuren", id="junsei-chuuren"),
    pytest.param(_hand("11123456789999m", "2m"), {}, "chuuren", id="chuuren"),
    pytest.param(_hand("111222333444z55m", "5m"), {"double_yakuman": True}, "daisuushii", id="daisuushii"),
    pytest.param(
        _hand(
            "11z",
            "1z",
            tsumo=True,
            melds=(_kong("2222z"), _kong("3333z", "exposed"), _kong("4444z"), _kong("5555z", "added")),
        ),
        {},
        "suukantsu",
        id="suukantsu",
    ),
    pytest.param(_hand("111999m111999p11s", "1s"), {}, "suuankou_tanki", id="chinroutou-suuankou-tanki"),
    pytest.param(_hand("11223344556677z", "7z"), {}, "tsuuiisou", id="tsuuiisou-seven-pairs"),
    pytest.param(_hand("119m19p19s1234567z", "1m"), {}, "kokushi_juusanmen", id="kokushi-13"),
    pytest.param(_hand("119m19p19s1234567z", "9m"), {}, "kokushi", id="kokushi"),
    pytest.param(_hand("555666777z234m11p", "2m", seat_wind=28), {}, "daisangen", id="daisangen"),
    pytest.param(_hand("111222333z234m44z", "4z"), {}, "shousuushii", id="shousuushii"),
    # several readings, ties broken by order: 111222333m (pungs or chows), seven pairs against ryanpeikou
    pytest.param(_hand("111222333m456p77s", "3m", tsumo=True), {}, "sanankou", id="pungs-or-chows"),
    pytest.param(_hand("112233m445566p77s", "7s"), {}, "ryanpeikou", id="ryanpeikou-over-seven-pairs"),
    pytest.param(
        _hand("22233344455566m", "6m", tsumo=True), {}, "suuankou_tanki", id="suuankou-over-chinitsu-readings"
    ),
    pytest.param(_hand("11122233345699m", "9m"), {"kiriage": True}, "chinitsu", id="chinitsu-pungs-or-chows"),
    pytest.param(_hand("123m456p789s111z22z", "1z", riichi="single", dora=(27,)), {}, "riichi", id="shanpon-ron"),
    pytest.param(
        _hand(
            "234m567p22s",
            "2s",
            melds=(
                Meld(kind="chi", tiles=parse("345s"), from_seat=0),
                Meld(kind="pon", tiles=parse("888p"), from_seat=2),
            ),
        ),
        {"kuitan": False},
        None,
        id="open-no-yaku",
    ),
]


@pytest.mark.parametrize(("hi", "opts", "key"), HANDS)
def test_hot_path_matches_on_listed_hands(hi: HandInput, opts: dict[str, Any], key: str | None) -> None:
    fast, ref = _both(hi, TENHOU | opts)
    assert fast == ref
    if key is None:
        assert fast == "NoYaku"
    else:
        assert isinstance(fast, HandValue)
        assert key in dict(fast.yaku)  # the yaku the hand is listed for


def test_every_table_is_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(scoring, "MEMO_MAX", 8)
    tables = [*scoring._ENTRIES, scoring._LOCAL, scoring._MELDS, scoring._SITUATION, scoring._BREAKDOWNS]
    for t in tables:  # filled by earlier tests, before the cap was lowered
        t.clear()
    for case in generate(400, seed=9):
        _both(case.hand_input, case.options)
        assert max(len(t) for t in tables) <= 8
