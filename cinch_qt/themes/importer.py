"""Importing a theme from a .zip into the user's theme folder, refusing anything unsafe.

Accepted: a zip holding (at its root or in one top folder) theme.toml with cards.svg,
or one SVG per card named by id (1_club.svg … king_spade.svg, back.svg).  Refused:
members with absolute paths or "..", links, encrypted members, more members or more
bytes than the limits (counted while decompressing, so lying headers do not help),
and a deck that does not load.  Files are written only into a fresh folder inside
the user's theme folder, which is removed again if anything goes wrong.
"""

from __future__ import annotations

import os
import re
import shutil
import stat
import tempfile
import zipfile
import zlib
from pathlib import Path, PurePosixPath

from ..regular_files import NotRegularFile, open_regular
from .card_ids import BACK_ID, KDE_IDS
from .deck_art import MAX_CARD_FILES_BYTES, load_art
from .discovery import ThemeInfo, user_deck
from .errors import ThemeError
from .paths import STAGING_PREFIX
from .safe_io import MAX_SVG_BYTES

# Every card of an imported deck is drawn this wide before the import is accepted.
PROOF_WIDTH = 24

MAX_ZIP_BYTES = 64 * 1024 * 1024
MAX_MEMBERS = 200
MAX_TOTAL_BYTES = MAX_CARD_FILES_BYTES
_ALLOWED = ({"theme.toml", "cards.svg", "cards.svgz"}
            | {f"{i}.{ext}" for i in (*KDE_IDS, BACK_ID) for ext in ("svg", "svgz")})
_TEXT_FILES = re.compile(r"(LICEN[CS]E|COPYING|README|AUTHORS)(\.(txt|md))?", re.IGNORECASE)
_JUNK = re.compile(r"(^|/)(__MACOSX|\.DS_Store|Thumbs\.db|desktop\.ini)(/|$)")
_CHUNK = 64 * 1024


def _member_parts(info: zipfile.ZipInfo) -> tuple[str, ...]:
    name = info.filename.replace("\\", "/")
    if name.startswith("/") or re.match(r"^[A-Za-z]:", name):
        raise ThemeError(f"zip member {info.filename!r} has an absolute path")
    parts = tuple(p for p in PurePosixPath(name).parts if p not in ("", "."))
    if ".." in parts:
        raise ThemeError(f"zip member {info.filename!r} points outside its folder")
    mode = info.external_attr >> 16
    if stat.S_ISLNK(mode):
        raise ThemeError(f"zip member {info.filename!r} is a link")
    if info.flag_bits & 0x1:
        raise ThemeError(f"zip member {info.filename!r} is encrypted")
    return parts


def _safe_name(text: str) -> str:
    name = re.sub(r"[^A-Za-z0-9._-]+", "-", text).strip(".-")[:60]
    return name or "theme"


_Plan = list[tuple[zipfile.ZipInfo, str]]


def _plan(archive: zipfile.ZipFile, zip_path: Path) -> tuple[str, _Plan]:
    infos = archive.infolist()
    if len(infos) > MAX_MEMBERS:
        raise ThemeError(f"{zip_path.name}: {len(infos)} files is more than the "
                         f"{MAX_MEMBERS} a theme may hold")
    files: list[tuple[zipfile.ZipInfo, tuple[str, ...]]] = []
    declared = 0
    for info in infos:
        parts = _member_parts(info)
        # A damaged archive can hold a member with no name at all (ZipInfo.is_dir()
        # then fails on it), so test for a name first.
        if not parts or info.is_dir() or _JUNK.search("/".join(parts)):
            continue
        declared += info.file_size
        files.append((info, parts))
    if declared > MAX_TOTAL_BYTES:
        raise ThemeError(f"{zip_path.name}: expands to more than "
                         f"{MAX_TOTAL_BYTES // (1024 * 1024)} MB (zip bomb?)")
    if not files:
        raise ThemeError(f"{zip_path.name}: the zip is empty")
    tops = {parts[0] for _, parts in files}
    folder = zip_path.stem
    if len(tops) == 1 and all(len(parts) > 1 for _, parts in files):
        folder = next(iter(tops))
        files = [(info, parts[1:]) for info, parts in files]
    plan = []
    seen: set[str] = set()
    for info, parts in files:
        if len(parts) != 1:
            raise ThemeError(f"{zip_path.name}: unexpected sub-folder in "
                             f"{info.filename!r} (a theme is one flat folder)")
        if parts[0].lower() in seen:
            raise ThemeError(f"{zip_path.name}: holds {parts[0]!r} more than once")
        seen.add(parts[0].lower())
        if parts[0] in _ALLOWED or _TEXT_FILES.fullmatch(parts[0]):
            plan.append((info, parts[0]))
    names = {name for _, name in plan}
    if not names & {"cards.svg", "cards.svgz", f"{KDE_IDS[0]}.svg", f"{KDE_IDS[0]}.svgz"}:
        raise ThemeError(f"{zip_path.name}: no cards.svg and no per-card SVG files "
                         f"(such as {KDE_IDS[0]}.svg) found")
    return folder, plan


def _extract(archive: zipfile.ZipFile, plan: list, target: Path) -> None:
    total = 0
    for info, name in plan:
        written = 0
        with archive.open(info) as source, (target / name).open("xb") as sink:
            while chunk := source.read(_CHUNK):
                written += len(chunk)
                total += len(chunk)
                if written > MAX_SVG_BYTES or total > MAX_TOTAL_BYTES:
                    raise ThemeError(f"{info.filename}: expands beyond the size limit "
                                     f"(zip bomb?)")
                sink.write(chunk)


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


def import_theme_zip(zip_path: Path, user_dir: Path) -> ThemeInfo:
    """Unpack and check a theme zip into user_dir; return the new theme (id "user:…")."""
    zip_path = Path(zip_path)
    try:
        handle = open_regular(zip_path)
    except NotRegularFile as error:
        raise ThemeError(f"{zip_path}: {error.strerror}") from None
    except OSError as error:
        raise ThemeError(f"{zip_path}: cannot be read ({error.strerror or error})") from None
    with handle:
        return _import(handle, zip_path, Path(user_dir))


def _import(handle, zip_path: Path, user_dir: Path) -> ThemeInfo:
    size = os.fstat(handle.fileno()).st_size
    if size > MAX_ZIP_BYTES:
        raise ThemeError(f"{zip_path.name}: larger than the "
                         f"{MAX_ZIP_BYTES // (1024 * 1024)} MB limit for a theme zip")
    try:
        user_dir.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise ThemeError(f"cannot create the themes folder {user_dir}: "
                         f"{error.strerror or error}") from None
    staging: Path | None = None
    try:
        with zipfile.ZipFile(handle) as archive:
            folder, plan = _plan(archive, zip_path)
            staging = Path(tempfile.mkdtemp(prefix=STAGING_PREFIX, dir=user_dir))
            _extract(archive, plan, staging)
        try:
            _draw_every_card(user_deck(staging))   # the full check, Qt parse and drawing
        except ThemeError as error:
            # Name the zip, not the hidden staging folder that is about to go, nor the
            # deck name made from that folder's name (".Import St5Fo66B", issue 28).
            from .discovery import _pretty
            text = str(error).replace(str(staging), zip_path.name)
            raise ThemeError(text.replace(_pretty(staging.name), zip_path.name)) from None
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
        raise ThemeError(f"{zip_path.name}: not a zip file (or a damaged one)") from None
    except (OSError, EOFError, RuntimeError, NotImplementedError, zipfile.LargeZipFile,
            ValueError, zlib.error) as error:
        # ValueError: a member name that is not valid UTF-8, a corrupt header field;
        # zlib.error: damaged compressed data (found by tests/test_hostile_fuzz.py).
        raise ThemeError(f"{zip_path.name}: cannot be unpacked ({error})") from None
    finally:
        if staging is not None:
            shutil.rmtree(staging, ignore_errors=True)
