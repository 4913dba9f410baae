"""ui/card_table_view.py lays a table out whenever it is resized or shown, but not twice
for one size: a view shown for the first time gets its resize just before its show, and
the second layout of the same table was repeated work on every start (measured by
benchmarks/bench_startup_instructions.py).  A size that changed while the
view was hidden is still laid out when it is shown again."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QColor, QPixmap

from cinch_qt.ui.card_table_view import CardTableView


class _Cache:
    def felt_pixmap(self, size: QSize, dpr: float) -> QPixmap:
        pixmap = QPixmap(max(1, size.width()), max(1, size.height()))
        pixmap.fill(QColor("darkgreen"))
        return pixmap

    def card_pixmap(self, card, width, dpr):  # noqa: ANN001, ANN201
        return QPixmap(width, width)


class _View(CardTableView):
    def __init__(self) -> None:
        super().__init__(_Cache(), (200, 150))
        self.layouts: list[QSize] = []

    def _relayout(self) -> None:
        self.layouts.append(self.viewport().size())


def shown_view(qtbot) -> _View:
    view = _View()
    qtbot.addWidget(view)
    view.resize(640, 480)
    view.show()
    qtbot.waitExposed(view)
    return view


def test_first_show_lays_the_table_out_once(qtbot):
    view = shown_view(qtbot)
    assert view.layouts == [QSize(640, 480)]


def test_a_new_size_is_laid_out_on_resize_and_on_the_next_show(qtbot):
    view = shown_view(qtbot)
    view.resize(700, 500)
    qtbot.waitUntil(lambda: view.layouts[-1] == QSize(700, 500), timeout=2000)
    view.hide()
    count = len(view.layouts)
    view.resize(720, 520)          # hidden: the resize waits for the show
    view.show()
    qtbot.waitExposed(view)
    assert QSize(720, 520) in view.layouts[count:]
    # Shown again at the size it had: laid out anew all the same (what changed while
    # it was hidden is not known to the view).
    view.hide()
    count = len(view.layouts)
    view.show()
    qtbot.waitExposed(view)
    assert view.layouts[count:] == [QSize(720, 520)]
