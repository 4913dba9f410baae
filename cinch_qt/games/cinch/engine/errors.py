"""Refusals.  Every illegal action raises one of these, naming the rule it breaks, and
the game state is left exactly as it was (the engine checks before it changes)."""

from __future__ import annotations

from ...base import IllegalAction as _AnyGameIllegalAction


class IllegalAction(_AnyGameIllegalAction):
    """An action the rules forbid.  ``rule`` is the RULES.md id, e.g. ``"R41"``.

    A subclass of the protocol's ``IllegalAction`` (cinch_qt/games/base.py), so shared
    code catches one exception for every game."""


class NotYourTurn(IllegalAction):
    """R70: only the player whose turn it is may act."""


class WrongPhase(IllegalAction):
    """The action does not belong to the current step of the hand."""


class Revoke(IllegalAction):
    """R41/R42/R71: a card the rules do not allow (a trump lead not followed with a
    trump, or a plain lead neither followed nor trumped by a player holding its suit)."""


class BadBid(IllegalAction):
    """R20–R22/R72: a bid that does not top, or lies outside the range."""


class CardNotHeld(IllegalAction):
    """A card the player does not have."""


class BadSelection(IllegalAction):
    """A choice of cards (keep, rob, give) of the wrong size or from the wrong cards."""


class GameOver(IllegalAction):
    """The game has ended; nothing more can be played."""


# Why a record can be refused: English templates, {0} {1} … being the values.  The code
# travels with the error so the interface can say the same in the player's language
# (cinch_qt/games/cinch/table/record_errors.py translates every code; a test keeps the two in step).
RECORD_REASONS = {
    "not_record": "a game record must be a JSON object",
    "format": "unknown record format {0} version {1}; this program reads {2} version {3}",
    "not_object": "expected an object",
    "missing": "missing",
    "wrong_type": "expected {0}, found {1}",
    "bad_card": "not a card: {0} (expected a rank then a suit, like TH)",
    "bad_suit": "not a suit: {0} (expected C, D, H or S)",
    "bad_seat": "not a seat: {0} (expected S, W, N or E)",
    "seat_absent": "seat {0} is not at a {1}-player table",
    "not_card_list": "expected a list of cards",
    "bad_players": "players must be 2, 3 or 4 (R2), not {0}",
    "bad_target": "target must be a whole number from 1 to 1000 (R53), not {0}",
    "bad_min_bid": "min_bid must be from 1 to 14 (R20), not {0}",
    "bad_all_pass": "all_pass must be throw_in or stuck_dealer (R22), not {0}",
    "seats": "a {0}-player game seats {1}, not {2}",
    "deal_size": "R15: nine cards are dealt to each player, not {0}",
    "deal_missing": "no cards for {0}",
    "deal_cards": "R10: the deal and the pack must hold each of the 52 cards exactly once",
    "already_won": "R53: the game was already won before this hand",
    "wrong_dealer": "R3: the deal passes to the left, so {0} deals this hand",
    "final_needed": "the game is over, so final must be given",
    "not_over": "R53: no side has reached the target, the game is not over",
    "unfinished": "missing: the hand is not finished",
    "bid_entry": "expected [seat, bid or null]",
    "bid_amount": "expected a number or null",
    "play_entry": "expected [seat, card]",
    "bids_end": "the record says {0}, but the bidding ends {1} (R21: after a 14 everyone "
                "passes)",
    "mismatch": "the record says {0}, but the rules give {1} ({2})",
    # {2} is "not_held", "not_turn" or "other": which kind of refusal it was.
    "refused": "{0} ({1})",
}


class RecordError(ValueError):
    """A game record that cannot be read: names where (a JSON path) and why.

    ``code`` is a key of RECORD_REASONS and ``values`` fill its template; ``why`` is the
    English sentence they make.
    """

    def __init__(self, where: str, code: str, *values: object) -> None:
        why = RECORD_REASONS[code].format(*values)
        super().__init__(f"{where}: {why}" if where else why)
        self.where = where
        self.why = why
        self.code = code
        self.values = tuple(str(v) for v in values)
