"""Why a game record was refused, in the player's language.

The engine (which cannot use Qt) gives every RecordError a ``code`` and ``values``;
this module holds the same reasons as translatable text.  ``%1``… are the engine's
values in order; values are card codes, seat letters and JSON fragments, which read
the same in every language.  A test checks that every engine code has a text here.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ....i18n.placeholders import fill
from .announcements import seat_name
from .hints import refusal_text

translate = QCoreApplication.translate

_REASONS = {
    "not_record": QT_TRANSLATE_NOOP("RecordErrors", "a game record must be a JSON object"),
    "format": QT_TRANSLATE_NOOP(
        "RecordErrors", "unknown record format %1 version %2; this program reads %3 "
        "version %4"),
    "not_object": QT_TRANSLATE_NOOP("RecordErrors", "an object was expected here"),
    "missing": QT_TRANSLATE_NOOP("RecordErrors", "this entry is missing"),
    "wrong_type": QT_TRANSLATE_NOOP("RecordErrors", "expected %1, found %2"),
    "bad_card": QT_TRANSLATE_NOOP(
        "RecordErrors", "%1 is not a card (a card is a rank then a suit, like TH for the "
        "ten of hearts)"),
    "bad_suit": QT_TRANSLATE_NOOP(
        "RecordErrors", "%1 is not a suit (expected C, D, H or S)"),
    "bad_seat": QT_TRANSLATE_NOOP(
        "RecordErrors", "%1 is not a seat (expected S, W, N or E)"),
    "seat_absent": QT_TRANSLATE_NOOP(
        "RecordErrors", "seat %1 is not at a %2-player table"),
    "not_card_list": QT_TRANSLATE_NOOP("RecordErrors", "a list of cards was expected here"),
    "bad_players": QT_TRANSLATE_NOOP(
        "RecordErrors", "the number of players must be 2, 3 or 4 (R2), not %1"),
    "bad_target": QT_TRANSLATE_NOOP(
        "RecordErrors", "the target score must be a whole number from 1 to 1000 (R53), "
        "not %1"),
    "bad_min_bid": QT_TRANSLATE_NOOP(
        "RecordErrors", "the minimum bid must be from 1 to 14 (R20), not %1"),
    "bad_all_pass": QT_TRANSLATE_NOOP(
        "RecordErrors", "when everybody passes the rule must be throw_in or stuck_dealer "
        "(R22), not %1"),
    "seats": QT_TRANSLATE_NOOP("RecordErrors", "a %1-player game seats %2, not %3"),
    "deal_size": QT_TRANSLATE_NOOP(
        "RecordErrors", "each player is dealt nine cards (R15), not %1"),
    "deal_missing": QT_TRANSLATE_NOOP("RecordErrors", "no cards are dealt to %1"),
    "deal_cards": QT_TRANSLATE_NOOP(
        "RecordErrors", "the deal and the pack must hold each of the 52 cards exactly once "
        "(R10)"),
    "already_won": QT_TRANSLATE_NOOP(
        "RecordErrors", "the game was already won before this hand (R53)"),
    "wrong_dealer": QT_TRANSLATE_NOOP(
        "RecordErrors", "the deal passes to the left, so %1 deals this hand (R3)"),
    "final_needed": QT_TRANSLATE_NOOP(
        "RecordErrors", "the game is over, so the final result must be given"),
    "not_over": QT_TRANSLATE_NOOP(
        "RecordErrors", "no side has reached the target, so the game is not over (R53)"),
    "unfinished": QT_TRANSLATE_NOOP(
        "RecordErrors", "this entry is missing, so the hand is not finished"),
    "bid_entry": QT_TRANSLATE_NOOP("RecordErrors", "expected [seat, bid or null]"),
    "bid_amount": QT_TRANSLATE_NOOP("RecordErrors", "expected a number or null"),
    "play_entry": QT_TRANSLATE_NOOP("RecordErrors", "expected [seat, card]"),
    "bids_end": QT_TRANSLATE_NOOP(
        "RecordErrors", "the record says %1, but the bidding ends %2 (R21: after a bid "
        "of 14 everybody passes)"),
    "mismatch": QT_TRANSLATE_NOOP(
        "RecordErrors", "the record says %1, but the rules give %2 (%3)"),
    # %1 is the rule id, %2 the rule explained (a sentence ending in a full stop).
    "refused": QT_TRANSLATE_NOOP("RecordErrors", "this move breaks rule %1: %2"),
}

_KINDS = {
    "object": QT_TRANSLATE_NOOP("RecordErrors", "an object"),
    "list": QT_TRANSLATE_NOOP("RecordErrors", "a list"),
    "whole number": QT_TRANSLATE_NOOP("RecordErrors", "a whole number"),
    "number": QT_TRANSLATE_NOOP("RecordErrors", "a number"),
    "text": QT_TRANSLATE_NOOP("RecordErrors", "a text"),
    "true/false": QT_TRANSLATE_NOOP("RecordErrors", "true or false"),
    "null": QT_TRANSLATE_NOOP("RecordErrors", "null"),
}

# Refusals the player-facing explanations (hints.py) word for the player at the table;
# in a record the mover is somebody else, so these two are said here.
_REFUSED = {
    "not_held": QT_TRANSLATE_NOOP("RecordErrors", "the player does not hold that card."),
    "not_turn": QT_TRANSLATE_NOOP("RecordErrors", "it is another player's turn."),
}


def record_reasons() -> tuple[str, ...]:
    """The codes this module can explain."""
    return tuple(_REASONS)


def record_error_text(error) -> str:
    """The reason an engine RecordError gives, in the current language (its English
    ``why`` for a code this module does not know)."""
    code = getattr(error, "code", "")
    values = list(getattr(error, "values", ()))
    if code not in _REASONS:
        return getattr(error, "why", str(error))
    if code == "wrong_type":
        values = [translate("RecordErrors", _KINDS[v]) if v in _KINDS else v
                  for v in values]
    elif code in ("wrong_dealer", "deal_missing"):
        # Seats the rules name (not text copied from the file): said as seat names.
        values = [", ".join(seat_name(letter) for letter in values[0].split(", "))]
    elif code == "refused":
        message, rule, kind = values
        if kind in _REFUSED:
            explained = translate("RecordErrors", _REFUSED[kind])
        else:
            explained = refusal_text(rule, message)
        values = [rule, explained]
    return fill(translate("RecordErrors", _REASONS[code]), *values)
