"""The calculator form's fields are built once per rule set, language and seat names, and shared: the forms
built on them keep their own values and errors."""

from __future__ import annotations

from django.http import QueryDict

from calculator.forms import calculator_form
from rules.beijing import RULE_SET as BEIJING


def _form(query: str | None, label=lambda i: f"seat {i}"):
    return calculator_form(BEIJING, "en", seat_label=label, data=QueryDict(query) if query is not None else None)


def test_forms_share_their_fields_not_their_values_or_errors() -> None:
    bad = _form("s0_won=on&s0_by=self_draw&s0_hand=" + "1m" * 101)  # over the 200 characters of the field
    good = _form("s0_won=on&s0_hand=222p333s444s55s&s0_melds=111m@2&s0_by=self_draw&i_flip=9p")
    assert bad.fields["s0_hand"] is good.fields["s0_hand"]  # built once
    assert bad.fields is not good.fields  # each form its own map
    assert not bad.is_valid()
    assert good.is_valid(), good.errors
    assert "s0_hand" in bad.errors
    assert "s0_hand" not in good.errors
    assert good.cleaned_data["s0_hand"] == "222p333s444s55s"
    # a third form after both: nothing of theirs left behind
    fresh = _form(None)
    assert not fresh.is_bound
    assert fresh.errors == {}


def test_other_seat_names_get_their_own_fields() -> None:
    a = _form(None, label=lambda i: f"seat {i}")
    b = _form(None, label=lambda i: f"player {i}")
    assert a.fields["dealer"] is not b.fields["dealer"]
    assert [str(c[1]) for c in b.fields["dealer"].choices][:2] == ["player 0", "player 1"]


def test_every_field_kind_of_the_rules_has_its_form_kind() -> None:
    """A kind of field the rules declare (rules/kinds.py) that the web layer does not know would fall back to
    plain text, silently; every declared kind has its `FormKind`, and every field of every rule set gets one."""
    from calculator.widgets import KINDS as FORM_KINDS
    from calculator.widgets import TEXT, form_kind
    from rules.history import HISTORY_FIELDS
    from rules.kinds import KINDS as RULE_KINDS
    from rules.registry import RULE_SETS

    assert set(RULE_KINDS) == set(FORM_KINDS)
    used = [
        f
        for rs in RULE_SETS.values()
        for f in (*rs.options, *rs.table_fields, *rs.seat_fields, *rs.win_fields, *HISTORY_FIELDS)
    ]
    assert used
    assert all(form_kind(f) is not TEXT for f in used)
