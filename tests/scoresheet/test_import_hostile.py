"""A session file edited by hand (or by an attacker) before it is imported: every way found to make the import,
or a page of the imported session, fail with a 500 or show numbers that do not add up. Each bad file is refused
with a message (400, nothing saved); a doctored answer is never kept (every hand is scored again)."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from typing import Any

import pytest
from django.test import Client

from scoresheet.models import Hand, PlayerResult, Session
from tests.scoresheet.conftest import make_session, record

pytestmark = pytest.mark.django_db

RON = {
    "seats": [
        {},
        {"hand": "234m345p456s678s55p", "win": {"tile": "8s", "by": "discard", "from": 0}},
        {},
        {},
    ]
}
GUIZHOU_TSUMO = {
    "seats": [
        {"tenpai": False},
        {"hand": "123m456m789m123p55p", "win": {"tile": "5p", "by": "self_draw"}},
        {"tenpai": False},
    ]
}


def _export(ruleset: str, hands: list[dict], **kw: Any) -> dict[str, Any]:
    names = ("甲", "乙", "丙") if ruleset == "guizhou" else ("甲", "乙", "丙", "丁")
    s = make_session(ruleset, names=names, **kw)
    for h in hands:
        s, _ = record(s, h)
    data = json.loads(Client().get(f"/s/{s.view_token}/export.json").content)
    s.delete()
    return data


def _post(data: Any) -> Any:
    text = data if isinstance(data, str) else json.dumps(data)  # escapes: a lone surrogate goes as \\ud800
    return Client(headers={"Accept-Language": "en"}).post("/s/import/", {"text": text})


def _set(path: str, value: Any) -> Callable[[dict[str, Any]], None]:
    def change(d: dict[str, Any]) -> None:
        *parents, last = path.split(".")
        node: Any = d
        for p in parents:
            node = node[int(p)] if isinstance(node, list) else node[p]
        node[int(last) if isinstance(node, list) else last] = value

    return change


REFUSED = [
    ("riichi", "session.progress_options.uma", 5),
    ("riichi", "session.progress_options.uma", ["a", "b", "c", "d"]),
    ("riichi", "session.progress_options.uma", [1]),
    ("riichi", "session.progress_options.uma", [100, 0, 0, 0]),
    ("riichi", "session.progress_options.uma", [1.5, -1.5, 0, 0]),
    ("riichi", "session.progress_options.uma", [True, False, 0, -1]),
    ("riichi", "session.progress_options.start_points", -5),
    ("riichi", "session.progress_options.start_points", "25000"),
    ("riichi", "session.progress_options", {"rounds": 99, "honba": "zzz"}),
    ("riichi", "session.progress_options", {"rounds": True}),
    ("riichi", "session.progress_options", {"uma": [0, 0, 0]}),
    ("riichi", "session.progress_options", {"oka": 0}),
    ("riichi", "session.progress_options", [1, 2]),
    ("guizhou", "session.progress_options", "x"),
    ("guizhou", "session.title", 5),
    ("guizhou", "session.closed", "yes"),
    ("guizhou", "hands.0.request", "x"),
    ("guizhou", "hands.0.seating", [9, 9, 9]),
    ("guizhou", "hands.0.request.seats.1.hand", "1" * 600 + "m"),
    ("guizhou", "hands.0.request.seats", 5),
    ("guizhou", "hands.0.request.seats", {"0": {}}),
    ("riichi", "hands.0.request.table", [["riichi_sticks", 1]]),
    ("riichi", "hands.0.request.table", True),
    ("riichi", "session.progress_options", {"\ud800": 1}),
    ("riichi", "players.0", "\ud800"),
    ("guizhou", "hands.0.request.seats.1.hand", "\ud800"),
    ("guizhou", "hands.0.request.players", 4),
    (
        "guizhou",
        "hands.0.request.seats",
        [{}, {}, {}, {"hand": "123m456m789m123p55p", "win": {"tile": "5p", "by": "self_draw"}}],
    ),
    # a NUL: PostgreSQL's text and jsonb refuse it (a 500 there), SQLite kept it and showed it on every page
    ("riichi", "players.0", "a\x00"),
    ("riichi", "session.title", "t\x00"),
    ("riichi", "hands.0.request.lang", "\x00"),
    ("riichi", "hands.0.request.seats.0", {"note\x00": 1}),
    ("riichi", "players", ["bob", "BOB", "c", "d"]),
    ("wenzhou", "pending_seating", [9, 9, 9, 9]),
    ("wenzhou", "pending_seating", [0, 0, 0, 0]),
    ("wenzhou", "pending_seating", ["a", "b", "c", "d"]),
]


@pytest.mark.parametrize(("ruleset", "path", "value"), REFUSED, ids=[f"{r}-{p}-{v!r}"[:60] for r, p, v in REFUSED])
def test_a_doctored_file_is_refused_with_a_message(ruleset: str, path: str, value: Any) -> None:
    hands = {"riichi": [RON], "guizhou": [GUIZHOU_TSUMO], "wenzhou": []}[ruleset]
    data = _export(ruleset, hands)
    _set(path, value)(data)
    r = _post(data)
    assert r.status_code == 400
    assert 'class="field-error"' in r.content.decode()
    assert Session.objects.count() == 0


@pytest.mark.parametrize(
    "text",
    [
        pytest.param('{"a":' * 3000 + "1" + "}" * 3000, id="3000-deep"),
        pytest.param('{"format": "mahjong-scoresheet", "format_version": ' + "9" * 5000 + "}", id="5000-digits"),
        pytest.param('{"format": "mahjong-scoresheet", "format_version": NaN}', id="nan"),
    ],
)
def test_a_file_that_is_not_an_export_is_refused_quickly(text: str) -> None:
    r = _post(text)
    assert r.status_code == 400
    assert "This is not a JSON export of a session." in r.content.decode()


def test_a_doctored_answer_is_scored_again_not_kept() -> None:
    data = _export("guizhou", [GUIZHOU_TSUMO])
    honest = copy.deepcopy(data["hands"][0]["answer"])
    answer = data["hands"][0]["answer"]
    answer["net"] = [1_000_000, 0, 0, 0]
    answer["score_change"] = [10**15, -(10**15), 0, 0]
    answer["payments"] = [{"from": 1, "to": 0, "amount": 5}]  # no reason
    for h in answer.get("hands", []):
        for item in h.get("items", []):
            item.pop("value", None)
    r = _post(data)
    assert r.status_code == 302
    s = Session.objects.get()
    hand = Hand.objects.get(session=s)
    assert hand.answer == honest
    assert sum(hand.answer["net"]) == 0
    # 乙 self-draws from the dealer 甲 (2) and 丙 (1): the same standings as the session exported
    assert s.cache["final"]["scores"] == [-2, 3, -1]
    assert sorted(PlayerResult.objects.filter(session=s).values_list("points", flat=True)) == [-2, -1, 3]
    c = Client()
    for url in (f"/s/{s.view_token}/", f"/s/{s.view_token}/hand/1/", f"/s/{s.edit_token}/record/"):
        assert c.get(url).status_code in (200, 302), url


def test_missing_progress_options_take_the_presets_and_the_session_works() -> None:
    data = _export("riichi", [RON])
    data["session"]["progress_options"] = {}
    r = _post(data)
    assert r.status_code == 302
    s = Session.objects.get()
    # the seed's result preset (the one the file names) with the rule preset's count
    assert s.progress_options == {
        "rounds": 2,
        "honba": "renchan",
        "start_points": 25000,
        "return_points": 25000,
        "uma": [0, 0, 0, 0],
        "tobi": False,
        "sticks_to_top": True,
        "tobi_at_zero": False,
        "agari_yame": "top",
        "tenpai_yame": "off",
        "target_points": 30000,
        "extra_round": False,
        "rounding": "exact",
        "ties": "seat",
    }
    c = Client()
    assert c.get(f"/s/{s.view_token}/").status_code == 200
    assert c.get(f"/s/{s.edit_token}/record/").status_code == 302


def test_an_export_made_before_the_progress_options_held_the_result_imports_with_its_numbers() -> None:
    # what exports wrote until the final result's options moved into progress_options: five keys beside it
    data = _export("riichi", [RON])
    data["session"]["progress_options"] = {"rounds": 1, "honba": "standard", "sticks_to_top": True}
    data["session"].update(start_points=30000, return_points=30000, uma=[15, 5, -5, -15], oka=0, tobi=True)
    data["session"]["scoring_preset"] = "ema"
    assert _post(data).status_code == 302
    s = Session.objects.get()
    assert s.progress_options == {
        "rounds": 1,
        "honba": "standard",
        "start_points": 30000,
        "return_points": 30000,
        "uma": [15, 5, -5, -15],
        "tobi": True,
        "sticks_to_top": True,
        "tobi_at_zero": False,
        "agari_yame": "off",
        "tenpai_yame": "off",
        "target_points": 30000,
        "extra_round": False,
        "rounding": "exact",
        "ties": "split",
    }
    # an old export of a rule set without them carried zeros there: ignored
    data = _export("guizhou", [GUIZHOU_TSUMO])
    data["session"].update(start_points=0, return_points=0, uma=[], oka=0, tobi=False, scoring_preset="")
    assert _post(data).status_code == 302


def test_a_wenzhou_redraw_due_imports_with_its_seats_and_the_next_hand_can_be_recorded() -> None:
    # four draws with the deal kept: the seats are redrawn; the seats given (pending) travel with the file
    draw = {"seats": [{}, {}, {}, {}]}
    data = _export("wenzhou", [draw] * 4, progress_overrides={"draw_keeps_deal": True})
    data["pending_seating"] = [3, 2, 1, 0]
    r = _post(data)
    assert r.status_code == 302
    s = Session.objects.get()
    assert s.cache["pending_seating"] == [3, 2, 1, 0]
    c = Client(headers={"Accept-Language": "en"})
    assert 'id="next-hand"' in c.get(f"/s/{s.edit_token}/").content.decode()
    assert c.post(f"/s/{s.edit_token}/draw/", {"version": str(s.version), "tenpai": []}).status_code == 302
    assert Hand.objects.get(session=s, number=5).seating == [3, 2, 1, 0]


def test_a_file_of_more_hands_than_a_session_holds_is_refused(monkeypatch) -> None:
    from scoresheet import services

    monkeypatch.setattr(services, "MAX_HANDS", 3)
    data = _export("guizhou", [GUIZHOU_TSUMO])
    data["hands"] = data["hands"] * 4
    r = _post(data)
    assert r.status_code == 400
    assert "A session holds at most 3 hands." in r.content.decode()
    data["hands"] = data["hands"][:3]
    assert _post(data).status_code == 302


def test_recording_past_the_most_hands_a_session_holds_is_refused(monkeypatch) -> None:
    from scoresheet import services

    monkeypatch.setattr(services, "MAX_HANDS", 2)
    s = make_session("guizhou", names=("甲", "乙", "丙"))
    s, _ = record(s, GUIZHOU_TSUMO)
    s, _ = record(s, GUIZHOU_TSUMO)
    with pytest.raises(services.SheetError, match="at most 2 hands"):
        record(s, GUIZHOU_TSUMO)
    assert Hand.objects.filter(session=s).count() == 2
