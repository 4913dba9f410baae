"""The score sheet of every game's Scores dock: a game writes its sheet as plain data
(``Sheet``: columns and rows of ``Cell`` values, in the current language), this item
model shows it, and ``fit_columns`` fits its columns to the dock.

The model announces what changed the way item views want it (rows added at the end, a
reset when the columns change), so a dock keeps its newest row in sight.  The columns
never ask for a sideways scrollbar while the dock can hold them: past its width the
headers and the cells wrap at their spaces and the columns share what there is."""

from __future__ import annotations

from collections import namedtuple
from collections.abc import Sequence

from PySide6.QtCore import (
    QAbstractTableModel,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtWidgets import QHeaderView, QTableView

Index = QModelIndex | QPersistentModelIndex
ROOT = QModelIndex()

# Qt.AlignCenter and Qt.AlignRight | Qt.AlignVCenter as plain numbers: PySide makes an
# enum's Python class when it is first read, and start-up need not pay for it.
CENTER = 0x84
RIGHT = 0x82


class Cell(namedtuple("Cell", "text tip spoken", defaults=("", "", ""))):
    """One cell: what it shows (a number or words), its tooltip, and what a screen
    reader says when the shown text does not read well ("♠" is "spades")."""
    __slots__ = ()
    text: object
    tip: str
    spoken: str


class Column(namedtuple("Column", "head tip spoken align sample",
                        defaults=("", "", CENTER, ""))):
    """One column's header (a line break where the game wants one), its tooltip, what a
    screen reader says for it, how its cells align (a ``Qt.AlignmentFlag`` value, or 0
    for the style's), and the widest cell it will show as the game goes on, so that
    room is kept for it from the first hand (none: as wide as its cells so far)."""
    __slots__ = ()
    head: str
    tip: str
    spoken: str
    align: int
    sample: str


class Sheet(namedtuple("Sheet", "columns rows equal_from live total heads keys",
                       defaults=((), (), None, -1, -1, (), ()))):
    """A whole score sheet in the current language.  ``equal_from``: the columns from
    there on (the sides') share one width; ``live`` and ``total``: the row of the hand
    being played (in italics) and the totals' row (in bold), or -1; ``heads``: each
    row's name for screen readers (the hidden row header), or none; ``keys``: what
    tells each row apart from the others (a hand's number), so that a row added before
    the last is announced where it goes, or none (rows only ever added at the end).
    A plain namedtuple, not typing's: that one compiles each field's type on the way
    to the first painted table."""
    __slots__ = ()
    columns: Sequence[Column]
    rows: Sequence[Sequence[Cell]]
    equal_from: int | None
    live: int
    total: int
    heads: Sequence[str]
    keys: Sequence[object]


def _keys(sheet: Sheet) -> list[object]:
    """What tells the sheet's rows apart: its ``keys``, or each row's place."""
    return list(sheet.keys) if sheet.keys else list(range(len(sheet.rows)))


class SheetModel(QAbstractTableModel):
    """The Qt item model over a game's ``Sheet``: a game's model subclasses it, keeps
    its own record of the game and writes the sheet in ``sheet()``; ``refresh()`` after
    every change (and after a change of language) shows it."""

    refreshed = Signal(bool)   # renewed: another game's sheet, not this one's next row

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._sheet = Sheet()
        self.wrap_heads = False   # the fitter's: headers broken at their spaces

    def sheet(self) -> Sheet:
        """The sheet as the game's record stands, in the current language."""
        return Sheet()

    @property
    def equal_from(self) -> int | None:
        return self._sheet.equal_from

    def refresh(self, renew: bool = False) -> None:
        """Show the sheet as it is now: ``renew`` for another game's (a reset).  Rows
        are told apart by the sheet's ``keys`` (by place without them): a row gone is
        removed, a new one inserted where it stands, the others' cells change."""
        new = self.sheet()
        old = self._sheet
        before, after = _keys(old), _keys(new)
        kept = [k for k in before if k in set(after)]
        if renew or len(new.columns) != len(old.columns) \
                or kept != [k for k in after if k in set(before)]:
            self.beginResetModel()
            self._sheet = new
            self.endResetModel()
            self.refreshed.emit(True)
            return
        rows = list(old.rows)
        keys = list(before)
        for r in reversed(range(len(keys))):
            if keys[r] not in set(after):
                self.beginRemoveRows(ROOT, r, r)
                del keys[r], rows[r]
                self._sheet = old._replace(rows=rows)
                self.endRemoveRows()
        for r, key in enumerate(after):
            if r >= len(keys) or keys[r] != key:
                self.beginInsertRows(ROOT, r, r)
                keys.insert(r, key)
                rows.insert(r, new.rows[r])
                self._sheet = old._replace(rows=rows)
                self.endInsertRows()
        self._sheet = new
        if new.columns:
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(new.columns) - 1)
            if new.rows:
                self.dataChanged.emit(self.index(0, 0),
                                      self.index(len(new.rows) - 1, len(new.columns) - 1))
        self.refreshed.emit(renew)

    # -- the model
    def rowCount(self, parent: Index = ROOT) -> int:  # noqa: N802  (Qt override)
        return 0 if parent.isValid() else len(self._sheet.rows)

    def columnCount(self, parent: Index = ROOT) -> int:  # noqa: N802  (Qt override)
        return 0 if parent.isValid() else len(self._sheet.columns)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        sheet = self._sheet
        if not index.isValid() or not 0 <= index.row() < len(sheet.rows):
            return None
        row, col = index.row(), index.column()
        cell = sheet.rows[row][col]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return cell.text
        if role == Qt.ItemDataRole.ToolTipRole:
            return cell.tip or None
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return cell.spoken or None
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return sheet.columns[col].align or None
        if role == Qt.ItemDataRole.FontRole and row in (sheet.live, sheet.total):
            from PySide6.QtGui import QFont

            font = QFont()
            font.setBold(row == sheet.total)
            font.setItalic(row != sheet.total)
            return font
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        sheet = self._sheet
        if orientation == Qt.Orientation.Vertical:
            if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole,
                        Qt.ItemDataRole.AccessibleTextRole) \
                    and 0 <= section < len(sheet.heads):
                return sheet.heads[section]
            return None
        if not 0 <= section < len(sheet.columns):
            return None
        column = sheet.columns[section]
        if role == Qt.ItemDataRole.DisplayRole:
            return column.head.replace(" ", "\n") if self.wrap_heads else column.head
        if role == Qt.ItemDataRole.ToolTipRole:
            return column.tip or None
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return column.spoken or None
        return None


def signed(value: int) -> str:
    """"+9", "−4" (a real minus sign, as printed score sheets have), "0"."""
    if value > 0:
        return f"+{value}"
    if value < 0:
        return f"\u2212{-value}"
    return "0"


# A dock wider than this would take too much of the felt: past it, the columns squeeze.
MAX_DOCK_WIDTH = 460


def fit_columns(view: QTableView, equal_from: int | None = None, *, keep: bool = True,
                most: int = MAX_DOCK_WIDTH, samples: bool = True) -> int:
    """Fit ``view``'s columns to their contents and headers, and say how wide the dock
    must be to show them all without a sideways scrollbar (at most ``most``).
    Columns from ``equal_from`` on (the model's own, for a ``SheetModel``) share one
    width; ``keep`` never lets a column shrink (``forget_widths`` forgets them, at a new
    game or a change of model); a ``SheetModel``'s columns keep room for their
    ``sample`` (with ``samples``), so the dock need not widen as the scores grow.  The
    columns follow the view's width from then on."""
    model = view.model()
    if equal_from is None and isinstance(model, SheetModel):
        equal_from = model.equal_from
    sheet = model if isinstance(model, SheetModel) else None
    wrapped = sheet is not None and sheet.wrap_heads
    if sheet is not None:
        sheet.wrap_heads = False   # measured whole, quietly: the view asks as it measures
    view.setWordWrap(False)
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    header.setStretchLastSection(False)
    view.resizeColumnsToContents()
    if sheet is not None:
        sheet.wrap_heads = wrapped
    n = header.count()
    widths = [header.sectionSize(i) for i in range(n)]
    if sheet is not None and samples and any(c.sample for c in sheet._sheet.columns):
        metrics, margin = view.fontMetrics(), _margin(view)
        widths = [max(w, metrics.horizontalAdvance(column.sample) + margin if column.sample
                      else 0) for w, column in zip(widths, sheet._sheet.columns, strict=True)]
    seen: list[int] = list(view.property("fittedWidths") or []) if keep else []
    if len(seen) == n:
        widths = [max(a, b) for a, b in zip(widths, seen, strict=True)]
    if equal_from is not None and n > equal_from:
        widest = max(widths[equal_from:])
        widths[equal_from:] = [widest] * (n - equal_from)
    view.setProperty("fittedWidths", widths)
    view.setProperty("equalColumns", equal_from)
    if not view.property("laidOnResize"):
        # Laid out again whenever the view's width changes (a dock dragged wider or
        # narrower, a window resized) and when it is shown: its header's geometry
        # follows (a signal, where a subclass or an event filter would run Python on
        # every event the view gets).
        view.setProperty("laidOnResize", True)
        header.geometriesChanged.connect(lambda: _lay(view))
    _lay(view)
    frame = view.frameWidth() * 2
    scroll = view.verticalScrollBar().sizeHint().width()
    return min(most, sum(widths) + frame + scroll)


def forget_widths(view: QTableView) -> None:
    view.setProperty("fittedWidths", [])


def _lay(view: QTableView) -> None:
    """The fitted widths laid into the view's width: what is left over goes to the
    shared columns (or the last); when they do not fit, the headers and cells wrap at
    their spaces and each column gets its longest word, then its share of the rest."""
    widths: list[int] = list(view.property("fittedWidths") or [])
    header = view.horizontalHeader()
    n = header.count()
    if len(widths) != n or not n:
        return
    equal_from = view.property("equalColumns")
    shared = list(range(equal_from, n)) if equal_from is not None and equal_from < n \
        else [n - 1]
    if not view.isVisible():
        return   # laid out when shown, at its first size
    # The viewport's width, from the view's own (asking for the viewport widget itself
    # costs its wrapper on the way to the first painted table).
    bar = view.verticalScrollBar()
    room = view.width() - 2 * view.frameWidth() - (bar.width() if bar.isVisible() else 0)
    squeeze = sum(widths) > room
    model = view.model()
    if isinstance(model, SheetModel) and model.wrap_heads != squeeze:
        model.wrap_heads = squeeze
        model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, n - 1)
    view.setWordWrap(squeeze)
    if squeeze:
        least = [_longest_word(view, c) for c in range(n)]
        if equal_from is not None and equal_from < n:
            least[equal_from:] = [max(least[equal_from:])] * (n - equal_from)
        spare = max(0, room - sum(least))
        want = [max(0, w - m) for w, m in zip(widths, least, strict=True)]
        total_want = sum(want) or 1
        out = [m + spare * w // total_want for m, w in zip(least, want, strict=True)]
        if equal_from is not None and equal_from < n:
            out[equal_from:] = [min(out[equal_from:])] * (n - equal_from)
    else:
        out = list(widths)
        extra = room - sum(out)
        for k, column in enumerate(shared):
            out[column] += extra // len(shared) + (1 if k < extra % len(shared) else 0)
    for i, w in enumerate(out):
        header.resizeSection(i, w)
    if squeeze:
        view.resizeRowsToContents()   # a wrapped cell's lines in view
    elif view.property("squeezed"):
        rows = view.verticalHeader()
        for r in range(rows.count()):
            rows.resizeSection(r, rows.defaultSectionSize())
    view.setProperty("squeezed", squeeze)


def _longest_word(view: QTableView, column: int) -> int:
    """The width of ``column``'s longest word, in its header or its cells, plus the
    cell's margins: less would cut a word."""
    model = view.model()
    metrics = view.fontMetrics()
    texts = [str(model.headerData(column, Qt.Orientation.Horizontal) or "")]
    texts += [str(model.index(r, column).data() or "") for r in range(model.rowCount())]
    words = [w for t in texts for w in t.split()]
    bold = 2 + metrics.horizontalAdvance("0")  # the totals' row is bold
    return max((metrics.horizontalAdvance(w) for w in words), default=0) + _margin(view) \
        + bold


def _margin(view: QTableView) -> int:
    """A cell's margins either side of its text, a digit's width and a little."""
    return view.fontMetrics().horizontalAdvance("0") + 4


def show_tips_on_click(view: QTableView) -> None:
    """A click on a cell (or Enter on it) shows its tooltip, the detail of what it
    sums, for a person who does not hover."""
    from PySide6.QtCore import QPoint
    from PySide6.QtWidgets import QAbstractItemView, QToolTip

    view.horizontalHeader().setDefaultAlignment(Qt.AlignmentFlag.AlignCenter)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
    view.setTextElideMode(Qt.TextElideMode.ElideNone)

    def show_detail(index: QModelIndex) -> None:
        text = index.data(Qt.ItemDataRole.ToolTipRole)
        if not text:
            return
        rect = view.visualRect(index)
        QToolTip.showText(view.viewport().mapToGlobal(rect.bottomLeft() + QPoint(0, 2)),
                          text, view.viewport(), rect, 15000)

    view.clicked.connect(show_detail)
    view.activated.connect(show_detail)


# A sheet's dock never takes more than this share of its window: the felt comes first;
# past it the columns squeeze (a detailed sheet may still scroll).
MAX_SHARE = 0.34
# Room for the figures still to come (``Column.sample``) is kept only while the dock
# stays within this share: past it the felt's room wins, and the figures wrap when
# they come.
ROOM_SHARE = 0.25


class SheetDock(QObject):
    """Keeps a window's Scores dock just as wide as its sheet (capped at ``MAX_SHARE``
    of the window): fitted again when the window is shown or resized and at a change
    of language; at a new game, an Undo or a Redo only if the sheet has other columns
    (another number of sides), so that mid-game the felt never moves (docs/table.md,
    "A steady table"); figures grown past the room left for them squeeze."""

    def __init__(self, window, view: QTableView, dock) -> None:  # noqa: ANN001
        super().__init__(window)
        from PySide6.QtCore import QTimer

        self.window, self.view, self.dock = window, view, dock
        self.shrink = True
        self.columns = -1
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(0)
        self.timer.timeout.connect(self._refit)
        window.installEventFilter(self)
        model = view.model()
        model.modelReset.connect(self.timer.start)
        if isinstance(model, SheetModel):
            # A new row's wider figures: the columns grow within the dock, not past it.
            model.refreshed.connect(
                lambda renew: renew or fit_columns(view, samples=self.samples))
        self.samples = True

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
        if obj is self.window and event.type() in (QEvent.Type.Resize, QEvent.Type.Show,
                                                    QEvent.Type.LanguageChange):
            self.shrink = True
            self.timer.start()
        return False

    def _refit(self) -> None:
        self.fit()
        self.shrink = False

    def fit(self) -> None:
        """The dock as wide as the sheet wants: narrower than now too, until the window
        has been shown and fitted once (and again after each resize of it)."""
        shrink = self.shrink
        view, dock, window = self.view, self.dock, self.window
        columns = view.model().columnCount()
        if not shrink and columns == self.columns:
            return
        self.columns = columns
        # The dock's least width is its cells' and headers' (the window's smallest
        # size follows it); the room for later figures only widens it when there is room.
        want = fit_columns(view, keep=False, most=window.width()) + 12
        self.samples = want <= window.width() * ROOM_SHARE
        least = fit_columns(view, keep=False, most=window.width(), samples=False) + 12
        if self.samples:
            fit_columns(view, keep=False, most=window.width())   # the room laid out again
        else:
            want = least
        if not shrink:
            want = max(want, dock.width())
        cap = max(160, int(window.width() * MAX_SHARE))
        dock.setMinimumWidth(min(least, cap))
        window.resizeDocks([dock], [min(want, cap)], Qt.Orientation.Horizontal)
        # Laid out now: a wider minimum applied only at the next layout request leaves
        # the dock past the window's right edge for a frame or two.
        window.layout().activate()
