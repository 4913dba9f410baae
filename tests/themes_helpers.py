"""Builders of tiny, valid card decks for the theme tests (no tests in this module).

Every card is a plain rectangle whose fill colour encodes the engine card number, so a
test can tell from one pixel which card was drawn — that checks the id mapping of
each layout (KDE ``1_club``, Aisleriot ``club_1``, one file per card).
"""

from __future__ import annotations

import gzip
import zipfile
from pathlib import Path

SUITS = ("club", "diamond", "heart", "spade")
RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king", "1")
KDE = [f"{RANKS[c % 13]}_{SUITS[c // 13]}" for c in range(52)]
AISLERIOT = [f"{SUITS[c // 13]}_{RANKS[c % 13]}" for c in range(52)]
BACK_RGB = (10, 200, 30)
W, H = 50, 70


def card_rgb(card: int) -> tuple[int, int, int]:
    return (40 + card * 4, 120, 250 - card * 4)


def _hex(rgb: tuple[int, int, int]) -> str:
    return "#" + "".join(f"{v:02x}" for v in rgb)


def deck_svg(ids: list[str], drop: tuple[str, ...] = (), back: bool = True,
             nested: bool = False) -> str:
    """One document holding every card side by side, like KDE and Aisleriot decks."""
    parts = []
    for card, element in enumerate(ids):
        if element in drop:
            continue
        x = card * (W + 2)
        rect = f'<rect x="{x}" y="0" width="{W}" height="{H}" fill="{_hex(card_rgb(card))}"/>'
        # Aisleriot decks wrap cards in layers; check that a parent group is harmless.
        parts.append(f'<g id="{element}">{rect}</g>' if not nested
                     else f'<g><g id="{element}">{rect}</g></g>')
    if back:
        parts.append(f'<g id="back"><rect x="{52 * (W + 2)}" y="0" width="{W}" height="{H}" '
                     f'fill="{_hex(BACK_RGB)}"/></g>')
    width = 53 * (W + 2)
    return (f'<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" '
            f'width="{width}" height="{H}" viewBox="0 0 {width} {H}">{"".join(parts)}</svg>\n')


def single_card_svg(card: int | None, with_id: bool = True) -> str:
    rgb = BACK_RGB if card is None else card_rgb(card)
    element = "back" if card is None else KDE[card]
    ident = f' id="{element}"' if with_id else ""
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" '
            f'viewBox="0 0 {W} {H}"><g{ident}><rect width="{W}" height="{H}" '
            f'fill="{_hex(rgb)}"/></g></svg>')


def write_kde_deck(data_dir: Path, folder: str, name: str, svgz: bool = False,
                   drop: tuple[str, ...] = ()) -> Path:
    deck = data_dir / "carddecks" / folder
    deck.mkdir(parents=True, exist_ok=True)
    file = f"{folder}.svgz" if svgz else f"{folder}.svg"
    text = deck_svg(KDE, drop)
    if svgz:
        (deck / file).write_bytes(gzip.compress(text.encode()))
    else:
        (deck / file).write_text(text, encoding="utf-8")
    (deck / "index.desktop").write_text(
        f"[KDE Backdeck]\nName={name}\nName[de]=Deutsch {name}\nComment=test deck\n"
        f"SVG={file}\nBackSize=1\n", encoding="utf-8")
    return deck


def write_aisleriot_deck(data_dir: Path, stem: str, svgz: bool = False,
                         drop: tuple[str, ...] = ()) -> Path:
    cards = data_dir / "aisleriot" / "cards"
    cards.mkdir(parents=True, exist_ok=True)
    text = deck_svg(AISLERIOT, drop, nested=True)
    path = cards / (f"{stem}.svgz" if svgz else f"{stem}.svg")
    if svgz:
        path.write_bytes(gzip.compress(text.encode()))
    else:
        path.write_text(text, encoding="utf-8")
    return path


def write_user_deck(user_dir: Path, folder: str, toml: str | None = None,
                    drop: tuple[str, ...] = ()) -> Path:
    deck = user_dir / folder
    deck.mkdir(parents=True, exist_ok=True)
    (deck / "cards.svg").write_text(deck_svg(KDE, drop), encoding="utf-8")
    (deck / "theme.toml").write_text(
        toml if toml is not None else f'name = "{folder.title()}"\naspect = {W / H}\n',
        encoding="utf-8")
    return deck


def write_card_files(folder: Path, drop: tuple[str, ...] = ()) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    for card in range(52):
        if KDE[card] not in drop:
            (folder / f"{KDE[card]}.svg").write_text(single_card_svg(card, with_id=card % 2 == 0),
                                                     encoding="utf-8")
    (folder / "back.svg").write_text(single_card_svg(None), encoding="utf-8")
    return folder


def zip_of(path: Path, members: dict[str, bytes | str]) -> Path:
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in members.items():
            archive.writestr(name, data)
    return path


def centre_rgb(pixmap) -> tuple[int, int, int]:
    image = pixmap.toImage()
    colour = image.pixelColor(image.width() // 2, image.height() // 2)
    return colour.red(), colour.green(), colour.blue()


def close_rgb(a: tuple[int, int, int], b: tuple[int, int, int], tolerance: int = 3) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a, b, strict=True))
