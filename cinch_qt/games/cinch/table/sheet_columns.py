"""Column widths of the score sheet and the bid history docks: fitted to their contents,
never narrower than before (an Undo or a new hand does not make the columns jump), the
sides' columns one width (no narrow "S" beside a wide "N"); ``fit_columns`` says how
wide the dock must be to show every column without a horizontal scrollbar (the window
widens its docks to that, taking the room from the felt, not from the screen)."""

from __future__ import annotations

from PySide6.QtWidgets import QHeaderView, QTableView

# A dock wider than this would take too much of the felt: past it, a scrollbar.
MAX_DOCK_WIDTH = 460


def fit_columns(view: QTableView, equal_from: int | None = None, *,
                keep: bool = True) -> int:
    """Fit ``view``'s columns to their contents and headers.  Columns from
    ``equal_from`` on share one width; ``keep`` never lets a column shrink (the widths
    are forgotten by ``forget_widths``, at a new game or a change of model)."""
    header = view.horizontalHeader()
    header.setStretchLastSection(False)
    view.resizeColumnsToContents()
    n = header.count()
    seen: list[int] = list(view.property("fittedWidths") or []) if keep else []
    widths = [header.sectionSize(i) for i in range(n)]
    if len(seen) == n:
        widths = [max(a, b) for a, b in zip(widths, seen, strict=True)]
    if equal_from is not None and n > equal_from:
        widest = max(widths[equal_from:])
        widths[equal_from:] = [widest] * (n - equal_from)
    for i, w in enumerate(widths):
        header.resizeSection(i, w)
    view.setProperty("fittedWidths", widths)
    frame = view.frameWidth() * 2
    scroll = view.verticalScrollBar().sizeHint().width()
    header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    if equal_from is not None and n > equal_from:
        # The sides share what a wider dock leaves, alike.
        for i in range(equal_from, n):
            header.setSectionResizeMode(i, QHeaderView.ResizeMode.Stretch)
    else:
        header.setStretchLastSection(True)  # the last column takes what is left
    return min(MAX_DOCK_WIDTH, sum(widths) + frame + scroll)


def forget_widths(view: QTableView) -> None:
    view.setProperty("fittedWidths", [])
