"""Reading theme files without trusting them: size limits, gzip limits, clear errors.

Every reader here raises ThemeError (never OSError, UnicodeError, zlib.error …) with
a message that names the file and what is wrong, so callers only handle one error.
"""

from __future__ import annotations

import re
import tomllib
import zlib
from pathlib import Path

from ..regular_files import FileTooLarge, NotRegularFile, read_regular
from ..system_reasons import gzip_reason, os_reason
from .errors import QT_TRANSLATE_NOOP, ThemeError

# The largest card decks shipped by KDE and GNOME are a few MB uncompressed; 20 MB
# leaves room for rich art while keeping one parse well below a second.
MAX_SVG_BYTES = 20 * 1024 * 1024
MAX_TOML_BYTES = 64 * 1024
MAX_DESKTOP_BYTES = 256 * 1024
_GZIP_MAGIC = b"\x1f\x8b"
_CHUNK = 256 * 1024

# Internal entity declarations are how "billion laughs" documents blow up; no card
# art needs them.
_ENTITY = re.compile(rb"<!ENTITY", re.IGNORECASE)


def _mb(n: int) -> str:
    """A size limit in words: "64 KB", "20 MB" (never "0 MB" for a small limit)."""
    if n < 1024 * 1024:
        return f"{n / 1024:.0f} KB"
    return f"{n / (1024 * 1024):.0f} MB"


def read_limited(path: Path, limit: int) -> bytes:
    """The bytes of path, refusing files larger than limit."""
    try:
        data = read_regular(path, limit)
    except FileTooLarge:
        raise ThemeError.of(QT_TRANSLATE_NOOP(
            "ThemeError", "%1: file is larger than the %2 limit"),
            path, _mb(limit)) from None
    except FileNotFoundError:
        raise ThemeError.of(QT_TRANSLATE_NOOP(
            "ThemeError", "%1: file not found"),
            path) from None
    except NotRegularFile as error:
        raise ThemeError.of(QT_TRANSLATE_NOOP(
            "ThemeError", "%1: %2"),
            path, os_reason(error)) from None
    except OSError as error:
        raise ThemeError.of(QT_TRANSLATE_NOOP(
            "ThemeError", "%1: cannot be read (%2)"),
            path, os_reason(error)) from None
    return data


def gunzip_limited(data: bytes, limit: int, name: str) -> bytes:
    """Decompress gzip data, stopping as soon as the output would pass limit."""
    inflater = zlib.decompressobj(wbits=31)
    out = bytearray()
    try:
        pending = data
        while pending:
            out += inflater.decompress(pending, limit + 1 - len(out))
            if len(out) > limit:
                raise ThemeError.of(QT_TRANSLATE_NOOP(
                    "ThemeError", "%1: expands beyond the %2 limit (compressed SVG too large "
                    "or a zip bomb)"),
                    name, _mb(limit))
            pending = inflater.unconsumed_tail
            if inflater.eof:
                break
        if not inflater.eof:
            raise ThemeError.of(QT_TRANSLATE_NOOP(
                "ThemeError", "%1: compressed data is truncated"),
                name)
    except zlib.error as error:
        raise ThemeError.of(QT_TRANSLATE_NOOP(
            "ThemeError", "%1: not valid gzip data (%2)"),
            name, gzip_reason(error)) from None
    return bytes(out)


def check_svg_bytes(data: bytes, name: str) -> bytes:
    """Refuse data that is obviously not SVG or declares entities; return it unchanged."""
    head = data[:4096].lstrip()
    if head.startswith(b"\xef\xbb\xbf"):
        head = head[3:]
    if not head.startswith(b"<"):
        raise ThemeError.of(QT_TRANSLATE_NOOP(
            "ThemeError", "%1: not an SVG file (does not start with '<')"),
            name)
    if _ENTITY.search(data):
        raise ThemeError.of(QT_TRANSLATE_NOOP(
            "ThemeError", "%1: declares XML entities, which card art never needs "
            "(refused as a possible entity-expansion bomb)"),
            name)
    if b"<svg" not in data:
        raise ThemeError.of(QT_TRANSLATE_NOOP(
            "ThemeError", "%1: not an SVG file (no <svg> element)"),
            name)
    return data


def read_svg(path: Path, limit: int = MAX_SVG_BYTES) -> bytes:
    """An SVG or SVGZ file as uncompressed bytes, within limit both on disk and expanded."""
    data = read_limited(path, limit)
    if data.startswith(_GZIP_MAGIC):
        data = gunzip_limited(data, limit, str(path))
    elif path.suffix.lower() == ".svgz":
        raise ThemeError.of(QT_TRANSLATE_NOOP(
            "ThemeError", "%1: .svgz file is not gzip-compressed"),
            path)
    return check_svg_bytes(data, str(path))


def read_toml(path: Path) -> dict:
    data = read_limited(path, MAX_TOML_BYTES)
    try:
        return tomllib.loads(data.decode("utf-8"))
    except UnicodeDecodeError:
        raise ThemeError.of(QT_TRANSLATE_NOOP(
            "ThemeError", "%1: not UTF-8 text"),
            path) from None
    except tomllib.TOMLDecodeError as error:
        raise ThemeError.of(QT_TRANSLATE_NOOP(
            "ThemeError", "%1: not valid TOML (%2)"),
            path, error) from None
    except ValueError:
        # An integer of more than 4,300 digits: Python refuses to convert it.
        raise ThemeError.of(QT_TRANSLATE_NOOP(
            "ThemeError", "%1: holds a number with too many digits"),
            path) from None
    except RecursionError:
        raise ThemeError.of(QT_TRANSLATE_NOOP(
            "ThemeError", "%1: nested too deeply"),
            path) from None


def read_desktop_entry(path: Path) -> dict[str, dict[str, str]]:
    """A freedesktop .desktop / KDE index.desktop file as {group: {key: value}}.

    Lenient on purpose (comments, blank lines, localised keys such as Name[de] kept
    as written) because decks on the machine were written by many hands.
    """
    return parse_desktop_entry(read_limited(path, MAX_DESKTOP_BYTES))


def parse_desktop_entry(data: bytes) -> dict[str, dict[str, str]]:
    """The bytes of a .desktop file as {group: {key: value}} (see read_desktop_entry)."""
    text = data.decode("utf-8", errors="replace")
    groups: dict[str, dict[str, str]] = {}
    current: dict[str, str] | None = None
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("[") and line.endswith("]"):
            current = groups.setdefault(line[1:-1].strip(), {})
        elif "=" in line and current is not None:
            key, value = line.split("=", 1)
            current.setdefault(key.strip(), value.strip())
    return groups
