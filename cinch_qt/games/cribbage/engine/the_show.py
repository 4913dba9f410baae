"""The show (C70–C75) and the person's claims under manual counting (C91–C95, W42,
W43).  A part of ``GameState`` (state.py): it works on the state's fields and scores
through ``_score`` (board_moves.py)."""

from __future__ import annotations

from typing import Any

from .cards import CARD_NAMES
from .phases import SHOW
from .rules import PERSON
from .scoring import score_hand, show_items


class TheShow:
    """The show steps of ``GameState``."""

    def _begin_show(self) -> None:
        """C70: from the dealer's left, the dealer last, then the crib."""
        self.phase = SHOW
        self.shows = [(s, "hand") for s in self.active] + [(self.dealer, "crib")]
        self._run_show()

    def _run_show(self) -> None:
        manual = self.rules.counting == "manual"
        while self.shows:
            seat, what = self.shows[0]
            if seat % self.n_sides in self.folded:   # W30: a folded side counts nothing
                self.shows.pop(0)
                continue
            if manual and seat == PERSON:
                self.current = seat                  # C91: the person states the count
                return
            self.shows.pop(0)
            cards = self.crib if what == "crib" else self.kept[seat]
            total = score_hand(cards, self.starter, what == "crib")
            self._show_event(seat, what, cards, total, None)
            if total and self._score(self.side_of(seat), total, what):
                return
        self._end_hand()

    def _show_event(self, seat: int, what: str, cards: list[int], total: int,
                    claimed: int | None) -> None:
        ev: dict[str, Any] = {"e": "show", "seat": self.seat_names[seat], "what": what,
                              "cards": [CARD_NAMES[c] for c in cards], "total": total}
        if claimed is not None:
            ev["claimed"] = claimed
        ev["items"] = [[k, p] for k, p in show_items(cards, self.starter, what == "crib")]
        self.events.append(ev)

    def _claim(self, claimed: int) -> None:
        """C92–C95, W42, W43: the claim is the move; muggins and excess as the options say."""
        seat, what = self.shows.pop(0)
        cards = self.crib if what == "crib" else self.kept[seat]
        total = score_hand(cards, self.starter, what == "crib")
        self._show_event(seat, what, cards, total, claimed)
        side = self.side_of(seat)
        muggins = self.rules.muggins
        if claimed > total:                            # C94: true count, excess to them
            if total and self._score(side, total, what):
                return
            taker = self._opponent_of(side)
            if taker is not None and self._score(taker, claimed - total, "excess"):
                return
        elif claimed < total and muggins == "friendly":   # C95: handed back
            if self._score(side, total, what):
                return
        else:
            if claimed and self._score(side, claimed, what):   # C92, C93
                return
            if claimed < total and muggins == "cut-throat":
                taker = self._opponent_of(side)
                if taker is not None and self._score(taker, total - claimed, "muggins"):
                    return
        self._run_show()

    def _opponent_of(self, side: int) -> int | None:
        """C94, C95: the first opponent side clockwise that is dealt in, not folded."""
        for k in range(1, self.n_sides):
            other = (side + k) % self.n_sides
            if other not in self.out and other not in self.folded:
                return other
        return None
