"""Every change of a session: one transaction, the session row locked, the version checked, the derived
standings recomputed before the commit, the change kept in the history."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypedDict

from django.db import transaction
from django.db.models import F
from django.utils.translation import gettext as _

from rules import progress as P
from rules import registry
from rules.model import RequestError, RuleSet

from . import replay as R
from . import stats
from .models import KIND_WIN, NAME_MAX, TITLE_MAX, Change, Hand, HandSnapshot, Player, Session

if TYPE_CHECKING:
    from django.contrib.auth.models import User

    from clubs.models import Club


class SheetError(Exception):
    """Bad input: each (field, message) names the field; nothing was saved."""

    def __init__(self, errors: list[tuple[str, str]]) -> None:
        super().__init__("; ".join(f"{f}: {m}" for f, m in errors))
        self.errors = errors


class StaleVersion(Exception):
    """The session changed since the form was shown; `session` is the new state."""

    def __init__(self, session: Session) -> None:
        super().__init__(f"session {session.pk} is at version {session.version}")
        self.session = session


class AlreadyRecorded(Exception):
    """A hand or a change of the session page sent again with the key it was made with (issue 28: a retry after a
    lost answer): nothing was changed; `change` is the change made with it (its hand number, the version it made)."""

    def __init__(self, session: Session, change: Change) -> None:
        super().__init__(f"session {session.pk}: {change.client_key} was recorded at version {change.version}")
        self.session = session
        self.change = change


def link_name(token: str) -> str:
    return f"edit {token[:6]}"


# ------------------------------------------------------------- reading ---


def config(session: Session) -> R.Config:
    return R.Config(
        ruleset=session.ruleset,
        preset=session.preset,
        options=session.options,
        players=session.players.count() if session.pk else 0,
        progress=progress_options(session),
    )


def progress_options(session: Session) -> dict[str, Any]:
    """The session's progress options as its rule set's progress reads them: every option (a session made before
    an option existed gets its default)."""
    prog = registry.RULE_SETS[session.ruleset].progress
    return {**prog.defaults, **session.progress_options}


def rows_of(session: Session) -> list[R.Row]:
    return [
        R.Row(number=n, request=req, answer=ans, seating=seating, table=table)
        for n, req, ans, seating, table in Hand.objects.filter(session=session)
        .order_by("number")
        .values_list("number", "request", "answer", "seating", "table")
    ]


def hand_entries(session: Session) -> list[R.HandEntry]:
    """The session's hands as its cached replay has them (no hand is loaded from the database)."""
    entries: list[R.HandEntry] = session.cache.get("hands", [])
    return entries


def current_state(session: Session) -> P.TableState:
    """The state after the last hand (a redraw due shows as redraw_due; where the table plays on past the rules'
    end, the game as it goes on)."""
    return R.state_from_json(session.cache["final"])


def final_result(session: Session) -> P.FinalResult | None:
    """The game's final result once it is over (ended by the rules or by the table), else None: the rule set's
    own (final points, the sticks' fate, uma and oka, the scores in its rounding, the ranking)."""
    state = current_state(session)
    if not state.game_over:
        return None
    return registry.RULE_SETS[session.ruleset].progress.final_result(state, progress_options(session))


def next_state(session: Session) -> P.TableState:
    """The table for the next hand: with the new seats once they were entered after a redraw."""
    state = current_state(session)
    pending = session.cache.get("pending_seating")
    if state.redraw_due and pending is not None:
        state = P.redraw(state, tuple(pending))
    return state


def _replay_error(e: R.ReplayError, lang: str) -> SheetError:
    return SheetError([(e.field, _("Hand %(n)s: %(msg)s") % {"n": e.number, "msg": e.message.get(lang)})])


def recompute(session: Session, rows: list[R.Row], lang: str, *, rescore_all: bool = False) -> None:
    """Replay the rows; write back the hands the replay rescored; cache the result on the session.
    `rescore_all`: every hand scored again from its request (an import: its answers are not trusted)."""
    cfg = config(session)
    play_on = bool(session.cache.get("pending_play_on"))
    try:
        result = R.replay(cfg, rows, rescore_all=rescore_all, pending_play_on=play_on)
    except R.ReplayError as e:
        raise _replay_error(e, lang) from e
    pending = session.cache.get("pending_seating")
    seat_rows = session.cache.get("seat_rows")  # the statistics rows' digests (scoresheet.stats)
    for row in rows:
        if row.rescored:
            Hand.objects.filter(session=session, number=row.number).update(
                request=row.request, answer=row.answer, kind=_kind(row.request, row.answer)
            )
    session.cache = result.cache()
    if pending is not None and result.final is not None and result.final.redraw_due:
        session.cache["pending_seating"] = pending
    if result.played_on:  # kept while it still plays on past an end (an edit may have taken the end away)
        session.cache["pending_play_on"] = True
    stats.rebuild(session, [(r.number, r.answer) for r in rows], progress_options(session), seat_rows)


def _kind(request: Mapping[str, Any], answer: Mapping[str, Any]) -> str:
    return P.outcome_from(request, answer).kind


# ------------------------------------------------------------ creating ---


@dataclass(frozen=True, slots=True, kw_only=True)
class NewSession:
    ruleset: str
    preset: str
    names: list[str]
    option_overrides: Mapping[str, Any]
    # progress options as JSON has them (an imported file, the form's converted values), read by their fields
    progress_overrides: Mapping[str, Any]
    scoring_preset: str = ""  # the result preset, where the rule set's progress has them
    title: str = ""
    lang: str = "zh-hans"


# far more than any evening (a hanchan is some 8-15 hands): what keeps each change of a session, which replays it
# all, within about a second
MAX_HANDS = 1000


def progress_errors(
    rs: RuleSet, overrides: Mapping[str, Any], players: int, lang: str
) -> tuple[dict[str, Any], list[tuple[str, str]]]:
    """The progress options given, read by the rule set's progress fields (the form offers only good ones; an
    imported file may say anything): the typed values and each problem as (field, message)."""
    values, errors = P.read_options(rs.progress, overrides, players)
    return values, [(e.field, e.message.get(lang)) for e in errors]


def build_session(new: NewSession) -> tuple[Session, list[str]]:
    """The session `new` describes, checked and not yet saved, and its players' names; SheetError naming
    every field that is wrong."""
    rs = registry.RULE_SETS.get(new.ruleset)
    if rs is None:
        raise SheetError([("ruleset", _("Unknown rule set."))])
    errors: list[tuple[str, str]] = []
    names = [n.strip() for n in new.names]
    if len(names) not in rs.players:
        allowed = ", ".join(str(n) for n in rs.players)
        errors.append(("players", _("This rule set is played by %(allowed)s players.") % {"allowed": allowed}))
    for i, n in enumerate(names):
        if not n:
            errors.append((f"name_{i}", _("Enter a name.")))
        elif len(n) > NAME_MAX:
            errors.append((f"name_{i}", _("A name has at most %(n)s characters.") % {"n": NAME_MAX}))
    if len({n.casefold() for n in names}) != len(names):  # Bob and BOB too: one club member's name
        errors.append(("players", _("Two players have the same name.")))
    if rs.preset(new.preset) is None:
        errors.append(("preset", _("Unknown preset.")))
    if len(new.title.strip()) > TITLE_MAX:
        errors.append(("title", _("A session's name has at most %(n)s characters.") % {"n": TITLE_MAX}))
    prog = rs.progress
    if new.scoring_preset and prog.result_preset(new.scoring_preset) is None:
        errors.append(("scoring_preset", _("Unknown preset.")))
    overrides, bad = progress_errors(rs, new.progress_overrides, len(names), new.lang)
    errors += bad
    if errors:
        raise SheetError(errors)
    try:
        options = R.resolve_options(rs.key, new.preset, new.option_overrides, len(names))
    except RequestError as e:
        raise SheetError([(x.field, x.message.get(new.lang)) for x in e.errors]) from e
    # none chosen: the first result preset made for this number of players (riichi at three: its three-player ones)
    offered = prog.result_presets_for(len(names))
    scoring_preset = new.scoring_preset or (offered[0].key if offered else "")
    progress = P.resolve(prog, new.preset, overrides, result_preset=scoring_preset)
    checked = prog.check(progress, len(names))
    chosen = prog.result_preset(scoring_preset)
    if chosen is not None and chosen.players and len(names) not in chosen.players:
        # a preset made for other numbers of players (Tenhou's three-player room at four), whatever is overridden
        raise SheetError([("scoring_preset", _("This preset is for another number of players."))])
    if checked and chosen is not None and not prog.fits(chosen, len(names)):
        # the result preset chosen is for another number of players (an uma of four places at three): say so on it
        why = "; ".join(e.message.get(new.lang) for e in checked)
        raise SheetError(
            [("scoring_preset", _("This preset is for another number of players: %(why)s") % {"why": why})]
        )
    if checked:
        raise SheetError([(e.field, e.message.get(new.lang)) for e in checked])
    session = Session(
        title=new.title.strip(),
        lang=new.lang,
        ruleset=rs.key,
        preset=new.preset,
        options=options,
        base_points=options.get("base_points"),
        progress_options={k: list(v) if isinstance(v, tuple) else v for k, v in progress.items()},
        scoring_preset=scoring_preset,
    )
    return session, names


def create_session(new: NewSession) -> Session:
    session, names = build_session(new)
    with transaction.atomic():
        session.save()
        Player.objects.bulk_create([Player(session=session, index=i, name=n) for i, n in enumerate(names)])
        recompute(session, [], new.lang)
        session.save(update_fields=["cache"])
        Change.objects.create(session=session, action="create", link=link_name(session.edit_token), version=0)
    return session


# ------------------------------------------------------------ changing ---


class ChangeLog(TypedDict, total=False):
    """What a change keeps beside its action, link and version (the `Change` row's other fields)."""

    hand_number: int
    before: Any  # JSON: the hand before (a HandSnapshot), or the club's / members' links before
    after: Any  # JSON: the hand after, the new seats, the club's / members' links after
    undoes: Change


Apply = Callable[[Session, list[R.Row]], ChangeLog]


def _change(
    session_id: int, version: int, token: str, lang: str, action: str, apply: Apply, client_key: str = ""
) -> tuple[Session, ChangeLog]:
    """One change: lock the row, check the version, apply, recompute, bump the version, log it. `client_key`: the
    key the phone sent the change with, checked before the version (a retry after a lost answer finds the version
    moved on by its own first try: it is answered AlreadyRecorded, not StaleVersion) and kept with the change."""
    with transaction.atomic():
        session = Session.objects.select_for_update().get(pk=session_id)
        if client_key and (done := Change.objects.filter(session=session, client_key=client_key).first()):
            raise AlreadyRecorded(session, done)
        if session.version != version:
            raise StaleVersion(session)
        rows = rows_of(session)
        log = apply(session, rows)
        session.version += 1
        recompute(session, rows, lang)
        session.save()
        Change.objects.create(
            session=session,
            action=action,
            link=link_name(token),
            version=session.version,
            client_key=client_key,
            **log,
        )
    return session, log


def _open(session: Session) -> None:
    if session.closed:
        raise SheetError([("hand", _("This session is closed; reopen it to change it."))])


def record_hand(
    session: Session, *, version: int, token: str, request: Mapping[str, Any], lang: str, client_key: str = ""
) -> tuple[Session, int]:
    """Record a new hand at the session's table as it stands; `client_key` (a hand the phone's script sends: issue
    28) recorded once per session whatever the tries (AlreadyRecorded after the first)."""

    def apply(s: Session, rows: list[R.Row]) -> ChangeLog:
        _open(s)
        state = current_state(s)
        if state.game_over:
            raise SheetError([("hand", P.GAME_OVER.get(lang))])
        seating = s.cache.get("pending_seating")
        if state.redraw_due and seating is None:
            raise SheetError([("seating", P.REDRAW_DUE.get(lang))])
        if seating is not None:
            state = P.redraw(state, tuple(seating))
        if len(rows) >= MAX_HANDS:
            raise SheetError([("hand", _("A session holds at most %(n)s hands.") % {"n": MAX_HANDS})])
        status, answer, req = R.score_one(config(s), state, request)
        if status != 200:
            raise SheetError([(e["field"], e["message"]) for e in answer["errors"]])
        number = len(rows) + 1
        table = {"play_on": True} if s.cache.get("pending_play_on") else None
        hand = Hand.objects.create(
            session=s, number=number, kind=_kind(req, answer), request=req, answer=answer, seating=seating, table=table
        )
        rows.append(R.Row(number=number, request=req, answer=answer, seating=seating, table=table))
        s.cache.pop("pending_seating", None)
        s.cache.pop("pending_play_on", None)
        return {"hand_number": number, "after": hand.snapshot()}

    s, log = _change(session.pk, version, token, lang, "record", apply, client_key)
    return s, log["hand_number"]


def _hand(s: Session, number: Any) -> Hand:
    try:
        n = int(number)
    except (TypeError, ValueError):
        n = 0
    hand = s.hands.filter(number=n).first() if n > 0 else None
    if hand is None:
        raise SheetError([("number", _("There is no hand %(n)s in this session.") % {"n": number})])
    return hand


def edit_hand(
    session: Session, *, version: int, token: str, number: Any, request: Mapping[str, Any], lang: str
) -> Session:
    def apply(s: Session, rows: list[R.Row]) -> ChangeLog:
        _open(s)
        hand = _hand(s, number)
        before = hand.snapshot()
        # the state before this hand (after its redraw of seats, when it had one)
        state = R.state_from_json(s.cache["hands"][hand.number - 1]["before"])
        status, answer, req = R.score_one(config(s), state, request)
        if status != 200:
            raise SheetError([(e["field"], e["message"]) for e in answer["errors"]])
        hand.request, hand.answer, hand.kind = req, answer, _kind(req, answer)
        hand.save()
        rows[hand.number - 1] = R.Row(
            number=hand.number, request=req, answer=answer, seating=hand.seating, table=hand.table
        )
        return {"hand_number": hand.number, "before": before, "after": hand.snapshot()}

    s, _log = _change(session.pk, version, token, lang, "edit", apply)
    return s


_ASIDE = 1_000_000  # far past any hand number (MAX_HANDS): a number moved there collides with none


def _renumber(s: Session, start: int, delta: int) -> None:
    """Shift hands numbered >= start by delta, without tripping the unique (session, number) constraint: two
    UPDATE statements whatever the number of hands (set aside past every number, then brought back shifted),
    as a row at a time took about a second at 900 hands."""
    s.hands.filter(number__gte=start).update(number=F("number") + _ASIDE)
    s.hands.filter(number__gte=_ASIDE).update(number=F("number") - _ASIDE + delta)


def delete_hand(session: Session, *, version: int, token: str, number: Any, lang: str) -> Session:
    """Delete a hand; the hands after it are renumbered and replayed. A deletion the later hands cannot follow
    (the replay refuses) is refused whole, and its message says that the hand was not deleted, and why."""

    def apply(s: Session, rows: list[R.Row]) -> ChangeLog:
        _open(s)
        hand = _hand(s, number)
        n = hand.number
        before = hand.snapshot()
        hand.delete()
        _renumber(s, n + 1, -1)
        del rows[n - 1]
        for i, row in enumerate(rows):
            row.number = i + 1
        return {"hand_number": n, "before": before}

    try:
        s, _log = _change(session.pk, version, token, lang, "delete", apply)
    except SheetError as e:
        refused = _("The hand was not deleted: %(why)s")
        raise SheetError([(field, refused % {"why": message}) for field, message in e.errors]) from e
    return s


def set_seating(session: Session, *, version: int, token: str, seating: list[Any], lang: str) -> Session:
    """The new seats after a redraw (Wenzhou): kept until the next hand is recorded with them."""

    def apply(s: Session, rows: list[R.Row]) -> ChangeLog:
        _open(s)
        state = current_state(s)
        try:
            seats = tuple(int(x) for x in seating)
            P.redraw(state, seats)
        except (TypeError, ValueError) as e:
            raise SheetError([("seating", P.BAD_SEATING.get(lang))]) from e
        except P.ProgressError as e:
            raise SheetError([(x.field, x.message.get(lang)) for x in e.errors]) from e
        s.cache["pending_seating"] = list(seats)
        return {"after": {"seating": list(seats)}}

    s, _log = _change(session.pk, version, token, lang, "seating", apply)
    return s


def set_closed(session: Session, *, version: int, token: str, closed: bool, lang: str, client_key: str = "") -> Session:
    def apply(s: Session, rows: list[R.Row]) -> ChangeLog:
        s.closed = closed
        return {}

    s, _log = _change(session.pk, version, token, lang, "close" if closed else "reopen", apply, client_key)
    return s


def end_now(session: Session, *, version: int, token: str, lang: str, client_key: str = "") -> Session:
    """The table ends the game now (by agreement, time up): the last hand is marked as the game's end and the final
    result is worked out as the rule set says. Where the table was playing on past the rules' end and has not
    played a hand since, it stops playing on (the rules' end stands again). `client_key`: as `record_hand`'s."""

    def apply(s: Session, rows: list[R.Row]) -> ChangeLog:
        _open(s)
        if s.cache.get("pending_play_on"):
            s.cache.pop("pending_play_on")
            return {"before": {"play_on": True}}
        if current_state(s).game_over:
            raise SheetError([("hand", P.GAME_OVER.get(lang))])
        if not rows:
            raise SheetError([("hand", R.NOTHING_TO_END.get(lang))])
        hand = s.hands.get(number=rows[-1].number)
        before = hand.table
        hand.table = {**(hand.table or {}), "end": True}
        hand.save(update_fields=["table", "updated"])
        rows[-1].table = hand.table
        return {"hand_number": hand.number, "before": {"table": before}, "after": {"table": hand.table}}

    s, _log = _change(session.pk, version, token, lang, "end", apply, client_key)
    return s


def play_on(session: Session, *, version: int, token: str, lang: str, client_key: str = "") -> Session:
    """The table plays on where the game ended (the rules' end, or its own): the next hand is recorded as the rule
    set's `play_on` says (riichi: the dealer deals again after agari-yame, the deal passes into the next round after
    the last hand); refused where it cannot go on (a bankrupt player) or the game is not over."""

    def apply(s: Session, rows: list[R.Row]) -> ChangeLog:
        _open(s)
        state = current_state(s)
        if not state.game_over:
            raise SheetError([("hand", _("The game is not over: there is nothing to play on past."))])
        try:
            R.play_on(registry.RULE_SETS[s.ruleset].progress, state, progress_options(s))
        except P.ProgressError as e:
            raise SheetError([(x.field, x.message.get(lang)) for x in e.errors]) from e
        s.cache["pending_play_on"] = True
        return {"hand_number": len(rows), "after": {"play_on": True}} if rows else {"after": {"play_on": True}}

    s, _log = _change(session.pk, version, token, lang, "play_on", apply, client_key)
    return s


# what undo takes back: every change of the hands and of the table; not the session's start, an import, or the
# changes made by clubs (a move, the players' links: their own pages change them back, with their own rights)
UNDOABLE = ("record", "edit", "delete", "seating", "close", "reopen", "end", "play_on")


def change_words() -> dict[str, str]:
    """Each kind of change in the page's words (the history, the undo button)."""
    return {
        "create": _("Session created"),
        "record": _("Hand recorded"),
        "edit": _("Hand corrected"),
        "delete": _("Hand deleted"),
        "seating": _("New seating entered"),
        "close": _("Session closed"),
        "reopen": _("Session reopened"),
        "end": _("Game ended now"),
        "play_on": _("Played on past the end"),
        "undo": _("Undo"),
        "import": _("Imported"),
        "club": _("Moved to another club"),
        "players": _("Players linked to club members"),
    }


def end_words() -> dict[str, str]:
    """Why a game ended (`TableState.end`, the keys every rule set's progress uses), in the page's words."""
    return {
        "last_hand": _("The last hand was played and the deal passed."),
        "dealer_top": _("The dealer won the last hand and is in first place (agari-yame)."),
        "tenpai_top": _(
            "The dealer was ready (tenpai) at a draw in the last hand and is in first place (tenpai-yame)."
        ),
        "target": _("Someone reached the target points in the extra round."),
        "tobi": _("A player went bankrupt."),
        P.LENGTH_ENDED: _("The hands or rounds agreed for the session were played."),
        P.AGREED: _("The table ended the game (by agreement, time up)."),
    }


def can_play_on(session: Session) -> bool:
    """Whether the table may play on where the game now ends (not where a player is bankrupt, nor where the rule
    set's game cannot go on past its end)."""
    state = current_state(session)
    if not state.game_over:
        return False
    try:
        R.play_on(registry.RULE_SETS[session.ruleset].progress, state, progress_options(session))
    except P.ProgressError:
        return False
    return True


def undo_target(session: Session) -> Change | None:
    """The change an undo would take back: the latest that is not an undo and not undone yet. It may be one undo
    cannot take back (`UNDOABLE`): then undo stops there, it never reaches past it to an older change."""
    return session.changes.exclude(action="undo").filter(undone_by__isnull=True).order_by("-version").first()


def _hand_number(change: Change) -> int:
    """The hand a change of one hand (a record, an edit, a deletion) was made to: always kept with it."""
    assert change.hand_number is not None, change.action
    return change.hand_number


def _hand_before(change: Change) -> HandSnapshot:
    """The hand as it was before an edit or a deletion: always kept with it."""
    assert change.before is not None, change.action
    before: HandSnapshot = change.before
    return before


def undo_last(session: Session, *, version: int, token: str, lang: str, client_key: str = "") -> Session:
    """Undo the last change (`undo_target`): its inverse is a new change. The last change being one undo does not
    take back (a move to a club, players linked, the start or the import), nothing is undone and the message says
    why: an older correction is never reverted silently. The version is checked as for any change, so an undo sent
    later (issue 28: kept on the phone, with `client_key`) takes back the change its page knew as the last one or
    nothing: never a change another device made meanwhile."""

    def apply(s: Session, rows: list[R.Row]) -> ChangeLog:
        last = undo_target(s)
        if last is None or last.action in ("create", "import"):
            raise SheetError([("undo", _("There is nothing to undo."))])
        if last.action not in UNDOABLE:
            what = change_words().get(last.action, last.action)
            raise SheetError(
                [("undo", _("The last change (%(what)s) cannot be undone here: nothing was undone.") % {"what": what})]
            )
        pending = s.cache.get("pending_seating")
        if last.action == "record":
            number = _hand_number(last)
            hand = s.hands.get(number=number)
            if hand.seating is not None:
                pending = hand.seating
            if R.calls(hand.table)[0]:  # it was played on past the end: the call stands again, no hand yet
                s.cache["pending_play_on"] = True
            hand.delete()
            _renumber(s, number + 1, -1)
        elif last.action == "seating":
            pending = None  # the seats entered after a redraw: forgotten
        elif last.action == "edit":
            hand = s.hands.get(number=_hand_number(last))
            b = _hand_before(last)
            hand.kind, hand.request, hand.answer, hand.seating = b["kind"], b["request"], b["answer"], b["seating"]
            hand.table = b.get("table")
            hand.save()
        elif last.action == "delete":
            number = _hand_number(last)
            _renumber(s, number, +1)
            b = _hand_before(last)
            Hand.objects.create(
                session=s,
                number=number,
                kind=b["kind"],
                request=b["request"],
                answer=b["answer"],
                seating=b["seating"],
                table=b.get("table"),
            )
        elif last.action in ("close", "reopen"):
            s.closed = last.action == "reopen"
        elif last.action == "end":
            was = last.before or {}
            if was.get("play_on"):
                s.cache["pending_play_on"] = True
            else:
                s.hands.filter(number=_hand_number(last)).update(table=was.get("table"))
        elif last.action == "play_on":
            s.cache.pop("pending_play_on", None)
        rows[:] = rows_of(s)
        s.cache["pending_seating"] = pending
        if pending is None:
            s.cache.pop("pending_seating", None)
        log: ChangeLog = {"undoes": last}
        if last.hand_number is not None:
            log["hand_number"] = last.hand_number
        return log

    s, _log = _change(session.pk, version, token, lang, "undo", apply, client_key)
    return s


# ------------------------------------------------------------ clubs ---
# A session moved to a club, its players linked to the club's members: changes of the session like any
# other (row locked, version checked and bumped, logged), the statistics rows rewritten with them. Who
# may make them is checked by the views (clubs.access); these functions trust their caller.

CLUB_ACTIONS = ("club", "players")


def set_club(
    session: Session, *, version: int, token: str, club: Club | None, lang: str, was: int | None = None
) -> Session:
    """The session belongs to `club` (None: to no club) from now on (its players' member links are kept only if
    the members belong to that club). `was`: the club the caller checked the user's right against; the session
    still in it, read under the row lock, or StaleVersion."""

    def apply(s: Session, rows: list[R.Row]) -> ChangeLog:
        before = s.club_id
        if before != was:
            raise StaleVersion(s)
        s.club = club
        if club is not None:
            Player.objects.filter(session=s).exclude(member__memberships__club=club).update(member=None)
        else:
            Player.objects.filter(session=s).update(member=None)
        return {"before": {"club": before}, "after": {"club": club.pk if club else None}}

    s, _log = _change(session.pk, version, token, lang, "club", apply)
    return s


def link_players(
    session: Session, *, version: int, token: str, members: Mapping[int, User | None], lang: str
) -> Session:
    """Each player index in `members` linked to a user (a member of the session's club) or to nobody
    (None: a guest, who stays a name). Two players cannot be the same member."""

    def apply(s: Session, rows: list[R.Row]) -> ChangeLog:
        chosen = [m.pk for m in members.values() if m is not None]
        if len(set(chosen)) != len(chosen):
            raise SheetError([("players", _("Two players are linked to the same member."))])
        before = {p.index: p.member_id for p in s.players.all()}
        for index, member in members.items():
            Player.objects.filter(session=s, index=index).update(member=member)
        after = {p.index: p.member_id for p in s.players.all()}
        return {"before": {"members": before}, "after": {"members": after}}

    s, _log = _change(session.pk, version, token, lang, "players", apply)
    return s


# ------------------------------------------------------------ a draw ---


def draw_request(
    session: Session,
    *,
    tenpai: list[int],
    riichi: list[int] | None = None,
    seats: Mapping[int, Mapping[str, Any]] | None = None,
    table: Mapping[str, Any] | None = None,
) -> dict[str, Any]:
    """A hand nobody won (a draw, an abortive draw, a chombo) as a contract request: each seat's readiness where
    the rule set scores it (`RuleSet.draw.ready`), its declaration, the seat and table facts the draw form gave
    (the table's own facts are added on scoring)."""
    n = session.players.count()
    rs = registry.RULE_SETS[session.ruleset]
    given = seats or {}
    out: list[dict[str, Any]] = []
    for i in range(n):
        seat: dict[str, Any] = {"tenpai": i in tenpai} if rs.draw.ready else {}
        if riichi and i in riichi and "riichi" in rs.declarations:
            seat["riichi"] = "single"
        seat.update(given.get(i) or {})
        out.append(seat)
    req: dict[str, Any] = {"seats": out, "lang": session.lang}
    if table:
        req["table"] = dict(table)
    return req


def winners_label(entry: Mapping[str, Any]) -> list[int]:
    return list(entry.get("winners") or [])


__all__ = [
    "KIND_WIN",
    "AlreadyRecorded",
    "NewSession",
    "SheetError",
    "StaleVersion",
    "create_session",
    "delete_hand",
    "draw_request",
    "edit_hand",
    "end_now",
    "final_result",
    "play_on",
    "record_hand",
    "set_closed",
    "set_seating",
    "undo_last",
]
