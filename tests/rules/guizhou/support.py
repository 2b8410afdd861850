"""Small builders for Guizhou requests and a ledger view of the answer."""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from rules import score_request
from tests.support.settlement import check_settlement

PH = "234m456m789p234s55s"  # 平胡, wins on 5s; no chicken in it


def win(
    hand: str,
    tile: str,
    by: str = "self_draw",
    frm: int | None = None,
    melds: list[dict[str, Any]] | None = None,
    **extra: Any,
) -> dict[str, Any]:
    """A winning seat; `extra` keys starting with a win flag go into `win`, the rest into the seat."""
    flags = {k: v for k, v in extra.items() if k in ("after_kong", "first_turn", "after_kong_discard", "last_tile")}
    seat_extra = {k: v for k, v in extra.items() if k not in flags}
    w: dict[str, Any] = {"tile": tile, "by": by, **flags}
    if frm is not None:
        w["from"] = frm
    seat: dict[str, Any] = {"hand": hand, "win": w, **seat_extra}
    if melds:
        seat["melds"] = melds
    return seat


def pon(tiles: str, frm: int) -> dict[str, Any]:
    return {"kind": "pon", "tiles": tiles, "from": frm}


def kong(tiles: str, how: str = "concealed", frm: int | None = None) -> dict[str, Any]:
    m: dict[str, Any] = {"kind": "kong", "tiles": tiles, "kong": how}
    if frm is not None:
        m["from"] = frm
    return m


def request(
    seats: list[dict[str, Any]],
    *,
    dealer: int = 0,
    options: dict[str, Any] | None = None,
    flip: str | None = None,
    table: dict[str, Any] | None = None,
    streak: int = 0,
    lang: str = "en",
    preset: str | None = None,
) -> dict[str, Any]:
    data: dict[str, Any] = {
        "ruleset": "guizhou",
        "players": len(seats),
        "dealer": dealer,
        "dealer_streak": streak,
        "seats": seats,
        "lang": lang,
    }
    if options:
        data["options"] = options
    if preset:
        data["preset"] = preset
    if flip:
        data["indicators"] = {"flip": flip}
    if table:
        data["table"] = table
    return data


def settle(data: dict[str, Any]) -> tuple[dict[str, Any], dict[tuple[int, int, str], int]]:
    status, ans = score_request(data)
    assert status == 200, ans
    check_settlement(ans)
    ledger: dict[tuple[int, int, str], int] = defaultdict(int)
    for p in ans["payments"]:
        ledger[(p["from"], p["to"], p["reason"])] += p["amount"]
    return ans, dict(ledger)


def errors(data: dict[str, Any]) -> dict[str, str]:
    status, ans = score_request(data)
    assert status == 400, ans
    return {e["field"]: e["message"] for e in ans["errors"]}
