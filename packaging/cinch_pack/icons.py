"""Icon containers for Windows (.ico) and macOS (.icns), written from our PNGs.

Both formats can hold PNG data directly (Windows Vista and later, macOS 10.7 and later),
so no image library is needed: we only write the small headers around the PNG bytes.
"""

from __future__ import annotations

import struct
from pathlib import Path

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types that carry PNG data, by pixel size.
ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09"}


def _png_size(data: bytes) -> tuple[int, int]:
    if data[:8] != b"\x89PNG\r\n\x1a\n" or data[12:16] != b"IHDR":
        raise ValueError("not a PNG file")
    return struct.unpack(">II", data[16:24])


def write_ico(pngs: dict[int, Path], out: Path) -> Path:
    """An .ico holding the given sizes (``{size: png_path}``) as embedded PNGs."""
    images = [(size, pngs[size].read_bytes()) for size in sorted(pngs)]
    for size, data in images:
        if _png_size(data) != (size, size):
            raise ValueError(f"{pngs[size]} is not {size}x{size}")
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries, blobs = b"", b""
    for size, data in images:
        # 0 in the width/height byte means 256.
        dim = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
        blobs += data
    out.write_bytes(header + entries + blobs)
    return out


def write_icns(pngs: dict[int, Path], out: Path) -> Path:
    """An .icns holding every size we have a PNG type code for."""
    body = b""
    for size in sorted(pngs):
        kind = ICNS_TYPES.get(size)
        if kind is None:
            continue
        data = pngs[size].read_bytes()
        if _png_size(data) != (size, size):
            raise ValueError(f"{pngs[size]} is not {size}x{size}")
        body += kind + struct.pack(">I", 8 + len(data)) + data
    out.write_bytes(b"icns" + struct.pack(">I", 8 + len(body)) + body)
    return out
