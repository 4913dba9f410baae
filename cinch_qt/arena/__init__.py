"""The arena: computer players against each other (``python -m cinch_qt.arena``)."""
