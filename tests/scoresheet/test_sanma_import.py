"""Three-player riichi in the scoresheet (issue 27): a real Tenhou three-player log imported into a session of three
players, the session's pages, its exports and their import, and a three-player session made from the form.

Six real Phoenix-room three-player games (tests/data/tenhou3/README.md), chosen for their ends and rare hands, become
sessions whose every hand (the table before it and each player's change), end and final result equal the log's,
under the rule preset `tenhou_sanma` and the result preset of the same name."""

from __future__ import annotations

import csv
import io
import json
import re
from pathlib import Path
from typing import Any

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.management import call_command
from django.test import Client

from scoresheet import services
from scoresheet.models import Session
from scoresheet.tenhou_log import read

from .conftest import agrees_with_log

pytestmark = pytest.mark.django_db

DATA = Path(__file__).resolve().parents[1] / "data" / "tenhou3"

# game -> (why it ends, hands, final points, final scores x 1000): the log's owari
GAMES = {
    # the West round's sudden death: West reaches 40,000 as the deal passes after West 1
    "2022010618gm-00b9-0000-21cbdc8d": ("target", 8, (33800, 28000, 43200), (-6000, -32000, 38000)),
    # agari-yame in the West round, after a dealer win below 40,000 played on
    "2022010316gm-00b9-0000-3b3aed24": ("dealer_top", 9, (51000, 23000, 31000), (46000, -37000, -9000)),
    # tenpai-yame: the dealer is tenpai at South 3's draw and top with 40,000
    "2022011100gm-00b9-0000-7f25a8ac": ("tenpai_top", 6, (33500, 30900, 40600), (-6000, -29000, 35000)),
    # bankruptcy: a yakuman won on a North set aside
    "2022010401gm-00b9-0000-928782bd": ("tobi", 7, (18500, -7600, 94100), (-21000, -68000, 89000)),
    # double ron into bankruptcy
    "2022011300gm-00b9-0000-eee53482": ("tobi", 2, (-10000, 70000, 45000), (-70000, 65000, 5000)),
    # nagashi mangan; the deal passes after South 3 with someone at 40,000
    "2022010814gm-00b9-0000-8ff11c85": ("last_hand", 8, (49600, 19800, 35600), (44000, -40000, -4000)),
}


def _text(name: str) -> str:
    return (DATA / f"{name}.txt").read_text(encoding="utf-8")


def _client() -> Client:
    return Client(headers={"Accept-Language": "en"})


def _owari(name: str) -> tuple[tuple[int, ...], tuple[int, ...]]:
    game = read(_text(name))
    return game.final_points, game.final_scores


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_three_player_log_becomes_a_three_player_session_that_agrees_with_it(name: str) -> None:
    """Every hand's table (round, dealer, honba, sticks, points) and every player's change equal the log's, the game
    ends after the log's last hand for the reason named, and the final points and scores are the log's owari."""
    end, count, points, scores = GAMES[name]
    c = _client()
    r = c.post("/s/import-log/", {"file": SimpleUploadedFile("game.mjlog", _text(name).encode())})
    assert r.status_code == 302, r.content.decode()[:2000]
    s = Session.objects.get()
    assert (s.ruleset, s.preset, s.scoring_preset) == ("riichi", "tenhou_sanma", "tenhou_sanma")
    assert s.progress_options["uma"] == [20, 0, -20]
    assert s.players.count() == 3
    game = read(_text(name))
    assert len(game.hands) == count
    agrees_with_log(s, game, end, points, scores)

    page = c.get(f"/s/{s.edit_token}/").content.decode()
    assert f"{count} of {count} hands agree with the log" in page
    assert 'id="final-result"' in page
    top = max(range(3), key=lambda p: scores[p])
    assert f"+{scores[top] / 1000:.1f}" in page
    log = c.get(f"/s/{s.view_token}/log/")
    assert log.status_code == 200
    assert "log-differs" not in log.content.decode()


def test_the_game_values_named_above_are_the_logs() -> None:
    """The final points and scores written in GAMES are the logs' own owari."""
    for name, (_end, _count, points, scores) in GAMES.items():
        assert _owari(name) == (points, scores), name


def test_a_three_player_session_exports_and_imports_again() -> None:
    """CSV: three players' columns and the final result; JSON: a round trip to an equal three-player session."""
    c = _client()
    name = "2022010316gm-00b9-0000-3b3aed24"
    assert c.post("/s/import-log/", {"text": _text(name)}).status_code == 302
    s = Session.objects.get()
    names = [p.name for p in s.players.all()]
    rows = list(csv.reader(io.StringIO(c.get(f"/s/{s.view_token}/export.csv").content.decode("utf-8-sig"))))
    head = next(r for r in rows if all(n in r for n in names))
    assert len([x for x in head if x in names]) == 3
    assert ["1", names[0], "51000", "0", "20000", "15000", "46000"] in rows  # the final result's first line
    exported = json.loads(c.get(f"/s/{s.view_token}/export.json").content)
    assert (len(exported["players"]), exported["session"]["scoring_preset"]) == (3, "tenhou_sanma")
    assert {len(h["request"]["seats"]) for h in exported["hands"]} == {3}
    r = c.post("/s/import/", {"text": json.dumps(exported), "again": "1"})
    assert r.status_code == 302, r.content.decode()[:2000]
    again = Session.objects.exclude(pk=s.pk).get()
    assert again.progress_options == s.progress_options
    assert services.final_result(again) == services.final_result(s)
    assert [e["change"] for e in services.hand_entries(again)] == [e["change"] for e in services.hand_entries(s)]


def test_the_command_imports_a_three_player_log() -> None:
    out = io.StringIO()
    call_command("import_tenhou", str(DATA / "2022010618gm-00b9-0000-21cbdc8d.txt"), stdout=out)
    text = out.getvalue()
    assert "8 of 8 hands agree with the log" in text
    assert "final scores: ours -6.0 -32.0 +38.0 / log -6.0 -32.0 +38.0" in text
    assert "final result agrees: yes" in text


def _new(c: Client, **data: str) -> Any:
    base = {"preset": "tenhou_sanma", "preset_was": "tenhou_sanma", "players": "3", "name_0": "a", "name_1": "b"}
    return c.post("/s/new/riichi/", {**base, "name_2": "c", **data})


def test_a_three_player_session_from_the_form_takes_a_three_player_preset() -> None:
    """Three players with a three-player result preset: the session starts at 35,000 each, South 3 is the last hand;
    the form's default result preset (four players) is refused on its field, naming the uma's places."""
    c = _client()
    page = c.get("/s/new/riichi/").content.decode()
    assert '<option value="3">3</option>' in page
    assert 'value="tenhou_sanma"' in page
    refused = _new(c, scoring_preset="seed")
    assert refused.status_code == 400
    html = refused.content.decode()
    assert "This preset is for another number of players" in html
    assert "3 at this table of 3 players" in html
    at_four = c.post(
        "/s/new/riichi/",
        {"preset": "seed", "preset_was": "seed", "players": "4", "scoring_preset": "tenhou_sanma"}
        | {f"name_{i}": n for i, n in enumerate("abcd")},
    )
    assert "This preset is for another number of players" in at_four.content.decode()
    r = _new(c, scoring_preset="mahjongsoul_sanma")
    assert r.status_code == 302, r.content.decode()[:3000]
    s = Session.objects.get()
    assert (s.preset, s.scoring_preset, s.players.count()) == ("tenhou_sanma", "mahjongsoul_sanma", 3)
    assert s.options["sanma_noten"] == 2000
    assert services.current_state(s).scores == (35000, 35000, 35000)
    page = c.get(f"/s/{s.edit_token}/").content.decode()
    assert page.count("35000") >= 3 or page.count("35,000") >= 3
    # a four-player session keeps no three-player option (a request would be refused for giving one)
    four = services.create_session(
        services.NewSession(
            ruleset="riichi", preset="tenhou", names=list("wxyz"), option_overrides={}, progress_overrides={}
        )
    )
    assert "sanma_tsumo" not in four.options
    assert four.scoring_preset == "seed"


def test_hands_recorded_in_a_three_player_session_move_the_table_of_three() -> None:
    """A draw recorded from the session page (tenpai alone: 2,000 in all at three players, 1,000 from each other
    seat) and a win: the deal passes round three seats, East 3 is followed by South 1."""
    s = services.create_session(
        services.NewSession(
            ruleset="riichi",
            preset="tenhou_sanma",
            names=["a", "b", "c"],
            option_overrides={},
            progress_overrides={},
            lang="en",
        )
    )
    assert s.scoring_preset == "tenhou_sanma"  # none chosen: the first for three players
    c = _client()
    r = c.post(f"/s/{s.edit_token}/draw/", {"version": str(s.version), "tenpai": ["1"]})
    assert r.status_code == 302, r.content.decode()[:2000]
    s = Session.objects.get()
    (entry,) = services.hand_entries(s)
    assert entry["change"] == [-1000, 2000, -1000]
    for _ in range(2):  # noten draws: the deal passes to the third seat, then round to South 1
        s = Session.objects.get()
        assert c.post(f"/s/{s.edit_token}/draw/", {"version": str(s.version)}).status_code == 302
    state = services.current_state(Session.objects.get())
    assert (state.round_wind, state.round_hand, state.dealer, state.streak) == (1, 0, 0, 3)


def test_the_draw_form_of_three_players_offers_only_the_draws_there_are() -> None:
    """Three players have no four winds, no fourth riichi and no third ron: the session page's draw form leaves them
    out (a four-player session's offers them), and a request for one is refused naming the kind of draw."""
    three = services.create_session(
        services.NewSession(
            ruleset="riichi",
            preset="tenhou_sanma",
            names=["a", "b", "c"],
            option_overrides={},
            progress_overrides={},
            lang="en",
        )
    )
    four = services.create_session(
        services.NewSession(
            ruleset="riichi", preset="tenhou", names=["a", "b", "c", "d"], option_overrides={}, progress_overrides={}
        )
    )
    c = _client()
    kinds = {
        s.edit_token: set(re.findall(r'name="t_draw"[^>]*value="(\w+)"|<option value="(\w+)"', page))
        for s in (three, four)
        for page in [c.get(f"/s/{s.edit_token}/").content.decode()]
    }
    offered = {token: {a or b for a, b in found} for token, found in kinds.items()}
    abortive = {"four_winds", "four_riichi", "triple_ron"}
    assert "nine_terminals" in offered[three.edit_token]
    assert "four_kongs" in offered[three.edit_token]
    assert not abortive & offered[three.edit_token]
    assert abortive <= offered[four.edit_token]
    s = Session.objects.get(pk=three.pk)
    r = c.post(f"/s/{s.edit_token}/draw/", {"version": str(s.version), "t_draw": "four_winds"})
    assert r.status_code in (200, 400, 422)
    assert Session.objects.get(pk=three.pk).version == s.version  # nothing recorded


def test_a_result_preset_made_for_three_is_refused_at_four_whatever_is_overridden() -> None:
    """Tenhou's three-player room at a table of four is refused on its own field, even with a four-place uma given."""
    with pytest.raises(services.SheetError) as e:
        services.create_session(
            services.NewSession(
                ruleset="riichi",
                preset="tenhou",
                names=["a", "b", "c", "d"],
                option_overrides={},
                progress_overrides={"uma": [10, 5, -5, -10]},
                scoring_preset="tenhou_sanma",
                lang="en",
            )
        )
    assert [f for f, _m in e.value.errors] == ["scoring_preset"]
    assert Session.objects.count() == 0
