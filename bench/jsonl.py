"""`manage.py score --jsonl` end to end against the PyPI `mahjong` package's loop over the same JSON lines.

Both sides run in their own process, from start to exit, over one file of
generated riichi requests (bench/riichi.py's winning hands): ours is
`python manage.py score --jsonl FILE` with the answers written to a
temporary file; theirs reads each line, builds its 136-tile arrays, melds
and `HandConfig` from the request, and calls `estimate_hand_value`.

Two figures, both in CPU time (user + system, as `resource.getrusage` counts a
finished child: like bench/riichi.py's, it does not swing with what else the
shared machine runs, as wall time does), best of alternating runs:
- start to exit: hands per CPU second of the whole process over the file, each
  side's start-up included (ours: Python, `rules`, orjson, no Django set-up; theirs:
  Python and the `mahjong` package);
- per hand, start-up excluded: the same run minus the same process over an empty
  file (each side's own start-up, measured the same way), i.e. the steady
  throughput of the loop over the lines, which is what a long file sees.
The wall-time figures (start to exit) are printed too.
"""

from __future__ import annotations

import json
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent

_SUITS = {"m": 0, "p": 9, "s": 18, "z": 27}


def _mahjong_loop(path: str) -> int:
    """Their loop: each line -> tiles, melds, config -> `estimate_hand_value`. Returns the hands valued."""
    from mahjong.hand_calculating.hand import HandCalculator
    from mahjong.hand_calculating.hand_config import HandConfig, OptionalRules
    from mahjong.meld import Meld

    calc = HandCalculator()
    n = 0
    with open(path, encoding="utf-8") as f:
        for line in f:
            req = json.loads(line)
            copies = [0] * 34

            def tiles136(s: str, copies: list[int] = copies) -> list[int]:
                out: list[int] = []
                digits: list[str] = []
                for ch in s:
                    if ch.isdigit():
                        digits.append(ch)
                        continue
                    base = _SUITS[ch]
                    for d in digits:
                        if d == "0":
                            out.append((base + 4) * 4)  # the red five is copy 0
                            continue
                        k = base + int(d) - 1
                        c = copies[k]
                        copies[k] += 1
                        out.append(k * 4 + ((c + 1) % 4 if k in (4, 13, 22) else c))
                    digits = []
                return out

            seat = next(i for i, s in enumerate(req["seats"]) if s.get("win"))
            sd = req["seats"][seat]
            win = sd["win"]
            hand = tiles136(sd["hand"])
            win_kind = tiles136(win["tile"], [0] * 34)[0] // 4
            win136 = next(t for t in hand if t // 4 == win_kind)
            melds = []
            for m in sd.get("melds", ()):
                ts = tiles136(m["tiles"])
                hand += ts
                if m["kind"] == "chi":
                    melds.append(Meld(meld_type=Meld.CHI, tiles=sorted(ts), opened=True))
                elif m["kind"] == "pon":
                    melds.append(Meld(meld_type=Meld.PON, tiles=ts, opened=True))
                else:
                    kt = Meld.SHOUMINKAN if m.get("kong") == "added" else Meld.KAN
                    melds.append(Meld(meld_type=kt, tiles=ts, opened=m.get("kong") != "concealed"))
            ind = req.get("indicators", {})
            dora = [t // 4 * 4 + 3 for t in tiles136(ind.get("dora", ""), [0] * 34)]
            ura = [t // 4 * 4 + 3 for t in tiles136(ind.get("ura", ""), [0] * 34)]
            o = req["options"]
            tsumo = win["by"] == "self_draw"
            seat_wind = 27 + (seat - req.get("dealer", 0)) % 4
            config = HandConfig(
                is_tsumo=tsumo,
                is_riichi=sd.get("riichi") == "single",
                is_daburu_riichi=sd.get("riichi") == "double",
                is_ippatsu=sd.get("ippatsu", False),
                is_rinshan=win.get("after_kong", False),
                is_chankan=win["by"] == "robbed_kong",
                is_haitei=win.get("last_tile", False) and tsumo,
                is_houtei=win.get("last_tile", False) and not tsumo,
                is_tenhou=win.get("first_turn", False) and seat_wind == 27,
                is_chiihou=win.get("first_turn", False) and seat_wind != 27,
                player_wind=seat_wind,
                round_wind=tiles136(req["table"]["round_wind"], [0] * 34)[0] // 4,
                options=OptionalRules(
                    has_open_tanyao=o["kuitan"],
                    has_aka_dora=o["red_fives"],
                    has_double_yakuman=o["double_yakuman"],
                    kazoe_limit=HandConfig.KAZOE_LIMITED if o["kazoe"] == "yakuman" else HandConfig.KAZOE_SANBAIMAN,
                    kiriage=o["kiriage"],
                    fu_for_open_pinfu=True,
                    fu_for_pinfu_tsumo=False,
                ),
            )
            calc.estimate_hand_value(
                hand, win136, melds=melds, dora_indicators=dora, ura_dora_indicators=ura, config=config
            )
            n += 1
    return n


def _write_requests(path: Path, n: int) -> None:
    from .riichi import generate

    with path.open("w", encoding="utf-8") as f:
        for case in generate(n, seed=20261123):
            f.write(json.dumps(case.request, ensure_ascii=False) + "\n")


def _timed(cmd: list[str], ok: tuple[int, ...] = (0,), **kw: Any) -> tuple[float, float]:
    """(CPU seconds, wall seconds) of one child process run to its end."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    done = subprocess.run(cmd, cwd=ROOT, check=False, **kw)
    if done.returncode not in ok:
        raise subprocess.CalledProcessError(done.returncode, cmd)
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime, wall


def _ours(path: Path, out: Path) -> tuple[float, float]:
    with out.open("w") as sink:
        # exit 2: some generated hands have no yaku; those lines are answered with errors, as
        # the mahjong loop answers them with its own
        return _timed([sys.executable, "manage.py", "score", "--jsonl", str(path)], ok=(0, 2), stdout=sink)


def _theirs(path: Path) -> tuple[float, float]:
    code = f"import sys; sys.path.insert(0, {str(ROOT)!r}); from bench.jsonl import _mahjong_loop; _mahjong_loop({str(path)!r})"
    return _timed([sys.executable, "-c", code])


def stages(path: Path) -> list[tuple[str, float]]:
    """Where a line's time goes, in this process (CPU µs per line, each stage over every line of `path` in turn,
    fed by the one before): the limits and orjson (`limits.read`), reading and every check (`parse_request`), the
    rule set's scoring (`rules.score`), the answer (`answer_json`, or `errors_json` for a refused line) and the
    line written (`scoring.dump`); then the whole loop again (`score_line` and `dump`, as the command runs it)."""
    import gc

    import rules
    from calculator import limits, scoring
    from rules.answer import answer_json, errors_json
    from rules.model import RequestError
    from rules.request import parse_request, request_lang

    scoring._install_lean_translator()
    lines = path.read_bytes().split(b"\n")[:-1]
    n = len(lines)
    out: list[tuple[str, float]] = []
    gc.collect()

    def stage(label: str, fn: Any, values: list[Any]) -> list[Any]:
        t0 = time.process_time()
        got = [fn(v) for v in values]
        out.append((label, (time.process_time() - t0) / n * 1e6))
        return got

    def parse(data: Any) -> Any:
        try:
            return parse_request(data)
        except RequestError as e:
            return (e, data)

    def score(req: Any) -> Any:
        if isinstance(req, tuple):
            return req
        try:
            return req, rules.score(req)
        except RequestError as e:
            return (e, req)

    def answer(done: Any) -> Any:
        first, second = done
        if isinstance(first, RequestError):
            lang = second.lang if not isinstance(second, dict) else request_lang(second)
            return errors_json(first.errors, lang)
        return answer_json(rules.RULE_SETS[first.ruleset], first, second)

    datas = stage("read: limits.read (orjson and the limits)", limits.read, lines)
    reqs = stage("parse: parse_request (reading and every check)", parse, datas)
    scored = stage("score: rules.score (the rule set's scoring)", score, reqs)
    answers = stage("answer: answer_json / errors_json", answer, scored)
    stage("dump: scoring.dump (one compact JSON line)", scoring.dump, answers)
    stage("the loop again: score_line + dump", lambda line: scoring.dump(scoring.score_line(line)[1]), lines)
    return out


def run(quick: bool = False) -> list[tuple[str, float, str]]:
    n = 1000 if quick else 6000
    runs = 1 if quick else 3
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "riichi.jsonl"
        empty = Path(tmp) / "empty.jsonl"
        out = Path(tmp) / "answers.jsonl"
        _write_requests(path, n)
        empty.write_bytes(b"")
        per_stage = stages(path)
        a = b = wa = wb = sa = sb = float("inf")
        for _ in range(runs):
            cpu, wall = _ours(path, out)
            a, wa = min(a, cpu), min(wa, wall)
            cpu, wall = _theirs(path)
            b, wb = min(b, cpu), min(wb, wall)
            sa = min(sa, _ours(empty, Path(tmp) / "none.jsonl")[0])
            sb = min(sb, _theirs(empty)[0])
        answered = sum(1 for _ in out.open(encoding="utf-8"))
        scored = sum(1 for line in out.open(encoding="utf-8") if '"errors"' not in line[:12])
    ours, theirs = n / a, n / b
    ours_loop, theirs_loop = n / max(a - sa, 1e-9), n / max(b - sb, 1e-9)
    return [
        (
            f"jsonl: manage.py score --jsonl, {n} riichi requests ({scored} of {answered} scored), start to exit",
            ours,
            "/s",
        ),
        (
            "jsonl: mahjong 2.1.0 loop over the same lines (json, tiles, melds, config, estimate_hand_value)",
            theirs,
            "/s",
        ),
        ("jsonl: ours / mahjong, start to exit (CPU time)", ours / theirs, "x"),
        ("jsonl: start-up alone (empty file), ours", sa * 1000, "ms"),
        ("jsonl: start-up alone (empty file), mahjong", sb * 1000, "ms"),
        ("jsonl: per hand, start-up excluded: ours", ours_loop, "/s"),
        ("jsonl: per hand, start-up excluded: mahjong", theirs_loop, "/s"),
        ("jsonl: ours / mahjong, per hand, start-up excluded (CPU time)", ours_loop / theirs_loop, "x"),
        ("jsonl: wall time: ours / mahjong, start to exit", wb / wa, "x"),
        *((f"jsonl: per line, in process, {label}", us, "us") for label, us in per_stage),
    ]


def main(argv: list[str] | None = None) -> Any:  # pragma: no cover - `python -m bench --only jsonl` is the way
    for label, value, unit in run(quick="--quick" in (argv or sys.argv[1:])):
        print(f"{label:<90} {value:12.2f} {unit}")


if __name__ == "__main__":  # pragma: no cover
    main()
