"""Building Beijing requests and reading the answers, for the tests."""

from __future__ import annotations

from typing import Any

import rules
from tests.support.settlement import check_settlement


def request(
    seats: dict[int, dict[str, Any]],
    *,
    flip: str | None = "9p",
    dealer: int = 0,
    base: int = 1,
    rounds: int = 0,
    hubao: list[list[int]] | None = None,
    options: dict[str, Any] | None = None,
    lang: str | None = None,
) -> dict[str, Any]:
    """A contract.md request: `seats` maps a seat to its object; the others are empty."""
    data: dict[str, Any] = {
        "ruleset": "beijing",
        "dealer": dealer,
        "options": {"base_points": base, **(options or {})},
        "table": {"shaozhuang_rounds": rounds, **({"hubao": hubao} if hubao is not None else {})},
        "seats": [seats.get(i, {}) for i in range(4)],
    }
    if flip is not None:
        data["indicators"] = {"flip": flip}
    if lang is not None:
        data["lang"] = lang
    return data


def win(
    hand: str, tile: str, by: str = "self_draw", frm: int | None = None, melds: list | None = None, **flags: bool
) -> dict[str, Any]:
    w: dict[str, Any] = {"tile": tile, "by": by, **flags}
    if frm is not None:
        w["from"] = frm
    seat: dict[str, Any] = {"hand": hand, "win": w}
    if melds:
        seat["melds"] = melds
    return seat


def pon(tiles: str, frm: int) -> dict[str, Any]:
    return {"kind": "pon", "tiles": tiles, "from": frm}


def chi(tiles: str, frm: int) -> dict[str, Any]:
    return {"kind": "chi", "tiles": tiles, "from": frm}


def kong(tiles: str, frm: int | None = None) -> dict[str, Any]:
    if frm is None:
        return {"kind": "kong", "tiles": tiles}
    return {"kind": "kong", "tiles": tiles, "from": frm}


def ok(data: dict[str, Any]) -> dict[str, Any]:
    status, answer = rules.score_request(data)
    assert status == 200, answer
    return check_settlement(answer)


def errors(data: dict[str, Any]) -> list[tuple[str, str]]:
    status, answer = rules.score_request(data)
    assert status == 400, answer
    return [(e["field"], e["message"]) for e in answer["errors"]]


def fans(answer: dict[str, Any], seat: int) -> dict[str, int]:
    """The hand-fan items of `seat`'s hand (the 烧庄 line left out)."""
    (hand,) = [h for h in answer["hands"] if h["seat"] == seat]
    return {i["key"]: i["value"] for i in hand["items"] if i["key"] != "shaozhuang"}


def payments(answer: dict[str, Any]) -> list[tuple[int, int, int, str]]:
    return sorted((p["from"], p["to"], p["amount"], p["reason"]) for p in answer["payments"])
