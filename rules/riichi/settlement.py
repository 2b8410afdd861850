"""Whole-table settlement: wins (with honba, riichi sticks and liability), draws, nagashi mangan and chombo."""

from __future__ import annotations

from typing import Any

from rules import engine
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
    wind_of_seat,
)
from rules.refs import FieldRef, SeatRef
from rules.text import N_, NC_, Text
from rules.tiles import N_KINDS, kind, tile_str

from . import messages as M
from . import outcome
from .checks import abortive, furiten
from .hand import SHAPES, HandInput, HandValue, NotComplete, NoYaku, ceil100, evaluate
from .options import NUKI_RON

RIICHI_DEPOSIT = 1000
NOTEN_TOTAL = 3000
MANGAN_BASE = 2000
LIABLE_KEYS = ("daisangen", "daisuushii")

REASONS = {
    "hand": NC_("riichi.settlement", "hand"),
    "liability": N_("liability (pao)"),
    "honba": N_("honba"),
    "riichi_deposit": N_("riichi deposit"),
    "noten": N_("noten payment"),
    "nagashi_mangan": N_("nagashi mangan"),
    "chombo": N_("chombo"),
}

NO_YAKU = N_(
    "no yaku: this hand has no yaku (dora never make the one required han), so it cannot win; such a win is a false win (诈和 zhà hú): to settle it, pick this seat as the seat that committed chombo"
)
NOT_COMPLETE = N_(
    "the hand (with its melds) is not a complete winning hand; such a win is a false win (诈和 zhà hú): to settle it, pick this seat as the seat that committed chombo"
)
NOT_COMPLETE_REASON = N_("the hand is not complete")
NO_YAKU_REASON = N_("it has no yaku")
ROB_CONCEALED = N_("a concealed kong cannot be robbed (only by thirteen orphans, and only when the option allows)")
ROB_NORTH_KOKUSHI = N_("only thirteen orphans may win on an extracted North (the option “{option}”)")
TENPAI_NEEDED = N_("an exhaustive draw needs each seat's tenpai: give {tenpai} or the hand")


def seat_wind(req: ScoreRequest, seat: int) -> int:
    return 27 + wind_of_seat(seat, req.dealer, req.players)


def hand_input(req: ScoreRequest, s: SeatInput) -> HandInput:
    w = s.win
    assert w is not None
    assert s.hand is not None
    return HandInput(
        hand=s.hand,
        melds=s.melds,
        win_tile=w.tile,
        tsumo=w.by == "self_draw",
        robbed=w.by == "robbed_kong",
        seat_wind=seat_wind(req, s.index),
        round_wind=req.table["round_wind"],
        riichi=s.riichi,
        ippatsu=s.ippatsu,
        after_kong=w.after_kong,
        last_tile=w.last_tile,
        first_turn=w.first_turn,
        dora=req.indicators.get("dora", ()),
        ura=req.indicators.get("ura", ()),
        nuki=s.extra.get("nuki", 0),
        sanma=req.players == 3,
    )


def value_of(req: ScoreRequest, s: SeatInput) -> HandValue:
    if s.outcome is not None:  # recorded by its outcome: the value the table agreed on
        return outcome.value(req, s)
    try:
        hv = evaluate(hand_input(req, s), dict(req.options))
    except NoYaku:
        raise ScoreError([FieldError(f"seats.{s.index}.hand", NO_YAKU)]) from None
    except NotComplete:
        raise ScoreError([FieldError(f"seats.{s.index}.hand", NOT_COMPLETE)]) from None
    w = s.win
    assert w is not None
    if (
        w.by == "robbed_kong"
        and w.extra.get("robbed_kong") == "concealed"
        and not (hv.shape == "thirteen_orphans" and req.options["kokushi_robs_concealed_kong"])
    ):
        raise ScoreError([FieldError(f"seats.{s.index}.win.robbed_kong", ROB_CONCEALED)])
    if w.extra.get("robbed_north") and req.options["nuki_ron"] == "kokushi" and hv.shape != "thirteen_orphans":
        message = ROB_NORTH_KOKUSHI.format(option=NUKI_RON.names)
        raise ScoreError([FieldError(f"seats.{s.index}.win.robbed_north", message)])
    return hv


def hand_result(seat: int, hv: HandValue, points: int, nuki: int | None = None) -> HandResult:
    lines = [ScoreLine(key=k, value=v) for k, v in hv.yaku]
    lines += [ScoreLine(key=k, value=n, count=n) for k, n in hv.dora]
    if hv.limit is not None:
        lines.append(ScoreLine(key=hv.limit, value=hv.base, count=max(1, hv.yakuman), op=""))
    extra: dict[str, Any] = {
        "han": hv.han,
        "fu": hv.fu,
        "limit": hv.limit,
        "yakuman": hv.yakuman,
        "base_points": hv.base,
        "points": points,
        "shape": hv.shape,
        "fu_lines": [
            {"key": k, "fu": f, "tile": tile_str(t)} if t >= 0 else {"key": k, "fu": f} for k, f, t in hv.fu_lines
        ],
    }
    if nuki is not None:  # three players: the Norths the winner set aside
        extra["nuki"] = nuki
    return HandResult(seat=seat, lines=tuple(lines), total=hv.han, unit="han", extra=extra)


def tsumo_shares(base: int, winner: int, dealer: int, players: int, split: bool = False) -> dict[int, int]:
    """What each other seat pays for a self-draw worth `base` base points.

    Three players: each pays its four-player share, the missing North seat's lost (tsumo loss, ツモ損); `split`
    (北家折半, Mahjong Soul's North-Bisection): the North seat's four-player share is halved, rounded up to 100,
    and each payer pays that on top of its own share."""
    if winner == dealer:
        each = ceil100(2 * base)
        if split and players == 3:
            each += ceil100(each // 2)
        return {s: each for s in range(players) if s != winner}
    shares = {s: ceil100(2 * base if s == dealer else base) for s in range(players) if s != winner}
    if split and players == 3:  # the missing North seat is a non-dealer: it would pay ceil100(base)
        half = ceil100(ceil100(base) // 2)
        return {s: share + half for s, share in shares.items()}
    return shares


def split_tsumo(req: ScoreRequest) -> bool:
    """Three players, the missing seat's share of a self-draw split between the payers (option `sanma_tsumo`)."""
    return req.players == 3 and req.options["sanma_tsumo"] == "split"


def honba_ron(req: ScoreRequest, honba: int) -> int:
    """What a discarder pays for the honba: a third of their value from each seat that would pay a self-draw (the
    whole at four players; two thirds at three: Tenhou's 200 of 300)."""
    return honba if req.players == 4 else honba // 3 * (req.players - 1)


def ron_points(base: int, dealer_win: bool) -> int:
    return ceil100((6 if dealer_win else 4) * base)


# -------------------------------------------------------------- score ---


def score(req: ScoreRequest) -> Settlement:
    chombo = req.table.get("chombo")
    winners = list(req.winners)
    if not winners:
        if chombo is not None:
            return _chombo(req, [chombo], ())
        return _draw(req, req.table["draw"])
    if len(winners) > 1:
        first = winners[0].win
        assert first is not None
        src = first.from_seat
        assert src is not None  # several winners: all on one discard
        winners.sort(key=lambda s: (s.index - src) % req.players)
    # what happened (seed §10, §12): a furiten ron, or the win named as the chombo, is a false win
    verdicts: list[Verdict] = []
    for s in winners:
        v = furiten(req, s)
        if v is None and s.index == chombo:
            v = _false_win(req, s)
        if v is not None:
            verdicts.append(v)
    false = [v.seat for v in verdicts if v.seat is not None]
    real = [s for s in winners if s.index not in false]
    if not real:
        return _chombo(req, false, tuple(_settled(v, M.SETTLED_CHOMBO) for v in verdicts))
    marked = tuple(_settled(v, M.SETTLED_CHOMBO_BESIDE) for v in verdicts)
    if len(real) > 1:
        mode = req.options["multiple_ron"]
        if mode == "head_bump":
            real = real[:1]
        elif mode == "double" and len(real) >= 3:
            for s in real:  # a triple ron is an abortive draw only when all three are real wins
                value_of(req, s)
            verdict = Verdict(
                key="abortive_triple_ron",
                rule="abortive_draw",
                seat=None,
                title=M.ABORTIVE_TITLE,
                text=M.ABORTIVE_TRIPLE,
            )
            return _draw(req, "triple_ron", (*marked, verdict))
    return _wins(req, real, tuple(false), marked)


def _settled(v: Verdict, how: Text) -> Verdict:
    return Verdict(key=v.key, rule=v.rule, seat=v.seat, title=v.title, text=v.text + _SPACE + how, settled_as="chombo")


_SPACE = N_(" ")


def _false_win(req: ScoreRequest, s: SeatInput) -> Verdict:
    """The win named as the chombo: a false win with the reason it is one, or an error when it is valid."""
    try:
        evaluate(hand_input(req, s), dict(req.options))
    except NoYaku:
        reason = NO_YAKU_REASON
    except NotComplete:
        reason = NOT_COMPLETE_REASON
    else:
        raise ScoreError([FieldError("table.chombo", M.CHOMBO_VALID_WIN.format(seat=SeatRef(s.index)))])
    text = M.FALSE_WIN.format(seat=SeatRef(s.index), reason=reason)
    return Verdict(key="false_win", rule="one_han", seat=s.index, title=M.FALSE_WIN_TITLE, text=text)


def _pot(req: ScoreRequest) -> tuple[int, list[int]]:
    """Sticks already on the table, and the seats that put up a riichi stick this hand. A four-riichi abortive
    draw says by itself that every seat declared (seed §9.2): a seat given without its riichi still put up its
    stick (checks.py refuses a seat whose facts say it did not declare)."""
    on_table = req.table["riichi_sticks"] * RIICHI_DEPOSIT
    if req.table.get("draw") == "four_riichi" and not req.winners:
        return on_table, list(range(req.players))
    return on_table, [s.index for s in req.seats if s.riichi is not None]


def _wins(
    req: ScoreRequest, winners: list[SeatInput], false: tuple[int, ...] = (), verdicts: tuple[Verdict, ...] = ()
) -> Settlement:
    values = [(s, value_of(req, s)) for s in winners]  # every error before any payment
    every_honba = req.options["honba_winners"] == "every"
    whole = req.options["liability_scope"] == "whole"
    n = req.players
    transfers: list[Transfer] = []
    hands: list[HandResult] = []
    honba = req.dealer_streak * req.options["honba_value"]
    for i, (s, hv) in enumerate(values):
        w = s.win
        assert w is not None
        me = s.index
        dealer_win = me == req.dealer
        nearest = i == 0 or every_honba
        liable = s.extra.get("liable")
        pao_units = 0
        if liable is not None:
            _check_liable(s, hv, liable)
            pao_units = sum(
                (2 if req.options["double_yakuman"] and k == "daisuushii" else 1)
                for k, _ in hv.yaku
                if k in LIABLE_KEYS
            )
            if not req.options["multiple_yakuman"]:
                pao_units = min(pao_units, 1)
        pao_base = hv.base if pao_units and whole else 8000 * pao_units
        payer_liable: int = s.extra["liable"] if pao_units else -1  # pays only for a liable yakuman
        rest_base = hv.base - pao_base
        points = 0
        if w.by == "self_draw":
            if pao_units:
                amount = ron_points(pao_base, dealer_win)
                transfers.append(Transfer(payer=payer_liable, payee=me, amount=amount, reason="liability"))
                points += amount
            if rest_base:
                for payer, amount in tsumo_shares(rest_base, me, req.dealer, n, split_tsumo(req)).items():
                    transfers.append(Transfer(payer=payer, payee=me, amount=amount, reason="hand"))
                    points += amount
            if nearest and honba:
                if pao_units:
                    amount = honba_ron(req, honba)
                    transfers.append(Transfer(payer=payer_liable, payee=me, amount=amount, reason="honba"))
                else:
                    for payer in range(n):
                        if payer != me:
                            transfers.append(Transfer(payer=payer, payee=me, amount=honba // 3, reason="honba"))
        else:
            frm = w.from_seat
            assert frm is not None
            total = ron_points(hv.base, dealer_win)
            if pao_units and liable != frm:
                share = ron_points(pao_base, dealer_win) // 2
                transfers.append(Transfer(payer=payer_liable, payee=me, amount=share, reason="liability"))
                transfers.append(Transfer(payer=frm, payee=me, amount=total - share, reason="hand"))
            else:
                transfers.append(Transfer(payer=frm, payee=me, amount=total, reason="hand"))
            points = total
            if nearest and honba:
                transfers.append(Transfer(payer=frm, payee=me, amount=honba_ron(req, honba), reason="honba"))
        hands.append(hand_result(me, hv, points, s.extra.get("nuki", 0) if n == 3 else None))
    for seat in false:  # a false ron beside a valid win on the same discard pays its penalty
        transfers += _chombo_transfers(req, seat)
    table_sticks, riichi_seats = _pot(req)
    taker = winners[0].index
    for r in riichi_seats:
        if r != taker:
            transfers.append(Transfer(payer=r, payee=taker, amount=RIICHI_DEPOSIT, reason="riichi_deposit"))
    change = _net(transfers, n)  # the winner's own riichi stick comes straight back: no transfer
    change[taker] += table_sticks
    extra = {
        "pot_collected": {"seat": taker, "amount": table_sticks + RIICHI_DEPOSIT * len(riichi_seats)},
        "pot_carried": 0,
        "score_change": change,
    }
    notes: tuple[Text, ...] = ()
    if table_sticks:
        notes = (
            _STICKS_NOTE.format(
                seat=SeatRef(taker),
                amount=table_sticks,
                net=FieldRef("net", quoted=False),
                score_change=FieldRef("score_change", quoted=False),
            ),
        )
    if false:
        extra["chombo"] = false[0] if len(false) == 1 else false
    return Settlement(
        hands=tuple(hands), transfers=tuple(transfers), players=n, notes=notes, extra=extra, verdicts=verdicts
    )


def _check_liable(s: SeatInput, hv: HandValue, liable: int) -> None:
    """A liable seat only for daisangen / daisuushii, and only one that fed the hand one of those sets."""
    keys = {k for k, _ in hv.yaku}
    if not keys & set(LIABLE_KEYS):
        raise ScoreError([FieldError(f"seats.{s.index}.liable", M.LIABLE_NOT_YAKUMAN)])
    lo, hi = (31, 33) if "daisangen" in keys else (27, 30)
    if "daisuushii" in keys and "daisangen" in keys:
        lo = 27
    fed = any(m.from_seat == liable and m.kind != "chi" and lo <= kind(m.tiles[0]) <= hi for m in s.melds if m.is_open)
    if not fed:
        raise ScoreError([FieldError(f"seats.{s.index}.liable", M.LIABLE_FED_NOTHING.format(seat=SeatRef(liable)))])


_STICKS_NOTE = N_(
    "{seat} also takes the {amount} points of riichi sticks already on the table (not in {net}; see {score_change})"
)
_CARRIED_NOTE = N_("{amount} points of riichi sticks stay on the table for the next hand")


def _net(transfers: list[Transfer], n: int) -> list[int]:
    net = [0] * n
    for t in transfers:
        net[t.payer] -= t.amount
        net[t.payee] += t.amount
    return net


def _carried(
    req: ScoreRequest,
    transfers: list[Transfer],
    hands: tuple[HandResult, ...],
    deposits: bool,
    extra: dict[str, Any],
    verdicts: tuple[Verdict, ...] = (),
) -> Settlement:
    table_sticks, riichi_seats = _pot(req)
    change = _net(transfers, req.players)
    carried = table_sticks
    if deposits:
        carried += RIICHI_DEPOSIT * len(riichi_seats)
        for r in riichi_seats:
            change[r] -= RIICHI_DEPOSIT
    out = {"pot_carried": carried, "score_change": change, **extra}
    notes = (_CARRIED_NOTE.format(amount=carried),) if carried else ()
    return Settlement(
        hands=hands, transfers=tuple(transfers), players=req.players, notes=notes, extra=out, verdicts=verdicts
    )


def _draw(req: ScoreRequest, draw: str, verdicts: tuple[Verdict, ...] = ()) -> Settlement:
    if draw != "exhaustive":
        if not verdicts:
            confirmed = abortive(req)[1]  # the facts given confirm the draw (checks.py refused a contradiction)
            verdicts = (confirmed,) if confirmed is not None else ()
        return _carried(req, [], (), True, {"draw": draw}, verdicts)
    n = req.players
    transfers: list[Transfer] = []
    nagashi = [s.index for s in req.seats if s.extra.get("nagashi_mangan")] if req.options["nagashi_mangan"] else []
    if nagashi:
        hands = []
        for seat in nagashi:
            shares = tsumo_shares(MANGAN_BASE, seat, req.dealer, n, split_tsumo(req))
            for payer, amount in shares.items():
                transfers.append(Transfer(payer=payer, payee=seat, amount=amount, reason="nagashi_mangan"))
            hands.append(
                HandResult(
                    seat=seat,
                    lines=(ScoreLine(key="nagashi_mangan", value=MANGAN_BASE),),
                    total=5,
                    unit="han",
                    extra={
                        "han": None,
                        "fu": None,
                        "limit": "nagashi_mangan",
                        "base_points": MANGAN_BASE,
                        "points": sum(shares.values()),
                    },
                )
            )
        return _carried(req, transfers, tuple(hands), True, {"draw": draw})
    tenpai = [_tenpai(req, s) for s in req.seats]
    ready = [i for i in range(n) if tenpai[i]]
    noten = [i for i in range(n) if not tenpai[i]]
    if ready and noten:
        total = NOTEN_TOTAL if n == 4 else req.options["sanma_noten"]
        each = total // (len(ready) * len(noten))
        for payer in noten:
            for payee in ready:
                transfers.append(Transfer(payer=payer, payee=payee, amount=each, reason="noten"))
    return _carried(req, transfers, (), True, {"draw": draw, "tenpai": tenpai})


def _tenpai(req: ScoreRequest, s: SeatInput) -> bool:
    ready = _ready(req, s)
    if not ready and s.riichi is not None:  # a riichi seat is ready: a noten riichi is a false win
        field = "tenpai" if s.tenpai is not None else "hand"
        raise ScoreError([FieldError(f"seats.{s.index}.{field}", M.RIICHI_NOTEN)])
    return ready


def _ready(req: ScoreRequest, s: SeatInput) -> bool:
    if s.tenpai is not None:
        return s.tenpai
    if s.hand is None:
        raise ScoreError([FieldError(f"seats.{s.index}.tenpai", TENPAI_NEEDED.format(tenpai=FieldRef("tenpai")))])
    conc = [0] * N_KINDS
    for t in s.hand:
        conc[kind(t)] += 1
    seen = conc[:]
    for m in s.melds:
        for t in m.tiles:
            seen[kind(t)] += 1
    # a wait on a tile the seat itself holds all four of is no wait
    cands = [k for k in range(N_KINDS) if seen[k] < 4]
    return bool(engine.waits(conc, 0, shapes=SHAPES, candidates=cands))


def _chombo_transfers(req: ScoreRequest, seat: int) -> list[Transfer]:
    """Seed §12: the false-win penalty, a mangan as a self-draw would cost."""
    return [
        Transfer(payer=seat, payee=p, amount=a, reason="chombo")
        for p, a in tsumo_shares(MANGAN_BASE, seat, req.dealer, req.players, split_tsumo(req)).items()
    ]


def _chombo(req: ScoreRequest, seats: list[int], verdicts: tuple[Verdict, ...]) -> Settlement:
    transfers = [t for seat in seats for t in _chombo_transfers(req, seat)]
    return _carried(req, transfers, (), False, {"chombo": seats[0] if len(seats) == 1 else seats}, verdicts)
