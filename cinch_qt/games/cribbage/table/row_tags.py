"""Who played which card of the count: with three or more players a
small tag under each card of the row names its seat ("N", "NE"; "You"), since with
partners and six seats the order alone no longer tells."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QPointF
from PySide6.QtWidgets import QGraphicsScene

from . import palette
from .felt_layout import ROW_SCALE, FeltLayout
from .felt_model import Shown
from .pieces import LabelItem
from .texts import translate

_ABBREVIATIONS = {
    "S": QT_TRANSLATE_NOOP("CribbageRowTag", "You"),
    "W": QT_TRANSLATE_NOOP("CribbageRowTag", "W"),
    "N": QT_TRANSLATE_NOOP("CribbageRowTag", "N"),
    "E": QT_TRANSLATE_NOOP("CribbageRowTag", "E"),
    "SW": QT_TRANSLATE_NOOP("CribbageRowTag", "SW"),
    "NW": QT_TRANSLATE_NOOP("CribbageRowTag", "NW"),
    "NE": QT_TRANSLATE_NOOP("CribbageRowTag", "NE"),
    "SE": QT_TRANSLATE_NOOP("CribbageRowTag", "SE"),
}


def seat_tag(seat_name: str) -> str:
    """A seat in a word of one or two letters in the current language ("NO" in French
    for North-west, "ZO" in Dutch for South-east); the person's seat is "You"."""
    return translate("CribbageRowTag", _ABBREVIATIONS.get(seat_name, seat_name))


class RowTags:
    """The tags of the row, kept in ``scene`` and placed with the felt's layout."""

    def __init__(self, scene: QGraphicsScene, seat_names: tuple[str, ...],
                 side_of) -> None:  # noqa: ANN001 - Rules.side_of
        self.scene = scene
        self.seat_names = seat_names
        self.side_of = side_of
        self.tags: list[LabelItem] = []

    def update(self, shown: Shown, lay: FeltLayout) -> None:
        row = shown.row if len(self.seat_names) >= 3 and shown.showing is None else []
        while len(self.tags) < len(row):
            tag = LabelItem("")
            tag.setZValue(950)
            self.scene.addItem(tag)
            self.tags.append(tag)
        w, h = lay.size(ROW_SCALE)
        scale = max(0.45, min(0.8, lay.font_px / 22))
        for i, tag in enumerate(self.tags):
            if i >= len(row):
                tag.hide()
                continue
            seat, _card = row[i]
            tag.accent = palette.side_colour(self.side_of(seat))
            tag.set_text(seat_tag(self.seat_names[seat]))
            tag.setScale(scale)
            pos = lay.row_pos(i)
            # Under the card's left edge (the part of it the next card leaves in view),
            # every other tag a line lower so that neighbours never overlap.
            box = tag.boundingRect()
            down = h + box.height() * scale * (0.6 + (i % 2))
            tag.setPos(pos + QPointF(box.width() * scale / 2 + 1, down))
            tag.show()

    def texts(self) -> list[str]:
        return [t.text for t in self.tags if t.isVisible()]
