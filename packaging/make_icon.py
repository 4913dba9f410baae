#!/usr/bin/env python3
"""Draw the program icon: two fanned cards (a heart and a spade) on a round felt table.

The SVG is written with the standard library only, so it can be reviewed as code and
rebuilt anywhere; ``--png DIR`` additionally renders the PNG sizes the desktop wants
(that step uses PySide6's QSvgRenderer, which the build has anyway).

Usage::

    python packaging/make_icon.py                # rewrite packaging/icons/cinch-qt.svg
    python packaging/make_icon.py --check        # exit 1 if the committed SVG is stale
    python packaging/make_icon.py --png DIR      # also write DIR/<size>.png
"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

SVG_PATH = Path(__file__).resolve().parent / "icons" / "cinch-qt.svg"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)

FELT = "#1f7a3a"
FELT_EDGE = "#0f4d22"
RIM = "#6b3d1f"
CARD = "#fbf8ef"
CARD_EDGE = "#3a3a3a"
RED = "#c62828"
BLACK = "#1b1b1b"


def _f(x: float) -> str:
    # Fixed precision keeps the output byte-stable across platforms.
    return f"{x:.2f}".rstrip("0").rstrip(".")


def heart_path(cx: float, cy: float, s: float) -> str:
    """A heart of width ~2s centred on (cx, cy), from two arcs and a point."""
    top = cy - 0.35 * s
    return (
        f"M{_f(cx)},{_f(cy + 0.95 * s)} "
        f"C{_f(cx - 0.2 * s)},{_f(cy + 0.6 * s)} {_f(cx - s)},{_f(cy + 0.2 * s)} "
        f"{_f(cx - s)},{_f(top)} "
        f"A{_f(0.5 * s)},{_f(0.5 * s)} 0 0 1 {_f(cx)},{_f(top)} "
        f"A{_f(0.5 * s)},{_f(0.5 * s)} 0 0 1 {_f(cx + s)},{_f(top)} "
        f"C{_f(cx + s)},{_f(cy + 0.2 * s)} {_f(cx + 0.2 * s)},{_f(cy + 0.6 * s)} "
        f"{_f(cx)},{_f(cy + 0.95 * s)} Z"
    )


def spade_path(cx: float, cy: float, s: float) -> str:
    """A spade: an upside-down heart with a flared stem."""
    bottom = cy + 0.3 * s
    body = (
        f"M{_f(cx)},{_f(cy - 1.0 * s)} "
        f"C{_f(cx + 0.2 * s)},{_f(cy - 0.65 * s)} {_f(cx + s)},{_f(cy - 0.3 * s)} "
        f"{_f(cx + s)},{_f(bottom)} "
        f"A{_f(0.5 * s)},{_f(0.5 * s)} 0 0 1 {_f(cx)},{_f(bottom)} "
        f"A{_f(0.5 * s)},{_f(0.5 * s)} 0 0 1 {_f(cx - s)},{_f(bottom)} "
        f"C{_f(cx - s)},{_f(cy - 0.3 * s)} {_f(cx - 0.2 * s)},{_f(cy - 0.65 * s)} "
        f"{_f(cx)},{_f(cy - 1.0 * s)} Z"
    )
    stem = (
        f"M{_f(cx - 0.08 * s)},{_f(bottom)} L{_f(cx - 0.45 * s)},{_f(cy + 1.05 * s)} "
        f"L{_f(cx + 0.45 * s)},{_f(cy + 1.05 * s)} L{_f(cx + 0.08 * s)},{_f(bottom)} Z"
    )
    return body + " " + stem


def card(angle: float, pip: str, colour: str) -> str:
    """One card 150x210 rotated about the icon's lower centre, with a pip in the middle."""
    w, h = 150.0, 210.0
    x, y = 256 - w / 2, 250 - h / 2
    return (
        f'<g transform="rotate({_f(angle)} 256 400)">'
        f'<rect x="{_f(x)}" y="{_f(y)}" width="{_f(w)}" height="{_f(h)}" rx="16" '
        f'fill="{CARD}" stroke="{CARD_EDGE}" stroke-width="5"/>'
        f'<path d="{pip}" fill="{colour}"/>'
        "</g>"
    )


def make_svg() -> str:
    # The felt: a round table with a wooden rim, the thing players recognise at 16 px.
    dots = []
    for i in range(12):
        a = 2 * math.pi * i / 12
        dots.append(
            f'<circle cx="{_f(256 + 222 * math.cos(a))}" cy="{_f(256 + 222 * math.sin(a))}" '
            f'r="5" fill="#d9a441"/>'
        )
    parts = [
        '<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
        'width="512" height="512" viewBox="0 0 512 512">',
        "<title>Cinch</title>",
        f'<circle cx="256" cy="256" r="244" fill="{RIM}"/>',
        *dots,
        f'<circle cx="256" cy="256" r="206" fill="{FELT}" stroke="{FELT_EDGE}" '
        'stroke-width="6"/>',
        card(-22, spade_path(222, 230, 38), BLACK),
        card(16, heart_path(262, 240, 42), RED),
        "</svg>",
    ]
    return "\n".join(parts) + "\n"


def render_pngs(svg_text: str, out_dir: Path, sizes: tuple[int, ...] = PNG_SIZES) -> list[Path]:
    """Render the SVG to ``out_dir/<size>.png``; needs PySide6 (only the build calls it)."""
    from PySide6.QtCore import QByteArray, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication(["make_icon", "-platform", "offscreen"])
    renderer = QSvgRenderer(QByteArray(svg_text.encode("utf-8")))
    if not renderer.isValid():
        raise ValueError("the icon SVG does not parse in QtSvg")
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for size in sizes:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        path = out_dir / f"{size}.png"
        if not image.save(str(path), "PNG"):
            raise OSError(f"could not write {path}")
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if the SVG is stale")
    parser.add_argument("--png", type=Path, metavar="DIR", help="also render PNG sizes here")
    args = parser.parse_args(argv)
    svg = make_svg()
    if args.check:
        current = SVG_PATH.read_text(encoding="utf-8") if SVG_PATH.exists() else ""
        if current != svg:
            print(f"{SVG_PATH} is stale: run python packaging/make_icon.py", file=sys.stderr)
            return 1
        return 0
    SVG_PATH.parent.mkdir(parents=True, exist_ok=True)
    SVG_PATH.write_text(svg, encoding="utf-8", newline="\n")
    if args.png:
        render_pngs(svg, args.png)
    return 0


if __name__ == "__main__":
    sys.exit(main())
