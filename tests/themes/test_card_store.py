"""Drawn cards kept on disk, so a later start draws its first frame's cards
without QtSvg — and nothing in that folder can break a start."""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6.QtSvg")

from PySide6.QtGui import QColor, QImage  # noqa: E402

from cinch_qt.themes import CardPixmapCache  # noqa: E402
from cinch_qt.themes.card_store import CardStore  # noqa: E402
from cinch_qt.themes.deck_art import ArtRenderer  # noqa: E402


def an_image(width: int = 40, height: int = 56) -> QImage:
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(10, 120, 200, 255))
    image.setPixelColor(3, 4, QColor(255, 0, 0))
    return image


def the_file(store: CardStore, key: str, card, width: int):
    return store._path(key, card, width)


def test_an_image_comes_back_as_it_was_saved(tmp_path) -> None:
    store = CardStore(tmp_path / "cards")
    image = an_image()
    store.save("deck:classic@1.2#en", 7, 40, image)
    back = store.load("deck:classic@1.2#en", 7, 40)
    assert back is not None and back == image
    assert store.load("deck:classic@1.2#en", 8, 40) is None      # another card
    assert store.load("deck:classic@1.2#en", 7, 41) is None      # another size
    assert store.load("deck:classic@1.3#en", 7, 40) is None      # edited art
    assert store.load("deck:classic@1.2#fr", 7, 40) is None      # other corner letters


@pytest.mark.parametrize("damage", ["empty", "truncated", "garbage", "wrong-width",
                                    "bomb"])
def test_a_damaged_file_is_ignored_and_removed(tmp_path, damage: str) -> None:
    store = CardStore(tmp_path / "cards")
    store.save("deck:x@1", None, 40, an_image())
    path = the_file(store, "deck:x@1", None, 40)
    data = path.read_bytes()
    if damage == "empty":
        path.write_bytes(b"")
    elif damage == "truncated":
        path.write_bytes(data[:-10])
    elif damage == "garbage":
        path.write_bytes(b"\x00\xff" * 500)
    elif damage == "wrong-width":
        import struct
        path.write_bytes(data[:4] + struct.pack("<I", 41) + data[8:])
    else:  # a small file claiming a huge image that inflates beyond it
        import struct
        import zlib
        header = struct.pack("<4sIIII", b"CQC1", 40, 56, 160,
                             QImage.Format.Format_ARGB32_Premultiplied.value)
        path.write_bytes(header + zlib.compress(b"\x00" * 50_000_000, 9))
    assert store.load("deck:x@1", None, 40) is None
    assert not path.exists()


def test_a_folder_that_cannot_be_written_is_no_error(tmp_path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the store's folder would be")
    store = CardStore(blocker / "cards")
    store.save("deck:x@1", 3, 40, an_image())      # nothing raised
    assert store.load("deck:x@1", 3, 40) is None


def test_only_the_latest_arts_are_kept(tmp_path) -> None:
    store = CardStore(tmp_path / "cards")
    for n in range(7):
        store.save(f"deck:theme{n}@1", 0, 40, an_image())
    assert len([p for p in (tmp_path / "cards").iterdir() if p.is_dir()]) == 4
    assert store.load("deck:theme6@1", 0, 40) is not None


def test_a_later_start_draws_its_cards_from_the_store(qtbot, isolated, tmp_path,
                                                      monkeypatch) -> None:
    store_dir = tmp_path / "store"
    first = CardPixmapCache(user_dir=isolated, store_dir=store_dir)
    first.hold_background()            # as app.py holds it until the first frame
    drawn = {card: first.card_pixmap(card, 70, 1.0).toImage() for card in (0, 25, 51, None)}
    first.release_background()         # writes what the first frame drew
    first.shutdown()

    def no_svg(*_args, **_kwargs):
        raise AssertionError("a stored card was drawn from the SVG again")
    monkeypatch.setattr(ArtRenderer, "card_image", no_svg)
    monkeypatch.setattr(ArtRenderer, "check", no_svg)   # nor the deck parsed to check it
    later = CardPixmapCache(user_dir=isolated, store_dir=store_dir)
    try:
        for card, image in drawn.items():
            assert later.card_pixmap(card, 70, 1.0).toImage() == image
    finally:
        later.shutdown()


def test_without_a_store_nothing_is_written(qtbot, isolated, tmp_path) -> None:
    cache = CardPixmapCache(user_dir=isolated)
    try:
        assert not cache.card_pixmap(12, 70, 1.0).isNull()
        cache.release_background()
    finally:
        cache.shutdown()
    assert list(tmp_path.rglob("*.img")) == []


def test_a_damaged_builtin_deck_still_falls_back_to_the_plain_deck(qtbot, isolated,
                                                                   monkeypatch) -> None:
    # Built-in art is checked with its first drawing, not at start; what a damaged
    # install then finds wrong is handled as the check at start used to: the plain
    # emergency deck, and a message.
    from cinch_qt.themes.emergency import EMERGENCY_ID
    from cinch_qt.themes.errors import ThemeError

    real_check = ArtRenderer.check

    def damaged(renderer: ArtRenderer) -> float:
        if renderer.art.info.group == "builtin" and renderer.art.info.kind == "deck":
            raise ThemeError("classic: no element with id \"1_club\"")
        return real_check(renderer)
    monkeypatch.setattr(ArtRenderer, "check", damaged)
    cache = CardPixmapCache(user_dir=isolated)
    try:
        with qtbot.waitSignal(cache.themeFailed, timeout=5_000) as told:
            assert not cache.card_pixmap(0, 70, 1.0).isNull()
        assert "1_club" in told.args[0]
        assert cache.deck_id == EMERGENCY_ID
    finally:
        cache.shutdown()
