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


def test_a_title_wider_than_its_plate_wraps_and_the_plate_grows(qapp):
    plate = InfoPlate()
    plate.set_text("The crib of South-west: fifteen two, fifteen four", ["and a pair is six"])
    title = QFont()
    title.setPixelSize(int(plate.font_px * 1.1))
    title.setBold(True)
    tm = QFontMetricsF(title)
    wide = plate.natural_width()
    assert plate.title_lines(tm, wide - 2 * plate.pad) == [plate.title]
    one = plate.required_height(wide)
    narrow = wide / 2
    lines = plate.title_lines(tm, narrow - 2 * plate.pad)
    assert len(lines) >= 2 and " ".join(lines) == plate.title
    assert all(tm.horizontalAdvance(t) <= narrow - 2 * plate.pad for t in lines)
    # Each title line takes a line's height; the body wraps below them as before.
    body = _metrics(plate)
    assert plate.required_height(narrow) == 2 * plate.pad + tm.height() * len(lines) \
        + body.height() * len(plate._wrapped(body, narrow - 2 * plate.pad))
    assert plate.required_height(narrow) > one
    # A plate as wide as its title keeps it on one line (the seats' plates).
    assert plate.title_lines(tm, plate.title_width() - 2 * plate.pad) == [plate.title]


def test_a_plate_in_a_sides_colour_has_its_stripe_and_ring(qapp):
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QImage, QPainter

    def drawn(plate: InfoPlate) -> QImage:
        plate.set_rect(QRectF(10, 10, 140, 60))
        image = QImage(160, 80, QImage.Format.Format_ARGB32)
        image.fill(QColor("black"))
        painter = QPainter(image)
        painter.translate(plate.pos())
        plate.paint(painter, None, None)
        painter.end()
        return image

    red = QColor(220, 30, 30)
    plain, striped = InfoPlate(), InfoPlate(red)
    assert plain.colour is None and striped.colour == red
    for plate in (plain, striped):
        plate.set_text("West", ["2 cards"])
    # The stripe down the left edge, inside the plate (x 1.5 to 6 of its own).
    stripe = drawn(striped).pixelColor(14, 40)
    assert stripe.red() > 150 and stripe.green() < 100
    assert drawn(plain).pixelColor(14, 40).red() < 100
    # Active: a ring of the side's colour just outside the plate (3 pixels out).
    striped.set_text("West", ["2 cards"], active=True)
    ring = drawn(striped).pixelColor(80, 7)
    assert ring.red() > 150 and ring.green() < 100
    plain.set_text("West", ["2 cards"], active=True)
    assert drawn(plain).pixelColor(80, 7).red() < 60     # no ring outside a plain plate
