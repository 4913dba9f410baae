"""Export a game as a RECORD v1 JSON file, and import one to replay it."""

from __future__ import annotations

import json
from pathlib import Path

from .atomic import atomic_write_bytes
from .gamefile import GameFile, check_record, read_game_file


def export_game(record: dict, path: Path) -> None:
    """Write ``record`` to ``path`` (checked first, so we never export a broken game).
    Raises GameFileError for a bad record and OSError when the file cannot be written."""
    check_record(record, "the game")
    text = json.dumps(record, ensure_ascii=False, indent=1) + "\n"
    atomic_write_bytes(Path(path), text.encode("utf-8"))


def import_game(path: Path) -> GameFile:
    """Read a record to replay; GameFileError says where it is wrong."""
    return read_game_file(Path(path))
