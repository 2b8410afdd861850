"""The marks between words in the page's language: 手牌：, 七对子、推倒和, （取り消し済み） — ": ", ", ", "( )" in English.

{% load words %}{{ label }}{% colon %}{{ value }}    {% for x in xs %}{{ x }}{% if not forloop.last %}{% comma %}{% endif %}{% endfor %}
{{ text|parens }}
"""

from __future__ import annotations

from django import template

from calculator.page_language import mark
from calculator.page_language import parens as _parens

register = template.Library()


@register.simple_tag
def colon() -> str:
    return mark("colon")


@register.simple_tag
def comma() -> str:
    return mark("comma")


@register.simple_tag
def semicolon() -> str:
    return mark("semicolon")


@register.filter
def parens(text: object) -> str:
    return _parens(text)
