"""How the cribbage window shows its score panel (score_panel.py): the detail of a cell
one click (or Enter) away, the dock as wide as the compact table needs and no wider, and
the status line's standing in the same figures."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QModelIndex, QObject, QPoint, Qt, QTimer
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QToolTip

if TYPE_CHECKING:  # loaded with the first hand's end
    from .hand_summary import HandSummary


# The dock never takes more than this share of the window: the board and the cards come
# first; the detailed view scrolls if it must.
MAX_SHARE = 0.34


def score_view_setup(view: QTableView) -> None:
    """A click on a cell (or Enter on it) shows its detail, as its tooltip says."""
    view.setWordWrap(True)
    view.setTextElideMode(Qt.TextElideMode.ElideNone)
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    view.horizontalHeader().setDefaultAlignment(Qt.AlignmentFlag.AlignCenter)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)

    def show_detail(index: QModelIndex) -> None:
        text = index.data(Qt.ItemDataRole.ToolTipRole)
        if not text:
            return
        rect = view.visualRect(index)
        QToolTip.showText(view.viewport().mapToGlobal(rect.bottomLeft() + QPoint(0, 2)),
                          text, view.viewport(), rect, 15000)

    view.clicked.connect(show_detail)
    view.activated.connect(show_detail)


def table_width(view: QTableView) -> int:
    """The width the table needs to show every column without scrolling."""
    view.resizeColumnsToContents()
    model = view.model()
    columns = sum(max(view.columnWidth(c), _grown(view, c))
                  for c in range(model.columnCount()))
    frame = view.frameWidth() * 2
    scroll = view.verticalScrollBar().sizeHint().width()
    return columns + frame + scroll + 4


def _grown(view: QTableView, column: int) -> int:
    """The column's width once its figures have grown by two digits as the game goes on
    (the dock keeps its width mid-game). Only cells with figures grow: a header or a
    word ("Total") wider than that already leaves the room, and the board keeps it."""
    model = view.model()
    digits = view.fontMetrics().horizontalAdvance("00")
    widest = 0
    for row in range(model.rowCount()):
        index = model.index(row, column)
        if any(ch.isdigit() for ch in str(index.data() or "")):
            widest = max(widest, view.sizeHintForIndex(index).width() + digits)
    return widest


class _Refit(QObject):
    """Fits the dock again when the window is shown or resized (its cap follows the
    window's width) and when the table's columns change (a new game, a language)."""

    def __init__(self, win) -> None:  # noqa: ANN001
        super().__init__(win)
        self.win = win
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(0)
        self.timer.timeout.connect(lambda: _fit(self.win, self.shrink))
        self.shrink = True
        self.columns = -1
        win.installEventFilter(self)
        # Not as the hands' rows come in: mid-game the dock keeps its width so the felt
        # never moves (docs/table.md, "A steady table"); figures grown past the room
        # left for them (``table_width``) scroll.
        win.score_view.model().modelReset.connect(self.timer.start)
        self.timer.timeout.connect(self._grow_only)

    def eventFilter(self, obj, event) -> bool:  # noqa: ANN001, N802  (Qt override)
        if obj is self.win and event.type() in (QEvent.Type.Resize, QEvent.Type.Show,
                                                 QEvent.Type.LanguageChange):
            self.shrink = True
            self.timer.start()
        return False

    def _grow_only(self) -> None:
        # Only the window's own resize (or a language) refits the dock at will; after
        # it, a new game, an Undo or a Redo keeps the room the scores had, unless the
        # table has other columns (another number of sides).
        self.shrink = False


def fit_score_dock(win) -> None:  # noqa: ANN001  (CribbageWindow)
    """Make the Scores dock just as wide as its table (capped at ``MAX_SHARE``), now
    and whenever the window or the table changes."""
    if getattr(win, "_score_refit", None) is None:
        win._score_refit = _Refit(win)
    _fit(win, win._score_refit.shrink)


def _fit(win, shrink: bool = True) -> None:  # noqa: ANN001
    view, dock = win.score_view, win.score_dock
    refit = win._score_refit
    columns = view.model().columnCount()
    if not shrink and columns == refit.columns:
        return
    refit.columns = columns
    want = table_width(view) + 8
    if not shrink:
        want = max(want, dock.width())
    cap = max(160, int(win.width() * MAX_SHARE))
    width = min(want, cap)
    dock.setMinimumWidth(min(want, cap))
    win.resizeDocks([dock], [width], Qt.Orientation.Horizontal)
    # Lay the window out now: a wider minimum applied only at the next layout request
    # leaves the dock past the window's right edge for a frame or two.
    win.layout().activate()


def standing_text(summary: HandSummary, names: dict[str, str]) -> str:
    """"You 42 (+18), West 25 (+7)": each side's standing after the hand (its mark, W7)
    and what the hand moved it, the same figures as the badge and the Scores panel."""
    parts = []
    for side, points in summary.points.items():
        moved = sum(points.values())
        mark = summary.marks.get(side)
        sign = f"+{moved}" if moved >= 0 else f"−{-moved}"
        name = names.get(side, side)
        parts.append(f"{name} {mark} ({sign})" if mark is not None else f"{name} {sign}")
    return ", ".join(parts)


def final_standing(marks: dict[str, int], names: dict[str, str]) -> str:
    """"Standing: West 241, You 198." — the winner at the target, in the badge's unit."""
    from .texts import translate
    order = sorted(marks, key=lambda side: -marks[side])
    return translate("CribbageTable", "Standing: %1.").replace(
        "%1", ", ".join(f"{names.get(side, side)} {marks[side]}" for side in order))
