"""The game chooser's pictures: each game's table drawn by the program from the person's
own deck, back and felt (ui/table_picture.py and each game's table/picture.py), so they
change when the theme does; never a stored screenshot."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("PySide6.QtSvg")

from PySide6.QtCore import QSettings, QSize  # noqa: E402
from PySide6.QtGui import QColor, QImage  # noqa: E402

from cinch_qt.games import GAMES  # noqa: E402
from cinch_qt.ui.game_chooser_dialog import GameChooser  # noqa: E402
from cinch_qt.ui.table_picture import PictureArt, table_picture  # noqa: E402

SIZE = QSize(264, 168)


def settings_with(tmp_path: Path, **themes: str) -> QSettings:
    settings = QSettings(str(tmp_path / f"s-{len(list(tmp_path.iterdir()))}.ini"),
                         QSettings.Format.IniFormat)
    for kind, theme_id in themes.items():
        settings.setValue(f"theme/{kind}", theme_id)
    return settings


def pictures(settings: QSettings) -> dict[str, QImage]:
    art = PictureArt(settings, None, "en")
    return {name: table_picture(info, art, SIZE) for name, info in GAMES.items()}


def share_of_changed(a: QImage, b: QImage) -> float:
    changed = total = 0
    for x in range(0, a.width(), 4):
        for y in range(0, a.height(), 4):
            total += 1
            changed += a.pixel(x, y) != b.pixel(x, y)
    return changed / total


def colour_share(image: QImage, near: str, tolerance: int = 40) -> float:
    want = QColor(near)
    hits = total = 0
    for x in range(0, image.width(), 4):
        for y in range(0, image.height(), 4):
            c = image.pixelColor(x, y)
            total += 1
            hits += all(abs(p - q) <= tolerance for p, q in
                        ((c.red(), want.red()), (c.green(), want.green()),
                         (c.blue(), want.blue())))
    return hits / total


def test_every_game_has_its_own_picture(qapp, tmp_path: Path) -> None:
    drawn = pictures(settings_with(tmp_path))
    assert set(drawn) == set(GAMES)
    for name, image in drawn.items():
        assert image.size() == SIZE, name
    # Three tables, three pictures: Cinch's four seats, the classic board, Crib Wars'.
    names = list(drawn)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            assert share_of_changed(drawn[a], drawn[b]) > 0.1, (a, b)


def test_the_pictures_follow_the_felt(qapp, tmp_path: Path) -> None:
    green = pictures(settings_with(tmp_path, felt="green"))
    burgundy = pictures(settings_with(tmp_path, felt="burgundy"))
    for name in GAMES:
        # Most of a table is felt: it changes colour with the felt chosen.
        assert colour_share(green[name], "#1F6B3F", 50) > 0.3, name
        assert colour_share(burgundy[name], "#6B1F2E", 50) > 0.3, name
        assert colour_share(burgundy[name], "#1F6B3F", 30) < 0.05, name


def test_the_pictures_follow_the_deck_and_back(qapp, tmp_path: Path) -> None:
    classic = pictures(settings_with(tmp_path, deck="classic", back="blue-lattice"))
    other = pictures(settings_with(tmp_path, deck="four-colour", back="red-diamonds"))
    for name in GAMES:
        assert share_of_changed(classic[name], other[name]) > 0.05, name


def test_a_deck_that_is_gone_is_pictured_with_the_default(qapp, tmp_path: Path) -> None:
    gone = pictures(settings_with(tmp_path, deck="user:vanished", felt="no-such-felt"))
    default = pictures(settings_with(tmp_path))
    for name in GAMES:
        assert share_of_changed(gone[name], default[name]) == 0, name


def test_the_chooser_shows_the_pictures_of_the_saved_themes(qtbot, tmp_path: Path) -> None:
    dialog = GameChooser(settings=settings_with(tmp_path, felt="burgundy"))
    qtbot.addWidget(dialog)
    for row in range(dialog.games.count()):
        icon = dialog.games.item(row).icon()
        assert not icon.isNull()
        image = icon.pixmap(SIZE).toImage()
        assert colour_share(image, "#6B1F2E", 50) > 0.3
