"""Rendering off the GUI thread: worker tasks draw QImages, a relay brings them back.

QPixmap may only be made on the GUI thread, so workers produce QImage and the cache
converts them when the relay's queued signal arrives.  Each task builds its own
QSvgRenderer (ArtRenderer) because one renderer must not be shared across threads.
"""

from __future__ import annotations

import threading

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, Signal
from PySide6.QtGui import QImage

from .card_store import CardStore
from .deck_art import BACK, Art, ArtRenderer
from .errors import ThemeError
from .theme_words import theme_error_text

# Rows per felt render call: short calls keep the GUI thread's GIL waits short.
FELT_STRIP = 100


class Relay(QObject):
    """Lives in the GUI thread; signals emitted from workers are queued to it."""

    cardsDone = Signal(object)   # CardTask (with .images filled or .error set)
    imageDone = Signal(object)   # ImageTask


class CardTask:
    """A batch of cards to draw on a worker thread, and what came of it.  (Plain classes
    here, not dataclasses: making a dataclass compiles its methods at import, some 3 M
    instructions on every start's way to the first painted table.)"""

    def __init__(self, token: int, requests: list[tuple[Art, int | None, int, float]],
                 cancel: threading.Event, check: list[Art] | None = None,
                 store: CardStore | None = None) -> None:
        self.token = token
        # (art, card or None, width in device-independent px, dpr)
        self.requests = requests
        self.cancel = cancel
        self.check: list[Art] = [] if check is None else check   # arts to check fully first
        self.images: list[tuple[Art, int | None, int, float, QImage]] = []
        self.aspects: dict[str, float] = {}   # art key -> checked aspect
        self.errors: list[tuple[str, str]] = []  # (art key, message)
        # Renderers of the checked arts, parsed and handed to the GUI thread (no second parse).
        self.renderers: dict[str, ArtRenderer] = {}
        # Where drawn cards are kept between runs: read before drawing, written after.
        self.store = store


class ImageTask:
    """One image (the felt) to draw on a worker thread, and what came of it."""

    def __init__(self, key: tuple, dpr: float, art: Art, width_px: int, height_px: int,
                 image: QImage | None = None, error: str = "") -> None:
        self.key = key
        self.dpr = dpr
        self.art = art
        self.width_px = width_px
        self.height_px = height_px
        self.image = image
        self.error = error


class _Runner(QRunnable):
    def __init__(self, work, relay_signal, task) -> None:
        super().__init__()
        self._work, self._signal, self._task = work, relay_signal, task

    def run(self) -> None:
        try:
            self._work(self._task)
        except Exception as error:  # noqa: BLE001 - a theme must never crash a worker
            message = f"rendering failed: {error}"
            if isinstance(self._task, CardTask):
                self._task.errors.append(("", message))
            else:
                self._task.error = message
        try:
            self._signal.emit(self._task)
        except RuntimeError:
            pass   # the cache was deleted while we worked; nobody is waiting


# A card drawn small by the check, so a theme has drawn once before it can be shown
# (and so before it can become the saved choice).
PROBE_WIDTH = 16


def _render_cards(task: CardTask) -> None:
    renderers: dict[str, ArtRenderer] = {}
    try:
        _check_and_render(task, renderers)
    finally:
        app = QCoreApplication.instance()
        if app is not None and not task.errors:
            for art in task.check:
                renderer = renderers.get(art.key)
                if renderer is not None:
                    renderer.move_to_thread(app.thread())
                    task.renderers[art.key] = renderer


def _check_and_render(task: CardTask, renderers: dict[str, ArtRenderer]) -> None:
    for art in task.check:
        renderer = renderers[art.key] = ArtRenderer(art)
        try:
            task.aspects[art.key] = renderer.check()
            probe = 51 if 51 in art.where else BACK
            if probe in art.where:
                renderer.card_image(probe, PROBE_WIDTH)
        except ThemeError as error:
            task.errors.append((art.key, theme_error_text(error)))
            return
    for art, card, width, dpr in task.requests:
        if task.cancel.is_set():
            return
        width_px = round(width * dpr)
        # A checked art is drawn here even if stored: the check's own drawing stands.
        image = (task.store.load(art.key, card, width_px)
                 if task.store is not None and not task.check else None)
        if image is None:
            renderer = renderers.get(art.key)
            if renderer is None:
                renderer = renderers[art.key] = ArtRenderer(art)
            try:
                image = renderer.card_image(card, width_px)
            except ThemeError as error:
                task.errors.append((art.key, theme_error_text(error)))
                return
            if task.store is not None:
                task.store.save(art.key, card, width_px, image)
        task.images.append((art, card, width, dpr, image))


def _render_image(task: ImageTask) -> None:
    try:
        task.image = ArtRenderer(task.art).full_image(task.width_px, task.height_px,
                                                      strip_height=FELT_STRIP)
    except ThemeError as error:
        task.error = theme_error_text(error)


class _Saver(QRunnable):
    def __init__(self, store: CardStore, items: list) -> None:
        super().__init__()
        self._store, self._items = store, items

    def run(self) -> None:
        for art_key, card, width_px, image in self._items:
            self._store.save(art_key, card, width_px, image)   # never raises


def save_runner(store: CardStore, items: list) -> QRunnable:
    """Writes cards the GUI thread drew to the store, off the GUI thread."""
    return _Saver(store, items)


def card_runner(task: CardTask, relay: Relay) -> QRunnable:
    return _Runner(_render_cards, relay.cardsDone, task)


def image_runner(task: ImageTask, relay: Relay) -> QRunnable:
    return _Runner(_render_image, relay.imageDone, task)
