"""What every game's table shares between the view and the engine: the bot runner (bots
off the GUI thread).  Each game's own controller and settings live in its
``games/<name>/table/`` package."""
