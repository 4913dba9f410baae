"""Card-art themes: finding decks, backs and felts, checking them, rendering them.

Qt is used only for rendering (QtSvg, QtGui) and the settings; nothing here imports
the engine or the ui.  See docs/themes.md.
"""

from __future__ import annotations

from .discovery import ThemeInfo, list_themes
from .errors import ThemeError
from .paths import assets_dir, default_user_dir
from .pixmap_cache import CardPixmapCache
from .settings import restore_theme_settings, save_theme_settings

__all__ = ["CardPixmapCache", "ThemeError", "ThemeInfo", "assets_dir", "default_user_dir",
           "import_theme_zip", "list_themes", "restore_theme_settings",
           "save_theme_settings"]


def __getattr__(name: str):
    # The importer pulls in zipfile and shutil, which no start needs.
    if name == "import_theme_zip":
        from .importer import import_theme_zip
        return import_theme_zip
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
