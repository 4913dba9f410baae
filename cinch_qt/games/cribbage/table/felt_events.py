"""The engine's public events as steps of the Cribbage felt (mixed into
``CribbageFelt``).

Each ``_ev_<kind>`` changes what is shown (``Shown``), moves the cards and says what
happened; it ends by waiting for the moves, a peg move of the board (its ticket), a pause
or the person's cut, and may put further steps at the front of the queue (a show lights
its combinations one step each). ``_sync`` ends every ``advance`` by comparing what the
events left with the observation.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QRectF

from ..engine.boards.values import Slide
from ..engine.cards import RANK, parse_card
from ..engine.scoring import peg_items, show_combinations
from . import felt_timing as ft
from . import felt_words as words
from . import labels, palette
from .art import card_words
from .board_item import CribbageBoardItem
from .felt_model import Shown, sort_hand
from .texts import seat_display_name

# The caption's words against the felt's (its title a tenth larger still, in bold): it
# is read from across the table, as the big count is.
CAPTION_FONT = 1.2


# The penalty squares' effects (engine/boards/penalty.py) are imported by the steps that
# show them: only Crib Wars lands there, never before the first painted table.
class FeltEvents:
    """The event steps of ``CribbageFelt`` (it provides the state they use)."""

    def _event(self, ev: dict, obs: Any) -> None:
        kind = ev.get("e") if isinstance(ev, dict) else None
        handler = getattr(self, f"_ev_{kind}", None)
        if handler is None:
            return
        try:
            handler(ev, obs)
        except (KeyError, ValueError, TypeError, IndexError) as exc:
            # A damaged event must not stop the table: it is noted (the tests require
            # none) and the observation that ends the advance puts the table right.
            self.mismatches.append(f"event {ev!r} not shown: {exc!r}")

    def _ev_draw(self, ev: dict, obs: Any) -> None:
        """C20, C21: the pack spread face down; the person draws; every draw turns up."""
        sh = self.shown
        sh.new_hand(-1, 0, (), None)
        sh.stock = False
        sh.spread = 52
        # A new game: the last game's pegs and marks leave the board at once, not
        # when the first points of the new one are pegged.
        if self.board.busy:
            self.board.cancel()
            self._ledger_pending.clear()
        for side in self.board.sides:
            self.board.place(side, self.board_data.start)
            self.board.set_sitting_out(side, None)
        self.new_ledger(-1)
        self._news_pending.clear()
        self.clear_news()
        self._update_scores()
        self._caption(words.draw_title(), "", 0)
        self._apply(animate=True, ms=ft.SPREAD_MS)
        self._update_hud()
        draws = [(int(s), int(c)) for s, c in ev["draw"]]
        rounds: list[list[tuple[int, int]]] = []
        seen: set[int] = set()
        for seat, card in draws:
            if seat in seen or not rounds:
                rounds.append([])
                seen = set()
            rounds[-1].append((seat, card))
            seen.add(seat)
        dealer = min(rounds[-1], key=lambda sc: sc[1] % 13)[0] if rounds else 0
        for k, rnd in enumerate(reversed(rounds)):
            self.steps.appendleft(lambda r=rnd, last=k == 0: self._turn_draws(
                r, dealer if last else None))
        if not self._autoplay:
            self.steps.appendleft(lambda: self._wait_cut("deal"))

    def _turn_draws(self, rnd: list[tuple[int, int]], dealer: int | None) -> None:
        sh = self.shown
        for seat, card in rnd:
            sh.draws[seat] = card
            if sh.spread > 0:
                idx = sh.spread - 1
                if seat == 0 and self._picked_draw is not None and self._picked_draw < sh.spread:
                    idx = self._picked_draw
                sh.origins[("draw", seat)] = ("pack", idx)
                sh.spread -= 1
            self.said.emit(words.said_draw(self._name(seat), card_words(card),
                                           self._mine(seat)))
        self._picked_draw = None
        if dealer is not None:                   # C20: the lowest deals
            line = words.draw_result(self._name(dealer), self._mine(dealer))
            self._caption(words.draw_title(), line, dealer)
            self.said.emit(line)
        self._apply(animate=True)
        self._update_hud()
        self.steps.appendleft(lambda: self._wait_pause(ft.DRAW_HOLD_MS))

    def _ev_deal(self, ev: dict, obs: Any) -> None:
        sh = self.shown
        hand_no = int(ev.get("hand", sh.hand_no + 1))
        dealer = sh.seat(ev["dealer"]) if isinstance(ev["dealer"], str) else int(ev["dealer"])
        if obs is not None and obs.hand_no == hand_no:
            dealt_in = tuple(obs.dealt_in)
            mine = _dealt_to_me(obs)
        else:
            n = len(sh.seat_names)
            out = {s for s, b in enumerate(sh.box) if b > 0}
            dealt_in = tuple((dealer + k) % n for k in range(1, n + 1)
                             if (dealer + k) % n % len(sh.side_names) not in out)
            mine = None
        size = 6 if len(dealt_in) == 2 else 5
        if mine is not None and len(mine) != size:
            mine = None
        # Everything of the last hand goes back to the pack first.
        if self.scene_.cards:
            sh.new_hand(hand_no, dealer, (), None)
            sh.stock = True
            self._apply(animate=True, ms=ft.GATHER_MS, gather=True)
            self.steps.appendleft(lambda: self._deal(hand_no, dealer, dealt_in, mine))
            return
        self._deal(hand_no, dealer, dealt_in, mine)

    def _deal(self, hand_no: int, dealer: int, dealt_in: tuple, mine: list | None) -> None:
        sh = self.shown
        sh.new_hand(hand_no, dealer, dealt_in, mine)
        self.new_ledger(hand_no)
        self.said.emit(words.said_deal(hand_no + 1, self._name(dealer), self._mine(dealer)))
        order: dict[Any, int] = {}
        size = 6 if len(dealt_in) == 2 else 5
        for i in range(size):
            for j, seat in enumerate(dealt_in):
                order[sh.hands[seat][i]] = i * len(dealt_in) + j
        self._apply(animate=True, deal_order=order)
        self._update_hud()

    def _ev_lay(self, ev: dict, obs: Any, bury: bool = False) -> None:
        sh = self.shown
        seat = sh.seat(ev["seat"])
        cards = [parse_card(c) for c in ev["cards"]] if "cards" in ev else None
        n = len(cards) if cards else int(ev.get("count", 1))
        sh.lay(seat, cards, n, bury)
        if seat == 0:
            self._selection = []
        self.said.emit(words.said_laid(self._name(seat), n, self._mine(seat)))
        self._apply(animate=True)
        self._update_hud()

    def _ev_bury(self, ev: dict, obs: Any) -> None:
        self._ev_lay(ev, obs, bury=True)

    def _ev_crib_stock(self, ev: dict, obs: Any) -> None:
        """C32: the stock's top card goes to the crib, face down, seen by no one."""
        self.shown.crib.append(self.shown.token("c"))
        self._apply(animate=True)

    def _ev_starter(self, ev: dict, obs: Any) -> None:
        """C40: the person cuts when it is their turn to (the card is the engine's)."""
        sh = self.shown
        card = parse_card(ev["card"])
        if sh.cutter() == 0 and not self._autoplay:
            self.steps.appendleft(lambda: self._turn_starter(card))
            self._wait_cut("starter")
            return
        self._turn_starter(card)

    def _turn_starter(self, card: int) -> None:
        self.shown.starter = card
        self.said.emit(words.said_starter(card_words(card)))
        self._apply(animate=True)
        self._update_hud()

    def _ev_play(self, ev: dict, obs: Any) -> None:
        sh = self.shown
        seat = sh.seat(ev["seat"])
        card = parse_card(ev["card"])
        sh.play(seat, card, int(ev["count"]))
        self.said.emit(words.said_play(self._name(seat), card_words(card), sh.count,
                                       self._mine(seat)))
        self._apply(animate=True)
        self._update_hud()

    def _ev_go(self, ev: dict, obs: Any) -> None:
        """C52: "go" at a player who cannot play."""
        seat = self.shown.seat(ev["seat"])
        self.shown.gone.add(seat)
        self.said.emit(words.said_go(self._name(seat)))
        self._update_hud()
        self._wait_pause(ft.GO_MS)

    def _ev_reset(self, ev: dict, obs: Any) -> None:
        """C53, C54: the count starts again; its cards are turned down, pushed aside."""
        def turn() -> None:
            self.shown.reset_count()
            self.said.emit(words.said_reset())
            self._apply(animate=True)
            self._update_hud()
        self.steps.appendleft(turn)
        self._wait_pause(ft.COUNT_HOLD_MS)

    def _ev_show(self, ev: dict, obs: Any) -> None:
        """C70-C76: the hand (or crib) beside the starter, its combinations lit in turn."""
        sh = self.shown
        seat = sh.seat(ev["seat"])
        what = ev["what"]
        # Shown in order of rank, as the person's own hand is held;
        # the combinations are said in the engine's order, as the record has them.
        said_order = [parse_card(c) for c in ev["cards"]]
        cards = sort_hand(said_order)
        if sh.row or sh.piles:
            played = list(sh.piles) + list(sh.row)
            sh.gather_for_show(played)
            self._update_hud()
        sh.show(seat, what, cards)
        title = words.show_title(self._name(seat), what, mine=seat == 0)
        self._caption(title, "", seat)
        self._apply(animate=True)
        self._update_hud()
        starter = sh.starter
        if starter is None:
            return
        combos = show_combinations(said_order, starter, what == "crib")
        steps: list[Callable[[], None]] = []
        total = 0
        spoken: list[str] = []
        for kind, combo, points in combos:
            total += points
            phrase = words.combination(kind, len(combo), total)

            def light(c=combo, p=phrase) -> None:
                spoken.append(p)
                sh.lit = frozenset(c)
                self._mark_lit()
                self._caption(title, " · ".join(spoken), seat)
                self.said.emit(p)
                self._wait_pause(ft.COMBO_MS, show=True)
            steps.append(light)
        end_total = int(ev.get("total", total))

        def finish() -> None:
            sh.lit = frozenset()
            self._mark_lit()
            line = " · ".join(spoken) if spoken else words.nothing()
            if "claimed" in ev:
                line = f"{line} — {words.claimed(int(ev['claimed']))}"
            self._caption(title, line, seat)
            self.said.emit(words.show_total(self._name(seat), what, end_total, mine=seat == 0))
            self._wait_show()
        steps.append(finish)
        for step in reversed(steps):
            self.steps.appendleft(step)

    def _ev_score(self, ev: dict, obs: Any) -> None:
        sh = self.shown
        side = ev["side"]
        why = ev["why"]
        points = int(ev["points"])
        if why == "award":                 # W36: an award never stops on a trap or penalty
            from ..engine.boards.penalty import Award, Settlement
            move = self.board_data.award(ev["from"], points)
            ticket = self.board.queue_settlement(Settlement({}, (Award(side, move),), None))
        else:
            move = self.board_data.move(ev["from"], points)
            label = self._score_label(why, points)
            ticket = self.board.queue_move(side, move, label)
        self._ledger_ticket(ticket, ev)
        name, mine = self._side_subject(sh.side(side)), self._mine_side(sh.side(side))
        slid = [e for e in move.events if isinstance(e, Slide)]
        # The score's line says where the move landed (before a red jump's slide); what
        # the square did is said, with where the peg then stands, by the board's news
        # once the peg is at rest (board_news.py).
        landed = slid[0].from_hole if slid else ev["to"]
        self.said.emit(words.said_score(name, points, self._why_word(why, points),
                                        self._place(landed), mine))
        self._wait_board(ticket)

    def _ev_fold(self, ev: dict, obs: Any) -> None:
        """W30: the side folds: its cards are dead for the hand."""
        from ..engine.boards.penalty import Fold, Settlement
        side = ev["side"]
        self.shown.fold(self.shown.side(side))
        self._apply(animate=True)
        self._update_hud()
        hole = self.board.front(side)
        # The penalty square's sentence has said that the side folds (board_news).
        self.steps.appendleft(lambda: self._wait_board(self.board.queue_settlement(
            Settlement({}, (Fold(side, ev["square"], hole),), None))))

    def _ev_retreat(self, ev: dict, obs: Any) -> None:
        from ..engine.boards.penalty import Retreat, Settlement
        self._wait_board(self._ledger_ticket(self.board.queue_settlement(Settlement(
            {}, (Retreat(ev["side"], ev["from"], ev["to"]),), None)), ev))

    def _ev_release(self, ev: dict, obs: Any) -> None:
        from ..engine.boards.penalty import Release, Settlement
        self._wait_board(self._ledger_ticket(self.board.queue_settlement(Settlement(
            {}, (Release(ev["side"], ev["from"], ev["to"]),), None)), ev))

    def _ev_sit_out(self, ev: dict, obs: Any) -> None:
        from ..engine.boards.penalty import Settlement, SitOut
        self._wait_board(self._news_ticket(self.board.queue_settlement(Settlement(
            {}, (SitOut(ev["side"], int(ev["hands"])),), None)), ev))

    def _ev_leave_box(self, ev: dict, obs: Any) -> None:
        self.board.set_sitting_out(ev["side"], None)
        side = self.shown.side(ev["side"])
        self.said.emit(words.said_leave_box(self._side_subject(side), self._mine_side(side)))

    def _ev_win(self, ev: dict, obs: Any) -> None:
        sh = self.shown
        sh.winner = sh.side(ev["side"])
        line = words.said_win(self._side_subject(sh.winner), self._mine_side(sh.winner))
        # Shown, not said: the window names the winner with the skunks (C81) once the
        # felt is idle, and once is enough.
        self._caption(line, "", self.rules.side_seats(sh.winner)[0])
        self._update_hud()

    def _sync(self, obs: Any) -> None:
        """End showing exactly ``obs``. What the events left should already be it: any
        difference is noted in ``mismatches`` (the tests require none) and then put
        right, so the person never sees a wrong table."""
        expected = Shown.from_obs(obs, self.shown)
        self.mismatches.extend(_differences(self.shown, expected, self.board, obs))
        self.shown = expected
        self._place_pegs(obs)
        self._apply(animate=True)
        self._update_hud()

    # ------------------------------------------------------------ words
    def _name(self, seat: int) -> str:
        return self.names.get(seat) or self.rules.seat_names[seat]

    def _side_name(self, side: int) -> str:
        seats = self.rules.side_seats(side)
        return " & ".join(self._name(s) for s in seats)

    def _side_subject(self, side: int) -> str:
        """The side as a sentence's subject ("team West & East" for a partnership)."""
        return words.side_subject([self._name(s) for s in self.rules.side_seats(side)])

    def _mine(self, seat: int) -> bool:
        """The person's seat, named by the "You" word: its sentences say "You play",
        "Vous jouez" (a chosen name takes the third person, as any other seat)."""
        return seat == 0 and self._name(0) == seat_display_name("S")

    def _mine_side(self, side: int) -> bool:
        return side == self.rules.side_of(0) and self._mine(0)

    def _place(self, hole: str) -> str:
        return words.hole_place(self.board_data.hole(hole))

    def _score_label(self, why: str, points: int) -> str:
        if why == "play":
            sh = self.shown
            ranks = [RANK[c] for _, c in sh.row]
            parts = []
            for kind, pts in peg_items(ranks, sh.count):
                if kind == "fifteen":
                    parts.append(labels.fifteen(pts))
                elif kind == "thirty-one":
                    parts.append(labels.thirty_one(pts))
                elif kind == "pair":
                    parts.append(words.pair(pts))
                else:
                    parts.append(words.run(pts))
            return ", ".join(parts) or str(points)
        return self._why_word(why, points)

    def _why_word(self, why: str, points: int) -> str:
        if why == "go":
            return labels.go()
        if why == "heels":
            return labels.his_heels()
        if why == "hand":
            return labels.hand(points)
        if why == "crib":
            return labels.crib(points)
        if why == "muggins":
            return words.muggins()
        if why == "excess":
            return words.excess(points)
        if why == "award":
            return labels.award(points)
        return self._score_label(why, points) if why == "play" else why

    def _caption(self, title: str, line: str, seat: int) -> None:
        """The caption says ``title`` and ``line`` in the colour of ``seat``'s side."""
        self.caption.colour = palette.side_colour(self.rules.side_of(seat))
        self.caption.set_text(title, [line] if line else [])
        self._place_caption()
        self.caption.show()

    def _place_caption(self) -> None:
        """As wide as its words at most, the room under the cards counted; its title and
        line wrap in that room, and it grows downwards to hold them."""
        caption, room = self.caption, self._layout.caption_rect()
        caption.font_px = self._layout.font_px * CAPTION_FONT
        w = min(room.width(), caption.natural_width())
        caption.set_rect(QRectF(room.left(), room.top(), w, caption.required_height(w)))


def _differences(shown: Shown, expected: Shown, board: CribbageBoardItem, obs: Any) -> list[str]:
    """What the animated events left that differs from the observation."""
    out = []
    if shown.hand_no != expected.hand_no:
        return [f"hand {shown.hand_no} shown, {expected.hand_no} observed"]
    for seat in set(shown.hands) | set(expected.hands):
        if shown.held(seat) != expected.held(seat):
            out.append(f"seat {seat} holds {shown.held(seat)}, observed {expected.held(seat)}")
    mine = sorted(k for k in shown.hands.get(0, []) if isinstance(k, int))
    if mine != sorted(expected.hands.get(0, [])):
        out.append(f"seat 0's hand {mine}, observed {sorted(expected.hands.get(0, []))}")
    if shown.count != expected.count and obs.phase == "play":
        out.append(f"count {shown.count}, observed {expected.count}")
    if obs.phase == "play" and shown.row != expected.row:
        out.append(f"row {shown.row}, observed {expected.row}")
    if shown.starter != expected.starter:
        out.append(f"starter {shown.starter}, observed {expected.starter}")
    if obs.phase in ("lay", "play") and len(shown.crib) != len(expected.crib):
        out.append(f"crib of {len(shown.crib)}, observed {len(expected.crib)}")
    for side, hole in zip(board.sides, obs.holes, strict=False):
        if board.front(side) != hole and not board.busy:
            out.append(f"side {side} peg on {board.front(side)}, observed {hole}")
    return out


def _dealt_to_me(obs: Any) -> list[int] | None:
    """Seat 0's cards of this deal, from what it holds, laid away and played."""
    if 0 not in obs.dealt_in:
        return None
    mine = list(obs.hand) + list(obs.laid) + [c for s, c in obs.played if s == 0]
    return mine
