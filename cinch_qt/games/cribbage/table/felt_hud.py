"""The Cribbage felt's plates (mixed into ``CribbageFelt``): a plate per seat (name,
level, cards held, the dealer's chip, "go", the penalty box), each side's mark above
the board, the count of the play and its caption."""

from __future__ import annotations

import re

from PySide6.QtCore import QRectF

from ....i18n import current_language
from ....i18n.words import autoplay_word, level_name
from ....ui.hud import InfoPlate, clear_bubble_side
from . import felt_words as words
from . import labels, score_ledger
from .felt_layout import OTHER_SCALE

# A narrow plate wraps its lines between words, never between a number and the word it
# counts ("0 / cards", "1 / hand" read badly): the space after a digit does not break.
_NUMBER_AND_WORD = re.compile(r"(\d) ")


class FeltHud:
    """The plates of ``CribbageFelt``."""

    _bubble_sides: dict  # seat -> where its bubble goes when there is room (set by the felt)

    def _update_hud(self) -> None:
        self.row_tags.update(self.shown, self._layout)   # who played which card
        sh = self.shown
        lay = self._layout
        fr = current_language() == "fr"
        # While the felt waits for the person's cut, the ring is on the person: the
        # engine's turn is already the next one (C20 the draw, C40 the starter's cut).
        cut = self.waiting_for_cut()
        acting = sh.cutter() if cut == "starter" else 0 if cut == "deal" else sh.to_act
        for seat, plate in self.plates.items():
            if not sh.dealt_in and not sh.draws and not sh.spread:
                plate.hide()
                continue
            plate.font_px = lay.font_px
            name = self._name(seat)
            if seat == 0:
                # "You" over "you" says nothing; under a name the player chose, it does.
                level = (autoplay_word() if self._autoplay
                         else "" if self._mine(0) else words.you())
            else:
                level = level_name(self.levels.get(seat, "")) if seat in self.levels else ""
            held = "" if sh.spread or sh.draws else words.cards(sh.held(seat), fr)
            parts = [p for p in (level, held) if p]
            lines = [" · ".join(parts)] if parts else []
            side = self.rules.side_of(seat)
            if sh.box and side < len(sh.box) and sh.box[side] > 0:
                lines.append(labels.sits_out(sh.box[side]))
            lines = [_NUMBER_AND_WORD.sub("\\1\u00a0", line) for line in lines]
            plate.set_text(name, lines, active=acting == seat and sh.winner is None,
                           chip=words.dealer_chip() if seat == sh.dealer and sh.dealt_in
                           else "", bubble=words.go() if seat in sh.gone else "")
            # Never narrower than its title ("South-west" and the dealer's chip): a
            # seat's name is not elided; its other lines wrap.
            w = max(min(lay.plate_w(seat), max(lay.card_w * 1.6, plate.natural_width())),
                    plate.title_width())
            rect = lay.plate_rect(seat, w, plate.required_height(w))
            rect = lay.plate_rect(seat, rect.width(), plate.required_height(rect.width()))
            plate.set_rect(rect)
            if plate.bubble and seat != 0:
                self._place_bubble(seat, plate, rect)
            plate.show()
            plate.setToolTip(", ".join([name, *lines]))
        self._update_scores()
        in_play = sh.starter is not None and sh.showing is None and not sh.returned \
            and not sh.counted and bool(sh.dealt_in)
        self.count_item.set_value(sh.count, words.count_label())
        self.count_item.setVisible(in_play)
        if sh.showing is None and not sh.counted and not sh.returned and not sh.spread:
            self.caption.hide()
        self._describe()

    def _place_bubble(self, seat: int, plate: InfoPlate, rect: QRectF) -> None:
        """The "go" bubble on the first side of the plate where it lies on the felt and
        off the seat's own hand (a long word, French "Je passe", reaches under it)."""
        lay = self._layout
        first, last = lay.hand_pos(seat, 0, 6), lay.hand_pos(seat, 5, 6)
        w, h = lay.size(OTHER_SCALE)
        hand = QRectF(first.x(), first.y(), w, h).united(QRectF(last.x(), last.y(), w, h))
        preferred = self._bubble_sides.setdefault(seat, plate.bubble_side)
        side = clear_bubble_side(plate, rect, preferred, QRectF(0, 0, lay.width, lay.height),
                                 [hand])
        if plate.bubble_side != side:
            plate.bubble_side = side
            plate.update()

    match_line = ""    # C84: the match's standing under the marks (window.py sets it)

    def set_match_line(self, text: str) -> None:
        self.match_line = text
        self._update_scores()

    def standings(self) -> dict[str, int]:
        """Each side's standing as the badge shows it: the mark of its front peg's hole
        (W7), from score_ledger like every other display of the score."""
        return {side: score_ledger.standing(self.board_data, self.board.front(side))
                for side in self.board.sides}

    def _standing_where(self, side: str) -> str:
        """" (in a blue trap)" when the side's peg stands where its mark is not the
        hole's number (W7), else ""."""
        from ..engine.boards import HoleKind
        kind = {HoleKind.TRAP: "trap", HoleKind.GREEN_ZONE: "green",
                HoleKind.BLUE_PATH: "blue_path", HoleKind.GREEN_PATH: "green_path"}.get(
            self.board_data.hole(self.board.front(side)).kind)
        return f" ({labels.standing_where(kind)})" if kind else ""

    def _update_scores(self) -> None:
        """Each side's mark in words above the board (the pegs say it only to the eye),
        as wide as the board at most, so it never covers a seat's cards."""
        lay = self._layout
        marks = self.standings()
        parts = [f"{self._side_name(k)} {marks[side]}{self._standing_where(side)}"
                 for k, side in enumerate(self.board.sides)]
        plate = self.score_plate
        plate.font_px = lay.hud_px
        target = score_ledger.target(self.board_data)
        lines = [" · ".join(parts)] + ([self.match_line] if self.match_line else [])
        plate.set_text(words.game_to(target), lines)
        w = min(lay.board_rect.width(), plate.natural_width() + 8)
        h = plate.required_height(w)
        rect = lay.badge_rect(h)
        plate.set_rect(QRectF(rect.right() - w, rect.top(), w, h))
        plate.setToolTip(labels.standing_tip(target))
        plate.setVisible(rect.top() >= 0)
        access = getattr(self, "access", None)
        if access is not None:
            # Before the first frame nobody can read the stand-ins yet, and the felt
            # lays itself out several times while the window is built: they are filled
            # once, right after the first frame (felt.paintEvent), not at each layout.
            if self._painted:
                access.update()
            else:
                self._access_stale = True
