"""A plain deck drawn in code, used only when even the built-in art cannot be read.

It keeps the table playable (a broken install must not crash the program) and is
deliberately simple: a white card with the rank and suit written on it.
"""

from __future__ import annotations

from pathlib import Path

from .card_ids import BACK_ID, KDE_IDS
from .deck_art import BACK, Art
from .discovery import KDE_SVG, ThemeInfo

EMERGENCY_ID = "emergency"
_SUIT_MARKS = ("\u2663", "\u2666", "\u2665", "\u2660")
_RANK_MARKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
_W, _H = 250, 350


def _card(x: int, element: str, label: str, colour: str) -> str:
    return (f'<g id="{element}"><rect x="{x}" y="0" width="{_W}" height="{_H}" rx="14" '
            f'fill="#ffffff" stroke="#444444" stroke-width="3"/>'
            f'<text x="{x + _W // 2}" y="{_H // 2 + 30}" font-size="90" text-anchor="middle" '
            f'fill="{colour}">{label}</text></g>')


def emergency_svg() -> bytes:
    parts = []
    for card, element in enumerate(KDE_IDS):
        suit = card // 13
        colour = "#c8102e" if suit in (1, 2) else "#111111"
        parts.append(_card(card * (_W + 10), element,
                           _RANK_MARKS[card % 13] + _SUIT_MARKS[suit], colour))
    x = 52 * (_W + 10)
    parts.append(f'<g id="{BACK_ID}"><rect x="{x}" y="0" width="{_W}" height="{_H}" rx="14" '
                 f'fill="#1c3f8c" stroke="#ffffff" stroke-width="10"/></g>')
    width = 53 * (_W + 10)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{_H}" '
            f'viewBox="0 0 {width} {_H}">{"".join(parts)}</svg>').encode()


def emergency_art() -> Art:
    info = ThemeInfo(EMERGENCY_ID, "Plain (emergency)", "deck", "builtin", Path(), KDE_SVG)
    where: dict = {card: (0, element) for card, element in enumerate(KDE_IDS)}
    where[BACK] = (0, BACK_ID)
    return Art(f"deck:{EMERGENCY_ID}", info, _W / _H, (emergency_svg(),), where)
