"""The riichi checks after the common ones: the shared win-flag rules with riichi's words, and its own facts."""

from __future__ import annotations

from rules import engine
from rules import messages as CM
from rules.checks import (
    FIRST,
    SeatRule,
    SeatRules,
    after_kong_needs_self_draw,
    all_of,
    first_turn_before_own_discard,
    first_turn_dealer_self_draws,
    first_turn_without_melds,
    flag,
    robbed,
)
from rules.model import FieldError, Passed, ScoreRequest, SeatInput, Verdict
from rules.refs import FieldRef, SeatRef, TileRef
from rules.text import Text
from rules.tiles import KIND_OF, counts, tile_str

from . import messages as M
from .detect import is_terminal_or_honor
from .hand import SHAPES
from .notes import ROB_ANY_KONG_NAME
from .options import DRAW_KIND, NUKI_RON, NUKIDORA, SANMA_KINDS


def table_facts(req: ScoreRequest) -> list[FieldError]:
    errors: list[FieldError] = []
    if req.options["honba_value"] % 3:
        errors.append(FieldError("options.honba_value", M.HONBA))
    if req.winners and req.table["draw"] != "exhaustive":
        errors.append(FieldError("table.draw", M.DRAW_WITH_WIN))
    if not 27 <= req.table["round_wind"] <= 30:
        errors.append(FieldError("table.round_wind", M.ROUND_WIND))
    elif req.players == 3 and req.table["round_wind"] == 30:  # (the West round's sudden death ends after West 3)
        errors.append(FieldError("table.round_wind", M.ROUND_WIND_AT_THREE))
    return errors


NORTH = 30
_NO_DRAW_AT_THREE = frozenset(v for v, _label in DRAW_KIND.choices if not DRAW_KIND.offered_at(v, 3))


def sanma_facts(req: ScoreRequest) -> list[FieldError]:
    """Three players: no 2m-8m among the indicators or a drawn tile (the hands and melds are the common checks'), no
    abortive draw that needs four seats, Norths set aside only with the option and no more than there are, a win on
    an extracted North only on a North's discard and where the option allows it, no first-turn win after one."""
    if req.players != 3:
        return []
    errors: list[FieldError] = []
    for role, tiles in req.indicators.items():
        bad = [KIND_OF[t] for t in tiles if KIND_OF[t] not in SANMA_KINDS]
        if bad:
            errors.append(
                FieldError(f"indicators.{role}", CM.TILE_NOT_AT_PLAYERS.format(tile=tile_str(bad[0]), players=3))
            )
    if req.table["draw"] in _NO_DRAW_AT_THREE:
        errors.append(FieldError("table.draw", M.DRAW_NOT_AT_THREE))
    north = sum(KIND_OF[t] == NORTH for tiles in req.indicators.values() for t in tiles)
    last_nuki = None
    shared = 0  # winners on one discard of a North hold the same tile
    robbed = 0  # winners on a North as it was set aside
    for s in req.seats:
        p = f"seats.{s.index}."
        drawn = s.extra.get("drawn")
        if drawn is not None and KIND_OF[drawn] not in SANMA_KINDS:
            errors.append(
                FieldError(p + "drawn", CM.TILE_NOT_AT_PLAYERS.format(tile=tile_str(KIND_OF[drawn]), players=3))
            )
        nuki = s.extra.get("nuki", 0)
        if nuki:
            last_nuki = s.index
            if not req.options["nukidora"]:
                errors.append(FieldError(p + "nuki", M.NUKI_OFF.format(option=NUKIDORA.names)))
        north += nuki + sum(KIND_OF[t] == NORTH for t in s.hand or ())
        north += sum(KIND_OF[t] == NORTH for m in s.melds for t in m.tiles)
        w = s.win
        if w is None:
            continue
        if w.by == "discard" and w.tile >= 0 and KIND_OF[w.tile] == NORTH and s.hand is not None:
            shared += 1
        if nuki and w.first_turn:
            errors.append(FieldError(p + "win.first_turn", M.FIRST_TURN_NUKI))
        if w.extra.get("robbed_north"):
            if w.by != "discard" or (w.tile >= 0 and KIND_OF[w.tile] != NORTH):
                errors.append(FieldError(p + "win.robbed_north", M.ROBBED_NORTH_SHAPE))
            elif not req.options["nukidora"]:
                errors.append(FieldError(p + "win.robbed_north", M.NUKI_OFF.format(option=NUKIDORA.names)))
            elif req.options["nuki_ron"] == "none":
                errors.append(FieldError(p + "win.robbed_north", M.ROBBED_NORTH_OFF.format(option=NUKI_RON.names)))
            elif s.hand is not None:
                robbed += 1
    north -= max(0, shared - 1)
    # a North won as it was set aside is in the setting seat's `nuki` and in the winners' hands: one tile
    north -= 1 if robbed else 0
    if north > 4 and last_nuki is not None:
        errors.append(FieldError(f"seats.{last_nuki}.nuki", M.NORTH_SUPPLY.format(n=north)))
    return errors


def _bad_liable(req: ScoreRequest, s: SeatInput) -> bool:
    liable = s.extra.get("liable")
    return liable is not None and (s.win is None or liable == s.index)


def _nagashi_with_win(req: ScoreRequest, s: SeatInput) -> bool:
    return bool(s.extra.get("nagashi_mangan")) and bool(req.winners)


# ------------------------------------------ what happened (issue 14) ---


def waits_of(s: SeatInput) -> tuple[int, ...]:
    """The kinds that complete the seat's concealed hand (a winner's without its winning tile)."""
    assert s.hand is not None
    conc = counts(s.hand)
    if s.win is not None:
        conc[KIND_OF[s.win.tile]] -= 1
    return engine.waits(conc, 0, shapes=SHAPES)


def _waits_text(waits: tuple[int, ...]) -> str:
    return TileRef(" ".join(tile_str(k) for k in waits)) if waits else "-"


def _after_riichi(s: SeatInput, p: Passed) -> bool:
    """A pass made after the seat's riichi declaration (it binds for the rest of the hand)."""
    h = s.history
    assert h is not None
    return s.riichi is not None and h.riichi_at is not None and p.after >= h.riichi_at


def _same_turn(s: SeatInput, p: Passed) -> bool:
    """A pass made in the go-round the seat is still in (no own discard since)."""
    h = s.history
    assert h is not None
    return p.after == len(h.discards)


def _binding(s: SeatInput, p: Passed) -> bool:
    """A pass that binds the seat now: after its riichi declaration, or in the go-round it is still in."""
    return _after_riichi(s, p) or _same_turn(s, p)


def furiten(req: ScoreRequest, s: SeatInput) -> Verdict | None:
    """Seed §10: the furiten that forbids this seat's win on a discard (or a robbed kong), or None.

    Permanent: a winning tile among its own discards (over all its waits). Riichi: it passed a win after
    declaring (自摸听). Temporary: it passed a win in the go-round it is still in (no own discard since)."""
    w, h = s.win, s.history
    if w is None or w.by == "self_draw" or h is None or s.hand is None:
        return None
    waits = waits_of(s)
    for i, t in enumerate(h.discards):
        if KIND_OF[t] in waits:
            text = M.FURITEN_OWN.format(
                seat=SeatRef(s.index), waits=_waits_text(waits), tile=tile_str(KIND_OF[t]), at=i + 1
            )
            return Verdict(key="furiten_own_discard", rule="furiten", seat=s.index, title=M.FURITEN_TITLE, text=text)
    for p in h.passed:
        if _after_riichi(s, p):
            text = M.FURITEN_RIICHI.format(
                seat=SeatRef(s.index), frm=SeatRef(p.from_seat), tile=tile_str(KIND_OF[p.tile])
            )
            return Verdict(key="furiten_riichi_pass", rule="furiten", seat=s.index, title=M.FURITEN_TITLE, text=text)
    for p in h.passed:
        if _same_turn(s, p):
            text = M.FURITEN_SAME_TURN.format(
                seat=SeatRef(s.index), frm=SeatRef(p.from_seat), tile=tile_str(KIND_OF[p.tile])
            )
            return Verdict(key="furiten_same_turn", rule="furiten", seat=s.index, title=M.FURITEN_TITLE, text=text)
    return None


def history_facts(req: ScoreRequest, s: SeatInput) -> list[FieldError]:
    """A double riichi is declared with the first discard; a pass that binds the seat now was on a tile that
    completes its hand (its concealed tiles have not changed since)."""
    h = s.history
    if h is None:
        return []
    errors = []
    p = f"seats.{s.index}."
    if s.riichi == "double" and h.riichi_at not in (None, 1):
        errors.append(FieldError(p + "riichi_at", M.DOUBLE_RIICHI_AT))
    if h.passed and s.hand is not None:
        waits = waits_of(s)
        for j, ps in enumerate(h.passed):
            if _binding(s, ps) and KIND_OF[ps.tile] not in waits:
                msg = M.PASSED_NOT_A_WAIT.format(tile=tile_str(KIND_OF[ps.tile]), waits=_waits_text(waits))
                errors.append(FieldError(f"{p}passed.{j}.tile", msg))
    return errors


def _robbed_without_pon(req: ScoreRequest, s: SeatInput) -> bool:
    """The robbed seat's known tiles do not hold the open kong robbed: a pon of the tile (an added kong) or, with the
    option `rob_any_exposed_kong`, three of it in its concealed hand (a kong on a discard, 大明杠). Nothing to check
    for a concealed kong (settlement.py: kokushi only), or when nothing is known of the owner's tiles."""
    w = s.win
    assert w is not None
    if w.by != "robbed_kong" or w.from_seat is None or w.extra.get("robbed_kong") == "concealed":
        return False
    owner = req.seats[w.from_seat]
    if (owner.hand is None and not owner.melds) or w.tile < 0:  # nothing known of the owner's tiles, or of the tile
        return False
    k = KIND_OF[w.tile]
    if any(m.kind == "pon" and KIND_OF[m.tiles[0]] == k for m in owner.melds):
        return False
    if req.options["rob_any_exposed_kong"]:
        return owner.hand is not None and counts(owner.hand)[k] < 3
    return True


def _robbed_message(req: ScoreRequest, s: SeatInput) -> Text:
    w = s.win
    assert w is not None
    assert w.from_seat is not None
    owner = req.seats[w.from_seat]
    k = KIND_OF[w.tile]
    seat, tile = SeatRef(w.from_seat), tile_str(k)
    if req.options["rob_any_exposed_kong"]:
        return M.ROBBED_NO_KONG.format(seat=seat, tile=tile)
    if owner.hand is not None and counts(owner.hand)[k] >= 3:  # three in hand: a kong on a discard (大明杠)
        return M.ROBBED_ON_A_DISCARD.format(seat=seat, tile=tile, option=ROB_ANY_KONG_NAME)
    return M.ROBBED_NO_PON.format(seat=seat, tile=tile)


def _drawn_elsewhere(req: ScoreRequest, s: SeatInput) -> bool:
    return s.extra.get("drawn") is not None and (req.table["draw"] != "nine_terminals" or bool(req.winners))


def _drawn_without_hand(req: ScoreRequest, s: SeatInput) -> bool:
    return s.extra.get("drawn") is not None and s.hand is None


def _chombo_and_dora(req: ScoreRequest) -> list[FieldError]:
    errors: list[FieldError] = []
    chombo = req.table["chombo"]
    if chombo is not None:
        if req.table["draw"] != "exhaustive":
            errors.append(FieldError("table.chombo", M.CHOMBO_WITH_ABORTIVE))
        elif req.winners and req.seats[chombo].win is None:
            errors.append(FieldError("table.chombo", M.CHOMBO_WITH_WIN))
    dora = req.indicators.get("dora", ())
    if len(dora) > 1 and all(s.hand is not None for s in req.seats):  # every seat's melds are known
        kongs = sum(m.kind == "kong" for s in req.seats for m in s.melds)
        if len(dora) > 1 + kongs:
            errors.append(FieldError("indicators.dora", M.DORA_COUNT.format(n=len(dora), kongs=kongs, most=1 + kongs)))
    return errors


# ------------------------------------------------------- abortive draws ---


def abortive(req: ScoreRequest) -> tuple[list[FieldError], Verdict | None]:
    """Seed §9.2: an abortive draw checked against its facts when they are given: the errors where they
    contradict it, else the verdict that they confirm it (None: no facts given, the draw stays accepted)."""
    draw = req.table["draw"]
    if req.winners or draw == "exhaustive":
        return [], None
    if draw == "nine_terminals":
        return _nine_terminals(req)
    if draw == "four_winds":
        return _four_winds(req)
    if draw == "four_riichi":
        return _four_riichi(req)
    if draw == "four_kongs":
        return _four_kongs(req)
    return [], None  # a triple ron: its facts are the three wins themselves (settlement.py)


def _verdict(key: str, text: Text, seat: int | None = None) -> Verdict:
    return Verdict(key=key, rule="abortive_draw", seat=seat, title=M.ABORTIVE_TITLE, text=text)


def _nine_terminals(req: ScoreRequest) -> tuple[list[FieldError], Verdict | None]:
    errors: list[FieldError] = []
    verdict = None
    for s in req.seats:
        drawn = s.extra.get("drawn")
        if drawn is None or s.hand is None:
            continue
        if s.melds or (s.history is not None and s.history.discards):
            errors.append(FieldError(f"seats.{s.index}.drawn", M.NOT_FIRST_HAND))
            continue
        tiles = [KIND_OF[t] for t in (*s.hand, drawn)]
        if tiles.count(KIND_OF[drawn]) > 4:
            errors.append(FieldError(f"seats.{s.index}.drawn", CM.FIFTH_COPY.format(tile=tile_str(KIND_OF[drawn]))))
            continue
        yao = [k for k in tiles if is_terminal_or_honor(k)]
        n, kinds = len(yao), len(set(yao))
        if req.options["nine_terminals"] == "tiles" and n <= 9:
            errors.append(FieldError("table.draw", M.NINE_TILES_SHORT.format(seat=SeatRef(s.index), n=n)))
        elif req.options["nine_terminals"] == "kinds" and kinds < 9:
            errors.append(FieldError("table.draw", M.NINE_KINDS_SHORT.format(seat=SeatRef(s.index), n=kinds)))
        else:
            verdict = _verdict(
                "abortive_nine_terminals", M.ABORTIVE_NINE.format(seat=SeatRef(s.index), n=n, k=kinds), s.index
            )
    return errors, None if errors else verdict


def _four_winds(req: ScoreRequest) -> tuple[list[FieldError], Verdict | None]:
    given = [s for s in req.seats if s.history is not None]
    if not given:
        return [], None
    errors: list[FieldError] = []
    first = next((s.history.discards[0] for s in given if s.history and s.history.discards), None)
    wind = KIND_OF[first] if first is not None else None
    for s in given:
        h = s.history
        assert h is not None
        field = f"seats.{s.index}.discards"
        if wind is None or not 27 <= wind <= 30:
            errors.append(FieldError(field, M.FOUR_WINDS_NOT_WIND))
            break
        if len(h.discards) > 1:
            errors.append(FieldError(field, M.FOUR_WINDS_LATER))
        elif not h.discards or KIND_OF[h.discards[0]] != wind or h.claimed:
            errors.append(FieldError(field, M.FOUR_WINDS_BAD.format(tile=tile_str(wind))))
    if errors or len(given) < req.players:
        return errors, None
    assert wind is not None
    return [], _verdict("abortive_four_winds", M.ABORTIVE_WINDS.format(tile=tile_str(wind)))


def _has_facts(s: SeatInput) -> bool:
    return s.hand is not None or s.history is not None or s.tenpai is not None or s.riichi is not None


def _four_riichi(req: ScoreRequest) -> tuple[list[FieldError], Verdict | None]:
    errors = [
        FieldError(f"seats.{s.index}.riichi", M.FOUR_RIICHI_BAD)
        for s in req.seats
        if _has_facts(s) and s.riichi is None
    ]
    if errors or not all(s.riichi is not None for s in req.seats):
        return errors, None
    return [], _verdict("abortive_four_riichi", M.ABORTIVE_RIICHI)


def _four_kongs(req: ScoreRequest) -> tuple[list[FieldError], Verdict | None]:
    known = [s for s in req.seats if s.hand is not None]
    if not known:
        return [], None
    kongs = {s.index: sum(m.kind == "kong" for m in s.melds) for s in known}
    total = sum(kongs.values())
    errors: list[FieldError] = []
    if req.options["four_kongs"] == "every_seat" and req.players == 4:  # three seats: four kongs by two or more
        errors = [FieldError(f"seats.{i}.melds", M.FOUR_KONGS_SEAT.format(n=n)) for i, n in kongs.items() if n != 1]
    elif max(kongs.values()) == 4:
        errors = [FieldError("table.draw", M.FOUR_KONGS_ONE_SEAT)]
    elif total > 4 or (len(known) == req.players and total != 4):
        errors = [FieldError("table.draw", M.FOUR_KONGS_TOTAL.format(n=total))]
    if errors or len(known) < req.players:
        return errors, None
    seats = sum(1 for n in kongs.values() if n)
    return [], _verdict("abortive_four_kongs", M.ABORTIVE_KONGS.format(n=total, seats=seats))


def abortive_facts(req: ScoreRequest) -> list[FieldError]:
    return abortive(req)[0]


SEAT_RULES = (
    SeatRule("liable", _bad_liable, M.LIABLE, winners=False),
    SeatRule("nagashi_mangan", _nagashi_with_win, M.NAGASHI, winners=False),
    after_kong_needs_self_draw(M.AFTER_KONG_SELF_DRAW.format(after_kong=FieldRef("after_kong", quoted=False))),
    SeatRule(
        "win.last_tile",
        all_of(flag("after_kong"), flag("last_tile")),
        M.AFTER_KONG_LAST_TILE.format(
            after_kong=FieldRef("after_kong", quoted=False), last_tile=FieldRef("last_tile", quoted=False)
        ),
    ),
    SeatRule(
        "win.last_tile",
        all_of(flag("last_tile"), robbed),
        M.LAST_TILE_ROBBED.format(last_tile=FieldRef("last_tile", quoted=False)),
    ),
    first_turn_without_melds(M.FIRST_TURN_MELDS),
    SeatRule("win.first_turn", all_of(flag("first_turn"), robbed), M.FIRST_TURN_ROBBED, chain=FIRST),
    first_turn_dealer_self_draws(M.FIRST_TURN_DEALER),  # after the robbed-kong rule: a discard
    first_turn_before_own_discard(M.BEFORE_DISCARD),
    SeatRule("win.from", _robbed_without_pon, _robbed_message),
    SeatRule("drawn", _drawn_elsewhere, M.DRAWN_ONLY_NINE, winners=False),
    SeatRule("hand", _drawn_without_hand, M.DRAWN_NEEDS_HAND, winners=False),
    history_facts,
)

CHECKS = (table_facts, sanma_facts, _chombo_and_dora, SeatRules(SEAT_RULES), abortive_facts)
