"""The game's words in English, French and Dutch, and the translator that switches
them live.  Card names follow each language's usage: "Ace of spades",
"As de pique", "Schoppen aas"."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QLocale
from PySide6.QtWidgets import QDialogButtonBox, QWidget

from cinch_qt import i18n
from cinch_qt.games.cinch.engine import GameState, Rules
from cinch_qt.games.cinch.engine.actions import Bid, Pass, Play
from cinch_qt.games.cinch.engine.cards import CLUBS, HEARTS, SPADES, card_str, parse_card
from cinch_qt.games.cinch.engine.errors import IllegalAction
from cinch_qt.games.cinch.table import words
from cinch_qt.games.cinch.table.session import CinchSession
from cinch_qt.i18n import translator

ENGINE = Path(i18n.__file__).resolve().parent.parent / "games" / "cinch" / "engine"


@pytest.mark.parametrize("language, ace, five, queen", [
    ("en", "Ace of spades", "Five of diamonds", "the queen of hearts"),
    ("fr", "As de pique", "Cinq de carreau", "la dame de cœur"),
    ("nl", "Schoppen aas", "Ruiten vijf", "de harten vrouw"),
])
def test_card_names_read_naturally(speak, language, ace, five, queen):
    assert speak(language) == language
    assert i18n.card_name(parse_card("AS")) == ace
    assert i18n.card_name(parse_card("5D")) == five
    assert i18n.card_with_article(parse_card("QH")) == queen


def test_french_articles_follow_the_rank(speak):
    speak("fr")
    assert i18n.card_with_article(parse_card("AC")) == "l’as de trèfle"
    assert i18n.card_with_article(parse_card("KD")) == "le roi de carreau"
    assert words.announce_play(1, parse_card("TH")) == "Ouest joue le dix de cœur."
    assert words.announce_play(0, parse_card("2S")) == "Vous jouez le deux de pique."


@pytest.mark.parametrize("language, names", [
    ("en", ["High", "Low", "Jack", "Game", "Right Pedro", "Left Pedro"]),
    ("fr", ["Haut", "Bas", "Valet", "Jeu", "Pedro droit", "Pedro gauche"]),
    ("nl", ["Hoog", "Laag", "Boer", "Spel", "Rechter Pedro", "Linker Pedro"]),
])
def test_r50_scoring_card_names(speak, language, names):
    speak(language)
    assert [words.scoring_card_name(k) for k in words.SCORING_CARDS] == names
    assert sum(words.SCORING_VALUES.values()) == 14


def test_r11_trump_ranking_puts_left_pedro_between_five_and_four():
    ranking = [card_str(c) for c in words.trump_ranking(HEARTS)]
    assert ranking == ["AH", "KH", "QH", "JH", "TH", "9H", "8H", "7H", "6H", "5H", "5D",
                       "4H", "3H", "2H"]
    assert [card_str(c) for c in words.trump_ranking(SPADES)][9:12] == ["5S", "5C", "4S"]


def test_r50_scoring_keys_follow_the_trump():
    assert words.scoring_key(parse_card("5C"), SPADES) == "left_pedro"
    assert words.scoring_key(parse_card("5S"), CLUBS) == "left_pedro"
    assert words.scoring_key(parse_card("5S"), SPADES) == "right_pedro"
    assert words.scoring_key(parse_card("5H"), SPADES) is None
    assert words.describe_card(parse_card("TH"), HEARTS) == "Ten of hearts (Game)"


def test_bad_cards_are_refused_with_the_value():
    with pytest.raises(ValueError, match="52"):
        i18n.card_name(52)
    with pytest.raises(ValueError, match="not a suit: 7"):
        i18n.suit_name(7)
    with pytest.raises(ValueError, match="'pedro'"):
        words.scoring_card_name("pedro")
    with pytest.raises(ValueError, match="not a seat"):
        i18n.seat_name("X")


def _engine_phases() -> set[str]:
    text = (ENGINE / "phases.py").read_text(encoding="utf-8")
    line = re.search(r'^BID, TRUMP.*= (.*)$', text, re.M).group(1)
    return set(re.findall(r'"(\w+)"', line))


def test_every_engine_phase_has_hints_in_every_language(speak):
    phases = _engine_phases()
    assert {"bid", "trump", "keep", "rob", "give", "play", "over"} <= phases
    english = {(p, mine): words.phase_hint(p, mine) for p in phases for mine in (True, False)}
    for language in ("fr", "nl"):
        speak(language)
        for (phase, mine), text in english.items():
            said = words.phase_hint(phase, mine)
            assert said and said != text, (language, phase, mine)
    with pytest.raises(ValueError, match="'deal'"):
        words.phase_hint("deal", True)


def _engine_refusal_rules() -> set[str]:
    """Rule ids the engine can put on a refusal: state.py (raise sites), phases.py (the
    phase table), discard_draw.py (the keep/rob/give choice) and tricks.py (why a card
    is illegal).  record.py is left out: its rule ids describe bad files, not a
    player's move."""
    rules = set()
    for name in ("state.py", "phases.py", "discard_draw.py", "tricks.py"):
        rules |= set(re.findall(r'"(R\d+)"', (ENGINE / name).read_text(encoding="utf-8")))
    return rules


def test_every_rule_the_engine_refuses_under_is_explained(speak):
    """Every rule but R70 (out of turn), which the shell's session says in its own
    words (TableSession._not_your_turn): the game's explanation would hide them."""
    rules = _engine_refusal_rules()
    assert {"R41", "R42", "R70", "R72"} <= rules, rules
    assert CinchSession.TURN_RULE == "R70" and "R70" not in words.refusal_rules()
    rules.discard("R70")
    missing = rules - set(words.refusal_rules())
    assert not missing, f"no plain explanation for {sorted(missing)}"
    for language in ("en", "fr", "nl"):
        speak(language)
        for rule in rules:
            assert words.refusal_text(rule, "DEFAULT") != "DEFAULT"
        assert words.refusal_text("R70", "the session's words") == "the session's words"


def test_r41_refusal_text_in_three_languages(speak):
    assert words.refusal_text("R41") == \
        "A trump was led and you have a trump: you must play one."
    speak("fr")
    assert "vous devez en jouer un" in words.refusal_text("R41")
    speak("nl")
    assert "u moet troef spelen" in words.refusal_text("R41")


def test_r42_refusal_text_in_three_languages(speak):
    # The corrected R42: the refusal speaks only to a player who holds the suit led.
    english = words.refusal_text("R42")
    assert english.startswith("You hold the suit that was led: follow suit or play a trump.")
    assert "no card of that suit may play any card" in english
    assert "neither" not in english
    speak("fr")
    french = words.refusal_text("R42")
    assert french.startswith("Vous avez de la couleur demandée\u00a0: fournissez ou jouez atout.")
    assert "n’importe quelle carte" in french
    speak("nl")
    dutch = words.refusal_text("R42")
    assert dutch.startswith("U hebt de gevraagde kleur: beken kleur of speel troef.")
    assert "mag elke kaart spelen" in dutch


def test_r71_refusal_text_names_both_leads(speak):
    text = words.refusal_text("R71")
    assert "on a trump lead" in text and "if you hold the suit led" in text
    speak("fr")
    assert "si vous avez de la couleur demandée" in words.refusal_text("R71")
    speak("nl")
    assert "als u die kleur hebt" in words.refusal_text("R71")


def test_real_engine_refusals_are_explained(speak):
    state = GameState(Rules(), seed=3)
    seat = state.current
    other = (seat + 1) % 4
    speak("fr")
    with pytest.raises(IllegalAction) as turn:
        state.apply(Pass(other))
    # Out of turn (R70): the session refuses the move before the engine sees it, in
    # the shell's words; the game adds none of its own.
    assert turn.value.rule == CinchSession.TURN_RULE
    assert words.explain_refusal(turn.value) == turn.value.message
    assert QCoreApplication.translate("TableSession", "Please wait: it is not your turn.") \
        == "Patientez\u00a0: ce n’est pas votre tour."
    with pytest.raises(IllegalAction) as bid:
        state.apply(Bid(seat, 15))
    assert bid.value.rule == "R72"
    assert words.explain_refusal(bid.value).startswith("Cette enchère n’est pas permise")
    with pytest.raises(IllegalAction) as phase:
        state.apply(Play(seat, state.hand_of(seat)[0]))
    assert words.explain_refusal(phase.value) == \
        "Ce sont les enchères\u00a0: passez ou faites d’abord une annonce."
    assert words.refusal_text("R99", "as the engine said") == "as the engine said"


def test_announcements_use_you_for_south(speak):
    assert words.announce_bid(0, 6) == "You bid 6."
    assert words.announce_bid("W", None) == "West passes."
    assert words.announce_trump(2, HEARTS) == "North names hearts as trumps."
    speak("nl")
    assert words.announce_bid(0, None) == "U past."
    assert words.announce_trick(3) == "Oost wint de slag."
    assert words.announce_winner("NS") == "Noord–Zuid wint het spel."
    speak("fr")
    assert words.announce_trump(0, SPADES) == "Vous annoncez atout pique."
    assert words.announce_winner("S") == "Vous gagnez la partie\u00a0!"


@pytest.mark.parametrize("language, zero, one, eight", [
    ("en", "0 points", "1 point", "8 points"), ("fr", "0 point", "1 point", "8 points"),
    ("nl", "0 punten", "1 punt", "8 punten")])
def test_plural_points(speak, language, zero, one, eight):
    speak(language)
    # Cinch's hand summary and hint reasons say points in the shell's words.
    from cinch_qt.i18n.words import points_words
    assert (points_words(0), points_words(1), points_words(8)) == (zero, one, eight)
    assert points_words(-2).endswith(eight.split()[1])    # R61: a set maker can go below 0


def _hand(bid, taken, scored, maker="N"):
    return {"dealer": "E", "maker": maker, "bid": bid, "trump": "H", "tricks": [],
            "awarded": {}, "taken": taken, "scored": scored,
            "totals": {"NS": 10, "EW": 20}}


def test_r51_summary_bid_6_counts_6_8(speak):
    text = words.hand_summary(_hand(6, {"NS": 6, "EW": 8}, {"NS": 0, "EW": 2}))
    assert "North bid 6, hearts are trumps." in text
    assert "The bid was made." in text
    assert "Scored this hand: East–West 2." in text
    speak("fr")
    text = words.hand_summary(_hand(6, {"NS": 6, "EW": 8}, {"NS": 0, "EW": 2}))
    assert "Nord a annoncé 6, atout cœur." in text
    assert "Marqué dans cette main\u00a0: Est–Ouest 2." in text


def test_r52_summary_bid_8_counts_7_7(speak):
    speak("nl")
    text = words.hand_summary(_hand(8, {"NS": 7, "EW": 7}, {"NS": 0, "EW": 15}, maker="S"))
    assert "U bood 8, harten is troef." in text
    assert "Het bod is niet gehaald: 7 punten op een bod van 8." in text
    assert "Score in deze ronde: Oost–West 15." in text


def test_summary_follows_the_scoring_cards_of_a_real_hand():
    """Play one hand with the engine; the summary names who won each Pedro."""
    import random
    state = GameState(Rules(), seed=11)
    rng = random.Random(5)
    while not state.hand_records:
        decision = state.decision()
        if decision.kind in ("keep", "rob", "give"):
            chosen = frozenset(rng.sample(list(decision.candidates), decision.count))
            state.apply(next(a for a in state.legal_actions()
                             if getattr(a, "cards", None) == chosen))
        else:
            state.apply(rng.choice(state.legal_actions()))
    hand = state.hand_records[0]
    text = words.hand_summary(hand)
    if hand["maker"] is None:
        assert "thrown in" in text
        return
    lines = text.splitlines()
    assert len([line for line in lines if line.startswith(("High", "Low", "Jack", "Game",
                                                           "Right Pedro", "Left Pedro"))]) == 6
    for trick in hand["tricks"]:
        for _, card in trick["plays"]:
            key = words.scoring_key(parse_card(card), "CDHS".index(hand["trump"]))
            if key:
                side = Rules().side_of("SWNE".index(trick["winner"]))
                assert f"{words.scoring_card_name(key)} (" in text
                assert any(line.startswith(words.scoring_card_name(key)) and
                           line.endswith(f"won by {i18n.side_name(side)}.") for line in lines)


def test_summary_refuses_a_broken_record():
    with pytest.raises(ValueError, match="'taken'"):
        words.hand_summary({"maker": "N", "bid": 6, "trump": "H", "tricks": []})


def test_language_codes_are_normalised_or_refused():
    assert i18n.normalise_language("fr_FR") == "fr"
    assert i18n.normalise_language("nl-BE") == "nl"
    assert i18n.normalise_language("") is None
    assert i18n.normalise_language(None) is None
    with pytest.raises(ValueError, match="unsupported language 'de'.*en, fr, nl"):
        i18n.normalise_language("de")
    assert i18n.system_language(QLocale("nl_BE")) == "nl"
    assert i18n.system_language(QLocale("fr_CA")) == "fr"
    assert i18n.system_language(QLocale("de_DE")) == "en"
    assert set(i18n.available_languages()) == {"en", "fr", "nl"}


class _Listener(QWidget):
    def __init__(self):
        super().__init__()
        self.changes = 0

    def changeEvent(self, event):  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.changes += 1
        super().changeEvent(event)


def test_switching_language_is_live(qtbot, speak):
    widget = _Listener()
    qtbot.addWidget(widget)
    speak("fr")
    qtbot.waitUntil(lambda: widget.changes >= 1)
    assert QLocale().language() == QLocale.Language.French
    seen = widget.changes
    speak("en")
    qtbot.waitUntil(lambda: widget.changes > seen)
    assert i18n.current_language() == "en"


def test_qt_standard_buttons_follow_the_language(qtbot, speak):
    speak("nl")
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    qtbot.addWidget(box)
    assert box.button(QDialogButtonBox.StandardButton.Close).text() == "Sluiten"


def test_missing_catalogue_falls_back_to_english(qapp, monkeypatch, speak):
    monkeypatch.setattr(translator, "find_qm", lambda language, cache_dir=None: None)
    assert i18n.install_translator(qapp, "fr") == "en"
    assert i18n.card_name(parse_card("AS")) == "Ace of spades"


def test_fresh_clone_compiles_into_the_cache_and_never_uses_a_stale_one(tmp_path,
                                                                        monkeypatch):
    ts_dir = tmp_path / "translations"
    ts_dir.mkdir()
    source = translator.ts_path("fr").read_text(encoding="utf-8")
    (ts_dir / "cinch_qt_fr.ts").write_text(source, encoding="utf-8")
    monkeypatch.setattr(translator, "TS_DIR", ts_dir)
    cache = tmp_path / "cache"
    first = translator.find_qm("fr", cache)
    assert first is not None and first.parent == cache and first.stat().st_size > 0
    assert translator.find_qm("fr", cache) == first          # reused, not rebuilt
    (ts_dir / "cinch_qt_fr.ts").write_text(source + "\n", encoding="utf-8")
    second = translator.find_qm("fr", cache)
    assert second != first and not first.exists()            # old catalogue pruned


def test_first_game_coach_explains_each_phase_once():
    coach = words.PhaseCoach(human_seat=0)
    first = coach.hints_for("bid", 1)
    assert first == [words.phase_hint("bid", False)]
    assert coach.hints_for("bid", 2) == []                      # same phase, not again
    assert coach.hints_for("bid", 0) == [words.phase_hint("bid", True)]
    assert coach.hints_for("trump", 2) == [words.phase_hint("trump", False)]
    assert coach.hints_for("play", 2) == [words.phase_hint("draw", False),
                                          words.phase_hint("play", False)]
    assert coach.hints_for("play", 0) == [words.phase_hint("play", True)]
    assert coach.hints_for("bid", 1) == []                      # second hand: quiet
    coach.reset()
    assert coach.hints_for("bid", 1) == first


def test_first_game_coach_can_be_switched_off():
    coach = words.PhaseCoach(enabled=False)
    assert coach.hints_for("bid", 0) == []
    coach.enabled = True
    assert coach.hints_for("bid", 0) == [words.phase_hint("bid", True)]
