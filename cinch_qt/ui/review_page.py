"""The pieces every game's hand review page is written with: escaped text,
headings, the tables' head row, and numbers in the person's locale.  The review window
(``review_window.py``) shows the page a game's ``table/review_part.py`` writes."""

from __future__ import annotations

import html

from PySide6.QtCore import QLocale


def esc(text: str) -> str:
    return html.escape(text)


def para(text: str) -> str:
    return f"<p>{esc(text)}</p>"


def heading(text: str) -> str:
    return f"<h3>{esc(text)}</h3>"


def sections(*parts: tuple[str, list[str]] | None) -> str:
    """A review page: each (heading, its pieces) in order, no heading where it is empty;
    a None (a section this hand has not) left out."""
    return "".join((heading(title) if title else "") + "".join(body)
                   for title, body in filter(None, parts))


def table_head(heads: list[str]) -> str:
    """A bordered table opened with its head row; the caller adds rows and closes it."""
    return ("<table border='1' cellspacing='0' cellpadding='3'><tr>"
            + "".join(f"<th>{esc(h)}</th>" for h in heads) + "</tr>")


def number(value: float, decimals: int) -> str:
    return QLocale().toString(float(value), "f", decimals)


def signed(value: float, decimals: int) -> str:
    """"+1.25", "-0.50", and a plain "0.00" where rounding leaves nothing (never "-0.00")."""
    text = number(value, decimals)
    if text.strip("-+0.,") == "":
        return number(0.0, decimals)
    return text if value < 0 else "+" + text


def loss_cell(loss: float, flagged: bool, decimals: int) -> str:
    """A "given away" cell: the points right-aligned, bold with ⚠ where the loss is
    flagged (more than the estimate's noise)."""
    text = number(loss, decimals)
    return f"<td align='right'>{f'<b>{text} ⚠</b>' if flagged else text}</td>"
