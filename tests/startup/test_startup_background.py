"""Background rendering waits for the first frame and is not repeated.

While the cache is held, prerender and felt requests are remembered, not started; the
release starts the last sizes asked for, once.  Requests already being drawn are not
queued again by a second layout change.
"""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6.QtSvg")

from PySide6.QtCore import QSize  # noqa: E402

from cinch_qt.themes import CardPixmapCache  # noqa: E402


def wait_settled(qtbot, cache: CardPixmapCache) -> None:
    qtbot.waitUntil(lambda: not cache.busy(), timeout=10_000)


def test_held_cache_starts_nothing_until_released(qtbot, cache: CardPixmapCache) -> None:
    cache.hold_background()
    # Several layout changes before the first frame, as a window being built makes them.
    for width in (60, 64, 70):
        cache.prerender(width, 1.0)
        cache.prerender(width // 2, 1.0)
    stand_in = cache.felt_pixmap(QSize(800, 500), 1.0)
    assert not stand_in.isNull()         # the plain felt colour stands in meanwhile
    assert cache._batches == {}          # no render submitted while held
    assert cache._pool.activeThreadCount() == 0
    # A card the table asks for is still drawn at once.
    assert not cache.card_pixmap(5, 70, 1.0).isNull()

    with qtbot.waitSignal(cache.changed, timeout=10_000):
        cache.release_background()
    wait_settled(qtbot, cache)
    assert not cache.background_held()
    # Only the last two sizes were prerendered, and the felt was drawn at its size.
    for card in (*range(52), None):
        assert (cache._face.art.key if card is not None else cache._back_shown.art.key,
                card, 70, 1.0) in cache._pixmaps
        assert (cache._face.art.key if card is not None else cache._back_shown.art.key,
                card, 35, 1.0) in cache._pixmaps
    assert all(key[2] not in (60, 64, 30, 32) for key in cache._pixmaps if len(key) == 4)
    assert cache.felt_pixmap(QSize(800, 500), 1.0) is not stand_in


def test_requests_in_flight_are_not_queued_again(qtbot, cache: CardPixmapCache) -> None:
    cache.prerender(72, 1.0)
    assert len(cache._batches) == 1
    cache.prerender(72, 1.0)             # the same size again before the first landed
    assert len(cache._batches) == 1
    wait_settled(qtbot, cache)
    assert cache._in_flight == set()
    count = cache.stats()["pixmaps"]
    cache.prerender(72, 1.0)             # everything there: nothing to do
    assert cache._batches == {}
    assert cache.stats()["pixmaps"] == count


def test_release_without_hold_does_nothing(cache: CardPixmapCache) -> None:
    cache.release_background()
    assert cache._batches == {} and not cache.background_held()
