#!/usr/bin/env python3
"""Draw the default deck and back at the sizes a first start shows them, into
``cinch_qt/themes/predrawn_cards/`` (cinch_qt/themes/predrawn.py says why).

    python tools/make_predrawn.py            # rewrite the shipped set
    python tools/make_predrawn.py --check    # exit 1 if it is missing or stale

Run it after changing the built-in default deck or back (tools/make_cards.py) or the
way cards are drawn (card_store.DRAWING); tests/themes/test_themes_predrawn.py fails until
then.  The widths are the device-pixel widths the tables ask for in their first frame
at dpr 1: Cinch's hand and seats (faces 73, 82; backs 51, 57, 73, 82) and the
Cribbage and Crib Wars pack (one back, 49-53 px today), in the default window
(1280x860, and 1280x800) and on a 1366x768 laptop's (1280x692).  A back is one small
file, so every width from 44 to 64 and 70 to 92 px is shipped: a change in a table's
layout moves its first back by a few pixels (merging table changes often does)
without sending the first start back to QtSvg.  Other sizes are drawn from the SVG
as before.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
import zlib
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

FACE_WIDTHS = (73, 82)
BACK_WIDTHS = (*range(44, 65), *range(70, 93))


def default_arts():
    """The default deck and back as CardPixmapCache loads them at start (English
    corners: another language's corners find no folder and are drawn)."""
    from cinch_qt.themes.deck_art import prepare_art
    from cinch_qt.themes.discovery import find_theme
    from cinch_qt.themes.pixmap_cache import DEFAULT_BACK, DEFAULT_DECK
    return (prepare_art(find_theme("deck", DEFAULT_DECK)),
            prepare_art(find_theme("back", DEFAULT_BACK)))


def encode(image) -> bytes:
    """card_store.py's file format, compressed harder (it is shipped)."""
    from cinch_qt.themes.card_store import _FORMAT, _HEADER, MAGIC
    if image.format() != _FORMAT:
        image = image.convertToFormat(_FORMAT)
    header = _HEADER.pack(MAGIC, image.width(), image.height(), image.bytesPerLine(),
                          _FORMAT.value)
    return header + zlib.compress(bytes(image.constBits())[: image.sizeInBytes()], 9)


def build(out: Path) -> int:
    from PySide6.QtGui import QGuiApplication

    from cinch_qt.themes.deck_art import BACK, ArtRenderer
    from cinch_qt.themes.predrawn import folder_name
    _app = QGuiApplication.instance() or QGuiApplication(["make_predrawn"])  # noqa: F841
    deck, back = default_arts()
    count = 0
    for art, cards, widths in ((deck, range(52), FACE_WIDTHS), (back, (BACK,), BACK_WIDTHS)):
        renderer = ArtRenderer(art)
        renderer.check()
        folder = out / folder_name(art)
        folder.mkdir(parents=True, exist_ok=True)
        for width in widths:
            for card in cards:
                name = "back" if card is BACK else str(card)
                (folder / f"{name}-{width}.img").write_bytes(
                    encode(renderer.card_image(card, width)))
                count += 1
    return count


def main() -> int:
    from cinch_qt.themes.predrawn import FOLDER
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--check", action="store_true",
                   help="compare a fresh drawing with the shipped set instead of writing")
    args = p.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        count = build(Path(tmp))
        fresh = {q.relative_to(tmp): q.read_bytes() for q in Path(tmp).rglob("*.img")}
        if args.check:
            shipped = {q.relative_to(FOLDER): q.read_bytes() for q in FOLDER.rglob("*.img")} \
                if FOLDER.is_dir() else {}
            stale = sorted(str(k) for k in fresh.keys() ^ shipped.keys())
            stale += sorted(str(k) for k in fresh.keys() & shipped.keys()
                            if fresh[k] != shipped[k])
            for name in stale[:20]:
                print(f"stale: {name}")
            if stale:
                print(f"{FOLDER} is out of date: run python tools/make_predrawn.py",
                      file=sys.stderr)
                return 1
            print(f"{FOLDER} is up to date ({count} cards)")
            return 0
        shutil.rmtree(FOLDER, ignore_errors=True)
        shutil.copytree(tmp, FOLDER)
    size = sum(q.stat().st_size for q in FOLDER.rglob("*.img"))
    print(f"wrote {count} cards ({size // 1024} KiB) to {FOLDER}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
