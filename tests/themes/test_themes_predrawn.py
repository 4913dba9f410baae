"""The default deck and back ship pre-drawn at the sizes a first start shows
them, so the very first start draws its first frame without QtSvg, as a later start
does from the drawn-card store — and the shipped images are what drawing gives now."""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path

import pytest

pytest.importorskip("PySide6.QtSvg")

from PySide6.QtGui import QImage  # noqa: E402

from cinch_qt.themes import CardPixmapCache  # noqa: E402
from cinch_qt.themes.corners import localise_corners  # noqa: E402
from cinch_qt.themes.deck_art import BACK, ArtRenderer  # noqa: E402
from cinch_qt.themes.predrawn import FOLDER, PredrawnCards, folder_name  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
from make_predrawn import BACK_WIDTHS, FACE_WIDTHS, default_arts  # noqa: E402


def differing_share(a: QImage, b: QImage, tolerance: int = 8) -> float:
    """Share of pixels where some channel differs by more than ``tolerance`` (another
    Qt version may anti-alias an edge a shade differently; a redrawn deck differs a lot)."""
    assert (a.width(), a.height()) == (b.width(), b.height())
    a = a.convertToFormat(QImage.Format.Format_ARGB32)
    b = b.convertToFormat(QImage.Format.Format_ARGB32)
    pa, pb = bytes(a.constBits()), bytes(b.constBits())
    pixels = a.width() * a.height()
    bad = sum(1 for i in range(0, len(pa), 4)
              if max(abs(pa[i + k] - pb[i + k]) for k in range(4)) > tolerance)
    return bad / pixels


def test_the_shipped_set_is_what_drawing_gives_now(qtbot, isolated) -> None:
    # Fails after the default deck or back (tools/make_cards.py) or the drawing changes
    # without running tools/make_predrawn.py: the table would show stale cards.
    deck, back = default_arts()
    shipped = PredrawnCards()
    for art, cards, widths in ((deck, (0, 12, 25, 38, 51), FACE_WIDTHS),
                               (back, (BACK,), BACK_WIDTHS)):
        assert (FOLDER / folder_name(art)).is_dir(), \
            "no pre-drawn set for the default art: run python tools/make_predrawn.py"
        renderer = ArtRenderer(art)
        for width in widths:
            for card in cards:
                image = shipped.load(art, card, width)
                assert image is not None, (art.info.id, card, width)
                assert differing_share(image, renderer.card_image(card, width)) < 0.01


def test_every_face_is_shipped_at_every_face_width(qtbot, isolated) -> None:
    deck, back = default_arts()
    shipped = PredrawnCards()
    for width in FACE_WIDTHS:
        assert all(shipped.load(deck, card, width) is not None for card in range(52))
    assert all(shipped.load(back, BACK, width) is not None for width in BACK_WIDTHS)


def test_a_first_start_draws_its_cards_without_qtsvg(qtbot, isolated, tmp_path,
                                                     monkeypatch) -> None:
    def no_svg(*_args, **_kwargs):
        raise AssertionError("a pre-drawn card was drawn from the SVG")
    monkeypatch.setattr(ArtRenderer, "card_image", no_svg)
    monkeypatch.setattr(ArtRenderer, "check", no_svg)
    # An empty drawn-card store: a first start.
    cache = CardPixmapCache(user_dir=isolated, store_dir=tmp_path / "empty-store")
    cache.hold_background()
    try:
        for card in (*range(52), BACK):
            pixmap = cache.card_pixmap(card, FACE_WIDTHS[-1], 1.0)
            assert pixmap.width() == FACE_WIDTHS[-1] and pixmap.height() > pixmap.width()
        for width in BACK_WIDTHS:
            assert cache.card_pixmap(BACK, width, 1.0).width() == width
    finally:
        cache.shutdown()


def test_what_is_not_shipped_is_drawn_as_before(qtbot, isolated) -> None:
    deck, back = default_arts()
    shipped = PredrawnCards()
    assert shipped.load(deck, 0, FACE_WIDTHS[-1] + 1) is None          # another size
    assert shipped.load(deck, 0, 2 * FACE_WIDTHS[-1]) is None          # a HiDPI screen
    # French court corners are another drawing: not served the English ones.
    assert shipped.load(localise_corners(deck, "fr"), 12, FACE_WIDTHS[-1]) is None
    # Edited art, and anybody else's deck with the same name, never match.
    edited = replace(deck, key=deck.key + "x", documents=(deck.documents[0] + b" ",))
    assert shipped.load(edited, 0, FACE_WIDTHS[-1]) is None
    theirs = replace(deck, key="deck:classic@user", info=replace(deck.info, group="user"))
    assert shipped.load(theirs, 0, FACE_WIDTHS[-1]) is None


def test_the_cache_still_draws_a_size_not_shipped(qtbot, isolated) -> None:
    cache = CardPixmapCache(user_dir=isolated)
    try:
        assert cache.card_pixmap(7, FACE_WIDTHS[-1] + 3, 1.0).width() == FACE_WIDTHS[-1] + 3
    finally:
        cache.shutdown()
