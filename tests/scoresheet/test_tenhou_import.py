"""Real game logs in (issue 26): a session made from a Tenhou log, from the page (upload or paste) and from
`manage.py import_tenhou`, every hand scored by our rules and put beside the log's own changes.

Seven real Phoenix-room games (tests/data/tenhou/README.md), chosen for their ends and rare hands, become sessions
whose every hand (the table before it and each player's change), end and final result equal the log's; a log whose
hands our rules score differently (an option set apart, a log edited) shows the difference hand by hand with both
numbers; a hostile upload is answered with a message naming the field, never a 500."""

from __future__ import annotations

import gzip
import io
import json
from pathlib import Path

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.management import call_command
from django.core.management.base import CommandError
from django.test import Client

from scoresheet import services, tenhou_import
from scoresheet.models import Change, Session
from scoresheet.tenhou_log import read
from tests.rules.riichi.test_tenhou_log import JSON_GAME

from .conftest import agrees_with_log

pytestmark = pytest.mark.django_db

DATA = Path(__file__).resolve().parents[1] / "data" / "tenhou"

# game -> (result preset, why it ends, hands, final points, final scores x 1000): the log's owari
GAMES = {
    # the West round's sudden death: C reaches 30,000 as the deal passes after West 2
    "2022010104gm-00a9-0000-5b02f8f6": (
        "tenhou",
        "target",
        11,
        (24400, 18300, 32800, 24500),
        (-16000, -32000, 43000, 5000),
    ),
    # agari-yame: the dealer wins South 4 and is top with 30,000
    "2022010103gm-00a9-0000-9404b114": (
        "tenhou",
        "dealer_top",
        13,
        (2500, 30600, 18200, 48700),
        (-47000, 11000, -22000, 58000),
    ),
    # tenpai-yame: the dealer is tenpai at South 4's draw and top; the sticks go to the top
    "2022010115gm-00a9-0000-ab4d3702": (
        "tenhou",
        "tenpai_top",
        12,
        (12700, 24100, 29500, 33700),
        (-37000, -16000, 10000, 43000),
    ),
    # bankruptcy after a double ron
    "2022010116gm-00a9-0000-52ac06ed": (
        "tenhou",
        "tobi",
        12,
        (31000, 22400, 48400, -1800),
        (11000, -18000, 59000, -52000),
    ),
    # East only, into the South round's sudden death
    "2022010201gm-00e1-0000-cd8ebf25": (
        "tenhou_east",
        "target",
        7,
        (23700, 14500, 28000, 33800),
        (-16000, -35000, 8000, 43000),
    ),
    # nagashi mangan
    "2022010310gm-00a9-0000-86bdf60b": (
        "tenhou",
        "last_hand",
        8,
        (26600, 4400, 37000, 32000),
        (-13000, -46000, 47000, 12000),
    ),
    # a triple ron: an abortive draw
    "2022010719gm-00a9-0000-4917c382": (
        "tenhou",
        "last_hand",
        12,
        (37600, 19100, 41000, 2300),
        (18000, -21000, 51000, -48000),
    ),
}


def _text(name: str) -> str:
    return (DATA / f"{name}.txt").read_text(encoding="utf-8")


def _upload(c: Client, content: bytes, name: str = "game.mjlog", **extra: str) -> object:
    return c.post("/s/import-log/", {"file": SimpleUploadedFile(name, content), **extra})


def _client() -> Client:
    return Client(headers={"Accept-Language": "en"})


@pytest.mark.parametrize("name", sorted(GAMES))
def test_an_uploaded_log_becomes_a_session_that_agrees_with_it_hand_by_hand(name: str) -> None:
    """Every hand's table (round, dealer, honba, sticks) and every player's change equal the log's, the game ends
    after the log's last hand for the reason named, and the final points and scores are the log's owari."""
    preset, end, count, points, scores = GAMES[name]
    c = _client()
    r = _upload(c, _text(name).encode("utf-8"))
    assert r.status_code == 302, r.content.decode()[:2000]
    s = Session.objects.get()
    assert r["Location"] == f"/s/{s.edit_token}/?new=1"
    assert (s.ruleset, s.preset, s.scoring_preset) == ("riichi", "tenhou", preset)
    game = read(_text(name))
    assert [p.name for p in s.players.all()] == list(game.names)
    assert len(game.hands) == count
    agrees_with_log(s, game, end, points, scores)
    assert Change.objects.get(session=s).action == "import"

    page = c.get(f"/s/{s.edit_token}/").content.decode()
    assert f"{count} of {count} hands agree with the log" in page
    assert 'id="final-result"' in page
    top = max(range(4), key=lambda p: scores[p])
    assert f"+{scores[top] // 1000}.0" in page
    log = c.get(f"/s/{s.view_token}/log/")
    assert log.status_code == 200
    assert "log-differs" not in log.content.decode()


def test_the_tenpai_yame_game_gives_the_sticks_left_to_the_top_on_the_page() -> None:
    """South 4-2: the dealer (seat 3) is tenpai at the draw and top: the game ends with the sticks on the table going
    to it (33,700 with them), the page says so and shows each column."""
    c = _client()
    assert _upload(c, _text("2022010115gm-00a9-0000-ab4d3702").encode()).status_code == 302
    s = Session.objects.get()
    result = services.final_result(s)
    assert result is not None
    state = services.current_state(s)
    assert (result.sticks, result.sticks_to, state.scores[3], result.points[3]) == (1, 3, 32700, 33700)
    assert (result.ranks, result.order) == ((4, 3, 2, 1), (3, 2, 1, 0))
    assert (result.uma, result.oka) == ((-20000, -10000, 10000, 20000), (0, 0, 0, 20000))
    html = c.get(f"/s/{s.edit_token}/").content.decode()
    assert "1 riichi stick left on the table went to 椛南, in first place." in html
    assert "The dealer was ready (tenpai) at a draw in the last hand and is in first place (tenpai-yame)." in html
    for word in ("Final points", "Sticks", "Uma", "Oka", "Final score", "+43.0", "-37.0", "+1000"):
        assert word in html, word


def test_a_gzipped_mjlog_and_a_pasted_tenhou_6_json_import_too() -> None:
    """tenhou.net serves mjlog files gzipped; the tenhou.net/6 JSON is pasted. The JSON game of one hand is ended by
    the table after it (our rules would go on): its final result is still the log's."""
    c = _client()
    name = "2022010201gm-00e1-0000-cd8ebf25"
    assert _upload(c, gzip.compress(_text(name).encode())).status_code == 302
    r = c.post("/s/import-log/", {"text": json.dumps(JSON_GAME, ensure_ascii=False)})
    assert r.status_code == 302, r.content.decode()[:2000]
    s = Session.objects.get(title="Tenhou game of A · B · C · D")
    (entry,) = services.hand_entries(s)
    assert (entry["change"], entry["ended"]) == ([6000, -2000, -2000, -2000], True)
    compared = tenhou_import.compare(s)
    assert (compared["agreeing"], compared["end_agrees"], compared["final_agrees"]) == (1, False, True)
    assert compared["final_scores"] == ([41000, 3000, -17000, -27000], [41000, 3000, -17000, -27000])
    page = c.get(f"/s/{s.edit_token}/").content.decode()
    assert "our rules do not end the game where the log does" in page
    assert "The table ended the game (by agreement, time up)." in page
    log = c.get(f"/s/{s.edit_token}/log/").content.decode()
    assert "the table ended the game here" in log


def test_the_command_imports_a_log_and_says_how_many_hands_agree() -> None:
    out = io.StringIO()
    call_command("import_tenhou", str(DATA / "2022010104gm-00a9-0000-5b02f8f6.txt"), stdout=out)
    s = Session.objects.get()
    text = out.getvalue()
    assert f"editing link: /s/{s.edit_token}/" in text
    assert "11 of 11 hands agree with the log" in text
    assert "final scores: ours -16.0 -32.0 +43.0 +5.0 / log -16.0 -32.0 +43.0 +5.0" in text
    assert "final result agrees: yes" in text
    # the same log again is noticed; --again imports it all the same
    with pytest.raises(CommandError, match="again: This log was imported before"):
        call_command("import_tenhou", str(DATA / "2022010104gm-00a9-0000-5b02f8f6.txt"), stdout=io.StringIO())
    call_command("import_tenhou", str(DATA / "2022010104gm-00a9-0000-5b02f8f6.txt"), "--again", stdout=io.StringIO())
    assert Session.objects.count() == 2


def test_an_option_set_apart_shows_each_hand_that_differs_with_both_numbers() -> None:
    """600 points per honba instead of Tenhou's 300: the two hands won with a honba on the table differ, by 300
    and by 3 x 100 (a self-draw); the others agree; the final points and scores differ."""
    out = io.StringIO()
    name = "2022010104gm-00a9-0000-5b02f8f6"
    call_command("import_tenhou", str(DATA / f"{name}.txt"), "--option", "honba_value=600", stdout=out)
    text = out.getvalue()
    assert "9 of 11 hands agree with the log" in text
    assert "  hand 3 (E2-1): ours 0 -4500 +4500 0 / log 0 -4200 +4200 0" in text
    assert "  hand 11 (W2-1): ours -2200 -5200 +10600 -2200 / log -2100 -5100 +10300 -2100" in text
    assert "final points: ours 24300 17900 33400 24400 / log 24400 18300 32800 24500" in text
    assert "final result agrees: no" in text
    s = Session.objects.get()
    assert s.options["honba_value"] == 600
    html = _client().get(f"/s/{s.view_token}/log/").content.decode()
    assert "9 of 11 hands agree with the log" in html
    assert '<strong class="differs">-4500</strong> / -4200' in html
    assert '<strong class="differs">+10600</strong> / +10300' in html
    assert html.count('class="log-differs"') == 2 + 4  # two hands, four players' final lines


def test_a_log_edited_by_hand_shows_the_hand_that_differs_on_the_page() -> None:
    """The log's own record of East 2-1 (the `sc` of its AGARI) edited to move 1,000 more: our rules score the hand
    as before, and the page shows that hand, and only it, with both numbers."""
    text = _text("2022010104gm-00a9-0000-5b02f8f6")
    game = read(text)
    hand = game.hands[2]
    assert (hand.name, hand.change) == ("E2-1", (0, -4200, 4200, 0))
    start = text.index("<AGARI", text.index('seed="1,1,'))
    sc = text.index('sc="', start)
    end = text.index('"', sc + 4)
    values = [int(v) for v in text[sc + 4 : end].split(",")]
    values[3] -= 10  # seat 1 loses 1,000 more
    values[5] += 10  # seat 2 gains it
    edited = text[: sc + 4] + ",".join(map(str, values)) + text[end:]
    c = _client()
    r = c.post("/s/import-log/", {"text": edited})
    assert r.status_code == 302, r.content.decode()[:2000]
    s = Session.objects.get()
    compared = tenhou_import.compare(s)
    differing = [(h["number"], h["ours"], h["log"]) for h in compared["hands"] if not h["agrees"]]
    assert differing == [(3, [0, -4200, 4200, 0], [0, -5200, 5200, 0])]
    html = c.get(f"/s/{s.edit_token}/log/").content.decode()
    assert "10 of 11 hands agree with the log" in html
    assert '<strong class="differs">-4200</strong> / -5200' in html


def _three_player() -> bytes:
    return _text("2022010104gm-00a9-0000-5b02f8f6").replace('<GO type="169"', '<GO type="185"').encode()


@pytest.mark.parametrize(
    ("content", "field", "message"),
    [
        pytest.param(b"hello, world", "Game log file", "This is not a Tenhou game log", id="not-xml"),
        pytest.param(b"\x89PNG\r\n\x1a\n\x00\x00", "Game log file", "This is not a Tenhou game log", id="binary"),
        pytest.param(b"x" * 1_000_001, "Game log file", "The file is too large (at most 1000 KB).", id="huge"),
        pytest.param(
            gzip.compress(b"<mjloggm>" + b" " * 2_000_000),
            "Game log file",
            "The file is too large (at most 1000 KB).",
            id="gzip-bomb",
        ),
        pytest.param(b"\x1f\x8b\x08\x00broken", "Game log file", "This is not a Tenhou game log", id="broken-gzip"),
        pytest.param(
            _three_player(), "Game log file", "This log cannot be read", id="four-hands-in-a-three-player-log"
        ),
        pytest.param(
            _text("2022010104gm-00a9-0000-5b02f8f6").encode()[:9000],
            "Game log file",
            "This log cannot be read at hand",
            id="truncated",
        ),
        pytest.param(
            _text("2022010104gm-00a9-0000-5b02f8f6").rsplit("<AGARI", 1)[0].encode(),
            "Game log file",
            "This log cannot be read at hand 11",
            id="last-hand-cut",
        ),
        pytest.param(b"[" * 5000 + b"]" * 5000, "Game log file", "This is not a Tenhou game log", id="nested"),
        pytest.param(b'{"log": [[1, 2]]}', "Game log file", "This log cannot be read", id="json-garbage"),
        pytest.param(
            "東南 \udcff".encode("utf-8", "surrogateescape"), "Game log file", "This is not a Tenhou", id="not-utf8"
        ),
    ],
)
def test_a_hostile_upload_gets_a_message_naming_the_field(content: bytes, field: str, message: str) -> None:
    r = _upload(_client(), content)
    assert r.status_code == 400
    html = r.content.decode()
    assert f"{field}: {message}" in html, html[html.find("field-error") - 200 : html.find("field-error") + 600]
    assert Session.objects.count() == 0


def test_a_hostile_paste_gets_a_message_naming_the_field() -> None:
    c = _client()
    for text, message in (
        ("", "Choose a game log file or paste it."),
        ('<mjloggm ver="2.3"><GO type="169"/></mjloggm>', "This is not a Tenhou game log"),
        ('{"name": ["a", "b", "c"], "log": []}', "This three-player game is in the tenhou.net/6 JSON"),
    ):
        r = c.post("/s/import-log/", {"text": text})
        assert r.status_code == 400
        assert f"Or paste the log: {message}" in r.content.decode(), text
    # a paste past what a request may carry is refused before any view: the form again, with the message
    r = c.post("/s/import-log/", {"text": "x" * 300_000})
    assert r.status_code == 400
    assert "Or paste the log: The pasted text is too long (at most 256 KB): choose the log file instead." in (
        r.content.decode()
    )
    assert Session.objects.count() == 0


def test_the_import_page_and_the_log_page_in_chinese() -> None:
    c = Client(headers={"Accept-Language": "zh-hans"})
    page = c.get("/s/import-log/")
    assert page.status_code == 200
    assert 'name="file"' in page.content.decode()
    r = _upload(c, b"nothing")
    assert r.status_code == 400
    assert "：" in r.content.decode()  # the field's name, then a full-width colon
    assert _upload(c, _text("2022010310gm-00a9-0000-86bdf60b").encode()).status_code == 302
    s = Session.objects.get()
    assert c.get(f"/s/{s.view_token}/log/").status_code == 200
    assert c.get(f"/s/{s.view_token}/").status_code == 200
