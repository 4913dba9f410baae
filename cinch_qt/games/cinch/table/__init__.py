"""Cinch on the felt (Qt): its controller, models, table view, panels and window."""
