"""The felt of a ``CardPixmapCache``: its colour, and its pixmap at the table's size,
drawn in a worker while a stand-in (the previous felt scaled, or the plain colour)
covers the table.  A part of ``CardPixmapCache`` (pixmap_cache.py)."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QColor, QPixmap

from .errors import QT_TRANSLATE_NOOP, ThemeError
from .render_jobs import ImageTask, image_runner


def _not_drawn(felt_id: str) -> ThemeError:
    return ThemeError.of(QT_TRANSLATE_NOOP("ThemeError", "%1: could not be drawn"), felt_id)

FALLBACK_FELT_COLOUR = "#1F6B3F"
# The felt is a soft texture drawn at 1600x1000: more device pixels than that on its
# long side add nothing but rendering time (and PySide6 holds the GIL while QtSvg
# renders, so a long render in a worker stalls the GUI thread too).
MAX_FELT_PIXELS = 1600
STAND_IN_DIVISOR = 4


class FeltDrawing:
    """The felt steps of ``CardPixmapCache``."""

    def felt_color(self) -> QColor:
        colour = QColor(self._felt.art.base if self._felt and self._felt.art.base
                        else FALLBACK_FELT_COLOUR)
        return colour if colour.isValid() else QColor(FALLBACK_FELT_COLOUR)

    def felt_pixmap(self, size: QSize, dpr: float) -> QPixmap:
        """The felt drawn over size (device-independent px) at dpr.

        A new size is rendered in the background; until it lands the previous felt,
        scaled, or the felt's plain colour stands in, and ``changed`` follows.
        """
        _, _, dpr = self._check(None, 1, dpr)
        w, h = max(1, min(16384, size.width())), max(1, min(16384, size.height()))
        felt_key = self._felt.art.key if self._felt else "plain"
        key = (felt_key, w, h, dpr)
        if self._felt_key == key and self._felt_pixmap is not None:
            return self._felt_pixmap
        scale = min(1.0, MAX_FELT_PIXELS / max(w * dpr, h * dpr))
        wpx, hpx = max(1, round(w * dpr * scale)), max(1, round(h * dpr * scale))
        if self._felt is not None and self._felt_wanted != key:
            self._felt_wanted = key
            task = ImageTask(key, dpr * scale, self._felt.art, wpx, hpx)
            if self._held:
                self._held_felt = task     # the plain stand-in below until released
            else:
                self._pool.start(image_runner(task, self._relay))
        if self._felt_placeholder and self._felt_placeholder[0] == key:
            return self._felt_placeholder[1]
        # The stand-in is shown for a fraction of a second: a quarter of the resolution
        # (with a matching device pixel ratio, so it still covers size) keeps its
        # allocation and fill off the GUI thread's critical path.
        sw, sh = max(1, wpx // STAND_IN_DIVISOR), max(1, hpx // STAND_IN_DIVISOR)
        old = self._felt_pixmap
        if old is not None and old.deviceIndependentSize().toSize() == QSize(w, h):
            return old               # the previous felt at this size: no work at all
        if old is not None:
            stand_in = old.scaled(sw, sh)
        else:
            stand_in = QPixmap(sw, sh)
            stand_in.fill(self.felt_color())
        stand_in.setDevicePixelRatio(dpr * scale * sw / wpx)
        if self._felt is None:
            self._felt_key, self._felt_pixmap = key, stand_in
        self._felt_placeholder = (key, stand_in)
        return stand_in

    def _felt_landed(self, task: ImageTask) -> None:
        key = task.key
        if key[0] == "probe":
            if self._felt is None or key[1] != self._felt.art.key:
                return     # another felt was chosen meanwhile
            if task.error or task.image is None:
                self._felt_wanted = None
                self._refuse("felt", task.error or _not_drawn(self._felt_id),
                             self._felt_id)
            else:
                self._confirm(felt=self._felt_id)
            return
        if key != self._felt_wanted:
            return
        self._felt_wanted = None
        if task.error or task.image is None:
            self._refuse("felt", task.error or _not_drawn(self._felt_id),
                         self._felt_id)
            return
        pixmap = QPixmap.fromImage(task.image)
        pixmap.setDevicePixelRatio(task.dpr)
        self._felt_key, self._felt_pixmap = key, pixmap
        self._felt_placeholder = None
        self.changed.emit()
        self._confirm(felt=self._felt_id)
