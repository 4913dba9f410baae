"""The shell's felt steps with no game: pictures queue and show in order, each waiting
for its cards to land; a deal leaves in packets, one beat per packet, face down until
its turn; a sweep holds the cards still, full size and the winner marked, then shrinks
them to their spot's size; cards changing piles go one after another in their piles'
order with a hold at the end; the queue says idle once for all of it; a new game drops
what is still queued; at speed 0 everything is put at once; and a face-down stand-in
becomes its card where it lay, with faces turned down where the cards land."""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QPointF, Signal

from cinch_qt.ui import animation as anim
from cinch_qt.ui.card_table_view import CardTableView
from cinch_qt.ui.step_felt import Spot, StepFelt
from cinch_qt.ui.storage.cardface import CardArt
from cinch_qt.ui.storage.frame_replay import ArtCards

SOURCE = QPointF(300, 300)


class Felt(StepFelt, CardTableView):
    """A felt whose pictures are plain dicts: card -> (x, y, size, pile, face up),
    with the step's pacing under the key "pace"."""

    idle = Signal()

    def __init__(self) -> None:
        super().__init__(ArtCards(CardArt()), (480, 320))
        self.speed_factor = 1.0
        self.said: list[str] = []
        self._start_steps()

    def _relayout(self) -> None:
        self._resized()

    def _moving(self) -> None:
        self.said.append("moving")

    def _dry(self) -> None:
        self.said.append("dry")

    def _place(self, picture: dict, animate: bool, resume: bool = False):  # noqa: ANN202
        spots = {card: Spot(QPointF(x, y), size, int(size * 1.4), 10 + i, up,
                            winner=card == picture.get("winner"), pile=pile, index=i)
                 for i, (card, (x, y, size, pile, up)) in enumerate(
                     sorted(picture["cards"].items()))}
        return self._lay_out(picture, spots, animate, resume, source=SOURCE,
                             **picture.get("pace", {}))


def _felt(qtbot) -> Felt:  # noqa: ANN001
    felt = Felt()
    qtbot.addWidget(felt)
    felt.resize(700, 500)
    felt.show()
    qtbot.waitExposed(felt)
    return felt


def _row(cards: range, y: int, size: int = 60, pile: str = "hand",
         up: bool = True) -> dict:
    return {c: (20 + 30 * k, y, size, pile, up) for k, c in enumerate(cards)}


def test_a_deal_goes_in_packets_then_the_next_picture_follows(qtbot) -> None:
    felt = _felt(qtbot)
    idle: list[bool] = []
    felt.idle.connect(lambda: idle.append(True))
    left: dict[int, int] = {}
    clock = QElapsedTimer()
    deal = {"cards": _row(range(6), 20),
            "pace": {"dealt": {c: c for c in range(6)}, "packet": 3}}
    clock.start()
    felt.queue_picture(deal)
    felt.queue_picture({"cards": _row(range(6), 200)})
    assert felt.busy() and felt.said == ["moving"]
    # Dealt cards wait face down at the source for their packet's beat.
    assert all(felt.scene_.cards[c].pos() == SOURCE for c in (3, 4, 5))
    assert not any(felt.scene_.cards[c].face_up for c in (3, 4, 5))

    def watch() -> bool:
        for card, item in felt.scene_.cards.items():
            if item.face_up and card not in left:
                left[card] = clock.elapsed()
        return len(left) == 6
    qtbot.waitUntil(watch, timeout=5000)
    # The first packet leaves together, the second one beat later (the animation
    # clock ticks at 16 ms: room for it).
    for packet in ((0, 1, 2), (3, 4, 5)):
        assert max(left[c] for c in packet) - min(left[c] for c in packet) < 40
    assert max(left[c] for c in (0, 1, 2)) < min(left[c] for c in (3, 4, 5))
    assert min(left[c] for c in (3, 4, 5)) >= anim.DEAL_STAGGER_MS - 40
    qtbot.waitUntil(lambda: not felt.busy(), timeout=5000)
    assert felt.said == ["moving", "moving", "dry"] and idle == [True]
    assert [felt.scene_.cards[c].pos().y() for c in range(6)] == [200] * 6


def test_a_sweep_holds_full_size_and_marked_then_shrinks_to_its_pile(qtbot) -> None:
    felt = _felt(qtbot)
    felt.queue_picture({"cards": _row(range(4), 150), "winner": 2})
    qtbot.waitUntil(lambda: not felt.busy(), timeout=5000)
    assert felt.scene_.cards[2].winner
    clock = QElapsedTimer()
    clock.start()
    felt.queue_picture({"cards": _row(range(4), 20, size=30, pile="won", up=False),
                        "pace": {"sweep": True}})
    assert felt.busy()
    qtbot.wait(anim.TRICK_HOLD_MS // 2)
    item = felt.scene_.cards[2]
    assert item.pos().y() == 150 and item.size()[0] == 60 and item.face_up and item.winner
    qtbot.waitUntil(lambda: not felt.busy(), timeout=5000)
    assert clock.elapsed() >= anim.TRICK_HOLD_MS
    assert item.pos().y() == 20 and item.size()[0] == 30 and item.scale() == 1.0
    assert not item.winner
    assert not item.face_up            # turned down once landed, not in flight


def test_cards_changing_piles_go_one_after_another_then_hold(qtbot) -> None:
    felt = _felt(qtbot)
    felt.queue_picture({"cards": _row(range(4), 150)})
    qtbot.waitUntil(lambda: not felt.busy(), timeout=5000)
    moved = {**_row(range(4), 150), 1: (400, 20, 60, "dead", False),
             3: (430, 20, 60, "dead", False)}
    step = felt._place({"cards": moved, "pace": {"one_by_one": True, "gap_ms": 200,
                                                "hold_after": 500}}, animate=True)
    # Two cards, the second one beat after the first, then the hold.
    assert step.totalDuration() == 200 + anim.MOVE_MS + 500
    felt.motion.start(step)
    qtbot.waitUntil(lambda: felt.scene_.cards[1].pos().x() > 20, timeout=3000)
    assert felt.scene_.cards[3].pos().x() == 110      # still waiting for its beat
    qtbot.waitUntil(lambda: not felt.motion.running(), timeout=5000)
    assert felt.scene_.cards[3].pos() == QPointF(430, 20)


def test_a_new_game_drops_the_queue_and_speed_zero_puts_at_once(qtbot) -> None:
    felt = _felt(qtbot)
    felt.queue_picture({"cards": _row(range(3), 20)})
    felt.queue_picture({"cards": _row(range(3), 200)})
    felt.queue_picture({"cards": _row(range(3), 300)})
    assert felt.motion.running()
    felt.speed_factor = 0.0
    felt.queue_picture({"cards": _row(range(10, 12), 100)}, restart=True)
    assert not felt.busy() and not felt.motion.running()
    assert set(felt.scene_.cards) == {10, 11}
    assert felt.scene_.cards[11].pos() == QPointF(50, 100)


def test_a_stand_in_becomes_its_card_where_it_lay_and_faces_turn_down_on_landing(
        qtbot) -> None:
    """A felt whose face-down cards are stand-ins (keys that are no face): the card a
    stand-in turns out to be sets off from where the stand-in lay; a key given a face
    shows that face; ``keep_faces`` turns a face-up card down only where it lands; the
    moves take the length asked for."""
    felt = _felt(qtbot)
    token, drawn = ("x", 1), ("drawn", 0)
    first = {token: Spot(QPointF(20, 150), 60, 84, 1, False),
             5: Spot(QPointF(90, 150), 60, 84, 2, True),
             drawn: Spot(QPointF(160, 150), 60, 84, 3, True, face=12)}
    assert felt._lay_out(first, first, False, False) is None
    assert felt.scene_.cards[token].face is None and not felt.scene_.cards[token].face_up
    assert felt.scene_.cards[drawn].face == 12 and felt.scene_.cards[drawn].face_up
    second = {7: Spot(QPointF(300, 20), 60, 84, 1, True),
              5: Spot(QPointF(400, 20), 60, 84, 2, False),
              drawn: Spot(QPointF(160, 150), 60, 84, 3, True, face=12)}
    step = felt._lay_out(second, second, True, False, source=SOURCE,
                         sources={7: QPointF(20, 150)}, ms=123, keep_faces=True)
    assert step.totalDuration() == 123
    assert token not in felt.scene_.cards
    card, kept = felt.scene_.cards[7], felt.scene_.cards[5]
    assert card.pos() == QPointF(20, 150) and card.face_up and card.face == 7
    felt.motion.start(step)
    qtbot.waitUntil(lambda: kept.pos().x() > 90, timeout=3000)
    assert kept.face_up                    # in flight: its face, as everyone saw it
    qtbot.waitUntil(lambda: not felt.motion.running(), timeout=3000)
    assert not kept.face_up and kept.pos() == QPointF(400, 20)
    assert card.pos() == QPointF(300, 20) and card.face_up
