"""The item models announce exactly what changed, and show what the record says."""

from __future__ import annotations

from PySide6.QtCore import Qt

from cinch_qt.games.cinch.engine import GameState, Rules
from cinch_qt.games.cinch.engine.cards import parse_card
from cinch_qt.games.cinch.table.models import (
    BidHistoryModel,
    ScoreSheetModel,
    TrickModel,
)


def _cards(text: str) -> list[int]:
    return [parse_card(t) for t in text.split()]


def test_score_sheet_rows_follow_the_record_r51_r52(qtbot):
    st = GameState(Rules(), seed=2)
    from cinch_qt.games.cinch.ai.random_player import RandomPlayer
    bots = {s: RandomPlayer(s) for s in st.seats}
    while len(st.hand_records) < 3 and not st.is_over:
        st.apply(bots[st.current].choose(st.observation(st.current)))
    sheet = ScoreSheetModel()
    sheet.reset(st.rules.sides)
    for hand in st.hand_records:
        sheet.append_hand(hand)
    headers = [sheet.headerData(c, Qt.Orientation.Horizontal) for c in range(sheet.columnCount())]
    assert headers[-2:] == ["Total NS", "Total EW"]
    for row, hand in enumerate(st.hand_records):
        assert sheet.index(row, 1).data() == hand["dealer"]
        assert sheet.index(row, headers.index("Total NS")).data() == hand["totals"]["NS"]
        assert sheet.index(row, headers.index("Scored EW")).data() == hand["scored"]["EW"]
        maker = sheet.index(row, 3).data()
        assert maker == (hand["maker"] or "thrown in")


def test_three_player_sheet_has_a_column_per_seat_r61(qtbot):
    sheet = ScoreSheetModel()
    sheet.reset(("S", "W", "E"))
    headers = [sheet.headerData(c, Qt.Orientation.Horizontal) for c in range(sheet.columnCount())]
    assert headers[-3:] == ["Total S", "Total W", "Total E"]


def test_bid_history_and_trick_models(qtbot):
    bids = BidHistoryModel()
    bids.append(0, "West", 5)
    bids.append(0, "North", None)
    assert [bids.index(1, c).data() for c in range(3)] == [1, "North", "Pass"]
    trick = TrickModel()
    trick.names = {0: "You", 1: "West"}
    trick.set_plays([(1, parse_card("AH"))])
    trick.set_plays([(1, parse_card("AH")), (0, parse_card("2H"))], winner=1)
    assert trick.index(0, 0).data() == "West ★" and trick.index(1, 1).data() == "2H"


def test_score_sheet_cells_read_in_words_for_screen_readers(qtbot):
    sheet = ScoreSheetModel()
    sheet.reset(("NS", "EW"))
    sheet.append_hand({"dealer": "E", "bids": [["S", None], ["W", 6], ["N", None],
                                               ["E", 7]],
                       "maker": "E", "bid": 7, "trump": "S", "taken": {"NS": 3, "EW": 11},
                       "scored": {"NS": 3, "EW": 11}, "totals": {"NS": 3, "EW": 11}})
    spoken = [sheet.index(0, c).data(Qt.ItemDataRole.AccessibleTextRole) for c in range(6)]
    assert spoken[1:4] == ["East", "You pass, West 6, North pass, East 7", "East"]
    assert spoken[5] == "spades"
    assert sheet.index(0, 5).data() == "♠"  # what is shown stays short


def test_compact_sheet_tooltip_says_the_bids_in_the_language(qtbot, speak):
    from cinch_qt.games.cinch.table.models.score_sheet import CompactScoreSheetModel
    speak("fr")
    sheet = ScoreSheetModel()
    compact = CompactScoreSheetModel(sheet)
    sheet.reset(("NS", "EW"))
    sheet.append_hand({"dealer": "E", "bids": [["S", None], ["W", 6], ["N", None],
                                               ["E", 7]],
                       "maker": "E", "bid": 7, "trump": "S", "taken": {"NS": 3, "EW": 11},
                       "scored": {"NS": 3, "EW": 11}, "totals": {"NS": 3, "EW": 11}})
    tip = compact.index(0, 1).data(Qt.ItemDataRole.ToolTipRole)
    assert "Enchères" in tip and "Bids" not in tip, tip
    assert compact.index(0, 2).data() == "+3 → 3"
