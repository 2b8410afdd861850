"""Pages of the scoresheet: thin views over `scoresheet.services` (changes) and the cached replay (reading), one
module per page:

- `start`: the index and a new session's form
- `session`: the session page, its links' QR codes
- `changes`: the session page's changes (a draw, a deletion, undo, closing, the seats after a redraw)
- `record`: recording or correcting a hand (the calculator with a record bar)
- `hand`: one recorded hand
- `history`: the history of changes, the rescore page
- `exchange`: the exports, the import, the site's 400 page
and what they share: `common` (the session a token opens, who may change it, the answers that send a page
elsewhere), `snapshot` (one snapshot per page), `table` (the words of a table and its hands).

Every URL carries a token: the secret editing link's or the read-only link's. Every changing URL is
POST only (CSRF-protected) and needs the editing token: the read-only token gets 403, anything else 404.
"""

from __future__ import annotations

from .changes import close, delete_hand, draw_hand, seating, undo
from .common import Forbidden, forbidden, open_session
from .exchange import attachment, bad_request, export_csv, export_json, export_name, import_json
from .hand import hand_detail
from .history import history_page, rescore
from .record import record_page
from .session import qr, qr_view, session_page
from .snapshot import one_snapshot, reads_one_snapshot
from .start import index, new_session
from .table import summary_text

# The names these had when the views were one module (tests/calculator/test_breakdown_sums.py reads the first).
# The views `record` and `history` are `record_page` and `history_page` now: `scoresheet.views.record` and
# `scoresheet.views.history` are their modules.
_summary_text = summary_text
_session = open_session
_forbidden = forbidden

__all__ = [
    "Forbidden",
    "attachment",
    "bad_request",
    "close",
    "delete_hand",
    "draw_hand",
    "export_csv",
    "export_json",
    "export_name",
    "forbidden",
    "hand_detail",
    "history_page",
    "import_json",
    "index",
    "new_session",
    "one_snapshot",
    "open_session",
    "qr",
    "qr_view",
    "reads_one_snapshot",
    "record_page",
    "rescore",
    "seating",
    "session_page",
    "summary_text",
    "undo",
]
