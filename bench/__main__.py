"""`python -m bench [--quick] [--only NAME ...]`: speed figures for the engine, each rule set and the web endpoint."""

from __future__ import annotations

import argparse
import importlib
import platform
import sys

# Listed explicitly; each exposes run(quick) -> [(label, value, unit)].
MODULES = (
    "engine",
    "riichi",
    "guizhou",
    "wenzhou",
    "beijing",
    "jsonl",
    "web",
    "tap",
    "slow_clients",
    "scoresheet",
    "clubs",
)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__)
    parser.add_argument("--quick", action="store_true", help="fewer hands: a smoke run")
    parser.add_argument("--only", nargs="*", choices=MODULES, help="run only these parts")
    args = parser.parse_args(argv)
    print(f"python {platform.python_version()} on {platform.machine()}, {'quick' if args.quick else 'full'} run")
    for name in args.only or MODULES:
        try:
            module = importlib.import_module(f"bench.{name}")
        except ModuleNotFoundError as e:
            if e.name != f"bench.{name}":
                raise
            print(f"{name}: no bench module yet")
            continue
        for label, value, unit in module.run(quick=args.quick):
            shown = f"{value:,.0f}" if unit == "/s" else f"{value:.3f}" if unit == "ms" else f"{value:.2f}"
            print(f"{label:<84} {shown:>12} {unit}")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
