"""The table decides when the game ends (issue 26): "end the game now" (by agreement, time up) with the final result
worked out, and "play on" where the rules end it; each a change of the session's history, taken back by undo, and
replayed to the same state. The final result is on the session page and in both exports."""

from __future__ import annotations

import csv
import io
import json

import pytest
from django.test import Client

from scoresheet import exchange, services
from scoresheet import replay as R
from scoresheet.models import Change, Hand, Session

from .conftest import fresh, make_session, record

pytestmark = pytest.mark.django_db

A, B, C, D = 0, 1, 2, 3


def ron(winner: int, frm: int, hand: str = "234m345p456s678s55p", tile: str = "8s") -> dict:
    seats: list[dict] = [{} for _ in range(4)]
    seats[winner] = {"hand": hand, "win": {"tile": tile, "by": "discard", "from": frm}}
    return {"seats": seats}


def _client() -> Client:
    return Client(headers={"Accept-Language": "en"})


def _post(c: Client, s: Session, what: str) -> object:
    s = fresh(s)
    return c.post(f"/s/{s.edit_token}/{what}/", {"version": str(s.version)})


def _replays_the_same(s: Session) -> None:
    """What the session keeps (its hands, their table calls, a pending call) replays to exactly its cached state."""
    s = fresh(s)
    result = R.replay(services.config(s), services.rows_of(s), pending_play_on=bool(s.cache.get("pending_play_on")))
    cache = result.cache()
    assert (cache["hands"], cache["final"], cache["standings"]) == (
        s.cache["hands"],
        s.cache["final"],
        s.cache["standings"],
    )


def _evening(**kw: object) -> Session:
    """E1: B rons A for 2,000 (tanyao pinfu); E2: a draw, C alone tenpai after declaring riichi (one stick left on
    the table): 22,000 / 26,000 / 27,000 / 24,000 and C deals East 3."""
    s = make_session(**kw)
    s, _n = record(s, ron(B, A))
    s = fresh(s)
    s, _n = record(s, services.draw_request(s, tenpai=[C], riichi=[C]))
    return fresh(s)


def test_end_now_works_out_the_final_result_and_undo_takes_it_back() -> None:
    """Tenhou's result (25,000 start, 30,000 return, uma +20/+10/-10/-20, its rounding): the stick on the table goes
    to C, the top (28,000); the others are rounded to thousands, less the return, plus uma; C gets what makes the
    sum zero: 28 - 30 + 20 + 20 (oka) = +38.0."""
    s = _evening(scoring_preset="tenhou")
    before = services.current_state(s)
    assert (before.round_wind, before.round_hand, before.dealer, before.sticks, before.scores) == (
        0,
        2,
        C,
        1,
        (22000, 26000, 27000, 24000),
    )
    c = _client()
    page = c.get(f"/s/{s.edit_token}/").content.decode()
    assert 'id="end-now"' in page
    assert 'id="play-on"' not in page
    r = _post(c, s, "end")
    assert r.status_code == 302
    s = fresh(s)
    state = services.current_state(s)
    assert (state.game_over, state.end, state.scores) == (True, "agreed", before.scores)
    assert Hand.objects.get(session=s, number=2).table == {"end": True}
    result = services.final_result(s)
    assert result is not None
    assert (result.points, result.sticks, result.sticks_to) == ((22000, 26000, 28000, 24000), 1, C)
    assert (result.ranks, result.order) == ((4, 2, 1, 3), (C, B, D, A))
    assert result.uma == (-20000, 10000, 20000, -10000)
    assert result.oka == (0, 0, 20000, 0)
    assert result.scores == (-28000, 6000, 38000, -16000)
    _replays_the_same(s)

    page = c.get(f"/s/{s.edit_token}/").content.decode()
    assert "The game is over" in page
    assert "The table ended the game (by agreement, time up)." in page
    assert "1 riichi stick left on the table went to 丙, in first place." in page
    for shown in ("Final result", "+38.0", "+6.0", "-16.0", "-28.0", "+20.0", "+1000", "the table ended the game here"):
        assert shown in page, shown
    assert 'id="next-hand"' not in page
    assert 'id="play-on"' in page  # the table may play on after its own end
    assert "Undo: Game ended now · Hand 2" in page
    history = c.get(f"/s/{s.edit_token}/history/").content.decode()
    assert "Game ended now" in history
    with pytest.raises(services.SheetError) as e:
        record(s, ron(B, A))
    assert e.value.errors[0][0] == "hand"

    assert _post(c, s, "undo").status_code == 302
    s = fresh(s)
    assert services.current_state(s) == before
    assert Hand.objects.get(session=s, number=2).table is None
    assert services.final_result(s) is None
    _replays_the_same(s)
    assert [ch.action for ch in Change.objects.filter(session=s).order_by("version")] == [
        "create",
        "record",
        "record",
        "end",
        "undo",
    ]


def test_end_now_needs_a_hand_and_a_game_going_on() -> None:
    s = make_session()
    c = _client()
    r = _post(c, s, "end")
    assert r.status_code == 400
    assert "Hand: no hand has been recorded yet: there is no game to end" in r.content.decode()
    r = _post(c, s, "play-on")
    assert r.status_code == 400
    assert "Hand: The game is not over: there is nothing to play on past." in r.content.decode()
    # a stale page: refused, the new state shown
    s, _n = record(s, ron(B, A))
    r = c.post(f"/s/{s.edit_token}/end/", {"version": "0"})
    assert r.status_code == 409
    assert not services.current_state(fresh(s)).game_over


def test_play_on_where_the_rules_end_the_game_and_undo_each_step() -> None:
    """East only, the seed's table (no extra round): four draws with nobody tenpai pass the deal East 1 -> East 4
    -> the end. The table plays on: the deal passes into South 1 (A deals again), and the next hand is recorded
    there; undo takes back the hand, then the call."""
    s = make_session(progress_overrides={"rounds": 1})
    for _ in range(4):
        s, _n = record(s, services.draw_request(fresh(s), tenpai=[]))
    s = fresh(s)
    ended = services.current_state(s)
    assert (ended.game_over, ended.end, ended.hands) == (True, "last_hand", 4)
    c = _client()
    page = c.get(f"/s/{s.edit_token}/").content.decode()
    assert "The last hand was played and the deal passed." in page
    assert 'id="play-on"' in page
    assert 'id="end-now"' not in page

    assert _post(c, s, "play-on").status_code == 302
    s = fresh(s)
    state = services.current_state(s)
    assert (state.game_over, state.round_wind, state.round_hand, state.dealer, state.extra) == (False, 1, 0, A, True)
    assert s.cache["pending_play_on"] is True
    assert services.final_result(s) is None
    _replays_the_same(s)
    page = c.get(f"/s/{s.edit_token}/").content.decode()
    assert 'id="next-hand"' in page
    assert "Final result" not in page
    assert "Undo: Played on past the end · Hand 4" in page

    s, number = record(s, services.draw_request(s, tenpai=[B]))
    s = fresh(s)
    assert number == 5
    assert Hand.objects.get(session=s, number=5).table == {"play_on": True}
    assert "pending_play_on" not in s.cache
    state = services.current_state(s)
    # B alone tenpai: +3,000 from the three others; A, the dealer, is noten: the deal passes to South 2
    assert (state.round_wind, state.round_hand, state.dealer, state.scores) == (1, 1, B, (24000, 28000, 24000, 24000))
    entry = services.hand_entries(s)[-1]
    assert (entry["played_on"], entry["ended"]) == (True, False)
    _replays_the_same(s)
    assert "played on past the end" in c.get(f"/s/{s.edit_token}/").content.decode()

    assert _post(c, s, "undo").status_code == 302  # the hand
    s = fresh(s)
    assert s.cache["pending_play_on"] is True
    assert (services.current_state(s).round_wind, Hand.objects.filter(session=s).count()) == (1, 4)
    assert _post(c, s, "undo").status_code == 302  # the call
    s = fresh(s)
    assert "pending_play_on" not in s.cache
    assert services.current_state(s) == ended
    _replays_the_same(s)


def test_end_now_while_playing_on_stops_playing_on_and_undo_plays_on_again() -> None:
    s = make_session(progress_overrides={"rounds": 1})
    for _ in range(4):
        s, _n = record(s, services.draw_request(fresh(s), tenpai=[]))
    c = _client()
    assert _post(c, s, "play-on").status_code == 302
    assert _post(c, s, "end").status_code == 302
    s = fresh(s)
    state = services.current_state(s)
    assert (state.game_over, state.end) == (True, "last_hand")  # the rules' end stands again
    assert "pending_play_on" not in s.cache
    assert _post(c, s, "undo").status_code == 302
    s = fresh(s)
    assert s.cache["pending_play_on"] is True
    assert not services.current_state(s).game_over


def test_a_bankrupt_player_cannot_play_on() -> None:
    """Thirteen orphans off the dealer: 32,000 takes A below zero; with bankruptcy on, the game ends and cannot go
    on."""
    s = make_session(progress_overrides={"tobi": True})
    s, _n = record(s, ron(B, A, hand="19m19p19s1234567z1m", tile="1m"))
    s = fresh(s)
    state = services.current_state(s)
    assert (state.game_over, state.end, state.scores) == (True, "tobi", (-7000, 57000, 25000, 25000))
    c = _client()
    page = c.get(f"/s/{s.edit_token}/").content.decode()
    assert "A player went bankrupt." in page
    assert 'id="play-on"' not in page
    r = _post(c, s, "play-on")
    assert r.status_code == 400
    assert "Hand: a player is bankrupt: the game cannot go on" in r.content.decode()


def test_the_exports_carry_the_final_result_and_import_back_the_same() -> None:
    s = _evening(scoring_preset="tenhou")
    c = _client()
    assert _post(c, s, "end").status_code == 302
    s = fresh(s)
    data = json.loads(c.get(f"/s/{s.view_token}/export.json").content)
    assert data["final_result"] == {
        "end": "agreed",
        "points": [22000, 26000, 28000, 24000],
        "sticks": 1,
        "sticks_to": C,
        "sticks_shared": [],
        "ranks": [4, 2, 1, 3],
        "order": [C, B, D, A],
        "uma": [-20000, 10000, 20000, -10000],
        "oka": [0, 0, 20000, 0],
        "scores": [-28000, 6000, 38000, -16000],
    }
    assert [h["table"] for h in data["hands"]] == [None, {"end": True}]
    assert data["pending_play_on"] is False

    body = c.get(f"/s/{s.view_token}/export.csv").content.decode("utf-8-sig")
    rows = list(csv.reader(io.StringIO(body)))
    at = rows.index(["Final result", "The table ended the game (by agreement, time up)."])
    assert rows[at + 1 :] == [
        ["Riichi sticks left on the table", "1", "went to", "丙"],
        ["Place", "Player", "Final points", "Sticks", "Uma", "Oka", "Final score"],
        ["1", "丙", "28000", "1000", "20000", "20000", "38000"],
        ["2", "乙", "26000", "0", "10000", "0", "6000"],
        ["3", "丁", "24000", "0", "-10000", "0", "-16000"],
        ["4", "甲", "22000", "0", "-20000", "0", "-28000"],
    ]

    copy = exchange.import_json(json.dumps(data), "en", again=True)
    assert Hand.objects.get(session=copy, number=2).table == {"end": True}
    assert copy.cache["final"] == s.cache["final"]
    assert exchange.final_json(copy) == data["final_result"]


def test_an_export_while_playing_on_imports_back_playing_on() -> None:
    s = make_session(progress_overrides={"rounds": 1})
    for _ in range(4):
        s, _n = record(s, services.draw_request(fresh(s), tenpai=[]))
    c = _client()
    assert _post(c, s, "play-on").status_code == 302
    data = exchange.to_json(fresh(s))
    assert (data["pending_play_on"], data["final_result"]) == (True, None)
    copy = exchange.import_json(json.dumps(data), "en", again=True)
    assert copy.cache["pending_play_on"] is True
    assert copy.cache["final"] == fresh(s).cache["final"]


@pytest.mark.parametrize(
    ("table", "field"),
    [
        pytest.param({"end": "yes"}, "hands.0.table", id="not-a-bool"),
        pytest.param({"stop": True}, "hands.0.table", id="unknown-call"),
        pytest.param([True], "hands.0.table", id="not-a-map"),
    ],
)
def test_an_import_with_bad_table_calls_names_them(table: object, field: str) -> None:
    s = make_session()
    s, _n = record(s, ron(B, A))
    data = exchange.to_json(fresh(s))
    data["hands"][0]["table"] = table
    with pytest.raises(services.SheetError) as e:
        exchange.import_json(json.dumps(data), "en", again=True)
    assert e.value.errors[0][0] == field
    data["hands"][0]["table"] = None
    data["pending_play_on"] = "yes"
    with pytest.raises(services.SheetError) as e:
        exchange.import_json(json.dumps(data), "en", again=True)
    assert e.value.errors[0][0] == "pending_play_on"


def test_a_chinese_table_ends_by_agreement_with_its_totals_ranked() -> None:
    """Guizhou's table never ends by itself: the table ends it, the ranking is by the totals (no uma, no oka), and
    it may play on again."""
    s = make_session("guizhou", names=("甲", "乙", "丙"))
    s, _n = record(s, {"seats": [{}, {"hand": "123m456m789m123p55p", "win": {"tile": "5p", "by": "self_draw"}}, {}]})
    s = fresh(s)
    c = _client()
    assert _post(c, s, "end").status_code == 302
    s = fresh(s)
    result = services.final_result(s)
    assert result is not None
    state = services.current_state(s)
    assert result.points == result.scores == state.scores
    assert result.order[0] == B
    assert (any(result.uma), any(result.oka)) == (False, False)
    page = c.get(f"/s/{s.edit_token}/").content.decode()
    assert "Final result" in page
    assert "Uma" not in page
    assert 'id="play-on"' in page
    assert _post(c, s, "play-on").status_code == 302
    assert not services.current_state(fresh(s)).game_over


def test_the_new_pages_for_a_fifth_rule_set(monkeypatch: pytest.MonkeyPatch) -> None:
    """A rule set registered by a test alone (tests/support/fifth.py): ending its game now, its final result, playing
    on, undo, both exports, and the game log's import page all answer without a word of it in the web layer."""
    from rules import registry
    from tests.support.fifth import FIFTH, KEY

    monkeypatch.setattr(registry, "RULE_SETS", {**registry.RULE_SETS, KEY: FIFTH})
    s = make_session(KEY, scoring_preset="stake")
    s, _n = record(
        s, {"seats": [{}, {"hand": "123m456m789m123p55p", "win": {"tile": "5p", "by": "self_draw"}}, {}, {}]}
    )
    c = _client()
    assert _post(c, s, "end").status_code == 302
    s = fresh(s)
    page = c.get(f"/s/{s.edit_token}/")
    assert page.status_code == 200
    html = page.content.decode()
    assert "Final result" in html
    assert "The table ended the game (by agreement, time up)." in html
    for url in (f"/s/{s.view_token}/export.csv", f"/s/{s.view_token}/export.json", "/s/import-log/"):
        assert c.get(url).status_code == 200, url
    assert c.get(f"/s/{s.view_token}/log/").status_code == 404  # not made from a log
    assert json.loads(c.get(f"/s/{s.view_token}/export.json").content)["final_result"]["end"] == "agreed"
    assert _post(c, s, "play-on").status_code == 302
    assert not services.current_state(fresh(s)).game_over
    assert _post(c, s, "undo").status_code == 302
    assert _post(c, s, "undo").status_code == 302
    assert not services.current_state(fresh(s)).game_over
    assert c.get(f"/s/{s.edit_token}/").status_code == 200


def test_the_new_session_form_offers_the_end_and_result_options_each_explained() -> None:
    """Every option of the game's end and final result is on the form, blank ("As the preset says") where the result
    preset sets it, with its explanation; each result preset is explained in full; what is set apart from the
    preset is frozen with the rest of the preset's values."""
    import html as html_lib

    from rules import registry

    c = _client()
    page = html_lib.unescape(c.get("/s/new/riichi/").content.decode())
    prog = next(rs for rs in registry.RULE_SETS.values() if rs.progress.result_presets).progress
    for key in ("agari_yame", "tenpai_yame", "target_points", "extra_round", "tobi_at_zero", "rounding", "ties"):
        f = prog.field(key)
        assert f is not None
        assert f'name="{key}"' in page, key
        assert f.names.get("en") in page, key
        assert f.explanation.get("en") in page, key
    assert page.count('<option value="" selected>As the preset says</option>') == 9  # the choices and yes/no
    assert page.count('placeholder="As the preset says"') == 4  # start, return, target points, uma
    for preset in prog.result_presets:
        assert preset.names.get("en") in page
        assert preset.explanation.get("en") in page
    assert "Game end and final result" in page
    zh = Client(headers={"Accept-Language": "zh-hans"}).get("/s/new/riichi/").content.decode()
    assert "：</label>" in zh

    r = c.post(
        "/s/new/riichi/",
        {
            "preset": "tenhou",
            "preset_was": "tenhou",
            "players": "4",
            "name_0": "a",
            "name_1": "b",
            "name_2": "c",
            "name_3": "d",
            "scoring_preset": "mahjongsoul",
            "honba": "standard",
            "agari_yame": "off",
            "target_points": "",
        },
    )
    assert r.status_code == 302, r.content.decode()[:2000]
    s = Session.objects.get()
    assert s.progress_options == {
        "rounds": 2,
        "honba": "standard",
        "start_points": 25000,
        "return_points": 25000,
        "uma": [15, 5, -5, -15],
        "tobi": True,
        "sticks_to_top": True,
        "tobi_at_zero": False,
        "agari_yame": "off",
        "tenpai_yame": "target",
        "target_points": 30000,
        "extra_round": True,
        "rounding": "exact",
        "ties": "seat",
    }
    shown = html_lib.unescape(c.get(f"/s/{s.edit_token}/").content.decode())
    assert "<dt>Game end and final result</dt><dd>Mahjong Soul, East and South" in shown
    assert "<dt>The dealer wins the last hand as top (agari-yame)</dt><dd>the dealer deals again</dd>" in shown


def test_a_guizhou_session_of_two_hands_dealt_first_by_the_third_player() -> None:
    """Who deals first and the hands to play (Chinese tables, issue 26): the third name deals the first hand; the
    second hand ends the session with its reason, the final result is the totals, and "play on" goes on."""
    s = make_session("guizhou", names=("A", "B", "C", "D"), progress_overrides={"first_dealer": 2, "hands_to_play": 2})
    assert s.cache["final"]["dealer"] == 2
    s, _n = record(s, services.draw_request(fresh(s), tenpai=[]))
    assert not fresh(s).cache["final"]["game_over"]
    s, _n = record(s, services.draw_request(fresh(s), tenpai=[]))
    s = fresh(s)
    assert s.cache["final"]["game_over"]
    page = _client().get(f"/s/{s.edit_token}/").content.decode()
    assert "The hands or rounds agreed for the session were played." in page
    r = _post(_client(), s, "play-on")
    assert r.status_code in (200, 302)
    assert not fresh(s).cache["final"]["game_over"]


def test_ema_players_tied_for_first_share_the_sticks_on_the_page_and_in_the_exports() -> None:
    """EMA: a draw (A and B tenpai in riichi, 30,500 each), the game ended by agreement: the two sticks left are
    divided between A and B, tied for first (1,000 each), and the page and the exports say so."""
    s = make_session(scoring_preset="ema")
    s, _n = record(s, services.draw_request(s, tenpai=[A, B], riichi=[A, B]))
    c = _client()
    assert _post(c, fresh(s), "end").status_code == 302
    s = fresh(s)
    result = services.final_result(s)
    assert result is not None
    # (EMA starts at 30,000: the draw gives A and B +1,500 - 1,000 = 30,500, then 1,000 each of the sticks)
    assert (result.points, result.sticks_to, result.sticks_shared) == ((31500, 31500, 28500, 28500), A, (A, B))
    page = c.get(f"/s/{s.edit_token}/").content.decode()
    assert "2 riichi sticks left on the table were shared by 甲, 乙, tied in first place." in page
    data = json.loads(c.get(f"/s/{s.view_token}/export.json").content)
    assert (data["final_result"]["sticks_to"], data["final_result"]["sticks_shared"]) == (A, [A, B])
    assert "甲 / 乙" in c.get(f"/s/{s.view_token}/export.csv").content.decode()
