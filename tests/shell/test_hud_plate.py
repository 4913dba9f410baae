"""The seats' plates (ui/hud.py): how their lines wrap in a narrow plate."""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontMetricsF

from cinch_qt.ui.hud import InfoPlate


def _metrics(plate: InfoPlate) -> QFontMetricsF:
    body = QFont()
    body.setPixelSize(int(plate.font_px))
    return QFontMetricsF(body)


def test_a_line_broken_at_its_dot_leaves_no_dot_hanging(qapp):
    plate = InfoPlate()
    plate.set_text("Ouest", ["automatique · 0\u00a0carte"])
    bm = _metrics(plate)
    # Room for "automatique ·" but not for the whole line: the dot goes with the break.
    width = bm.horizontalAdvance("automatique ·") + 1
    assert plate._wrapped(bm, width) == ["automatique", "0\u00a0carte"]
    # Room for "automatique" only: the dot would open the next line; it is dropped too.
    width = bm.horizontalAdvance("automatique") + 1
    assert plate._wrapped(bm, width) == ["automatique", "0\u00a0carte"]
    # Room for all of it: one line, the dot kept.
    assert plate._wrapped(bm, 10_000) == ["automatique · 0\u00a0carte"]
    # Other words wrap as before.
    plate.set_text("N", ["one two three"])
    assert plate._wrapped(bm, bm.horizontalAdvance("one two") + 1) == ["one two", "three"]
