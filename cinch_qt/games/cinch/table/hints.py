"""Teaching texts: one sentence per phase for the "first game" mode, and a plain
explanation for every rule the engine can refuse an action under.

The engine's own refusal messages (errors.IllegalAction.message) are English and
written for developers; these are for the player, in the player's language.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

translate = QCoreApplication.translate

# Keys are the engine's phases (state.py) plus "draw", the automatic discard-and-draw
# step after trumps are named, which the table may announce on its own.
PHASES = ("bid", "trump", "keep", "draw", "rob", "give", "play", "over")

_PHASE_FOR_PLAYER = {
    "bid": QT_TRANSLATE_NOOP(
        "Hints", "Bidding: pass, or bid more than anyone so far — if you win the bid, "
        "your side must then take at least that many points (at most 14 are in play)."),
    "trump": QT_TRANSLATE_NOOP(
        "Hints", "You won the bidding: name the trump suit, usually the one where you "
        "hold the most high cards and fives."),
    "keep": QT_TRANSLATE_NOOP(
        "Hints", "You hold more than six trumps: keep six of them; the others are shown "
        "to everybody and go out of play."),
    "draw": QT_TRANSLATE_NOOP(
        "Hints", "You throw away every card that is not a trump, and the dealer gives "
        "you cards from the pack until you have six."),
    "rob": QT_TRANSLATE_NOOP(
        "Hints", "You are the dealer: keep any six cards from your hand and the rest of "
        "the pack; trumps you leave out are shown to everybody."),
    "give": QT_TRANSLATE_NOOP(
        "Hints", "The pack has run out: choose cards from your discards to give the "
        "player who is still short of six."),
    "play": QT_TRANSLATE_NOOP(
        "Hints", "Your turn to play: when a trump is led you must play a trump if you "
        "have one; on any other lead you may follow suit or play a trump, and with no card "
        "of the suit led you may play any card."),
    "over": QT_TRANSLATE_NOOP(
        "Hints", "The game is over: the first side to reach the target score has won."),
}

_PHASE_FOR_OTHERS = {
    "bid": QT_TRANSLATE_NOOP(
        "Hints", "Bidding: starting at the dealer's left, each player passes or bids "
        "higher than the last bid; the highest bidder names trumps."),
    "trump": QT_TRANSLATE_NOOP(
        "Hints", "The highest bidder is choosing the trump suit."),
    "keep": QT_TRANSLATE_NOOP(
        "Hints", "A player holds more than six trumps and keeps six; the others will be "
        "shown and go out of play."),
    "draw": QT_TRANSLATE_NOOP(
        "Hints", "Everybody but the dealer throws away the cards that are not trumps and "
        "is dealt new cards from the pack up to six."),
    "rob": QT_TRANSLATE_NOOP(
        "Hints", "The dealer robs the pack: looks through the cards that are left and "
        "keeps the best six."),
    "give": QT_TRANSLATE_NOOP(
        "Hints", "The pack has run out, so the dealer gives the short player cards from "
        "the dealer's discards."),
    "play": QT_TRANSLATE_NOOP(
        "Hints", "The play: six tricks, the highest bidder leads first, and the winner "
        "of each trick leads to the next."),
    "over": QT_TRANSLATE_NOOP(
        "Hints", "The game is over: the first side to reach the target score has won."),
}

# One explanation per rule id the engine gives with a refusal (state.py raises R20,
# R22, R30, R32, R34, R35, R40, R41, R42, R53, R72) and the neighbours a future
# engine may use.  Said to the player, who caused the refusal.  R70, a move out of turn
# (the session's ``TURN_RULE``), has none here: the shell's session refuses it before
# the engine sees it, in words that tell a game over and a finished hand from a turn
# still to come, and the words the table gives with it stand as they are.
_REFUSALS = {
    "R20": QT_TRANSLATE_NOOP(
        "Refusals", "This is the bidding: first pass or make a bid."),
    "R21": QT_TRANSLATE_NOOP(
        "Refusals", "Nobody can bid more than 14, the total of the six scoring cards."),
    "R22": QT_TRANSLATE_NOOP(
        "Refusals", "Everybody else has passed, so you, the dealer, must bid."),
    "R30": QT_TRANSLATE_NOOP(
        "Refusals", "The highest bidder must name the trump suit first."),
    "R31": QT_TRANSLATE_NOOP(
        "Refusals", "Only trumps may be kept: every other card is thrown away."),
    "R32": QT_TRANSLATE_NOOP(
        "Refusals", "Choose exactly six of your trumps to keep."),
    "R33": QT_TRANSLATE_NOOP(
        "Refusals", "The dealer fills each hand up to six cards from the pack."),
    "R34": QT_TRANSLATE_NOOP(
        "Refusals", "As the dealer, keep exactly six cards, chosen from your hand and the "
        "rest of the pack."),
    "R35": QT_TRANSLATE_NOOP(
        "Refusals", "Give the short player exactly the cards they need, chosen from your "
        "discards."),
    "R40": QT_TRANSLATE_NOOP(
        "Refusals", "The cards are being played now: wait for your turn, then play one "
        "card."),
    "R41": QT_TRANSLATE_NOOP(
        "Refusals", "A trump was led and you have a trump: you must play one."),
    "R42": QT_TRANSLATE_NOOP(
        "Refusals", "You hold the suit that was led: follow suit or play a trump. Only "
        "a player with no card of that suit may play any card."),
    "R43": QT_TRANSLATE_NOOP(
        "Refusals", "The highest trump wins the trick; without a trump, the highest card "
        "of the suit led."),
    "R53": QT_TRANSLATE_NOOP(
        "Refusals", "The game is over. Start a new game to play again."),
    "R71": QT_TRANSLATE_NOOP(
        "Refusals", "That card is not allowed: on a trump lead, play a trump if you have "
        "one; on a plain lead, follow suit or play a trump if you hold the suit led."),
    "R72": QT_TRANSLATE_NOOP(
        "Refusals", "That bid is not allowed: it must be higher than the highest bid so "
        "far, from the minimum bid up to 14."),
}


def phase_hint(phase: str, seat_is_player: bool) -> str:
    """One sentence for the "first game" mode as ``phase`` begins; ``seat_is_player``
    says whether the human is the one to act (wording addresses them directly)."""
    table = _PHASE_FOR_PLAYER if seat_is_player else _PHASE_FOR_OTHERS
    if phase not in table:
        raise ValueError(f"no hint for phase {phase!r}: expected one of {', '.join(PHASES)}")
    context = "Hints"
    return translate(context, table[phase])


def refusal_text(rule_id: str, default_message: str = "") -> str:
    """A plain explanation of why an action was refused under ``rule_id`` ("R41");
    ``default_message`` (e.g. the engine's message) when the rule has none."""
    source = _REFUSALS.get(rule_id)
    if source is None:
        return default_message
    return translate("Refusals", source)


def refusal_rules() -> tuple[str, ...]:
    """Rule ids that have an explanation."""
    return tuple(_REFUSALS)


def explain_refusal(error) -> str:
    """``refusal_text`` for an engine IllegalAction (uses its ``rule`` and ``message``)."""
    return refusal_text(getattr(error, "rule", ""), getattr(error, "message", str(error)))


class PhaseCoach:
    """Decides when the "first game" mode speaks: each phase is explained once per game
    when it begins, in the general form, and again in the "you" form the first time it
    is the player's turn in it.  The discard-and-draw step, which nobody chooses, is
    explained when the game leaves the trump phase.  Switched off, it says nothing."""

    def __init__(self, enabled: bool = True, human_seat: int = 0) -> None:
        self.enabled = enabled
        self.human_seat = human_seat
        self._said: set[tuple[str, bool]] = set()
        self._phase: str | None = None

    def reset(self) -> None:
        """A new game: everything may be explained again."""
        self._said.clear()
        self._phase = None

    def hints_for(self, phase: str, current: int | None) -> list[str]:
        """Hints to show now that the game is in ``phase`` waiting for ``current``
        (call after every change of state; repeated calls add nothing)."""
        previous, self._phase = self._phase, phase
        if not self.enabled:
            return []
        wanted: list[tuple[str, bool]] = []
        if previous == "trump" and phase != "trump":
            wanted.append(("draw", False))
        wanted.append((phase, current is not None and current == self.human_seat))
        out = []
        for key in wanted:
            if key not in self._said:
                self._said.add(key)
                out.append(phase_hint(*key))
        return out


# Where the rules page (games/cinch/help, section ids) explains each rule, so a
# refusal can offer "read more" at the right place.
_SECTIONS = (("R1", "R3", "players"), ("R10", "R13", "trumps"), ("R14", "R15", "deal"),
             ("R20", "R23", "bidding"), ("R30", "R30", "trumps"), ("R31", "R37", "drawing"),
             ("R40", "R43", "play"), ("R50", "R53", "scoring"), ("R60", "R61", "options"),
             ("R70", "R70", "fairplay"), ("R71", "R71", "play"), ("R72", "R72", "bidding"))


def rule_section(rule_id: str) -> str:
    """The rules-page section that explains ``rule_id`` ("R41" -> "play"); the page's
    top ("") for an id outside R1…R72."""
    try:
        number = int(rule_id.lstrip("R"))
    except (AttributeError, ValueError):
        return ""
    for first, last, section in _SECTIONS:
        if int(first[1:]) <= number <= int(last[1:]):
            return section
    return ""
