from __future__ import annotations

import re
from typing import Any

import pytest
from django.test import Client

from scoresheet import services
from scoresheet.models import Session


def make_session(ruleset: str = "riichi", names=("甲", "乙", "丙", "丁"), **kw: Any) -> Session:
    return services.create_session(
        services.NewSession(
            ruleset=ruleset,
            preset=kw.pop("preset", "seed"),
            names=list(names),
            option_overrides=kw.pop("option_overrides", {}),
            progress_overrides=kw.pop("progress_overrides", {}),
            lang="en",
            **kw,
        )
    )


def fresh(session: Session) -> Session:
    return Session.objects.get(pk=session.pk)


def record(session: Session, request: dict[str, Any]) -> tuple[Session, int]:
    s = fresh(session)
    return services.record_hand(s, version=s.version, token=s.edit_token, request=request, lang="en")


@pytest.fixture
def client() -> Client:
    return Client()


def csrf_client() -> Client:
    return Client(enforce_csrf_checks=True)


def version_of(html: str) -> int:
    m = re.search(r'name="version" value="(\d+)"', html)
    assert m, "no version field"
    return int(m[1])


def agrees_with_log(s: Session, game: Any, end: str, points: tuple[int, ...], scores: tuple[int, ...]) -> None:
    """An imported session is its log (scoresheet.tenhou_log's `game`): before every hand the table (round, dealer,
    honba, sticks, points) is the log's, every player's change is the log's, the game ends after the log's last hand
    for the reason `end`, with the log's final points and scores, and the import's comparison says so."""
    from scoresheet import tenhou_import

    entries = services.hand_entries(s)
    assert len(entries) == len(game.hands)
    for e, h in zip(entries, game.hands, strict=True):
        b = e["before"]
        table = (b["round_wind"], b["round_hand"], b["dealer"], b["streak"], b["sticks"], tuple(b["scores"]))
        assert table == (h.round_wind, h.round_hand, h.dealer, h.honba, h.sticks, h.scores), h.name
        assert tuple(e["change"]) == h.change, h.name
        assert not e["played_on"]
        assert not e["ended"]
    state = services.current_state(s)
    assert (state.players, state.game_over, state.end) == (len(points), True, end)
    result = services.final_result(s)
    assert result is not None
    assert (result.points, result.scores) == (points, scores)
    compared = tenhou_import.compare(s)
    assert (compared["agreeing"], compared["end_agrees"], compared["final_agrees"]) == (len(game.hands), True, True)
