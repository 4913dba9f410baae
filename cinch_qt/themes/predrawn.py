"""The default deck and back drawn before shipping, so the very first start draws its
first frame without QtSvg too (parsing the deck and drawing the first hand
from it is ~10 % of a first start's instructions; later starts find their cards in
the drawn-card store, card_store.py).

``tools/make_predrawn.py`` draws them into ``cinch_qt/themes/predrawn_cards/``, package
data beside this module (the wheel, the sdist and the frozen build carry it), one folder
per art, in card_store.py's file format.  A folder is named by the art's
kind, id and a checksum of its SVG documents as the table would draw them (after the
court corners are put in the language), with card_store's drawing version: an edited
deck, another language's corners or a change in the way cards are drawn simply finds
no folder, and the cards are drawn from the SVG as before.  Only our built-in art is
ever looked up here.  ``tests/themes/test_themes_predrawn.py`` checks that the shipped images
are what drawing gives now.
"""

from __future__ import annotations

import zlib
from pathlib import Path

from PySide6.QtGui import QImage

from ..regular_files import read_regular
from .card_store import DRAWING, MAX_FILE_BYTES, CardStore, _decode
from .deck_art import Art

FOLDER = Path(__file__).resolve().with_name("predrawn_cards")


def folder_name(art: Art) -> str:
    """The folder of ``art``'s pre-drawn cards (see the module notes)."""
    crc = 0
    for document in art.documents:
        crc = zlib.crc32(document, crc)
    return f"{art.info.kind}-{art.info.id}-{crc:08x}-d{DRAWING}"


class PredrawnCards:
    """Read-only: the pre-drawn cards of our built-in art, or None for any card,
    size or art not shipped."""

    def __init__(self, root: Path | None = None) -> None:
        self._root = root
        self._folders: dict[str, CardStore | None] = {}   # art key -> its store

    def _store(self, art: Art) -> CardStore | None:
        if art.key not in self._folders:
            store = None
            if art.info.group == "builtin":
                folder = (self._root or FOLDER) / folder_name(art)
                if folder.is_dir():
                    store = _Shipped(folder)
            self._folders[art.key] = store
        return self._folders[art.key]

    def load(self, art: Art, card: int | None, width_px: int) -> QImage | None:
        store = self._store(art)
        return store.load(art.key, card, width_px) if store is not None else None


class _Shipped(CardStore):
    """One art's folder of the shipped set: a CardStore whose folder is fixed.  Its
    files are package data like the code beside them, not a cache: read as they are,
    never sealed nor removed (tests/themes/test_themes_predrawn.py checks them)."""

    def load(self, art_key: str, card: int | None, width_px: int) -> QImage | None:
        try:
            data = read_regular(self._path(art_key, card, width_px), MAX_FILE_BYTES)
        except OSError:
            return None
        return _decode(data, width_px)

    def _path(self, art_key: str, card: int | None, width_px: int) -> Path:
        name = "back" if card is None else str(card)
        return self.folder / f"{name}-{width_px}.img"
