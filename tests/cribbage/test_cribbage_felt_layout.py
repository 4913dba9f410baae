"""Where things go on the Cribbage felt: for 2, 3, 4 and 6 players, both
boards, from 800×600 to 1920×1080, every part of the table is inside the window and no
two parts overlap (hands, plates, crib, stock and starter, the count's row and pile, the
count, the show, the board)."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QRectF

from cinch_qt.games.cribbage.engine.rules import SEAT_NAMES
from cinch_qt.games.cribbage.table.felt_layout import (
    OTHER_SCALE,
    PILE_SCALE,
    ROW_SCALE,
    S_SCALE,
    STOCK_SCALE,
    FeltLayout,
)

# The board items' natural sizes with three lanes (row numbers at both ends).
BOARDS = {"classic": (890.8, 349.6), "crib-wars": (830.8, 776.8)}
SIZES = [(800, 600), (1024, 700), (1280, 800), (1920, 1080)]


def card_rect(lay, pos, scale):
    w, h = lay.size(scale)
    return QRectF(pos.x(), pos.y(), w, h)


def hand_rect(lay, seat, n):
    scale = S_SCALE if seat == 0 else OTHER_SCALE
    first = card_rect(lay, lay.hand_pos(seat, 0, n), scale)
    last = card_rect(lay, lay.hand_pos(seat, n - 1, n), scale)
    return first.united(last)


def parts(lay, players, dealer):
    n = 6 if players == 2 else 5
    out = {"board": lay.board_rect}
    for seat in range(players):
        out[f"hand {seat}"] = hand_rect(lay, seat, n)
        width = lay.plate_w(seat)
        if seat == 0:
            width = min(width, lay.hand_pos(0, 0, 6).x() - lay.margin - lay.area.left())
        # Side plates may wrap a line (French, Dutch): room for three lines.
        tall = 3.2 if seat == 0 or lay.plate_w(seat) > lay.font_px * 9 else 4.4
        out[f"plate {seat}"] = lay.plate_rect(seat, width, lay.font_px * tall)
    out["crib"] = card_rect(lay, lay.crib_pos(dealer, 0), OTHER_SCALE).united(
        card_rect(lay, lay.crib_pos(dealer, 3), OTHER_SCALE))
    out["stock"] = card_rect(lay, lay.stock_pos(), STOCK_SCALE).united(
        card_rect(lay, lay.starter_pos(), STOCK_SCALE))
    out["row"] = card_rect(lay, lay.row_pos(0), ROW_SCALE).united(
        card_rect(lay, lay.row_pos(7), ROW_SCALE))
    out["pile"] = card_rect(lay, lay.pile_pos(0), PILE_SCALE).united(
        card_rect(lay, lay.pile_pos(7), PILE_SCALE))
    out["count"] = lay.count_rect()
    # The badge over the board, the legend and what the board
    # did under it stay in the board's column, never over a seat's cards.
    out["badge"] = lay.badge_rect(lay.hud_px * 3.2)
    legend = lay.legend_rect(lay.hud_px * 2.6 + 12)
    out["legend"] = legend
    out["news"] = lay.news_rect(legend.bottom() + lay.margin * 0.6, lay.hud_px * 4.4 + 16)
    return out


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("board", list(BOARDS))
@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_nothing_overlaps_and_everything_is_in_the_window(players, board, size):
    w, h = size
    lay = FeltLayout(w, h, SEAT_NAMES[players], *BOARDS[board])
    window = QRectF(0, 0, w, h)
    for dealer in range(players):
        rects = parts(lay, players, dealer)
        for name, rect in rects.items():
            assert window.contains(rect), (name, rect)
        for (a, ra), (b, rb) in itertools.combinations(rects.items(), 2):
            if {a, b} in ({"stock", "pile"},):
                continue
            inter = ra.intersected(rb)
            assert inter.isEmpty() or inter.width() * inter.height() < 4, (a, b, ra, rb)


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_the_show_stays_clear_of_the_side_seats(players):
    lay = FeltLayout(1280, 800, SEAT_NAMES[players], *BOARDS["crib-wars"])
    show = card_rect(lay, lay.show_starter_pos(), ROW_SCALE).united(
        card_rect(lay, lay.show_pos(3, 4), ROW_SCALE))
    for seat in range(1, players):
        assert not show.intersects(hand_rect(lay, seat, 5))
        assert not show.intersects(lay.plate_rect(seat, lay.plate_w(seat), lay.font_px * 3))
