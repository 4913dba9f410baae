"""Byte-reproducible archives: tar (+xz) and the ar container of a .deb.

Every member gets the same mtime (SOURCE_DATE_EPOCH), owner root:root, a mode that only
says "executable or not", and members are written in sorted order, so the output depends
on the files' contents and names alone.
"""

from __future__ import annotations

import io
import lzma
import os
import stat
import tarfile
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

XZ_PRESET = 6
_CHUNK = 1 << 20


@dataclass(frozen=True)
class Member:
    """One archive entry: a file (from ``source`` or ``data``), a directory or a symlink."""

    name: str  # relative, "/"-separated, no leading "./"
    kind: str  # "file", "dir" or "symlink"
    source: Path | None = None
    data: bytes | None = None
    target: str = ""
    executable: bool = False

    @property
    def size(self) -> int:
        if self.kind != "file":
            return 0
        return len(self.data) if self.data is not None else self.source.stat().st_size


def tree_members(root: Path, prefix: str) -> list[Member]:
    """Members for every file, folder and symlink under ``root``, placed under ``prefix``."""
    out = [Member(prefix, "dir")]
    for path in sorted(root.rglob("*")):
        name = f"{prefix}/{path.relative_to(root).as_posix()}"
        if path.is_symlink():
            out.append(Member(name, "symlink", target=os.readlink(path)))
        elif path.is_dir():
            out.append(Member(name, "dir"))
        else:
            mode = path.stat().st_mode
            out.append(Member(name, "file", source=path,
                              executable=bool(mode & (stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH))))
    return out


def with_parents(members: Iterable[Member]) -> list[Member]:
    """Add the missing parent folders and sort so every folder precedes its contents."""
    by_name = {m.name: m for m in members}
    for name in list(by_name):
        parts = name.split("/")
        for i in range(1, len(parts)):
            parent = "/".join(parts[:i])
            by_name.setdefault(parent, Member(parent, "dir"))
    return [by_name[n] for n in sorted(by_name, key=lambda n: n.split("/"))]


def write_tar(members: Iterable[Member], out: io.BufferedIOBase, mtime: int,
              dot_prefix: bool = False) -> None:
    """Write an uncompressed GNU tar of ``members`` to ``out``.

    ``dot_prefix`` names members ``./usr/...`` as dpkg-deb does for a .deb's data.tar.
    """
    with tarfile.open(fileobj=out, mode="w|", format=tarfile.GNU_FORMAT) as tar:
        if dot_prefix:
            info = tarfile.TarInfo("./")
            _normalise(info, tarfile.DIRTYPE, 0o755, mtime)
            tar.addfile(info)
        for m in with_parents(members):
            name = f"./{m.name}" if dot_prefix else m.name
            if m.kind == "dir":
                info = tarfile.TarInfo(name + "/" if dot_prefix else name)
                _normalise(info, tarfile.DIRTYPE, 0o755, mtime)
                tar.addfile(info)
            elif m.kind == "symlink":
                info = tarfile.TarInfo(name)
                _normalise(info, tarfile.SYMTYPE, 0o777, mtime)
                info.linkname = m.target
                tar.addfile(info)
            else:
                info = tarfile.TarInfo(name)
                _normalise(info, tarfile.REGTYPE, 0o755 if m.executable else 0o644, mtime)
                info.size = m.size
                if m.data is not None:
                    tar.addfile(info, io.BytesIO(m.data))
                else:
                    with m.source.open("rb") as fh:
                        tar.addfile(info, fh)


def _normalise(info: tarfile.TarInfo, kind: bytes, mode: int, mtime: int) -> None:
    info.type = kind
    info.mode = mode
    info.mtime = mtime
    info.uid = info.gid = 0
    info.uname = info.gname = "root"


def xz_file(src: Path, dest: Path, preset: int = XZ_PRESET) -> Path:
    """Compress ``src`` into ``dest`` (.xz).  Single-threaded liblzma: its output depends
    only on the input and the preset, never on the number of cores."""
    comp = lzma.LZMACompressor(format=lzma.FORMAT_XZ, check=lzma.CHECK_CRC64, preset=preset)
    with src.open("rb") as fin, dest.open("wb") as fout:
        while chunk := fin.read(_CHUNK):
            fout.write(comp.compress(chunk))
        fout.write(comp.flush())
    return dest


def write_ar(members: list[tuple[str, bytes | Path]], out: Path, mtime: int) -> Path:
    """A System V ar archive, the container of a .deb (members in the given order)."""
    with out.open("wb") as fh:
        fh.write(b"!<arch>\n")
        for name, content in members:
            size = len(content) if isinstance(content, bytes) else content.stat().st_size
            if len(name) > 16:
                raise ValueError(f"ar member name too long: {name}")
            header = (f"{name:<16}{mtime:<12}{0:<6}{0:<6}{'100644':<8}{size:<10}`\n")
            fh.write(header.encode("ascii"))
            if isinstance(content, bytes):
                fh.write(content)
            else:
                with content.open("rb") as src:
                    while chunk := src.read(_CHUNK):
                        fh.write(chunk)
            if size % 2:
                fh.write(b"\n")
    return out
