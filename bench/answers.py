"""`python -m bench.answers write FILE` / `check FILE`: the answers of generated requests, kept to compare.

A refactor of the request path must not change one answer. This tool
generates a fixed-seed mix of requests over the four rule sets (default
24,000), valid and invalid: the bench's winning-hand generators, random
whole requests built from each rule set's declared fields, and those
requests with one to three random mutations (a key dropped, a value of the
wrong type or out of range, an unknown key, a red five, a fifth copy, a
tile more or less, win flags, indicators...). `write` scores every request
through `rules.score_request` and writes one line per request
(`[status, answer]` with sorted keys) to FILE, after its request; `check` scores the requests of FILE again
(read back from it, so a field added to a rule set later does not change the set) and counts the answers that
differ (a message's parts, `*_parts`, are checked against its words and set aside); `rebase` writes today's
answers to the same requests, once a change's differences are counted and listed (its closing note says which);
`extend` adds requests of a rule set at a number of players the file lacks (`--ruleset riichi --players 3 -n 2000`:
three-player riichi, added 2026-11-27), with today's answers. FILE ending in `.xz` is compressed. The default FILE is the committed baseline (`BASELINE`): the answers
of the code before the rule sets became self-contained ("One rule set, one place"), 24,006 requests, rebased
(2026-11-26) after the typed message parts and the players' words, whose 1,305 differences from it were counted and
listed in that change's closing note, and (2026-11-27) after riichi took three players (7 differences: a refused
`players` says "3, 4"), then extended by 2,000 three-player riichi requests (26,006), whose 357 refused for a tile
out of play at three players were answered again once that said so ("5m is not in play with 3 players").
"""

from __future__ import annotations

import argparse
import json
import lzma
import random
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import rules
from rules.model import Field, RuleSet
from rules.tiles import N_KINDS, to_mpsz

from .hands import random_complete

SEED = 20261123
_RED = {4: "0m", 13: "0p", 22: "0s"}
JUNK: tuple[Any, ...] = (
    None,
    True,
    False,
    0,
    -1,
    1,
    3,
    7,
    10**7,
    1.5,
    "",
    "x",
    "5m",
    "0m",
    "1z",
    "123m",
    "55555m",
    "9z",
    "東",
    [],
    [0],
    [1, 3],
    [[0, 1]],
    {},
    {"a": 1},
)


# ------------------------------------------------------------ values ---


def _tile_str(k: int) -> str:
    return to_mpsz([k])


def _value(rng: random.Random, f: Field, players: int) -> Any:
    """A random value that the field's kind accepts (mostly within its limits)."""
    kind = f.kind
    if kind == "bool":
        return rng.random() < 0.5
    if kind == "int":
        lo = f.min if f.min is not None else 0
        hi = f.max if f.max is not None else lo + 50
        return rng.randint(lo, min(hi, lo + 50)) if rng.random() < 0.8 else rng.choice((lo, hi))
    if kind == "choice":
        return rng.choice([c[0] for c in f.choices])
    if kind == "int_list":
        lo = f.min if f.min is not None else 0
        return [rng.randint(lo, lo + 40) for _ in range(rng.randint(1, 5))]
    if kind == "tile":
        return _tile_str(rng.randrange(N_KINDS))
    if kind == "tiles":
        lo = f.min if f.min is not None else 0
        hi = f.max if f.max is not None else 3
        return "".join(_tile_str(rng.randrange(N_KINDS)) for _ in range(rng.randint(lo, hi)))
    if kind == "seat":
        return rng.randrange(players)
    if kind == "seat_list":
        return [rng.randrange(players) for _ in range(rng.randint(0, 2))]
    if kind == "seat_pairs":
        return [rng.sample(range(players), 2) for _ in range(rng.randint(0, 2))]
    if kind == "int_per_seat":
        return [rng.randint(0, 5) for _ in range(players)]
    raise ValueError(kind)


# ------------------------------------------------------------ hands ---


def _whole(rng: random.Random, rs: RuleSet, players: int) -> dict[str, Any]:
    """A random request: a complete hand for one winner (some sets as melds), the rest random but plausible."""
    honors = any(k >= 27 for k in rs.kinds)
    counts = random_complete(rng, rs.sets, honors=honors, runs=0.6 if rs.allows_chi else 0.0)
    # take sets out as melds
    melds: list[dict[str, Any]] = []
    winner = rng.randrange(players)
    for _ in range(rng.choice((0, 0, 1, 1, 2, 3))):
        pungs = [k for k in range(34) if counts[k] >= 3]
        chows = [k for k in range(27) if k % 9 < 7 and counts[k] and counts[k + 1] and counts[k + 2]]
        r = rng.random()
        other = (winner + rng.randrange(1, players)) % players
        if chows and rs.allows_chi and r < 0.4:
            b = rng.choice(chows)
            for k in (b, b + 1, b + 2):
                counts[k] -= 1
            melds.append({"kind": "chi", "tiles": to_mpsz([b, b + 1, b + 2]), "from": (winner - 1) % players})
        elif pungs:
            k = rng.choice(pungs)
            counts[k] -= 3
            if rng.random() < 0.6:
                melds.append({"kind": "pon", "tiles": to_mpsz([k] * 3), "from": other})
            else:
                kong = rng.choice(("concealed", "exposed", "added"))
                m: dict[str, Any] = {"kind": "kong", "tiles": to_mpsz([k] * 4), "kong": kong}
                if kong != "concealed":
                    m["from"] = other
                melds.append(m)
    hand = [k for k in range(34) for _ in range(counts[k])]
    text = to_mpsz(hand)
    if rng.random() < (0.4 if rs.red_fives else 0.05):
        text = text.replace("5", "0", 1)  # a red five (refused where the rule set has none)
    win_tile = _tile_str(rng.choice(hand))
    by = rng.choice(("self_draw", "self_draw", "discard", "discard", "robbed_kong"))
    win: dict[str, Any] = {"tile": win_tile, "by": by}
    if by != "self_draw":
        win["from"] = (winner + rng.randrange(1, players)) % players
    for flag in ("after_kong", "last_tile", "first_turn", "after_kong_discard"):
        if rng.random() < 0.05:
            win[flag] = True
    for f in rs.win_fields:
        if rng.random() < 0.3:
            win[f.key] = _value(rng, f, players)
    seats: list[dict[str, Any]] = [{} for _ in range(players)]
    seat: dict[str, Any] = {"hand": text, "win": win}
    if melds:
        seat["melds"] = melds
    closed = not any(m["kind"] != "kong" or m.get("kong") != "concealed" for m in melds)
    if "riichi" in rs.declarations and closed and rng.random() < 0.4:
        seat["riichi"] = rng.choice(("single", "double"))
        if rng.random() < 0.3:
            seat["ippatsu"] = True
    if "baoting" in rs.declarations and rng.random() < 0.2:
        seat["baoting"] = True
    for f in rs.seat_fields:
        if rng.random() < 0.2:
            seat[f.key] = _value(rng, f, players)
    seats[winner] = seat
    for i in range(players):
        if i == winner:
            continue
        r = rng.random()
        if r < 0.2:
            seats[i] = {"tenpai": rng.random() < 0.5}
        elif r < 0.3:
            seats[i] = None  # type: ignore[call-overload]
    req: dict[str, Any] = {"ruleset": rs.key, "seats": seats}
    if len(rs.players) > 1 or rng.random() < 0.3:
        req["players"] = players
    if rng.random() < 0.7:
        req["dealer"] = rng.randrange(players)
    if rng.random() < 0.3:
        req["dealer_streak"] = rng.randint(0, 5)
    if rng.random() < 0.5:
        req["preset"] = rng.choice([p.key for p in rs.presets])
    if rng.random() < 0.2:
        req["lang"] = rng.choice(("zh-hans", "zh-hant", "ja", "en"))
    opts = {f.key: _value(rng, f, players) for f in rs.options if rng.random() < 0.25}
    if opts:
        req["options"] = opts
    table = {f.key: _value(rng, f, players) for f in rs.table_fields if rng.random() < 0.3}
    if table:
        req["table"] = table
    ind = {f.key: _value(rng, f, players) for f in rs.indicator_roles if rng.random() < 0.85}
    if ind:
        req["indicators"] = ind
    return req


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield prefix
    if isinstance(value, dict):
        for k in sorted(value, key=str):
            yield from _paths(value[k], (*prefix, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _paths(v, (*prefix, i))


def _mutate(rng: random.Random, req: dict[str, Any]) -> dict[str, Any]:
    """One random change somewhere in the request."""
    req = json.loads(json.dumps(req))
    paths = [p for p in _paths(req) if p]
    path = rng.choice(paths)
    parent: Any = req
    for k in path[:-1]:
        parent = parent[k]
    last = path[-1]
    r = rng.random()
    if r < 0.25 and isinstance(parent, dict):
        del parent[last]
    elif r < 0.55:
        parent[last] = rng.choice(JUNK)
    elif r < 0.65 and isinstance(parent, dict):
        parent[rng.choice(("extra", "tiles", "hand", "win", "kong", "from", "riichi", "cai_shen", "flip"))] = (
            rng.choice(JUNK)
        )
    elif isinstance(parent[last], str) and parent[last]:
        s = parent[last]
        op = rng.randrange(6)
        if op == 0:
            parent[last] = s + rng.choice(("5m", "0p", "1z", "9s", "5s", "东", " ", "?"))
        elif op == 1:
            parent[last] = s[1:]
        elif op == 2:
            parent[last] = s.replace("5", "0", 1)
        elif op == 3:
            parent[last] = s + s
        elif op == 4:
            parent[last] = rng.choice(("1z", "5z", "8z", "0m", "5m", "9p", "m", "12"))
        else:
            parent[last] = s.upper()
    elif isinstance(parent[last], bool):
        parent[last] = not parent[last]
    elif isinstance(parent[last], int):
        parent[last] = parent[last] + rng.choice((-3, -1, 1, 2, 5, 100))
    else:
        parent[last] = rng.choice(JUNK)
    return req


def _flags(rng: random.Random, req: dict[str, Any]) -> dict[str, Any]:
    """The winner's win flags and declarations set at random (the win-flag checks)."""
    req = json.loads(json.dumps(req))
    for seat in req.get("seats", []):
        if isinstance(seat, dict) and isinstance(seat.get("win"), dict):
            for flag in ("after_kong", "last_tile", "first_turn", "after_kong_discard"):
                if rng.random() < 0.4:
                    seat["win"][flag] = True
            if rng.random() < 0.3:
                seat["win"]["by"] = rng.choice(("self_draw", "discard", "robbed_kong"))
    return req


def generate(n: int = 24000, seed: int = SEED) -> list[dict[str, Any]]:
    """`n` requests, a quarter per rule set: bench hands, random whole requests, mutated and flagged ones."""
    from . import beijing, guizhou, wenzhou
    from . import riichi as riichi_bench
    from .wenzhou import hands as wenzhou_hands

    rng = random.Random(seed)
    per = n // 4
    out: list[dict[str, Any]] = []
    fixed: dict[str, list[dict[str, Any]]] = {
        "riichi": [c.request for c in riichi_bench.generate(per // 4, seed=seed)],
        "beijing": [r for w in (0, 1, 2, 3, 4) for r in beijing.requests(per // 20, w, seed=seed)],
        "guizhou": [guizhou._draw_request(h) for h in guizhou._hands(per // 8, seed=seed)],
        "wenzhou": [wenzhou.REQUEST, *wenzhou.four_cai_shen_requests(wenzhou_hands(per // 16, seed=seed))],
    }
    for key in ("riichi", "guizhou", "beijing", "wenzhou"):
        rs = rules.RULE_SETS[key]
        base = list(fixed[key])
        while len(base) < per // 2:
            base.append(_whole(rng, rs, rng.choice(rs.players)))
        mine = list(base)
        while len(mine) < per:
            r = rng.random()
            src = rng.choice(base)
            if r < 0.25:
                mine.append(_flags(rng, src))
            else:
                m = src
                for _ in range(rng.choice((1, 1, 1, 2, 3))):
                    m = _mutate(rng, m)
                mine.append(m)
        out += mine
    # a few top-level oddities
    out += [None, [], "riichi", {}, {"ruleset": "nope"}, {"ruleset": "riichi", "lang": "xx"}]
    return out


def generate_at(key: str, players: int, n: int, seed: int = SEED) -> list[dict[str, Any]]:
    """`n` requests of one rule set at one number of players (a number added after the file was written: riichi's
    three), mixed as `generate` mixes them: its bench hands at that number (each preset for it, in turn), random whole
    requests, and those mutated and flagged."""
    from . import riichi as riichi_bench

    rng = random.Random(seed + players)
    rs = rules.RULE_SETS[key]
    presets = [p.key for p in rs.presets if not p.players or players in p.players]
    base: list[dict[str, Any]] = []
    if key == "riichi":
        for i, case in enumerate(riichi_bench.generate(n // 4, seed=seed, players=players)):
            req = {k: v for k, v in case.request.items() if k != "preset"}
            base.append({**req, "players": players, "preset": presets[i % len(presets)]})
    while len(base) < n // 2:
        req = _whole(rng, rs, players)
        req["players"] = players
        if "preset" in req and req["preset"] not in presets:
            req["preset"] = rng.choice(presets)
        base.append(req)
    out = list(base)
    while len(out) < n:
        src = rng.choice(base)
        if rng.random() < 0.25:
            out.append(_flags(rng, src))
        else:
            m = src
            for _ in range(rng.choice((1, 1, 1, 2, 3))):
                m = _mutate(rng, m)
            out.append(m)
    return out


def answers(requests: list[Any]) -> Iterator[str]:
    for req in requests:
        status, answer = rules.score_request(req)
        yield json.dumps([status, answer], ensure_ascii=False, sort_keys=True)


def _translations() -> None:
    """Answers in every language, as the web layer gives them: the catalogs' translator installed."""
    import os

    import django

    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    django.setup()  # calculator's AppConfig.ready installs rules.text's translator


# the answers of the code of 2026-11-26, before "One rule set, one place"
BASELINE = str(Path(__file__).resolve().parent / "data" / "answers-baseline.tsv.xz")


def _open(path: str, mode: str) -> Any:
    """A plain or an xz-compressed (`.xz`) text file."""
    if path.endswith(".xz"):
        return lzma.open(path, mode + "t", encoding="utf-8", preset=9 if mode == "w" else None)
    return open(path, mode, encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.answers", description=__doc__.split("\n")[0])
    parser.add_argument("action", choices=("write", "check", "rebase", "extend"))
    parser.add_argument("file", nargs="?", default=BASELINE, help=f"default {BASELINE}")
    parser.add_argument("-n", type=int, default=24000, help="how many requests to write (default 24000)")
    parser.add_argument("--ruleset", default="riichi", help="extend: the rule set (default riichi)")
    parser.add_argument("--players", type=int, default=3, help="extend: the number of players (default 3)")
    args = parser.parse_args(argv)
    _translations()
    if args.action == "write":
        reqs = generate(args.n)
        statuses: dict[int, int] = {}
        with _open(args.file, "w") as f:
            for req, line in zip(reqs, answers(reqs), strict=True):
                statuses[int(line[1:4])] = statuses.get(int(line[1:4]), 0) + 1
                # the request's keys in their order: the order of the errors follows it
                f.write(json.dumps(req, ensure_ascii=False) + "\t" + line + "\n")
        print(f"{len(reqs)} answers written to {args.file}: by status {dict(sorted(statuses.items()))}")
        return 0
    # the requests are read back from the file, not generated again: options and fields added since the file was
    # written do not change what is compared (the generator draws from the rule sets' declared fields)
    with _open(args.file, "r") as f:
        before = [line.rstrip("\n").split("\t", 1) for line in f]
    reqs = [json.loads(text) for text, _answer in before]
    if args.action == "extend":  # requests at a number of players the file lacks, with today's answers, added
        more = generate_at(args.ruleset, args.players, args.n)
        with _open(args.file, "w") as f:
            for text, answer in before:
                f.write(text + "\t" + answer + "\n")
            for req, line in zip(more, answers(more), strict=True):
                f.write(json.dumps(req, ensure_ascii=False) + "\t" + line + "\n")
        print(f"{len(more)} requests of {args.ruleset} at {args.players} players added to {args.file}")
        return 0
    if args.action == "rebase":  # the same requests, today's answers: after a change whose differences were listed
        with _open(args.file, "w") as f:
            for (text, _answer), line in zip(before, answers(reqs), strict=True):
                f.write(text + "\t" + line + "\n")
        print(f"{len(reqs)} answers written again to {args.file}")
        return 0
    diffs = with_parts = 0
    for i, line in enumerate(answers(reqs)):
        if line != before[i][1]:
            # the message parts (`*_parts`) were added beside the words after the baseline: compared apart
            now = json.loads(line)
            found = without_parts(now)
            if found:
                with_parts += 1
            if found is None or json.dumps(now, ensure_ascii=False, sort_keys=True) != json.dumps(
                json.loads(before[i][1]), ensure_ascii=False, sort_keys=True
            ):
                diffs += 1
                if diffs <= 5:
                    print(f"request {i}: {before[i][0]}\n  before {before[i][1][:600]}\n  now    {line[:600]}")
    parts = f" ({with_parts} differing only by message parts, each joining to its words)" if with_parts else ""
    print(f"{len(reqs)} requests compared, {diffs} differences{parts}")
    return 1 if diffs else 0


def without_parts(answer: Any) -> int | None:
    """Take every `*_parts` out of an answer (in place), each checked against the words it stands beside: how
    many were taken out, None when one does not join to its words."""
    found = 0
    stack = [answer]
    while stack:
        node = stack.pop()
        if isinstance(node, list):
            stack.extend(node)
            continue
        if not isinstance(node, dict):
            continue
        for key in [k for k in node if k.endswith("_parts")]:
            parts, words = node.pop(key), node.get(key[: -len("_parts")])
            pairs = list(zip(parts, words, strict=True)) if key == "notes_parts" else [(parts, words)]
            for p, w in pairs:
                if p is not None and "".join(piece["text"] for piece in p) != w:
                    return None
            found += 1
        stack.extend(node.values())
    return found


if __name__ == "__main__":
    sys.exit(main())
