"""A session's exports (CSV for spreadsheets, JSON for a round trip) and the import of a JSON export; the site's
400 page, which is the import form again for a paste too long."""

from __future__ import annotations

import json
import re
import unicodedata
from urllib.parse import quote

from django import forms
from django.conf import settings
from django.core.exceptions import RequestDataTooBig
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import gettext as _
from django.views import defaults
from django.views.decorators.http import require_GET, require_POST

from rules import registry
from scoresheet import exchange, ratelimit, services
from scoresheet.forms import ImportForm, LogForm
from scoresheet.models import Session

from .common import field_message, lang, open_session, player_names
from .snapshot import reads_one_snapshot
from .start import index_page
from .table import pattern_summary
from .tenhou import log_import_page


@require_GET
@reads_one_snapshot
def export_csv(request: HttpRequest, token: str) -> HttpResponse:
    session, _can = open_session(token, request=request)
    body = exchange.to_csv(session, player_names(session), lang(), pattern_summary)
    resp = HttpResponse(body.encode("utf-8-sig"), content_type="text/csv; charset=utf-8")
    resp["Content-Disposition"] = attachment(session, "csv")
    return resp


@require_GET
@reads_one_snapshot
def export_json(request: HttpRequest, token: str) -> HttpResponse:
    session, _can = open_session(token, request=request)
    body = json.dumps(exchange.to_json(session), ensure_ascii=False, indent=1)
    resp = HttpResponse(body.encode("utf-8"), content_type="application/json; charset=utf-8")
    resp["Content-Disposition"] = attachment(session, "json")
    return resp


# what a file name cannot hold on Windows, macOS or Linux (and the quote that would end the header's value)
_NOT_IN_NAMES = re.compile(r'[\\/:*?"<>|]+')
_NAME_MAX = 100  # characters of the title kept (a title has at most 80)


def _name_text(text: str) -> str:
    """`text` fit for a file name: no control, format (bidi overrides), private-use or surrogate character, none
    of \\ / : * ? " < > |, spaces collapsed, no leading or trailing dot or space."""
    kept = "".join(" " if unicodedata.category(ch)[0] in ("C", "Z") else ch for ch in text)
    kept = _NOT_IN_NAMES.sub(" ", kept)
    return " ".join(kept.split()).strip(". ")[:_NAME_MAX]


def export_name(session: Session, ext: str) -> tuple[str, str]:
    """An export's file name: the day the session started (in the club's time zone) and its title, or the rule
    set's name for a session without one (`2026-11-26 Friday club.csv`, `2026-11-26 周五牌局.json`); and the same
    in ASCII for the programs that read only `filename=` (letters of other scripts dropped, the rule set's key
    when nothing is left: `2026-11-26 riichi.json`). Never the row id."""
    day = timezone.localdate(session.created).isoformat()
    rs = registry.RULE_SETS.get(session.ruleset)
    label = _name_text(session.title) or _name_text(rs.names.get(lang()) if rs else "") or session.ruleset
    ascii_label = _name_text(unicodedata.normalize("NFKD", label).encode("ascii", "ignore").decode("ascii"))
    if not re.search(r"[A-Za-z0-9]", ascii_label):
        ascii_label = re.sub(r"[^A-Za-z0-9_-]", "", session.ruleset) or "session"
    return f"{day} {label}.{ext}", f"{day} {ascii_label}.{ext}"


def attachment(session: Session, ext: str) -> str:
    """The Content-Disposition of an export: an ASCII `filename=` and the full name as RFC 5987/6266 `filename*=`
    (UTF-8, percent-encoded), which every current browser prefers."""
    name, fallback = export_name(session, ext)
    return f"attachment; filename=\"{fallback}\"; filename*=UTF-8''{quote(name, safe='')}"


IMPORT_FILE_MAX = 5_000_000  # bytes: a 1,000-hand export is about 3 MB


def _import_text(form: ImportForm) -> str:
    """The export's text from the form (a file or a paste), every problem the form's error on its field: a file
    too large or not UTF-8 (never read with its bad bytes replaced), nothing given."""
    f = form.cleaned_data.get("file")
    if f is None:
        text: str = form.cleaned_data.get("text") or ""
        if not text:
            form.add_error("text", _("Choose a JSON export or paste it."))
        return text
    if f.size > IMPORT_FILE_MAX:
        form.add_error("file", _("The file is too large (at most %(n)s MB).") % {"n": IMPORT_FILE_MAX // 1_000_000})
        return ""
    try:
        content: bytes = f.read()
        return content.decode("utf-8-sig")
    except UnicodeDecodeError:
        form.add_error("file", _("This file is not UTF-8 text: is it a JSON export of a session?"))
        return ""


@require_POST
@ratelimit.limited("import")
def import_json(request: HttpRequest) -> HttpResponse:
    form = ImportForm(request.POST, request.FILES)
    text = _import_text(form) if form.is_valid() else ""
    if form.is_valid() and text:
        try:
            session = exchange.import_json(text, lang(), again=form.cleaned_data["again"])
        except services.SheetError as e:
            for field, message in e.errors:
                if field == "again":  # imported before: the choice to import it again, the file's text kept
                    form.fields["again"].widget = forms.CheckboxInput()
                    form.add_error("again", message)
                    if (
                        form.cleaned_data.get("file") is not None
                        and len(text) < settings.DATA_UPLOAD_MAX_MEMORY_SIZE // 2
                    ):
                        data = request.POST.copy()  # the form's data
                        data["text"] = text
                        form.data = data
                    continue
                form.add_error("text", f"{field_message(field, message)}")
        else:
            return HttpResponseRedirect(reverse("scoresheet:session", args=[session.edit_token]) + "?new=1")
    return index_page(request, form, status=400)


def bad_request(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    """The site's 400 page (config/urls.py `handler400`). A paste into the import form (or the game log's) past
    DATA_UPLOAD_MAX_MEMORY_SIZE is refused while the body is read (by the CSRF check, before any view): that is the
    form again with the message on its field. Anything else: Django's own 400 page (templates/400.html)."""
    if isinstance(exception, RequestDataTooBig) and request.path == reverse("scoresheet:import"):
        form = ImportForm(data={})
        form.is_valid()
        kb = settings.DATA_UPLOAD_MAX_MEMORY_SIZE // 1024
        form.add_error(
            "text", _("The pasted text is too long (at most %(kb)s KB): choose the export file instead.") % {"kb": kb}
        )
        return index_page(request, form, status=400)
    if isinstance(exception, RequestDataTooBig) and request.path == reverse("scoresheet:import-log"):
        log_form = LogForm(data={})
        log_form.is_valid()
        kb = settings.DATA_UPLOAD_MAX_MEMORY_SIZE // 1024
        log_form.add_error(
            "text", _("The pasted text is too long (at most %(kb)s KB): choose the log file instead.") % {"kb": kb}
        )
        return log_import_page(request, log_form, status=400)
    return defaults.bad_request(request, exception or Exception("bad request"))
