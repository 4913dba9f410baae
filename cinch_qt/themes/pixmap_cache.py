"""CardPixmapCache: the one place the table gets card, back and felt pixmaps from.

Pixmaps are cached by (theme, card, width, device pixel ratio) in an LRU bounded by
bytes.  Switching deck or back is live and never blocks the GUI thread for long: the
theme is checked at once (so a broken one is refused immediately), then the cards the
table showed recently are rendered in worker threads while the old art stays on
screen; when they land the cache swaps to the new art and emits ``changed``.

This module holds the choosing and switching of themes; loading (theme_loading.py),
the card pixmaps (card_drawing.py) and the felt (felt_drawing.py) are parts of the
same class kept in their own files.
"""

from __future__ import annotations

import itertools
import os
import threading
from collections import OrderedDict
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QObject, QThreadPool, QTimer, Signal
from PySide6.QtGui import QImage, QPixmap

from .card_drawing import ALL_CARDS, RECENT_LIMIT, CardDrawing  # noqa: F401 - part of the API
from .card_store import CardStore
from .deck_art import BACK, Art
from .discovery import DECK_BACK_ID
from .emergency import EMERGENCY_ID, emergency_art
from .errors import ThemeError
from .felt_drawing import (  # noqa: F401 - part of this module's API
    FALLBACK_FELT_COLOUR,
    MAX_FELT_PIXELS,
    STAND_IN_DIVISOR,
    FeltDrawing,
)
from .paths import default_user_dir
from .predrawn import PredrawnCards
from .render_jobs import CardTask, ImageTask, Relay, card_runner, image_runner
from .theme_loading import DEFAULT_BACK, DEFAULT_DECK, DEFAULT_FELT, ThemeLoading, _Shown
from .theme_words import refusal_text

# 64 MiB holds every face and the back at 110 px for dpr 1 and 2 (about 18 MiB) three
# times over, so a resize or a theme switch does not evict what is on screen.
DEFAULT_MAX_BYTES = 64 * 1024 * 1024
# A switch whose new art has not been parsed and drawn by then is given up: the old art
# stays, the theme is refused, the default comes back (svg_guard bounds the work, this
# catches whatever it does not foresee).
SWITCH_TIMEOUT_MS = 20_000


class _Batch:
    """Render tasks submitted together; they land together.  A plain class, not a
    dataclass: making a dataclass compiles its methods at import, some 3 M instructions
    on the way to the first frame."""

    __slots__ = ("generation", "remaining", "swap", "images", "aspects", "errors",
                 "renderers", "keys")

    def __init__(self, generation: int, remaining: int, swap: bool,
                 keys: frozenset = frozenset()) -> None:
        self.generation = generation
        self.remaining = remaining
        self.swap = swap              # True: landing completes a theme switch
        self.images: list = []
        self.aspects: dict = {}
        self.errors: list = []
        self.renderers: dict = {}
        self.keys = keys              # (art key, card, width, dpr) of a prerender batch


class CardPixmapCache(ThemeLoading, CardDrawing, FeltDrawing, QObject):
    changed = Signal()
    themeFailed = Signal(str)
    # The themes in use have all drawn: ``confirmed_ids`` changed (what is saved).
    themeConfirmed = Signal()

    def __init__(self, parent: QObject | None = None, user_dir: Path | None = None, *,
                 max_bytes: int = DEFAULT_MAX_BYTES, store_dir: Path | None = None) -> None:
        super().__init__(parent)
        self._user_dir = user_dir
        # Drawn cards kept on disk for the next start (card_store.py); None: none kept.
        self._card_store = CardStore(store_dir) if store_dir is not None else None
        # The default deck and back drawn before shipping (predrawn.py): the first
        # start's first frame without QtSvg, as a later start's from the store.
        self._predrawn = PredrawnCards()
        # Cards drawn on this thread, written to the store by a worker later.
        self._unsaved: list[tuple[str, int | None, int, QImage]] = []
        self._max_bytes = max(1, int(max_bytes))
        self._pixmaps: OrderedDict[tuple, QPixmap] = OrderedDict()
        self._bytes = 0
        self.peak_bytes = 0
        self._recent: OrderedDict[tuple[int | None, int, float], None] = OrderedDict()
        self._prerender_sizes: list[tuple[int, float]] = []
        # Created before the relay so that, as children are deleted in order, the pool
        # waits for its workers before the relay they report to goes away.
        self._pool = QThreadPool(self)
        # Leave one core to the GUI thread so it keeps its frame rate while we render.
        self._pool.setMaxThreadCount(max(1, min(4, (os.cpu_count() or 2) - 1)))
        self._relay = Relay(self)
        self._relay.cardsDone.connect(self._cards_landed)
        self._relay.imageDone.connect(self._felt_landed)
        self._cancel = threading.Event()
        self._generation = 0          # bumps on every deck or back switch
        self._batch_ids = itertools.count(1)
        self._batches: dict[int, _Batch] = {}
        self._pending: tuple[int, _Shown, _Shown] | None = None

        self._deck_id, self._back_id, self._felt_id = DEFAULT_DECK, DEFAULT_BACK, DEFAULT_FELT
        self._corner_language = "en"  # court letters of the built-in decks (corners.py)
        self._emergency = _Shown(emergency_art())
        self._checked: dict[str, float] = {}   # art key -> aspect, for arts fully checked
        self._face = self._load_default_deck()
        self._back_shown, self._back_art = self._load_default_back()
        self._felt = self._load_default_felt()
        self._felt_pixmap: QPixmap | None = None
        self._felt_key: tuple | None = None
        self._felt_placeholder: tuple[tuple, QPixmap] | None = None
        self._felt_wanted: tuple | None = None
        # Background work asked for while held (see hold_background): the felt task to
        # start, and whether prerendering was asked for.
        self._held = False
        self._held_felt: ImageTask | None = None
        self._held_prerender = False
        # (art key, card, width, dpr) of prerender renders submitted and not landed yet,
        # so a layout change does not queue the same cards again.
        self._in_flight: set[tuple] = set()
        # The ids that have drawn at least once; only these are ever saved as the
        # player's choice, so a theme that hangs or crashes while drawing cannot come
        # back at the next start.
        self._confirmed = {"deck": self._deck_id, "back": self._back_id,
                           "felt": self._felt_id}

    # --- choosing themes -------------------------------------------------------------------

    @property
    def deck_id(self) -> str:
        return self._deck_id

    @property
    def back_id(self) -> str:
        return self._back_id

    @property
    def felt_id(self) -> str:
        return self._felt_id

    @property
    def confirmed_ids(self) -> dict[str, str]:
        """{"deck", "back", "felt"} -> the id of each kind that has drawn (see above)."""
        return dict(self._confirmed)

    def _confirm(self, **ids: str) -> None:
        if any(self._confirmed.get(kind) != value for kind, value in ids.items()):
            self._confirmed.update(ids)
            self.themeConfirmed.emit()

    @property
    def user_dir(self) -> Path:
        """The user's theme folder this cache reads (and the dialog imports into)."""
        return self._user_dir if self._user_dir is not None else default_user_dir()

    @property
    def last_error(self) -> str:
        """The message of the last themeFailed, for a dialog opened later."""
        return getattr(self, "_last_error", "")

    def set_deck(self, theme_id: str) -> bool:
        """Use deck theme_id; False (with themeFailed) if it is refused at once.

        Missing files or cards, size limits and a bad theme.toml are found here.  The
        SVG is then parsed and the visible cards drawn in a worker while the old art
        stays on screen; ``changed`` follows when the new deck is shown.  A document
        that only the full parse finds broken is refused then, with themeFailed.
        A refused deck leaves the default deck in use.
        """
        if theme_id == self._deck_id:
            return True
        try:
            face = self._find_and_prepare("deck", str(theme_id))
            assert face is not None
        except ThemeError as error:
            self._refuse("deck", error, str(theme_id))
            return False
        self._deck_id = theme_id
        self._switch(face, self._resolve_back(face, self._chosen_back()))
        return True

    @property
    def corner_language(self) -> str:
        return self._corner_language

    def set_corner_language(self, language: str) -> None:
        """Draw the built-in decks' court corners in ``language`` (R D V in French,
        H V B in Dutch); the cards on screen are redrawn like a deck switch."""
        if language == self._corner_language:
            return
        self._corner_language = language
        if self._deck_id in ("", EMERGENCY_ID):
            return
        try:
            face = self._find_and_prepare("deck", self._deck_id)
        except ThemeError as error:
            self._refuse("deck", error, self._deck_id)
            return
        if face is None or face.art.key == self._target_face().art.key:
            return
        self._switch(face, self._resolve_back(face, self._chosen_back()))

    def set_back(self, back_id: str) -> bool:
        """Use back back_id ("deck" = the deck's own back); False if refused at once."""
        if back_id == self._back_id:
            return True
        try:
            back_art = self._find_and_prepare("back", str(back_id))
        except ThemeError as error:
            self._refuse("back", error, str(back_id))
            return False
        face = self._target_face()
        self._back_id = back_id
        self._back_art = back_art
        self._switch(face, self._resolve_back(face, back_art))
        return True

    def set_felt(self, felt_id: str) -> bool:
        """Use felt felt_id; False if refused.  Drawn in a worker; ``changed`` follows."""
        if felt_id == self._felt_id:
            return True
        try:
            felt = self._find_and_prepare("felt", str(felt_id))
        except ThemeError as error:
            self._refuse("felt", error, str(felt_id))
            return False
        # The old felt stays on screen (as the stand-in) until the new one is drawn.
        self._felt_id, self._felt = felt_id, felt
        self._felt_wanted = None
        self._felt_placeholder = None
        self.changed.emit()
        if felt is not None:
            # Drawn small at once, so the felt is confirmed (and saved) even before
            # the table asks for it at full size.
            probe = ImageTask(("probe", felt.art.key), 1.0, felt.art, 64, 40)
            self._pool.start(image_runner(probe, self._relay))
        return True

    def _chosen_back(self) -> _Shown | None:
        return None if self._back_id == DECK_BACK_ID else self._back_art

    def _target_face(self) -> _Shown:
        return self._pending[1] if self._pending else self._face

    def _refuse(self, kind: str, error: ThemeError | str, refused: str) -> None:
        """Report a refused theme and make sure the default of that kind is in use.

        If the default itself was refused (a damaged install), fall back further: the
        plain emergency deck, the deck's own back, a plain felt colour.
        """
        try:
            self._fall_back(kind, refused)
        finally:
            # Reported after falling back, so a listener sees the ids now in use.
            self._report(refusal_text(kind, error))

    def _fall_back(self, kind: str, refused: str) -> None:
        if kind == "deck":
            if refused != DEFAULT_DECK:
                if self._deck_id != DEFAULT_DECK or self._pending is not None:
                    self._deck_id = ""
                    self.set_deck(DEFAULT_DECK)
                return
            self._deck_id = EMERGENCY_ID
            self._switch(self._emergency, self._resolve_back(self._emergency,
                                                             self._chosen_back()))
        elif kind == "back":
            if refused != DEFAULT_BACK:
                if self._back_id != DEFAULT_BACK or self._pending is not None:
                    self._back_id = ""
                    self.set_back(DEFAULT_BACK)
                return
            self._back_id, self._back_art = DECK_BACK_ID, None
            face = self._target_face()
            self._switch(face, self._resolve_back(face, None))
        else:
            if refused != DEFAULT_FELT:
                if self._felt_id != DEFAULT_FELT:
                    self._felt_id = ""
                    self.set_felt(DEFAULT_FELT)
                return
            self._felt = None
            self._felt_pixmap = self._felt_key = self._felt_wanted = None
            self.changed.emit()

    def aspect(self) -> float:
        """Card width / height of the deck being shown."""
        return self._face.renderer.aspect()

    # --- switching ----------------------------------------------------------------------

    def _switch(self, face: _Shown, back: _Shown) -> None:
        self._generation += 1
        self._cancel.set()            # earlier background work is now stale
        self._cancel = threading.Event()
        self._batches.clear()
        self._in_flight.clear()
        face, back = self._with_known_aspect(face), self._with_known_aspect(back)
        requests = []
        for card, width, dpr in self._recent:
            shown = back if card is BACK else face
            if (shown.art.key, card, width, dpr) not in self._pixmaps:
                requests.append((shown.art, card, width, dpr))
        unchecked = [s.art for s in {id(face): face, id(back): back}.values()
                     if s.art.key not in self._checked]
        if not requests and not unchecked:
            self._pending = None
            self._face, self._back_shown = face, back
            self.changed.emit()
            self._confirm(deck=self._deck_id, back=self._back_id)
            self._prerender_all()
            return
        self._pending = (self._generation, face, back)
        self._submit(requests, swap=True, check=unchecked)
        generation = self._generation
        QTimer.singleShot(SWITCH_TIMEOUT_MS, self, lambda: self._switch_timed_out(generation))

    def _switch_timed_out(self, generation: int) -> None:
        pending = self._pending
        if pending is None or pending[0] != generation:
            return      # landed, failed or replaced in time
        self._cancel.set()
        self._batches.clear()
        self._in_flight.clear()
        self._pending = None
        seconds = SWITCH_TIMEOUT_MS // 1000
        face, back = pending[1], pending[2]
        if face.art.key not in self._checked and face.art.key != self._face.art.key:
            self._refuse("deck", f"{face.art.info.name}: not drawn within {seconds} s",
                         face.art.info.id)
        else:
            self._refuse("back", f"{back.art.info.name}: not drawn within {seconds} s",
                         back.art.info.id)

    def _with_known_aspect(self, shown: _Shown) -> _Shown:
        if shown.art.aspect is None and shown.art.key in self._checked:
            return _Shown(replace(shown.art, aspect=self._checked[shown.art.key]))
        return shown

    def _submit(self, requests: list, swap: bool, check: list[Art] | None = None) -> None:
        # Each task parses the SVG once, so only split work that is worth a parse.
        chunks = max(1, min(self._pool.maxThreadCount(), len(requests) // 8))
        batch_id = next(self._batch_ids)
        keys = frozenset() if swap else frozenset(
            (art.key, card, width, dpr) for art, card, width, dpr in requests)
        self._in_flight |= keys
        self._batches[batch_id] = _Batch(self._generation, chunks, swap, keys=keys)
        for i in range(chunks):
            task = CardTask(batch_id, requests[i::chunks], self._cancel,
                            check=list(check or []) if i == 0 else [],
                            store=self._card_store)
            self._pool.start(card_runner(task, self._relay))

    def _cards_landed(self, task: CardTask) -> None:
        batch = self._batches.get(task.token)
        if batch is None:
            return    # stale: a newer switch has happened
        batch.images.extend(task.images)
        batch.aspects.update(task.aspects)
        batch.errors.extend(task.errors)
        batch.renderers.update(task.renderers)
        batch.remaining -= 1
        if batch.remaining > 0:
            return
        del self._batches[task.token]
        self._in_flight -= batch.keys
        if batch.generation != self._generation:
            return
        if batch.errors:
            self._batch_failed(batch)
            return
        self._checked.update(batch.aspects)
        for art, card, width, dpr, image in batch.images:
            pixmap = QPixmap.fromImage(image)
            pixmap.setDevicePixelRatio(dpr)
            self._store((art.key, card, width, dpr), pixmap)
        if batch.swap and self._pending is not None:
            _, face, back = self._pending
            self._pending = None
            self._face, self._back_shown = self._adopt(face, batch), self._adopt(back, batch)
            if self._back_shown.art.key == self._face.art.key:
                self._back_shown = self._face
            self.changed.emit()
            self._confirm(deck=self._deck_id, back=self._back_id)
            self._prerender_all()
        else:
            self.changed.emit()

    def _adopt(self, shown: _Shown, batch: _Batch) -> _Shown:
        """The worker's parsed renderer for this art if it has one (so the GUI thread
        never parses a big SVG itself and freezes), else a fresh one."""
        shown = self._with_known_aspect(shown)
        renderer = batch.renderers.get(shown.art.key)
        return _Shown(shown.art, renderer) if renderer is not None else shown

    def _batch_failed(self, batch: _Batch) -> None:
        failed_key, message = batch.errors[0]
        pending = self._pending
        self._pending = None
        if pending is not None and failed_key == pending[1].art.key:
            self._checked.pop(failed_key, None)
            self._refuse("deck", message, pending[1].art.info.id)
        elif pending is not None and failed_key == pending[2].art.key:
            self._refuse("back", message, pending[2].art.info.id)
        else:
            self._report(message)

    # --- cards -------------------------------------------------------------------------

    def hold_background(self) -> None:
        """Queue prerendering and felt drawing instead of starting them, until
        ``release_background``.  At start-up the window's layout changes several times
        before the first frame, and worker threads drawing SVG hold the interpreter lock
        against the GUI thread: the first frame comes sooner when they wait for it.
        Cards the table asks for are still drawn at once."""
        self._held = True

    def release_background(self) -> None:
        """Start what was queued while held: the felt at its last asked size and the
        prerender of the last two card sizes."""
        if not self._held:
            return
        self._held = False
        self._save_drawn()
        felt, self._held_felt = self._held_felt, None
        if felt is not None and felt.key == self._felt_wanted:
            self._pool.start(image_runner(felt, self._relay))
        asked, self._held_prerender = self._held_prerender, False
        if asked and self._pending is None:
            self._prerender_all()

    def background_held(self) -> bool:
        return self._held

    def busy(self) -> bool:
        """True while background rendering for the current themes is outstanding."""
        return bool(self._batches) or self._felt_wanted is not None

    def shutdown(self) -> None:
        """Stop background work and wait for it (call before the application quits)."""
        self._cancel.set()
        self._pool.waitForDone()

