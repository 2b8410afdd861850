"""Adding a rule set is adding its package and one line in the registry (docs/architecture.md): a fifth one,
registered here only, works on every page without a change anywhere else: the calculator with a result, its rule
page, a new session with its own table options, recording a hand from the calculator, a draw, the session page,
the hand page, both exports, importing one back, and a club's leaderboard."""

from __future__ import annotations

import json
from urllib.parse import urlencode

import pytest
from django.test import Client

from clubs.models import OWNER, Club, Membership
from rules import registry
from scoresheet.models import Hand, Session
from tests.support.fifth import FIFTH, KEY

pytestmark = pytest.mark.django_db

WIN = {"s1_won": "1", "s1_hand": "123m456m789m123p55p", "s1_tile": "5p", "s1_by": "discard", "s1_from": "0"}


@pytest.fixture
def fifth(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(registry, "RULE_SETS", {**registry.RULE_SETS, KEY: FIFTH})


@pytest.mark.parametrize("lang", ["en", "zh-hans"])
def test_the_calculator_and_the_rule_pages_of_a_fifth_rule_set(fifth: None, lang: str) -> None:
    c = Client(headers={"Accept-Language": lang})
    assert f'href="/{KEY}/"' in c.get("/").content.decode()
    r = c.get(f"/{KEY}/", {"players": "4", "i_flip": "3m", **WIN})
    assert r.status_code == 200
    html = r.content.decode()
    assert 'data-net="1"' in html  # the toy's unit from the discarder
    assert 'data-net="-1"' in html
    # the tile keyboard marks its wildcard in its own order (3m makes 5m wild) under its own name
    wild = json.loads(html.split('id="wild-data" type="application/json">', 1)[1].split("</script>", 1)[0])
    assert (wild["wild_of"]["3m"], wild["flip_role"]) == ("5m", "flip")
    assert wild["wild_name"] == {"en": "joker", "zh-hans": "百搭"}[lang]
    # its streak has its own name
    assert {"en": "Kept deals", "zh-hans": "连庄数"}[lang] in html
    rules = c.get(f"/{KEY}/rules/")
    assert rules.status_code == 200
    page = rules.content.decode()
    assert {"en": "Who deals", "zh-hans": "坐庄"}[lang] in page  # a rule that is not a pattern
    assert c.get(f"/{KEY}/rules/win/").status_code == 200
    assert c.get(f"/{KEY}/qr.svg", {"players": "4"}).status_code == 200
    assert c.get("/api/v1/rulesets").status_code == 200


def test_a_whole_evening_of_a_fifth_rule_set(fifth: None, django_user_model) -> None:
    c = Client(headers={"Accept-Language": "en"})
    owner = django_user_model.objects.create_user("olga", password="pw-olga-123")
    club = Club.objects.create(name="Friday", created_by=owner)
    Membership.objects.create(club=club, user=owner, role=OWNER)
    c.force_login(owner)

    form = c.get(f"/c/{club.pk}/new/{KEY}/")
    assert form.status_code == 200
    html = form.content.decode()
    for name in ("scoring_preset", "hands", "stake", "bonus_to_top"):
        assert f'name="{name}"' in html, name
    assert c.get(f"/s/new/{KEY}/").status_code == 200
    r = c.post(
        f"/c/{club.pk}/new/{KEY}/",
        {
            "preset": "seed",
            "preset_was": "seed",
            "players": "4",
            "name_0": "olga",
            "name_1": "b",
            "name_2": "c",
            "name_3": "d",
            "scoring_preset": "stake",
            "hands": "4",
        },
    )
    assert r.status_code == 302, r.content.decode()[:2000]
    s = Session.objects.get()
    assert s.club_id == club.pk
    assert s.players.get(index=0).member == owner  # the club's member by name
    assert s.progress_options == {"hands": 4, "stake": 100, "bonus_to_top": True}
    assert s.cache["final"]["scores"] == [100, 100, 100, 100]
    edit = f"/s/{s.edit_token}/"

    # record a win from the calculator page the session opens
    record = c.get(f"{edit}record/")
    assert record.status_code in (200, 302)
    q = c.get(f"{edit}record/", follow=True)
    assert q.status_code == 200
    query = q.request["QUERY_STRING"]
    r = c.get(f"{edit}record/?{query}&{urlencode(WIN)}")
    assert r.status_code == 200
    version = str(Session.objects.get().version)
    r = c.post(f"{edit}record/", {**dict(r.wsgi_request.GET.items()), "v": version})
    assert r.status_code == 302, r.content.decode()[:3000]
    hand = Hand.objects.get(session=s, number=1)
    assert hand.answer["net"] == [-1, 1, 0, 0]
    assert hand.request["table"]["rounds"] == 0  # the table fact the state fills
    # a draw: seat 1 won, so it deals, and the draw keeps it
    s = Session.objects.get()
    r = c.post(f"{edit}draw/", {"version": str(s.version), "tenpai": ["1"]})
    assert r.status_code == 302
    s = Session.objects.get()
    assert (s.cache["final"]["dealer"], s.cache["final"]["streak"]) == (1, 1)
    assert Hand.objects.get(session=s, number=2).request["table"]["rounds"] == 1

    page = c.get(edit)
    assert page.status_code == 200
    text = page.content.decode()
    assert ("Stake" in text, "stake 100" in text) == (True, True)  # its options, in its words
    assert c.get(f"/s/{s.view_token}/").status_code == 200
    assert c.get(f"{edit}hand/1/").status_code == 200
    assert c.get(f"{edit}history/").status_code == 200
    csv_export = c.get(f"/s/{s.view_token}/export.csv")
    assert csv_export.status_code == 200
    exported = c.get(f"/s/{s.view_token}/export.json")
    assert exported.status_code == 200

    # two more wins end the game: the final result is the rule set's own (the stake back, +5 to the top)
    for _ in range(2):
        s = Session.objects.get(pk=s.pk)
        q = c.get(f"{edit}record/", follow=True).request["QUERY_STRING"]
        r = c.get(f"{edit}record/?{q}&{urlencode(WIN)}")
        r = c.post(f"{edit}record/", {**dict(r.wsgi_request.GET.items()), "v": str(s.version)})
        assert r.status_code == 302
    s = Session.objects.get(pk=s.pk)
    assert s.cache["final"]["game_over"]
    finals = {x["player"]: x["final"] for x in s.cache["standings"]}
    assert sum(finals.values()) == 5  # the stake taken back from each; the top's bonus on top
    assert c.get(edit).status_code == 200

    # the export imports back as the same session
    r = c.post("/s/import/", {"text": exported.content.decode()})
    assert r.status_code == 302
    copy = Session.objects.exclude(pk=s.pk).get()
    assert (copy.ruleset, copy.progress_options, copy.scoring_preset) == (KEY, s.progress_options, "stake")

    # the club's leaderboard and its member page for the fifth rule set
    board = c.get(f"/c/{club.pk}/leaderboard/", {"ruleset": KEY})
    assert board.status_code == 200
    assert "olga" in board.content.decode()
    assert c.get(f"/c/{club.pk}/member/{owner.pk}/", {"ruleset": KEY}).status_code == 200
    assert c.get(f"/c/{club.pk}/").status_code == 200
