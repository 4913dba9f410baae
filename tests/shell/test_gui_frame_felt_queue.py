"""Frames queued on the frame felt with no game: each waits for the one before it to
land; a frame's pace deals its new cards from a pile in packets, face down until their
beat, holds a sweep still before the cards go, sends cards changing piles one after
another; the cards are playable only once no frame waits; ``show_frame`` drops the
queue; busy and idle are said once for the whole run."""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer

from cinch_qt.games.felt_frame import FeltFrame, Pace, Pile
from cinch_qt.ui import animation as anim
from cinch_qt.ui.frame_felt import FrameFelt
from tests.gui_helpers import shown_frame_felt

PACK = tuple(range(20, 40))


def _said(felt: FrameFelt) -> list:
    said: list = []
    felt.busyChanged.connect(lambda busy: said.append(busy))
    felt.idle.connect(lambda: said.append("idle"))
    return said


def test_a_deal_in_packets_then_the_next_frame_follows(qtbot) -> None:
    felt = shown_frame_felt(qtbot)
    felt.show_frame(FeltFrame((Pile("pack", PACK + tuple(range(6)), (0.5, 0.5),
                                    face_up=False, fanned=False),)), animate=False)
    said = _said(felt)
    pack = felt.scene_.cards[PACK[-1]].pos()
    dealt = FeltFrame((Pile("pack", PACK, (0.5, 0.5), face_up=False, fanned=False),
                       Pile("hand", tuple(range(6)), (0.5, 0.85))),
                      playable=frozenset({0}),
                      pace=Pace(source="pack", deal=tuple(range(6)), packet=3))
    played = FeltFrame((dealt.piles[0], Pile("hand", tuple(range(1, 6)), (0.5, 0.85)),
                        Pile("trick", (0,), (0.5, 0.3))), playable=frozenset({1, 2}))
    clock = QElapsedTimer()
    clock.start()
    felt.queue_frame(dealt)
    felt.queue_frame(played)
    assert felt.busy() and felt.frame is dealt
    # The second packet waits face down on the pack for its beat; nothing is playable
    # while a frame waits.
    assert all(felt.scene_.cards[c].pos() == pack for c in (3, 4, 5))
    assert not any(felt.scene_.cards[c].face_up for c in (3, 4, 5))
    assert felt.scene_.keyboard_order == []
    left: dict[int, int] = {}

    def watch() -> bool:
        for card in range(6):
            if felt.scene_.cards[card].face_up and card not in left:
                left[card] = clock.elapsed()
        return len(left) == 6
    qtbot.waitUntil(watch, timeout=5000)
    assert max(left[c] for c in (0, 1, 2)) < min(left[c] for c in (3, 4, 5))
    assert min(left[c] for c in (3, 4, 5)) >= anim.DEAL_STAGGER_MS - 40
    qtbot.waitUntil(lambda: not felt.busy(), timeout=5000)
    assert felt.frame is played and said == [True, False, "idle"]
    assert felt.scene_.keyboard_order == [1, 2]
    trick = felt.card_rect(0)
    assert abs(trick.center().y() - 0.3 * felt.viewport().height()) <= 1


def test_a_sweep_holds_the_trick_then_show_frame_drops_the_queue(qtbot) -> None:
    felt = shown_frame_felt(qtbot)
    trick = FeltFrame((Pile("trick", (1, 2, 3), (0.5, 0.4)),), winner=2)
    felt.show_frame(trick, animate=False)
    before = felt.card_rect(2)
    swept = FeltFrame((Pile("won", (1, 2, 3), (0.85, 0.85), face_up=False,
                            fanned=False, scale=0.5),), pace=Pace(sweep=True))
    felt.queue_frame(swept)
    felt.queue_frame(trick)
    qtbot.wait(anim.TRICK_HOLD_MS // 2)
    item = felt.scene_.cards[2]
    assert felt.card_rect(2).topLeft() == before.topLeft() and item.winner and item.face_up
    # A step taken back: shown at once, the frame still queued dropped.
    said = _said(felt)
    back = FeltFrame((Pile("trick", (1, 2), (0.5, 0.4)),))
    felt.show_frame(back, animate=False)
    assert not felt.busy() and felt.frame is back and 3 not in felt.scene_.cards
    assert said == [False]
    now = felt.card_rect(2)
    assert now.width() == before.width() and not item.winner
    qtbot.wait(anim.TRICK_HOLD_MS)
    assert felt.frame is back and felt.card_rect(2) == now


def test_cards_changing_piles_go_one_after_another(qtbot) -> None:
    felt = shown_frame_felt(qtbot)
    felt.show_frame(FeltFrame((Pile("hand", (1, 2, 3), (0.5, 0.8)),)), animate=False)
    start = {c: felt.card_rect(c).topLeft() for c in (1, 2, 3)}
    felt.queue_frame(FeltFrame((Pile("hand", (2,), (0.5, 0.8)),
                                Pile("dead", (1, 3), (0.2, 0.2), face_up=False)),
                               pace=Pace(one_by_one=True, gap_ms=300, hold_ms=200)))
    qtbot.waitUntil(lambda: felt.card_rect(1).topLeft() != start[1], timeout=3000)
    assert felt.card_rect(3).topLeft() == start[3]           # still waiting its beat
    qtbot.waitUntil(lambda: not felt.busy(), timeout=5000)
    assert felt.card_rect(3).topLeft() != start[3]
