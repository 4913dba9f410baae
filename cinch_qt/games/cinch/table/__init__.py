"""Cinch on the felt (Qt): its controller, models, table view, panels, window, dialogs and
its page of the settings dialog."""
