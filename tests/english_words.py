"""The translation walk's checker: which words of a text are English that the person's
language would not use (names, paths, keys and words the languages share spared)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

from cinch_qt.i18n.translator import LANGUAGES, ts_paths

# Names, not words of a language: the games, the program, deck makers and file formats.
PROPER_NAMES = {"cinch", "cribbage", "crib", "wars", "pedro", "cinch-qt", "kde",
                "aisleriot", "gnome", "svg", "svgz", "zip", "dondorf", "pyside", "qt",
                # the home folder, named in the file dialog's side bar
                Path.home().name.lower(),
                # each language named in itself in the settings, so anyone finds theirs
                *(w.lower() for name in LANGUAGES.values() for w in name.split())}
# Words that are the same in the language as in English (Qt's "Dossier parent").
SAME_WORDS = {"fr": {"parent", "type", "alias", "options", "message", "date", "visible"},
              # "ten slotte" (finally); "Double" of Double Pedro, the game's other name
              "nl": {"type", "alias", "status", "ten", "double"}}
_WORD = re.compile(r"[A-Za-zÀ-ÿœŒ']{3,}")
_PATH = re.compile(r"(?:[A-Za-z]:)?(?:[~.]?/[^\s:;,)]+)+")
_KEYS = re.compile(r"\b(?:Ctrl|Shift|Alt|Esc|Return|Tab|PgUp|PgDown|F\d+)\b(?:\+\w+)*"
                   # the Home and End keys, as printed on Dutch keyboards too, where a
                   # replay names its keys: "(Home)", "Laatste stap: End"
                   r"|(?<=\()(?:Home|End)(?=\))|(?<=: )(?:Home|End)$")
# A file named as it is ("cards.svg", "2_club.svg", "bad1.zip").
_FILE = re.compile(r"[\w.-]+\.(?:svgz?|zip|desktop|toml)\b")


def catalogue_words(language: str) -> set[str]:
    """Every word our catalogue for ``language`` uses in its translations."""
    words: set[str] = set()
    for ts in ts_paths(language):      # the program's catalogue and each game's
        for message in ET.parse(ts).getroot().iter("message"):
            words |= {w.lower() for w in _WORD.findall(message.findtext("translation") or "")}
    return words


def words_of(text: str) -> set[str]:
    text = re.sub(r"<[^>]+>", " ", text)          # rich text: the words, not the tags
    text = _PATH.sub(" ", text)                    # folders and files named as they are
    text = _FILE.sub(" ", text)
    text = "\n".join(_KEYS.sub(" ", line) for line in text.splitlines())  # keys as named
    text = text.replace("&", "")
    return {w.lower().strip("'") for w in _WORD.findall(text)}


def english_left(found: list[tuple[str, str]], english: set[str], language: str
                 ) -> list[tuple[str, str, list[str]]]:
    own = catalogue_words(language) | SAME_WORDS[language]
    bad = []
    for where, text in found:
        stray = sorted(w for w in words_of(text)
                       if w in english and w not in own and w not in PROPER_NAMES)
        if stray:
            bad.append((where, text, stray))
    return bad
