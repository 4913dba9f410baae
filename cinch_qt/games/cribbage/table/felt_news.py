"""What the board did, in words, on the Cribbage felt (mixed into ``CribbageFelt``): the
moves of the hand shown so far (score_ledger), taken in when its peg
comes to rest, and the board's sentences under its legend, written as
the peg stops with its bubble in view: never ahead of the peg, never behind the bubble."""

from __future__ import annotations

from . import palette, score_ledger


class FeltNews:
    """The ledger and the news plate of ``CribbageFelt``."""

    def new_ledger(self, hand_no: int) -> None:
        """A new hand (or a new game, ``hand_no`` -1): nothing moved yet."""
        self.ledger_hand = hand_no
        self.ledger = score_ledger.empty(self.rules.side_names)
        self.ledgerChanged.emit()

    def _ledger_ticket(self, ticket: int, ev: dict) -> int:
        self._ledger_pending[ticket] = ev
        self._news_ticket(ticket, ev)
        return ticket

    def _news_ticket(self, ticket: int, ev: dict) -> int:
        """The board's sentences for ``ev``, shown and said when its peg is at rest."""
        from . import board_news
        if not self.board_data.squares:
            return ticket
        side = self.shown.side(ev["side"])
        lines = board_news.sentences(self.board_data, ev, self._side_subject(side),
                                     self._mine_side(side), self.board.front(ev["side"]))
        if lines:
            self._news_pending[ticket] = (side, lines)
        return ticket

    def _add_news(self, side: int, lines: list[str]) -> None:
        self.news = (self.news + lines)[-4:]
        self.news_plate.colour = palette.side_colour(side)
        for line in lines:
            self.said.emit(line)
        self._place_news()

    def clear_news(self) -> None:
        self.news = []
        self._place_news()

    def _place_news(self) -> None:
        from . import board_news
        plate, lay = self.news_plate, self._layout
        if not self.news:
            plate.hide()
            return
        plate.font_px = lay.hud_px
        top = self.legend.pos().y() + self.legend.required_height() + lay.margin * 0.6
        w = lay.board_rect.width()
        room = lay.height - lay.margin * 0.5 - top
        # The newest sentences that fit under the legend (all of them stay said).
        shown = list(self.news)
        plate.set_text(board_news.title(), shown)
        while len(shown) > 1 and plate.required_height(w) > room:
            shown = shown[1:]
            plate.set_text(board_news.title(), shown)
        plate.set_rect(lay.news_rect(top, plate.required_height(w)))
        plate.setToolTip("\n".join(self.news))
        plate.show()
