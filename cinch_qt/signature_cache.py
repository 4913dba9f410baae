"""PySide6's signature modules compiled once, not at every start.

Importing PySide6 makes Shiboken unpack a zip of Python sources built into its library
(``shibokensupport``) and compile every module of it with the built-in ``compile``:
about 10 % of the instructions before the first painted table
(benchmarks/bench_startup_instructions.py).  While ``cached_signature_modules()`` is
active, ``compile`` calls for those modules (their file names start with
``shibokensupport/``) are answered from a cache of code objects, keyed by the
interpreter's byte-code version and the source itself, so a changed PySide6 is never
served an old module.  Every other call goes to the real ``compile``, and anything that
goes wrong with the cache (unreadable, damaged, unwritable) only means compiling as
before.  A cached file is used only when its bytes are exactly those written
(cache_seal.py): a changed byte inside a code object still unmarshals, and then
crashes the interpreter when run.  The frozen build ships those modules unpacked and
compiled instead (packaging/cinch_pack/shiboken_files.py); there Shiboken does not call
``compile``.
"""

from __future__ import annotations

import builtins
import marshal
import os
import sys
import zlib
from collections.abc import Iterator
from contextlib import contextmanager
from importlib.util import MAGIC_NUMBER
from pathlib import Path

from .cache_seal import discard, read_sealed, seal

PREFIX = "shibokensupport/"
# The largest of Shiboken's modules compiles to some tens of kilobytes.
MAX_CODE_BYTES = 4 * 1024 * 1024


def default_folder() -> Path:
    """``cinch-qt/python`` in the user's cache folder, beside the drawn cards and the
    translations: what Qt calls the generic cache location, found without Qt, which is
    not loaded yet."""
    if sys.platform == "win32":
        base = Path(os.environ.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local")
        return base / "cache" / "cinch-qt" / "python"
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Caches" / "cinch-qt" / "python"
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "cinch-qt" / "python"


def _key(source: bytes | str, filename: str) -> str:
    data = source.encode("utf-8") if isinstance(source, str) else bytes(source)
    stem = filename[len(PREFIX):].replace("/", ".")
    return (f"{stem}-{MAGIC_NUMBER.hex()}-{sys.hexversion:x}-{len(data):x}-{zlib.crc32(data):08x}"
            f"-{zlib.adler32(data):08x}.code")


@contextmanager
def cached_signature_modules(folder: Path | None) -> Iterator[None]:
    """Serve Shiboken's ``compile`` calls from ``folder`` while PySide6 is imported."""
    if folder is None:
        yield
        return
    real = builtins.compile

    def compile_once(source, filename, mode, *args, **kwargs):
        if (args or kwargs or mode != "exec" or not isinstance(filename, str)
                or not filename.startswith(PREFIX)
                or not isinstance(source, bytes | str)):
            return real(source, filename, mode, *args, **kwargs)
        path = folder / _key(source, filename)
        payload = read_sealed(path, MAX_CODE_BYTES)
        if payload is not None:
            try:
                code = marshal.loads(payload)
                if type(code) is type(compile_once.__code__) and code.co_filename == filename:
                    return code
            except (EOFError, ValueError, TypeError):
                pass
            discard(path)
        code = real(source, filename, mode)
        try:
            from .storage.atomic import atomic_write_bytes  # the first start only
            atomic_write_bytes(path, seal(marshal.dumps(code)), durable=False)
        except OSError:
            pass
        return code

    builtins.compile = compile_once
    try:
        yield
    finally:
        builtins.compile = real
