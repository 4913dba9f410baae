"""Card pixmaps of a ``CardPixmapCache``: asked for by (card, width, device pixel
ratio), taken from the LRU bounded by bytes, the card store, the pre-drawn cards, or
drawn now; and the background prerender of every card at the table's sizes.  A part
of ``CardPixmapCache`` (pixmap_cache.py)."""

from __future__ import annotations

from PySide6.QtGui import QImage, QPixmap

from .deck_art import BACK
from .errors import ThemeError
from .render_jobs import save_runner
from .theme_loading import _Shown

# How many recent (card, width, dpr) requests a theme switch re-renders in the
# background before swapping: a full table at two sizes fits.
RECENT_LIMIT = 2 * 54
ALL_CARDS: tuple[int | None, ...] = (*range(52), BACK)


class CardDrawing:
    """The card steps of ``CardPixmapCache``."""

    @staticmethod
    def _check(card: int | None, width: int, dpr: float) -> tuple[int | None, int, float]:
        if card is not None and (isinstance(card, bool) or not isinstance(card, int)
                                 or not 0 <= card < 52):
            raise ValueError(f"card must be an int 0..51 or None for the back, not {card!r}")
        if isinstance(width, bool) or not isinstance(width, int | float) or not 1 <= width <= 4096:
            raise ValueError(f"card width must be 1..4096 device-independent pixels, "
                             f"not {width!r}")
        if isinstance(dpr, bool) or not isinstance(dpr, int | float) or not 0.25 <= dpr <= 8:
            raise ValueError(f"device pixel ratio must be 0.25..8, not {dpr!r}")
        return card, int(round(width)), float(dpr)

    def card_pixmap(self, card: int | None, width: int, dpr: float) -> QPixmap:
        """Card (0..51, None = back) ``width`` px wide at ``dpr``; see the class notes."""
        card, width, dpr = self._check(card, width, dpr)
        request = (card, width, dpr)
        self._recent[request] = None
        self._recent.move_to_end(request)
        if len(self._recent) > RECENT_LIMIT:
            self._recent.popitem(last=False)
        shown = self._back_shown if card is BACK else self._face
        key = (shown.art.key, card, width, dpr)
        pixmap = self._pixmaps.get(key)
        if pixmap is not None:
            self._pixmaps.move_to_end(key)
            return pixmap
        pixmap = QPixmap.fromImage(self._card_image(shown, card, round(width * dpr)))
        pixmap.setDevicePixelRatio(dpr)
        self._store(key, pixmap)
        return pixmap

    def _card_image(self, shown: _Shown, card: int | None, width_px: int) -> QImage:
        """The card as the last run drew it if the store has it, or as shipped
        pre-drawn, else drawn now."""
        store = self._card_store
        image = store.load(shown.art.key, card, width_px) if store is not None else None
        if image is None:
            image = self._predrawn.load(shown.art, card, width_px)
        if image is None:
            if not shown.checked:
                shown.checked = True
                try:
                    shown.renderer.check()
                except ThemeError as error:   # a damaged install: fall back as at start
                    self._refuse(shown.art.info.kind, error, shown.art.info.id)
                    shown = self._back_shown if card is BACK else self._face
            image = shown.renderer.card_image(card, width_px)
            if store is not None:
                self._unsaved.append((shown.art.key, card, width_px, image))
                if not self._held:
                    self._save_drawn()
        return image

    def _save_drawn(self) -> None:
        if self._unsaved and self._card_store is not None:
            items, self._unsaved = self._unsaved, []
            self._pool.start(save_runner(self._card_store, items))

    def _store(self, key: tuple, pixmap: QPixmap) -> None:
        old = self._pixmaps.pop(key, None)
        if old is not None:
            self._bytes -= _size_of(old)
        self._pixmaps[key] = pixmap
        self._bytes += _size_of(pixmap)
        while self._bytes > self._max_bytes and len(self._pixmaps) > 1:
            _, evicted = self._pixmaps.popitem(last=False)
            self._bytes -= _size_of(evicted)
        self.peak_bytes = max(self.peak_bytes, self._bytes)

    def prerender(self, width: int, dpr: float) -> None:
        """Render all 52 faces and the back at this size in the background; emits changed."""
        _, width, dpr = self._check(None, width, dpr)
        size = (width, dpr)
        if size in self._prerender_sizes:
            self._prerender_sizes.remove(size)
        self._prerender_sizes.append(size)
        del self._prerender_sizes[:-2]
        if self._held:
            self._held_prerender = True
        elif self._pending is None:
            self._prerender_all(only=size)

    def _prerender_all(self, only: tuple[int, float] | None = None) -> None:
        if self._held:
            self._held_prerender = True
            return
        sizes = [only] if only else self._prerender_sizes
        requests = []
        for width, dpr in sizes:
            for card in ALL_CARDS:
                shown = self._back_shown if card is BACK else self._face
                key = (shown.art.key, card, width, dpr)
                if key not in self._pixmaps and key not in self._in_flight:
                    requests.append((shown.art, card, width, dpr))
        if requests:
            self._submit(requests, swap=False)

    def stats(self) -> dict[str, int]:
        """Current and peak bytes held in card pixmaps, the bound, and the count."""
        return {"bytes": self._bytes, "peak_bytes": self.peak_bytes,
                "max_bytes": self._max_bytes, "pixmaps": len(self._pixmaps)}


def _size_of(pixmap: QPixmap) -> int:
    return pixmap.width() * pixmap.height() * max(1, pixmap.depth() // 8)
