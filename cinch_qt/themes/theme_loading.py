"""Finding and loading the themes a ``CardPixmapCache`` shows: the defaults at start
(checked now, or for our own art when first drawn), a chosen theme's fast checks, and
what draws the backs.  A part of ``CardPixmapCache`` (pixmap_cache.py), kept here so
that loading reads in one place."""

from __future__ import annotations

from .corners import localise_corners
from .deck_art import Art, ArtRenderer, load_art, prepare_art
from .discovery import DECK_BACK, DECK_BACK_ID, ThemeInfo, find_theme
from .emergency import EMERGENCY_ID
from .errors import ThemeError
from .theme_words import fallback_text

DEFAULT_DECK = "classic"
DEFAULT_BACK = "blue-lattice"
DEFAULT_FELT = "green"


class _Shown:
    """An Art together with the GUI thread's own renderer for it."""

    def __init__(self, art: Art, renderer: ArtRenderer | None = None,
                 checked: bool = True) -> None:
        self.art = art
        self.renderer = renderer or ArtRenderer(art)
        # False for our own art at start: fully checked with its first drawing.
        self.checked = checked


class ThemeLoading:
    """The loading steps of ``CardPixmapCache``."""

    def _find_and_load(self, kind: str, theme_id: str) -> tuple[ThemeInfo, _Shown | None]:
        """Find and fully check a theme now (used at start-up, for the defaults)."""
        info = find_theme(kind, theme_id, self._user_dir)
        if info.layout == DECK_BACK:
            return info, None
        if info.group == "builtin":
            # Our own art ships with the program (tests check every built-in theme):
            # its SVG is parsed and checked when a card is first drawn from it, which
            # a start that finds its cards in the store never does.
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
            self._report(fallback_text("deck", error))
            return self._emergency

    def _load_default_back(self) -> tuple[_Shown, _Shown | None]:
        try:
            shown = self._find_and_load("back", DEFAULT_BACK)[1]
            assert shown is not None
            return shown, shown
        except ThemeError as error:
            self._back_id = DECK_BACK_ID
            self._report(fallback_text("back", error))
            return self._face, None

    def _load_default_felt(self) -> _Shown | None:
        try:
            return self._find_and_load("felt", DEFAULT_FELT)[1]
        except ThemeError as error:
            self._report(fallback_text("felt", error))
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
