"""A felt that shows its game's pictures one step at a time (mixed into a game's
CardTableView): each picture the session sends queues (``StepQueue``), and showing it
moves every card to the spot the game gives for it (``Spot``), as one step of the
shared card motion (card_motion.py).  The game says how the step is paced: a deal in
packets (each packet a beat after the one before, the cards leaving a source face down
and turning up as they leave when their spot is face up), a sweep (the finished cards
left in view a moment, full size and the winner's marked, then shrinking to their
pile's size on their way), or cards changing piles one after another with a hold at
the end.  A resize in mid-step carries the step on from where the cards are.

What the game provides (methods of the felt it is mixed into): ``_place(picture,
animate, resume)``, which works out the spots and calls ``_lay_out``; ``_update_hud``
for the words around the cards; ``_moving`` and ``_dry`` for what a step's start and
the queue's end mean to its session.  Nothing here names a game.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF

from . import animation as anim
from .card_motion import CardMotion, Move, Step, StepQueue


class Spot:
    """Where a card rests in a picture: its top-left ``to``, its size, its depth ``z``
    (``lift`` on its way there), face up or down, wearing the winner's mark, and the
    pile it is in (``pile``, anything comparable: a card changing piles is what moves
    one after another, in the order of its ``index`` in the pile).  ``face``: what its
    face shows when the card's key is not its face (None: the key is the face; a key
    that is no int and has no face is a card nobody at this felt may see)."""

    __slots__ = ("to", "w", "h", "z", "face_up", "winner", "lift", "pile", "index", "face")

    def __init__(self, to: QPointF, w: int, h: int, z: float, face_up: bool,
                 winner: bool = False, lift: float | None = None, pile: object = None,
                 index: int = 0, face: int | None = None) -> None:
        self.to, self.w, self.h, self.z = to, w, h, z
        self.face_up, self.winner, self.pile, self.index = face_up, winner, pile, index
        self.lift = z if lift is None else lift
        self.face = face


class StepFelt:
    """The queued steps of a felt (it provides ``scene_``, ``speed_factor``,
    ``_dpr``, ``_snap`` and ``isVisible``)."""

    def _start_steps(self) -> None:
        """The queue and the card motion; called once from the felt's ``__init__``
        (a felt that shows each picture at once, unqueued, calls ``_start_motion``)."""
        self.steps = StepQueue(self)
        self.steps.dry.connect(self._dry)
        self.steps.idle.connect(self.idle.emit)
        self._start_motion()

    def _start_motion(self) -> None:
        self.motion = CardMotion(self.scene_.cards, self)
        self.motion.landed.connect(self._step_done)
        self._shown = None
        self._piles: dict = {}       # card -> the pile of its spot in the picture shown
        # Cards of a trick being swept: the size they take when they land.
        self._after_sweep: dict = {}

    def _update_hud(self) -> None:
        """The words around the cards follow the picture shown (the game's plates)."""

    def _moving(self) -> None:
        """A step's cards have started moving."""

    def _dry(self) -> None:
        """Every step shown."""

    def queue_picture(self, picture: object, restart: bool = False) -> None:
        """Show ``picture`` after those queued before it; ``restart`` (a new or loaded
        game) drops whatever is still queued."""
        if restart:
            running = self.motion.running()
            self.steps.clear()
            if running:
                self._finish_step()
        self.steps.append(lambda: self._show(picture))
        if self.steps.waiting is None:
            self.steps.run()

    def busy(self) -> bool:
        return self.steps.running()

    def _show(self, picture: object) -> None:
        """One step of the queue: the cards to where ``picture`` puts them."""
        step = self._place(picture, animate=self.speed_factor > 0 and self.isVisible())
        self._update_hud()
        if step is not None:
            self.steps.wait("anim")
            self._moving()
            self.motion.start(step)

    def _resized(self) -> None:
        """The felt has a new size: the picture shown laid out again, a step in mid-way
        carried on from where its cards are."""
        if self.motion.running() and self._shown is not None:
            self.motion.stop()
            step = self._place(self._shown, animate=True, resume=True)
            self._update_hud()
            if step is not None:
                self.motion.start(step)
                return
            self.steps.done()
            self.steps.run()
            return
        if self._shown is not None:
            self._place(self._shown, animate=False)
        self._update_hud()
        if self.steps.waiting is None and self.steps.pending():
            self.steps.run()

    def _step_done(self) -> None:
        self._settle()
        self.steps.done()
        self.steps.run()

    def _finish_step(self) -> None:
        self.motion.finish()
        self._settle()

    def _settle(self) -> None:
        """A step done: swept cards at their pile's size, every card at its place."""
        self._settle_sweep()
        for card in self._piles:
            item = self.scene_.cards.get(card)
            if item is not None:
                item.setPos(item.home)
                item.setZValue(item.data(0) or 0)

    def _settle_sweep(self) -> None:
        """Swept cards take their pile's size (drawn 1:1 again) and lose the winner's
        mark once they have landed."""
        for item, (w, h, dpr) in self._after_sweep.items():
            item.setScale(1.0)
            item.set_size(w, h, dpr)
            item.set_marks(winner=False)
        self._after_sweep = {}

    def _lay_out(self, picture: object, spots: dict, animate: bool, resume: bool, *,
                 source: QPointF | None = None, dealt: dict | None = None, packet: int = 1,
                 sweep: bool = False, one_by_one: bool = False, gap_ms: int = 0,
                 hold_after: int = 0, sources: dict | None = None, ms: int | None = None,
                 stagger_ms: int = anim.DEAL_STAGGER_MS,
                 keep_faces: bool = False) -> Step | None:
        """Move every card to its spot in ``picture`` (card -> ``Spot``); returns the
        step of the card motion to run (None when nothing moves or animation is off).
        A card the felt has not shown yet comes from its place in ``sources`` (card ->
        a point: a face-down stand-in turned into the card it was), else from
        ``source`` (None: it appears at its spot); ``dealt`` (card -> its
        place in the order dealt) deals those cards from ``source`` in packets of
        ``packet``, ``stagger_ms`` apart; ``sweep`` holds the cards still before they
        go; ``one_by_one`` sends the cards that change piles one after another,
        ``gap_ms`` apart, and holds the table still ``hold_after`` at the end.  ``ms``:
        each move's length (None: the felt's usual).  ``keep_faces``: every card keeps
        its face on the way and turns down where it lands, for a game whose felt shows
        face up only cards the person has seen, so none goes by face up that was not."""
        self._settle_sweep()
        previous = self._piles
        self._shown = picture
        self._piles = {card: spot.pile for card, spot in spots.items()}
        one_by_one = one_by_one and animate and not resume
        dealt = {} if resume or dealt is None else dealt
        staggered: list[tuple[int, int, QPointF, int, float]] = []
        dpr = self._dpr()
        sc = self.scene_
        moves: list[Move] = []
        if ms is None:
            ms = anim.SWEEP_MS if sweep else anim.MOVE_MS
        sources = sources or {}
        for card, spot in spots.items():
            fresh = card not in sc.cards
            face = spot.face if spot.face is not None else \
                card if isinstance(card, int) else None
            item = sc.card(card, face)
            target = spot.to
            if fresh:
                start = sources.get(card, source)
                item.setPos(target if start is None else self._snap(start))
            sweeping = (sweep and animate and not resume
                        and (item.pos() - target).manhattanLength() > 0.5)
            if sweeping:
                # A finished trick stays full size, its winner marked, through the
                # pause; the cards shrink to the pile's size on their way to it.
                self._after_sweep[item] = (spot.w, spot.h, dpr)
            else:
                item.set_size(spot.w, spot.h, dpr)
                item.set_marks(winner=spot.winner)
            item.home = target
            item.setData(0, spot.z)
            is_dealt = card in dealt and source is not None
            if is_dealt and animate:
                item.setPos(source)
                item.set_face_up(False)
            moving = animate and (item.pos() - target).manhattanLength() > 0.5
            # A dealt card turns up as it leaves the source, not while it still waits
            # there for its packet's turn.
            turn_up = is_dealt and moving and spot.face_up
            # Only swept cards keep their faces in flight (everyone saw them); any
            # other card turns down as it leaves, so no card goes by face up on its way
            # to a hidden place.
            turn_down = moving and (sweep or keep_faces) and not spot.face_up
            if not (turn_up or turn_down):
                item.set_face_up(spot.face_up)
            if not moving:
                item.setPos(target)
                item.setZValue(spot.z)
                continue
            sc.stop_snap(card)
            if is_dealt:
                rank = dealt[card]
                moves.append(Move(card, target, ms, z=2000 - rank,
                                  stagger_ms=stagger_ms, rank=rank // packet,
                                  turn_up=turn_up))
            elif one_by_one and card in previous and previous[card] != spot.pile:
                staggered.append((spot.index, card, target, ms, spot.lift))
            elif item in self._after_sweep and item.size()[0] != spot.w:
                moves.append(Move(card, target, ms, z=spot.lift,
                                  scale=spot.w / item.size()[0], turn_down=turn_down))
            else:
                moves.append(Move(card, target, ms, z=spot.lift, turn_down=turn_down))
        for key in [k for k in sc.cards if k not in spots]:
            sc.remove_card(key)
        for k, (_order, card, target, ms_, lift) in enumerate(
                sorted(staggered, key=lambda t: t[:2])):
            moves.append(Move(card, target, ms_, z=lift, stagger_ms=gap_ms, rank=k))
        factor = self.speed_factor if animate else 0.0
        if one_by_one:
            return self.motion.build(moves, factor, hold_after=hold_after)
        if sweep and not resume:
            return self.motion.build(moves, factor, hold_before=anim.TRICK_HOLD_MS)
        return self.motion.build(moves, factor)
