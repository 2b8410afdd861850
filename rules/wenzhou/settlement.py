"""Wenzhou arithmetic: the winner's multiplier (hand.best_outcome), the bases and the ledger.

    payment = base x multiplier
    base (dealer <-> non-dealer i) = progression[min(streak, last)] + 买底 + 顶底[i]
    base (non-dealer <-> non-dealer) = progression[0]
    multiplier = 1 (soft / plain) or 2 (hard), doubled once by any special win: at most 4 (双翻)

Self-draw: every other seat pays its share. Discard (or robbed kong): the
discarder pays its own share, or every seat's share with
`discarder_pays_all`. 财神钱 (option): each 财神 held earns its points from
every other seat.
"""

from __future__ import annotations

from rules.model import (
    NO_TILE,
    HandResult,
    ScoreRequest,
    SeatInput,
    Settlement,
    Transfer,
    Verdict,
)
from rules.refs import NamedTileRef, SeatRef
from rules.text import N_, NC_, Text
from rules.tiles import WHITE, kind, tile_str

from . import messages as M
from . import outcome
from .claims import judge
from .hand import best_outcome
from .hand import cai_shen_kind as cai_shen_kind  # re-exported: checks.py reads it here

REASONS = {
    "hand": NC_("wenzhou.settlement", "winning hand"),
    "cai_shen_qian": N_("Wildcard (财神 cái shén) money"),
}


# ------------------------------------------------------------ helpers ---


def cai_shen_in_play(req: ScoreRequest) -> int:
    """Copies of the 财神 kind in play: 4, or 3 when the flipped tile stays on the table (`flip_on_table`)."""
    return 3 if req.options["flip_on_table"] else 4


def dealer_base(req: ScoreRequest) -> int:
    """This hand's base: as the table gives it (`table.base`), else the progression's value for the streak."""
    given = req.table.get("base")
    if given is not None:
        return int(given)
    prog: tuple[int, ...] = req.options["base_progression"]
    return prog[min(req.dealer_streak, len(prog) - 1)]


def _dingdi(req: ScoreRequest) -> tuple[int, ...]:
    d = req.table.get("dingdi")
    return tuple(d) if d is not None else (0,) * req.players


def held_cai_shen(seat: SeatInput, w: int) -> int | None:
    """财神 in the concealed hand (None: neither the hand nor a count is given)."""
    if seat.hand is not None:
        return sum(1 for t in seat.hand if kind(t) == w)
    return seat.extra.get("cai_shen")


# ------------------------------------------------------------- score ---


def score(req: ScoreRequest) -> Settlement:
    flipped = "flip" in req.indicators
    if not flipped and not req.winners and not req.options["cai_shen_qian"]:  # a draw: nothing changes hands
        return Settlement(hands=(), transfers=(), players=req.players)
    # without the flipped tile, every winner was recorded by its outcome and no hand is given (checks.flip_needed):
    # the 财神 are counted as given (`cai_shen`)
    w = cai_shen_kind(req) if flipped else NO_TILE
    hands: list[HandResult] = []
    transfers: list[Transfer] = []
    winners = req.winners
    if winners:
        seat = winners[0]
        win = seat.win
        assert win is not None
        out = outcome.outcome(req, seat) if seat.outcome is not None else best_outcome(req, seat)
        hands.append(
            HandResult(
                seat=seat.index,
                lines=out.lines,
                total=out.multiplier,
                unit="x",
                reading=out.reading,
                extra={"multiplier": out.multiplier, "cai_shen": tile_str(w)}
                if flipped
                else {"multiplier": out.multiplier},
            )
        )
        if win.by == "self_draw":
            payers = [(s, s) for s in range(req.players) if s != seat.index]
        else:
            d = win.from_seat
            assert d is not None
            if req.options["discarder_pays_all"]:
                payers = [(d, s) for s in range(req.players) if s != seat.index]
            else:
                payers = [(d, d)]
        for payer, share in payers:
            amount, note = _share(req, seat.index, share, out.multiplier)
            if payer != share:
                note = note + M.SHARE.format(seat=SeatRef(share))
            transfers.append(Transfer(payer=payer, payee=seat.index, amount=amount, reason="hand", note=note))

    if req.options["cai_shen_qian"]:
        pts = req.options["cai_shen_qian_points"]
        for s in req.seats:
            n = held_cai_shen(s, w) or 0
            if not n:
                continue
            for o in range(req.players):
                if o != s.index:
                    transfers.append(
                        Transfer(
                            payer=o,
                            payee=s.index,
                            amount=n * pts,
                            reason="cai_shen_qian",
                            note=M.QIAN_NOTE.format(n=n, pts=pts),
                        )
                    )

    return Settlement(
        hands=tuple(hands),
        transfers=tuple(transfers),
        players=req.players,
        notes=_notes(req, w),
        verdicts=_claim_verdicts(req),
    )


def _claim_verdicts(req: ScoreRequest) -> tuple[Verdict, ...]:
    """Why the named seat wins a discard another given hand also wins on (seed lines 32, 37)."""
    v = judge(req)
    if v is None:
        return ()
    seat = v.named.seat
    out: list[Verdict] = []
    for c in v.rivals:
        earlier = (c.seat - v.frm) % req.players < (seat - v.frm) % req.players
        key, msg = ("claim_special_first", M.CLAIM_SPECIAL) if earlier else ("claim_turn_order", M.CLAIM_LATER)
        text = msg.format(other=SeatRef(c.seat, initial=True), seat=SeatRef(seat))
        out.append(Verdict(key=key, rule="claim_order", seat=seat, title=M.CLAIM_TITLE, text=text))
    for o in v.passed:
        text = M.CLAIM_PASSED.format(other=SeatRef(o, initial=True), seat=SeatRef(seat))
        out.append(Verdict(key="claim_passed", rule="claim_order", seat=seat, title=M.CLAIM_TITLE, text=text))
    return tuple(out)


def _share(req: ScoreRequest, winner: int, other: int, mult: int) -> tuple[int, Text]:
    """What `other` owes `winner` (or would, for its share), and how it is made up."""
    if req.dealer in (winner, other):
        nd = other if winner == req.dealer else winner
        base = dealer_base(req)
        maidi = req.table["maidi"]
        dingdi = _dingdi(req)[nd]
        extras = M.EMPTY
        if maidi:
            extras = extras + M.MAIDI_PART.format(n=maidi)
        if dingdi:
            extras = extras + M.DINGDI_PART.format(n=dingdi)
        total_base = base + maidi + dingdi
    else:
        base = req.options["base_progression"][0]
        extras = M.EMPTY
        total_base = base
    fmt = M.BASE_SUM_NOTE if total_base != base else M.BASE_NOTE
    note = fmt.format(base=base, extras=extras, mult=mult, amount=total_base * mult)
    return total_base * mult, note


def _notes(req: ScoreRequest, w: int) -> tuple[Text, ...]:
    notes: list[Text] = []
    if w != NO_TILE:  # the 财神 named (a win recorded by its outcome may leave the flipped tile out)
        flip = req.indicators["flip"][0]
        bai = M.BAI_IS_WILD if w == WHITE else M.BAI_STANDS
        copies = M.FLIP_STAYS if req.options["flip_on_table"] else M.FLIP_BACK
        kind, flipped = NamedTileRef(tile_str(w)), NamedTileRef(tile_str(flip))
        notes.append(M.CAI_SHEN_NOTE.format(kind=kind, flip=flipped, bai=bai.format(kind=kind) + copies))
    prog = req.options["base_progression"]
    if req.dealer_streak >= len(prog) and req.winners and req.table.get("base") is None:
        notes.append(M.HELD_AT_LAST.format(streak=req.dealer_streak, base=prog[-1]))
    return tuple(notes)
