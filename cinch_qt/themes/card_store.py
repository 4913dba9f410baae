"""Drawn cards kept on disk between runs, so a start draws its first frame's cards
without QtSvg (drawing the hand from the SVG is about 7 % of the work before the
first frame).  KDE's card games keep such a cache too.

One folder per art (its key names the theme, its files' stamp and the corner letters,
so edited art or another language is never served stale), one file per card and size
in device pixels: a small header and the image's rows, zlib-compressed, sealed with a
checksum of those bytes (cache_seal.py: a changed byte in the rows would otherwise show
a wrong picture).  Any file that cannot be read as one of ours is ignored and removed;
nothing here can raise into the table, and a folder that cannot be written only means
the next start draws again.
"""

from __future__ import annotations

import re
import shutil
import struct
import zlib
from pathlib import Path

from PySide6.QtGui import QImage

from .. import __version__
from ..cache_seal import discard, read_sealed, seal
from ..storage.atomic import atomic_write_bytes

MAGIC = b"CQC1"
_HEADER = struct.Struct("<4sIIII")    # magic, width, height, bytes per line, format
_FORMAT = QImage.Format.Format_ARGB32_Premultiplied
MAX_SIDE = 4096
# One card at MAX_SIDE, even if the rows do not compress at all.
MAX_FILE_BYTES = 4 * MAX_SIDE * MAX_SIDE + 1024
KEEP_ARTS = 4   # art folders kept; older ones go (a theme switched away from)
# Part of every folder name with the program's version: bump it when the way cards are
# drawn from their SVG changes (deck_art.draw, corners.py), so no older drawing is shown.
DRAWING = 1


def _folder_name(art_key: str) -> str:
    key = f"{art_key}|{__version__}|{DRAWING}"
    readable = re.sub(r"[^A-Za-z0-9._-]+", "_", art_key)[:80]
    return f"{readable}-{zlib.crc32(key.encode('utf-8')):08x}"


class CardStore:
    """Card images of any art, by (art key, card or None for the back, width in
    device pixels).  ``load`` is for the GUI thread at start; ``save`` may run on any
    thread."""

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)

    def _path(self, art_key: str, card: int | None, width_px: int) -> Path:
        name = "back" if card is None else str(card)
        return self.folder / _folder_name(art_key) / f"{name}-{width_px}.img"

    def load(self, art_key: str, card: int | None, width_px: int) -> QImage | None:
        path = self._path(art_key, card, width_px)
        data = self._read(path)
        if data is None:
            return None
        image = _decode(data, width_px)
        if image is None:
            discard(path)
        return image

    def _read(self, path: Path) -> bytes | None:
        """The file's bytes when they are what was written (a damaged one is removed)."""
        return read_sealed(path, MAX_FILE_BYTES)

    def save(self, art_key: str, card: int | None, width_px: int, image: QImage) -> None:
        if image.isNull() or image.width() != width_px:
            return
        if image.format() != _FORMAT:
            image = image.convertToFormat(_FORMAT)
        path = self._path(art_key, card, width_px)
        header = _HEADER.pack(MAGIC, image.width(), image.height(), image.bytesPerLine(),
                              _FORMAT.value)
        body = zlib.compress(bytes(image.constBits())[: image.sizeInBytes()], 1)
        new_folder = not path.parent.is_dir()
        try:
            atomic_write_bytes(path, seal(header + body), durable=False)
        except OSError:
            return
        if new_folder:
            self._forget_old_arts()

    def _forget_old_arts(self) -> None:
        """Keep the KEEP_ARTS most recently made art folders; a switched-away theme's
        images are not worth the disk."""
        try:
            folders = sorted((p for p in self.folder.iterdir() if p.is_dir()),
                             key=lambda p: p.stat().st_mtime_ns, reverse=True)
        except OSError:
            return
        for old in folders[KEEP_ARTS:]:
            shutil.rmtree(old, ignore_errors=True)


def _decode(data: bytes, width_px: int) -> QImage | None:
    if len(data) < _HEADER.size:
        return None
    magic, width, height, per_line, fmt = _HEADER.unpack_from(data)
    if (magic != MAGIC or width != width_px or fmt != _FORMAT.value
            or not 0 < width <= MAX_SIDE or not 0 < height <= MAX_SIDE
            or per_line < 4 * width):
        return None
    expected = per_line * height
    try:
        # Bounded: a planted file cannot make us inflate more than one card's worth.
        pixels = zlib.decompressobj().decompress(data[_HEADER.size:], expected + 1)
    except zlib.error:
        return None
    if len(pixels) != expected:
        return None
    # copy(): the image must own its pixels once ``pixels`` goes.
    return QImage(pixels, width, height, per_line, _FORMAT).copy()
