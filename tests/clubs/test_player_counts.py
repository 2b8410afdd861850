"""A club's leaderboards per number of players (issue 27): a rule set played at several numbers of players has one
board per number, chosen on the page (kept in its address, `players`), the most played by default; a session of three
players is never added to a board of four, nor a Guizhou table of two to one of three or four.

The scripted club (members olga, sam, mia, kai), every figure worked out from each hand's payment:
- riichi, four players (seed: 25,000 start and return, no uma), seats olga sam mia kai, twice:
  R4a: sam rons olga (2,000: pinfu tanyao 30 fu 2 han); R4b: mia rons kai (2,000).
- riichi, three players (Tenhou's three-player presets: 35,000 start, 40,000 return, uma +20/0/-20, oka 15,000),
  seats olga sam mia: olga, the dealer, rons mia (2,900: 30 fu 2 han): olga 37,900, sam 35,000, mia 32,100; with uma
  (Tenhou's rounding: the others to whole thousands): sam 35 - 40 + 0 = -5, mia 32 - 40 - 20 = -28, olga the rest: 33.
- Guizhou at two, three and four players: sam wins by self-draw each time (the dealer olga pays 2, the others 1).
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from clubs import stats
from clubs.models import MEMBER, Membership
from tests.clubs.conftest import client_for, club_session, record, user

pytestmark = pytest.mark.django_db

FOUR = ("olga", "sam", "mia", "kai")


def ron(winner: int, discarder: int, players: int = 4) -> dict[str, Any]:
    seats: list[dict[str, Any]] = [{} for _ in range(players)]
    seats[winner] = {"hand": "234p345p456s678s55p", "win": {"tile": "8s", "by": "discard", "from": discarder}}
    return {"seats": seats}


def tsumo(winner: int, players: int) -> dict[str, Any]:
    seats: list[dict[str, Any]] = [{} for _ in range(players)]
    seats[winner] = {"hand": "123m456m789m123p55p", "win": {"tile": "5p", "by": "self_draw"}}
    return {"seats": seats}


@pytest.fixture
def club(people) -> Any:
    club = people["club"]
    Membership.objects.create(club=club, user=user("kai"), role=MEMBER)
    record(club_session(club, "riichi", names=FOUR), ron(1, 0))
    record(club_session(club, "riichi", names=FOUR), ron(2, 3))
    sanma = club_session(club, "riichi", names=FOUR[:3], preset="tenhou_sanma", scoring_preset="tenhou_sanma")
    record(sanma, ron(0, 2, players=3))
    for n in (2, 3, 4):
        record(club_session(club, "guizhou", names=FOUR[:n]), tsumo(1, n))
    return club


def rows(board: list[dict[str, Any]]) -> dict[str, tuple[int, int, int, float]]:
    return {r["name"]: (r["sessions"], r["points"], r["adjusted"], r["avg_place"]) for r in board}


def test_riichi_boards_of_four_and_of_three_players_are_apart(club) -> None:
    assert stats.player_counts(club.pk, "riichi") == [4, 3]  # two sessions of four, one of three
    four = rows(stats.board(club.pk, "riichi", stats.Period(), players=4))
    three = rows(stats.board(club.pk, "riichi", stats.Period(), players=3))
    # four players: R4a sam +2,000 from olga, R4b mia +2,000 from kai
    assert {k: v[:2] for k, v in four.items()} == {
        "olga": (2, -2000),
        "sam": (2, 2000),
        "mia": (2, 2000),
        "kai": (2, -2000),
    }
    # three players: one session each, Tenhou's three-player result with uma and oka
    assert three == {"olga": (1, 2900, 33000, 1.0), "sam": (1, 0, -5000, 2.0), "mia": (1, -2900, -28000, 3.0)}
    # no mixing: every figure of a board is its own sessions' (all of them together would count olga 3 times)
    assert rows(stats.board(club.pk, "riichi", stats.Period()))["olga"][0] == 3
    olga = stats.head_to_head(club.pk, "riichi", stats.Period(), club.memberships.get(user__username="olga").user_id, 3)
    assert {v["name"]: v["together"] for v in olga} == {"sam": 1, "mia": 1}
    olga_id = club.memberships.get(user__username="olga").user_id
    assert stats.timeline(club.pk, "riichi", stats.Period(), [olga_id], 3) == ([[2900]], 1)
    assert stats.timeline(club.pk, "riichi", stats.Period(), [olga_id], 4) == ([[-2000], [-2000]], 2)


def test_guizhou_boards_of_two_three_and_four_players_are_apart(club) -> None:
    assert stats.player_counts(club.pk, "guizhou") == [4, 3, 2]  # one session each: the larger table first
    for n, sam in ((2, 2), (3, 3), (4, 4)):
        board = rows(stats.board(club.pk, "guizhou", stats.Period(), players=n))
        assert set(board) == set(FOUR[:n]), n
        assert board["sam"][:2] == (1, sam), n
        assert board["olga"][:2] == (1, -2), n


def _h1(html: str) -> str:
    m = re.search(r"<h1>(.*?)</h1>", html, re.S)
    assert m
    return m[1]


def test_the_leaderboard_page_offers_the_number_of_players_and_keeps_it(club, people) -> None:
    c = client_for(people["member"])
    url = f"/c/{club.pk}/leaderboard/"
    html = c.get(url + "?ruleset=riichi&lang=en").content.decode()
    # the most played: four players; the choice of three kept in the address
    assert "4 players" in _h1(html)
    assert 'id="player-tabs"' in html
    assert 'href="?ruleset=riichi&amp;players=3"' in html
    assert re.search(r'data-member="olga">.*?c-sessions">2<', html, re.S)
    three = c.get(url + "?ruleset=riichi&players=3&lang=en").content.decode()
    assert "3 players" in _h1(three)
    assert 'data-member="kai"' not in three
    assert re.search(r'data-member="olga">.*?c-sessions">1<.*?c-adjusted">33000<', three, re.S)
    # the sort links, the period form and the member links keep the board's number of players
    assert 'href="?ruleset=riichi&amp;players=3&amp;sort=-points"' in three
    assert '<input type="hidden" name="players" value="3">' in three
    assert re.search(r'href="/c/\d+/member/\d+/\?ruleset=riichi&amp;players=3"', three)
    # a rule set's tab leaves the number of players behind (it is the other rule set's own)
    assert 'href="?ruleset=guizhou"' in three
    # a number the club never played this rule set at: the most played
    assert "4 players" in _h1(c.get(url + "?ruleset=riichi&players=9&lang=en").content.decode())
    assert "4 players" in _h1(c.get(url + "?ruleset=riichi&players=x&lang=en").content.decode())
    # digits that are not 0-9 ("²", "٣"): the most played, never a 500
    for odd in ("²", "٣", "3²"):
        r = c.get(url + f"?ruleset=riichi&players={odd}&lang=en")
        assert r.status_code == 200, odd
        assert "4 players" in _h1(r.content.decode())


def test_the_member_page_and_the_club_page_per_number_of_players(club, people) -> None:
    c = client_for(people["member"])
    olga = club.memberships.get(user__username="olga").user_id
    member = c.get(f"/c/{club.pk}/member/{olga}/?ruleset=riichi&players=3&lang=en").content.decode()
    assert "3 players" in _h1(member)
    assert 'id="f-sessions">1<' in member
    assert 'id="f-adjusted">33000<' in member
    assert 'data-member="kai"' not in member  # head to head: only the three-player session's opponents
    assert 'id="f-sessions">2<' in c.get(f"/c/{club.pk}/member/{olga}/?ruleset=riichi&lang=en").content.decode()
    page = c.get(f"/c/{club.pk}/?lang=en").content.decode()
    boards = re.findall(r'leaderboard/\?([^"]+)"', page)
    assert boards == [
        "ruleset=guizhou&amp;players=4",
        "ruleset=guizhou&amp;players=3",
        "ruleset=guizhou&amp;players=2",
        "ruleset=riichi&amp;players=4",
        "ruleset=riichi&amp;players=3",
    ]
    assert ", 3 players</a>" in page
