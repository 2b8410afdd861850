"""One recorded hand's page: its breakdown and payments, in the page's language."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_GET

from calculator import result_page
from rules import registry, score_request
from scoresheet import services
from scoresheet.models import Hand
from scoresheet.replay import state_from_json

from .common import lang, open_session, player_names
from .snapshot import reads_one_snapshot
from .table import names_by_seat, record_url, seat_names, state_text


def settled_the_same(a: Mapping[str, Any], b: Mapping[str, Any]) -> bool:
    def money(x: Mapping[str, Any]) -> tuple[Any, ...]:
        pays = [(p.get("from"), p.get("to"), p.get("amount"), p.get("reason")) for p in x.get("payments", [])]
        return x.get("net"), x.get("score_change"), pays

    return money(a) == money(b)


def answer_in(hand: Hand, lang: str) -> dict[str, Any]:
    """The hand's answer with its words in the page's language: the stored answer carries the words of the
    language it was recorded in, so the stored request is scored again in `lang` and that answer is shown when it
    settles exactly as the stored one (the numbers are the record's); otherwise (the rules changed since: the
    rescore page tells) the stored answer as it is."""
    again = {**hand.request, "lang": lang}
    status, answer = score_request(again)
    if status == 200 and settled_the_same(answer, hand.answer):
        return answer
    return dict(hand.answer)


@require_GET
@reads_one_snapshot
def hand_detail(request: HttpRequest, token: str, number: int) -> HttpResponse:
    session, can_edit = open_session(token, request=request)
    hand = session.hands.filter(number=number).first()
    if hand is None:
        raise Http404("no such hand")
    rs = registry.RULE_SETS[session.ruleset]
    entry = services.hand_entries(session)[number - 1]
    names = player_names(session)
    state = state_from_json(entry["before"])
    seats = names_by_seat(state, names)
    result = result_page.result_view(
        answer_in(hand, lang()), rs, dealer=state.dealer, players=state.players, names=dict(enumerate(seats))
    )
    ctx = {
        "session": session,
        "token": token,
        "can_edit": can_edit,
        "rs": rs,
        "hand": hand,
        "result": result,
        "state_text": state_text(session, state, names),
        "seats": seat_names(state, names),
        "edit_url": record_url(session, state, hand.request, number) if can_edit and not session.closed else "",
    }
    return render(request, "scoresheet/hand.html", ctx)
