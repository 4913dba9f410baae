"""Cached files carry a checksum of their own bytes, and are used only when it matches.

A cache is something the program wrote itself and can always make again (compiled
modules, drawn cards, compiled translations), so the only safe reading of one is: the
bytes are exactly those written, or the file is thrown away.  Checking the *shape* of a
cached file is not enough: one changed byte inside a marshalled code object still
unmarshals, and then crashes the interpreter when run.

A sealed file is ``MAGIC``, a 16-byte BLAKE2b digest of the payload, then the payload.
BLAKE2b, not a CRC, because a damaged disk block or a half-copied file may change many
bytes at once.  No Qt here: the compiled-module cache is read before Qt is imported.
"""

from __future__ import annotations

import os
from pathlib import Path

try:
    # The built-in module, not hashlib: hashlib loads OpenSSL (about 3 ms), and this
    # runs on every start before the first frame.
    from _blake2 import blake2b
except ImportError:  # another Python build: the same function through hashlib
    from hashlib import blake2b

from .regular_files import read_regular, set_aside_if_not_regular

MAGIC = b"CQS1"
DIGEST_BYTES = 16
SEAL_BYTES = len(MAGIC) + DIGEST_BYTES


def digest(payload: bytes) -> bytes:
    return blake2b(payload, digest_size=DIGEST_BYTES).digest()


def seal(payload: bytes) -> bytes:
    """``payload`` with its checksum in front, ready to be written."""
    return MAGIC + digest(payload) + payload


def unseal(data: bytes) -> bytes | None:
    """The payload of sealed ``data``, or None when a byte differs from what was sealed
    (damaged, cut short, grown, or never sealed)."""
    if len(data) < SEAL_BYTES or not data.startswith(MAGIC):
        return None
    payload = data[SEAL_BYTES:]
    return payload if data[len(MAGIC):SEAL_BYTES] == digest(payload) else None


def read_sealed(path: Path, limit: int) -> bytes | None:
    """The payload of the sealed file ``path``, or None: missing, not a regular file,
    larger than ``limit``, unreadable or not what was written.  Anything there that is
    not a good cached file is discarded (a folder or pipe renamed aside, anything else
    removed), so the caller makes it again and its write can take the place."""
    path = Path(path)
    try:
        payload = unseal(read_regular(path, limit + SEAL_BYTES))
    except FileNotFoundError:
        return None
    except OSError:
        payload = None
    if payload is None:
        discard(path)
    return payload


def discard(path: Path) -> None:
    """Remove a cached file that cannot be used (never raises)."""
    if set_aside_if_not_regular(path, folders=True) is not None:
        return
    try:
        os.unlink(path)
    except OSError:
        pass
