"""The cribbage window's part while turns go round: the person's turn on the felt and
the action strip (what to do, said to screen readers, the first-game line), the cut,
and who is thinking.  Mixed into CribbageWindow (window.py), whose
felt, strip and session these use."""

from __future__ import annotations

from PySide6.QtCore import Qt

from . import strip as sp
from . import words
from .settings import PERSON
from .texts import translate

# The engine's decision kinds -> the first-game hint's phase (hint_words.PHASES).
_COACH_PHASE = {"lay": "lay", "play": "play", "show": "count", "box": "box"}


class CribbageTurns:
    def _on_turn(self, decision) -> None:
        self._decision = decision
        obs = self.session.observation()
        self.felt.set_prompt(decision, obs.legal, self.session.settings.autoplay)
        kind = decision.kind
        if kind == "lay":
            self.strip.show_page(sp.LAY, lambda: words.announce_turn(decision))
            self.strip.set_chosen(0, decision.count)
        elif kind == "play":
            count = obs.count
            self.strip.show_page(
                sp.PLAY,
                lambda: (
                    words.announce_turn(decision)
                    + " "
                    + translate("CribbageTable", "The count is %1.").replace("%1", str(count))
                    + " "
                    + translate(
                        "CribbageTable",
                        "Click a card to play it (or drag it to the count, double-click it, "
                        "or choose with ←/→ and press Enter).",
                    )
                ),
            )
        elif kind == "show":
            self.strip.show_page(sp.COUNT, lambda: words.announce_turn(decision))
        elif kind == "box":
            self.strip.show_page(sp.BOX, lambda: words.announce_turn(decision))
        self.announce(words.announce_turn(decision))
        self._coach(decision)
        if kind != "show":
            self.felt.setFocus(Qt.FocusReason.OtherFocusReason)

    def _on_turn_ended(self) -> None:
        self._decision = None
        # The first-game line was about the step just taken (or a refusal of it).
        self.hint_line.setVisible(False)
        if self.felt is not None:
            self.felt.set_prompt(None, (), self.session.settings.autoplay)
        if self.strip.page() in (sp.LAY, sp.PLAY, sp.COUNT, sp.BOX):
            self.strip.show_page(sp.IDLE, "")

    def _on_selection(self, cards: list) -> None:
        d = self._decision
        if d is not None and d.kind == "lay":
            self.strip.set_chosen(len(cards), d.count)

    def _on_cut_wanted(self, kind: str) -> None:
        # A source, not the words: the strip says it again after a change of language.
        def text() -> str:
            return (translate("CribbageTable",
                              "Draw a card from the pack: the lowest card deals.")
                    if kind == "deal"
                    else translate("CribbageTable", "Cut the pack for the starter."))
        self.strip.set_cut_kind(kind)
        self.strip.show_page(sp.CUT, text)
        # Said with the key, not the mouse: Space on the table, C on the strip.
        self.announce(
            translate("CribbageTable", "Press Space to draw a card: the lowest card deals.")
            if kind == "deal"
            else translate("CribbageTable", "Press Space to cut the pack for the starter.")
        )

    def _cut(self) -> None:
        self.felt.cut()
        if self.strip.page() == sp.CUT:
            self.strip.show_page(sp.IDLE, "")

    def _say_nobody_thinks(self, show: bool) -> None:
        self.strip.show_page(
            sp.IDLE,
            (lambda: translate(
                "CribbageTable", "The show: the hands and the crib are counted in turn."
            )) if show else "",
        )

    # Who is thinking: the shell's flow (TableWindow._on_thinking), in this strip's words.
    def nobody_thinks(self) -> None:
        # The last "… is thinking" must not stay on the strip through the show after it.
        if self.strip.page() == sp.IDLE:
            self._say_nobody_thinks(self.session.holding)

    def seat_name(self, seat: int) -> str:
        return self.session.names.get(seat, "")

    def thinking_text(self, seat: int) -> str:
        st = self.session.state
        decision = st.decision() if st is not None and st.current == seat else None
        if decision is None or decision.kind != "show":
            return super().thinking_text(seat)
        if seat == PERSON:
            return translate("CribbageTable", "Your autoplay bot is counting…")
        return words.announce_turn(decision, self.seat_name(seat))   # "North is counting."

    def say_thinking(self, text: str) -> None:
        if self.strip.page() != sp.CUT:
            self.strip.show_page(sp.IDLE, text)


    def _coach(self, decision) -> None:
        """The first-game line: what each step asks, the first times it comes in a game
        (hint_words.CribbageCoach decides when)."""
        phase = _COACH_PHASE.get(decision.kind)
        # What was explained lives with the game (session.explained): a new game starts
        # afresh, Undo and a resumed game go on from it.
        self.coach.set_said(self.session.explained)
        self.coach.enabled = self.prefs.first_game_hints
        said = self.coach.hints_for(phase, True, decision) if phase is not None else []
        self.session.explained = self.coach.said()
        if not said:
            self.hint_line.setVisible(False)
            return
        self.hint_line.setText(" ".join(said))
        self.hint_line.setVisible(True)
