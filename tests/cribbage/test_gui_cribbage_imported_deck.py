"""An imported deck, KDE-named (``1_club``) or Aisleriot-named (``club_1``), is what the
Cribbage table draws: after the draw for the deal (C20) and the deal (C30) each card of
the person's hand shows that deck's picture of it.  (The first painted frame shows only
the pack, face down, because the game opens on the draw: no face is due there yet —
/work/wt/shots/words44/first-paint-kde.png.)  Each card of the tiny test deck is one
colour that names it (tests/themes_helpers.py), so one pixel tells which card was
drawn from which deck."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest

from cinch_qt.games.cribbage.engine import Rules
from cinch_qt.games.cribbage.table import strip as sp
from cinch_qt.games.cribbage.table.session import CribbageSession
from cinch_qt.games.cribbage.table.settings import CribbageSettings
from cinch_qt.games.cribbage.table.window import CribbageWindow
from cinch_qt.games.cribbage.table.words import art_card
from cinch_qt.themes import CardPixmapCache
from cinch_qt.themes.importer import import_theme
from tests.crib_person import TIME_SCALE, point_of
from tests.themes_helpers import AISLERIOT, KDE, card_rgb, deck_svg


@pytest.mark.parametrize("naming", ["kde", "aisleriot"])
def test_an_imported_deck_is_drawn_on_the_cribbage_table_c20_c30(qtbot, tmp_path, monkeypatch,
                                                                  naming) -> None:
    monkeypatch.setenv("CINCH_QT_TIME_SCALE", TIME_SCALE)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("XDG_DATA_DIRS", str(tmp_path / "none"))
    user = tmp_path / "themes"
    deck = tmp_path / f"tiny_{naming}.svg"
    deck.write_text(deck_svg(KDE if naming == "kde" else AISLERIOT), encoding="utf-8")
    info = import_theme(deck, user)
    cache = CardPixmapCache(user_dir=user)
    session = CribbageSession(CribbageSettings(rules=Rules(players=2), levels={1: "easy"}),
                              "cribbage")
    win = CribbageWindow(session, cache, qsettings=QSettings(
        str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(win)
    try:
        assert cache.set_deck(info.id)
        win.resize(1280, 800)
        win.show()
        qtbot.waitExposed(win)
        session.new_game(3)
        felt = win.felt
        qtbot.waitUntil(lambda: win.strip.page() == sp.CUT
                        and felt.waiting_for_cut() == "deal", timeout=10_000)
        felt.setFocus()
        QTest.keyClick(felt, Qt.Key.Key_Space)           # C20: the person draws a card
        qtbot.waitUntil(lambda: win.strip.page() == sp.LAY, timeout=20_000)
        qtbot.waitUntil(lambda: all(felt.scene_.cards[c].isVisible()
                                    for c in session.state.hands[0]), timeout=20_000)
        qtbot.waitUntil(lambda: not cache.busy(), timeout=20_000)
        qtbot.wait(200)
        picture = felt.grab().toImage()
        hand = session.state.hands[0]
        assert len(hand) == 6
        for card in hand:
            at = point_of(felt, card) * picture.devicePixelRatio()
            shown = QColor(picture.pixel(at.x(), at.y())).getRgb()[:3]
            want = card_rgb(art_card(card))
            assert all(abs(a - b) <= 3 for a, b in zip(shown, want, strict=True)), \
                (naming, card, shown, want)
    finally:
        session.shutdown()
        cache.shutdown()
