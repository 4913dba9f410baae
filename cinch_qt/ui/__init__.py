"""Qt widgets and graphics: the felt table, card items, panels and dialogs."""
