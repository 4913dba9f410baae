"""The Cribbage board on the felt: the board, two pegs per side, and the queue of score
animations.

Usage::

    item = CribbageBoardItem(get_board("crib-wars"), ["S", "N"], speed_factor)
    scene.addItem(item)
    ticket = item.queue_move("S", board.move(item.front("S"), 2), labels.fifteen(2))
    item.queue_settlement(settle_penalty(board, holes, sides, "S"))   # W30-W36
    item.finished.connect(...)          # once per queued entry, with its ticket

Moves play in the order queued, each hole by hole along ``Move.path`` (W4), then the
landing's effect: a red jump slides along its arrow (W10), a trap or green zone lights
the path the *next* move will take (W11, W12, W5), a penalty square is named (W30) and the
settlement shows the fold, the retreat (W31, W37), the awards (W36), the release (W35) or
the sitting out (W32, W33). Like a real board, the back peg leapfrogs the front one and
ends on the new hole; the old front peg stays behind as the back peg (W45).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, QTimer, QVariantAnimation, Signal
from PySide6.QtGui import QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from ..engine.boards import (
    Board,
    Finish,
    HoleKind,
    Move,
    PenaltyReached,
    Skip,
    Slide,
    SquareKind,
    Stand,
)
from . import labels, palette
from . import timing as t
from .board_face import UNIT, BoardFace, arrow_ends, jump_curve, path_band, point, square_box
from .board_geometry import BoardGeometry
from .board_names import LaneNames
from .pieces import GlowItem, LabelItem, PegItem

if TYPE_CHECKING:   # penalty.py is imported when a penalty landing is shown
    from ..engine.boards.penalty import Settlement

LABEL_LIFT = 0.95    # a score label floats this many hole spacings above its peg


class _Step:
    """One timed piece of an animation: ``update(f)`` is called with f from 0 to 1.
    (A plain class: a dataclass compiles its methods at import, on the start's path.)"""
    __slots__ = ("ms", "start", "update", "end")

    def __init__(self, ms: int, start: Callable[[], None] | None = None,
                 update: Callable[[float], None] | None = None,
                 end: Callable[[], None] | None = None) -> None:
        self.ms = ms
        self.start = start
        self.update = update
        self.end = end


def _polyline(points: list[QPointF]) -> Callable[[float], QPointF]:
    """f in [0, 1] -> the point that far along, one equal share per segment (a hole each)."""
    n = len(points) - 1

    def at(f: float) -> QPointF:
        if n <= 0:
            return points[-1]
        x = min(max(f, 0.0), 1.0) * n
        i = min(int(x), n - 1)
        a, b = points[i], points[i + 1]
        return a + (b - a) * (x - i)
    return at


class CribbageBoardItem(QGraphicsObject):
    """The board, the pegs of 2 or 3 sides (one lane each, W2) and their animations."""

    finished = Signal(int)      # a queued entry has played: its ticket
    holding = Signal(int)       # a move's peg has stopped and its labels are in view
    said = Signal(str)          # every label's text as it appears (for screen readers)
    idle = Signal()             # the queue is empty

    def __init__(self, board: Board, sides: Sequence[str], speed_factor: float = 1.0,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        if len(sides) not in (2, 3) or len(set(sides)) != len(sides):
            raise ValueError(f"W2: two or three different sides, not {list(sides)!r}")
        self.board = board
        self.sides = tuple(sides)
        self.speed_factor = speed_factor
        self.geo = BoardGeometry(board, len(self.sides))
        colours = [palette.side_colour(k) for k in range(len(self.sides))]
        self.face = BoardFace(self.geo, colours, self)
        self.names = LaneNames(self.face, self)       # whose lane is whose (W2)
        self._front: dict[str, str] = {s: board.start for s in self.sides}
        self._back: dict[str, str] = {s: board.start for s in self.sides}
        self._pegs: dict[str, list[PegItem]] = {}
        for k, side in enumerate(self.sides):
            front, back = PegItem(colours[k], self), PegItem(colours[k], self)
            back.set_front(False)
            self._pegs[side] = [front, back]
        self._glows: dict[str, GlowItem] = {}
        for sq in board.squares.values():
            if sq.kind is SquareKind.RED:
                shape = jump_curve(*arrow_ends(self.geo, sq))
                self._glows[sq.id] = GlowItem(shape, palette.RED, 0.5 * UNIT, self)
            elif sq.path:
                colour = palette.BLUE if sq.kind is SquareKind.TRAP else palette.GREEN
                width = (self.geo.path_pitch * (self.geo.lanes - 1) + 1.0) * UNIT
                self._glows[sq.id] = GlowItem(path_band(self.geo, sq), colour, width, self)
            else:
                shape = QPainterPath()
                shape.addRoundedRect(square_box(self.geo, sq), 0.3 * UNIT, 0.3 * UNIT)
                self._glows[sq.id] = GlowItem(shape, palette.PENALTY_RING, 0.4 * UNIT, self)
        self._lit: set[str] = set()          # glows on for the move playing now
        self._badges: dict[str, LabelItem] = {}
        self._sitting: dict[str, int] = {}
        self._queue: list[tuple[int, list[_Step]]] = []
        self._ticket = 0
        self._playing: int | None = None
        self._steps: list[_Step] = []
        self._anim = QVariantAnimation(self)
        self._anim.setStartValue(0.0)
        self._anim.setEndValue(1.0)
        self._anim.setEasingCurve(QEasingCurve.Type.Linear)
        self._anim.valueChanged.connect(self._on_value)
        self._anim.finished.connect(self._end_step)
        self._current: _Step | None = None
        # The next entry starts from the event loop (a timer owned by this item, so it
        # dies with it), never inside the caller's queue_move or finished handler.
        self._kick = QTimer(self)
        self._kick.setSingleShot(True)
        self._kick.setInterval(0)
        self._kick.timeout.connect(self._next_entry)
        self._labels: list[LabelItem] = []
        for side in self.sides:
            self._settle_pegs(side)
        # Every hole and square says what it does when pointed at.
        self._spots = [(s.hole, s.x * UNIT, s.y * UNIT) for s in self.geo.spots()]
        self.setAcceptHoverEvents(True)

    # -- QGraphicsItem

    def boundingRect(self) -> QRectF:
        return self.face.boundingRect().united(self.names.boundingRect())

    def set_lane_names(self, names: Sequence[str]) -> None:
        """Each side's name at its lane's start, in the lane's colour (the sides' order:
        the top lane first)."""
        self.prepareGeometryChange()
        self.names.set_names(list(names))
        self.face.set_start_number(not names)

    def paint(self, painter: QPainter, option, widget=None) -> None:  # noqa: ANN001
        pass            # the children draw

    # -- state

    def front(self, side: str) -> str:
        """The hole of the side's front peg, as far as the animation has played."""
        return self._front[side]

    def back(self, side: str) -> str:
        """The hole of the side's back peg: where it stood before its last move (W45)."""
        return self._back[side]

    def holes(self) -> dict[str, str]:
        return dict(self._front)

    @property
    def busy(self) -> bool:
        return self._playing is not None or bool(self._queue)

    def lane(self, side: str) -> int:
        return self.sides.index(side)

    def hole_point(self, hole: str, lane: int) -> QPointF:
        """Where a hole's centre is drawn, in this item's coordinates."""
        return point(self.geo, hole, lane)

    def peg_point(self, side: str, which: str = "front") -> QPointF:
        """Where the side's front or back peg is drawn now (item coordinates)."""
        return self._pegs[side][0 if which == "front" else 1].pos()

    def label_texts(self) -> list[str]:
        """The labels in view (score labels, square effects, sit-out plates)."""
        return [lab.text for lab in self._labels + list(self._badges.values())
                if lab.isVisible()]

    def hole_at(self, pos: QPointF) -> str | None:
        """The hole drawn nearest ``pos`` (item coordinates), if within half a spacing."""
        best, limit = None, (0.55 * UNIT) ** 2
        for hole, x, y in self._spots:
            d = (x - pos.x()) ** 2 + (y - pos.y()) ** 2
            if d < limit:
                best, limit = hole, d
        return best

    def tooltip_at(self, pos: QPointF) -> str:
        """What the hole (or square) at ``pos`` does, in words; "" off the track."""
        from .board_tips import describe
        hole = self.hole_at(pos)
        return describe(self.board, hole, len(self.sides)) if hole is not None else ""

    def hoverEnterEvent(self, event) -> None:  # noqa: ANN001, N802  (Qt override)
        # The pointer can arrive straight on a hole: no move event comes before it.
        self.setToolTip(labels.wrapped_tip(self.tooltip_at(event.pos())))
        super().hoverEnterEvent(event)

    def hoverMoveEvent(self, event) -> None:  # noqa: ANN001, N802  (Qt override)
        self.setToolTip(labels.wrapped_tip(self.tooltip_at(event.pos())))
        super().hoverMoveEvent(event)

    def glowing(self) -> set[str]:
        """The squares lit now (paths of standing pegs, the square in play)."""
        return {sid for sid, g in self._glows.items() if g.isVisible()}

    def place(self, side: str, front: str, back: str | None = None) -> None:
        """Put a side's pegs at once (a game resumed, a new game), no animation. Refused
        while an entry plays: the pegs would jump under the animation."""
        if self._playing is not None:
            raise RuntimeError("place() while a move is playing; wait for finished")
        self.board.hole(front)
        self._front[side] = front
        self._back[side] = self.board.hole(back).id if back is not None else front
        self._settle_pegs(side)
        self._refresh_glows()

    def set_sitting_out(self, side: str, hands: int | None) -> None:
        """W32, W33: show (or, with None, clear) "sits out: n hands" beside the side's
        peg; the table counts the hands down."""
        if hands is None or hands <= 0:
            badge = self._badges.pop(side, None)
            self._sitting.pop(side, None)
            if badge is not None:
                badge.setVisible(False)
                if badge.scene() is not None:
                    badge.scene().removeItem(badge)
            return
        self._sitting[side] = hands
        badge = self._badges.get(side)
        if badge is None:
            badge = LabelItem(labels.sits_out(hands), palette.side_colour(self.lane(side)),
                              self)
            self._badges[side] = badge
        if badge.text != labels.sits_out(hands):
            badge.set_text(labels.sits_out(hands))
        self._place_label(badge, self._pegs[side][0].pos(), below=True)

    def cancel(self) -> None:
        """Drop every queued and playing entry and leave the pegs on the holes the
        animation has reached (the table is about to ``place`` them: resume, undo)."""
        self._queue.clear()
        self._kick.stop()
        self._anim.stop()
        self._steps = []
        self._current = None
        self._playing = None
        for lab in self._labels:
            lab.setVisible(False)
            if lab.scene() is not None:
                lab.scene().removeItem(lab)
        self._labels.clear()
        self._lit.clear()
        for side in self.sides:
            self._settle_pegs(side)
        self._refresh_glows()

    # -- the queue

    def queue_move(self, side: str, move: Move, label: str = "") -> int:
        """Queue one scoring move (W4) of ``side``; ``label`` says what scored."""
        if side not in self._front:
            raise ValueError(f"unknown side {side!r}; the sides are {self.sides}")
        return self._enqueue(lambda: self._move_steps(side, move, label))

    def queue_settlement(self, settlement: Settlement) -> int:
        """Queue the effects of a penalty landing (W30-W36), in the record's order."""
        return self._enqueue(lambda: self._settlement_steps(settlement))

    def _enqueue(self, build: Callable[[], list[_Step]]) -> int:
        self._ticket += 1
        ticket = self._ticket
        # Steps are built when the entry starts, from the holes as they are then.
        self._queue.append((ticket, [_Step(0, start=lambda: self._steps.extend(build()))]))
        if self._playing is None:
            self._kick.start()
        return ticket

    def _next_entry(self) -> None:
        if self._playing is not None:
            return
        if not self._queue:
            self.idle.emit()
            return
        self._playing, self._steps = self._queue.pop(0)
        self._next_step()

    def _next_step(self) -> None:
        while self._steps:
            step = self._steps.pop(0)
            if step.start:
                step.start()
            ms = t.scaled(step.ms, self.speed_factor)
            if ms <= 0:
                if step.update:
                    step.update(1.0)
                if step.end:
                    step.end()
                continue
            self._current = step
            self._anim.setDuration(ms)
            self._anim.start()
            return
        ticket, self._playing = self._playing, None
        for lab in self._labels:
            lab.setVisible(False)
            if lab.scene() is not None:
                lab.scene().removeItem(lab)
        self._labels.clear()
        self.finished.emit(ticket)
        self._kick.start()

    def _on_value(self, value: object) -> None:
        if self._current is not None and self._current.update:
            self._current.update(float(value))  # type: ignore[arg-type]

    def _end_step(self) -> None:
        step, self._current = self._current, None
        if step is not None and step.end:
            step.end()
        self._next_step()

    # -- building the steps of a move

    def _move_steps(self, side: str, move: Move, label: str, *, step_ms: int = t.STEP_MS,
                    path: tuple[str, ...] | None = None) -> list[_Step]:
        lane = self.lane(side)
        front, back = self._pegs[side]
        start = move.start      # the engine's word; equal to front(side) when in step
        walk = move.path if path is None else path
        here = self.board.hole(start)
        steps: list[_Step] = []
        score = self._label(label, palette.side_colour(lane)) if label else None

        def follow(pos: QPointF) -> None:
            back.setPos(pos)
            if score is not None:
                self._place_label(score, pos)
        # W45: the back peg is lifted over the front one and walks on from there.
        lift = _polyline([back.pos(), front.pos()])
        steps.append(_Step(t.LIFT_MS if back.pos() != front.pos() else 0,
                           start=lambda: (back.set_front(True), back.setZValue(12),
                                          front.set_front(False)),
                           update=lambda f: follow(lift(f))))
        # W5: a peg standing on a trap or zone goes down its path: light it as it walks.
        if here.kind in (HoleKind.TRAP, HoleKind.GREEN_ZONE) and path is None:
            steps.append(_Step(0, start=lambda: self._light(here.square)))
        along = _polyline([self.hole_point(start, lane)] +
                          [self.hole_point(h, lane) for h in walk])
        steps.append(_Step(step_ms * len(walk), update=lambda f: follow(along(f))))
        for event in move.events:
            steps.extend(self._event_steps(side, event, follow))
        steps.append(_Step(t.LABEL_HOLD_MS, start=lambda: self.holding.emit(self._playing or 0)))
        steps.append(_Step(t.FADE_MS, update=self._fade))

        def done() -> None:
            self._front[side], self._back[side] = move.end, start
            self._lit.clear()
            self._settle_pegs(side)
            self._refresh_glows()
        steps.append(_Step(0, end=done))
        return steps

    def _event_steps(self, side: str, event: object,
                     follow: Callable[[QPointF], None]) -> list[_Step]:
        lane = self.lane(side)
        if isinstance(event, Slide):        # W10: along the arrow, in the side's lane
            curve = jump_curve(self.hole_point(event.from_hole, lane),
                               self.hole_point(event.to_hole, lane))
            return [_Step(0, start=lambda: (self._light(event.square),
                                            self._square_label(labels.jump(), event.from_hole,
                                                               palette.RED))),
                    _Step(t.SLIDE_MS, update=lambda f: follow(curve.pointAtPercent(
                        QEasingCurve(QEasingCurve.Type.InOutQuad).valueForProgress(f))))]
        if isinstance(event, Skip):         # W36: an award hops past the square
            hop = _polyline([self.hole_point(event.from_hole, lane),
                             self.hole_point(event.to_hole, lane)])
            return [_Step(t.SKIP_MS, update=lambda f: follow(hop(f)))]
        if isinstance(event, Stand):        # W11, W12: the next move takes the path
            trap = event.kind is SquareKind.TRAP
            text = labels.trap() if trap else labels.shortcut()
            colour = palette.BLUE if trap else palette.GREEN
            return [_Step(t.SQUARE_HOLD_MS,
                          start=lambda: (self._light(event.square),
                                         self._square_label(text, event.hole, colour)))]
        if isinstance(event, PenaltyReached):   # W30: settled by queue_settlement
            return [_Step(t.SQUARE_HOLD_MS,
                          start=lambda: (self._light(event.square),
                                         self._square_label(labels.penalty(), event.hole,
                                                            palette.PENALTY_RING)))]
        if isinstance(event, Finish):       # W6, C61
            return [_Step(t.SQUARE_HOLD_MS,
                          start=lambda: self._square_label(labels.game_hole(), event.hole,
                                                           palette.side_colour(lane)))]
        return []

    def _settlement_steps(self, settlement: Settlement) -> list[_Step]:
        from ..engine.boards.penalty import Award, Fold, Release, Retreat, SitOut
        steps: list[_Step] = []
        for effect in settlement.effects:
            if isinstance(effect, Fold):
                side = effect.side
                steps.append(_Step(t.SQUARE_HOLD_MS, start=lambda s=side, e=effect: (
                    self._light(e.square),
                    self._side_label(s, labels.folds()))))
            elif isinstance(effect, SitOut):
                # One plate, under the peg, kept while the side sits out: said once, not
                # shown twice above and below the square.
                steps.append(_Step(t.SQUARE_HOLD_MS, start=lambda e=effect: (
                    self.said.emit(labels.sits_out(e.hands)),
                    self.set_sitting_out(e.side, e.hands))))
            elif isinstance(effect, Release):
                steps.append(_Step(0, start=lambda e=effect: self.set_sitting_out(e.side,
                                                                                  None)))
                steps.extend(self._lazy(lambda e=effect: self._move_steps(
                    e.side, _plain_move(e.from_hole, e.to_hole, (e.to_hole,)),
                    labels.leaves_box())))
            elif isinstance(effect, Retreat):   # W31, W37: straight back, no effect
                sq = self.board.penalty_square(effect.from_hole)
                trail = self.board.retreat_path(sq.id)
                steps.extend(self._lazy(lambda e=effect, tr=trail: self._move_steps(
                    e.side, _plain_move(e.from_hole, e.to_hole, tr),
                    labels.back(len(tr)), step_ms=t.RETREAT_STEP_MS)))
            elif isinstance(effect, Award):     # W36
                steps.extend(self._lazy(lambda e=effect: self._move_steps(
                    e.side, e.move, labels.award(e.move.points))))
        return steps

    def _lazy(self, build: Callable[[], list[_Step]]) -> list[_Step]:
        """Steps built only when reached, from the pegs as earlier steps left them."""
        def expand() -> None:
            self._steps[0:0] = build()
        return [_Step(0, start=expand)]

    # -- helpers for pegs, labels and glows

    def _settle_pegs(self, side: str) -> None:
        lane = self.lane(side)
        front, back = self._pegs[side]
        if not front.front:
            front, back = back, front
            self._pegs[side] = [front, back]
        front.set_front(True)
        back.set_front(False)
        front.setPos(self.hole_point(self._front[side], lane))
        back_at = self.hole_point(self._back[side], lane)
        if self._back[side] == self._front[side]:
            back_at += QPointF(-0.42 * UNIT, 0)    # both in one hole: show both
        back.setPos(back_at)
        badge = self._badges.get(side)
        if badge is not None:
            self._place_label(badge, front.pos(), below=True)

    def _light(self, square: str | None) -> None:
        if square is not None and square in self._glows:
            self._lit.add(square)
            self._glows[square].setVisible(True)

    def _refresh_glows(self) -> None:
        """Paths of the pegs standing on a trap or zone stay lit (W5: where the next move
        goes); everything else lit for a move goes out."""
        on = set(self._lit)
        for hole in self._front.values():
            h = self.board.hole(hole)
            if h.kind in (HoleKind.TRAP, HoleKind.GREEN_ZONE):
                on.add(h.square)  # type: ignore[arg-type]
        for sid, glow in self._glows.items():
            glow.setVisible(sid in on)

    def _label(self, text: str, accent=None) -> LabelItem:  # noqa: ANN001
        lab = LabelItem(text, accent, self)
        self._labels.append(lab)
        self.said.emit(text)
        return lab

    def _square_label(self, text: str, hole: str, accent) -> None:  # noqa: ANN001
        lab = self._label(text, accent)
        x, y = self.geo.lane_middle(hole)
        self._place_label(lab, QPointF(x * UNIT, y * UNIT), below=True)

    def _side_label(self, side: str, text: str) -> None:
        lab = self._label(text, palette.side_colour(self.lane(side)))
        self._place_label(lab, self._pegs[side][0].pos())

    def _place_label(self, lab: LabelItem, at: QPointF, below: bool = False) -> None:
        """Above (or below) a point, kept inside the board."""
        box = lab.boundingRect()
        dy = (LABEL_LIFT * UNIT + box.height() / 2) * (1 if below else -1)
        pad = 0.35 * UNIT
        area = self.face.boundingRect().adjusted(pad, pad, -pad, -pad)
        x = min(max(at.x(), area.left() - box.left()), area.right() - box.right())
        y = min(max(at.y() + dy, area.top() - box.top()), area.bottom() - box.bottom())
        lab.setPos(x, y)

    def _fade(self, f: float) -> None:
        for lab in self._labels:
            lab.setOpacity(1.0 - f)


def _plain_move(start: str, end: str, trail: tuple[str, ...]) -> Move:
    """A walk that is not a scoring move (retreat, release): no square acts (W35, W37)."""
    return Move(start=start, points=len(trail), path=trail, landed=end, end=end,
                square=None, events=())
