"""Finding themes: our built-in art, decks installed for KDE or GNOME, the user's folder.

Discovery is lenient (a broken theme is still listed, so the picker can say what is
wrong with it); loading (deck_art.py) is strict.  Nothing here raises for a bad file.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from .card_ids import KDE_IDS
from .errors import QT_TRANSLATE_NOOP, ThemeError
from .paths import assets_dir, default_user_dir, xdg_data_dirs
from .safe_io import read_desktop_entry, read_toml

KINDS = ("deck", "back", "felt")
GROUPS = ("builtin", "installed", "user")

# Layouts: how a theme's files are read.
KDE_SVG = "kde-svg"            # one SVG, ids 1_club … king_spade, back (ours, KDE, user)
AISLERIOT_SVG = "aisleriot-svg"  # one SVG, ids club_1 … spade_king, back (GNOME)
CARD_FILES = "card-files"      # a folder of <id>.svg files, one card each (user)
BACK_SVG = "back-svg"          # one SVG with an element "back"
DECK_BACK = "deck-back"        # "use the back drawn by the current deck"
FELT_SVG = "felt-svg"          # one SVG, drawn over the whole table

DECK_BACK_ID = "deck"

_KDE_GROUPS = ("KDE Backdeck", "KDE Cards")
# theme.toml's ``layout`` for a deck whose one SVG names its cards as Aisleriot does
# (an imported Aisleriot deck); absent, or "kde", for KDE's names (ours).
TOML_LAYOUTS = {"kde": KDE_SVG, "aisleriot": AISLERIOT_SVG}


def kde_deck_entry(groups: dict[str, dict[str, str]]) -> dict[str, str] | None:
    """The group of a KDE index.desktop that describes an SVG deck, or None (a bitmap
    deck, or an SVG= that is not a plain file name beside index.desktop)."""
    group = next((groups[g] for g in _KDE_GROUPS if g in groups), None)
    svg = group.get("SVG", "") if group is not None else ""
    if not svg or "/" in svg or "\\" in svg or svg in (".", ".."):
        return None
    return group


@dataclass(frozen=True)
class ThemeInfo:
    """One choosable deck, back or felt.  ``path`` is the folder or file it is read from."""

    id: str
    name: str
    kind: str
    group: str
    path: Path
    layout: str = KDE_SVG
    svg: Path | None = None        # the SVG to read (None for CARD_FILES and DECK_BACK)
    base: str = ""                 # felts: colour painted when the SVG cannot be drawn
    description: str = ""


def _text(value: object, fallback: str) -> str:
    return value.strip() if isinstance(value, str) and value.strip() else fallback


def _pretty(stem: str) -> str:
    return re.sub(r"[_-]+", " ", stem).strip().title() or stem


# --- built-in -------------------------------------------------------------------


def _builtin_decks(root: Path, only: str | None = None) -> list[ThemeInfo]:
    found = []
    folders = ([root / only] if only is not None else sorted(root.iterdir()))
    for folder in (p for p in folders if p.is_dir()):
        toml = folder / "theme.toml"
        if not toml.is_file():
            continue
        try:
            meta = read_toml(toml)
        except ThemeError:
            meta = {}
        found.append(ThemeInfo(folder.name, _text(meta.get("name"), _pretty(folder.name)),
                               "deck", "builtin", folder, KDE_SVG, folder / "cards.svg",
                               description=_text(meta.get("description"), "")))
    # The default deck first: it is what a new player sees.
    found.sort(key=lambda t: t.id != "classic")
    return found


def _builtin_listing(root: Path, folder: str, listing: str, kind: str) -> list[ThemeInfo]:
    try:
        entries = read_toml(root / folder / listing)
    except ThemeError:
        return []
    found = []
    for theme_id, entry in entries.items():
        if not isinstance(entry, dict) or not isinstance(entry.get("file"), str):
            continue
        svg = root / folder / entry["file"]
        found.append(ThemeInfo(theme_id, _text(entry.get("name"), _pretty(theme_id)), kind,
                               "builtin", svg, BACK_SVG if kind == "back" else FELT_SVG, svg,
                               base=_text(entry.get("base"), "")))
    found.sort(key=lambda t: not entries[t.id].get("default", False))
    return found


# --- installed on this machine --------------------------------------------------------


def _kde_decks() -> list[ThemeInfo]:
    found: dict[str, ThemeInfo] = {}
    for data_dir in xdg_data_dirs():
        base = data_dir / "carddecks"
        try:
            folders = sorted(p for p in base.iterdir() if p.is_dir())
        except OSError:
            continue
        for folder in folders:
            theme_id = f"kde:{folder.name}"
            # Earlier XDG dirs take precedence (the user's own copy overrides the system's).
            if theme_id in found or not (folder / "index.desktop").is_file():
                continue
            try:
                groups = read_desktop_entry(folder / "index.desktop")
            except ThemeError:
                continue
            group = kde_deck_entry(groups)
            if group is None:
                continue   # old bitmap-only decks: nothing we can render
            found[theme_id] = ThemeInfo(theme_id, _text(group.get("Name"), _pretty(folder.name)),
                                        "deck", "installed", folder, KDE_SVG,
                                        folder / group["SVG"],
                                        description=_text(group.get("Comment"), "KDE card deck"))
    return list(found.values())


def _aisleriot_decks() -> list[ThemeInfo]:
    found: dict[str, ThemeInfo] = {}
    for data_dir in xdg_data_dirs():
        base = data_dir / "aisleriot" / "cards"
        try:
            files = sorted(p for p in base.iterdir()
                           if p.is_file() and p.suffix.lower() in (".svg", ".svgz"))
        except OSError:
            continue
        for svg in files:
            theme_id = f"aisleriot:{svg.stem}"
            if theme_id not in found:
                found[theme_id] = ThemeInfo(theme_id, _pretty(svg.stem), "deck", "installed",
                                            svg, AISLERIOT_SVG, svg,
                                            description="GNOME Aisleriot card deck")
    return list(found.values())


# --- the user's folder -----------------------------------------------------------------


def _user_kde_deck(folder: Path) -> ThemeInfo | None:
    """A KDE deck folder (index.desktop and its SVG) copied into the user's folder."""
    try:
        group = kde_deck_entry(read_desktop_entry(folder / "index.desktop"))
    except ThemeError:
        return None
    if group is None:
        return None
    return ThemeInfo(f"user:{folder.name}", _text(group.get("Name"), _pretty(folder.name)),
                     "deck", "user", folder, KDE_SVG, folder / group["SVG"],
                     description=_text(group.get("Comment"), ""))


def user_deck(folder: Path) -> ThemeInfo:
    """The ThemeInfo for a folder in the user's theme folder (read leniently): our own
    format (theme.toml, cards.svg or one file per card) or a KDE deck folder."""
    meta: dict = {}
    if (folder / "theme.toml").is_file():
        try:
            meta = read_toml(folder / "theme.toml")
        except ThemeError:
            meta = {}
    elif (folder / "index.desktop").is_file() and (kde := _user_kde_deck(folder)):
        return kde
    single = next((folder / n for n in ("cards.svg", "cards.svgz") if (folder / n).is_file()),
                  None)
    if single is None and any((folder / f"{KDE_IDS[0]}.{ext}").is_file()
                              for ext in ("svg", "svgz")):
        layout, svg = CARD_FILES, None
    else:
        layout = TOML_LAYOUTS.get(str(meta.get("layout", "kde")), KDE_SVG)
        svg = single or folder / "cards.svg"
    return ThemeInfo(f"user:{folder.name}", _text(meta.get("name"), _pretty(folder.name)),
                     "deck", "user", folder, layout, svg,
                     description=_text(meta.get("description"), ""))


def _user_decks(user_dir: Path) -> list[ThemeInfo]:
    try:
        folders = sorted(p for p in user_dir.iterdir()
                         if p.is_dir() and not p.name.startswith("."))
    except OSError:
        return []
    return [user_deck(folder) for folder in folders]


def list_themes(kind: str, user_dir: Path | None = None) -> list[ThemeInfo]:
    """Every theme of kind ("deck", "back" or "felt"): built-in, then installed, then user."""
    if kind not in KINDS:
        raise ThemeError.of(QT_TRANSLATE_NOOP(
            "ThemeError", "unknown theme kind %1 (expected one of %2)"),
            repr(kind), ', '.join(KINDS))
    try:
        root = assets_dir()
    except ThemeError:
        root = None
    if kind == "deck":
        themes = _builtin_decks(root) if root else []
        themes += _kde_decks() + _aisleriot_decks()
        themes += _user_decks(user_dir if user_dir is not None else default_user_dir())
        return themes
    if kind == "back":
        themes = _builtin_listing(root, "backs", "backs.toml", "back") if root else []
        themes.append(ThemeInfo(DECK_BACK_ID, "The deck's own back", "back", "builtin",
                                root or Path(), DECK_BACK, None))
        return themes
    return _builtin_listing(root, "felts", "felts.toml", "felt") if root else []


def _decks_that_may_be(theme_id: str, user_dir: Path | None) -> list[ThemeInfo]:
    """The decks of the one source ``theme_id`` can come from (its prefix says which):
    the start-up's default deck is then one folder read, not every deck installed for
    KDE and GNOME parsed."""
    source, colon, _name = theme_id.partition(":")
    if colon and source == "kde":
        return _kde_decks()
    if colon and source == "aisleriot":
        return _aisleriot_decks()
    if colon and source == "user":
        return _user_decks(user_dir if user_dir is not None else default_user_dir())
    if colon or not theme_id or theme_id in (".", "..") or "/" in theme_id or "\\" in theme_id:
        return []
    try:
        return _builtin_decks(assets_dir(), only=theme_id)
    except ThemeError:
        return []


# Said per kind, so each language builds its own sentence around the theme's name.
_NOT_AVAILABLE = {
    "deck": QT_TRANSLATE_NOOP("ThemeError", "no card deck called %1 is available"),
    "back": QT_TRANSLATE_NOOP("ThemeError", "no card back called %1 is available"),
    "felt": QT_TRANSLATE_NOOP("ThemeError", "no table felt called %1 is available")}
_NOT_AVAILABLE_BECAUSE = {
    "deck": QT_TRANSLATE_NOOP("ThemeError", "no card deck called %1 is available: %2"),
    "back": QT_TRANSLATE_NOOP("ThemeError", "no card back called %1 is available: %2"),
    "felt": QT_TRANSLATE_NOOP("ThemeError", "no table felt called %1 is available: %2")}


def find_theme(kind: str, theme_id: str, user_dir: Path | None = None) -> ThemeInfo:
    candidates = (_decks_that_may_be(theme_id, user_dir) if kind == "deck"
                  else list_themes(kind, user_dir))
    for info in candidates:
        if info.id == theme_id:
            return info
    try:
        assets_dir()
    except ThemeError as error:
        raise ThemeError.of(_NOT_AVAILABLE_BECAUSE[kind], repr(theme_id), error) from None
    raise ThemeError.of(_NOT_AVAILABLE[kind], repr(theme_id))
