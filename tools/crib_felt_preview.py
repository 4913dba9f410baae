"""Look at the Cribbage felt without a session: the engine and bots for every seat.

    python tools/crib_felt_preview.py --players 4 --board crib-wars \\
        --seed 3 --size 1280x800 --screenshot out.png [--hands K] [--until KIND]

Bots play every seat (``ai.make_player``); the felt is fed the engine's public events
for seat 0 after every action, as a session would. Without ``--screenshot`` a window
opens and plays on. With it, the game is played (animations off) until hand K is dealt
and, with ``--until``, until the first event of that kind in that hand (``go``,
``show``, ``play``, ``lay``, ``score``, ``square``, ``fold``, ``count-near-31``, ``draw``);
then the last step is shown at normal speed and the picture is taken after
``--after-ms`` (default: when the felt is idle). ``--person`` stops instead at the
person's next decision to lay away (``--pick K`` cards picked) or to play (at a moment
when a card would pass 31) and shows it as the person sees it: playable cards raised,
the others dimmed.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def _stop(kind: str, events: list[dict], hand: int, want: int) -> bool:
    if kind == "draw":
        return True
    if hand < want:
        return False
    for ev in events:
        if kind == "square" and ev["e"] == "score" and "square" in ev:
            return True
        if kind == "count-near-31" and ev["e"] == "play" and 26 <= ev["count"] < 31:
            return True
        if ev["e"] == kind:
            return True
    return kind in ("", "deal")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", type=int, default=2, choices=(2, 3, 4, 6))
    ap.add_argument("--board", default="classic", choices=("classic", "crib-wars"))
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--size", default="1280x800")
    ap.add_argument("--screenshot", default="")
    ap.add_argument("--hands", type=int, default=0, help="play until this hand is dealt")
    ap.add_argument("--until", default="", help="stop at the first event of this kind")
    ap.add_argument("--after-ms", type=int, default=-1)
    ap.add_argument("--level", default="normal")
    ap.add_argument("--language", default="en")
    ap.add_argument("--person", choices=("lay", "play"), default="",
                    help="stop at the person's next decision of this kind")
    ap.add_argument("--pick", type=int, default=0, help="cards picked to lay away")
    args = ap.parse_args(argv)
    if args.screenshot:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from cinch_qt.games.cribbage.ai import make_player
    from cinch_qt.games.cribbage.engine import GameState, Rules
    from cinch_qt.games.cribbage.engine.cards import VALUE
    from cinch_qt.games.cribbage.table.felt import CribbageFelt
    from cinch_qt.games.cribbage.table.felt_feed import EventFeed
    from cinch_qt.i18n import install_translator
    from cinch_qt.themes import CardPixmapCache

    app = QApplication.instance() or QApplication(sys.argv[:1])
    install_translator(app, args.language)
    w, h = (int(v) for v in args.size.lower().split("x"))
    rules = Rules(players=args.players, board=args.board)
    state = GameState(rules, seed=args.seed)
    bots = {s: make_player(args.level, args.seed * 10 + s) for s in rules.seats}
    cache = CardPixmapCache()
    names = {s: n for s, n in enumerate(rules.seat_names)}
    felt = CribbageFelt(cache, rules, names, 0.0 if args.screenshot else 1.0)
    felt.set_levels({s: args.level for s in rules.seats if s != 0})
    felt.resize(w, h)
    felt.show()
    feed = EventFeed(state)
    felt.set_prompt(None, (), True)

    def step() -> list[dict]:
        if state.phase != "over":
            d = state.decision()
            if d is not None:
                state.apply(bots[d.seat].choose(state.observation(d.seat)))
        return feed.take(state)

    if not args.screenshot:
        def tick() -> None:
            if felt.busy() or state.phase == "over":
                return
            felt.advance(step(), state.observation(0))
        felt.advance(feed.take(state), state.observation(0))
        timer = QTimer(felt)
        timer.timeout.connect(tick)
        timer.start(150)
        return app.exec()

    events = feed.take(state)

    def mine(st) -> bool:
        d = st.decision()
        return (d is not None and d.seat == 0 and d.kind == args.person
                and st.hand_no >= args.hands and (d.kind != "play" or any(
                    st.count + VALUE[c] > 31 for c in st.hands[0])))
    if args.person:
        while not mine(state) and state.phase != "over":
            felt.advance(events, state.observation(0))
            while felt.busy():
                app.processEvents()
            events = step()
        felt.set_speed(1.0)
        felt.advance(events, state.observation(0))
        while felt.busy():
            app.processEvents()
        obs = state.observation(0)
        felt.set_prompt(obs.decision, obs.legal, False)
        if args.pick and obs.decision is not None and obs.decision.kind == "lay":
            felt.set_selection(list(obs.hand)[:args.pick])
        app.processEvents()
        felt.grab().save(args.screenshot)
        print(f"{args.screenshot}: hand {state.hand_no + 1}, the person to "
              f"{obs.decision.kind if obs.decision else '-'}, count {felt.count_shown()}")
        cache.shutdown()
        return 0
    while not _stop(args.until, events, state.hand_no, args.hands) and state.phase != "over":
        felt.advance(events, state.observation(0))
        while felt.busy():
            app.processEvents()
        events = step()
    felt.set_speed(1.0)
    felt.advance(events, state.observation(0))
    if args.after_ms >= 0:
        QTimer.singleShot(args.after_ms, app.quit)
        app.exec()
    else:
        while felt.busy():
            app.processEvents()
        app.processEvents()
    felt.grab().save(args.screenshot)
    print(f"{args.screenshot}: hand {state.hand_no + 1}, phase {state.phase}, "
          f"count {felt.count_shown()}, caption {felt.caption_text()!r}")
    cache.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
