"""Checking an SVG's structure before QtSvg sees it: bounded work, nothing outside.

QtSvg draws a ``<use>`` by drawing what it points to, so ``<use>`` elements that point
at groups of ``<use>`` elements multiply: ten levels of ten make 10¹⁰ shapes from a
file of a kilobyte, and this PySide6 build keeps the GIL while QtSvg draws, so one
such card freezes the whole program.  QtSvg also loads any picture file an
``<image>`` names, anywhere on the disk.

``check_structure`` reads the document once with expat (no entities are expanded: the
byte scan in safe_io already refused ``<!ENTITY``) and refuses, with a ThemeError that
names the file:

* a card (an element the program draws on its own, or the whole document) of more
  than ``MAX_PER_DRAWING`` elements once every ``<use>`` in it is expanded, a document
  of more than ``MAX_EXPANDED`` in all (counted with saturating arithmetic, so a bomb
  costs no more to count than its own size), a chain of ``<use>`` deeper than
  ``MAX_USE_DEPTH``, or a ``<use>`` loop;
* any reference to something outside the document: an ``href`` of an element that
  loads what it names (``<image>``, ``<use>`` …) that is not ``#id`` (or, for
  pictures, a ``data:`` URL), or a style sheet ``@import``.

Everything QtSvg does with a document that passes is then bounded by its size.
"""

from __future__ import annotations

import threading
from xml.parsers import expat

from ..system_reasons import xml_reason
from .errors import QT_TRANSLATE_NOOP, ThemeError

# Our decks expand to about 4,000 elements and large KDE decks to tens of thousands.
# QtSvg drew 260,000 small shapes in 0.5 s here (and keeps the GIL meanwhile), so one
# card may cost at most about that; a whole document, which is never drawn at once,
# may hold what a 20 MB file of plain shapes holds.
MAX_PER_DRAWING = 250_000
MAX_EXPANDED = 2_000_000
MAX_USE_DEPTH = 16
MAX_ELEMENT_DEPTH = 256

_XLINK = "http://www.w3.org/1999/xlink"
_HREFS = ("href", f"{_XLINK} href")
# Elements whose href makes a renderer load something; an <a> link or a gradient's
# "#id" loads nothing, and a deck that credits its author with a link stays usable.
_LOADING = frozenset({"image", "use", "feImage", "tref", "script", "font-face-uri"})


class _Document:
    """The element tree as flat arrays (elements in document order, the root 0): a
    20 MB deck holds hundreds of thousands of elements, too many for an object each."""

    def __init__(self) -> None:
        self.parent: list[int] = [-1]       # the root is a placeholder above <svg>
        self.ids: dict[str, int] = {}
        self.targets: dict[int, str] = {}   # <use> element -> the id it points at


def _local(tag: str) -> str:
    return tag.rsplit(" ", 1)[-1]


def _parse(data: bytes, name: str) -> _Document:
    doc = _Document()
    parent, ids, targets = doc.parent, doc.ids, doc.targets
    stack = [0]
    problems: list[str] = []
    parser = expat.ParserCreate(namespace_separator=" ")

    def text(chunk: str) -> None:
        if "@import" in chunk:
            problems.append("@import")

    def start(tag: str, attrs: dict[str, str]) -> None:
        index = len(parent)
        parent.append(stack[-1])
        stack.append(index)
        if len(stack) > MAX_ELEMENT_DEPTH:
            raise ThemeError.of(QT_TRANSLATE_NOOP(
                "ThemeError", "%1: elements nested more than %2 deep"),
                name, MAX_ELEMENT_DEPTH)
        if attrs:
            ident = attrs.get("id")
            if ident and ident not in ids:
                ids[ident] = index
            for key in _HREFS:
                ref = attrs.get(key)
                if ref is None:
                    continue
                ref = ref.strip()
                local = _local(tag)
                if ref.startswith("#"):
                    if local == "use":
                        targets[index] = ref[1:]
                elif local in _LOADING and not (local != "use" and
                                                ref[:5].lower() == "data:"):
                    problems.append(ref)
        if tag.endswith("style"):
            parser.CharacterDataHandler = text

    def end(tag: str) -> None:
        stack.pop()
        if tag.endswith("style"):
            parser.CharacterDataHandler = None

    parser.buffer_text = True
    parser.StartElementHandler = start
    parser.EndElementHandler = end
    # External entities and DTDs are never fetched; a document that tries is refused.
    parser.SetParamEntityParsing(expat.XML_PARAM_ENTITY_PARSING_NEVER)
    parser.ExternalEntityRefHandler = lambda *_args: problems.append("external entity") or 1
    try:
        parser.Parse(data, True)
    except expat.ExpatError as error:
        raise ThemeError.of(QT_TRANSLATE_NOOP(
            "ThemeError", "%1: not a readable SVG document (the XML is not "
            "well-formed: %2, line %3)"),
            name, xml_reason(error), error.lineno) from None
    except (LookupError, ValueError) as error:
        # An encoding declaration Python does not know, or bytes it cannot decode
        # (found by tests/themes/test_themes_fuzz.py).
        raise ThemeError.of(QT_TRANSLATE_NOOP(
            "ThemeError", "%1: not a readable SVG document (%2)"),
            name, error) from None
    if problems:
        shown = problems[0] if len(problems[0]) <= 80 else problems[0][:77] + "…"
        raise ThemeError.of(QT_TRANSLATE_NOOP(
            "ThemeError", "%1: refers to %2 outside the theme's own SVG; a theme may "
            "only use what its file contains (\"#id\" links and data: "
            "pictures)"),
            name, repr(shown))
    return doc


def expanded_sizes(doc: _Document, name: str) -> list[int]:
    """Elements drawn by each element once every <use> is expanded, capped just above
    MAX_EXPANDED.

    Most elements have no <use> below them: their cost is their subtree's size, summed
    from the end of the document backwards.  Only the elements above a <use> are walked
    again (depth first, iteratively), adding what each <use> points at.
    """
    cap = MAX_EXPANDED + 1
    parent, targets = doc.parent, doc.targets
    count = len(parent)
    size = [1] * count
    for index in range(count - 1, 0, -1):
        size[parent[index]] += size[index]
    above_use = bytearray(count)
    for index in targets:
        while index >= 0 and not above_use[index]:
            above_use[index] = 1
            index = parent[index]
    children: dict[int, list[int]] = {}
    for index in range(1, count):
        if above_use[index]:
            children.setdefault(parent[index], []).append(index)
    cost = [min(s, cap) for s in size]
    chain = [0] * count                 # longest <use> chain below an element
    done = bytearray(count)
    on_path = bytearray(count)
    # Every element above a <use> is below the root, so one walk from it sees them all.
    work: list[tuple[int, bool]] = [(0, False)] if above_use[0] else []
    if work:
        while work:
            node, finished = work.pop()
            if finished:
                on_path[node] = 0
                below = children.get(node, ())
                total = size[node] - sum(size[c] for c in below)
                longest = 0
                for child in below:
                    total += cost[child]
                    longest = max(longest, chain[child])
                target = doc.ids.get(targets.get(node, ""), -1)
                if target >= 0:
                    total += cost[target]
                    longest = max(longest, chain[target] + 1)
                if longest > MAX_USE_DEPTH:
                    raise ThemeError.of(QT_TRANSLATE_NOOP(
                        "ThemeError", "%1: <use> elements are chained more than %2 deep"),
                        name, MAX_USE_DEPTH)
                cost[node], chain[node], done[node] = min(total, cap), longest, 1
                continue
            if done[node]:
                continue
            on_path[node] = 1
            work.append((node, True))
            following = list(children.get(node, ()))
            target = doc.ids.get(targets.get(node, ""), -1)
            if target >= 0 and above_use[target]:
                following.append(target)
            elif target >= 0 and on_path[target]:
                raise ThemeError.of(QT_TRANSLATE_NOOP(
                    "ThemeError", "%1: a <use> element refers to itself (a loop)"),
                    name)
            for nxt in following:
                if on_path[nxt]:
                    raise ThemeError.of(QT_TRANSLATE_NOOP(
                        "ThemeError", "%1: a <use> element refers to itself (a loop)"),
                        name)
                if not done[nxt]:
                    work.append((nxt, False))
    return cost


def check_structure(data: bytes, name: str, drawn: tuple[str, ...] = ("",)) -> int:
    """Refuse a document QtSvg would spend unbounded work on or that reaches outside
    itself (see the module doc); return its expanded element count.  ``drawn`` are
    the element ids the program draws on their own ("" = the whole document)."""
    doc = _parse(data, name)
    cost = expanded_sizes(doc, name)
    size = cost[0]
    if size > MAX_EXPANDED:
        raise ThemeError.of(QT_TRANSLATE_NOOP(
            "ThemeError", "%1: draws more than %2 shapes once its <use> links are "
            "expanded (refused: it would take too long to draw)"),
            name, format(MAX_EXPANDED, ','))
    for element in drawn:
        node = doc.ids.get(element, -1) if element else 0
        if node >= 0 and cost[node] > MAX_PER_DRAWING:
            if not element:
                raise ThemeError.of(QT_TRANSLATE_NOOP(
                    "ThemeError", "%1: the picture draws more than %2 shapes once its "
                    "<use> links are expanded (refused: it would take too long to draw)"),
                    name, format(MAX_PER_DRAWING, ","))
            raise ThemeError.of(QT_TRANSLATE_NOOP(
                "ThemeError", "%1: card %2 draws more than %3 shapes once its <use> links "
                "are expanded (refused: it would take too long to draw)"),
                name, element, format(MAX_PER_DRAWING, ","))
    return size


_checked: set[tuple[str, int]] = set()
_checked_lock = threading.Lock()


def check_once(key: str, index: int, data: bytes, name: str,
               drawn: tuple[str, ...] = ("",)) -> None:
    """check_structure, remembered per (art key, document) for the whole process, so
    each of the many renderers a deck gets does not read it again."""
    with _checked_lock:
        if (key, index) in _checked:
            return
    check_structure(data, name, drawn)
    with _checked_lock:
        _checked.add((key, index))
