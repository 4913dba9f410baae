"""The themes dialog's previews of the built-in decks print the court corners in the
person's language, as the table does (docs/themes.md: R D V in French, H V B in Dutch,
the ace's A and the numbers unchanged); a deck that is not ours is shown as it is."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QImage

from cinch_qt.themes.corners import localise_corners
from cinch_qt.themes.deck_art import load_art
from cinch_qt.themes.discovery import list_themes
from cinch_qt.themes.theme_model import PREVIEW_SIZES, render_preview
from cinch_qt.ui.theme_dialog import ThemeDialog


def builtin_decks():
    return [info for info in list_themes("deck") if info.group == "builtin"]


def same(a: QImage, b: QImage) -> bool:
    return a.convertToFormat(QImage.Format.Format_ARGB32) == \
        b.convertToFormat(QImage.Format.Format_ARGB32)


@pytest.mark.parametrize("language", ["fr", "nl"])
def test_every_builtin_preview_has_the_languages_court_letters(isolated, language) -> None:
    size = PREVIEW_SIZES["deck"]
    decks = builtin_decks()
    assert decks
    for info in decks:
        art, _renderer = load_art(info)
        if localise_corners(art, language) is art:
            continue                 # a built-in deck without the letters' glyphs
        english = render_preview(info, size)
        spoken = render_preview(info, size, language)
        assert not same(english, spoken), info.id          # K Q J are not shown
    assert not same(render_preview(decks[0], size, "fr"), render_preview(decks[0], size, "nl"))


def test_the_dialog_previews_follow_the_tables_letters(qtbot, isolated, cache,
                                                       tmp_path) -> None:
    cache.set_corner_language("fr")
    dialog = ThemeDialog(cache, None, QSettings(str(tmp_path / "s.ini"),
                                                QSettings.Format.IniFormat))
    qtbot.addWidget(dialog)
    try:
        model = dialog.models["deck"]
        assert model.corner_language == "fr"
        model.wait_for_previews(20_000)
        info = builtin_decks()[0]
        row = model.index(model.row_of(info.id))
        qtbot.waitUntil(lambda: row.data(Qt.ItemDataRole.DecorationRole) is not None,
                        timeout=10_000)
        shown = row.data(Qt.ItemDataRole.DecorationRole).toImage()
        size = PREVIEW_SIZES["deck"]
        assert same(shown, render_preview(info, size, "fr"))
        assert not same(shown, render_preview(info, size, "en"))
    finally:
        dialog.done(0)
