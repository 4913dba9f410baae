"""The cribbage words and help pages reach a translator: with the
pseudo-catalogue of test_i18n_pseudo (every text its source wrapped in ⟦ ⟧), nothing the
cribbage window or the cribbage help says has a word outside the brackets."""

from __future__ import annotations

import re

from cinch_qt.games.cribbage.table.help_pages import page_html
from cinch_qt.ui.help import HelpWindow
from tests.crib_words_helpers import every_sentence
from tests.i18n_helpers import assert_all_translated, pseudo, pseudo_qm, texts_of, untranslated  # noqa: F401 - fixtures, used by name

CRIBBAGE, CRIB_WARS = "cribbage", "crib-wars"


def test_every_cribbage_sentence_goes_through_a_translator(pseudo):  # noqa: F811
    # every_sentence() names seats "North" and sides "you"/"West": names are data, so
    # they are taken out before checking
    bad = [text for text in every_sentence()
           if untranslated(re.sub(r"North|West|you\b|engine text", "", text))]
    assert not bad, bad


def test_cribbage_help_tabs_and_captions_go_through_a_translator(qtbot, pseudo):  # noqa: F811
    window = HelpWindow()
    qtbot.addWidget(window)
    window.show_page(CRIBBAGE)
    assert_all_translated(texts_of(window))
    for name in (CRIBBAGE, CRIB_WARS):
        # the captions under the cards and the pictures' alternative texts (the page
        # itself is written by hand in each language)
        captions = re.findall(r"<br><small>([^<]*)</small>|alt=\"([^\"]*)\"",
                              page_html(name, "en"))
        assert captions
        for caption in captions:
            assert not untranslated("".join(caption)), caption
