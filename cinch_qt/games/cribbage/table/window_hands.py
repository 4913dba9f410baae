"""The cribbage window's part at a hand's and a game's end: the Scores row, Last show,
the strip's Next hand / game over words, each once the felt has shown what they
count (C70, C80), and the match's next game (C84).  Mixed into CribbageWindow
(window.py), whose felt, strip, scores and session these use."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt

from . import strip as sp
from . import words
from .texts import translate

if TYPE_CHECKING:
    from .hand_summary import GameResult, HandSummary


class CribbageHands:
    # The engine has counted every hand and the crib by the hand's end, but the felt
    # shows them one by one (C70): the Scores row, Last show and the strip's words wait
    # for it (the shell's ``felt_idle``), so that no seat reads a hand's value before
    # that hand is shown; the winner is named once the peg that won has moved (C80).
    def _summary_text(self, summary: HandSummary) -> str:
        # The standing (the mark, in the target's unit, W7) and what the hand moved it:
        # the same figures as the badge and the Scores panel.
        return (
            translate("CribbageTable", "Hand %1 is over: %2.")
            .replace("%1", str(summary.hand_no + 1))
            .replace("%2", standing_text(summary, self._side_names()))
        )

    def hand_shown(self, summary: HandSummary) -> None:
        st = self.session.state
        self.scores.append(summary)
        self._set_last_show(st.hand_records[summary.hand_no], self.scores.person_name)
        if self.session.holding and summary.winner is None:
            self.hold_after_hand(self._summary_text(summary))

    def game_shown(self, result: GameResult) -> None:
        st = self.session.state
        m = self.session.match

        def text() -> str:
            said = words.game_over_text(
                result.winner, result.points, st.rules.skunks, self._side_subjects(),
                st.side_names[0]
            ) + " " + final_standing(result.marks, self._side_names())
            if m is None:
                return said
            from .match_words import after_game

            return said + " " + after_game(  # C84: where the match stands
                m.rules.match, m.points, self._side_names(), m.winner, st.side_names[0]
            )

        self.strip.show_page(sp.OVER, text)
        self._show_hints_and_match()
        self.announce(text())
        self.statusBar().showMessage(text(), 30000)

    def next_game(self) -> None:
        """C84: the next game of the match."""
        if self.session.next_game():
            self.felt.setFocus(Qt.FocusReason.OtherFocusReason)

    def next_hand(self) -> None:
        self.session.continue_game()
        if not self.session.holding and self.strip.page() == sp.NEXT:
            # The new deal is on its way: "Hand 1 is over" and its Next hand button must
            # not stay on the strip while the cards of hand 2 are dealt.
            self.strip.show_page(sp.IDLE, "")
        self.felt.setFocus(Qt.FocusReason.OtherFocusReason)


def standing_text(summary: HandSummary, names: dict[str, str]) -> str:
    """"You 42 (+18), West 25 (+7)": each side's standing after the hand (its mark, W7)
    and what the hand moved it, the same figures as the badge and the Scores panel."""
    parts = []
    for side, points in summary.points.items():
        moved = sum(points.values())
        mark = summary.marks.get(side)
        sign = f"+{moved}" if moved >= 0 else f"−{-moved}"
        name = names.get(side, side)
        parts.append(f"{name} {mark} ({sign})" if mark is not None else f"{name} {sign}")
    return ", ".join(parts)


def final_standing(marks: dict[str, int], names: dict[str, str]) -> str:
    """"Standing: West 241, You 198." — the winner at the target, in the badge's unit."""
    order = sorted(marks, key=lambda side: -marks[side])
    return translate("CribbageTable", "Standing: %1.").replace(
        "%1", ", ".join(f"{names.get(side, side)} {marks[side]}" for side in order))
