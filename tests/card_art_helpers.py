"""The shipped card art for the art tests: where the decks live, a Qt application for
rendering, and one element of an SVG drawn to an image."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
ASSETS = ROOT / "assets" / "cards"


DECKS = sorted(p.name for p in ASSETS.iterdir() if (p / "theme.toml").is_file())


@pytest.fixture(scope="module")
def qt_app():
    pytest.importorskip("PySide6.QtSvg")
    from PySide6.QtWidgets import QApplication

    # A QApplication (not just QGuiApplication) so widget tests can share it.
    return QApplication.instance() or QApplication([])


def render(renderer, element: str, width: int, height: int):
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    renderer.render(painter, element, QRectF(0, 0, width, height))
    painter.end()
    return image
