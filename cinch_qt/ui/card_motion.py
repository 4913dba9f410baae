"""The card motion every felt uses: one step of card moves at a time, given as plain
data (``Move``: which card, where to, how), every length scaled by the one speed factor.

A step is a set of moves that run together: each card slides to its place,
optionally after its turn in a deal's order (``rank`` times ``stagger_ms``), drawn over
the others on its way (``z``), growing or shrinking to a new scale, turned face up as it
leaves (``turn_up``) or face down once the step has landed (``turn_down``: no card goes
by face up to a hidden place it was not seen at).  A step may hold still before its moves
(a finished trick left in view) or after them (a seat's exchange left in view).

When a step has landed, its face-downs are turned and every card of the scene lies at
its resting depth again (``item.data(0)``, which the felt sets for each card); then
``landed`` is emitted.  ``stop`` leaves the cards where they are (the felt moves them on
from there), ``finish`` puts the step's cards at their ends at once.  At speed factor 0
nothing animates: the cards are put at their ends at once and no step runs, so a felt
goes on at once, with the same signals in the same order.

A felt's steps queue (``StepQueue``): each runs when the one before has ended (its
moves landed, its pause over, the person's gesture made), and the felt hears when the
queue has run dry (``idle``), which is when its session may go on.  Nothing here names
a game.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Hashable, Iterable, Sequence

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
    QTimer,
    Signal,
)

from .animation import scaled
from .card_item import CardItem

EASE = QEasingCurve.Type.OutCubic


class Move:
    """One card's move in a step (the card by its key in the felt's scene). Lengths
    are ms at speed "normal".  A plain class, not a dataclass: making a dataclass
    compiles its methods when the module loads, on the way to the first painted table
    (benchmarks/bench_startup_instructions.py)."""

    __slots__ = ("key", "to", "ms", "z", "scale", "stagger_ms", "rank", "turn_up",
                 "turn_down", "easing")

    def __init__(self, key: Hashable, to: QPointF, ms: int, z: float | None = None,
                 scale: float | None = None, stagger_ms: int = 0, rank: int = 0,
                 turn_up: bool = False, turn_down: bool = False,
                 easing: QEasingCurve.Type = EASE) -> None:
        self.key = key
        self.to = to
        self.ms = ms
        self.z = z                    # its depth on the way (None: the one it has)
        self.scale = scale            # the item's scale when it lands (None: unchanged)
        self.stagger_ms = stagger_ms  # a deal's beat: the card leaves after ``rank`` beats
        self.rank = rank
        self.turn_up = turn_up        # turned face up as it leaves
        self.turn_down = turn_down    # turned face down once the step has landed
        self.easing = easing


def rest(items: Iterable[CardItem]) -> None:
    """Every item at its resting depth (the z its felt keeps in ``data(0)``)."""
    for item in items:
        item.setZValue(item.data(0) or 0)


class Step(QSequentialAnimationGroup):
    """A step's animation: its holds and its moves, which run together."""

    def __init__(self, moves: list[tuple[CardItem, Move]], parent: QObject) -> None:
        super().__init__(parent)
        self.moves = moves


class CardMotion(QObject):
    """Runs a felt's card moves one step at a time; ``landed`` when a step is done.
    ``cards`` gives the felt's card items by key (its scene's ``cards`` dict)."""

    landed = Signal()

    def __init__(self, cards: dict, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._cards = cards
        self._group: Step | None = None

    def running(self) -> bool:
        return self._group is not None

    def build(self, moves: Sequence[Move], factor: float, hold_before: int = 0,
              hold_after: int = 0) -> Step | None:
        """The step of ``moves`` at speed ``factor`` (holds in ms at "normal"), ready to
        ``start``; None when nothing moves (or at factor 0, the cards put at their ends
        at once)."""
        # A card its felt has taken off the table meanwhile has nowhere to go.
        items = [(self._cards[m.key], m) for m in moves if m.key in self._cards]
        if not items:
            return None
        if factor <= 0:
            for item, move in items:
                _end(item, move)
            rest(self._cards.values())
            return None
        together = QParallelAnimationGroup()
        for item, move in items:
            if move.z is not None:
                item.setZValue(move.z)
            ms = max(1, scaled(move.ms, factor))
            slide = _animation(item, b"pos", item.pos(), move.to, ms, move.easing)
            if move.scale is not None:
                both = QParallelAnimationGroup()
                both.addAnimation(slide)
                both.addAnimation(_animation(item, b"scale", item.scale(), move.scale, ms,
                                             move.easing))
                one: QAbstractAnimation = both
            else:
                one = slide
            if move.turn_up:
                slide.stateChanged.connect(
                    lambda new, _old, it=item: new == QAbstractAnimation.State.Running
                    and it.set_face_up(True))
            delay = scaled(move.stagger_ms, factor) * move.rank
            if delay:
                seq = QSequentialAnimationGroup()
                seq.addPause(delay)
                seq.addAnimation(one)
                one = seq
            together.addAnimation(one)
        step = Step(items, self)
        if hold_before:
            step.addPause(scaled(hold_before, factor))
        step.addAnimation(together)
        if hold_after:
            step.addPause(scaled(hold_after, factor))
        return step

    def start(self, step: Step) -> None:
        """Run ``step`` (from ``build``); a step still running is stopped first."""
        self.stop()
        self._group = step
        step.finished.connect(self._landed)
        step.start()

    def run(self, moves: Sequence[Move], factor: float, hold_before: int = 0,
            hold_after: int = 0) -> bool:
        """``build`` and ``start``; False when nothing runs."""
        step = self.build(moves, factor, hold_before, hold_after)
        if step is None:
            return False
        self.start(step)
        return True

    def stop(self) -> None:
        """Stop the running step where its cards are, without ``landed``; its turns
        and depths are left to the felt, which moves the cards on from there."""
        self._take()

    def finish(self) -> None:
        """End the running step at once, its cards at their ends, without ``landed``."""
        for item, move in self._take():
            _end(item, move)
        rest(self._cards.values())

    def _take(self) -> list[tuple[CardItem, Move]]:
        """The running step, stopped and let go: its items and their moves."""
        step, self._group = self._group, None
        if step is None:
            return []
        step.finished.disconnect(self._landed)
        step.stop()
        step.deleteLater()
        return step.moves

    def _landed(self) -> None:
        for item, move in self._take():
            if move.turn_down:
                item.set_face_up(False)
        rest(self._cards.values())
        self.landed.emit()


def _animation(item: CardItem, prop: bytes, start: object, end: object, ms: int,
               easing: QEasingCurve.Type) -> QPropertyAnimation:
    anim = QPropertyAnimation(item, prop)
    anim.setDuration(ms)
    anim.setStartValue(start)
    anim.setEndValue(end)
    anim.setEasingCurve(easing)
    return anim


def _end(item: CardItem, move: Move) -> None:
    """``move`` done at once."""
    item.setPos(move.to)
    if move.scale is not None:
        item.setScale(move.scale)
    if move.turn_up:
        item.set_face_up(True)
    if move.turn_down:
        item.set_face_up(False)


class StepQueue(QObject):
    """A felt's steps (callables), run one after another: a step that starts something
    to wait for (its cards' moves, a pause, the person's gesture) says so with
    ``wait(what)``, and ``done`` ends the wait; ``run`` goes on at once, ``kick`` at the
    next turn of the event loop.  When no step is left and none waits, ``dry`` is
    emitted, then ``idle`` once for all the steps added since the last ``idle`` (or since
    ``owe_idle``); ``hold`` (if given) says that something else of the felt still runs,
    whose end runs the queue again."""

    dry = Signal()
    idle = Signal()
    paused = Signal()   # a ``pause`` is over

    def __init__(self, parent: QObject | None = None,
                 hold: Callable[[], bool] | None = None) -> None:
        super().__init__(parent)
        self._steps: deque[Callable[[], object]] = deque()
        self.waiting: str | None = None
        self._idle_owed = False
        self._hold = hold
        self._kick = QTimer(self)
        self._kick.setSingleShot(True)
        self._kick.setInterval(0)
        self._kick.timeout.connect(self.run)
        self._pause = QTimer(self)
        self._pause.setSingleShot(True)
        self._pause.timeout.connect(self.paused.emit)

    def append(self, step: Callable[[], object]) -> None:
        self._steps.append(step)
        self._idle_owed = True

    def appendleft(self, step: Callable[[], object]) -> None:
        """``step`` next (a step adding what follows from it)."""
        self._steps.appendleft(step)
        self._idle_owed = True

    def clear(self) -> None:
        """No step left, none waited for."""
        self._steps.clear()
        self.waiting = None

    def owe_idle(self) -> None:
        """Say ``idle`` the next time the queue runs dry, even with no step added."""
        self._idle_owed = True

    def pending(self) -> bool:
        return bool(self._steps)

    def running(self) -> bool:
        return bool(self._steps) or self.waiting is not None

    def busy(self) -> bool:
        """Running, or dry without having said ``idle`` yet."""
        return self.running() or self._idle_owed

    def wait(self, what: str) -> None:
        self.waiting = what

    def done(self) -> None:
        self.waiting = None

    def pause(self, ms: int, factor: float, what: str = "pause") -> None:
        """Wait ``ms`` (at speed "normal") scaled by ``factor``; ``paused`` then."""
        self.waiting = what
        self._pause.start(scaled(ms, factor))

    def cut_short(self) -> None:
        """The pause waited for ends now, without ``paused``."""
        self._pause.stop()

    def kick(self) -> None:
        self._kick.start()

    def run(self) -> None:
        while self._steps and self.waiting is None:
            self._steps.popleft()()
        if self.waiting is not None or self._steps:
            return
        if self._hold is not None and self._hold():
            return
        send, self._idle_owed = self._idle_owed, False
        self.dry.emit()
        if send:
            self.idle.emit()
