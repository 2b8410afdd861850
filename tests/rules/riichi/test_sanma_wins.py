"""Real three-player wins (Tenhou's Phoenix room, tests/data/tenhou3/README.md) scored by our rules.

Every win of every game in tests/data/tenhou3/ (read by tests/support/tenhou3.py) is scored under the preset
`tenhou_sanma`; for each winner the yaku (Tenhou's dora counting the Norths set aside: our dora + nukidora), han,
fu, limit and points, and every seat's change of score, equal what Tenhou paid. The set holds self-draws with and
without Norths set aside, dealer and non-dealer wins, honba, double ron, wins on a North set aside, counted yakuman
and yakuman.
"""

from __future__ import annotations

from collections import Counter
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from rules import score_request
from tests.support.tenhou3 import DORA_KEYS, YAKU, Draw, Win, draws, wins

DATA = Path(__file__).resolve().parents[2] / "data" / "tenhou3"
OUR_YAKU = frozenset(YAKU.values())


@cache
def _wins() -> tuple[Win, ...]:
    return tuple(w for f in sorted(DATA.glob("*.txt")) for w in wins(f.stem, f.read_text(encoding="utf-8")))


@cache
def _draws() -> tuple[Draw, ...]:
    return tuple(d for f in sorted(DATA.glob("*.txt")) for d in draws(f.stem, f.read_text(encoding="utf-8")))


def _as_tenhou(hand: dict[str, Any]) -> dict[str, int]:
    """Our hand's yaku as Tenhou lists them: the dora items (dora, North dora) as one."""
    items = {i["key"]: i["value"] for i in hand["items"]}
    out = {k: v for k, v in items.items() if k in OUR_YAKU and k not in DORA_KEYS}
    dora = sum(v for k, v in items.items() if k in DORA_KEYS)
    if dora:
        out["dora"] = dora
    return out


def _disagreement(w: Win) -> str | None:
    status, answer = score_request(w.request)
    if status != 200:
        return f"refused: {answer}"
    hands = {h["seat"]: h for h in answer["hands"]}
    for t in w.winners:
        h = hands[t["seat"]]
        if t["yakuman"]:
            ours = sorted(i["key"] for i in h["items"] if i["key"] != "yakuman")
            if (h["yakuman"], ours) != (len(t["yakuman"]), sorted(t["yakuman"])):
                return f"seat {t['seat']}: yakuman {ours}, Tenhou {t['yakuman']}"
        else:
            got = (_as_tenhou(h), h["han"], h["fu"], h["limit"])
            want = (t["yaku"], t["han"], t["fu"], t["limit"])
            if h["limit"] == "kazoe_yakuman" and t["limit"] == "yakuman":
                got = (*got[:3], "yakuman")
            if got != want:
                return f"seat {t['seat']}: ours {got}, Tenhou {want}"
        if h["points"] != t["points"]:
            return f"seat {t['seat']}: {h['points']} points, Tenhou {t['points']}"
    # Tenhou takes a riichi stick when it is put down; our change gives it to the winner with the hand
    change = [c + (1000 if s in w.declared else 0) for s, c in enumerate(answer["score_change"])]
    if change != w.change:
        return f"changes {change}, Tenhou {w.change}"
    return None


def test_sanma_wins_cover_what_three_players_win() -> None:
    """At least 200 real wins, holding every kind of win the rules treat apart."""
    found = Counter(t for w in _wins() for t in w.tags)
    assert len(_wins()) >= 200
    for tag, least in {
        "tsumo": 50,
        "nuki_tsumo": 30,
        "ron": 50,
        "nuki_ron": 30,
        "dealer": 30,
        "non_dealer": 30,
        "honba": 30,
        "rinshan": 3,
        "double_ron": 3,
        "kazoe": 2,
        "yakuman": 4,
        "robbed_north": 3,
    }.items():
        assert found[tag] >= least, (tag, found[tag])
    tsumo_without_north = [w for w in _wins() for t in w.winners if t["tsumo"] and not t["nuki"]]
    assert len(tsumo_without_north) >= 20


def test_sanma_wins_equal_tenhou() -> None:
    """Every win's yaku, han, fu, limit, points and every seat's change equal Tenhou's."""
    wrong = [(w.game, w.hand, why) for w in _wins() if (why := _disagreement(w)) is not None]
    assert not wrong, f"{len(wrong)} of {len(_wins())} disagree: {wrong[:5]}"


@pytest.mark.parametrize("tag", ["robbed_north", "yakuman", "double_ron", "kazoe"])
def test_sanma_rare_wins_equal_tenhou(tag: str) -> None:
    """The rare wins one by one (a failure names the hand)."""
    for w in _wins():
        if tag in w.tags:
            assert _disagreement(w) is None, (w.game, w.hand, _disagreement(w))


def test_sanma_exhaustive_draws_equal_tenhou() -> None:
    """Every exhaustive draw of the games: noten payments of 2,000 in all; nagashi mangan paid as a self-drawn
    mangan with tsumo loss (6,000 to a non-dealer, 8,000 to the dealer) and no noten payments beside it."""
    assert len(_draws()) >= 30
    assert any(d.nagashi for d in _draws())
    wrong = []
    for d in _draws():
        status, answer = score_request(d.request)
        assert status == 200, answer
        change = [c + (1000 if s in d.declared else 0) for s, c in enumerate(answer["score_change"])]
        if change != d.change:
            wrong.append((d.game, change, d.change))
    assert not wrong, wrong[:5]
