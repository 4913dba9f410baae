"""Importing the decks people find and share: KDE's (a folder, or a zip of it, holding
index.desktop and an .svgz) and Aisleriot's (one .svg or .svgz), by file, by folder and
by dropping them on the themes dialog (tests/themes/test_themes_drag.py); and a damaged .svgz
refused with a reason.

The real decks come from Debian's kdegames-card-data-kf5 and gnome-cards-data, which
.ci/run installs; without them these tests are skipped, saying so.
"""

from __future__ import annotations

import gzip
import shutil
from pathlib import Path

import pytest

pytest.importorskip("PySide6.QtSvg")

from PySide6.QtCore import QSettings, Qt, QTimer  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit  # noqa: E402

from cinch_qt.themes import CardPixmapCache, ThemeError  # noqa: E402
from cinch_qt.themes.deck_art import load_art  # noqa: E402
from cinch_qt.themes.discovery import AISLERIOT_SVG, KDE_SVG, list_themes  # noqa: E402
from cinch_qt.themes.importer import import_theme  # noqa: E402
from cinch_qt.ui.theme_dialog import ThemeDialog  # noqa: E402
from tests.real_decks_helpers import (  # noqa: E402
    AISLERIOT_DIR,
    KDE_DONDORF,
    kde_zip,
    needs_gnome,
    needs_kde,
)
from tests.themes_helpers import AISLERIOT, deck_svg, zip_of  # noqa: E402


@pytest.fixture
def user(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    # Nothing installed is listed beside what the test imports.
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("XDG_DATA_DIRS", str(tmp_path / "none"))
    return tmp_path / "themes"


def drawn_colours(info, card: int = 51) -> int:
    """How many distinct colours the card shows drawn 120 px wide (0: nothing drawn)."""
    _art, renderer = load_art(info)
    image = renderer.card_image(card, 120)
    colours = set()
    for x in range(0, image.width(), 3):
        for y in range(0, image.height(), 3):
            colour = image.pixelColor(x, y)
            if colour.alpha() > 0:
                colours.add(colour.rgb())
    return len(colours)


@needs_kde
def test_kde_deck_zip_is_imported_and_drawn(qapp, tmp_path: Path, user: Path) -> None:
    info = import_theme(kde_zip(tmp_path), user)
    assert (info.id, info.name, info.layout) == ("user:svg-dondorf", "Dondorf", KDE_SVG)
    # index.desktop and the SVG it names; the bitmap preview (11.png) is left behind.
    assert sorted(p.name for p in (user / "svg-dondorf").iterdir()) == [
        "dondorf.svgz", "index.desktop"]
    assert drawn_colours(info) > 20 and drawn_colours(info, 0) > 20
    assert [t.id for t in list_themes("deck", user) if t.group == "user"] == [info.id]


@needs_kde
def test_kde_deck_folder_and_its_lone_svgz_are_imported(qapp, user: Path) -> None:
    folder = import_theme(KDE_DONDORF, user)
    assert (folder.name, folder.layout) == ("Dondorf", KDE_SVG)
    lone = import_theme(KDE_DONDORF / "dondorf.svgz", user)
    # The lone file's ids say it is a KDE deck; it keeps its own name.
    assert (lone.id, lone.name, lone.layout) == ("user:dondorf", "Dondorf", KDE_SVG)
    assert drawn_colours(folder, 37) > 20 and drawn_colours(lone, 37) > 20


@needs_gnome
@pytest.mark.parametrize("compressed", [True, False])
def test_aisleriot_deck_is_imported_and_drawn(qapp, tmp_path: Path, user: Path,
                                              compressed: bool) -> None:
    source = AISLERIOT_DIR / "anglo.svgz"
    if not compressed:
        source = tmp_path / "anglo.svg"
        source.write_bytes(gzip.decompress((AISLERIOT_DIR / "anglo.svgz").read_bytes()))
    info = import_theme(source, user)
    assert (info.id, info.name, info.layout) == ("user:anglo", "Anglo", AISLERIOT_SVG)
    assert drawn_colours(info) > 20 and drawn_colours(info, 9) > 20


@needs_gnome
def test_aisleriot_deck_in_a_zip(qapp, tmp_path: Path, user: Path) -> None:
    archive = zip_of(tmp_path / "shared.zip",
                     {"paris.svgz": (AISLERIOT_DIR / "paris.svgz").read_bytes(),
                      "LICENSE": "GPL"})
    info = import_theme(archive, user)
    assert (info.name, info.layout) == ("Paris", AISLERIOT_SVG)
    assert drawn_colours(info) > 20


@needs_gnome
def test_damaged_svgz_is_refused_and_nothing_is_left(qapp, tmp_path: Path,
                                                     user: Path) -> None:
    whole = (AISLERIOT_DIR / "anglo.svgz").read_bytes()
    cut = tmp_path / "cut.svgz"
    cut.write_bytes(whole[: len(whole) // 2])
    with pytest.raises(ThemeError, match="cut.svgz.*truncated"):
        import_theme(cut, user)
    garbled = tmp_path / "garbled.svgz"
    garbled.write_bytes(whole[:20] + bytes(b ^ 0x5A for b in whole[20:4000]) + whole[4000:])
    with pytest.raises(ThemeError, match="garbled.svgz.*not valid gzip"):
        import_theme(garbled, user)
    plain = tmp_path / "plain.svgz"
    plain.write_bytes(gzip.decompress(whole))
    with pytest.raises(ThemeError, match="not gzip-compressed"):
        import_theme(plain, user)
    assert not user.exists() or list(user.iterdir()) == []


def test_lone_svg_with_neither_naming_is_refused(qapp, tmp_path: Path, user: Path) -> None:
    odd = tmp_path / "odd.svg"
    odd.write_text(deck_svg([f"card{n}" for n in range(52)]), encoding="utf-8")
    with pytest.raises(ThemeError, match="odd.svg: no cards named as KDE names them"):
        import_theme(odd, user)
    assert list(user.iterdir()) == []


def test_aisleriot_svg_made_here_is_imported(qapp, tmp_path: Path, user: Path) -> None:
    # Without the Debian packages too: an Aisleriot-named deck in one file.
    deck = tmp_path / "tiny_bonded.svg"
    deck.write_text(deck_svg(AISLERIOT), encoding="utf-8")
    info = import_theme(deck, user)
    assert (info.name, info.layout) == ("Tiny Bonded", AISLERIOT_SVG)
    assert drawn_colours(info) > 0


def test_kde_folder_guards(qapp, tmp_path: Path, user: Path) -> None:
    folder = tmp_path / "svg-sly"
    folder.mkdir()
    (folder / "index.desktop").write_text("[KDE Backdeck]\nName=Sly\nSVG=../../secret.svg\n")
    with pytest.raises(ThemeError, match="names no SVG deck"):
        import_theme(folder, user)
    (folder / "index.desktop").write_text("[KDE Backdeck]\nName=Sly\nSVG=sly.svgz\n")
    with pytest.raises(ThemeError, match="names 'sly.svgz', which is not there"):
        import_theme(folder, user)
    (tmp_path / "elsewhere.svgz").write_bytes(b"")
    (folder / "sly.svgz").symlink_to(tmp_path / "elsewhere.svgz")
    with pytest.raises(ThemeError, match="is a link"):
        import_theme(folder, user)
    assert list(user.iterdir()) == []


def test_not_a_deck_file_is_refused(qapp, tmp_path: Path, user: Path) -> None:
    text = tmp_path / "notes.txt"
    text.write_text("hello")
    with pytest.raises(ThemeError, match="notes.txt: not a card deck"):
        import_theme(text, user)


# --- the dialog: by file, by folder, by dropping -----------------------------------------------


@pytest.fixture
def dialog(qtbot, user: Path, tmp_path: Path):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    cache = CardPixmapCache(user_dir=user)
    made = ThemeDialog(cache, None, settings)
    qtbot.addWidget(made)
    yield made
    made.done(0)
    cache.shutdown()


# Dropping decks on the dialog: tests/themes/test_themes_drag.py drags them over the list with
# a real QDrag on an X server.


def answer_file_dialog(qtbot, path: Path) -> None:
    """When the file dialog opens, type ``path`` in its name field and press Enter."""
    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QFileDialog):
            QTimer.singleShot(50, answer)
            return
        field = dialog.findChild(QLineEdit, "fileNameEdit")
        # Set, not typed: a completer popup would take the Return key.
        field.setText(str(path))
        QTest.keyClick(field, Qt.Key.Key_Return)
        # A dialog that did not take the answer must not hold the test forever.
        QTimer.singleShot(5000, dialog.reject)
    QTimer.singleShot(50, answer)


@needs_kde
def test_import_menu_takes_a_folder_or_its_index_desktop(qtbot, dialog: ThemeDialog,
                                                         tmp_path: Path) -> None:
    copy = tmp_path / "svg-dondorf"
    shutil.copytree(KDE_DONDORF, copy)
    assert [a.text() for a in dialog.import_button.menu().actions()] == [
        "From a &file…", "From a f&older…"]
    answer_file_dialog(qtbot, copy)
    dialog.import_folder_action.trigger()
    answer_file_dialog(qtbot, copy / "index.desktop")
    dialog.import_file_action.trigger()
    model = dialog.models["deck"]
    assert model.row_of("user:svg-dondorf") >= 0 and model.row_of("user:svg-dondorf-2") >= 0
    qtbot.waitUntil(lambda: not dialog._cache.busy(), timeout=10_000)


def test_the_file_dialog_offers_decks_and_kde_index_files(qtbot, dialog: ThemeDialog
                                                           ) -> None:
    files = dialog.import_dialog()
    qtbot.addWidget(files)
    assert files.nameFilters() == ["Card decks (*.zip *.svg *.svgz index.desktop)",
                                   "All files (*)"]
    folders = dialog.import_dialog(folder=True)
    qtbot.addWidget(folders)
    assert folders.fileMode() == QFileDialog.FileMode.Directory
