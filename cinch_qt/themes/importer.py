"""Importing a deck into the user's theme folder, refusing anything unsafe.

Accepted, from a .zip, a folder, or a single file:

* our own format: theme.toml with cards.svg, or one SVG per card named by id
  (1_club.svg … king_spade.svg, back.svg);
* a KDE deck: index.desktop and the .svg/.svgz its ``SVG=`` line names (as KDE's
  carddecks folders hold them);
* one .svg or .svgz holding a whole deck, with KDE's element ids (1_club …) or
  Aisleriot's (club_1 …): the file is kept as cards.svg(z), and an Aisleriot deck gets
  a theme.toml saying ``layout = "aisleriot"``.

Refused: members with absolute paths or "..", links, encrypted members, more members
or more bytes than the limits (counted while copying or decompressing, so lying
headers do not help), and a deck that does not load and draw.  Files are written only
into a fresh folder inside the user's theme folder, which is removed again if anything
goes wrong.
"""

from __future__ import annotations

import os
import re
import shutil
import stat
import tempfile
import zipfile
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import BinaryIO

from ..regular_files import NotRegularFile, open_regular
from ..system_reasons import os_reason
from .card_ids import AISLERIOT_IDS, BACK_ID, KDE_IDS
from .deck_art import MAX_CARD_FILES_BYTES, ids_in, load_art
from .discovery import ThemeInfo, kde_deck_entry, user_deck
from .errors import QT_TRANSLATE_NOOP, ThemeError
from .paths import STAGING_PREFIX
from .safe_io import MAX_DESKTOP_BYTES, MAX_SVG_BYTES, parse_desktop_entry, read_svg

# Every card of an imported deck is drawn this wide before the import is accepted.
PROOF_WIDTH = 24

MAX_ZIP_BYTES = 64 * 1024 * 1024
MAX_MEMBERS = 200
MAX_TOTAL_BYTES = MAX_CARD_FILES_BYTES
_SVG_EXTS = (".svg", ".svgz")
_OURS = ({"theme.toml", "cards.svg", "cards.svgz"}
         | {f"{i}.{ext}" for i in (*KDE_IDS, BACK_ID) for ext in ("svg", "svgz")})
_TEXT_FILES = re.compile(r"(LICEN[CS]E|COPYING|README|AUTHORS)(\.(txt|md))?", re.IGNORECASE)
_JUNK = re.compile(r"(^|/)(__MACOSX|\.DS_Store|Thumbs\.db|desktop\.ini)(/|$)")
_CHUNK = 64 * 1024
_ZIP_MAGIC = (b"PK\x03\x04", b"PK\x05\x06")

# What reading a damaged archive raises besides BadZipFile.  ValueError: a member name
# that is not valid UTF-8, a corrupt header field; zlib.error: damaged compressed data
# (both found by tests/hostile/test_hostile_fuzz.py).
_UNPACKING_ERRORS = (OSError, EOFError, RuntimeError, NotImplementedError,
                     zipfile.LargeZipFile, ValueError, zlib.error)

# What a source holds, told apart by its file names.
OURS, KDE_FOLDER, ONE_SVG = "ours", "kde", "one-svg"


@dataclass(frozen=True)
class _Member:
    """One file of what is imported (a zip member, a file of a folder, the file)."""

    label: str                         # as the person would name it in a message
    parts: tuple[str, ...]             # its path inside the source, checked
    size: int                          # declared (a zip's header) or measured size
    open: Callable[[], BinaryIO]


def _member_parts(info: zipfile.ZipInfo) -> tuple[str, ...]:
    name = info.filename.replace("\\", "/")
    if name.startswith("/") or re.match(r"^[A-Za-z]:", name):
        raise ThemeError.of(QT_TRANSLATE_NOOP(
            "ThemeError", "zip member %1 has an absolute path"),
            repr(info.filename))
    parts = tuple(p for p in PurePosixPath(name).parts if p not in ("", "."))
    if ".." in parts:
        raise ThemeError.of(QT_TRANSLATE_NOOP(
            "ThemeError", "zip member %1 points outside its folder"),
            repr(info.filename))
    mode = info.external_attr >> 16
    if stat.S_ISLNK(mode):
        raise ThemeError.of(QT_TRANSLATE_NOOP(
            "ThemeError", "zip member %1 is a link"),
            repr(info.filename))
    if info.flag_bits & 0x1:
        raise ThemeError.of(QT_TRANSLATE_NOOP(
            "ThemeError", "zip member %1 is encrypted"),
            repr(info.filename))
    return parts


def _safe_name(text: str) -> str:
    name = re.sub(r"[^\w.-]+", "-", text).strip(".-")[:60]
    return name or "theme"


# --- sources: a zip, a folder, one file ----------------------------------------------------


def _zip_members(archive: zipfile.ZipFile, source: Path) -> list[_Member]:
    infos = archive.infolist()
    if len(infos) > MAX_MEMBERS:
        raise ThemeError.of(QT_TRANSLATE_NOOP(
            "ThemeError", "%1: %2 files is more than the %3 a theme may hold"),
            source.name, len(infos), MAX_MEMBERS)
    members = []
    for info in infos:
        parts = _member_parts(info)
        # A damaged archive can hold a member with no name at all (ZipInfo.is_dir()
        # then fails on it), so test for a name first.
        if not parts or info.is_dir():
            continue
        members.append(_Member(info.filename, parts, info.file_size,
                               lambda info=info: archive.open(info)))
    return members


def _folder_members(folder: Path) -> list[_Member]:
    """The files directly in ``folder`` (sub-folders are not read).  A link is refused
    as in a zip: it could make the copy read anything on the disk."""
    try:
        with os.scandir(folder) as scan:
            entries = sorted(scan, key=lambda e: e.name)
    except OSError as error:
        raise ThemeError.of(QT_TRANSLATE_NOOP(
            "ThemeError", "%1: cannot be read (%2)"),
            folder, os_reason(error)) from None
    if len(entries) > MAX_MEMBERS:
        raise ThemeError.of(QT_TRANSLATE_NOOP(
            "ThemeError", "%1: %2 files is more than the %3 a theme may hold"),
            folder.name, len(entries), MAX_MEMBERS)
    members = []
    for entry in entries:
        if entry.is_symlink():
            raise ThemeError.of(QT_TRANSLATE_NOOP(
                "ThemeError", "%1: %2 is a link"),
                folder.name, repr(entry.name))
        if entry.is_dir(follow_symlinks=False):
            continue
        path = Path(entry.path)
        try:
            size = entry.stat(follow_symlinks=False).st_size
        except OSError:
            size = 0
        members.append(_Member(entry.name, (entry.name,), size,
                               lambda path=path: open_regular(path)))
    return members


def _one_file(path: Path, handle: BinaryIO) -> list[_Member]:
    size = os.fstat(handle.fileno()).st_size
    if size > MAX_SVG_BYTES:
        raise ThemeError.of(QT_TRANSLATE_NOOP(
            "ThemeError", "%1: larger than the %2 MB limit for an SVG file"),
            path.name, MAX_SVG_BYTES // (1024 * 1024))

    def reopen() -> BinaryIO:
        handle.seek(0)
        return _Unclosed(handle)
    return [_Member(path.name, (path.name,), size, reopen)]


class _Unclosed:
    """The already opened file, read from the start, left open for its owner."""

    def __init__(self, handle: BinaryIO) -> None:
        self._handle = handle

    def read(self, n: int = -1) -> bytes:
        return self._handle.read(n)

    def __enter__(self) -> _Unclosed:
        return self

    def __exit__(self, *_exc: object) -> None:
        return None


# --- what to copy -----------------------------------------------------------------------------


def _read_small(member: _Member, limit: int) -> bytes:
    with member.open() as source:
        data = source.read(limit + 1)
    if len(data) > limit:
        raise ThemeError.of(QT_TRANSLATE_NOOP(
            "ThemeError", "%1: larger than the %2 KB limit"),
            member.label, limit // 1024)
    return data


def _plan(members: list[_Member], source_name: str, folder: str
          ) -> tuple[str, str, list[tuple[_Member, str]]]:
    """(folder name, kind, [(member, name to write)]): what the source holds and which
    of its files make the theme; anything else in it is left behind."""
    files = [(m, m.parts) for m in members if not _JUNK.search("/".join(m.parts))]
    if sum(m.size for m, _ in files) > MAX_TOTAL_BYTES:
        raise ThemeError.of(QT_TRANSLATE_NOOP(
            "ThemeError", "%1: expands to more than %2 MB (zip bomb?)"),
            source_name, MAX_TOTAL_BYTES // (1024 * 1024))
    if not files:
        raise ThemeError.of(QT_TRANSLATE_NOOP(
            "ThemeError", "%1: is empty (no file to import)"),
            source_name)
    tops = {parts[0] for _, parts in files}
    if len(tops) == 1 and all(len(parts) > 1 for _, parts in files):
        folder = next(iter(tops))
        files = [(m, parts[1:]) for m, parts in files]
    by_name: dict[str, _Member] = {}
    for member, parts in files:
        if len(parts) != 1:
            raise ThemeError.of(QT_TRANSLATE_NOOP(
                "ThemeError", "%1: unexpected sub-folder in %2 (a theme is one flat "
                "folder)"),
                source_name, repr(member.label))
        if parts[0].lower() in {n.lower() for n in by_name}:
            raise ThemeError.of(QT_TRANSLATE_NOOP(
                "ThemeError", "%1: holds %2 more than once"),
                source_name, repr(parts[0]))
        by_name[parts[0]] = member
    texts = [(m, n) for n, m in by_name.items() if _TEXT_FILES.fullmatch(n)]
    names = set(by_name)
    if names & {"cards.svg", "cards.svgz", f"{KDE_IDS[0]}.svg", f"{KDE_IDS[0]}.svgz"}:
        return folder, OURS, [(m, n) for n, m in by_name.items() if n in _OURS] + texts
    if "index.desktop" in by_name:
        index = by_name["index.desktop"]
        entry = kde_deck_entry(parse_desktop_entry(_read_small(index, MAX_DESKTOP_BYTES)))
        if entry is None:
            raise ThemeError.of(QT_TRANSLATE_NOOP(
                "ThemeError", "%1: index.desktop names no SVG deck (a KDE deck of "
                "pictures only cannot be drawn here)"),
                source_name)
        svg = entry["SVG"]
        if svg not in by_name:
            raise ThemeError.of(QT_TRANSLATE_NOOP(
                "ThemeError", "%1: index.desktop names %2, which is not there"),
                source_name, repr(svg))
        return folder, KDE_FOLDER, [(index, "index.desktop"), (by_name[svg], svg)] + texts
    svgs = [n for n in names if n.lower().endswith(_SVG_EXTS)]
    if len(svgs) == 1:
        name = svgs[0]
        if folder == source_name.rsplit(".", 1)[0] and len(files) == 1:
            folder = name.rsplit(".", 1)[0]
        return folder, ONE_SVG, [(by_name[name], name)] + texts
    raise ThemeError.of(QT_TRANSLATE_NOOP(
        "ThemeError", "%1: no card deck found: expected cards.svg, one SVG file "
        "per card (such as %2.svg), a KDE deck (index.desktop with "
        "its SVG) or one deck .svg/.svgz"),
        source_name, KDE_IDS[0])


def _extract(plan: list[tuple[_Member, str]], target: Path) -> None:
    total = 0
    for member, name in plan:
        written = 0
        with member.open() as source, (target / name).open("xb") as sink:
            while chunk := source.read(_CHUNK):
                written += len(chunk)
                total += len(chunk)
                if written > MAX_SVG_BYTES or total > MAX_TOTAL_BYTES:
                    raise ThemeError.of(QT_TRANSLATE_NOOP(
                        "ThemeError", "%1: expands beyond the size limit (zip bomb?)"),
                        member.label)
                sink.write(chunk)


def _toml_text(value: str) -> str:
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _settle_one_svg(staging: Path, name: str, label: str) -> None:
    """Name a lone deck file as our format does, after reading which ids it uses."""
    svg = staging / name
    present = ids_in(read_svg(svg))
    suffix = ".svgz" if name.lower().endswith(".svgz") else ".svg"
    svg.rename(staging / f"cards{suffix}")
    # The deck keeps the name of its file, not of the folder made for it ("Dondorf 2").
    pretty = re.sub(r"[_-]+", " ", name.rsplit(".", 1)[0]).strip().title() or name
    for layout, ids in (("kde", KDE_IDS), ("aisleriot", AISLERIOT_IDS)):
        if ids[0] in present:
            (staging / "theme.toml").write_text(f"name = {_toml_text(pretty)}\n"
                                                f"layout = {_toml_text(layout)}\n",
                                                encoding="utf-8")
            return
    raise ThemeError.of(QT_TRANSLATE_NOOP(
        "ThemeError", "%1: no cards named as KDE names them (%2, %3 …) or as "
        "Aisleriot does (%4, %5 …)"),
        label, KDE_IDS[0], KDE_IDS[13], AISLERIOT_IDS[0], AISLERIOT_IDS[13])


def remove_stale_staging(user_dir: Path) -> list[Path]:
    """Remove the staging folders an import killed half-way left behind (call once at
    start, by the copy holding the data folder's lock).  Returns what was removed."""
    removed = []
    try:
        found = [p for p in Path(user_dir).iterdir() if p.name.startswith(STAGING_PREFIX)]
    except OSError:
        return removed
    for folder in found:
        if folder.is_dir() and not folder.is_symlink():
            shutil.rmtree(folder, ignore_errors=True)
        else:
            try:
                folder.unlink()
            except OSError:
                continue
        removed.append(folder)
    return removed


def _draw_every_card(info: ThemeInfo) -> None:
    """The full check, then every card drawn once, small: a deck is accepted only after
    it has been seen to draw (svg_guard bounds what that can cost)."""
    art, renderer = load_art(info)
    for card in art.where:
        renderer.card_image(card, PROOF_WIDTH)


def import_theme(path: Path, user_dir: Path) -> ThemeInfo:
    """Check and copy a deck (a .zip, a folder, or one .svg/.svgz) into user_dir; return
    the new theme (id "user:…").  Raises ThemeError saying what is wrong."""
    path = Path(path)
    user_dir = Path(user_dir)
    if path.is_dir():
        return _import(lambda: _folder_members(path), path, path.name, user_dir)
    try:
        handle = open_regular(path)
    except NotRegularFile as error:
        raise ThemeError.of(QT_TRANSLATE_NOOP(
            "ThemeError", "%1: %2"),
            path, os_reason(error)) from None
    except OSError as error:
        raise ThemeError.of(QT_TRANSLATE_NOOP(
            "ThemeError", "%1: cannot be read (%2)"),
            path, os_reason(error)) from None
    with handle:
        head = handle.read(4)
        handle.seek(0)
        if head in _ZIP_MAGIC or path.suffix.lower() == ".zip":
            size = os.fstat(handle.fileno()).st_size
            if size > MAX_ZIP_BYTES:
                raise ThemeError.of(QT_TRANSLATE_NOOP(
                    "ThemeError", "%1: larger than the %2 MB limit for a theme zip"),
                    path.name, MAX_ZIP_BYTES // (1024 * 1024))
            try:
                with zipfile.ZipFile(handle) as archive:
                    return _import(lambda: _zip_members(archive, path), path, path.stem,
                                   user_dir)
            except zipfile.BadZipFile:
                raise ThemeError.of(QT_TRANSLATE_NOOP(
                    "ThemeError", "%1: not a zip file (or a damaged one)"),
                    path.name) from None
            except _UNPACKING_ERRORS as error:
                # Opening the archive reads its directory: a member name that is not
                # UTF-8 fails here already (tests/hostile/test_hostile_fuzz.py).
                raise ThemeError.of(QT_TRANSLATE_NOOP(
                    "ThemeError", "%1: cannot be unpacked (%2)"), path.name, error) from None
        if path.suffix.lower() in _SVG_EXTS:
            return _import(lambda: _one_file(path, handle), path, path.stem, user_dir)
    raise ThemeError.of(QT_TRANSLATE_NOOP(
        "ThemeError", "%1: not a card deck (expected a .zip, a .svg or .svgz "
        "file, or a folder)"),
        path.name)


# The name it has always had; it takes every kind of source now.
import_theme_zip = import_theme


def _import(members: Callable[[], list[_Member]], source: Path, folder: str,
            user_dir: Path) -> ThemeInfo:
    try:
        user_dir.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise ThemeError.of(QT_TRANSLATE_NOOP(
            "ThemeError", "cannot create the themes folder %1: %2"),
            user_dir, os_reason(error)) from None
    staging: Path | None = None
    try:
        folder, kind, plan = _plan(members(), source.name, folder)
        staging = Path(tempfile.mkdtemp(prefix=STAGING_PREFIX, dir=user_dir))
        _extract(plan, staging)
        try:
            if kind == ONE_SVG:
                _settle_one_svg(staging, plan[0][1], source.name)
            _draw_every_card(user_deck(staging))   # the full check, Qt parse and drawing
        except ThemeError as error:
            # Name what was imported, not the hidden staging folder that is about to
            # go, nor the deck name made from that folder's name (".Import St5Fo66B").
            from .discovery import _pretty
            raise error.replaced(str(staging), source.name).replaced(
                _pretty(staging.name), source.name) from None
        name = _safe_name(folder)
        final = user_dir / name
        n = 2
        while final.exists():
            final = user_dir / f"{name}-{n}"
            n += 1
        staging.rename(final)
        staging = None
        return user_deck(final)
    except zipfile.BadZipFile:
        raise ThemeError.of(QT_TRANSLATE_NOOP(
            "ThemeError", "%1: not a zip file (or a damaged one)"),
            source.name) from None
    except _UNPACKING_ERRORS as error:
        # ValueError: a member name that is not valid UTF-8, a corrupt header field;
        # zlib.error: damaged compressed data (found by tests/hostile/test_hostile_fuzz.py).
        raise ThemeError.of(QT_TRANSLATE_NOOP(
            "ThemeError", "%1: cannot be unpacked (%2)"),
            source.name, error) from None
    finally:
        if staging is not None:
            shutil.rmtree(staging, ignore_errors=True)
