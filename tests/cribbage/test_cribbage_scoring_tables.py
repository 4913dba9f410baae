"""The packed rank tables (engine/scoring_tables.bin, tools/make_scoring_tables.py) are
exactly what scoring.py computes (C71–C73): the file only saves the time of building
them when the first hand is counted."""

import pytest

from cinch_qt.games.cribbage.engine import scoring


def test_the_packed_tables_match_the_computed_ones():
    parts, points = scoring._build_tables()
    assert scoring.unpack_tables(scoring.TABLES_FILE.read_bytes()) == parts
    assert scoring.RANK_PARTS == parts and scoring.RANK_POINTS == points
    assert len(parts) == 1820 + 6175   # every multiset of 4 and of 5 ranks (C71)


def test_the_file_is_what_the_generator_writes():
    # Regenerating changes nothing: the file in the tree is the tool's output.
    assert scoring.TABLES_FILE.read_bytes() == scoring.pack_tables(scoring._build_tables()[0])


def test_a_damaged_file_is_refused():
    data = scoring.TABLES_FILE.read_bytes()
    with pytest.raises(ValueError):
        scoring.unpack_tables(data[:-2])
    with pytest.raises(ValueError):
        scoring.unpack_tables(b"something else" + data)


def test_the_tables_are_built_when_the_file_is_missing(tmp_path, monkeypatch):
    monkeypatch.setattr(scoring, "TABLES_FILE", tmp_path / "absent.bin")
    parts, points = scoring._load_tables()
    assert parts == scoring._build_tables()[0] and len(points) == len(parts)


def test_the_packaging_ships_the_file():
    from pathlib import Path
    root = Path(scoring.__file__).resolve().parents[4]
    assert '"*.bin"' in (root / "pyproject.toml").read_text(encoding="utf-8")
    assert "scoring_tables.bin" in (root / "MANIFEST.in").read_text(encoding="utf-8")
