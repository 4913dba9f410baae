"""Loading a theme strictly (every card present, files within limits) and drawing it.

An ``Art`` is the validated, immutable source of one deck, back or felt: the SVG
documents as bytes and where each card is drawn.  It can be shared between threads.
A ``ArtRenderer`` turns an Art into QImages; it owns QSvgRenderer objects, which are
not thread-safe, so each thread (each worker task, and the GUI thread) makes its own.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QImage, QPainter

from .card_ids import AISLERIOT_IDS, BACK_ID, KDE_IDS
from .discovery import (
    AISLERIOT_SVG,
    BACK_SVG,
    CARD_FILES,
    DECK_BACK,
    FELT_SVG,
    KDE_SVG,
    TOML_LAYOUTS,
    ThemeInfo,
)
from .errors import QT_TRANSLATE_NOOP, ThemeError
from .safe_io import MAX_SVG_BYTES, read_svg, read_toml

if TYPE_CHECKING:
    # Loaded with the first card drawn from an SVG: a start whose cards come from the
    # drawn-card store or the pre-drawn set never loads QtSvg.
    from PySide6.QtSvg import QSvgRenderer

BACK = None  # the "card" value meaning the back, as in CardPixmapCache.card_pixmap
MIN_ASPECT, MAX_ASPECT = 0.4, 1.2
# A folder of one file per card may hold up to this much SVG in all.
MAX_CARD_FILES_BYTES = 3 * MAX_SVG_BYTES
DEFAULT_ASPECT = 5 / 7


@dataclass(frozen=True)
class Art:
    key: str                               # unique per loaded theme, used in cache keys
    info: ThemeInfo
    aspect: float | None                   # width / height; None = measure the SVG
    documents: tuple[bytes, ...]
    # card (0..51, or None for the back) -> (index into documents, element id or "" = all)
    where: dict = field(hash=False, compare=False)
    base: str = ""                         # felts: fallback colour

    @property
    def has_back(self) -> bool:
        return BACK in self.where


class ArtRenderer:
    """Draws one Art; use it from the thread that created it only."""

    def __init__(self, art: Art) -> None:
        self.art = art
        self._renderers: dict[int, QSvgRenderer] = {}
        self._aspect = art.aspect

    def _renderer(self, index: int) -> QSvgRenderer:
        renderer = self._renderers.get(index)
        if renderer is None:
            # No document reaches QtSvg before its structure is known to be bounded and
            # self-contained (svg_guard: <use> bombs, outside files).
            name = _display_name(self.art.info) + (f" (file {index + 1})" if index else "")
            drawn = tuple(sorted({element for i, element in self.art.where.values()
                                  if i == index})) or ("",)
            # Our own decks ship with the program and pass the guard (a test reads
            # them all); skipping them saves ~10 ms of expat at every start.
            if self.art.info.group != "builtin":
                from .svg_guard import check_once
                check_once(self.art.key, index, self.art.documents[index], name, drawn)
            from PySide6.QtSvg import QSvgRenderer
            renderer = QSvgRenderer(QByteArray(self.art.documents[index]))
            self._renderers[index] = renderer
        return renderer

    def check(self) -> float:
        """Parse every document and check every card is there; return the aspect.

        This is the authoritative check (the byte scan in prepare_art is a fast first
        pass); it raises ThemeError naming what is wrong.
        """
        name = _display_name(self.art.info)
        try:
            for index in range(len(self.art.documents)):
                if not self._renderer(index).isValid() and index:
                    raise ThemeError.of(QT_TRANSLATE_NOOP(
                        "ThemeError", "%1: not a readable SVG document (file %2)"),
                        name, index + 1)
                if not self._renderer(index).isValid():
                    raise ThemeError.of(QT_TRANSLATE_NOOP(
                        "ThemeError", "%1: not a readable SVG document"), name)
            missing = [element for index, element in self.art.where.values()
                       if element and not self._renderer(index).elementExists(element)]
            if missing:
                raise _missing(name, missing)
            return self.aspect()
        except RecursionError:
            raise ThemeError.of(QT_TRANSLATE_NOOP(
                "ThemeError", "%1: SVG nested too deeply"),
                name) from None

    def move_to_thread(self, thread) -> None:
        """Hand the parsed documents to another thread (the GUI thread, after a worker
        checked them), so it draws without parsing them again.  Call from the thread
        that owns the renderer, once it is done with it."""
        for renderer in self._renderers.values():
            renderer.moveToThread(thread)

    def aspect(self) -> float:
        if self._aspect is None:
            card = 51 if 51 in self.art.where else BACK
            if card not in self.art.where:
                self._aspect = DEFAULT_ASPECT
            else:
                index, element = self.art.where[card]
                name = _display_name(self.art.info)
                self._aspect = _check_aspect(
                    _element_aspect(self._renderer(index), element, name), name)
        return self._aspect

    def card_size(self, width_px: int) -> tuple[int, int]:
        width_px = max(1, width_px)
        return width_px, max(1, round(width_px / self.aspect()))

    def card_image(self, card: int | None, width_px: int) -> QImage:
        """The card (None = back) drawn width_px device pixels wide."""
        w, h = self.card_size(width_px)
        index, element = self.art.where[card]
        return draw(self._renderer(index), element, w, h, keep_aspect=True)

    def full_image(self, w: int, h: int, strip_height: int = 0) -> QImage:
        """Document 0 drawn over w × h (felts: stretched, as their SVG asks).

        With strip_height, the image is drawn one horizontal strip per call: PySide6
        keeps the GIL through a QtSvg render, so from a worker thread one long render
        would stall the GUI thread; several short ones let it run in between.
        """
        renderer = self._renderer(0)
        if not renderer.isValid():
            raise ThemeError.of(QT_TRANSLATE_NOOP(
                "ThemeError", "%1: not a readable SVG document"),
                _display_name(self.art.info))
        w, h = max(1, w), max(1, h)
        if strip_height <= 0 or strip_height >= h:
            return draw(renderer, "", w, h, keep_aspect=False)
        image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        for top in range(0, h, strip_height):
            painter = QPainter(image)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setClipRect(0, top, w, min(strip_height, h - top))
            renderer.render(painter, QRectF(0, 0, w, h))
            painter.end()
        return image


def draw(renderer: QSvgRenderer, element: str, w: int, h: int, keep_aspect: bool) -> QImage:
    image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    target = QRectF(0, 0, w, h)
    if element:
        if keep_aspect:
            # A back from another set may not have the deck's proportions: centre it
            # rather than stretch it.
            bounds = renderer.boundsOnElement(element)
            if bounds.width() > 0 and bounds.height() > 0:
                ratio = bounds.width() / bounds.height()
                if abs(ratio - w / h) > 0.01 * (w / h):
                    if ratio > w / h:
                        fit_h = w / ratio
                        target = QRectF(0, (h - fit_h) / 2, w, fit_h)
                    else:
                        fit_w = h * ratio
                        target = QRectF((w - fit_w) / 2, 0, fit_w, h)
        renderer.render(painter, element, target)
    else:
        renderer.render(painter, target)
    painter.end()
    return image


# --- loading ------------------------------------------------------------------------------

_ID_ATTR = re.compile(rb"""\sid\s*=\s*["']([^"'<>\s]{1,80})["']""")


def _display_name(info: ThemeInfo) -> str:
    where = info.svg or info.path
    return f"{info.name} ({where})" if str(where) not in ("", ".") else info.name


def ids_in(data: bytes) -> set[str]:
    return {m.decode("utf-8", "replace") for m in _ID_ATTR.findall(data)}


def _missing(name: str, missing: list[str]) -> ThemeError:
    shown = ", ".join(missing[:8])
    if len(missing) == 1:
        return ThemeError.of(QT_TRANSLATE_NOOP("ThemeError", "%1: 1 card missing (%2)"),
                             name, shown)
    if len(missing) > 8:
        return ThemeError.of(QT_TRANSLATE_NOOP(
            "ThemeError", "%1: %2 cards missing (%3 and %4 more)"),
            name, len(missing), shown, len(missing) - 8)
    return ThemeError.of(QT_TRANSLATE_NOOP("ThemeError", "%1: %2 cards missing (%3)"),
                         name, len(missing), shown)


def _element_aspect(renderer: QSvgRenderer, element: str, name: str) -> float:
    bounds = renderer.boundsOnElement(element) if element else renderer.viewBoxF()
    w, h = bounds.width(), bounds.height()
    if not (w > 0 and h > 0 and math.isfinite(w / h)):
        raise ThemeError.of(QT_TRANSLATE_NOOP(
            "ThemeError", "%1: card %2 has no size"),
            name, element or 'document')
    return w / h


def _check_aspect(aspect: float, name: str) -> float:
    if not (math.isfinite(aspect) and MIN_ASPECT <= aspect <= MAX_ASPECT):
        raise ThemeError.of(QT_TRANSLATE_NOOP(
            "ThemeError", "%1: card proportions %2 (width/height) are outside %3–%4"),
            name, format(aspect, '.3f'), MIN_ASPECT, MAX_ASPECT)
    return aspect


def _toml_aspect(folder: Path) -> float | None:
    """The aspect from an optional theme.toml; a bad theme.toml refuses the theme."""
    toml = folder / "theme.toml"
    if not toml.exists():
        return None
    meta = read_toml(toml)
    if "name" in meta and not isinstance(meta["name"], str):
        raise ThemeError.of(QT_TRANSLATE_NOOP(
            "ThemeError", "%1: 'name' must be text"),
            toml)
    if "kind" in meta and meta["kind"] != "deck":
        raise ThemeError.of(QT_TRANSLATE_NOOP(
            "ThemeError", "%1: 'kind' must be \"deck\", not %2"),
            toml, repr(meta['kind']))
    if "layout" in meta and not (isinstance(meta["layout"], str)
                               and meta["layout"] in TOML_LAYOUTS):
        raise ThemeError.of(QT_TRANSLATE_NOOP(
            "ThemeError", "%1: 'layout' must be one of %2, not %3"),
            toml, ', '.join(repr(k) for k in TOML_LAYOUTS), repr(meta['layout']))
    aspect = meta.get("aspect")
    if aspect is None:
        return None
    if isinstance(aspect, bool) or not isinstance(aspect, int | float):
        raise ThemeError.of(QT_TRANSLATE_NOOP(
            "ThemeError", "%1: 'aspect' must be a number (card width / height)"),
            toml)
    return _check_aspect(float(aspect), str(toml))


def _prepare_single(info: ThemeInfo, ids: tuple[str, ...], key: str) -> Art:
    assert info.svg is not None
    toml_aspect = (_toml_aspect(info.path) if info.path.is_dir() else None)
    data = read_svg(info.svg)
    present = ids_in(data)
    missing = [i for i in ids if i not in present]
    if missing:
        raise _missing(_display_name(info), missing)
    where: dict = {card: (0, element) for card, element in enumerate(ids)}
    if BACK_ID in present:
        where[BACK] = (0, BACK_ID)
    return Art(key, info, toml_aspect, (data,), where)


def _card_file(folder: Path, element: str) -> Path | None:
    for ext in ("svg", "svgz"):
        if (folder / f"{element}.{ext}").is_file():
            return folder / f"{element}.{ext}"
    return None


def _prepare_card_files(info: ThemeInfo, key: str) -> Art:
    folder = info.path
    name = _display_name(info)
    toml_aspect = _toml_aspect(folder)
    files = {element: _card_file(folder, element) for element in (*KDE_IDS, BACK_ID)}
    missing = [e for e in KDE_IDS if files[e] is None]
    if missing:
        raise _missing(name, missing)
    documents: list[bytes] = []
    where: dict = {}
    total = 0
    for card, element in [*enumerate(KDE_IDS), (BACK, BACK_ID)]:
        path = files[element]
        if path is None:
            continue
        data = read_svg(path)
        total += len(data)
        if total > MAX_CARD_FILES_BYTES:
            raise ThemeError.of(QT_TRANSLATE_NOOP(
                "ThemeError", "%1: card files together exceed %2 MB"),
                name, MAX_CARD_FILES_BYTES // (1024 * 1024))
        where[card] = (len(documents), element if element in ids_in(data) else "")
        documents.append(data)
    return Art(key, info, toml_aspect, tuple(documents), where)


def _stamp(info: ThemeInfo) -> str:
    """Changes when the theme's files change, so edited art is never served stale."""
    try:
        stat = (info.svg or info.path).stat()
    except OSError:
        return "0"
    return f"{stat.st_mtime_ns:x}.{stat.st_size:x}"


def prepare_art(info: ThemeInfo) -> Art:
    """Read a theme's files and check them without parsing the SVG (fast, any thread).

    Refuses, with a ThemeError naming the theme and the problem: missing or unreadable
    files, files over the size limits, bad theme.toml, missing card ids.  What only a
    full parse can find (malformed XML) is left to ArtRenderer.check().
    """
    key = f"{info.kind}:{info.id}@{_stamp(info)}"
    if info.layout in (KDE_SVG, AISLERIOT_SVG):
        return _prepare_single(info, KDE_IDS if info.layout == KDE_SVG else AISLERIOT_IDS, key)
    if info.layout == CARD_FILES:
        return _prepare_card_files(info, key)
    if info.layout == BACK_SVG:
        assert info.svg is not None
        data = read_svg(info.svg)
        if BACK_ID not in ids_in(data):
            raise ThemeError.of(QT_TRANSLATE_NOOP(
                "ThemeError", "%1: no element with id \"back\""),
                _display_name(info))
        return Art(key, info, None, (data,), {BACK: (0, BACK_ID)})
    if info.layout == FELT_SVG:
        assert info.svg is not None
        return Art(key, info, DEFAULT_ASPECT, (read_svg(info.svg),), {}, base=info.base)
    if info.layout == DECK_BACK:
        raise ThemeError.of(QT_TRANSLATE_NOOP(
            "ThemeError", "%1: drawn by the deck, not loaded on its own"),
            info.name)
    raise ThemeError.of(QT_TRANSLATE_NOOP(
        "ThemeError", "%1: unknown theme layout %2"),
        info.name, repr(info.layout))


def load_art(info: ThemeInfo) -> tuple[Art, ArtRenderer]:
    """prepare_art plus the full check; the renderer belongs to the calling thread."""
    art = prepare_art(info)
    renderer = ArtRenderer(art)
    aspect = renderer.check()
    if art.aspect is None:
        art = replace(art, aspect=aspect)
    return art, renderer
