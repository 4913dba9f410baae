"""Checking an SVG's structure before QtSvg sees it: bounded work, nothing outside.

QtSvg draws a ``<use>`` by drawing what it points to, so ``<use>`` elements that point
at groups of ``<use>`` elements multiply: ten levels of ten make 10¹⁰ shapes from a
file of a kilobyte, and this PySide6 build keeps the GIL while QtSvg draws, so one
such card freezes the whole program (issue 13).  QtSvg also loads any picture file an
``<image>`` names, anywhere on the disk.

``check_structure`` reads the document once with expat (no entities are expanded: the
byte scan in safe_io already refused ``<!ENTITY``) and refuses, with a ThemeError that
names the file:

* more than ``MAX_EXPANDED`` elements once every ``<use>`` is expanded (counted with
  saturating arithmetic, so a bomb costs no more to count than its own size), a chain
  of ``<use>`` deeper than ``MAX_USE_DEPTH``, or a ``<use>`` loop;
* any reference to something outside the document: an ``href`` that is not ``#id``
  (or, for pictures, a ``data:`` URL), or a style sheet ``@import``.

Everything QtSvg does with a document that passes is then bounded by its size.
"""

from __future__ import annotations

import threading
from xml.parsers import expat

from .errors import ThemeError

# Our decks expand to about 4,000 elements and large KDE decks to tens of thousands;
# drawing 200,000 takes QtSvg around a second, which is the most one theme may cost.
MAX_EXPANDED = 200_000
MAX_USE_DEPTH = 16
MAX_ELEMENT_DEPTH = 256

_XLINK = "http://www.w3.org/1999/xlink"
_HREFS = ("href", f"{_XLINK} href")


class _Node:
    __slots__ = ("children", "target")

    def __init__(self) -> None:
        self.children: list[_Node] = []
        self.target = ""        # for <use>: the id it points at


def _local(tag: str) -> str:
    return tag.rsplit(" ", 1)[-1]


def _parse(data: bytes, name: str) -> tuple[_Node, dict[str, _Node]]:
    root = _Node()
    stack = [root]
    ids: dict[str, _Node] = {}
    problems: list[str] = []

    def start(tag: str, attrs: dict[str, str]) -> None:
        node = _Node()
        stack[-1].children.append(node)
        stack.append(node)
        if len(stack) > MAX_ELEMENT_DEPTH:
            raise ThemeError(f"{name}: elements nested more than {MAX_ELEMENT_DEPTH} deep")
        ident = attrs.get("id")
        if ident:
            ids.setdefault(ident, node)
        local = _local(tag)
        for key in _HREFS:
            ref = attrs.get(key)
            if ref is None:
                continue
            ref = ref.strip()
            if ref.startswith("#"):
                if local == "use":
                    node.target = ref[1:]
            elif not (local == "image" and ref[:5].lower() == "data:"):
                problems.append(ref)

    def end(_tag: str) -> None:
        stack.pop()

    def text(chunk: str) -> None:
        if "@import" in chunk:
            problems.append("@import")

    parser = expat.ParserCreate(namespace_separator=" ")
    parser.StartElementHandler = start
    parser.EndElementHandler = end
    parser.CharacterDataHandler = text
    # External entities and DTDs are never fetched; a document that tries is refused.
    parser.SetParamEntityParsing(expat.XML_PARAM_ENTITY_PARSING_NEVER)
    parser.ExternalEntityRefHandler = lambda *_args: problems.append("external entity") or 1
    try:
        parser.Parse(data, True)
    except expat.ExpatError as error:
        raise ThemeError(f"{name}: not a readable SVG document (the XML is not "
                         f"well-formed: {expat.errors.messages[error.code]}, line "
                         f"{error.lineno})") from None
    if problems:
        shown = problems[0] if len(problems[0]) <= 80 else problems[0][:77] + "…"
        raise ThemeError(f"{name}: refers to {shown!r} outside the theme's own SVG; a theme "
                         f"may only use what its file contains (\"#id\" links and data: "
                         f"pictures)")
    return root, ids


def expanded_size(root: _Node, ids: dict[str, _Node], name: str) -> int:
    """Elements drawn once every <use> is expanded, capped just above MAX_EXPANDED."""
    cap = MAX_EXPANDED + 1
    cost: dict[int, int] = {}
    depth: dict[int, int] = {}        # longest <use> chain below a node
    on_path: set[int] = set()
    # Iterative post-order walk: documents may be deep and use chains long.
    work: list[tuple[_Node, bool]] = [(root, False)]
    while work:
        node, done = work.pop()
        key = id(node)
        if done:
            on_path.discard(key)
            total, chain = 1, 0
            for child in node.children:
                total += cost[id(child)]
                chain = max(chain, depth[id(child)])
            if node.target:
                target = ids.get(node.target)
                if target is not None:
                    total += cost[id(target)]
                    chain = max(chain, depth[id(target)] + 1)
            if chain > MAX_USE_DEPTH:
                raise ThemeError(f"{name}: <use> elements are chained more than "
                                 f"{MAX_USE_DEPTH} deep")
            cost[key], depth[key] = min(total, cap), chain
            continue
        if key in cost:
            continue
        if key in on_path:
            raise ThemeError(f"{name}: a <use> element refers to itself (a loop)")
        on_path.add(key)
        work.append((node, True))
        following = list(node.children)
        if node.target and node.target in ids:
            following.append(ids[node.target])
        for nxt in following:
            if id(nxt) in on_path:
                raise ThemeError(f"{name}: a <use> element refers to itself (a loop)")
            if id(nxt) not in cost:
                work.append((nxt, False))
    return cost[id(root)]


def check_structure(data: bytes, name: str) -> int:
    """Refuse a document QtSvg would spend unbounded work on or that reaches outside
    itself (see the module doc); return its expanded element count."""
    root, ids = _parse(data, name)
    size = expanded_size(root, ids, name)
    if size > MAX_EXPANDED:
        raise ThemeError(f"{name}: draws more than {MAX_EXPANDED:,} shapes once its <use> "
                         f"links are expanded (refused: it would take too long to draw)")
    return size


_checked: set[tuple[str, int]] = set()
_checked_lock = threading.Lock()


def check_once(key: str, index: int, data: bytes, name: str) -> None:
    """check_structure, remembered per (art key, document) for the whole process, so
    each of the many renderers a deck gets does not read it again."""
    with _checked_lock:
        if (key, index) in _checked:
            return
    check_structure(data, name)
    with _checked_lock:
        _checked.add((key, index))
