"""A property test of the riichi verdicts against a slow reference that plays the hand turn by turn.

The reference deals a ready hand to one seat (W, closed, pinfu on both its waits so every real ron has a
yaku), then plays discards from a shuffled wall in turn order (the dealer first; a pon hands the turn to
the claimer), W drawing and discarding its drawn tile (sometimes a winning tile: furiten), passing every
winning tile another seat discards, sometimes declaring riichi, until another seat discards W's winning
tile and W rons it. Along the way it keeps the furiten state the seed (§10) describes: a winning tile
among W's own discards; a pass after its riichi declaration; a pass since its last own discard (the
go-round it is still in). Then:

* a history the reference finds legal is never refused, and scores exactly as the same request without
  the history fields;
* a furiten history is settled as 诈和, with the reference's reason.
"""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from rules import score_request
from rules.tiles import parse, to_mpsz
from tests.support.examples import examples

# closed ready hands, pinfu on every wait (the waits are worked out below, by brute force)
BASES = ("123m456p789p23s88s", "234m567p345s67s22p", "456m123p456s78s22p")


def _sets(counts: list[int]) -> bool:
    """The counts split into pungs and chows (a plain recursive search: the slow reference)."""
    k = next((i for i, c in enumerate(counts) if c), None)
    if k is None:
        return True
    if counts[k] >= 3:
        counts[k] -= 3
        ok = _sets(counts)
        counts[k] += 3
        if ok:
            return True
    if k < 27 and k % 9 <= 6 and counts[k + 1] and counts[k + 2]:
        for i in (k, k + 1, k + 2):
            counts[i] -= 1
        ok = _sets(counts)
        for i in (k, k + 1, k + 2):
            counts[i] += 1
        return ok
    return False


def reference_waits(hand: list[int]) -> tuple[int, ...]:
    out = []
    for k in range(34):
        counts = [0] * 34
        for t in (*hand, k):
            counts[t] += 1
        if counts[k] > 4:
            continue
        for pair in range(34):
            if counts[pair] >= 2:
                counts[pair] -= 2
                done = _sets(counts)
                counts[pair] += 2
                if done:
                    out.append(k)
                    break
    return tuple(out)


HISTORY = ("discards", "claimed", "riichi_at", "passed")


def play(rng: random.Random) -> tuple[dict[str, Any], str | None, int]:
    """One hand played by the reference: (request, the furiten reason or None when the ron is legal, W)."""
    held = list(parse(rng.choice(BASES)))
    waits = reference_waits(held)
    win_kind = rng.choice(waits)
    pool = [k for k in range(34) for _ in range(4)]
    for k in (*held, win_kind):
        pool.remove(k)
    rng.shuffle(pool)
    dealer, w = rng.randrange(4), rng.randrange(4)
    riichi_after = rng.choice((None, 1, 2, 3, 5))  # W declares with this discard of its own, if it gets there
    length = rng.randrange(0, 36)  # discards before the winning one

    discards: list[list[int]] = [[] for _ in range(4)]
    claimed: list[list[dict[str, int]]] = [[] for _ in range(4)]
    melds: list[list[dict[str, Any]]] = [[] for _ in range(4)]
    passed: list[dict[str, Any]] = []
    riichi_at: int | None = None
    own_wait = riichi_pass = same_turn = False

    def take(allow_wait: bool) -> int:
        for i, k in enumerate(pool):
            if allow_wait or k not in waits:
                return pool.pop(i)
        return pool.pop()

    cur = dealer
    for _ in range(length):
        if len(pool) < 4:
            break
        if cur == w:
            k = take(rng.random() < 0.08)  # now and then W drew a winning tile and threw it: furiten
            discards[w].append(k)
            own_wait = own_wait or k in waits
            same_turn = False  # a draw of its own ends the go-round's furiten
            if riichi_at is None and riichi_after == len(discards[w]):
                riichi_at = len(discards[w])
            nxt = (cur + 1) % 4
        else:
            k = take(rng.random() < 0.3)
            discards[cur].append(k)
            if k in waits:  # W could win on it and lets it pass
                passed.append({"tile": to_mpsz([k]), "from": cur, "after": len(discards[w])})
                same_turn = True
                riichi_pass = riichi_pass or riichi_at is not None
            nxt = (cur + 1) % 4
        claimers = [y for y in range(4) if y not in (cur, w) and len(melds[y]) < 4]
        if claimers and rng.random() < 0.15 and pool.count(k) >= 2:
            y = rng.choice(claimers)
            pool.remove(k)
            pool.remove(k)
            claimed[cur].append({"at": len(discards[cur]), "by": y})
            melds[y].append({"kind": "pon", "tiles": to_mpsz([k, k, k]), "from": cur})
            nxt = y
        cur = nxt
    if cur == w:  # W draws and discards once more before another seat's turn
        k = take(False)
        discards[w].append(k)
        own_wait = own_wait or k in waits
        same_turn = False
        cur = (cur + 1) % 4
    discards[cur].append(win_kind)  # the winning discard
    seats: list[dict[str, Any]] = []
    for i in range(4):
        seat: dict[str, Any] = {"discards": to_mpsz(discards[i], sort=False)}
        if claimed[i]:
            seat["claimed"] = claimed[i]
        if melds[i]:
            seat["melds"] = melds[i]
        seats.append(seat)
    winner = seats[w]
    winner["hand"] = to_mpsz([*held, win_kind])
    winner["win"] = {"tile": to_mpsz([win_kind]), "by": "discard", "from": cur}
    if riichi_at is not None:
        winner["riichi"] = "single"
        winner["riichi_at"] = riichi_at
    if passed:
        winner["passed"] = passed
    reason = (
        "furiten_own_discard"
        if own_wait
        else "furiten_riichi_pass"
        if riichi_pass
        else "furiten_same_turn"
        if same_turn
        else None
    )
    data = {"ruleset": "riichi", "lang": "en", "players": 4, "dealer": dealer, "seats": seats}
    return data, reason, w


def without_history(data: dict[str, Any]) -> dict[str, Any]:
    seats = [{k: v for k, v in s.items() if k not in HISTORY} for s in data["seats"]]
    return {**data, "seats": seats}


@settings(max_examples=examples(150), deadline=None)
@given(st.randoms(use_true_random=False))
def test_verdicts_match_the_reference(rng: random.Random) -> None:
    data, reason, w = play(rng)
    status, answer = score_request(data)
    assert status == 200, (data, answer)
    if reason is None:
        assert "verdicts" not in answer
        assert [h["seat"] for h in answer["hands"]] == [w]
        assert score_request(without_history(data)) == (status, answer)
    else:
        assert answer["hands"] == []
        assert [(v["key"], v["seat"], v["settled_as"]) for v in answer["verdicts"]] == [(reason, w, "chombo")]
        # the 诈和 penalty: a mangan as for a self-draw (§12)
        assert sorted(-n for n in answer["net"] if n < 0) == ([12000] if w == data["dealer"] else [8000])


def test_the_reference_covers_every_verdict() -> None:
    # the generator reaches legal wins and each kind of furiten (so the property above is not vacuous)
    seen = {play(random.Random(i))[1] for i in range(400)}
    assert seen == {None, "furiten_own_discard", "furiten_riichi_pass", "furiten_same_turn"}
