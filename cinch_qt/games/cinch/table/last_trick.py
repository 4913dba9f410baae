"""The last trick: a small view over the last-trick model, with the cards drawn."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QDialog, QGridLayout, QLabel, QLayout, QVBoxLayout, QWidget

from ....i18n import card_name
from ....i18n.placeholders import fill
from .models import CardRole, TrickModel

CARD_W = 90


class LastTrickDialog(QDialog):
    def __init__(self, model: TrickModel, cache, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.cache = cache
        lay = QVBoxLayout(self)
        self.caption = QLabel(self)
        lay.addWidget(self.caption)
        self.grid = QGridLayout()
        lay.addLayout(self.grid)
        # Sized to the trick, not resizable: no resize handle along the bottom edge.
        lay.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)
        for signal in (model.modelReset, model.rowsInserted, model.rowsRemoved):
            signal.connect(self.refresh)
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802  (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        super().changeEvent(event)

    def refresh(self, *args) -> None:
        while self.grid.count():
            w = self.grid.takeAt(0).widget()
            if w is not None:
                # Hidden at once: the model may change several times before the event
                # loop deletes it, and a left-over label would show over the caption.
                w.hide()
                w.deleteLater()
        self.setWindowTitle(self.tr("Last trick"))
        rows = self.model.rowCount()
        if rows == 0:
            self.caption.setText(self.tr("No trick has been finished in this hand yet."))
            return
        self.caption.setText(self.tr("The previous trick (★ took it):"))
        dpr = self.devicePixelRatioF() or 1.0
        for r in range(rows):
            name = self.model.index(r, 0).data()
            spoken = self.model.index(r, 0).data(Qt.ItemDataRole.AccessibleTextRole)
            card = self.model.index(r, 0).data(CardRole)
            pic = QLabel(self)
            pic.setPixmap(self.cache.card_pixmap(card, CARD_W, dpr))
            pic.setAccessibleName(fill(self.tr("%1: %2"), spoken, card_name(card)))
            self.grid.addWidget(pic, 0, r)
            self.grid.addWidget(QLabel(name, self), 1, r)
