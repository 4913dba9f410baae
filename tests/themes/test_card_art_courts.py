"""Court cards tell their suit at a glance at the table's small sizes:
the figures are the same for both suits of a colour, so the centre of a king of spades
must differ visibly from the king of clubs (and hearts from diamonds) even on a card
50 pixels wide, as the play's row shows them at 1280x800."""

from __future__ import annotations

import pytest

from tests.card_art_helpers import ASSETS, DECKS, qt_app, render  # noqa: F401 - fixture

PAIRS = [("king_spade", "king_club"), ("queen_heart", "queen_diamond"),
         ("jack_spade", "jack_club"), ("king_heart", "king_diamond")]


def centre_difference(a, b) -> float:
    """The share of pixels of the card's middle third that differ clearly."""
    w, h = a.width(), a.height()
    differ = total = 0
    for y in range(h // 3, 2 * h // 3):
        for x in range(w // 4, 3 * w // 4):
            ca, cb = a.pixelColor(x, y), b.pixelColor(x, y)
            total += 1
            if (abs(ca.red() - cb.red()) + abs(ca.green() - cb.green())
                    + abs(ca.blue() - cb.blue())) > 120:
                differ += 1
    return differ / total


@pytest.mark.parametrize("deck", [d for d in DECKS if d != "large-print"])
@pytest.mark.parametrize(("one", "other"), PAIRS)
def test_court_suits_differ_in_the_middle_at_50_px(deck, one, other, qt_app):  # noqa: F811
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(ASSETS / deck / "cards.svg"))
    a, b = render(renderer, one, 50, 70), render(renderer, other, 50, 70)
    assert centre_difference(a, b) > 0.025, f"{deck}: {one} and {other} look alike"
