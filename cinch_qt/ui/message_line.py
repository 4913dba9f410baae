"""The line over the action strip (first-game hints, refusals, hints) that never moves
the felt: it always takes the height of two lines of its font, shown or hidden, with or
without words, and a text longer than two lines ends with "…" (the whole of it on the
tooltip and for screen readers, who hear it through the live region anyway)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

LINES = 2


class MessageLine(QLabel):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("", parent)
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self._full = ""
        self._own_tip = ""
        # The last fitting: (text, width, font) -> what was shown.  The same text is
        # fitted again at every resize and tooltip change, most often to the same width.
        self._last_fit: tuple[tuple[str, int, str], str] | None = None
        policy = self.sizePolicy()
        policy.setVerticalPolicy(QSizePolicy.Policy.Fixed)
        policy.setHorizontalPolicy(QSizePolicy.Policy.Ignored)   # long words never widen
        policy.setRetainSizeWhenHidden(True)                     # hidden, it keeps its room
        self.setSizePolicy(policy)
        self._fit_height()

    # -- the words
    def setText(self, text: str) -> None:  # noqa: N802  (Qt override)
        self._full = text or ""
        self._show_fitted()

    def text(self) -> str:  # noqa: D102  (the whole text, not the shortened one)
        return self._full

    def setToolTip(self, tip: str) -> None:  # noqa: N802  (Qt override)
        self._own_tip = tip
        self._show_fitted()

    # -- the room
    def _fit_height(self) -> None:
        margins = self.contentsMargins()
        lines = QFontMetrics(self.font()).lineSpacing() * LINES
        # + the style sheet's padding (a few pixels above and below)
        self.setFixedHeight(lines + margins.top() + margins.bottom() + 8)

    def _show_fitted(self) -> None:
        shown = self._fitted(self._full)
        super().setText(shown)
        tip = self._own_tip or (self._full if shown != self._full else "")
        super().setToolTip(tip)

    def _fitted(self, text: str) -> str:
        """``text``, shortened at a word with "…" until it fits in two lines."""
        width = self.contentsRect().width() - 2 * self.margin()
        if not text or width <= 0:
            return text
        font = self.font()
        key = (text, width, font.key())
        if self._last_fit is not None and self._last_fit[0] == key:
            return self._last_fit[1]
        shown = self._shortened(text, width, font)
        self._last_fit = (key, shown)
        return shown

    def _shortened(self, text: str, width: int, font) -> str:  # noqa: ANN001
        metrics = QFontMetrics(font)
        room = metrics.lineSpacing() * LINES
        flags = int(Qt.TextFlag.TextWordWrap)

        def fits(t: str) -> bool:
            return metrics.boundingRect(0, 0, width, 10 * room, flags, t).height() <= room
        if fits(text):
            return text
        words = text.split(" ")
        lo, hi = 0, len(words)
        while lo < hi:                       # the most words that fit with the ellipsis
            mid = (lo + hi + 1) // 2
            if fits(" ".join(words[:mid]) + "…"):
                lo = mid
            else:
                hi = mid - 1
        return " ".join(words[:lo]) + "…"

    def resizeEvent(self, event) -> None:  # noqa: ANN001, N802  (Qt override)
        super().resizeEvent(event)
        self._show_fitted()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802  (Qt override)
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._fit_height()
            self._show_fitted()
