"""Beijing settlement: who may win how, the hand fan of each winner, 互包, 烧庄, and the ledger.

Payment (seed lines 97-113), F = hand fan, B = 底分:
* self-draw: each other seat pays F x B; on a discard (robbed kong included): the discarder pays F x B;
* 互包: the winner's partner pays everything the hand would have collected (3F x B on a self-draw);
  with two (or more) partners each pays that full share;
* 烧庄 of r rounds: the dealer pays 2^(r-1) x B to each other seat, whoever wins.
"""

from __future__ import annotations

from rules.model import (
    FieldError,
    HandResult,
    ScoreError,
    ScoreLine,
    ScoreRequest,
    SeatInput,
    Settlement,
    Transfer,
    Verdict,
)
from rules.refs import SeatRef
from rules.text import N_, Text
from rules.tiles import tile_str

from . import messages as M
from . import outcome
from .hand import Outcome, best_outcome, reading_text, situation, split_hand
from .hui import hui_of
from .patterns import HUBAO, SHAOZHUANG
from .shaozhuang import rounds_from_discards, shaozhuang_rounds

UNIT = "fan"


# ------------------------------------------------------- who may win how ---


def _legal(s: SeatInput, wild: int, hui: int) -> list[FieldError]:
    """Who may win how (seed lines 29-35)."""
    win = s.win
    assert win is not None
    if win.self_drawn:
        return []
    p = f"seats.{s.index}.win.by"
    if any(m.is_open for m in s.melds):
        return [FieldError(p, M.OPEN_NO_DISCARD)]
    if wild >= 3:
        return [FieldError(p, M.THREE_HUI_SELF_DRAW.format(n=wild, hui=tile_str(hui)))]
    return []


# --------------------------------------------------------------- scoring ---


def hubao_pairs(req: ScoreRequest) -> tuple[frozenset[frozenset[int]], list[Text]]:
    """The 互包 pairs: those given in `table.hubao`, plus any the melds show (three claims from one seat)."""
    pairs = {frozenset(pr) for pr in req.table.get("hubao", ())}
    notes = []
    for s in req.seats:
        claims: dict[int, int] = {}
        for m in s.melds:
            if m.from_seat is not None:
                claims[m.from_seat] = claims.get(m.from_seat, 0) + 1
        for other, n in sorted(claims.items()):
            pr = frozenset((s.index, other))
            if n >= 3 and pr not in pairs:
                pairs.add(pr)
                notes.append(_DERIVED_HUBAO.format(seat=SeatRef(s.index, initial=True), other=SeatRef(other), n=n))
    return frozenset(pairs), notes


def score(req: ScoreRequest) -> Settlement:
    base = req.options["base_points"]
    errors: list[FieldError] = []
    outcomes: list[Outcome] = []
    hui = hui_of(req.indicators["flip"][0]) if "flip" in req.indicators else -1
    for s in req.winners:
        assert s.win is not None
        if s.outcome is not None:  # recorded by its outcome: the fan items the table agreed on
            outcomes.append(outcome.outcome(req, s, hui))
            continue
        assert s.hand is not None
        counts, wild = split_hand(s.hand, hui)
        bad = _legal(s, wild, hui)
        if bad:
            errors += bad
            continue
        sit = situation(s, dealer=req.dealer, hui=hui, counts=counts, wild=wild, options=req.options)
        out = best_outcome(counts, wild, sit)
        if out is None:
            errors.append(FieldError(f"seats.{s.index}.hand", M.NOT_WINNING.format(hui=tile_str(hui))))
            continue
        outcomes.append(out)
    if errors:
        raise ScoreError(errors)

    pairs, notes = hubao_pairs(req)
    transfers: list[Transfer] = []
    hands: list[HandResult] = []
    from_discards = rounds_from_discards(req)
    rounds = shaozhuang_rounds(req, from_discards)
    verdicts: list[Verdict] = []
    if from_discards is not None:
        text = _SZ_FROM_DISCARDS.format(r=rounds)
        verdicts.append(
            Verdict(key="shaozhuang_from_discards", rule="shaozhuang_count", seat=None, title=_SZ_TITLE, text=text)
        )
    sz_fan = 2 ** (rounds - 1) if rounds > 0 else 0
    pays_shaozhuang = sz_fan > 0 and (bool(outcomes) or req.options["shaozhuang_on_draw"])

    for i, out in enumerate(outcomes):
        s = req.seats[out.situation.seat]
        assert s.win is not None
        lines = [ScoreLine(key=k, value=v) for k, v in out.fans]
        if pays_shaozhuang and i == 0:
            lines.append(ScoreLine(key=SHAOZHUANG, value=sz_fan, detail=_SZ_DETAIL.format(r=rounds, f=sz_fan), op=""))
        hands.append(
            HandResult(
                seat=s.index,
                lines=tuple(lines),
                total=out.total,
                unit=UNIT,
                reading=None if s.outcome is not None else reading_text(out, s.melds, hui),
                # a win recorded by its outcome without the flipped tile: no wildcard to name
                extra={"hui": tile_str(hui), "hui_count": out.situation.hui_count} if hui >= 0 else {},
            )
        )
        transfers += _hand_transfers(req, s, out.total * base, pairs)

    extra = {}
    if pays_shaozhuang:
        for seat in range(req.players):
            if seat != req.dealer:
                transfers.append(Transfer(payer=req.dealer, payee=seat, amount=sz_fan * base, reason=SHAOZHUANG))
        notes.append(_SZ_NOTE.format(r=rounds, f=sz_fan, d=SeatRef(req.dealer)))
        extra["shaozhuang"] = {"rounds": rounds, "fan": sz_fan}
    elif sz_fan and not outcomes:
        notes.append(_SZ_DRAW_OFF)
    if not outcomes:
        notes.insert(0, _DRAW)
    extra["base_points"] = base
    return Settlement(
        hands=tuple(hands),
        transfers=tuple(transfers),
        players=req.players,
        notes=tuple(notes),
        extra=extra,
        verdicts=tuple(verdicts),
    )


def _hand_transfers(req: ScoreRequest, s: SeatInput, share: int, pairs: frozenset[frozenset[int]]) -> list[Transfer]:
    """The hand-fan part: by the seed's formula, or moved onto the 互包 partner(s)."""
    win = s.win
    assert win is not None
    partners = sorted(next(iter(pr - {s.index})) for pr in pairs if s.index in pr)
    if partners:
        whole = share * (req.players - 1 if win.self_drawn else 1)
        return [
            Transfer(
                payer=p,
                payee=s.index,
                amount=whole,
                reason=HUBAO,
                note=_HUBAO_NOTE.format(p=SeatRef(p), w=SeatRef(s.index)),
            )
            for p in partners
        ]
    if win.self_drawn:
        return [
            Transfer(payer=o, payee=s.index, amount=share, reason="hand") for o in range(req.players) if o != s.index
        ]
    assert win.from_seat is not None
    return [Transfer(payer=win.from_seat, payee=s.index, amount=share, reason="hand")]


_SZ_DETAIL = N_("Dealer's burn (烧庄 shāo zhuāng), {r} in a row: the dealer pays {f} fan to each of the three others")
_SZ_NOTE = N_(
    "Dealer's burn (烧庄 shāo zhuāng), {r} in a row = {f} fan: the dealer ({d}) pays {f} fan × base to each of the three others, whoever won and regardless of mutual liability (互包 hù bāo).",
)
_SZ_TITLE = N_("Dealer's burn (烧庄 shāo zhuāng)")
_SZ_FROM_DISCARDS = N_(
    "Dealer's burn (烧庄 shāo zhuāng) counted from the discards: from the dealer's first discard, {r} go-rounds in a row (counted) in which all four discarded the same tile."
)
_SZ_DRAW_OFF = N_("Draw: with the current options dealer's burn (烧庄 shāo zhuāng) is not paid on a draw.")
_DRAW = N_("Drawn hand (no winner).")
_HUBAO_NOTE = N_("Mutual liability (互包 hù bāo): {p} pays {w}'s hand fan")
_DERIVED_HUBAO = N_(
    "{seat} claimed {n} melds from {other}: the two are in mutual liability (互包 hù bāo) automatically."
)
