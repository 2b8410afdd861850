"""A server-drawn SVG line chart of each player's running total (no script, no style attributes: the lines
take their colours from classes in static/scoresheet/sheet.css). It scales with its box: the viewBox is
fixed, the width 100%, so it reads on a 360 px phone."""

from __future__ import annotations

from collections.abc import Sequence

from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe

W, H = 360, 220
LEFT, RIGHT, TOP, BOTTOM = 44, 8, 10, 24


def _nice_step(span: float) -> int:
    raw = span / 4 or 1
    mag = 10 ** len(str(int(raw))) // 10 or 1
    for m in (1, 2, 5, 10):
        if m * mag >= raw:
            return m * mag
    return 10 * mag


def _fmt(v: int) -> str:
    if abs(v) >= 10000 and v % 1000 == 0:
        return f"{v // 1000}k"
    return str(v)


def running_totals_svg(
    names: Sequence[str], start: Sequence[int], totals: Sequence[Sequence[int]], title: str
) -> SafeString:
    """`totals[h][p]`: player p's total after hand h+1; `start`: before the first hand."""
    series = [[start[p]] + [row[p] for row in totals] for p in range(len(names))]
    values = [v for s in series for v in s]
    lo, hi = min(values), max(values)
    if lo == hi:
        lo, hi = lo - 1, hi + 1
    step = _nice_step(hi - lo)
    lo = (lo // step) * step
    hi = -(-hi // step) * step
    n = max(1, len(series[0]) - 1)
    pw, ph = W - LEFT - RIGHT, H - TOP - BOTTOM

    def x(i: int) -> float:
        return LEFT + pw * i / n

    def y(v: int) -> float:
        return TOP + ph * (hi - v) / (hi - lo)

    parts = [
        f'<svg class="chart" viewBox="0 0 {W} {H}" role="img" aria-labelledby="chart-title" '
        f'xmlns="http://www.w3.org/2000/svg"><title id="chart-title">{escape(title)}</title>'
    ]
    v = lo
    while v <= hi:
        parts.append(
            f'<line class="grid{" zero" if v == 0 else ""}" x1="{LEFT}" x2="{W - RIGHT}" y1="{y(v):.1f}" y2="{y(v):.1f}"/>'
            f'<text class="axis" x="{LEFT - 4}" y="{y(v) + 4:.1f}" text-anchor="end">{_fmt(v)}</text>'
        )
        v += step
    tick = max(1, n // 8)
    for i in range(0, n + 1, tick):
        parts.append(f'<text class="axis" x="{x(i):.1f}" y="{H - 6}" text-anchor="middle">{i}</text>')
    for p, s in enumerate(series):
        pts = " ".join(f"{x(i):.1f},{y(val):.1f}" for i, val in enumerate(s))
        parts.append(f'<polyline class="line p{p}" points="{pts}"><title>{escape(names[p])}</title></polyline>')
        parts.append(f'<circle class="dot p{p}" cx="{x(len(s) - 1):.1f}" cy="{y(s[-1]):.1f}" r="3"/>')
    parts.append("</svg>")
    return mark_safe("".join(parts))
