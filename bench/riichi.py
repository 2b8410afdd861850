"""Riichi hand values: our calculator against the PyPI package `mahjong` on the same fixed-seed hands.

Also home of the fixed-seed winning-hand generator and the conversion to
`mahjong`'s inputs that the differential test (tests/rules/riichi/test_differential.py) uses.
"""

from __future__ import annotations

import gc
import random
import time
from dataclasses import dataclass
from typing import Any

from rules.model import Meld
from rules.riichi.hand import HandInput, NoYaku, evaluate
from rules.tiles import N_KINDS, kind, to_mpsz

_RED_OF = {4: 34, 13: 35, 22: 36}


@dataclass(frozen=True, slots=True)
class Case:
    """One generated winning hand: the request, our typed input, and the options."""

    request: dict[str, Any]
    hand_input: HandInput
    options: dict[str, Any]


def _tiles(s: str) -> tuple[int, ...]:
    from rules.tiles import parse

    return parse(s)


def generate(n: int, seed: int = 20260521, players: int = 4) -> list[Case]:
    """`n` random complete hands (closed and open, kongs, red fives, dora, riichi, every wind, tsumo and ron); with
    `players=3` three-player hands (no 2m-8m, no chi, North tiles set aside, the preset `tenhou_sanma`)."""
    rng = random.Random(seed)
    out: list[Case] = []
    one = _one if players == 4 else sanma_case
    while len(out) < n:
        c = one(rng)
        if c is not None:
            out.append(c)
    return out


SANMA_OUT = frozenset(range(1, 8))  # 2m-8m: not in play with three players


def sanma_case(rng: random.Random) -> Case | None:
    """A three-player hand: a four-player one drawn the same way, kept when it has no 2m-8m and no chi, and given
    seats, winds, indicators and Norths set aside at a table of three."""
    return _one(rng, players=3)


def _one(rng: random.Random, players: int = 4) -> Case | None:
    sanma = players == 3
    used = [0] * N_KINDS
    style = rng.random()
    if sanma:  # chows only in pins and bamboos; manzu only as 1m / 9m sets
        suits = [rng.randrange(1, 3)] if style < 0.25 else [0, 1, 2]
    else:
        suits = [rng.randrange(3)] if style < 0.25 else [0, 1, 2]  # one-suit hands now and then
    honors_weight = 0.35 if style < 0.6 else 0.15
    shape = rng.random()
    concealed: list[int] = []
    melds: list[Meld] = []
    n_open = 0
    if shape < 0.05:  # seven pairs
        allowed = [k for k in range(N_KINDS) if (k >= 27 or k // 9 in suits) and not (sanma and k in SANMA_OUT)]
        kinds = rng.sample(allowed, 7)
        for k in kinds:
            concealed += [k, k]
    elif shape < 0.07:  # thirteen orphans
        orphans = [0, 8, 9, 17, 18, 26, *range(27, 34)]
        concealed = [*orphans, rng.choice(orphans)]
    else:
        want_melds = rng.choice((0, 0, 0, 1, 1, 2, 3, 4))
        for i in range(4):
            if rng.random() < honors_weight:
                k = rng.randrange(27, 34)
                group = [k, k, k]
            elif rng.random() < 0.6 and not (sanma and suits == [0]):
                s = rng.choice(suits if not sanma else [x for x in suits if x] or [1])
                b = s * 9 + rng.randrange(7)
                group = [b, b + 1, b + 2]
            else:
                s = rng.choice(suits)
                k = s * 9 + (rng.choice((0, 8)) if sanma and s == 0 else rng.randrange(9))
                group = [k, k, k]
            for k in group:
                used[k] += 1
            if max(used) > 4:
                return None
            if i < want_melds and not (sanma and group[0] != group[1]):  # no chi at three players
                if group[0] != group[1]:
                    melds.append(Meld(kind="chi", tiles=tuple(group), from_seat=-1))
                    n_open += 1
                else:
                    r = rng.random()
                    if r < 0.55:
                        melds.append(Meld(kind="pon", tiles=tuple(group), from_seat=-1))
                        n_open += 1
                    elif used[group[0]] < 4:
                        used[group[0]] += 1
                        kong = "concealed" if r < 0.75 else rng.choice(("exposed", "added"))
                        melds.append(
                            Meld(
                                kind="kong",
                                tiles=(group[0],) * 4,
                                from_seat=None if kong == "concealed" else -1,
                                kong=kong,
                            )
                        )
                        n_open += kong != "concealed"
                    else:
                        melds.append(Meld(kind="pon", tiles=tuple(group), from_seat=-1))
                        n_open += 1
            else:
                concealed += group
        k = rng.randrange(27, 34) if rng.random() < honors_weight else rng.choice(suits) * 9 + rng.randrange(9)
        if sanma and k in SANMA_OUT:
            k = rng.choice((0, 8))
        concealed += [k, k]
    all_kinds = concealed + [kind(t) for m in melds for t in m.tiles]
    cnt = [0] * N_KINDS
    for k in all_kinds:
        cnt[k] += 1
    if max(cnt) > 4:
        return None
    # red fives: one copy of a held five, now and then
    reds: set[int] = set()
    for five in (4, 13, 22):
        if cnt[five] == 4 or (cnt[five] and rng.random() < 0.5):
            reds.add(five)  # a table with red fives has one among any four fives

    def redden(tiles: list[int]) -> list[int]:
        out = []
        for t in tiles:
            if t in reds and (cnt[t] == 4 or rng.random() < 0.5):
                out.append(_RED_OF[t])
                reds.discard(t)
            else:
                out.append(t)
        return out

    conc_tiles = redden(concealed)
    melds = [Meld(kind=m.kind, tiles=tuple(redden(list(m.tiles))), from_seat=m.from_seat, kong=m.kong) for m in melds]
    win_tile = rng.choice(conc_tiles)

    # indicators
    def draw_indicator() -> int | None:
        for _ in range(20):
            k = rng.randrange(N_KINDS)
            if sanma and k in SANMA_OUT:
                continue
            if cnt[k] < 4:
                cnt[k] += 1
                return k
        return None

    n_kans = sum(1 for m in melds if m.kind == "kong")
    dora = [d for d in (draw_indicator() for _ in range(1 + n_kans)) if d is not None]
    closed = n_open == 0
    riichi = None
    if closed and rng.random() < 0.45:
        riichi = "double" if rng.random() < 0.1 else "single"
    ura = [d for d in (draw_indicator() for _ in range(len(dora))) if d is not None] if riichi else []
    dealer = rng.randrange(players)
    seat = rng.randrange(players)
    tsumo = rng.random() < 0.5
    robbed = not tsumo and rng.random() < 0.04
    frm = (seat + rng.randrange(1, players)) % players
    nuki = 0
    if sanma and rng.random() < 0.45:  # Norths set aside: one han each, as many as are left
        nuki = rng.randrange(1, 5 - cnt[30]) if cnt[30] < 4 else 0
        cnt[30] += nuki
    win_d: dict[str, Any] = {
        "tile": to_mpsz([win_tile]),
        "by": "self_draw" if tsumo else ("robbed_kong" if robbed else "discard"),
    }
    if not tsumo:
        win_d["from"] = frm
    first_turn = tsumo and not melds and riichi is None and rng.random() < 0.03
    if first_turn:
        win_d["first_turn"] = True  # tenhou for the dealer, chiihou for the others
    elif tsumo and n_kans and rng.random() < 0.15:
        win_d["after_kong"] = True
    elif not robbed and rng.random() < 0.05:
        win_d["last_tile"] = True
    seat_d: dict[str, Any] = {"hand": to_mpsz(conc_tiles), "win": win_d}
    fixed = []
    for m in melds:
        md: dict[str, Any] = {"kind": m.kind, "tiles": to_mpsz(m.tiles)}
        fs = (seat - 1) % 4 if m.kind == "chi" else (seat + rng.randrange(1, players)) % players
        if m.kind == "kong":
            md["kong"] = m.kong
            if m.kong != "concealed":
                md["from"] = fs
        else:
            md["from"] = fs
        fixed.append(Meld(kind=m.kind, tiles=m.tiles, from_seat=md.get("from"), kong=m.kong))
        seat_d.setdefault("melds", []).append(md)
    if riichi:
        seat_d["riichi"] = riichi
        if rng.random() < 0.2:
            seat_d["ippatsu"] = True
    options = {
        "kuitan": rng.random() < 0.7,
        "red_fives": rng.random() < 0.7,
        "kiriage": rng.random() < 0.3,
        "double_yakuman": rng.random() < 0.5,
        "kazoe": "yakuman" if rng.random() < 0.8 else "sanbaiman",
        "double_wind_fu": 4,
    }
    round_wind = 27 + rng.randrange(3 if sanma else 4)
    indicators: dict[str, str] = {"dora": "".join(to_mpsz([d]) for d in dora)}
    if ura:
        indicators["ura"] = "".join(to_mpsz([d]) for d in ura)
    if first_turn:  # a North set aside is a call: no first-turn win after it
        nuki = 0
    if nuki:
        seat_d["nuki"] = nuki
    seats: list[dict[str, Any]] = [{} for _ in range(players)]
    seats[seat] = seat_d
    request = {
        "ruleset": "riichi",
        "preset": "tenhou_sanma" if sanma else "tenhou",
        "options": options,
        "dealer": dealer,
        "indicators": indicators,
        "table": {"round_wind": to_mpsz([round_wind])},
        "seats": seats,
    }
    hi = HandInput(
        hand=tuple(conc_tiles),
        melds=tuple(fixed),
        win_tile=win_tile,
        tsumo=tsumo,
        robbed=robbed,
        seat_wind=27 + (seat - dealer) % players,
        round_wind=round_wind,
        riichi=riichi,
        ippatsu=bool(seat_d.get("ippatsu")),
        after_kong=bool(win_d.get("after_kong")),
        last_tile=bool(win_d.get("last_tile")),
        first_turn=first_turn,
        dora=tuple(dora),
        ura=tuple(ura),
        nuki=nuki,
        sanma=sanma,
    )
    from rules.riichi.options import OPTIONS, PRESETS

    preset = next(p for p in PRESETS if p.key == request["preset"])
    full = {o.key: o.default for o in OPTIONS} | dict(preset.values) | options
    return Case(request=request, hand_input=hi, options=full)


# ------------------------------------------------------------ mahjong ---


def mahjong_args(case: Case) -> dict[str, Any]:
    """The same hand as `mahjong.HandCalculator.estimate_hand_value` keyword arguments."""
    from mahjong.hand_calculating.hand_config import HandConfig, OptionalRules
    from mahjong.meld import Meld as MjMeld

    hi = case.hand_input
    next_copy = [0] * N_KINDS

    def t136(t: int) -> int:
        k = kind(t)
        if t != k:  # a red five is copy 0 of its five
            return k * 4
        c = next_copy[k]
        next_copy[k] += 1
        if k in (4, 13, 22):  # plain fives take copies 1, 2, 3, then 0
            return k * 4 + (c + 1) % 4
        return k * 4 + c

    hand136 = []
    win136 = None
    for t in hi.hand:
        x = t136(t)
        hand136.append(x)
        if win136 is None and t == hi.win_tile:
            win136 = x
    melds = []
    for m in hi.melds:
        ts = [t136(t) for t in m.tiles]
        hand136 += ts
        if m.kind == "chi":
            melds.append(MjMeld(meld_type=MjMeld.CHI, tiles=sorted(ts), opened=True))
        elif m.kind == "pon":
            melds.append(MjMeld(meld_type=MjMeld.PON, tiles=ts, opened=True))
        else:
            mt = MjMeld.SHOUMINKAN if m.kong == "added" else MjMeld.KAN
            melds.append(MjMeld(meld_type=mt, tiles=ts, opened=m.kong != "concealed"))

    def ind(ts: tuple[int, ...]) -> list[int]:
        return [kind(t) * 4 + 3 for t in ts]

    o = case.options
    rules = OptionalRules(
        is_three_player=hi.sanma,
        has_open_tanyao=o["kuitan"],
        has_aka_dora=o["red_fives"],
        has_double_yakuman=o["double_yakuman"],
        kazoe_limit=HandConfig.KAZOE_LIMITED if o["kazoe"] == "yakuman" else HandConfig.KAZOE_SANBAIMAN,
        kiriage=o["kiriage"],
        fu_for_open_pinfu=True,
        fu_for_pinfu_tsumo=False,
    )
    config = HandConfig(
        is_tsumo=hi.tsumo,
        is_riichi=hi.riichi == "single",
        is_daburu_riichi=hi.riichi == "double",
        is_ippatsu=hi.ippatsu,
        is_rinshan=hi.after_kong,
        is_chankan=hi.robbed,
        is_haitei=hi.last_tile and hi.tsumo,
        is_houtei=hi.last_tile and not hi.tsumo,
        is_tenhou=hi.first_turn and hi.seat_wind == 27,
        is_chiihou=hi.first_turn and hi.seat_wind != 27,
        player_wind=hi.seat_wind,
        round_wind=hi.round_wind,
        num_nuki_dora=hi.nuki,
        options=rules,
    )
    return {
        "tiles": hand136,
        "win_tile": win136,
        "melds": melds,
        "dora_indicators": ind(hi.dora),
        "ura_dora_indicators": ind(hi.ura),
        "config": config,
    }


def mahjong_points(resp: Any, tsumo: bool, players: int = 4) -> int:
    """What the winner is paid for the hand (no honba or sticks): a self-draw has `players - 1` payers."""
    cost = resp.cost
    if not tsumo:
        return cost["main"]
    return cost["main"] + (players - 2) * cost["additional"]


# -------------------------------------------------------------- bench ---


def _cpu_per_second(fn: Any, items: list[Any]) -> float:
    """Items per CPU second of one pass of `fn` over `items` (wall time swings on a shared machine).

    As `timeit` does, the garbage collector is off during the pass (for both sides): a full collection
    walks every object alive, here mostly the generated hands, and would land on whichever pass it hit.
    """
    gc.collect()
    gc.disable()
    try:
        t0 = time.process_time()
        for x in items:
            fn(x)
        return len(items) / max(time.process_time() - t0, 1e-9)
    finally:
        gc.enable()


WARMUP_SEED = 11
FRESH_SEEDS = (7, 8, 9, 12, 13, 14)  # one pass per side over each: six chances at a quiet moment on a busy machine


def run(quick: bool = False) -> list[tuple[str, float, str]]:
    """Hands valued per second: ours (`rules.riichi.hand.evaluate`) and `mahjong`'s, on the same hands.

    Both get their inputs ready-made (our `HandInput`, `mahjong`'s 136-tile
    arrays and `HandConfig`), and both are timed in CPU time (a shared machine
    swings wall time), their passes alternating so that a busy moment favours
    neither side.

    The main figure is on hands never scored before, as a server sees them:
    after a warm-up set (which fills the tables keyed on one suit's tiles,
    bounded by the number of suit patterns like a precomputed table), each of
    6 fresh sets from other seeds is scored once by us and once by `mahjong`;
    the best pass of each side counts. Nothing keyed on a whole hand may serve
    those passes: `scoring.forget_hands()` empties any such memo before each.

    The secondary figure re-scores the warm-up set (best of 3 alternating
    passes), where a memo keyed on the whole hand would hit every time.

    Three players (issue 27): the same measure on three-player hands (`generate(players=3)`: no 2m-8m, no chi,
    North tiles set aside, the preset `tenhou_sanma`), their fresh passes alternating with the four-player ones,
    against `mahjong` with `is_three_player` and `num_nuki_dora`; a three-player hand must not cost more than a
    four-player one.
    """
    from mahjong.hand_calculating.hand import HandCalculator

    from rules.riichi import hand as scoring

    n = 500 if quick else 5000
    warmup = generate(n, seed=WARMUP_SEED)
    fresh = [generate(n, seed=seed) for seed in FRESH_SEEDS]
    warm_theirs = [mahjong_args(c) for c in warmup]
    fresh_theirs = [[mahjong_args(c) for c in cases] for cases in fresh]
    warmup3 = generate(n, seed=WARMUP_SEED, players=3)
    fresh3 = [generate(n, seed=seed, players=3) for seed in FRESH_SEEDS]
    fresh3_theirs = [[mahjong_args(c) for c in cases] for cases in fresh3]

    def ours_one(c: Case) -> None:
        try:  # noqa: SIM105 (contextlib.suppress builds an object per call: harness cost, not ours)
            evaluate(c.hand_input, c.options)
        except NoYaku:  # a hand without yaku is valued too: as that error
            pass

    def theirs_one(kw: dict[str, Any]) -> None:
        HandCalculator.estimate_hand_value(**kw)

    for c in (*warmup, *warmup3):
        ours_one(c)
    for kw in warm_theirs[:200]:
        theirs_one(kw)
    # fresh hands: each set once per side, alternating; the best pass of each side counts
    a = b = a3 = b3 = 0.0
    for cases, theirs, cases3, theirs3 in zip(fresh, fresh_theirs, fresh3, fresh3_theirs, strict=True):
        scoring.forget_hands()
        a = max(a, _cpu_per_second(ours_one, cases))
        b = max(b, _cpu_per_second(theirs_one, theirs))
        scoring.forget_hands()
        a3 = max(a3, _cpu_per_second(ours_one, cases3))
        b3 = max(b3, _cpu_per_second(theirs_one, theirs3))
    # repeated hands: the warm-up set again, best of 3 alternating passes
    ra = rb = 0.0
    for _ in range(3):
        ra = max(ra, _cpu_per_second(ours_one, warmup))
        rb = max(rb, _cpu_per_second(theirs_one, warm_theirs))
    return [
        (f"riichi: fresh hands valued per second, ours ({len(fresh)} sets x {n} never-seen hands, best pass)", a, "/s"),
        ("riichi: fresh hands valued per second, mahjong 2.1.0 estimate_hand_value (same hands)", b, "/s"),
        ("riichi: fresh hands, ours / mahjong", a / b, "x"),
        (f"riichi: secondary: repeated hands (warm-up set of {n} again, best of 3), ours", ra, "/s"),
        ("riichi: secondary: repeated hands, mahjong 2.1.0 estimate_hand_value", rb, "/s"),
        ("riichi: secondary: repeated hands, ours / mahjong", ra / rb, "x"),
        (f"riichi: three players: fresh hands valued per second, ours ({len(fresh3)} sets x {n}, best pass)", a3, "/s"),
        ("riichi: three players: fresh hands valued per second, mahjong 2.1.0 (is_three_player)", b3, "/s"),
        ("riichi: three players: fresh hands, ours / mahjong", a3 / b3, "x"),
        ("riichi: three players per second / four players per second, ours", a3 / a, "x"),
    ]


__all__ = ["Case", "generate", "mahjong_args", "mahjong_points", "run", "sanma_case"]
