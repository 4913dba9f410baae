"""The Cinch table's heads-up display (mixed into ``TableView``): a plate per seat
(name, level, cards held or "thinking…", the dealer's chip, the last bid) and the
corner plate with the hand, the contract, the dealer and the scores; the words under
each tricks pile.  West's and East's plates go where the shell's ``edge_plate_place``
(ui/hud.py) finds room clear of everything ``reserved`` here (docs/table.md, "Small windows").
Its words keep the context "TableView" of the translations."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QFont, QFontMetricsF

from ....i18n import current_language, player_name, side_short, suit_name
from ....i18n.placeholders import fill
from ....i18n.words import autoplay_word, level_name
from ....ui.hud import PileLabel, clear_bubble_side, edge_plate_place, footprint
from ..engine.phases import PLAY
from ..engine.rules import SEAT_CHARS, N
from . import snapshot as snap
from .exchange_words import exchange_words, seat_exchange
from .settings import HUMAN_SEAT
from .table_layout import TableLayout

PLATE_PAD = 8.0  # a plate's inner margin, unless a crowded felt asks for less

# Called under this name so pyside6-lupdate finds every string (it reads literal calls).
translate = QCoreApplication.translate


def tricks_words(n: int) -> str:
    # Plural choices made here, not with %n (the project's rule for translations).
    if n == 1:
        return translate("TableView", "1 trick")
    return fill(translate("TableView", "%1 tricks"), n)


def tricks_tip(name: str, tricks: int, cards: int) -> str:
    return fill(translate("TableView", "Tricks taken by %1: %2 (%3 cards)"), name, tricks,
                cards)


def dead_tip(name: str, cards: int) -> str:
    if cards == 1:
        return fill(translate("TableView", "Discarded by %1: 1 card, out of play"),
                    name)
    return fill(translate("TableView", "Discarded by %1: %2 cards, out of play"),
                name, cards)


def _drawn(lay: TableLayout, first, last, scale: float) -> QRectF:
    """Cards at ``first``…``last`` (top-left corners of full cards) drawn at ``scale``
    in the middle of their places."""
    r = QRectF(first, last).normalized().adjusted(0, 0, lay.card_w, lay.card_h)
    dx, dy = lay.card_w * (1 - scale) / 2, lay.card_h * (1 - scale) / 2
    return r.adjusted(dx, dy, -dx, -dy)


def _label_rect(lay: TableLayout, seat: int, pile: QRectF, font_px: float) -> QRectF:
    """Where the tricks pile's label may go (the hud puts it above West's and East's
    piles, under North's, under or above South's), as wide as "9 tricks"."""
    font = QFont()
    font.setPixelSize(int(max(10.0, font_px * 0.85)))
    fm = QFontMetricsF(font)
    w, h = fm.horizontalAdvance(tricks_words(9)) + 10, fm.height() + 2
    x = pile.center().x() - w / 2
    below = pile.bottom() + 2
    if seat in (1, 3) or (seat == 0 and below + h > lay.height):
        return QRectF(x, pile.top() - 2 - h, w, h)
    return QRectF(x, below, w, h)


def reserved(lay: TableLayout, seats: Iterable[int], dealer: int, font_px: float,
             held: int = 9, pack: bool = True) -> list[QRectF]:
    """Every place a card or a pile's label may take for the rest of the hand, the hands
    holding ``held`` cards at most (nine until the exchange is over, six in the play:
    R33, R34); ``pack``: the pack is still on the table (robbed to its last card
    with four players, R34)."""
    out = []
    for seat in seats:
        hand = lay.hand_rect(seat, held)
        if seat == 0:  # the person's picked cards rise by 0.22 of their height
            hand = hand.adjusted(0, -lay.south_h * 0.22, 0, 0)
        out.append(hand)
        out.append(_drawn(lay, lay.dead_pos(seat, 0), lay.dead_pos(seat, 12), 0.5))
        out.append(_drawn(lay, lay.shown_pos(seat, 0), lay.shown_pos(seat, 2), 0.62))
        won = _drawn(lay, lay.won_pos(seat, 0), lay.won_pos(seat, 24), 0.5)
        first = _drawn(lay, lay.won_pos(seat, 0), lay.won_pos(seat, 0), 0.5)
        out += [won, _label_rect(lay, seat, first, font_px)]
        trick = lay.trick_pos(seat)
        out.append(QRectF(trick.x(), trick.y(), lay.card_w, lay.card_h))
    if pack:
        out.append(_drawn(lay, lay.pack_pos(dealer, 0), lay.pack_pos(dealer, 20), 0.7))
    return [r.adjusted(-1, -1, 1, 1) for r in out]


class TableHud:
    """The plates of ``TableView``."""

    def _exchange_text(self, seat: int) -> str:
        """The seat's public exchange so far ("kept 3 trumps, drew 3"), kept on its plate
        for the rest of the hand."""
        s = self._shown
        if s is None:
            return ""
        return exchange_words(seat, s.kept, s.drew, s.given, s.robbed, s.dealer)

    def exchange_lines(self) -> list[str]:
        """Every seat's public exchange, "West: kept 3 trumps, drew 3", in seat order."""
        s = self._shown
        if s is None:
            return []
        names = self.controller.settings
        out = []
        for seat in s.seats:
            facts = self._exchange_text(seat)
            if facts:
                out.append(seat_exchange(names.display_name(seat), facts))
        return out

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
            plate.font_px, plate.pad = font_px, PLATE_PAD
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
            thinking = translate("TableView", "thinking…")
            detail = thinking if seat == self._thinking else cards
            lines = [" · ".join(part for part in (level, detail) if part)]
            # The other first line the plate shows in turn ("thinking…" or the cards):
            # a side plate is placed for the wider of the two, so it stays put while
            # the seat thinks.
            other = cards if detail == thinking else thinking
            alt = [" · ".join(part for part in (level, other) if part)]
            facts = self._exchange_text(seat)
            if facts:
                lines.append(facts)
                alt.append(facts)
            self._alt_lines[seat] = alt
            bubble = s.bids.get(seat, "")
            plate.pass_bubble = bubble == "Pass"
            if bubble == "Pass":
                bubble = translate("TableView", "Pass")
            acting = s.actor if s.actor is not None else s.to_act
            plate.set_text(f"{name}", lines, active=(acting == seat),
                           chip=translate("TableView", "D", "the dealer's chip")
                           if s.dealer == seat else "",
                           bubble=bubble)
            rect = lay.badge_rect(seat)
            base = QRectF(rect)
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
            # The height for the width the plate now has (not the width it had before
            # a resize): West's and East's plates grow upwards, away from their hands.
            rect.setHeight(max(base.height(), plate.required_height(rect.width())))
            if seat in (1, 3):
                rect.moveBottom(base.bottom())
            if seat == HUMAN_SEAT:
                rect = self._south_plate_rect(plate, rect)
            if rect.right() > lay.width - lay.margin:  # grown past the felt's edge
                rect.moveRight(lay.width - lay.margin)
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
            # The smallest windows: a smaller title rather than a cut one.
            while self.info_plate.title_width() > w and self.info_plate.font_px > 9:
                self.info_plate.font_px -= 0.5
                w = max(w, min(self.info_plate.natural_width(),
                               lay.hand_rect(N, 9).left() - 2 * m))
        if N in s.seats or 1 not in s.seats:
            # Taller than the room above West's hand and piles: a smaller font, not a
            # plate across them.
            floor = self._corner_floor(w)
            while (self.info_plate.required_height(w) > floor - m
                   and self.info_plate.font_px > 9):
                self.info_plate.font_px -= 0.5
            info_rect = QRectF(m, m, w, self.info_plate.required_height(w))
        else:
            # Three players: nobody sits at the top, so the hand's facts go to the top
            # middle and West's plate keeps the room above its hand.
            info_rect = QRectF((lay.width - w) / 2, m, w, self.info_plate.required_height(w))
        self.info_plate.set_rect(info_rect)
        self.info_plate.show()
        self._place_side_plates(font_px)
        self._update_piles(font_px)
        if self.scene_.focus_key is None:
            self._describe_focus()  # the table's facts changed

    def _place_side_plates(self, font_px: float) -> None:
        """East's and West's plates above their hands where that is clear; else the
        first clear place around the hand (ui.hud.edge_plate_place), else beside or under it as
        ``_side_plate_rect`` finds."""
        lay = self._layout
        s = self._shown
        m = lay.margin
        south = self.plates[HUMAN_SEAT]
        person = (QRectF(south.pos(), south.boundingRect().adjusted(120, 40, -120, -40).size())
                  if south.isVisible() else QRectF())
        north = self.plates[N]
        felt = QRectF(0, 0, lay.width, lay.height)
        if north.isVisible():
            # North's plate hugs the right edge: its bubble goes under it, not past it.
            right = north.bubble_rect("right").translated(north.pos())
            side = "below" if not felt.contains(right) else "right"
            if north.bubble_side != side:
                north.bubble_side = side
                north.update()
        # In the play every hand holds six cards at most (R33, R34): the plates, which
        # carry the exchange's line from then on, may use the room the ninth card took.
        held = 6 if s.phase == PLAY else 9
        pack = held == 9 or any(p.zone == snap.PACK for p in s.places.values())
        taken = reserved(lay, s.seats, s.dealer, font_px, held, pack)
        for other in (self.info_plate, south):
            if other.isVisible():
                taken += footprint(other, other.mapRectToScene(other._rect),
                                   other.bubble_side)
        if north.isVisible():
            # A wide, low felt brings North's shown trumps up beside its hand: the plate
            # slides towards the right edge until it is clear of them.
            rect = north.mapRectToScene(north._rect)
            while (any(p.intersects(t) for p in footprint(north, rect, north.bubble_side)
                       for t in taken)
                   and rect.right() + 8 <= lay.width - lay.margin):
                rect.translate(8, 0)
            if rect != north.mapRectToScene(north._rect):
                north.set_rect(rect)
                right = north.bubble_rect("right").translated(north.pos())
                side = "below" if not felt.contains(right) else "right"
                if north.bubble_side != side:
                    north.bubble_side = side
                    north.update()
        for other in (north,):
            if other.isVisible():
                taken += footprint(other, other.mapRectToScene(other._rect),
                                   other.bubble_side)
        for seat, blocker in ((3, north), (1, self.info_plate)):
            plate = self.plates[seat]
            if not plate.isVisible():
                continue
            rect = plate.mapRectToScene(plate._rect)
            above = blocker.mapRectToScene(blocker._rect) if blocker.isVisible() else QRectF()
            side = "right" if seat == 1 else "left"  # the bid bubble, towards the middle
            clear = (felt.contains(rect) and rect.top() >= m - 0.5
                     and not any(p.intersects(t) for p in footprint(plate, rect, side)
                                 for t in taken))
            if not clear:
                own = plate.lines
                own_width = plate.natural_width()
                plate.lines = self._alt_lines.get(seat, own)
                if plate.natural_width() < own_width:
                    plate.lines = own
                key = (lay.width, lay.height, seat, held, pack, plate.title, tuple(plate.lines),
                       plate.chip, plate.bubble, plate.font_px,
                       tuple(t.getCoords() for t in taken))
                if key not in self._plate_places:
                    if len(self._plate_places) > 32:
                        self._plate_places.clear()
                    self._plate_places[key] = edge_plate_place(
                        QRectF(0, 0, lay.width, lay.height), lay.margin,
                        lay.hand_rect(seat, held), seat == 1, plate, taken)
                found = self._plate_places[key]
                plate.lines = own
                if found is not None:
                    rect, side, plate.font_px, plate.pad = found
                else:
                    rect = self._side_plate_rect(seat, plate, rect, above, person)
                    hand = lay.hand_rect(seat, 9)
                    if rect.right() <= hand.left() or rect.left() >= hand.right():
                        side = "top"  # beside the hand: the piles are where it would go
                    side = clear_bubble_side(plate, rect, side, felt, taken)
                plate.set_rect(rect)
            taken += footprint(plate, rect, side)
            if plate.bubble_side != side:
                plate.bubble_side = side
                plate.update()

    def _corner_floor(self, width: float) -> float:
        """How far down the corner plate, ``width`` wide from the left margin, may reach:
        above West's full hand and above those of West's piles that lie under it."""
        lay = self._layout
        s = self._shown
        if s is None or 1 not in s.seats:
            return float(lay.height - lay.margin)
        gap = lay.margin * 0.6
        right = lay.margin + width
        floor = lay.hand_rect(1, 9).top()
        # The discards are drawn at half a card, the pack at 0.7 of one, each in the
        # middle of a card's place, lifted a little per card.
        for pos, part in ((lay.dead_pos(1, 12), 0.25), (lay.pack_pos(1, 20), 0.15)):
            if pos.x() + lay.card_w * part < right:
                floor = min(floor, pos.y() + lay.card_h * part)
        return floor - gap

    def _side_plate_rect(self, seat: int, plate, rect: QRectF, above: QRectF,
                         person: QRectF) -> QRectF:
        """West's or East's plate when there is no room above the full hand (the corner
        plate, or North's, in the way): under what blocks it if the hand leaves room;
        else beside the hand, between it and the seat's piles; else under the hand,
        clear of the person's hand and plate; at the smallest windows beside the hand
        as narrow as its title allows.  Never across a hand."""
        lay = self._layout
        m, gap = lay.margin, lay.margin * 0.6
        hand = lay.hand_rect(seat, 9)
        high = rect.height()
        top = max(m, above.bottom() + 4 if not above.isEmpty() else m)
        if top + high <= hand.top() - gap:
            return QRectF(rect.left(), top, rect.width(), high)
        # The discards are drawn at half a card, the pack at 0.7 of one.
        if seat == 1:
            piles = min(lay.dead_pos(1, 0).x() + lay.card_w * 0.25,
                        lay.pack_pos(1, 20).x() + lay.card_w * 0.15)
            room = piles - gap - hand.right() - gap
            left = hand.right() + gap
        else:
            piles = max(lay.dead_pos(3, 0).x() + lay.card_w * 0.75,
                        lay.pack_pos(3, 0).x() + lay.card_w * 0.85)
            room = hand.left() - gap - piles - gap
            left = hand.left() - gap - min(room, rect.width())
        room = min(room, rect.width())
        under = QRectF(rect.left(), hand.bottom() + gap, rect.width(), high)
        south = lay.hand_rect(HUMAN_SEAT, 9).adjusted(-gap, -lay.south_h * 0.22 - gap, 0, 0)
        if (under.bottom() <= lay.height - m and not under.intersects(south)
                and not under.intersects(person)):
            return under  # whole lines, as wide as the plate wants
        beside_top = max(hand.top(), above.bottom() + 4 if not above.isEmpty() else m)
        if room >= plate.title_width():
            # Beside the hand, but below what blocks it from above (the corner plate).
            return QRectF(left, beside_top, room, plate.required_height(room))
        # Under the hand, narrowed to the felt beside the person's hand (its lines wrap).
        if seat == 1:
            x0, x1 = m, south.left() - gap
        else:
            x0, x1 = south.right() + gap, lay.width - m
        wide = min(rect.width(), x1 - x0)
        if wide >= plate.title_width():
            x = x0 if seat == 1 else x1 - wide
            narrow = QRectF(x, under.top(), wide, plate.required_height(wide))
            # South's tricks pile lies right of the hand, drawn at half a card.
            won = QRectF(lay.won_pos(HUMAN_SEAT, 24), lay.won_pos(HUMAN_SEAT, 0)).adjusted(
                0, 0, lay.card_w, lay.card_h).adjusted(
                lay.card_w * 0.25, lay.card_h * 0.25, -lay.card_w * 0.25, -lay.card_h * 0.25)
            if (narrow.bottom() <= lay.height - m and not narrow.intersects(person)
                    and not narrow.intersects(won)):
                return narrow
        # The smallest windows: beside the hand in a smaller font rather than across
        # a hand.
        normal = plate.font_px
        while plate.title_width() > room and plate.font_px > 8:
            plate.font_px -= 0.5
        if room >= plate.title_width():
            return QRectF(left, beside_top, room, plate.required_height(room))
        plate.font_px = normal
        return under

    def _south_plate_rect(self, plate, rect: QRectF) -> QRectF:
        """The person's plate left of their hand, never across it: narrower (its lines
        wrap) when the window is small, above the hand when even that leaves no room,
        and never below the felt's edge."""
        lay = self._layout
        m = lay.margin
        hand = lay.hand_rect(HUMAN_SEAT, 9)
        gap = m * 0.6
        room = hand.left() - gap - m
        if rect.right() > hand.left() - gap:
            if room >= max(90.0, plate.title_width()):
                rect = QRectF(m, rect.top(), room, plate.required_height(room))
            else:
                # Picked cards rise by 0.22 of their height: stay above them too.
                top = hand.top() - lay.south_h * 0.22 - gap
                height = plate.required_height(rect.width())
                return QRectF(m, top - height, rect.width(), height)
        if rect.bottom() > lay.height - m:
            rect.moveBottom(lay.height - m)
        return rect

    def _update_piles(self, font_px: float) -> None:
        """The tricks piles labelled (how many tricks), and every face-down pile with a
        tooltip saying whose it is and what is in it."""
        s = self._shown
        lay = self._layout
        labels = self.pile_labels
        settings = self.controller.settings
        won: dict[int, list[int]] = {seat: [] for seat in s.seats}
        dead: dict[int, list[int]] = {seat: [] for seat in s.seats}
        for card, place in s.places.items():
            if place.zone == snap.WON:
                won[place.seat].append(card)
            elif place.zone == snap.DEAD:
                dead[place.seat].append(card)
        for seat in (0, 1, 2, 3):
            label = labels.get(seat)
            if label is None:
                label = labels[seat] = PileLabel()
                self.scene_.addItem(label)
            cards = won.get(seat, [])
            if not cards:
                label.hide()
                continue
            name = settings.display_name(seat)
            tricks = len(cards) // max(1, len(s.seats))
            tip = tricks_tip(name, tricks, len(cards))
            pile = QRectF(lay.won_pos(seat, 0), lay.won_pos(seat, 0)).adjusted(
                0, 0, lay.card_w, lay.card_h)
            # The pile is drawn at half size in the middle of a full card's place; the
            # label goes under it, or above it beside West's and East's hands (under it
            # is where a small window puts their plates).
            label.set_label(tricks_words(tricks), QPointF(pile.center().x(), 0),
                            max(10.0, font_px * 0.85))
            high = label.boundingRect().height()
            above = pile.center().y() - lay.card_h * 0.25 - 2 - high
            below = pile.center().y() + lay.card_h * 0.25 + 2
            # Above where there is no room under it (South's at the felt's bottom edge).
            label.setY(above if seat in (1, 3) or below + high > lay.height else below)
            label.setToolTip(tip)
            label.show()
            for card in cards:
                item = self.scene_.cards.get(card)
                if item is not None:
                    item.setToolTip(tip)
        for seat, cards in dead.items():
            tip = dead_tip(settings.display_name(seat), len(cards))
            for card in cards:
                item = self.scene_.cards.get(card)
                if item is not None:
                    item.setToolTip(tip)
        for card, place in s.places.items():
            if place.zone not in (snap.WON, snap.DEAD):
                item = self.scene_.cards.get(card)
                if item is not None and item.toolTip():
                    item.setToolTip("")

    def pile_label_text(self, seat: int) -> str:
        """What the label under ``seat``'s tricks pile says ("" when hidden)."""
        label = self.pile_labels.get(seat)
        return label.text if label is not None and label.isVisible() else ""
