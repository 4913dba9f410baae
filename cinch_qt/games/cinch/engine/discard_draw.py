"""From trumps named to the first lead (R31–R35): every player discards non-trumps and
keeps six trumps at most, draws back to six, and with four players the dealer robs the
pack and gives the short players cards.  A part of ``GameState`` (state.py), kept
here so that each step of the hand reads in one place; it works on the state's own
fields and changes nothing before its checks pass."""

from __future__ import annotations

import itertools

from . import errors as err
from .actions import DealerGive, DealerKeep, KeepTrumps
from .cards import card_str, cards_of, mask_of
from .phases import GIVE, HAND_SIZE, KEEP, ROB
from .rules import SEAT_CHARS


class DiscardAndDraw:
    """The discard, draw, rob and give steps of ``GameState``."""

    def _advance_discards(self) -> None:
        """Discard automatically until a player must choose trumps (R32), then draw."""
        trump_mask = self.table.trump_mask
        while self._to_discard:
            seat = self._to_discard[0]
            trumps = self.hands[seat] & trump_mask
            if trumps.bit_count() > HAND_SIZE:
                self.phase, self.current = KEEP, seat
                return
            self._discard_to(seat, trumps)
        self._draw()

    def _discard_to(self, seat: int, keep: int) -> None:
        hand = self.hands[seat]
        dropped = hand & ~keep
        self.discards[seat] |= dropped
        self.shown[seat] |= dropped & self.table.trump_mask  # R32: excess trumps shown
        self.hands[seat] = keep
        self.kept[seat] = [c for c in self.deal[seat] if keep >> c & 1]
        self._to_discard.pop(0)

    def _keep_trumps(self, action: KeepTrumps) -> None:
        self._need_phase(KEEP, "keep trumps")
        trumps = self.hands[action.seat] & self.table.trump_mask
        chosen = self._selection(action.cards, trumps, HAND_SIZE, "R32",
                                 "keep six of your trumps")
        self._discard_to(action.seat, chosen)
        self._advance_discards()

    def _draw(self) -> None:
        # R33: in turn from the dealer's left, bring each hand to six from the pack top.
        drawers = self.order[:-1] if self.rules.players == 4 else self.order
        for seat in drawers:
            need = HAND_SIZE - self.hands[seat].bit_count()
            got = self.pack[:need]
            del self.pack[:need]
            self.drawn[seat] = got
            self.hands[seat] |= mask_of(got)
        if self.rules.players != 4:
            self._start_play()  # R60/R61: the dealer does not rob
            return
        self._short = [s for s in drawers if self.hands[s].bit_count() < HAND_SIZE]
        self.phase, self.current = ROB, self.dealer

    def _dealer_keep(self, action: DealerKeep) -> None:
        self._need_phase(ROB, "rob the pack")
        pool = self.hands[self.dealer] | mask_of(self.pack)
        rule = "R35" if self._short else "R34"
        chosen = self._selection(action.cards, pool, HAND_SIZE, rule,
                                 "keep six cards from your hand and the pack")
        dropped = pool & ~chosen
        self.discards[self.dealer] |= dropped
        self.shown[self.dealer] |= dropped & self.table.trump_mask  # R34
        self.hands[self.dealer] = chosen
        self.dealer_kept = [c for c in itertools.chain(self.deal[self.dealer], self.pack)
                            if chosen >> c & 1]
        self.pack = []
        self._advance_gifts()

    def _advance_gifts(self) -> None:
        """R35: the dealer gives each short player, in turn, cards from the dealer's
        discards.  (Only the last drawer can be short, by one or two cards, and the
        dealer always has three discards, so there is always a choice to make.)"""
        if self._short:
            self.phase, self.current = GIVE, self.dealer
        else:
            self._start_play()

    def _give(self, to: int, cards: int) -> None:
        self.discards[self.dealer] &= ~cards
        self.shown[self.dealer] &= ~cards
        self.hands[to] |= cards
        self.given[to] = cards_of(cards)
        self._short.pop(0)

    def _dealer_give(self, action: DealerGive) -> None:
        self._need_phase(GIVE, "give cards")
        to = self._short[0]
        if action.to != to:
            raise err.BadSelection("R35", f"the dealer gives to the short players in turn "
                                          f"from the dealer's left: {SEAT_CHARS[to]} is next")
        need = HAND_SIZE - self.hands[to].bit_count()
        chosen = self._selection(action.cards, self.discards[self.dealer], need, "R35",
                                 f"give {need} of your discards")
        self._give(to, chosen)
        self._advance_gifts()

    def _selection(self, cards: frozenset[int], pool: int, count: int, rule: str,
                   task: str) -> int:
        try:
            chosen = mask_of(cards)
        except TypeError:
            raise err.BadSelection(rule, f"not a set of cards: {cards!r}") from None
        if len(set(cards)) != count or chosen.bit_count() != count:
            raise err.BadSelection(rule, f"{task}: choose exactly {count} cards, "
                                         f"not {len(set(cards))}")
        if chosen & ~pool:
            bad = " ".join(card_str(c) for c in cards_of(chosen & ~pool))
            raise err.BadSelection(rule, f"{task}: {bad} cannot be chosen")
        return chosen

