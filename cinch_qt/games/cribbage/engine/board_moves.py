"""Every score is one move on the board (C60, W4): ``_score`` walks it, records it, and
settles a landing on the game hole (C61, W6) or on a penalty square (W30–W35).  The
board (``boards/``) says where a peg goes; this part of ``GameState`` (state.py) owns
what follows from it for the game: folding, sitting out, the awards and the win."""

from __future__ import annotations

from typing import Any

from .phases import OVER


class BoardMoves:
    """The scoring moves of ``GameState``."""

    def _score(self, side: int, points: int, why: str) -> bool:
        """One move (C60, W4).  True if the game is over."""
        move = self.board.move(self.holes[side], points)
        self.events.append(move.record_event(self.side_names[side], why))
        self.holes[side] = move.end
        if move.finished:
            self._win(side)
            return True
        if move.penalty is not None:
            return self._penalty(side, move.penalty)
        return False

    def _fold(self, side: int, fold: Any) -> None:
        """W30: the side's unplayed cards are dead; it takes no further part this hand."""
        self.events.append(fold.record_event())
        self.folded.add(side)
        for seat in self.active:
            if seat % self.n_sides == side and self.hands[seat]:
                self.dead[seat] = self.hands[seat]
                self.hands[seat] = []

    def _penalty(self, side: int, square: str) -> bool:
        """W30–W35, settled by the board (``settle_penalty``); this applies the outcome
        to the game: the fold, the box, the holes, the award moves.  True if an award
        ended the game."""
        from .boards import Award, PenaltyBox, Release, Retreat, SitOut, settle_penalty
        names = self.side_names
        boxed = [s for s in range(self.n_sides) if s != side and self.box[s] > 0]
        box = PenaltyBox(names[boxed[0]], self.box[boxed[0]]) if boxed else None
        settled = settle_penalty(self.board, {names[s]: self.holes[s]
                                              for s in range(self.n_sides)},
                                 names, names[side], box, square)
        for eff in settled.effects:
            if isinstance(eff, Award):
                who = names.index(eff.side)
                self.events.append(eff.record_event())
                self.holes[who] = eff.move.end
                if eff.move.finished:                        # C61, W6
                    self._win(who)
                    return True
            elif isinstance(eff, (Retreat, Release)):        # W31, W35 (a), W37
                who = names.index(eff.side)
                self.events.append(eff.record_event())
                self.holes[who] = eff.to_hole
                if isinstance(eff, Release):
                    self.box[who] = 0                        # dealt in from the next hand
            elif isinstance(eff, SitOut):                    # W32, W33
                self.box[side] = eff.hands
                self.events.append(eff.record_event())
            else:                                            # Fold, W30
                self._fold(side, eff)
        return False

    def _win(self, side: int) -> None:
        """C61, C80–C83, W41, W44: the game ends at once; skunks per losing side."""
        self.events.append({"e": "win", "side": self.side_names[side]})
        self.winner = side
        lines = self.board.skunk_lines
        self.game_points = {}
        for s in range(self.n_sides):
            if s != side:
                self.game_points[s] = (lines.game_points(self.mark(s)) if self.rules.skunks
                                       else 1)
        self.hand_records.append(self._hand_record(True))
        self.phase = OVER
        self.current = None
