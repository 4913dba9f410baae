"""The project's rule pages (docs/cribbage-rules.md, docs/cribwars-rules.md) are whole:
every id the code and the tests cite is defined there, once, in order; README and Help
link them; and where the books they were written from are on the machine, the pages
define exactly the same ids."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cinch_qt.games import get_game
from tests.shared_books import CRIBBAGE_RULES, CRIBWARS_RULES, REPO, SHARED

PAGES = {"C": CRIBBAGE_RULES, "W": CRIBWARS_RULES}
BOOKS = {"C": SHARED / "CRIBBAGE.md", "W": SHARED / "CRIBWARS.md"}


def ids_of(path: Path, letter: str) -> list[str]:
    return re.findall(rf"^- ({letter}\d+)\.", path.read_text(encoding="utf-8"), re.M)


@pytest.mark.parametrize("letter", sorted(PAGES))
def test_each_rule_is_defined_once_in_order(letter):
    ids = ids_of(PAGES[letter], letter)
    numbers = [int(i[1:]) for i in ids]
    assert len(ids) > 20 and numbers == sorted(set(numbers))


@pytest.mark.parametrize("letter", sorted(PAGES))
def test_every_cited_rule_is_defined(letter):
    defined = set(ids_of(PAGES[letter], letter))
    cited = set()
    for path in (REPO / "cinch_qt").rglob("*.py"):
        if "cribbage" in path.parts:
            cited |= set(re.findall(rf"\b({letter}\d+)\b", path.read_text(encoding="utf-8")))
    # Cinch's words use neither letter; the cribbage package cites both books.
    assert cited and cited <= defined, sorted(cited - defined)


@pytest.mark.parametrize("letter", sorted(PAGES))
def test_the_pages_define_the_books_ids(letter):
    if not BOOKS[letter].exists():
        pytest.skip("the books the pages were written from are not on this machine")
    assert ids_of(PAGES[letter], letter) == ids_of(BOOKS[letter], letter)


def test_readme_and_help_link_the_rule_pages():
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    assert "docs/cribbage-rules.md" in readme and "docs/cribwars-rules.md" in readme
    help_pages = get_game("cribbage").help_folder()
    for language in ("en", "fr", "nl"):
        assert "docs/cribbage-rules.md" in (help_pages / f"cribbage_{language}.html").read_text(
            encoding="utf-8")
        assert "docs/cribwars-rules.md" in (help_pages / f"crib_wars_{language}.html").read_text(
            encoding="utf-8")
