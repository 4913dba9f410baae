"""The generated rank tables (engine/scoring_tables.py, tools/make_scoring_tables.py) are
exactly what scoring.py computes (C71–C73): the module only saves the time of building
them at start-up."""

from cinch_qt.games.cribbage.engine import scoring
from cinch_qt.games.cribbage.engine.scoring_tables import RANK_PARTS


def test_generated_tables_match_the_computed_ones():
    parts, points = scoring._build_tables()
    assert RANK_PARTS == parts
    assert scoring.RANK_PARTS == parts and scoring.RANK_POINTS == points
    assert len(parts) == 1820 + 6175   # every multiset of 4 and of 5 ranks (C71)
