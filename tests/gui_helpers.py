"""The real main window (at instant speed with random opponents unless asked otherwise),
for the GUI tests."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QSettings

from cinch_qt.games.cinch.table.session import CinchSession
from cinch_qt.games.cinch.table.settings import TableSettings
from cinch_qt.games.cinch.table.window import CinchWindow
from cinch_qt.themes import CardPixmapCache
from cinch_qt.ui.preferences import UiPreferences

RANDOM = {1: "random", 2: "random", 3: "random"}


@contextmanager
def open_table(qtbot, settings_file=None, *, speed: str = "instant",
               levels: dict[int, str] | None = None, rules=None, forced_play: bool = False,
               ) -> Iterator[tuple[CinchSession, CinchWindow, QSettings | None]]:
    """Show a table; ``settings_file`` keeps its QSettings out of the user's own.
    ``levels=None`` means random opponents; ``{}`` the program's default level.  The
    person makes every move unless ``forced_play`` (the program's default) is asked."""
    qs = (QSettings(str(settings_file), QSettings.Format.IniFormat)
          if settings_file is not None else None)
    settings = TableSettings(speed=speed, levels=RANDOM if levels is None else levels)
    if rules is not None:
        settings = settings.with_changes(rules=rules)
    ctl = CinchSession(settings)
    cache = CardPixmapCache()
    win = CinchWindow(ctl, cache, qsettings=qs) if qs is not None else CinchWindow(ctl, cache)
    qtbot.addWidget(win)
    p = win.prefs
    win.apply_preferences(UiPreferences(p.language, p.first_game_hints, p.large_cards,
                                        forced_play), save=False)
    win.resize(1100, 760)
    win.show()
    qtbot.waitExposed(win)
    try:
        yield ctl, win, qs
    finally:
        ctl.shutdown()
        cache.shutdown()


def wait_prompt(qtbot, ctl, win):
    """Wait until the person must act (the prompt) or the hand summary holds the game
    (None)."""
    qtbot.waitUntil(lambda: ctl.holding or (ctl.is_human_turn() and not win.view.busy()
                                            and win.view.decision() is not None), timeout=10_000)
    if ctl.holding:
        return None
    prompt = win.view.decision()
    # The strip shows this very turn (issue 12: it once kept the last hand's summary).
    from cinch_qt.games.cinch.table import strip as ap
    page = {"bid": ap.BID, "trump": ap.TRUMP, "play": ap.PLAY}.get(prompt.kind, ap.CHOOSE)
    assert win.strip.page() == page, f"the strip shows page {win.strip.page()} for a {prompt.kind}"
    return prompt


# ---------------------------------------------------------------- what South may see
def seat_knows(obs) -> set[int]:
    """Every card an observation (the engine's, for one seat) lets that seat know: its
    hand and discards, the shown trumps (R37), gifts it saw (R35), every card played,
    and the cards of its own choice now (the pack while robbing, R34)."""
    known = set(obs.hand) | set(obs.my_discards)
    for cards in (*obs.shown.values(), *obs.given_cards.values()):
        known |= set(cards)
    for trick in obs.tricks:
        known |= {c for _, c in trick.plays}
    known |= {c for _, c in obs.trick}
    if obs.decision is not None and obs.decision.seat == obs.seat:
        known |= set(obs.decision.candidates)
    return known


class FaceWatch:
    """Records every moment a card is face up on the table, or in a snapshot, that
    South's observations of that hand never contained (issue 12: not for one frame).

    South may know, during hand h, what any of its observations in hand h showed (a
    person remembers) plus the cards played in hand h's tricks once it is over.  The
    view is checked where card items turn face up and after every snapshot it lays out,
    so cards in flight are covered; snapshots are checked as the controller sends them."""

    def __init__(self, ctl, view=None, monkeypatch=None) -> None:
        from collections import defaultdict
        self.ctl = ctl
        self.view = view
        self.known: dict[int, set[int]] = defaultdict(set)
        self.leaks: list[str] = []
        self.checked_faces = 0     # face-up cards looked at (so a test can see it ran)
        self.snapshots = 0
        self._state = None
        self._records = 0
        ctl.gameChanged.connect(self.learn)
        ctl.tableChanged.connect(self._on_snapshot)
        if view is not None:
            assert monkeypatch is not None
            from cinch_qt.ui.card_item import CardItem
            real_set_face_up = CardItem.set_face_up
            watch = self

            def set_face_up(item, up: bool) -> None:
                real_set_face_up(item, up)
                if up and item.scene() is view.scene_:
                    watch._check_item(item, "turned face up")
            monkeypatch.setattr(CardItem, "set_face_up", set_face_up)
            real_place = view._place

            def place(snapshot, *args, **kwargs):
                group = real_place(snapshot, *args, **kwargs)
                watch.learn()
                for item in list(view.scene_.cards.values()):
                    if item.face_up:
                        watch._check_item(item, f"face up after step {snapshot.step!r}",
                                          learn=False)
                return group
            view._place = place

    def learn(self) -> None:
        from cinch_qt.games.cinch.engine.cards import parse_card
        st = self.ctl.state
        if st is None:
            return
        if st is not self._state:  # a new or loaded game: nothing carries over
            self._state, self._records = st, 0
            self.known.clear()
        self.known[st.hand_no] |= seat_knows(st.observation(0))
        for h_no in range(self._records, len(st.hand_records)):
            for trick in st.hand_records[h_no].get("tricks", []):
                self.known[h_no] |= {parse_card(c) for _, c in trick["plays"]}
        self._records = len(st.hand_records)

    def _leak(self, card: int, hand_no: int, what: str) -> None:
        from cinch_qt.games.cinch.engine.cards import card_str
        self.leaks.append(f"hand {hand_no + 1}: {card_str(card)} {what}")

    def _on_snapshot(self, snapshot) -> None:
        self.learn()
        self.snapshots += 1
        known = self.known[snapshot.hand_no]
        for card, place in snapshot.places.items():
            if place.face_up and card not in known:
                self._leak(card, snapshot.hand_no,
                           f"face up in snapshot {snapshot.step!r} ({place.zone})")

    def _check_item(self, item, what: str, learn: bool = True) -> None:
        shown = self.view._shown
        if shown is None:
            return
        if learn:
            self.learn()
        self.checked_faces += 1
        if item.key not in self.known[shown.hand_no]:
            place = shown.places.get(item.key)
            self._leak(item.key, shown.hand_no,
                       f"{what} on the table ({place.zone if place else 'no place'})")


def shown_frame_felt(qtbot, width: int = 900, height: int = 560):  # noqa: ANN201
    """A frame felt with no game (ui/frame_felt.FrameFelt) on the default card art,
    ``width`` × ``height``, shown and exposed."""
    from cinch_qt.ui.frame_felt import FrameFelt
    from cinch_qt.ui.storage.cardface import CardArt
    from cinch_qt.ui.storage.frame_replay import ArtCards
    felt = FrameFelt(ArtCards(CardArt()))
    qtbot.addWidget(felt)
    felt.resize(width, height)
    felt.show()
    qtbot.waitExposed(felt)
    return felt
