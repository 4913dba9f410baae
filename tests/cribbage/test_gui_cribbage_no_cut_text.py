"""No text cut off at the cribbage tables: at 1280×800, in English,
French and Dutch, on both boards, every label, button, table header, seat plate and
banner of the felt is watched while a person plays two hands (real events, animations
on), and the test fails where a text does not fit — elided, wrapped past its box, or
clipped by the window or the felt's edge."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QRectF, Qt, QTimer
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import (
    QAbstractButton,
    QHeaderView,
    QLabel,
    QStyle,
    QWidget,
)

from cinch_qt.games.cribbage.table import strip as sp
from cinch_qt.games.cribbage.table.felt_access import STAND_IN
from cinch_qt.games.cribbage.table.pieces import LabelItem
from cinch_qt.ui.accessibility import LIVE_PREFIX
from cinch_qt.ui.hud import InfoPlate
from tests.crib_person import Person, open_crib_table

SLACK = 1.0   # font metrics are fractional: a pixel of rounding is not a cut


def _widget_cuts(win) -> list[str]:
    out: list[str] = []
    for w in win.findChildren(QWidget):
        if not w.isVisible() or w.objectName().startswith(LIVE_PREFIX):
            continue
        if w.property(STAND_IN):          # a screen reader's stand-in, one pixel, unseen
            continue
        if w is win.live_label or w.window() is not win:
            continue
        if isinstance(w, QLabel) and w.text() and w.textFormat() != Qt.TextFormat.RichText:
            text = w.text()
            inner = w.contentsRect()
            if w.wordWrap():
                if w.heightForWidth(w.width()) > w.height() + SLACK:
                    out.append(f"label wraps past its box: {text!r}")
            else:
                fm = w.fontMetrics()
                if any(fm.horizontalAdvance(t) > inner.width() + SLACK
                       for t in text.split("\n")):
                    out.append(f"label too narrow: {text!r}")
        elif isinstance(w, QAbstractButton) and w.text():
            hint = w.sizeHint()
            if hint.width() > w.width() + SLACK or hint.height() > w.height() + SLACK:
                out.append(f"button too small: {w.text()!r} {w.size().toTuple()} < "
                           f"{hint.toTuple()}")
        elif isinstance(w, QHeaderView) and w.orientation() == Qt.Orientation.Horizontal:
            model = w.model()
            margin = w.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, w)
            fm = w.fontMetrics()
            for i in range(w.count()):
                if w.isSectionHidden(i):
                    continue
                text = str(model.headerData(i, Qt.Orientation.Horizontal) or "")
                need = max((fm.horizontalAdvance(t) for t in text.split("\n")), default=0)
                if need + 2 * margin > w.sectionSize(i) + SLACK:
                    out.append(f"table header too narrow: {text!r}")
        else:
            continue
        # Clipped by the window or a parent: the widget must lie inside the window.
        top_left = w.mapTo(win, w.rect().topLeft())
        if not win.rect().contains(QRect(top_left, w.size())):
            out.append(f"{type(w).__name__} {getattr(w, 'text', lambda: '')()!r} at "
                       f"{QRect(top_left, w.size()).getRect()} is clipped by the window")
    return out


def _plate_cuts(item: InfoPlate) -> list[str]:
    r = item._rect
    out = []
    title = QFont()
    title.setPixelSize(int(item.font_px * 1.1))
    title.setBold(True)
    body = QFont()
    body.setPixelSize(int(item.font_px))
    tm, bm = QFontMetricsF(title), QFontMetricsF(body)
    inner = r.width() - 16
    # A title wraps at its spaces; a word of it wider than the plate is elided.
    for line in item.title_lines(tm, inner - (22 if item.chip else 0)):
        if tm.horizontalAdvance(line) > inner - (22 if item.chip else 0) + SLACK:
            out.append(f"plate title elided: {line!r}")
    for line in item._wrapped(bm, inner):
        if bm.horizontalAdvance(line) > inner + SLACK:
            out.append(f"plate line elided: {line!r}")
    if item.required_height(r.width()) > r.height() + SLACK:
        out.append(f"plate lines cut at the bottom: {item.text()!r}")
    return out


def _felt_cuts(felt) -> list[str]:
    out: list[str] = []
    view = QRectF(felt.viewport().rect())
    for item in felt.scene_.items():
        if not item.isVisible():
            continue
        if isinstance(item, InfoPlate) and item.title:
            out += _plate_cuts(item)
            box, text = item.mapRectToScene(item._rect), item.title
        elif isinstance(item, LabelItem) and item.text:
            box, text = item.sceneBoundingRect(), item.text
        else:
            continue
        shown = QRectF(felt.mapFromScene(box).boundingRect())
        if not view.adjusted(-SLACK, -SLACK, SLACK, SLACK).contains(shown):
            out.append(f"clipped by the felt's edge: {text!r}")
    return out


def cut_texts(win) -> list[str]:
    """Every text of the table that does not fit, in words."""
    return _widget_cuts(win) + (_felt_cuts(win.felt) if win.felt is not None else [])


class CutWatch:
    def __init__(self, win) -> None:
        self.win = win
        self.found: dict[str, str] = {}
        self.looks = 0
        self.timer = QTimer()
        self.timer.timeout.connect(self.look)
        self.timer.start(15)
        win.felt.idle.connect(self.look)

    def look(self) -> None:
        self.looks += 1
        for text in cut_texts(self.win):
            self.found.setdefault(text, self.win.strip.text())


TABLES = [("cribbage", 2, {"counting": "manual"}), ("crib-wars", 3, {}),
          ("crib-wars", 6, {})]


@pytest.mark.parametrize("language", ["en", "fr", "nl"])
@pytest.mark.parametrize(("game", "players", "options"), TABLES)
def test_no_text_is_cut_off_at_1280x800(qtbot, tmp_path, monkeypatch, speak, language, game,
                                        players, options):
    speak(language)
    board = "crib-wars" if game == "crib-wars" else "classic"
    with open_crib_table(qtbot, tmp_path, monkeypatch, players=players, board=board,
                         **options) as (session, win):
        win.resize(1280, 800)
        qtbot.waitUntil(lambda: win.size().toTuple() == (1280, 800), timeout=3000)
        watch = CutWatch(win)
        person = Person(qtbot, session, win)
        session.new_game(3)
        person.play(hands=2)
        # The end of a game and its buttons, as they would read.
        win.strip.show_page(sp.OVER, win.strip.text())
        win.strip.set_match_goes_on(True)
        qtbot.wait(30)
        watch.look()
        watch.timer.stop()
        assert watch.looks > 50
        assert not watch.found, sorted(watch.found)[:12]
