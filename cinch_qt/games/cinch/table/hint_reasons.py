"""A hint in the player's language: the advice ("Play the king of clubs.", "Bid 7.",
"Pass.") and its reason, from the plain data of cinch_qt.games.cinch.ai.explain — what
the one evaluation of the position found, in shares of deals a person can picture
("Of the deals that fit what you have seen, your side wins this trick in about 7 of
10."), and a certainty only where it is proved for every deal that fits."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ....i18n.cards import card_with_article, suit_name
from ....i18n.placeholders import fill
from ....i18n.seats import player_name
from ....i18n.words import points_words
from ...base import PERSON
from ..ai.explain import Reason

translate = QCoreApplication.translate

# Keyed by (kind, partners, fitted): partners = four players ("your side"), else "you";
# fitted = the deals fit the bidding (three and four players) or are random (two).
_SENTENCES = {
    ("trick_share", True): QT_TRANSLATE_NOOP(
        "HintReasons", "Of the deals that fit what you have seen, your side wins this "
        "trick %1."),
    ("trick_share", False): QT_TRANSLATE_NOOP(
        "HintReasons", "Of the deals that fit what you have seen, you win this trick %1."),
    ("sure_take", True): QT_TRANSLATE_NOOP(
        "HintReasons", "It is sure to take the trick: nobody still to play can beat it."),
    ("sure_take_points", True): QT_TRANSLATE_NOOP(
        "HintReasons", "It is sure to take the trick and the %1 in it: nobody still to "
        "play can beat it."),
    ("sure_side", True): QT_TRANSLATE_NOOP(
        "HintReasons", "The trick is sure to go to your side: no opponent still to play "
        "can beat your side's card."),
    ("sure_side_points", True): QT_TRANSLATE_NOOP(
        "HintReasons", "The trick and the %1 in it are sure to go to your side: no "
        "opponent still to play can beat your side's card."),
    ("sure_lost", True): QT_TRANSLATE_NOOP(
        "HintReasons", "Your side cannot win this trick, whatever you play: give up the "
        "card you need least."),
    ("sure_lost", False): QT_TRANSLATE_NOOP(
        "HintReasons", "You cannot win this trick, whatever you play: give up the card "
        "you need least."),
    ("contract_ours", True): QT_TRANSLATE_NOOP(
        "HintReasons", "Your side makes its %1 %2."),
    ("contract_ours", False): QT_TRANSLATE_NOOP("HintReasons", "You make your %1 %2."),
    ("contract_theirs", True): QT_TRANSLATE_NOOP(
        "HintReasons", "The other side makes its %1 %2."),
    ("contract_theirs", False): QT_TRANSLATE_NOOP(
        "HintReasons", "%3 makes their %1 %2."),
    ("bid_makes", True, True): QT_TRANSLATE_NOOP(
        "HintReasons", "Of the deals that fit the bidding so far, your side would make "
        "%1 %2."),
    ("bid_makes", False, True): QT_TRANSLATE_NOOP(
        "HintReasons", "Of the deals that fit the bidding so far, you would make %1 %2."),
    ("bid_makes", False, False): QT_TRANSLATE_NOOP(
        "HintReasons", "Of the possible deals of the cards you cannot see, you would make "
        "%1 %2."),
    ("pass_low", True, True): QT_TRANSLATE_NOOP(
        "HintReasons", "Passing is worth more than bidding: of the deals that fit the "
        "bidding so far, your side would make %1 %2."),
    ("pass_low", False, True): QT_TRANSLATE_NOOP(
        "HintReasons", "Passing is worth more than bidding: of the deals that fit the "
        "bidding so far, you would make %1 %2."),
    ("pass_low", False, False): QT_TRANSLATE_NOOP(
        "HintReasons", "Passing is worth more than bidding: of the possible deals of the "
        "cards you cannot see, you would make %1 %2."),
    ("trump_makes", True, True): QT_TRANSLATE_NOOP(
        "HintReasons", "Of the deals that fit the bidding, your side makes its %2 with "
        "%1 as trumps %3."),
    ("trump_makes", False, True): QT_TRANSLATE_NOOP(
        "HintReasons", "Of the deals that fit the bidding, you make your %2 with %1 as "
        "trumps %3."),
    ("trump_makes", False, False): QT_TRANSLATE_NOOP(
        "HintReasons", "Of the possible deals of the cards you cannot see, you make your "
        "%2 with %1 as trumps %3."),
    ("keep_best",): QT_TRANSLATE_NOOP(
        "HintReasons", "Keep the highest trumps and every Pedro you can."),
    ("give_spare",): QT_TRANSLATE_NOOP(
        "HintReasons", "These are the discards you can best spare."),
}

# How often, out of the deals tried: the tenths a person can picture, and the ends said
# as they are ("none", "every one") rather than rounded into a certainty.
_SHARES = {
    "none": QT_TRANSLATE_NOOP("HintReasons", "in none of those tried"),
    "under": QT_TRANSLATE_NOOP("HintReasons", "in fewer than 1 of 10"),
    "about": QT_TRANSLATE_NOOP("HintReasons", "in about %1 of 10"),
    "over": QT_TRANSLATE_NOOP("HintReasons", "in more than 9 of 10"),
    "every": QT_TRANSLATE_NOOP("HintReasons", "in every one of those tried"),
}


def share_words(share: float) -> str:
    """"in about 7 of 10" for 0.68; the ends ("in none of those tried", "in every one of
    those tried") only for a share of exactly 0 or 1 of the deals tried."""
    if share <= 0.0:
        return translate("HintReasons", _SHARES["none"])
    if share >= 1.0:
        return translate("HintReasons", _SHARES["every"])
    tenths = int(share * 10 + 0.5)
    if tenths == 0:
        return translate("HintReasons", _SHARES["under"])
    if tenths == 10:
        return translate("HintReasons", _SHARES["over"])
    return fill(translate("HintReasons", _SHARES["about"]), tenths)


def _sentence(*key) -> str:
    source = _SENTENCES.get(key)
    if source is None:                      # a table size without its own wording
        source = _SENTENCES[key[:2] + (True,)] if len(key) == 3 else _SENTENCES[key[:1]]
    return translate("HintReasons", source)


def reason_text(reason: Reason | None) -> str:
    """The reason in one or two sentences, or "" when there is none."""
    if reason is None:
        return ""
    text = _one(reason)
    if reason.then is not None:
        text = f"{text} {_one(reason.then)}"
    return text


def _one(r: Reason) -> str:
    kind = r.kind
    if kind in ("keep_best", "give_spare"):
        return _sentence(kind)
    if kind == "trick_share":
        return fill(_sentence(kind, r.partners), share_words(r.share))
    if kind in ("sure_take", "sure_side"):
        if r.points:
            return fill(_sentence(f"{kind}_points", True), points_words(r.points))
        return _sentence(kind, True)
    if kind == "sure_lost":
        return _sentence(kind, r.partners)
    if kind == "contract":
        key = ("contract_ours" if r.ours else "contract_theirs", r.partners)
        return fill(_sentence(*key), r.amount, share_words(r.share),
                    player_name(r.seat) if r.seat is not None else "")
    if kind in ("bid_makes", "pass_low"):
        return fill(_sentence(kind, r.partners, r.fitted), r.amount, share_words(r.share))
    if kind == "trump_makes":
        return fill(_sentence(kind, r.partners, r.fitted), suit_name(r.suit), r.amount,
                    share_words(r.share))
    return ""


def advice(action) -> str:
    """The hint itself, as advice: "Play the king of clubs.", "Bid 7.", "Pass.",
    "Name hearts as trumps."; the cards to keep or give as the table says them."""
    from ..engine.actions import Bid, NameTrump, Pass, Play
    if isinstance(action, Play):
        return fill(translate("HintReasons", "Play %1."), card_with_article(action.card))
    if isinstance(action, Bid):
        return fill(translate("HintReasons", "Bid %1."), action.amount)
    if isinstance(action, Pass):
        return translate("HintReasons", "Pass.")
    if isinstance(action, NameTrump):
        return fill(translate("HintReasons", "Name %1 as trumps."), suit_name(action.suit))
    from .action_words import describe
    return describe(action)


def hint_reason(state, payload: dict) -> str:
    """Why the hint ``payload`` (controller.action_payload) is South's move in
    ``state``, from what South may know (its observation) and the one evaluation of
    that position."""
    from ..ai.explain import explain
    from ..engine.actions import Bid, DealerGive, DealerKeep, KeepTrumps, NameTrump, Pass, Play
    kind = payload.get("kind")
    if kind == "bid":
        action = Bid(PERSON, payload["amount"])
    elif kind == "pass":
        action = Pass(PERSON)
    elif kind == "trump":
        action = NameTrump(PERSON, payload["suit"])
    elif kind == "play":
        action = Play(PERSON, payload["card"])
    elif kind == "choose":
        d = state.decision()
        cards = frozenset(payload["cards"])
        action = (DealerGive(PERSON, d.to, cards) if d.kind == "give" else
                  DealerKeep(PERSON, cards) if d.kind == "rob" else KeepTrumps(PERSON, cards))
    else:
        return ""
    return reason_text(explain(state.observation(PERSON), action))
