"""Remembering the chosen deck, back and felt in QSettings."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from .pixmap_cache import CardPixmapCache

KEY_DECK, KEY_BACK, KEY_FELT = "theme/deck", "theme/back", "theme/felt"


def restore_theme_settings(cache: CardPixmapCache, settings: QSettings | None = None) -> None:
    """Apply the saved theme choices; a saved theme that is gone is forgotten.

    The cache reports a refused theme through themeFailed and keeps the default.  A
    theme can also be refused later (its SVG is parsed in the background), so from now
    on every refusal, and every theme that has drawn, saves the ids the cache confirms
    (``confirmed_ids``): a theme is saved only once it has drawn.
    """
    settings = settings if settings is not None else QSettings()
    for key, setter in ((KEY_DECK, cache.set_deck), (KEY_BACK, cache.set_back),
                        (KEY_FELT, cache.set_felt)):
        value = settings.value(key)
        if value is None:
            continue
        if not isinstance(value, str) or not setter(value):
            settings.remove(key)
    if not cache.property("themeSettingsWatched"):
        cache.setProperty("themeSettingsWatched", True)
        cache.themeFailed.connect(lambda _message: save_theme_settings(cache, settings))
        cache.themeConfirmed.connect(lambda: save_theme_settings(cache, settings))


def save_theme_settings(cache: CardPixmapCache, settings: QSettings | None = None) -> None:
    """Save the themes that have drawn (a theme chosen but still being drawn is saved
    when it lands, through themeConfirmed)."""
    settings = settings if settings is not None else QSettings()
    confirmed = cache.confirmed_ids
    settings.setValue(KEY_DECK, confirmed["deck"])
    settings.setValue(KEY_BACK, confirmed["back"])
    settings.setValue(KEY_FELT, confirmed["felt"])
    settings.sync()
