"""The Cribbage tables in the smallest window the program allows (issue 41 item 8): the
classic board and Crib Wars, 2, 3, 4 and 6 players, played through the real window at
each of the person's decisions — no seat's plate runs across a hand, the crib, the
stock and starter, the count's row or pile, the board, or another plate; its bubble
neither; every plate lies inside the felt with its title and lines whole.  (The badge
over the board is meant to lie on it: it is checked against cards and plates only.)"""

from __future__ import annotations

import os

import pytest
from PySide6.QtCore import QRectF

from tests.crib_person import Person, open_crib_table

SLACK = 1.0


def _card_rect(item) -> QRectF:
    w, h = item.size()
    return item.mapRectToScene(QRectF(0, 0, w, h)).adjusted(1, 1, -1, -1)


def felt_faults(felt) -> list[str]:
    faults: list[str] = []
    area = QRectF(0, 0, felt.viewport().width(), felt.viewport().height())
    plates = [(f"plate {s}", p) for s, p in felt.plates.items() if p.isVisible()]
    over_board = [(name, p) for name, p in (("badge", felt.score_plate),
                                            ("news", felt.news_plate)) if p.isVisible()]
    rects = {name: p.mapRectToScene(p._rect) for name, p in (*plates, *over_board)}
    bubbles = {name: p.bubble_rect().translated(p.pos())
               for name, p in (*plates, *over_board) if p.bubble}
    for name, plate in (*plates, *over_board):
        r = rects[name]
        if not area.adjusted(-SLACK, -SLACK, SLACK, SLACK).contains(r):
            faults.append(f"{name} leaves the felt: {r} not in {area}")
        if plate.title_width() > r.width() + SLACK:
            faults.append(f"{name}'s title is cut: {plate.title!r}")
        if plate.required_height(r.width()) > r.height() + SLACK:
            faults.append(f"{name}'s lines run past it: {plate.lines!r}")
    for name, b in bubbles.items():
        if not area.adjusted(-SLACK, -SLACK, SLACK, SLACK).contains(b):
            faults.append(f"{name}'s bubble leaves the felt")
    shapes = [*rects.items(), *((f"{n}'s bubble", b) for n, b in bubbles.items())]
    for i, (a, ra) in enumerate(shapes):
        for b, rb in shapes[i + 1:]:
            if a.split("'")[0] != b.split("'")[0] and ra.intersects(rb):
                faults.append(f"{a} overlaps {b}")
    cards = [(key, _card_rect(item)) for key, item in felt.scene_.cards.items()
             if item.isVisible()]
    board = felt.board.sceneBoundingRect()
    for name, r in shapes:
        owner = name.split("'")[0]
        for key, cr in cards:
            if r.intersects(cr):
                faults.append(f"{name} runs across card {key}")
        if owner not in ("badge", "news") and r.intersects(board):
            faults.append(f"{name} lies on the board")
    return faults


def play_and_check(qtbot, session, win, hands: int) -> list[str]:
    # By keys: in the smallest window a card's middle may lie under its neighbour, where
    # a click takes the neighbour (what the mouse does there is not what is checked).
    person = Person(qtbot, session, win, keys_only=True)
    faults: dict[str, str] = {}
    finished = 0
    while True:
        what = person.wait()
        if what == "over":
            break
        if what == "cut":
            person.cut()
            continue
        where = f"hand {session.state.hand_no + 1}, {what}"
        found = felt_faults(win.felt)
        for fault in found:
            faults.setdefault(fault, where)
        if found and os.environ.get("CRIB_SHOTS"):
            win.felt.grab().save(f"{os.environ['CRIB_SHOTS']}/{len(faults)}-{where}.png")
        if what == "hold":
            finished += 1
            if finished >= hands:
                break
            person.next_hand()
        else:
            person.act()
    return [f"{f} ({w})" for f, w in faults.items()]


@pytest.mark.parametrize("board", ("classic", "crib-wars"))
@pytest.mark.parametrize("players", (2, 3, 4, 6))
def test_cribbage_plates_hold_in_the_smallest_window(qtbot, tmp_path, monkeypatch, speak,
                                                     players, board):
    found: list[str] = []
    smallest = None
    for lang in ("en", "fr", "nl"):
        if lang != "en":
            speak(lang)
        with open_crib_table(qtbot, tmp_path, monkeypatch, players=players,
                             board=board) as (session, win):
            smallest = win.minimumSizeHint().expandedTo(win.minimumSize())
            win.resize(smallest)
            session.new_game(3)
            found += [f"{lang}: {f}" for f in play_and_check(qtbot, session, win, hands=1)]
    assert not found, f"at {smallest.width()}×{smallest.height()}:\n" + "\n".join(found)
