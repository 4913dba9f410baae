"""The themes dialog: grouped lists with previews, live choice, settings, import."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("PySide6.QtSvg")

from PySide6.QtCore import QSettings, Qt  # noqa: E402
from PySide6.QtGui import QDesktopServices  # noqa: E402

from cinch_qt.themes import CardPixmapCache  # noqa: E402
from cinch_qt.themes.theme_model import ErrorRole, IsHeaderRole, ThemeIdRole  # noqa: E402
from cinch_qt.ui.theme_dialog import ThemeDialog, restore_theme_settings  # noqa: E402
from tests.themes_helpers import KDE, deck_svg, write_kde_deck, write_user_deck, zip_of


@pytest.fixture
def env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    system = tmp_path / "share"
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("XDG_DATA_DIRS", str(system))
    write_kde_deck(system, "svg-tiny", "Tiny KDE")
    user = tmp_path / "themes"
    write_user_deck(user, "mine")
    write_user_deck(user, "holey", drop=("5_spade",))
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    return user, settings


@pytest.fixture
def dialog(qtbot, env):
    user, settings = env
    cache = CardPixmapCache(user_dir=user)
    made = ThemeDialog(cache, None, settings)
    qtbot.addWidget(made)
    yield made
    made.done(0)
    cache.shutdown()


def rows(model) -> list[tuple[bool, str]]:
    return [(bool(model.index(r).data(IsHeaderRole)), model.index(r).data())
            for r in range(model.rowCount())]


def test_groups_and_previews(qtbot, dialog: ThemeDialog) -> None:
    model = dialog.models["deck"]
    listed = rows(model)
    headers = [text for is_header, text in listed if is_header]
    assert headers == ["Built-in", "Installed on this machine", "Yours"]
    assert (False, "Tiny KDE") in listed and (False, "Mine") in listed
    model.wait_for_previews(10_000)
    qtbot.waitUntil(lambda: model.index(model.row_of("user:mine")).data(
        Qt.ItemDataRole.DecorationRole) is not None, timeout=10_000)
    classic = model.index(model.row_of("classic")).data(Qt.ItemDataRole.DecorationRole)
    assert classic is not None and classic.width() == 200
    # A broken theme is listed with its reason and cannot be chosen.
    qtbot.waitUntil(lambda: bool(model.index(model.row_of("user:holey")).data(ErrorRole)),
                    timeout=10_000)
    holey = model.index(model.row_of("user:holey"))
    assert "5_spade" in holey.data(ErrorRole)
    assert not holey.flags() & Qt.ItemFlag.ItemIsSelectable
    assert not model.index(0).flags() & Qt.ItemFlag.ItemIsSelectable   # header
    assert len(rows(dialog.models["back"])) >= 6
    assert dialog.models["felt"].index(1).data(ThemeIdRole) == "green"


def test_choosing_applies_at_once_and_is_remembered(qtbot, dialog: ThemeDialog, env) -> None:
    _, settings = env
    view, model = dialog.views["deck"], dialog.models["deck"]
    with qtbot.waitSignal(dialog._cache.changed, timeout=10_000):
        view.setCurrentIndex(model.index(model.row_of("parlour")))
    assert dialog._cache.deck_id == "parlour"
    felts = dialog.models["felt"]
    dialog.views["felt"].setCurrentIndex(felts.index(felts.row_of("slate")))
    backs = dialog.models["back"]
    dialog.views["back"].setCurrentIndex(backs.index(backs.row_of("green-checks")))
    # Saved once each has drawn, which is a moment later (never before: a deck that
    # cannot draw must not come back at the next start).
    qtbot.waitUntil(lambda: (settings.value("theme/deck"), settings.value("theme/back"),
                             settings.value("theme/felt")) == ("parlour", "green-checks",
                                                               "slate"), timeout=10_000)
    qtbot.waitUntil(lambda: not dialog._cache.busy(), timeout=10_000)

    # A new cache, as at the next start-up, comes back to the same choice.
    fresh = CardPixmapCache(user_dir=dialog._cache.user_dir)
    try:
        restore_theme_settings(fresh, settings)
        assert (fresh.deck_id, fresh.back_id, fresh.felt_id) == ("parlour", "green-checks",
                                                                 "slate")
        qtbot.waitUntil(lambda: not fresh.busy(), timeout=10_000)
    finally:
        fresh.shutdown()


def test_restore_forgets_a_theme_that_is_gone(qtbot, env) -> None:
    user, settings = env
    settings.setValue("theme/deck", "user:deleted-since")
    settings.setValue("theme/felt", "blue")
    cache = CardPixmapCache(user_dir=user)
    failures: list[str] = []
    cache.themeFailed.connect(failures.append)
    try:
        restore_theme_settings(cache, settings)
        assert cache.deck_id == "classic" and cache.felt_id == "blue"
        assert "deleted-since" in failures[0]
        assert settings.value("theme/deck") is None
        assert settings.value("theme/felt") == "blue"
        # Refused later, by the full parse: the settings follow the fallback.
        deck = user / "late"
        deck.mkdir()
        (deck / "cards.svg").write_text(deck_svg(KDE).replace("</svg>", "<g></svg>"))
        with qtbot.waitSignal(cache.themeFailed, timeout=10_000):
            assert cache.set_deck("user:late")
        assert cache.deck_id == "classic"
        assert settings.value("theme/deck") == "classic"
        qtbot.waitUntil(lambda: not cache.busy(), timeout=10_000)
    finally:
        cache.shutdown()


def test_open_themes_folder(qtbot, dialog: ThemeDialog, monkeypatch) -> None:
    opened = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url) or True)
    assert dialog.open_themes_folder()
    assert opened[0].toLocalFile() == str(dialog._cache.user_dir)
    assert dialog._cache.user_dir.is_dir()


def test_import_lists_and_uses_the_theme(qtbot, dialog: ThemeDialog, tmp_path: Path) -> None:
    archive = zip_of(tmp_path / "gift.zip", {"Gift/cards.svg": deck_svg(KDE),
                                             "Gift/theme.toml": 'name = "A Gift"\n'})
    with qtbot.waitSignal(dialog._cache.changed, timeout=10_000):
        assert dialog.import_zip(archive)
    assert dialog._cache.deck_id == "user:Gift"
    model = dialog.models["deck"]
    assert model.row_of("user:Gift") >= 0
    assert dialog.views["deck"].currentIndex().data(ThemeIdRole) == "user:Gift"
    assert "A Gift" in dialog.message.text()
    qtbot.waitUntil(lambda: not dialog._cache.busy(), timeout=10_000)


def test_bad_import_says_why_and_changes_nothing(qtbot, dialog: ThemeDialog,
                                                 tmp_path: Path) -> None:
    before = sorted(p.name for p in dialog._cache.user_dir.iterdir())
    bad = zip_of(tmp_path / "bad.zip", {"../../escape.svg": "<svg/>"})
    assert not dialog.import_zip(bad)
    assert "points outside" in dialog.message.text()
    assert sorted(p.name for p in dialog._cache.user_dir.iterdir()) == before
    assert dialog._cache.deck_id == "classic"
