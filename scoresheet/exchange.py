"""Export (CSV for spreadsheets, JSON for a round trip) and import of a session."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Callable
from typing import Any

from django.db import transaction
from django.utils.translation import gettext as _

from rules import registry
from rules.model import RequestError

from . import replay as R
from . import services
from .models import NAME_MAX, Change, Hand, Player, Session

FORMAT = "mahjong-scoresheet"
FORMAT_VERSION = 1


def to_csv(session: Session, names: list[str], lang: str, summary: Callable[[Session, dict, str], str]) -> str:
    """Hands (one row each: every player's change and running total) then the standings."""
    out = io.StringIO()
    w = csv.writer(out)
    w.writerow(
        [_("Hand number"), _("Dealer"), _("Kind"), _("Winner"), _("Discarder"), _("Patterns")]
        + [f"{n} {_('change')}" for n in names]
        + [f"{n} {_('total')}" for n in names]
    )
    hands = {h.number: h for h in session.hands.all()}
    kinds = {"win": _("Win"), "draw": _("Draw"), "abortive": _("Abortive draw"), "chombo": _("Chombo")}
    for e in session.cache.get("hands", []):
        before = e["before"]
        dealer = names[before["seating"][before["dealer"]]]
        w.writerow(
            [
                e["number"],
                dealer,
                kinds.get(e["kind"], e["kind"]),
                " ".join(names[p] for p in e["winners"]),
                "" if e["discarder"] is None else names[e["discarder"]],
                summary(session, hands[e["number"]].answer, lang),
                *e["change"],
                *e["totals"],
            ]
        )
    w.writerow([])
    w.writerow([_("Place"), _("Player"), _("Total"), _("Result")])
    for s in session.cache.get("standings", []):
        w.writerow([s["rank"], names[s["player"]], s["total"], s["final"]])
    return out.getvalue()


SESSION_FIELDS = (
    "title",
    "lang",
    "ruleset",
    "preset",
    "options",
    "base_points",
    "progress_options",
    "scoring_preset",
    "start_points",
    "return_points",
    "uma",
    "oka",
    "tobi",
    "closed",
)


def to_json(session: Session) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "session": {k: getattr(session, k) for k in SESSION_FIELDS},
        "players": [p.name for p in session.players.all()],
        "pending_seating": session.cache.get("pending_seating"),
        "hands": [
            {"number": h.number, "kind": h.kind, "request": h.request, "answer": h.answer, "seating": h.seating}
            for h in session.hands.all()
        ],
        "standings": session.cache.get("standings", []),
    }


def _bad(field: str, message: str) -> services.SheetError:
    return services.SheetError([(field, message)])


def import_json(text: str, lang: str) -> Session:
    """A new session (new links) identical to the exported one; every part checked, nothing half-saved."""
    try:
        data = json.loads(text)
    except ValueError as e:
        raise _bad("file", _("This is not a JSON export of a session.")) from e
    if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("format_version") != FORMAT_VERSION:
        raise _bad("format", _("This is not a JSON export of a session."))
    meta = data.get("session")
    players = data.get("players")
    hands = data.get("hands")
    if not isinstance(meta, dict) or not isinstance(players, list) or not isinstance(hands, list):
        raise _bad("format", _("This is not a JSON export of a session."))
    rs = registry.RULE_SETS.get(str(meta.get("ruleset")))
    if rs is None:
        raise _bad("session.ruleset", _("Unknown rule set."))
    if rs.preset(str(meta.get("preset"))) is None:
        raise _bad("session.preset", _("Unknown preset."))
    if len(players) not in rs.players or not all(isinstance(n, str) and 0 < len(n) <= NAME_MAX for n in players):
        raise _bad("players", _("The players' names are missing or too long."))
    if not isinstance(meta.get("options"), dict):
        raise _bad("session.options", _("This is not a JSON export of a session."))
    try:
        options = R.resolve_options(rs.key, meta["preset"], meta["options"])
    except RequestError as e:
        raise _bad("session.options", "; ".join(x.message.get(lang) for x in e.errors)) from e
    session = Session(ruleset=rs.key, preset=meta["preset"], options=options)
    try:
        for k in SESSION_FIELDS:
            if k in ("ruleset", "preset", "options") or k not in meta:
                continue
            setattr(session, k, meta[k])
        session.full_clean(exclude=["edit_token", "view_token", "cache"])
    except Exception as e:  # ValidationError, TypeError from a wrong type
        raise _bad("session", _("This is not a JSON export of a session.")) from e
    rows = []
    for i, h in enumerate(hands):
        if not isinstance(h, dict) or not isinstance(h.get("request"), dict) or not isinstance(h.get("answer"), dict):
            raise _bad(f"hands.{i}", _("This is not a JSON export of a session."))
        seating = h.get("seating")
        if seating is not None and not (isinstance(seating, list) and all(isinstance(x, int) for x in seating)):
            raise _bad(f"hands.{i}.seating", _("This is not a JSON export of a session."))
        rows.append(R.Row(number=i + 1, request=h["request"], answer=h["answer"], seating=seating))
    with transaction.atomic():
        session.save()
        Player.objects.bulk_create([Player(session=session, index=i, name=n) for i, n in enumerate(players)])
        Hand.objects.bulk_create(
            [
                Hand(
                    session=session,
                    number=r.number,
                    kind="win",
                    request=r.request,
                    answer=r.answer,
                    seating=r.seating,
                )
                for r in rows
            ]
        )
        pending = data.get("pending_seating")
        if isinstance(pending, list):
            session.cache = {"pending_seating": pending}
        services.recompute(session, rows, lang)
        for h in session.hands.all():
            h.kind = services._kind(h.request, h.answer)
            h.save(update_fields=["kind"])
        session.save()
        Change.objects.create(session=session, action="import", link=services.link_name(session.edit_token), version=0)
    return session
