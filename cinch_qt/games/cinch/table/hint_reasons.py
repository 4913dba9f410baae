"""A hint's reason in one short sentence, in the player's language, from the plain data
of cinch_qt.games.cinch.ai.explain ("You hold the ace and both Pedros in hearts.")."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ....i18n.cards import suit_name
from ....i18n.placeholders import fill
from ..ai.explain import Reason

translate = QCoreApplication.translate

_NAMES = {
    "ace": QT_TRANSLATE_NOOP("HintReasons", "the ace"),
    "king": QT_TRANSLATE_NOOP("HintReasons", "the king"),
    "queen": QT_TRANSLATE_NOOP("HintReasons", "the queen"),
    "jack": QT_TRANSLATE_NOOP("HintReasons", "the jack"),
    "ten": QT_TRANSLATE_NOOP("HintReasons", "the ten"),
    "two": QT_TRANSLATE_NOOP("HintReasons", "the two"),
    "right": QT_TRANSLATE_NOOP("HintReasons", "the right Pedro"),
    "left": QT_TRANSLATE_NOOP("HintReasons", "the left Pedro"),
}

_SENTENCES = {
    "bid_holding": QT_TRANSLATE_NOOP("HintReasons", "You hold %1 in %2."),
    "bid_plain": QT_TRANSLATE_NOOP("HintReasons", "Your best suit is %2."),
    "pass_outbid": QT_TRANSLATE_NOOP(
        "HintReasons", "The bidding is already higher than %1 in %2 is worth."),
    "pass_weak": QT_TRANSLATE_NOOP(
        "HintReasons", "No suit in your hand has enough high trumps or Pedros."),
    "trump_holding": QT_TRANSLATE_NOOP("HintReasons", "You hold %1 in %2."),
    "keep_best": QT_TRANSLATE_NOOP(
        "HintReasons", "Keep the highest trumps and every Pedro you can."),
    "give_spare": QT_TRANSLATE_NOOP(
        "HintReasons", "These are the discards you can best spare."),
    "lead_high_trump": QT_TRANSLATE_NOOP(
        "HintReasons", "A high trump led draws the other players' trumps."),
    "lead_trump": QT_TRANSLATE_NOOP(
        "HintReasons", "Leading a trump draws out the other players' trumps."),
    "lead_plain": QT_TRANSLATE_NOOP(
        "HintReasons", "A plain card led keeps your trumps for later."),
    "take_trick": QT_TRANSLATE_NOOP("HintReasons", "It takes the trick."),
    "take_points": QT_TRANSLATE_NOOP(
        "HintReasons", "It takes the trick and the %1 points in it."),
    "feed_partner": QT_TRANSLATE_NOOP(
        "HintReasons", "Your partner is winning this trick, so these %1 points go to "
        "your side."),
    "partner_wins": QT_TRANSLATE_NOOP(
        "HintReasons", "Your partner is winning this trick already."),
    "throw_low": QT_TRANSLATE_NOOP(
        "HintReasons", "This trick cannot be won: give up the card you need least."),
}


def _listed(names: tuple[str, ...]) -> str:
    words = list(names)
    if "right" in words and "left" in words:
        words = [w for w in words if w not in ("right", "left")]
        parts = [translate("HintReasons", _NAMES[w]) for w in words]
        parts.append(translate("HintReasons", "both Pedros"))
    else:
        parts = [translate("HintReasons", _NAMES[w]) for w in words]
    if len(parts) == 1:
        return parts[0]
    return fill(translate("HintReasons", "%1 and %2"),
                translate("HintReasons", ", ").join(parts[:-1]), parts[-1])


def reason_text(reason: Reason | None) -> str:
    """One sentence, or "" when there is no reason to give."""
    if reason is None:
        return ""
    kind = reason.kind
    suit = suit_name(reason.suit) if reason.suit is not None else ""
    if kind in ("bid_holding", "trump_holding", "pass_outbid") and not reason.names:
        kind = "pass_weak" if kind == "pass_outbid" else "bid_plain"
    if kind == "take_trick" and reason.points:
        kind = "take_points"
    text = translate("HintReasons", _SENTENCES[kind])
    if kind in ("take_points", "feed_partner"):
        return fill(text, reason.points)
    if reason.names:
        return fill(text, _listed(reason.names), suit)
    return fill(text, "", suit)


def hint_reason(state, payload: dict) -> str:
    """Why the hint ``payload`` (controller.action_payload) is South's move in
    ``state``, in one sentence, from what South may know (its observation)."""
    from ..ai.explain import explain
    from ..engine.actions import Bid, DealerGive, DealerKeep, KeepTrumps, NameTrump, Pass, Play
    kind = payload.get("kind")
    if kind == "bid":
        action = Bid(0, payload["amount"])
    elif kind == "pass":
        action = Pass(0)
    elif kind == "trump":
        action = NameTrump(0, payload["suit"])
    elif kind == "play":
        action = Play(0, payload["card"])
    elif kind == "choose":
        d = state.decision()
        cards = frozenset(payload["cards"])
        action = (DealerGive(0, d.to, cards) if d.kind == "give" else
                  DealerKeep(0, cards) if d.kind == "rob" else KeepTrumps(0, cards))
    else:
        return ""
    return reason_text(explain(state.observation(0), action))
