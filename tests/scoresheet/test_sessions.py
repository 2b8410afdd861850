"""Recording, correcting, deleting and undoing hands: every later table state and total recomputed."""

from __future__ import annotations

import pytest
from django.utils import translation

from scoresheet import services
from scoresheet.models import Change, Hand
from tests.scoresheet.conftest import fresh, make_session, record

pytestmark = pytest.mark.django_db

# Pinfu + tanyao, 30 fu 2 han, won on 8s: a non-dealer's ron is 2000, the dealer's 2900 (seed honba 1500 each).
HAND = "234m345p456s678s55p"


def ron(winner: int, discarder: int) -> dict:
    return {
        "seats": [
            {"hand": HAND, "win": {"tile": "8s", "by": "discard", "from": discarder}} if i == winner else {}
            for i in range(4)
        ]
    }


def totals(s) -> list[int]:
    return fresh(s).cache["final"]["scores"]


def test_record_then_edit_in_the_middle_recomputes_the_later_hands() -> None:
    s = make_session()
    s, n1 = record(s, ron(0, 1))  # East 1: the dealer (seat 0) wins 2900: keeps the deal, 连庄 1
    s, n2 = record(s, ron(2, 3))  # East 1 again: seat 2 wins 2000 + 1500 (连庄 1): the deal passes to seat 1
    assert (n1, n2) == (1, 2)
    assert totals(s) == [27900, 22100, 28500, 21500]
    h2 = Hand.objects.get(session=s, number=2)
    assert (h2.request["dealer"], h2.request["dealer_streak"]) == (0, 1)
    final = fresh(s).cache["final"]
    assert (final["dealer"], final["streak"], final["round_hand"]) == (1, 0, 1)

    # Correct hand 1: it was seat 1 who won, on seat 0's discard. Hand 2 is now dealt by seat 1 with no count:
    # scored again, seat 2 gets 2000 only.
    s = fresh(s)
    services.edit_hand(s, version=s.version, token=s.edit_token, number=1, request=ron(1, 0), lang="en")
    h2 = Hand.objects.get(session=s, number=2)
    assert (h2.request["dealer"], h2.request["dealer_streak"]) == (1, 0)
    assert h2.answer["score_change"] == [0, 0, 2000, -2000]
    assert totals(s) == [23000, 27000, 27000, 23000]
    final = fresh(s).cache["final"]
    assert (final["dealer"], final["streak"], final["round_hand"]) == (2, 0, 2)

    # The history lists it; undo restores hand 1 and, by the replay, hand 2's honba.
    actions = list(Change.objects.filter(session=s).order_by("version").values_list("action", "hand_number"))
    assert actions == [("create", None), ("record", 1), ("record", 2), ("edit", 1)]
    s = fresh(s)
    services.undo_last(s, version=s.version, token=s.edit_token, lang="en")
    assert totals(s) == [27900, 22100, 28500, 21500]
    assert Hand.objects.get(session=s, number=2).request["dealer_streak"] == 1


def test_delete_in_the_middle_renumbers_and_recomputes_and_undo_puts_it_back() -> None:
    s = make_session()
    s, _ = record(s, ron(0, 1))
    s, _ = record(s, ron(2, 3))
    s, _ = record(s, ron(3, 2))  # seat 1 deals: seat 3 wins 2000: the deal passes to seat 2
    assert totals(s) == [27900, 22100, 26500, 23500]
    s = fresh(s)
    services.delete_hand(s, version=s.version, token=s.edit_token, number=1, lang="en")
    # Now: seat 2 wins 2000 off seat 3 with seat 0 dealing (no count): the deal passes to seat 1; then
    # seat 3 wins 2000 off seat 2.
    assert list(Hand.objects.filter(session=s).values_list("number", flat=True)) == [1, 2]
    assert totals(s) == [25000, 25000, 25000, 25000]
    h1 = Hand.objects.get(session=s, number=1)
    assert (h1.request["dealer"], h1.request["dealer_streak"], h1.answer["score_change"]) == (0, 0, [0, 0, 2000, -2000])
    s = fresh(s)
    services.undo_last(s, version=s.version, token=s.edit_token, lang="en")
    assert list(Hand.objects.filter(session=s).values_list("number", flat=True)) == [1, 2, 3]
    assert totals(s) == [27900, 22100, 26500, 23500]
    undo = Change.objects.filter(session=s).order_by("-version").first()
    assert (undo.action, undo.undoes.action, undo.undoes.hand_number) == ("undo", "delete", 1)


def test_undo_of_a_record_and_nothing_left_to_undo() -> None:
    s = make_session()
    s, _ = record(s, ron(0, 1))
    s = fresh(s)
    services.undo_last(s, version=s.version, token=s.edit_token, lang="en")
    assert Hand.objects.filter(session=s).count() == 0
    assert totals(s) == [25000] * 4
    s = fresh(s)
    with pytest.raises(services.SheetError) as e:
        services.undo_last(s, version=s.version, token=s.edit_token, lang="en")
    assert e.value.errors[0][0] == "undo"


def test_a_stale_version_changes_nothing() -> None:
    s = make_session()
    old = s.version
    s, _ = record(s, ron(0, 1))
    with pytest.raises(services.StaleVersion) as e:
        services.record_hand(s, version=old, token=s.edit_token, request=ron(1, 0), lang="en")
    assert e.value.session.version == old + 1
    assert Hand.objects.filter(session=s).count() == 1


def test_an_edit_that_would_break_a_later_hand_is_refused_and_nothing_is_saved() -> None:
    """Tobi on: if hand 1 bankrupts seat 1, hand 2 comes after the end of the game: refused as a whole."""
    s = make_session(scoring_preset="tenhou")
    s, _ = record(s, ron(0, 1))
    s, _ = record(s, ron(2, 3))
    before = list(Hand.objects.filter(session=s).values_list("answer", flat=True))
    s = fresh(s)
    big = {"seats": [{"hand": "111m999m111p999p1s1s", "win": {"tile": "1s", "by": "discard", "from": 1}}, {}, {}, {}]}
    with translation.override("en"), pytest.raises(services.SheetError) as e:
        services.edit_hand(s, version=s.version, token=s.edit_token, number=1, request=big, lang="en")
    assert e.value.errors[0][0] == "hand"
    assert "Hand 2" in e.value.errors[0][1]
    assert list(Hand.objects.filter(session=s).values_list("answer", flat=True)) == before
    assert fresh(s).version == s.version


def test_a_hand_against_a_finished_game_is_refused() -> None:
    s = make_session(scoring_preset="tenhou")
    big = {"seats": [{"hand": "111m999m111p999p1s1s", "win": {"tile": "1s", "by": "discard", "from": 1}}, {}, {}, {}]}
    s, _ = record(s, big)  # chinroutou + suuankou stacked: the dealer's 96000 off seat 1: bankrupt, game over
    assert fresh(s).cache["final"]["game_over"]
    with pytest.raises(services.SheetError) as e:
        record(s, ron(0, 1))
    assert e.value.errors[0][0] == "hand"
    assert Hand.objects.filter(session=s).count() == 1


def test_wenzhou_redraw_asks_for_the_seating_and_the_next_hand_carries_it() -> None:
    s = make_session("wenzhou", names=("A", "B", "C", "D"), progress_overrides={"draw_keeps_deal": True})
    draw = services.draw_request(s, tenpai=[])
    for _ in range(4):  # four draws, each keeping the deal (option): streak 4, a redraw is due
        s, _n = record(s, draw)
    assert fresh(s).cache["final"]["redraw_due"]
    with pytest.raises(services.SheetError) as e:
        record(s, draw)
    assert e.value.errors[0][0] == "seating"
    s = fresh(s)
    services.set_seating(s, version=s.version, token=s.edit_token, seating=[2, 0, 3, 1], lang="en")
    s, n = record(s, draw)
    h = Hand.objects.get(session=s, number=n)
    assert h.seating == [2, 0, 3, 1]
    assert (h.request["dealer"], h.request["dealer_streak"]) == (0, 0)
    final = fresh(s).cache["final"]
    assert (final["seating"], final["streak"], final["redraw_due"]) == ([2, 0, 3, 1], 1, False)
