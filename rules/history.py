"""What happened at the table (issue 14): each seat's discards, the claims on them, the riichi
declaration tile and the wins it passed; the same optional fields for every rule set.

```
"seats": [{"discards": "1s9m4z2p5s",            # this seat's discards in order
           "claimed": [{"at": 3, "by": 2}],      # its 3rd discard was claimed by seat 2 (chi/pon/kong)
           "riichi_at": 4,                       # riichi: the declaration tile is its 4th discard
           "passed": [{"tile": "3m", "from": 1, "after": 2}]}]  # a win on seat 1's 3m it passed,
                                                  # when it had made 2 discards of its own
```

* `HISTORY_FIELDS`: the four fields, declared once (the API schema lists them).
* `read(raw, path, errors, players, shadowed)`: one seat's fields -> `SeatHistory` (None when none is given).
* `check(rs, req)`: bad or impossible histories, each error naming its field: positions outside the
  discards, a seat claiming its own discard, a claimed tile the claimer's melds don't hold (and a meld
  from a seat whose discards show no claim), a fifth copy or a second red five once the discards are on
  the table, more discards than turns allow given the claims, a passed win on a discard that was not made.
* `replay(req)`: the global order of the discards (the dealer first, seat index order, a claim hands the
  turn to the claimer), as `Discard(seat, at, tile, claimed_by)` records.

A seat that gives any of these fields gives its `discards` (`""` before its first): the positions count them.
A request without them scores exactly as before.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from rules.refs import FieldRef, SeatRef

from . import messages as CM
from .engine import over_supply
from .kinds import CLAIMS, INT, MISSING, PASSES, TILES
from .model import Field, FieldError, RuleSet, ScoreRequest, SeatHistory, SeatInput
from .text import N_
from .tiles import KIND_OF, N_KINDS, tile_str

MAX_DISCARDS = 40

# ------------------------------------------------------------- fields ---

DISCARDS = Field(
    key="discards",
    kind=TILES,
    default=(),
    min=0,
    max=MAX_DISCARDS,
    names=N_("Discards, in order"),
    explanation=N_(
        "Every tile this seat discarded, in order, the claimed ones included. Optional: when given, it is "
        "used to judge furiten, passed wins and the like."
    ),
    group="history",
)
CLAIMED = Field(
    key="claimed",
    kind=CLAIMS,
    default=(),
    names=N_("Discards claimed"),
    explanation=N_(
        "Which of this seat's discards (at, counted from 1) another seat (by) claimed with a chi, pon or kong."
    ),
    group="history",
)
RIICHI_AT = Field(
    key="riichi_at",
    kind=INT,
    default=None,
    min=1,
    max=MAX_DISCARDS,
    names=N_("Riichi declaration tile"),
    explanation=N_("Which of this seat's discards (counted from 1) was turned sideways to declare riichi."),
    group="history",
)
PASSED = Field(
    key="passed",
    kind=PASSES,
    default=(),
    names=N_("Wins passed"),
    explanation=N_(
        "Discards this seat could have won on and let pass: the tile, the seat that discarded it (from), and how "
        "many of its own discards it had made then (after)."
    ),
    group="history",
)
HISTORY_FIELDS = (DISCARDS, CLAIMED, RIICHI_AT, PASSED)
HISTORY_KEYS = frozenset(f.key for f in HISTORY_FIELDS)

# ----------------------------------------------------------- messages ---

NEEDS_DISCARDS = N_("give this seat's discards too: {key} counts positions in them")
TOO_MANY_DISCARDS = N_("at most {max} discards")
BEYOND_DISCARDS = N_("this seat made only {n} discards; there is no discard number {at}")
AFTER_BEYOND = N_("this seat made only {n} discards, so it cannot have passed after {after} of them")
RIICHI_AT_UNDECLARED = N_("this seat did not declare riichi, so it has no declaration tile")
CLAIM_SELF = N_("a seat cannot claim its own discard")
CLAIM_TWICE = N_("a discard can be claimed only once")
CLAIM_NOT_IN_MELDS = N_("{by}'s melds hold no {tile} claimed from {seat}")
MELD_NOT_CLAIMED = N_(
    "{seat}'s discards are given, but none is marked as claimed by this seat (add it to that seat's {claimed})"
)
TOO_MANY_TURNS = N_(
    "more discards than turns allow: with the dealer first, turns in seat order and a claim handing the turn "
    "to the claimer, this seat's turn came {turns} times"
)
WRONG_LAST_TURN = N_("by the discards given the last turn was {seat}'s, which does not fit this win")
PASS_NO_DISCARD = N_("{seat} never discarded {tile}")
PASS_NOT_THEN = N_("{seat} did not discard {tile} while this seat had made {after} discards")
PASS_SELF = N_("a seat cannot pass its own discard")


# ------------------------------------------------------------ reading ---


def read(
    raw: Mapping[str, Any], path: str, errors: list[FieldError], players: int, shadowed: Mapping[str, Any] = {}
) -> SeatHistory | None:
    """One seat's history fields (`path` ends with a dot); None when none is given. Keys in `shadowed`
    (a rule set's own seat fields of the same name) are left to the rule set."""
    given = {f.key: raw[f.key] for f in HISTORY_FIELDS if f.key in raw and f.key not in shadowed}
    if not given:
        return None
    values: dict[str, Any] = {}
    n_err = len(errors)
    for f in HISTORY_FIELDS:
        if f.key in given:
            v = f.kind.read(f, given[f.key], path + f.key, errors, players)
            if v is not MISSING:
                values[f.key] = v
    discards = values.get("discards")
    if "discards" not in given:
        for key in ("claimed", "riichi_at", "passed"):
            if key in given:
                errors.append(FieldError(path + key, NEEDS_DISCARDS.format(key=FieldRef(key))))
    elif discards is not None and len(discards) > MAX_DISCARDS:
        errors.append(FieldError(path + "discards", TOO_MANY_DISCARDS.format(max=MAX_DISCARDS)))
    if len(errors) != n_err:
        return None
    return SeatHistory(
        discards=discards or (),
        claimed=values.get("claimed", ()),
        riichi_at=values.get("riichi_at"),
        passed=values.get("passed", ()),
    )


# ------------------------------------------------------------- replay ---


@dataclass(frozen=True, slots=True, kw_only=True)
class Discard:
    """One discard in the global order: `seat`'s discard number `at` (1-based), and who claimed it."""

    seat: int
    at: int
    tile: int
    claimed_by: int | None = None


def complete(req: ScoreRequest) -> bool:
    """Every seat gives its discards: the global order is known."""
    return all(s.history is not None for s in req.seats)


def _walk(req: ScoreRequest) -> tuple[tuple[Discard, ...], int]:
    """The discards in play order and the seat whose turn it was when they ran out (-1: none given)."""
    n = req.players
    hist = [s.history for s in req.seats]
    if not any(hist):
        return (), -1
    claims = [dict(h.claimed) if h else {} for h in hist]
    pos = [0] * n
    order: list[Discard] = []
    cur = req.dealer
    skipped = 0
    while True:
        h = hist[cur]
        if h is None:  # a seat whose discards are not given: the turn passes on
            skipped += 1
            if skipped >= n:
                break
            cur = (cur + 1) % n
            continue
        skipped = 0
        if pos[cur] >= len(h.discards):
            break
        at = pos[cur] + 1
        by = claims[cur].get(at)
        order.append(Discard(seat=cur, at=at, tile=h.discards[at - 1], claimed_by=by))
        pos[cur] = at
        cur = by if by is not None else (cur + 1) % n
    return tuple(order), cur


def replay(req: ScoreRequest) -> tuple[Discard, ...]:
    """The global order of the discards: the dealer first, then seat index order, a claim handing the turn to
    the claimer. Seats whose discards are not given are passed over (see `complete`); discards beyond the
    turns they had (an error `check` reports) are left out."""
    return _walk(req)[0]


# ------------------------------------------------------------- checks ---


def ron_tile_index(req: ScoreRequest, s: SeatInput) -> int | None:
    """The position (0-based) in `s`'s discards of the tile a winner took by discard: its last discard when
    that is the winning tile, unclaimed; None when the winning discard is not listed."""
    h = s.history
    if h is None or not h.discards:
        return None
    for w in req.winners:
        assert w.win is not None
        if w.win.by == "discard" and w.win.from_seat == s.index:
            last = len(h.discards)
            if w.win.tile >= 0 and KIND_OF[h.discards[-1]] == KIND_OF[w.win.tile] and last not in dict(h.claimed):
                return last - 1
            return None
    return None


def check(rs: RuleSet, req: ScoreRequest) -> list[FieldError]:
    """Every bad or impossible fact of the histories given, each naming its field."""
    errors: list[FieldError] = []
    for s in req.seats:
        if s.history is not None:
            _seat_facts(rs, req, s, errors)
    if errors:
        return errors
    _claims(req, errors)
    _supply(rs, req, errors)
    if errors:
        return errors
    _turns(req, errors)
    if errors:
        return errors
    _passes(req, errors)
    return errors


def _seat_facts(rs: RuleSet, req: ScoreRequest, s: SeatInput, errors: list[FieldError]) -> None:
    h = s.history
    assert h is not None
    p = f"seats.{s.index}."
    n = len(h.discards)
    in_play = rs.kinds_for(req.players)
    bad = sorted({KIND_OF[t] for t in h.discards if KIND_OF[t] not in in_play})
    if bad:
        errors.append(FieldError(p + "discards", rs.tile_out(bad[0], req.players)))
    if h.riichi_at is not None:
        if h.riichi_at > n:
            errors.append(FieldError(p + "riichi_at", BEYOND_DISCARDS.format(n=n, at=h.riichi_at)))
        elif s.riichi is None and not s.baoting:
            errors.append(FieldError(p + "riichi_at", RIICHI_AT_UNDECLARED))
    seen: set[int] = set()
    for j, (at, by) in enumerate(h.claimed):
        q = f"{p}claimed.{j}."
        if at > n:
            errors.append(FieldError(q + "at", BEYOND_DISCARDS.format(n=n, at=at)))
        elif at in seen:
            errors.append(FieldError(q + "at", CLAIM_TWICE))
        if by == s.index:
            errors.append(FieldError(q + "by", CLAIM_SELF))
        seen.add(at)
    for j, ps in enumerate(h.passed):
        q = f"{p}passed.{j}."
        if ps.after > n:
            errors.append(FieldError(q + "after", AFTER_BEYOND.format(n=n, after=ps.after)))
        if ps.from_seat == s.index:
            errors.append(FieldError(q + "from", PASS_SELF))


def _meld_takes(kind_claimed: int, meld_tiles: tuple[int, ...]) -> bool:
    return any(KIND_OF[t] == kind_claimed for t in meld_tiles)


def _claims(req: ScoreRequest, errors: list[FieldError]) -> None:
    """Each claim matched to one open meld of the claimer from that seat holding the tile (a matching, so a
    chi and a pon from one seat are told apart), and, where the source's discards are given, each open meld
    matched to a claim."""
    # (claimer, source) -> the claims (field, kind) and the melds (index, tiles)
    pairs: dict[tuple[int, int], tuple[list[tuple[str, int]], list[tuple[int, tuple[int, ...]]]]] = {}
    for s in req.seats:
        h = s.history
        if h is None:
            continue
        for j, (at, by) in enumerate(h.claimed):
            claims, _ = pairs.setdefault((by, s.index), ([], []))
            claims.append((f"seats.{s.index}.claimed.{j}.by", KIND_OF[h.discards[at - 1]]))
    for s in req.seats:
        for k, m in enumerate(s.melds):
            if m.is_open and m.from_seat is not None and req.seats[m.from_seat].history is not None:
                _, melds = pairs.setdefault((s.index, m.from_seat), ([], []))
                melds.append((k, m.tiles))
    for (by, src), (claims, melds) in pairs.items():
        match = _matching([k for _, k in claims], [tiles for _, tiles in melds])
        matched = set(match.values())
        for c, (field, k) in enumerate(claims):
            if c not in matched:
                errors.append(
                    FieldError(field, CLAIM_NOT_IN_MELDS.format(by=SeatRef(by), seat=SeatRef(src), tile=tile_str(k)))
                )
        if len(matched) == len(claims):
            for mi, (k, _) in enumerate(melds):
                if mi not in match:
                    errors.append(
                        FieldError(
                            f"seats.{by}.melds.{k}.from",
                            MELD_NOT_CLAIMED.format(seat=SeatRef(src), claimed=FieldRef("claimed", quoted=False)),
                        )
                    )


def _matching(claims: list[int], melds: list[tuple[int, ...]]) -> dict[int, int]:
    """A largest matching of claimed kinds to melds holding them: meld position -> claim position."""
    match: dict[int, int] = {}

    def augment(c: int, seen: set[int]) -> bool:
        for mi, tiles in enumerate(melds):
            if mi in seen or not _meld_takes(claims[c], tiles):
                continue
            seen.add(mi)
            if mi not in match or augment(match[mi], seen):
                match[mi] = c
                return True
        return False

    for c in range(len(claims)):
        augment(c, set())
    return match


def _supply(rs: RuleSet, req: ScoreRequest, errors: list[FieldError]) -> None:
    """The discards still on the table (neither claimed nor the winning tile) with the hands, melds and the
    indicators kept on the table: no fifth copy, no second red five."""
    sources: list[tuple[str, list[int]]] = []
    reds: list[tuple[str, int]] = []
    shared: set[int] = set()  # kinds of a tile several winners took from one discard: held once
    for s in req.seats:
        p = f"seats.{s.index}"
        if s.hand is not None:
            hand = list(s.hand)
            w = s.win
            if w is not None and w.by != "self_draw":
                wk = KIND_OF[w.tile]
                if wk in shared:
                    hand.remove(next(t for t in hand if KIND_OF[t] == wk))
                shared.add(wk)
            sources.append((f"{p}.hand", [KIND_OF[t] for t in hand]))
            reds += [(f"{p}.hand", t) for t in hand if t >= N_KINDS]
        for j, m in enumerate(s.melds):
            sources.append((f"{p}.melds.{j}.tiles", [KIND_OF[t] for t in m.tiles]))
            reds += [(f"{p}.melds.{j}.tiles", t) for t in m.tiles if t >= N_KINDS]
    off = rs.indicators_off_table(req.options) if rs.indicators_off_table else frozenset()
    for role, tiles in req.indicators.items():
        if role not in off:
            sources.insert(0, (f"indicators.{role}", [KIND_OF[t] for t in tiles]))
            reds += [(f"indicators.{role}", t) for t in tiles if t >= N_KINDS]
    for s in req.seats:
        h = s.history
        if h is None:
            continue
        gone = {at - 1 for at, _ in h.claimed}
        ron = ron_tile_index(req, s)
        if ron is not None:
            gone.add(ron)
        table = [t for i, t in enumerate(h.discards) if i not in gone]
        sources.append((f"seats.{s.index}.discards", [KIND_OF[t] for t in table]))
        reds += [(f"seats.{s.index}.discards", t) for t in table if t >= N_KINDS]
    for field, k in over_supply(sources):
        errors.append(FieldError(field, CM.FIFTH_COPY.format(tile=tile_str(k))))
    seen: set[int] = set()
    for field, t in reds:
        if t in seen and field.endswith("discards"):
            errors.append(FieldError(field, CM.SECOND_RED.format(tile=tile_str(t))))
        seen.add(t)


def _turns(req: ScoreRequest, errors: list[FieldError]) -> None:
    """With every seat's discards: none left over after the turns, and the last turn fits the win."""
    if not complete(req):
        return
    order, last = _walk(req)
    made = [0] * req.players
    for d in order:
        made[d.seat] += 1
    for s in req.seats:
        h = s.history
        assert h is not None
        if made[s.index] < len(h.discards):
            errors.append(FieldError(f"seats.{s.index}.discards", TOO_MANY_TURNS.format(turns=made[s.index])))
    if errors:
        return
    for w in req.winners:
        win = w.win
        assert win is not None
        due: int | None
        if win.by == "self_draw":
            due = w.index  # it drew the tile on its own turn
        elif win.by == "robbed_kong":
            due = win.from_seat  # the kong was added on its owner's turn
        else:
            src = req.seats[win.from_seat] if win.from_seat is not None else None
            listed = src is not None and ron_tile_index(req, src) is not None
            # the winning discard is the last one made (listed), or the discarder's turn had come (not listed)
            due = last if listed and order and order[-1].seat == win.from_seat else win.from_seat
        if last != due:
            errors.append(FieldError(f"seats.{w.index}.win", WRONG_LAST_TURN.format(seat=SeatRef(last))))
        break


def _passes(req: ScoreRequest, errors: list[FieldError]) -> None:
    """A passed win names a discard that was made: by that seat, of that tile, while the passer had made
    `after` discards (known with every seat's discards; else only that the seat discarded the tile)."""
    full = complete(req)
    order = _walk(req)[0] if full else ()
    for s in req.seats:
        h = s.history
        if h is None:
            continue
        for j, ps in enumerate(h.passed):
            src = req.seats[ps.from_seat].history
            if src is None:
                continue
            k = KIND_OF[ps.tile]
            field = f"seats.{s.index}.passed.{j}.tile"
            if not any(KIND_OF[t] == k for t in src.discards):
                errors.append(FieldError(field, PASS_NO_DISCARD.format(seat=SeatRef(ps.from_seat), tile=tile_str(k))))
            elif full and not _in_window(order, s.index, ps.after, ps.from_seat, k):
                errors.append(
                    FieldError(
                        field, PASS_NOT_THEN.format(seat=SeatRef(ps.from_seat), tile=tile_str(k), after=ps.after)
                    )
                )


def _in_window(order: tuple[Discard, ...], seat: int, after: int, src: int, k: int) -> bool:
    """`src` discarded kind `k` while `seat` had made exactly `after` discards."""
    return any(d.seat == src and KIND_OF[d.tile] == k for d in window(order, seat, after))


def window(order: tuple[Discard, ...], seat: int, after: int) -> list[Discard]:
    """The other seats' discards made while `seat` had made exactly `after` of its own."""
    out = []
    made = 0
    for d in order:
        if d.seat == seat:
            made += 1
            if made > after:
                break
        elif made == after:
            out.append(d)
    return out


__all__ = [
    "HISTORY_FIELDS",
    "HISTORY_KEYS",
    "Discard",
    "check",
    "complete",
    "read",
    "replay",
    "ron_tile_index",
    "window",
]
