"""Nothing undone by mistake, nothing lost by one tap (issue "Trust at the table", item 5): undo takes back exactly
the last change and stops at one it cannot take back; a deletion asks first; a refused deletion says so; the new
seating after a redraw starts from the seating as it stands."""

from __future__ import annotations

from urllib.parse import parse_qs, urlsplit

import pytest
from django.contrib.auth import get_user_model
from django.test import Client
from django.utils import translation

from clubs.models import OWNER, Club, Membership
from scoresheet import services
from scoresheet.models import Hand, Session
from tests.scoresheet.conftest import fresh, make_session, record

pytestmark = pytest.mark.django_db

HAND = "234m345p456s678s55p"


def ron(winner: int, frm: int, hand: str = HAND, tile: str = "8s") -> dict:
    seats: list[dict] = [{}, {}, {}, {}]
    seats[winner] = {"hand": hand, "win": {"tile": tile, "by": "discard", "from": frm}}
    return {"seats": seats}


def _totals(s: Session) -> list[int]:
    return [row["total"] for row in sorted(fresh(s).cache["standings"], key=lambda r: r["player"])]


def test_undo_stops_at_a_club_move_and_never_reverts_the_older_correction() -> None:
    s = make_session()
    s, _n = record(s, ron(1, 0))
    s = fresh(s)
    # a correction: the winner was seat 2, not seat 1
    services.edit_hand(s, version=s.version, token=s.edit_token, number=1, request=ron(2, 0), lang="en")
    corrected = _totals(s)
    s = fresh(s)
    owner = get_user_model().objects.create_user("olga", "o@example.org", "a long Passw0rd!")
    club = Club.objects.create(name="Friday club", created_by=owner)
    Membership.objects.create(club=club, user=owner, role=OWNER)
    services.set_club(s, version=s.version, token=s.edit_token, club=club, lang="en")
    s = fresh(s)
    with pytest.raises(services.SheetError) as e, translation.override("en"):
        services.undo_last(s, version=s.version, token=s.edit_token, lang="en")
    assert e.value.errors[0][0] == "undo"
    assert "Moved to another club" in e.value.errors[0][1]
    assert _totals(s) == corrected
    assert fresh(s).version == s.version
    # the session page names the last change and offers no undo button
    c = Client(headers={"Accept-Language": "en"})
    c.force_login(owner, backend="django.contrib.auth.backends.ModelBackend")
    html = c.get(f"/s/{s.edit_token}/").content.decode()
    assert 'id="undo-none"' in html
    assert 'id="undo"' not in html


def test_undo_button_says_what_it_takes_back() -> None:
    s = make_session()
    s, _n = record(s, ron(1, 0))
    s, _n = record(s, ron(2, 1))
    s = fresh(s)
    services.delete_hand(s, version=s.version, token=s.edit_token, number=1, lang="en")
    html = Client(headers={"Accept-Language": "en"}).get(f"/s/{s.edit_token}/").content.decode()
    assert "Undo: Hand deleted · Hand 1" in html
    s = fresh(s)
    services.undo_last(s, version=s.version, token=s.edit_token, lang="en")
    assert Hand.objects.filter(session=s).count() == 2
    html = Client(headers={"Accept-Language": "en"}).get(f"/s/{s.edit_token}/").content.decode()
    assert "Undo: Hand recorded · Hand 2" in html  # the delete was undone: the record before it is next


def test_delete_asks_first_on_the_hand_page() -> None:
    s = make_session()
    s, _n = record(s, ron(1, 0))
    html = Client(headers={"Accept-Language": "en"}).get(f"/s/{s.edit_token}/hand/1/").content.decode()
    # the first tap opens the confirmation (a <details> summary), the second deletes
    assert '<details class="confirm" id="delete-confirm">' in html
    assert '<summary class="button" id="delete-hand">' in html
    assert 'id="delete-hand-confirm">Delete hand 1</button>' in html
    form_at = html.index('action="/s/' + s.edit_token + '/hand/1/delete/"')
    assert html.index('<details class="confirm"') < form_at


def test_a_refused_deletion_says_the_hand_was_not_deleted() -> None:
    s = make_session("wenzhou", names=("A", "B", "C", "D"), progress_overrides={"draw_keeps_deal": True})
    draw = services.draw_request(s, tenpai=[])
    for _ in range(4):
        s, _n = record(s, draw)
    s = fresh(s)
    services.set_seating(s, version=s.version, token=s.edit_token, seating=[2, 0, 3, 1], lang="en")
    s, _n = record(s, draw)  # hand 5 carries the new seating
    s = fresh(s)
    # without hand 1 no redraw is due before hand 4
    with pytest.raises(services.SheetError) as e, translation.override("en"):
        services.delete_hand(s, version=s.version, token=s.edit_token, number=1, lang="en")
    assert e.value.errors[0][1].startswith("The hand was not deleted: ")
    assert Hand.objects.filter(session=s).count() == 5


def test_the_new_seating_form_shows_the_seating_as_it_stands() -> None:
    s = make_session("wenzhou", names=("A", "B", "C", "D"), progress_overrides={"draw_keeps_deal": True})
    draw = services.draw_request(s, tenpai=[])
    for _ in range(4):
        s, _n = record(s, draw)
    html = Client(headers={"Accept-Language": "en"}).get(f"/s/{s.edit_token}/").content.decode()
    for seat, name in enumerate("ABCD"):
        select = html[html.index(f'name="seat_{seat}"') :]
        select = select[: select.index("</select>")]
        assert f'value="{seat}" selected>{name}</option>' in select


@pytest.mark.parametrize("ruleset", ["beijing", "wenzhou"])
def test_an_empty_record_form_asks_before_it_records_a_draw(ruleset: str) -> None:
    s = make_session(ruleset, names=("A", "B", "C", "D"))
    c = Client(headers={"Accept-Language": "en"})
    location = c.get(f"/s/{s.edit_token}/record/")["Location"]
    q = parse_qs(urlsplit(location).query, keep_blank_values=True)
    r = c.post(f"/s/{s.edit_token}/record/", q)
    assert r.status_code == 400
    html = r.content.decode()
    assert "Nothing is entered for any seat: this records a draw." in html
    assert 'name="empty" value="1" id="record-empty">Record a draw</button>' in html
    assert Hand.objects.filter(session=s).count() == 0
    r = c.post(f"/s/{s.edit_token}/record/", {**q, "empty": ["1"]})
    assert r.status_code == 302
    assert Hand.objects.get(session=s).kind == "draw"
