"""ui/felt_gestures.py: the person's gestures on a felt, the same for every game, on a
game-less felt through real mouse and key events. A card to play is played by a click,
a double-click, a drag onto the play zone or Enter; one the engine refuses, or dropped
anywhere else, goes back to its place; cards to pick are picked by clicks or Space and
sent with Enter or a double-click; the arrow keys stop only on cards that can be acted
on; the focused card's words say what may be done with it."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPixmap
from PySide6.QtTest import QTest

from cinch_qt.ui.card_table_view import CardTableView
from cinch_qt.ui.felt_gestures import PICK, PLAY, FeltGestures

CARDS = ["a", "b", "c", "d"]
W, H = 60, 84


class _Cache:
    def felt_pixmap(self, size: QSize, dpr: float) -> QPixmap:
        pixmap = QPixmap(max(1, size.width()), max(1, size.height()))
        pixmap.fill(QColor("darkgreen"))
        return pixmap

    def card_pixmap(self, card, width, dpr):  # noqa: ANN001, ANN201
        pixmap = QPixmap(width, round(width * H / W))
        pixmap.fill(QColor("white"))
        return pixmap


class _Felt(FeltGestures, CardTableView):
    """A felt whose game asks ``ask`` and takes the intents ``take`` says it takes."""

    PICK_ZONE = "pile"

    def __init__(self) -> None:
        super().__init__(_Cache(), (400, 300))
        self._selection = []
        self.ask = (None, CARDS, None, 0)
        self.take = True
        self.sent: list = []
        for i, key in enumerate(CARDS):
            item = self.scene_.card(key, i)
            item.set_size(W, H, 1.0)
            item.home = QPointF(20 + i * (W + 10), 200)
            item.setPos(item.home)
        self._connect_gestures()

    def _relayout(self) -> None:
        self.scene_.setSceneRect(0, 0, 400, 300)
        self.scene_.zones = {"play": QRectF(20, 10, 120, 100), "pile": QRectF(250, 10, 120, 100)}

    def set_ask(self, ask: tuple) -> None:
        self.ask = ask
        self._selection = []
        self._mark_gestures()

    def _gesture_ask(self) -> tuple:
        return self.ask

    def _send_play(self, card) -> bool:  # noqa: ANN001
        self.sent.append(("play", card))
        return self.take

    def _send_pick(self, cards: list) -> bool:
        self.sent.append(("pick", cards))
        return self.take

    def _card_name(self, card) -> str:  # noqa: ANN001
        return card.upper()

    def _focus_word(self, state: str, name: str) -> str:
        return f"{name}: {state}"


def felt_at(qtbot) -> _Felt:
    felt = _Felt()
    qtbot.addWidget(felt)
    felt.resize(400, 300)
    felt.show()
    qtbot.waitExposed(felt)
    return felt


def centre(felt: _Felt, key: str):  # noqa: ANN201
    return felt.mapFromScene(felt.card_scene_pos(key))


def drag(felt: _Felt, key: str, to: QPointF) -> None:
    vp = felt.viewport()
    start, end = centre(felt, key), felt.mapFromScene(to)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, 7):
        QTest.mouseMove(vp, start + (end - start) * (i / 6))
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def at_home(felt: _Felt, key: str) -> bool:
    item = felt.scene_.cards[key]
    return (item.pos() - item.home).manhattanLength() < 1


def test_a_card_is_played_by_a_click_a_drag_or_enter_and_refused_ones_go_back(qtbot):
    felt = felt_at(qtbot)
    felt.scene_.snap_ms = 0
    felt.set_ask((PLAY, CARDS, {"b", "c"}, 0))
    assert felt.scene_.cards["a"].dimmed and not felt.scene_.cards["b"].dimmed
    QTest.mouseClick(felt.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, centre(felt, "b"))
    assert felt.sent == [("play", "b")]
    drag(felt, "c", QPointF(80, 60))
    assert felt.sent[-1] == ("play", "c")
    felt.take = False                       # the engine refuses: the card goes back
    drag(felt, "a", QPointF(80, 60))
    assert felt.sent[-1] == ("play", "a") and at_home(felt, "a")
    drag(felt, "d", QPointF(300, 60))       # not the play zone: nothing is asked
    assert felt.sent[-1] == ("play", "a") and at_home(felt, "d")
    felt.take = True
    felt.set_ask((PLAY, CARDS, {"b", "c"}, 0))      # the same question asked again
    felt.setFocus()
    QTest.keyClick(felt, Qt.Key.Key_Right)  # the arrows skip the dimmed "a"
    assert felt.scene_.focus_key == "b"
    assert felt.focus_words("b") == "B: playable"
    assert felt.focus_words("a") == "A: not playable"
    QTest.keyClick(felt, Qt.Key.Key_Return)
    assert felt.sent[-1] == ("play", "b")
    assert "b" not in felt.scene_.keyboard_order     # the focus leaves a played card


def test_cards_are_picked_then_sent_with_enter_or_a_double_click(qtbot):
    felt = felt_at(qtbot)
    felt.set_ask((PICK, CARDS, {"a", "b", "d"}, 2))
    assert felt.scene_.keyboard_order == ["a", "b", "d"]
    for key in ("a", "b", "d"):             # a third pick: the oldest gives way
        QTest.mouseClick(felt.viewport(), Qt.MouseButton.LeftButton,
                         Qt.KeyboardModifier.NoModifier, centre(felt, key))
    assert felt.selection() == ["b", "d"] and felt.scene_.cards["d"].selected
    assert felt.focus_words("d") == "D: picked" and felt.focus_words("a") == "A: not picked"
    felt.setFocus()
    QTest.keyClick(felt, Qt.Key.Key_Return)
    assert felt.sent == [("pick", ["b", "d"])]
    felt.set_ask((PICK, CARDS, None, 2))
    QTest.keyClick(felt, Qt.Key.Key_Right)
    QTest.keyClick(felt, Qt.Key.Key_Space)    # Space picks the focused card
    assert felt.selection() == ["a"]
    QTest.keyClick(felt, Qt.Key.Key_Return)   # one short: sent all the same, the engine refuses it
    assert felt.sent[-1] == ("pick", ["a"])


def test_a_double_click_picks_its_card_and_sends_the_pick(qtbot):
    felt = felt_at(qtbot)
    felt.set_ask((PICK, CARDS, None, 1))
    QTest.mouseDClick(felt.viewport(), Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier, centre(felt, "c"))
    assert felt.sent == [("pick", ["c"])]


def test_a_pick_dropped_on_the_pick_zone_is_sent_when_enough_are_picked(qtbot):
    felt = felt_at(qtbot)
    felt.scene_.snap_ms = 0
    felt.set_ask((PICK, CARDS, None, 2))
    drag(felt, "a", QPointF(300, 60))
    assert felt.selection() == ["a"] and felt.sent == [] and at_home(felt, "a")
    drag(felt, "c", QPointF(300, 60))
    assert felt.sent == [("pick", ["a", "c"])]


def test_nothing_is_asked_while_the_game_asks_nothing(qtbot):
    felt = felt_at(qtbot)
    felt.scene_.snap_ms = 0
    felt.set_ask((None, CARDS, None, 0))
    QTest.mouseDClick(felt.viewport(), Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier, centre(felt, "a"))
    drag(felt, "b", QPointF(80, 60))
    assert felt.sent == [] and at_home(felt, "b")
    assert felt.focus_words("a") == "A: idle"
