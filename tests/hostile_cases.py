"""Builders of hostile files for the hostile tests (no tests in this module): saves,
SVG decks and theme zips a tester would use to lock the player out.

Each builder returns bytes (or writes a file) and is small and deterministic, so the
per-defect tests, the fuzz test and the tests of the real program share them.
"""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Callable
from pathlib import Path

from cinch_qt.games.cinch.engine import GameState, Rules
from tests.cribbage_storage_helpers import Driver, finished, record_of
from tests.storage_helpers import finished_record, play
from tests.themes_helpers import KDE, deck_svg

XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"'
BOM = b"\xef\xbb\xbf"


# --- saves ----------------------------------------------------------------------------

def unfinished_save(seed: int = 3, steps: int = 20) -> dict:
    """A two-player game to 11, some way in: short to finish with --autoplay."""
    record = play(GameState(Rules(players=2, target=11), seed=seed), steps, seed).to_record()
    record["cinch_qt"] = {"levels": "normal", "names": {"S": "You"}}
    return record


def finished_save(seed: int = 3, players: int = 2) -> dict:
    return finished_record(seed, players=players, target=11)


def as_bytes(record: dict) -> bytes:
    return json.dumps(record).encode()


def with_huge_seed(record: dict, digits: int = 5000) -> bytes:
    """The record with its seed replaced by a ``digits``-digit number (Python refuses
    to read integers of more than 4,300 digits)."""
    text = json.dumps(record)
    before = f'"seed": {record["seed"]}'
    assert before in text
    return text.replace(before, '"seed": ' + "9" * digits).encode()


def with_surrogate_name(record: dict, name: str = "\\ud800") -> bytes:
    """The record with South's name a JSON escape of a lone surrogate (valid JSON,
    but not encodable as UTF-8: SQLite and the autosave cannot write it)."""
    record = json.loads(json.dumps(record))
    record["cinch_qt"] = {**record.get("cinch_qt", {}), "names": {"S": "SURROGATE"}}
    record["names"] = {"S": "SURROGATE"}
    return json.dumps(record).replace("SURROGATE", name).encode()


def with_long_name(record: dict, length: int = 200_000) -> bytes:
    record = json.loads(json.dumps(record))
    record["cinch_qt"] = {**record.get("cinch_qt", {}), "names": {"S": "n" * length}}
    record["names"] = {"S": "n" * length}
    return json.dumps(record).encode()


def deeply_nested(depth: int = 100_000) -> bytes:
    return b"[" * depth + b"]" * depth


# --- SVG decks ---------------------------------------------------------------------------

def use_bomb(levels: int = 9, fan: int = 10, prefix: str = "b") -> str:
    """Groups of ``fan`` <use> links, ``levels`` deep: fan**levels shapes drawn."""
    parts = [f'<rect id="{prefix}0" width="1" height="1" fill="red"/>']
    for i in range(1, levels + 1):
        links = "".join(f'<use xlink:href="#{prefix}{i - 1}"/>' for _ in range(fan))
        parts.append(f'<g id="{prefix}{i}">{links}</g>')
    return "".join(parts)


def deck_with(defs: str = "", inside: dict[str, str] | None = None) -> bytes:
    """A valid tiny deck (tests/themes_helpers.py) with ``defs`` added and extra
    markup put inside the named cards' groups."""
    text = deck_svg(KDE)
    text = text.replace('<svg xmlns="http://www.w3.org/2000/svg"',
                        f'<svg xmlns="http://www.w3.org/2000/svg" {XLINK}', 1)
    if defs:
        text = text.replace("<g id=", f"<defs>{defs}</defs><g id=", 1)
    for element, markup in (inside or {}).items():
        start = text.index(f'<g id="{element}">') + len(f'<g id="{element}">')
        text = text[:start] + markup + text[start:]
    return text.encode()


def bomb_deck(card: str = "2_club", levels: int = 9, fan: int = 10) -> bytes:
    """A 1.2 KB theme: the bomb inside one card only."""
    return deck_with(use_bomb(levels, fan), {card: f'<use xlink:href="#b{levels}"/>'})


def image_deck(href: str, card: str = "2_club") -> bytes:
    return deck_with("", {card: f'<image xlink:href="{href}" width="10" height="10"/>'})


HOSTILE_SVGS: dict[str, bytes] = {
    "use bomb 10^9 in one card": bomb_deck(),
    "use bomb 10^8 in the ace of spades": bomb_deck("1_spade", 8, 10),
    "use bomb 2^40 (binary fan)": bomb_deck(levels=40, fan=2),
    "use chain 30 deep": deck_with(use_bomb(30, 1), {"2_club": '<use xlink:href="#b30"/>'}),
    "use loop": deck_with('<g id="x"><use xlink:href="#y"/></g><g id="y"><use xlink:href="#x"/>'
                          '</g>', {"2_club": '<use xlink:href="#x"/>'}),
    "use of itself": deck_with("", {"3_club": '<use id="me" xlink:href="#me"/>'}),
    "use of its own card": deck_with("", {"4_club": '<use xlink:href="#4_club"/>'}),
    "plain href use bomb": deck_with(use_bomb(9, 10).replace("xlink:href", "href"),
                                     {"2_club": '<use href="#b9"/>'}),
    "image of an absolute file": image_deck("/etc/hostname"),
    "image of file: URL": image_deck("file:///etc/hostname"),
    "image of a relative file escaping": image_deck("../../../../etc/hostname"),
    "image of a file beside it": image_deck("picture.png"),
    "image by plain href": deck_with("", {"2_club": '<image href="/etc/hostname"/>'}),
    "image href as character references": image_deck("&#x2F;etc&#x2F;hostname"),
    "image over http": image_deck("http://example.invalid/x.png"),
    "style @import": deck_with('<style>@import url("/etc/hostname");</style>'),
    "external entity": (b'<?xml version="1.0"?><!DOCTYPE svg SYSTEM "/etc/hostname">'
                        + deck_svg(KDE).split("\n", 1)[1].encode()),
    "entity declaration": (b'<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]>'
                           + deck_svg(KDE).split("\n", 1)[1].encode()),
    "elements 5000 deep": deck_with("<g>" * 5000 + "</g>" * 5000),
    "5,000-digit width": deck_with("", {"2_club": f'<rect width="{"9" * 5000}" height="1"/>'}),
    "huge float size": deck_with("", {"2_club": '<rect width="1e308" height="1e308"/>'}),
    "lone surrogate reference": deck_with("", {"2_club": "<text>&#xD800;</text>"}),
    "not well-formed": deck_svg(KDE).replace("</svg>", "<g></svg>").encode(),
    "unknown encoding declared": deck_svg(KDE).replace('encoding="UTF-8"',
                                                       'encoding="TF-8"').encode(),
    "a link to the author (loads nothing)": deck_with(
        "", {"2_club": '<a xlink:href="http://example.invalid/"><rect width="1" '
                       'height="1"/></a>'}),
}
# What each must give: True accepted (and every card drawn), False refused.
# (A DOCTYPE naming an outside DTD is harmless: neither expat here nor QtSvg fetches it,
# and many real decks carry the standard SVG 1.1 one.)
ACCEPTABLE_SVGS = {"huge float size", "5,000-digit width", "external entity",
                   "a link to the author (loads nothing)"}


# --- FIFOs --------------------------------------------------------------------------------

def make_fifo(path: Path) -> Path:
    os.mkfifo(path)
    return path


def release_fifo(path: Path) -> None:
    """Wake anything blocked opening ``path`` for reading (a test that failed)."""
    try:
        fd = os.open(path, os.O_WRONLY | os.O_NONBLOCK)
    except OSError:
        return
    os.close(fd)


def finishes(call: Callable[[], object], fifo: Path | None = None,
             wait_s: float = 60.0) -> tuple[bool, object]:
    """Run ``call`` in a thread; (finished, result or exception).  A call blocked on
    a FIFO is woken afterwards so a failing test cannot hang the suite."""
    box: list = []

    def target() -> None:
        try:
            box.append(call())
        except BaseException as exc:  # noqa: BLE001 - handed back to the test
            box.append(exc)

    thread = threading.Thread(target=target, daemon=True)
    thread.start()
    thread.join(wait_s)
    done = not thread.is_alive()
    if not done and fifo is not None:
        release_fifo(fifo)
        thread.join(5)
    return done, (box[0] if box else None)


# --- any file the program reads -------------------------------------------------------

HOSTILE = ("fifo", "folder", "nested", "huge", "garbage")


def lay_down(path: Path, kind: str) -> None:
    """A hostile ``kind`` of file at ``path``: a named pipe, a folder with a file in it,
    a JSON document nested 100,000 deep, a 64 MB file (sparse: it costs no disk) or
    bytes that are nothing."""
    if kind == "fifo":
        make_fifo(path)
    elif kind == "folder":
        path.mkdir()
        (path / "inside").write_text("x", encoding="utf-8")
    elif kind == "nested":
        path.write_bytes(b'{"version": 1, "games": ' + deeply_nested() + b"}")
    elif kind == "huge":
        with path.open("wb") as fh:
            fh.truncate(64 * 1024 ** 2)
    else:
        path.write_bytes(bytes(range(256)) * 40)


_RECORDS: dict[str, tuple[dict, dict]] = {}
_RECORDING = threading.Lock()    # one worker plays a game's records; the others wait


def records(game: str) -> tuple[dict, dict]:
    """(a finished record, an unfinished one) of ``game``, as its table saves them."""
    with _RECORDING:
        return _records(game)


def _records(game: str) -> tuple[dict, dict]:
    if game not in _RECORDS:
        if game == "cinch":
            _RECORDS[game] = (finished_save(), unfinished_save())
        else:
            players, seed = (2, 1) if game == "cribbage" else (3, 2)
            done = finished(game, players, seed)
            driver = Driver(game, players, seed + 1)
            for _ in range(40):
                driver.step()
            _RECORDS[game] = (done, record_of(driver.state))
    done, partial = _RECORDS[game]
    return json.loads(json.dumps(done)), json.loads(json.dumps(partial))
