"""Words of the cribbage table that must fit every table: the
lay-away tip holds for 2 to 6 players (C31–C34), and the legend's shaded holes say the
rule they carry with their numbers (C43, W40) in English, French and Dutch."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor

from cinch_qt.games.cribbage.table.board_legend import BoardLegend
from cinch_qt.games.cribbage.table.hint_words import CribbageCoach, phase_hint


@pytest.mark.parametrize("language", ["en", "fr", "nl"])
def test_lay_away_tip_counts_no_hands_it_cannot_know_c31_to_c34(speak, language):
    speak(language)
    text = phase_hint("lay", mine=False)
    # The crib is the third hand with two players, the fourth with three, the fifth with
    # four, and six players make it of four of their cards: no ordinal fits them all.
    for word in ("fourth", "third", "fifth", "quatrième", "troisième", "vierde", "derde"):
        assert word not in text.lower(), text
    assert CribbageCoach().hints_for("lay", mine=False) == [text]


@pytest.mark.parametrize("crib_wars, first, last", [(True, 238, 240), (False, 118, 120)])
@pytest.mark.parametrize("language, words", [
    ("en", "nothing"), ("fr", "rien"), ("nl", "niets")])
def test_legend_names_the_heels_holes_and_their_rule_c43_w40(qapp, speak, language, words,
                                                             crib_wars, first, last):
    speak(language)
    legend = BoardLegend(crib_wars, QColor("red"), 2, (first, last))
    entry = dict(legend.entries)["heels"]
    assert str(first) in entry and str(last) in entry, entry
    assert words in entry, entry          # the rule, not "no jack turned"
    assert "nothing" in legend.tips["heels"] or language != "en"
    assert "retourné" not in entry
