"""CardPixmapCache: the one place the table gets card, back and felt pixmaps from.

Pixmaps are cached by (theme, card, width, device pixel ratio) in an LRU bounded by
bytes.  Switching deck or back is live and never blocks the GUI thread for long: the
theme is checked at once (so a broken one is refused immediately), then the cards the
table showed recently are rendered in worker threads while the old art stays on
screen; when they land the cache swaps to the new art and emits ``changed``.
"""

from __future__ import annotations

import itertools
import os
import threading
from collections import OrderedDict
from dataclasses import dataclass, field, replace
from pathlib import Path

from PySide6.QtCore import QObject, QSize, QThreadPool, QTimer, Signal
from PySide6.QtGui import QColor, QImage, QPixmap

from .card_store import CardStore
from .corners import localise_corners
from .deck_art import BACK, Art, ArtRenderer, load_art, prepare_art
from .discovery import DECK_BACK, DECK_BACK_ID, ThemeInfo, find_theme
from .emergency import EMERGENCY_ID, emergency_art
from .errors import ThemeError
from .paths import default_user_dir
from .predrawn import PredrawnCards
from .render_jobs import CardTask, ImageTask, Relay, card_runner, image_runner, save_runner

DEFAULT_DECK = "classic"
DEFAULT_BACK = "blue-lattice"
DEFAULT_FELT = "green"
FALLBACK_FELT_COLOUR = "#1F6B3F"

# 64 MiB holds every face and the back at 110 px for dpr 1 and 2 (about 18 MiB) three
# times over, so a resize or a theme switch does not evict what is on screen.
DEFAULT_MAX_BYTES = 64 * 1024 * 1024
# How many recent (card, width, dpr) requests a theme switch re-renders in the
# background before swapping: a full table at two sizes fits.
RECENT_LIMIT = 2 * 54
# The felt is a soft texture drawn at 1600x1000: more device pixels than that on its
# long side add nothing but rendering time (and PySide6 holds the GIL while QtSvg
# renders, so a long render in a worker stalls the GUI thread too).
MAX_FELT_PIXELS = 1600
STAND_IN_DIVISOR = 4
# A switch whose new art has not been parsed and drawn by then is given up: the old art
# stays, the theme is refused, the default comes back (svg_guard bounds the work, this
# catches whatever it does not foresee).
SWITCH_TIMEOUT_MS = 20_000
ALL_CARDS: tuple[int | None, ...] = (*range(52), BACK)


class _Shown:
    """An Art together with the GUI thread's own renderer for it."""

    def __init__(self, art: Art, renderer: ArtRenderer | None = None,
                 checked: bool = True) -> None:
        self.art = art
        self.renderer = renderer or ArtRenderer(art)
        # False for our own art at start: fully checked with its first drawing.
        self.checked = checked


@dataclass
class _Batch:
    """Render tasks submitted together; they land together."""

    generation: int
    remaining: int
    swap: bool                    # True: landing completes a theme switch
    images: list = field(default_factory=list)
    aspects: dict = field(default_factory=dict)
    errors: list = field(default_factory=list)
    renderers: dict = field(default_factory=dict)
    keys: frozenset = frozenset()  # (art key, card, width, dpr) of a prerender batch


class CardPixmapCache(QObject):
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
        # so a layout change does not queue the same cards again (issue 19 item 1).
        self._in_flight: set[tuple] = set()
        # The ids that have drawn at least once; only these are ever saved as the
        # player's choice, so a theme that hangs or crashes while drawing cannot come
        # back at the next start (issue 13).
        self._confirmed = {"deck": self._deck_id, "back": self._back_id,
                           "felt": self._felt_id}

    # --- loading ---------------------------------------------------------------------

    def _find_and_load(self, kind: str, theme_id: str) -> tuple[ThemeInfo, _Shown | None]:
        """Find and fully check a theme now (used at start-up, for the defaults)."""
        info = find_theme(kind, theme_id, self._user_dir)
        if info.layout == DECK_BACK:
            return info, None
        if info.group == "builtin":
            # Our own art ships with the program (tests check every built-in theme):
            # its SVG is parsed and checked when a card is first drawn from it, which
            # a start that finds its cards in the store never does (issue 19).
            art = localise_corners(prepare_art(info), self._corner_language)
            return info, _Shown(art, checked=False)
        art, renderer = load_art(info)
        localised = localise_corners(art, self._corner_language)
        if localised is not art:
            return info, _Shown(localised)
        return info, _Shown(art, renderer)

    def _find_and_prepare(self, kind: str, theme_id: str) -> _Shown | None:
        """Find a theme and run the fast checks; the full parse happens in a worker."""
        info = find_theme(kind, theme_id, self._user_dir)
        if info.layout == DECK_BACK:
            return None
        return _Shown(localise_corners(prepare_art(info), self._corner_language))

    def _load_default_deck(self) -> _Shown:
        try:
            shown = self._find_and_load("deck", DEFAULT_DECK)[1]
            assert shown is not None
            return shown
        except ThemeError as error:
            self._deck_id = EMERGENCY_ID
            self._report(f"{error}; using a plain emergency deck")
            return self._emergency

    def _load_default_back(self) -> tuple[_Shown, _Shown | None]:
        try:
            shown = self._find_and_load("back", DEFAULT_BACK)[1]
            assert shown is not None
            return shown, shown
        except ThemeError as error:
            self._back_id = DECK_BACK_ID
            self._report(f"{error}; using the deck's own back")
            return self._face, None

    def _load_default_felt(self) -> _Shown | None:
        try:
            return self._find_and_load("felt", DEFAULT_FELT)[1]
        except ThemeError as error:
            self._report(f"{error}; the table is painted plain green")
            return None

    def _report(self, message: str) -> None:
        self._last_error = message
        self.themeFailed.emit(message)

    def _resolve_back(self, face: _Shown, back_art: _Shown | None) -> _Shown:
        """What draws backs: the chosen back, or the deck's own back if it has one."""
        if back_art is not None:
            return back_art
        if face.art.has_back:
            return face
        try:
            default = self._find_and_prepare("back", DEFAULT_BACK)
        except ThemeError:
            default = None
        return default if default is not None else self._emergency

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
            self._report(f"{kind} refused: {error}")

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
        never parses a big SVG itself, issue 13 item 11), else a fresh one."""
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

    @staticmethod
    def _check(card: int | None, width: int, dpr: float) -> tuple[int | None, int, float]:
        if card is not None and (isinstance(card, bool) or not isinstance(card, int)
                                 or not 0 <= card < 52):
            raise ValueError(f"card must be an int 0..51 or None for the back, not {card!r}")
        if isinstance(width, bool) or not isinstance(width, int | float) or not 1 <= width <= 4096:
            raise ValueError(f"card width must be 1..4096 device-independent pixels, "
                             f"not {width!r}")
        if isinstance(dpr, bool) or not isinstance(dpr, int | float) or not 0.25 <= dpr <= 8:
            raise ValueError(f"device pixel ratio must be 0.25..8, not {dpr!r}")
        return card, int(round(width)), float(dpr)

    def card_pixmap(self, card: int | None, width: int, dpr: float) -> QPixmap:
        """Card (0..51, None = back) ``width`` px wide at ``dpr``; see the class notes."""
        card, width, dpr = self._check(card, width, dpr)
        request = (card, width, dpr)
        self._recent[request] = None
        self._recent.move_to_end(request)
        if len(self._recent) > RECENT_LIMIT:
            self._recent.popitem(last=False)
        shown = self._back_shown if card is BACK else self._face
        key = (shown.art.key, card, width, dpr)
        pixmap = self._pixmaps.get(key)
        if pixmap is not None:
            self._pixmaps.move_to_end(key)
            return pixmap
        pixmap = QPixmap.fromImage(self._card_image(shown, card, round(width * dpr)))
        pixmap.setDevicePixelRatio(dpr)
        self._store(key, pixmap)
        return pixmap

    def _card_image(self, shown: _Shown, card: int | None, width_px: int) -> QImage:
        """The card as the last run drew it if the store has it, or as shipped
        pre-drawn, else drawn now."""
        store = self._card_store
        image = store.load(shown.art.key, card, width_px) if store is not None else None
        if image is None:
            image = self._predrawn.load(shown.art, card, width_px)
        if image is None:
            if not shown.checked:
                shown.checked = True
                try:
                    shown.renderer.check()
                except ThemeError as error:   # a damaged install: fall back as at start
                    self._refuse(shown.art.info.kind, error, shown.art.info.id)
                    shown = self._back_shown if card is BACK else self._face
            image = shown.renderer.card_image(card, width_px)
            if store is not None:
                self._unsaved.append((shown.art.key, card, width_px, image))
                if not self._held:
                    self._save_drawn()
        return image

    def _save_drawn(self) -> None:
        if self._unsaved and self._card_store is not None:
            items, self._unsaved = self._unsaved, []
            self._pool.start(save_runner(self._card_store, items))

    def _store(self, key: tuple, pixmap: QPixmap) -> None:
        old = self._pixmaps.pop(key, None)
        if old is not None:
            self._bytes -= _size_of(old)
        self._pixmaps[key] = pixmap
        self._bytes += _size_of(pixmap)
        while self._bytes > self._max_bytes and len(self._pixmaps) > 1:
            _, evicted = self._pixmaps.popitem(last=False)
            self._bytes -= _size_of(evicted)
        self.peak_bytes = max(self.peak_bytes, self._bytes)

    def prerender(self, width: int, dpr: float) -> None:
        """Render all 52 faces and the back at this size in the background; emits changed."""
        _, width, dpr = self._check(None, width, dpr)
        size = (width, dpr)
        if size in self._prerender_sizes:
            self._prerender_sizes.remove(size)
        self._prerender_sizes.append(size)
        del self._prerender_sizes[:-2]
        if self._held:
            self._held_prerender = True
        elif self._pending is None:
            self._prerender_all(only=size)

    def _prerender_all(self, only: tuple[int, float] | None = None) -> None:
        if self._held:
            self._held_prerender = True
            return
        sizes = [only] if only else self._prerender_sizes
        requests = []
        for width, dpr in sizes:
            for card in ALL_CARDS:
                shown = self._back_shown if card is BACK else self._face
                key = (shown.art.key, card, width, dpr)
                if key not in self._pixmaps and key not in self._in_flight:
                    requests.append((shown.art, card, width, dpr))
        if requests:
            self._submit(requests, swap=False)

    def hold_background(self) -> None:
        """Queue prerendering and felt drawing instead of starting them, until
        ``release_background``.  At start-up the window's layout changes several times
        before the first frame, and worker threads drawing SVG hold the interpreter lock
        against the GUI thread: the first frame comes sooner when they wait for it
        (issue 19 item 1).  Cards the table asks for are still drawn at once."""
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

    def stats(self) -> dict[str, int]:
        """Current and peak bytes held in card pixmaps, the bound, and the count."""
        return {"bytes": self._bytes, "peak_bytes": self.peak_bytes,
                "max_bytes": self._max_bytes, "pixmaps": len(self._pixmaps)}

    def busy(self) -> bool:
        """True while background rendering for the current themes is outstanding."""
        return bool(self._batches) or self._felt_wanted is not None

    def shutdown(self) -> None:
        """Stop background work and wait for it (call before the application quits)."""
        self._cancel.set()
        self._pool.waitForDone()

    # --- felt ---------------------------------------------------------------------------

    def felt_color(self) -> QColor:
        colour = QColor(self._felt.art.base if self._felt and self._felt.art.base
                        else FALLBACK_FELT_COLOUR)
        return colour if colour.isValid() else QColor(FALLBACK_FELT_COLOUR)

    def felt_pixmap(self, size: QSize, dpr: float) -> QPixmap:
        """The felt drawn over size (device-independent px) at dpr.

        A new size is rendered in the background; until it lands the previous felt,
        scaled, or the felt's plain colour stands in, and ``changed`` follows.
        """
        _, _, dpr = self._check(None, 1, dpr)
        w, h = max(1, min(16384, size.width())), max(1, min(16384, size.height()))
        felt_key = self._felt.art.key if self._felt else "plain"
        key = (felt_key, w, h, dpr)
        if self._felt_key == key and self._felt_pixmap is not None:
            return self._felt_pixmap
        scale = min(1.0, MAX_FELT_PIXELS / max(w * dpr, h * dpr))
        wpx, hpx = max(1, round(w * dpr * scale)), max(1, round(h * dpr * scale))
        if self._felt is not None and self._felt_wanted != key:
            self._felt_wanted = key
            task = ImageTask(key, dpr * scale, self._felt.art, wpx, hpx)
            if self._held:
                self._held_felt = task     # the plain stand-in below until released
            else:
                self._pool.start(image_runner(task, self._relay))
        if self._felt_placeholder and self._felt_placeholder[0] == key:
            return self._felt_placeholder[1]
        # The stand-in is shown for a fraction of a second: a quarter of the resolution
        # (with a matching device pixel ratio, so it still covers size) keeps its
        # allocation and fill off the GUI thread's critical path.
        sw, sh = max(1, wpx // STAND_IN_DIVISOR), max(1, hpx // STAND_IN_DIVISOR)
        old = self._felt_pixmap
        if old is not None and old.deviceIndependentSize().toSize() == QSize(w, h):
            return old               # the previous felt at this size: no work at all
        if old is not None:
            stand_in = old.scaled(sw, sh)
        else:
            stand_in = QPixmap(sw, sh)
            stand_in.fill(self.felt_color())
        stand_in.setDevicePixelRatio(dpr * scale * sw / wpx)
        if self._felt is None:
            self._felt_key, self._felt_pixmap = key, stand_in
        self._felt_placeholder = (key, stand_in)
        return stand_in

    def _felt_landed(self, task: ImageTask) -> None:
        key = task.key
        if key[0] == "probe":
            if self._felt is None or key[1] != self._felt.art.key:
                return     # another felt was chosen meanwhile
            if task.error or task.image is None:
                self._felt_wanted = None
                self._refuse("felt", task.error or f"{self._felt_id}: could not be drawn",
                             self._felt_id)
            else:
                self._confirm(felt=self._felt_id)
            return
        if key != self._felt_wanted:
            return
        self._felt_wanted = None
        if task.error or task.image is None:
            self._refuse("felt", task.error or f"{self._felt_id}: could not be drawn",
                         self._felt_id)
            return
        pixmap = QPixmap.fromImage(task.image)
        pixmap.setDevicePixelRatio(task.dpr)
        self._felt_key, self._felt_pixmap = key, pixmap
        self._felt_placeholder = None
        self.changed.emit()
        self._confirm(felt=self._felt_id)


def _size_of(pixmap: QPixmap) -> int:
    return pixmap.width() * pixmap.height() * max(1, pixmap.depth() // 8)
