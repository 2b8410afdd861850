"""A club's leaderboard, a member's page and the club page read on two phones (360x740, 390x844) and a desktop,
in zh-hans, ja and en, with seven members whose names are long (欧阳娜娜娜, Alexandra Montgomery, 佐藤　花子 with an ideographic space,
which a user name keeps as a space; Bartholomew_Kowalczyk with no space at all) over five sessions of two rule sets.

What each page must hold (issue 24, item 8):
- no cell of a table reaches past the table's area, unless the table is in a box that scrolls sideways (and
  that box, like the page, stays within the screen; the rank and the name stay in view when it is scrolled);
- no column head and no name is broken one character per line: each takes at most two lines (counted from the
  rectangles of its rendered text), and every figure stays on one line, right-aligned;
- every link of the header (the site's bar, the page's head, a club page's account bar) is a target of 44x44 px
  at least (WCAG 2.5.5, Apple's HIG), and no two of them overlap; the calculator's 规则 link was 32x19;
- the sort marks ▲▼ and the carets (a summary's disclosure marker, a drop-down's arrow) have a contrast of 3:1
  at least against what is behind them (WCAG 1.4.11), computed from the browser's computed colours.

Screenshots: artifacts/phone-tables-<page>-<size>-<lang>.png.
"""

from __future__ import annotations

import os
from datetime import UTC, datetime
from typing import Any

import pytest
from django.conf import settings
from django.contrib.auth import get_user_model
from django.test import Client
from playwright.sync_api import expect

from clubs.models import MEMBER, OWNER, SCOREKEEPER, Club, Membership
from scoresheet.models import Session
from tests.clubs.conftest import club_session, fresh, record

from .conftest import _open, check_clean, screenshot

pytestmark = pytest.mark.browser

SIZES = {
    "360": {"width": 360, "height": 740},
    "390": {"width": 390, "height": 844},
    "desktop": {"width": 1280, "height": 800},
}
LANGS = ("zh-hans", "ja", "en")
# the suite: each size once, each language once; `SWEEP=1` (`make sweep`): every size in every language
_PAIRS = (
    [(size, lang) for size in SIZES for lang in LANGS]
    if os.environ.get("SWEEP") == "1"
    else [("360", "zh-hans"), ("390", "ja"), ("desktop", "en")]
)
CASES = [pytest.param(size, lang, id=f"{size}-{lang}") for size, lang in _PAIRS]

# the owner first: the club page shows them every member's role form
MEMBERS = (
    "欧阳娜娜娜",
    "Alexandra Montgomery",
    "佐藤　花子",
    "Bartholomew_Kowalczyk",
    "司马相如",
    "高橋　健太郎",
    "mei",
)
RIICHI_WIN = "234m345p456s678s55p"  # pinfu + tanyao won on 8s: 30 fu 2 han, a non-dealer's ron is 2000
BEIJING_WIN = "234m678m345p567s99s"  # 推倒和 + 门清无惠: 2 fan, 4000 from the discarder


def ron(winner: int, discarder: int) -> dict[str, Any]:
    seats: list[dict[str, Any]] = [{} for _ in range(4)]
    seats[winner] = {"hand": RIICHI_WIN, "win": {"tile": "8s", "by": "discard", "from": discarder}}
    return {"seats": seats}


def bj(winner: int, discarder: int) -> dict[str, Any]:
    seats: list[dict[str, Any]] = [{} for _ in range(4)]
    seats[winner] = {"hand": BEIJING_WIN, "win": {"tile": "9s", "by": "discard", "from": discarder}}
    return {"indicators": {"flip": "9p"}, "seats": seats, "table": {"shaozhuang_rounds": 0}}


def _session(club: Club, ruleset: str, day: str, names: tuple[str, ...], hands: list[dict], **kw: Any) -> Session:
    s = club_session(club, ruleset, names=names, **kw)
    Session.objects.filter(pk=s.pk).update(created=datetime.fromisoformat(day).replace(tzinfo=UTC))
    for h in hands:
        s = record(s, h)
    return fresh(s)


@pytest.fixture
def club(live_server, settings) -> dict[str, Any]:
    """Seven members with long names; four riichi sessions (with uma: five-digit figures) and a Beijing one."""
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    users = {
        n: get_user_model().objects.create_user(n, f"u{i}@example.org", "a long Passw0rd!")
        for i, n in enumerate(MEMBERS)
    }
    club = Club.objects.create(name="周五麻将 Friday Night Mahjong", created_by=users[MEMBERS[0]])
    for i, u in enumerate(users.values()):
        Membership.objects.create(club=club, user=u, role=OWNER if i == 0 else SCOREKEEPER if i == 1 else MEMBER)
    m = [u.username for u in users.values()]  # as stored: a user name is NFKC-normalised (the U+3000 a space)
    _session(
        club,
        "riichi",
        "2026-01-09",
        (m[0], m[1], m[2], m[3]),
        [ron(1, 0), ron(2, 3), ron(1, 2)],
        scoring_preset="tenhou",
    )
    _session(club, "riichi", "2026-01-16", (m[4], m[5], m[6], m[0]), [ron(3, 1), ron(0, 2)], scoring_preset="tenhou")
    _session(club, "riichi", "2026-01-23", (m[2], m[5], m[1], m[4]), [ron(2, 0), ron(3, 2), ron(1, 3)])
    _session(club, "riichi", "2026-01-30", (m[3], m[6], m[5], m[2]), [ron(0, 1), ron(3, 0)], scoring_preset="tenhou")
    _session(club, "beijing", "2026-02-06", (m[0], m[1], m[2], m[3]), [bj(1, 2), bj(0, 1)])
    return {"club": club, "users": users}


def _logged_in(browser, live_server, size: str, user: Any):
    ctx, page = _open(browser, live_server, SIZES[size])
    c = Client()
    c.force_login(user, backend="django.contrib.auth.backends.ModelBackend")
    cookie = c.cookies[settings.SESSION_COOKIE_NAME].value
    ctx.add_cookies([{"name": settings.SESSION_COOKIE_NAME, "value": cookie, "url": live_server.url}])
    return ctx, page


# What the page shows, measured in the browser. `lines(el)`: the lines the element's visible text takes (the
# rectangles of its text nodes, merged by line; a text hidden or only read out, clipped to 1 px, is not counted).
PROBE = """
() => {
  const hidden = (el) => {
    for (let p = el; p; p = p.parentElement) {
      if (p.hidden || p.getClientRects().length === 0) return true;
      const r = p.getBoundingClientRect();
      if (getComputedStyle(p).position === 'absolute' && r.width <= 1 && r.height <= 1) return true;
    }
    return false;
  };
  const lines = (el) => {
    const rects = [];
    const walk = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
      if (!n.textContent.trim() || hidden(n.parentElement)) continue;
      const r = document.createRange();
      r.selectNodeContents(n);
      for (const q of r.getClientRects()) if (q.width > 0.5 && q.height > 0.5) rects.push(q);
    }
    rects.sort((a, b) => a.top - b.top);
    let count = 0, bottom = -Infinity;
    for (const q of rects) if ((q.top + q.bottom) / 2 > bottom) { count++; bottom = q.bottom; }
    return count;
  };
  const text = (el) => el.innerText.replace(/\\s+/g, ' ').trim();
  const scroller = (el) => {
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      const o = getComputedStyle(p).overflowX;
      if (o === 'auto' || o === 'scroll') return p;
    }
    return null;
  };
  const problems = [];
  const vw = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > vw) problems.push(['page scrolls sideways', document.documentElement.scrollWidth, vw]);
  for (const table of document.querySelectorAll('main table')) {
    const box = scroller(table);
    if (box) {
      const r = box.getBoundingClientRect();
      if (r.left < -0.5 || r.right > vw + 0.5) problems.push(['scroll box past the screen', r.left, r.right]);
      continue;
    }
    const area = table.parentElement, s = getComputedStyle(area), ar = area.getBoundingClientRect();
    const right = ar.right - parseFloat(s.paddingRight) - parseFloat(s.borderRightWidth);
    for (const cell of table.querySelectorAll('th, td')) {
      const r = cell.getBoundingClientRect();
      if (r.right > right + 0.5) problems.push(['cell past the table area', text(cell), Math.round(r.right), Math.round(right)]);
    }
  }
  const heads = [...document.querySelectorAll('main table thead th')].map((th) => [text(th), lines(th)]);
  const names = [...document.querySelectorAll(
    'main table tbody th[scope=row], .member-list li > a, .session-list a.session-link, .session-list .who')]
    .map((el) => [text(el), lines(el)]);
  const figures = [...document.querySelectorAll('main table td.num')]
    .map((td) => [text(td), lines(td), getComputedStyle(td).textAlign]);
  return {problems, heads, names, figures};
}
"""

# The leaderboard scrolled to its last column: the rank and the name are still in view, whole.
STICKY = """
() => {
  const table = document.querySelector('table.board');
  let box = table.parentElement;
  while (box && !['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) box = box.parentElement;
  if (!box || box.scrollWidth <= box.clientWidth) return null;
  box.scrollLeft = box.scrollWidth;
  const b = box.getBoundingClientRect();
  const out = [...table.querySelectorAll('tbody tr')].map((tr) => {
    const th = tr.querySelector('th[scope=row]'), r = th.getBoundingClientRect(), first = tr.cells[0].getBoundingClientRect();
    return [th.innerText.trim(), Math.round(first.left - b.left), Math.round(r.left - b.left), Math.round(b.right - r.right)];
  });
  box.scrollLeft = 0;
  return out;
}
"""

# Every link of the site's bar, of the page's head and of the club's account bar, with its box.
TARGETS = """
() => [...document.querySelectorAll('header.top a, .page-head a, nav.account a, nav.account button')]
  .filter((a) => a.getClientRects().length)
  .map((a) => {
    const r = a.getBoundingClientRect();
    return [a.innerText.trim().replace(/\\s+/g, ' '), r.width, r.height, r.left, r.top];
  })
"""


# The contrast of a mark against the colour behind it (WCAG 2's relative luminance; the background is the first
# opaque one up the tree, composed with the translucent ones in between; the opacity of the mark's element and its
# ancestors applied). `marks()` gives [element, what, [colours]]: a mark whose colour cannot be read from the
# computed style (a browser's own drop-down arrow) or that is not there (a summary without a marker) has none
# and counts as 0.
CONTRAST = """
() => {
  const parse = (c) => { const m = c.match(/[\\d.]+/g).map(Number); return [m[0], m[1], m[2], m.length > 3 ? m[3] : 1]; };
  const over = (top, under) => [0, 1, 2].map((i) => top[i] * top[3] + under[i] * (1 - top[3])).concat([1]);
  const behind = (el) => {
    const layers = [];
    for (let p = el; p; p = p.parentElement) {
      const c = parse(getComputedStyle(p).backgroundColor);
      if (c[3] > 0) { layers.push(c); if (c[3] >= 1) break; }
    }
    let bg = [255, 255, 255, 1];
    for (const c of layers.reverse()) bg = over(c, bg);
    return bg;
  };
  const lum = (c) => {
    const [r, g, b] = c.slice(0, 3).map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const ratio = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
  return marks().map(([el, what, colours]) => {
    const bg = behind(el);
    let opacity = 1;
    for (let p = el; p; p = p.parentElement) opacity *= parseFloat(getComputedStyle(p).opacity);
    const ratios = colours.map(parse).filter((c) => c[3] > 0).map((c) => ratio(over([c[0], c[1], c[2], c[3] * opacity], bg), bg));
    const name = el.tagName.toLowerCase() + (el.className ? '.' + String(el.className).split(' ').join('.') : '');
    return [name, what, el.innerText.trim().slice(0, 30), ratios.length ? Math.round(Math.min(...ratios) * 100) / 100 : 0];
  });
}
"""

# the element that holds a column's ▲ or ▼
SORT_MARKS = """
const marks = () => [...document.querySelectorAll('thead th[aria-sort]')].map((th) => {
  const el = th.querySelector('.sort-mark') || th.querySelector('a') || th;
  return [el, 'sort mark', [getComputedStyle(el).color]];
});
"""

# every visible summary's caret (its own ▸ element, its ::before, or the browser's ::marker) and every visible
# drop-down's arrow (drawn by the page: its colours are in the background image; the browser's own: unknown). Not
# carets: the (?) of a field's help and a confirming button (`details.confirm`), and a seat's card head in the
# calculator (its tiles show when it is closed).
CARETS = """
const marks = () => {
  const out = [];
  for (const s of document.querySelectorAll('main summary')) {
    if (!s.getClientRects().length || s.closest('.help-tip, .confirm, .seat > summary')) continue;
    const own = s.querySelector('.caret'), before = getComputedStyle(s, '::before'), cs = getComputedStyle(s);
    if (own) out.push([own, 'caret', [getComputedStyle(own).color]]);
    else if (before.content !== 'none' && before.content !== 'normal') out.push([s, '::before', [before.color]]);
    else if (cs.display === 'list-item' && cs.listStyleType !== 'none') out.push([s, '::marker', [getComputedStyle(s, '::marker').color]]);
    else out.push([s, 'no caret', []]);
  }
  for (const sel of document.querySelectorAll('main select')) {
    if (!sel.getClientRects().length || sel.multiple || sel.size > 1) continue;
    const cs = getComputedStyle(sel);
    const drawn = cs.appearance === 'none' ? cs.backgroundImage.match(/rgba?\\([^)]*\\)/g) || [] : [];
    out.push([sel, cs.appearance === 'none' ? 'arrow' : 'browser arrow', drawn]);
  }
  return out;
};
"""


def contrasts(page, marks: str) -> list[list[Any]]:
    return page.evaluate("() => {" + marks + " return (" + CONTRAST + ")(); }")


def probe(page) -> dict[str, Any]:
    return page.evaluate(PROBE)


def too_many_lines(rows: list[list[Any]]) -> list[list[Any]]:
    return [r for r in rows if r[1] > 2]


def small_targets(page) -> list[list[Any]]:
    """The header's links smaller than 44x44 px, and the pairs of them whose boxes overlap (a target that reaches
    past its line must not cover its neighbour's)."""
    found = page.evaluate(TARGETS)
    small = [t[:3] for t in found if t[1] < 44 or t[2] < 44]
    overlapping = [
        (a[0], b[0])
        for i, a in enumerate(found)
        for b in found[i + 1 :]
        if min(a[3] + a[1], b[3] + b[1]) - max(a[3], b[3]) > 0.5
        and min(a[4] + a[2], b[4] + b[2]) - max(a[4], b[4]) > 0.5
    ]
    return small + overlapping


def low_contrast(page, marks: str) -> list[list[Any]]:
    found = contrasts(page, marks)
    assert found, "no mark to measure"
    return [m for m in found if m[3] < 3]


@pytest.mark.parametrize(("size", "lang"), CASES)
def test_leaderboard_fits_with_whole_heads_and_names(browser, live_server, club, size, lang) -> None:
    """The riichi leaderboard (the widest: eight figures a member): every head and name in two lines at most,
    figures on one line, cells within the table's area or the table in a box that scrolls with the name in view,
    44 px header links, sort marks at 3:1."""
    ctx, page = _logged_in(browser, live_server, size, club["users"][MEMBERS[0]])
    page.goto(f"{live_server.url}/c/{club['club'].pk}/leaderboard/?ruleset=riichi&lang={lang}")
    assert page.locator("table.board tbody tr").count() == len(MEMBERS)
    screenshot(page, f"phone-tables-leaderboard-{size}-{lang}")
    seen = probe(page)
    assert seen["problems"] == []
    assert too_many_lines(seen["heads"]) == []
    assert too_many_lines(seen["names"]) == []
    assert [f for f in seen["figures"] if f[1] != 1 or f[2] != "right"] == []
    sticky = page.evaluate(STICKY)
    if sticky is not None:  # the table scrolls: the rank and the name stay whole in view, the rank first
        assert [s for s in sticky if s[1] < -0.5 or s[2] < s[1] or s[3] < -0.5] == []
    assert small_targets(page) == []
    assert low_contrast(page, SORT_MARKS) == []
    # sorted the other way: ▲ instead of ▼, the same contrast
    page.locator("thead th[aria-sort] a").first.click()
    expect(page.locator("thead th[aria-sort=ascending]")).to_have_count(1)
    assert low_contrast(page, SORT_MARKS) == []
    check_clean(page)
    ctx.close()


@pytest.mark.parametrize(("size", "lang"), CASES)
def test_member_page_fits_with_whole_heads_and_names(browser, live_server, club, size, lang) -> None:
    """A member's page: the patterns and the record against each other member, same measures."""
    ctx, page = _logged_in(browser, live_server, size, club["users"][MEMBERS[0]])
    uid = club["users"][MEMBERS[1]].pk
    page.goto(f"{live_server.url}/c/{club['club'].pk}/member/{uid}/?ruleset=riichi&lang={lang}")
    assert page.locator("table.versus tbody tr").count() >= 4
    screenshot(page, f"phone-tables-member-{size}-{lang}")
    seen = probe(page)
    assert seen["problems"] == []
    assert too_many_lines(seen["heads"]) == []
    assert too_many_lines(seen["names"]) == []
    assert [f for f in seen["figures"] if f[1] != 1 or f[2] != "right"] == []
    assert small_targets(page) == []
    check_clean(page)
    ctx.close()


@pytest.mark.parametrize(("size", "lang"), CASES)
def test_club_page_fits_with_whole_names_and_visible_carets(browser, live_server, club, size, lang) -> None:
    """The club page seen by its owner (every member's role drop-down): names whole, nothing past the screen,
    44 px header links, the new-session disclosure's caret and the drop-downs' arrows at 3:1."""
    ctx, page = _logged_in(browser, live_server, size, club["users"][MEMBERS[0]])
    page.goto(f"{live_server.url}/c/{club['club'].pk}/?lang={lang}")
    assert page.locator(".member-list li").count() == len(MEMBERS)
    screenshot(page, f"phone-tables-club-{size}-{lang}")
    seen = probe(page)
    assert seen["problems"] == []
    assert too_many_lines(seen["names"]) == []
    assert small_targets(page) == []
    assert low_contrast(page, CARETS) == []
    page.locator("details.new-session > summary").click()
    assert low_contrast(page, CARETS) == []
    check_clean(page)
    ctx.close()


@pytest.mark.parametrize(("size", "lang"), CASES)
def test_calculator_header_links_and_carets(browser, live_server, size, lang) -> None:
    """The calculator's head: its 规则 link (32x19 px before) and the site's bar, 44x44 px each; the options'
    caret, the seat's "more" disclosures and the drop-downs' arrows at 3:1."""
    ctx, page = _open(browser, live_server, SIZES[size])
    page.goto(f"{live_server.url}/riichi/?lang={lang}")
    screenshot(page, f"phone-tables-calculator-{size}-{lang}")
    assert small_targets(page) == []
    page.locator("details.options > summary").click()
    assert page.locator("main select:visible").count() > 0
    assert low_contrast(page, CARETS) == []
    check_clean(page)
    ctx.close()
