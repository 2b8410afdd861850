from __future__ import annotations

from typing import TYPE_CHECKING

from django.apps import AppConfig

if TYPE_CHECKING:
    from rules.text import Translate


def translator() -> tuple[Translate, tuple[str, ...]]:
    """The translator `rules.text.Text.get` asks, and the languages it serves.

    Each language's catalog is fetched once, on its first use, from Django's translation machinery
    (the compiled `locale/*/LC_MESSAGES/django.mo` merged with Django's own) and looked up directly;
    `Text.get` caches every answer, so a phrase costs one dict look-up after its first use, with no
    `translation.override` per string.
    """
    from django.conf import settings
    from django.utils.translation import trans_real

    langs = tuple(code for code, _ in settings.LANGUAGES if code != "en")
    catalogs: dict[str, trans_real.DjangoTranslation] = {}

    def translate(lang: str, context: str | None, msgid: str) -> str:
        catalog = catalogs.get(lang)
        if catalog is None:
            catalog = catalogs[lang] = trans_real.translation(lang)
        return catalog.gettext(msgid) if context is None else catalog.pgettext(context, msgid)

    return translate, langs


class CalculatorConfig(AppConfig):
    name = "calculator"
    verbose_name = "Mahjong calculator"

    def ready(self) -> None:
        from rules import text

        text.install(*translator())
