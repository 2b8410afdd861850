"""Property: over random valid tables (wins of every kind, draws, options), nets always sum to zero."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from rules import score_request
from rules.tiles import to_mpsz
from tests.support.settlement import check_settlement

BOOL_OPTIONS = (
    "dealer_double",
    "zi_mo_double",
    "re_pao_double",
    "gang_kai_double",
    "pattern_double",
    "men_dou_double",
    "hun_wu_qing_shi",
    "chicken_1p",
    "chicken_1m",
    "man_tang_ji",
    "ze_ren_ji",
    "bao_ji",
    "fa_peng_gang_ji",
    "bao_gang",
    "re_pao_shao_dou",
    "re_pao_shao_ji",
    "qiang_gang_shao_dou",
    "qiang_gang_shao_ji",
    "cha_jiao_quan_bao",
)


class Wall:
    """The 108 tiles not yet placed; every hand, meld, discard and the flip come out of it."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.left = [4] * 27

    def take(self, k: int, n: int = 1) -> bool:
        if self.left[k] < n:
            return False
        self.left[k] -= n
        return True

    def pick(self, need: int) -> int:
        return self.rng.choice([k for k in range(27) if self.left[k] >= need])

    def sets(self, count: int) -> list[int] | None:
        out: list[int] = []
        for _ in range(count):
            if self.rng.random() < 0.4:
                k = self.pick(3)
                self.take(k, 3)
                out += [k] * 3
                continue
            starts = [k for k in range(27) if k % 9 <= 6 and all(self.left[k + i] for i in range(3))]
            if not starts:
                return None
            k = self.rng.choice(starts)
            for i in range(3):
                self.take(k + i)
            out += [k, k + 1, k + 2]
        return out

    def pair(self) -> list[int]:
        k = self.pick(2)
        self.take(k, 2)
        return [k, k]


def _others(n: int, s: int) -> list[int]:
    return [t for t in range(n) if t != s]


def _table(seed: int) -> dict[str, Any] | None:
    rng = random.Random(seed)
    wall = Wall(rng)
    n = rng.choice((2, 3, 4))
    options: dict[str, Any] = {k: rng.random() < 0.4 for k in BOOL_OPTIONS}
    options["dealer_double"] = rng.random() < 0.8
    options["flip_chicken"] = rng.choice(("next", "self", "swing"))
    options["lian_zhuang_points"] = rng.choice((0, 0, 1, 2))
    options["gang_shang_hua_points"] = rng.choice((0, 0, 1))
    flip = wall.pick(1)
    wall.take(flip)
    modes = ["self_draw", "discard", "robbed_kong", "draw"] + (["discard2"] if n >= 3 else [])
    mode = rng.choice(modes)
    seats: list[dict[str, Any]] = [{} for _ in range(n)]
    source = rng.randrange(n)
    if mode == "self_draw":
        winners = [rng.randrange(n)]
    elif mode == "discard2":
        winners = rng.sample(_others(n, source), 2)
    elif mode == "draw":
        winners = []
    else:
        winners = [rng.choice(_others(n, source))]
    rob = None
    if mode == "robbed_kong":
        starts = [k for k in range(27) if k % 9 <= 6 and wall.left[k] == 4 and wall.left[k + 1] and wall.left[k + 2]]
        if not starts:
            return None
        rob = rng.choice(starts)
        for k, count in ((rob, 4), (rob + 1, 1), (rob + 2, 1)):  # the pon, and the winner's chow around the robbed tile
            wall.take(k, count)
        seats[source]["melds"] = [{"kind": "pon", "tiles": to_mpsz([rob] * 3), "from": rng.choice(_others(n, source))}]
        seats[source]["tenpai"] = rng.random() < 0.5
    shared = None
    if mode == "discard2":  # one discard, two winners: both wait on it with a pair of that kind (3 copies in all)
        kinds = [k for k in range(27) if wall.left[k] >= 3]
        if not kinds:
            return None
        shared = rng.choice(kinds)
        wall.take(shared, 3)
    for w in winners:
        melds: list[dict[str, Any]] = []
        if mode.startswith("discard") or rng.random() < 0.3:  # a kong: the pass for a 平胡 on a discard
            k = rng.choice([k for k in range(27) if wall.left[k] == 4])
            wall.take(k, 4)
            how = rng.choice(("concealed", "exposed", "added"))
            meld: dict[str, Any] = {"kind": "kong", "tiles": to_mpsz([k] * 4), "kong": how}
            if how != "concealed":
                meld["from"] = rng.choice(_others(n, w))
            melds.append(meld)
        hand: list[int] = []
        if rob is not None:
            hand += [rob, rob + 1, rob + 2]
        body = wall.sets(4 - len(melds) - len(hand) // 3)
        if body is None:
            return None
        hand += body + ([shared, shared] if shared is not None else wall.pair())
        tile = rob if rob is not None else hand[-1]
        win: dict[str, Any] = {"tile": to_mpsz([tile]), "by": "discard" if mode.startswith("discard") else mode}
        if mode != "self_draw":
            win["from"] = source
        if mode == "self_draw" and melds and rng.random() < 0.4:
            win["after_kong"] = True
        seats[w] = {"hand": to_mpsz(hand), "melds": melds, "win": win}
        if not melds:  # 报听 forbids every pon and kong, a concealed one included (line 111)
            seats[w]["baoting"] = rng.random() < 0.2
    for s in range(n):
        if s in winners:
            continue
        seat = seats[s]
        if mode == "draw" and rng.random() < 0.5:
            full = wall.sets(4)
            if full is None:
                return None
            full += wall.pair()
            full.pop(rng.randrange(len(full)))  # one tile short of complete: ready
            seat["hand"] = to_mpsz(full)
            continue
        seat.setdefault("tenpai", mode != "draw" and rng.random() < 0.5)
        if "melds" not in seat and rng.random() < 0.5:
            k = wall.pick(3)
            wall.take(k, 3)
            seat["melds"] = [{"kind": "pon", "tiles": to_mpsz([k] * 3), "from": rng.choice(_others(n, s))}]
        disc = [k for k in (18, 9, 0, (flip + 1) % 27) if rng.random() < 0.5 and wall.take(k)]
        if disc:
            seat["chicken_discards"] = to_mpsz(disc)
        if seat["tenpai"]:
            chk = [k for k in (18, 18) if rng.random() < 0.4 and wall.take(k)]
            if chk:
                seat["chickens"] = to_mpsz(chk)
    table: dict[str, Any] = {}
    with_1s = [i for i, s in enumerate(seats) if "win" not in s and "1s" in s.get("chicken_discards", "")]
    if with_1s and rng.random() < 0.6:
        table["chongfeng_seat"] = rng.choice(with_1s)
    return {
        "ruleset": "guizhou",
        "players": n,
        "dealer": rng.randrange(n),
        "dealer_streak": rng.randrange(3),
        "options": options,
        "indicators": {"flip": to_mpsz([flip])},
        "table": table,
        "seats": seats,
    }


@settings(max_examples=300, deadline=None)
@given(st.integers(min_value=0, max_value=2**32 - 1))
def test_nets_sum_to_zero(seed: int) -> None:
    data = _table(seed)
    if data is None:
        return
    status, ans = score_request(data)
    assert status == 200, (data, ans)
    assert sum(ans["net"]) == 0
    assert all(p["amount"] > 0 for p in ans["payments"])
    check_settlement(ans)
