"""Every cache is checked, never trusted: the compiled signature modules
(signature_cache.py), the drawn cards (themes/card_store.py) and the compiled
translations (i18n/translator.py).  A cached file is used only when its own bytes match
the checksum written with them; anything else is discarded and made again.

The real program is started on a data folder whose every cached file has bytes changed
at many places (start, header, middle, end; not only cut short), and must reach its
first frame and exit 0 each time."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from cinch_qt.cache_seal import SEAL_BYTES, seal, unseal

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT_S = 120     # a hang, not a speed limit


def _start(data: Path, home: Path, game: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(home),
               XDG_DATA_HOME=str(home / "share"), XDG_CACHE_HOME=str(home / "cache"),
               XDG_CONFIG_HOME=str(home / "config"), XDG_DATA_DIRS=str(home / "none"))
    return subprocess.run([sys.executable, "-m", "cinch_qt", "--data-dir", str(data),
                           "--exit-on-first-paint", "--game", game, "--language", "fr",
                           "--seed", "3"],
                          cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=TIMEOUT_S)


def _cached(data: Path) -> list[Path]:
    return sorted(p for p in (data / "cache").rglob("*") if p.is_file())


def _flip(path: Path, where: int) -> None:
    data = bytearray(path.read_bytes())
    if not data:
        return
    data[where % len(data)] ^= 0x5A
    path.write_bytes(bytes(data))


def test_a_seal_refuses_every_changed_byte() -> None:
    payload = bytes(range(256)) * 3
    sealed = seal(payload)
    assert unseal(sealed) == payload
    for i in range(len(sealed)):
        for mask in (0x01, 0x80, 0xFF):
            changed = bytearray(sealed)
            changed[i] ^= mask
            assert unseal(bytes(changed)) is None, (i, mask)
    for cut in range(len(sealed)):
        assert unseal(sealed[:cut]) is None
    assert unseal(sealed + b"x") is None
    assert unseal(b"") is None and unseal(b"\0" * SEAL_BYTES) is None


@pytest.mark.parametrize("game", ["cinch", "crib-wars"])
def test_bytes_changed_at_many_places_in_every_cached_file(tmp_path, game) -> None:
    """One changed byte in a compiled module could crash every start (exit 139
    or 255).  Each round changes one byte in every cached file, at places
    spread over the whole file, and starts the program."""
    data, home = tmp_path / "data", tmp_path / "home"
    home.mkdir()
    shipped = sorted((ROOT / "cinch_qt" / "themes" / "predrawn_cards").rglob("*.img"))
    first = _start(data, home, game)
    assert first.returncode == 0, first.stderr[-2000:]
    files = _cached(data)
    kinds = {p.parent.name for p in files}
    assert {"python", "translations"} <= kinds, files
    rng = random.Random(41)
    for round_ in range(8):
        files = _cached(data)
        for path in files:
            size = path.stat().st_size
            # The first rounds hit the header and the end, the rest anywhere.
            where = (round_, size - 1 - round_, size // 2)[round_] if round_ < 3 \
                else rng.randrange(max(1, size))
            _flip(path, where)
        done = _start(data, home, game)
        assert done.returncode == 0, (round_, done.returncode, done.stderr[-2000:])
        assert "first-paint" in done.stdout, (round_, done.stderr[-2000:])
        assert "Traceback" not in done.stderr, done.stderr[-2000:]
    # The shipped pre-drawn cards are package data, not a cache: never removed.
    assert sorted((ROOT / "cinch_qt" / "themes" / "predrawn_cards").rglob("*.img")) \
        == shipped
    # Made again: every cached file left is whole.
    for path in _cached(data):
        if path.parent.name in ("python", "cards"):
            assert unseal(path.read_bytes()) is not None, path
