"""The shell's card motion with no game: a step's cards land at their places at their
resting depth, a deal's cards leave one beat after another and turn up as they leave,
cards turn down only once landed, holds lengthen the step, every length follows the
speed factor, and at factor 0 everything is put at once with no step to wait for.  The
felt's step queue runs its steps one after another, each waiting for what it started,
and says once that the felt is idle."""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QPointF
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QGraphicsScene

from cinch_qt.ui.card_item import CardItem
from cinch_qt.ui.card_motion import CardMotion, Move, StepQueue


def _table(n: int) -> tuple[QGraphicsScene, dict, CardMotion]:
    scene = QGraphicsScene()
    cards: dict[int, CardItem] = {}
    for k in range(n):
        item = CardItem(k, k, lambda _face, w, _dpr: QPixmap(w, int(w * 1.4)))
        item.setData(0, k + 1)
        item.setZValue(k + 1)
        scene.addItem(item)
        cards[k] = item
    return scene, cards, CardMotion(cards)


def test_a_step_lands_every_card_at_its_place_and_rest(qtbot) -> None:
    _scene, cards, motion = _table(3)
    landed: list[bool] = []
    motion.landed.connect(lambda: landed.append(True))
    cards[2].set_face_up(True)
    moves = [Move(0, QPointF(100, 0), 300, z=500),
             Move(1, QPointF(0, 80), 40, z=600, scale=0.5),
             Move(2, QPointF(30, 30), 40, turn_down=True)]
    assert motion.run(moves, 1.0)
    assert motion.running() and cards[0].zValue() == 500 and cards[1].zValue() == 600
    qtbot.waitUntil(lambda: 0 < cards[0].pos().x() < 100, timeout=2000)
    assert cards[2].face_up          # still up on its way
    qtbot.waitUntil(lambda: landed == [True], timeout=2000)
    assert not motion.running()
    assert cards[0].pos() == QPointF(100, 0) and cards[1].pos() == QPointF(0, 80)
    assert cards[1].scale() == 0.5
    assert not cards[2].face_up      # down once landed
    assert [cards[k].zValue() for k in range(3)] == [1, 2, 3]


def test_a_deal_leaves_one_beat_after_another_turning_up_as_it_leaves(qtbot) -> None:
    _scene, cards, motion = _table(3)
    left: dict[int, int] = {}
    clock = QElapsedTimer()
    moves = [Move(k, QPointF(50 * (k + 1), 0), 30, z=100 - k, stagger_ms=150,
                  rank=k, turn_up=True) for k in range(3)]
    clock.start()
    assert motion.run(moves, 1.0)
    assert not any(cards[k].face_up for k in (1, 2))   # still waiting for their beat

    def watch() -> bool:
        for k, item in cards.items():
            if item.face_up and k not in left:
                left[k] = clock.elapsed()
        return len(left) == 3
    qtbot.waitUntil(watch, timeout=3000)
    assert left[0] < left[1] < left[2]
    # One beat each, in order (with room for the animation clock's 16 ms ticks).
    assert left[1] >= 120 and left[2] >= 260
    qtbot.waitUntil(lambda: not motion.running(), timeout=2000)
    assert [cards[k].pos().x() for k in range(3)] == [50, 100, 150]


def test_holds_and_beats_follow_the_speed_factor(qtbot) -> None:
    _scene, cards, motion = _table(2)
    moves = [Move(0, QPointF(10, 0), 200),
             Move(1, QPointF(20, 0), 200, stagger_ms=90, rank=3)]
    step = motion.build(moves, 1.0, hold_before=900)
    assert step.totalDuration() == 900 + 3 * 90 + 200
    step = motion.build(moves, 0.5, hold_after=550)
    assert step.totalDuration() == 3 * 45 + 100 + 275
    assert motion.build([], 1.0, hold_before=900) is None      # nothing moves: no step


def test_at_factor_zero_everything_is_put_at_once(qtbot) -> None:
    _scene, cards, motion = _table(2)
    landed: list[bool] = []
    motion.landed.connect(lambda: landed.append(True))
    cards[1].set_face_up(True)
    moves = [Move(0, QPointF(70, 5), 280, z=900, stagger_ms=90, rank=2,
                  turn_up=True),
             Move(1, QPointF(9, 9), 280, turn_down=True, scale=0.7)]
    assert not motion.run(moves, 0.0)
    assert not motion.running() and landed == []
    assert cards[0].pos() == QPointF(70, 5) and cards[0].face_up
    assert cards[1].pos() == QPointF(9, 9) and not cards[1].face_up
    assert cards[1].scale() == 0.7 and cards[0].zValue() == 1


def test_stop_leaves_cards_on_their_way_finish_puts_them_at_their_ends(qtbot) -> None:
    _scene, cards, motion = _table(2)
    landed: list[bool] = []
    motion.landed.connect(lambda: landed.append(True))
    cards[1].set_face_up(True)
    assert motion.run([Move(0, QPointF(400, 0), 2000)], 1.0)
    qtbot.waitUntil(lambda: cards[0].pos().x() > 0, timeout=2000)
    motion.stop()
    at = cards[0].pos().x()
    assert 0 < at < 400 and not motion.running()
    qtbot.wait(50)
    assert cards[0].pos().x() == at and landed == []
    assert motion.run([Move(0, QPointF(0, 0), 2000, z=50),
                       Move(1, QPointF(0, 300), 2000, turn_down=True)], 1.0)
    motion.finish()
    assert cards[0].pos() == QPointF(0, 0) and cards[1].pos() == QPointF(0, 300)
    assert not cards[1].face_up and cards[0].zValue() == 1
    qtbot.wait(50)
    assert landed == [] and not motion.running()


def test_steps_run_in_order_each_waiting_for_what_it_started(qtbot) -> None:
    queue = StepQueue()
    said: list[str] = []
    queue.dry.connect(lambda: said.append("dry"))
    queue.idle.connect(lambda: said.append("idle"))

    def waits() -> None:
        said.append("moves")
        queue.wait("anim")
    queue.append(lambda: said.append("first"))
    queue.append(waits)
    queue.append(lambda: queue.appendleft(lambda: said.append("added")))
    queue.append(lambda: said.append("last"))
    assert queue.busy() and said == []
    queue.run()
    assert said == ["first", "moves"] and queue.waiting == "anim" and queue.busy()
    queue.run()                      # still waited for: nothing more
    assert said == ["first", "moves"]
    queue.done()
    queue.run()
    assert said == ["first", "moves", "added", "last", "dry", "idle"]
    assert not queue.busy()
    queue.run()                      # dry again: idle is said once for those steps
    assert said[-3:] == ["dry", "idle", "dry"] and said.count("idle") == 1


def test_idle_waits_for_the_hold_and_a_pause_follows_the_speed(qtbot) -> None:
    running = [True]
    queue = StepQueue(hold=lambda: running[0])
    idle: list[bool] = []
    paused: list[int] = []
    queue.idle.connect(lambda: idle.append(True))
    clock = QElapsedTimer()
    queue.paused.connect(lambda: (paused.append(clock.elapsed()), queue.done(),
                                  queue.kick()))
    queue.append(lambda: queue.pause(400, 0.5))
    clock.start()
    queue.kick()                     # at the next turn of the event loop, not now
    assert queue.waiting is None and queue.pending()
    qtbot.waitUntil(lambda: queue.waiting == "pause", timeout=2000)
    assert queue._pause.interval() == 200   # 400 ms at factor 0.5
    qtbot.waitUntil(lambda: bool(paused), timeout=2000)
    # A coarse timer may fire up to 5 % early and the clock counts whole ms: a margin.
    assert paused[0] >= 150
    qtbot.wait(30)
    assert idle == [] and queue.busy()   # held: something else still runs
    running[0] = False
    queue.run()
    assert idle == [True] and not queue.busy()
    queue.owe_idle()                 # shown anew with no step: idle said again
    queue.run()
    assert idle == [True, True]
