"""A scripted season of six sessions over two rule sets (three riichi, three Beijing); every leaderboard
and member figure below is worked out by hand in the comments, from each hand's payment:

- riichi: 234m 345p 456s 55p 67s won on 8s by a non-dealer's ron is pinfu + tanyao, 30 fu 2 han: the
  discarder pays 2000 (seed 001 table). No dealer ever wins, so the deal passes every hand, no honba.
- Beijing (seed 003, base 2000): 234m 678m 345p 567s 99s won on 9s on a discard is 推倒和 1 + 门清无惠 1 =
  2 fan: the discarder alone pays 2 x 2000 = 4000; when the discarder is the dealer, 庄 1 more: 3 fan, 6000.
  The deal passes East -> North -> West -> South (seat 0 -> 3 -> 2 -> 1) after a non-dealer's win.

Rates are per hand played; the average hand value is the winner's gain per won hand.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime

import pytest
from django.urls import reverse

from clubs import stats
from clubs.models import MEMBER, Membership
from scoresheet.models import PlayerResult, SeatResult, Session, WinPattern
from tests.clubs.conftest import client_for, club_session, fresh, record, user

pytestmark = pytest.mark.django_db

RIICHI_HAND = "234m345p456s55p67s"
BEIJING_HAND = "234m678m345p567s99s"


def ron(winner: int, discarder: int) -> dict:
    seats: list[dict] = [{} for _ in range(4)]
    seats[winner] = {"hand": RIICHI_HAND + "8s", "win": {"tile": "8s", "by": "discard", "from": discarder}}
    # the 14 tiles in hand include the winning tile: pass the 13 and the tile
    seats[winner]["hand"] = "234m345p456s678s55p"
    return {"seats": seats}


def bj(winner: int, discarder: int) -> dict:
    seats: list[dict] = [{} for _ in range(4)]
    seats[winner] = {"hand": BEIJING_HAND, "win": {"tile": "9s", "by": "discard", "from": discarder}}
    return {"indicators": {"flip": "9p"}, "seats": seats, "table": {"shaozhuang_rounds": 0}}


def session_on(club, ruleset: str, day: str, names: tuple[str, ...], hands: list[dict], **kw) -> Session:
    s = club_session(club, ruleset, names=names, **kw)
    Session.objects.filter(pk=s.pk).update(created=datetime.fromisoformat(day).replace(tzinfo=UTC))
    for h in hands:
        s = record(s, h)
    return fresh(s)


@pytest.fixture
def season(people):
    club = people["club"]
    kai = user("kai")
    Membership.objects.create(club=club, user=kai, role=MEMBER)
    people["kai"] = kai
    # S1 riichi (seed: 25,000 start and return, no uma), seats olga sam mia guest; dealers 0, 1, 2:
    #   sam rons olga, mia rons guest, sam rons mia -> olga 23000, sam 29000, mia 25000, guest 23000:
    #   places sam 1, mia 2, olga 3 (ties: the earlier seat first), guest 4.
    session_on(club, "riichi", "2026-01-09", ("olga", "sam", "mia", "guest"), [ron(1, 0), ron(2, 3), ron(1, 2)])
    # S2 riichi (Tenhou: 25,000 start, 30,000 return, uma +20/+10/-10/-20, oka 20,000 to the top),
    #   seats mia olga sam kai; dealers 0, 1: olga rons kai, kai rons mia ->
    #   mia 23000, olga 27000, sam 25000, kai 25000: places olga 1, sam 2, kai 3, mia 4.
    #   With uma: olga 27000-30000+20000+20000 = 37000; sam -5000+10000 = 5000; kai -5000-10000 = -15000;
    #   mia -7000-20000 = -27000 (sum 0).
    session_on(
        club, "riichi", "2026-02-06", ("mia", "olga", "sam", "kai"), [ron(1, 3), ron(3, 0)], scoring_preset="tenhou"
    )
    # S3 riichi (seed), seats sam kai olga mia; dealers 0..3: olga rons sam, mia rons olga, kai rons mia,
    #   sam rons kai -> everyone 25000: places by seat: sam 1, kai 2, olga 3, mia 4.
    session_on(
        club, "riichi", "2026-03-06", ("sam", "kai", "olga", "mia"), [ron(2, 0), ron(3, 2), ron(1, 3), ron(0, 1)]
    )
    # S4 Beijing, seats olga sam mia kai; dealer 0: sam wins on mia (4000); dealer 3: olga wins on sam (4000)
    #   -> olga +4000, sam 0, mia -4000, kai 0: places olga 1, sam 2, kai 3, mia 4.
    session_on(club, "beijing", "2026-01-16", ("olga", "sam", "mia", "kai"), [bj(1, 2), bj(0, 1)])
    # S5 Beijing, seats kai mia sam olga; dealer 0: mia wins on sam (4000); dealer 3 (olga) deals in to kai:
    #   6000 -> kai +6000, mia +4000, sam -4000, olga -6000: places kai 1, mia 2, sam 3, olga 4.
    session_on(club, "beijing", "2026-02-13", ("kai", "mia", "sam", "olga"), [bj(1, 2), bj(0, 3)])
    # S6 Beijing, seats mia olga sam kai; dealer 0: sam wins on kai (4000); dealer 3: olga wins on sam (4000)
    #   -> mia 0, olga +4000, sam 0, kai -4000: places olga 1, mia 2, sam 3, kai 4.
    session_on(club, "beijing", "2026-03-13", ("mia", "olga", "sam", "kai"), [bj(2, 3), bj(1, 2)])
    return people


def table(rows) -> list[tuple]:
    return [
        (
            r["name"],
            r["sessions"],
            r["points"],
            r["adjusted"],
            r["avg_place"],
            r["firsts"],
            r["win_rate"],
            r["deal_in_rate"],
            r["hand_value"],
        )
        for r in rows
    ]


def test_the_scripted_season_per_hand_as_recorded(season) -> None:
    """The hands scored as the comments say (the season's premises)."""
    s5 = Session.objects.get(created__date="2026-02-13")
    assert [h.answer["net"] for h in s5.hands.order_by("number")] == [[0, 4000, -4000, 0], [6000, 0, 0, -6000]]
    s2 = Session.objects.get(created__date="2026-02-06")
    assert s2.cache["final"]["scores"] == [23000, 27000, 25000, 25000]


def test_riichi_leaderboard_over_the_whole_season(season) -> None:
    club = season["club"]
    # olga: S1 3 hands, 0 won, 1 dealt in, -2000, 3rd; S2 2 hands, 1 won (2000), +2000, 1st, 37000 with uma;
    #       S3 4 hands, 1 won, 1 dealt in, 0, 3rd -> 3 sessions, 0, 35000, 7/3 = 2.33, 1 first,
    #       2 wins and 2 deal-ins in 9 hands = 22.2 %, 4000 / 2 = 2000.
    # sam:  S1 2 wins (4000), +4000, 1st; S2 0, 2nd, 5000; S3 1 win, 1 deal-in, 0, 1st ->
    #       3, 4000, 9000, 4/3 = 1.33, 2 firsts, 3/9 = 33.3 %, 1/9 = 11.1 %, 6000 / 3 = 2000.
    # mia:  S1 1 win, 1 deal-in, 0, 2nd; S2 1 deal-in, -2000, 4th, -27000; S3 1 win, 1 deal-in, 0, 4th ->
    #       3, -2000, -27000, 10/3 = 3.33, 0, 2/9 = 22.2 %, 3/9 = 33.3 %, 2000.
    # kai:  S2 1 win, 1 deal-in, 0, 3rd, -15000; S3 1 win, 1 deal-in, 0, 2nd -> 2, 0, -15000, 2.5, 0,
    #       2/6 = 33.3 %, 33.3 %, 2000. The guest is a name only: not on the board.
    # By total points: sam 4000; kai and olga 0 (equal: by name); mia -2000.
    want = [
        ("sam", 3, 4000, 9000, 1.33, 2, 33.3, 11.1, 2000),
        ("kai", 2, 0, -15000, 2.5, 0, 33.3, 33.3, 2000),
        ("olga", 3, 0, 35000, 2.33, 1, 22.2, 22.2, 2000),
        ("mia", 3, -2000, -27000, 3.33, 0, 22.2, 33.3, 2000),
    ]
    assert table(stats.board(club.pk, "riichi", stats.Period())) == want
    order = {
        "adjusted": ["olga", "sam", "kai", "mia"],  # 35000, 9000, -15000, -27000
        "placement": ["sam", "olga", "kai", "mia"],  # 1.33, 2.33, 2.5, 3.33 (lower is better)
        "-placement": ["mia", "kai", "olga", "sam"],
        "firsts": ["sam", "olga", "kai", "mia"],  # 2, 1, then 0 and 0 by points (kai 0 > mia -2000)
        "deal_in_rate": ["sam", "olga", "kai", "mia"],  # 11.1, 22.2, 33.3 = 33.3 by points
        "win_rate": ["sam", "kai", "olga", "mia"],  # 33.3 = 33.3 (sam 4000 > kai 0), 22.2 = 22.2 (0 > -2000)
        "sessions": ["sam", "olga", "mia", "kai"],  # 3, 3, 3 by points (4000, 0, -2000), then 2
    }
    for sort, names in order.items():
        assert [r["name"] for r in stats.board(club.pk, "riichi", stats.Period(), sort)] == names, sort


def test_beijing_leaderboard_over_the_whole_season(season) -> None:
    # olga: S4 win 4000, 1st; S5 dealt in 6000, 4th; S6 win 4000, 1st -> 3, +2000, 2.0, 2 firsts,
    #       2/6 = 33.3 %, 1/6 = 16.7 %, 4000.
    # kai:  S4 0, 3rd; S5 win 6000, 1st; S6 dealt in, -4000, 4th -> 3, +2000, 8/3 = 2.67, 1, 16.7 %, 16.7 %, 6000.
    # mia:  S4 dealt in, -4000, 4th; S5 win 4000, 2nd; S6 0, 2nd -> 3, 0, 2.67, 0, 16.7 %, 16.7 %, 4000.
    # sam:  S4 win, dealt in, 0, 2nd; S5 dealt in, -4000, 3rd; S6 win, dealt in, 0, 3rd ->
    #       3, -4000, 2.67, 0, 33.3 %, 3/6 = 50.0 %, 4000.
    # Beijing has no uma: "adjusted" is the points.
    want = [
        ("kai", 3, 2000, 2000, 2.67, 1, 16.7, 16.7, 6000),
        ("olga", 3, 2000, 2000, 2.0, 2, 33.3, 16.7, 4000),
        ("mia", 3, 0, 0, 2.67, 0, 16.7, 16.7, 4000),
        ("sam", 3, -4000, -4000, 2.67, 0, 33.3, 50.0, 4000),
    ]
    assert table(stats.board(season["club"].pk, "beijing", stats.Period())) == want


def test_a_chosen_period(season) -> None:
    """January and February only: S1 and S2 of riichi. olga: 2 sessions, 0 points, -2000 + 37000 = 35000,
    places 3 and 1 = 2.0, 1 first, 1 win and 1 deal-in in 5 hands = 20.0 %, 2000."""
    c = client_for(season["member"])
    club = season["club"]
    html = c.get(f"/c/{club.pk}/leaderboard/?ruleset=riichi&start=2026-01-01&end=2026-02-28&lang=en").content.decode()
    row = html[html.index('data-member="olga"') :]
    row = row[: row.index("</tr>")]
    for cls, value in (
        ("sessions", "2"),
        ("points", "0"),
        ("adjusted", "35000"),
        ("placement", "2.00"),
        ("firsts", "1"),
        ("win_rate", "20.0%"),
        ("deal_in_rate", "20.0%"),
        ("hand_value", "2000"),
    ):
        assert f'c-{cls}">{value}<' in row, cls
    assert 'data-member="guest"' not in html
    # the chart: one line per member on the board, over the two sessions
    assert html.count("<polyline") == 4
    # a bad day names the field, never a 500
    r = c.get(f"/c/{club.pk}/leaderboard/?ruleset=riichi&start=2026-13-01&lang=en")
    assert r.status_code == 400
    assert 'href="#id_start"' in r.content.decode()
    r = c.get(f"/c/{club.pk}/leaderboard/?ruleset=riichi&start=2026-03-01&end=2026-01-01&lang=en")
    assert r.status_code == 400
    assert 'href="#id_end"' in r.content.decode()


def test_sorting_by_plain_links(season) -> None:
    c = client_for(season["member"])
    club = season["club"]
    html = c.get(f"/c/{club.pk}/leaderboard/?ruleset=riichi&sort=adjusted&lang=en").content.decode()
    assert [html.index(f'data-member="{n}"') for n in ("olga", "sam", "kai", "mia")] == sorted(
        html.index(f'data-member="{n}"') for n in ("olga", "sam", "kai", "mia")
    )
    # the active column's link reverses it; the others sort by themselves
    assert 'href="?ruleset=riichi&amp;sort=-adjusted"' in html
    assert 'href="?ruleset=riichi&amp;sort=placement"' in html
    assert 'aria-sort="descending"' in html
    # an unknown sort key falls back to points
    assert c.get(f"/c/{club.pk}/leaderboard/?ruleset=riichi&sort=drop+table").status_code == 200


def test_member_statistics(season) -> None:
    club, olga = season["club"], season["owner"]
    period = stats.Period()
    # olga won twice in riichi, both times pinfu + tanyao
    assert stats.patterns(club.pk, "riichi", period, olga.pk) == [("pinfu", 2), ("tanyao", 2)]
    # in Beijing: 推倒和 and 门清无惠 in both wins
    assert stats.patterns(club.pk, "beijing", period, olga.pk) == [("menqing_wuhui", 2), ("tuidaohu", 2)]
    best = stats.best_hand(club.pk, "riichi", period, olga.pk)
    assert (best.value, best.session.created.date().isoformat(), best.hand.number) == (2000, "2026-02-06", 1)
    # against each other member over riichi sessions played together (places: S1 olga 3 sam 1 mia 2;
    # S2 olga 1 sam 2 kai 3 mia 4; S3 sam 1 kai 2 olga 3 mia 4); points: olga -2000, +2000, 0.
    vs = {
        r["name"]: (r["together"], r["above"], r["below"], r["mine"], r["theirs"])
        for r in stats.head_to_head(club.pk, "riichi", period, olga.pk)
    }
    assert vs == {
        "sam": (3, 1, 2, 0, 4000),  # above in S2 only; sam's points 4000 + 0 + 0
        "mia": (3, 2, 1, 0, -2000),  # below in S1 only; mia 0 - 2000 + 0
        "kai": (2, 1, 1, 2000, 0),  # S2 and S3: olga +2000 + 0, kai 0 + 0
    }


def test_the_member_page(season) -> None:
    club, olga = season["club"], season["owner"]
    c = client_for(season["member"])
    html = c.get(f"/c/{club.pk}/member/{olga.pk}/?ruleset=riichi&lang=en").content.decode()
    assert 'id="f-adjusted">35000<' in html
    assert 'id="f-placement">2.33<' in html
    assert 'id="best-value">2000<' in html
    found = re.search(r'href="([^"]+)" id="best-in-calculator"', html)
    assert found
    href = found[1].replace("&amp;", "&")
    assert href.startswith(reverse("calculator:calculator", args=["riichi"]) + "?")
    # the calculator opens the hand and scores it: olga (seat 1 of S2) rons kai for 2000
    page = c.get(href + "&lang=en")
    assert page.status_code == 200
    assert 'data-seat="1"' in page.content.decode()
    assert 'data-net="2000"' in page.content.decode()
    assert 'data-member="sam"' in html
    assert 'data-member="guest"' not in html
    # a user who is not a member of the club: 404
    assert c.get(f"/c/{club.pk}/member/{season['outsider'].pk}/").status_code == 404


def test_rows_follow_every_correction(season) -> None:
    """Edit, delete and undo rewrite the statistics rows in the same change."""
    from scoresheet import services

    s = Session.objects.get(created__date="2026-01-09")
    sam = season["scorekeeper"]
    assert PlayerResult.objects.get(session=s, member=sam).points == 4000
    s = fresh(s)
    # hand 3 was sam's ron on mia: make it the guest's ron on sam (2000: sam's +2000 of hand 1 is gone)
    services.edit_hand(s, version=s.version, token=s.edit_token, number=3, request=ron(3, 1), lang="en")
    r = PlayerResult.objects.get(session=s, member=sam)
    assert (r.points, r.wins, r.deal_ins) == (0, 1, 1)
    s = fresh(s)
    services.delete_hand(s, version=s.version, token=s.edit_token, number=1, lang="en")
    assert SeatResult.objects.filter(session=s).count() == 2 * 4
    assert PlayerResult.objects.get(session=s, member=sam).hands == 2
    s = fresh(s)
    services.undo_last(s, version=s.version, token=s.edit_token, lang="en")
    assert SeatResult.objects.filter(session=s).count() == 3 * 4
    assert WinPattern.objects.filter(seat__session=s).count() == 3 * 2


def test_a_former_member_stays_on_the_board_with_a_page(season) -> None:
    club, kai = season["club"], season["kai"]
    Membership.objects.filter(club=club, user=kai).delete()
    c = client_for(season["member"])
    assert "kai" in [r["name"] for r in stats.board(club.pk, "riichi", stats.Period())]
    assert c.get(f"/c/{club.pk}/member/{kai.pk}/?ruleset=riichi").status_code == 200
    # but kai no longer sees the club
    assert client_for(kai).get(f"/c/{club.pk}/").status_code == 404


def test_recording_a_hand_writes_only_that_hands_rows(season) -> None:
    s = Session.objects.get(created__date="2026-03-06")
    before = set(SeatResult.objects.filter(session=s).values_list("id", flat=True))
    assert len(before) == 4 * 4
    s = record(s, ron(1, 0))  # dealer 0 (South 1): kai rons sam
    after = set(SeatResult.objects.filter(session=s).values_list("id", flat=True))
    assert before < after
    assert len(after - before) == 4
    # mia (seat 3) made a guest: all her 5 hands' rows lose the member, and the 2 patterns of her one win
    from scoresheet import services

    s = fresh(s)
    services.link_players(s, version=s.version, token=s.edit_token, members={3: None}, lang="en")
    assert SeatResult.objects.filter(session=s, member__isnull=True).count() == 5
    assert WinPattern.objects.filter(seat__session=s, member__isnull=True).count() == 2
