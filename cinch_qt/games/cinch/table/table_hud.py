"""The Cinch table's heads-up display (mixed into ``TableView``): a plate per seat
(name, level, cards held or "thinking…", the dealer's chip, the last bid) and the
corner plate with the hand, the contract, the dealer and the scores.  Its words keep
the context "TableView" of the translations."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF

from ....i18n import current_language, player_name, side_short, suit_name
from ....i18n.placeholders import fill
from ....i18n.words import autoplay_word, level_name
from ..engine.rules import SEAT_CHARS, N
from . import snapshot as snap
from .settings import HUMAN_SEAT

# Called under this name so pyside6-lupdate finds every string (it reads literal calls).
translate = QCoreApplication.translate


class TableHud:
    """The plates of ``TableView``."""

    def _update_hud(self) -> None:
        s = self._shown
        lay = self._layout
        if s is None:
            return
        settings = self.controller.settings
        rules = self.controller.state.rules if self.controller.state else settings.rules
        font_px = max(11.0, min(20.0, lay.card_h * 0.12))
        for seat, plate in self.plates.items():
            if seat not in s.seats:
                plate.hide()
                continue
            plate.font_px = font_px
            name = settings.display_name(seat)
            if seat == HUMAN_SEAT and settings.autoplay:
                level = autoplay_word()
            elif seat == HUMAN_SEAT:
                # "You" over "you" says nothing; under a name the player chose, it does.
                level = "" if name == player_name(HUMAN_SEAT) else translate("TableView", "you")
            else:
                level = level_name(settings.level_of(seat))
            count = s.counts.get(seat, 0)
            # French counts 0 as singular too (as cinch_qt.i18n.points does).
            singular = count == 1 or (count == 0 and current_language() == "fr")
            cards = (translate("TableView", "%1 card") if singular
                     else translate("TableView", "%1 cards")).replace("%1", str(count))
            detail = translate("TableView", "thinking…") if seat == self._thinking else cards
            lines = [" · ".join(part for part in (level, detail) if part)]
            bubble = s.bids.get(seat, "")
            plate.pass_bubble = bubble == "Pass"
            if bubble == "Pass":
                bubble = translate("TableView", "Pass")
            plate.set_text(f"{name}", lines, active=(s.to_act == seat),
                           chip=translate("TableView", "D", "the dealer's chip")
                           if s.dealer == seat else "",
                           bubble=bubble)
            rect = lay.badge_rect(seat)
            rect.setHeight(max(rect.height(), plate.required_height()))
            wide = plate.natural_width()
            if wide > rect.width():
                right = rect.right()
                rect.setWidth(wide)
                if seat == 3:  # East's plate hugs the right edge
                    rect.moveRight(right)
                elif seat == HUMAN_SEAT:
                    # Longer words (French, Dutch) grow South's plate away from the hand.
                    rect.moveRight(right)
                    if rect.left() < lay.margin:
                        rect.moveLeft(lay.margin)
            plate.set_rect(rect)
            plate.show()
            plate.setToolTip(", ".join([name, *lines]))
        trump = ""
        if s.trump is not None:
            word = suit_name(s.trump)
            trump = f"{snap.SUIT_SYMBOLS[s.trump]} {word[:1].upper()}{word[1:]}"
        if s.phase == "bid":
            high = [(int(v), seat) for seat, v in s.bids.items() if v != "Pass"]
            if high:
                amount, seat = max(high)
                info = [fill(translate("TableView", "Bidding: %1 %2"),
                             settings.display_name(seat), amount)]
            else:
                info = [translate("TableView", "Bidding: no bid yet")]
        elif s.maker is not None and s.bid is not None:
            if trump:
                text = translate("TableView", "Contract: %1 %2 · %3").replace("%3", trump)
            else:
                text = translate("TableView", "Contract: %1 %2 (naming trumps)")
            info = [fill(text, settings.display_name(s.maker), s.bid)]
        else:
            info = [translate("TableView", "Contract: —")]
        info.append(translate("TableView", "Dealer: %1").replace(
            "%1", settings.display_name(s.dealer)))
        parts = []
        for side in rules.sides:
            mine = side == "NS" or side == SEAT_CHARS[HUMAN_SEAT]
            label = side_short(side)
            if mine:
                label = translate("TableView", "%1 (you)").replace("%1", label)
            parts.append(f"{label} {s.totals.get(side, 0)}")
        info.append(" · ".join(parts))
        self.info_plate.font_px = font_px
        self.info_plate.set_text(fill(translate("TableView", "Hand %1 — game to %2"), s.hand_no + 1,
                                      rules.target), info)
        m = lay.margin
        w = max(190.0, self.info_plate.natural_width())
        if N in s.seats:  # no wider than the felt left of North's hand: wrap instead
            w = max(150.0, min(w, lay.hand_rect(N, 9).left() - 2 * m))
        info_rect = QRectF(m, m, w, self.info_plate.required_height(w))
        self.info_plate.set_rect(info_rect)
        self.info_plate.show()
        west = self.plates[1]
        if west.isVisible():
            rect = QRectF(west.pos(), west.boundingRect().adjusted(90, 40, -90, -14).size())
            if rect.intersects(info_rect):  # small windows: keep West's plate clear
                rect.moveTop(info_rect.bottom() + 4)
                west.set_rect(rect)
        if self.scene_.focus_key is None:
            self._describe_focus()  # the table's facts changed
