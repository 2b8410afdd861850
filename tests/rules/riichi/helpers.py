"""Request builders for the hand-scored riichi examples."""

from __future__ import annotations

from typing import Any

from rules import score_request
from tests.support.settlement import check_settlement

# Seat 1 (South) wins unless told otherwise; seat 0 deals; the round is East.
H1 = "123m456p789p234s88s"  # riichi/pinfu shape: 23s waiting on 1s-4s, won on 4s


def request(
    hand: str | None = None,
    tile: str = "",
    by: str = "discard",
    *,
    seat: int = 1,
    frm: int = 2,
    melds: list[dict[str, Any]] | None = None,
    dealer: int = 0,
    riichi: str | None = None,
    ippatsu: bool = False,
    dora: str = "",
    ura: str = "",
    preset: str = "seed",
    options: dict[str, Any] | None = None,
    table: dict[str, Any] | None = None,
    streak: int = 0,
    others: dict[int, dict[str, Any]] | None = None,
    liable: int | None = None,
    **flags: bool,
) -> dict[str, Any]:
    seats: list[dict[str, Any]] = [{} for _ in range(4)]
    if hand is not None:
        win: dict[str, Any] = {"tile": tile, "by": by, **flags}
        if by != "self_draw":
            win["from"] = frm
        s: dict[str, Any] = {"hand": hand, "win": win}
        if melds:
            s["melds"] = melds
        if riichi:
            s["riichi"] = riichi
        if ippatsu:
            s["ippatsu"] = True
        if liable is not None:
            s["liable"] = liable
        seats[seat] = s
    for i, extra in (others or {}).items():
        seats[i] = {**seats[i], **extra}
    indicators = {}
    if dora:
        indicators["dora"] = dora
    if ura:
        indicators["ura"] = ura
    return {
        "ruleset": "riichi",
        "lang": "en",
        "preset": preset,
        "options": options or {},
        "dealer": dealer,
        "dealer_streak": streak,
        "indicators": indicators,
        "table": table or {},
        "seats": seats,
    }


def ok(data: dict[str, Any]) -> dict[str, Any]:
    status, answer = score_request(data)
    assert status == 200, answer
    return check_settlement(answer)


def keys(answer: dict[str, Any], seat_index: int = 0) -> list[str]:
    return [i["key"] for i in answer["hands"][seat_index]["items"]]


def pon(tiles: str, frm: int) -> dict[str, Any]:
    return {"kind": "pon", "tiles": tiles, "from": frm}


def chi(tiles: str, frm: int = 0) -> dict[str, Any]:
    return {"kind": "chi", "tiles": tiles, "from": frm}


def kong(tiles: str, how: str = "concealed", frm: int | None = None) -> dict[str, Any]:
    m: dict[str, Any] = {"kind": "kong", "tiles": tiles, "kong": how}
    if frm is not None:
        m["from"] = frm
    return m


def play_real_game(game: Any, opts: dict[str, Any], expected: tuple[str, str, int]) -> None:
    """A real game's hands (scoresheet.tenhou_log) played at our table under `opts`: before each hand the table (round,
    dealer, honba, sticks, scores) is the log's, each hand's changes are the log's; then the game ends where the log
    does (`expected`: why, its last hand's name, the number of hands), with the log's final points and scores."""
    from rules import progress as P
    from rules.riichi import progress as R

    state = R.start(len(game.final_points), opts)
    for hand in game.hands:
        assert not state.game_over, f"{hand.name}: our table ended the game before the log"
        ours = (state.round_wind, state.round_hand, state.dealer, state.streak, state.sticks, state.scores)
        logs = (hand.round_wind, hand.round_hand, hand.dealer, hand.honba, hand.sticks, hand.scores)
        assert ours == logs, hand.name
        status, answer = score_request(hand.request)
        assert status == 200, (hand.name, answer)
        assert tuple(answer.get("score_change") or answer["net"]) == hand.change, hand.name
        state = R.next_hand(state, P.outcome_from(hand.request, answer), opts)
    end, last, count = expected
    assert (state.game_over, state.end, game.hands[-1].name, len(game.hands)) == (True, end, last, count)
    result = R.final_result(state, opts)
    assert result.points == game.final_points
    assert result.scores == game.final_scores
    assert sum(result.scores) == 0
