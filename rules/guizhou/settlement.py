"""Settling one hand of Guizhou Xingyi chicken mahjong: the win (or the draw's 查叫), every kong, every chicken.

The checks run before (rules/guizhou/checks.py); `score` returns the whole-table `Settlement` or raises `ScoreError`
naming the field and the rule that forbids the hand.
"""

from __future__ import annotations

from rules import engine
from rules.model import (
    FieldError,
    HandResult,
    ScoreError,
    ScoreRequest,
    SeatInput,
    Settlement,
    Transfer,
    Verdict,
)
from rules.refs import SeatRef
from rules.tiles import counts, kind, tile_str, to_mpsz

from . import messages as M
from . import outcome, patterns
from .chickens import ChickenSet, chicken_set, chicken_transfers, hand_chickens
from .detect import WinView
from .discards import chongfeng_from_history, unclaimed_discards
from .draw import CHAJIAO_PATTERN
from .hand import SHAPES, HandPattern, best_pattern, best_wait, hand_lines, pattern_value, suits_used
from .kongs import has_kong, kong_transfers
from .ledger import NOTEN, TENPAI, WIN, Table, dealer_x2, pay
from .options import CHONGFENG, DEAL_MISSING

# ------------------------------------------------------------ readiness ---


def hand_ready(req: ScoreRequest, seat: SeatInput) -> tuple[int, ...]:
    """The waits of a non-winning seat's given hand (empty: not ready), the missing-suit rule applied."""
    assert seat.hand is not None
    c = counts(seat.hand)
    if req.options["deal"] == DEAL_MISSING and len(suits_used(c, seat.melds)) == 3:
        return ()
    return engine.waits(c, shapes=SHAPES)


def readiness(req: ScoreRequest, seat: SeatInput) -> bool | None:
    """Won or ready (True), not ready (False), or unknown (None: no hand and no `tenpai`)."""
    if seat.win is not None:
        return True
    if seat.tenpai is not None:
        return seat.tenpai
    if seat.baoting or seat.extra.get(CHAJIAO_PATTERN.key):
        return True
    if seat.hand is not None:
        return bool(hand_ready(req, seat))
    return None


def involved(req: ScoreRequest, seat: SeatInput) -> bool:
    """Whether this seat's readiness can change the settlement of a won hand."""
    if seat.melds or seat.extra.get("chicken_discards") or seat.extra.get("chickens"):
        return True
    if any(req.table.get(a) == seat.index or req.table.get(b) == seat.index for _, a, b, _ in CHONGFENG):
        return True
    return bool(unclaimed_discards(req, seat))


# ---------------------------------------------------------------- score ---


def _win_view(req: ScoreRequest, s: SeatInput) -> WinView:
    qys = pattern_value(patterns.QING_YI_SE, req.options["hun_wu_qing_shi"])
    return WinView(
        seat=s, win=s.win, dealer=req.dealer, dealer_streak=req.dealer_streak, qing_yi_se=qys, options=req.options
    )


def _win_hand(req: ScoreRequest, s: SeatInput) -> HandResult:
    """The winning hand's value per share, line by line; raises ScoreError when the rules forbid it."""
    w = s.win
    assert w is not None
    p = f"seats.{s.index}"
    if s.outcome is not None:  # recorded by its outcome: the pattern the table agreed on
        key = s.outcome[outcome.PATTERN.key]
        if key is None:
            raise ScoreError([FieldError(f"{p}.outcome.{outcome.PATTERN.key}", outcome.MISSING_PATTERN)])
        hp: HandPattern | None = HandPattern(key, pattern_value(key, req.options["hun_wu_qing_shi"]))
    else:
        assert s.hand is not None
        hp = best_pattern(counts(s.hand), s.melds, hun_wu_qing_shi=req.options["hun_wu_qing_shi"])
    if hp is None:
        raise ScoreError([FieldError(f"{p}.hand", M.NOT_WINNING)])
    passed = s.history.passed if s.history is not None else ()
    if passed and w.by == "discard" and not w.after_kong_discard:  # 过胡限制 (line 155)
        ps = passed[0]
        raise ScoreError(
            [FieldError(f"{p}.win.by", M.GUO_HU.format(frm=SeatRef(ps.from_seat), tile=tile_str(ps.tile)))]
        )
    di = w.first_turn and s.index != req.dealer
    if hp.key == patterns.PING_HU and w.by == "discard" and not (has_kong(s) or w.after_kong_discard or di):
        raise ScoreError([FieldError(f"{p}.win.by", M.NEEDS_PASS)])
    lines, total = hand_lines(hp, _win_view(req, s))
    return HandResult(seat=s.index, lines=lines, total=total, unit="points", extra={"by": w.by})


def _hand_transfers(req: ScoreRequest, table: Table, hand: HandResult) -> list[Transfer]:
    out: list[Transfer] = []
    s = req.seats[hand.seat]
    w = s.win
    assert w is not None
    winner = s.index
    if w.by == "discard":
        assert w.from_seat is not None
        f = table.dealer_factor(w.from_seat, winner)
        pay(out, req, w.from_seat, winner, hand.total * f, "hand", dealer_x2() if f == 2 else None)
        return out
    for q in table.others(winner):
        f = table.dealer_factor(q, winner)
        if w.by == "robbed_kong":
            assert w.from_seat is not None
            note = M.ROBBED_SHARE.format(seat=SeatRef(q)) if q != w.from_seat else None
            if f == 2:
                note = dealer_x2() if note is None else note + M.SEPARATOR + dealer_x2()
            pay(out, req, w.from_seat, winner, hand.total * f, "hand", note)
        else:
            pay(out, req, q, winner, hand.total * f, "hand", dealer_x2() if f == 2 else None)
    return out


def _draw_hand(req: ScoreRequest, s: SeatInput) -> HandResult:
    """查叫: a ready seat's best possible pattern over all its waits, or the pattern the table gave for it."""
    hun_wu_qing_shi = req.options["hun_wu_qing_shi"]
    given = s.extra.get(CHAJIAO_PATTERN.key)
    if s.hand is None:
        assert given  # a ready seat without tiles gives its pattern (checks.readiness_known)
        best = HandPattern(given, pattern_value(given, hun_wu_qing_shi))
        lines, total = hand_lines(best, _win_view(req, s))
        return HandResult(seat=s.index, lines=lines, total=total, unit="points", extra={"chajiao": True})
    res = best_wait(counts(s.hand), s.melds, hun_wu_qing_shi=hun_wu_qing_shi)
    assert res is not None  # readiness was checked
    lines, total = hand_lines(res.best, _win_view(req, s))
    extra = {"chajiao": True, "waits": to_mpsz(res.waits), "best_wait": tile_str(res.wait)}
    return HandResult(seat=s.index, lines=lines, total=total, unit="points", extra=extra)


def score(req: ScoreRequest) -> Settlement:
    opts = req.options
    states = [readiness(req, s) for s in req.seats]
    status = tuple(
        WIN if s.win is not None else TENPAI if st else NOTEN for s, st in zip(req.seats, states, strict=True)
    )
    winners = req.winners
    transfers: list[Transfer] = []
    hands: list[HandResult] = []
    burn_kong: set[int] = set()
    burn_chicken: set[int] = set()
    for s in winners:
        w = s.win
        assert w is not None
        if w.after_kong_discard and w.from_seat is not None:
            if opts["re_pao_shao_dou"]:
                burn_kong.add(w.from_seat)
            if opts["re_pao_shao_ji"]:
                burn_chicken.add(w.from_seat)
        if w.by == "robbed_kong" and w.from_seat is not None:
            if opts["qiang_gang_shao_dou"]:
                burn_kong.add(w.from_seat)
            if opts["qiang_gang_shao_ji"]:
                burn_chicken.add(w.from_seat)
    table = Table(req=req, status=status, burn_kong=frozenset(burn_kong), burn_chicken=frozenset(burn_chicken))
    if winners:
        refused: list[FieldError] = []
        for s in winners:
            try:
                hand = _win_hand(req, s)
            except ScoreError as e:  # report every refused winner, never a partial result
                refused += e.errors
                continue
            hands.append(hand)
            transfers += _hand_transfers(req, table, hand)
        if refused:
            raise ScoreError(refused)
    else:
        noten = [i for i, st in enumerate(status) if st == NOTEN]
        for s in req.seats:
            if status[s.index] != TENPAI or (s.hand is None and not s.extra.get(CHAJIAO_PATTERN.key)):
                continue
            hand = _draw_hand(req, s)
            hands.append(hand)
            for q in noten:
                f = table.dealer_factor(q, s.index)
                pay(transfers, req, q, s.index, hand.total * f, "chajiao", dealer_x2() if f == 2 else None)
    burned: list[dict[str, object]] = []
    if winners or opts["cha_jiao_quan_bao"]:
        cs = chicken_set(opts, req.indicators.get("flip"))
        transfers += kong_transfers(table)
        transfers += chicken_transfers(table, cs)
        burned = _burned(req, table, cs)
    return Settlement(
        hands=tuple(hands),
        transfers=tuple(transfers),
        players=req.players,
        verdicts=_verdicts(req),
        extra={"seat_status": list(status), "burned": burned},
    )


def _burned(req: ScoreRequest, table: Table, cs: ChickenSet) -> list[dict[str, object]]:
    """What scores nothing this hand, for the page to show on lines of their own: kong and chicken
    points burned by 热炮 / 抢杠 (烧豆 / 烧鸡), and the chickens a seat that is not ready holds."""
    out: list[dict[str, object]] = []
    for s in req.seats:
        i = s.index
        why = "not_ready" if table.status[i] == NOTEN else "burned"
        if why == "burned" and i not in table.burn_kong and i not in table.burn_chicken:
            continue
        kongs = sum(1 for m in s.melds if len(m.tiles) == 4)
        kinds = set(cs.kinds())
        chickens = sum(1 for k in hand_chickens(s) if k in kinds)
        chickens += sum(len(m.tiles) for m in s.melds if kind(m.tiles[0]) in kinds)
        seat = SeatRef(i)
        if kongs and (why == "not_ready" or i in table.burn_kong):
            text = M.BURNED_KONGS_NOT_READY if why == "not_ready" else M.BURNED_KONGS
            out.append(
                {"seat": i, "what": "kongs", "count": kongs, "why": why, "text": text.format(seat=seat, n=kongs)}
            )
        if chickens and (why == "not_ready" or i in table.burn_chicken):
            text = M.BURNED_CHICKENS_NOT_READY if why == "not_ready" else M.BURNED_CHICKENS
            out.append(
                {
                    "seat": i,
                    "what": "chickens",
                    "count": chickens,
                    "why": why,
                    "text": text.format(seat=seat, n=chickens),
                }
            )
    return out


def _verdicts(req: ScoreRequest) -> tuple[Verdict, ...]:
    """What the history decided, each a line of the answer with the rule behind it: a win allowed after a pass
    (过胡), the 冲锋鸡 read from the discards."""
    out: list[Verdict] = []
    for s in req.winners:
        w = s.win
        assert w is not None
        if s.history is None or not s.history.passed:
            continue
        ps = s.history.passed[0]
        how = M.HOW_RE_PAO if w.after_kong_discard else M.HOW_QIANG_GANG if w.by == "robbed_kong" else M.HOW_SELF_DRAW
        text = M.GUO_HU_ALLOWED.format(
            seat=SeatRef(s.index), frm=SeatRef(ps.from_seat), tile=tile_str(ps.tile), how=how
        )
        out.append(Verdict(key="guo_hu_allowed", rule="guo_hu", seat=s.index, title=M.GUO_HU_TITLE, text=text))
    if req.winners or req.options["cha_jiao_quan_bao"]:
        for c in chongfeng_from_history(req) or ():
            how = M.CF_HOW_UNCLAIMED if c.claimer is None else M.CF_HOW_CLAIMED.format(seat=SeatRef(c.claimer))
            text = M.CF_READ.format(tile=tile_str(c.kind), seat=SeatRef(c.discarder), how=how)
            out.append(
                Verdict(
                    key="chong_feng_from_discards",
                    rule="chickens_from_discards",
                    seat=c.discarder,
                    title=patterns.PATTERN_MAP[patterns.CHONG_FENG_JI].names,
                    text=text,
                )
            )
    return tuple(out)
