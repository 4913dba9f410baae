"""What a game's page of the settings dialog is, how the dialog finds it, and the
stored settings it reads and writes (ui/settings_dialog.py shows the pages).

A game offers a page by having ``table/settings_page.py`` beside its game module
(``cinch_qt.games.<name>.game`` -> ``cinch_qt.games.<name>.table.settings_page``) with
a ``PAGE`` class: the registry entry says where, nothing else has to be registered, and
the module is imported only when the dialog opens.  Registry entries sharing a game
module (two boards of one game) share one page.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, NamedTuple, Protocol

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QLabel, QSpinBox, QWidget

from ..games import GAMES, GameInfo
from ..games.base import Setting
from ..storage.settings import DEFAULTS, check_value, read_value


class Store(Protocol):
    """The stored settings a page reads and writes (``storage.Settings`` is one)."""

    def get(self, key: str) -> Any: ...

    def set(self, key: str, value: Any) -> None: ...


class DefaultStore:
    """Every key at its default, writing nowhere: a dialog opened without stored
    settings (tests, a window built on its own) shows the defaults and keeps nothing."""

    def get(self, key: str) -> Any:
        return DEFAULTS[key].default

    def set(self, key: str, value: Any) -> None:
        check_value(key, value)


class QSettingsStore:
    """``storage.Settings``' typed get/set over a QSettings the window already holds."""

    def __init__(self, qsettings: QSettings) -> None:
        self.qsettings = qsettings

    def get(self, key: str) -> Any:
        return read_value(self.qsettings, key)

    def set(self, key: str, value: Any) -> None:
        self.qsettings.setValue(key, check_value(key, value))
        self.qsettings.sync()


Words = Mapping[Any, str] | Callable[[Any], str]


class Row(NamedTuple):
    """One row of a game's page, described (``GameSettingsPage.describe``).  ``name``:
    the page's attribute for its field (``skunks_box``); ``label``: its label in the
    current language; ``setting``: the stored setting whose choices (a drop-down), yes
    or no (a check box) or bounds (a spin box) it offers, or None for ``values``
    (a drop-down) or words alone (a line of text); ``words``: the items' words
    (``name_items``), or the check box's or the text's, called; ``tip``: its tooltip."""
    name: str
    label: Callable[[], str]
    setting: Setting | None = None
    values: Sequence[Any] = ()
    words: Words | Callable[[], str] | None = None
    tip: Callable[[], str] | None = None


class GameSettingsPage(QWidget):
    """One game's page.  ``game`` is the registry name the page shows (one of the
    names its module serves: a page shared by two boards of one game shows the board
    the person plays).  Subclasses fill ``form`` with ``add_row``."""

    def __init__(self, game: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.form = QFormLayout(self)
        self._rows: list[tuple[QWidget, Any]] = []
        self._described: list[tuple[QWidget, Row]] = []
        self.described: dict[str, QWidget] = {}   # the described fields by name
        self._players: tuple[QComboBox, Callable[[], Mapping[int, str]], str] | None = None

    def add_row(self, label, field: QWidget) -> None:
        """``label`` is a callable giving the translated label (it follows the language)."""
        if isinstance(field, QComboBox):
            # Every item readable at once: the tabs share one size, set before the
            # later pages are first shown.
            field.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.form.addRow(QLabel(self), field)
        self._rows.append((field, label))

    def add_choice(self, label: Callable[[], str], values: Iterable[Any],
                   text: Callable[[Any], str] | None = None) -> QComboBox:
        """A row choosing one of ``values``: an item each, its text ``text(value)`` (or
        set by the page's ``retranslate``)."""
        box = QComboBox(self)
        for value in values:
            box.addItem(text(value) if text is not None else "", value)
        self.add_row(label, box)
        return box

    def add_check(self, label: Callable[[], str]) -> QCheckBox:
        """A row with a check box (its text set by the page's ``retranslate``)."""
        box = QCheckBox(self)
        self.add_row(label, box)
        return box

    def add_players(self, words: Callable[[], Mapping[int, str]], rule: str) -> QComboBox:
        """The row of how many play: an item for each count ``words()`` names, in its
        order, with its words; the tooltip cites the game's ``rule``."""
        box = self.add_choice(
            lambda: QCoreApplication.translate("GameSettingsPage", "Players:"), words())
        self._players = (box, words, rule)
        self.described["players_box"] = box
        return box

    @staticmethod
    def name_items(box: QComboBox, words: Mapping[Any, str] | Callable[[Any], str]) -> None:
        """Each item of ``box`` named from its value: ``words[value]`` or ``words(value)``
        (in the current language, from the page's ``retranslate``)."""
        name = words.__getitem__ if isinstance(words, Mapping) else words
        for i in range(box.count()):
            box.setItemText(i, name(box.itemData(i)))

    def describe(self, rows: Iterable[Row]) -> None:
        """A field for each of ``rows``, kept in ``described`` by its name (and as the
        page's attribute of that name); its words and tooltip follow the language
        (``retranslate_rows``).  ``set_values`` and ``value`` reach these fields and
        the players' row (``players_box``)."""
        for row in rows:
            setting = row.setting
            field: QWidget
            if setting is None and not row.values:
                field = QLabel(self)
                self.add_row(row.label, field)
            elif setting is None or setting.choices is not None:
                field = self.add_choice(row.label, setting.choices if setting else row.values)
            elif isinstance(setting.default, bool):
                field = self.add_check(row.label)
            else:
                field = QSpinBox(self)
                field.setRange(setting.low if setting.low is not None else 0,
                               setting.high if setting.high is not None else 999)
                self.add_row(row.label, field)
            self.described[row.name] = field
            if row.name.isidentifier():
                setattr(self, row.name, field)
            self._described.append((field, row))

    def set_values(self, values: Mapping[str, Any]) -> None:
        """The described fields named in ``values`` set to them."""
        for name, value in values.items():
            field = self.described[name]
            if isinstance(field, QComboBox):
                field.setCurrentIndex(max(0, field.findData(value)))
            elif isinstance(field, QCheckBox):
                field.setChecked(bool(value))
            elif isinstance(field, QSpinBox):
                field.setValue(int(value))

    def value(self, name: str) -> Any:
        """What the described field ``name`` holds."""
        field = self.described[name]
        if isinstance(field, QComboBox):
            return field.currentData()
        if isinstance(field, QCheckBox):
            return field.isChecked()
        return field.value()

    def retranslate_rows(self) -> None:
        for field, row in self._described:
            if isinstance(field, QComboBox):
                self.name_items(field, row.words if row.words is not None else str)
            elif isinstance(field, QCheckBox | QLabel) and row.words is not None:
                field.setText(row.words())
            if row.tip is not None:
                field.setToolTip(row.tip())
        for field, label in self._rows:
            widget = self.form.labelForField(field)
            if isinstance(widget, QLabel):
                widget.setText(label())
                widget.setBuddy(field)
            field.setAccessibleName(label().rstrip(":").rstrip())
        if self._players is not None:
            box, words, rule = self._players
            self.name_items(box, words())
            # The rule's number is for those who read the rule book: a tooltip.
            box.setToolTip(QCoreApplication.translate(
                "GameSettingsPage", "How many play, you included (rule %1)").replace("%1", rule))

    # What each page defines.
    def read(self, stored: Store) -> Any:
        """The game's settings as kept in ``stored``."""
        raise NotImplementedError

    def defaults(self) -> Any:
        """The game's settings as the program ships them."""
        raise NotImplementedError

    def show_settings(self, settings: Any) -> None:
        """Put ``settings`` into the fields."""
        raise NotImplementedError

    def chosen(self, player_name: str, speed: str) -> Any:
        """The settings as chosen, with the General page's name and speed; ValueError
        names a bad value."""
        raise NotImplementedError

    def write(self, stored: Store, settings: Any) -> None:
        """Keep ``settings`` in ``stored`` (ValueError names a value it refuses)."""
        raise NotImplementedError

    def retranslate(self) -> None:
        self.retranslate_rows()


def page_class(info: GameInfo) -> type[GameSettingsPage] | None:
    """The page class of ``info``'s game (its ``table/settings_page.py``), imported now;
    None for a game without."""
    return info.settings_page()


def pages_for(game: str) -> list[tuple[str, type[GameSettingsPage]]]:
    """(registry name shown, page class) per game module that has a page, in registry
    order.  Entries sharing a module get one page, shown for ``game`` when it is one of
    them, else for the first."""
    by_module: dict[str, list[GameInfo]] = {}
    for info in GAMES.values():
        by_module.setdefault(info.module, []).append(info)
    found = []
    for infos in by_module.values():
        cls = page_class(infos[0])
        if cls is None:
            continue
        names = [i.name for i in infos]
        found.append((game if game in names else names[0], cls))
    return found
