"""One reader for every file the program reads: regular files only
(a named pipe never blocks, a folder is no file), a size limit, no recursion limit
reachable by nesting, and every failure moved aside and told once.  These tests hit the
readers directly; tests/hostile/test_hostile_program.py puts the same files before the real
program."""

from __future__ import annotations

import os

import pytest

from cinch_qt.cache_seal import read_sealed, seal
from cinch_qt.regular_files import FileTooLarge, NotRegularFile, read_regular
from tests.hostile_cases import HOSTILE, finishes, lay_down, make_fifo


def test_read_regular_refuses_what_is_not_a_small_regular_file(tmp_path) -> None:
    pipe = make_fifo(tmp_path / "pipe")
    done, result = finishes(lambda: read_regular(pipe, 100), pipe, wait_s=20)
    assert done and isinstance(result, NotRegularFile), result
    (tmp_path / "folder").mkdir()
    with pytest.raises(NotRegularFile):
        read_regular(tmp_path / "folder", 100)
    (tmp_path / "big").write_bytes(b"x" * 101)
    with pytest.raises(FileTooLarge):
        read_regular(tmp_path / "big", 100)
    (tmp_path / "ok").write_bytes(b"x" * 100)
    assert read_regular(tmp_path / "ok", 100) == b"x" * 100


@pytest.mark.parametrize("kind", HOSTILE)
def test_a_hostile_cached_file_is_discarded_without_blocking(tmp_path, kind) -> None:
    path = tmp_path / "module.code"
    lay_down(path, kind)
    done, result = finishes(lambda: read_sealed(path, 1024 * 1024), path, wait_s=20)
    assert done and result is None, result
    assert not path.exists() or path.is_file() and not os.path.getsize(path) > 10 ** 6
    # The write that makes it again takes the place.
    from cinch_qt.storage.atomic import atomic_write_bytes
    atomic_write_bytes(path, seal(b"made again"), durable=False)
    assert read_sealed(path, 1024) == b"made again"


@pytest.mark.parametrize("kind", HOSTILE)
def test_accuracy_figures_hostile_file_moved_aside_and_told_once(qapp, tmp_path,
                                                                 kind) -> None:
    """accuracy.json as a named pipe would hang the program when Statistics opens;
    nested 100,000 deep it would raise RecursionError, never moved aside."""
    from cinch_qt.storage.accuracy import FILE, AccuracyFigures
    path = tmp_path / FILE
    lay_down(path, kind)
    done, figures = finishes(lambda: AccuracyFigures(tmp_path), path, wait_s=20)
    assert done, "blocked reading accuracy.json"
    assert isinstance(figures, AccuracyFigures), figures
    assert figures.notice, "the person is not told"
    assert not path.exists(), "not moved aside"
    kept = list(tmp_path.glob(f"{FILE}.corrupt-*"))
    assert len(kept) == 1, sorted(p.name for p in tmp_path.iterdir())
    assert kept[0].name in figures.notice
    again = AccuracyFigures(tmp_path)
    assert again.notice == ""          # told once: the next reading finds no file
    figures.close()
    again.close()
